//! Reading a [`DType`](crate::DType) from the names people write: [`FromStr`] for [`DType`](crate::DType), whose rules are
//! documented on the impl itself, where rustdoc shows them (on [`DType`](crate::DType)'s page).

use core::str::FromStr;

mod error;
mod names;

pub use error::ParseDTypeError;

use crate::{DType, Kind};
use error::Reason;
use names::*;

/// Reads a dtype from the names people write.
///
/// # What is accepted
///
/// Leading and trailing whitespace is ignored. Then, in this order:
///
/// 1. **The table codes**, exactly as [`Display`](core::fmt::Display) prints them (so every dtype of
///    [`DType::ALL`] round-trips): `b u8 u16 u32 u64 i8 i16 i32 i64 bf16 f16 f32 f64 c32 c64 c128`
///    and the weak `i* f* c* b*`, plus NumPy's one-letter `?` for bool; and the narrow floats'
///    codes `f8e4m3fn f8e5m2 f8e4m3 f8e3m4 f8e4m3fnuz f8e5m2fnuz f8e4m3b11fnuz f8e8m0fnu f6e2m3fn
///    f6e3m2fn f4e2m1fn` and `bc32` (of [`DType::NARROW`]). The narrow ints' codes `i1 u1 i2 u2 i4
///    u4` are **not** read as codes: they are NumPy typestrings (`i4` is int32, below) and keep
///    that meaning, so those six dtypes are written `int1` … `uint4` (they print as their codes in
///    tables, and do not parse back from them). Codes are case-sensitive, like
///    NumPy's (where `U8` is a string dtype, not `uint8`). These codes (those of the tables in
///    JAX's design note
///    [JEP 9407](https://jax.readthedocs.io/en/latest/jep/9407-type-promotion.html), and PyTorch's
///    `c32`) win over NumPy's character codes: `i8`/`u8` are **int8/uint8** here (they are int64/uint64 in NumPy, where
///    they count bytes, not bits), `f16` is float16 (float128 in NumPy) and `c32` is PyTorch's
///    complex32 (complex256 in NumPy). NumPy's 8-byte
///    integers are spelled `<i8`/`<u8`/`=i8`, `int64`/`uint64`, … . NumPy's one-letter character
///    codes other than `?` (`'f'`, `'d'`, `'B'`, `'h'`, …) are not accepted: `b` is already the
///    standard codes' bool, and one letter is too easy to misread.
/// 2. **NumPy typestrings** (case-sensitive): an optional byte-order mark, a kind among `b i u f c`
///    and a size in bytes: `b1`, `i1 i2 i4 i8`, `u1 u2 u4 u8`, `f2 f4 f8`, `c8 c16` (bare `i8`, `u8`,
///    `f16` and `c32` are the codes above). Byte order: `<` (little-endian), `=` (native) and `|`
///    (not applicable) are accepted, and so is no mark (native). `>` (big-endian) is **rejected**
///    with an error saying so: a `DType` describes native-endian Rust values, and silently reading
///    `>f8` as `f64` would hand big-endian bytes to code that assumes native ones. One-byte types
///    have no byte order, so `>i1`, `>u1` and `>b1` are accepted (NumPy itself normalises them to
///    `|`). (On a big-endian target the roles of `<` and `>` swap: the native mark is accepted.)
/// 3. **Names**, ignoring ASCII case (so `Float32`, `FLOAT32` and Julia's `Int64`, `UInt8` work):
///    - the sized names every library shares: `bool`, `uint8` … `uint64`, `int8` … `int64`,
///      `bfloat16`, `float16`, `float32`, `float64`, `complex32` (PyTorch's), `complex64`,
///      `complex128`;
///    - NumPy's aliases, with NumPy's meaning on 64-bit Linux and macOS: `bool_`, `byte` (int8),
///      `ubyte`, `short`, `ushort`, `intc`, `uintc`, `int_`, `intp`, `uintp`, `long`, `ulong`,
///      `longlong`, `ulonglong`, `half`, `single`, `double`, `csingle`, `cdouble`, and NumPy 1's
///      `float_`, `complex_`;
///    - **Python type names**, as NumPy reads them (`np.dtype(float)` is float64): `int` is
///      int64, `float` is float64, `complex` is complex128, `bool` is bool; `uint` is uint64
///      (NumPy 2's `np.uint`). These are *strong* dtypes; a Python scalar's *weak* dtype is written
///      `i*`, `f*`, `c*`, `b*`, or `weak_int`, `weak_float`, `weak_complex`, `weak_bool`;
///    - ml_dtypes' narrow types: `float8_e4m3fn`, `float8_e5m2`, `float8_e4m3`, `float8_e3m4`,
///      `float8_e4m3fnuz`, `float8_e5m2fnuz`, `float8_e4m3b11fnuz`, `float8_e8m0fnu`,
///      `float6_e2m3fn`, `float6_e3m2fn`, `float4_e2m1fn`, `int1`, `uint1`, `int2`, `uint2`,
///      `int4`, `uint4`, `bcomplex32` (with any library prefix: `jnp.float8_e4m3fn`,
///      `torch.float8_e5m2`, `torch.int4`, `ml_dtypes.bcomplex32`);
///    - the Rust names of the element types: `f32`, `u8`, … (the codes), `Complex<f16>`,
///      `Complex<f32>`, `Complex<f64>`, `Complex<bf16>`, `F8E4M3FN` … `F4E2M1FN` (the narrow
///      floats' codes in any case), `WeakInt`, `WeakFloat`, `WeakComplex`, `WeakBool`;
///    - **candle's** names after `candle.`: `candle.f8e4m3` is `float8_e4m3fn` (candle's
///      `F8E4M3` is the OCP format; the bare code `f8e4m3` is ml_dtypes' IEEE-like
///      `float8_e4m3`, a different type), `candle.f6e2m3`, `candle.f6e3m2`, `candle.f4`
///      (`float4_e2m1fn`; a bare `f4` is NumPy's float32), `candle.f8e8m0`, and its `u8 u32 i16
///      i32 i64 bf16 f16 f32 f64`;
///    - a library prefix followed by that library's attribute names: `np.`, `numpy.`, `jnp.` and
///      `jax.numpy.` take the sized names and NumPy's aliases (`np.float64`, `jnp.bfloat16`,
///      `np.double`); `tf.`/`tensorflow.` the sized names and `half`, `double`; `paddle.` and
///      `ml_dtypes.` the sized names; **`torch.`** the sized names and PyTorch's own aliases,
///      which differ from NumPy's: `torch.half` (float16), `torch.float` (**float32**),
///      `torch.double` (float64), `torch.short` (int16), `torch.int` (**int32**), `torch.long`
///      (int64), `torch.chalf` (complex32), `torch.cfloat` (complex64), `torch.cdouble`
///      (complex128). So `"float"` is float64
///      but `"torch.float"` is float32, as in Python. A bare `cfloat` is rejected: NumPy 1 meant
///      complex128 by it, PyTorch means complex64.
///
/// Anything else is an [`Err`] whose message names the text and lists what is accepted; a dtype
/// that exists elsewhere but has no element type here (`float128`, `<U8`, `object`,
/// `torch.qint8`, `torch.float4_e2m1fn_x2`, …) gets a message saying so. A [`DType::Custom`]
/// prints its code but does not parse back (its code is a `&'static str` that only its
/// declaration knows).
///
/// ```
/// use promote_core::DType;
/// assert_eq!("float32".parse(), Ok(DType::F32));
/// assert_eq!("<f4".parse(), Ok(DType::F32));
/// assert_eq!("i8".parse(), Ok(DType::I8)); // JEP 9407's int8
/// assert_eq!("<i8".parse(), Ok(DType::I64)); // NumPy's 8-byte int
/// assert_eq!("float".parse(), Ok(DType::F64)); // Python's float
/// assert_eq!("torch.float".parse(), Ok(DType::F32)); // PyTorch's
/// assert_eq!("i*".parse(), Ok(DType::WeakInt));
/// assert!(">f8".parse::<DType>().unwrap_err().is_byte_order());
/// for d in DType::ALL {
///     assert_eq!(d.to_string().parse(), Ok(d));
/// }
/// # #[cfg(feature = "narrow")] { // the narrow dtypes' names parse with the feature `narrow`
/// assert_eq!("torch.float8_e4m3fn".parse(), Ok(DType::F8E4M3FN));
/// assert_eq!("candle.f8e4m3".parse(), Ok(DType::F8E4M3FN)); // candle's OCP E4M3
/// assert_eq!("f8e4m3".parse(), Ok(DType::F8E4M3));          // ml_dtypes' IEEE-like E4M3
/// assert_eq!("int4".parse(), Ok(DType::I4));
/// # }
/// assert_eq!("i4".parse(), Ok(DType::I32));                  // NumPy's typestring
/// ```
impl FromStr for DType {
    type Err = ParseDTypeError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let dtype = parse(s)?;
        if !cfg!(feature = "narrow") && DType::NARROW.contains(&dtype) && dtype != DType::BC32 {
            return Err(ParseDTypeError::new(Reason::NeedsNarrow, s.trim()));
        }
        Ok(dtype)
    }
}

