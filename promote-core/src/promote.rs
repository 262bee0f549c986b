//! The type operator at the heart of the crate: [`Promote`], and the [`Policy`] it is relative to.

use crate::cast::CastFrom;
use crate::family::{ArrayKind, Op};
use crate::zero_dim::ZeroDimRule;
use crate::{DType, Element};

/// A **promotion policy**: a marker type naming one library's rules (JAX, NumPy, …).
///
/// Policies are declared with [`promotion_lattice!`](crate::promotion_lattice) or
/// [`promotion_table!`](crate::promotion_table), which implement this trait and emit the
/// [`Promote`] impls; several policies live side by side in one program. The run-time mirror,
/// [`Policy::result_type`], is generated from the same declaration as the impls.
///
/// ```
/// use promote_core::{policies::Jax, DType, Policy};
/// assert_eq!(Jax::result_type(DType::I8, DType::F32), Some(DType::F32));
/// assert_eq!(Jax::result_type(DType::U64, DType::I8), Some(DType::WeakFloat));
/// ```
pub trait Policy: Copy + Default + core::fmt::Debug + 'static {
    /// The policy's name, as written in its declaration.
    const NAME: &'static str;
    /// Every dtype the policy knows, in table order (the seeds' 18 codes first).
    const DTYPES: &'static [DType];
    /// For a policy declared as a lattice, its covering edges (`(a, b)`: `a` promotes to `b` with
    /// nothing in between): the Hasse diagram. `None` for a policy declared as a table.
    const LATTICE_EDGES: Option<&'static [(DType, DType)]> = None;

    /// How 0-d operands promote: [`LikeArray`](crate::LikeArray) or
    /// [`CategoryRule`](crate::CategoryRule).
    type ZeroDim: ZeroDimRule;

    /// The result of `lhs + rhs` between arrays under this policy, or `None` where the policy
    /// leaves it undefined.
    fn result_type(lhs: DType, rhs: DType) -> Option<DType>;

    /// The result dtype of the operation family `op` between two operands of the given kinds
    /// (`bool` for comparisons where they are defined), or `None` where it is undefined.
    ///
    /// ```
    /// use promote_core::{policies::Torch, ArrayKind::*, DType, Op, Policy};
    /// assert_eq!(Torch::binary_result(Op::Add, Array, DType::I8, Array0, DType::I64), Some(DType::I8));
    /// assert_eq!(Torch::binary_result(Op::Div, Array, DType::I8, Array, DType::I8), Some(DType::F32));
    /// ```
    fn binary_result(
        op: Op,
        lhs_kind: ArrayKind,
        lhs: DType,
        rhs_kind: ArrayKind,
        rhs: DType,
    ) -> Option<DType>;

    /// The accumulator dtype of `sum` over `dtype`, or `None` where the policy has no sum for it.
    fn sum_result(dtype: DType) -> Option<DType>;
}

/// A **type operator**: the element type that `Self` and `Rhs` promote to under the policy `P`.
///
/// The impls are generated, one per defined pair, by the policy's declaration. A pair the policy
/// leaves undefined has no impl, so using it does not compile. Both operands convert into
/// [`Output`](Promote::Output) by [`CastFrom`]: inlined, no run-time dispatch.
///
/// ```
/// use promote_core::{policies::Jax, Promote, Promoted};
/// let x: Promoted<i8, f32, Jax> = <i8 as Promote<f32, Jax>>::promote_lhs(-3);
/// assert_eq!(x, -3.0f32);
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` and `{Rhs}` have no promotion under the policy `{P}`",
    label = "`{Self}` with `{Rhs}` is undefined under `{P}`",
    note = "`{P}` leaves this pair undefined on purpose; convert one operand explicitly first, e.g. `array.cast::<T>()` to a type `T` that promotes with the other"
)]
pub trait Promote<Rhs, P>: Sized {
    /// The promoted element type.
    type Output: Element + CastFrom<Self> + CastFrom<Rhs>;

    /// Converts the left operand into the promoted type.
    #[inline(always)]
    fn promote_lhs(self) -> Self::Output {
        <Self::Output as CastFrom<Self>>::cast_from(self)
    }

    /// Converts the right operand into the promoted type.
    #[inline(always)]
    fn promote_rhs(rhs: Rhs) -> Self::Output {
        <Self::Output as CastFrom<Rhs>>::cast_from(rhs)
    }
}

/// The promoted element type of `L` and `R` under `P`: `<L as Promote<R, P>>::Output`.
pub type Promoted<L, R, P> = <L as Promote<R, P>>::Output;
