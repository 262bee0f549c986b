//! Code generic over element types and policies: the bound bundles [`PromoteArith`] and
//! [`PromoteSub`], and the result type of several operands, [`PromoteAll`] / [`PromotedAll`]
//! (with its run-time mirror [`result_type_all`]).
//!
//! A function generic in its element types needs `A: Promote<X, P>`, `+` and `*` on the promoted
//! type (a bound on a projection), and `X: Element` to copy a right operand out of a slice.
//! [`PromoteArith`] bundles the three into one bound, so the function needs one `where` line:
//!
//! ```
//! use promote_core::{element::ElementArith, policies::Jax, Promote, PromoteArith, Promoted};
//!
//! /// `a * x`, elementwise, in the promoted type.
//! fn axpy<A, X, P>(a: A, x: &[X]) -> Vec<Promoted<A, X, P>>
//! where
//!     A: PromoteArith<X, P>,
//! {
//!     let a = a.promote_lhs();
//!     x.iter().map(|xi| a.mul(A::promote_rhs_ref(xi))).collect()
//! }
//!
//! let y: Vec<f32> = axpy::<i8, f32, Jax>(3, &[0.5, -1.0]); // i8 ⊔ f32 = f32
//! assert_eq!(y, [1.5, -3.0]);
//! ```
//!
//! The result type of several operands is the policy's n-ary rule over a tuple: a left fold of
//! [`Promote`], or NumPy's own rule (see [`PromoteAll`]):
//!
//! ```
//! use promote_core::{f16, policies::Jax, PromotedAll};
//! let x: PromotedAll<(u8, i8, f16), Jax> = f16::from_f32(0.5); // (u8 ⊔ i8) ⊔ f16 = i16 ⊔ f16
//! # let _ = x;
//! ```
//!
//! # When generic code does not compile
//!
//! An error that says a pair "has no promotion under the policy `P`", with `P` (or an operand) a
//! type parameter, is a missing bound, not a missing rule: the function must ask for the
//! family's trait for that pair, which the note "required for `A` to implement `Promote<X, P>`"
//! names. (rustc's own help suggests the table the trait reads, `AddTable<X, P>`; that bound is
//! not enough, as the trait also asks that both operands be elements under a policy.)
//!
//! | the error is about | add |
//! |---|---|
//! | `Promoted<A, X, P>` (or `a + x` on arrays) | `A: Promote<X, P>`, or [`PromoteArith`] for the arithmetic too |
//! | `a / x`, `a < x`, `a.floor_divide(x)`, … | that family's trait: `A: PromoteDiv<X, P>`, [`PromoteOrd`](crate::PromoteOrd), … |
//! | `+ - *` on the promoted type | `A: Promote<X, P, Output: ElementArith>` |
//! | an `Array<X, P>` operand | `X: Element`, `P: Policy` |
//! | a 0-d operand `Array0<X, P>` | `A: Promote<ZeroDim<X>, P>` ([`ZeroDim`](crate::ZeroDim)): under some policies a 0-d operand is a pair of its own |
//! | `a.sum()`, `a.mean()` | `A: Accumulate<P>`, `A: MeanType<P>` (or [`Moments`] for mean and variance) |
//! | three or more operands | `(A, B, C): PromoteAll<P>`, then [`PromoteAll::promote_all`] |

mod n_ary;

pub use n_ary::*;

use crate::ops::{self, ReduceOp};
use crate::{
    AccumulateIn, AccumulatorOf, CastFrom, DType, Element, ElementArith, ElementDiv, ElementFloat,
    ElementSub, MeanOf, MeanType, Policy, Promote, Promoted, VarOf, VarType,
};

