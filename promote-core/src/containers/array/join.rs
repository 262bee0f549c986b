//! `concatenate` and `stack` of arrays of different element types, typed by the policy's n-ary
//! rule ([`PromotedAll`]): NumPy's `np.concatenate((a, b, c))` is `np.result_type(a, b, c)`, which
//! is not always `a + b + c`'s type.

use alloc::vec::Vec;

use super::{Array, ShapeError};
use crate::generic::{PromoteAll, PromotedAll};
use crate::{CastFrom, Element, Policy};

/// A tuple of references to arrays under one policy, `(&a, &b, …)` (1 to 8), whose element types
/// have a common type under the policy's n-ary rule.
pub trait Arrays<P: Policy> {
    /// The element type of the joined array: [`PromotedAll`] of the element types.
    type Elem: Element;

    /// The shape of each array, in order.
    fn shapes(&self) -> Vec<&[usize]>;

    /// Appends every element, converted, in order.
    fn extend_into(&self, out: &mut Vec<Self::Elem>);
}

macro_rules! arrays {
    ($tuple:ty; $($T:ident $i:tt),+) => {
        impl<'a, $($T: Element,)+ P: Policy> Arrays<P> for ($(&'a Array<$T, P>,)+)
        where
            $tuple: PromoteAll<P>,
            $(PromotedAll<$tuple, P>: CastFrom<$T>,)+
        {
            type Elem = PromotedAll<$tuple, P>;

            fn shapes(&self) -> Vec<&[usize]> {
                alloc::vec![$(self.$i.shape()),+]
            }

            fn extend_into(&self, out: &mut Vec<Self::Elem>) {
                $(out.extend(self.$i.as_slice().iter().map(|&x| Self::Elem::cast_from(x)));)+
            }
        }
    };
}

arrays!((A,); A 0);
arrays!((A, B,); A 0, B 1);
arrays!((A, B, C,); A 0, B 1, C 2);
arrays!((A, B, C, D,); A 0, B 1, C 2, D 3);
arrays!((A, B, C, D, E,); A 0, B 1, C 2, D 3, E 4);
arrays!((A, B, C, D, E, F,); A 0, B 1, C 2, D 3, E 4, F 5);
arrays!((A, B, C, D, E, F, G,); A 0, B 1, C 2, D 3, E 4, F 5, G 6);
arrays!((A, B, C, D, E, F, G, H,); A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7);

/// The arrays joined along their first axis, in their common type under `P`'s n-ary rule; a
/// [`ShapeError`] if an array has no axis or the other axes differ.
///
/// ```
/// use promote_core::{array::concatenate, f16, policies::NumPy, Array};
/// let a: Array<u8, NumPy> = Array::from_vec(vec![1]);
/// let b: Array<i8, NumPy> = Array::from_vec(vec![-1, 2]);
/// let c: Array<f16, NumPy> = Array::from_vec(vec![f16::from_f32(0.5)]);
/// // np.concatenate: np.result_type(u8, i8, f16) is f16 (a left fold, (u8 + i8) + f16, is f32)
/// let all: Array<f16, NumPy> = concatenate((&a, &b, &c)).unwrap();
/// assert_eq!(all.shape(), &[4]);
/// assert_eq!(all.as_slice()[3], f16::from_f32(0.5));
/// ```
pub fn concatenate<P: Policy, T: Arrays<P>>(arrays: T) -> Result<Array<T::Elem, P>, ShapeError> {
    let shapes = arrays.shapes();
    let first = shapes[0];
    if first.is_empty() {
        return Err(ShapeError::mismatch(first, &[1]));
    }
    let mut len0 = 0usize;
    for shape in &shapes {
        if shape.is_empty() || shape[1..] != first[1..] {
            return Err(ShapeError::mismatch(first, shape));
        }
        len0 += shape[0];
    }
    let mut data = Vec::new();
    arrays.extend_into(&mut data);
    let mut shape = first.to_vec();
    shape[0] = len0;
    Array::from_shape_vec(shape, data)
}

/// The arrays stacked along a new first axis, in their common type under `P`'s n-ary rule; a
/// [`ShapeError`] if their shapes differ.
///
/// ```
/// use promote_core::{array::stack, policies::NumPy, Array};
/// let a: Array<u16, NumPy> = Array::from_vec(vec![1, 2]);
/// let b: Array<i8, NumPy> = Array::from_vec(vec![-1, 2]);
/// let c: Array<f32, NumPy> = Array::from_vec(vec![0.5, 1.5]);
/// let s: Array<f32, NumPy> = stack((&a, &b, &c)).unwrap(); // not (u16 + i8) + f32 = f64
/// assert_eq!(s.shape(), &[3, 2]);
/// ```
pub fn stack<P: Policy, T: Arrays<P>>(arrays: T) -> Result<Array<T::Elem, P>, ShapeError> {
    let shapes = arrays.shapes();
    let first = shapes[0];
    if let Some(other) = shapes.iter().find(|s| **s != first) {
        return Err(ShapeError::mismatch(first, other));
    }
    let mut data = Vec::new();
    arrays.extend_into(&mut data);
    let mut shape = alloc::vec![shapes.len()];
    shape.extend_from_slice(first);
    Array::from_shape_vec(shape, data)
}
