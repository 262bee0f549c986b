//! The operation families and the 0-d rule: each family's rule checked against the policy's
//! nodes, and the table it derives.
//!
//! A binary family's grid is the add grid passed through its rule (`each`, `keep_lhs`,
//! `symmetric`, `map`, `all`, `without`, `operands`, `except`, `with`), once per pair of operand
//! kinds; a unary family's column starts from the identity (every dtype gives itself), a
//! reduction's from the identity on strong dtypes, and goes through `map`, `all`, `without` and
//! `operands`. Which families exist is promote-core's list ([`crate::parse::spec`]); this file knows
//! none by name but `add` and `sum`.

use proc_macro2::Span;

use crate::check::ctxt::Ctxt;
use crate::codes;
use crate::codes::Category;
use crate::model::kinds::{self, ZeroDim};
use crate::parse::ast::{Cell, Code, FamilyDecl, Modifier, Options, ZeroDimDecl};
use crate::parse::spec::{Shape, Specs};

use crate::model::grid::Grid;

/// A family's resolved table.
pub enum Cells {
    /// One grid per pair of operand kinds, in the order of [`kinds::PAIRS`].
    Binary(Vec<Grid>),
    /// One result per node.
    Unary(Vec<Option<usize>>),
}

/// One family of one policy.
pub struct FamilyTable {
    /// Where the policy declares the family's rule; `None` where the default applies. Generated
    /// impls are spanned here.
    pub declared: Option<Span>,
    pub cells: Cells,
}

/// Everything the families section resolves into.
pub struct Families {
    /// How 0-d operands promote when not like arrays.
    pub zero_dim: Option<ZeroDim>,
    /// One table per entry of the family list, in its order.
    pub tables: Vec<FamilyTable>,
    /// The casting levels, from the `casting { ... }` section and the add grid.
    pub casting: crate::model::casting::Casting,
    /// `n_ary main [...]`: the nodes from the least knowledgeable to the most (NumPy's n-ary
    /// rule); `None` for a left fold.
    pub n_ary: Option<Vec<usize>>,
}

impl Families {
    /// The grids of the family at `index`, if it is binary.
    pub fn binary(&self, index: usize) -> Option<&[Grid]> {
        match &self.tables[index].cells {
            Cells::Binary(grids) => Some(grids),
            Cells::Unary(_) => None,
        }
    }
}

/// A family's rule with codes resolved to node indices.
#[derive(Default)]
struct Rule {
    /// `each`: a unary family's column, through which strong operands and the result go first.
    each: Option<Vec<Option<usize>>>,
    keep_lhs: Vec<Category>,
    zero_dim_by_table: bool,
    zero_dim_as_array: bool,
    symmetric: bool,
    all: Option<usize>,
    map: Vec<(usize, Option<usize>)>,
    without: Vec<Category>,
    weak: bool,
    weak_pairs: bool,
    weak_rhs: bool,
    mixed: bool,
    operands: Option<Vec<Category>>,
    only: Option<Vec<usize>>,
    except: Vec<(usize, usize)>,
    mixed_when: Option<Vec<(Category, Category)>>,
    mixed_when_arrays_only: bool,
    with: Vec<(usize, usize, usize)>,
}

impl Rule {
    /// The result-only part: what becomes of a pair (or a dtype) whose result is `result`.
    fn on_result(&self, categories: &[Option<Category>], result: Option<usize>) -> Option<usize> {
        let mut cell = result?;
        if let Some(&(_, to)) = self.map.iter().find(|(from, _)| *from == cell) {
            cell = to?;
        }
        if let Some(all) = self.all {
            cell = all;
        }
        match categories[cell] {
            Some(category) if self.without.contains(&category) => None,
            _ => Some(cell),
        }
    }

    /// Whether an operand of node `i` may take part under `operands` and `only`.
    fn admits(&self, categories: &[Option<Category>], i: usize) -> bool {
        let category = match &self.operands {
            None => true,
            Some(allowed) => categories[i].is_some_and(|c| allowed.contains(&c)),
        };
        category && self.only.as_ref().is_none_or(|codes| codes.contains(&i))
    }

