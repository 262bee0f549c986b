//! The operation families (division, comparisons, bitwise, sum) and the 0-d rule: their checks,
//! and the grids they derive from the add grid.
//!
//! A family's grid is the add grid passed through its rule: `symmetric`, then `map`, `without`,
//! `except`, `with`; for each pair of operand kinds, the rule runs on that pair's add grid.

use crate::ast::{Cell, Code, FamilyDecl, Modifier, Options, ZeroDimDecl};
use crate::codes;
use crate::ctxt::Ctxt;
use crate::kinds::{self, Category, ZeroDim};

/// The families after `add`, in the order of the generated tables (`Op::ALL` in promote-core).
pub const NAMES: [&str; 4] = ["div", "eq", "lt", "bitand"];

/// A grid of node indices: `grid[l][r]`.
pub type Grid = Vec<Vec<Option<usize>>>;

/// Everything the families section resolves into.
pub struct Families {
    /// How 0-d operands promote when not like arrays.
    pub zero_dim: Option<ZeroDim>,
    /// `grids[op][kinds]`: op 0 is add, then [`NAMES`]; kinds as in [`kinds::PAIRS`].
    pub grids: Vec<Vec<Grid>>,
    /// The accumulator of `sum` per node (`None` for weak types and refused ones).
    pub sum: Vec<Option<usize>>,
}

/// A family's rule with codes resolved to node indices.
#[derive(Default)]
struct Rule {
    symmetric: bool,
    map: Vec<(usize, Option<usize>)>,
    without: Vec<Category>,
    weak_pairs: bool,
    weak_rhs: bool,
    mixed: bool,
    except: Vec<(usize, usize)>,
    with: Vec<(usize, usize, usize)>,
}

impl Rule {
    /// The defaults of a family a policy does not declare.
    fn default_for(family: &str) -> Rule {
        let without = match family {
            // True division needs a float: a policy that divides integers into floats says which.
            "div" => vec![Category::Bool, Category::Int],
            "lt" => vec![Category::Complex],
            "bitand" => vec![Category::Float, Category::Complex],
            _ => Vec::new(),
        };
        Rule {
            without,
            ..Rule::default()
        }
    }

    /// The result-only part: what becomes of a pair whose promoted type is `result`.
    fn on_result(&self, categories: &[Option<Category>], result: Option<usize>) -> Option<usize> {
        let mut cell = result?;
        if let Some(&(_, to)) = self.map.iter().find(|(from, _)| *from == cell) {
            cell = to?;
        }
        match categories[cell] {
            Some(category) if self.without.contains(&category) => None,
            _ => Some(cell),
        }
    }

