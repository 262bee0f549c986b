//! [`Array`]: an owned, contiguous n-dimensional array whose operators promote by a policy.

mod array0;
mod basics;
mod error;
mod join;
mod methods;
mod ops;
mod shape;

use alloc::vec::Vec;
use core::fmt;
use core::marker::PhantomData;

pub use crate::container::{family, RhsOperand};
pub use array0::Array0;
pub use error::ShapeError;
pub use join::{concatenate, stack, Arrays};
use shape::Shape;

use crate::{CastFrom, Element, Policy};

/// An owned, contiguous, row-major n-dimensional array of `T`, promoting under the policy `P`.
///
/// `+ - *` between two arrays whose element types `P` promotes give an array of the promoted type,
/// known at compile time; so do the same operators with a weak scalar. Each op is one pass that
/// converts and computes element by element: no temporaries, no run-time dtype dispatch.
///
/// Shapes must match exactly (there is no broadcasting): the operators panic with both shapes,
/// and the `checked_*` methods return a [`ShapeError`] instead.
///
/// ```
/// use promote_core::{policies::Jax, Array};
/// let a: Array<u8, Jax> = Array::from_shape_vec([2, 2], vec![1, 2, 3, 4]).unwrap();
/// let b: Array<i8, Jax> = Array::from_shape_vec([2, 2], vec![-1, -1, -1, -1]).unwrap();
/// let c: Array<i16, Jax> = &a + &b;             // u8 ⊔ i8 = i16
/// assert_eq!(c.as_slice(), &[0, 1, 2, 3]);
/// assert_eq!(c.shape(), &[2, 2]);
/// ```
pub struct Array<T, P> {
    data: Vec<T>,
    shape: Shape,
    policy: PhantomData<P>,
}

impl<T: Element, P: Policy> Array<T, P> {
    /// A one-dimensional array of `data`.
    pub fn from_vec(data: Vec<T>) -> Self {
        let shape = Shape::one(data.len());
        Array {
            data,
            shape,
            policy: PhantomData,
        }
    }

    /// An array of the given shape over `data` in row-major order; an error if the element count
    /// differs from the shape's product.
    pub fn from_shape_vec(shape: impl Into<Vec<usize>>, data: Vec<T>) -> Result<Self, ShapeError> {
        let shape = shape.into();
        let expected = shape.iter().try_fold(1usize, |acc, &d| acc.checked_mul(d));
        if expected != Some(data.len()) {
            return Err(ShapeError::length(shape, data.len()));
        }
        Ok(Array {
            data,
            shape: shape.into(),
            policy: PhantomData,
        })
    }

    /// An array of the given shape with every element `value`.
    ///
    /// # Panics
    /// If the shape has more elements than a `usize` can count (as `vec!` panics on a capacity
    /// overflow), in every build profile.
    ///
    /// ```should_panic
    /// use promote_core::{policies::Jax, Array};
    /// let _ = Array::<u8, Jax>::full([1 << 32, 1 << 32], 7); // 2^64 elements
    /// ```
    #[track_caller]
    pub fn full(shape: impl Into<Vec<usize>>, value: T) -> Self {
        let shape = shape.into();
        let Some(len) = shape.iter().try_fold(1usize, |n, &d| n.checked_mul(d)) else {
            panic!("shape {shape:?} has more elements than a usize can count");
        };
        Array {
            data: alloc::vec![value; len],
            shape: shape.into(),
            policy: PhantomData,
        }
    }

    /// The extent of each axis.
    pub fn shape(&self) -> &[usize] {
        &self.shape
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        self.data.len()
    }

    /// Whether the array has no elements.
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    /// The elements in row-major order.
    pub fn as_slice(&self) -> &[T] {
        &self.data
    }

    /// The elements in row-major order, owned.
    pub fn into_vec(self) -> Vec<T> {
        self.data
    }

