//! The traits of every family, written once here for each shape and instantiated for every entry
//! of [`__families!`](crate::__families).
//!
//! The binary families share one *cell* per pair of operands ([`BinaryCell`]: every binary
//! family's result for the pair, what a policy's macro implements, one impl per pair that some
//! family defines), because rustc's cost is per impl and one impl per pair and family was eight
//! times as many. A binary family has a *table trait* (read off the cell by one blanket impl, which
//! holds where the cell says [`Defined`]), a *bridge* (how a 0-d operand reaches the table under the policy's
//! [`ZeroDimRule`](crate::ZeroDimRule)), and the public *type operator* with its alias, built from
//! the table by one blanket impl per position of a 0-d operand. The public operators never recurse
//! into themselves, so asking `i8: Promote<?U, P>` with `?U` not yet inferred stays an ambiguity,
//! never an overflow. Unary families and reductions have one trait, implemented by the macros.

macro_rules! define_families {
    // Every family's error ends with this note: in generic code a missing bound, not the policy,
    // is what fails, and the message cannot tell a type parameter from a policy.
    (families_spec { $($entries:tt)* }) => {
        define_families!(@with "in generic code this means a missing bound: add this trait for the pair to the `where` clause (see `promote_core::generic`)"
            $($entries)*);
    };
    (@with $generic:literal $($entries:tt)*) => {
        define_cells!(@collect $generic [] [] $($entries)*);
        define_families!(@each $generic $($entries)*);
    };
    (@each $generic:literal) => {};
    (@each $generic:literal
        $(#[$doc:meta])*
        binary $name:ident: $Public:ident::$Assoc:ident as $Alias:ident {
            op: $Op:ident, table: $Table:ident, bridge: $Bridge:ident, result: $result:ident,
            title: $title:literal, symbol: $symbol:literal, what: $what:literal,
            message: $message:literal, label: $label:literal, note: $note:literal,
            default: $default:tt, methods: $methods:tt $(,)?
        }
        $($rest:tt)*
    ) => {
        #[doc = concat!("The **", $title, " table** of a policy, as its declaration defines it: the macros implement it for ")]
        #[doc = concat!("every defined pair of arrays and weak scalars (and, under a 0-d rule, of 0-d operands). Use [`", stringify!($Public), "`], ")]
        /// which is built from it for every operand kind. Plumbing: hidden from the docs, whose
        /// pages would otherwise list every generated impl.
        #[doc(hidden)]
        #[diagnostic::on_unimplemented(message = $message, label = $label, note = $note, note = $generic)]
        pub trait $Table<Rhs, P>: Sized {
            /// The family's type for `Self` with `Rhs`. Unbounded here, so that a custom type
            /// lacking a conversion fails once, at the declaration's check, not at every impl;
            /// the public operator requires the conversions.
            type Output;
        }

        // Read off the pair's one cell, which holds every binary family's result; a pair the
        // family leaves undefined has no impl, as if the cell were absent. Not recommended, so
        // that generic code missing its bound hears of this table (the family's message), not
        // of the cell.
        #[diagnostic::do_not_recommend]
        impl<L, R, P> $Table<R, P> for L
        where
            L: BinaryCell<R, P>,
            <L as BinaryCell<R, P>>::$Table: IsDefined,
        {
            type Output = <<L as BinaryCell<R, P>>::$Table as IsDefined>::Type;
        }

        #[doc = concat!("How a 0-d operand reaches [`", stringify!($Public), "`] under a [`ZeroDimRule`](crate::ZeroDimRule).")]
        #[doc(hidden)]
        pub trait $Bridge<L, R, P> {
            /// The family's type for `L` with `R`.
            type Output: Element + CastFrom<L> + CastFrom<R>;
        }

        impl<L: Operand, R: Operand, P: Policy> $Bridge<L, R, P> for LikeArray
        where
            L::Element: $Table<R::Element, P>,
            <L::Element as $Table<R::Element, P>>::Output: Element + CastFrom<L> + CastFrom<R>,
        {
            type Output = <L::Element as $Table<R::Element, P>>::Output;
        }

        impl<L, R, P: Policy> $Bridge<L, R, P> for CategoryRule
        where
            L: $Table<R, P>,
            <L as $Table<R, P>>::Output: Element + CastFrom<L> + CastFrom<R>,
        {
            type Output = <L as $Table<R, P>>::Output;
        }

        impl<L, R, P: Policy> $Bridge<L, R, P> for MajorTypeRule
        where
            L: $Table<R, P>,
            <L as $Table<R, P>>::Output: Element + CastFrom<L> + CastFrom<R>,
        {
            type Output = <L as $Table<R, P>>::Output;
        }

        $(#[$doc])*
        #[diagnostic::on_unimplemented(message = $message, label = $label, note = $note, note = $generic)]
        // `Copy`: a bound on the family says what the operand can do (an element, a weak scalar
        // or a `ZeroDim`, each `Copy`), so generic code can copy out of a slice.
        pub trait $Public<Rhs, P>: Copy {
            #[doc = concat!("The family's type: ", $what, ".")]
            type $Assoc: Element + CastFrom<Self> + CastFrom<Rhs>;

            define_families!(@conversions $name $Assoc);
        }

        #[doc = concat!("The ", $title, " type of `L` with `R` under `P` (", $what, "): `<L as ", stringify!($Public), "<R, P>>::", stringify!($Assoc), "`.")]
        pub type $Alias<L, R, P> = <L as $Public<R, P>>::$Assoc;

        #[diagnostic::do_not_recommend]
        impl<T, U, P> $Public<U, P> for T
        where
            T: $Table<U, P>,
            <T as $Table<U, P>>::Output: Element + CastFrom<T> + CastFrom<U>,
            (T, U, P): super::ElementsUnder,
            T: Copy,
        {
            type $Assoc = <T as $Table<U, P>>::Output;
        }

        #[diagnostic::do_not_recommend]
        impl<T: Element, U: Element, P: Policy> $Public<ZeroDim<U>, P> for T
        where
            P::ZeroDim: $Bridge<T, ZeroDim<U>, P>,
        {
            type $Assoc = <P::ZeroDim as $Bridge<T, ZeroDim<U>, P>>::Output;
        }

        #[diagnostic::do_not_recommend]
        impl<T: Element, U: Element, P: Policy> $Public<U, P> for ZeroDim<T>
        where
            P::ZeroDim: $Bridge<ZeroDim<T>, U, P>,
        {
            type $Assoc = <P::ZeroDim as $Bridge<ZeroDim<T>, U, P>>::Output;
        }

        #[diagnostic::do_not_recommend]
        impl<T: Element, U: Element, P: Policy> $Public<ZeroDim<U>, P> for ZeroDim<T>
        where
            P::ZeroDim: $Bridge<ZeroDim<T>, ZeroDim<U>, P>,
        {
            type $Assoc = <P::ZeroDim as $Bridge<ZeroDim<T>, ZeroDim<U>, P>>::Output;
        }

        define_families!(@each $generic $($rest)*);
    };
    // A unary operation computes its result from the element (a magnitude, a truth value), so its
    // type need not be a conversion of the element, as a reduction's is.
    (@each $generic:literal
        $(#[$doc:meta])*
        unary $name:ident: $Public:ident::$Assoc:ident as $Alias:ident {
            op: $Op:ident, table: $Table:ident, result: $result:ident,
            title: $title:literal, symbol: $symbol:literal, what: $what:literal,
            message: $message:literal, label: $label:literal, note: $note:literal,
            default: $default:tt, methods: $methods:tt $(,)?
        }
        $($rest:tt)*
    ) => {
        define_families!(@one_operand $generic [$(#[$doc])*] $Public $Assoc $Alias $Table $title $what
            $message $label $note []);
        define_families!(@each $generic $($rest)*);
    };
    (@each $generic:literal
        $(#[$doc:meta])*
        $shape:ident $name:ident: $Public:ident::$Assoc:ident as $Alias:ident {
            op: $Op:ident, table: $Table:ident, result: $result:ident,
            title: $title:literal, symbol: $symbol:literal, what: $what:literal,
            message: $message:literal, label: $label:literal, note: $note:literal,
            default: $default:tt, methods: $methods:tt $(,)?
        }
        $($rest:tt)*
    ) => {
        define_families!(@one_operand $generic [$(#[$doc])*] $Public $Assoc $Alias $Table $title $what
            $message $label $note [+ CastFrom<Self>]);
        define_families!(@each $generic $($rest)*);
    };
    // The conversion methods live on `Promote` alone: generic code bounded by two families (or
    // by a bundle and a family) would otherwise find two `promote_lhs` and call neither (E0034).
    // Another family's type converts through `CastFrom`: `Quotient::<A, X, P>::cast_from(a)`.
    (@conversions add $Assoc:ident) => {
        /// Converts the left operand into the promoted type.
        #[inline(always)]
        fn promote_lhs(self) -> Self::$Assoc {
            <Self::$Assoc as CastFrom<Self>>::cast_from(self)
        }

        /// Converts the right operand into the promoted type.
        #[inline(always)]
        fn promote_rhs(rhs: Rhs) -> Self::$Assoc {
            <Self::$Assoc as CastFrom<Rhs>>::cast_from(rhs)
        }
    };
    (@conversions $name:ident $Assoc:ident) => {};
    // A one-operand family: the table trait the macros implement (hidden), and the public type
    // operator, one blanket impl over it that rustc does not recommend, so that an undefined
    // dtype's error lists no generated impl.
    (@one_operand $generic:literal [$($doc:tt)*] $Public:ident $Assoc:ident $Alias:ident $Table:ident $title:literal
        $what:literal $message:literal $label:literal $note:literal [$($bound:tt)*]) => {
        #[doc = concat!("The **", $title, " table** of a policy, as its declaration defines it; use [`", stringify!($Public), "`].")]
        #[doc(hidden)]
        #[diagnostic::on_unimplemented(message = $message, label = $label, note = $note, note = $generic)]
        pub trait $Table<P> {
            /// The family's type for `Self` (bounded by the public operator, as for two operands).
            type Output;
        }

        $($doc)*
        #[diagnostic::on_unimplemented(message = $message, label = $label, note = $note, note = $generic)]
        // `Copy`: a bound on the family says that the type can be copied out of a slice. (Not
        // `Element`: rustc would then report a missing family bound twice, once as `Element`;
        // `Copy`, asked after `ElementsUnder`, it does not.)
        pub trait $Public<P>: Copy {
            #[doc = concat!("The family's type: ", $what, ".")]
            type $Assoc: Element $($bound)*;
        }

        // The table, and the element as one tuple bound before `Copy` (the macros implement the
        // table for element types only): generic code missing its bound gets one error, the
        // family's, not one per unmet bound.
        #[diagnostic::do_not_recommend]
        impl<T: $Table<P>, P> $Public<P> for T
        where
            (T, T, P): super::ElementsUnder,
            T: Copy,
            <T as $Table<P>>::Output: Element $($bound)*,
        {
            type $Assoc = <T as $Table<P>>::Output;
        }

        #[doc = concat!("The ", $title, " type of `T` under `P` (", $what, "): `<T as ", stringify!($Public), "<P>>::", stringify!($Assoc), "`.")]
        pub type $Alias<T, P> = <T as $Public<P>>::$Assoc;
    };
}

/// The cells of the binary families: [`BinaryCell`] and [`ExtCell`], with one associated type per
/// binary family of the list, named as its table trait.
macro_rules! define_cells {
    // `add`'s diagnostic, which a missing cell reports: no family defines the pair, so it has no
    // promotion at all.
    (@collect $generic:literal [$($Binary:ident)*] []
        $(#[$doc:meta])*
        binary add: $Public:ident::$Assoc:ident as $Alias:ident {
            op: $Op:ident, table: $T:ident, bridge: $Bridge:ident, result: $result:ident,
            title: $title:literal, symbol: $symbol:literal, what: $what:literal,
            message: $message:literal, label: $label:literal, note: $note:literal,
            $($body:tt)*
        }
        $($rest:tt)*
    ) => {
        define_cells!(@collect $generic [$($Binary)* $T] [$message $label $note] $($rest)*);
    };
    (@collect $generic:literal [$($Binary:ident)*] [$($add:literal)*]
        $(#[$doc:meta])*
        binary $name:ident: $Public:ident::$Assoc:ident as $Alias:ident {
            op: $Op:ident, table: $T:ident, $($body:tt)*
        }
        $($rest:tt)*
    ) => {
        define_cells!(@collect $generic [$($Binary)* $T] [$($add)*] $($rest)*);
    };
    (@collect $generic:literal [$($Binary:ident)*] [$($add:literal)*]
        $(#[$doc:meta])*
        $shape:ident $name:ident: $Public:ident::$Assoc:ident as $Alias:ident { $($body:tt)* }
        $($rest:tt)*
    ) => {
        define_cells!(@collect $generic [$($Binary)*] [$($add)*] $($rest)*);
    };
    (@collect $generic:literal [$($Binary:ident)*] [$message:literal $label:literal $note:literal]) => {
        /// One cell of a policy's binary grids: the result of every binary family for `Self`
        /// with `Rhs` under `P`, as [`Defined<T>`], or [`Undefined`] where a family has none. The macros emit one impl
        /// per pair that some family defines, rather than one per pair and family: rustc's cost
        /// is per impl, and the families' tables are read off this one.
        #[doc(hidden)]
        #[diagnostic::on_unimplemented(message = $message, label = $label, note = $note, note = $generic)]
        pub trait BinaryCell<Rhs, P> {
            $(
                #[doc = concat!("The result of the family whose table is `", stringify!($Binary), "`.")]
                type $Binary;
            )*
        }

        /// An extension's cell `L op R` of every binary family (see
        /// [`policies::extension`](crate::policies::extension)).
        #[doc(hidden)]
        pub trait ExtCell<L, R> {
            $(
                #[doc = concat!("The result of the family whose table is `", stringify!($Binary), "`.")]
                type $Binary;
            )*
        }

    };
}

/// A family's result `T` in a [`BinaryCell`].
#[doc(hidden)]
pub struct Defined<T>(core::marker::PhantomData<T>);

/// What a cell holds for a family that has a result: [`Defined<T>`], never [`Undefined`].
#[doc(hidden)]
pub trait IsDefined {
    /// The result.
    type Type;
}

impl<T> IsDefined for Defined<T> {
    type Type = T;
}

/// A family's result in a cell where it has none, for a pair (or type) that another family
/// defines: the family's table has no impl there, as if the cell were absent.
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub enum Undefined {}

use crate::zero_dim::Operand;
use crate::{CastFrom, CategoryRule, Element, LikeArray, MajorTypeRule, Policy, ZeroDim};

crate::__families!(define_families {});
