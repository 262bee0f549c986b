//! The fused path of [`apply`](super::apply): both operands read once from their CPU storages,
//! each element converted and combined in one pass, the result written once.
//!
//! The type it computes in is the policy's run-time mirror's ([`operand_dtype`](super::operand_dtype)),
//! so the kernels depend on that type and the operation only: every policy, a user's too,
//! shares them, and a policy costs the crate's build nothing here.
//!
//! Purely an optimization of the unfused path (candle's `to_dtype` of each operand, then its
//! broadcasting op; `ops::unfused` in the tests): it is taken only where it gives the
//! same dtype and the same bits (a NaN result may be another NaN: Rust leaves a NaN's sign and
//! payload open, and an optimized build's `NaN + -NaN` keeps whichever operand's NaN its
//! instruction takes first), and declines (returns `None`) everywhere else, leaving the
//! unfused path to compute or to report the error. It declines:
//! - broadcasting (shapes differ), rank 0, non-contiguous layouts, storages not on the CPU;
//! - a pair whose operands are both in the computing dtype already: nothing to convert, and
//!   candle's own op (vectorized, parallel above 64 Ki elements) is the one pass;
//! - `u32`, `i16` and `f8e4m3` operands or results: the fused types are seven (`u8`, `i32`,
//!   `i64`, `bf16`, `f16`, `f32`, `f64`), as each type adds kernels to the crate's build;
//!   `f8e4m3` could not be one anyway, this crate's `F8E4M3FN` not being candle's `float8`;
//! - a conversion where [`CastFrom`] rounds differently from candle's `to_dtype`
//!   ([`converts_like_candle`]);
//! - `f16`/`bf16` results of `add` and `mul`: candle's CPU kernels for them are SIMD code chosen
//!   by the CPU's features (on x86 with AVX-512 BF16, a conversion instruction whose subnormal
//!   and NaN handling need not be `half`'s), not its scalar op, so the bits could differ;
//! - integer results of `div` (only `JaxLax` has them): the unfused path checks for a zero
//!   divisor and reports [`Error::DivisionByZero`](super::Error::DivisionByZero).
//!
//! It runs on the caller's thread, where candle runs its own elementwise ops of 64 Ki elements or
//! more on its thread pool. A loop that converts `i64`s runs under pulp's run-time dispatch
//! ([`pulp::Arch`]): with AVX-512 DQ it converts eight at a time (`vcvtqq2ps`, `vcvtqq2pd`),
//! where baseline x86-64 converts one; the other conversions vectorize in SSE2 already.
//!
//! Three versions on a pool were measured on the 2-vCPU machine of `BENCHMARKS.md` and not kept.
//! Two on candle's barrier pool, which copied the parts into a zeroed result, were slower than
//! one thread. One on candle's rayon pool (`collect_into_vec` writes each part in place) was
//! 1.3–1.9× faster at 1 Mi for `f64`/`i64` results, and gained nothing or lost for narrower
//! ones, but it took promote-core's release build with the feature from 17 s to 43 s (rayon's
//! collector instantiated per pair and operation), for pairs already 11–30× faster than
//! candle's path.

use core::marker::PhantomData;

use candle_core::op::BinaryOpT;
use candle_core::{CpuStorage, CpuStorageRef, Device, Layout, Shape, Storage, Tensor};

use super::{from_candle, Operation};
use crate::ops::BinaryOp;
use crate::{bf16, f16, CastFrom, DType, Element};

