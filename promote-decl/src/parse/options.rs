//! The sections after the lattice or the table: `zero_dim`, `families`, `sum`, `casting`,
//! `n_ary`, `canonicalize`, `alias` and `lossy`.

use syn::parse::ParseStream;
use syn::{braced, bracketed, Token};

use super::grid::parse_grid;
use super::keywords as kw;
use super::pairs::{code_pairs, parse_pairs, type_pairs};
use proc_macro2::Span;

use crate::parse::ast::{Cell, Code, Options, SumDecl, ZeroDimDecl};

/// The sections that may follow the lattice or table block, each at most once, in any order.
pub fn parse_options(input: ParseStream) -> syn::Result<Options> {
    let mut options = Options::default();
    while !input.is_empty() {
        section(input, &mut options)?;
    }
    Ok(options)
}

/// One section, by its keyword.
fn section(input: ParseStream, options: &mut Options) -> syn::Result<()> {
    if input.peek(kw::__extensible) {
        input.parse::<kw::__extensible>()?;
        input.parse::<Token![;]>()?;
        options.extensible = true;
        return Ok(());
    }
    if input.peek(kw::__narrow_optional) {
        input.parse::<kw::__narrow_optional>()?;
        input.parse::<Token![;]>()?;
        options.narrow_optional = true;
        return Ok(());
    }
    if input.peek(kw::__values) {
        let span = input.parse::<kw::__values>()?.span;
        once(span, "__values", options.values.is_some())?;
        let library: syn::Ident = input.parse()?;
        if !matches!(
            library.to_string().as_str(),
            "numpy" | "jax" | "jax_x32" | "torch" | "tensorflow"
        ) {
            return Err(syn::Error::new(
                library.span(),
                "unknown value rules; expected `numpy`, `jax`, `jax_x32`, `torch` or `tensorflow`",
            ));
        }
        options.values = Some(library);
        input.parse::<Token![;]>()?;
        return Ok(());
    }
    let lookahead = input.lookahead1();
    if lookahead.peek(kw::zero_dim) {
        let span = input.parse::<kw::zero_dim>()?.span;
        once(span, "zero_dim", options.zero_dim.is_some())?;
        options.zero_dim = Some(zero_dim(input)?);
    } else if lookahead.peek(kw::families) {
        input.parse::<kw::families>()?;
        let content;
        braced!(content in input);
        while !content.is_empty() {
            options.families.push(content.parse()?);
        }
    } else if lookahead.peek(kw::lossy) {
        let span = input.parse::<kw::lossy>()?.span;
        once(span, "lossy", !options.lossy.is_empty())?;
        options.lossy = lossy(input)?;
    } else if lookahead.peek(kw::n_ary) {
        let span = input.parse::<kw::n_ary>()?.span;
        once(span, "n_ary", options.n_ary.is_some())?;
        options.n_ary = Some((span, n_ary(input)?));
    } else if lookahead.peek(kw::alias) {
        let span = input.parse::<kw::alias>()?.span;
        once(span, "alias", options.alias.is_some())?;
        let pairs = type_pairs(input, "an alias names the type it stands for, not `-`")?;
        options.alias = Some((span, pairs));
    } else if lookahead.peek(kw::canonicalize) {
        let span = input.parse::<kw::canonicalize>()?.span;
        once(span, "canonicalize", options.canonicalize.is_some())?;
        let undefined = "a canonicalized type becomes another type of the policy, not `-`";
        options.canonicalize = Some((span, type_pairs(input, undefined)?));
    } else if lookahead.peek(kw::casting) {
        let span = input.parse::<kw::casting>()?.span;
        once(span, "casting", options.casting.is_some())?;
        let content;
        braced!(content in input);
        options.casting = Some(super::casting::parse(span, &content)?);
    } else if lookahead.peek(kw::sum) {
        let span = input.parse::<kw::sum>()?.span;
        once(span, "sum", options.sum.is_some())?;
        let entries = parse_pairs(input)?;
        options.sum = Some(SumDecl { span, entries });
    } else {
        return Err(syn::Error::new(
            lookahead.error().span(),
            "unexpected tokens after the declaration; expected `zero_dim { ... }`, `families { ... }`, `sum { ... }`, `casting { ... }`, `n_ary main [ ... ]`, `canonicalize { ... }`, `alias { ... }` or `lossy [ ... ]`",
        ));
    }
    Ok(())
}

/// A section written twice is an error at its second keyword.
fn once(span: Span, name: &str, declared: bool) -> syn::Result<()> {
    if declared {
        return Err(syn::Error::new(
            span,
            format_args!("`{name}` is declared twice"),
        ));
    }
    Ok(())
}

/// `{ complex_of { f16: c32, ... } }`, `{ major_types table { ... } }` or `{ ignored }`.
fn zero_dim(input: ParseStream) -> syn::Result<ZeroDimDecl> {
    let content;
    braced!(content in input);
    if content.peek(kw::ignored) {
        content.parse::<kw::ignored>()?;
        if !content.is_empty() {
            return Err(content.error("unexpected tokens after `ignored`"));
        }
        return Ok(ZeroDimDecl::Ignored);
    }
    if content.peek(kw::major_types) {
        content.parse::<kw::major_types>()?;
        let span = content.parse::<kw::table>()?.span;
        let grid;
        braced!(grid in content);
        let (columns, rows) = parse_grid(&grid)?;
        if !content.is_empty() {
            return Err(content.error("unexpected tokens after `major_types table { ... }`"));
        }
        return Ok(ZeroDimDecl::MajorTypes {
            span,
            columns,
            rows,
        });
    }
    let lookahead = content.lookahead1();
    if !(lookahead.peek(kw::complex_of)
        || lookahead.peek(kw::major_types)
        || lookahead.peek(kw::ignored))
    {
        return Err(lookahead.error());
    }
    content.parse::<kw::complex_of>()?;
    let complex_of = parse_pairs(&content)?
        .into_iter()
        .map(|(from, to)| match to {
            Cell::Result(to) => Ok((from, to)),
            Cell::Undefined(span) => Err(syn::Error::new(
                span,
                "leave a float out of `complex_of` instead of mapping it to `-`",
            )),
        })
        .collect::<syn::Result<_>>()?;
    if !content.is_empty() {
        return Err(content.error("unexpected tokens after `complex_of { ... }`"));
    }
    Ok(ZeroDimDecl::Categories { complex_of })
}

/// `[int float, ...]`, with an optional `;`.
fn lossy(input: ParseStream) -> syn::Result<Vec<(Code, Code)>> {
    let pairs = code_pairs(input)?;
    if input.peek(Token![;]) {
        input.parse::<Token![;]>()?;
    }
    Ok(pairs)
}

/// `main [codes]`, with an optional `;`.
fn n_ary(input: ParseStream) -> syn::Result<Vec<Code>> {
    input.parse::<kw::main>()?;
    let content;
    bracketed!(content in input);
    let mut order = Vec::new();
    while !content.is_empty() {
        order.push(content.parse()?);
    }
    if input.peek(Token![;]) {
        input.parse::<Token![;]>()?;
    }
    Ok(order)
}
