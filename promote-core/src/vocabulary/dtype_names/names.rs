//! The names of the dtypes, as data: the table of every spelling (each a row of the dtype list,
//! `dtype_list.rs`, tagged with the library that spells it), the prefixes they come after, the
//! names of dtypes this crate does not have, and what an error lists as accepted.

use crate::DType;

/// The library whose spelling a name is; each prefix reads the names of its libraries.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Table {
    /// The names every library shares, with or without a library prefix.
    Sized,
    /// NumPy's aliases (64-bit Linux/macOS sizes), bare or after `np.`, `numpy.`, `jnp.`,
    /// `jax.numpy.`. `np.int`, `np.float` and `np.complex` were removed in NumPy 1.24: only the
    /// bare Python names mean them.
    NumPy,
    /// Python's types, bare only, as `np.dtype(int)` etc. read them.
    Python,
    /// PyTorch's aliases, only after `torch.`: they differ from NumPy's (`torch.float` is float32).
    Torch,
    /// candle's `DType::as_str` names, only after `candle.`: its `f8e4m3` is OCP E4M3, which is
    /// `float8_e4m3fn` (the bare code `f8e4m3` is ml_dtypes' IEEE-like `float8_e4m3`), and its
    /// `f4` is `float4_e2m1fn` (a bare `f4` is NumPy's float32).
    Candle,
    /// TensorFlow's aliases, only after `tf.` or `tensorflow.`.
    TensorFlow,
    /// Names of this crate's own types, bare only.
    Rust,
    /// NumPy's typestrings without their byte order (`u2`), read apart: case-sensitive.
    Typestring,
}

/// Every name, in the table of its library; a name is unique within its table.
macro_rules! names {
    (dtypes_spec {
        standard { $($(#[$sdoc:meta])* $s:ident $scode:literal $skind:ident $srepr:ident($sty:ty) $sclass:ident [$($stable:ident $sname:literal),* $(,)?];)* }
        narrow { $($(#[$ndoc:meta])* $n:ident $ncode:literal $nkind:ident $nrepr:ident($nty:ty) $nclass:ident [$($ntable:ident $nname:literal),* $(,)?];)* }
    }) => {
        pub const NAMES: &[(Table, &str, DType)] = &[
            $($((Table::$stable, $sname, DType::$s),)*)*
            $($((Table::$ntable, $nname, DType::$n),)*)*
        ];
    };
}

crate::__dtypes!(names {});

/// Library prefixes and the alias tables that apply after them (the sized names always do).
pub const PREFIXES: &[(&str, Option<Table>)] = &[
    ("np.", Some(Table::NumPy)),
    ("numpy.", Some(Table::NumPy)),
    ("jnp.", Some(Table::NumPy)),
    ("jax.numpy.", Some(Table::NumPy)),
    ("torch.", Some(Table::Torch)),
    ("tf.", Some(Table::TensorFlow)),
    ("tensorflow.", Some(Table::TensorFlow)),
    ("paddle.", None),
    ("ml_dtypes.", None),
    ("candle.", Some(Table::Candle)),
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
