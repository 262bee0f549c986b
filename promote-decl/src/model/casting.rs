//! The `casting { ... }` section: the policy's own `can_cast` and the levels of its in-place
//! operators and output buffers, resolved into boolean grids over the nodes (`crate::parse::casting`
//! reads it).
//!
//! NumPy's levels are defined for every policy from its promotion: `safe` is `from ⊔ to = to`,
//! `same_kind` adds every cast that does not go down the kinds `b < u < i < f < c`. A policy's own
//! `can_cast` is one of them or a `kinds [...]` order, with its exceptions listed as data.

use proc_macro2::Span;

use crate::check::ctxt::Ctxt;
use crate::codes;
use crate::codes::Category;
use crate::model::grid::Grid;
use crate::parse::ast::{CastBase, CastRule, CastingDecl, Code};

/// A casting level, as the policy's `in_place:` and `out:` name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    No,
    Equiv,
    Safe,
    SameKind,
    Unsafe,
    Own,
}

impl Level {
    const WORDS: [(&'static str, Level); 6] = [
        ("no", Level::No),
        ("equiv", Level::Equiv),
        ("safe", Level::Safe),
        ("same_kind", Level::SameKind),
        ("unsafe", Level::Unsafe),
        ("can_cast", Level::Own),
    ];

    fn from_word(word: &str) -> Option<Level> {
        Level::WORDS
            .iter()
            .find(|(w, _)| *w == word)
            .map(|&(_, level)| level)
    }

    /// The marker type's name in `promote_core::casting`.
    pub fn marker(self) -> &'static str {
        match self {
            Level::No => "No",
            Level::Equiv => "Equiv",
            Level::Safe => "Safe",
            Level::SameKind => "SameKind",
            Level::Unsafe => "Unsafe",
            Level::Own => "Own",
        }
    }

    pub fn word(self) -> &'static str {
        Level::WORDS
            .iter()
            .find(|(_, l)| *l == self)
            .map(|(w, _)| *w)
            .expect("every level has a word")
    }
}

/// The resolved section: `grid[from][to]` for the three generated levels.
pub struct Casting {
    /// Where the own rule is declared (its impls' span); `None` for the default.
    pub declared: Option<Span>,
    /// The `casting` keyword (the derived levels' impls' span); `None` without a section.
    pub section: Option<Span>,
    pub safe: Vec<Vec<bool>>,
    pub same_kind: Vec<Vec<bool>>,
    pub own: Vec<Vec<bool>>,
    /// The own rule as written, for the rustdoc.
    pub own_rule: String,
    pub in_place: Level,
    pub out: Level,
}

/// NumPy's kind of a code, `b < u < i < f < c` as 0 to 4; a custom type by its category (an
/// integer counts as signed).
fn kind_rank(code: &str, category: Option<Category>) -> Option<u8> {
    let code = code.trim_end_matches('*');
    Some(match code {
        "b" => 0,
        _ if code.starts_with('u') && codes::standard_rank(code).is_some() => 1,
        _ if code.starts_with('i') && codes::standard_rank(code).is_some() => 2,
        _ => match category? {
            Category::Bool => 0,
            Category::Int => 2,
            Category::Float => 3,
            Category::Complex => 4,
        },
    })
}

/// Resolves the section (or the default: `can_cast: safe; in_place: no; out: no;`).
pub fn resolve(
    cx: &mut Ctxt,
    decl: Option<&CastingDecl>,
    codes_: &[String],
    categories: &[Option<Category>],
    add: &Grid,
) -> Casting {
    let nodes = Nodes::new(codes_, categories);
    let safe = nodes.grid(&|from, to| from == to || add[from][to] == Some(to));
    let same_kind = nodes.grid(&|from, to| safe[from][to] || nodes.kind_at_most(from, to));
    let (in_place, out) = match decl {
        Some(decl) => (level(cx, &decl.in_place), level(cx, &decl.out)),
        None => (Level::No, Level::No),
    };
    let Some(rule) = decl.and_then(|d| d.can_cast.as_ref()) else {
        return Casting {
            declared: None,
            section: decl.map(|d| d.span),
            own: safe.clone(),
            safe,
            same_kind,
            own_rule: "safe (the default: no `can_cast` of its own)".to_owned(),
            in_place,
            out,
        };
    };
    let mut own = own_base(cx, rule, &nodes, &safe, &same_kind);
    exceptions(cx, &nodes, &mut own, &rule.without, false);
    exceptions(cx, &nodes, &mut own, &rule.with, true);
    Casting {
        declared: Some(rule.span),
        section: decl.map(|d| d.span),
        safe,
        same_kind,
        own,
        own_rule: rule_text(rule),
        in_place,
        out,
    }
}

/// The policy's nodes as casting sees them: codes and NumPy's kind of each.
struct Nodes<'a> {
    codes: &'a [String],
    ranks: Vec<Option<u8>>,
}

impl<'a> Nodes<'a> {
    fn new(codes: &'a [String], categories: &[Option<Category>]) -> Self {
        let ranks = codes
            .iter()
            .zip(categories)
            .map(|(c, &cat)| kind_rank(c, cat))
            .collect();
        Nodes { codes, ranks }
    }

    fn strong(&self, i: usize) -> bool {
        !codes::is_weak(&self.codes[i])
    }

