//! The run-time mirror: the `Policy` impl, whose lookups read constant tables of node indices
//! built from the same tables as the impls.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::Tokens;
use crate::model::families::Cells;
use crate::model::Policy;

/// Marks an undefined cell; a policy has far fewer than 255 dtypes.
const UNDEFINED: u8 = u8::MAX;

fn cell(cell: &Option<usize>) -> u8 {
    cell.map_or(UNDEFINED, |i| i as u8)
}

/// The policy's `Policy` impl and the constant tables it reads.
pub fn policy_impl(policy: &Policy, tokens: &Tokens) -> TokenStream {
    let krate = &policy.krate;
    // `struct r#Match` is named `Match`.
    let name_str = syn::ext::IdentExt::unraw(&policy.name).to_string();
    let path = &tokens.policy;
    let dtypes = &tokens.dtype;
    let option = quote!(::core::option::Option);
    let tables = Tables::new(policy);
    let zero_dim = match policy.families.zero_dim {
        Some(crate::model::kinds::ZeroDimTable::Categories(_)) => {
            quote!(#krate::__private::CategoryRule)
        }
        Some(crate::model::kinds::ZeroDimTable::MajorTypes(_)) => {
            quote!(#krate::__private::MajorTypeRule)
        }
        Some(crate::model::kinds::ZeroDimTable::Ignored) => {
            quote!(#krate::__private::IgnoredRule)
        }
        None => quote!(#krate::__private::LikeArray),
    };
    let lattice_edges = policy.covering.as_ref().map(|edges| {
        let pairs = edges.iter().map(|&(a, b)| {
            let (a, b) = (&dtypes[a], &dtypes[b]);
            quote!((#a, #b))
        });
        quote!(const LATTICE_EDGES: #option<&'static [(#krate::__private::DType, #krate::__private::DType)]> =
            #option::Some(&[#(#pairs),*]);)
    });
    let values = policy.values.as_ref().map(|v| {
        let v = format_ident!("{}", v);
        quote!(const VALUES: #krate::__private::Values = #krate::__private::Values::#v;)
    });
    let allow = super::allow_deprecated(policy);
    let casting = super::casting::mirror(policy, tokens);
    let helpers = helpers(policy, tokens, &tables);
    let lookups = lookups(policy, tokens, &tables);
    quote! {
        #helpers

        #allow
        impl #krate::__private::Policy for #path {
            const NAME: &'static ::core::primitive::str = #name_str;
            const DTYPES: &'static [#krate::__private::DType] = &[#(#dtypes),*];
            type ZeroDim = #zero_dim;
            #lattice_edges
            #values
            #casting
            #lookups
        }
    }
}

/// The binary families' grids and the unary families' columns, each in list order, with the
/// `Op` arms that pick them.
struct Tables {
    binary: Vec<TokenStream>,
    binary_arms: Vec<TokenStream>,
    unary: Vec<TokenStream>,
    unary_arms: Vec<TokenStream>,
    /// The position of `add` among the binary tables.
    add_index: usize,
}

impl Tables {
    fn new(policy: &Policy) -> Self {
        let krate = &policy.krate;
        let mut tables = Tables {
            binary: Vec::new(),
            binary_arms: Vec::new(),
            unary: Vec::new(),
            unary_arms: Vec::new(),
            add_index: 0,
        };
        for (spec, table) in policy.specs.0.iter().zip(&policy.families.tables) {
            let op = &spec.op;
            let bool_result = spec.bool_result;
            match &table.cells {
                Cells::Binary(per_kind) => {
                    let i = tables.binary.len();
                    if spec.name == "add" {
                        tables.add_index = i;
                    }
                    let grids = per_kind.iter().map(|grid| {
                        let rows = grid.iter().map(|row| {
                            let cells = row.iter().map(cell);
                            quote!([#(#cells),*])
                        });
                        quote!([#(#rows),*])
                    });
                    tables.binary.push(quote!([#(#grids),*]));
                    tables
                        .binary_arms
                        .push(quote!(#krate::__private::Op::#op => (#i, #bool_result),));
                }
                Cells::Unary(column) => {
                    let i = tables.unary.len();
                    let cells = column.iter().map(cell);
                    tables.unary.push(quote!([#(#cells),*]));
                    tables
                        .unary_arms
                        .push(quote!(#krate::__private::Op::#op => (#i, #bool_result),));
                }
            }
        }
        tables
    }
}

/// The inherent items the lookups use: the tables, and a dtype's index in `DTYPES`.
fn helpers(policy: &Policy, tokens: &Tokens, tables: &Tables) -> TokenStream {
    let krate = &policy.krate;
    let path = &tokens.policy;
    let n = policy.nodes.len();
    let option = quote!(::core::option::Option);
    let (binary, unary) = (&tables.binary, &tables.unary);
    let (nb, nu) = (binary.len(), unary.len());
    let standard_arms = tokens
        .pattern
        .iter()
        .enumerate()
        .filter_map(|(i, pattern)| {
            let pattern = pattern.as_ref()?;
            Some(quote!(#pattern => #option::Some(#i),))
        });
    let custom_checks = tokens
        .pattern
        .iter()
        .enumerate()
        .filter(|(_, pattern)| pattern.is_none())
        .map(|(i, _)| {
            let dtype = &tokens.dtype[i];
            quote!(if dtype == #dtype { return #option::Some(#i); })
        });
    let u8_ = quote!(::core::primitive::u8);
    let usize_ = quote!(::core::primitive::usize);
    let allow = super::allow_deprecated(policy);
    quote! {
        #allow
        impl #path {
            /// `__PROMOTE_BINARY[family][kinds][lhs][rhs]`: the result's index in `DTYPES`,
            /// `u8::MAX` if undefined.
            const __PROMOTE_BINARY: [[[[#u8_; #n]; #n]; 4]; #nb] = [#(#binary),*];
            /// `__PROMOTE_UNARY[family][dtype]`, likewise.
            const __PROMOTE_UNARY: [[#u8_; #n]; #nu] = [#(#unary),*];

            /// The position of `dtype` in `DTYPES`.
            #[inline(always)]
            fn __promote_index(dtype: #krate::__private::DType) -> #option<#usize_> {
                #(#custom_checks)*
                match dtype {
                    #(#standard_arms)*
                    _ => #option::None,
                }
            }

            #[inline(always)]
            fn __promote_dtype(cell: #u8_, bool_result: ::core::primitive::bool) -> #option<#krate::__private::DType> {
                let dtype = <Self as #krate::__private::Policy>::DTYPES.get(cell as #usize_).copied()?;
                if bool_result {
                    #option::Some(#krate::__private::DType::Bool)
                } else {
                    #option::Some(dtype)
                }
            }
        }
    }
}

/// `result_type`, `binary_result` and `unary_result`.
fn lookups(policy: &Policy, tokens: &Tokens, tables: &Tables) -> TokenStream {
    let krate = &policy.krate;
    let dtypes = &tokens.dtype;
    let option = quote!(::core::option::Option);
    // Where `result_type` is not `+` (a `no_arithmetic` type: `result_type(b, b)` is `b`).
    let arms = policy.result_type_cells().into_iter().map(|(l, r, t)| {
        let (l, r, t) = (&dtypes[l], &dtypes[r], &dtypes[t]);
        quote! {
            if lhs.same(#l) && rhs.same(#r) {
                return #option::Some(#t);
            }
        }
    });
    let self_only = quote!(#(#arms)*);
    let (binary_arms, unary_arms) = (&tables.binary_arms, &tables.unary_arms);
    let add_index = tables.add_index;
    quote! {
        #[inline]
        fn result_type(lhs: #krate::__private::DType, rhs: #krate::__private::DType) -> #option<#krate::__private::DType> {
            #self_only
            Self::__promote_dtype(Self::__PROMOTE_BINARY[#add_index][0][Self::__promote_index(lhs)?][Self::__promote_index(rhs)?], false)
        }

        #[inline]
        fn binary_result(
            op: #krate::__private::Op,
            lhs_kind: #krate::__private::ArrayKind,
            lhs: #krate::__private::DType,
            rhs_kind: #krate::__private::ArrayKind,
            rhs: #krate::__private::DType,
        ) -> #option<#krate::__private::DType> {
            let kinds = match (lhs_kind, rhs_kind) {
                (#krate::__private::ArrayKind::Array, #krate::__private::ArrayKind::Array) => 0,
                (#krate::__private::ArrayKind::Array, #krate::__private::ArrayKind::Array0) => 1,
                (#krate::__private::ArrayKind::Array0, #krate::__private::ArrayKind::Array) => 2,
                (#krate::__private::ArrayKind::Array0, #krate::__private::ArrayKind::Array0) => 3,
            };
            #[allow(unreachable_patterns)]
            let (table, bool_result) = match op {
                #(#binary_arms)*
                _ => return #option::None,
            };
            Self::__promote_dtype(
                Self::__PROMOTE_BINARY[table][kinds][Self::__promote_index(lhs)?][Self::__promote_index(rhs)?],
                bool_result,
            )
        }

        #[inline]
        fn unary_result(op: #krate::__private::Op, dtype: #krate::__private::DType) -> #option<#krate::__private::DType> {
            #[allow(unreachable_patterns)]
            let (table, bool_result) = match op {
                #(#unary_arms)*
                _ => return #option::None,
            };
            Self::__promote_dtype(Self::__PROMOTE_UNARY[table][Self::__promote_index(dtype)?], bool_result)
        }
    }
}
