//! Operand kinds: how the public type operators ([`Promote`], [`PromoteDiv`], …) are built from the
//! tables a policy's macro emits, for arrays, weak scalars and zero-dimensional arrays.
//!
//! A policy's declaration implements *table traits* ([`AddTable`], [`DivTable`], …) for the pairs
//! it defines. The public operators are blanket impls over them, one per position of a 0-d
//! operand. In the type operators a 0-d operand of element type `T` is written [`ZeroDim<T>`]:
//! `Promoted<i8, ZeroDim<f64>, Torch>` asks what a dimensioned `i8` array with a 0-d `f64` array
//! gives. A policy says how 0-d operands behave with its [`Policy::ZeroDim`] rule:
//!
//! - [`LikeArray`] (NumPy 2, JAX, the array API standard, ...): exactly like an array, from the
//!   policy's array tables.
//! - [`CategoryRule`] (PyTorch, MegEngine): operands rank as dimensioned array > 0-d array >
//!   Python scalar, and a lower-ranked operand only counts when its category (bool < integer <
//!   float < complex) is higher. The macro derives the tables of 0-d pairs from the policy's
//!   table, its `zero_dim { ... }` declaration and its families' rules.
//! - [`MajorTypeRule`] (PaddlePaddle): a 0-d operand of the array's major type leaves the array's
//!   dtype; otherwise the pair promotes by the full table the policy declares for 0-d operands.
//!
//! The public operators never recurse into themselves, so asking `i8: Promote<?U, P>` with `?U`
//! not yet inferred stays an ambiguity, never an overflow.
//!
//! ```
//! use promote_core::{policies::{NumPy, Torch}, Promoted, ZeroDim};
//! let a: Promoted<i8, ZeroDim<i64>, Torch> = 1i8;    // the dimensioned i8 wins
//! let b: Promoted<i8, ZeroDim<f64>, Torch> = 1.0f64; // a higher category counts
//! let c: Promoted<i8, ZeroDim<i64>, NumPy> = 1i64;   // NumPy 2: 0-d arrays are arrays
//! ```

use crate::family::{PromoteBitwise, PromoteDiv, PromoteEq, PromoteOrd};
use crate::{CastFrom, Element, Policy, Promote};

/// The element type of a zero-dimensional operand, in the type operators.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ZeroDim<T>(pub T);

impl<T: Element, U: CastFrom<T>> CastFrom<ZeroDim<T>> for U {
    #[inline(always)]
    fn cast_from(value: ZeroDim<T>) -> U {
        U::cast_from(value.0)
    }
}

/// How a policy promotes 0-d operands: [`LikeArray`] or [`CategoryRule`].
pub trait ZeroDimRule: 'static {
    /// Whether this is PyTorch's category rule.
    const CATEGORY_RULE: bool;
}

/// 0-d arrays promote exactly like arrays.
#[derive(Clone, Copy, Debug, Default)]
pub struct LikeArray;

/// PyTorch's rule: ranks (array > 0-d array > scalar) and categories (bool < int < float < complex).
#[derive(Clone, Copy, Debug, Default)]
pub struct CategoryRule;

/// PaddlePaddle's rule: a 0-d operand of the array's major type (category) leaves the array's
/// dtype; otherwise, and between two 0-d operands, the pair promotes by Paddle's full table.
#[derive(Clone, Copy, Debug, Default)]
pub struct MajorTypeRule;

impl ZeroDimRule for MajorTypeRule {
    const CATEGORY_RULE: bool = false;
}

impl ZeroDimRule for LikeArray {
    const CATEGORY_RULE: bool = false;
}
impl ZeroDimRule for CategoryRule {
    const CATEGORY_RULE: bool = true;
}

/// An operand type with its 0-d marker removed: `ZeroDim<T>` and `T` both give `T`.
pub trait Operand {
    /// The element type.
    type Element: Element;
}

impl<T: Element> Operand for T {
    type Element = T;
}

impl<T: Element> Operand for ZeroDim<T> {
    type Element = T;
}

