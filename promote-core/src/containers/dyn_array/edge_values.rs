//! The policy's rules for edge values ([`Values`]) before a binary kernel runs: the cases where
//! the library's answer is not the kernel's in the compute type. Each case is rare (a Python int
//! outside the dtype, integers compared in a float, an integer power), so each test costs one
//! comparison on the common path.

use alloc::vec::Vec;

use super::{Buffer, BufferRef, DynError, DynView};
use crate::values::{
    exponent_refusal, int_range, may_refuse, python_int_read, python_int_rule, refusal,
    PythonNumber, Values,
};
use crate::WeakInt;
use crate::{DType, Op};

/// What [`prepare`] found.
pub(super) enum Prepared {
    /// Nothing special: the kernel in the compute type.
    Kernel,
    /// The kernel, with the Python int on the left (or right) read as the library reads it.
    Scalar { left: bool, read: Buffer },
    /// A comparison decided by exact ordering: the kernel of the same comparison run on `i8`
    /// stand-ins with the same order (`-1 < 0 < 1`), one pair per element of the result, or one
    /// pair for a result that is the same everywhere (`len` elements).
    Ordered {
        left: Buffer,
        right: Buffer,
        len: usize,
    },
}

/// The elements of an integer or `bool` buffer (a Python int's too) as `i128`, exactly; `None` for any
/// other buffer.
fn integers(buffer: BufferRef<'_>) -> Option<Vec<i128>> {
    fn all<T: Copy + Into<i128>>(v: &[T]) -> Vec<i128> {
        v.iter().map(|&x| x.into()).collect()
    }
    Some(match buffer {
        BufferRef::U8(v) => all(v),
        BufferRef::U16(v) => all(v),
        BufferRef::U32(v) => all(v),
        BufferRef::U64(v) => all(v),
        BufferRef::I8(v) => all(v),
        BufferRef::I16(v) => all(v),
        BufferRef::I32(v) => all(v),
        BufferRef::I64(v) => all(v),
        BufferRef::WeakInt(v) => v.iter().map(|w| w.0).collect(),
        BufferRef::Bool(v) => v.iter().map(|&b| i128::from(b)).collect(),
        BufferRef::WeakBool(v) => v.iter().map(|w| i128::from(w.0)).collect(),
        _ => return None,
    })
}

/// The Python int of a scalar operand, if it is one.
fn python_int(buffer: BufferRef<'_>) -> Option<i128> {
    match buffer {
        BufferRef::WeakInt(v) if v.len() == 1 => Some(v[0].0),
        _ => None,
    }
}

/// `buffer` of one element repeated `len` times (a comparison's result, or its stand-ins);
/// any other buffer as it is.
pub(super) fn broadcast(buffer: Buffer, len: usize) -> Buffer {
    match buffer {
        Buffer::Bool(v) if v.len() == 1 && len != 1 => Buffer::Bool(alloc::vec![v[0]; len].into()),
        Buffer::I8(v) if v.len() == 1 && len != 1 => Buffer::I8(alloc::vec![v[0]; len].into()),
        other => other,
    }
}

/// An `i8` stand-in with the order of `o`'s sides.
fn stand_ins(orders: impl Iterator<Item = core::cmp::Ordering>) -> (Buffer, Buffer) {
    let (l, r): (Vec<i8>, Vec<i8>) = orders.map(|o| (o as i8, 0)).unzip();
    (Buffer::I8(l.into()), Buffer::I8(r.into()))
}

/// The library's answer where it is not the kernel's: an error where it raises, or a comparison
/// decided exactly.
pub(super) fn prepare(
    values: &Values,
    op: Op,
    compute: DType,
    a: BufferRef<'_>,
    b: BufferRef<'_>,
) -> Result<Prepared, DynError> {
    let comparison = matches!(op, Op::Eq | Op::Lt);
    // A Python int the library reads as another value, returned after the refusals below (which
    // see it through `wrap`).
    let mut reread = None;
    for (scalar, other, left) in [(python_int(a), b, true), (python_int(b), a, false)] {
        let Some(v) = scalar else { continue };
        // Where the other operand's elements all lie on one side of the Python int.
        if let Some(array_side) = python_int_rule(values, op, other.dtype(), compute, left, v)? {
            let order = if left {
                array_side.reverse()
            } else {
                array_side
            };
            let (left, right) = stand_ins(core::iter::once(order));
            return Ok(Prepared::Ordered {
                left,
                right,
                len: a.len().max(b.len()),
            });
        }
        let read = python_int_read(values, op, other.dtype(), v);
        if read != v {
            let read = Buffer::WeakInt(alloc::vec![WeakInt(read)].into());
            reread = Some(Prepared::Scalar { left, read });
            break;
        }
    }
    let exponent = match b {
        BufferRef::WeakInt(v) if v.len() == 1 => Some(PythonNumber::Int(v[0].0)),
        BufferRef::WeakFloat(v) if v.len() == 1 => Some(PythonNumber::Float(v[0].0)),
        _ => None,
    };
    if let (Op::Power, Some(e)) = (op, exponent) {
        if let Some(e) = exponent_refusal(values, compute, e) {
            return Err(e.into());
        }
    }
    if may_refuse(values, op, compute) {
        if let (Some(divisors), Some((min, max))) = (integers(b), int_range(compute)) {
            // Each in the compute type, wrapped as the kernel would (256 is 0 in `int8`).
            let wrap = |y: i128| (y - min).rem_euclid(max - min + 1) + min;
            if let Some(e) = divisors
                .iter()
                .find_map(|&y| refusal(values, op, WeakInt(wrap(y))))
            {
                return Err(e.into());
            }
        }
    }
    if let Some(reread) = reread {
        return Ok(reread);
    }
    if comparison && values.exact_integer_comparisons && compute.kind() == crate::Kind::Float {
        if let (Some(x), Some(y)) = (integers(a), integers(b)) {
            let n = x.len().max(y.len());
            let at = |v: &[i128], i: usize| if v.len() == 1 { v[0] } else { v[i] };
            let (left, right) = stand_ins((0..n).map(|i| at(&x, i).cmp(&at(&y, i))));
            return Ok(Prepared::Ordered {
                left,
                right,
                len: n,
            });
        }
    }
    Ok(Prepared::Kernel)
}