    /// `grid[from][to]`: `f(from, to)` where `to` is strong (nothing is cast into a weak type).
    fn grid(&self, f: &dyn Fn(usize, usize) -> bool) -> Vec<Vec<bool>> {
        let n = self.codes.len();
        (0..n)
            .map(|from| (0..n).map(|to| self.strong(to) && f(from, to)).collect())
            .collect()
    }

    /// `from`'s kind is not above `to`'s.
    fn kind_at_most(&self, from: usize, to: usize) -> bool {
        matches!((self.ranks[from], self.ranks[to]), (Some(a), Some(b)) if a <= b)
    }

    fn index(&self, cx: &mut Ctxt, code: &Code) -> Option<usize> {
        crate::model::node_index(cx, self.codes, code)
    }
}

/// An `in_place:` or `out:` level; `no` where the section does not say.
fn level(cx: &mut Ctxt, code: &Option<Code>) -> Level {
    let Some(code) = code else {
        return Level::No;
    };
    Level::from_word(&code.text).unwrap_or_else(|| {
        cx.error_code(
            code,
            format_args!(
                "unknown casting level `{}`; expected one of no, equiv, safe, same_kind, unsafe, can_cast",
                code.text
            ),
        );
        Level::No
    })
}

/// The grid of `can_cast`'s base rule: a NumPy level or a `kinds [...]` order.
fn own_base(
    cx: &mut Ctxt,
    rule: &CastRule,
    nodes: &Nodes,
    safe: &[Vec<bool>],
    same_kind: &[Vec<bool>],
) -> Vec<Vec<bool>> {
    match &rule.base {
        CastBase::Level(word) => match Level::from_word(&word.text) {
            Some(Level::No | Level::Equiv) => nodes.grid(&|from, to| from == to),
            Some(Level::Safe) => safe.to_vec(),
            Some(Level::SameKind) => same_kind.to_vec(),
            Some(Level::Unsafe) => nodes.grid(&|_, _| true),
            Some(Level::Own) | None => {
                cx.error_code(
                    word,
                    format_args!(
                        "unknown `can_cast` rule `{}`; expected `no`, `equiv`, `safe`, `same_kind`, `unsafe` or `kinds [b < u i < f < c]`",
                        word.text
                    ),
                );
                safe.to_vec()
            }
        },
        CastBase::Kinds(groups) => {
            let group_of = kind_groups(cx, rule.span, groups);
            nodes.grid(&|from, to| {
                from == to
                    || matches!((nodes.ranks[from], nodes.ranks[to]), (Some(a), Some(b))
                        if group_of[a as usize] <= group_of[b as usize])
            })
        }
    }
}

/// `without [a -> b]` (`allowed` false) or `with [a -> b]` (true): each pair must change the
/// base rule, and may not cast into a weak type.
fn exceptions(
    cx: &mut Ctxt,
    nodes: &Nodes,
    own: &mut [Vec<bool>],
    pairs: &[(Code, Code)],
    allowed: bool,
) {
    for (from, to) in pairs {
        let (Some(f), Some(t)) = (nodes.index(cx, from), nodes.index(cx, to)) else {
            continue;
        };
        if !nodes.strong(t) {
            cx.error_code(
                to,
                format_args!("`{}` is weak: nothing is cast into a weak type", to.text),
            );
        } else if own[f][t] == allowed {
            let (word, base) = if allowed {
                ("with", "allows")
            } else {
                ("without", "refuses")
            };
            cx.error_code(
                from,
                format_args!(
                    "`{word} [{} -> {}]` changes nothing: the base rule already {base} it",
                    from.text, to.text
                ),
            );
        } else {
            own[f][t] = allowed;
        }
    }
}

/// The group of each kind (`b u i f c` as 0 to 4) in a `kinds [...]` order; every kind must be
/// in exactly one group.
fn kind_groups(cx: &mut Ctxt, span: Span, groups: &[Vec<Code>]) -> [usize; 5] {
    let mut group_of = [usize::MAX; 5];
    for (g, group) in groups.iter().enumerate() {
        for code in group {
            match "buifc"
                .find(code.text.as_str())
                .filter(|_| code.text.len() == 1)
            {
                Some(k) if group_of[k] == usize::MAX => group_of[k] = g,
                Some(_) => cx.error_code(
                    code,
                    format_args!("the kind `{}` is listed twice", code.text),
                ),
                None => cx.error_code(
                    code,
                    format_args!("`{}` is not a kind; the kinds are b u i f c", code.text),
                ),
            }
        }
    }
    if let Some(k) = group_of.iter().position(|&g| g == usize::MAX) {
        cx.error(
            span,
            format_args!(
                "`kinds [...]` leaves out the kind `{}`; order all of b u i f c",
                &"buifc"[k..=k]
            ),
        );
    }
    group_of
}

fn rule_text(rule: &CastRule) -> String {
    let mut text = match &rule.base {
        CastBase::Level(word) => word.text.clone(),
        CastBase::Kinds(groups) => {
            let groups: Vec<String> = groups
                .iter()
                .map(|g| {
                    g.iter()
                        .map(|c| c.text.as_str())
                        .collect::<Vec<_>>()
                        .join(" ")
                })
                .collect();
            format!("kinds [{}]", groups.join(" < "))
        }
    };
    for (word, pairs) in [("without", &rule.without), ("with", &rule.with)] {
        if !pairs.is_empty() {
            let pairs: Vec<String> = pairs
                .iter()
                .map(|(f, t)| format!("{} -> {}", f.text, t.text))
                .collect();
            text.push_str(&format!(" {word} [{}]", pairs.join(", ")));
        }
    }
    text
}
