//! The run-time names of element types: [`DType`].

use core::fmt;

/// A data type known at run time: the value-level twin of an [`Element`](crate::Element) type.
///
/// Its short code is the one of the tables in JAX's design note
/// [JEP 9407](https://jax.readthedocs.io/en/latest/jep/9407-type-promotion.html) (`b`, `u8`, …,
/// `c128`, and `i*`, `f*`, `c*` for weak Python-style scalars, with `b*` added here);
/// [`Display`](fmt::Display) prints it and [`FromStr`](core::str::FromStr) reads it back, along
/// with the names people write (`"float32"`, NumPy's `"<f4"`, …).
///
/// ```
/// use promote_core::DType;
/// assert_eq!("float32".parse::<DType>(), Ok(DType::F32));
/// assert_eq!(DType::F32.to_string(), "f32");
/// assert_eq!("i*".parse::<DType>(), Ok(DType::WeakInt));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DType {
    /// `bool`.
    Bool,
    /// `u8`.
    U8,
    /// `u16`.
    U16,
    /// `u32`.
    U32,
    /// `u64`.
    U64,
    /// `i8`.
    I8,
    /// `i16`.
    I16,
    /// `i32`.
    I32,
    /// `i64`.
    I64,
    /// `half::bf16`, the brain float.
    BF16,
    /// `half::f16`, IEEE binary16.
    F16,
    /// `f32`.
    F32,
    /// `f64`.
    F64,
    /// `Complex<f32>`.
    C64,
    /// `Complex<f64>`.
    C128,
    /// A weak integer (`i*`): a Python `int`, or JAX's weakly typed int.
    WeakInt,
    /// A weak float (`f*`): a Python `float`, or JAX's weakly typed float.
    WeakFloat,
    /// A weak complex (`c*`): a Python `complex`, or JAX's weakly typed complex.
    WeakComplex,
    /// A weak bool (`b*`): a Python `bool` scalar, which PaddlePaddle treats apart from a bool tensor.
    WeakBool,
    /// `Complex<f16>`: PyTorch's `complex32` (`chalf`).
    C32,
    /// `float8_e4m3fn` ([`F8E4M3FN`](crate::F8E4M3FN)): OCP FP8 E4M3, no infinities.
    F8E4M3FN,
    /// `float8_e5m2` ([`F8E5M2`](crate::F8E5M2)): OCP FP8 E5M2, IEEE-like.
    F8E5M2,
    /// `float8_e4m3` ([`F8E4M3`](crate::F8E4M3)): IEEE-like E4M3.
    F8E4M3,
    /// `float8_e3m4` ([`F8E3M4`](crate::F8E3M4)): IEEE-like E3M4.
    F8E3M4,
    /// `float8_e4m3fnuz` ([`F8E4M3FNUZ`](crate::F8E4M3FNUZ)): no infinities, no −0.
    F8E4M3FNUZ,
    /// `float8_e5m2fnuz` ([`F8E5M2FNUZ`](crate::F8E5M2FNUZ)): no infinities, no −0.
    F8E5M2FNUZ,
    /// `float8_e4m3b11fnuz` ([`F8E4M3B11FNUZ`](crate::F8E4M3B11FNUZ)): bias 11, no infinities, no −0.
    F8E4M3B11FNUZ,
    /// `float8_e8m0fnu` ([`F8E8M0FNU`](crate::F8E8M0FNU)): the OCP MX scale, unsigned powers of two.
    F8E8M0FNU,
    /// `float6_e2m3fn` ([`F6E2M3FN`](crate::F6E2M3FN)): OCP MX FP6 E2M3.
    F6E2M3FN,
    /// `float6_e3m2fn` ([`F6E3M2FN`](crate::F6E3M2FN)): OCP MX FP6 E3M2.
    F6E3M2FN,
    /// `float4_e2m1fn` ([`F4E2M1FN`](crate::F4E2M1FN)): OCP MX FP4 E2M1.
    F4E2M1FN,
    /// `int1` ([`I1`](crate::I1)), one value per byte.
    I1,
    /// `uint1` ([`U1`](crate::U1)), one value per byte.
    U1,
    /// `int2` ([`I2`](crate::I2)), one value per byte.
    I2,
    /// `uint2` ([`U2`](crate::U2)), one value per byte.
    U2,
    /// `int4` ([`I4`](crate::I4)), one value per byte.
    I4,
    /// `uint4` ([`U4`](crate::U4)), one value per byte.
    U4,
    /// `Complex<bf16>`: `bcomplex32` (ml_dtypes; PyTorch's result of `bf16` with a Python complex).
    BC32,
    /// An element type defined outside this crate, named by its code.
    Custom(&'static str),
}

impl DType {
    /// The standard dtypes in JEP 9407's table order, then `b*` and `c32`.
    pub const ALL: [DType; 20] = [
        DType::Bool,
        DType::U8,
        DType::U16,
        DType::U32,
        DType::U64,
        DType::I8,
        DType::I16,
        DType::I32,
        DType::I64,
        DType::BF16,
        DType::F16,
        DType::F32,
        DType::F64,
        DType::C64,
        DType::C128,
        DType::WeakInt,
        DType::WeakFloat,
        DType::WeakComplex,
        DType::WeakBool,
        DType::C32,
    ];

