//! [`RhsOperand`]: what may stand on the right of an array method (`checked_add`, `less`, …): an
//! array, a 0-d array or a weak scalar.
//!
//! The methods take the right operand as a type parameter in `Self` position of this trait, so the
//! compiler learns its type from the argument before it looks for a promotion; with the element
//! type as a free parameter of the method instead, it would search the promotion tables with an
//! unknown type.

use super::ops::{
    check_out, check_same, map_assign_kernel, map_into_kernel, map_with, zip_assign_kernel,
    zip_into_kernel, zip_or_panic, zip_with,
};
use super::{Array, Array0, ShapeError};
use crate::weak::{WeakBool, WeakComplex, WeakFloat, WeakInt};
use crate::{CastFrom, Element, Policy, ZeroDim};

/// Markers of the operation families, one per entry of the family list (named as its
/// [`Op`](crate::Op) variant), for [`RhsOperand`], the ndarray extension and code generic over
/// families.
pub mod family {
    macro_rules! markers {
        (families_spec { $($entries:tt)* }) => { markers!(@each $($entries)*); };
        (@each) => {};
        (@each $(#[$doc:meta])* $shape:ident $name:ident: $Public:ident::$Assoc:ident as $Alias:ident {
            op: $Op:ident, $($body:tt)*
        } $($rest:tt)*) => {
            #[doc = concat!("The `", stringify!($name), "` family, by [`", stringify!($Public), "`](crate::", stringify!($Public), ").")]
            #[derive(Clone, Copy, Debug, Default)]
            pub struct $Op;
            markers!(@each $($rest)*);
        };
    }

    crate::__families!(markers {});
}

/// The right operand of an operation of family `F` on an `Array<T, P>`.
pub trait RhsOperand<T, P, F> {
    /// The type both operands convert to.
    type Compute: Element;

    /// Converts both operands elementwise and combines them with `f`; an error if the shapes of
    /// two arrays differ.
    fn apply<X>(
        self,
        lhs: &Array<T, P>,
        f: impl Fn(Self::Compute, Self::Compute) -> X,
    ) -> Result<Array<X, P>, ShapeError>;

    /// [`apply`](Self::apply), panicking with both shapes if two arrays' shapes differ: what the
    /// panicking methods (`maximum`, `floor_divide`, …) call, so that they build their result in
    /// place instead of moving it out of a `Result`.
    #[doc(hidden)]
    #[inline]
    #[track_caller]
    fn apply_or_panic<X>(
        self,
        lhs: &Array<T, P>,
        f: impl Fn(Self::Compute, Self::Compute) -> X,
    ) -> Array<X, P>
    where
        Self: Sized,
    {
        match self.apply(lhs, f) {
            Ok(out) => out,
            Err(e) => panic!("{e}"),
        }
    }

    /// Combines both operands with `f` and writes each result, cast back, into `lhs`: what the
    /// in-place operators (`a += b`) call. Panics if two arrays' shapes differ.
    #[doc(hidden)]
    fn apply_assign<X>(self, lhs: &mut Array<T, P>, f: impl Fn(Self::Compute, Self::Compute) -> X)
    where
        T: CastFrom<X>;

    /// Combines both operands with `f` and writes each result, cast, into `out`: what the
    /// `_into` methods call. Panics if two arrays' shapes differ or `out`'s is not the result's.
    #[doc(hidden)]
    fn apply_into<X, O>(
        self,
        lhs: &Array<T, P>,
        out: &mut Array<O, P>,
        f: impl Fn(Self::Compute, Self::Compute) -> X,
    ) where
        O: CastFrom<X>;
}

