//! The named methods of [`Array`], one per operation in the family list: `checked_add`,
//! `maximum`, `floor_divide`, `sqrt`, `sum`, … each typed by its family's type operator and
//! computed by its marker in [`crate::ops`].

use super::{Array, ShapeError};
use crate::container::{family, Container, RhsOperand};
use crate::families::*;
use crate::ops::{self, BinaryOp, ReduceOp, ScanOp, UnaryOp};
use crate::{CanCast, CastFrom, Element, Policy};

macro_rules! methods {
    (families_spec { $($entries:tt)* }) => { methods!(@each $($entries)*); };
    (@each) => {};
    (@each $(#[$doc:meta])* binary $name:ident: $Public:ident::$Assoc:ident as $Alias:ident {
        op: $F:ident, table: $Table:ident, bridge: $Bridge:ident, result: $result:ident,
        title: $title:literal, symbol: $symbol:literal, what: $what:literal,
        message: $message:literal, label: $label:literal, note: $note:literal,
        default: $default:tt,
        methods: { $($plain:tt $checked:ident $with:ident $try:ident $into:ident: $M:ident;)* } $(,)?
    } $($rest:tt)*) => {
        impl<T: Element, P: Policy> Array<T, P> {$(
            #[doc = concat!("[`ops::", stringify!($M), "`] of `self` and `rhs` elementwise, in their ", $title,
                " type under `P` ([`", stringify!($Public), "`]), or a [`ShapeError`] if two arrays' shapes differ.")]
            ///
            /// The right operand is an array (by reference), a 0-d array or a weak scalar.
            #[inline]
            pub fn $checked<R>(&self, rhs: R) -> Result<Array<<ops::$M as BinaryOp<R::Compute>>::Output, P>, ShapeError>
            where
                R: RhsOperand<Self, family::$F>,
                ops::$M: BinaryOp<R::Compute>,
            {
                rhs.apply(self, <ops::$M as BinaryOp<R::Compute>>::apply)
            }

            methods!(@plain $plain $checked $M $F);

            #[doc = concat!("[`ops::", stringify!($M), "`] of `self` and `rhs` elementwise, written into `out`: the result (in their ", $title,
                " type under `P`, [`", stringify!($Public), "`]) is cast into `out`'s element type, which must be allowed at the policy's output casting level ([`Policy::Out`]; NumPy's `out=` with `casting='same_kind'`).")]
            ///
            /// The right operand is an array (by reference), a 0-d array or a weak scalar. Nothing
            /// is allocated.
            ///
            /// # Panics
            /// If two arrays' shapes differ, or `out`'s shape is not the result's.
            #[inline]
            #[track_caller]
            pub fn $into<R, O>(&self, rhs: R, out: &mut Array<O, P>)
            where
                R: RhsOperand<Self, family::$F>,
                ops::$M: BinaryOp<R::Compute>,
                <ops::$M as BinaryOp<R::Compute>>::Output: CanCast<O, P, P::Out>,
                O: Element + CastFrom<<ops::$M as BinaryOp<R::Compute>>::Output>,
            {
                rhs.apply_into(self, out, <ops::$M as BinaryOp<R::Compute>>::apply)
            }
        )*}
        methods!(@each $($rest)*);
    };
    (@plain _ $checked:ident $M:ident $F:ident) => {};
    (@plain $plain:ident $checked:ident $M:ident $F:ident) => {
        #[doc = concat!("[`Array::", stringify!($checked), "`], panicking with both shapes if two arrays' shapes differ.")]
        #[inline]
        #[track_caller]
        pub fn $plain<R>(&self, rhs: R) -> Array<<ops::$M as BinaryOp<R::Compute>>::Output, P>
        where
            R: RhsOperand<Self, family::$F>,
            ops::$M: BinaryOp<R::Compute>,
        {
            rhs.apply_or_panic(self, <ops::$M as BinaryOp<R::Compute>>::apply)
        }
    };
    (@each $(#[$doc:meta])* unary $name:ident: $Public:ident::$Assoc:ident as $Alias:ident {
        op: $F:ident, table: $Table:ident, result: $result:ident,
        title: $title:literal, symbol: $symbol:literal, what: $what:literal,
        message: $message:literal, label: $label:literal, note: $note:literal,
        default: $default:tt,
        methods: { $($m:ident $with:ident $($into:ident)?: $M:ident;)* } $(,)?
    } $($rest:tt)*) => {
        impl<T: Element, P: Policy> Array<T, P> {$(
            #[doc = concat!("[`ops::", stringify!($M), "`] of every element, in the ", $title, " type of `T` under `P` ([`", stringify!($Public), "`]).")]
            #[inline]
            // The result type as a parameter of the method: a bound on it is checked after the
            // method is found, so an undefined dtype gets the family's message, not E0599.
            pub fn $m<O>(&self) -> Array<O, P>
            where
                T: $Public<P, $Assoc = O>,
                O: Element,
                ops::$M: UnaryOp<T, O>,
            {
                self.map(<ops::$M as UnaryOp<T, O>>::apply)
            }

            $(
                #[doc = concat!("[`ops::", stringify!($M), "`] of every element, written into `out`: the result (the ", $title,
                    " type of `T` under `P`) is cast into `out`'s element type, which must be allowed at the policy's output casting level ([`Policy::Out`]).")]
                ///
                /// # Panics
                /// If `out`'s shape is not `self`'s.
                #[inline]
                #[track_caller]
                pub fn $into<O, Q>(&self, out: &mut Array<Q, P>)
                where
                    T: $Public<P, $Assoc = O>,
                    O: Element + CanCast<Q, P, P::Out>,
                    Q: Element + CastFrom<O>,
                    ops::$M: UnaryOp<T, O>,
                {
                    Container::map_into(self, out, |x| Q::cast_from(<ops::$M as UnaryOp<T, O>>::apply(x)));
                }
            )?
        )*}
        methods!(@each $($rest)*);
    };
    (@each $(#[$doc:meta])* scan $name:ident: $Public:ident::$Assoc:ident as $Alias:ident {
        op: $F:ident, table: $Table:ident, result: $result:ident,
        title: $title:literal, symbol: $symbol:literal, what: $what:literal,
        message: $message:literal, label: $label:literal, note: $note:literal,
        default: $default:tt,
        methods: { $($m:ident $with:ident $($into:ident)?: $M:ident;)* } $(,)?
    } $($rest:tt)*) => {
        impl<T: Element, P: Policy> Array<T, P> {$(
            #[doc = concat!("[`ops::", stringify!($M), "`] over the elements in row-major order, in the ", $title,
                " type of `T` under `P` ([`", stringify!($Public), "`]): a one-dimensional array, as NumPy's `axis=None`.")]
            #[inline]
            pub fn $m<O>(&self) -> Array<O, P>
            where
                T: $Public<P, $Assoc = O>,
                O: Element + AccumulateIn<P>,
                ops::$M: ScanOp<T, AccumulatorOf<O, P>, O>,
            {
                Array::from_vec(
                    <ops::$M as ScanOp<T, AccumulatorOf<O, P>, O>>::scan(self.data.iter().copied()).collect(),
                )
            }
        )*}
        methods!(@each $($rest)*);
    };
    (@each $(#[$doc:meta])* reduction $name:ident: $Public:ident::$Assoc:ident as $Alias:ident {
        op: $F:ident, table: $Table:ident, result: $result:ident,
        title: $title:literal, symbol: $symbol:literal, what: $what:literal,
        message: $message:literal, label: $label:literal, note: $note:literal,
        default: $default:tt,
        methods: { $($m:ident $with:ident $($into:ident)?: $M:ident;)* } $(,)?
    } $($rest:tt)*) => {
        impl<T: Element, P: Policy> Array<T, P> {$(
            #[doc = concat!("[`ops::", stringify!($M), "`] of every element, in the ", $title, " type of `T` under `P` ([`", stringify!($Public), "`]).")]
            #[inline]
            pub fn $m<O>(&self) -> O
            where
                T: $Public<P, $Assoc = O>,
                O: AccumulateIn<P>,
                ops::$M: ReduceOp<T, AccumulatorOf<O, P>, O>,
            {
                <ops::$M as ReduceOp<T, AccumulatorOf<O, P>, O>>::reduce(self.data.iter().copied())
            }
        )*}
        methods!(@each $($rest)*);
    };
}

crate::__families!(methods {});