    /// Whether two operands may combine under `mixed_when` (a pair of one type, or with a weak
    /// operand, always may).
    fn mixes(&self, categories: &[Option<Category>], l: usize, r: usize, weak: bool) -> bool {
        let Some(pairs) = &self.mixed_when else {
            return true;
        };
        if l == r || weak {
            return true;
        }
        let (Some(a), Some(b)) = (categories[l], categories[r]) else {
            return false;
        };
        pairs
            .iter()
            .any(|&(x, y)| (x, y) == (a, b) || (y, x) == (a, b))
    }

    /// The whole rule on the add grid of one pair of kinds.
    fn apply(
        &self,
        codes_: &[String],
        categories: &[Option<Category>],
        add: &Grid,
        arrays: bool,
    ) -> Grid {
        let n = codes_.len();
        let mut grid = vec![vec![None; n]; n];
        let weak = |i: usize| codes::is_weak(&codes_[i]);
        // `each`: a strong type goes through the column; a weak one stays (it takes the other's).
        let through =
            |column: &[Option<usize>], i: usize| if weak(i) { Some(i) } else { column[i] };
        for l in 0..n {
            for r in 0..n {
                let mut cell = match &self.each {
                    None => add[l][r],
                    // A weak operand is resolved against the other one first (NumPy's Python
                    // scalars), then the pair's type goes through the column.
                    Some(column) if weak(l) || weak(r) => {
                        add[l][r].and_then(|out| through(column, out))
                    }
                    Some(column) => through(column, l)
                        .zip(through(column, r))
                        .and_then(|(a, b)| add[a][b])
                        .and_then(|out| through(column, out)),
                };
                if categories[r].is_some_and(|c| self.keep_lhs.contains(&c)) {
                    cell = Some(l);
                }
                if cell.is_none() && self.symmetric {
                    cell = add[r][l];
                }
                cell = self.on_result(categories, cell);
                let (lw, rw) = (codes::is_weak(&codes_[l]), codes::is_weak(&codes_[r]));
                // `mixed`: an operation that needs equal dtypes refuses two different strong types.
                let mixed = self.mixed && !lw && !rw && l != r;
                if (self.weak_pairs && lw && rw)
                    || (self.weak && (lw || rw))
                    || (self.weak_rhs && rw)
                    || mixed
                    || !self.admits(categories, l)
                    || !self.admits(categories, r)
                    || self.except.contains(&(l, r))
                    || ((arrays || !self.mixed_when_arrays_only)
                        && !self.mixes(categories, l, r, lw || rw))
                {
                    cell = None;
                }
                if let Some(&(_, _, out)) = self.with.iter().find(|(a, b, _)| (*a, *b) == (l, r)) {
                    cell = Some(out);
                }
                grid[l][r] = cell;
            }
        }
        grid
    }

    /// The rule on the identity: a unary family (`strong_only`: a reduction, which weak scalars
    /// do not have).
    fn apply_unary(
        &self,
        codes_: &[String],
        categories: &[Option<Category>],
        strong_only: bool,
        alias: &[usize],
    ) -> Vec<Option<usize>> {
        (0..codes_.len())
            .map(|i| {
                let weak = codes::is_weak(&codes_[i]);
                if (weak && (strong_only || self.weak)) || !self.admits(categories, i) {
                    return None;
                }
                self.on_result(categories, Some(alias[i]))
            })
            .collect()
    }
}

/// Resolves a code against the policy's nodes, reporting an unknown one.
type Index<'a> = &'a dyn Fn(&mut Ctxt, &Code) -> Option<usize>;

