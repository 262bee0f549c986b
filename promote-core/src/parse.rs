//! Reading a [`DType`] from the names people write.

use core::fmt;
use core::str::FromStr;

use crate::DType;

/// The names accepted for each dtype, besides its code. Matching ignores ASCII case.
const ALIASES: &[(DType, &[&str])] = &[
    (
        DType::Bool,
        &["b", "bool", "bool_", "boolean", "?", "b1", "|b1"],
    ),
    (DType::U8, &["u8", "uint8", "u1", "|u1", "ubyte"]),
    (DType::U16, &["u16", "uint16", "u2", "<u2", "ushort"]),
    (DType::U32, &["u32", "uint32", "u4", "<u4", "uint"]),
    (DType::U64, &["u64", "uint64", "<u8", "ulonglong"]),
    (DType::I8, &["i8", "int8", "i1", "|i1", "byte"]),
    (DType::I16, &["i16", "int16", "i2", "<i2", "short"]),
    (DType::I32, &["i32", "int32", "i4", "<i4", "int", "intc"]),
    (DType::I64, &["i64", "int64", "<i8", "long", "longlong"]),
    (DType::BF16, &["bf16", "bfloat16"]),
    (DType::F16, &["f16", "float16", "f2", "<f2", "half"]),
    (
        DType::F32,
        &["f32", "float32", "f4", "<f4", "float", "single"],
    ),
    (DType::F64, &["f64", "float64", "<f8", "double"]),
    (
        DType::C64,
        &["c64", "complex64", "c8", "<c8", "cfloat", "complex32f"],
    ),
    (
        DType::C128,
        &["c128", "complex128", "c16", "<c16", "cdouble", "complex"],
    ),
    (DType::WeakInt, &["i*", "weak_int"]),
    (DType::WeakFloat, &["f*", "weak_float"]),
    (DType::WeakComplex, &["c*", "weak_complex"]),
    (DType::WeakBool, &["b*", "weak_bool"]),
];

/// The error of parsing a [`DType`]: the text was not a name of any dtype.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseDTypeError {
    _private: (),
}

impl fmt::Display for ParseDTypeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("unknown dtype name; accepted: ")?;
        for (i, (dtype, names)) in ALIASES.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{dtype}: ")?;
            for (j, name) in names.iter().enumerate() {
                if j > 0 {
                    f.write_str(", ")?;
                }
                write!(f, "`{name}`")?;
            }
        }
        f.write_str(" (ASCII case is ignored)")
    }
}

#[cfg(feature = "std")]
impl std::error::Error for ParseDTypeError {}

impl FromStr for DType {
    type Err = ParseDTypeError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim();
        // NumPy writes `u8` for uint64 but seeds write `u8` for uint8; the seeds' codes win, and
        // NumPy's eight-byte unsigned is spelled `<u8` (or `uint64`).
        ALIASES
            .iter()
            .find(|(_, names)| names.iter().any(|n| n.eq_ignore_ascii_case(s)))
            .map(|(dtype, _)| *dtype)
            .ok_or(ParseDTypeError { _private: () })
    }
}
