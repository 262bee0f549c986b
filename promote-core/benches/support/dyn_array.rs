//! The run-time-dtype baseline: what a dynamically typed array library does.
//!
//! [`DynArray`] is an enum over the element types. An operation asks the policy's run-time mirror
//! for the result dtype, picks the kernel of that dtype by a `match`, and, like NumPy's buffered
//! ufunc loops, converts each operand that is not already of the result dtype into a small buffer
//! ([`CHUNK`] elements, NumPy's default `bufsize`), one chunk at a time, through a second `match`
//! on the operand's dtype, then runs the same-type kernel on the buffers.
//!
//! Every loop in here is monomorphic and may vectorize; what it pays for is the dispatch, the
//! extra pass through the (cache-resident) buffers and the kernels it cannot fuse.

use promote_core::{
    bf16, f16, CastFrom, Complex, DType, Element, ElementArith, Policy, WeakFloat, WeakInt,
};

/// Elements converted per step: NumPy's default ufunc buffer size.
pub const CHUNK: usize = 8192;

/// A one-dimensional array whose element type is known only at run time.
#[derive(Clone, Debug, PartialEq)]
pub enum DynArray {
    Bool(Vec<bool>),
    U8(Vec<u8>),
    U16(Vec<u16>),
    U32(Vec<u32>),
    U64(Vec<u64>),
    I8(Vec<i8>),
    I16(Vec<i16>),
    I32(Vec<i32>),
    I64(Vec<i64>),
    BF16(Vec<bf16>),
    F16(Vec<f16>),
    F32(Vec<f32>),
    F64(Vec<f64>),
    C64(Vec<Complex<f32>>),
    C128(Vec<Complex<f64>>),
}

/// A Python-style scalar operand: weak, it takes the array's precision where the policy says so.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum DynScalar {
    Int(i64),
    Float(f64),
}

/// Runs `$body` with `$v` bound to the typed `Vec` inside `$arr`, whatever its variant.
macro_rules! each_variant {
    ($arr:expr, $v:ident => $body:expr) => {
        match $arr {
            DynArray::Bool($v) => $body,
            DynArray::U8($v) => $body,
            DynArray::U16($v) => $body,
            DynArray::U32($v) => $body,
            DynArray::U64($v) => $body,
            DynArray::I8($v) => $body,
            DynArray::I16($v) => $body,
            DynArray::I32($v) => $body,
            DynArray::I64($v) => $body,
            DynArray::BF16($v) => $body,
            DynArray::F16($v) => $body,
            DynArray::F32($v) => $body,
            DynArray::F64($v) => $body,
            DynArray::C64($v) => $body,
            DynArray::C128($v) => $body,
        }
    };
}

/// An element type a [`DynArray`] can hold, convertible from every other.
pub trait DynElem:
    Element
    + ElementArith
    + Default
    + CastFrom<bool>
    + CastFrom<u8>
    + CastFrom<u16>
    + CastFrom<u32>
    + CastFrom<u64>
    + CastFrom<i8>
    + CastFrom<i16>
    + CastFrom<i32>
    + CastFrom<i64>
    + CastFrom<bf16>
    + CastFrom<f16>
    + CastFrom<f32>
    + CastFrom<f64>
    + CastFrom<Complex<f32>>
    + CastFrom<Complex<f64>>
    + CastFrom<WeakInt>
    + CastFrom<WeakFloat>
{
    /// The elements, if `arr` holds this type.
    fn downcast(arr: &DynArray) -> Option<&[Self]>;
    /// Wraps a result.
    fn wrap(data: Vec<Self>) -> DynArray;
}

macro_rules! dyn_elem {
    ($($ty:ty => $variant:ident),* $(,)?) => {$(
        impl DynElem for $ty {
            #[inline]
            fn downcast(arr: &DynArray) -> Option<&[Self]> {
                match arr {
                    DynArray::$variant(v) => Some(v),
                    _ => None,
                }
            }
            #[inline]
            fn wrap(data: Vec<Self>) -> DynArray {
                DynArray::$variant(data)
            }
        }
    )*};
}

dyn_elem! {
    bool => Bool, u8 => U8, u16 => U16, u32 => U32, u64 => U64,
    i8 => I8, i16 => I16, i32 => I32, i64 => I64,
    bf16 => BF16, f16 => F16, f32 => F32, f64 => F64,
    Complex<f32> => C64, Complex<f64> => C128,
}

impl DynArray {
    pub fn len(&self) -> usize {
        each_variant!(self, v => v.len())
    }

    pub fn dtype(&self) -> DType {
        match self {
            DynArray::Bool(_) => DType::Bool,
            DynArray::U8(_) => DType::U8,
            DynArray::U16(_) => DType::U16,
            DynArray::U32(_) => DType::U32,
            DynArray::U64(_) => DType::U64,
            DynArray::I8(_) => DType::I8,
            DynArray::I16(_) => DType::I16,
            DynArray::I32(_) => DType::I32,
            DynArray::I64(_) => DType::I64,
            DynArray::BF16(_) => DType::BF16,
            DynArray::F16(_) => DType::F16,
            DynArray::F32(_) => DType::F32,
            DynArray::F64(_) => DType::F64,
            DynArray::C64(_) => DType::C64,
            DynArray::C128(_) => DType::C128,
        }
    }