/// Writes a family: its table trait (what the macros implement), its bridge for 0-d operands,
/// and the blanket impls of the public operator for each position of a 0-d operand.
macro_rules! family {
    (
        $(#[$table_doc:meta])* $Table:ident,
        $(#[$bridge_doc:meta])* $Bridge:ident,
        $Public:ident::$Assoc:ident
    ) => {
        $(#[$table_doc])*
        pub trait $Table<Rhs, P>: Sized {
            /// The family's type for `Self` with `Rhs`.
            type Output: Element + CastFrom<Self> + CastFrom<Rhs>;
        }

        $(#[$bridge_doc])*
        pub trait $Bridge<L, R, P> {
            /// The family's type for `L` with `R`.
            type Output: Element + CastFrom<L> + CastFrom<R>;
        }

        impl<L: Operand, R: Operand, P: Policy> $Bridge<L, R, P> for LikeArray
        where
            L::Element: $Table<R::Element, P>,
            <L::Element as $Table<R::Element, P>>::Output: CastFrom<L> + CastFrom<R>,
        {
            type Output = <L::Element as $Table<R::Element, P>>::Output;
        }

        impl<L, R, P: Policy> $Bridge<L, R, P> for CategoryRule
        where
            L: $Table<R, P>,
        {
            type Output = <L as $Table<R, P>>::Output;
        }

        impl<L, R, P: Policy> $Bridge<L, R, P> for MajorTypeRule
        where
            L: $Table<R, P>,
        {
            type Output = <L as $Table<R, P>>::Output;
        }

        #[diagnostic::do_not_recommend]
        impl<T: Element, U: Element, P: Policy> $Public<U, P> for T
        where
            T: $Table<U, P>,
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
    };
}

family!(
    /// The **add table** of a policy, as its declaration defines it: the macros implement it for
    /// every defined pair of arrays and weak scalars (and, under [`CategoryRule`], of 0-d operands).
    /// Use [`Promote`], which is built from it for every operand kind.
    #[diagnostic::on_unimplemented(
        message = "`{Self}` and `{Rhs}` have no promotion under the policy `{P}`",
        label = "`{Self}` with `{Rhs}` is undefined under `{P}`",
        note = "`{P}` leaves this pair undefined on purpose; convert one operand explicitly first, e.g. `array.cast::<T>()` to a type `T` that promotes with the other"
    )]
    AddTable,
    /// How a 0-d operand reaches [`Promote`] under a [`ZeroDimRule`].
    AddBridge,
    Promote::Output
);

family!(
    /// The **division table** of a policy, implemented by its declaration; use [`PromoteDiv`].
    #[diagnostic::on_unimplemented(
        message = "true division `{Self} / {Rhs}` is undefined under the policy `{P}`",
        label = "`{Self} / {Rhs}` has no promotion under `{P}`",
        note = "cast the operands to a floating type first, e.g. `array.cast::<f32>()`"
    )]
    DivTable,
    /// How a 0-d operand reaches [`PromoteDiv`] under a [`ZeroDimRule`].
    DivBridge,
    PromoteDiv::Output
);

family!(
    /// The **equality table** of a policy, implemented by its declaration; use [`PromoteEq`].
    #[diagnostic::on_unimplemented(
        message = "`{Self}` and `{Rhs}` cannot be compared for equality under the policy `{P}`",
        label = "`{Self} == {Rhs}` is undefined under `{P}`",
        note = "cast one operand explicitly first, e.g. `array.cast::<T>()`"
    )]
    EqTable,
    /// How a 0-d operand reaches [`PromoteEq`] under a [`ZeroDimRule`].
    EqBridge,
    PromoteEq::Compute
);

family!(
    /// The **ordering table** of a policy, implemented by its declaration; use [`PromoteOrd`].
    #[diagnostic::on_unimplemented(
        message = "`{Self}` and `{Rhs}` cannot be ordered under the policy `{P}`",
        label = "`{Self} < {Rhs}` is undefined under `{P}`",
        note = "`{P}` has no order for this pair (complex numbers usually have none); compare real parts explicitly"
    )]
    OrdTable,
    /// How a 0-d operand reaches [`PromoteOrd`] under a [`ZeroDimRule`].
    OrdBridge,
    PromoteOrd::Compute
);

family!(
    /// The **bitwise table** of a policy, implemented by its declaration; use [`PromoteBitwise`].
    #[diagnostic::on_unimplemented(
        message = "bitwise operation on `{Self}` and `{Rhs}` is undefined under the policy `{P}`",
        label = "`{Self} & {Rhs}` has no promotion under `{P}`",
        note = "bitwise `& | ^` take integers and booleans only"
    )]
    BitwiseTable,
    /// How a 0-d operand reaches [`PromoteBitwise`] under a [`ZeroDimRule`].
    BitwiseBridge,
    PromoteBitwise::Output
);
