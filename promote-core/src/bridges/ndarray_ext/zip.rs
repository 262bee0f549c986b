//! [`ZipPromoted`]: two operands (arrays, views, weak scalars) combined elementwise in their
//! promoted type, broadcast.

use super::*;

/// The engine under [`PromoteExt`]: `Self` (an array or view) and `Rhs` promote under `P`, and
/// broadcast to [`Dim`](Self::Dim).
///
/// Implemented, for every policy and every pair of element types it promotes, with `Rhs` a
/// reference to an array or view, an array or view by value, or a weak scalar; an `Ix0` array on
/// either side is a 0-d operand of the policy's 0-d rule ([`DimOperand`]). Generic code names it
/// to say "these two operands combine under `P`":
///
/// ```
/// use ndarray::{array, Array};
/// use promote_core::ndarray_ext::ZipPromoted;
/// use promote_core::policies::{Jax, NumPy};
/// use promote_core::{element::ElementArith, Policy};
///
/// /// `x + y` under a policy of the caller's choice.
/// fn add_under<P, X, Y>(x: &X, y: Y) -> Array<X::Elem, X::Dim>
/// where
///     P: Policy,
///     X: ZipPromoted<Y, P>,
///     X::Elem: ElementArith,
/// {
///     x.try_zip_promoted(y, ElementArith::add).expect("the shapes broadcast")
/// }
///
/// let a = array![1i32, 2];
/// let b = array![0.5f32, 0.25];
/// let numpy: Array<f64, _> = add_under::<NumPy, _, _>(&a, &b); // i32 + f32 = f64 in NumPy
/// let jax: Array<f32, _> = add_under::<Jax, _, _>(&a, &b);     // and f32 in JAX
/// assert_eq!(numpy, array![1.5, 2.25]);
/// assert_eq!(jax, array![1.5, 2.25]);
/// ```
pub trait ZipPromoted<Rhs, P: Policy, F = Add> {
    /// The promoted element type.
    type Elem: Element;
    /// The dimension the operands broadcast to.
    type Dim: Dimension;

    /// Broadcasts `self` with `rhs` and maps each pair of elements, converted into the promoted
    /// type, through `f`, in one pass; a [`ShapeError`] if the shapes do not broadcast.
    fn try_zip_promoted<R>(
        &self,
        rhs: Rhs,
        f: impl Fn(Self::Elem, Self::Elem) -> R,
    ) -> Result<Array<R, Self::Dim>, ShapeError>;
}

/// The shape `lhs` and `rhs` broadcast to (NumPy's rule, as ndarray applies it to `&a + &b`):
/// align the trailing axes; each pair of extents must be equal or contain a 1.
fn co_broadcast<D, E>(lhs: &D, rhs: &E) -> Result<<D as DimMax<E>>::Output, ShapeError>
where
    D: Dimension + DimMax<E>,
    E: Dimension,
{
    let (long, short) = if lhs.ndim() >= rhs.ndim() {
        (lhs.slice(), rhs.slice())
    } else {
        (rhs.slice(), lhs.slice())
    };
    let mut out = <D as DimMax<E>>::Output::zeros(long.len());
    out.slice_mut().copy_from_slice(long);
    let skip = long.len() - short.len();
    for (o, &s) in out.slice_mut()[skip..].iter_mut().zip(short) {
        if *o == 1 {
            *o = s;
        } else if s != 1 && s != *o {
            return Err(ShapeError::from_kind(ErrorKind::IncompatibleShape));
        }
    }
    Ok(out)
}

