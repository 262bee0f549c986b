//! The fused path of [`apply`](super::apply): both operands read once from their CPU storages,
//! each element converted and combined in one pass, the result written once.
//!
//! Purely an optimization of the unfused path (candle's `to_dtype` of each operand, then its
//! broadcasting op; `ops::unfused` in the tests): it is taken only where it gives the
//! same dtype and the same bits, and declines (returns `None`) everywhere else, leaving the
//! unfused path to compute or to report the error. It declines:
//! - broadcasting (shapes differ), rank 0, non-contiguous layouts, storages not on the CPU;
//! - a pair whose operands are both in the computing dtype already: nothing to convert, and
//!   candle's own op (vectorized, parallel above 64 Ki elements) is the one pass;
//! - a policy other than the built-in ones compiled in: the dispatch needs a concrete policy
//!   type, found here by its `TypeId`;
//! - `u32`, `i16` and `f8e4m3` operands or results: each dispatch site lists seven types
//!   (`u8`, `i32`, `i64`, `bf16`, `f16`, `f32`, `f64`), 49 arms a site, because every listed
//!   type adds arms to each of the seven sites of each policy and so to the crate's build
//!   (BENCHMARKS.md: nine types cost promote-core's debug build about twice the seven's extra
//!   seconds); `f8e4m3` could not be listed anyway, this crate's `F8E4M3FN` not being candle's
//!   `float8` type;
//! - a conversion where [`CastFrom`] rounds differently from candle's `to_dtype`
//!   ([`converts_like_candle`]);
//! - `f16`/`bf16` results of `add` and `mul`: candle's CPU kernels for them are SIMD code chosen
//!   by the CPU's features (on x86 with AVX-512 BF16, a conversion instruction whose subnormal
//!   and NaN handling need not be `half`'s), not its scalar op, so the bits could differ;
//! - integer results of `div` (only `JaxLax` has them): the unfused path checks for a zero
//!   divisor and reports [`Error::DivisionByZero`](super::Error::DivisionByZero).

use core::any::TypeId;
use core::marker::PhantomData;

use candle_core::op::BinaryOpT;
use candle_core::{CpuStorage, CpuStorageRef, Device, Layout, Shape, Storage, Tensor};

use super::{from_candle, Operation};
use crate::container::family;
use crate::dispatch::{BinaryKernel, Typed};
use crate::ops::BinaryOp;
use crate::{bf16, f16, CastFrom, DType, Element, Policy};

/// `op` on `lhs` and `rhs` under `P` in one pass, or `None` where the unfused path must run (see
/// the module's list). `dtype` is their [`operand_dtype`](super::operand_dtype).
pub(crate) fn fused<P: Policy>(
    op: Operation,
    lhs: &Tensor,
    rhs: &Tensor,
    dtype: candle_core::DType,
) -> Option<Tensor> {
    if lhs.rank() == 0 || lhs.shape() != rhs.shape() {
        return None;
    }
    if lhs.dtype() == dtype && rhs.dtype() == dtype {
        return None;
    }
    if op == Operation::Div && dtype.is_int() {
        return None;
    }
    let compute = from_candle(dtype).ok()?;
    let (lhs_types, rhs_types) = (
        from_candle(lhs.dtype()).ok()?,
        from_candle(rhs.dtype()).ok()?,
    );
    let (lhs_guard, lhs_layout) = lhs.storage_and_layout();
    let (rhs_guard, rhs_layout) = rhs.storage_and_layout();
    let (Storage::Cpu(lhs_storage), Storage::Cpu(rhs_storage)) = (&*lhs_guard, &*rhs_guard) else {
        return None;
    };
    let operands = Operands {
        lhs: Slot::Read(view(lhs_storage, lhs_layout)?),
        rhs: Slot::Read(view(rhs_storage, rhs_layout)?),
        len: lhs.elem_count(),
    };
    let (computed, mut storage) = by_policy(TypeId::of::<P>(), op, lhs_types, rhs_types, operands)?;
    // The dispatch's type and the mirror's agree by construction; checked, since a mismatch
    // would silently change the result's dtype.
    if computed != compute {
        return None;
    }
    if op.is_comparison() {
        let CpuStorage::U8(codes) = &mut storage else {
            return None;
        };
        mask(op, codes);
    }
    into_tensor(storage, lhs.shape())
}

