//! Operation families: `+ - *`, true division, comparisons, bitwise ops, floor division,
//! reductions, …: each a type operator of its own, generated from a policy's declaration (its
//! `families { ... }` section).
//!
//! Every family is one entry of one list ([`__families!`](crate::__families), in `list.rs`); its
//! traits (the public operators in `operators.rs`, their plumbing in `tables.rs`), its run-time [`Op`], its methods on `Array` and on ndarray arrays,
//! its rustdoc table and its generated impls all derive from that entry.

/// Calls `$callback!` with the family rows ([`__family_rows!`](crate::__family_rows)), after the
/// note every family's error ends with: in generic code a missing bound, not the policy, is what
/// fails, and the message cannot tell a type parameter from a policy.
macro_rules! family_rows {
    ($callback:ident) => {
        crate::__family_rows!($callback {
            "in generic code this means a missing bound: add the family's trait for the pair (`Promote<R, P>`, `PromoteDiv<R, P>`, …; not its table) to the `where` clause (see `promote_core::generic`)"
        });
    };
}

mod list;
mod op;
mod operators;
pub mod tables;

pub use op::{Op, Shape};
pub use operators::*;
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
