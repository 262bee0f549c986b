//! The rule language resolved: each modifier of a family's rule checked against the policy's
//! nodes and the family's shape, into a [`Rule`].

use proc_macro2::Span;

use super::rule::Rule;
use super::Index;
use crate::check::ctxt::Ctxt;
use crate::codes::{self, Category};
use crate::parse::ast::{Cell, Code, Modifier};
use crate::parse::spec::Shape;

/// Resolves a family's rule: each modifier in turn, every mistake reported.
pub fn rule(
    cx: &mut Ctxt,
    modifiers: &[Modifier],
    shape: Shape,
    index: Index,
    columns: Columns,
) -> Rule {
    let mut rule = Rule::default();
    for modifier in modifiers {
        apply(cx, &mut rule, modifier, shape, index, columns);
    }
    rule
}

/// A unary family's column by name (`each float_math`), `None` if there is no such family.
pub type Columns<'a> = &'a dyn Fn(&str) -> Option<Vec<Option<usize>>>;

fn apply(
    cx: &mut Ctxt,
    rule: &mut Rule,
    modifier: &Modifier,
    shape: Shape,
    index: Index,
    columns: Columns,
) {
    match modifier {
        Modifier::Symmetric(span) => {
            binary_only(cx, shape, "symmetric", *span);
            rule.symmetric = true;
        }
        Modifier::All(code) => rule.all = index(cx, code),
        Modifier::Each(family) => each(cx, rule, shape, family, columns),
        Modifier::Map(pairs) => map(cx, rule, shape, pairs, index),
        Modifier::Without(words) => without(cx, rule, shape, words),
        Modifier::ZeroDimByTable => rule.zero_dim_by_table = true,
        Modifier::ZeroDimAsArray => rule.zero_dim_as_array = true,
        Modifier::NoBroadcast => rule.no_broadcast = true,
        Modifier::Only(codes) => {
            rule.only = Some(codes.iter().filter_map(|code| index(cx, code)).collect());
        }
        Modifier::KeepLhs(words) => {
            if let Some(word) = words.first() {
                binary_only(cx, shape, "keep_lhs", word.span);
            }
            rule.keep_lhs = categories_of(cx, "keep_lhs", words, &[]);
        }
        Modifier::Operands(words) => {
            rule.operands = Some(categories_of(cx, "operands", words, &[]));
        }
        Modifier::Except(pairs) => except(cx, rule, shape, pairs, index),
        Modifier::MixedWhen(arrays_only, pairs) => {
            mixed_when(cx, rule, shape, *arrays_only, pairs);
        }
        Modifier::With(cells) => with(cx, rule, shape, cells, index),
    }
}

/// A modifier that only a binary family can take, reported where it is written.
fn binary_only(cx: &mut Ctxt, shape: Shape, what: &str, span: Span) {
    if shape != Shape::Binary {
        cx.error(
            span,
            format_args!("`{what}` is for binary families; this one has one operand"),
        );
    }
}

/// The categories among `words`; a word that is none, nor one of `extra`, is an error.
fn categories_of(cx: &mut Ctxt, keyword: &str, words: &[Code], extra: &[&str]) -> Vec<Category> {
    let mut out = Vec::new();
    for word in words {
        match Category::from_word(&word.text) {
            Some(category) => out.push(category),
            None if extra.contains(&word.text.as_str()) => {}
            None => {
                let mut expected = vec!["bool", "int", "float", "complex"];
                expected.extend(extra);
                let last = expected.pop().unwrap_or_default();
                cx.error_code(
                    word,
                    format_args!(
                        "unknown `{keyword}` word `{}`; expected {} or {last}",
                        word.text,
                        expected.join(", ")
                    ),
                )
            }
        }
    }
    out
}

/// `each family`: strong operands and the result go through a unary family's column first.
fn each(cx: &mut Ctxt, rule: &mut Rule, shape: Shape, family: &Code, columns: Columns) {
    binary_only(cx, shape, "each", family.span);
    rule.each = columns(&family.text);
    if rule.each.is_none() {
        cx.error_code(
            family,
            format_args!(
                "`{}` is not a unary family; `each` takes one, e.g. `each float_math`",
                family.text
            ),
        );
    }
}

