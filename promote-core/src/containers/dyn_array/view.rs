//! [`DynView`] and [`DynViewMut`]: a run-time-typed array whose elements are borrowed (memory
//! another library owns, a NumPy array's or a tensor's, or a [`DynArray`]'s), read and written
//! by the same kernels as [`DynArray`] without a copy. Every method of `DynArray` is one of
//! `DynView`'s on its own elements.

use core::marker::PhantomData;

use super::buffer::{BufferMut, BufferRef};
use super::edge_values::{self, broadcast, Prepared};
use super::{cast, Buffer, DynArray, DynError, Shape};
use crate::array::ShapeError;
use crate::dispatch::DispatchError;
use crate::{ArrayKind, DType, Op, Policy};

/// A run-time-typed array whose elements are borrowed: a shape and a [`BufferRef`], row-major,
/// computing under the policy `P`. Its methods are [`DynArray`]'s and return new `DynArray`s;
/// the `_into` ones write into a [`DynViewMut`]. It is how a bridge computes on memory it does
/// not own (a NumPy array, a tensor) without copying it in.
///
/// ```
/// use promote_core::dyn_array::{DynView, DynViewMut};
/// use promote_core::policies::NumPy;
/// use promote_core::DType;
///
/// let (a, b) = ([1i8, -2, 3], [0.5f32, 0.25, 2.0]);
/// let a = DynView::<NumPy>::new(&[3], &a[..])?;
/// let b = DynView::<NumPy>::new(&[3], &b[..])?;
/// let c = a.checked_add(&b)?;                 // int8 + float32 is float32, a new array
/// assert_eq!(c.as_slice::<f32>()?, [1.5, -1.75, 5.0]);
///
/// let mut out = [0.0f32; 3];                  // or written where the caller says
/// a.add_into(&b, &mut DynViewMut::new(&[3], &mut out[..])?)?;
/// assert_eq!(out, [1.5, -1.75, 5.0]);
/// assert_eq!(a.dtype(), DType::I8);
/// # Ok::<(), promote_core::dyn_array::DynError>(())
/// ```
pub struct DynView<'a, P> {
    pub(super) shape: &'a [usize],
    pub(super) data: BufferRef<'a>,
    policy: PhantomData<fn() -> P>,
}

// Written out: a derive would ask the policy, a marker type, to be `Clone` and `Copy`.
impl<P> Clone for DynView<'_, P> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<P> Copy for DynView<'_, P> {}

impl<P: Policy> core::fmt::Debug for DynView<'_, P> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("DynView")
            .field("policy", &P::NAME)
            .field("shape", &self.shape)
            .field("data", &self.data)
            .finish()
    }
}

/// A run-time-typed array whose elements are borrowed mutably: where a [`DynView`]'s `_into`
/// methods write their result (NumPy's `out=`). See [`DynView`].
pub struct DynViewMut<'a, P> {
    pub(super) shape: &'a [usize],
    pub(super) data: BufferMut<'a>,
    policy: PhantomData<fn() -> P>,
}

impl<'a, P> DynView<'a, P> {
    /// `data` seen as an array of `shape`, or a [`ShapeError`] if the shape's product is not its
    /// length. A shape `[]` is a 0-d array, or a Python scalar where the dtype is weak.
    pub fn new(shape: &'a [usize], data: impl Into<BufferRef<'a>>) -> Result<Self, ShapeError> {
        let data = data.into();
        if shape.iter().product::<usize>() != data.len() {
            return Err(ShapeError::length(shape.to_vec(), data.len()));
        }
        Ok(DynView {
            shape,
            data,
            policy: PhantomData,
        })
    }

    /// The dtype of the elements.
    pub fn dtype(&self) -> DType {
        self.data.dtype()
    }