/// The elements of a contiguous CPU storage under `layout`, or `None`.
fn view<'a>(storage: &'a CpuStorage, layout: &Layout) -> Option<CpuStorageRef<'a>> {
    let (start, end) = layout.contiguous_offsets()?;
    Some(match storage {
        CpuStorage::U8(v) => CpuStorageRef::U8(v.get(start..end)?),
        CpuStorage::U32(v) => CpuStorageRef::U32(v.get(start..end)?),
        CpuStorage::I16(v) => CpuStorageRef::I16(v.get(start..end)?),
        CpuStorage::I32(v) => CpuStorageRef::I32(v.get(start..end)?),
        CpuStorage::I64(v) => CpuStorageRef::I64(v.get(start..end)?),
        CpuStorage::BF16(v) => CpuStorageRef::BF16(v.get(start..end)?),
        CpuStorage::F16(v) => CpuStorageRef::F16(v.get(start..end)?),
        CpuStorage::F32(v) => CpuStorageRef::F32(v.get(start..end)?),
        CpuStorage::F64(v) => CpuStorageRef::F64(v.get(start..end)?),
        _ => return None,
    })
}

/// A result storage as a tensor of `shape`; `from_vec` takes the `Vec` without copying it.
fn into_tensor(storage: CpuStorage, shape: &Shape) -> Option<Tensor> {
    let (shape, cpu) = (shape.clone(), &Device::Cpu);
    match storage {
        CpuStorage::U8(v) => Tensor::from_vec(v, shape, cpu),
        CpuStorage::U32(v) => Tensor::from_vec(v, shape, cpu),
        CpuStorage::I16(v) => Tensor::from_vec(v, shape, cpu),
        CpuStorage::I32(v) => Tensor::from_vec(v, shape, cpu),
        CpuStorage::I64(v) => Tensor::from_vec(v, shape, cpu),
        CpuStorage::BF16(v) => Tensor::from_vec(v, shape, cpu),
        CpuStorage::F16(v) => Tensor::from_vec(v, shape, cpu),
        CpuStorage::F32(v) => Tensor::from_vec(v, shape, cpu),
        CpuStorage::F64(v) => Tensor::from_vec(v, shape, cpu),
        _ => return None,
    }
    .ok()
}

/// Whether this crate's [`CastFrom`] converts `from` into `to` bit for bit as candle-core
/// 0.11.1's `to_dtype` does (its `cpu_backend` conversion closures), for the fused types.
///
/// They agree on `as` between integers, floats and both, on `f16`/`bf16` widening (`to_f32`,
/// `to_f64`: exact), on `f16` ↔ `bf16` (through `f32`: exact, then one rounding), and on `u8`,
/// `i16` and `f32` to `f16`/`bf16` (exact in `f32`, then one rounding). They differ where candle
/// rounds twice: `u32`, `i32` and `i64` go to `f16`/`bf16` as `from_f32(v as f32)` and `f64`
/// through `half`'s `from_f64`, where [`CastFrom`] rounds once (to odd, then to nearest):
/// `i32` 16,842,753 (2²⁴ + 2¹⁶ + 1) is `bf16` 2²⁴ in candle and 2²⁴ + 2¹⁷ here. Those pairs
/// take the unfused path.
pub(crate) const fn converts_like_candle(from: DType, to: DType) -> bool {
    !matches!(
        (from, to),
        (
            DType::U32 | DType::I32 | DType::I64 | DType::F64,
            DType::F16 | DType::BF16
        )
    )
}

