//! Checks that only the compiler can make, emitted as constants that fail to evaluate: a custom
//! element type's `DType` is only known once its `Element` impl is, after the macro has run.
//!
//! The run-time mirror finds a dtype's row by its `DType`; if two element types of one policy
//! shared one (two custom types both `Custom("q")`, or a custom type claiming `DType::F32`), the
//! mirror would answer for the wrong one while the impls stay right. So every custom type's
//! `DType` must be a `Custom` one, distinct from every other dtype of the policy.

use proc_macro2::TokenStream;
use quote::quote_spanned;

use super::Tokens;
use crate::model::Policy;

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
                ::core::matches!(<#ty as #krate::Element>::DTYPE, #krate::DType::Custom(_)),
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
