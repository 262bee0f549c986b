//! Operation families: `+ - *`, true division, comparisons, bitwise ops, floor division,
//! reductions, …: each a type operator of its own, generated from a policy's declaration (its
//! `families { ... }` section).
//!
//! Every family is one entry of one list ([`__families!`](crate::__families), in `list.rs`); its
//! traits (defined in `define.rs`), its run-time [`Op`], its methods on `Array` and on ndarray arrays,
//! its rustdoc table and its generated impls all derive from that entry.

mod define;
mod list;
mod op;

pub use define::*;
pub use op::{Op, Shape};

/// Two element types under a policy, as one bound: the two-operand families' blanket impl asks
/// for this rather than for `T: Element`, `U: Element` and `P: Policy` apart, so that generic code
/// missing its bound gets one error (the family's), not one per unmet bound.
#[doc(hidden)]
pub trait ElementsUnder {}

impl<T: crate::Element, U: crate::Element, P: crate::Policy> ElementsUnder for (T, U, P) {}

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

impl<T: crate::Element> SameDType<T> for T {}

/// The kind of an array operand, for the run-time mirror. Weak dtypes (`i*`, …) are scalars,
/// whatever kind is given with them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ArrayKind {
    /// An array with at least one dimension.
    Array,
    /// A zero-dimensional array (a scalar tensor), which PyTorch ranks below dimensioned arrays.
    Array0,
}
