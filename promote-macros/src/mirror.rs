//! The run-time mirror: the `Policy` impl, whose lookups read constant tables of node indices
//! built from the same grids as the impls.

use proc_macro2::TokenStream;
use quote::quote;

use crate::model::Policy;

/// Marks an undefined cell; a policy has far fewer than 255 dtypes.
const UNDEFINED: u8 = u8::MAX;

fn cells(grid: &[Vec<Option<usize>>]) -> TokenStream {
    let rows = grid.iter().map(|row| {
        let cells = row.iter().map(|cell| cell.map_or(UNDEFINED, |i| i as u8));
        quote!([#(#cells),*])
    });
    quote!([#(#rows),*])
}

pub fn policy_impl(policy: &Policy) -> TokenStream {
    let Policy {
        krate,
        name,
        nodes,
        families,
        ..
    } = policy;
    let name_str = name.to_string();
    let n = nodes.len();
    let dtypes = nodes.iter().map(|node| &node.dtype);
    let tables = families.grids.iter().map(|per_kind| {
        let grids = per_kind.iter().map(|grid| cells(grid));
        quote!([#(#grids),*])
    });
    let ops = families.grids.len();
    let sum = families
        .sum
        .iter()
        .map(|cell| cell.map_or(UNDEFINED, |i| i as u8));
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
    let zero_dim = match families.zero_dim {
        Some(crate::kinds::ZeroDim::Categories(_)) => quote!(#krate::CategoryRule),
        Some(crate::kinds::ZeroDim::MajorTypes(_)) => quote!(#krate::MajorTypeRule),
        None => quote!(#krate::LikeArray),
    };
    let option = quote!(::core::option::Option);
    let lattice_edges = policy.covering.as_ref().map(|edges| {
        let pairs = edges.iter().map(|&(a, b)| {
            let (a, b) = (&nodes[a].dtype, &nodes[b].dtype);
            quote!((#a, #b))
        });
        quote!(const LATTICE_EDGES: ::core::option::Option<&'static [(#krate::DType, #krate::DType)]> =
            ::core::option::Option::Some(&[#(#pairs),*]);)
    });
    quote! {
        impl #name {
            /// `TABLES[op][kinds][lhs][rhs]`: the result's index in `DTYPES`, `u8::MAX` if undefined.
            const __PROMOTE_TABLES: [[[[::core::primitive::u8; #n]; #n]; 4]; #ops] = [#(#tables),*];
            const __PROMOTE_SUM: [::core::primitive::u8; #n] = [#(#sum),*];

            /// The position of `dtype` in `DTYPES`.
            #[inline(always)]
            fn __promote_index(dtype: #krate::DType) -> #option<::core::primitive::usize> {
                #(#custom_checks)*
                match dtype {
                    #(#standard_arms)*
                    _ => #option::None,
                }
            }

            #[inline(always)]
            fn __promote_dtype(cell: ::core::primitive::u8) -> #option<#krate::DType> {
                <Self as #krate::Policy>::DTYPES.get(cell as ::core::primitive::usize).copied()
            }
        }

        impl #krate::Policy for #name {
            const NAME: &'static ::core::primitive::str = #name_str;
            const DTYPES: &'static [#krate::DType] = &[#(#dtypes),*];
            type ZeroDim = #zero_dim;
            #lattice_edges

            #[inline]
            fn result_type(lhs: #krate::DType, rhs: #krate::DType) -> #option<#krate::DType> {
                Self::__promote_dtype(Self::__PROMOTE_TABLES[0][0][Self::__promote_index(lhs)?][Self::__promote_index(rhs)?])
            }

            #[inline]
            fn binary_result(
                op: #krate::Op,
                lhs_kind: #krate::ArrayKind,
                lhs: #krate::DType,
                rhs_kind: #krate::ArrayKind,
                rhs: #krate::DType,
            ) -> #option<#krate::DType> {
                let kinds = match (lhs_kind, rhs_kind) {
                    (#krate::ArrayKind::Array, #krate::ArrayKind::Array) => 0,
                    (#krate::ArrayKind::Array, #krate::ArrayKind::Array0) => 1,
                    (#krate::ArrayKind::Array0, #krate::ArrayKind::Array) => 2,
                    (#krate::ArrayKind::Array0, #krate::ArrayKind::Array0) => 3,
                };
                let table = match op {
                    #krate::Op::Add => 0,
                    #krate::Op::Div => 1,
                    #krate::Op::Eq => 2,
                    #krate::Op::Lt => 3,
                    #krate::Op::BitAnd => 4,
                };
                let cell = Self::__PROMOTE_TABLES[table][kinds][Self::__promote_index(lhs)?][Self::__promote_index(rhs)?];
                let dtype = Self::__promote_dtype(cell)?;
                match op {
                    #krate::Op::Eq | #krate::Op::Lt => #option::Some(#krate::DType::Bool),
                    _ => #option::Some(dtype),
                }
            }

            #[inline]
            fn sum_result(dtype: #krate::DType) -> #option<#krate::DType> {
                Self::__promote_dtype(Self::__PROMOTE_SUM[Self::__promote_index(dtype)?])
            }
        }
    }
}
