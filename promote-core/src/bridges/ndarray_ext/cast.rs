//! [`CastExt`]: an array or view converted elementwise by [`CastFrom`].

use super::*;

/// Conversions of an ndarray array or view by [`CastFrom`]: exact where the target holds the
/// value, else rounded to nearest (ties to even) once, as promotion converts.
///
/// ```
/// use ndarray::array;
/// use promote_core::{bf16, ndarray_ext::CastExt};
/// let a = array![[1i32, 16_777_217], [-3, 0]];
/// assert_eq!(a.cast::<f32>(), array![[1.0, 16_777_216.0], [-3.0, 0.0]]);
/// assert_eq!(a.row(0).cast::<bf16>()[0], bf16::ONE);
/// ```
pub trait CastExt {
    /// The element type.
    type Elem: Element;
    /// The dimension type.
    type Dim: Dimension;

    /// Converts every element to `U`, keeping the shape.
    fn cast<U: Element + CastFrom<Self::Elem>>(&self) -> Array<U, Self::Dim>;
}

impl<A, S, D> CastExt for ArrayBase<S, D>
where
    A: Element,
    S: Data<Elem = A>,
    D: Dimension,
{
    type Elem = A;
    type Dim = D;

    #[inline]
    fn cast<U: Element + CastFrom<A>>(&self) -> Array<U, D> {
        self.mapv(U::cast_from)
    }
}