/// `op` on `lhs` and `rhs` under `P` in one pass, or `None` where the unfused path must run (see
/// the module's list). `dtype` is their [`operand_dtype`](super::operand_dtype).
pub(crate) fn fused(
    op: Operation,
    lhs: &Tensor,
    rhs: &Tensor,
    dtype: candle_core::DType,
) -> Option<Tensor> {
    if lhs.dtype() == dtype && rhs.dtype() == dtype {
        return None;
    }
    if lhs.rank() == 0 || lhs.shape() != rhs.shape() {
        return None;
    }
    if op == Operation::Div && dtype.is_int() {
        return None;
    }
    let compute = from_candle(dtype).ok()?;
    let (lhs_type, rhs_type) = (
        from_candle(lhs.dtype()).ok()?,
        from_candle(rhs.dtype()).ok()?,
    );
    if !converts_like_candle(lhs_type, compute) || !converts_like_candle(rhs_type, compute) {
        return None;
    }
    let (lhs_guard, lhs_layout) = lhs.storage_and_layout();
    let (rhs_guard, rhs_layout) = rhs.storage_and_layout();
    let (Storage::Cpu(lhs_storage), Storage::Cpu(rhs_storage)) = (&*lhs_guard, &*rhs_guard) else {
        return None;
    };
    let (a, b) = (
        view(lhs_storage, lhs_layout)?,
        view(rhs_storage, rhs_layout)?,
    );
    let mut storage = by_type(op, compute, &a, &b, lhs.elem_count())?;
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

/// A type the fused path computes in (and a comparison's `u8` codes): its elements in a candle
/// storage, and conversions from every fused type.
trait Fusable:
    Element
    + Default
    + CastFrom<u8>
    + CastFrom<i32>
    + CastFrom<i64>
    + CastFrom<bf16>
    + CastFrom<f16>
    + CastFrom<f32>
    + CastFrom<f64>
{
    /// The elements of `storage`, if it holds this type.
    fn slice<'a>(storage: &CpuStorageRef<'a>) -> Option<&'a [Self]>;

    /// A result's storage.
    fn storage(elements: Vec<Self>) -> CpuStorage;

    /// `f16`s converted into `buffer`. `f32` and `f64` widen through `half`'s slice conversion,
    /// which checks for F16C once a slice where `to_f32` checks once an element (which keeps
    /// the loop from vectorizing); both are exact, so the bits are candle's.
    fn from_f16s<'b>(source: &[f16], buffer: &'b mut Vec<Self>) -> &'b [Self] {
        convert(source, buffer)
    }

    /// `loop_`, a loop that reads this type and converts it: compiled for the CPU's vector
    /// extensions where they convert this type faster (`i64`), as it is otherwise.
    #[inline(always)]
    fn vectorized<R>(loop_: impl FnOnce() -> R) -> R {
        loop_()
    }
}

macro_rules! fusable {
    ($($T:ident => $V:ident $(, $widen:ident)? $([$dispatch:path])?;)*) => {$(
        impl Fusable for $T {
            fn slice<'a>(storage: &CpuStorageRef<'a>) -> Option<&'a [Self]> {
                match storage {
                    CpuStorageRef::$V(v) => Some(v),
                    _ => None,
                }
            }

            fn storage(elements: Vec<Self>) -> CpuStorage {
                CpuStorage::$V(elements)
            }

            $(
                #[inline(always)]
                fn vectorized<R>(loop_: impl FnOnce() -> R) -> R {
                    $dispatch(pulp::Arch::new(), loop_)
                }
            )?

            $(
                fn from_f16s<'b>(source: &[f16], buffer: &'b mut Vec<Self>) -> &'b [Self] {
                    use half::slice::HalfFloatSliceExt;
                    buffer.resize(source.len(), 0.0);
                    source.$widen(buffer);
                    buffer
                }
            )?
        }
    )*};
}

// Only `i64` gains from a vector extension beyond SSE2 (AVX-512 DQ's conversions); each type
// dispatched compiles its loops three times (baseline, AVX2, AVX-512).
fusable! {
    u8 => U8; i32 => I32; i64 => I64 [pulp::Arch::dispatch]; bf16 => BF16; f16 => F16;
    f32 => F32, convert_to_f32_slice;
    f64 => F64, convert_to_f64_slice;
}

/// The elements `range` of `source` converted into `buffer`, as candle's `to_dtype` converts
/// them; `None` for a type the fused path does not read.
fn read<'b, O: Fusable>(
    source: &CpuStorageRef<'_>,
    range: core::ops::Range<usize>,
    buffer: &'b mut Vec<O>,
) -> Option<&'b [O]> {
    Some(match source {
        CpuStorageRef::U8(v) => convert(v.get(range)?, buffer),
        CpuStorageRef::I32(v) => convert(v.get(range)?, buffer),
        CpuStorageRef::I64(v) => {
            let source = v.get(range)?;
            i64::vectorized(|| convert(source, buffer))
        }
        CpuStorageRef::BF16(v) => convert(v.get(range)?, buffer),
        CpuStorageRef::F16(v) => O::from_f16s(v.get(range)?, buffer),
        CpuStorageRef::F32(v) => convert(v.get(range)?, buffer),
        CpuStorageRef::F64(v) => convert(v.get(range)?, buffer),
        _ => return None,
    })
}

