//! The trait impls of a policy: one `BinaryCell` per pair of operands that some binary family
//! defines (holding every binary family's result), one per defined cell of each one-operand
//! family, never one per operator. Each is spanned at what caused it: a cell at its left operand's
//! code in the declaration, a family's result in it and a one-operand family's impls at the
//! family's name in `families { ... }` (or at the policy's name where the family's default rule
//! applies).

use std::collections::BTreeMap;

use proc_macro2::{Span, TokenStream};
use quote::{quote, quote_spanned};

use super::Tokens;
use crate::codes;
use crate::model::families::Cells;
use crate::model::grid::Grid;
use crate::model::kinds;
use crate::model::Policy;
use crate::parse::spec::FamilySpec;

pub fn all(policy: &Policy, tokens: &Tokens) -> TokenStream {
    let allow = super::allow_deprecated(policy);
    let mut out = binary_cells(policy, tokens);
    for (f, (spec, table)) in policy
        .specs
        .0
        .iter()
        .zip(&policy.families.tables)
        .enumerate()
    {
        let span = table.declared.unwrap_or_else(|| policy.name.span());
        if let Cells::Unary(column) = &table.cells {
            out.extend(unary(policy, tokens, (f, spec), span, column));
        }
    }
    out.extend(super::casting::impls(policy, tokens));
    out.extend(super::casting::n_ary_impls(policy, tokens));
    out.extend(super::casting::result_type_impls(policy, tokens));
    if policy.extensible {
        out.extend(super::extension::blankets(policy, tokens));
    }
    if policy.extends.is_some() {
        out.extend(super::extension::keys(policy, tokens));
    }
    if allow.is_empty() {
        return out;
    }
    // A deprecated policy: the impls sit in a block that allows naming it.
    quote!(#allow const _: () = { #out };)
}

/// The operands of a cell: the left and right nodes, each plain or 0-d.
type Operands = ((usize, bool), (usize, bool));

/// One `BinaryCell` impl per pair of operands that some binary family defines, with every binary
/// family's result (for an extension, one `ExtCell` impl of its marker). Pairs with a 0-d operand
/// come from the kind grids under a 0-d rule; weak types are never 0-d (a 0-d operand with a weak
/// one is in the (0-d, array) grid).
fn binary_cells(policy: &Policy, tokens: &Tokens) -> TokenStream {
    let binary: Vec<(&FamilySpec, &[Grid], Span)> = policy
        .specs
        .0
        .iter()
        .zip(&policy.families.tables)
        .filter_map(|(spec, table)| match &table.cells {
            Cells::Binary(grids) => Some((
                spec,
                grids.as_slice(),
                table.declared.unwrap_or_else(|| policy.name.span()),
            )),
            Cells::Unary(_) => None,
        })
        .collect();
    let mut cells: BTreeMap<Operands, Vec<Option<usize>>> = BTreeMap::new();
    let strong = |i: usize| !codes::is_weak(&policy.nodes[i].code);
    // Without a 0-d rule a 0-d operand is an array: the (array, array) grid is all there is.
    let kinds = if policy.families.zero_dim.is_some() {
        &kinds::PAIRS[..]
    } else {
        &kinds::PAIRS[..1]
    };
    for (f, (_, grids, _)) in binary.iter().enumerate() {
        for (kind, &(l0, r0)) in kinds.iter().enumerate() {
            for_each_cell(policy, &grids[kind], |l, r, out| {
                if (l0 && !strong(l)) || (r0 && !strong(r)) {
                    return;
                }
                cells
                    .entry(((l, l0), (r, r0)))
                    .or_insert_with(|| vec![None; binary.len()])[f] = Some(out);
            });
        }
    }
    let krate = &policy.krate;
    let operand = |(i, zero_dim): (usize, bool)| {
        let ty = &tokens.ty[i];
        if zero_dim {
            quote!(#krate::__private::ZeroDim<#ty>)
        } else {
            quote!(#ty)
        }
    };
    let mut impls = TokenStream::new();
    for ((l, r), results) in cells {
        // One result per family, each spanned at the family's declaration.
        let results = binary
            .iter()
            .zip(&results)
            .map(|((_, _, span), out)| match out {
                Some(out) => {
                    let ty = &tokens.ty[*out];
                    quote_spanned!(*span=> #krate::__private::Defined<#ty>)
                }
                None => quote_spanned!(*span=> #krate::__private::Undefined),
            });
        let cell = quote!(#krate::__private::Cell<#(#results),*>);
        let (lty, rty) = (operand(l), operand(r));
        if policy.extends.is_some() {
            impls.extend(super::extension::binary_cell(
                policy,
                tokens,
                (&lty, &rty),
                &cell,
            ));
            continue;
        }
        // Spanned on the left operand's code in the declaration, so that a failing bound (a
        // missing conversion for a custom type) points at its row or node.
        let target = &tokens.target;
        impls.extend(quote_spanned! {policy.nodes[l.0].span=>
            impl #krate::__private::BinaryCell<#rty, #target> for #lty {
                type Cell = #cell;
            }
        });
    }
    impls
}

/// `op(T) = O` for every dtype the family defines.
fn unary(
    policy: &Policy,
    tokens: &Tokens,
    (family, spec): (usize, &FamilySpec),
    span: Span,
    column: &[Option<usize>],
) -> TokenStream {
    let (krate, target, table) = (&policy.krate, &tokens.target, &spec.table);
    let mut impls = TokenStream::new();
    for (from, to) in column.iter().enumerate() {
        let Some(to) = to.filter(|_| policy.emits(from)) else {
            continue;
        };
        let (fty, tty) = (&tokens.ty[from], &tokens.ty[to]);
        if policy.extends.is_some() {
            impls.extend(super::extension::unary_cell(
                policy,
                tokens,
                family,
                (fty, tty),
            ));
            continue;
        }
        impls.extend(quote_spanned! {span=>
            impl #krate::__private::#table<#target> for #fty {
                type Output = #tty;
            }
        });
    }
    impls
}

/// Calls `f(l, r, result)` for every defined cell that the policy emits impls for.
fn for_each_cell(policy: &Policy, grid: &Grid, mut f: impl FnMut(usize, usize, usize)) {
    for (l, row) in grid.iter().enumerate() {
        for (r, cell) in row.iter().enumerate() {
            if let (Some(out), true) = (cell, policy.emits(l) || policy.emits(r)) {
                f(l, r, *out);
            }
        }
    }
}