/// `map { a: b, c: - }`: a result replaced by another, or by undefined.
fn map(cx: &mut Ctxt, rule: &mut Rule, shape: Shape, pairs: &[(Code, Cell)], index: Index) {
    for (i, (from, to)) in pairs.iter().enumerate() {
        if pairs[..i]
            .iter()
            .any(|(earlier, _)| earlier.text == from.text)
        {
            cx.error_code(from, format_args!("`{}` is mapped twice", from.text));
            continue;
        }
        let to_code = match to {
            Cell::Result(code) => Some(code),
            Cell::Undefined(_) => None,
        };
        let to = match to {
            Cell::Result(code) => index(cx, code).map(Some),
            Cell::Undefined(_) => Some(None),
        };
        if let (Some(from_i), Some(to)) = (index(cx, from), to) {
            if let Some(to_code) = to_code {
                check_map_entry(cx, shape, from, to_code);
            }
            rule.map.push((from_i, to));
        }
    }
}

/// `without ...`: results of these categories dropped, and (binary families) pairs with weak
/// operands or of two different strong types.
fn without(cx: &mut Ctxt, rule: &mut Rule, shape: Shape, words: &[Code]) {
    let binary_words = ["weak", "weak_pairs", "weak_rhs", "mixed"];
    for word in words {
        match word.text.as_str() {
            "weak" => rule.weak = true,
            "weak_pairs" if shape == Shape::Binary => rule.weak_pairs = true,
            "weak_rhs" if shape == Shape::Binary => rule.weak_rhs = true,
            "mixed" if shape == Shape::Binary => rule.mixed = true,
            _ => {}
        }
    }
    let extra: &[&str] = if shape == Shape::Binary {
        &binary_words
    } else {
        &["weak"]
    };
    rule.without
        .extend(categories_of(cx, "without", words, extra));
}

/// `except [a b, ...]`: these pairs dropped.
fn except(cx: &mut Ctxt, rule: &mut Rule, shape: Shape, pairs: &[(Code, Code)], index: Index) {
    if let Some((l, _)) = pairs.first() {
        binary_only(cx, shape, "except", l.span);
    }
    for (l, r) in pairs {
        if let (Some(l), Some(r)) = (index(cx, l), index(cx, r)) {
            rule.except.push((l, r));
        }
    }
}

/// `mixed_when [arrays] [a b, ...]`: two different strong types combine only for these pairs
/// of categories (with `arrays`, only between arrays).
fn mixed_when(
    cx: &mut Ctxt,
    rule: &mut Rule,
    shape: Shape,
    arrays_only: bool,
    pairs: &[(Code, Code)],
) {
    rule.mixed_when_arrays_only = arrays_only;
    if let Some((l, _)) = pairs.first() {
        binary_only(cx, shape, "mixed_when", l.span);
    }
    let mut allowed = Vec::new();
    for (a, b) in pairs {
        let found = categories_of(cx, "mixed_when", &[a.clone(), b.clone()], &[]);
        if let [a, b] = found[..] {
            allowed.push((a, b));
        }
    }
    rule.mixed_when = Some(allowed);
}

/// `with [a b = c, ...]`: these pairs defined.
fn with(cx: &mut Ctxt, rule: &mut Rule, shape: Shape, cells: &[(Code, Code, Code)], index: Index) {
    if let Some((l, _, _)) = cells.first() {
        binary_only(cx, shape, "with", l.span);
    }
    for (l, r, out) in cells {
        if let (Some(l), Some(r), Some(out)) = (index(cx, l), index(cx, r), index(cx, out)) {
            rule.with.push((l, r, out));
        }
    }
}

/// A `map` entry may not make a strong type weak (a weak type is a Python scalar's, which no
/// array operation produces from arrays), nor a reduction's result a `bool` from a number
/// (`sum([1, 2, 3]) == true`).
fn check_map_entry(cx: &mut Ctxt, shape: Shape, from: &Code, to: &Code) {
    let (from_weak, to_weak) = (codes::is_weak(&from.text), codes::is_weak(&to.text));
    if to_weak && !from_weak {
        let what = if shape == Shape::Reduction {
            "a reduction's result"
        } else {
            "a strong type's result"
        };
        cx.error_code(
            to,
            format_args!(
                "`{}: {}` makes {what} weak; weak types are Python scalars', and only weak operands give them",
                from.text, to.text
            ),
        );
    }
    let bool_code = |c: &str| c == "b" || c == "b*";
    if shape == Shape::Reduction && bool_code(&to.text) && !bool_code(&from.text) {
        cx.error_code(
            to,
            format_args!(
                "`{}: {}` narrows a reduction of numbers to a `bool`; map it to a type that holds the result",
                from.text, to.text
            ),
        );
    }
}
