//! A lattice declaration resolved: its rules checked (`crate::check::lattice`), the join of
//! every pair computed (a pair with two least upper bounds is an error), and the policy built.

use crate::check::ctxt::Ctxt;
use crate::check::lattice::{self as rules, Graph};
use crate::check::vocabulary::Vocabulary;
use crate::model::families;
use crate::model::{DocSection, Node, Policy};
use crate::parse::ast::LatticeDecl;

/// Validates `decl` and resolves it into a policy whose grid holds the join of every pair.
pub fn resolve(decl: &LatticeDecl) -> syn::Result<Policy> {
    crate::parse::spec::require(&decl.header.specs, decl.lattice_span)?;
    let mut cx = Ctxt::new();
    // The size first: every later check is at least linear in it, some quadratic, and the cycle
    // check recurses as deep as the longest chain.
    rules::size(&mut cx, decl);
    if cx.has_errors() {
        return cx.finish().map(|()| unreachable!("errors were recorded"));
    }
    let vocab = Vocabulary::new(&mut cx, &decl.types, decl.header.narrow);
    rules::not_empty(&mut cx, decl);
    rules::codes_known(&mut cx, &vocab, decl);
    rules::keys_unique(&mut cx, decl);
    rules::edges(&mut cx, decl);
    rules::custom_types_used(&mut cx, &vocab, decl);
    if cx.has_errors() {
        return cx.finish().map(|()| unreachable!("errors were recorded"));
    }

    let graph = rules::build_graph(&vocab, decl);
    // Later rules assume a partial order, which a cycle breaks.
    rules::acyclic(&mut cx, &graph);
    if cx.has_errors() {
        return cx.finish().map(|()| unreachable!("errors were recorded"));
    }
    let above = reachability(&graph);
    let custom = |code: &str| vocab.custom_type(code).is_some();
    let grid = joins(&mut cx, &graph, &above, &custom);
    rules::narrowing(&mut cx, decl, &graph, &grid);
    rules::weak_nodes_meet_strong(&mut cx, &graph, &above);
    let categories: Vec<_> = graph.codes.iter().map(|c| vocab.category(c)).collect();
    let families = families::resolve(
        &mut cx,
        &decl.header.specs,
        &decl.options,
        &graph.codes,
        &categories,
        &grid,
    );
    cx.finish()?;

    let nodes = graph
        .codes
        .iter()
        .zip(&graph.firsts)
        .map(|(code, first)| Node::new(&vocab, code, first.span))
        .collect();
    let mut policy = Policy::new(&decl.header, nodes, families);
    policy.alias = crate::model::alias::codes(decl.options.alias.as_ref());
    policy.covering = Some(covering_edges(&above));
    policy.extensible = decl.options.extensible;
    let edges = decl
        .edges
        .iter()
        .map(|list| {
            let to = list.to.iter().map(|c| c.text.clone()).collect();
            (list.from.text.clone(), to)
        })
        .collect();
    policy.doc_sections.push(DocSection::LatticeEdges(edges));
    crate::model::finish::finish(&mut policy, &decl.header, &decl.options)?;
    Ok(policy)
}

/// `above[a][b]`: `a` promotes to `b` (reflexive, transitive).
fn reachability(graph: &Graph) -> Vec<Vec<bool>> {
    let n = graph.codes.len();
    let mut above = vec![vec![false; n]; n];
    for (start, row) in above.iter_mut().enumerate() {
        let mut stack = vec![start];
        while let Some(node) = stack.pop() {
            if !row[node] {
                row[node] = true;
                stack.extend(graph.up[node].iter().map(|(next, _)| *next));
            }
        }
    }
    above
}

/// The least upper bound of every pair; a pair with several minimal upper bounds is an error,
/// since which one wins would depend on the order of evaluation.
/// Least upper bound candidates, and the pairs that have exactly them.
type Ambiguity = (Vec<usize>, Vec<(usize, usize)>);

fn joins(
    cx: &mut Ctxt,
    graph: &Graph,
    above: &[Vec<bool>],
    custom: &dyn Fn(&str) -> bool,
) -> Vec<Vec<Option<usize>>> {
    let n = graph.codes.len();
    let mut grid = vec![vec![None; n]; n];
    // Pairs without a least upper bound, grouped by their candidates: one missing edge usually
    // leaves many pairs ambiguous, and one error per candidate set says what to order.
    let mut ambiguous: Vec<Ambiguity> = Vec::new();
    for a in 0..n {
        for b in a..n {
            let bounds: Vec<usize> = (0..n).filter(|&c| above[a][c] && above[b][c]).collect();
            let minimal: Vec<usize> = bounds
                .iter()
                .copied()
                .filter(|&c| !bounds.iter().any(|&d| d != c && above[d][c]))
                .collect();
            match minimal.as_slice() {
                [] => {}
                [join] => {
                    grid[a][b] = Some(*join);
                    grid[b][a] = Some(*join);
                }
                candidates => match ambiguous.iter_mut().find(|(c, _)| c == candidates) {
                    Some((_, pairs)) => pairs.push((a, b)),
                    None => ambiguous.push((candidates.to_vec(), vec![(a, b)])),
                },
            }
        }
    }
    for (candidates, pairs) in ambiguous {
        let names: Vec<String> = candidates
            .iter()
            .map(|&c| format!("`{}`", graph.codes[c]))
            .collect();
        let shown: Vec<String> = pairs
            .iter()
            .take(4)
            .map(|&(a, b)| format!("`{}` and `{}`", graph.codes[a], graph.codes[b]))
            .collect();
        let more = if pairs.len() > shown.len() {
            format!(" and {} more pairs", pairs.len() - shown.len())
        } else {
            String::new()
        };
        let (a, b) = pairs[0];
        // On the node the pairs share, if they do (the new node of an extension, usually).
        let common = if pairs.iter().all(|&(x, y)| x == b || y == b) {
            b
        } else {
            a
        };
        // A custom type's tokens are the user's own: in an extension of a built-in lattice the
        // other nodes are first written in the base's tokens, outside the user's declaration.
        let common = std::iter::once(common)
            .chain([a, b])
            .chain(candidates.iter().copied())
            .find(|&node| custom(&graph.codes[node]))
            .unwrap_or(common);
        cx.error_code(
            &graph.firsts[common],
            format_args!(
                "not a lattice: {}{more} have {} least upper bound candidates, {}, and none promotes to another; add an edge that orders them",
                shown.join(", "),
                candidates.len(),
                names.join(" and ")
            ),
        );
    }
    grid
}

/// The edges of the Hasse diagram: `a` below `b` with no third node between them.
fn covering_edges(above: &[Vec<bool>]) -> Vec<(usize, usize)> {
    let n = above.len();
    let mut edges = Vec::new();
    for a in 0..n {
        for b in 0..n {
            let between = |c: usize| c != a && c != b && above[a][c] && above[c][b];
            if a != b && above[a][b] && !(0..n).any(between) {
                edges.push((a, b));
            }
        }
    }
    edges
}
