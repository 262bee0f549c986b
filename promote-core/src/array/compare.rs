//! Comparisons and reductions on [`Array`]: `==`-style and `<`-style methods giving `bool` arrays,
//! and `sum` with the policy's accumulator.

use core::cmp::Ordering;

use super::operand::{family, RhsOperand};
use super::{Array, ShapeError};
use crate::{Accumulate, CastFrom, Element, ElementArith, ElementOrd, Policy, SumOf};

macro_rules! comparison {
    ($($(#[$doc:meta])* $name:ident, $checked:ident, $F:ident, $Bound:ident: |$a:ident, $b:ident| $test:expr;)*) => {
        impl<T: Element, P: Policy> Array<T, P> {$(
            $(#[$doc])*
            ///
            /// The right operand is an array (by reference), a 0-d array or a weak scalar. Panics
            /// if two arrays' shapes differ; the `checked_` form returns a [`ShapeError`].
            #[track_caller]
            pub fn $name<R>(&self, rhs: R) -> Array<bool, P>
            where
                R: RhsOperand<T, P, family::$F>,
                R::Compute: $Bound,
            {
                match self.$checked(rhs) {
                    Ok(out) => out,
                    Err(e) => panic!("{e}"),
                }
            }

            #[doc = concat!("[`Array::", stringify!($name), "`], or a [`ShapeError`] if the shapes differ.")]
            pub fn $checked<R>(&self, rhs: R) -> Result<Array<bool, P>, ShapeError>
            where
                R: RhsOperand<T, P, family::$F>,
                R::Compute: $Bound,
            {
                rhs.apply(self, |$a, $b| $test)
            }
        )*}
    };
}

comparison! {
    /// `self == rhs` elementwise, compared in the policy's common type.
    ///
    /// ```
    /// use promote_core::{policies::Jax, weak, Array};
    /// let a: Array<i8, Jax> = Array::from_vec(vec![1, 2]);
    /// let b: Array<f32, Jax> = Array::from_vec(vec![1.0, 2.5]);
    /// assert_eq!(a.equal(&b).as_slice(), &[true, false]);
    /// assert_eq!(a.less(weak(1.5)).as_slice(), &[true, false]);
    /// ```
    equal, checked_equal, Eq, Element: |a, b| a == b;
    /// `self != rhs` elementwise, compared in the policy's common type.
    not_equal, checked_not_equal, Eq, Element: |a, b| a != b;
    /// `self < rhs` elementwise; NaN compares false.
    less, checked_less, Ord, ElementOrd: |a, b| a.partial_cmp(b) == Some(Ordering::Less);
    /// `self <= rhs` elementwise; NaN compares false.
    less_equal, checked_less_equal, Ord, ElementOrd: |a, b| matches!(a.partial_cmp(b), Some(Ordering::Less | Ordering::Equal));
    /// `self > rhs` elementwise; NaN compares false.
    greater, checked_greater, Ord, ElementOrd: |a, b| a.partial_cmp(b) == Some(Ordering::Greater);
    /// `self >= rhs` elementwise; NaN compares false.
    greater_equal, checked_greater_equal, Ord, ElementOrd: |a, b| matches!(a.partial_cmp(b), Some(Ordering::Greater | Ordering::Equal));
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