impl<'b, A, B, S, S2, D, E, P, F> ZipPromoted<&'b ArrayBase<S2, E>, P, F> for ArrayBase<S, D>
where
    A: Element,
    B: Element,
    S: Data<Elem = A>,
    S2: Data<Elem = B>,
    D: DimOperand + DimMax<E>,
    E: DimOperand,
    D::Operand<A>: FamilyType<E::Operand<B>, P, F>,
    P: Policy,
{
    type Elem = <D::Operand<A> as FamilyType<E::Operand<B>, P, F>>::Out;
    type Dim = <D as DimMax<E>>::Output;

    #[inline]
    fn try_zip_promoted<R>(
        &self,
        rhs: &'b ArrayBase<S2, E>,
        f: impl Fn(Self::Elem, Self::Elem) -> R,
    ) -> Result<Array<R, Self::Dim>, ShapeError> {
        let shape = co_broadcast(&self.raw_dim(), &rhs.raw_dim())?;
        let incompatible = || ShapeError::from_kind(ErrorKind::IncompatibleShape);
        let lhs = self.broadcast(shape.clone()).ok_or_else(incompatible)?;
        let rhs = rhs.broadcast(shape).ok_or_else(incompatible)?;
        Ok(Zip::from(&lhs).and(&rhs).map_collect(|&x, &y| {
            f(
                CastFrom::cast_from(D::operand(x)),
                CastFrom::cast_from(E::operand(y)),
            )
        }))
    }
}

impl<A, B, S, S2, D, E, P, F> ZipPromoted<ArrayBase<S2, E>, P, F> for ArrayBase<S, D>
where
    A: Element,
    B: Element,
    S: Data<Elem = A>,
    S2: Data<Elem = B>,
    D: DimOperand + DimMax<E>,
    E: DimOperand,
    D::Operand<A>: FamilyType<E::Operand<B>, P, F>,
    P: Policy,
{
    type Elem = <D::Operand<A> as FamilyType<E::Operand<B>, P, F>>::Out;
    type Dim = <D as DimMax<E>>::Output;

    #[inline]
    fn try_zip_promoted<R>(
        &self,
        rhs: ArrayBase<S2, E>,
        f: impl Fn(Self::Elem, Self::Elem) -> R,
    ) -> Result<Array<R, Self::Dim>, ShapeError> {
        <Self as ZipPromoted<&ArrayBase<S2, E>, P, F>>::try_zip_promoted(self, &rhs, f)
    }
}

macro_rules! weak_rhs {
    ($($W:ident),*) => {$(
        /// A scalar fits every shape: never an error.
        ///
        /// # Panics
        /// Where the policy's library raises for the scalar (NumPy: a Python int out of the
        /// compute type's bounds in arithmetic), with its message: ndarray's `ShapeError` cannot
        /// say it. A comparison with such an int is exact, as NumPy's.
        impl<A, S, D, P, F> ZipPromoted<$W, P, F> for ArrayBase<S, D>
        where
            A: Element,
            S: Data<Elem = A>,
            D: DimOperand,
            D::Operand<A>: FamilyType<$W, P, F>,
            P: Policy,
            F: crate::container::family::Family,
        {
            type Elem = <D::Operand<A> as FamilyType<$W, P, F>>::Out;
            type Dim = D;

            #[inline]
            #[track_caller]
            fn try_zip_promoted<R>(
                &self,
                rhs: $W,
                f: impl Fn(Self::Elem, Self::Elem) -> R,
            ) -> Result<Array<R, D>, ShapeError> {
                use crate::values::{ordered_pair, prepare_scalar, Scalar};
                match prepare_scalar::<$W, Self::Elem>(&P::VALUES, F::OP, <A as crate::Element>::DTYPE, false, rhs) {
                    Ok(Scalar::Value(s)) => Ok(self.mapv(|x| f(CastFrom::cast_from(D::operand(x)), s))),
                    Ok(Scalar::Ordered(side)) => {
                        let (lo, hi) = ordered_pair::<$W, Self::Elem>().expect("a Python int has ordered stand-ins");
                        let (a, b) = match side {
                            core::cmp::Ordering::Less => (lo, hi),
                            core::cmp::Ordering::Equal => (lo, lo),
                            core::cmp::Ordering::Greater => (hi, lo),
                        };
                        Ok(self.mapv(|_| f(a, b)))
                    }
                    Err(e) => crate::container::refused_value(e),
                }
            }
        }
    )*};
}

weak_rhs!(WeakInt, WeakFloat, WeakComplex, WeakBool);
