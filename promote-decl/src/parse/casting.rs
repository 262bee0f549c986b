//! The `casting { ... }` section as written: `can_cast:` a level or a `kinds [...]` order with
//! its exceptions, `in_place:` and `out:` levels.

use proc_macro2::Span;
use syn::parse::ParseStream;
use syn::{bracketed, Ident, Token};

use crate::parse::ast::{CastBase, CastRule, CastingDecl, Code};

/// Parses the inside of `casting { ... }`.
pub fn parse(span: Span, input: ParseStream) -> syn::Result<CastingDecl> {
    let mut decl = CastingDecl {
        span,
        can_cast: None,
        in_place: None,
        out: None,
    };
    while !input.is_empty() {
        let key: Ident = input.parse()?;
        input.parse::<Token![:]>()?;
        let twice = || syn::Error::new(key.span(), format!("`{key}` is declared twice"));
        match key.to_string().as_str() {
            "can_cast" => {
                if decl.can_cast.is_some() {
                    return Err(twice());
                }
                decl.can_cast = Some(parse_rule(input)?);
            }
            "in_place" | "out" => {
                let level: Code = input.parse()?;
                let slot = if key == "in_place" {
                    &mut decl.in_place
                } else {
                    &mut decl.out
                };
                if slot.is_some() {
                    return Err(twice());
                }
                *slot = Some(level);
            }
            _ => {
                return Err(syn::Error::new(
                    key.span(),
                    format!(
                        "unknown casting key `{key}`; expected `can_cast`, `in_place` or `out`"
                    ),
                ))
            }
        }
        input.parse::<Token![;]>()?;
    }
    Ok(decl)
}

fn parse_rule(input: ParseStream) -> syn::Result<CastRule> {
    let word: Code = input.parse()?;
    let span = word.span;
    let base = if word.text == "kinds" {
        let content;
        bracketed!(content in input);
        let mut groups = vec![Vec::new()];
        while !content.is_empty() {
            if content.peek(Token![<]) {
                content.parse::<Token![<]>()?;
                groups.push(Vec::new());
            } else {
                groups.last_mut().expect("one group").push(content.parse()?);
            }
        }
        CastBase::Kinds(groups)
    } else {
        CastBase::Level(word)
    };
    let (mut without, mut with) = (Vec::new(), Vec::new());
    while input.peek(Ident) {
        let key: Ident = input.parse()?;
        let list = match key.to_string().as_str() {
            "without" => &mut without,
            "with" => &mut with,
            _ => {
                return Err(syn::Error::new(
                    key.span(),
                    format!(
                    "expected `without [a -> b, ...]`, `with [a -> b, ...]` or `;`, found `{key}`"
                ),
                ))
            }
        };
        let content;
        bracketed!(content in input);
        while !content.is_empty() {
            let from: Code = content.parse()?;
            content.parse::<Token![->]>()?;
            let to: Code = content.parse()?;
            list.push((from, to));
            if !content.is_empty() {
                content.parse::<Token![,]>()?;
            }
        }
    }
    Ok(CastRule {
        span,
        base,
        without,
        with,
    })
}
