//! A weak scalar or a 0-d [`Array0`] on the left: one operator impl per left type, generic over
//! the right operand ([`WeakLhsRhs`], [`ZeroDimLhsRhs`]), so that every container gets them
//! without a line of its own and an undefined pair is reported by the family's trait.

use core::ops::{Add, BitAnd, BitOr, BitXor, Div, Mul, Sub};

use super::closures::{map_with_scalar, scalar_left};
use super::{family, Container, FamilyType};
use crate::array::Array0;
use crate::vocabulary::weak::{WeakBool, WeakComplex, WeakFloat, WeakInt};
use crate::{CastFrom, Element, ElementArith, ElementBitwise, ElementDiv, ElementSub};
use crate::{Policy, ZeroDim};

/// The right operand of an operation of family `F` with the weak scalar `W` on the left: a
/// container (by reference or by value) or an [`Array0`]; the result has its shape.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot stand on the right of the weak scalar `{W}`",
    label = "not a container or an `Array0`",
    note = "a weak scalar combines with an array, a 0-d `Array0`, or a container that implements `promote_core::container::Container`; two weak scalars have no policy to promote by"
)]
pub trait WeakLhsRhs<W, F> {
    /// The type both operands convert to.
    type Compute: Element;
    /// The result, with elements of `X`.
    type Output<X: Element>;
    /// Converts `lhs` once and combines it with every element of `self` by `f`.
    fn apply<X: Element>(
        self,
        lhs: W,
        f: impl Fn(Self::Compute, Self::Compute) -> X,
    ) -> Self::Output<X>;
}

/// The right operand of an operation of family `F` with a 0-d array of `T` under `P` on the
/// left: a container of that policy (by reference or by value), an [`Array0`] or a weak scalar.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot stand on the right of an `Array0<{T}, {P}>`",
    label = "not a container of the policy `{P}`, an `Array0` or a weak scalar"
)]
pub trait ZeroDimLhsRhs<T, P, F> {
    /// The type both operands convert to.
    type Compute: Element;
    /// The result, with elements of `X`.
    type Output<X: Element>;
    /// Converts `lhs` once and combines it with every element of `self` by `f`.
    fn apply<X: Element>(
        self,
        lhs: ZeroDim<T>,
        f: impl Fn(Self::Compute, Self::Compute) -> X,
    ) -> Self::Output<X>;
}

/// Both traits' impls for a reference to a container on the right: `$L` is the left operand's
/// rank. A container by value gets them from
/// [`promoted_operators!`](crate::promoted_operators): a blanket impl for `D` would overlap the
/// one for `&D`, as a reference may be a container.
macro_rules! container_rhs {
    ($Trait:ident<$($tp:ty),*> [$($gen:tt)*] $L:ty, [$($bound:tt)*] $P:ty) => {
        impl<D, F, $($gen)*> $Trait<$($tp,)* F> for &D
        where
            D: Container $($bound)*,
            $L: FamilyType<D::Elem, $P, F> + Copy,
        {
            type Compute = <$L as FamilyType<D::Elem, $P, F>>::Out;
            type Output<X: Element> = D::With<X>;
            #[inline]
            fn apply<X: Element>(self, lhs: $L, f: impl Fn(Self::Compute, Self::Compute) -> X) -> D::With<X> {
                let s: Self::Compute = CastFrom::cast_from(lhs);
                self.map(scalar_left(f, s))
            }
        }

    };
}

/// A weak scalar on the left of a reference to a container: converted once, under the policy's
/// [`Values`](crate::values::Values) (a Python int that NumPy refuses panics with its message, as
/// an operator has no error channel).
impl<D, F, W> WeakLhsRhs<W, F> for &D
where
    D: Container,
    F: family::Family,
    W: Element + FamilyType<D::Elem, D::Policy, F>,
{
    type Compute = <W as FamilyType<D::Elem, D::Policy, F>>::Out;
    type Output<X: Element> = D::With<X>;
    #[inline]
    #[track_caller]
    fn apply<X: Element>(
        self,
        lhs: W,
        f: impl Fn(Self::Compute, Self::Compute) -> X,
    ) -> D::With<X> {
        weak_lhs(self, lhs, f)
    }
}