/// An operand's elements (borrowed from its tensor's storage) or the result's (owned).
enum Slot<'a> {
    Read(CpuStorageRef<'a>),
    Owned(CpuStorage),
}

macro_rules! typed {
    ($($T:ty => $V:ident),* $(,)?) => {$(
        impl Typed<$T> for Slot<'_> {
            fn typed(&self) -> &[$T] {
                match self {
                    Slot::Read(CpuStorageRef::$V(v)) => v,
                    Slot::Owned(CpuStorage::$V(v)) => v,
                    // The dispatch reads a slot at its own dtype only; were it not to, the
                    // kernel's length check declines rather than panics.
                    _ => &[],
                }
            }

            fn from_vec(elements: Vec<$T>) -> Self {
                Slot::Owned(CpuStorage::$V(elements))
            }
        }
    )*};
}

typed!(u8 => U8, u32 => U32, i16 => I16, i32 => I32, i64 => I64, bf16 => BF16, f16 => F16,
    f32 => F32, f64 => F64);

/// Both operands of a fused op, of `len` elements each.
struct Operands<'a> {
    lhs: Slot<'a>,
    rhs: Slot<'a>,
    len: usize,
}

/// The fused kernel of the operation marker `M`: the result's computing dtype and storage, or
/// `None` where it declines.
struct Fused<'a, M> {
    operands: Operands<'a>,
    op: PhantomData<M>,
}

impl<'a, M> BinaryKernel for Fused<'a, M> {
    type Storage = Slot<'a>;
    type Output = Option<(DType, CpuStorage)>;
    type Op = M;

