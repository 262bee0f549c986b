//! [`PromoteOps`]: the named operations of the family list (`checked_add`, `maximum`, `sqrt`,
//! `sum`, …) on every [`Container`], typed by each family's type operator and computed by its
//! marker in [`crate::ops`], through the same [`RhsOperand`] as the operators.

use alloc::vec::Vec;

use super::{family, Container, RhsOperand};
use crate::array::ShapeError;
use crate::families::*;
use crate::ops::{self, BinaryOp, ReduceOp, ScanOp, UnaryOp};
use crate::{CanCast, CastFrom, Element, Policy};

macro_rules! methods {
    (families_spec { $($entries:tt)* }) => { methods!(@each [] $($entries)*); };
    (@each [$($methods:tt)*]
        $(#[$doc:meta])* binary $name:ident: $Public:ident::$Assoc:ident as $Alias:ident {
            op: $F:ident, table: $Table:ident, bridge: $Bridge:ident, result: $result:ident,
            title: $title:literal, symbol: $symbol:literal, what: $what:literal,
            message: $message:literal, label: $label:literal, note: $note:literal,
            default: $default:tt,
            methods: { $($plain:tt $checked:ident $with:ident $try:ident $into:ident: $M:ident;)* } $(,)?
        } $($rest:tt)*
    ) => {
        methods!(@each [$($methods)* $(
            #[doc = concat!("[`ops::", stringify!($M), "`] of `self` and `rhs` elementwise, in their ", $title,
                " type under the policy ([`", stringify!($Public), "`]), or a [`ShapeError`] if the shapes do not combine.")]
            #[inline]
            fn $checked<R>(&self, rhs: R) -> Result<Self::With<<ops::$M as BinaryOp<R::Compute>>::Output>, ShapeError>
            where
                R: RhsOperand<Self, family::$F>,
                ops::$M: BinaryOp<R::Compute>,
            {
                rhs.apply(self, <ops::$M as BinaryOp<R::Compute>>::apply)
            }

            methods!(@plain $plain $checked $M $F);

            #[doc = concat!("[`ops::", stringify!($M), "`] of `self` and `rhs` elementwise, written into `out`, cast into its element type at the policy's output casting level ([`Policy::Out`]).")]
            ///
            /// # Panics
            /// If the shapes do not combine, or `out`'s shape is not the result's.
            #[inline]
            #[track_caller]
            fn $into<R, O>(&self, rhs: R, out: &mut Self::With<O>)
            where
                R: RhsOperand<Self, family::$F>,
                ops::$M: BinaryOp<R::Compute>,
                <ops::$M as BinaryOp<R::Compute>>::Output: CanCast<O, Self::Policy, <Self::Policy as Policy>::Out>,
                O: Element + CastFrom<<ops::$M as BinaryOp<R::Compute>>::Output>,
            {
                rhs.apply_into(self, out, <ops::$M as BinaryOp<R::Compute>>::apply)
            }
        )*] $($rest)*);
    };
    (@plain _ $checked:ident $M:ident $F:ident) => {};
    (@plain $plain:ident $checked:ident $M:ident $F:ident) => {
        #[doc = concat!("[`", stringify!($checked), "`](Self::", stringify!($checked), "), panicking with both shapes if they do not combine.")]
        #[inline]
        #[track_caller]
        fn $plain<R>(&self, rhs: R) -> Self::With<<ops::$M as BinaryOp<R::Compute>>::Output>
        where
            R: RhsOperand<Self, family::$F>,
            ops::$M: BinaryOp<R::Compute>,
        {
            rhs.apply_or_panic(self, <ops::$M as BinaryOp<R::Compute>>::apply)
        }
    };
    (@each [$($methods:tt)*]
        $(#[$doc:meta])* unary $name:ident: $Public:ident::$Assoc:ident as $Alias:ident {
            op: $F:ident, table: $Table:ident, result: $result:ident,
            title: $title:literal, symbol: $symbol:literal, what: $what:literal,
            message: $message:literal, label: $label:literal, note: $note:literal,
            default: $default:tt,
            methods: { $($m:ident $with:ident $($into:ident)?: $M:ident;)* } $(,)?
        } $($rest:tt)*
    ) => {
        methods!(@each [$($methods)* $(
            #[doc = concat!("[`ops::", stringify!($M), "`] of every element, in the ", $title, " type of the element type under the policy ([`", stringify!($Public), "`]).")]
            #[inline]
            fn $m<O>(&self) -> Self::With<O>
            where
                Self::Elem: $Public<Self::Policy, $Assoc = O>,
                O: Element,
                ops::$M: UnaryOp<Self::Elem, O>,
            {
                self.map(<ops::$M as UnaryOp<Self::Elem, O>>::apply)
            }

            $(
                #[doc = concat!("[`ops::", stringify!($M), "`] of every element, written into `out`, cast into its element type at the policy's output casting level ([`Policy::Out`]).")]
                ///
                /// # Panics
                /// If `out`'s shape is not `self`'s.
                #[inline]
                #[track_caller]
                fn $into<O, Q>(&self, out: &mut Self::With<Q>)
                where
                    Self::Elem: $Public<Self::Policy, $Assoc = O>,
                    O: Element + CanCast<Q, Self::Policy, <Self::Policy as Policy>::Out>,
                    Q: Element + CastFrom<O>,
                    ops::$M: UnaryOp<Self::Elem, O>,
                {
                    self.map_into(out, |x| Q::cast_from(<ops::$M as UnaryOp<Self::Elem, O>>::apply(x)))
                }
            )?
        )*] $($rest)*);
    };
    (@each [$($methods:tt)*]
        $(#[$doc:meta])* scan $name:ident: $Public:ident::$Assoc:ident as $Alias:ident {
            op: $F:ident, table: $Table:ident, result: $result:ident,
            title: $title:literal, symbol: $symbol:literal, what: $what:literal,
            message: $message:literal, label: $label:literal, note: $note:literal,
            default: $default:tt,
            methods: { $($m:ident $with:ident $($into:ident)?: $M:ident;)* } $(,)?
        } $($rest:tt)*
    ) => {
        methods!(@each [$($methods)* $(
            #[doc = concat!("[`ops::", stringify!($M), "`] over the elements in row-major order, in the ", $title,
                " type of the element type under the policy ([`", stringify!($Public), "`]), as NumPy's `axis=None`: one value per element, flat.")]
            #[inline]
            fn $m<O>(&self) -> Vec<O>
            where
                Self::Elem: $Public<Self::Policy, $Assoc = O>,
                O: Element + AccumulateIn<Self::Policy>,
                ops::$M: ScanOp<Self::Elem, AccumulatorOf<O, Self::Policy>, O>,
            {
                <ops::$M as ScanOp<Self::Elem, AccumulatorOf<O, Self::Policy>, O>>::scan(self.as_slice().iter().copied()).collect()
            }
        )*] $($rest)*);
    };
    (@each [$($methods:tt)*]
        $(#[$doc:meta])* reduction $name:ident: $Public:ident::$Assoc:ident as $Alias:ident {
            op: $F:ident, table: $Table:ident, result: $result:ident,
            title: $title:literal, symbol: $symbol:literal, what: $what:literal,
            message: $message:literal, label: $label:literal, note: $note:literal,
            default: $default:tt,
            methods: { $($m:ident $with:ident $($into:ident)?: $M:ident;)* } $(,)?
        } $($rest:tt)*
    ) => {
        methods!(@each [$($methods)* $(
            #[doc = concat!("[`ops::", stringify!($M), "`] of every element, in the ", $title, " type of the element type under the policy ([`", stringify!($Public), "`]).")]
            #[inline]
            fn $m<O>(&self) -> O
            where
                Self::Elem: $Public<Self::Policy, $Assoc = O>,
                O: AccumulateIn<Self::Policy>,
                ops::$M: ReduceOp<Self::Elem, AccumulatorOf<O, Self::Policy>, O>,
            {
                <ops::$M as ReduceOp<Self::Elem, AccumulatorOf<O, Self::Policy>, O>>::reduce(self.as_slice().iter().copied())
            }
        )*] $($rest)*);
    };
    (@each [$($methods:tt)*]) => {
        /// Every named operation of the family list on a [`Container`]: `maximum`,
        /// `floor_divide`, `less`, `sqrt`, `sum`, … with their `checked_*` (a [`ShapeError`]
        /// instead of a panic) and `*_into` (into an output buffer) forms. Implemented for every
        /// container; [`Array`](crate::Array) has the same methods as its own.
        ///
        /// The right operand of a binary method is what the operators take ([`RhsOperand`]).
        pub trait PromoteOps: Container {
            $($methods)*
        }
    };
}

crate::__families!(methods {});

impl<C: Container> PromoteOps for C {}
