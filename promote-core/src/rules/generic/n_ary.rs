//! The result type of several operands: [`PromoteAll`] / [`PromotedAll`], the policy's n-ary
//! rule over a tuple (a left fold, or NumPy's own), and its run-time mirror [`result_type_all`].

use super::*;

/// The element type that all the element types of a tuple promote to under `P`, as the policy's
/// n-ary rule says; read it through the alias [`PromotedAll`]. Implemented for tuples of 1 to 8
/// element types.
///
/// - Most policies fold [`Promote`] from the left, `((A ⊔ B) ⊔ C) ⊔ …` ([`LeftFold`]). For a
///   lattice ([`Jax`](crate::policies::Jax), any [`promotion_lattice!`](crate::promotion_lattice))
///   the join is associative and commutative, so the order cannot change the result.
/// - NumPy's `np.result_type(a, b, c)` (what `concatenate`, `stack` and `where` use) is not a
///   fold ([`MainFirst`]): it finds the operand that "knows" the most (the highest in NumPy's type
///   order, `float16` above every other dtype, Python scalars below all), promotes that one with
///   each operand, and joins the results. The two differ where NumPy is not associative: of the
///   2,744 ordered triples of its 14 dtypes, in these 14, which `a + b + c` (a left fold, the
///   operators) and `PromotedAll<(a, b, c), NumPy>` answer differently:
///
/// | a, b, c | `(a + b) + c` | `result_type(a, b, c)` |
/// |---|---|---|
/// | `u8, i8, f16` / `i8, u8, f16` | `f32` | `f16` |
/// | `u16, i8, f16` / `i8, u16, f16` | `f32` | `f16` |
/// | `u16, i16, f16` / `i16, u16, f16` | `f32` | `f16` |
/// | `u16, i8, f32` / `i8, u16, f32` | `f64` | `f32` |
/// | `u16, i16, f32` / `i16, u16, f32` | `f64` | `f32` |
/// | `u16, i8, c64` / `i8, u16, c64` | `c128` | `c64` |
/// | `u16, i16, c64` / `i16, u16, c64` | `c128` | `c64` |
///
/// ```
/// use promote_core::{f16, policies::{Jax, NumPy}, PromotedAll};
///
/// let a: PromotedAll<(i8, u8, f16), Jax> = f16::from_f32(1.0);   // (i8 ⊔ u8) ⊔ f16 = f16
/// let b: PromotedAll<(f16, i8, u8), Jax> = f16::from_f32(1.0);   // any order: f16
///
/// let c: PromotedAll<(i8, u8, f16), NumPy> = f16::from_f32(1.0); // np.result_type: f16
/// let d: PromotedAll<(u16, i8, f32), NumPy> = 1.0f32;            // not (u16 + i8) + f32 = f64
/// # let _ = (a, b, c, d);
/// ```
///
/// In generic code, the natural bound is enough: with `(A, B, C): PromoteAll<P>` in a `where`
/// clause, rustc takes the bound as given and treats the output as opaque (it no longer sees the
/// fold it stands for), so [`promote_all`](Self::promote_all) is how the operands reach it. Say
/// what the output must do with an associated type bound:
///
/// ```
/// use promote_core::element::ElementArith;
/// use promote_core::{policies::{Jax, NumPy}, Policy, PromoteAll, PromotedAll};
///
/// /// `a + b + c` in the type all three promote to.
/// fn sum3<A, B, C, P: Policy>(a: A, b: B, c: C) -> PromotedAll<(A, B, C), P>
/// where
///     (A, B, C): PromoteAll<P, Output: ElementArith>,
/// {
///     let (a, b, c) = (a, b, c).promote_all();
///     a.add(b).add(c)
/// }
///
/// assert_eq!(sum3::<u8, i8, f32, Jax>(1, -2, 0.5), -0.5f32);
/// assert_eq!(sum3::<u16, i8, f32, NumPy>(1, -2, 0.5), -0.5f32); // not f64, as (u16 + i8) + f32
/// ```
///
/// A tuple with a pair the policy leaves undefined has no impl:
///
/// ```compile_fail
/// use promote_core::{policies::ArrayApi, PromotedAll};
/// let x: PromotedAll<(i8, u8, f32), ArrayApi> = 1.0; // i16 ⊔ f32 is undefined in the array API
/// ```
#[diagnostic::on_unimplemented(
    message = "the element types `{Self}` have no common promotion under the policy `{P}`",
    label = "some pair in `{Self}` is undefined under `{P}`",
    note = "`PromoteAll` takes tuples of 1 to 8 element types"
)]
pub trait PromoteAll<P: Policy> {
    /// The promoted element type of the whole tuple.
    type Output: Element;