    /// The narrow dtypes of issue 12 (ml_dtypes' 8-, 6- and 4-bit floats, 1-, 2- and 4-bit ints,
    /// and `bc32`), in the order their codes follow the standard ones in tables. Not in
    /// [`DType::ALL`], which stays the dtypes every built-in policy declares.
    ///
    /// ```
    /// use promote_core::DType;
    /// assert_eq!(DType::NARROW[0].code(), "f8e4m3fn");
    /// assert_eq!("float8_e4m3fn".parse(), Ok(DType::F8E4M3FN));
    /// ```
    pub const NARROW: [DType; 18] = [
        DType::F8E4M3FN,
        DType::F8E5M2,
        DType::F8E4M3,
        DType::F8E3M4,
        DType::F8E4M3FNUZ,
        DType::F8E5M2FNUZ,
        DType::F8E4M3B11FNUZ,
        DType::F8E8M0FNU,
        DType::F6E2M3FN,
        DType::F6E3M2FN,
        DType::F4E2M1FN,
        DType::I1,
        DType::U1,
        DType::I2,
        DType::U2,
        DType::I4,
        DType::U4,
        DType::BC32,
    ];

    /// The short code used in tables: `b`, `u8`, …, `c128`, `i*`, `f*`, `c*`, `b*`, and the
    /// narrow `f8e4m3fn`, …, `u4`, `bc32`.
    pub const fn code(self) -> &'static str {
        match self {
            DType::Bool => "b",
            DType::U8 => "u8",
            DType::U16 => "u16",
            DType::U32 => "u32",
            DType::U64 => "u64",
            DType::I8 => "i8",
            DType::I16 => "i16",
            DType::I32 => "i32",
            DType::I64 => "i64",
            DType::BF16 => "bf16",
            DType::F16 => "f16",
            DType::F32 => "f32",
            DType::F64 => "f64",
            DType::C64 => "c64",
            DType::C128 => "c128",
            DType::WeakInt => "i*",
            DType::WeakFloat => "f*",
            DType::WeakComplex => "c*",
            DType::WeakBool => "b*",
            DType::C32 => "c32",
            DType::F8E4M3FN => "f8e4m3fn",
            DType::F8E5M2 => "f8e5m2",
            DType::F8E4M3 => "f8e4m3",
            DType::F8E3M4 => "f8e3m4",
            DType::F8E4M3FNUZ => "f8e4m3fnuz",
            DType::F8E5M2FNUZ => "f8e5m2fnuz",
            DType::F8E4M3B11FNUZ => "f8e4m3b11fnuz",
            DType::F8E8M0FNU => "f8e8m0fnu",
            DType::F6E2M3FN => "f6e2m3fn",
            DType::F6E3M2FN => "f6e3m2fn",
            DType::F4E2M1FN => "f4e2m1fn",
            DType::I1 => "i1",
            DType::U1 => "u1",
            DType::I2 => "i2",
            DType::U2 => "u2",
            DType::I4 => "i4",
            DType::U4 => "u4",
            DType::BC32 => "bc32",
            DType::Custom(code) => code,
        }
    }

    /// Whether two dtypes are the same, usable in constants (`==` is not `const`): their codes
    /// are equal. The macros check with it that a policy's element types have distinct dtypes.
    ///
    /// ```
    /// use promote_core::DType;
    /// const SAME: bool = DType::Custom("q16").same(DType::Custom("q16"));
    /// assert!(SAME && !DType::F32.same(DType::Custom("q16")));
    /// ```
    pub const fn same(self, other: DType) -> bool {
        let (a, b) = (self.code().as_bytes(), other.code().as_bytes());
        if a.len() != b.len() {
            return false;
        }
        let mut i = 0;
        while i < a.len() {
            if a[i] != b[i] {
                return false;
            }
            i += 1;
        }
        true
    }

    /// The kind of number this dtype holds.
    pub const fn kind(self) -> Kind {
        match self {
            DType::Bool | DType::WeakBool => Kind::Bool,
            DType::U8 | DType::U16 | DType::U32 | DType::U64 => Kind::Unsigned,
            DType::U1 | DType::U2 | DType::U4 => Kind::Unsigned,
            DType::I8 | DType::I16 | DType::I32 | DType::I64 | DType::WeakInt => Kind::Signed,
            DType::I1 | DType::I2 | DType::I4 => Kind::Signed,
            DType::BF16 | DType::F16 | DType::F32 | DType::F64 | DType::WeakFloat => Kind::Float,
            DType::F8E4M3FN
            | DType::F8E5M2
            | DType::F8E4M3
            | DType::F8E3M4
            | DType::F8E4M3FNUZ
            | DType::F8E5M2FNUZ
            | DType::F8E4M3B11FNUZ
            | DType::F8E8M0FNU
            | DType::F6E2M3FN
            | DType::F6E3M2FN
            | DType::F4E2M1FN => Kind::Float,
            DType::C32 | DType::C64 | DType::C128 | DType::BC32 | DType::WeakComplex => {
                Kind::Complex
            }
            DType::Custom(_) => Kind::Other,
        }
    }

    /// Whether this is a weak (scalar-like) dtype: `i*`, `f*`, `c*` or `b*`.
    pub const fn is_weak(self) -> bool {
        matches!(
            self,
            DType::WeakInt | DType::WeakFloat | DType::WeakComplex | DType::WeakBool
        )
    }
}

/// The kind of a dtype, in the category order PyTorch uses (bool < integer < float < complex).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// Booleans.
    Bool,
    /// Unsigned integers.
    Unsigned,
    /// Signed integers (and weak ints).
    Signed,
    /// Real floating point.
    Float,
    /// Complex floating point.
    Complex,
    /// A type defined outside this crate.
    Other,
}

impl fmt::Display for DType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}
