//! The public type operators of every family (`Promote`/`Promoted`, `PromoteDiv`/`Quotient`,
//! `FloatMath`/`FloatOf`, …), one trait and one alias per row of
//! [`__family_rows!`](crate::__family_rows), each built from its family's table by blanket impls.
//!
//! A binary operator has one blanket impl per position of a 0-d operand, which reaches the table
//! through the family's bridge under the policy's [`ZeroDimRule`](crate::zero_dim::ZeroDimRule).
//! The operators never recurse into themselves, so asking `i8: Promote<?U, P>` with `?U` not yet
//! inferred stays an ambiguity, never an overflow.

use super::tables::ElementsUnder;
use crate::{CastFrom, Element, Policy, ZeroDim};

macro_rules! define_operators {
    ($generic:literal family_rows { $($row:tt)* }) => {
        $(define_operators!(@row $generic $row);)*
    };
    (@row $generic:literal { binary $name:ident [$($docs:tt)*] $Public:ident $Assoc:ident $Alias:ident
        $Op:ident $Table:ident [$Bridge:ident] $result:ident [$title:literal $symbol:literal $what:literal]
        [$message:literal $label:literal $note:literal] $($more:tt)* }) => {
        $($docs)*
        #[diagnostic::on_unimplemented(message = $message, label = $label, note = $note, note = $generic)]
        // `Copy`: a bound on the family says what the operand can do (an element, a weak scalar
        // or a `ZeroDim`, each `Copy`), so generic code can copy out of a slice.
        pub trait $Public<Rhs, P>: Copy {
            #[doc = concat!("The family's type: ", $what, ".")]
            type $Assoc: Element + CastFrom<Self> + CastFrom<Rhs>;

            define_operators!(@conversions $name $Assoc);
        }

        #[doc = concat!("The ", $title, " type of `L` with `R` under `P` (", $what, "): `<L as ", stringify!($Public), "<R, P>>::", stringify!($Assoc), "`.")]
        pub type $Alias<L, R, P> = <L as $Public<R, P>>::$Assoc;

        // Not `do_not_recommend`: a defined pair whose result is not what an annotation asks
        // for (`let c: Array<i8, Torch> = a_i32 + b_i64;`) is then a type mismatch (E0271,
        // "expected `i8`, found `i64`"); with the attribute rustc turned that mismatch into this
        // trait's "no promotion", which was false. An undefined pair is still reported by the
        // family's message, from the table below (whose path `families::tables` is public so
        // that rustc prints it short).
        impl<T, U, P> $Public<U, P> for T
        where
            T: super::tables::$Table<U, P>,
            <T as super::tables::$Table<U, P>>::Output: Element + CastFrom<T> + CastFrom<U>,
            (T, U, P): ElementsUnder,
            T: Copy,
        {
            type $Assoc = <T as super::tables::$Table<U, P>>::Output;
        }

        // Not `do_not_recommend` either, for the same reason. (On the impls for `ZeroDim<T>`
        // the attribute stays: without it every undefined pair's message lists them as "other
        // types that implement" the family. A mismatch inside them would then be reported as
        // "no promotion"; the `u128` impls below keep that from happening.)
        impl<T: Element, U: Element, P: Policy> $Public<ZeroDim<U>, P> for T
        where
            P::ZeroDim: super::tables::$Bridge<T, ZeroDim<U>, P>,
        {
            type $Assoc = <P::ZeroDim as super::tables::$Bridge<T, ZeroDim<U>, P>>::Output;
        }

        #[diagnostic::do_not_recommend]
        impl<T: Element, U: Element, P: Policy> $Public<U, P> for ZeroDim<T>
        where
            P::ZeroDim: super::tables::$Bridge<ZeroDim<T>, U, P>,
        {
            type $Assoc = <P::ZeroDim as super::tables::$Bridge<ZeroDim<T>, U, P>>::Output;
        }

        // Four impls with an operand of `u128` (a right operand of `u128` or `ZeroDim<u128>`, a
        // left one of `ZeroDim<u128>`), for the diagnostics alone (`u128` is no `Element`, so
        // coherence keeps them apart from the generic impls). An operand beside a 0-d left
        // operand whose type is an integer literal not yet inferred
        // (`Array0::new(100i64) + Array::from_vec(vec![1, 2])`, `Array0::new(1) + b_i64`) then
        // matches two impls, and rustc leaves the pair ambiguous until the literal falls back
        // to `i32`. Without them it selects the generic impl at once and carries an
        // annotation's expected result (`Array<i8, _>`) into that impl's bounds, where a
        // mismatch is reported, through `do_not_recommend`, as the family's "no promotion".
        // With them it is the type mismatch it is (E0271, "expected `i8`, found `i32`";
        // `tests/ui/result-mismatch-every-kind.rs`). Their result, `f64`, is never computed:
        // no container holds `u128`.
        #[diagnostic::do_not_recommend]
        #[doc(hidden)]
        impl<T: Element, P: Policy> $Public<u128, P> for ZeroDim<T>
        where
            f64: CastFrom<ZeroDim<T>>,
        {
            type $Assoc = f64;
        }

        #[diagnostic::do_not_recommend]
        #[doc(hidden)]
        impl<T: Element, P: Policy> $Public<ZeroDim<u128>, P> for ZeroDim<T>
        where
            f64: CastFrom<ZeroDim<T>>,
        {
            type $Assoc = f64;
        }

        #[diagnostic::do_not_recommend]
        #[doc(hidden)]
        impl<U: Element, P: Policy> $Public<U, P> for ZeroDim<u128>
        where
            f64: CastFrom<U>,
        {
            type $Assoc = f64;
        }

        #[diagnostic::do_not_recommend]
        #[doc(hidden)]
        impl<U: Element, P: Policy> $Public<ZeroDim<U>, P> for ZeroDim<u128>
        where
            f64: CastFrom<ZeroDim<U>>,
        {
            type $Assoc = f64;
        }

        #[diagnostic::do_not_recommend]
        impl<T: Element, U: Element, P: Policy> $Public<ZeroDim<U>, P> for ZeroDim<T>
        where
            P::ZeroDim: super::tables::$Bridge<ZeroDim<T>, ZeroDim<U>, P>,
        {
            type $Assoc = <P::ZeroDim as super::tables::$Bridge<ZeroDim<T>, ZeroDim<U>, P>>::Output;
        }
    };
    // A unary operation computes its result from the element (a magnitude, a truth value), so its
    // type need not be a conversion of the element, as a reduction's is.
    (@row $generic:literal { unary $($row:tt)* }) => {
        define_operators!(@one_operand $generic [] unary $($row)*);
    };
    (@row $generic:literal { $shape:ident $($row:tt)* }) => {
        define_operators!(@one_operand $generic [+ CastFrom<Self>] $shape $($row)*);
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
    // A one-operand family: the public type operator, one blanket impl over its table that rustc
    // does not recommend, so that an undefined dtype's error lists no generated impl.
    (@one_operand $generic:literal [$($bound:tt)*] $shape:ident $name:ident [$($docs:tt)*] $Public:ident
        $Assoc:ident $Alias:ident $Op:ident $Table:ident [] $result:ident
        [$title:literal $symbol:literal $what:literal] [$message:literal $label:literal $note:literal]
        $($more:tt)*) => {
        $($docs)*
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
        impl<T: super::tables::$Table<P>, P> $Public<P> for T
        where
            (T, T, P): ElementsUnder,
            T: Copy,
            <T as super::tables::$Table<P>>::Output: Element $($bound)*,
        {
            type $Assoc = <T as super::tables::$Table<P>>::Output;
        }

        #[doc = concat!("The ", $title, " type of `T` under `P` (", $what, "): `<T as ", stringify!($Public), "<P>>::", stringify!($Assoc), "`.")]
        pub type $Alias<T, P> = <T as $Public<P>>::$Assoc;
    };
}

family_rows!(define_operators);