    /// Converts every element of the tuple into [`Output`](Self::Output): `(a, b, c)` becomes
    /// `(o, o, o)`.
    ///
    /// ```
    /// use promote_core::{policies::Jax, PromoteAll};
    /// let (a, b, c) = PromoteAll::<Jax>::promote_all((1u8, -2i8, 0.5f32));
    /// assert_eq!((a, b, c), (1.0f32, -2.0, 0.5));
    /// ```
    fn promote_all(self) -> <Self as Tuple>::Map<Self::Output>
    where
        Self: Tuple;
}

/// The element type a tuple of element types promotes to under `P`:
/// `<(A, B, C) as PromoteAll<P>>::Output`.
pub type PromotedAll<T, P> = <T as PromoteAll<P>>::Output;

impl<T, P: Policy> PromoteAll<P> for T
where
    T: Tuple,
    P::Nary: NaryRule<T, P>,
    <P::Nary as NaryRule<T, P>>::Output: CastFromAll<T>,
{
    type Output = <P::Nary as NaryRule<T, P>>::Output;

    #[inline(always)]
    fn promote_all(self) -> <T as Tuple>::Map<Self::Output> {
        Self::Output::cast_all(self)
    }
}

/// A tuple of 1 to 8 types, and the tuple of as many `O`s: the type of
/// [`PromoteAll::promote_all`].
///
/// Bound on that method, not a supertrait of [`PromoteAll`]: a bound in scope is taken as given,
/// so with a supertrait every `PromoteAll` bound in generic code would make `Map` opaque, and
/// the tuple it returns could not be taken apart.
#[doc(hidden)]
pub trait Tuple {
    /// `(O, O, …)`, as many as `Self` has.
    type Map<O>;
}

/// `Self` converts from every element type of the tuple `T`, and does, element by element.
#[doc(hidden)]
pub trait CastFromAll<T: Tuple>: Sized {
    /// `(a, b, …)` as `(Self, Self, …)`.
    fn cast_all(t: T) -> <T as Tuple>::Map<Self>;
}

/// The n-ary rule of a policy that folds its `result_type` ([`Promote`], but for a type without
/// arithmetic with itself) from the left.
#[derive(Clone, Copy, Debug, Default)]
pub struct LeftFold;

/// NumPy's n-ary rule: the most knowledgeable operand (by the policy's `n_ary main [...]` order)
/// is promoted with each operand, and the results are joined from the left.
#[derive(Clone, Copy, Debug, Default)]
pub struct MainFirst;

/// How a policy's n-ary rule ([`LeftFold`] or [`MainFirst`]) types a tuple `T`.
pub trait NaryRule<T, P> {
    /// The tuple's promoted type.
    type Output: Element;
}

impl<T: Fold<P>, P> NaryRule<T, P> for LeftFold {
    type Output = <T as Fold<P>>::Output;
}

impl<T, P> NaryRule<T, P> for MainFirst
where
    T: MainOf<P> + JoinFrom<<T as MainOf<P>>::Main, P>,
{
    type Output = <T as JoinFrom<<T as MainOf<P>>::Main, P>>::Output;
}

/// Of `Self` and `Rhs`, the one that knows more under NumPy's n-ary rule: generated for the
/// policies that declare `n_ary main [...]`.
#[doc(hidden)]
pub trait NaryMain<Rhs, P> {
    type Output;
}

/// The library's `result_type` of two element types under `P`: [`Promoted`], except for a type
/// that the policy's declaration gives no arithmetic (`no_arithmetic [b]`, the array API's
/// `bool`), whose `result_type` with itself is itself although `+` is undefined
/// (`xp.result_type(xp.bool, xp.bool)` is `bool`, `xp.bool + xp.bool` raises). The step of the
/// left-fold n-ary rule ([`PromotedAll`], `concatenate`, `stack`), and the type-level twin of
/// [`Policy::result_type`].
#[doc(hidden)]
pub trait ResultType<Rhs, P> {
    /// The result type.
    type Output: Element;
}

impl<A: Promote<B, P>, B, P> ResultType<B, P> for A {
    type Output = Promoted<A, B, P>;
}

/// The left fold of [`ResultType`] over a tuple.
#[doc(hidden)]
pub trait Fold<P> {
    type Output: Element;
}

/// The most knowledgeable element type of a tuple.
#[doc(hidden)]
pub trait MainOf<P> {
    type Main;
}

/// `(M ⊔ A) ⊔ (M ⊔ B) ⊔ …` over a tuple `(A, B, …)`, from the left.
#[doc(hidden)]
pub trait JoinFrom<M, P> {
    type Output: Element;
}

