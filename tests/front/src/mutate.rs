//! Token-level mutations of a declaration, as a fuzzer makes them: delete, duplicate, swap and
//! retype tokens, anywhere in the tree. Every new token takes the span of the one it replaces or
//! copies, so that an error about it still points into the declaration.

use proc_macro2::{Delimiter, Group, Ident, Literal, Punct, Spacing, Span, TokenStream, TokenTree};

use crate::rng::Rng;

/// Words a mutation may write: dtype codes, the declarations' keywords, and words that are
/// neither.
const WORDS: &[&str] = &[
    "b",
    "u8",
    "u16",
    "u32",
    "u64",
    "i8",
    "i16",
    "i32",
    "i64",
    "bf16",
    "f16",
    "f32",
    "f64",
    "c64",
    "c128",
    "c32",
    "i4",
    "f8e4m3fn",
    "i",
    "f",
    "c",
    "lattice",
    "table",
    "types",
    "families",
    "zero_dim",
    "casting",
    "lossy",
    "alias",
    "canonicalize",
    "n_ary",
    "main",
    "directional",
    "no_arithmetic",
    "via",
    "as",
    "int",
    "float",
    "complex",
    "bool",
    "struct",
    "pub",
    "crate",
    "each",
    "keep_lhs",
    "symmetric",
    "map",
    "all",
    "without",
    "operands",
    "only",
    "except",
    "with",
    "mixed_when",
    "sum",
    "add",
    "div",
    "arrays",
    "major_types",
    "complex_of",
    "safe",
    "same_kind",
    "unsafe",
    "x",
    "Foo",
    "_",
    "self",
    "__extensible",
    "__narrow_optional",
    "on",
    "off",
    "narrow",
    "base",
    "extension",
];

const PUNCTS: &[char] = &['*', ':', ';', ',', '=', '-', '<', '>', '#', '!', '.', '&'];

/// A mutated copy of `tokens`: between one and four mutations, each at a random place.
pub fn mutate(tokens: &TokenStream, rng: &mut Rng) -> TokenStream {
    let mut tree = to_tree(tokens);
    let count = 1 + rng.below(4);
    for _ in 0..count {
        let groups = count_groups(&tree) + 1;
        let target = rng.below(groups);
        let mut seen = 0;
        let whole = tree.first().map_or_else(Span::call_site, span_of);
        apply(&mut tree, whole, target, &mut seen, rng);
    }
    from_tree(&tree)
}

/// A token stream as nested vectors, which mutations can edit in place.
#[derive(Clone)]
enum Node {
    Leaf(TokenTree),
    Group(Delimiter, Span, Vec<Node>),
}

fn to_tree(tokens: &TokenStream) -> Vec<Node> {
    tokens
        .clone()
        .into_iter()
        .map(|tree| match tree {
            TokenTree::Group(g) => Node::Group(g.delimiter(), g.span(), to_tree(&g.stream())),
            other => Node::Leaf(other),
        })
        .collect()
}

fn from_tree(nodes: &[Node]) -> TokenStream {
    nodes
        .iter()
        .map(|node| match node {
            Node::Leaf(tree) => tree.clone(),
            Node::Group(delimiter, span, inner) => {
                let mut group = Group::new(*delimiter, from_tree(inner));
                group.set_span(*span);
                TokenTree::Group(group)
            }
        })
        .collect()
}

fn count_groups(nodes: &[Node]) -> usize {
    nodes
        .iter()
        .map(|node| match node {
            Node::Group(_, _, inner) => 1 + count_groups(inner),
            Node::Leaf(_) => 0,
        })
        .sum()
}

/// Mutates the `target`-th group (0 = the top level, then depth first).
/// `span` is the group's, for a token written into it when it is empty.
fn apply(
    nodes: &mut Vec<Node>,
    span: Span,
    target: usize,
    seen: &mut usize,
    rng: &mut Rng,
) -> bool {
    if *seen == target {
        edit(nodes, span, rng);
        return true;
    }
    *seen += 1;
    for node in nodes.iter_mut() {
        if let Node::Group(_, span, inner) = node {
            if apply(inner, *span, target, seen, rng) {
                return true;
            }
        }
    }
    false
}

fn edit(nodes: &mut Vec<Node>, span: Span, rng: &mut Rng) {
    if nodes.is_empty() {
        nodes.push(Node::Leaf(word(rng, span)));
        return;
    }
    let i = rng.below(nodes.len());
    match rng.below(7) {
        0 => {
            nodes.remove(i);
        }
        1 => {
            let copy = nodes[i].clone();
            nodes.insert(i, copy);
        }
        2 => {
            let j = rng.below(nodes.len());
            nodes.swap(i, j);
        }
        3 => {
            // A run of tokens moved elsewhere: a section out of order.
            let len = 1 + rng.below(nodes.len() - i).min(6);
            let run: Vec<Node> = nodes.drain(i..i + len).collect();
            let at = rng.below(nodes.len() + 1);
            for (k, node) in run.into_iter().enumerate() {
                nodes.insert(at + k, node);
            }
        }
        4 => {
            let span = span_of(&nodes[i]);
            nodes.insert(i, Node::Leaf(new_token(rng, span)));
        }
        5 => {
            // A group's delimiter changed, or a group flattened into its content.
            if let Node::Group(delimiter, _, inner) = &mut nodes[i] {
                if rng.chance(1, 2) {
                    *delimiter =
                        *rng.pick(&[Delimiter::Brace, Delimiter::Bracket, Delimiter::Parenthesis]);
                } else {
                    let inner = std::mem::take(inner);
                    nodes.splice(i..=i, inner);
                }
            }
        }
        _ => {
            let span = span_of(&nodes[i]);
            nodes[i] = Node::Leaf(new_token(rng, span));
        }
    }
}

fn span_of(node: &Node) -> Span {
    match node {
        Node::Leaf(tree) => tree.span(),
        Node::Group(_, span, _) => *span,
    }
}

fn new_token(rng: &mut Rng, span: Span) -> TokenTree {
    match rng.below(6) {
        0..=2 => word(rng, span),
        3 => {
            let mut punct = Punct::new(
                *rng.pick(PUNCTS),
                *rng.pick(&[Spacing::Alone, Spacing::Joint]),
            );
            punct.set_span(span);
            TokenTree::Punct(punct)
        }
        4 => {
            let mut literal = match rng.below(3) {
                0 => Literal::u32_unsuffixed(rng.below(300) as u32),
                1 => Literal::string("doc"),
                _ => Literal::f64_unsuffixed(2.5),
            };
            literal.set_span(span);
            TokenTree::Literal(literal)
        }
        _ => {
            let mut group = Group::new(Delimiter::Brace, TokenStream::new());
            group.set_span(span);
            TokenTree::Group(group)
        }
    }
}

fn word(rng: &mut Rng, span: Span) -> TokenTree {
    let word: &&str = rng.pick(WORDS);
    TokenTree::Ident(Ident::new(word, span))
}