    /// The shape (`[]` for a 0-d array or a Python scalar).
    pub fn shape(&self) -> &'a [usize] {
        self.shape
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        self.data.len()
    }

    /// Whether there are no elements.
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    /// The elements, flat.
    pub fn buffer(&self) -> BufferRef<'a> {
        self.data
    }

    /// The elements converted to `dtype` (NumPy's `astype`), a new array; a
    /// [`DynError::Cast`] where a `Buffer` does not hold `dtype`.
    pub fn cast(&self, dtype: DType) -> Result<DynArray<P>, DynError> {
        let data = cast::cast(self.data, dtype).ok_or(DynError::Cast {
            from: self.dtype(),
            to: dtype,
        })?;
        Ok(DynArray {
            shape: Shape::from_slice(self.shape),
            data,
            policy: PhantomData,
        })
    }

    /// How the policy sees this operand: a 0-d array, or an array (a Python scalar's weak dtype
    /// speaks for itself).
    pub(super) fn kind(&self) -> ArrayKind {
        if self.shape.is_empty() && !self.dtype().is_weak() {
            ArrayKind::Array0
        } else {
            ArrayKind::Array
        }
    }
}

impl<'a, P> DynViewMut<'a, P> {
    /// `data` seen as an array of `shape`, or a [`ShapeError`] if the shape's product is not its
    /// length.
    pub fn new(shape: &'a [usize], data: impl Into<BufferMut<'a>>) -> Result<Self, ShapeError> {
        let data = data.into();
        if shape.iter().product::<usize>() != data.len() {
            return Err(ShapeError::length(shape.to_vec(), data.len()));
        }
        Ok(DynViewMut {
            shape,
            data,
            policy: PhantomData,
        })
    }

    /// The dtype of the elements.
    pub fn dtype(&self) -> DType {
        self.data.dtype()
    }

    /// The shape.
    pub fn shape(&self) -> &'a [usize] {
        self.shape
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        self.data.len()
    }

    /// Whether there are no elements.
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }
}

impl<P> DynViewMut<'_, P> {
    /// The elements borrowed immutably, as a [`DynView`].
    #[inline]
    pub fn view(&self) -> DynView<'_, P> {
        DynView {
            shape: self.shape,
            data: self.data.view(),
            policy: PhantomData,
        }
    }
}

impl<P> DynArray<P> {
    /// The array borrowed, as a [`DynView`].
    #[inline]
    pub fn view(&self) -> DynView<'_, P> {
        DynView {
            shape: &self.shape,
            data: self.data.view(),
            policy: PhantomData,
        }
    }

    /// The array borrowed mutably, as a [`DynViewMut`].
    #[inline]
    pub fn view_mut(&mut self) -> DynViewMut<'_, P> {
        DynViewMut {
            shape: &self.shape,
            data: self.data.view_mut(),
            policy: PhantomData,
        }
    }
}

