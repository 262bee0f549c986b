//! The operation families as promote-core lists them (`__families!`), handed to every macro call
//! by promote-core's wrappers as `families_spec { ... }`: the macros derive every family's grid,
//! impls, mirror and docs from it, and hold no list of their own.

use proc_macro2::{Delimiter, Span, TokenStream};
use syn::ext::IdentExt;
use syn::parse::{Parse, ParseStream, Parser};
use syn::{braced, Ident, LitStr, Token};

pub use crate::parse::ast::{FamilySpec, Shape, Specs};
use crate::parse::modifiers::parse_modifiers;

mod kw {
    syn::custom_keyword!(families_spec);
}

impl Specs {
    /// Parses `families_spec { ... }` if it is next.
    pub fn parse_if_present(input: ParseStream) -> syn::Result<Specs> {
        if !input.peek(kw::families_spec) {
            return Ok(Specs::default());
        }
        input.parse::<kw::families_spec>()?;
        let content;
        braced!(content in input);
        let mut specs = Vec::new();
        while !content.is_empty() {
            specs.push(content.parse()?);
        }
        Ok(Specs(specs))
    }
}

impl Parse for FamilySpec {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        skip_attributes(input)?;
        let shape_word: Ident = input.parse()?;
        let shape = match shape_word.to_string().as_str() {
            "binary" => Shape::Binary,
            "unary" => Shape::Unary,
            "reduction" | "scan" => Shape::Reduction,
            other => {
                return Err(syn::Error::new(
                    shape_word.span(),
                    format!("unknown family shape `{other}`"),
                ))
            }
        };
        let name: Ident = input.parse()?;
        input.parse::<Token![:]>()?;
        // `Public::Assoc as Alias`: promote-core's business, not the macros'.
        input.parse::<Ident>()?;
        input.parse::<Token![::]>()?;
        input.parse::<Ident>()?;
        input.parse::<Token![as]>()?;
        input.parse::<Ident>()?;
        let body;
        braced!(body in input);
        // The fields the macros read, each kept once; the others (the methods, the messages, the
        // bridge: promote-core's) are stepped over uncopied. Every declaration carries the whole
        // list, so this loop runs for every family of every macro call.
        let mut fields: Vec<(String, TokenStream)> = Vec::new();
        while !body.is_empty() {
            let key = Ident::parse_any(&body)?.to_string();
            body.parse::<Token![:]>()?;
            if READ.contains(&key.as_str()) {
                let value: TokenStream = if body.peek(syn::token::Brace) {
                    let inner;
                    braced!(inner in body);
                    inner.parse()?
                } else {
                    let tt: proc_macro2::TokenTree = body.parse()?;
                    tt.into()
                };
                fields.push((key, value));
            } else {
                body.step(|cursor| match cursor.token_tree() {
                    Some((_, rest)) => Ok(((), rest)),
                    None => Err(cursor.error("expected the field's value")),
                })?;
            }
            if !body.is_empty() {
                body.parse::<Token![,]>()?;
            }
        }
        let mut field = |key: &str| -> syn::Result<TokenStream> {
            match fields.iter().position(|(k, _)| k == key) {
                Some(i) => Ok(fields.swap_remove(i).1),
                None => Err(syn::Error::new(
                    name.span(),
                    format!("family entry without `{key}`"),
                )),
            }
        };
        let string = |value: TokenStream| -> syn::Result<String> {
            Ok(syn::parse2::<LitStr>(value)?.value())
        };
        let result: Ident = syn::parse2(field("result")?)?;
        Ok(FamilySpec {
            name: name.to_string(),
            shape,
            op: syn::parse2(field("op")?)?,
            table: syn::parse2(field("table")?)?,
            bool_result: result == "bool",
            title: string(field("title")?)?,
            symbol: string(field("symbol")?)?,
            what: string(field("what")?)?,
            default: parse_modifiers.parse2(field("default")?)?,
        })
    }
}

/// The fields of a family entry that the macros read.
const READ: [&str; 7] = [
    "op", "table", "result", "title", "symbol", "what", "default",
];

/// Steps over a family's outer attributes (its docs, which the macros do not read) without
/// parsing them: `Attribute::parse_outer` parsed every `#[doc = ".."]` into a `Meta` and an
/// expression: an eighth of the front end's time on the test suite's random declarations (each
/// carries the whole list), 12.8 % of `perf`'s samples.
fn skip_attributes(input: ParseStream) -> syn::Result<()> {
    while input.peek(Token![#]) {
        input.parse::<Token![#]>()?;
        input.step(|cursor| match cursor.group(Delimiter::Bracket) {
            Some((_, _, rest)) => Ok(((), rest)),
            None => Err(cursor.error("expected an attribute's `[...]`")),
        })?;
    }
    Ok(())
}

/// Whether the spec list came with the call; a call straight to the proc macro (not through
/// promote-core's wrapper) has none.
pub fn require(specs: &Specs, span: Span) -> syn::Result<()> {
    if specs.0.is_empty() || specs.position("add").is_none() {
        return Err(syn::Error::new(
            span,
            "call this macro through promote-core (`promote_core::promotion_table!` and friends), which passes it the operation families",
        ));
    }
    Ok(())
}
