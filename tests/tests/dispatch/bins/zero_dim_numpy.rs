//! `dispatch_binary!` with the operand kinds under NumPy against the run-time mirror, and its
//! dispatch without kinds: one policy's kinds grid, a binary of its own for its memory (see
//! `dispatch/zero_dim.rs`). The grid without kinds is here rather than in `dispatch`: its arms are
//! the kinds grid's between arrays, the same instantiations, which rustc then solves and generates
//! once (5,120 arms cost this binary 2.7 s of rustc, and `dispatch` 6 s).

#[macro_use]
#[path = "../grid.rs"]
mod grid;
#[macro_use]
#[path = "../zero_dim.rs"]
mod zero_dim;

kinds_test! {
    numpy: promote_core::policies::NumPy, false;
}

policy_test! { typed;
    numpy_arrays: promote_core::policies::NumPy;
}