    fn call<L, R, O, X>(self) -> Self::Output
    where
        L: Element,
        R: Element,
        O: Element + CastFrom<L> + CastFrom<R>,
        Self::Op: BinaryOp<O, Output = X>,
        Self::Storage: Typed<L> + Typed<R> + Typed<O> + Typed<X>,
    {
        // Each decision is a constant of the instance (`if const`), so an instance compiles
        // only the path it takes: most arms are small, which keeps the crate's build time down.
        if const {
            !converts_like_candle(L::DTYPE, O::DTYPE) || !converts_like_candle(R::DTYPE, O::DTYPE)
        } {
            return None;
        }
        let Operands { lhs, rhs, len } = self.operands;
        // One side already `O` (most mixed pairs: `u8 + f32`, `f32 + f64`): one loop, no
        // buffer, compiled per (type, `O`, operation) whatever the other side's type.
        let result: Vec<X> = if const { R::DTYPE.same(O::DTYPE) && !L::DTYPE.same(DType::F16) } {
            left_converted::<L, O, X, M>(lhs.typed(), rhs.typed(), len)?
        } else if const { L::DTYPE.same(O::DTYPE) && !R::DTYPE.same(DType::F16) } {
            right_converted::<R, O, X, M>(lhs.typed(), rhs.typed(), len)?
        } else {
            chunked::<L, R, O, X, M>(&lhs, &rhs, len)?
        };
        Some((O::DTYPE, Slot::<'a>::into_storage(result)?))
    }
}

/// `M` of each `a` converted and the `b` beside it, or `None` for slices not of `len` elements.
fn left_converted<L: Copy, O: Copy + CastFrom<L>, X, M: BinaryOp<O, Output = X>>(
    a: &[L],
    b: &[O],
    len: usize,
) -> Option<Vec<X>> {
    if a.len() != len || b.len() != len {
        return None;
    }
    let mut result = Vec::with_capacity(len);
    result.extend(a.iter().zip(b).map(|(&x, &y)| M::apply(O::cast_from(x), y)));
    Some(result)
}

/// `M` of each `a` and the `b` beside it converted, or `None` for slices not of `len` elements.
fn right_converted<R: Copy, O: Copy + CastFrom<R>, X, M: BinaryOp<O, Output = X>>(
    a: &[O],
    b: &[R],
    len: usize,
) -> Option<Vec<X>> {
    if a.len() != len || b.len() != len {
        return None;
    }
    let mut result = Vec::with_capacity(len);
    result.extend(a.iter().zip(b).map(|(&x, &y)| M::apply(x, O::cast_from(y))));
    Some(result)
}

/// `M` on both operands, converted chunk by chunk into buffers in L1 (an operand of type `O`
/// read as it is, an `f16` one widened by [`Slot::widen_f16`]): the conversions are compiled
/// once per (type, `O`) and the operation once per (`O`, operation), and each loop is a plain
/// slice loop that vectorizes.
fn chunked<'s, L, R, O, X, M>(lhs: &Slot<'s>, rhs: &Slot<'s>, len: usize) -> Option<Vec<X>>
where
    L: Element,
    R: Element,
    O: Element + CastFrom<L> + CastFrom<R>,
    M: BinaryOp<O, Output = X>,
    Slot<'s>: Typed<L> + Typed<R> + Typed<O>,
{
    let (a, b): (&[L], &[R]) = (lhs.typed(), rhs.typed());
    if a.len() != len || b.len() != len {
        return None;
    }
    // An operand already of type `O` is read as one (its slot holds `O`), not converted.
    let (a_as_o, b_as_o): (&[O], &[O]) = (lhs.typed(), rhs.typed());
    let a_as_o = (L::DTYPE == O::DTYPE && a_as_o.len() == len).then_some(a_as_o);
    let b_as_o = (R::DTYPE == O::DTYPE && b_as_o.len() == len).then_some(b_as_o);
    let buffer = || Vec::with_capacity(CHUNK.min(len));
    let (mut a_buffer, mut b_buffer): (Vec<O>, Vec<O>) = (buffer(), buffer());
    let (mut a_wide, mut b_wide) = (Slot::wide::<O>(), Slot::wide::<O>());
    let mut result: Vec<X> = Vec::with_capacity(len);
    for start in (0..len).step_by(CHUNK) {
        let end = len.min(start + CHUNK);
        let x = match (a_as_o, a_wide.as_mut()) {
            (Some(a), _) => &a[start..end],
            (None, Some(wide)) if L::DTYPE == DType::F16 => wide.widen_f16(lhs, start..end),
            (None, _) => convert(&a[start..end], &mut a_buffer),
        };
        let y = match (b_as_o, b_wide.as_mut()) {
            (Some(b), _) => &b[start..end],
            (None, Some(wide)) if R::DTYPE == DType::F16 => wide.widen_f16(rhs, start..end),
            (None, _) => convert(&b[start..end], &mut b_buffer),
        };
        if x.len() != end - start || y.len() != end - start {
            return None;
        }
        combine::<O, X, M>(x, y, &mut result);
    }
    Some(result)
}

/// Elements per chunk: two buffers of `f64` take 8 KiB, in L1 beside the output's stream.
const CHUNK: usize = 512;

/// `source` converted into `buffer`, as candle's `to_dtype` converts it.
#[inline]
fn convert<'b, L: Copy, O: CastFrom<L>>(source: &[L], buffer: &'b mut Vec<O>) -> &'b [O] {
    buffer.clear();
    buffer.extend(source.iter().map(|&l| O::cast_from(l)));
    buffer
}

/// `M` on each pair of `x` and `y`, appended to `out`.
#[inline]
fn combine<O: Copy, X, M: BinaryOp<O, Output = X>>(x: &[O], y: &[O], out: &mut Vec<X>) {
    out.extend(x.iter().zip(y).map(|(&x, &y)| M::apply(x, y)));
}

