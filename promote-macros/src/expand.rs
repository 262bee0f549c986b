//! Code generation from a resolved [`Policy`]: the marker struct with its rustdoc tables, then the
//! run-time mirror ([`crate::mirror`]) and the trait impls ([`crate::impls`]).

use proc_macro2::TokenStream;
use quote::quote;

use crate::model::Policy;
use crate::{doc, impls, mirror};

pub fn policy(policy: &Policy) -> TokenStream {
    let marker = marker(policy);
    let mirror = mirror::policy_impl(policy);
    let laws = laws(policy);
    let impls = impls::all(policy);
    quote! {
        #marker
        #mirror
        #laws
        #impls
    }
}

fn marker(policy: &Policy) -> TokenStream {
    let Policy {
        attrs, vis, name, ..
    } = policy;
    let mut docs = vec![doc::table(policy)];
    docs.extend(policy.doc_sections.iter().cloned());
    docs.push(doc::families(policy));
    quote! {
        #(#attrs)*
        ///
        #(#[doc = #docs])*
        #[derive(::core::clone::Clone, ::core::marker::Copy, ::core::fmt::Debug, ::core::default::Default,
                 ::core::cmp::PartialEq, ::core::cmp::Eq, ::core::hash::Hash)]
        #vis struct #name;
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
