//! The impls of an extensible policy and of its extensions (`promote_core::policies::extension`
//! explains the scheme): the base policy's blanket impls that look a pair up in the tables of the
//! extension that declared its type, and an extension's cells as impls for its own marker type,
//! which a second extension of the same type never repeats; the one impl that it does repeat,
//! `ExtensionOf`, is the one error.

use proc_macro2::{Literal, TokenStream};
use quote::{quote, quote_spanned};
use syn::spanned::Spanned;

use super::Tokens;
use crate::model::casting::Level;
use crate::model::families::Cells;
use crate::model::Policy;

fn path(policy: &Policy) -> TokenStream {
    let krate = &policy.krate;
    quote!(#krate::__private::policies::extension)
}

/// For the extensible policy itself: its own types keyed by `Base`, and one blanket impl of the
/// binary cell, of each one-operand table and of each casting level. (`Jax` has neither a 0-d
/// rule nor an n-ary one, so there are no `ZeroDim` pairs or `NaryMain` impls to route.)
pub fn blankets(policy: &Policy, tokens: &Tokens) -> TokenStream {
    let (krate, target, ext) = (&policy.krate, &tokens.target, path(policy));
    let mut out = TokenStream::new();
    for ty in &tokens.ty {
        out.extend(quote! {
            impl #ext::ExtensionOf<#target> for #ty {
                type Extension = #ext::Base;
            }
        });
    }
    let key = quote!(#ext::KeyOf<__L, __R, #target>);
    out.extend(quote! {
        #[doc(hidden)]
        #[diagnostic::do_not_recommend]
        impl<__L, __R> #krate::__private::BinaryCell<__R, #target> for __L
        where
            __L: #ext::ExtensionOf<#target>,
            __R: #ext::ExtensionOf<#target>,
            <__L as #ext::ExtensionOf<#target>>::Extension:
                #ext::Join<<__R as #ext::ExtensionOf<#target>>::Extension>,
            #key: #ext::ExtCell<__L, __R>,
        {
            type Cell = <#key as #ext::ExtCell<__L, __R>>::Cell;
        }
    });
    for (f, (spec, table)) in policy
        .specs
        .0
        .iter()
        .zip(&policy.families.tables)
        .enumerate()
    {
        let (trait_, f) = (&spec.table, Literal::usize_unsuffixed(f));
        if let Cells::Unary(_) = &table.cells {
            out.extend(quote! {
                #[doc(hidden)]
                #[diagnostic::do_not_recommend]
                impl<__T> #krate::__private::#trait_<#target> for __T
                where
                    __T: #ext::ExtensionOf<#target>,
                    <__T as #ext::ExtensionOf<#target>>::Extension: #ext::ExtUnary<__T, #f>,
                {
                    type Output =
                        <<__T as #ext::ExtensionOf<#target>>::Extension as #ext::ExtUnary<__T, #f>>::Output;
                }
            });
        }
    }
    for level in [Level::Safe, Level::SameKind, Level::Own] {
        let marker = syn::Ident::new(level.marker(), proc_macro2::Span::call_site());
        let level = quote!(#krate::__private::casting::#marker);
        out.extend(quote! {
            #[doc(hidden)]
            #[diagnostic::do_not_recommend]
            impl<__L, __R> #krate::__private::CanCast<__R, #target, #level> for __L
            where
                __L: #ext::ExtensionOf<#target>,
                __R: #ext::ExtensionOf<#target>,
                <__L as #ext::ExtensionOf<#target>>::Extension:
                    #ext::Join<<__R as #ext::ExtensionOf<#target>>::Extension>,
                #key: #ext::ExtCast<__L, __R, #level>,
            {
            }
        });
    }
    out
}

/// For an extension: `ExtensionOf` for each new type, spanned at the type as declared (a second
/// extension of it conflicts there, once), and the `Join` impls of its marker.
pub fn keys(policy: &Policy, tokens: &Tokens) -> TokenStream {
    let (target, marker, ext) = (&tokens.target, &tokens.policy, path(policy));
    let mut out = TokenStream::new();
    for (i, node) in policy.nodes.iter().enumerate() {
        let Some(ty) = node.custom.as_ref().filter(|_| policy.emits(i)) else {
            continue;
        };
        out.extend(quote_spanned! {ty.span()=>
            impl #ext::ExtensionOf<#target> for #ty {
                type Extension = #marker;
            }
        });
    }
    out.extend(quote! {
        impl #ext::Join<#ext::Base> for #marker {
            type Key = #marker;
        }
        impl #ext::Join<#marker> for #ext::Base {
            type Key = #marker;
        }
        impl #ext::Join<#marker> for #marker {
            type Key = #marker;
        }
    });
    out
}

/// An extension's binary cell `l op r`: `cell`, the result of every binary family.
pub fn binary_cell(
    policy: &Policy,
    tokens: &Tokens,
    (lty, rty): (&TokenStream, &TokenStream),
    cell: &TokenStream,
) -> TokenStream {
    let (marker, ext) = (&tokens.policy, path(policy));
    quote! {
        impl #ext::ExtCell<#lty, #rty> for #marker {
            type Cell = #cell;
        }
    }
}

/// An extension's one-operand cell `op(from) = to` of the family at `family`.
pub fn unary_cell(
    policy: &Policy,
    tokens: &Tokens,
    family: usize,
    (fty, tty): (&TokenStream, &TokenStream),
) -> TokenStream {
    let (marker, ext, f) = (
        &tokens.policy,
        path(policy),
        Literal::usize_unsuffixed(family),
    );
    quote! {
        impl #ext::ExtUnary<#fty, #f> for #marker {
            type Output = #tty;
        }
    }
}

/// An extension's casting cell: `from` casts to `to` at `level` (a path to its marker type).
pub fn cast_cell(
    policy: &Policy,
    tokens: &Tokens,
    level: &TokenStream,
    (fty, tty): (&TokenStream, &TokenStream),
) -> TokenStream {
    let (marker, ext) = (&tokens.policy, path(policy));
    quote! {
        impl #ext::ExtCast<#fty, #tty, #level> for #marker {}
    }
}
