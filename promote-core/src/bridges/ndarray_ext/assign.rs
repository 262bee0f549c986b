//! In-place promoting arithmetic on ndarray arrays: `a.add_assign_with::<P>(&b)`, which compiles
//! where the policy lets the promoted result be written back into `a`'s element type (its
//! in-place casting level, [`Policy::InPlace`]), as [`Array`](crate::Array)'s `+=` does.

use ndarray::{ArrayBase, Data, DataMut, Dimension, Zip};

use crate::array::family;
use crate::ndarray_ext::{DimOperand, FamilyType};
use crate::vocabulary::weak::{WeakBool, WeakComplex, WeakFloat, WeakInt};
use crate::{
    CanCast, CastFrom, Element, ElementArith, ElementBitwise, ElementDiv, ElementSub, Policy,
};

/// The right operand of an in-place operation of family `F` on an array of `A` under `P`: an
/// array or view by reference (broadcast to the left operand's shape) or a weak scalar.
///
/// A right operand of dimension `Ix0` is a 0-d array and follows the policy's 0-d rule, as in
/// [`PromoteExt`](crate::ndarray_ext::PromoteExt) (see [`DimOperand`]): under PyTorch, `i8 += 0-d
/// i64` computes in `i8`, as `torch.Tensor.add_` does. The left operand always counts as an
/// array, even a 0-d one, because this trait does not see its dimension type; the result is cast
/// back into its element type either way.
pub trait AssignRhs<A, P, F> {
    /// The type both operands convert to.
    type Compute: Element + CastFrom<A>;

    /// Combines each left element with the matching right one and writes the result, cast back,
    /// into the left element. Panics if `self` does not broadcast to `lhs`'s shape.
    fn assign<S, D, X>(
        self,
        lhs: &mut ArrayBase<S, D>,
        f: impl Fn(Self::Compute, Self::Compute) -> X,
    ) where
        S: DataMut<Elem = A>,
        D: Dimension,
        A: CastFrom<X> + Copy;
}

impl<A, B, S2, E, P, F> AssignRhs<A, P, F> for &ArrayBase<S2, E>
where
    A: FamilyType<E::Operand<B>, P, F>,
    B: Element,
    S2: Data<Elem = B>,
    E: DimOperand,
{
    type Compute = <A as FamilyType<E::Operand<B>, P, F>>::Out;

    #[track_caller]
    fn assign<S, D, X>(
        self,
        lhs: &mut ArrayBase<S, D>,
        f: impl Fn(Self::Compute, Self::Compute) -> X,
    ) where
        S: DataMut<Elem = A>,
        D: Dimension,
        A: CastFrom<X> + Copy,
    {
        let Some(rhs) = self.broadcast(lhs.raw_dim()) else {
            panic!(
                "ShapeError/IncompatibleShape: incompatible shapes: the right operand {:?} does not broadcast to the left {:?}",
                self.shape(),
                lhs.shape()
            );
        };
        Zip::from(lhs).and(&rhs).for_each(|x, &y| {
            *x = A::cast_from(f(
                Self::Compute::cast_from(*x),
                Self::Compute::cast_from(E::operand(y)),
            ));
        });
    }
}

macro_rules! weak_rhs {
    ($($W:ident),*) => {$(
        impl<A, P, F> AssignRhs<A, P, F> for $W
        where
            A: FamilyType<$W, P, F>,
        {
            type Compute = <A as FamilyType<$W, P, F>>::Out;

            fn assign<S, D, X>(self, lhs: &mut ArrayBase<S, D>, f: impl Fn(Self::Compute, Self::Compute) -> X)
            where
                S: DataMut<Elem = A>,
                D: Dimension,
                A: CastFrom<X> + Copy,
            {
                let scalar = Self::Compute::cast_from(self);
                lhs.mapv_inplace(|x| A::cast_from(f(Self::Compute::cast_from(x), scalar)));
            }
        }
    )*};
}

weak_rhs!(WeakInt, WeakFloat, WeakComplex, WeakBool);

