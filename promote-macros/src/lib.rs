//! Proc macros of `promote`. Use them through `promote-core`, which re-exports them with the
//! path to itself filled in; see that crate for the documentation.
//!
//! Each macro is a pipeline: `parse` reads the declaration into the typed model of `ast`; the
//! checkers validate it, collecting every error in a `ctxt::Ctxt` (`lattice` and `table` for the
//! two forms, `families` for the operation families and the 0-d rule, `extend` for an extension of
//! a built-in lattice) and resolve it into a `model::Policy`; `expand` turns that into code:
//! the marker and its rustdoc (`doc`), the run-time mirror (`mirror`) and the trait impls
//! (`impls`).

#![forbid(unsafe_code)]

mod alias;
mod ast;
mod canonical;
mod casting;
mod codes;
mod ctxt;
mod expand;
mod extend;
mod families;
mod kinds;
mod lattice;
mod laws;
mod model;
mod narrowing;
mod parse;
mod project;
mod spec;
mod table;

use proc_macro::TokenStream;
use syn::parse_macro_input;

/// Declares a promotion policy as a lattice (nodes and edges). See `promote_core::promotion_lattice!`.
#[proc_macro]
pub fn promotion_lattice(input: TokenStream) -> TokenStream {
    let decl = parse_macro_input!(input as ast::LatticeDecl);
    lattice::resolve(&decl)
        .map(|policy| expand::policy(&policy))
        .unwrap_or_else(syn::Error::into_compile_error)
        .into()
}

/// Declares a promotion policy as an explicit grid. See `promote_core::promotion_table!`.
#[proc_macro]
pub fn promotion_table(input: TokenStream) -> TokenStream {
    let decl = parse_macro_input!(input as ast::TableDecl);
    table::resolve(&decl)
        .map(|policy| expand::policy(&policy))
        .unwrap_or_else(syn::Error::into_compile_error)
        .into()
}

/// Adds element types to a built-in lattice policy. See `promote_core::extend_jax!`.
#[proc_macro]
pub fn extend_lattice(input: TokenStream) -> TokenStream {
    let decl = parse_macro_input!(input as extend::ExtendDecl);
    extend::resolve(&decl)
        .map(|policy| expand::policy(&policy))
        .unwrap_or_else(syn::Error::into_compile_error)
        .into()
}
