//! The conversions of a custom type declared with a route (`cents = Cents as float via f64`):
//! into and out of every standard type of this build through the route, and the identity. The
//! user writes only the two conversions with the route; the families need the others (a custom
//! float under JAX's `f*` meets `bool` in `logical_and` and every narrow float in `+`), though few
//! programs call them.

use proc_macro2::TokenStream;
use quote::quote_spanned;

use super::Tokens;
use crate::codes;
use crate::model::Policy;

/// Every routed custom type's conversions, spanned at its code: a second declaration that routes
/// the same type in the same crate is a conflicting impl there.
pub fn conversions(policy: &Policy, tokens: &Tokens) -> TokenStream {
    let krate = &policy.krate;
    let mut out = TokenStream::new();
    for (i, node) in policy.nodes.iter().enumerate() {
        let (Some(_), Some(route)) = (&node.custom, &node.route) else {
            continue;
        };
        if !policy.emits(i) {
            continue;
        }
        let span = node.span;
        let ty = &tokens.ty[i];
        let via = codes::rust_type(route, krate).expect("checked: a standard code");
        out.extend(quote_spanned! {span=>
            impl #krate::__private::CastFrom<#ty> for #ty {
                #[inline(always)]
                fn cast_from(value: #ty) -> #ty {
                    value
                }
            }
        });
        let others = codes::TABLE
            .iter()
            .filter(|row| row.code != route && (policy.narrow || !codes::is_narrow(row.code)));
        for row in others {
            let other = codes::rust_type(row.code, krate).expect("a standard code");
            out.extend(quote_spanned! {span=>
                impl #krate::__private::CastFrom<#ty> for #other {
                    #[inline]
                    fn cast_from(value: #ty) -> #other {
                        <#other as #krate::__private::CastFrom<#via>>::cast_from(
                            <#via as #krate::__private::CastFrom<#ty>>::cast_from(value),
                        )
                    }
                }
                impl #krate::__private::CastFrom<#other> for #ty {
                    #[inline]
                    fn cast_from(value: #other) -> #ty {
                        <#ty as #krate::__private::CastFrom<#via>>::cast_from(
                            <#via as #krate::__private::CastFrom<#other>>::cast_from(value),
                        )
                    }
                }
            });
        }
    }
    out
}