    /// The run-time dtype of the elements.
    pub fn dtype(&self) -> crate::DType {
        T::DTYPE
    }

    /// Converts every element to `U`: exact where `U` holds the value, else rounded to nearest.
    ///
    /// This is the explicit conversion to reach for where a policy leaves a pair undefined.
    ///
    /// ```
    /// use promote_core::{policies::Jax, Array};
    /// let a: Array<i32, Jax> = Array::from_vec(vec![1, 16_777_217]);
    /// let b = a.cast::<f32>();
    /// assert_eq!(b.as_slice(), &[1.0, 16_777_216.0]);
    /// ```
    pub fn cast<U: Element + CastFrom<T>>(&self) -> Array<U, P> {
        self.map(U::cast_from)
    }

    /// Applies `f` to every element.
    pub fn map<U: Element>(&self, f: impl FnMut(T) -> U) -> Array<U, P> {
        Array {
            data: self.data.iter().copied().map(f).collect(),
            shape: self.shape.clone(),
            policy: PhantomData,
        }
    }

    /// The array in strong dtypes: a weak element type becomes the policy's default dtype of its
    /// kind ([`DefaultDtypes`](crate::DefaultDtypes)), a strong one stays itself (and the
    /// array's buffer is reused).
    ///
    /// A weak type can be a result under JAX's rules (`i32 * weak(0.5)` is weakly typed in JAX,
    /// and here an `Array<WeakFloat, Jax>`); this gives the array JAX would hold, whose dtype JAX
    /// prints: `float64` with 64-bit types enabled ([`Jax`](crate::policies::Jax)), `float32`
    /// without ([`JaxX32`](crate::policies::JaxX32)). The result type is known at compile time.
    ///
    /// ```
    /// use promote_core::{policies::Jax, weak, Array, WeakFloat};
    /// let x: Array<i32, Jax> = Array::from_vec(vec![1, 2, 3]);
    /// let w: Array<WeakFloat, Jax> = &x * weak(0.5);
    /// let f: Array<f64, Jax> = w.materialize();
    /// assert_eq!(f.as_slice(), &[0.5, 1.0, 1.5]);
    ///
    /// # #[cfg(feature = "jax-x32")] { // `JaxX32` is not a default feature
    /// use promote_core::policies::JaxX32;
    /// let y: Array<i32, JaxX32> = x.clone().with_policy();
    /// let g: Array<f32, JaxX32> = (&y * weak(0.5)).materialize();
    /// assert_eq!(g.as_slice(), &[0.5, 1.0, 1.5]);
    /// # }
    ///
    /// let same: Array<i32, Jax> = x.materialize(); // strong already: unchanged
    /// assert_eq!(same.as_slice(), &[1, 2, 3]);
    /// ```
    pub fn materialize(self) -> Array<crate::Materialized<T, P>, P>
    where
        T: crate::Materialize<P>,
    {
        Array {
            data: self
                .data
                .into_iter()
                .map(crate::Materialize::materialize)
                .collect(),
            shape: self.shape,
            policy: PhantomData,
        }
    }

    /// Changes the policy the array promotes under, keeping its elements.
    pub fn with_policy<Q: Policy>(self) -> Array<T, Q> {
        Array {
            data: self.data,
            shape: self.shape,
            policy: PhantomData,
        }
    }
}

impl<T: Clone, P> Clone for Array<T, P> {
    fn clone(&self) -> Self {
        Array {
            data: self.data.clone(),
            shape: self.shape.clone(),
            policy: PhantomData,
        }
    }
}

impl<T: PartialEq, P> PartialEq for Array<T, P> {
    fn eq(&self, other: &Self) -> bool {
        self.shape == other.shape && self.data == other.data
    }
}

impl<T: fmt::Debug, P: Policy> fmt::Debug for Array<T, P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Array")
            .field("policy", &P::NAME)
            .field("shape", &self.shape)
            .field("data", &self.data)
            .finish()
    }
}