/// In-place promoting arithmetic on an ndarray array (`Self`), under a policy chosen per call:
/// the promoted result of each pair is cast back into the array's element type, which must be
/// allowed at the policy's in-place casting level ([`Policy::InPlace`]: NumPy `same_kind`,
/// PyTorch its `can_cast`, the array API only the same type).
///
/// ```
/// use ndarray::array;
/// use promote_core::ndarray_ext::AssignExt;
/// use promote_core::policies::{NumPy, Torch};
///
/// let mut a = array![[1.0f32, 2.0], [3.0, 4.0]];
/// a.add_assign_with::<NumPy, _>(&array![10i64, 20]); // f32 + i64 = f64, same_kind back to f32
/// assert_eq!(a, array![[11.0, 22.0], [13.0, 24.0]]);
///
/// let mut u = array![1u8, 2];
/// u.add_assign_with::<Torch, _>(&array![-1i8, 1]);   // torch.can_cast(int16, uint8) is True
/// assert_eq!(u, array![0, 3]);
/// ```
///
/// ```compile_fail
/// use ndarray::array;
/// use promote_core::{ndarray_ext::AssignExt, policies::NumPy};
/// let mut u = array![1u8, 2];
/// u.add_assign_with::<NumPy, _>(&array![-1i8, 1]); // NumPy: i16 does not go into u8 (same_kind)
/// ```
pub trait AssignExt<A> {
    /// `self += rhs` under `P`.
    fn add_assign_with<P: Policy, R>(&mut self, rhs: R)
    where
        R: AssignRhs<A, P, family::Add>,
        R::Compute: ElementArith + CanCast<A, P, P::InPlace>,
        A: CastFrom<R::Compute>;
    /// `self -= rhs` under `P`.
    fn sub_assign_with<P: Policy, R>(&mut self, rhs: R)
    where
        R: AssignRhs<A, P, family::Add>,
        R::Compute: ElementSub + CanCast<A, P, P::InPlace>,
        A: CastFrom<R::Compute>;
    /// `self *= rhs` under `P`.
    fn mul_assign_with<P: Policy, R>(&mut self, rhs: R)
    where
        R: AssignRhs<A, P, family::Add>,
        R::Compute: ElementArith + CanCast<A, P, P::InPlace>,
        A: CastFrom<R::Compute>;
    /// `self /= rhs` under `P` (true division, in the policy's quotient type).
    fn div_assign_with<P: Policy, R>(&mut self, rhs: R)
    where
        R: AssignRhs<A, P, family::Div>,
        R::Compute: ElementDiv + CanCast<A, P, P::InPlace>,
        A: CastFrom<R::Compute>;
    /// `self &= rhs` under `P`.
    fn bitand_assign_with<P: Policy, R>(&mut self, rhs: R)
    where
        R: AssignRhs<A, P, family::BitAnd>,
        R::Compute: ElementBitwise + CanCast<A, P, P::InPlace>,
        A: CastFrom<R::Compute>;
    /// `self |= rhs` under `P`.
    fn bitor_assign_with<P: Policy, R>(&mut self, rhs: R)
    where
        R: AssignRhs<A, P, family::BitAnd>,
        R::Compute: ElementBitwise + CanCast<A, P, P::InPlace>,
        A: CastFrom<R::Compute>;
    /// `self ^= rhs` under `P`.
    fn bitxor_assign_with<P: Policy, R>(&mut self, rhs: R)
    where
        R: AssignRhs<A, P, family::BitAnd>,
        R::Compute: ElementBitwise + CanCast<A, P, P::InPlace>,
        A: CastFrom<R::Compute>;
}

macro_rules! assign_methods {
    ($($method:ident $F:ident $Elem:ident $elem:ident;)*) => {
        impl<A, S, D> AssignExt<A> for ArrayBase<S, D>
        where
            A: Element,
            S: DataMut<Elem = A>,
            D: Dimension,
        {$(
            #[inline]
            #[track_caller]
            fn $method<P: Policy, R>(&mut self, rhs: R)
            where
                R: AssignRhs<A, P, family::$F>,
                R::Compute: $Elem + CanCast<A, P, P::InPlace>,
                A: CastFrom<R::Compute>,
            {
                rhs.assign(self, $Elem::$elem)
            }
        )*}
    };
}

assign_methods! {
    add_assign_with Add ElementArith add;
    sub_assign_with Add ElementSub sub;
    mul_assign_with Add ElementArith mul;
    div_assign_with Div ElementDiv div;
    bitand_assign_with BitAnd ElementBitwise bitand;
    bitor_assign_with BitAnd ElementBitwise bitor;
    bitxor_assign_with BitAnd ElementBitwise bitxor;
}