/// Checks the options against the policy's nodes and derives every family's table from `add`.
pub fn resolve(
    cx: &mut Ctxt,
    specs: &Specs,
    options: &Options,
    codes_: &[String],
    categories: &[Option<Category>],
    add: &Grid,
) -> Families {
    let index = |cx: &mut Ctxt, code: &Code| -> Option<usize> {
        let found = codes_.iter().position(|c| *c == code.text);
        if found.is_none() {
            cx.error_code(
                code,
                format_args!(
                    "`{}` is not one of this policy's types ({})",
                    code.text,
                    codes_.join(" ")
                ),
            );
        }
        found
    };

    let zero_dim = options
        .zero_dim
        .as_ref()
        .map(|decl| zero_dim(cx, decl, codes_, categories, &index));

    let declared = declared_rules(cx, specs, options, codes_, &index);
    let alias = crate::model::alias::resolve(cx, options.alias.as_ref(), codes_, &index);
    let aliased = crate::model::alias::grid(add, &alias);
    let add = &aliased;

    let kind_grids = |same_major_type_rule: bool| -> Vec<Grid> {
        kinds::PAIRS
            .iter()
            .map(|&pair| {
                let zd = zero_dim.as_ref();
                kinds::add_grid(codes_, categories, add, zd, pair, same_major_type_rule)
            })
            .collect()
    };
    let add_grids = kind_grids(true);
    let by_table = kind_grids(false);
    // The unary families first: a binary rule may pass its operands through one (`each`).
    let mut declared = declared;
    let mut tables: Vec<Option<FamilyTable>> = specs.0.iter().map(|_| None).collect();
    for binary_pass in [false, true] {
        for (slot, spec) in specs.0.iter().enumerate() {
            if (spec.shape == Shape::Binary) != binary_pass {
                continue;
            }
            let columns = |name: &str| -> Option<Vec<Option<usize>>> {
                let at = specs.position(name)?;
                match &tables[at].as_ref()?.cells {
                    Cells::Unary(column) if specs.0[at].shape == Shape::Unary => {
                        Some(column.clone())
                    }
                    _ => None,
                }
            };
            let (rule, span) = match declared[slot].take() {
                Some((modifiers, span)) => (
                    rule(cx, &modifiers, spec.shape, &index, &columns),
                    Some(span),
                ),
                // The defaults are the crate's, written for every policy: a code a policy lacks
                // simply does not apply.
                None => (
                    rule(
                        &mut Ctxt::new(),
                        &spec.default,
                        spec.shape,
                        &index,
                        &columns,
                    ),
                    None,
                ),
            };
            let cells = match spec.shape {
                // Without the category rule all add grids are the same, and so are the family grids.
                Shape::Binary => Cells::Binary(
                    add_grids
                        .iter()
                        .zip(&by_table)
                        .enumerate()
                        .map(|(k, (add_k, by_table_k))| {
                            let add_k = if rule.zero_dim_as_array {
                                &add_grids[0]
                            } else if rule.zero_dim_by_table {
                                by_table_k
                            } else {
                                add_k
                            };
                            rule.apply(codes_, categories, add_k, k == 0)
                        })
                        .collect(),
                ),
                Shape::Unary => Cells::Unary(rule.apply_unary(codes_, categories, false, &alias)),
                Shape::Reduction => {
                    Cells::Unary(rule.apply_unary(codes_, categories, true, &alias))
                }
            };
            tables[slot] = Some(FamilyTable {
                declared: span,
                cells,
            });
        }
    }
    let tables = tables
        .into_iter()
        .map(|t| t.expect("every family is resolved in one of the passes"))
        .collect();
    let casting =
        crate::model::casting::resolve(cx, options.casting.as_ref(), codes_, categories, add);
    let n_ary = options
        .n_ary
        .as_ref()
        .map(|(span, order)| n_ary_order(cx, *span, order, codes_, &index));
    Families {
        zero_dim,
        tables,
        casting,
        n_ary,
    }
}

/// The order of `n_ary main [...]`: every node exactly once.
fn n_ary_order(
    cx: &mut Ctxt,
    span: Span,
    order: &[Code],
    codes_: &[String],
    index: Index,
) -> Vec<usize> {
    let mut seen = vec![false; codes_.len()];
    let mut out = Vec::new();
    for code in order {
        let Some(i) = index(cx, code) else { continue };
        if std::mem::replace(&mut seen[i], true) {
            cx.error_code(
                code,
                format_args!("`{}` is listed twice in `n_ary main [...]`", code.text),
            );
        }
        out.push(i);
    }
    let missing: Vec<&str> = codes_
        .iter()
        .zip(&seen)
        .filter(|(_, &s)| !s)
        .map(|(c, _)| c.as_str())
        .collect();
    if !missing.is_empty() {
        cx.error(
            span,
            format_args!(
                "`n_ary main [...]` must order every type of the policy; it leaves out {}",
                missing.join(" ")
            ),
        );
    }
    out
}

