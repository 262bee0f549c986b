//! `a op= b`: on a [`DynArray`], the library's in-place operators, whose result is computed as
//! the operation's and then stored into the left array's dtype where the policy's in-place
//! casting level allows it (NumPy's `out=a` under `same_kind`, PyTorch's `a += b`); on a
//! [`DynViewMut`] whose dtype is the result's, the operation computed over its own elements
//! (NumPy's `add(a, b, out=a)` with nothing to convert), with no new array; and a unary
//! operation over its operand or into an output of the result's dtype.

use super::edge_values::{self, Prepared};
use super::view::same;
use super::{Buffer, DynArray, DynError, DynView, DynViewMut, InPlaceOp, UnaryInPlaceOp};
use crate::array::ShapeError;
use crate::casting::Level;
use crate::{DType, Op, Policy};

impl<P: Policy> DynArray<P> {
    /// `self op= rhs`: `op` (any of the binary methods, e.g. [`DynArray::checked_add`]) computes
    /// `self op rhs` in the promoted dtype, as the library does, and the result is then
    /// converted into `self`'s dtype, which does not change. A [`DynError::InPlace`] if the
    /// policy's in-place casting level ([`Policy::InPlace`]) does not let the result's dtype
    /// be stored into `self`'s (NumPy: `int8 += float32` raises `UFuncTypeError`), a
    /// [`DynError::Shape`] if the result's shape is not `self`'s (a 0-d `self` with a longer
    /// `rhs`), and `op`'s own errors; `self` is unchanged on any error.
    ///
    /// ```
    /// use promote_core::{dyn_array::{DynArray, DynError}, policies::{NumPy, Torch}, weak, DType};
    /// let mut a = DynArray::<NumPy>::from_vec([2], vec![100i8, -1])?;
    /// a.assign(DynArray::checked_add, &DynArray::from_vec([2], vec![100i16, 1])?)?;
    /// assert_eq!(a.as_slice::<i8>()?, [-56, 0]); // computed in int16, stored as int8
    ///
    /// let f = DynArray::<NumPy>::scalar(weak(2.5));
    /// let err = a.assign(DynArray::checked_mul, &f).unwrap_err();
    /// assert!(matches!(err, DynError::InPlace { .. }));
    /// assert_eq!(a.dtype(), DType::I8);
    ///
    /// // PyTorch stores an integer result into any integer tensor, as `t += u` does.
    /// let mut t = DynArray::<Torch>::from_vec([1], vec![200u8])?;
    /// t.assign(DynArray::checked_add, &DynArray::from_vec([1], vec![-1i8])?)?;
    /// assert_eq!(t.as_slice::<u8>()?, [199]);
    /// # Ok::<(), DynError>(())
    /// ```
    pub fn assign(
        &mut self,
        op: impl FnOnce(&Self, &Self) -> Result<Self, DynError>,
        rhs: &Self,
    ) -> Result<(), DynError> {
        let result = op(self, rhs)?;
        let casting = <P::InPlace as Level>::CASTING;
        if !P::can_cast(result.dtype(), self.dtype(), casting) {
            return Err(DynError::InPlace {
                result: result.dtype(),
                target: self.dtype(),
                casting,
            });
        }
        if result.shape != self.shape {
            return Err(crate::array::ShapeError::new(&self.shape, &result.shape).into());
        }
        *self = result.cast(self.dtype())?;
        Ok(())
    }
}

