//! The names of the dtypes, as data: each library's spellings, the prefixes they come after, the
//! names of dtypes this crate does not have, and what an error lists as accepted.

use crate::DType;

/// The names every library shares, with or without a library prefix.
pub const SIZED: &[(&str, DType)] = &[
    ("bool", DType::Bool),
    ("uint8", DType::U8),
    ("uint16", DType::U16),
    ("uint32", DType::U32),
    ("uint64", DType::U64),
    ("int8", DType::I8),
    ("int16", DType::I16),
    ("int32", DType::I32),
    ("int64", DType::I64),
    ("bfloat16", DType::BF16),
    ("float16", DType::F16),
    ("float32", DType::F32),
    ("float64", DType::F64),
    ("complex64", DType::C64),
    ("complex128", DType::C128),
    // PyTorch's complex half; NumPy has none, but the name means the same wherever it exists.
    ("complex32", DType::C32),
    // ml_dtypes' narrow types, under the same names in JAX (`jnp.float8_e4m3fn`) and, for those
    // it has, PyTorch (`torch.float8_e4m3fn`, `torch.int4`: the shell types).
    ("float8_e4m3fn", DType::F8E4M3FN),
    ("float8_e5m2", DType::F8E5M2),
    ("float8_e4m3", DType::F8E4M3),
    ("float8_e3m4", DType::F8E3M4),
    ("float8_e4m3fnuz", DType::F8E4M3FNUZ),
    ("float8_e5m2fnuz", DType::F8E5M2FNUZ),
    ("float8_e4m3b11fnuz", DType::F8E4M3B11FNUZ),
    ("float8_e8m0fnu", DType::F8E8M0FNU),
    ("float6_e2m3fn", DType::F6E2M3FN),
    ("float6_e3m2fn", DType::F6E3M2FN),
    ("float4_e2m1fn", DType::F4E2M1FN),
    ("int1", DType::I1),
    ("uint1", DType::U1),
    ("int2", DType::I2),
    ("uint2", DType::U2),
    ("int4", DType::I4),
    ("uint4", DType::U4),
    ("bcomplex32", DType::BC32),
];

/// NumPy's aliases (64-bit Linux/macOS sizes), bare or after `np.`, `numpy.`, `jnp.`, `jax.numpy.`.
pub const NUMPY: &[(&str, DType)] = &[
    ("bool_", DType::Bool),
    ("byte", DType::I8),
    ("ubyte", DType::U8),
    ("short", DType::I16),
    ("ushort", DType::U16),
    ("intc", DType::I32),
    ("uintc", DType::U32),
    ("int_", DType::I64),
    ("intp", DType::I64),
    ("uintp", DType::U64),
    ("long", DType::I64),
    ("ulong", DType::U64),
    ("longlong", DType::I64),
    ("ulonglong", DType::U64),
    ("half", DType::F16),
    ("single", DType::F32),
    ("double", DType::F64),
    ("float_", DType::F64),
    ("csingle", DType::C64),
    ("cdouble", DType::C128),
    ("complex_", DType::C128),
    // NumPy 2's `np.uint` (an alias of `np.uintp`). `np.int`, `np.float` and `np.complex` were
    // removed in NumPy 1.24: only the bare Python names below mean them.
    ("uint", DType::U64),
];

/// Python's types, bare only, as `np.dtype(int)` etc. read them.
pub const PYTHON: &[(&str, DType)] = &[
    ("int", DType::I64),
    ("float", DType::F64),
    ("complex", DType::C128),
];

/// PyTorch's aliases, only after `torch.`: they differ from NumPy's (`torch.float` is float32).
pub const TORCH: &[(&str, DType)] = &[
    ("half", DType::F16),
    ("float", DType::F32),
    ("double", DType::F64),
    ("short", DType::I16),
    ("int", DType::I32),
    ("long", DType::I64),
    ("chalf", DType::C32),
    ("cfloat", DType::C64),
    ("cdouble", DType::C128),
];

/// candle's `DType::as_str` names, only after `candle.`: its `f8e4m3` is OCP E4M3, which is
/// `float8_e4m3fn` (the bare code `f8e4m3` is ml_dtypes' IEEE-like `float8_e4m3`), and its `f4`
/// is `float4_e2m1fn` (a bare `f4` is NumPy's float32).
pub const CANDLE: &[(&str, DType)] = &[
    ("u8", DType::U8),
    ("u32", DType::U32),
    ("i16", DType::I16),
    ("i32", DType::I32),
    ("i64", DType::I64),
    ("bf16", DType::BF16),
    ("f16", DType::F16),
    ("f32", DType::F32),
    ("f64", DType::F64),
    ("f8e4m3", DType::F8E4M3FN),
    ("f6e2m3", DType::F6E2M3FN),
    ("f6e3m2", DType::F6E3M2FN),
    ("f4", DType::F4E2M1FN),
    ("f8e8m0", DType::F8E8M0FNU),
];

/// TensorFlow's aliases, only after `tf.` or `tensorflow.`.
pub const TENSORFLOW: &[(&str, DType)] = &[("half", DType::F16), ("double", DType::F64)];

