//! `sum` and `mean` of a [`DynView`] (and so of a [`DynArray`]) over one axis or all: the result's
//! dtype from the policy's run-time mirror, added up in its accumulator
//! ([`Op::Accumulate`]), in NumPy's order, so that a float sum is NumPy's to the bit: pairwise
//! ([`ops::Sum`](crate::ops::Sum)) along a contiguous run (all elements, or the last axis), in
//! sequence from the first element along any other axis, as NumPy's reduction loop adds one
//! slice at a time (each step in the sum's own dtype).

use alloc::vec::Vec;

use super::buffer::BufferRef;
use super::{cast, Buffer, DynArray, DynError, DynView};
use crate::array::ShapeError;
use crate::dispatch::{DispatchError, Typed};
use crate::ops::{ReduceOp, Sum};
use crate::{CastFrom, DType, ElementArith, ElementDiv, Op, Policy, WeakInt};

/// The reduction an axis asks for: `outer` runs of `len` elements `inner` apart.
#[derive(Clone, Copy)]
struct Lanes {
    outer: usize,
    len: usize,
    inner: usize,
}

impl Lanes {
    fn of(shape: &[usize], axis: Option<usize>) -> Result<(Lanes, Vec<usize>), ShapeError> {
        let Some(axis) = axis else {
            let len = shape.iter().product();
            return Ok((
                Lanes {
                    outer: 1,
                    len,
                    inner: 1,
                },
                Vec::new(),
            ));
        };
        if axis >= shape.len() {
            return Err(ShapeError::length(shape.to_vec(), axis));
        }
        let lanes = Lanes {
            outer: shape[..axis].iter().product(),
            len: shape[axis],
            inner: shape[axis + 1..].iter().product(),
        };
        let mut kept = shape.to_vec();
        kept.remove(axis);
        Ok((lanes, kept))
    }
}

/// Sums (or means) of `data`'s lanes in `A`.
fn reduce<A>(data: &[A], lanes: Lanes, mean: bool) -> Vec<A>
where
    A: ElementArith + ElementDiv + CastFrom<A> + CastFrom<WeakInt>,
{
    let Lanes { outer, len, inner } = lanes;
    let mut out = Vec::with_capacity(outer * inner);
    for o in 0..outer {
        let base = o * len * inner;
        if inner == 1 {
            let lane = data[base..base + len].iter().copied();
            out.push(<Sum as ReduceOp<A, A, A>>::reduce(lane));
        } else {
            // NumPy adds slice after slice, starting from a copy of the first (which keeps a
            // -0.0 that `0.0 + -0.0` would lose).
            let start = out.len();
            if len == 0 {
                out.extend(core::iter::repeat_n(A::default(), inner));
                continue;
            }
            out.extend_from_slice(&data[base..base + inner]);
            for k in 1..len {
                let row = &data[base + k * inner..base + (k + 1) * inner];
                for (acc, &x) in out[start..].iter_mut().zip(row) {
                    *acc = acc.add(x);
                }
            }
        }
    }
    if mean {
        divide(&mut out, len);
    }
    out
}

/// Each of `values` divided by `n` (an empty lane's mean is zero over zero: NaN, as NumPy's).
fn divide<A: ElementDiv + CastFrom<WeakInt>>(values: &mut [A], n: usize) {
    let n = A::cast_from(WeakInt(n as i128));
    values.iter_mut().for_each(|x| *x = x.div(n));
}

