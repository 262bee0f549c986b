//! `dispatch_binary!` with the operand kinds under NumPy against the run-time mirror: one
//! policy's kinds grid, a binary of its own for its memory (see `dispatch/zero_dim.rs`).

// The kinds grids use the kernel, the cell's check and the type list alone.
#[allow(dead_code, unused_macros)]
#[macro_use]
#[path = "../grid.rs"]
mod grid;
#[macro_use]
#[path = "../zero_dim.rs"]
mod zero_dim;

kinds_test! {
    numpy: promote_core::policies::NumPy, false;
}
