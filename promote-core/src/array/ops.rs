//! Promoting operators on [`Array`] and [`Array0`]: a few generic impls per operator, bounded by
//! the family's type operator, never one impl per pair of element types (which would multiply the
//! compiler's work by the size of the table).

use alloc::vec::Vec;
use core::marker::PhantomData;
use core::ops::{Add, BitAnd, BitOr, BitXor, Div, Mul, Sub};

use super::{Array, Array0, ShapeError};
use crate::weak::{WeakBool, WeakComplex, WeakFloat, WeakInt};
use crate::{
    CastFrom, Element, ElementArith, ElementBitwise, ElementDiv, ElementSub, Policy, Promote,
    PromoteBitwise, PromoteDiv, ZeroDim,
};

/// One pass over both arrays: convert each pair into the common type `O`, then combine.
#[inline]
pub(super) fn zip_with<L, R, O, X, P>(
    lhs: &Array<L, P>,
    rhs: &Array<R, P>,
    f: impl Fn(O, O) -> X,
) -> Result<Array<X, P>, ShapeError>
where
    L: Copy,
    R: Copy,
    O: CastFrom<L> + CastFrom<R>,
{
    if lhs.shape != rhs.shape {
        return Err(ShapeError::mismatch(&lhs.shape, &rhs.shape));
    }
    let data: Vec<X> = lhs
        .data
        .iter()
        .zip(&rhs.data)
        .map(|(&x, &y)| f(O::cast_from(x), O::cast_from(y)))
        .collect();
    Ok(Array {
        data,
        shape: lhs.shape.clone(),
        policy: PhantomData,
    })
}

/// An array with a scalar operand (weak or 0-d), converted once before the loop.
#[inline]
pub(super) fn map_with<L, O, X, P>(
    lhs: &Array<L, P>,
    scalar: O,
    f: impl Fn(O, O) -> X,
) -> Array<X, P>
where
    L: Copy,
    O: CastFrom<L> + Copy,
{
    Array {
        data: lhs
            .data
            .iter()
            .map(|&x| f(O::cast_from(x), scalar))
            .collect(),
        shape: lhs.shape.clone(),
        policy: PhantomData,
    }
}

/// A scalar operand on the left of an array.
#[inline]
pub(super) fn map_with_lhs<R, O, X, P>(
    scalar: O,
    rhs: &Array<R, P>,
    f: impl Fn(O, O) -> X,
) -> Array<X, P>
where
    R: Copy,
    O: CastFrom<R> + Copy,
{
    Array {
        data: rhs
            .data
            .iter()
            .map(|&y| f(scalar, O::cast_from(y)))
            .collect(),
        shape: rhs.shape.clone(),
        policy: PhantomData,
    }
}

