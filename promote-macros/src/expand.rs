//! Code generation from a resolved [`Policy`]: the marker struct with its rustdoc table, the
//! `Policy` impl with the run-time mirror, and one `Promote` impl per defined pair.

use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};

use crate::doc;
use crate::model::Policy;

pub fn policy(policy: &Policy) -> TokenStream {
    let marker = marker(policy);
    let mirror = mirror(policy);
    let impls = promote_impls(policy);
    let laws = laws(policy);
    quote! {
        #marker
        #mirror
        #laws
        #impls
    }
}

/// The non-associative triples of a table policy, as data that tests can check against the
/// grid and that the rustdoc list mirrors.
fn laws(policy: &Policy) -> TokenStream {
    let Some(triples) = &policy.non_associative else {
        return TokenStream::new();
    };
    let Policy {
        krate,
        vis,
        name,
        nodes,
        ..
    } = policy;
    let rows = triples.iter().map(|triple| {
        let dtypes = triple.iter().map(|&i| &nodes[i].dtype);
        quote!([#(#dtypes),*])
    });
    quote! {
        impl #name {
            /// Every triple `[a, b, c, (a ⊔ b) ⊔ c, a ⊔ (b ⊔ c)]` on which this policy is not
            /// associative (both sides defined and different), in table order.
            #vis const NON_ASSOCIATIVE: &'static [[#krate::DType; 5]] = &[#(#rows),*];
        }
    }
}

fn marker(policy: &Policy) -> TokenStream {
    let Policy {
        attrs, vis, name, ..
    } = policy;
    let mut docs = vec![doc::table(policy)];
    docs.extend(policy.doc_sections.iter().cloned());
    quote! {
        #(#attrs)*
        ///
        #(#[doc = #docs])*
        #[derive(::core::clone::Clone, ::core::marker::Copy, ::core::fmt::Debug, ::core::default::Default,
                 ::core::cmp::PartialEq, ::core::cmp::Eq, ::core::hash::Hash)]
        #vis struct #name;
    }
}

/// The run-time mirror: a constant table of node indices, looked up by the operands' positions.
fn mirror(policy: &Policy) -> TokenStream {
    let Policy {
        krate,
        name,
        nodes,
        grid,
        ..
    } = policy;
    let name_str = name.to_string();
    let n = nodes.len();
    let dtypes = nodes.iter().map(|node| &node.dtype);
    // `u8::MAX` marks an undefined pair; a policy has far fewer than 255 dtypes.
    let rows = grid.iter().map(|row| {
        let cells = row.iter().map(|cell| cell.map_or(u8::MAX, |i| i as u8));
        quote!([#(#cells),*])
    });
    let standard_arms = nodes.iter().enumerate().filter_map(|(i, node)| {
        let pattern = node.pattern.as_ref()?;
        Some(quote!(#pattern => ::core::option::Option::Some(#i),))
    });
    let custom_checks = nodes
        .iter()
        .enumerate()
        .filter(|(_, node)| node.pattern.is_none())
        .map(|(i, node)| {
            let dtype = &node.dtype;
            quote!(if dtype == #dtype { return ::core::option::Option::Some(#i); })
        });
    quote! {
        impl #krate::Policy for #name {
            const NAME: &'static ::core::primitive::str = #name_str;
            const DTYPES: &'static [#krate::DType] = &[#(#dtypes),*];

            #[inline]
            fn result_type(lhs: #krate::DType, rhs: #krate::DType) -> ::core::option::Option<#krate::DType> {
                const TABLE: [[::core::primitive::u8; #n]; #n] = [#(#rows),*];
                #[inline(always)]
                fn index(dtype: #krate::DType) -> ::core::option::Option<::core::primitive::usize> {
                    #(#custom_checks)*
                    match dtype {
                        #(#standard_arms)*
                        _ => ::core::option::Option::None,
                    }
                }
                let cell = TABLE[index(lhs)?][index(rhs)?];
                <Self as #krate::Policy>::DTYPES.get(cell as ::core::primitive::usize).copied()
            }
        }
    }
}

fn promote_impls(policy: &Policy) -> TokenStream {
    let Policy {
        krate,
        name,
        nodes,
        grid,
        ..
    } = policy;
    let mut impls = TokenStream::new();
    for (l, row) in grid.iter().enumerate() {
        for (r, cell) in row.iter().enumerate() {
            let Some(out) = cell else { continue };
            let (lhs, rhs, out) = (&nodes[l], &nodes[r], &nodes[*out]);
            let (lty, rty, oty) = (&lhs.ty, &rhs.ty, &out.ty);
            let equation = format!("`{} ⊔ {} = {}`", lhs.code, rhs.code, out.code);
            // Spanned on the left operand's code, so a failing bound (a missing conversion for a
            // custom type) points at the declaration.
            impls.extend(quote_spanned! {lhs.span=>
                #[doc = #equation]
                #[diagnostic::do_not_recommend]
                impl #krate::Promote<#rty, #name> for #lty {
                    type Output = #oty;
                }
            });
        }
    }
    impls
}
