//! The plumbing under the type operators, one trait per family and position, instantiated for
//! every row of [`__family_rows!`](crate::__family_rows): what the policies' macros implement
//! and what the operators read. User code names the type operators ([`Promote`](crate::Promote),
//! …), not these; generated code reaches them through `promote_core::__private`. The module is
//! public so that rustc's messages name a table briefly: an undefined pair says "the trait
//! `AddTable<f32, ArrayApi>` is not implemented for `i8`", which is what it means (the policy's
//! add table has no such cell).
//!
//! The binary families share one *cell* per pair of operands ([`BinaryCell`]: every binary
//! family's result for the pair, what a policy's macro implements, one impl per pair that some
//! family defines), because rustc's cost is per impl and one impl per pair and family was eight
//! times as many. The impl has one associated type, a [`Cell`] of every family's entry, not one
//! associated type per family: rustc's memory grows with the items too (the default build's
//! rustc peaked at 424 MB with twelve, 363 MB with one). A binary family has a *table trait*
//! (read off the cell by one blanket impl at the family's position, [`Pick`], which holds where
//! the entry is [`Defined`]) and a *bridge* (how a 0-d operand reaches the table under the
//! policy's [`ZeroDimRule`](crate::zero_dim::ZeroDimRule)). A family of one operand has a table
//! trait, implemented by the macros.

use crate::zero_dim::{CategoryRule, IgnoredRule, LikeArray, MajorTypeRule, Operand};
use crate::{CastFrom, Element, Policy};

macro_rules! define_tables {
    ($generic:literal family_rows { $($row:tt)* }) => {
        define_tables!(@cells $generic [] [] $($row)*);
        $(define_tables!(@row $generic $row);)*
    };
    (@row $generic:literal { binary $name:ident $docs:tt $Public:ident $Assoc:ident $Alias:ident $Op:ident $Table:ident
        [$Bridge:ident] $result:ident [$title:literal $symbol:literal $what:literal]
        [$message:literal $label:literal $note:literal] $($more:tt)* }) => {
        #[doc = concat!("The **", $title, " table** of a policy, as its declaration defines it: the macros implement it for ")]
        #[doc = concat!("every defined pair of arrays and weak scalars (and, under a 0-d rule, of 0-d operands). Use [`", stringify!($Public), "`](crate::", stringify!($Public), "), ")]
        /// which is built from it for every operand kind.
        #[diagnostic::on_unimplemented(message = $message, label = $label, note = $note, note = $generic)]
        pub trait $Table<Rhs, P>: Sized {
            /// The family's type for `Self` with `Rhs`. Unbounded here, so that a custom type
            /// lacking a conversion fails once, at the declaration's check, not at every impl;
            /// the public operator requires the conversions.
            type Output;
        }

        // Read off the pair's one cell by the blanket impl `define_tables!(@pick ..)` writes,
        // which knows the family's position in it.

        #[doc = concat!("How a 0-d operand reaches [`", stringify!($Public), "`](crate::", stringify!($Public), ") under a [`ZeroDimRule`](crate::zero_dim::ZeroDimRule).")]
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

        impl<L, R, P: Policy> $Bridge<L, R, P> for IgnoredRule
        where
            L: $Table<R, P>,
            <L as $Table<R, P>>::Output: Element + CastFrom<L> + CastFrom<R>,
        {
            type Output = <L as $Table<R, P>>::Output;
        }
    };
    (@row $generic:literal { $shape:ident $name:ident $docs:tt $Public:ident $Assoc:ident $Alias:ident $Op:ident $Table:ident
        [] $result:ident [$title:literal $symbol:literal $what:literal]
        [$message:literal $label:literal $note:literal] $($more:tt)* }) => {
        #[doc = concat!("The **", $title, " table** of a policy, as its declaration defines it; use [`", stringify!($Public), "`](crate::", stringify!($Public), ").")]
        #[diagnostic::on_unimplemented(message = $message, label = $label, note = $note, note = $generic)]
        pub trait $Table<P> {
            /// The family's type for `Self` (bounded by the public operator, as for two operands).
            type Output;
        }
    };
    // The cells: one associated type per binary family, named as its table, and `add`'s
    // diagnostic, which a missing cell reports (no family defines the pair, so it has no
    // promotion at all).
    (@cells $generic:literal [$($Binary:ident)*] $add:tt { binary add $docs:tt $Public:ident $Assoc:ident $Alias:ident
        $Op:ident $Table:ident $Bridge:tt $result:ident $texts:tt
        [$message:literal $label:literal $note:literal] $($more:tt)* } $($rest:tt)*) => {
        define_tables!(@cells $generic [$($Binary)* $Table] [$message $label $note] $($rest)*);
    };
    (@cells $generic:literal [$($Binary:ident)*] $add:tt { binary $name:ident $docs:tt $Public:ident $Assoc:ident
        $Alias:ident $Op:ident $Table:ident $($more:tt)* } $($rest:tt)*) => {
        define_tables!(@cells $generic [$($Binary)* $Table] $add $($rest)*);
    };
    (@cells $generic:literal $binary:tt $add:tt { $($row:tt)* } $($rest:tt)*) => {
        define_tables!(@cells $generic $binary $add $($rest)*);
    };
    (@cells $generic:literal [$($Binary:ident)*] [$message:literal $label:literal $note:literal]) => {
        /// One cell of a policy's binary grids: the result of every binary family for `Self`
        /// with `Rhs` under `P`, as [`Defined<T>`], or [`Undefined`] where a family has none. The macros emit one impl
        /// per pair that some family defines, rather than one per pair and family: rustc's cost
        /// is per impl, and the families' tables are read off this one.
        #[diagnostic::on_unimplemented(message = $message, label = $label, note = $note, note = $generic)]
        pub trait BinaryCell<Rhs, P> {
            /// Every binary family's result, as a [`Cell`].
            type Cell;
        }

        /// Every binary family's result for one pair, one parameter per family in the family
        /// list's order, each [`Defined<T>`] or [`Undefined`]: the one associated type of a
        /// [`BinaryCell`] impl. One type rather than one associated type per family, because
        /// rustc's memory and time grow with the items of the ~2,000 cells of the default build.
        /// A family's table reads its entry with [`Pick`].
        pub struct Cell<$($Binary),*>(core::marker::PhantomData<($($Binary,)*)>);

        // Each family's table, read off a cell by the family's position in it.
        define_tables!(@pick [] [$($Binary)*]);

        // Two cells for every pair, under two policies nobody can name or use (neither is a
        // `Policy`). While generic code's policy is not yet inferred, they keep
        // `A: Promote<X, ?P>` ambiguous rather than false: otherwise rustc infers the only
        // other impl a type parameter matches (`Rhs = ZeroDim<_>`) and reports a mismatch after
        // the missing bound. Two, because rustc would infer the policy of a single one and find
        // its cells undefined.
        #[diagnostic::do_not_recommend]
        impl<L, R> BinaryCell<R, Unnamed> for L {
            type Cell = Cell<$(define_tables!(@undefined $Binary)),*>;
        }

        #[diagnostic::do_not_recommend]
        impl<L, R> BinaryCell<R, AlsoUnnamed> for L {
            type Cell = Cell<$(define_tables!(@undefined $Binary)),*>;
        }

        /// An extension's cell `L op R` of every binary family (see
        /// [`policies::extension`](crate::policies::extension)).
        pub trait ExtCell<L, R> {
            /// Every binary family's result, as a [`Cell`].
            type Cell;
        }
    };
    (@undefined $Binary:ident) => { Undefined };
    // One family's table: `$Before` are the families ahead of it in the cell, `$After` behind.
    // A pair the family leaves undefined has no impl, as if the cell were absent. Not
    // recommended, so that generic code missing its bound hears of this table (the family's
    // message), not of the cell.
    (@pick [$($Before:ident)*] [$Binary:ident $($After:ident)*]) => {
        impl<$($Before,)* T, $($After),*> Pick<{ 0 $(+ define_tables!(@one $Before))* }>
            for Cell<$($Before,)* T, $($After),*>
        {
            type Entry = T;
        }

        #[diagnostic::do_not_recommend]
        impl<L, R, P> $Binary<R, P> for L
        where
            L: BinaryCell<R, P>,
            <L as BinaryCell<R, P>>::Cell: Pick<{ 0 $(+ define_tables!(@one $Before))* }>,
            <<L as BinaryCell<R, P>>::Cell as Pick<{ 0 $(+ define_tables!(@one $Before))* }>>::Entry: IsDefined,
        {
            type Output = <<<L as BinaryCell<R, P>>::Cell as Pick<{ 0 $(+ define_tables!(@one $Before))* }>>::Entry as IsDefined>::Type;
        }

        define_tables!(@pick [$($Before)* $Binary] [$($After)*]);
    };
    (@one $Before:ident) => { 1 };
    (@pick [$($Before:ident)*] []) => {};
}

