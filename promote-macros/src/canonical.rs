//! `canonicalize { u64: u32, ... }`: a policy that reasons with types it never holds. JAX with
//! 64-bit types disabled promotes on its full lattice and then canonicalizes the result
//! (`jax._src.dtypes.canonicalize_dtype`: `int64` becomes `int32`), and no array is ever 64-bit.
//! So every table is first derived over all the lattice's nodes, as the library does, and then
//! the canonicalized nodes lose their rows and columns and every result of one becomes its
//! canonical node. A pass on the resolved model: it knows no family by name.

use proc_macro2::Span;

use crate::ast::Code;
use crate::ctxt::Ctxt;
use crate::families::{Cells, Grid};
use crate::kinds::ZeroDim;
use crate::model::{DocSection, Policy};

/// Checks the section against the policy's nodes and applies it.
pub fn apply(policy: &mut Policy, span: Span, pairs: &[(Code, Code)]) -> syn::Result<()> {
    let mut cx = Ctxt::new();
    let canon = resolve(&mut cx, policy, span, pairs);
    cx.finish()?;
    let canon = canon.expect("no errors, so resolved");
    let keep: Vec<usize> = (0..canon.len()).filter(|&i| canon[i] == i).collect();
    let new_index = |old: usize| keep.iter().position(|&k| k == canon[old]);
    let result = |cell: Option<usize>| cell.and_then(new_index);

    let grid = |g: &Grid| -> Grid {
        keep.iter()
            .map(|&l| keep.iter().map(|&r| result(g[l][r])).collect())
            .collect()
    };
    let bools = |g: &[Vec<bool>]| -> Vec<Vec<bool>> {
        keep.iter()
            .map(|&l| keep.iter().map(|&r| g[l][r]).collect())
            .collect()
    };
    let column = |c: &[Option<usize>]| -> Vec<Option<usize>> {
        keep.iter().map(|&i| result(c[i])).collect()
    };

    let families = &mut policy.families;
    for table in &mut families.tables {
        table.cells = match &table.cells {
            Cells::Binary(grids) => Cells::Binary(grids.iter().map(grid).collect()),
            Cells::Unary(c) => Cells::Unary(column(c)),
        };
    }
    families.zero_dim = families.zero_dim.take().map(|rule| match rule {
        ZeroDim::Categories(complex_of) => ZeroDim::Categories(column(&complex_of)),
        ZeroDim::MajorTypes(full) => ZeroDim::MajorTypes(grid(&full)),
    });
    let casting = &mut families.casting;
    casting.safe = bools(&casting.safe);
    casting.same_kind = bools(&casting.same_kind);
    casting.own = bools(&casting.own);
    if let Some(order) = &mut families.n_ary {
        *order = order.iter().filter_map(|&i| new_index(i)).collect();
        order.dedup();
    }
    if let Some(edges) = &policy.covering {
        policy.covering = Some(covering_without(edges, canon.len(), &keep));
    }
    let mapped = pairs
        .iter()
        .map(|(from, to)| (from.text.clone(), to.text.clone()))
        .collect();
    policy.doc_sections.push(DocSection::Canonical(mapped));
    let nodes = std::mem::take(&mut policy.nodes);
    policy.nodes = nodes
        .into_iter()
        .enumerate()
        .filter(|(i, _)| keep.contains(i))
        .map(|(_, node)| node)
        .collect();
    Ok(())
}

/// `canon[i]`: the node that node `i` becomes (itself if it stays). Every error is recorded.
fn resolve(
    cx: &mut Ctxt,
    policy: &Policy,
    span: Span,
    pairs: &[(Code, Code)],
) -> Option<Vec<usize>> {
    let index = |cx: &mut Ctxt, code: &Code| {
        let found = policy.nodes.iter().position(|n| n.code == code.text);
        if found.is_none() {
            let codes: Vec<&str> = policy.nodes.iter().map(|n| n.code.as_str()).collect();
            cx.error_code(
                code,
                format_args!(
                    "`{}` is not one of this policy's types ({})",
                    code.text,
                    codes.join(" ")
                ),
            );
        }
        found
    };
    let mut canon: Vec<usize> = (0..policy.nodes.len()).collect();
    let mut dropped = vec![false; canon.len()];
    let mut resolved = Vec::new();
    for (from, to) in pairs {
        let (Some(f), Some(t)) = (index(cx, from), index(cx, to)) else {
            continue;
        };
        if f == t {
            cx.error_code(
                from,
                format_args!("`{}` cannot canonicalize to itself", from.text),
            );
        } else if dropped[f] {
            cx.error_code(from, format_args!("`{}` is canonicalized twice", from.text));
        } else {
            dropped[f] = true;
            resolved.push((f, t, to));
        }
    }
    for &(f, t, to) in &resolved {
        if dropped[t] {
            cx.error_code(
                to,
                format_args!(
                    "`{}` is itself canonicalized; map `{}` to the type it finally becomes",
                    to.text, policy.nodes[f].code
                ),
            );
        }
        canon[f] = t;
    }
    if resolved.len() == canon.len() || pairs.is_empty() {
        cx.error(
            span,
            "`canonicalize` must leave some types and drop at least one",
        );
    }
    (!cx.has_errors()).then_some(canon)
}

/// The covering edges among the kept nodes: `a` below `b` when a path of the old edges leads from
/// one to the other (through dropped nodes, too), with nothing kept in between.
fn covering_without(edges: &[(usize, usize)], n: usize, keep: &[usize]) -> Vec<(usize, usize)> {
    let mut above = vec![vec![false; n]; n];
    for &(a, b) in edges {
        above[a][b] = true;
    }
    // Warshall's closure, a row at a time: whatever `k` reaches, a node that reaches `k` reaches.
    for k in 0..n {
        let via = above[k].clone();
        for row in above.iter_mut() {
            if row[k] {
                for (cell, &reached) in row.iter_mut().zip(&via) {
                    *cell |= reached;
                }
            }
        }
    }
    let mut out = Vec::new();
    for (a, &i) in keep.iter().enumerate() {
        for (b, &j) in keep.iter().enumerate() {
            let between = keep.iter().any(|&k| above[i][k] && above[k][j]);
            if above[i][j] && !between {
                out.push((a, b));
            }
        }
    }
    out
}
