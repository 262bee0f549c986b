//! The standard dtype codes, one row of data each: table order, Rust type, run-time `DType`,
//! category and precision; and the categories themselves. Adding a dtype to every stage of the macro is adding a row here.

use proc_macro2::TokenStream;
use syn::Path;

/// The number category of a code, in PyTorch's order (bool < int < float < complex).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Category {
    Bool,
    Int,
    Float,
    Complex,
}

impl Category {
    /// The category of a standard code; `None` for a custom type (which then promotes by the
    /// table alone).
    pub fn of(code: &str) -> Option<Category> {
        Some(standard(code)?.category)
    }

    pub fn from_word(word: &str) -> Option<Category> {
        Some(match word {
            "bool" => Category::Bool,
            "int" => Category::Int,
            "float" => Category::Float,
            "complex" => Category::Complex,
            _ => return None,
        })
    }
}

/// What a strong code holds, for the narrowing check: an integer range, or a float's significand
/// bits (`digits`, the implicit bit included) and exponent bits.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Width {
    Bool,
    Unsigned(u32),
    Signed(u32),
    Float { digits: u32, exponent: u32 },
}

/// One standard code.
pub struct Standard {
    /// The code in tables and declarations.
    pub code: &'static str,
    /// The `DType` variant.
    pub variant: &'static str,
    /// The Rust type, `$` standing for the crate's path (the generated code must not rely on the
    /// caller's imports or prelude).
    pub ty: &'static str,
    /// The type's last path segment as a user writes it (`u8`, `Complex<f32>`, `F8E4M3FN`): a
    /// custom code may not claim it.
    pub name: &'static str,
    pub category: Category,
    /// `None` for the weak codes, whose precision is the library's business.
    pub width: Option<Width>,
}

const fn float(digits: u32, exponent: u32) -> Option<Width> {
    Some(Width::Float { digits, exponent })
}

macro_rules! standard {
    ($($code:literal $variant:ident $ty:literal $name:literal $category:ident $width:expr;)*) => {
        /// Every standard code, in table order: the 18 of the tables of JAX's design note JEP 9407
        /// (<https://jax.readthedocs.io/en/latest/jep/9407-type-promotion.html>), Paddle's `b*`, PyTorch's `c32`,
        /// the narrow types of ml_dtypes, JAX and PyTorch, and PyTorch's `bc32`.
        pub const TABLE: &[Standard] = &[$(Standard {
            code: $code,
            variant: stringify!($variant),
            ty: $ty,
            name: $name,
            category: Category::$category,
            width: $width,
        }),*];
    };
}

use Width::{Bool as B, Signed as S, Unsigned as U};

