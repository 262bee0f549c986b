//! The rule language of a family: `name: modifier modifier ...;` in `families { ... }`, and a
//! rule alone (the family list's defaults).

use syn::parse::{Parse, ParseStream};
use syn::{bracketed, Ident, Token};

use super::keywords as kw;
use super::pairs::parse_pairs;
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
        let lookahead = input.lookahead1();
        if lookahead.peek(kw::symmetric) {
            let span = input.parse::<kw::symmetric>()?.span;
            modifiers.push(Modifier::Symmetric(span));
        } else if lookahead.peek(kw::all) {
            input.parse::<kw::all>()?;
            modifiers.push(Modifier::All(input.parse()?));
        } else if lookahead.peek(kw::each) {
            input.parse::<kw::each>()?;
            modifiers.push(Modifier::Each(input.parse()?));
        } else if lookahead.peek(kw::map) {
            input.parse::<kw::map>()?;
            modifiers.push(Modifier::Map(parse_pairs(input)?));
        } else if lookahead.peek(kw::zero_dim_as_array) {
            input.parse::<kw::zero_dim_as_array>()?;
            modifiers.push(Modifier::ZeroDimAsArray);
        } else if lookahead.peek(kw::zero_dim_by_table) {
            input.parse::<kw::zero_dim_by_table>()?;
            modifiers.push(Modifier::ZeroDimByTable);
        } else if lookahead.peek(kw::only) {
            input.parse::<kw::only>()?;
            let content;
            bracketed!(content in input);
            let codes = content
                .parse_terminated(Code::parse, Token![,])?
                .into_iter()
                .collect();
            modifiers.push(Modifier::Only(codes));
        } else if lookahead.peek(kw::keep_lhs) {
            input.parse::<kw::keep_lhs>()?;
            let mut words = Vec::new();
            while input.peek(Ident) && !is_modifier(input) {
                words.push(input.parse()?);
            }
            if words.is_empty() {
                return Err(input.error(
                    "expected the categories of right operands that keep the left operand's type after `keep_lhs`: bool, int, float, complex",
                ));
            }
            modifiers.push(Modifier::KeepLhs(words));
        } else if lookahead.peek(kw::without) || lookahead.peek(kw::operands) {
            let only = input.peek(kw::operands);
            if only {
                input.parse::<kw::operands>()?;
            } else {
                input.parse::<kw::without>()?;
            }
            let mut words = Vec::new();
            while input.peek(Ident) && !is_modifier(input) {
                words.push(input.parse()?);
            }
            if words.is_empty() {
                return Err(input.error(if only {
                    "expected the categories the operands may have after `operands`: bool, int, float, complex"
                } else {
                    "expected what to leave out after `without`: bool, int, float, complex, weak, weak_pairs, weak_rhs or mixed"
                }));
            }
            modifiers.push(if only {
                Modifier::Operands(words)
            } else {
                Modifier::Without(words)
            });
        } else if lookahead.peek(kw::except) || lookahead.peek(kw::mixed_when) {
            let mixed = input.peek(kw::mixed_when);
            let mut arrays_only = false;
            if mixed {
                input.parse::<kw::mixed_when>()?;
                if input.peek(kw::arrays) {
                    input.parse::<kw::arrays>()?;
                    arrays_only = true;
                }
            } else {
                input.parse::<kw::except>()?;
            }
            let content;
            bracketed!(content in input);
            let mut pairs = Vec::new();
            while !content.is_empty() {
                pairs.push((content.parse()?, content.parse()?));
                if !content.is_empty() {
                    content.parse::<Token![,]>()?;
                }
            }
            modifiers.push(if mixed {
                Modifier::MixedWhen(arrays_only, pairs)
            } else {
                Modifier::Except(pairs)
            });
        } else if lookahead.peek(kw::with) {
            input.parse::<kw::with>()?;
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
            modifiers.push(Modifier::With(cells));
        } else {
            return Err(lookahead.error());
        }
    }
    Ok(modifiers)
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
        || input.peek(kw::map)
        || input.peek(kw::without)
        || input.peek(kw::except)
        || input.peek(kw::mixed_when)
        || input.peek(kw::with)
}
