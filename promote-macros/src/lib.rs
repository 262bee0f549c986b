//! Proc macros of `promote`. Use them through `promote-core`, which re-exports them with the
//! path to itself filled in; see that crate for the documentation.
//!
//! This crate is a shell: the front end (parse, check, model) and the code generator are the
//! library `promote-decl`, which tests and fuzzers drive without rustc.

#![forbid(unsafe_code)]

use proc_macro::TokenStream;
use promote_decl::Form;

/// Declares a promotion policy as a lattice (nodes and edges). See `promote_core::promotion_lattice!`.
#[proc_macro]
pub fn promotion_lattice(input: TokenStream) -> TokenStream {
    promote_decl::expand(Form::Lattice, input.into()).into()
}

/// Declares a promotion policy as an explicit grid. See `promote_core::promotion_table!`.
#[proc_macro]
pub fn promotion_table(input: TokenStream) -> TokenStream {
    promote_decl::expand(Form::Table, input.into()).into()
}

/// Adds element types to a built-in lattice policy. See `promote_core::extend_jax!`.
#[proc_macro]
pub fn extend_lattice(input: TokenStream) -> TokenStream {
    promote_decl::expand(Form::Extension, input.into()).into()
}
