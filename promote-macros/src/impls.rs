//! The trait impls of a policy: one per defined pair and family, never one per operator.

use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};

use crate::codes;
use crate::families::NAMES;
use crate::model::{Node, Policy};

/// The table trait of each family, in the order of `Families::grids`: `+`, then [`NAMES`].
const TABLES: [&str; 1 + NAMES.len()] = [
    "AddTable",
    "DivTable",
    "EqTable",
    "OrdTable",
    "BitwiseTable",
];

fn table_ident(table: &str) -> proc_macro2::Ident {
    proc_macro2::Ident::new(table, proc_macro2::Span::call_site())
}

pub fn all(policy: &Policy) -> TokenStream {
    let mut out = promote(policy);
    if policy.families.zero_dim.is_some() {
        for (table, per_kind) in TABLES.iter().zip(&policy.families.grids) {
            out.extend(zero_dim_tables(policy, table, per_kind));
        }
    }
    out.extend(families(policy));
    out.extend(sum(policy));
    out
}

/// `L ⊔ R = O` for every defined pair of arrays and weak scalars.
fn promote(policy: &Policy) -> TokenStream {
    let target = policy.impl_target();
    let Policy { krate, nodes, .. } = policy;
    let mut impls = TokenStream::new();
    for_each_cell(policy, &policy.families.grids[0][0], |l, r, out| {
        let (lhs, rhs, out) = (&nodes[l], &nodes[r], &nodes[out]);
        let (lty, rty, oty) = (&lhs.ty, &rhs.ty, &out.ty);
        let equation = format!("`{} ⊔ {} = {}`", lhs.code, rhs.code, out.code);
        // Spanned on the left operand's code, so a failing bound (a missing conversion for a
        // custom type) points at the declaration.
        impls.extend(quote_spanned! {lhs.span=>
            #[doc = #equation]
            #[diagnostic::do_not_recommend]
            impl #krate::AddTable<#rty, #target> for #lty {
                type Output = #oty;
            }
        });
    });
    impls
}

/// Under the category rule, one family's table for the pairs with a 0-d operand, from its kind
/// grids. Weak types are never 0-d: a pair of a 0-d operand with a weak one is in the (0-d,
/// array) grid.
fn zero_dim_tables(
    policy: &Policy,
    table: &str,
    per_kind: &[Vec<Vec<Option<usize>>>],
) -> TokenStream {
    let target = policy.impl_target();
    let Policy { krate, nodes, .. } = policy;
    let table = table_ident(table);
    let zd = |node: &Node| {
        let ty = &node.ty;
        quote!(#krate::ZeroDim<#ty>)
    };
    let strong = |i: usize| !codes::is_weak(&nodes[i].code);
    let mut impls = TokenStream::new();
    let mut emit = |lty: TokenStream, rty: TokenStream, out: usize| {
        let oty = &nodes[out].ty;
        impls.extend(quote! {
            #[diagnostic::do_not_recommend]
            impl #krate::#table<#rty, #target> for #lty {
                type Output = #oty;
            }
        });
    };
    for_each_cell(policy, &per_kind[1], |l, r, out| {
        if strong(r) {
            let lty = &nodes[l].ty;
            emit(quote!(#lty), zd(&nodes[r]), out);
        }
    });
    for_each_cell(policy, &per_kind[2], |l, r, out| {
        if strong(l) {
            let rty = &nodes[r].ty;
            emit(zd(&nodes[l]), quote!(#rty), out);
        }
    });
    for_each_cell(policy, &per_kind[3], |l, r, out| {
        if strong(l) && strong(r) {
            emit(zd(&nodes[l]), zd(&nodes[r]), out);
        }
    });
    impls
}

/// The family impls between arrays and weak scalars.
fn families(policy: &Policy) -> TokenStream {
    let target = policy.impl_target();
    let Policy {
        krate,
        nodes,
        families,
        ..
    } = policy;
    let mut impls = TokenStream::new();
    for (per_kind, table) in families.grids[1..].iter().zip(&TABLES[1..]) {
        let trait_ = table_ident(table);
        for_each_cell(policy, &per_kind[0], |l, r, out| {
            let (lty, rty, oty) = (&nodes[l].ty, &nodes[r].ty, &nodes[out].ty);
            impls.extend(quote! {
                #[diagnostic::do_not_recommend]
                impl #krate::#trait_<#rty, #target> for #lty {
                    type Output = #oty;
                }
            });
        });
    }
    impls
}

fn sum(policy: &Policy) -> TokenStream {
    let target = policy.impl_target();
    let Policy {
        krate,
        nodes,
        families,
        ..
    } = policy;
    let mut impls = TokenStream::new();
    for (from, to) in families.sum.iter().enumerate() {
        let Some(to) = to.filter(|_| policy.emits(from)) else {
            continue;
        };
        let (fty, tty) = (&nodes[from].ty, &nodes[to].ty);
        impls.extend(quote! {
            #[diagnostic::do_not_recommend]
            impl #krate::Accumulate<#target> for #fty {
                type Output = #tty;
            }
        });
    }
    impls
}

/// Calls `f(l, r, result)` for every defined cell that the policy emits impls for.
fn for_each_cell(
    policy: &Policy,
    grid: &[Vec<Option<usize>>],
    mut f: impl FnMut(usize, usize, usize),
) {
    for (l, row) in grid.iter().enumerate() {
        for (r, cell) in row.iter().enumerate() {
            if let (Some(out), true) = (cell, policy.emits(l) || policy.emits(r)) {
                f(l, r, *out);
            }
        }
    }
}
