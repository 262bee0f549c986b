//! Operation families beyond `+ - *`: true division, comparisons, bitwise ops, reductions, and ops
//! that demand equal dtypes. Each is a type operator of its own, generated from the policy's
//! declaration (its `families { ... }` and `sum { ... }` sections).

use crate::{CastFrom, Element};

/// A **type operator**: the dtype of true division `Self / Rhs` under the policy `P`.
///
/// Integers divide into a float chosen by the policy (NumPy `f64`, PyTorch `f32`, JAX by width);
/// where the policy has no true division for the pair (the array API standard on integers), there
/// is no impl.
///
/// ```
/// use promote_core::{policies::{Jax, NumPy}, Quotient};
/// let a: Quotient<i32, i32, NumPy> = 0.5f64;
/// let b: Quotient<i32, i32, Jax> = 0.5f32;
/// ```
#[diagnostic::on_unimplemented(
    message = "true division `{Self} / {Rhs}` is undefined under the policy `{P}`",
    label = "`{Self} / {Rhs}` has no promotion under `{P}`",
    note = "cast the operands to a floating type first, e.g. `array.cast::<f32>()`"
)]
pub trait PromoteDiv<Rhs, P>: Sized {
    /// The quotient's element type.
    type Output: Element + CastFrom<Self> + CastFrom<Rhs>;
}

/// The dtype of `L / R` under `P`: `<L as PromoteDiv<R, P>>::Output`.
pub type Quotient<L, R, P> = <L as PromoteDiv<R, P>>::Output;

/// A **type operator**: the type in which `Self == Rhs` is computed under `P` (the result is `bool`).
#[diagnostic::on_unimplemented(
    message = "`{Self}` and `{Rhs}` cannot be compared for equality under the policy `{P}`",
    label = "`{Self} == {Rhs}` is undefined under `{P}`",
    note = "cast one operand explicitly first, e.g. `array.cast::<T>()`"
)]
pub trait PromoteEq<Rhs, P>: Sized {
    /// The common type both operands convert to before comparing.
    type Compute: Element + CastFrom<Self> + CastFrom<Rhs>;
}

/// A **type operator**: the type in which `Self < Rhs` (and `<= > >=`) is computed under `P`.
///
/// Most policies refuse to order complex numbers; NumPy and JAX order them lexicographically.
#[diagnostic::on_unimplemented(
    message = "`{Self}` and `{Rhs}` cannot be ordered under the policy `{P}`",
    label = "`{Self} < {Rhs}` is undefined under `{P}`",
    note = "`{P}` has no order for this pair (complex numbers usually have none); compare real parts explicitly"
)]
pub trait PromoteOrd<Rhs, P>: Sized {
    /// The common type both operands convert to before comparing.
    type Compute: Element + CastFrom<Self> + CastFrom<Rhs>;
}

/// A **type operator**: the dtype of the bitwise ops `& | ^` on `Self` and `Rhs` under `P`:
/// integers and booleans only.
///
/// ```compile_fail
/// use promote_core::{policies::Jax, BitwiseOutput};
/// let x: BitwiseOutput<f32, i32, Jax> = 1.0; // floats have no bitwise ops
/// ```
#[diagnostic::on_unimplemented(
    message = "bitwise operation on `{Self}` and `{Rhs}` is undefined under the policy `{P}`",
    label = "`{Self} & {Rhs}` has no promotion under `{P}`",
    note = "bitwise `& | ^` take integers and booleans only"
)]
pub trait PromoteBitwise<Rhs, P>: Sized {
    /// The result's element type.
    type Output: Element + CastFrom<Self> + CastFrom<Rhs>;
}

/// The dtype of `L & R` under `P`.
pub type BitwiseOutput<L, R, P> = <L as PromoteBitwise<R, P>>::Output;

/// A **type operator**: the accumulator dtype of `sum` over elements of `Self` under `P`.
///
/// ```
/// use promote_core::{policies::{NumPy, Torch}, SumOf};
/// let a: SumOf<u8, NumPy> = 300u64;  // NumPy sums unsigned ints in u64
/// let b: SumOf<u8, Torch> = 300i64;  // PyTorch sums every integer in i64
/// ```
#[diagnostic::on_unimplemented(
    message = "`sum` over `{Self}` is undefined under the policy `{P}`",
    label = "no accumulator for `{Self}` under `{P}`"
)]
pub trait Accumulate<P>: Element {
    /// The accumulator's type.
    type Output: Element + CastFrom<Self>;
}

/// The accumulator dtype of `sum` over `T` under `P`.
pub type SumOf<T, P> = <T as Accumulate<P>>::Output;

/// A **marker** for operations that demand identical dtypes (like `torch.dot`): only `T` with `T`.
///
/// ```compile_fail
/// fn dot<T: promote_core::SameDType<U>, U>(_: &[T], _: &[U]) {}
/// dot(&[1i32], &[1i64]); // i32 and i64 differ
/// ```
#[diagnostic::on_unimplemented(
    message = "this operation needs two operands of the same dtype, got `{Self}` and `{Rhs}`",
    label = "`{Self}` is not `{Rhs}`",
    note = "cast one operand explicitly first, e.g. `array.cast::<T>()`"
)]
pub trait SameDType<Rhs> {}

impl<T: Element> SameDType<T> for T {}

/// The binary operation families of the run-time mirror ([`Policy::binary_result`](crate::Policy::binary_result)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Op {
    /// `+ - *` (the promotion table itself).
    Add,
    /// True division `/`.
    Div,
    /// `==` and `!=`: the result is `bool` where defined.
    Eq,
    /// `< <= > >=`: the result is `bool` where defined.
    Lt,
    /// `& | ^`.
    BitAnd,
}

impl Op {
    /// Every family, in the order of the generated tables.
    pub const ALL: [Op; 5] = [Op::Add, Op::Div, Op::Eq, Op::Lt, Op::BitAnd];
}

/// The kind of an array operand, for the run-time mirror. Weak dtypes (`i*`, …) are scalars,
/// whatever kind is given with them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ArrayKind {
    /// An array with at least one dimension.
    Array,
    /// A zero-dimensional array (a scalar tensor), which PyTorch ranks below dimensioned arrays.
    Array0,
}