    /// `self + rhs` with the result dtype `P` gives at run time.
    pub fn add<P: Policy>(&self, rhs: &DynArray) -> DynArray {
        self.binary::<P>(BinOp::Add, rhs)
    }

    /// `self <op> rhs`: the result dtype from the run-time mirror, then its kernel by a `match`.
    pub fn binary<P: Policy>(&self, op: BinOp, rhs: &DynArray) -> DynArray {
        let out = P::result_type(self.dtype(), rhs.dtype())
            .unwrap_or_else(|| panic!("{} with {} is undefined", self.dtype(), rhs.dtype()));
        macro_rules! kernel {
            ($($d:ident => $t:ty),*) => {
                match out {
                    $(DType::$d => binary_typed::<$t>(op, self, rhs),)*
                    other => panic!("no kernel for {other}"),
                }
            };
        }
        kernel!(Bool => bool, U8 => u8, U16 => u16, U32 => u32, U64 => u64,
            I8 => i8, I16 => i16, I32 => i32, I64 => i64, BF16 => bf16, F16 => f16,
            F32 => f32, F64 => f64, C64 => Complex<f32>, C128 => Complex<f64>)
    }

    /// `self <op> s` for a weak scalar `s`: the result dtype from the run-time mirror.
    pub fn scalar<P: Policy>(&self, op: BinOp, s: DynScalar) -> DynArray {
        let sdtype = match s {
            DynScalar::Int(_) => DType::WeakInt,
            DynScalar::Float(_) => DType::WeakFloat,
        };
        let out = P::result_type(self.dtype(), sdtype)
            .unwrap_or_else(|| panic!("{} with {sdtype} is undefined", self.dtype()));
        macro_rules! kernel {
            ($($d:ident => $t:ty),*) => {
                match out {
                    $(DType::$d => scalar_typed::<$t>(op, self, s),)*
                    other => panic!("no kernel for {other}"),
                }
            };
        }
        kernel!(Bool => bool, U8 => u8, U16 => u16, U32 => u32, U64 => u64,
            I8 => i8, I16 => i16, I32 => i32, I64 => i64, BF16 => bf16, F16 => f16,
            F32 => f32, F64 => f64, C64 => Complex<f32>, C128 => Complex<f64>)
    }
}

/// The operations the baseline knows; each gets its own monomorphic kernels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Mul,
}

fn binary_typed<T: DynElem>(op: BinOp, lhs: &DynArray, rhs: &DynArray) -> DynArray {
    match op {
        BinOp::Add => binary_kernel(lhs, rhs, T::add),
        BinOp::Mul => binary_kernel(lhs, rhs, T::mul),
    }
}

fn scalar_typed<T: DynElem>(op: BinOp, arr: &DynArray, s: DynScalar) -> DynArray {
    match op {
        BinOp::Add => scalar_kernel(arr, s, T::add),
        BinOp::Mul => scalar_kernel(arr, s, T::mul),
    }
}

/// Converts `src[start..start + dst.len()]` into `dst`, by a `match` on the source dtype.
#[inline]
fn cast_chunk<T: DynElem>(src: &DynArray, start: usize, dst: &mut [T]) {
    let end = start + dst.len();
    each_variant!(src, v => {
        for (d, &s) in dst.iter_mut().zip(&v[start..end]) {
            *d = T::cast_from(s);
        }
    })
}

/// The elements `start..start + len` of `arr` as `T`: borrowed if `arr` holds `T`, else converted
/// into `buf`.
#[inline]
fn operand<'a, T: DynElem>(
    arr: &'a DynArray,
    start: usize,
    len: usize,
    buf: &'a mut [T],
) -> &'a [T] {
    match T::downcast(arr) {
        Some(v) => &v[start..start + len],
        None => {
            cast_chunk(arr, start, &mut buf[..len]);
            &buf[..len]
        }
    }
}

/// The same-type kernel of `T`, fed chunk by chunk.
fn binary_kernel<T: DynElem>(lhs: &DynArray, rhs: &DynArray, op: impl Fn(T, T) -> T) -> DynArray {
    let n = lhs.len();
    assert_eq!(n, rhs.len(), "length mismatch");
    let mut out = Vec::with_capacity(n);
    let mut buf_l = vec![T::default(); CHUNK.min(n)];
    let mut buf_r = vec![T::default(); CHUNK.min(n)];
    let mut start = 0;
    while start < n {
        let len = CHUNK.min(n - start);
        let x = operand(lhs, start, len, &mut buf_l);
        let y = operand(rhs, start, len, &mut buf_r);
        out.extend(x.iter().zip(y).map(|(&x, &y)| op(x, y)));
        start += len;
    }
    T::wrap(out)
}

/// The same-type kernel of `T` with a scalar converted once.
fn scalar_kernel<T: DynElem>(arr: &DynArray, s: DynScalar, op: impl Fn(T, T) -> T) -> DynArray {
    let s: T = match s {
        DynScalar::Int(v) => T::cast_from(WeakInt(v)),
        DynScalar::Float(v) => T::cast_from(WeakFloat(v)),
    };
    let n = arr.len();
    let mut out = Vec::with_capacity(n);
    let mut buf = vec![T::default(); CHUNK.min(n)];
    let mut start = 0;
    while start < n {
        let len = CHUNK.min(n - start);
        let x = operand(arr, start, len, &mut buf);
        out.extend(x.iter().map(|&x| op(x, s)));
        start += len;
    }
    T::wrap(out)
}