    /// The whole rule on the add grid of arrays.
    fn apply(&self, codes_: &[String], categories: &[Option<Category>], add: &Grid) -> Grid {
        let n = codes_.len();
        let mut grid = vec![vec![None; n]; n];
        for l in 0..n {
            for r in 0..n {
                let mut cell = add[l][r];
                if cell.is_none() && self.symmetric {
                    cell = add[r][l];
                }
                cell = self.on_result(categories, cell);
                let (lw, rw) = (codes::is_weak(&codes_[l]), codes::is_weak(&codes_[r]));
                // `mixed`: an operation that needs equal dtypes refuses two different strong types.
                let mixed = self.mixed && !lw && !rw && l != r;
                if (self.weak_pairs && lw && rw)
                    || (self.weak_rhs && rw)
                    || mixed
                    || self.except.contains(&(l, r))
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
}

/// The most dtypes a policy may have: the run-time tables store indices as `u8`, with `u8::MAX`
/// for "undefined".
pub const MAX_DTYPES: usize = u8::MAX as usize;

/// Checks the options against the policy's nodes and derives every grid from `add`.
pub fn resolve(
    cx: &mut Ctxt,
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
        .map(|decl| zero_dim(cx, decl, codes_, &index));

    let mut rules: Vec<Rule> = NAMES.iter().map(|name| Rule::default_for(name)).collect();
    let mut declared = [false; NAMES.len()];
    for family in &options.families {
        let Some(slot) = NAMES.iter().position(|n| *n == family.name.text) else {
            cx.error_code(
                &family.name,
                format_args!(
                    "unknown operation family `{}`; expected one of: {}",
                    family.name.text,
                    NAMES.join(", ")
                ),
            );
            continue;
        };
        if std::mem::replace(&mut declared[slot], true) {
            cx.error_code(
                &family.name,
                format_args!("family `{}` is declared twice", family.name.text),
            );
        }
        rules[slot] = rule(cx, family, &index);
    }

    let sum = sum(cx, options, codes_, &index);

    let add_grids: Vec<Grid> = kinds::PAIRS
        .iter()
        .map(|&pair| kinds::add_grid(codes_, categories, add, zero_dim.as_ref(), pair))
        .collect();
    // Every kind pair's family grid is the family's rule on that pair's add grid; without the
    // category rule all add grids are the same, and so are the family grids.
    let mut grids = vec![add_grids.clone()];
    for rule in &rules {
        grids.push(
            add_grids
                .iter()
                .map(|add_k| rule.apply(codes_, categories, add_k))
                .collect(),
        );
    }
    Families {
        zero_dim,
        grids,
        sum,
    }
}

fn rule(
    cx: &mut Ctxt,
    family: &FamilyDecl,
    index: &dyn Fn(&mut Ctxt, &Code) -> Option<usize>,
) -> Rule {
    let mut rule = Rule::default();
    for modifier in &family.modifiers {
        match modifier {
            Modifier::Symmetric => rule.symmetric = true,
            Modifier::Map(pairs) => {
                for (i, (from, to)) in pairs.iter().enumerate() {
                    if pairs[..i]
                        .iter()
                        .any(|(earlier, _)| earlier.text == from.text)
                    {
                        cx.error_code(from, format_args!("`{}` is mapped twice", from.text));
                        continue;
                    }
                    let to = match to {
                        Cell::Result(code) => index(cx, code).map(Some),
                        Cell::Undefined(_) => Some(None),
                    };
                    if let (Some(from), Some(to)) = (index(cx, from), to) {
                        rule.map.push((from, to));
                    }
                }
            }
            Modifier::Without(words) => {
                for word in words {
                    match word.text.as_str() {
                        "weak_pairs" => rule.weak_pairs = true,
                        "weak_rhs" => rule.weak_rhs = true,
                        "mixed" => rule.mixed = true,
                        text => match Category::from_word(text) {
                            Some(category) => rule.without.push(category),
                            None => cx.error_code(word,
                                format_args!(
                                    "unknown `without` word `{text}`; expected bool, int, float, complex, weak_pairs, weak_rhs or mixed"
                                ),
                            ),
                        },
                    }
                }
            }
            Modifier::Except(pairs) => {
                for (l, r) in pairs {
                    if let (Some(l), Some(r)) = (index(cx, l), index(cx, r)) {
                        rule.except.push((l, r));
                    }
                }
            }
            Modifier::With(cells) => {
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

/// The accumulator per node: the declared one, else the type itself; weak types have none.
fn sum(
    cx: &mut Ctxt,
    options: &Options,
    codes_: &[String],
    index: &dyn Fn(&mut Ctxt, &Code) -> Option<usize>,
) -> Vec<Option<usize>> {
    let mut sum: Vec<Option<usize>> = (0..codes_.len())
        .map(|i| (!codes::is_weak(&codes_[i])).then_some(i))
        .collect();
    let entries: Vec<&(Code, Cell)> = options.sum.iter().flat_map(|decl| &decl.entries).collect();
    for (i, (from, to)) in entries.iter().map(|e| (&e.0, &e.1)).enumerate() {
        if entries[..i]
            .iter()
            .any(|(earlier, _)| earlier.text == from.text)
        {
            cx.error_code(
                from,
                format_args!("the sum of `{}` is declared twice", from.text),
            );
            continue;
        }
        let Some(f) = index(cx, from) else { continue };
        if codes::is_weak(&from.text) {
            cx.error_code(
                from,
                format_args!("`sum` is over arrays; weak type `{}` has no sum", from.text),
            );
            continue;
        }
        sum[f] = match to {
            Cell::Result(code) => index(cx, code),
            Cell::Undefined(_) => None,
        };
    }
    sum
}

/// Resolves the 0-d declaration against the policy's nodes.
fn zero_dim(
    cx: &mut Ctxt,
    decl: &ZeroDimDecl,
    codes_: &[String],
    index: &dyn Fn(&mut Ctxt, &Code) -> Option<usize>,
) -> ZeroDim {
    match decl {
        ZeroDimDecl::Categories { complex_of: pairs } => {
            let mut complex_of = vec![None; codes_.len()];
            for (from, to) in pairs {
                if let (Some(f), Some(t)) = (index(cx, from), index(cx, to)) {
                    if Category::of(&from.text) != Some(Category::Float)
                        || Category::of(&to.text) != Some(Category::Complex)
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