/// The entry at position `I` of a [`Cell`] (the family list's `I`-th binary family).
pub trait Pick<const I: usize> {
    /// [`Defined<T>`] or [`Undefined`].
    type Entry;
}

/// A family's result `T` in a [`BinaryCell`].
pub struct Defined<T>(core::marker::PhantomData<T>);

/// What a cell holds for a family that has a result: [`Defined<T>`], never [`Undefined`].
pub trait IsDefined {
    /// The result.
    type Type;
}

impl<T> IsDefined for Defined<T> {
    type Type = T;
}

/// A family's result in a cell where it has none, for a pair (or type) that another family
/// defines: the family's table has no impl there, as if the cell were absent.
#[derive(Clone, Copy, Debug)]
pub enum Undefined {}

/// A policy under which every cell is undefined, for [`BinaryCell`]'s blanket impls.
#[derive(Clone, Copy, Debug)]
pub enum Unnamed {}

/// A second [`Unnamed`].
#[derive(Clone, Copy, Debug)]
pub enum AlsoUnnamed {}

/// Two operands that are elements of the policy's tables, asked as one tuple before `Copy`. It
/// keeps a binary family's impl over its table apart from the impls for a 0-d operand (neither
/// operand is a `ZeroDim`). A family of one operand's impl is `do_not_recommend`, so there it
/// also gives generic code missing its bound one error (the family's), not one per unmet bound;
/// a binary family's impl is not (see `operators.rs`), and such code hears of each.
pub trait ElementsUnder {}

impl<T: Element, U: Element, P: Policy> ElementsUnder for (T, U, P) {}

family_rows!(define_tables);
