//! The run-time names of element types: [`DType`].

use core::fmt;

/// A data type known at run time: the value-level twin of an [`Element`](crate::Element) type.
///
/// Its short code is the one the seed tables use (`b`, `u8`, …, `c128`, and `i*`, `f*`, `c*`, `b*`
/// for weak Python-style scalars); [`Display`](fmt::Display) prints it and
/// [`FromStr`](core::str::FromStr) reads it back, along with the names people write (`"float32"`,
/// NumPy's `"<f4"`, …).
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
    /// An element type defined outside this crate, named by its code.
    Custom(&'static str),
}

impl DType {
    /// The standard dtypes in the seeds' table order, then `b*` and `c32`.
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

    /// The short code used in tables: `b`, `u8`, …, `c128`, `i*`, `f*`, `c*`, `b*`.
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
            DType::I8 | DType::I16 | DType::I32 | DType::I64 | DType::WeakInt => Kind::Signed,
            DType::BF16 | DType::F16 | DType::F32 | DType::F64 | DType::WeakFloat => Kind::Float,
            DType::C32 | DType::C64 | DType::C128 | DType::WeakComplex => Kind::Complex,
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
