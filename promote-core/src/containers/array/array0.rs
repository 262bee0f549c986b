//! [`Array0`]: a zero-dimensional array, which some policies rank below dimensioned arrays.

use core::fmt;
use core::marker::PhantomData;

use crate::{CastFrom, Element, Policy};

/// A zero-dimensional array (a scalar tensor) of `T`, promoting under `P`.
///
/// It is distinct both from a dimensioned [`Array`](super::Array) and from a weak scalar: under
/// [`Torch`](crate::policies::Torch) and [`MegEngineMep3`](crate::policies::MegEngineMep3) it only
/// counts against a dimensioned array when its category is higher (PyTorch's rule:
/// `combine_categories` in its `aten/src/ATen/native/TypeProperties.cpp`), under
/// [`OneFlow`](crate::policies::OneFlow) never; under NumPy 2, JAX, MegEngine 1.13 and the array
/// API standard it promotes exactly like an array.
///
/// ```
/// use promote_core::{policies::{NumPy, Torch}, Array, Array0};
/// let a: Array<i8, Torch> = Array::from_vec(vec![1, 2]);
/// let same: Array<i8, Torch> = &a + Array0::new(1i64);     // i64 is not a higher category
/// let up: Array<f64, Torch> = &a + Array0::new(0.5f64);    // f64 is
///
/// let b: Array<i8, NumPy> = Array::from_vec(vec![1, 2]);
/// let wide: Array<i64, NumPy> = &b + Array0::new(1i64);    // NumPy 2: a 0-d array is an array
/// assert_eq!(wide.as_slice(), &[2, 3]);
/// ```
pub struct Array0<T, P> {
    pub(crate) value: T,
    policy: PhantomData<P>,
}

impl<T: Element, P: Policy> Array0<T, P> {
    /// A 0-d array holding `value`.
    pub fn new(value: T) -> Self {
        Array0 {
            value,
            policy: PhantomData,
        }
    }

    /// The element.
    pub fn value(&self) -> T {
        self.value
    }

    /// The 0-d array in a strong dtype: a weak element becomes the policy's default dtype of its
    /// kind, as [`Array::materialize`](super::Array::materialize) does.
    ///
    /// ```
    /// use promote_core::{policies::Torch, Array0, WeakFloat};
    /// let x: Array0<WeakFloat, Torch> = Array0::new(WeakFloat(0.25));
    /// assert_eq!(x.materialize().value(), 0.25f32); // PyTorch's default float
    /// ```
    pub fn materialize(self) -> Array0<crate::Materialized<T, P>, P>
    where
        T: crate::Materialize<P>,
    {
        Array0::new(self.value.materialize())
    }

    /// The element converted to `U`.
    pub fn cast<U: Element + CastFrom<T>>(&self) -> Array0<U, P> {
        Array0::new(U::cast_from(self.value))
    }
}

impl<T: Copy, P> Clone for Array0<T, P> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T: Copy, P> Copy for Array0<T, P> {}

impl<T: PartialEq, P> PartialEq for Array0<T, P> {
    fn eq(&self, other: &Self) -> bool {
        self.value == other.value
    }
}

impl<T: fmt::Debug, P: Policy> fmt::Debug for Array0<T, P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Array0")
            .field("policy", &P::NAME)
            .field("value", &self.value)
            .finish()
    }
}
