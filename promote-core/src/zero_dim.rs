//! Zero-dimensional operands: how a policy promotes a 0-d array (a scalar tensor).
//!
//! In the type operators a 0-d operand of element type `T` is written [`ZeroDim<T>`], so that
//! `Promoted<i8, ZeroDim<f64>, Torch>` asks what a dimensioned `i8` array with a 0-d `f64` array
//! gives. A policy says how 0-d operands behave with its [`Policy::ZeroDim`] rule:
//!
//! - [`LikeArray`] (NumPy 2, JAX, the array API standard, ...): exactly like an array. The impls
//!   are the blanket ones below, derived from the policy's array impls.
//! - [`CategoryRule`] (PyTorch, MegEngine): operands rank as dimensioned array > 0-d array >
//!   Python scalar, and a lower-ranked operand only counts when its category (bool < integer <
//!   float < complex) is higher. The policy's macro derives these impls from its table and its
//!   `zero_dim { ... }` declaration.
//!
//! The other families (division, comparison, bitwise) follow through a bridge: under `LikeArray`
//! from the array impls, under `CategoryRule` from the promoted type of the pair by the policy's
//! result rules ([`DivRule`] and friends).
//!
//! ```
//! use promote_core::{policies::{NumPy, Torch}, Promoted, ZeroDim};
//! let a: Promoted<i8, ZeroDim<i64>, Torch> = 1i8;    // the dimensioned i8 wins
//! let b: Promoted<i8, ZeroDim<f64>, Torch> = 1.0f64; // a higher category counts
//! let c: Promoted<i8, ZeroDim<i64>, NumPy> = 1i64;   // NumPy 2: 0-d arrays are arrays
//! ```

use crate::family::{PromoteBitwise, PromoteDiv, PromoteEq, PromoteOrd};
use crate::{CastFrom, Element, Policy, Promote, Promoted};

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
pub trait ZeroDimRule: 'static {}

/// 0-d arrays promote exactly like arrays.
#[derive(Clone, Copy, Debug, Default)]
pub struct LikeArray;

/// PyTorch's rule: ranks (array > 0-d array > scalar) and categories (bool < int < float < complex).
#[derive(Clone, Copy, Debug, Default)]
pub struct CategoryRule;

impl ZeroDimRule for LikeArray {}
impl ZeroDimRule for CategoryRule {}

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

impl<T: Element, U, P> Promote<ZeroDim<U>, P> for T
where
    P: Policy<ZeroDim = LikeArray>,
    T: Promote<U, P>,
    U: Element,
{
    type Output = Promoted<T, U, P>;
}

impl<T, U: Element, P> Promote<U, P> for ZeroDim<T>
where
    P: Policy<ZeroDim = LikeArray>,
    T: Promote<U, P>,
    T: Element,
{
    type Output = Promoted<T, U, P>;
}

impl<T, U, P> Promote<ZeroDim<U>, P> for ZeroDim<T>
where
    P: Policy<ZeroDim = LikeArray>,
    T: Promote<U, P>,
    T: Element,
    U: Element,
{
    type Output = Promoted<T, U, P>;
}

macro_rules! family_bridge {
    ($(#[$doc:meta])* $Family:ident, $Assoc:ident, $Bridge:ident, $Rule:ident) => {
        $(#[$doc])*
        pub trait $Rule<P: Policy>: Element {
            /// The family's type for a pair whose promoted type is `Self`.
            type Output: Element + CastFrom<Self>;
        }

        /// How a 0-d operand reaches this family under a [`ZeroDimRule`].
        pub trait $Bridge<L, R, P> {
            /// The family's type for `L` with `R`.
            type Output: Element + CastFrom<L> + CastFrom<R>;
        }

        impl<L, R, P> $Bridge<L, R, P> for LikeArray
        where
            P: Policy,
            L: Operand,
            R: Operand,
            L::Element: $Family<R::Element, P>,
            <L::Element as $Family<R::Element, P>>::$Assoc: CastFrom<L> + CastFrom<R>,
        {
            type Output = <L::Element as $Family<R::Element, P>>::$Assoc;
        }

        impl<L, R, P> $Bridge<L, R, P> for CategoryRule
        where
            P: Policy,
            L: Promote<R, P>,
            Promoted<L, R, P>: $Rule<P>,
            <Promoted<L, R, P> as $Rule<P>>::Output: CastFrom<L> + CastFrom<R>,
        {
            type Output = <Promoted<L, R, P> as $Rule<P>>::Output;
        }

        impl<T: Element, U, P: Policy> $Family<ZeroDim<U>, P> for T
        where
            P::ZeroDim: $Bridge<T, ZeroDim<U>, P>,
        {
            type $Assoc = <P::ZeroDim as $Bridge<T, ZeroDim<U>, P>>::Output;
        }

        impl<T, U: Element, P: Policy> $Family<U, P> for ZeroDim<T>
        where
            P::ZeroDim: $Bridge<ZeroDim<T>, U, P>,
        {
            type $Assoc = <P::ZeroDim as $Bridge<ZeroDim<T>, U, P>>::Output;
        }

        impl<T, U, P: Policy> $Family<ZeroDim<U>, P> for ZeroDim<T>
        where
            P::ZeroDim: $Bridge<ZeroDim<T>, ZeroDim<U>, P>,
        {
            type $Assoc = <P::ZeroDim as $Bridge<ZeroDim<T>, ZeroDim<U>, P>>::Output;
        }
    };
}

family_bridge!(
    /// Under [`CategoryRule`]: the quotient's type for a pair whose promoted type is `Self`.
    PromoteDiv, Output, DivBridge, DivRule
);
family_bridge!(
    /// Under [`CategoryRule`]: the equality-compare type for a pair whose promoted type is `Self`.
    PromoteEq, Compute, EqBridge, EqRule
);
family_bridge!(
    /// Under [`CategoryRule`]: the ordering-compare type for a pair whose promoted type is `Self`.
    PromoteOrd, Compute, OrdBridge, OrdRule
);
family_bridge!(
    /// Under [`CategoryRule`]: the bitwise result type for a pair whose promoted type is `Self`.
    PromoteBitwise, Output, BitwiseBridge, BitwiseRule
);
