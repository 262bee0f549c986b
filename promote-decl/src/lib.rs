//! The declaration front end and code generator behind `promote`'s macros, as a library.
//!
//! `promote-macros` is a thin shell over this crate, and `promote-core`'s macros
//! (`promotion_lattice!`, `promotion_table!`, `extend_jax!`) call it with the path to
//! `promote-core` and its family list filled in. Users of promote never name this crate. Tests
//! and fuzzers do: [`resolve`] runs the front end on a [`proc_macro2::TokenStream`] without
//! rustc and returns the resolved [`Model`] or every [`Diagnostic`] with its span.
//!
//! Each declaration goes through one pipeline: `parse` reads it into the typed model of `ast`;
//! the checkers validate it, collecting every error in a `ctxt::Ctxt` (`lattice` and `table`
//! for the two forms, `families` for the operation families and the 0-d rule, `extend` for an
//! extension of a built-in lattice) and resolve it into a `model::Policy`; `expand` turns that
//! into code: the marker and its rustdoc (`doc`), the run-time mirror (`mirror`) and the trait
//! impls (`impls`).
//!
//! The API here is for promote's own tests and tools, and follows promote-core's version: it
//! may change in any release.

#![forbid(unsafe_code)]

mod api;
mod check;
mod codes;
mod expand;
mod model;
mod parse;

pub use api::{expand, resolve, Diagnostic, Form, Model};
