//! The operation families and the 0-d rule: each family's rule checked against the policy's
//! nodes, and the table it derives.
//!
//! A binary family's grid is the add grid passed through its rule (`each`, `keep_lhs`,
//! `symmetric`, `map`, `all`, `without`, `operands`, `except`, `with`), once per pair of operand
//! kinds; a unary family's column starts from the identity (every dtype gives itself), a
//! reduction's from the identity on strong dtypes, and goes through `map`, `all`, `without` and
//! `operands`. Which families exist is promote-core's list ([`crate::parse::spec`]); this file knows
//! none by name but `add` and `sum`.

mod declared;
mod modifiers;
mod n_ary;
mod rule;
mod zero_dim;

use proc_macro2::Span;

use crate::check::ctxt::Ctxt;
use crate::codes::{self, Category};
use crate::model::grid::Grid;
use crate::model::kinds::{self, ZeroDimTable};
use crate::parse::ast::{Code, Modifier, Options};
use crate::parse::spec::{Shape, Specs};
use rule::Rule;

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
    pub zero_dim: Option<ZeroDimTable>,
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

/// Resolves a code against the policy's nodes, reporting an unknown one.
pub type Index<'a> = &'a dyn Fn(&mut Ctxt, &Code) -> Option<usize>;

/// Checks the options against the policy's nodes and derives every family's table from `add`.
pub fn resolve(
    cx: &mut Ctxt,
    specs: &Specs,
    options: &Options,
    codes_: &[String],
    categories: &[Option<Category>],
    add: &Grid,
) -> Families {
    let index = |cx: &mut Ctxt, code: &Code| crate::model::node_index(cx, codes_, code);
    let zero_dim = options
        .zero_dim
        .as_ref()
        .map(|decl| zero_dim::resolve(cx, decl, codes_, categories, &index));
    let declared = declared::rules(cx, specs, options, codes_, &index);
    let alias = crate::model::alias::resolve(cx, options.alias.as_ref(), codes_, &index);
    let add = crate::model::alias::grid(add, &alias);
    let kind_grids = |same_major_type_rule: bool| -> Vec<Grid> {
        kinds::PAIRS
            .iter()
            .map(|&pair| {
                let zd = zero_dim.as_ref();
                kinds::add_grid(codes_, categories, &add, zd, pair, same_major_type_rule)
            })
            .collect()
    };
    let nodes = Nodes {
        codes: codes_,
        categories,
        alias: &alias,
        add_grids: kind_grids(true),
        by_table: kind_grids(false),
    };
    let tables = tables(cx, specs, declared, &nodes, &index);
    let casting =
        crate::model::casting::resolve(cx, options.casting.as_ref(), codes_, categories, &add);
    let n_ary = options
        .n_ary
        .as_ref()
        .map(|(span, order)| n_ary::order(cx, *span, order, codes_, &index));
    Families {
        zero_dim,
        tables,
        casting,
        n_ary,
    }
}

/// What every family's table derives from: the nodes, and the add grid per pair of operand
/// kinds (with the 0-d rule's same-major-type shortcut, and without it).
struct Nodes<'a> {
    codes: &'a [String],
    categories: &'a [Option<Category>],
    alias: &'a [usize],
    add_grids: Vec<Grid>,
    by_table: Vec<Grid>,
}

/// Every family's table, in the list's order: the unary families first, since a binary rule may
/// pass its operands through one (`each`).
fn tables(
    cx: &mut Ctxt,
    specs: &Specs,
    mut declared: Vec<Option<(Vec<Modifier>, Span)>>,
    nodes: &Nodes,
    index: Index,
) -> Vec<FamilyTable> {
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
                    modifiers::rule(cx, &modifiers, spec.shape, index, &columns),
                    Some(span),
                ),
                // The defaults are the crate's, written for every policy: a code a policy lacks
                // simply does not apply.
                None => {
                    let quiet = &mut Ctxt::new();
                    let rule = modifiers::rule(quiet, &spec.default, spec.shape, index, &columns);
                    (rule, None)
                }
            };
            tables[slot] = Some(FamilyTable {
                declared: span,
                cells: cells(&rule, spec.shape, nodes),
            });
        }
    }
    tables
        .into_iter()
        .map(|t| t.expect("every family is resolved in one of the passes"))
        .collect()
}

/// One family's table: its rule applied to the add grid of each pair of kinds, or to the
/// identity.
fn cells(rule: &Rule, shape: Shape, nodes: &Nodes) -> Cells {
    let (codes_, categories) = (nodes.codes, nodes.categories);
    match shape {
        // Without the category rule all add grids are the same, and so are the family grids.
        Shape::Binary => Cells::Binary(
            nodes
                .add_grids
                .iter()
                .zip(&nodes.by_table)
                .enumerate()
                .map(|(k, (add_k, by_table_k))| {
                    let add_k = if rule.zero_dim_as_array {
                        &nodes.add_grids[0]
                    } else if rule.zero_dim_by_table {
                        by_table_k
                    } else {
                        add_k
                    };
                    let mut grid = rule.apply(codes_, categories, add_k, k == 0);
                    // `no_broadcast`: a 0-d tensor with a dimensioned one (kinds 1 and 2 of
                    // `kinds::PAIRS`) needs a broadcast; a weak scalar is no tensor.
                    if rule.no_broadcast && (k == 1 || k == 2) {
                        for (l, row) in grid.iter_mut().enumerate() {
                            for (r, cell) in row.iter_mut().enumerate() {
                                if !codes::is_weak(&codes_[l]) && !codes::is_weak(&codes_[r]) {
                                    *cell = None;
                                }
                            }
                        }
                    }
                    grid
                })
                .collect(),
        ),
        Shape::Unary => Cells::Unary(rule.apply_unary(codes_, categories, false, nodes.alias)),
        Shape::Reduction => Cells::Unary(rule.apply_unary(codes_, categories, true, nodes.alias)),
    }
}