macro_rules! reduce_in {
    (dtypes_spec {
        standard { $($(#[$doc:meta])* $V:ident $code:literal $kind:ident $repr:ident($T:ty) $class:ident [$($names:tt)*];)* }
        narrow $narrow:tt
    }) => {
        /// The lanes of `data` reduced in its own dtype.
        fn reduce_in(data: BufferRef<'_>, lanes: Lanes, mean: bool) -> Buffer {
            match data {
                $(BufferRef::$V(v) => <Buffer as Typed<$T>>::from_vec(reduce(v, lanes, mean)),)*
            }
        }

        /// Each element of `data` divided by `n`, in its own dtype.
        fn divide_in(data: BufferRef<'_>, n: usize) -> Buffer {
            match data {
                $(BufferRef::$V(v) => {
                    let mut v = v.to_vec();
                    divide(&mut v, n);
                    <Buffer as Typed<$T>>::from_vec(v)
                })*
            }
        }
    };
}

dyn_dtypes!(reduce_in);

impl<P: Policy> DynView<'_, P> {
    /// The sum over `axis` (every element for `None`), in the dtype the policy gives
    /// ([`Policy::unary_result`] of [`Op::Sum`]), added up in its accumulator: NumPy's
    /// `sum(x, axis)`. A [`DynError`] if the policy has no sum of the dtype or the axis is out
    /// of range.
    pub fn sum(&self, axis: Option<usize>) -> Result<DynArray<P>, DynError> {
        self.reduction(Op::Sum, axis)
    }

    /// The mean over `axis` (every element for `None`), in the dtype the policy gives
    /// ([`Op::Mean`]: NumPy averages integers in `float64`); NaN over no element.
    pub fn mean(&self, axis: Option<usize>) -> Result<DynArray<P>, DynError> {
        self.reduction(Op::Mean, axis)
    }

    fn reduction(&self, op: Op, axis: Option<usize>) -> Result<DynArray<P>, DynError> {
        let dtype = self.dtype();
        let result = P::unary_result(op, dtype).ok_or(DispatchError::UndefinedUnary {
            dtype,
            op,
            policy: P::NAME,
        })?;
        let (lanes, shape) = Lanes::of(self.shape, axis)?;
        // NumPy's pairwise sum of a contiguous run adds in the accumulator (`float32` for
        // `float16`); slice after slice, its `add` loop rounds each step to the sum's dtype. A
        // mean sums in the accumulator either way (its `dtype=` argument).
        let accumulator = match P::unary_result(Op::Accumulate, result) {
            Some(_) if op == Op::Sum && lanes.inner > 1 => result,
            Some(accumulator) => accumulator,
            None => result,
        };
        let converted = (dtype != accumulator)
            .then(|| cast::cast(self.data, accumulator))
            .flatten();
        let data = converted.as_ref().map_or(self.data, Buffer::view);
        if data.dtype() != accumulator {
            return Err(DynError::Cast {
                from: dtype,
                to: accumulator,
            });
        }
        // NumPy's mean divides the sum by an `int64` count in their promotion (`float32` in
        // `float64`), then rounds to the mean's dtype.
        let divisor = P::VALUES
            .mean_divides_by_int64
            .then(|| P::result_type(accumulator, DType::I64))
            .flatten()
            .filter(|&d| op == Op::Mean && d != accumulator);
        let reduced = match divisor {
            Some(wide) => {
                let sum = reduce_in(data, lanes, false);
                let sum = cast::cast(sum.view(), wide).ok_or(DynError::Cast {
                    from: accumulator,
                    to: wide,
                })?;
                divide_in(sum.view(), lanes.len)
            }
            None => reduce_in(data, lanes, op == Op::Mean),
        };
        let reduced = if reduced.dtype() == result {
            reduced
        } else {
            cast::cast(reduced.view(), result).ok_or(DynError::Cast {
                from: accumulator,
                to: result,
            })?
        };
        Ok(DynArray::from_buffer(shape, reduced)?)
    }
}

impl<P: Policy> DynArray<P> {
    /// [`DynView::sum`] of this array.
    ///
    /// ```
    /// use promote_core::{dyn_array::DynArray, policies::NumPy, DType};
    /// let a = DynArray::<NumPy>::from_vec([2, 3], vec![1u8, 2, 3, 250, 250, 250])?;
    /// let s = a.sum(Some(1))?;
    /// assert_eq!(s.dtype(), DType::U64); // NumPy sums unsigned integers in uint64
    /// assert_eq!(s.as_slice::<u64>()?, [6, 750]);
    /// assert_eq!(a.mean(None)?.as_slice::<f64>()?, [126.0]);
    /// # Ok::<(), promote_core::dyn_array::DynError>(())
    /// ```
    pub fn sum(&self, axis: Option<usize>) -> Result<DynArray<P>, DynError> {
        self.view().sum(axis)
    }

    /// [`DynView::mean`] of this array.
    pub fn mean(&self, axis: Option<usize>) -> Result<DynArray<P>, DynError> {
        self.view().mean(axis)
    }
}