/// The rules the policy declares, by position in the family list, with the span of each
/// declaration: its `families { ... }` entries and its `sum { ... }` section.
fn declared_rules(
    cx: &mut Ctxt,
    specs: &Specs,
    options: &Options,
    codes_: &[String],
    index: Index,
) -> Vec<Option<(Vec<Modifier>, Span)>> {
    let mut rules: Vec<Option<(Vec<Modifier>, Span)>> = specs.0.iter().map(|_| None).collect();
    for family in &options.families {
        let Some(slot) = family_slot(cx, specs, family) else {
            continue;
        };
        if rules[slot].is_some() {
            cx.error_code(
                &family.name,
                format_args!("family `{}` is declared twice", family.name.text),
            );
        }
        rules[slot] = Some((family.modifiers.clone(), family.name.span));
    }
    if let Some(decl) = &options.sum {
        let slot = specs.position("sum");
        let span = decl.entries.first().map_or(decl.span, |(c, _)| c.span);
        match slot {
            Some(slot) if rules[slot].is_some() => cx.error(
                span,
                "`sum` is declared both in `families { ... }` and as `sum { ... }`",
            ),
            Some(slot) => rules[slot] = Some((sum(cx, decl, codes_, index), span)),
            None => cx.error(span, "this promote-core has no `sum` family"),
        }
    }
    rules
}

/// The position of a declared family in the list, reporting an unknown name or `add`.
fn family_slot(cx: &mut Ctxt, specs: &Specs, family: &FamilyDecl) -> Option<usize> {
    let name = &family.name.text;
    if name == "add" {
        cx.error_code(
            &family.name,
            "`add` is the policy's table itself; declare it in the table or lattice",
        );
        return None;
    }
    let slot = specs.position(name);
    if slot.is_none() {
        let names: Vec<&str> = specs
            .0
            .iter()
            .map(|s| s.name.as_str())
            .filter(|n| *n != "add")
            .collect();
        cx.error_code(
            &family.name,
            format_args!(
                "unknown operation family `{name}`; expected one of: {}",
                names.join(", ")
            ),
        );
    }
    slot
}