macro_rules! operands {
    (families_spec { $($entries:tt)* }) => { operands!(@each $($entries)*); };
    (@each) => {};
    (@each $(#[$doc:meta])* binary $name:ident: $Family:ident::$Assoc:ident as $Alias:ident {
        op: $F:ident, $($body:tt)*
    } $($rest:tt)*) => {
        impl<T, U, P> RhsOperand<T, P, family::$F> for &Array<U, P>
        where
            T: $Family<U, P> + Element,
            U: Element,
            P: Policy,
        {
            type Compute = <T as $Family<U, P>>::$Assoc;
            #[inline]
            fn apply<X>(self, lhs: &Array<T, P>, f: impl Fn(Self::Compute, Self::Compute) -> X) -> Result<Array<X, P>, ShapeError> {
                zip_with(lhs, self, f)
            }
            #[inline]
            #[track_caller]
            fn apply_or_panic<X>(self, lhs: &Array<T, P>, f: impl Fn(Self::Compute, Self::Compute) -> X) -> Array<X, P> {
                zip_or_panic(lhs, self, f)
            }
            #[inline]
            #[track_caller]
            fn apply_assign<X>(self, lhs: &mut Array<T, P>, f: impl Fn(Self::Compute, Self::Compute) -> X)
            where
                T: CastFrom<X>,
            {
                check_same(lhs, self);
                zip_assign_kernel(&mut lhs.data, &self.data, f);
            }
            #[inline]
            #[track_caller]
            fn apply_into<X, O>(self, lhs: &Array<T, P>, out: &mut Array<O, P>, f: impl Fn(Self::Compute, Self::Compute) -> X)
            where
                O: CastFrom<X>,
            {
                check_same(lhs, self);
                check_out(lhs, out);
                zip_into_kernel(&lhs.data, &self.data, &mut out.data, f);
            }
        }

        impl<T, U, P> RhsOperand<T, P, family::$F> for Array0<U, P>
        where
            T: $Family<ZeroDim<U>, P> + Element,
            U: Element,
            P: Policy,
        {
            type Compute = <T as $Family<ZeroDim<U>, P>>::$Assoc;
            #[inline]
            fn apply<X>(self, lhs: &Array<T, P>, f: impl Fn(Self::Compute, Self::Compute) -> X) -> Result<Array<X, P>, ShapeError> {
                Ok(map_with(lhs, CastFrom::cast_from(ZeroDim(self.value)), f))
            }
            #[inline]
            fn apply_or_panic<X>(self, lhs: &Array<T, P>, f: impl Fn(Self::Compute, Self::Compute) -> X) -> Array<X, P> {
                map_with(lhs, CastFrom::cast_from(ZeroDim(self.value)), f)
            }
            #[inline]
            fn apply_assign<X>(self, lhs: &mut Array<T, P>, f: impl Fn(Self::Compute, Self::Compute) -> X)
            where
                T: CastFrom<X>,
            {
                map_assign_kernel(&mut lhs.data, CastFrom::cast_from(ZeroDim(self.value)), f);
            }
            #[inline]
            #[track_caller]
            fn apply_into<X, O>(self, lhs: &Array<T, P>, out: &mut Array<O, P>, f: impl Fn(Self::Compute, Self::Compute) -> X)
            where
                O: CastFrom<X>,
            {
                check_out(lhs, out);
                map_into_kernel(&lhs.data, CastFrom::cast_from(ZeroDim(self.value)), &mut out.data, f);
            }
        }

        operands!(@weak $F, $Family, $Assoc; WeakInt, WeakFloat, WeakComplex, WeakBool);
        operands!(@each $($rest)*);
    };
    (@each $(#[$doc:meta])* $shape:ident $name:ident: $Public:ident::$Assoc:ident as $Alias:ident {
        $($body:tt)*
    } $($rest:tt)*) => {
        operands!(@each $($rest)*);
    };
    (@weak $F:ident, $Family:ident, $Assoc:ident; $($W:ident),*) => {$(
        impl<T, P> RhsOperand<T, P, family::$F> for $W
        where
            T: $Family<$W, P> + Element,
            P: Policy,
        {
            type Compute = <T as $Family<$W, P>>::$Assoc;
            #[inline]
            fn apply<X>(self, lhs: &Array<T, P>, f: impl Fn(Self::Compute, Self::Compute) -> X) -> Result<Array<X, P>, ShapeError> {
                Ok(map_with(lhs, CastFrom::cast_from(self), f))
            }
            #[inline]
            fn apply_or_panic<X>(self, lhs: &Array<T, P>, f: impl Fn(Self::Compute, Self::Compute) -> X) -> Array<X, P> {
                map_with(lhs, CastFrom::cast_from(self), f)
            }
            #[inline]
            fn apply_assign<X>(self, lhs: &mut Array<T, P>, f: impl Fn(Self::Compute, Self::Compute) -> X)
            where
                T: CastFrom<X>,
            {
                map_assign_kernel(&mut lhs.data, CastFrom::cast_from(self), f);
            }
            #[inline]
            #[track_caller]
            fn apply_into<X, O>(self, lhs: &Array<T, P>, out: &mut Array<O, P>, f: impl Fn(Self::Compute, Self::Compute) -> X)
            where
                O: CastFrom<X>,
            {
                check_out(lhs, out);
                map_into_kernel(&lhs.data, CastFrom::cast_from(self), &mut out.data, f);
            }
        }
    )*};
}

use crate::families::*;
crate::__families!(operands {});