impl<A> Tuple for (A,) {
    type Map<O> = (O,);
}

impl<O: CastFrom<A>, A> CastFromAll<(A,)> for O {
    #[inline(always)]
    fn cast_all((a,): (A,)) -> (O,) {
        (O::cast_from(a),)
    }
}

impl<A: Element, P> Fold<P> for (A,) {
    type Output = A;
}

impl<A, P> MainOf<P> for (A,) {
    type Main = A;
}

impl<M: Promote<A, P>, A, P> JoinFrom<M, P> for (A,) {
    type Output = Promoted<M, A, P>;
}

/// `(init…, last)`: each rule applied to `(init…)`, then to `last`. The element values are bound
/// to variables named like their type parameters (`A`, `B`, …), the only names the macro has.
macro_rules! n_ary {
    ($($init:ident),+ ; $last:ident) => {
        impl<$($init,)+ $last> Tuple for ($($init,)+ $last,) {
            type Map<O> = ($(n_ary!(@same $init O),)+ O,);
        }

        impl<O, $($init,)+ $last> CastFromAll<($($init,)+ $last,)> for O
        where
            $(O: CastFrom<$init>,)+
            O: CastFrom<$last>,
        {
            #[inline(always)]
            #[allow(non_snake_case)]
            fn cast_all(($($init,)+ $last,): ($($init,)+ $last,)) -> ($(n_ary!(@same $init O),)+ O,) {
                ($(O::cast_from($init),)+ O::cast_from($last),)
            }
        }

        impl<$($init,)+ $last, P> Fold<P> for ($($init,)+ $last,)
        where
            ($($init,)+): Fold<P>,
            <($($init,)+) as Fold<P>>::Output: ResultType<$last, P>,
        {
            type Output = <<($($init,)+) as Fold<P>>::Output as ResultType<$last, P>>::Output;
        }

        impl<$($init,)+ $last, P> MainOf<P> for ($($init,)+ $last,)
        where
            ($($init,)+): MainOf<P>,
            <($($init,)+) as MainOf<P>>::Main: NaryMain<$last, P>,
        {
            type Main = <<($($init,)+) as MainOf<P>>::Main as NaryMain<$last, P>>::Output;
        }

        impl<M, $($init,)+ $last, P> JoinFrom<M, P> for ($($init,)+ $last,)
        where
            ($($init,)+): JoinFrom<M, P>,
            M: Promote<$last, P>,
            <($($init,)+) as JoinFrom<M, P>>::Output: Promote<Promoted<M, $last, P>, P>,
        {
            type Output = Promoted<<($($init,)+) as JoinFrom<M, P>>::Output, Promoted<M, $last, P>, P>;
        }
    };
    (@same $ignored:ident $T:ident) => { $T };
}

n_ary!(A; B);
n_ary!(A, B; C);
n_ary!(A, B, C; D);
n_ary!(A, B, C, D; E);
n_ary!(A, B, C, D, E; F);
n_ary!(A, B, C, D, E, F; G);
n_ary!(A, B, C, D, E, F, G; H);

/// The run-time mirror of [`PromotedAll`]: the policy's n-ary rule over `dtypes` (a left fold of
/// [`Policy::result_type`], or NumPy's rule where the policy declares it), `None` if a step is
/// undefined or `dtypes` is empty.
///
/// ```
/// use promote_core::{generic::result_type_all, policies::{Jax, NumPy}, DType};
/// use DType::*;
/// assert_eq!(result_type_all::<Jax>(&[I8, U8, F16]), Some(F16));
/// assert_eq!(result_type_all::<NumPy>(&[I8, U8, F16]), Some(F16)); // a left fold gives F32
/// assert_eq!(result_type_all::<NumPy>(&[U16, I8, F32]), Some(F32)); // a left fold gives F64
/// assert_eq!(result_type_all::<Jax>(&[]), None);
/// ```
pub fn result_type_all<P: Policy>(dtypes: &[DType]) -> Option<DType> {
    let (&first, rest) = dtypes.split_first()?;
    let Some(order) = P::NARY_MAIN else {
        return rest
            .iter()
            .try_fold(first, |acc, &next| P::result_type(acc, next));
    };
    let rank = |d: DType| order.iter().position(|&o| o == d);
    let mut main = first;
    for &d in rest {
        if rank(d)? > rank(main)? {
            main = d;
        }
    }
    let mut joined = P::result_type(main, first)?;
    for &d in rest {
        joined = P::result_type(joined, P::result_type(main, d)?)?;
    }
    Some(joined)
}
