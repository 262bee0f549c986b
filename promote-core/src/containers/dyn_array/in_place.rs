//! `a op= b` on a [`DynArray`]: the library's in-place operators, whose result is computed as the
//! operation's and then stored into the left array's dtype where the policy's in-place casting
//! level allows it (NumPy's `out=a` under `same_kind`, PyTorch's `a += b`).

use super::{DynArray, DynError};
use crate::casting::Level;
use crate::Policy;

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
