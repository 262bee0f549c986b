//! **The** list of dtypes: every built-in dtype is one row here, and what used to be a list per
//! file is derived from it: [`DType`](crate::DType) with `ALL`, `NARROW`, `code`, `kind` and
//! `is_weak`; the names [`FromStr`](core::str::FromStr) reads; the [`Element`](crate::Element)
//! impls and the element arithmetic of the plain types; the [`CastFrom`](crate::CastFrom) impls
//! between plain types and between them and the narrow ones; the strong
//! [`Materialize`](crate::Materialize) impls; and the test suites' lists of element types. See
//! `CONTRIBUTING.md` for what adding a dtype takes (promote-decl's `codes.rs` has the macros' own
//! row, as that crate cannot depend on this one).
//!
//! A row reads
//!
//! ```text
//! /// docs of the `DType` variant
//! Variant "code" Kind repr(RustType) class [Table "name", ...];
//! ```
//!
//! - The rows come in two sections, `standard` ([`DType::ALL`](crate::DType::ALL)) and `narrow`
//!   ([`DType::NARROW`](crate::DType::NARROW)); the enum's variants are both, in this order, then
//!   `Custom` (the order is the derived `Ord`'s, which the tables use).
//! - `Kind`: the variant of [`Kind`](crate::Kind).
//! - `repr`: `plain` (a type with concrete impls in every build), `weak` (a weak scalar: the same,
//!   marked weak) or `narrow` (one alias of the generic narrow types, behind the `narrow` feature,
//!   whose impls are generic over the format and so not derived per row).
//! - `class`: what the conversions and the element arithmetic of a plain type do, shared by the
//!   types that behave alike (with `Kind` telling signed from unsigned): `bool`; `int_exact`
//!   (integers `f32` holds exactly), `int_wide` (the others: they round to `f32` through
//!   `cast_from.rs`'s `WideInt`); `half` (`f16`, `bf16`), `f32`, `f64`; `complex` (of
//!   `f32`/`f64`), `complex_half` (of `f16`), `complex_bf16` (its arithmetic is computed in `f32`,
//!   see `narrow/bcomplex.rs`); `weak`; `narrow_float`, `narrow_int`. The classes are matched in
//!   `cast_from.rs`, `narrow/cast.rs`, `element/mod.rs` and `element/math.rs`.
//! - The names, each in the table of the library spelling it (see `dtype_names/names.rs`): `Sized`
//!   (every library's sized names, with or without a prefix), `NumPy`, `Python`, `Torch`,
//!   `TensorFlow`, `Candle` (after their prefixes, or bare where that library's names are read
//!   bare), `Rust` (this crate's type names), `Typestring` (NumPy's, without byte order).
//!
//! Types are written with `$crate::__private::` so that a callback in another crate (the test suites) sees
//! them too.