/// Every name [`DType::from_str`] accepts, whatever the build's features.
fn parse(s: &str) -> Result<DType, ParseDTypeError> {
    let s = s.trim();
    if s.is_empty() {
        return Err(ParseDTypeError::new(Reason::Empty, s));
    }
    // 1. The codes, case-sensitive; JEP 9407's `i8`/`u8`/`f16` win over NumPy's typestrings.
    if let Some(dtype) = DType::ALL.iter().find(|d| d.code() == s) {
        return Ok(*dtype);
    }
    // The narrow floats' codes and `bc32`; not the narrow ints' `i1 … u4`, which are NumPy's
    // typestrings (`i4` is int32) and keep that meaning.
    if let Some(dtype) = DType::NARROW
        .iter()
        .find(|d| d.code() == s && !matches!(d.kind(), Kind::Signed | Kind::Unsigned))
    {
        return Ok(*dtype);
    }
    // NumPy's bool character, with or without a byte order (`np.dtype("=?")` is bool).
    if matches!(s, "?" | "<?" | ">?" | "=?" | "|?") {
        return Ok(DType::Bool);
    }
    // 2. NumPy typestrings, case-sensitive.
    if let Some(result) = typestring(s) {
        return result.map_err(|reason| ParseDTypeError::new(reason, s));
    }
    // 3. Names, ignoring case.
    name(s).ok_or_else(|| {
        let reason = if unsupported(s) {
            Reason::Unsupported
        } else {
            Reason::Unknown
        };
        ParseDTypeError::new(reason, s)
    })
}

