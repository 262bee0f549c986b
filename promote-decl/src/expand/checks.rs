//! Checks that only the compiler can make, emitted as constants that fail to evaluate: a custom
//! element type's `DType` is only known once its `Element` impl is, after the macro has run.
//!
//! The run-time mirror finds a dtype's row by its `DType`; if two element types of one policy
//! shared one (two custom types both `Custom("q")`, or a custom type claiming `DType::F32`), the
//! mirror would answer for the wrong one while the impls stay right. So every custom type's
//! `DType` must be a `Custom` one, distinct from every other dtype of the policy.

use std::collections::BTreeSet;

use proc_macro2::TokenStream;
use quote::quote_spanned;

use super::Tokens;
use crate::model::families::Cells;
use crate::model::Policy;
use crate::parse::spec::Shape;

/// What a custom element type must provide, checked once per item at its declaration: `CastFrom`
/// for every conversion its pairs need (`Output: CastFrom<operand>`). The generated
/// impls themselves require nothing, so a missing conversion is one error here, naming it, rather
/// than one per impl (or twenty for a type that is no element at all).
pub fn custom_conversions(policy: &Policy, tokens: &Tokens) -> TokenStream {
    let krate = &policy.krate;
    let custom = |i: usize| policy.nodes[i].custom.is_some();
    // A conversion that `routes::conversions` generates: between a routed type and itself or a
    // standard type.
    let routed = |target: usize, source: usize| {
        let has_route = |i: usize| policy.nodes[i].route.is_some();
        (has_route(target) && (target == source || !custom(source)))
            || (has_route(source) && !custom(target))
    };
    // (target, source): `target: CastFrom<source>`, where a custom type takes part.
    let mut needed = BTreeSet::new();
    for (spec, table) in policy.specs.0.iter().zip(&policy.families.tables) {
        match &table.cells {
            Cells::Binary(per_kind) => {
                for grid in per_kind {
                    for (l, row) in grid.iter().enumerate() {
                        for (r, cell) in row.iter().enumerate() {
                            let Some(out) = *cell else { continue };
                            if !(policy.emits(l) || policy.emits(r)) {
                                continue;
                            }
                            for operand in [l, r] {
                                if (custom(out) || custom(operand)) && !routed(out, operand) {
                                    needed.insert((out, operand));
                                }
                            }
                        }
                    }
                }
            }
            Cells::Unary(column) if spec.shape == Shape::Reduction => {
                for (from, to) in column.iter().enumerate() {
                    if let Some(to) = *to {
                        if policy.emits(from) && (custom(to) || custom(from)) && !routed(to, from) {
                            needed.insert((to, from));
                        }
                    }
                }
            }
            Cells::Unary(_) => {}
        }
    }
    // (That each is an `Element` at all, `distinct_dtypes` checks: it reads its `DTYPE`.)
    let mut out = TokenStream::new();
    for (target, source) in needed {
        // Spanned on the custom type's code: the one the user declared.
        let span = if custom(source) {
            policy.nodes[source].span
        } else {
            policy.nodes[target].span
        };
        // The types' own tokens carry the call site's span: put them on the code, so that the
        // error underlines the declaration of the type that lacks the conversion.
        let (t, s) = (
            respan(&tokens.ty[target], span),
            respan(&tokens.ty[source], span),
        );
        // Asked through a probe, only where the custom type is an element: one that is none
        // is reported once, by `distinct_dtypes`, not once more per conversion.
        let c = respan(
            &tokens.ty[if custom(source) { source } else { target }],
            span,
        );
        out.extend(quote_spanned! {span=>
            const _: fn() = || {
                #[allow(unused_imports)]
                use #krate::__private::{require, IfElement as _, Otherwise as _, Probe};
                require((&Probe::<#c, #t, #s>::new()).conversion());
            };
        });
    }
    out
}

pub fn distinct_dtypes(policy: &Policy, tokens: &Tokens) -> TokenStream {
    let krate = &policy.krate;
    let name = &policy.name;
    let mut out = TokenStream::new();
    for (i, node) in policy.nodes.iter().enumerate() {
        if node.custom.is_none() || !policy.emits(i) {
            continue;
        }
        let (ty, dtype) = (&tokens.ty[i], &tokens.dtype[i]);
        let custom = format!(
            "the element type of `{}` in policy `{name}` must have a `DType::Custom` dtype, so that the run-time mirror can tell it from the standard types",
            node.code
        );
        out.extend(quote_spanned! {node.span=>
            const _: () = ::core::assert!(
                ::core::matches!(<#ty as #krate::__private::Element>::DTYPE, #krate::__private::DType::Custom(_)),
                #custom
            );
        });
        for (j, other) in policy.nodes.iter().enumerate() {
            // A pair of custom types is checked once, from the first of the two.
            if j == i || (j < i && other.custom.is_some()) {
                continue;
            }
            let other_dtype = &tokens.dtype[j];
            let message = format!(
                "`{}` and `{}` of policy `{name}` have the same `DType`: give each element type its own code, or the run-time mirror cannot tell them apart",
                node.code, other.code
            );
            out.extend(quote_spanned! {node.span=>
                const _: () = ::core::assert!(!#dtype.same(#other_dtype), #message);
            });
        }
    }
    out
}

/// `tokens` shown at `span`, except `$crate`, whose span is what makes it mean promote-core.
fn respan(tokens: &TokenStream, span: proc_macro2::Span) -> TokenStream {
    tokens
        .clone()
        .into_iter()
        .map(|mut tree| {
            match &tree {
                proc_macro2::TokenTree::Group(group) => {
                    let mut inner =
                        proc_macro2::Group::new(group.delimiter(), respan(&group.stream(), span));
                    inner.set_span(span);
                    tree = proc_macro2::TokenTree::Group(inner);
                }
                proc_macro2::TokenTree::Ident(ident) if ident == "$crate" => {}
                _ => tree.set_span(span),
            }
            tree
        })
        .collect()
}