impl<P: Policy> DynViewMut<'_, P> {
    /// `self = self op rhs` over `self`'s own elements, `op` named by its marker
    /// ([`ops::Add`](crate::ops::Add) for [`DynView::checked_add`]): NumPy's `add(a, b, out=a)`,
    /// where the result's dtype is `a`'s. The values are [`DynView`]'s method's, edge values
    /// included. Where the policy computes the pair in `self`'s dtype and no edge value needs
    /// another buffer (the common case: `f32 += f32`, `i16 += 3`), the kernel writes over `self`
    /// and nothing is allocated; otherwise the result is computed as a new array and copied in.
    ///
    /// A [`DynError::DType`] if the result's dtype is not `self`'s (convert it with
    /// [`DynArray::assign`] instead), a [`DynError::Shape`] if the result's shape is not
    /// `self`'s, and the method's own errors; `self` is unchanged on any error.
    ///
    /// ```
    /// use promote_core::dyn_array::{DynArray, DynError, DynView, DynViewMut};
    /// use promote_core::{ops, policies::NumPy, weak};
    /// let mut a = DynArray::<NumPy>::from_vec([3], vec![1.5f32, -2.0, 4.0])?;
    /// let b = DynArray::<NumPy>::from_vec([3], vec![1i8, 2, 3])?;
    /// a.view_mut().op_assign::<ops::Mul>(&b.view())?; // f32 * i8 is f32 under NumPy
    /// assert_eq!(a.as_slice::<f32>()?, [1.5, -4.0, 12.0]);
    ///
    /// let mut c = [100i16, -7];
    /// let three = DynArray::<NumPy>::scalar(weak(3));
    /// DynViewMut::<NumPy>::new(&[2], &mut c[..])?.op_assign::<ops::FloorDivide>(&three.view())?;
    /// assert_eq!(c, [33, -3]);
    ///
    /// // `i8 + f32` is `f32`: not an `i8` array's to hold.
    /// let mut d = DynArray::<NumPy>::from_vec([1], vec![1i8])?;
    /// let f = DynArray::<NumPy>::from_vec([1], vec![0.5f32])?;
    /// let err = d.view_mut().op_assign::<ops::Add>(&f.view()).unwrap_err();
    /// assert!(matches!(err, DynError::DType { .. }));
    /// # let _: Option<DynView<'_, NumPy>> = None;
    /// # Ok::<(), DynError>(())
    /// ```
    pub fn op_assign<M: InPlaceOp>(&mut self, rhs: &DynView<'_, P>) -> Result<(), DynError> {
        let lhs = self.view();
        let compute = match lhs.quick_plan(rhs, M::OPERATION.0) {
            Some(compute) => compute,
            None => self.planned(&lhs, rhs, M::OPERATION.0)?,
        };
        self.compute_over::<M>(compute, rhs, false)
    }

    /// `self = lhs op self` over `self`'s own elements: NumPy's `add(b, a, out=a)`, where the
    /// result's dtype is `a`'s (the right operand's). As [`op_assign`](Self::op_assign) with the
    /// operands' sides swapped: the values are `lhs`'s method's with `self`
    /// ([`DynView::checked_sub`] for `lhs - self`), edge values included, and `self` is
    /// unchanged on any error.
    ///
    /// ```
    /// use promote_core::dyn_array::{DynArray, DynError};
    /// use promote_core::{ops, policies::NumPy, weak};
    /// let mut a = DynArray::<NumPy>::from_vec([3], vec![1.0f32, 2.0, 4.0])?;
    /// let b = DynArray::<NumPy>::from_vec([3], vec![10i8, 20, 30])?;
    /// a.view_mut().op_assign_reflected::<ops::Sub>(&b.view())?; // a = b - a, in f32
    /// assert_eq!(a.as_slice::<f32>()?, [9.0, 18.0, 26.0]);
    ///
    /// let one = DynArray::<NumPy>::scalar(weak(1.0));
    /// a.view_mut().op_assign_reflected::<ops::Div>(&one.view())?; // a = 1.0 / a
    /// assert_eq!(a.as_slice::<f32>()?, [1.0 / 9.0, 1.0 / 18.0, 1.0 / 26.0]);
    /// # Ok::<(), DynError>(())
    /// ```
    pub fn op_assign_reflected<M: InPlaceOp>(
        &mut self,
        lhs: &DynView<'_, P>,
    ) -> Result<(), DynError> {
        let rhs = self.view();
        let compute = match lhs.quick_plan_right(&rhs, M::OPERATION.0) {
            Some(compute) => compute,
            None => self.planned(lhs, &rhs, M::OPERATION.0)?,
        };
        self.compute_over::<M>(compute, lhs, true)
    }

    /// The dtype `lhs op rhs` is computed in, where its result has `self`'s shape; the error
    /// that says why not otherwise.
    #[cold]
    fn planned(
        &self,
        lhs: &DynView<'_, P>,
        rhs: &DynView<'_, P>,
        op: Op,
    ) -> Result<DType, DynError> {
        let (shape, compute) = lhs.plan(rhs, op)?;
        if !same(&shape, self.shape) {
            return Err(ShapeError::new(&shape, self.shape).into());
        }
        Ok(compute)
    }

    /// `self op other` (`other op self` where `reflected`), computed in `compute`, written over
    /// `self`, as [`op_assign`](Self::op_assign) says. Always inlined, so that `op_assign` stays
    /// the one function it was before the two sides shared these steps (its fixed cost is a few
    /// dozen nanoseconds, which a call and its arguments through memory would add to).
    #[inline(always)]
    fn compute_over<M: InPlaceOp>(
        &mut self,
        compute: DType,
        other: &DynView<'_, P>,
        reflected: bool,
    ) -> Result<(), DynError> {
        let (op, name) = M::OPERATION;
        let dtype = self.dtype();
        let this = self.view();
        let (lhs, rhs) = if reflected {
            (other, &this)
        } else {
            (&this, other)
        };
        // A comparison's result is `bool`, whatever it computes in; any other's is its compute type.
        let result = match op {
            Op::Eq | Op::Lt => {
                P::binary_result(op, lhs.kind(), lhs.dtype(), rhs.kind(), rhs.dtype())
            }
            _ => Some(compute),
        };
        if result != Some(dtype) {
            return Err(DynError::DType {
                expected: result.unwrap_or(compute),
                found: dtype,
            });
        }
        // `prepare` first: the library's refusals are errors either way.
        let prepared = edge_values::prepared(op, compute, lhs, rhs)?;
        // `other` as the kernel reads it, where a Python int on its side is read otherwise.
        let read: Option<Buffer> = match prepared {
            // The kernel computes elsewhere than in `self`'s dtype: a weak pair computed in 32
            // bits (JAX without 64-bit types), a `float16` with a scalar in `float32` (PyTorch).
            _ if compute != dtype
                || edge_values::weak_in_32_bits(&P::VALUES, compute).is_some()
                || edge_values::scalar_in_float32((op, name), compute, lhs, rhs).is_some() =>
            {
                let result = M::checked(lhs, rhs)?;
                return self.copy_in(result);
            }
            Prepared::Kernel => None,
            Prepared::Scalar { left, read } if left == reflected => Some(read),
            Prepared::Scalar { .. } | Prepared::Ordered { .. } => {
                let result = M::checked(lhs, rhs)?;
                return self.copy_in(result);
            }
        };
        let b = read.as_ref().map_or(other.data, Buffer::view);
        match M::run_in_place(&P::VALUES, compute, &mut self.data, b, reflected) {
            Some(true) => Ok(()),
            _ => {
                let this = self.view();
                let result = if reflected {
                    M::checked(other, &this)
                } else {
                    M::checked(&this, other)
                }?;
                self.copy_in(result)
            }
        }
    }

    /// `self = op(self)` over `self`'s own elements, `op` named by its marker
    /// ([`ops::Negative`](crate::ops::Negative) for [`DynView::negative`]): NumPy's
    /// `negative(a, out=a)`, where the result's dtype is `a`'s. The values are the method's; the
    /// kernel writes over `self` where the operation maps the dtype to itself, and otherwise the
    /// result is computed as a new array and copied in. A [`DynError::DType`] if the result's
    /// dtype is not `self`'s (`sqrt` of `int8` is `float16`), and the method's own errors;
    /// `self` is unchanged on any error.
    ///
    /// ```
    /// use promote_core::dyn_array::{DynArray, DynError};
    /// use promote_core::{ops, policies::NumPy};
    /// let mut a = DynArray::<NumPy>::from_vec([3], vec![-1.5f32, 0.25, 4.0])?;
    /// a.view_mut().unary_assign::<ops::Floor>()?;
    /// assert_eq!(a.as_slice::<f32>()?, [-2.0, 0.0, 4.0]);
    ///
    /// let mut b = DynArray::<NumPy>::from_vec([1], vec![4i8])?;
    /// let err = b.view_mut().unary_assign::<ops::Sqrt>().unwrap_err(); // `float16`
    /// assert!(matches!(err, DynError::DType { .. }));
    /// # Ok::<(), DynError>(())
    /// ```
    pub fn unary_assign<M: UnaryInPlaceOp>(&mut self) -> Result<(), DynError> {
        let dtype = self.dtype();
        if P::unary_result(M::OP, dtype) == Some(dtype)
            && M::run_in_place(dtype, &mut self.data) == Some(true)
        {
            return Ok(());
        }
        let result = M::checked(&self.view())?;
        self.copy_in(result)
    }

    /// `result`'s elements copied over `self`'s, which have its dtype and length.
    fn copy_in(&mut self, result: DynArray<P>) -> Result<(), DynError> {
        if self.data.copy_from(result.data.view()) {
            Ok(())
        } else {
            Err(DynError::DType {
                expected: result.dtype(),
                found: self.dtype(),
            })
        }
    }
}

