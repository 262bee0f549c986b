//! `Parse` impls for the model in [`crate::ast`]. Only what one token can tell is checked here;
//! whole-declaration rules live in [`crate::lattice`].

use syn::parse::{Parse, ParseStream};
use syn::{braced, bracketed, Attribute, Ident, Path, Token};

use crate::ast::{Cell, Code, EdgeList, Header, LatticeDecl, Row, TableDecl, TypeDecl};

mod kw {
    syn::custom_keyword!(directional);
    syn::custom_keyword!(lattice);
    syn::custom_keyword!(table);
    syn::custom_keyword!(types);
}

impl Parse for Code {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let lookahead = input.lookahead1();
        if !lookahead.peek(Ident) {
            return Err(lookahead.error());
        }
        let ident: Ident = input.parse()?;
        let mut text = ident.to_string();
        // A trailing `*` marks a weak code (`i*`, `f*`, `c*`, `b*`), as in the seeds.
        if input.peek(Token![*]) {
            input.parse::<Token![*]>()?;
            text.push('*');
        }
        Ok(Code {
            text,
            span: ident.span(),
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
            attrs,
            vis,
            name,
        })
    }
}

impl Parse for TypeDecl {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let code = input.parse()?;
        input.parse::<Token![=]>()?;
        let ty = input.parse()?;
        Ok(TypeDecl { code, ty })
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

/// Parses `types { code = Type, ... }` if it is next.
pub fn parse_types(input: ParseStream) -> syn::Result<Vec<TypeDecl>> {
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
        if !lookahead.peek(kw::lattice) {
            return Err(lookahead.error());
        }
        let lattice_span = input.parse::<kw::lattice>()?.span;
        let content;
        braced!(content in input);
        let edges = content
            .parse_terminated(EdgeList::parse, Token![,])?
            .into_iter()
            .collect();
        if !input.is_empty() {
            return Err(input.error("unexpected tokens after the `lattice { ... }` block"));
        }
        Ok(LatticeDecl {
            header,
            types,
            lattice_span,
            edges,
        })
    }
}

impl Parse for Cell {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        if input.peek(Token![-]) {
            let dash = input.parse::<Token![-]>()?;
            return Ok(Cell::Undefined(dash.span));
        }
        if !input.peek(Ident) {
            return Err(input.error("expected a result code or `-` (undefined)"));
        }
        input.parse().map(Cell::Result)
    }
}

/// Parses the items of one `;`-terminated table line with `item`.
fn parse_line<T>(
    input: ParseStream,
    item: fn(ParseStream) -> syn::Result<T>,
) -> syn::Result<Vec<T>> {
    let mut items = Vec::new();
    while !input.peek(Token![;]) {
        if input.is_empty() {
            return Err(input.error("expected `;` at the end of the table row"));
        }
        items.push(item(input)?);
    }
    input.parse::<Token![;]>()?;
    Ok(items)
}

impl Parse for TableDecl {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let header = input.parse()?;
        let types = parse_types(input)?;
        let directional = if input.peek(kw::directional) {
            input.parse::<kw::directional>()?;
            input.parse::<Token![;]>()?;
            true
        } else {
            false
        };
        let lookahead = input.lookahead1();
        if !lookahead.peek(kw::table) {
            return Err(lookahead.error());
        }
        let table_span = input.parse::<kw::table>()?.span;
        let content;
        braced!(content in input);
        // The header row starts with `_`, the corner cell of the seeds' tables.
        if !content.peek(Token![_]) {
            return Err(content.error(
                "expected the header row first: `_` then the column codes, e.g. `_ b u8 i8;`",
            ));
        }
        content.parse::<Token![_]>()?;
        let columns = parse_line(&content, Code::parse)?;
        let mut rows = Vec::new();
        while !content.is_empty() {
            let label = content.parse()?;
            let cells = parse_line(&content, Cell::parse)?;
            rows.push(Row { label, cells });
        }
        if !input.is_empty() {
            return Err(input.error("unexpected tokens after the `table { ... }` block"));
        }
        Ok(TableDecl {
            header,
            types,
            directional,
            table_span,
            columns,
            rows,
        })
    }
}
