//! A resolved policy restricted to some of its nodes: every table keeps the rows and columns of
//! the kept nodes, and each result goes through a map (`canon`) onto a kept node. Two passes use
//! it: `canonicalize` (JAX without 64-bit types, where a dropped type's results become its
//! canonical type) and the narrow dtypes of a build without promote-core's `narrow` feature
//! (where nothing is mapped: they just go).

use crate::check::ctxt::Ctxt;
use crate::codes;
use crate::model::families::Cells;
use crate::model::grid::Grid;
use crate::model::kinds::ZeroDimTable;
use crate::model::{DocSection, Policy};

/// Keeps the nodes `keep` (in order) of `policy`; a result `r` becomes `canon[r]` if that is
/// kept, else undefined.
pub fn keep_nodes(policy: &mut Policy, canon: &[usize], keep: &[usize]) {
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
        ZeroDimTable::Categories(complex_of) => ZeroDimTable::Categories(column(&complex_of)),
        ZeroDimTable::MajorTypes(full) => ZeroDimTable::MajorTypes(grid(&full)),
        ZeroDimTable::Ignored => ZeroDimTable::Ignored,
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
        policy.covering = Some(covering_without(edges, canon.len(), keep));
    }
    if let Some(triples) = &policy.non_associative {
        let kept = |i: usize| keep.iter().position(|&k| k == i);
        policy.non_associative = Some(
            triples
                .iter()
                .filter_map(|t| {
                    let mut out = [0; 5];
                    for (o, &i) in out.iter_mut().zip(t) {
                        *o = kept(i)?;
                    }
                    Some(out)
                })
                .collect(),
        );
    }
    if let Some((_, new)) = &mut policy.extends {
        *new = keep.iter().map(|&i| new[i]).collect();
    }
    let nodes = std::mem::take(&mut policy.nodes);
    policy.nodes = nodes
        .into_iter()
        .enumerate()
        .filter(|(i, _)| keep.contains(i))
        .map(|(_, node)| node)
        .collect();
}

/// In a build without the narrow dtypes, a built-in declaration (`__narrow_optional;`) loses
/// their rows and columns, and its lattice diagram their edges. Every other answer stays as the
/// full declaration gives it, so a narrow type that is the result of two kept types stays too
/// (PyTorch's `bf16 + c* = bc32`).
pub fn drop_narrow(policy: &mut Policy) {
    if !policy.drop_narrow {
        return;
    }
    let mut kept: Vec<bool> = policy
        .nodes
        .iter()
        .map(|n| n.custom.is_some() || !codes::is_narrow(&n.code))
        .collect();
    while let Some(out) = result_outside(policy, &kept) {
        kept[out] = true;
    }
    if !kept.contains(&false) {
        return;
    }
    let canon: Vec<usize> = (0..kept.len()).collect();
    let keep: Vec<usize> = (0..kept.len()).filter(|&i| kept[i]).collect();
    let dropped = |code: &str| {
        policy
            .nodes
            .iter()
            .position(|n| n.code == code)
            .is_some_and(|i| !kept[i])
    };
    let mut sections = std::mem::take(&mut policy.doc_sections);
    for section in &mut sections {
        if let DocSection::LatticeEdges(edges) = section {
            edges.retain(|(from, _)| !dropped(from));
            for (_, to) in edges.iter_mut() {
                to.retain(|code| !dropped(code));
            }
            edges.retain(|(_, to)| !to.is_empty());
        }
    }
    policy.doc_sections = sections;
    keep_nodes(policy, &canon, &keep);
}

/// A declaration of the user's that names a narrow dtype, in a build of promote-core without
/// them: an error at each such code (their Rust types do not exist in this build).
pub fn refuse_narrow(policy: &Policy) -> syn::Result<()> {
    let mut cx = Ctxt::new();
    for node in &policy.nodes {
        if node.custom.is_none() && codes::is_narrow(&node.code) {
            cx.error(
                node.span,
                format_args!(
                    "`{}` is a narrow dtype, which this build of promote-core leaves out: enable its `narrow` feature (or `full`)",
                    node.code
                ),
            );
        }
    }
    cx.finish()
}