/// `M` of `a` and `b` (`len` elements each) in `O`: one loop where one side is `O` already (most
/// mixed pairs: `u8 + f32`, `f32 + f64`), both converted chunk by chunk otherwise (and for an
/// `f16` operand, widened a chunk at a time).
fn combine_in<O, M, X>(
    a: &CpuStorageRef<'_>,
    b: &CpuStorageRef<'_>,
    len: usize,
) -> Option<CpuStorage>
where
    O: Fusable,
    M: BinaryOp<O, Output = X>,
    X: Fusable,
{
    let is_f16 = |s: &CpuStorageRef<'_>| matches!(s, CpuStorageRef::F16(_));
    let result = match (O::slice(a), O::slice(b)) {
        (None, Some(y)) if !is_f16(a) => match a {
            CpuStorageRef::U8(x) => left_converted::<_, O, X, M>(x, y, len),
            CpuStorageRef::I32(x) => left_converted::<_, O, X, M>(x, y, len),
            CpuStorageRef::I64(x) => left_converted::<_, O, X, M>(x, y, len),
            CpuStorageRef::BF16(x) => left_converted::<_, O, X, M>(x, y, len),
            CpuStorageRef::F32(x) => left_converted::<_, O, X, M>(x, y, len),
            CpuStorageRef::F64(x) => left_converted::<_, O, X, M>(x, y, len),
            _ => None,
        },
        (Some(x), None) if !is_f16(b) => match b {
            CpuStorageRef::U8(y) => right_converted::<_, O, X, M>(x, y, len),
            CpuStorageRef::I32(y) => right_converted::<_, O, X, M>(x, y, len),
            CpuStorageRef::I64(y) => right_converted::<_, O, X, M>(x, y, len),
            CpuStorageRef::BF16(y) => right_converted::<_, O, X, M>(x, y, len),
            CpuStorageRef::F32(y) => right_converted::<_, O, X, M>(x, y, len),
            CpuStorageRef::F64(y) => right_converted::<_, O, X, M>(x, y, len),
            _ => None,
        },
        _ => chunked::<O, X, M>(a, b, len),
    }?;
    Some(X::storage(result))
}

/// `M` on both operands, converted chunk by chunk into buffers in L1 (an operand of type `O`
/// read as it is): the conversions are compiled once per (type, `O`) and the operation once per
/// (`O`, operation), and each loop is a plain slice loop that vectorizes.
fn chunked<O, X, M>(a: &CpuStorageRef<'_>, b: &CpuStorageRef<'_>, len: usize) -> Option<Vec<X>>
where
    O: Fusable,
    M: BinaryOp<O, Output = X>,
{
    let (a_as_o, b_as_o) = (O::slice(a), O::slice(b));
    let buffer = || Vec::with_capacity(CHUNK.min(len));
    let (mut a_buffer, mut b_buffer): (Vec<O>, Vec<O>) = (buffer(), buffer());
    let mut result: Vec<X> = Vec::with_capacity(len);
    for start in (0..len).step_by(CHUNK) {
        let range = start..len.min(start + CHUNK);
        let x = match a_as_o {
            Some(a) => a.get(range.clone())?,
            None => read(a, range.clone(), &mut a_buffer)?,
        };
        let y = match b_as_o {
            Some(b) => b.get(range.clone())?,
            None => read(b, range.clone(), &mut b_buffer)?,
        };
        if x.len() != range.len() || y.len() != range.len() {
            return None;
        }
        combine::<O, X, M>(x, y, &mut result);
    }
    Some(result)
}

/// Elements per chunk: two buffers of `f64` take 8 KiB, in L1 beside the output's stream.
const CHUNK: usize = 512;

/// `source` converted into `buffer`, as candle's `to_dtype` converts it.
#[inline(always)]
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

