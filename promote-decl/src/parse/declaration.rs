//! The two declaration forms and their parts: a code, the header (promote-core's settings and
//! the policy's marker struct), the `types { ... }` section, a lattice's edge lists, a table.

use syn::parse::{Parse, ParseStream};
use syn::{braced, bracketed, Attribute, Ident, Path, Token};

use super::grid::parse_grid;
use super::keywords as kw;
use super::options::parse_options;
use crate::parse::ast::{Code, EdgeList, Header, LatticeDecl, TableDecl, TypeDecl};

impl Parse for Code {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let lookahead = input.lookahead1();
        if !lookahead.peek(Ident) {
            return Err(lookahead.error());
        }
        let ident: Ident = input.parse()?;
        let mut text = ident.to_string();
        let mut end = ident.span();
        // A trailing `*` marks a weak code (`i*`, `f*`, `c*`, `b*`), as JEP 9407's tables mark `i*`, `f*`, `c*`.
        if input.peek(Token![*]) {
            end = input.parse::<Token![*]>()?.span;
            text.push('*');
        }
        Ok(Code {
            text,
            span: ident.span(),
            end,
        })
    }
}

impl Parse for Header {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        // `crate = path;` is written by promote-core's `macro_rules!` wrapper, not by users.
        let krate: Path = if input.peek(Token![crate]) && input.peek2(Token![=]) {
            input.parse::<Token![crate]>()?;
            input.parse::<Token![=]>()?;
            let path = Path::parse_mod_style(input)?;
            input.parse::<Token![;]>()?;
            path
        } else {
            syn::parse_quote!(::promote_core)
        };
        let narrow = parse_narrow_setting(input)?;
        let specs = crate::parse::spec::Specs::parse_if_present(input)?;
        let attrs = input.call(Attribute::parse_outer)?;
        let vis = input.parse()?;
        input.parse::<Token![struct]>().map_err(|e| {
            syn::Error::new(
                e.span(),
                "expected `struct Name;`: every policy declaration starts with the policy's marker struct",
            )
        })?;
        let name: Ident = input.parse().map_err(|e| {
            syn::Error::new(
                e.span(),
                "expected the policy's name after `struct`, e.g. `struct MyPolicy;`",
            )
        })?;
        input.parse::<Token![;]>()?;
        Ok(Header {
            krate,
            specs,
            attrs,
            vis,
            name,
            narrow,
        })
    }
}

/// `narrow = on;` or `narrow = off;`, written by promote-core's wrapper after `crate = path;`:
/// whether its build has the narrow dtypes (its `narrow` feature). On when absent.
pub fn parse_narrow_setting(input: ParseStream) -> syn::Result<bool> {
    if !input.peek(kw::narrow) || !input.peek2(Token![=]) {
        return Ok(true);
    }
    input.parse::<kw::narrow>()?;
    input.parse::<Token![=]>()?;
    let on = if input.peek(kw::on) {
        input.parse::<kw::on>()?;
        true
    } else {
        input.parse::<kw::off>()?;
        false
    };
    input.parse::<Token![;]>()?;
    Ok(on)
}

impl Parse for TypeDecl {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let code = input.parse()?;
        input.parse::<Token![=]>()?;
        let ty = input.parse()?;
        let category = if input.peek(Token![as]) {
            input.parse::<Token![as]>()?;
            Some(input.parse()?)
        } else {
            None
        };
        let route = if input.peek(kw::via) {
            input.parse::<kw::via>()?;
            Some(input.parse()?)
        } else {
            None
        };
        Ok(TypeDecl {
            code,
            ty,
            category,
            route,
        })
    }
}

impl Parse for EdgeList {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let from = input.parse()?;
        input.parse::<Token![:]>()?;
        let content;
        bracketed!(content in input);
        let to = content
            .parse_terminated(Code::parse, Token![,])?
            .into_iter()
            .collect();
        Ok(EdgeList { from, to })
    }
}

/// Whether a `types` section was read (an empty one counts as absent for error messages).
fn types_declared(types: &[TypeDecl]) -> bool {
    !types.is_empty()
}

/// Parses `types { code = Type, ... }` if it is next.
fn parse_types(input: ParseStream) -> syn::Result<Vec<TypeDecl>> {
    if !input.peek(kw::types) {
        return Ok(Vec::new());
    }
    input.parse::<kw::types>()?;
    let content;
    braced!(content in input);
    Ok(content
        .parse_terminated(TypeDecl::parse, Token![,])?
        .into_iter()
        .collect())
}

impl Parse for LatticeDecl {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let header = input.parse()?;
        let types = parse_types(input)?;
        let lookahead = input.lookahead1();
        // Peeking `types` too lists it among the expected tokens when neither is found.
        let (is_lattice, _) = (lookahead.peek(kw::lattice), lookahead.peek(kw::types));
        if !is_lattice {
            return Err(lookahead.error());
        }
        let lattice_span = input.parse::<kw::lattice>()?.span;
        let content;
        braced!(content in input);
        let edges = content
            .parse_terminated(EdgeList::parse, Token![,])?
            .into_iter()
            .collect();
        let options = parse_options(input)?;
        Ok(LatticeDecl {
            header,
            types,
            lattice_span,
            edges,
            options,
        })
    }
}

impl Parse for TableDecl {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let header = input.parse()?;
        // `types { ... }` and `directional;` come before the table, in either order, once each.
        let (mut types, mut directional, mut no_arithmetic) = (None, None, None);
        loop {
            if input.peek(kw::no_arithmetic) {
                let span = input.parse::<kw::no_arithmetic>()?.span;
                if no_arithmetic.is_some() {
                    return Err(syn::Error::new(span, "`no_arithmetic` is declared twice"));
                }
                let content;
                bracketed!(content in input);
                let codes: Vec<Code> = content
                    .parse_terminated(Code::parse, Token![,])?
                    .into_iter()
                    .collect();
                input.parse::<Token![;]>()?;
                no_arithmetic = Some(codes);
                continue;
            }
            if input.peek(kw::types) {
                if types.is_some() {
                    return Err(input.error(
                        "`types` is declared twice: declare every type in one `types { ... }`",
                    ));
                }
                types = Some(parse_types(input)?);
            } else if input.peek(kw::directional) {
                let span = input.parse::<kw::directional>()?.span;
                if directional.is_some() {
                    return Err(syn::Error::new(span, "`directional;` is declared twice"));
                }
                input.parse::<Token![;]>()?;
                directional = Some(span);
            } else {
                break;
            }
        }
        let (types, directional) = (types.unwrap_or_default(), directional.is_some());
        let no_arithmetic = no_arithmetic.unwrap_or_default();
        let lookahead = input.lookahead1();
        // Peeking the sections not yet declared too lists them among the expected tokens.
        let is_table = lookahead.peek(kw::table);
        if !types_declared(&types) {
            let _ = lookahead.peek(kw::types);
        }
        if !directional {
            let _ = lookahead.peek(kw::directional);
        }
        if !is_table {
            return Err(lookahead.error());
        }
        let table_span = input.parse::<kw::table>()?.span;
        let content;
        braced!(content in input);
        let (columns, rows) = parse_grid(&content)?;
        let options = parse_options(input)?;
        Ok(TableDecl {
            header,
            types,
            directional,
            no_arithmetic,
            table_span,
            columns,
            rows,
            options,
        })
    }
}
