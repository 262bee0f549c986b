//! The grids of `dispatch_binary!` and `dispatch_unary!` against the run-time mirror, under four
//! policies, and the errors a dispatch returns (`cargo test -p promote-tests --test dispatch`).
//!
//! Every arm of every listed pair is rustc's work of its own: 157,440 arms in all, about 60 KB of
//! rustc's memory each in the plain form (the kernel an expression: two of `dispatch`'s policies
//! here) and about 40 KB in the typed form (`kernel: K = ..`, every other grid, whose arms
//! are constants). So the other policies' grids are binaries of their own, a few lines each in
//! `bins/` over the modules here (`dispatch_policies_numpy_jax`, four policies, and
//! `dispatch_zero_dim_<policy>`, the operand kinds under one policy and, but for OneFlow's, its
//! grid without kinds, whose arms are the same instantiations as the kinds grid's between
//! arrays): no rustc of them needs more than about 1.4 GB, and cargo builds them two at a time
//! beside `suite`. `cargo test -p promote-tests --test 'dispatch*'` runs them all.

/// The kernel and the check of a cell, shared by every dispatch binary.
#[macro_use]
mod grid;

mod arrays;
