//! The compile-time impls and the run-time mirror agree on every pair of every policy, for every
//! operation family and every pair of operand kinds (`cargo test -p promote-tests --test
//! 'agreement*'`): NumPy, JAX and the array API in `policies`, PaddlePaddle, TensorFlow, both
//! MegEngines and OneFlow in `others`, the narrow types in the binary `agreement_narrow`. A cell
//! that a dispatch grid compares with the mirror (its arm is the same type-level question) is not
//! probed a second time here: see `agree.rs`.
//!
//! Binaries of their own, not modules of `suite`: every cell is a type-level probe, and rustc's
//! cost grows faster than the crate, so they compile in less time and memory apart (and in
//! parallel) than as one, each in about 1.5 GB.

/// The agreement macros, shared with `agreement_narrow`.
#[macro_use]
mod agree;

mod others;
mod policies;
