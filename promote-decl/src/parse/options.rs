//! The sections after the lattice or the table: `zero_dim`, `families`, `sum`, `casting`,
//! `n_ary`, `canonicalize`, `alias` and `lossy`.

use syn::parse::ParseStream;
use syn::{braced, bracketed, Token};

use super::grid::parse_grid;
use super::keywords as kw;
use super::pairs::{parse_pairs, type_pairs};
use crate::parse::ast::{Cell, Options, SumDecl, ZeroDimDecl};

/// The sections that may follow the lattice or table block: `zero_dim`, `families`, `sum`.
pub fn parse_options(input: ParseStream) -> syn::Result<Options> {
    let mut options = Options::default();
    while !input.is_empty() {
        if input.peek(kw::__extensible) {
            input.parse::<kw::__extensible>()?;
            input.parse::<Token![;]>()?;
            options.extensible = true;
            continue;
        }
        if input.peek(kw::__narrow_optional) {
            input.parse::<kw::__narrow_optional>()?;
            input.parse::<Token![;]>()?;
            options.narrow_optional = true;
            continue;
        }
        let lookahead = input.lookahead1();
        if lookahead.peek(kw::zero_dim) {
            let span = input.parse::<kw::zero_dim>()?.span;
            if options.zero_dim.is_some() {
                return Err(syn::Error::new(span, "`zero_dim` is declared twice"));
            }
            let content;
            braced!(content in input);
            if content.peek(kw::major_types) {
                content.parse::<kw::major_types>()?;
                let span = content.parse::<kw::table>()?.span;
                let grid;
                braced!(grid in content);
                let (columns, rows) = parse_grid(&grid)?;
                if !content.is_empty() {
                    return Err(
                        content.error("unexpected tokens after `major_types table { ... }`")
                    );
                }
                options.zero_dim = Some(ZeroDimDecl::MajorTypes {
                    span,
                    columns,
                    rows,
                });
                continue;
            }
            let lookahead = content.lookahead1();
            if !(lookahead.peek(kw::complex_of) || lookahead.peek(kw::major_types)) {
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
            options.zero_dim = Some(ZeroDimDecl::Categories { complex_of });
        } else if lookahead.peek(kw::families) {
            input.parse::<kw::families>()?;
            let content;
            braced!(content in input);
            while !content.is_empty() {
                options.families.push(content.parse()?);
            }
        } else if lookahead.peek(kw::lossy) {
            let span = input.parse::<kw::lossy>()?.span;
            if !options.lossy.is_empty() {
                return Err(syn::Error::new(span, "`lossy` is declared twice"));
            }
            let content;
            bracketed!(content in input);
            while !content.is_empty() {
                options.lossy.push((content.parse()?, content.parse()?));
                if !content.is_empty() {
                    content.parse::<Token![,]>()?;
                }
            }
            if input.peek(Token![;]) {
                input.parse::<Token![;]>()?;
            }
        } else if lookahead.peek(kw::n_ary) {
            let span = input.parse::<kw::n_ary>()?.span;
            if options.n_ary.is_some() {
                return Err(syn::Error::new(span, "`n_ary` is declared twice"));
            }
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
            options.n_ary = Some((span, order));
        } else if lookahead.peek(kw::alias) {
            let span = input.parse::<kw::alias>()?.span;
            if options.alias.is_some() {
                return Err(syn::Error::new(span, "`alias` is declared twice"));
            }
            let pairs = type_pairs(input, "an alias names the type it stands for, not `-`")?;
            options.alias = Some((span, pairs));
        } else if lookahead.peek(kw::canonicalize) {
            let span = input.parse::<kw::canonicalize>()?.span;
            if options.canonicalize.is_some() {
                return Err(syn::Error::new(span, "`canonicalize` is declared twice"));
            }
            let pairs = type_pairs(
                input,
                "a canonicalized type becomes another type of the policy, not `-`",
            )?;
            options.canonicalize = Some((span, pairs));
        } else if lookahead.peek(kw::casting) {
            let span = input.parse::<kw::casting>()?.span;
            if options.casting.is_some() {
                return Err(syn::Error::new(span, "`casting` is declared twice"));
            }
            let content;
            braced!(content in input);
            options.casting = Some(super::casting::parse(span, &content)?);
        } else if lookahead.peek(kw::sum) {
            let span = input.parse::<kw::sum>()?.span;
            if options.sum.is_some() {
                return Err(syn::Error::new(span, "`sum` is declared twice"));
            }
            let entries = parse_pairs(input)?;
            options.sum = Some(SumDecl { span, entries });
        } else {
            return Err(syn::Error::new(
                lookahead.error().span(),
                "unexpected tokens after the declaration; expected `zero_dim { ... }`, `families { ... }`, `sum { ... }`, `casting { ... }`, `n_ary main [ ... ]`, `canonicalize { ... }`, `alias { ... }` or `lossy [ ... ]`",
            ));
        }
    }
    Ok(options)
}
