//! The second stage: rules about a declaration as a whole, each one function that records its
//! errors in a [`ctxt::Ctxt`] and carries on, so that one expansion reports every mistake.
//!
//! [`vocabulary`] knows the codes a declaration may name; [`lattice`] and [`table`] hold the
//! rules of the two forms that need no resolved grid; [`narrowing`] judges a cell's result.

pub mod ctxt;
pub mod lattice;
pub mod narrowing;
pub mod table;
pub mod vocabulary;

pub use vocabulary::check_size;