/// Passes the dtype list to `$callback!`, between `$before` and `$after`.
#[doc(hidden)]
#[macro_export]
macro_rules! __dtypes {
    ($callback:path { $($before:tt)* } $($after:tt)*) => {
        $callback! {
            $($before)*
            dtypes_spec {
                standard {
                    /// `bool`.
                    Bool "b" Bool plain(bool) bool
                        [Sized "bool", NumPy "bool_", Typestring "b1"];
                    /// `u8`.
                    U8 "u8" Unsigned plain(u8) int_exact
                        [Sized "uint8", NumPy "ubyte", Candle "u8", Typestring "u1"];
                    /// `u16`.
                    U16 "u16" Unsigned plain(u16) int_exact
                        [Sized "uint16", NumPy "ushort", Typestring "u2"];
                    /// `u32`.
                    U32 "u32" Unsigned plain(u32) int_wide
                        [Sized "uint32", NumPy "uintc", Candle "u32", Typestring "u4"];
                    // `uint` is NumPy 2's `np.uint`, an alias of `np.uintp`.
                    /// `u64`.
                    U64 "u64" Unsigned plain(u64) int_wide
                        [Sized "uint64", NumPy "uintp", NumPy "ulong", NumPy "ulonglong",
                         NumPy "uint", Typestring "u8"];
                    /// `i8`.
                    I8 "i8" Signed plain(i8) int_exact
                        [Sized "int8", NumPy "byte", Typestring "i1"];
                    /// `i16`.
                    I16 "i16" Signed plain(i16) int_exact
                        [Sized "int16", NumPy "short", Torch "short", Candle "i16",
                         Typestring "i2"];
                    /// `i32`.
                    I32 "i32" Signed plain(i32) int_wide
                        [Sized "int32", NumPy "intc", Torch "int", Candle "i32", Typestring "i4"];
                    /// `i64`.
                    I64 "i64" Signed plain(i64) int_wide
                        [Sized "int64", NumPy "int_", NumPy "intp", NumPy "long",
                         NumPy "longlong", Python "int", Torch "long", Candle "i64",
                         Typestring "i8"];
                    /// `half::bf16`, the brain float.
                    BF16 "bf16" Float plain($crate::__private::bf16) half
                        [Sized "bfloat16", Candle "bf16"];
                    /// `half::f16`, IEEE binary16.
                    F16 "f16" Float plain($crate::__private::f16) half
                        [Sized "float16", NumPy "half", Torch "half", TensorFlow "half",
                         Candle "f16", Typestring "f2"];
                    /// `f32`.
                    F32 "f32" Float plain(f32) f32
                        [Sized "float32", NumPy "single", Torch "float", Candle "f32",
                         Typestring "f4"];
                    /// `f64`.
                    F64 "f64" Float plain(f64) f64
                        [Sized "float64", NumPy "double", NumPy "float_", Python "float",
                         Torch "double", TensorFlow "double", Candle "f64", Typestring "f8"];
                    /// `Complex<f32>`.
                    C64 "c64" Complex plain($crate::__private::Complex<f32>) complex
                        [Sized "complex64", NumPy "csingle", Torch "cfloat", Rust "complex<f32>",
                         Typestring "c8"];
                    /// `Complex<f64>`.
                    C128 "c128" Complex plain($crate::__private::Complex<f64>) complex
                        [Sized "complex128", NumPy "cdouble", NumPy "complex_", Python "complex",
                         Torch "cdouble", Rust "complex<f64>", Typestring "c16"];
                    /// A weak integer (`i*`): a Python `int`, or JAX's weakly typed int.
                    WeakInt "i*" Signed weak($crate::__private::WeakInt) weak
                        [Rust "weakint", Rust "weak_int"];
                    /// A weak float (`f*`): a Python `float`, or JAX's weakly typed float.
                    WeakFloat "f*" Float weak($crate::__private::WeakFloat) weak
                        [Rust "weakfloat", Rust "weak_float"];
                    /// A weak complex (`c*`): a Python `complex`, or JAX's weakly typed complex.
                    WeakComplex "c*" Complex weak($crate::__private::WeakComplex) weak
                        [Rust "weakcomplex", Rust "weak_complex"];
                    /// A weak bool (`b*`): a Python `bool` scalar, which PaddlePaddle treats apart from a bool tensor.
                    WeakBool "b*" Bool weak($crate::__private::WeakBool) weak
                        [Rust "weakbool", Rust "weak_bool"];
                    // `complex32` is PyTorch's; NumPy has none, but the name means the same
                    // wherever it exists.
                    /// `Complex<f16>`: PyTorch's `complex32` (`chalf`).
                    C32 "c32" Complex plain($crate::__private::Complex<$crate::__private::f16>) complex_half
                        [Sized "complex32", Torch "chalf", Rust "complex<f16>"];
                }
                narrow {
                    // ml_dtypes' names, the same in JAX (`jnp.float8_e4m3fn`) and, for the types
                    // it has, PyTorch (`torch.float8_e4m3fn`, `torch.int4`: the shell types).
                    /// `float8_e4m3fn` ([`F8E4M3FN`](crate::F8E4M3FN)): OCP FP8 E4M3, no infinities.
                    F8E4M3FN "f8e4m3fn" Float narrow($crate::__private::F8E4M3FN) narrow_float
                        [Sized "float8_e4m3fn", Rust "f8e4m3fn", Candle "f8e4m3"];
                    /// `float8_e5m2` ([`F8E5M2`](crate::F8E5M2)): OCP FP8 E5M2, IEEE-like.
                    F8E5M2 "f8e5m2" Float narrow($crate::__private::F8E5M2) narrow_float
                        [Sized "float8_e5m2", Rust "f8e5m2"];
                    /// `float8_e4m3` ([`F8E4M3`](crate::F8E4M3)): IEEE-like E4M3.
                    F8E4M3 "f8e4m3" Float narrow($crate::__private::F8E4M3) narrow_float
                        [Sized "float8_e4m3", Rust "f8e4m3"];
                    /// `float8_e3m4` ([`F8E3M4`](crate::F8E3M4)): IEEE-like E3M4.
                    F8E3M4 "f8e3m4" Float narrow($crate::__private::F8E3M4) narrow_float
                        [Sized "float8_e3m4", Rust "f8e3m4"];
                    /// `float8_e4m3fnuz` ([`F8E4M3FNUZ`](crate::F8E4M3FNUZ)): no infinities, no −0.
                    F8E4M3FNUZ "f8e4m3fnuz" Float narrow($crate::__private::F8E4M3FNUZ) narrow_float
                        [Sized "float8_e4m3fnuz", Rust "f8e4m3fnuz"];
                    /// `float8_e5m2fnuz` ([`F8E5M2FNUZ`](crate::F8E5M2FNUZ)): no infinities, no −0.
                    F8E5M2FNUZ "f8e5m2fnuz" Float narrow($crate::__private::F8E5M2FNUZ) narrow_float
                        [Sized "float8_e5m2fnuz", Rust "f8e5m2fnuz"];
                    /// `float8_e4m3b11fnuz` ([`F8E4M3B11FNUZ`](crate::F8E4M3B11FNUZ)): bias 11, no infinities, no −0.
                    F8E4M3B11FNUZ "f8e4m3b11fnuz" Float narrow($crate::__private::F8E4M3B11FNUZ) narrow_float
                        [Sized "float8_e4m3b11fnuz", Rust "f8e4m3b11fnuz"];
                    /// `float8_e8m0fnu` ([`F8E8M0FNU`](crate::F8E8M0FNU)): the OCP MX scale, unsigned powers of two.
                    F8E8M0FNU "f8e8m0fnu" Float narrow($crate::__private::F8E8M0FNU) narrow_float
                        [Sized "float8_e8m0fnu", Rust "f8e8m0fnu", Candle "f8e8m0"];
                    /// `float6_e2m3fn` ([`F6E2M3FN`](crate::F6E2M3FN)): OCP MX FP6 E2M3.
                    F6E2M3FN "f6e2m3fn" Float narrow($crate::__private::F6E2M3FN) narrow_float
                        [Sized "float6_e2m3fn", Rust "f6e2m3fn", Candle "f6e2m3"];
                    /// `float6_e3m2fn` ([`F6E3M2FN`](crate::F6E3M2FN)): OCP MX FP6 E3M2.
                    F6E3M2FN "f6e3m2fn" Float narrow($crate::__private::F6E3M2FN) narrow_float
                        [Sized "float6_e3m2fn", Rust "f6e3m2fn", Candle "f6e3m2"];
                    /// `float4_e2m1fn` ([`F4E2M1FN`](crate::F4E2M1FN)): OCP MX FP4 E2M1.
                    F4E2M1FN "f4e2m1fn" Float narrow($crate::__private::F4E2M1FN) narrow_float
                        [Sized "float4_e2m1fn", Rust "f4e2m1fn", Candle "f4"];
                    // The narrow ints' type names (`I4`, …) are not `Rust` names: `i4` is NumPy's
                    // int32 and must not change meaning with the case.
                    /// `int1` ([`I1`](crate::I1)), one value per byte.
                    I1 "i1" Signed narrow($crate::__private::I1) narrow_int [Sized "int1"];
                    /// `uint1` ([`U1`](crate::U1)), one value per byte.
                    U1 "u1" Unsigned narrow($crate::__private::U1) narrow_int [Sized "uint1"];
                    /// `int2` ([`I2`](crate::I2)), one value per byte.
                    I2 "i2" Signed narrow($crate::__private::I2) narrow_int [Sized "int2"];
                    /// `uint2` ([`U2`](crate::U2)), one value per byte.
                    U2 "u2" Unsigned narrow($crate::__private::U2) narrow_int [Sized "uint2"];
                    /// `int4` ([`I4`](crate::I4)), one value per byte.
                    I4 "i4" Signed narrow($crate::__private::I4) narrow_int [Sized "int4"];
                    /// `uint4` ([`U4`](crate::U4)), one value per byte.
                    U4 "u4" Unsigned narrow($crate::__private::U4) narrow_int [Sized "uint4"];
                    /// `Complex<bf16>`: `bcomplex32` (ml_dtypes; PyTorch's result of `bf16` with a Python complex).
                    BC32 "bc32" Complex plain($crate::__private::Complex<$crate::__private::bf16>) complex_bf16
                        [Sized "bcomplex32", Rust "complex<bf16>"];
                }
            }
            $($after)*
        }
    };
}
