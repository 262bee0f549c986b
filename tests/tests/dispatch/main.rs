//! The grids of `dispatch_binary!` and `dispatch_unary!` against the run-time mirror, as a test
//! binary of their own (`cargo test -p promote-tests --test dispatch`): every arm of every listed
//! pair is an instantiation of its own, so this binary compiles in parallel with `suite`.

/// The kernel and the check of a cell, shared by the three grids.
#[macro_use]
mod grid;

mod arrays;
mod policies;
mod zero_dim;