impl Slot<'_> {
    /// An empty buffer of `O`, where `O` is `f32` or `f64`: what [`widen_f16`](Self::widen_f16)
    /// writes into.
    fn wide<O: Element>() -> Option<Self> {
        match O::DTYPE {
            DType::F32 => Some(Slot::Owned(CpuStorage::F32(Vec::new()))),
            DType::F64 => Some(Slot::Owned(CpuStorage::F64(Vec::new()))),
            _ => None,
        }
    }

    /// The `f16` elements `range` of `source` widened into this buffer, read back as `O` (the
    /// buffer's type). `half`'s slice conversion checks for F16C once a slice where `to_f32`
    /// checks once an element, which keeps the loop from vectorizing; both are exact, so the
    /// bits are candle's (`to_f32`, `to_f64`). An empty slice where the types do not match, which
    /// the caller declines.
    fn widen_f16<O>(&mut self, source: &Slot<'_>, range: core::ops::Range<usize>) -> &[O]
    where
        Self: Typed<O>,
    {
        use half::slice::HalfFloatSliceExt;
        let Slot::Read(CpuStorageRef::F16(source)) = source else {
            return &[];
        };
        let Some(source) = source.get(range) else {
            return &[];
        };
        match self {
            Slot::Owned(CpuStorage::F32(wide)) => {
                wide.resize(source.len(), 0.0);
                source.convert_to_f32_slice(wide);
            }
            Slot::Owned(CpuStorage::F64(wide)) => {
                wide.resize(source.len(), 0.0);
                source.convert_to_f64_slice(wide);
            }
            _ => return &[],
        }
        self.typed()
    }

    /// The storage of a result.
    fn into_storage<X>(elements: Vec<X>) -> Option<CpuStorage>
    where
        Self: Typed<X>,
    {
        match <Self as Typed<X>>::from_vec(elements) {
            Slot::Owned(storage) => Some(storage),
            Slot::Read(_) => None,
        }
    }
}

/// Markers of candle's arithmetic, each applying candle's own per-dtype function
/// (`candle_core::op::Add::f32`, …), so that a fused element is the unfused one. A marker not
/// implemented for a type makes that type's arms "undefined": the unfused path.
macro_rules! arithmetic {
    ($($Marker:ident [$($T:ident),*];)*) => {$(
        struct $Marker;

        $(
            impl BinaryOp<$T> for $Marker {
                type Output = $T;
                #[inline(always)]
                fn apply(lhs: $T, rhs: $T) -> $T {
                    <candle_core::op::$Marker as BinaryOpT>::$T(lhs, rhs)
                }
            }
        )*
    )*};
}

// `f16`/`bf16` `add` and `mul` are left out (candle's SIMD kernels, see the module's docs), and
// integer `div` (the zero-divisor check of the unfused path).
arithmetic! {
    Add [u8, u32, i16, i32, i64, f32, f64];
    Sub [u8, u32, i16, i32, i64, bf16, f16, f32, f64];
    Mul [u8, u32, i16, i32, i64, f32, f64];
    Div [bf16, f16, f32, f64];
    Maximum [u8, u32, i16, i32, i64, bf16, f16, f32, f64];
    Minimum [u8, u32, i16, i32, i64, bf16, f16, f32, f64];
}

/// The marker of the six comparisons, one dispatch for all: each pair's `partial_cmp` as a
/// code ([`LESS`], [`EQUAL`], [`GREATER`], [`UNORDERED`]), which [`mask`] turns into candle's
/// `u8` mask. candle's CPU backend compares the converted values with `PartialEq`/`PartialOrd`,
/// which agree with `partial_cmp` for its types (NaN unordered, `-0.0 == 0.0`).
struct Compare;

/// The code of `lhs < rhs`.
const LESS: u8 = 0;
/// The code of `lhs == rhs`.
const EQUAL: u8 = 1;
/// The code of `lhs > rhs`.
const GREATER: u8 = 2;
/// The code of a NaN on either side.
const UNORDERED: u8 = 3;

impl<T: Element + PartialOrd> BinaryOp<T> for Compare {
    type Output = u8;
    #[inline(always)]
    fn apply(lhs: T, rhs: T) -> u8 {
        match lhs.partial_cmp(&rhs) {
            Some(core::cmp::Ordering::Less) => LESS,
            Some(core::cmp::Ordering::Equal) => EQUAL,
            Some(core::cmp::Ordering::Greater) => GREATER,
            None => UNORDERED,
        }
    }
}

