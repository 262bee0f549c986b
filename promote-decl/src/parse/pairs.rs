//! `{ a: b, c: d }`: the pairs of `map`, `sum`, `complex_of`, `alias` and `canonicalize`.

use syn::parse::ParseStream;
use syn::{braced, bracketed, Token};

use crate::parse::ast::{Cell, Code};

/// `{ from: to, ... }` where every `to` is a type, not `-` (`undefined` says what `-` would
/// mean there).
pub fn type_pairs(input: ParseStream, undefined: &str) -> syn::Result<Vec<(Code, Code)>> {
    parse_pairs(input)?
        .into_iter()
        .map(|(from, to)| match to {
            Cell::Result(to) => Ok((from, to)),
            Cell::Undefined(span) => Err(syn::Error::new(span, undefined)),
        })
        .collect()
}

/// `a: b, c: d, ...` inside braces, where each value is a code or `-`.
pub fn parse_pairs(input: ParseStream) -> syn::Result<Vec<(Code, Cell)>> {
    let content;
    braced!(content in input);
    let mut pairs = Vec::new();
    while !content.is_empty() {
        let key: Code = content.parse()?;
        content.parse::<Token![:]>()?;
        let value: Cell = content.parse()?;
        pairs.push((key, value));
        if content.is_empty() {
            break;
        }
        content.parse::<Token![,]>()?;
    }
    Ok(pairs)
}

/// `[a b, c d]`: the pairs of `except`, `mixed_when` and `lossy`.
pub fn code_pairs(input: ParseStream) -> syn::Result<Vec<(Code, Code)>> {
    let content;
    bracketed!(content in input);
    let mut pairs = Vec::new();
    while !content.is_empty() {
        pairs.push((content.parse()?, content.parse()?));
        if !content.is_empty() {
            content.parse::<Token![,]>()?;
        }
    }
    Ok(pairs)
}
