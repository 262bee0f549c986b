//! Checks a lattice declaration and computes its joins.
//!
//! Each rule is one function that pushes its errors into the [`Ctxt`] and carries on, so one
//! expansion reports every mistake of a declaration together.

use std::collections::HashMap;

use crate::ast::{Code, LatticeDecl};
use crate::codes;
use crate::ctxt::Ctxt;
use crate::families;
use crate::model::{DocSection, Policy, Vocabulary};

/// The graph of a declaration: node codes in table order, and edges as indices.
struct Graph {
    codes: Vec<String>,
    /// The first place each node is written.
    firsts: Vec<Code>,
    /// `up[a]`: the nodes `a` promotes to directly, each with that edge's target as written.
    up: Vec<Vec<(usize, Code)>>,
}

/// Validates `decl` and resolves it into a policy whose grid holds the join of every pair.
pub fn resolve(decl: &LatticeDecl) -> syn::Result<Policy> {
    crate::spec::require(&decl.header.specs, decl.lattice_span)?;
    let mut cx = Ctxt::new();
    // The size first: every later check is at least linear in it, some quadratic, and the cycle
    // check recurses as deep as the longest chain.
    check_size(&mut cx, decl);
    if cx.has_errors() {
        return cx.finish().map(|()| unreachable!("errors were recorded"));
    }
    let vocab = Vocabulary::new(&mut cx, &decl.types, decl.header.narrow);
    check_not_empty(&mut cx, decl);
    check_codes_known(&mut cx, &vocab, decl);
    check_keys_unique(&mut cx, decl);
    check_edges(&mut cx, decl);
    check_custom_types_used(&mut cx, &vocab, decl);
    if cx.has_errors() {
        return cx.finish().map(|()| unreachable!("errors were recorded"));
    }

    let graph = build_graph(&vocab, decl);
    // Later rules assume a partial order, which a cycle breaks.
    check_acyclic(&mut cx, &graph);
    if cx.has_errors() {
        return cx.finish().map(|()| unreachable!("errors were recorded"));
    }
    let above = reachability(&graph);
    let grid = joins(&mut cx, &graph, &above);
    check_narrowing(&mut cx, decl, &graph, &grid);
    check_weak_nodes_meet_strong(&mut cx, &graph, &above);
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
        .map(|(code, first)| vocab.node(code, first.span))
        .collect();
    let mut policy = Policy::new(&decl.header, nodes, families);
    policy.alias = crate::alias::codes(decl.options.alias.as_ref());
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
    if let Some((span, pairs)) = &decl.options.canonicalize {
        crate::canonical::apply(&mut policy, *span, pairs)?;
    }
    policy.drop_narrow = !decl.header.narrow && decl.options.narrow_optional;
    if !decl.header.narrow && !decl.options.narrow_optional {
        crate::project::refuse_narrow(&policy)?;
    }
    crate::project::drop_narrow(&mut policy);
    Ok(policy)
}

/// The number of distinct codes the lattice names, against the most a policy may have.
fn check_size(cx: &mut Ctxt, decl: &LatticeDecl) {
    let mut codes = std::collections::HashSet::new();
    for list in &decl.edges {
        codes.insert(list.from.text.as_str());
        codes.extend(list.to.iter().map(|c| c.text.as_str()));
    }
    crate::model::check_size(cx, decl.lattice_span, codes.len());
}

/// Every join holds both types exactly, or is of a kind the declaration marks `lossy` (JAX's
/// `i64 ⊔ f16 = f16`); reported once per unordered pair, on the `lattice` keyword (a join is
/// written nowhere).
fn check_narrowing(cx: &mut Ctxt, decl: &LatticeDecl, graph: &Graph, grid: &[Vec<Option<usize>>]) {
    crate::narrowing::check_words(cx, &decl.options.lossy);
    for (l, row) in grid.iter().enumerate() {
        for (r, cell) in row.iter().enumerate().skip(l) {
            if let Some(out) = *cell {
                crate::narrowing::check_cell(
                    cx,
                    &decl.options.lossy,
                    decl.lattice_span,
                    &graph.codes[l],
                    &graph.codes[r],
                    &graph.codes[out],
                );
            }
        }
    }
}

/// A lattice with no nodes would declare a policy under which nothing promotes, not even `x + x`.
fn check_not_empty(cx: &mut Ctxt, decl: &LatticeDecl) {
    if decl.edges.is_empty() {
        cx.error(
            decl.lattice_span,
            "empty lattice: declare at least one node, e.g. `lattice { i32: [i64], i64: [] }`",
        );
    }
}

/// Every code must be a standard dtype or one declared in `types { ... }`.
fn check_codes_known(cx: &mut Ctxt, vocab: &Vocabulary, decl: &LatticeDecl) {
    for list in &decl.edges {
        vocab.check(cx, &list.from);
        for to in &list.to {
            vocab.check(cx, to);
        }
    }
}