fn rule(
    cx: &mut Ctxt,
    modifiers: &[Modifier],
    shape: Shape,
    index: Index,
    columns: &dyn Fn(&str) -> Option<Vec<Option<usize>>>,
) -> Rule {
    let mut rule = Rule::default();
    let categories_of = |cx: &mut Ctxt, keyword: &str, words: &[Code], extra: &[&str]| {
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
    };
    for modifier in modifiers {
        let binary_only = |cx: &mut Ctxt, what: &str, span: Span| {
            if shape != Shape::Binary {
                cx.error(
                    span,
                    format_args!("`{what}` is for binary families; this one has one operand"),
                );
            }
        };
        match modifier {
            Modifier::Symmetric(span) => {
                binary_only(cx, "symmetric", *span);
                rule.symmetric = true;
            }
            Modifier::All(code) => rule.all = index(cx, code),
            Modifier::Each(family) => {
                binary_only(cx, "each", family.span);
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
            Modifier::Map(pairs) => {
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
            Modifier::Without(words) => {
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
            Modifier::ZeroDimByTable => rule.zero_dim_by_table = true,
            Modifier::ZeroDimAsArray => rule.zero_dim_as_array = true,
            Modifier::Only(codes) => {
                rule.only = Some(codes.iter().filter_map(|code| index(cx, code)).collect());
            }
            Modifier::KeepLhs(words) => {
                if let Some(word) = words.first() {
                    binary_only(cx, "keep_lhs", word.span);
                }
                rule.keep_lhs = categories_of(cx, "keep_lhs", words, &[]);
            }
            Modifier::Operands(words) => {
                rule.operands = Some(categories_of(cx, "operands", words, &[]));
            }
            Modifier::Except(pairs) => {
                if let Some((l, _)) = pairs.first() {
                    binary_only(cx, "except", l.span);
                }
                for (l, r) in pairs {
                    if let (Some(l), Some(r)) = (index(cx, l), index(cx, r)) {
                        rule.except.push((l, r));
                    }
                }
            }
            Modifier::MixedWhen(arrays_only, pairs) => {
                rule.mixed_when_arrays_only = *arrays_only;
                if let Some((l, _)) = pairs.first() {
                    binary_only(cx, "mixed_when", l.span);
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
            Modifier::With(cells) => {
                if let Some((l, _, _)) = cells.first() {
                    binary_only(cx, "with", l.span);
                }
                for (l, r, out) in cells {
                    if let (Some(l), Some(r), Some(out)) =
                        (index(cx, l), index(cx, r), index(cx, out))
                    {
                        rule.with.push((l, r, out));
                    }
                }
            }
        }
    }
    rule
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

/// The `sum { code: accumulator, ... }` section: the sum family's `map`, over strong types.
fn sum(
    cx: &mut Ctxt,
    decl: &crate::parse::ast::SumDecl,
    codes_: &[String],
    index: Index,
) -> Vec<Modifier> {
    for (from, _) in &decl.entries {
        if let Some(f) = codes_.iter().position(|c| *c == from.text) {
            if codes::is_weak(&codes_[f]) {
                cx.error_code(
                    from,
                    format_args!("`sum` is over arrays; weak type `{}` has no sum", from.text),
                );
            }
        } else {
            index(cx, from);
        }
    }
    let mut known: Vec<(Code, Cell)> = Vec::new();
    for (from, to) in &decl.entries {
        if known.iter().any(|(earlier, _)| earlier.text == from.text) {
            cx.error_code(
                from,
                format_args!("the sum of `{}` is declared twice", from.text),
            );
        } else if codes_.iter().any(|c| *c == from.text && !codes::is_weak(c)) {
            known.push((from.clone(), to.clone()));
        }
    }
    vec![Modifier::Map(known)]
}

/// Resolves the 0-d declaration against the policy's nodes.
fn zero_dim(
    cx: &mut Ctxt,
    decl: &ZeroDimDecl,
    codes_: &[String],
    categories: &[Option<Category>],
    index: Index,
) -> ZeroDim {
    match decl {
        ZeroDimDecl::Categories { complex_of: pairs } => {
            let mut complex_of = vec![None; codes_.len()];
            for (from, to) in pairs {
                if let (Some(f), Some(t)) = (index(cx, from), index(cx, to)) {
                    if categories[f] != Some(Category::Float)
                        || categories[t] != Some(Category::Complex)
                    {
                        cx.error_code(
                            from,
                            format_args!(
                                "`complex_of` maps a float to a complex type, not `{}` to `{}`",
                                from.text, to.text
                            ),
                        );
                    }
                    complex_of[f] = Some(t);
                }
            }
            ZeroDim::Categories(complex_of)
        }
        ZeroDimDecl::MajorTypes {
            span,
            columns,
            rows,
        } => {
            // The table promotes every pair of the policy's strong types, in the policy's order.
            let strong: Vec<&String> = codes_.iter().filter(|c| !codes::is_weak(c)).collect();
            let written: Vec<&String> = columns.iter().map(|c| &c.text).collect();
            let n = codes_.len();
            let mut grid = vec![vec![None; n]; n];
            if written != strong || rows.len() != strong.len() {
                let expected: Vec<&str> = strong.iter().map(|s| s.as_str()).collect();
                cx.error(
                    *span,
                    format_args!(
                        "the `major_types` table needs the policy's strong types as columns and rows, in order: {}",
                        expected.join(" ")
                    ),
                );
                return ZeroDim::MajorTypes(grid);
            }
            for (row, label) in rows.iter().zip(&strong) {
                if row.label.text != **label || row.cells.len() != strong.len() {
                    cx.error_code(
                        &row.label,
                        format_args!("expected row `{label}` with {} cells", strong.len()),
                    );
                    continue;
                }
                let l = codes_
                    .iter()
                    .position(|c| c == *label)
                    .expect("a strong code");
                for (cell, column) in row.cells.iter().zip(&strong) {
                    let r = codes_
                        .iter()
                        .position(|c| c == *column)
                        .expect("a strong code");
                    grid[l][r] = match cell {
                        Cell::Result(code) => index(cx, code),
                        Cell::Undefined(_) => None,
                    };
                }
            }
            ZeroDim::MajorTypes(grid)
        }
    }
}
