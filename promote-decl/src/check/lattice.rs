//! The rules of a lattice declaration, one function each: those of the edges as written, and
//! those of its graph (no cycle, every weak node under a strong one, every join exact or `lossy`).

use std::collections::HashMap;

use crate::check::ctxt::Ctxt;
use crate::check::vocabulary::Vocabulary;
use crate::codes;
use crate::parse::ast::{Code, LatticeDecl};

/// The graph of a declaration: node codes in table order, and edges as indices.
/// The graph of a declaration: node codes in table order, and edges as indices.
pub struct Graph {
    pub codes: Vec<String>,
    /// The first place each node is written.
    pub firsts: Vec<Code>,
    /// `up[a]`: the nodes `a` promotes to directly, each with that edge's target as written.
    pub up: Vec<Vec<(usize, Code)>>,
}

/// The number of distinct codes the lattice names, against the most a policy may have.
pub fn size(cx: &mut Ctxt, decl: &LatticeDecl) {
    let mut codes = std::collections::HashSet::new();
    for list in &decl.edges {
        codes.insert(list.from.text.as_str());
        codes.extend(list.to.iter().map(|c| c.text.as_str()));
    }
    crate::check::check_size(cx, decl.lattice_span, codes.len());
}

/// Every join holds both types exactly, or is of a kind the declaration marks `lossy` (JAX's
/// `i64 ⊔ f16 = f16`); reported once per unordered pair, on the `lattice` keyword (a join is
/// written nowhere).
pub fn narrowing(cx: &mut Ctxt, decl: &LatticeDecl, graph: &Graph, grid: &[Vec<Option<usize>>]) {
    crate::check::narrowing::check_words(cx, &decl.options.lossy);
    for (l, row) in grid.iter().enumerate() {
        for (r, cell) in row.iter().enumerate().skip(l) {
            if let Some(out) = *cell {
                crate::check::narrowing::check_cell(
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
pub fn not_empty(cx: &mut Ctxt, decl: &LatticeDecl) {
    if decl.edges.is_empty() {
        cx.error(
            decl.lattice_span,
            "empty lattice: declare at least one node, e.g. `lattice { i32: [i64], i64: [] }`",
        );
    }
}

/// Every code must be a standard dtype or one declared in `types { ... }`.
pub fn codes_known(cx: &mut Ctxt, vocab: &Vocabulary, decl: &LatticeDecl) {
    for list in &decl.edges {
        vocab.check(cx, &list.from);
        for to in &list.to {
            vocab.check(cx, to);
        }
    }
}

/// A node listed twice as a key is almost always a merge mistake: the two lists would silently
/// union, hiding which one the author meant.
pub fn keys_unique(cx: &mut Ctxt, decl: &LatticeDecl) {
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
pub fn edges(cx: &mut Ctxt, decl: &LatticeDecl) {
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
pub fn custom_types_used(cx: &mut Ctxt, vocab: &Vocabulary, decl: &LatticeDecl) {
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

pub fn build_graph(vocab: &Vocabulary, decl: &LatticeDecl) -> Graph {
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
pub fn acyclic(cx: &mut Ctxt, graph: &Graph) {
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

/// A weak node stands for a value of no fixed width; it must be able to become a concrete type
/// somewhere above it, or values of it could never be stored at a real precision.
pub fn weak_nodes_meet_strong(cx: &mut Ctxt, graph: &Graph, above: &[Vec<bool>]) {
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