/// The bounds of generic arithmetic on two element types, in one: both are [`Element`]s, `Self`
/// promotes with `Rhs` under `P`, and the promoted type has `+` and `*` ([`ElementArith`]).
///
/// A blanket impl covers every such pair, so it never needs an impl of its own; a pair the policy
/// leaves undefined does not satisfy it, and a call with that pair does not compile. Wherever
/// `A: PromoteArith<X, P>` holds, so do its supertrait bounds `A: Element`, `A: Promote<X, P>`
/// and `Promoted<A, X, P>: ElementArith`: a generic body may copy an `A`, call
/// [`Promote::promote_lhs`], [`ElementArith::add`] and [`ElementArith::mul`] without saying more.
///
/// Rust does not pass a trait's bounds on its *other* parameters on to the code that uses the
/// trait. So the one thing that needs `X: Element`, converting a right operand read out of a
/// slice (it must be copied), is a method: [`promote_rhs_ref`](Self::promote_rhs_ref).
///
/// ```
/// use promote_core::{element::ElementArith, policies::Jax, Promote, PromoteArith, Promoted};
///
/// fn axpy<A, X, P>(a: A, x: &[X]) -> Vec<Promoted<A, X, P>>
/// where
///     A: PromoteArith<X, P>,
/// {
///     let a = a.promote_lhs();
///     x.iter().map(|xi| a.mul(A::promote_rhs_ref(xi))).collect()
/// }
///
/// assert_eq!(axpy::<u8, i8, Jax>(200, &[1, -1]), [200i16, -200]); // u8 ⊔ i8 = i16
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` and `{Rhs}` have no promoting arithmetic under the policy `{P}`",
    label = "`{Self}` with `{Rhs}` is undefined under `{P}`, or its promoted type has no `+` and `*`",
    note = "`PromoteArith<{Rhs}, {P}>` needs `{Self}: Promote<{Rhs}, {P}>` whose output is `ElementArith`"
)]
pub trait PromoteArith<Rhs, P>: Element + Promote<Rhs, P, Output: ElementArith> {
    /// Converts a borrowed right operand into the promoted type (every [`Element`] is `Copy`).
    fn promote_rhs_ref(rhs: &Rhs) -> Promoted<Self, Rhs, P>;
}

impl<A, X, P> PromoteArith<X, P> for A
where
    A: Element + Promote<X, P>,
    X: Element,
    Promoted<A, X, P>: ElementArith,
{
    #[inline(always)]
    fn promote_rhs_ref(rhs: &X) -> Promoted<A, X, P> {
        A::promote_rhs(*rhs)
    }
}

/// [`PromoteArith`] with subtraction: the promoted type is also [`ElementSub`] (every numeric
/// type, not `bool`).
///
/// ```
/// use promote_core::{element::ElementSub, policies::Jax, Promote, PromoteSub, Promoted};
///
/// fn diff<A, X, P>(a: A, x: X) -> Promoted<A, X, P>
/// where
///     A: PromoteSub<X, P>,
/// {
///     a.promote_lhs().sub(A::promote_rhs(x))
/// }
///
/// assert_eq!(diff::<u8, i8, Jax>(1, 3), -2i16); // u8 ⊔ i8 = i16
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` and `{Rhs}` have no promoting subtraction under the policy `{P}`",
    label = "`{Self}` with `{Rhs}` is undefined under `{P}`, or its promoted type has no `-`"
)]
pub trait PromoteSub<Rhs, P>: PromoteArith<Rhs, P> + Promote<Rhs, P, Output: ElementSub> {}

impl<A, X, P> PromoteSub<X, P> for A
where
    A: PromoteArith<X, P>,
    Promoted<A, X, P>: ElementSub,
{
}

/// The bounds of generic statistics on one element type, in one: `mean` and `var` are defined
/// for `Self` under `P`, and the mean's type has the float math the statistics need. A blanket
/// impl covers every such type, so generic code that standardises data needs one bound and no
/// `where` line, whatever the element type and the policy:
///
/// ```
/// use promote_core::policies::{Jax, NumPy};
/// use promote_core::element::{ElementDiv, ElementSub};
/// use promote_core::{Array, CastFrom, MeanOf, Moments, Policy};
///
/// /// `(x - mean(x)) / std(x)`, in the policy's mean type.
/// fn standardize<T: Moments<P>, P: Policy>(x: &Array<T, P>) -> Array<MeanOf<T, P>, P> {
///     let (mean, std) = (T::mean_of(x.as_slice()), T::std_of(x.as_slice()));
///     x.map(|v| MeanOf::<T, P>::cast_from(v).sub(mean).div(std))
/// }
///
/// let x: Array<i32, NumPy> = Array::from_vec(vec![1, 2, 3, 4]);
/// let z: Array<f64, NumPy> = standardize(&x);        // NumPy: the mean of i32 is f64
/// assert!((z.as_slice()[0] + 1.3416407864998738).abs() < 1e-12);
/// let w: Array<f32, Jax> = standardize(&x.with_policy::<Jax>()); // JAX: f32
/// assert!((w.as_slice()[3] - 1.3416408).abs() < 1e-6);
/// ```
///
/// PyTorch has no mean of an integer tensor, so `standardize` of an `Array<i32, Torch>` does not
/// compile:
///
/// ```compile_fail
/// # use promote_core::{policies::Torch, Moments};
/// fn needs<T: Moments<P>, P>() {}
/// needs::<i32, Torch>();
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no mean and variance under the policy `{P}`",
    label = "`mean` or `var` of `{Self}` is undefined under `{P}`",
    note = "cast the array to a floating type first, e.g. `array.cast::<f32>()`"
)]
pub trait Moments<P>:
    Element
    + MeanType<
        P,
        Output: ElementFloat + ElementSub + ElementDiv + CastFrom<Self> + CastFrom<VarOf<Self, P>>,
    > + VarType<P>
{
    /// The mean of `items`, in the policy's mean type (NaN for none).
    fn mean_of(items: &[Self]) -> MeanOf<Self, P>;
    /// The population variance of `items`, in the policy's variance type.
    fn var_of(items: &[Self]) -> VarOf<Self, P>;
    /// The population standard deviation, `sqrt(var)`, in the mean's type.
    fn std_of(items: &[Self]) -> MeanOf<Self, P> {
        MeanOf::<Self, P>::cast_from(Self::var_of(items)).sqrt()
    }
}

impl<T, P> Moments<P> for T
where
    T: Element + MeanType<P> + VarType<P>,
    MeanOf<T, P>: ElementFloat + ElementSub + ElementDiv + CastFrom<T> + CastFrom<VarOf<T, P>>,
    MeanOf<T, P>: AccumulateIn<P>,
    ops::Mean: ReduceOp<T, AccumulatorOf<MeanOf<T, P>, P>, MeanOf<T, P>>,
    ops::Var: ReduceOp<T, VarOf<T, P>, VarOf<T, P>>,
{
    #[inline]
    fn mean_of(items: &[T]) -> MeanOf<T, P> {
        <ops::Mean as ReduceOp<T, AccumulatorOf<MeanOf<T, P>, P>, MeanOf<T, P>>>::reduce(
            items.iter().copied(),
        )
    }

    #[inline]
    fn var_of(items: &[T]) -> VarOf<T, P> {
        <ops::Var as ReduceOp<T, VarOf<T, P>, VarOf<T, P>>>::reduce(items.iter().copied())
    }
}
