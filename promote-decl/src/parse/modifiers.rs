//! The rule language of a family: `name: modifier modifier ...;` in `families { ... }`, and a
//! rule alone (the family list's defaults).

use syn::parse::{Parse, ParseStream};
use syn::{bracketed, Ident, Token};

use super::keywords as kw;
use super::pairs::{code_pairs, parse_pairs};
use crate::parse::ast::{Code, FamilyDecl, Modifier};

impl Parse for FamilyDecl {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let name: Code = input.parse()?;
        input.parse::<Token![:]>()?;
        let modifiers = parse_modifiers_until(input, |input| input.peek(Token![;]))?;
        input.parse::<Token![;]>()?;
        Ok(FamilyDecl { name, modifiers })
    }
}

/// A whole rule: the modifiers of a family, up to the end of the input (the family list's
/// `default: { ... }`).
pub fn parse_modifiers(input: ParseStream) -> syn::Result<Vec<Modifier>> {
    parse_modifiers_until(input, |input| input.is_empty())
}

fn parse_modifiers_until(
    input: ParseStream,
    end: fn(ParseStream) -> bool,
) -> syn::Result<Vec<Modifier>> {
    let mut modifiers = Vec::new();
    while !end(input) {
        modifiers.push(modifier(input)?);
    }
    Ok(modifiers)
}

/// One modifier, by its keyword.
fn modifier(input: ParseStream) -> syn::Result<Modifier> {
    let lookahead = input.lookahead1();
    Ok(if lookahead.peek(kw::symmetric) {
        Modifier::Symmetric(input.parse::<kw::symmetric>()?.span)
    } else if lookahead.peek(kw::all) {
        input.parse::<kw::all>()?;
        Modifier::All(input.parse()?)
    } else if lookahead.peek(kw::each) {
        input.parse::<kw::each>()?;
        Modifier::Each(input.parse()?)
    } else if lookahead.peek(kw::map) {
        input.parse::<kw::map>()?;
        Modifier::Map(parse_pairs(input)?)
    } else if lookahead.peek(kw::zero_dim_as_array) {
        input.parse::<kw::zero_dim_as_array>()?;
        Modifier::ZeroDimAsArray
    } else if lookahead.peek(kw::zero_dim_by_table) {
        input.parse::<kw::zero_dim_by_table>()?;
        Modifier::ZeroDimByTable
    } else if lookahead.peek(kw::no_broadcast) {
        input.parse::<kw::no_broadcast>()?;
        Modifier::NoBroadcast
    } else if lookahead.peek(kw::only) {
        input.parse::<kw::only>()?;
        let content;
        bracketed!(content in input);
        let codes = content.parse_terminated(Code::parse, Token![,])?;
        Modifier::Only(codes.into_iter().collect())
    } else if lookahead.peek(kw::keep_lhs) {
        input.parse::<kw::keep_lhs>()?;
        Modifier::KeepLhs(words(
            input,
            "expected the categories of right operands that keep the left operand's type after `keep_lhs`: bool, int, float, complex",
        )?)
    } else if lookahead.peek(kw::without) {
        input.parse::<kw::without>()?;
        Modifier::Without(words(
            input,
            "expected what to leave out after `without`: bool, int, float, complex, weak, weak_pairs, weak_rhs or mixed",
        )?)
    } else if lookahead.peek(kw::operands) {
        input.parse::<kw::operands>()?;
        Modifier::Operands(words(
            input,
            "expected the categories the operands may have after `operands`: bool, int, float, complex",
        )?)
    } else if lookahead.peek(kw::except) {
        input.parse::<kw::except>()?;
        Modifier::Except(code_pairs(input)?)
    } else if lookahead.peek(kw::mixed_when) {
        input.parse::<kw::mixed_when>()?;
        let arrays_only = input.peek(kw::arrays);
        if arrays_only {
            input.parse::<kw::arrays>()?;
        }
        Modifier::MixedWhen(arrays_only, code_pairs(input)?)
    } else if lookahead.peek(kw::with) {
        input.parse::<kw::with>()?;
        Modifier::With(cells(input)?)
    } else {
        return Err(lookahead.error());
    })
}

/// The words after `keep_lhs`, `operands` or `without`, up to the next modifier; at least one.
fn words(input: ParseStream, expected: &str) -> syn::Result<Vec<Code>> {
    let mut words = Vec::new();
    while input.peek(Ident) && !is_modifier(input) {
        words.push(input.parse()?);
    }
    if words.is_empty() {
        return Err(input.error(expected));
    }
    Ok(words)
}

/// `[a b = c, ...]`: the cells of `with`.
fn cells(input: ParseStream) -> syn::Result<Vec<(Code, Code, Code)>> {
    let content;
    bracketed!(content in input);
    let mut cells = Vec::new();
    while !content.is_empty() {
        let l = content.parse()?;
        let r = content.parse()?;
        content.parse::<Token![=]>()?;
        cells.push((l, r, content.parse()?));
        if !content.is_empty() {
            content.parse::<Token![,]>()?;
        }
    }
    Ok(cells)
}

/// Whether the next word starts another modifier rather than continuing a `without` list.
fn is_modifier(input: ParseStream) -> bool {
    input.peek(kw::symmetric)
        || input.peek(kw::all)
        || input.peek(kw::each)
        || input.peek(kw::keep_lhs)
        || input.peek(kw::operands)
        || input.peek(kw::only)
        || input.peek(kw::zero_dim_by_table)
        || input.peek(kw::zero_dim_as_array)
        || input.peek(kw::no_broadcast)
        || input.peek(kw::map)
        || input.peek(kw::without)
        || input.peek(kw::except)
        || input.peek(kw::mixed_when)
        || input.peek(kw::with)
}