/// [`WeakLhsRhs::apply`] of any container, by reference or by value.
#[doc(hidden)]
#[inline]
#[track_caller]
pub fn weak_lhs<D, F, W, X>(
    rhs: &D,
    lhs: W,
    f: impl Fn(
        <W as FamilyType<D::Elem, D::Policy, F>>::Out,
        <W as FamilyType<D::Elem, D::Policy, F>>::Out,
    ) -> X,
) -> D::With<X>
where
    D: Container,
    F: family::Family,
    W: Element + FamilyType<D::Elem, D::Policy, F>,
    X: Element,
{
    use crate::values::{in_weak_32, prepare_scalar, Scalar};
    if let Err(e) = super::operand::refuse_divisors::<
        D,
        <W as FamilyType<D::Elem, D::Policy, F>>::Out,
    >(rhs, F::OP)
    {
        super::operand::refused(e);
    }
    match prepare_scalar::<W, _>(
        &<D::Policy as crate::Policy>::VALUES,
        F::OP,
        <D::Elem as Element>::DTYPE,
        true,
        lhs,
    ) {
        Ok(Scalar::Value(s)) => map_with_scalar(rhs, f, s, true),
        Ok(Scalar::Ordered(side)) => super::operand::constant_map(
            rhs,
            super::operand::decided::<W, _, X>(side, true, in_weak_32::<D::Policy, _, _>(f)),
        ),
        Err(e) => super::operand::refused(e),
    }
}
container_rhs!(ZeroDimLhsRhs<T, P> [T, P: Policy] ZeroDim<T>, [<Policy = P>] P);

/// Two single values: a 0-d result.
macro_rules! scalar_rhs {
    ($Trait:ident<$($tp:ty),*> [$($gen:tt)*] $L:ty; $Rhs:ty => $Rank:ty, |$v:ident| $value:expr) => {
        impl<F, $($gen)*> $Trait<$($tp,)* F> for $Rhs
        where
            $L: FamilyType<$Rank, P, F> + Copy,
        {
            type Compute = <$L as FamilyType<$Rank, P, F>>::Out;
            type Output<X: Element> = Array0<X, P>;
            #[inline]
            fn apply<X: Element>(self, lhs: $L, f: impl Fn(Self::Compute, Self::Compute) -> X) -> Array0<X, P> {
                let $v = self;
                Array0::new(f(CastFrom::cast_from(lhs), CastFrom::cast_from($value)))
            }
        }
    };
}

scalar_rhs!(WeakLhsRhs<W> [W, U: Element, P: Policy] W; Array0<U, P> => ZeroDim<U>, |a| ZeroDim(a.value));
scalar_rhs!(ZeroDimLhsRhs<T, P> [T, U: Element, P: Policy] ZeroDim<T>; Array0<U, P> => ZeroDim<U>, |a| ZeroDim(a.value));
scalar_rhs!(ZeroDimLhsRhs<T, P> [T, P: Policy] ZeroDim<T>; WeakInt => WeakInt, |w| w);
scalar_rhs!(ZeroDimLhsRhs<T, P> [T, P: Policy] ZeroDim<T>; WeakFloat => WeakFloat, |w| w);
scalar_rhs!(ZeroDimLhsRhs<T, P> [T, P: Policy] ZeroDim<T>; WeakComplex => WeakComplex, |w| w);
scalar_rhs!(ZeroDimLhsRhs<T, P> [T, P: Policy] ZeroDim<T>; WeakBool => WeakBool, |w| w);

/// The operators with a scalar on the left, one impl per left type and operator.
macro_rules! scalar_lhs_ops {
    ($(($Op:ident, $op:ident, $F:ident, $Elem:ident))*) => {$(
        scalar_lhs_ops!(@weak $Op $op $F $Elem; WeakInt WeakFloat WeakComplex WeakBool);

        impl<T, P, R> $Op<R> for Array0<T, P>
        where
            R: ZeroDimLhsRhs<T, P, family::$F>,
            R::Compute: $Elem,
        {
            type Output = R::Output<R::Compute>;
            #[inline]
            fn $op(self, rhs: R) -> Self::Output {
                rhs.apply(ZeroDim(self.value), $Elem::$op)
            }
        }
    )*};
    (@weak $Op:ident $op:ident $F:ident $Elem:ident; $($W:ident)*) => {$(
        impl<R> $Op<R> for $W
        where
            R: WeakLhsRhs<$W, family::$F>,
            R::Compute: $Elem,
        {
            type Output = R::Output<R::Compute>;
            #[inline]
            fn $op(self, rhs: R) -> Self::Output {
                rhs.apply(self, $Elem::$op)
            }
        }
    )*};
}

scalar_lhs_ops! {
    (Add, add, Add, ElementArith)
    (Sub, sub, Add, ElementSub)
    (Mul, mul, Add, ElementArith)
    (Div, div, Div, ElementDiv)
    (BitAnd, bitand, BitAnd, ElementBitwise)
    (BitOr, bitor, BitAnd, ElementBitwise)
    (BitXor, bitxor, BitAnd, ElementBitwise)
}