/// What a binary kernel reads ([`zero_dim_logical`]'s or [`prepare`]'s answer), or
/// [`Prepared::Kernel`] without asking them where neither has anything to do: no Python number,
/// no family that may refuse a value, no integers compared in a float, no logical operation
/// that converts a 0-d operand. That is the common case, and their answer is large enough to be
/// returned through memory: reading it back cost a 1-element operation tens of cycles
/// (BENCHMARKS.md, "Session 35").
#[inline]
pub(super) fn prepared<P: crate::Policy>(
    op: Op,
    compute: DType,
    a: &DynView<'_, P>,
    b: &DynView<'_, P>,
) -> Result<Prepared, DynError> {
    let values = &P::VALUES;
    let python_number =
        |x: BufferRef<'_>| matches!(x, BufferRef::WeakInt(_) | BufferRef::WeakFloat(_));
    let compared_exactly = matches!(op, Op::Eq | Op::Lt)
        && values.exact_integer_comparisons
        && compute.kind() == crate::Kind::Float;
    let logical = values.logical_converts_zero_dim && op == Op::LogicalAnd;
    if !python_number(a.data)
        && !python_number(b.data)
        && !may_refuse(values, op, compute)
        && !compared_exactly
        && !logical
    {
        return Ok(Prepared::Kernel);
    }
    match zero_dim_logical(op, a, b) {
        Some(prepared) => Ok(prepared),
        None => prepare(values, op, compute, a.data, b.data),
    }
}

/// A 0-d operand of a logical operation read as the library reads it: converted into the dtype
/// the pair promotes to, where the policy does so ([`Values::logical_converts_zero_dim`]:
/// PyTorch's `logical_and(uint8 tensor, 0-d int16 -32768)` is `false`). `None` where the kernel
/// reads the operands as they are.
pub(super) fn zero_dim_logical<P: crate::Policy>(
    op: Op,
    a: &DynView<'_, P>,
    b: &DynView<'_, P>,
) -> Option<Prepared> {
    if !P::VALUES.logical_converts_zero_dim || op != Op::LogicalAnd {
        return None;
    }
    let array = |x: &DynView<'_, P>| !x.shape.is_empty() && !x.dtype().is_weak();
    let zero_dim = |x: &DynView<'_, P>| x.kind() == crate::ArrayKind::Array0;
    let left = if zero_dim(a) && array(b) {
        true
    } else if zero_dim(b) && array(a) {
        false
    } else {
        return None;
    };
    let common = P::binary_result(Op::Add, a.kind(), a.dtype(), b.kind(), b.dtype())?;
    let read = if left { a } else { b }.cast(common).ok()?.data;
    Some(Prepared::Scalar { left, read })
}

/// The operands of a `float16` or `bfloat16` operation with a scalar, in `float32`, where the
/// library computes there ([`Values::reduced_float_scalar_in_float32`]): the array converted into
/// `compute` (and so exactly into `float32`), the scalar's own value rounded once. PyTorch's `*`,
/// `/` and `//` read so only their kernel's second operand: a scalar on the right, or a Python
/// number on the left of `*` (which it swaps); not a 0-d array on the left, nor a Python number
/// on the left of `/` or `//`; its `+` and `-` round the scalar to the dtype first. `None` where
/// the kernel runs in `compute`.
pub(super) fn scalar_in_float32<P: crate::Policy>(
    (op, name): (Op, &str),
    compute: DType,
    a: &DynView<'_, P>,
    b: &DynView<'_, P>,
) -> Option<(Buffer, Buffer)> {
    if !P::VALUES.reduced_float_scalar_in_float32
        || !matches!(compute, DType::F16 | DType::BF16)
        || !matches!(op, Op::Add | Op::Div | Op::FloorDivide)
        || matches!(name, "Add" | "Sub")
    {
        return None;
    }
    let (array, scalar, left) = match (a.shape.is_empty(), b.shape.is_empty()) {
        (false, true) => (a, b, false),
        (true, false) if a.dtype().is_weak() && name == "Mul" => (b, a, true),
        _ => return None,
    };
    let array = array.cast(compute).ok()?.cast(DType::F32).ok()?.data;
    let scalar = scalar.cast(DType::F32).ok()?.data;
    Some(if left {
        (scalar, array)
    } else {
        (array, scalar)
    })
}

/// The strong dtype a weak `compute` dtype computes in, where the library computes weak results
/// in 32 bits ([`Values::weak_computes_in_32_bits`]); `None` where it computes in `compute`.
pub(super) fn weak_in_32_bits(values: &Values, compute: DType) -> Option<DType> {
    if !values.weak_computes_in_32_bits {
        return None;
    }
    match compute {
        DType::WeakInt => Some(DType::I32),
        DType::WeakFloat => Some(DType::F32),
        DType::WeakComplex => Some(DType::C64),
        _ => None,
    }
}
