//! Checks a table declaration and resolves it into a policy.
//!
//! One function per rule, each pushing into the [`Ctxt`] and carrying on, so every mistake of the
//! declaration is reported together.

use crate::check::ctxt::Ctxt;
use crate::check::table as rules;
use crate::check::vocabulary::Vocabulary;
use crate::model::families;
use crate::model::laws;
use crate::model::{DocSection, Node, Policy};
use crate::parse::ast::{Cell, TableDecl};

/// Validates `decl` and resolves it into a policy with the declared grid.
pub fn resolve(decl: &TableDecl) -> syn::Result<Policy> {
    crate::parse::spec::require(&decl.header.specs, decl.table_span)?;
    let mut cx = Ctxt::new();
    let vocab = Vocabulary::new(&mut cx, &decl.types, decl.header.narrow);
    rules::not_empty(&mut cx, decl);
    rules::columns(&mut cx, &vocab, decl);
    rules::rows_match_columns(&mut cx, decl);
    rules::square(&mut cx, decl);
    rules::cells_declared(&mut cx, decl);
    rules::custom_types_used(&mut cx, &vocab, decl);
    crate::check::check_size(&mut cx, decl.table_span, decl.columns.len());
    if cx.has_errors() {
        return cx.finish().map(|()| unreachable!("errors were recorded"));
    }
    let grid = grid(decl);
    if !decl.directional {
        rules::symmetric(&mut cx, decl, &grid);
    }
    rules::not_weak_only(&mut cx, decl);
    rules::diagonal(&mut cx, decl, &grid);
    rules::narrowing(&mut cx, decl, &grid);
    let codes: Vec<String> = decl.columns.iter().map(|c| c.text.clone()).collect();
    let categories: Vec<_> = codes.iter().map(|c| vocab.category(c)).collect();
    let families = families::resolve(
        &mut cx,
        &decl.header.specs,
        &decl.options,
        &codes,
        &categories,
        &grid,
    );
    cx.finish()?;

    let nodes = decl
        .columns
        .iter()
        .map(|c| Node::new(&vocab, &c.text, c.span))
        .collect();
    let mut policy = Policy::new(&decl.header, nodes, families);
    policy.no_arithmetic = decl.no_arithmetic.iter().map(|c| c.text.clone()).collect();
    policy.alias = crate::model::alias::codes(decl.options.alias.as_ref());
    if decl.directional {
        policy.doc_sections.push(DocSection::Directional);
    }
    crate::model::finish::finish(&mut policy, &decl.header, &decl.options)?;
    policy.non_associative = Some(laws::non_associative_triples(policy.grid()));
    Ok(policy)
}

/// The grid as column indices; called once every cell is known to name a column.
fn grid(decl: &TableDecl) -> Vec<Vec<Option<usize>>> {
    decl.rows
        .iter()
        .map(|row| {
            row.cells
                .iter()
                .map(|cell| match cell {
                    Cell::Result(code) => decl.columns.iter().position(|c| c.text == code.text),
                    Cell::Undefined(_) => None,
                })
                .collect()
        })
        .collect()
}
