//! Drives promote's declaration front end ([`promote_decl`]) without rustc, for the tests of this
//! crate and the fuzz target in `fuzz/`: the inputs promote-core's wrappers hand the macros
//! ([`Input`]), every declaration written in the repository ([`corpus`]), token-level mutations
//! of them ([`mutate`]) and the properties every run must keep ([`check`]).

// Grids are indexed by pairs of codes, both ways; iterators would hide which index is which.
#![allow(clippy::needless_range_loop)]

pub mod corpus;
pub mod input;
pub mod mutate;
pub mod oracle;
pub mod properties;
pub mod random;
pub mod rng;

pub use corpus::corpus;
pub use input::Input;
pub use mutate::mutate;
pub use properties::{check, Outcome};