/// `Some` if `s` has the shape of a NumPy typestring: `[<>=|]?` kind size.
fn typestring(s: &str) -> Option<Result<DType, Reason>> {
    let (mark, rest) = match s.chars().next()? {
        c @ ('<' | '>' | '=' | '|') => (Some(c), &s[1..]),
        _ => (None, s),
    };
    let mut chars = rest.chars();
    let kind = chars.next()?;
    let size = chars.as_str();
    // NumPy's non-numeric kinds: object, unicode, bytes, void, datetime, timedelta.
    if matches!(kind, 'O' | 'U' | 'S' | 'a' | 'V' | 'M' | 'm')
        && (size.is_empty() || size.starts_with(|c: char| c.is_ascii_digit() || c == '['))
    {
        return Some(Err(Reason::Unsupported));
    }
    if !matches!(kind, 'b' | 'i' | 'u' | 'f' | 'c')
        || size.is_empty()
        || !size.bytes().all(|b| b.is_ascii_digit())
    {
        return None;
    }
    // NumPy reads the size as a number: `<i08` is `<i8`.
    let size = size.trim_start_matches('0');
    // float96/float128, complex192/complex256: real NumPy dtypes with no element type here.
    if matches!((kind, size), ('f', "12" | "16") | ('c', "24" | "32")) {
        return Some(Err(Reason::Unsupported));
    }
    let dtype = NAMES.iter().find_map(|&(table, name, dtype)| {
        let hit = table == Table::Typestring && name.strip_prefix(kind) == Some(size);
        hit.then_some(dtype)
    })?;
    if mark == Some(FOREIGN_MARK) && size != "1" {
        return Some(Err(Reason::ByteOrder));
    }
    Some(Ok(dtype))
}

/// Looks `s` up among the names, ignoring ASCII case.
fn name(s: &str) -> Option<DType> {
    let find = |table: Table, name: &str| {
        NAMES
            .iter()
            .find(|(t, n, _)| *t == table && n.eq_ignore_ascii_case(name))
            .map(|(_, _, d)| *d)
    };
    if let Some((rest, aliases)) = strip_prefix(s) {
        return find(Table::Sized, rest).or_else(|| find(aliases?, rest));
    }
    find(Table::Sized, s)
        .or_else(|| find(Table::NumPy, s))
        .or_else(|| find(Table::Python, s))
        .or_else(|| find(Table::Rust, s))
}

/// Splits a known library prefix (ignoring case) off `s`, with the table of aliases read after it.
fn strip_prefix(s: &str) -> Option<(&str, Option<Table>)> {
    PREFIXES.iter().find_map(|(prefix, aliases)| {
        let head = s.get(..prefix.len())?;
        if head.eq_ignore_ascii_case(prefix) {
            Some((&s[prefix.len()..], *aliases))
        } else {
            None
        }
    })
}

/// Whether `s` names a dtype some library has and this crate does not.
fn unsupported(s: &str) -> bool {
    let rest = strip_prefix(s).map_or(s, |(rest, _)| rest);
    let starts = |prefix: &str| {
        rest.get(..prefix.len())
            .is_some_and(|head| head.eq_ignore_ascii_case(prefix))
    };
    UNSUPPORTED.iter().any(|n| n.eq_ignore_ascii_case(rest))
        || UNSUPPORTED_STARTS.iter().any(|p| starts(p))
}

#[cfg(all(test, feature = "std"))]
mod tests {
    use super::*;

    /// Every narrow name parses with the `narrow` feature and, without it, is an error that names
    /// the feature; `bc32`, which every build of `Torch` has, parses in both.
    #[test]
    fn a_narrow_dtype_needs_its_feature() {
        for dtype in DType::NARROW {
            let parsed = dtype.code().parse::<DType>();
            if matches!(dtype.kind(), Kind::Signed | Kind::Unsigned) {
                // `i4` is NumPy's typestring for int32; the narrow ints go by their names.
                continue;
            }
            if cfg!(feature = "narrow") || dtype == DType::BC32 {
                assert_eq!(parsed, Ok(dtype));
            } else {
                let error = parsed.unwrap_err();
                assert_eq!(error.needs_feature(), Some("narrow"));
                assert_eq!(
                    error.to_string(),
                    format!("`{}` is a narrow dtype, which this build leaves out: enable promote-core's `narrow` feature (or `full`)", dtype.code())
                );
            }
        }
        assert_eq!(
            "float8_e5m2".parse::<DType>().is_ok(),
            cfg!(feature = "narrow")
        );
        assert_eq!("f32".parse::<DType>(), Ok(DType::F32));
    }
}