/// Names of this crate's own types, bare only.
pub const RUST: &[(&str, DType)] = &[
    ("complex<f16>", DType::C32),
    ("complex<f32>", DType::C64),
    ("complex<f64>", DType::C128),
    ("complex<bf16>", DType::BC32),
    // The narrow floats' type names (`F8E4M3FN`, …): their codes, in any case. The narrow ints'
    // (`I4`, …) are left out: `i4` is NumPy's int32 and must not change meaning with the case.
    ("f8e4m3fn", DType::F8E4M3FN),
    ("f8e5m2", DType::F8E5M2),
    ("f8e4m3", DType::F8E4M3),
    ("f8e3m4", DType::F8E3M4),
    ("f8e4m3fnuz", DType::F8E4M3FNUZ),
    ("f8e5m2fnuz", DType::F8E5M2FNUZ),
    ("f8e4m3b11fnuz", DType::F8E4M3B11FNUZ),
    ("f8e8m0fnu", DType::F8E8M0FNU),
    ("f6e2m3fn", DType::F6E2M3FN),
    ("f6e3m2fn", DType::F6E3M2FN),
    ("f4e2m1fn", DType::F4E2M1FN),
    ("weakint", DType::WeakInt),
    ("weakfloat", DType::WeakFloat),
    ("weakcomplex", DType::WeakComplex),
    ("weakbool", DType::WeakBool),
    ("weak_int", DType::WeakInt),
    ("weak_float", DType::WeakFloat),
    ("weak_complex", DType::WeakComplex),
    ("weak_bool", DType::WeakBool),
];

/// Library prefixes and the alias tables that apply after them (the sized names always do).
pub const PREFIXES: &[(&str, &[(&str, DType)])] = &[
    ("np.", NUMPY),
    ("numpy.", NUMPY),
    ("jnp.", NUMPY),
    ("jax.numpy.", NUMPY),
    ("torch.", TORCH),
    ("tf.", TENSORFLOW),
    ("tensorflow.", TENSORFLOW),
    ("paddle.", &[]),
    ("ml_dtypes.", &[]),
    ("candle.", CANDLE),
];

/// Dtypes that exist in some library but have no element type here (compared ignoring case,
/// after a library prefix; `float8_*`, `int4`-style and `q*` quantised names by their start).
pub const UNSUPPORTED: &[&str] = &[
    "float128",
    "float96",
    "longdouble",
    "clongdouble",
    "complex256",
    "complex192",
    "int128",
    "uint128",
    "object",
    "object_",
    "str",
    "str_",
    "bytes",
    "bytes_",
    "void",
    "datetime64",
    "timedelta64",
    "string",
    // PyTorch's other shell types (torch.int1 … int7, uint1 … uint7): 1, 2 and 4 bits are here.
    "int3",
    "int5",
    "int6",
    "int7",
    "uint3",
    "uint5",
    "uint6",
    "uint7",
    "bits8",
];
pub const UNSUPPORTED_STARTS: &[&str] = &[
    "float8_",
    "float6_",
    "float4_",
    "qint",
    "quint",
    "datetime64[",
    "timedelta64[",
];

/// What the error messages list as accepted.
pub const ACCEPTED: &str =
    "accepted: the codes `b u8 u16 u32 u64 i8 i16 i32 i64 bf16 f16 f32 f64 c32 \
c64 c128` (`i8`/`u8` are int8/uint8), `f8e4m3fn f8e5m2 f8e4m3 f8e3m4 f8e4m3fnuz f8e5m2fnuz \
f8e4m3b11fnuz f8e8m0fnu f6e2m3fn f6e3m2fn f4e2m1fn bc32` and the weak `i* f* c* b*`; the names \
`bool`, `uint8`…`uint64`, `int8`…`int64`, `bfloat16`, `float16`, `float32`, `float64`, \
`complex32`, `complex64`, `complex128`, ml_dtypes' `float8_e4m3fn`, `float8_e5m2`, `float8_e4m3`, \
`float8_e3m4`, `float8_e4m3fnuz`, `float8_e5m2fnuz`, `float8_e4m3b11fnuz`, `float8_e8m0fnu`, \
`float6_e2m3fn`, `float6_e3m2fn`, `float4_e2m1fn`, `int1`, `uint1`, `int2`, `uint2`, `int4`, \
`uint4`, `bcomplex32`, optionally after `np.`, `numpy.`, `jnp.`, `jax.numpy.`, `torch.`, \
`tf.`, `tensorflow.`, `paddle.` or `ml_dtypes.`; candle's names after `candle.` (`candle.f8e4m3` \
is float8_e4m3fn, `candle.f6e2m3`, `candle.f6e3m2`, `candle.f4` float4_e2m1fn, `candle.f8e8m0`, \
and its `u8 u32 i16 i32 i64 bf16 f16 f32 f64`); NumPy's aliases (`half`, `single`, `double`, \
`byte`, `short`, `intc`, `long`, `longlong`, their `u`-prefixed forms, `csingle`, `cdouble`, …) \
and Python's `int` (int64), `float` (float64), `complex` (complex128); `torch.half`, `torch.float` \
(float32), `torch.double`, `torch.short`, `torch.int` (int32), `torch.long`, `torch.chalf`, \
`torch.cfloat`, `torch.cdouble`; NumPy typestrings such as `<f4`, `|u1`, `=i8` (kinds `b i u f c`, \
byte order `<`, `=`, `|` or none; `<i8` is int64); `?`; `Complex<f16>`, `Complex<f32>`, \
`Complex<f64>`, `Complex<bf16>`, `weak_int`, `weak_float`, `weak_complex`, `weak_bool`. Names \
ignore ASCII case; codes and typestrings do not (`i1 u1 i2 u2 i4 u4` are NumPy's typestrings: \
int8 … uint32; write `int4` for int4)";

/// The byte-order mark of this target's native order, and the other one.
#[cfg(target_endian = "little")]
pub const NATIVE_MARK: char = '<';
#[cfg(target_endian = "little")]
pub const FOREIGN_MARK: char = '>';
#[cfg(target_endian = "big")]
pub const NATIVE_MARK: char = '>';
#[cfg(target_endian = "big")]
pub const FOREIGN_MARK: char = '<';