/// [`Compare`]'s codes turned in place into `op`'s mask: 1 where the code's bit is set in the
/// comparison's set of codes.
fn mask(op: Operation, codes: &mut [u8]) {
    let bit = |code: u8| 1u8 << code;
    let set = match op {
        Operation::Eq => bit(EQUAL),
        Operation::Ne => bit(LESS) | bit(GREATER) | bit(UNORDERED),
        Operation::Lt => bit(LESS),
        Operation::Le => bit(LESS) | bit(EQUAL),
        Operation::Gt => bit(GREATER),
        Operation::Ge => bit(GREATER) | bit(EQUAL),
        _ => return,
    };
    for code in codes {
        *code = (set >> (*code & 3)) & 1;
    }
}

/// The dispatch of `op` under one concrete policy. Comparisons dispatch in `family::Add`: they
/// compute in the pair's `+` type (the mirror's answer is checked against it by the caller).
macro_rules! by_op {
    ($P:ty, $op:expr, $lhs:expr, $rhs:expr, $operands:expr, $types:tt) => {{
        let operands = $operands;
        let result = match $op {
            Operation::Add => by_op!(@ $P, family::Add, Add, $lhs, $rhs, operands, $types),
            Operation::Sub => by_op!(@ $P, family::Add, Sub, $lhs, $rhs, operands, $types),
            Operation::Mul => by_op!(@ $P, family::Add, Mul, $lhs, $rhs, operands, $types),
            Operation::Div => by_op!(@ $P, family::Div, Div, $lhs, $rhs, operands, $types),
            Operation::Maximum => by_op!(@ $P, family::Maximum, Maximum, $lhs, $rhs, operands, $types),
            Operation::Minimum => by_op!(@ $P, family::Maximum, Minimum, $lhs, $rhs, operands, $types),
            Operation::Eq
            | Operation::Ne
            | Operation::Lt
            | Operation::Le
            | Operation::Gt
            | Operation::Ge => by_op!(@ $P, family::Add, Compare, $lhs, $rhs, operands, $types),
        };
        // Any dispatch error (a pair the policy leaves undefined, a dtype not listed) declines:
        // the unfused path reports the real error, if there is one.
        result.ok().flatten()
    }};
    (@ $P:ty, $F:ty, $M:ident, $lhs:expr, $rhs:expr, $operands:ident, [$($T:ty),*]) => {
        crate::dispatch_binary!($P, $F, $lhs, $rhs, [$($T),*], Fused::<$M> {
            operands: $operands,
            op: PhantomData,
        })
    };
}

/// [`by_op!`] under the built-in policy whose `TypeId` is `policy`, each compiled in with its
/// feature. Not generic over the policy: each policy's arms are compiled once, not once per
/// caller's policy.
macro_rules! by_policy {
    ($($feature:literal $Policy:ident),* $(,)?) => {
        fn by_policy(
            policy: TypeId,
            op: Operation,
            lhs: DType,
            rhs: DType,
            operands: Operands<'_>,
        ) -> Option<(DType, CpuStorage)> {
            $(
                #[cfg(feature = $feature)]
                if policy == TypeId::of::<crate::policies::$Policy>() {
                    return by_op!(crate::policies::$Policy, op, lhs, rhs, operands,
                        [u8, i32, i64, bf16, f16, f32, f64]);
                }
            )*
            let _ = (policy, op, lhs, rhs, operands);
            None
        }
    };
}

by_policy! {
    "numpy" NumPy,
    "numpy-ml" NumPyMl,
    "jax" Jax,
    "jax-x32" JaxX32,
    "jax-strict" JaxStrict,
    "jax-lax" JaxLax,
    "torch" Torch,
    "array-api" ArrayApi,
    "paddle" Paddle,
    "tensorflow" TensorFlow,
    "megengine" MegEngine,
}