/// A node not kept that some family gives for kept operands, if any.
fn result_outside(policy: &Policy, kept: &[bool]) -> Option<usize> {
    let outside = |out: &Option<usize>| out.filter(|&o| !kept[o]);
    policy
        .families
        .tables
        .iter()
        .find_map(|table| match &table.cells {
            Cells::Binary(grids) => grids.iter().find_map(|grid| {
                grid.iter()
                    .enumerate()
                    .filter(|(l, _)| kept[*l])
                    .find_map(|(_, row)| {
                        row.iter()
                            .enumerate()
                            .filter(|(r, _)| kept[*r])
                            .find_map(|(_, out)| outside(out))
                    })
            }),
            Cells::Unary(column) => column
                .iter()
                .enumerate()
                .filter(|(i, _)| kept[*i])
                .find_map(|(_, out)| outside(out)),
        })
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

#[cfg(test)]
mod tests {
    use crate::parse::ast::{LatticeDecl, TableDecl};

    /// A spec of one family, `add`, as promote-core's wrapper would pass it.
    const SPECS: &str = r#"families_spec {
        binary add: Promote::Output as Promoted {
            op: Add, table: AddTable, bridge: AddBridge, result: output,
            title: "Promotion", symbol: "+", what: "the promoted type",
            message: "m", label: "l", note: "n", default: {}, methods: {},
        }
    }"#;

    fn lattice(narrow: &str, body: &str) -> syn::Result<crate::model::Policy> {
        let text = format!("crate = ::promote_core; narrow = {narrow}; {SPECS} {body}");
        crate::model::lattice::resolve(&syn::parse_str::<LatticeDecl>(&text)?)
    }

    fn codes(policy: &crate::model::Policy) -> Vec<&str> {
        policy.nodes.iter().map(|n| n.code.as_str()).collect()
    }

    #[test]
    fn a_users_narrow_code_needs_the_feature() {
        let body = "pub struct P; lattice { u4: [i8], i8: [i16], f8e4m3fn: [f32] }";
        let errors: Vec<String> = lattice("off", body)
            .err()
            .expect("refused")
            .into_iter()
            .map(|e| e.to_string())
            .collect();
        assert_eq!(
            errors,
            [
                "`f8e4m3fn` is a narrow dtype, which this build of promote-core leaves out: enable its `narrow` feature (or `full`)",
                "`u4` is a narrow dtype, which this build of promote-core leaves out: enable its `narrow` feature (or `full`)",
            ]
        );
        assert_eq!(
            codes(&lattice("on", body).unwrap()),
            ["i8", "i16", "f32", "f8e4m3fn", "u4"]
        );
    }

    #[test]
    fn a_built_in_declaration_drops_them_and_keeps_every_other_cell() {
        let body = "pub struct P; lattice { b: [i8, u4], u4: [i8], i8: [i16], i16: [f32], \
                    f8e4m3fn: [f32] } __narrow_optional;";
        let full = lattice("on", body).unwrap();
        let slim = lattice("off", body).unwrap();
        assert_eq!(codes(&slim), ["b", "i8", "i16", "f32"]);
        let index = |p: &crate::model::Policy, c: &str| p.nodes.iter().position(|n| n.code == c);
        for l in codes(&slim) {
            for r in codes(&slim) {
                let cell = |p: &crate::model::Policy| {
                    p.grid()[index(p, l).unwrap()][index(p, r).unwrap()]
                        .map(|o| p.nodes[o].code.clone())
                };
                assert_eq!(cell(&slim), cell(&full), "{l} + {r}");
            }
        }
    }

    #[test]
    fn a_table_without_them_loses_their_rows_and_columns() {
        let text = format!(
            "crate = ::promote_core; narrow = off; {SPECS} pub struct T; table {{
                _ f32 f8e4m3fn;
                f32 f32 f32;
                f8e4m3fn f32 f8e4m3fn;
            }} __narrow_optional;"
        );
        let policy =
            crate::model::table::resolve(&syn::parse_str::<TableDecl>(&text).unwrap()).unwrap();
        assert_eq!(codes(&policy), ["f32"]);
    }
}
