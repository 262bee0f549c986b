//! `concatenate` and `stack` of ndarray arrays of different element types, typed by the policy's
//! n-ary rule ([`PromotedAll`]: NumPy's `np.result_type`, not always `a + b + c`'s type).

use alloc::vec::Vec;

use ndarray::{Array, ArrayBase, Axis, Data, Dimension, RemoveAxis, ShapeError};

use crate::generic::{PromoteAll, PromotedAll};
use crate::{CastFrom, Element, Policy};

/// A tuple of references to ndarray arrays or views of one dimension type, `(&a, &b, …)` (1 to
/// 8), whose element types have a common type under `P`'s n-ary rule.
pub trait NdArrays<P: Policy, D: Dimension> {
    /// The element type of the joined array.
    type Elem: Element;

    /// Every array, converted into [`Elem`](Self::Elem).
    fn converted(&self) -> Vec<Array<Self::Elem, D>>;
}

macro_rules! nd_arrays {
    ($tuple:ty; $($T:ident $S:ident $i:tt),+) => {
        impl<'a, $($T: Element, $S: Data<Elem = $T>,)+ D: Dimension, P: Policy> NdArrays<P, D>
            for ($(&'a ArrayBase<$S, D>,)+)
        where
            $tuple: PromoteAll<P>,
            $(PromotedAll<$tuple, P>: CastFrom<$T>,)+
        {
            type Elem = PromotedAll<$tuple, P>;

            fn converted(&self) -> Vec<Array<Self::Elem, D>> {
                alloc::vec![$(self.$i.mapv(Self::Elem::cast_from)),+]
            }
        }
    };
}

nd_arrays!((A,); A SA 0);
nd_arrays!((A, B,); A SA 0, B SB 1);
nd_arrays!((A, B, C,); A SA 0, B SB 1, C SC 2);
nd_arrays!((A, B, C, E,); A SA 0, B SB 1, C SC 2, E SE 3);
nd_arrays!((A, B, C, E, F,); A SA 0, B SB 1, C SC 2, E SE 3, F SF 4);
nd_arrays!((A, B, C, E, F, G,); A SA 0, B SB 1, C SC 2, E SE 3, F SF 4, G SG 5);
nd_arrays!((A, B, C, E, F, G, H,); A SA 0, B SB 1, C SC 2, E SE 3, F SF 4, G SG 5, H SH 6);
nd_arrays!((A, B, C, E, F, G, H, I,); A SA 0, B SB 1, C SC 2, E SE 3, F SF 4, G SG 5, H SH 6, I SI 7);

/// `ndarray::concatenate` of arrays of different element types, in their common type under
/// `P`'s n-ary rule.
///
/// ```
/// use ndarray::{array, Axis};
/// use promote_core::{f16, ndarray_ext::concatenate, policies::NumPy};
/// let (a, b, c) = (array![1u8], array![-1i8, 2], array![f16::from_f32(0.5)]);
/// let all = concatenate::<NumPy, _, _>(Axis(0), (&a, &b, &c)).unwrap(); // np.result_type: f16
/// assert_eq!(all, array![f16::ONE, f16::NEG_ONE, f16::from_f32(2.0), f16::from_f32(0.5)]);
/// ```
pub fn concatenate<P, D, T>(axis: Axis, arrays: T) -> Result<Array<T::Elem, D>, ShapeError>
where
    P: Policy,
    D: RemoveAxis,
    T: NdArrays<P, D>,
{
    let arrays = arrays.converted();
    let views: Vec<_> = arrays.iter().map(|a| a.view()).collect();
    ndarray::concatenate(axis, &views)
}

/// `ndarray::stack` of arrays of different element types, in their common type under `P`'s
/// n-ary rule.
///
/// ```
/// use ndarray::{array, Axis};
/// use promote_core::{ndarray_ext::stack, policies::NumPy};
/// let (a, b, c) = (array![1u16, 2], array![-1i8, 2], array![0.5f32, 1.5]);
/// let s = stack::<NumPy, _, _>(Axis(0), (&a, &b, &c)).unwrap(); // f32, not (u16 + i8) + f32 = f64
/// assert_eq!(s, array![[1.0f32, 2.0], [-1.0, 2.0], [0.5, 1.5]]);
/// ```
pub fn stack<P, D, T>(axis: Axis, arrays: T) -> Result<Array<T::Elem, D::Larger>, ShapeError>
where
    P: Policy,
    D: Dimension,
    T: NdArrays<P, D>,
{
    let arrays = arrays.converted();
    let views: Vec<_> = arrays.iter().map(|a| a.view()).collect();
    ndarray::stack(axis, &views)
}
