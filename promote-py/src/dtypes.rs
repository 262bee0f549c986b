//! NumPy's dtypes as promote's: the [`DType`] a NumPy array holds, and the list of those it
//! accepts for an error message.

use numpy::{PyArrayDescr, PyArrayDescrMethods};
use promote_core::DType;
use pyo3::prelude::*;

/// Passes NumPy's dtypes that promote holds to `$callback!`, as `Variant Type` pairs (the
/// variant of [`DType`] and of [`Buffer`](promote_core::dyn_array::Buffer)): every standard
/// dtype but `complex32`, which NumPy has not. `bfloat16` is ml_dtypes'.
macro_rules! numpy_dtypes {
    ($callback:ident $($args:tt)*) => {
        $callback! { $($args)* [
            Bool bool, U8 u8, U16 u16, U32 u32, U64 u64, I8 i8, I16 i16, I32 i32, I64 i64,
            F16 half::f16, BF16 half::bf16, F32 f32, F64 f64,
            C64 num_complex::Complex<f32>, C128 num_complex::Complex<f64>
        ] }
    };
}
pub(crate) use numpy_dtypes;

/// The names of the dtypes the module accepts, for the error that refuses another.
pub const ACCEPTED: &str = "bool, int8, int16, int32, int64, uint8, uint16, uint32, uint64, \
    float16, float32, float64, complex64, complex128, and ml_dtypes' bfloat16 (in either byte order)";

/// The dtype of a NumPy array, where promote holds it, in either byte order (see
/// [`is_swapped`]); `None` for any other (a string, an object, a structured dtype,
/// `longdouble`).
pub fn of(descr: &Bound<'_, PyArrayDescr>) -> Option<DType> {
    Some(match (descr.kind(), descr.itemsize()) {
        (b'b', 1) => DType::Bool,
        (b'u', 1) => DType::U8,
        (b'u', 2) => DType::U16,
        (b'u', 4) => DType::U32,
        (b'u', 8) => DType::U64,
        (b'i', 1) => DType::I8,
        (b'i', 2) => DType::I16,
        (b'i', 4) => DType::I32,
        (b'i', 8) => DType::I64,
        (b'f', 2) => DType::F16,
        (b'f', 4) => DType::F32,
        (b'f', 8) => DType::F64,
        (b'c', 8) => DType::C64,
        (b'c', 16) => DType::C128,
        // ml_dtypes registers `bfloat16` as a void-kind dtype of its own.
        (b'V', 2) if is_bfloat16(descr) => DType::BF16,
        _ => return None,
    })
}

/// Whether the elements are in the other byte order than this machine's (`dtype('>f4')` on a
/// little-endian one): NumPy reads such an array as its native dtype and computes in that
/// (`(a_be_f4 + a_be_f4).dtype` is `float32`), so promote reads a native copy; Rust's slices
/// of the memory would hold swapped values.
pub fn is_swapped(descr: &Bound<'_, PyArrayDescr>) -> bool {
    descr.is_native_byteorder() == Some(false)
}

/// `array` with its elements in this machine's byte order (`array.astype(dtype.newbyteorder("="))`,
/// a copy), for an array that [`is_swapped`].
pub fn to_native<'py>(
    array: &Bound<'py, PyAny>,
    descr: &Bound<'py, PyArrayDescr>,
) -> PyResult<Bound<'py, PyAny>> {
    let native = descr.call_method1("newbyteorder", ("=",))?;
    array.call_method1("astype", (native,))
}

fn is_bfloat16(descr: &Bound<'_, PyArrayDescr>) -> bool {
    descr
        .getattr("name")
        .and_then(|name| name.extract::<String>())
        .is_ok_and(|name| name == "bfloat16")
}

/// NumPy's name of a dtype (`int8`, `float64`), as its messages spell it; a Python scalar's
/// type for a weak one.
pub fn numpy_name(dtype: DType) -> String {
    let kind = match dtype {
        DType::Bool | DType::WeakBool => return "bool".into(),
        DType::BF16 => return "bfloat16".into(),
        DType::WeakInt => return "int".into(),
        DType::WeakFloat => return "float".into(),
        DType::WeakComplex => return "complex".into(),
        DType::U8 | DType::U16 | DType::U32 | DType::U64 => "uint",
        DType::I8 | DType::I16 | DType::I32 | DType::I64 => "int",
        DType::F16 | DType::F32 | DType::F64 => "float",
        _ => "complex",
    };
    // promote's codes are a letter and the bits (`u8`, `f32`, `c64`).
    let bits: String = dtype.code().chars().filter(char::is_ascii_digit).collect();
    format!("{kind}{bits}")
}