/// A node listed twice as a key is almost always a merge mistake: the two lists would silently
/// union, hiding which one the author meant.
fn check_keys_unique(cx: &mut Ctxt, decl: &LatticeDecl) {
    let mut seen: HashMap<&str, ()> = HashMap::new();
    for list in &decl.edges {
        if seen.insert(&list.from.text, ()).is_some() {
            cx.error_code(
                &list.from,
                format_args!(
                    "duplicated node `{}`: its edges are listed twice; merge them into one list",
                    list.from.text
                ),
            );
        }
    }
}

/// An edge to itself says nothing (promotion is reflexive) and a repeated edge is a typo.
fn check_edges(cx: &mut Ctxt, decl: &LatticeDecl) {
    for list in &decl.edges {
        for (i, to) in list.to.iter().enumerate() {
            if to.text == list.from.text {
                cx.error_code(to,
                    format_args!(
                        "edge from `{0}` to itself: every type already promotes to itself; remove `{0}` from its own list",
                        to.text
                    ),
                );
            } else if list.to[..i].iter().any(|t| t.text == to.text) {
                cx.error_code(
                    to,
                    format_args!("edge `{} -> {}` is listed twice", list.from.text, to.text),
                );
            }
        }
    }
}

/// A declared type that no edge mentions is dead weight, and usually a misspelt code.
fn check_custom_types_used(cx: &mut Ctxt, vocab: &Vocabulary, decl: &LatticeDecl) {
    let used = |code: &str| {
        decl.edges
            .iter()
            .any(|l| l.from.text == code || l.to.iter().any(|t| t.text == code))
    };
    for ty in &decl.types {
        if vocab.custom_codes().contains(&ty.code.text) && !used(&ty.code.text) {
            cx.error_code(
                &ty.code,
                format_args!(
                    "type `{}` is declared but not in the lattice; give it edges, e.g. `{}: [f32]`",
                    ty.code.text, ty.code.text
                ),
            );
        }
    }
}

fn build_graph(vocab: &Vocabulary, decl: &LatticeDecl) -> Graph {
    let mut first: Vec<&Code> = Vec::new();
    for list in &decl.edges {
        for code in std::iter::once(&list.from).chain(&list.to) {
            if !first.iter().any(|c| c.text == code.text) {
                first.push(code);
            }
        }
    }
    first.sort_by_key(|c| vocab.order(&c.text));
    let codes: Vec<String> = first.iter().map(|c| c.text.clone()).collect();
    let index = |text: &str| {
        codes
            .iter()
            .position(|c| c == text)
            .expect("node was collected")
    };
    let mut up = vec![Vec::new(); codes.len()];
    for list in &decl.edges {
        let from = index(&list.from.text);
        for to in &list.to {
            up[from].push((index(&to.text), to.clone()));
        }
    }
    Graph {
        firsts: first.iter().map(|&c| c.clone()).collect(),
        codes,
        up,
    }
}

/// Promotion must be antisymmetric: a cycle would make two types each promote to the other.
fn check_acyclic(cx: &mut Ctxt, graph: &Graph) {
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        New,
        Active,
        Done,
    }
    fn visit(cx: &mut Ctxt, graph: &Graph, node: usize, marks: &mut [Mark], path: &mut Vec<usize>) {
        marks[node] = Mark::Active;
        path.push(node);
        for (next, edge) in &graph.up[node] {
            let next = *next;
            match marks[next] {
                Mark::Active => {
                    let start = path
                        .iter()
                        .position(|&n| n == next)
                        .expect("active node is on the path");
                    let names: Vec<&str> = path[start..]
                        .iter()
                        .chain(std::iter::once(&next))
                        .map(|&n| graph.codes[n].as_str())
                        .collect();
                    cx.error_code(
                        edge,
                        format_args!(
                            "cycle in the lattice: {}; promotion must only go up, so remove one of these edges",
                            names.join(" -> ")
                        ),
                    );
                }
                Mark::New => visit(cx, graph, next, marks, path),
                Mark::Done => {}
            }
        }
        path.pop();
        marks[node] = Mark::Done;
    }
    let mut marks = vec![Mark::New; graph.codes.len()];
    for node in 0..graph.codes.len() {
        if marks[node] == Mark::New {
            visit(cx, graph, node, &mut marks, &mut Vec::new());
        }
    }
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

fn joins(cx: &mut Ctxt, graph: &Graph, above: &[Vec<bool>]) -> Vec<Vec<Option<usize>>> {
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

/// A weak node stands for a value of no fixed width; it must be able to become a concrete type
/// somewhere above it, or values of it could never be stored at a real precision.
fn check_weak_nodes_meet_strong(cx: &mut Ctxt, graph: &Graph, above: &[Vec<bool>]) {
    for (node, code) in graph.codes.iter().enumerate() {
        if codes::is_weak(code) {
            let meets_strong =
                (0..graph.codes.len()).any(|c| above[node][c] && !codes::is_weak(&graph.codes[c]));
            if !meets_strong {
                let example = match code.as_str() {
                    "i*" => "i32",
                    "c*" => "c64",
                    "b*" => "b",
                    _ => "f32",
                };
                cx.error_code(
                    &graph.firsts[node],
                    format_args!(
                        "weak type `{code}` has no strong type above it: a weak value must be able to become a concrete dtype; add an edge such as `{code}: [{example}]`"
                    ),
                );
            }
        }
    }
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
