//! Comparisons and reductions on [`Array`]: `==`-style and `<`-style methods giving `bool` arrays,
//! and `sum` with the policy's accumulator.

use core::cmp::Ordering;

use super::ops::zip_with;
use super::{Array, ShapeError};
use crate::{
    Accumulate, CastFrom, Element, ElementArith, ElementOrd, Policy, PromoteEq, PromoteOrd, SumOf,
};

macro_rules! comparison {
    ($($(#[$doc:meta])* $name:ident, $checked:ident, $Family:ident: |$a:ident, $b:ident| $test:expr;)*) => {
        impl<T: Element, P: Policy> Array<T, P> {$(
            $(#[$doc])*
            /// Panics if the shapes differ; the `checked_` form returns a [`ShapeError`].
            #[track_caller]
            pub fn $name<U>(&self, rhs: &Array<U, P>) -> Array<bool, P>
            where
                T: $Family<U, P>,
                U: Element,
                <T as $Family<U, P>>::Compute: ElementOrd,
            {
                match self.$checked(rhs) {
                    Ok(out) => out,
                    Err(e) => panic!("{e}"),
                }
            }

            #[doc = concat!("[`Array::", stringify!($name), "`], or a [`ShapeError`] if the shapes differ.")]
            pub fn $checked<U>(&self, rhs: &Array<U, P>) -> Result<Array<bool, P>, ShapeError>
            where
                T: $Family<U, P>,
                U: Element,
                <T as $Family<U, P>>::Compute: ElementOrd,
            {
                zip_with(self, rhs, |$a: <T as $Family<U, P>>::Compute, $b| $test)
            }
        )*}
    };
}

comparison! {
    /// `self == rhs` elementwise, compared in the policy's common type.
    ///
    /// ```
    /// use promote_core::{policies::Jax, Array};
    /// let a: Array<i8, Jax> = Array::from_vec(vec![1, 2]);
    /// let b: Array<f32, Jax> = Array::from_vec(vec![1.0, 2.5]);
    /// assert_eq!(a.equal(&b).as_slice(), &[true, false]);
    /// ```
    equal, checked_equal, PromoteEq: |a, b| a == b;
    /// `self != rhs` elementwise, compared in the policy's common type.
    not_equal, checked_not_equal, PromoteEq: |a, b| a != b;
    /// `self < rhs` elementwise; NaN compares false.
    less, checked_less, PromoteOrd: |a, b| a.partial_cmp(b) == Some(Ordering::Less);
    /// `self <= rhs` elementwise; NaN compares false.
    less_equal, checked_less_equal, PromoteOrd: |a, b| matches!(a.partial_cmp(b), Some(Ordering::Less | Ordering::Equal));
    /// `self > rhs` elementwise; NaN compares false.
    greater, checked_greater, PromoteOrd: |a, b| a.partial_cmp(b) == Some(Ordering::Greater);
    /// `self >= rhs` elementwise; NaN compares false.
    greater_equal, checked_greater_equal, PromoteOrd: |a, b| matches!(a.partial_cmp(b), Some(Ordering::Greater | Ordering::Equal));
}

impl<T: Element, P: Policy> Array<T, P> {
    /// The sum of every element, accumulated in the policy's accumulator type
    /// ([`SumOf<T, P>`](crate::SumOf)): NumPy sums `u8` in `u64`, PyTorch in `i64`.
    ///
    /// ```
    /// use promote_core::{policies::{NumPy, Torch}, Array};
    /// let a: Array<u8, NumPy> = Array::from_vec(vec![200, 100]);
    /// let s: u64 = a.sum();
    /// assert_eq!(s, 300);
    /// let t: i64 = a.with_policy::<Torch>().sum();
    /// assert_eq!(t, 300);
    /// ```
    pub fn sum(&self) -> SumOf<T, P>
    where
        T: Accumulate<P>,
        SumOf<T, P>: ElementArith,
    {
        self.data.iter().fold(SumOf::<T, P>::default(), |acc, &x| {
            acc.add(CastFrom::cast_from(x))
        })
    }
}
