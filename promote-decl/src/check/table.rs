//! The rules of a table declaration, one function each: its shape (square, rows in the header's
//! order, every cell a column), and its cells (symmetric unless `directional`, a type with itself
//! gives itself, every cell exact or `lossy`).

use std::collections::HashMap;

use crate::check::ctxt::Ctxt;
use crate::check::vocabulary::Vocabulary;
use crate::codes;
use crate::parse::ast::{Cell, TableDecl};

/// A table without columns would declare a policy under which nothing promotes.
pub fn not_empty(cx: &mut Ctxt, decl: &TableDecl) {
    if decl.columns.is_empty() {
        cx.error(
            decl.table_span,
            "empty table: the header row needs at least one code, e.g. `_ i32 i64;`",
        );
    }
}

/// Columns name the policy's types: each must be known, and named once.
pub fn columns(cx: &mut Ctxt, vocab: &Vocabulary, decl: &TableDecl) {
    let mut seen = HashMap::new();
    for column in &decl.columns {
        vocab.check(cx, column);
        if seen.insert(column.text.as_str(), ()).is_some() {
            cx.error_code(
                column,
                format_args!("duplicated column `{}` in the header row", column.text),
            );
        }
    }
}

/// Row `i` must be labelled with column `i`, so that the grid reads the same both ways.
pub fn rows_match_columns(cx: &mut Ctxt, decl: &TableDecl) {
    let mut seen = HashMap::new();
    // A duplicated column shifts every later row; its own error says enough.
    let columns_unique = decl
        .columns
        .iter()
        .enumerate()
        .all(|(i, c)| !decl.columns[..i].iter().any(|d| d.text == c.text));
    // Positions count distinct rows only, so a duplicated row does not misplace the ones after it.
    let mut i = 0;
    for row in &decl.rows {
        if seen.insert(row.label.text.as_str(), ()).is_some() {
            cx.error_code(
                &row.label,
                format_args!("duplicated row `{}`", row.label.text),
            );
            continue;
        }
        let position = i;
        i += 1;
        if !columns_unique {
            continue;
        }
        let i = position;
        match decl.columns.get(i) {
            Some(column) if column.text == row.label.text => {}
            Some(column) => cx.error_code(
                &row.label,
                format_args!(
                    "row {} is `{}` but column {} is `{}`: rows must come in the header's order",
                    i + 1,
                    row.label.text,
                    i + 1,
                    column.text
                ),
            ),
            None => cx.error_code(
                &row.label,
                format_args!(
                    "extra row `{}`: the header has {} columns",
                    row.label.text,
                    decl.columns.len()
                ),
            ),
        }
    }
}

/// A declared type that is not a column is dead weight, and usually a misspelt code.
pub fn custom_types_used(cx: &mut Ctxt, vocab: &Vocabulary, decl: &TableDecl) {
    for ty in &decl.types {
        let used = decl.columns.iter().any(|c| c.text == ty.code.text);
        if vocab.custom_codes().contains(&ty.code.text) && !used {
            cx.error_code(
                &ty.code,
                format_args!(
                    "type `{}` is declared but is not a column of the table",
                    ty.code.text
                ),
            );
        }
    }
}

/// One row per column and one cell per column: a ragged grid leaves pairs unstated.
pub fn square(cx: &mut Ctxt, decl: &TableDecl) {
    let n = decl.columns.len();
    if decl.rows.len() < n {
        let missing: Vec<&str> = decl.columns[decl.rows.len()..]
            .iter()
            .map(|c| c.text.as_str())
            .collect();
        cx.error(
            decl.table_span,
            format_args!(
                "the table is not square: {} columns but {} rows; missing rows: {}",
                n,
                decl.rows.len(),
                missing.join(" ")
            ),
        );
    }
    for row in &decl.rows {
        if row.cells.len() != n {
            let span = row.cells.get(n).map_or(row.label.span, Cell::span);
            cx.error(
                span,
                format_args!(
                    "row `{}` has {} cells but the header has {} columns",
                    row.label.text,
                    row.cells.len(),
                    n
                ),
            );
        }
    }
}

