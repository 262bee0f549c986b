//! The standard dtype codes: their order in tables, their Rust types and their run-time `DType`.

use proc_macro2::TokenStream;
use quote::quote;
use syn::Path;

/// The seeds' 18 codes in table order, then the extra standard codes `b*` (Paddle's Python bool)
/// and `c32` (PyTorch's complex32).
pub const STANDARD: [&str; 20] = [
    "b", "u8", "u16", "u32", "u64", "i8", "i16", "i32", "i64", "bf16", "f16", "f32", "f64", "c64",
    "c128", "i*", "f*", "c*", "b*", "c32",
];

/// The position of a standard code in [`STANDARD`].
pub fn standard_rank(code: &str) -> Option<usize> {
    STANDARD.iter().position(|c| *c == code)
}

pub fn is_weak(code: &str) -> bool {
    code.ends_with('*')
}

/// The Rust type of a standard code, with fully qualified paths (the generated code must not rely
/// on the caller's imports or prelude).
pub fn rust_type(code: &str, krate: &Path) -> Option<TokenStream> {
    Some(match code {
        "b" => quote!(::core::primitive::bool),
        "u8" => quote!(::core::primitive::u8),
        "u16" => quote!(::core::primitive::u16),
        "u32" => quote!(::core::primitive::u32),
        "u64" => quote!(::core::primitive::u64),
        "i8" => quote!(::core::primitive::i8),
        "i16" => quote!(::core::primitive::i16),
        "i32" => quote!(::core::primitive::i32),
        "i64" => quote!(::core::primitive::i64),
        "bf16" => quote!(#krate::bf16),
        "f16" => quote!(#krate::f16),
        "f32" => quote!(::core::primitive::f32),
        "f64" => quote!(::core::primitive::f64),
        "c64" => quote!(#krate::Complex<::core::primitive::f32>),
        "c128" => quote!(#krate::Complex<::core::primitive::f64>),
        "i*" => quote!(#krate::WeakInt),
        "f*" => quote!(#krate::WeakFloat),
        "c*" => quote!(#krate::WeakComplex),
        "b*" => quote!(#krate::WeakBool),
        "c32" => quote!(#krate::Complex<#krate::f16>),
        _ => return None,
    })
}

/// The `DType` variant of a standard code.
pub fn dtype_variant(code: &str) -> Option<&'static str> {
    Some(match code {
        "b" => "Bool",
        "u8" => "U8",
        "u16" => "U16",
        "u32" => "U32",
        "u64" => "U64",
        "i8" => "I8",
        "i16" => "I16",
        "i32" => "I32",
        "i64" => "I64",
        "bf16" => "BF16",
        "f16" => "F16",
        "f32" => "F32",
        "f64" => "F64",
        "c64" => "C64",
        "c128" => "C128",
        "i*" => "WeakInt",
        "f*" => "WeakFloat",
        "c*" => "WeakComplex",
        "b*" => "WeakBool",
        "c32" => "C32",
        _ => return None,
    })
}
