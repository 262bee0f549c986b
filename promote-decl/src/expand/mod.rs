//! Code generation from a resolved [`Policy`]: the marker struct with its rustdoc tables
//! ([`doc`]), the run-time mirror ([`mirror`]) and the trait impls ([`impls`]).

mod casting;
mod checks;
mod doc;
mod extension;
mod impls;
mod mirror;
mod routes;

use proc_macro2::{Span, TokenStream};
use quote::quote;
use std::sync::atomic::{AtomicUsize, Ordering};

use quote::format_ident;
use syn::ext::IdentExt;
use syn::{Ident, Path};

use crate::codes;
use crate::model::{Node, Policy};

pub fn policy(policy: &Policy) -> TokenStream {
    let tokens = Tokens::new(policy);
    let marker = marker(policy, &tokens);
    let mirror = mirror::policy_impl(policy, &tokens);
    let laws = laws(policy, &tokens);
    let impls = impls::all(policy, &tokens);
    let mut checks = checks::distinct_dtypes(policy, &tokens);
    checks.extend(checks::custom_conversions(policy, &tokens));
    checks.extend(routes::conversions(policy, &tokens));
    // A policy compiled out (`#[cfg(...)]` on its struct) takes its impls with it.
    let cfgs: Vec<_> = policy
        .attrs
        .iter()
        .filter(|attr| attr.path().is_ident("cfg"))
        .collect();
    if !cfgs.is_empty() {
        return quote! {
            #marker
            #(#cfgs)*
            const _: () = {
                #mirror
                #laws
                #impls
                #checks
            };
        };
    }
    quote! {
        #marker
        #mirror
        #laws
        #impls
        #checks
    }
}

/// The tokens of each node: its Rust type, its `DType` as an expression, and as a pattern.
pub struct Tokens {
    pub ty: Vec<TokenStream>,
    pub dtype: Vec<TokenStream>,
    /// For the standard codes (a custom type's `DType` is an associated constant, which cannot be
    /// matched on).
    pub pattern: Vec<Option<TokenStream>>,
    /// The type the trait impls are for: the policy itself, or the one it extends.
    pub target: TokenStream,
    /// The module the policy's struct is declared in (none for a deprecated policy), and the
    /// path of the struct through it.
    pub module: Option<Ident>,
    pub policy: TokenStream,
}

impl Tokens {
    fn new(policy: &Policy) -> Tokens {
        let krate = &policy.krate;
        let (mut ty, mut dtype, mut pattern) = (Vec::new(), Vec::new(), Vec::new());
        for node in &policy.nodes {
            let (t, d, p) = node_tokens(krate, node);
            ty.push(t);
            dtype.push(d);
            pattern.push(p);
        }
        let module = policy_module(policy);
        let name = &policy.name;
        let policy_path = match &module {
            Some(module) => quote!(#module::#name),
            None => quote!(#name),
        };
        let target = match &policy.extends {
            Some((base, _)) => quote!(#base),
            None => policy_path.clone(),
        };
        Tokens {
            ty,
            dtype,
            pattern,
            target,
            module,
            policy: policy_path,
        }
    }
}

fn node_tokens(krate: &Path, node: &Node) -> (TokenStream, TokenStream, Option<TokenStream>) {
    if let Some(ty) = &node.custom {
        return (
            quote!(#ty),
            quote!(<#ty as #krate::__private::Element>::DTYPE),
            None,
        );
    }
    let ty = codes::rust_type(&node.code, krate).expect("a standard code");
    let variant = Ident::new(
        codes::dtype_variant(&node.code).expect("a standard code"),
        Span::call_site(),
    );
    let dtype = quote!(#krate::__private::DType::#variant);
    (ty, dtype.clone(), Some(dtype))
}

/// The private module that declares the policy's struct, a name of its own for each declaration
/// (`__promote_policy_Jax_3`): the generated items name the struct through it, not by its bare
/// name, which a `use` of another item or a second policy of that name takes over. The clash is
/// then rustc's one error (E0252, the name defined twice) instead of one per generated item (an
/// orphan error per impl for an imported type, conflicts and duplicates for a second policy).
///
/// A deprecated policy keeps its struct in place, so that the deprecation warning names it
/// without the module.
fn policy_module(policy: &Policy) -> Option<Ident> {
    static DECLARATIONS: AtomicUsize = AtomicUsize::new(0);
    if !allow_deprecated(policy).is_empty() {
        return None;
    }
    let n = DECLARATIONS.fetch_add(1, Ordering::Relaxed);
    Some(format_ident!(
        "__promote_policy_{}_{n}",
        policy.name.unraw(),
        span = Span::call_site()
    ))
}

fn marker(policy: &Policy, tokens: &Tokens) -> TokenStream {
    let Policy {
        attrs, vis, name, ..
    } = policy;
    let docs = doc::all(policy);
    let declaration = |vis: TokenStream| {
        quote! {
            #(#attrs)*
            ///
            #(#[doc = #docs])*
            #[derive(::core::clone::Clone, ::core::marker::Copy, ::core::fmt::Debug, ::core::default::Default,
                     ::core::cmp::PartialEq, ::core::cmp::Eq, ::core::hash::Hash)]
            #vis struct #name;
        }
    };
    let Some(module) = &tokens.module else {
        return declaration(quote!(#vis));
    };
    let declaration = declaration(quote!(pub));
    // The struct is public in its private module; the `use` gives it the declared visibility,
    // and rustdoc shows it there, inlined. A `#[cfg]` takes both along.
    let cfgs = policy
        .attrs
        .iter()
        .filter(|attr| attr.path().is_ident("cfg"));
    let cfgs = quote!(#(#cfgs)*);
    quote! {
        #cfgs
        #[allow(non_snake_case)]
        mod #module {
            #declaration
        }
        #cfgs
        #[allow(unused_imports)]
        #vis use #module::#name;
    }
}

/// `#[allow(deprecated)]` for the generated items that name a policy its author deprecated: the
/// warning is for the policy's users, not for its own impls.
pub fn allow_deprecated(policy: &Policy) -> TokenStream {
    let deprecated = policy
        .attrs
        .iter()
        .any(|attr| attr.path().is_ident("deprecated"));
    if deprecated {
        quote!(#[allow(deprecated)])
    } else {
        TokenStream::new()
    }
}

/// The non-associative triples of a table policy, as data that tests can check against the
/// grid and that the rustdoc list mirrors.
fn laws(policy: &Policy, tokens: &Tokens) -> TokenStream {
    let Some(triples) = &policy.non_associative else {
        return TokenStream::new();
    };
    let Policy { krate, vis, .. } = policy;
    let name = &tokens.policy;
    let rows = triples.iter().map(|triple| {
        let dtypes = triple.iter().map(|&i| &tokens.dtype[i]);
        quote!([#(#dtypes),*])
    });
    let allow = allow_deprecated(policy);
    quote! {
        #allow
        impl #name {
            /// Every triple `[a, b, c, (a ⊔ b) ⊔ c, a ⊔ (b ⊔ c)]` on which this policy is not
            /// associative (both sides defined and different), in table order.
            #vis const NON_ASSOCIATIVE: &'static [[#krate::__private::DType; 5]] = &[#(#rows),*];
        }
    }
}
