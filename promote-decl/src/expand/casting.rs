//! The casting impls (`CanCast<To, P, Safe | SameKind | Own>`, one per allowed cell) and the
//! run-time mirror's `can_cast`, from the grids of [`crate::model::casting`].

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};

use super::Tokens;
use crate::model::casting::Level;
use crate::model::Policy;

/// The generated levels, with their grids.
fn levels(policy: &Policy) -> [(Level, &Vec<Vec<bool>>); 3] {
    let c = &policy.families.casting;
    [
        (Level::Safe, &c.safe),
        (Level::SameKind, &c.same_kind),
        (Level::Own, &c.own),
    ]
}

pub fn impls(policy: &Policy, tokens: &Tokens) -> TokenStream {
    let (krate, target) = (&policy.krate, &tokens.target);
    let mut out = TokenStream::new();
    for (level, grid) in levels(policy) {
        let span = match level {
            Level::Own => policy.families.casting.declared,
            _ => policy.families.casting.section,
        }
        .unwrap_or_else(|| policy.name.span());
        let marker = format_ident!("{}", level.marker(), span = Span::call_site());
        for (from, row) in grid.iter().enumerate() {
            for (to, &allowed) in row.iter().enumerate() {
                if !allowed || !(policy.emits(from) || policy.emits(to)) {
                    continue;
                }
                let (fty, tty) = (&tokens.ty[from], &tokens.ty[to]);
                if policy.extends.is_some() {
                    let level = quote!(#krate::__private::casting::#marker);
                    out.extend(super::extension::cast_cell(
                        policy,
                        tokens,
                        &level,
                        (fty, tty),
                    ));
                    continue;
                }
                // Hidden: thousands of them would fill the policy's page (and `CanCast`'s);
                // the policy's rustdoc shows them as its `# Casting` grid.
                out.extend(quote_spanned! {span=>
                    #[doc(hidden)]
                    impl #krate::__private::CanCast<#tty, #target, #krate::__private::casting::#marker> for #fty {}
                });
            }
        }
    }
    out
}

/// Under NumPy's n-ary rule, `NaryMain` for every pair: the one later in the `n_ary` order.
pub fn n_ary_impls(policy: &Policy, tokens: &Tokens) -> TokenStream {
    let Some(order) = &policy.families.n_ary else {
        return TokenStream::new();
    };
    let (krate, target) = (&policy.krate, &tokens.target);
    let mut rank = vec![0; order.len()];
    for (r, &node) in order.iter().enumerate() {
        rank[node] = r;
    }
    let span = policy.name.span();
    let mut out = TokenStream::new();
    for l in 0..rank.len() {
        for r in 0..rank.len() {
            if !(policy.emits(l) || policy.emits(r)) {
                continue;
            }
            let main = if rank[r] > rank[l] { r } else { l };
            let (lty, rty, mty) = (&tokens.ty[l], &tokens.ty[r], &tokens.ty[main]);
            out.extend(quote_spanned! {span=>
                impl #krate::__private::generic::NaryMain<#rty, #target> for #lty {
                    type Output = #mty;
                }
            });
        }
    }
    out
}

/// `ResultType<R, P> for L` for each cell where the library's `result_type` is not `+`
/// ([`Policy::result_type_cells`](crate::model::Policy::result_type_cells)): the n-ary rule
/// (`PromotedAll`, `concatenate`) follows `result_type`.
pub fn result_type_impls(policy: &Policy, tokens: &Tokens) -> TokenStream {
    let (krate, target) = (&policy.krate, &tokens.target);
    let span = policy.name.span();
    let mut out = TokenStream::new();
    for (l, r, t) in policy.result_type_cells() {
        if policy.emits(l) || policy.emits(r) {
            let (lty, rty, tty) = (&tokens.ty[l], &tokens.ty[r], &tokens.ty[t]);
            out.extend(quote_spanned! {span=>
                impl #krate::__private::generic::ResultType<#rty, #target> for #lty {
                    type Output = #tty;
                }
            });
        }
    }
    out
}

/// The items of the `Policy` impl: the n-ary rule, the two level types and `can_cast`.
pub fn mirror(policy: &Policy, tokens: &Tokens) -> TokenStream {
    let krate = &policy.krate;
    let casting = &policy.families.casting;
    let marker = |level: Level| {
        let m = format_ident!("{}", level.marker());
        quote!(#krate::__private::casting::#m)
    };
    let (in_place, out) = (marker(casting.in_place), marker(casting.out));
    let n = policy.nodes.len();
    let [safe, same_kind, own] = levels(policy).map(|(_, grid)| {
        let rows = grid.iter().map(|row| quote!([#(#row),*]));
        quote!([#(#rows),*])
    });
    let bool_ = quote!(::core::primitive::bool);
    let n_ary = match &policy.families.n_ary {
        Some(order) => {
            let dtypes = order.iter().map(|&i| &tokens.dtype[i]);
            quote! {
                type Nary = #krate::__private::generic::MainFirst;
                const NARY_MAIN: ::core::option::Option<&'static [#krate::__private::DType]> =
                    ::core::option::Option::Some(&[#(#dtypes),*]);
            }
        }
        None => quote!(type Nary = #krate::__private::generic::LeftFold;),
    };
    quote! {
        #n_ary
        type InPlace = #in_place;
        type Out = #out;

        #[inline]
        fn can_cast(from: #krate::__private::DType, to: #krate::__private::DType, casting: #krate::__private::casting::Casting) -> #bool_ {
            const SAFE: [[#bool_; #n]; #n] = #safe;
            const SAME_KIND: [[#bool_; #n]; #n] = #same_kind;
            const OWN: [[#bool_; #n]; #n] = #own;
            let (::core::option::Option::Some(f), ::core::option::Option::Some(t)) =
                (Self::__promote_index(from), Self::__promote_index(to))
            else {
                return false;
            };
            if to.is_weak() {
                return false;
            }
            match casting {
                #krate::__private::casting::Casting::No | #krate::__private::casting::Casting::Equiv => f == t,
                #krate::__private::casting::Casting::Safe => SAFE[f][t],
                #krate::__private::casting::Casting::SameKind => SAME_KIND[f][t],
                #krate::__private::casting::Casting::Unsafe => true,
                #krate::__private::casting::Casting::Own => OWN[f][t],
            }
        }
    }
}