/// Writes the impls of one operator for every combination of operand kinds. `$Family<Rhs, P>`
/// gives the result's type through `$Assoc`, and `$Elem::$elem` computes one element.
macro_rules! binary_op {
    ($Op:ident, $op:ident, $Family:ident::$Assoc:ident, $Elem:ident, $elem:ident) => {
        impl<T, U, P> $Op<&Array<U, P>> for &Array<T, P>
        where
            T: $Family<U, P> + Element,
            U: Element,
            P: Policy,
            <T as $Family<U, P>>::$Assoc: $Elem,
        {
            type Output = Array<<T as $Family<U, P>>::$Assoc, P>;
            #[inline]
            #[track_caller]
            fn $op(self, rhs: &Array<U, P>) -> Self::Output {
                match zip_with(self, rhs, $Elem::$elem) {
                    Ok(out) => out,
                    Err(e) => panic!("{e}"),
                }
            }
        }

        impl<T, U, P> $Op<Array<U, P>> for Array<T, P>
        where
            T: $Family<U, P> + Element,
            U: Element,
            P: Policy,
            <T as $Family<U, P>>::$Assoc: $Elem,
        {
            type Output = Array<<T as $Family<U, P>>::$Assoc, P>;
            #[inline]
            #[track_caller]
            fn $op(self, rhs: Array<U, P>) -> Self::Output {
                $Op::$op(&self, &rhs)
            }
        }

        impl<T, U, P> $Op<&Array<U, P>> for Array<T, P>
        where
            T: $Family<U, P> + Element,
            U: Element,
            P: Policy,
            <T as $Family<U, P>>::$Assoc: $Elem,
        {
            type Output = Array<<T as $Family<U, P>>::$Assoc, P>;
            #[inline]
            #[track_caller]
            fn $op(self, rhs: &Array<U, P>) -> Self::Output {
                $Op::$op(&self, rhs)
            }
        }

        impl<T, U, P> $Op<Array<U, P>> for &Array<T, P>
        where
            T: $Family<U, P> + Element,
            U: Element,
            P: Policy,
            <T as $Family<U, P>>::$Assoc: $Elem,
        {
            type Output = Array<<T as $Family<U, P>>::$Assoc, P>;
            #[inline]
            #[track_caller]
            fn $op(self, rhs: Array<U, P>) -> Self::Output {
                $Op::$op(self, &rhs)
            }
        }

        // A 0-d array: ranked as the policy says, through `ZeroDim<T>`.
        impl<T, U, P> $Op<Array0<U, P>> for &Array<T, P>
        where
            T: $Family<ZeroDim<U>, P> + Element,
            U: Element,
            P: Policy,
            <T as $Family<ZeroDim<U>, P>>::$Assoc: $Elem,
        {
            type Output = Array<<T as $Family<ZeroDim<U>, P>>::$Assoc, P>;
            #[inline]
            fn $op(self, rhs: Array0<U, P>) -> Self::Output {
                map_with(self, CastFrom::cast_from(ZeroDim(rhs.value)), $Elem::$elem)
            }
        }

        impl<T, U, P> $Op<Array0<U, P>> for Array<T, P>
        where
            T: $Family<ZeroDim<U>, P> + Element,
            U: Element,
            P: Policy,
            <T as $Family<ZeroDim<U>, P>>::$Assoc: $Elem,
        {
            type Output = Array<<T as $Family<ZeroDim<U>, P>>::$Assoc, P>;
            #[inline]
            fn $op(self, rhs: Array0<U, P>) -> Self::Output {
                $Op::$op(&self, rhs)
            }
        }

        impl<T, U, P> $Op<&Array<U, P>> for Array0<T, P>
        where
            ZeroDim<T>: $Family<U, P>,
            T: Element,
            U: Element,
            P: Policy,
            <ZeroDim<T> as $Family<U, P>>::$Assoc: $Elem,
        {
            type Output = Array<<ZeroDim<T> as $Family<U, P>>::$Assoc, P>;
            #[inline]
            fn $op(self, rhs: &Array<U, P>) -> Self::Output {
                map_with_lhs(CastFrom::cast_from(ZeroDim(self.value)), rhs, $Elem::$elem)
            }
        }

        impl<T, U, P> $Op<Array<U, P>> for Array0<T, P>
        where
            ZeroDim<T>: $Family<U, P>,
            T: Element,
            U: Element,
            P: Policy,
            <ZeroDim<T> as $Family<U, P>>::$Assoc: $Elem,
        {
            type Output = Array<<ZeroDim<T> as $Family<U, P>>::$Assoc, P>;
            #[inline]
            fn $op(self, rhs: Array<U, P>) -> Self::Output {
                $Op::$op(self, &rhs)
            }
        }

        impl<T, U, P> $Op<Array0<U, P>> for Array0<T, P>
        where
            ZeroDim<T>: $Family<ZeroDim<U>, P>,
            T: Element,
            U: Element,
            P: Policy,
            <ZeroDim<T> as $Family<ZeroDim<U>, P>>::$Assoc: $Elem,
        {
            type Output = Array0<<ZeroDim<T> as $Family<ZeroDim<U>, P>>::$Assoc, P>;
            #[inline]
            fn $op(self, rhs: Array0<U, P>) -> Self::Output {
                let (l, r) = (CastFrom::cast_from(ZeroDim(self.value)), CastFrom::cast_from(ZeroDim(rhs.value)));
                Array0::new($Elem::$elem(l, r))
            }
        }

        binary_op!(@weak $Op, $op, $Family, $Assoc, $Elem, $elem; WeakInt, WeakFloat, WeakComplex, WeakBool);
    };
    (@weak $Op:ident, $op:ident, $Family:ident, $Assoc:ident, $Elem:ident, $elem:ident; $($W:ident),*) => {$(
        impl<T, P> $Op<$W> for &Array<T, P>
        where
            T: $Family<$W, P> + Element,
            P: Policy,
            <T as $Family<$W, P>>::$Assoc: $Elem,
        {
            type Output = Array<<T as $Family<$W, P>>::$Assoc, P>;
            #[inline]
            fn $op(self, rhs: $W) -> Self::Output {
                map_with(self, CastFrom::cast_from(rhs), $Elem::$elem)
            }
        }

        impl<T, P> $Op<$W> for Array<T, P>
        where
            T: $Family<$W, P> + Element,
            P: Policy,
            <T as $Family<$W, P>>::$Assoc: $Elem,
        {
            type Output = Array<<T as $Family<$W, P>>::$Assoc, P>;
            #[inline]
            fn $op(self, rhs: $W) -> Self::Output {
                $Op::$op(&self, rhs)
            }
        }

        impl<T, P> $Op<&Array<T, P>> for $W
        where
            $W: $Family<T, P>,
            T: Element,
            P: Policy,
            <$W as $Family<T, P>>::$Assoc: $Elem,
        {
            type Output = Array<<$W as $Family<T, P>>::$Assoc, P>;
            #[inline]
            fn $op(self, rhs: &Array<T, P>) -> Self::Output {
                map_with_lhs(CastFrom::cast_from(self), rhs, $Elem::$elem)
            }
        }

        impl<T, P> $Op<Array<T, P>> for $W
        where
            $W: $Family<T, P>,
            T: Element,
            P: Policy,
            <$W as $Family<T, P>>::$Assoc: $Elem,
        {
            type Output = Array<<$W as $Family<T, P>>::$Assoc, P>;
            #[inline]
            fn $op(self, rhs: Array<T, P>) -> Self::Output {
                $Op::$op(self, &rhs)
            }
        }

        impl<T, P> $Op<$W> for Array0<T, P>
        where
            ZeroDim<T>: $Family<$W, P>,
            T: Element,
            P: Policy,
            <ZeroDim<T> as $Family<$W, P>>::$Assoc: $Elem,
        {
            type Output = Array0<<ZeroDim<T> as $Family<$W, P>>::$Assoc, P>;
            #[inline]
            fn $op(self, rhs: $W) -> Self::Output {
                let (l, r) = (CastFrom::cast_from(ZeroDim(self.value)), CastFrom::cast_from(rhs));
                Array0::new($Elem::$elem(l, r))
            }
        }

        impl<T, P> $Op<Array0<T, P>> for $W
        where
            $W: $Family<ZeroDim<T>, P>,
            T: Element,
            P: Policy,
            <$W as $Family<ZeroDim<T>, P>>::$Assoc: $Elem,
        {
            type Output = Array0<<$W as $Family<ZeroDim<T>, P>>::$Assoc, P>;
            #[inline]
            fn $op(self, rhs: Array0<T, P>) -> Self::Output {
                let (l, r) = (CastFrom::cast_from(self), CastFrom::cast_from(ZeroDim(rhs.value)));
                Array0::new($Elem::$elem(l, r))
            }
        }
    )*};
}

binary_op!(Add, add, Promote::Output, ElementArith, add);
binary_op!(Sub, sub, Promote::Output, ElementSub, sub);
binary_op!(Mul, mul, Promote::Output, ElementArith, mul);
binary_op!(Div, div, PromoteDiv::Output, ElementDiv, div);
binary_op!(
    BitAnd,
    bitand,
    PromoteBitwise::Output,
    ElementBitwise,
    bitand
);
binary_op!(BitOr, bitor, PromoteBitwise::Output, ElementBitwise, bitor);
binary_op!(
    BitXor,
    bitxor,
    PromoteBitwise::Output,
    ElementBitwise,
    bitxor
);