standard! {
    "b"    Bool        "::core::primitive::bool" "bool"         Bool    Some(B);
    "u8"   U8          "::core::primitive::u8"   "u8"           Int     Some(U(8));
    "u16"  U16         "::core::primitive::u16"  "u16"          Int     Some(U(16));
    "u32"  U32         "::core::primitive::u32"  "u32"          Int     Some(U(32));
    "u64"  U64         "::core::primitive::u64"  "u64"          Int     Some(U(64));
    "i8"   I8          "::core::primitive::i8"   "i8"           Int     Some(S(8));
    "i16"  I16         "::core::primitive::i16"  "i16"          Int     Some(S(16));
    "i32"  I32         "::core::primitive::i32"  "i32"          Int     Some(S(32));
    "i64"  I64         "::core::primitive::i64"  "i64"          Int     Some(S(64));
    "bf16" BF16        "$::bf16"                 "bf16"         Float   float(8, 8);
    "f16"  F16         "$::f16"                  "f16"          Float   float(11, 5);
    "f32"  F32         "::core::primitive::f32"  "f32"          Float   float(24, 8);
    "f64"  F64         "::core::primitive::f64"  "f64"          Float   float(53, 11);
    "c64"  C64         "$::Complex<::core::primitive::f32>" "Complex<f32>" Complex float(24, 8);
    "c128" C128        "$::Complex<::core::primitive::f64>" "Complex<f64>" Complex float(53, 11);
    "i*"   WeakInt     "$::WeakInt"              "WeakInt"      Int     None;
    "f*"   WeakFloat   "$::WeakFloat"            "WeakFloat"    Float   None;
    "c*"   WeakComplex "$::WeakComplex"          "WeakComplex"  Complex None;
    "b*"   WeakBool    "$::WeakBool"             "WeakBool"     Bool    None;
    "c32"  C32         "$::Complex<$::f16>"      "Complex<f16>" Complex float(11, 5);
    "f8e4m3fn"      F8E4M3FN      "$::F8E4M3FN"      "F8E4M3FN"      Float float(4, 4);
    "f8e5m2"        F8E5M2        "$::F8E5M2"        "F8E5M2"        Float float(3, 5);
    "f8e4m3"        F8E4M3        "$::F8E4M3"        "F8E4M3"        Float float(4, 4);
    "f8e3m4"        F8E3M4        "$::F8E3M4"        "F8E3M4"        Float float(5, 3);
    "f8e4m3fnuz"    F8E4M3FNUZ    "$::F8E4M3FNUZ"    "F8E4M3FNUZ"    Float float(4, 4);
    "f8e5m2fnuz"    F8E5M2FNUZ    "$::F8E5M2FNUZ"    "F8E5M2FNUZ"    Float float(3, 5);
    "f8e4m3b11fnuz" F8E4M3B11FNUZ "$::F8E4M3B11FNUZ" "F8E4M3B11FNUZ" Float float(4, 4);
    "f8e8m0fnu"     F8E8M0FNU     "$::F8E8M0FNU"     "F8E8M0FNU"     Float float(1, 8);
    "f6e2m3fn"      F6E2M3FN      "$::F6E2M3FN"      "F6E2M3FN"      Float float(4, 2);
    "f6e3m2fn"      F6E3M2FN      "$::F6E3M2FN"      "F6E3M2FN"      Float float(3, 3);
    "f4e2m1fn"      F4E2M1FN      "$::F4E2M1FN"      "F4E2M1FN"      Float float(2, 2);
    "i1"   I1          "$::I1"                   "I1"           Int     Some(S(1));
    "u1"   U1          "$::U1"                   "U1"           Int     Some(U(1));
    "i2"   I2          "$::I2"                   "I2"           Int     Some(S(2));
    "u2"   U2          "$::U2"                   "U2"           Int     Some(U(2));
    "i4"   I4          "$::I4"                   "I4"           Int     Some(S(4));
    "u4"   U4          "$::U4"                   "U4"           Int     Some(U(4));
    "bc32" BC32        "$::Complex<$::bf16>"     "Complex<bf16>" Complex float(8, 8);
}

/// The row of a standard code.
pub fn standard(code: &str) -> Option<&'static Standard> {
    TABLE.iter().find(|s| s.code == code)
}

/// The position of a standard code in [`TABLE`].
pub fn standard_rank(code: &str) -> Option<usize> {
    TABLE.iter().position(|s| s.code == code)
}

/// Every standard code, for error messages.
pub fn standard_codes() -> String {
    TABLE.iter().map(|s| s.code).collect::<Vec<_>>().join(" ")
}

/// Whether `code` is one of the narrow dtypes (the 8-, 6- and 4-bit floats, the 1-, 2- and 4-bit
/// ints), which promote-core's `narrow` feature brings: the rows of [`TABLE`] from `f8e4m3fn` to
/// `u4`. Not `bc32`, which PyTorch's `bf16 + c*` gives, so every build of `Torch` has it.
pub fn is_narrow(code: &str) -> bool {
    let first = standard_rank("f8e4m3fn").expect("a row");
    let last = standard_rank("u4").expect("a row");
    standard_rank(code).is_some_and(|rank| (first..=last).contains(&rank))
}

pub fn is_weak(code: &str) -> bool {
    code.ends_with('*')
}

/// The Rust type of a standard code, fully qualified.
pub fn rust_type(code: &str, krate: &Path) -> Option<TokenStream> {
    // Spliced as tokens, not text: `krate` may be `$crate`, which does not survive a round trip
    // through a string. `<` and `>` are plain punctuation, so each piece lexes on its own.
    let mut tokens = TokenStream::new();
    for (i, piece) in standard(code)?.ty.split('$').enumerate() {
        if i > 0 {
            tokens.extend(quote::quote!(#krate::__private));
        }
        tokens.extend(
            piece
                .parse::<TokenStream>()
                .expect("a standard code's type lexes"),
        );
    }
    Some(tokens)
}

/// The `DType` variant of a standard code.
pub fn dtype_variant(code: &str) -> Option<&'static str> {
    Some(standard(code)?.variant)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_row_is_one_code_and_its_type_parses() {
        let krate: Path = syn::parse_quote!(::promote_core);
        for (i, row) in TABLE.iter().enumerate() {
            assert_eq!(standard_rank(row.code), Some(i), "{} twice", row.code);
            let ty = rust_type(row.code, &krate).unwrap();
            syn::parse2::<syn::Type>(ty).unwrap();
            assert_eq!(is_weak(row.code), row.width.is_none(), "{}", row.code);
        }
    }
}