/// A result must be one of the policy's own types, or the table would promote into a type the
/// policy cannot combine further.
pub fn cells_declared(cx: &mut Ctxt, decl: &TableDecl) {
    for row in &decl.rows {
        for cell in &row.cells {
            if let Cell::Result(code) = cell {
                if !decl.columns.iter().any(|c| c.text == code.text) {
                    cx.error_code(code,
                        format_args!(
                            "cell `{}` in row `{}` is not one of the table's columns; a result must be a declared type",
                            code.text, row.label.text
                        ),
                    );
                }
            }
        }
    }
}

/// Every defined cell holds both operands exactly, or is of a kind the declaration marks `lossy`.
pub fn narrowing(cx: &mut Ctxt, decl: &TableDecl, grid: &[Vec<Option<usize>>]) {
    crate::check::narrowing::check_words(cx, &decl.options.lossy);
    for (l, row) in grid.iter().enumerate() {
        for (r, cell) in row.iter().enumerate() {
            if let Some(out) = *cell {
                crate::check::narrowing::check_cell(
                    cx,
                    &decl.options.lossy,
                    decl.rows[l].cells[r].span(),
                    &decl.columns[l].text,
                    &decl.columns[r].text,
                    &decl.columns[out].text,
                );
            }
        }
    }
}

/// A table of weak types only declares no array type: nothing an array could hold promotes.
pub fn not_weak_only(cx: &mut Ctxt, decl: &TableDecl) {
    if decl.columns.iter().all(|c| codes::is_weak(&c.text)) {
        cx.error(
            decl.table_span,
            "the table has weak types only (`i*`, `f*`, …); declare at least one array type, e.g. `_ i32 i*;`",
        );
    }
}

/// A type with itself promotes to itself: `i8 + i8 = i16` would widen every sum, and `-` on the
/// diagonal would leave the type without arithmetic while `sum` still accumulates in it. A
/// library that really has none for a type (the array API's `bool + bool`) says
/// `no_arithmetic [b];`. Weak types are exempt: a Python scalar with a Python scalar is the
/// library's default dtype (NumPy's `i* + i* = i64`).
pub fn diagonal(cx: &mut Ctxt, decl: &TableDecl, grid: &[Vec<Option<usize>>]) {
    for code in &decl.no_arithmetic {
        if !decl.columns.iter().any(|c| c.text == code.text) {
            cx.error_code(
                code,
                format_args!(
                    "`no_arithmetic` names `{}`, which is not one of the table's columns",
                    code.text
                ),
            );
        }
    }
    for (i, column) in decl.columns.iter().enumerate() {
        if codes::is_weak(&column.text) || i >= grid.len() || i >= grid[i].len() {
            continue;
        }
        let unmarked = !decl.no_arithmetic.iter().any(|c| c.text == column.text);
        let span = decl.rows[i].cells[i].span();
        match grid[i][i] {
            Some(j) if j != i => cx.error(
                span,
                format_args!(
                    "`{0} + {0}` must be `{0}`, not `{1}`: a type promotes with itself to itself",
                    column.text, decl.columns[j].text
                ),
            ),
            None if unmarked => cx.error(
                span,
                format_args!(
                    "`{0} + {0}` is undefined: a type promotes with itself to itself; if the library has no arithmetic on `{0}` (the array API's `bool`), say so with `no_arithmetic [{0}];` before the table",
                    column.text
                ),
            ),
            _ => {}
        }
    }
}

/// Without `directional;`, `a + b` and `b + a` must agree: an asymmetric cell is the classic typo
/// of hand-written tables (`i16 + u8 = u16` but `u8 + i16 = i16`).
pub fn symmetric(cx: &mut Ctxt, decl: &TableDecl, grid: &[Vec<Option<usize>>]) {
    let name = |cell: Option<usize>| {
        cell.map_or("undefined (`-`)".to_owned(), |i| {
            format!("`{}`", decl.columns[i].text)
        })
    };
    for (l, row) in grid.iter().enumerate() {
        for (r, &cell) in row.iter().enumerate().take(l) {
            let mirror = grid[r][l];
            if cell != mirror {
                cx.error(
                    decl.rows[l].cells[r].span(),
                    format_args!(
                        "asymmetric cell: `{0} + {1}` is {2} but `{1} + {0}` is {3}; fix one, or declare the policy `directional;` if its rules depend on the operands' order",
                        decl.columns[l].text,
                        decl.columns[r].text,
                        name(cell),
                        name(mirror)
                    ),
                );
            }
        }
    }
}