impl<P: Policy> DynView<'_, P> {
    /// `op(self)` written into `out`, `op` named by its marker ([`ops::Negative`](crate::ops::Negative)
    /// for [`DynView::negative`]): NumPy's `negative(a, out=b)`, where `b` has the result's
    /// dtype and `a`'s shape. The values are the method's; nothing is allocated where the
    /// operation computes in the result's dtype (all but a complex number's magnitude, which is
    /// computed as the method computes it and copied in). A [`DynError::Shape`] if `out`'s shape
    /// is not `self`'s, a [`DynError::DType`] if its dtype is not the result's, and the method's
    /// own errors.
    ///
    /// ```
    /// use promote_core::dyn_array::{Buffer, DynArray, DynError};
    /// use promote_core::{ops, policies::NumPy, DType};
    /// let a = DynArray::<NumPy>::from_vec([3], vec![1i8, 4, 9])?;
    /// let zeros = |dtype| DynArray::<NumPy>::from_buffer(vec![3], Buffer::zeros(dtype, 3).unwrap());
    /// let mut out = zeros(DType::F16)?; // `sqrt` of `int8` is `float16`
    /// a.view().unary_into::<ops::Sqrt>(&mut out.view_mut())?;
    /// assert_eq!(out.cast(DType::F32)?.as_slice::<f32>()?, [1.0, 2.0, 3.0]);
    ///
    /// let mut wrong = zeros(DType::F32)?;
    /// let err = a.view().unary_into::<ops::Sqrt>(&mut wrong.view_mut()).unwrap_err();
    /// assert!(matches!(err, DynError::DType { .. }));
    /// # Ok::<(), DynError>(())
    /// ```
    pub fn unary_into<M: UnaryInPlaceOp>(
        &self,
        out: &mut DynViewMut<'_, P>,
    ) -> Result<(), DynError> {
        if !same(self.shape, out.shape) {
            return Err(ShapeError::new(self.shape, out.shape).into());
        }
        let dtype = self.dtype();
        let Some(result) = P::unary_result(M::OP, dtype) else {
            // The method's error: the policy leaves the operation undefined on `dtype`.
            return M::checked(self).map(drop);
        };
        if out.dtype() != result {
            return Err(DynError::DType {
                expected: result,
                found: out.dtype(),
            });
        }
        match M::run_into(dtype, result, self.data, &mut out.data) {
            Some(true) => Ok(()),
            // Computed in another type than the result's, or not at all (the method's error).
            _ => out.copy_in(M::checked(self)?),
        }
    }
}
