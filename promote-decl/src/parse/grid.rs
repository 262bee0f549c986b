//! A grid as the libraries' tables print it: a header row of codes after `_`, then one row per
//! left operand, each ended by `;` (a table policy, and PaddlePaddle's 0-d table).

use syn::parse::{Parse, ParseStream};
use syn::{Ident, Token};

use crate::parse::ast::{Cell, Code, Row};

/// A grid: the header row (`_` then the column codes) and one row per left operand, each `;`-ended.
pub fn parse_grid(content: ParseStream) -> syn::Result<(Vec<Code>, Vec<Row>)> {
    // The header row starts with `_`, standing for the empty corner cell of JEP 9407's tables.
    if !content.peek(Token![_]) {
        return Err(content
            .error("expected the header row first: `_` then the column codes, e.g. `_ b u8 i8;`"));
    }
    content.parse::<Token![_]>()?;
    let columns = parse_line(content, Code::parse)?;
    let mut rows = Vec::new();
    while !content.is_empty() {
        let label = content.parse()?;
        let cells = parse_line(content, Cell::parse)?;
        rows.push(Row { label, cells });
    }
    Ok((columns, rows))
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
