//! The trait impls of a policy: one per defined cell and family, never one per operator. Each is
//! spanned at what caused it: an add impl at its left operand's code in the declaration, a
//! family's impls at the family's name in `families { ... }` (or at the policy's name where the
//! family's default rule applies).

use proc_macro2::{Span, TokenStream};
use quote::{quote, quote_spanned};

use super::Tokens;
use crate::codes;
use crate::families::{Cells, Grid};
use crate::model::Policy;
use crate::spec::FamilySpec;

pub fn all(policy: &Policy, tokens: &Tokens) -> TokenStream {
    let allow = super::allow_deprecated(policy);
    let mut out = TokenStream::new();
    for (f, (spec, table)) in policy
        .specs
        .0
        .iter()
        .zip(&policy.families.tables)
        .enumerate()
    {
        let span = table.declared.unwrap_or_else(|| policy.name.span());
        match &table.cells {
            Cells::Binary(per_kind) => {
                out.extend(binary(policy, tokens, (f, spec), span, &per_kind[0]));
                if policy.families.zero_dim.is_some() {
                    out.extend(zero_dim(policy, tokens, spec, span, per_kind));
                }
            }
            Cells::Unary(column) => out.extend(unary(policy, tokens, (f, spec), span, column)),
        }
    }
    out.extend(super::casting::impls(policy, tokens));
    out.extend(super::casting::n_ary_impls(policy, tokens));
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

/// `L op R = O` for every defined pair of arrays and weak scalars (for an extension, as cells of
/// its marker that the base policy's blanket impl reads).
fn binary(
    policy: &Policy,
    tokens: &Tokens,
    (family, spec): (usize, &FamilySpec),
    span: Span,
    grid: &Grid,
) -> TokenStream {
    let (krate, target, table) = (&policy.krate, &tokens.target, &spec.table);
    let is_add = spec.name == "add";
    let mut impls = TokenStream::new();
    for_each_cell(policy, grid, |l, r, out| {
        let (lty, rty, oty) = (&tokens.ty[l], &tokens.ty[r], &tokens.ty[out]);
        if policy.extends.is_some() {
            impls.extend(super::extension::binary_cell(
                policy,
                tokens,
                family,
                (lty, rty, oty),
            ));
            return;
        }
        // The add grid is the declaration itself: spanned on the left operand's code, so a failing
        // bound (a missing conversion for a custom type) points at its row or node.
        let span = if is_add { policy.nodes[l].span } else { span };
        let equation = format!(
            "`{} {} {} = {}`",
            policy.nodes[l].code, spec.symbol, policy.nodes[r].code, policy.nodes[out].code
        );
        impls.extend(quote_spanned! {span=>
            #[doc = #equation]
            impl #krate::#table<#rty, #target> for #lty {
                type Output = #oty;
            }
        });
    });
    impls
}

/// Under a 0-d rule, the family's impls for the pairs with a 0-d operand, from its kind grids.
/// Weak types are never 0-d: a pair of a 0-d operand with a weak one is in the (0-d, array) grid.
fn zero_dim(
    policy: &Policy,
    tokens: &Tokens,
    spec: &FamilySpec,
    span: Span,
    per_kind: &[Grid],
) -> TokenStream {
    let (krate, target, table) = (&policy.krate, &tokens.target, &spec.table);
    let zd = |i: usize| {
        let ty = &tokens.ty[i];
        quote!(#krate::ZeroDim<#ty>)
    };
    let plain = |i: usize| tokens.ty[i].clone();
    let strong = |i: usize| !codes::is_weak(&policy.nodes[i].code);
    let mut impls = TokenStream::new();
    let mut emit = |lty: TokenStream, rty: TokenStream, out: usize| {
        let oty = &tokens.ty[out];
        impls.extend(quote_spanned! {span=>
            impl #krate::#table<#rty, #target> for #lty {
                type Output = #oty;
            }
        });
    };
    for_each_cell(policy, &per_kind[1], |l, r, out| {
        if strong(r) {
            emit(plain(l), zd(r), out);
        }
    });
    for_each_cell(policy, &per_kind[2], |l, r, out| {
        if strong(l) {
            emit(zd(l), plain(r), out);
        }
    });
    for_each_cell(policy, &per_kind[3], |l, r, out| {
        if strong(l) && strong(r) {
            emit(zd(l), zd(r), out);
        }
    });
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
            impl #krate::#table<#target> for #fty {
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
