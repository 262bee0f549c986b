//! Promoting operators on [`Array`]: a few generic impls bounded by [`Promote`], never one impl
//! per pair of element types (which would multiply the compiler's work by the size of the table).

use alloc::vec::Vec;
use core::marker::PhantomData;
use core::ops::{Add, Mul, Sub};

use super::{Array, ShapeError};
use crate::weak::{WeakBool, WeakComplex, WeakFloat, WeakInt};
use crate::{Element, ElementArith, ElementSub, Policy, Promote, Promoted};

/// One pass over both operands: convert each pair into the promoted type, then combine.
#[inline]
fn zip_promoted<T, U, P, R>(
    lhs: &Array<T, P>,
    rhs: &Array<U, P>,
    f: impl Fn(Promoted<T, U, P>, Promoted<T, U, P>) -> R,
) -> Result<Array<R, P>, ShapeError>
where
    T: Promote<U, P> + Element,
    U: Element,
    P: Policy,
{
    if lhs.shape != rhs.shape {
        return Err(ShapeError::mismatch(&lhs.shape, &rhs.shape));
    }
    let data: Vec<R> = lhs
        .data
        .iter()
        .zip(&rhs.data)
        .map(|(&x, &y)| f(x.promote_lhs(), T::promote_rhs(y)))
        .collect();
    Ok(Array {
        data,
        shape: lhs.shape.clone(),
        policy: PhantomData,
    })
}

/// An array with a scalar on its right: the scalar is converted once, before the loop.
#[inline]
fn map_scalar_rhs<T, S, P, R>(
    lhs: &Array<T, P>,
    rhs: S,
    f: impl Fn(Promoted<T, S, P>, Promoted<T, S, P>) -> R,
) -> Array<R, P>
where
    T: Promote<S, P> + Element,
    P: Policy,
{
    let s = T::promote_rhs(rhs);
    Array {
        data: lhs.data.iter().map(|&x| f(x.promote_lhs(), s)).collect(),
        shape: lhs.shape.clone(),
        policy: PhantomData,
    }
}

/// A scalar with an array on its right.
#[inline]
fn map_scalar_lhs<S, T, P, R>(
    lhs: S,
    rhs: &Array<T, P>,
    f: impl Fn(Promoted<S, T, P>, Promoted<S, T, P>) -> R,
) -> Array<R, P>
where
    S: Promote<T, P> + Element,
    T: Element,
    P: Policy,
{
    let s = lhs.promote_lhs();
    Array {
        data: rhs.data.iter().map(|&y| f(s, S::promote_rhs(y))).collect(),
        shape: rhs.shape.clone(),
        policy: PhantomData,
    }
}

macro_rules! binary_op {
    ($Op:ident, $op:ident, $checked:ident, $Elem:ident, $sym:literal) => {
        impl<T: Element, P: Policy> Array<T, P> {
            #[doc = concat!("`self ", $sym, " rhs` elementwise in the promoted type, or a [`ShapeError`] if the shapes differ.")]
            pub fn $checked<U>(&self, rhs: &Array<U, P>) -> Result<Array<Promoted<T, U, P>, P>, ShapeError>
            where
                T: Promote<U, P> + Element,
                U: Element,
                Promoted<T, U, P>: $Elem,
            {
                zip_promoted(self, rhs, $Elem::$op)
            }
        }

        impl<T, U, P> $Op<&Array<U, P>> for &Array<T, P>
        where
            T: Promote<U, P> + Element,
            U: Element,
            P: Policy,
            Promoted<T, U, P>: $Elem,
        {
            type Output = Array<Promoted<T, U, P>, P>;
            #[inline]
            #[track_caller]
            fn $op(self, rhs: &Array<U, P>) -> Self::Output {
                match self.$checked(rhs) {
                    Ok(out) => out,
                    Err(e) => panic!("{e}"),
                }
            }
        }

        impl<T, U, P> $Op<Array<U, P>> for Array<T, P>
        where
            T: Promote<U, P> + Element,
            U: Element,
            P: Policy,
            Promoted<T, U, P>: $Elem,
        {
            type Output = Array<Promoted<T, U, P>, P>;
            #[inline]
            #[track_caller]
            fn $op(self, rhs: Array<U, P>) -> Self::Output {
                (&self).$op(&rhs)
            }
        }

        impl<T, U, P> $Op<&Array<U, P>> for Array<T, P>
        where
            T: Promote<U, P> + Element,
            U: Element,
            P: Policy,
            Promoted<T, U, P>: $Elem,
        {
            type Output = Array<Promoted<T, U, P>, P>;
            #[inline]
            #[track_caller]
            fn $op(self, rhs: &Array<U, P>) -> Self::Output {
                (&self).$op(rhs)
            }
        }

        impl<T, U, P> $Op<Array<U, P>> for &Array<T, P>
        where
            T: Promote<U, P> + Element,
            U: Element,
            P: Policy,
            Promoted<T, U, P>: $Elem,
        {
            type Output = Array<Promoted<T, U, P>, P>;
            #[inline]
            #[track_caller]
            fn $op(self, rhs: Array<U, P>) -> Self::Output {
                self.$op(&rhs)
            }
        }

        binary_op!(@scalars $Op, $op, $Elem; WeakInt, WeakFloat, WeakComplex, WeakBool);
    };
    (@scalars $Op:ident, $op:ident, $Elem:ident; $($W:ident),*) => {$(
        impl<T, P> $Op<$W> for &Array<T, P>
        where
            T: Promote<$W, P> + Element,
            P: Policy,
            Promoted<T, $W, P>: $Elem,
        {
            type Output = Array<Promoted<T, $W, P>, P>;
            #[inline]
            fn $op(self, rhs: $W) -> Self::Output {
                map_scalar_rhs(self, rhs, $Elem::$op)
            }
        }

        impl<T, P> $Op<$W> for Array<T, P>
        where
            T: Promote<$W, P> + Element,
            P: Policy,
            Promoted<T, $W, P>: $Elem,
        {
            type Output = Array<Promoted<T, $W, P>, P>;
            #[inline]
            fn $op(self, rhs: $W) -> Self::Output {
                map_scalar_rhs(&self, rhs, $Elem::$op)
            }
        }

        impl<T, P> $Op<&Array<T, P>> for $W
        where
            $W: Promote<T, P>,
            T: Element,
            P: Policy,
            Promoted<$W, T, P>: $Elem,
        {
            type Output = Array<Promoted<$W, T, P>, P>;
            #[inline]
            fn $op(self, rhs: &Array<T, P>) -> Self::Output {
                map_scalar_lhs(self, rhs, $Elem::$op)
            }
        }

        impl<T, P> $Op<Array<T, P>> for $W
        where
            $W: Promote<T, P>,
            T: Element,
            P: Policy,
            Promoted<$W, T, P>: $Elem,
        {
            type Output = Array<Promoted<$W, T, P>, P>;
            #[inline]
            fn $op(self, rhs: Array<T, P>) -> Self::Output {
                map_scalar_lhs(self, &rhs, $Elem::$op)
            }
        }
    )*};
}

binary_op!(Add, add, checked_add, ElementArith, "+");
binary_op!(Sub, sub, checked_sub, ElementSub, "-");
binary_op!(Mul, mul, checked_mul, ElementArith, "*");