impl<P: Policy> DynView<'_, P> {
    /// `self` with `rhs` in the family `op`: the shapes checked, the type the policy computes the
    /// pair in (by its run-time mirror, the operands' kinds included), then `kernel` in it.
    pub(super) fn binary(
        &self,
        rhs: &DynView<'_, P>,
        operation: (Op, &'static str),
        kernel: impl FnOnce(DType, BufferRef<'_>, BufferRef<'_>) -> Option<Buffer>,
    ) -> Result<DynArray<P>, DynError> {
        let (shape, weak_compute) = match self.quick_plan(rhs, operation.0) {
            Some(compute) => (Shape::from_slice(self.shape), compute),
            None => self.plan(rhs, operation.0)?,
        };
        let narrow = edge_values::weak_in_32_bits(&P::VALUES, weak_compute);
        let compute = narrow.unwrap_or(weak_compute);
        let not_applicable = || DynError::NotApplicable {
            operation: operation.1,
            dtype: compute,
        };
        let prepared = edge_values::prepared(operation.0, compute, self, rhs)?;
        // After `prepare`: the library's refusals come first.
        if let Some((a, b)) = edge_values::scalar_in_float32(operation, compute, self, rhs) {
            let wide = kernel(DType::F32, a.view(), b.view()).ok_or_else(not_applicable)?;
            let data = cast::cast(wide.view(), compute).ok_or_else(not_applicable)?;
            return Ok(DynArray {
                shape,
                data,
                policy: PhantomData,
            });
        }
        let data = match prepared {
            Prepared::Kernel => kernel(compute, self.data, rhs.data),
            Prepared::Scalar { left: true, read } => kernel(compute, read.view(), rhs.data),
            Prepared::Scalar { left: false, read } => kernel(compute, self.data, read.view()),
            Prepared::Ordered { left, right, len } => {
                kernel(DType::I8, left.view(), right.view()).map(|b| broadcast(b, len))
            }
        }
        .ok_or_else(not_applicable)?;
        // A weak result computed in 32 bits stays weak (the type the mirror gives).
        let data = match narrow {
            Some(_) if data.dtype() == compute => {
                cast::cast(data.view(), weak_compute).ok_or_else(not_applicable)?
            }
            _ => data,
        };
        Ok(DynArray {
            shape,
            data,
            policy: PhantomData,
        })
    }

    /// [`binary`](Self::binary) written into `out`, which must have the result's shape and dtype.
    pub(super) fn binary_into(
        &self,
        rhs: &DynView<'_, P>,
        out: &mut DynViewMut<'_, P>,
        operation: (Op, &'static str),
        kernel: impl FnOnce(DType, BufferRef<'_>, BufferRef<'_>, &mut BufferMut<'_>) -> Option<bool>,
    ) -> Result<(), DynError> {
        let (shape, weak_compute) = match self.quick_plan(rhs, operation.0) {
            Some(compute) => (Shape::from_slice(self.shape), compute),
            None => self.plan(rhs, operation.0)?,
        };
        if !same(&shape, out.shape) {
            return Err(ShapeError::new(&shape, out.shape).into());
        }
        let narrow = edge_values::weak_in_32_bits(&P::VALUES, weak_compute);
        let compute = narrow.unwrap_or(weak_compute);
        let result = P::binary_result(
            operation.0,
            self.kind(),
            self.dtype(),
            rhs.kind(),
            rhs.dtype(),
        );
        let prepared = edge_values::prepared(operation.0, compute, self, rhs)?;
        let wide = edge_values::scalar_in_float32(operation, compute, self, rhs);
        let ran = match (wide, prepared) {
            (None, Prepared::Ordered { left, right, len }) => {
                let left = broadcast(left, len);
                let right = broadcast(right, len);
                kernel(DType::I8, left.view(), right.view(), &mut out.data)
            }
            (wide, prepared) => {
                let (dtype, a, b) = match (&wide, &prepared) {
                    (Some((a, b)), _) => (DType::F32, a.view(), b.view()),
                    (None, Prepared::Scalar { left: true, read }) => {
                        (compute, read.view(), rhs.data)
                    }
                    (None, Prepared::Scalar { left: false, read }) => {
                        (compute, self.data, read.view())
                    }
                    _ => (compute, self.data, rhs.data),
                };
                if wide.is_some() || (narrow.is_some() && out.dtype() == weak_compute) {
                    // Rare (a `float16` array with a scalar under PyTorch, a weak result under
                    // JAX with 64-bit types off): computed in a buffer of the type it computes
                    // in, then converted.
                    let target = if wide.is_some() {
                        compute
                    } else {
                        weak_compute
                    };
                    let mut buffer = Buffer::zeros(dtype, out.len()).ok_or(DynError::Cast {
                        from: dtype,
                        to: target,
                    })?;
                    match (
                        kernel(dtype, a, b, &mut buffer.view_mut()),
                        cast::cast(buffer.view(), target),
                    ) {
                        (Some(true), Some(converted)) => Some(out.data.copy_from(converted.view())),
                        (Some(true), _) => Some(false),
                        (other, _) => other,
                    }
                } else {
                    kernel(dtype, a, b, &mut out.data)
                }
            }
        };
        match ran {
            Some(true) => Ok(()),
            Some(false) => Err(DynError::DType {
                expected: result.unwrap_or(compute),
                found: out.dtype(),
            }),
            None => Err(DynError::NotApplicable {
                operation: operation.1,
                dtype: compute,
            }),
        }
    }

    /// `self` through the unary family `op`: the dtype the policy gives, then `kernel` with the
    /// operand's dtype and that one. Abs computes in the element's own type, and its result is
    /// converted where the family's type differs (a complex number's magnitude).
    pub(super) fn unary(
        &self,
        (op, operation): (Op, &'static str),
        kernel: impl FnOnce(DType, DType, BufferRef<'_>) -> Option<Buffer>,
    ) -> Result<DynArray<P>, DynError> {
        let dtype = self.dtype();
        let result = P::unary_result(op, dtype).ok_or(DispatchError::UndefinedUnary {
            dtype,
            op,
            policy: P::NAME,
        })?;
        let data = kernel(dtype, result, self.data).ok_or(DynError::NotApplicable {
            operation,
            dtype: result,
        })?;
        let out = DynArray {
            shape: Shape::from_slice(self.shape),
            data,
            policy: PhantomData,
        };
        if out.dtype() == result {
            Ok(out)
        } else {
            out.cast(result)
        }
    }

    /// The dtype the pair is computed in, where the result has `self`'s shape (`rhs` has it too,
    /// or is 0-d) and the policy defines the pair; `None` otherwise, for [`plan`](Self::plan) to
    /// say why. `plan`'s answer without its `Result`, which is returned through memory: reading
    /// it back cost a small operation tens of cycles (BENCHMARKS.md, "Session 35").
    #[inline]
    pub(super) fn quick_plan(&self, rhs: &DynView<'_, P>, op: Op) -> Option<DType> {
        if !rhs.shape.is_empty() && !same(self.shape, rhs.shape) {
            return None;
        }
        compute_dtype::<P>(op, (self.kind(), self.dtype()), (rhs.kind(), rhs.dtype()))
    }

    /// [`quick_plan`](Self::quick_plan) where the result has `rhs`'s shape (`self` has it too,
    /// or is 0-d): the right operand's side, for a result written over it.
    #[inline]
    pub(super) fn quick_plan_right(&self, rhs: &DynView<'_, P>, op: Op) -> Option<DType> {
        if !self.shape.is_empty() && !same(self.shape, rhs.shape) {
            return None;
        }
        compute_dtype::<P>(op, (self.kind(), self.dtype()), (rhs.kind(), rhs.dtype()))
    }

    /// The result's shape and the dtype the pair is computed in.
    pub(super) fn plan(&self, rhs: &DynView<'_, P>, op: Op) -> Result<(Shape, DType), DynError> {
        let shape = if same(self.shape, rhs.shape) || rhs.shape.is_empty() {
            Shape::from_slice(self.shape)
        } else if self.shape.is_empty() {
            Shape::from_slice(rhs.shape)
        } else {
            return Err(ShapeError::new(self.shape, rhs.shape).into());
        };
        let (l, r) = ((self.kind(), self.dtype()), (rhs.kind(), rhs.dtype()));
        let undefined = DispatchError::Undefined {
            lhs: l.1,
            rhs: r.1,
            op,
            policy: P::NAME,
        };
        let compute = compute_dtype::<P>(op, l, r).ok_or(undefined)?;
        Ok((shape, compute))
    }
}

/// Whether two shapes are equal, compared axis by axis: `==` on slices calls `memcmp`, which
/// costs a call of a few axes more than the comparison.
#[inline]
pub(super) fn same(a: &[usize], b: &[usize]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x == y)
}

/// The dtype `P` computes `op` of the two operands in: the result's, or for a comparison (whose
/// result is `bool`) the type both sides convert to, their promotion (a dtype with itself
/// compares in itself; where the promotion is one-sided, as TensorFlow's is, the other order's).
/// `None` where `P` leaves the pair undefined.
fn compute_dtype<P: Policy>(
    op: Op,
    (lk, l): (ArrayKind, DType),
    (rk, r): (ArrayKind, DType),
) -> Option<DType> {
    let result = P::binary_result(op, lk, l, rk, r)?;
    if !matches!(op, Op::Eq | Op::Lt) {
        return Some(result);
    }
    if l == r {
        return Some(l);
    }
    P::binary_result(Op::Add, lk, l, rk, r)
        .or_else(|| P::binary_result(Op::Add, rk, r, lk, l))
        // A policy without mixed promotion (`jax.lax`) compares a Python scalar in the array's
        // dtype.
        .or(match (l.is_weak(), r.is_weak()) {
            (true, false) => Some(r),
            (false, true) => Some(l),
            _ => None,
        })
}