/// `M` of each `a` converted and the `b` beside it, or `None` for slices not of `len` elements.
fn left_converted<L: Fusable, O: Fusable + CastFrom<L>, X, M: BinaryOp<O, Output = X>>(
    a: &[L],
    b: &[O],
    len: usize,
) -> Option<Vec<X>> {
    if a.len() != len || b.len() != len {
        return None;
    }
    Some(zip_map::<L, _, _, _>(a, b, |x, y| {
        M::apply(O::cast_from(x), y)
    }))
}

/// `M` of each `a` and the `b` beside it converted, or `None` for slices not of `len` elements.
fn right_converted<R: Fusable, O: Fusable + CastFrom<R>, X, M: BinaryOp<O, Output = X>>(
    a: &[O],
    b: &[R],
    len: usize,
) -> Option<Vec<X>> {
    if a.len() != len || b.len() != len {
        return None;
    }
    Some(zip_map::<R, _, _, _>(a, b, |x, y| {
        M::apply(x, O::cast_from(y))
    }))
}

/// `f` of each `a` and the `b` beside it (slices of one length, one of them `S`s to convert), in
/// one loop compiled as [`Fusable::vectorized`] compiles a loop that converts `S`.
#[inline(always)]
fn zip_map<S: Fusable, A: Copy, B: Copy, X>(a: &[A], b: &[B], f: impl Fn(A, B) -> X) -> Vec<X> {
    let mut result = Vec::with_capacity(a.len());
    S::vectorized(|| result.extend(a.iter().zip(b).map(|(&x, &y)| f(x, y))));
    result
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

/// The kernel of `M` in `O`, where `M` applies to `O` (method lookup takes the impl on the
/// probe before the one on its reference).
struct In<O, M>(PhantomData<fn() -> (O, M)>);

/// The arm of a type the operation applies to.
trait Applies {
    /// The result's storage, or `None` where the fused path declines.
    fn run(&self, a: &CpuStorageRef<'_>, b: &CpuStorageRef<'_>, len: usize) -> Option<CpuStorage>;
}

impl<O: Fusable, M: BinaryOp<O, Output = X>, X: Fusable> Applies for In<O, M> {
    fn run(&self, a: &CpuStorageRef<'_>, b: &CpuStorageRef<'_>, len: usize) -> Option<CpuStorage> {
        combine_in::<O, M, X>(a, b, len)
    }
}

/// The arm of a type the operation does not apply to (candle's `f16` `add`, integer `div`):
/// the unfused path.
trait NotApplies {
    /// `None`.
    fn run(&self, a: &CpuStorageRef<'_>, b: &CpuStorageRef<'_>, len: usize) -> Option<CpuStorage>;
}

impl<O, M> NotApplies for &In<O, M> {
    fn run(&self, _: &CpuStorageRef<'_>, _: &CpuStorageRef<'_>, _: usize) -> Option<CpuStorage> {
        None
    }
}

/// `op` of `a` and `b` in `compute`, the policy's type for the pair, or `None` where the fused
/// path declines. Comparisons compute in the pair's type and give [`Compare`]'s codes.
fn by_type(
    op: Operation,
    compute: DType,
    a: &CpuStorageRef<'_>,
    b: &CpuStorageRef<'_>,
    len: usize,
) -> Option<CpuStorage> {
    macro_rules! in_type {
        ($($V:ident $T:ty),*) => {
            match compute {
                $(DType::$V => match op {
                    Operation::Add => (&In::<$T, Add>(PhantomData)).run(a, b, len),
                    Operation::Sub => (&In::<$T, Sub>(PhantomData)).run(a, b, len),
                    Operation::Mul => (&In::<$T, Mul>(PhantomData)).run(a, b, len),
                    Operation::Div => (&In::<$T, Div>(PhantomData)).run(a, b, len),
                    Operation::Maximum => (&In::<$T, Maximum>(PhantomData)).run(a, b, len),
                    Operation::Minimum => (&In::<$T, Minimum>(PhantomData)).run(a, b, len),
                    Operation::Eq
                    | Operation::Ne
                    | Operation::Lt
                    | Operation::Le
                    | Operation::Gt
                    | Operation::Ge => (&In::<$T, Compare>(PhantomData)).run(a, b, len),
                },)*
                _ => None,
            }
        };
    }
    in_type!(U8 u8, I32 i32, I64 i64, BF16 bf16, F16 f16, F32 f32, F64 f64)
}
