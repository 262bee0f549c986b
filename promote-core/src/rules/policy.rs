//! The [`Policy`] every type operator is relative to, with its run-time mirror. The type operator
//! at the heart of the crate, [`Promote`](crate::Promote), is the first entry of the family list.

use crate::families::{ArrayKind, Op};
use crate::zero_dim::ZeroDimRule;
use crate::DType;

/// A **promotion policy**: a marker type naming one library's rules (JAX, NumPy, …).
///
/// Policies are declared with [`promotion_lattice!`](crate::promotion_lattice) or
/// [`promotion_table!`](crate::promotion_table), which implement this trait and emit the
/// [`Promote`](crate::Promote) impls; several policies live side by side in one program. The run-time mirror,
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
    /// Every dtype the policy knows, in table order (first the 18 standard codes, those of the
    /// tables in JAX's design note
    /// [JEP 9407](https://jax.readthedocs.io/en/latest/jep/9407-type-promotion.html)).
    const DTYPES: &'static [DType];
    /// For a policy declared as a lattice, its covering edges (`(a, b)`: `a` promotes to `b` with
    /// nothing in between): the Hasse diagram. `None` for a policy declared as a table.
    const LATTICE_EDGES: Option<&'static [(DType, DType)]> = None;

    /// How 0-d operands promote: [`LikeArray`](crate::zero_dim::LikeArray) or
    /// [`CategoryRule`](crate::zero_dim::CategoryRule).
    type ZeroDim: ZeroDimRule;

    /// The policy's n-ary rule: [`LeftFold`](crate::generic::LeftFold) or NumPy's
    /// [`MainFirst`](crate::generic::MainFirst).
    type Nary;

    /// For [`MainFirst`](crate::generic::MainFirst): every dtype from the least knowledgeable to
    /// the most (NumPy's type numbers, `float16` last, Python scalars first).
    const NARY_MAIN: Option<&'static [DType]> = None;

    /// What the policy's operations compute on edge values where the libraries differ beyond
    /// the result's type (a Python int out of range, `int64` against `uint64`): the rules of the
    /// library it follows, NumPy's unless its declaration names another (`__values jax;`).
    const VALUES: crate::values::Values = crate::values::Values::NUMPY;

    /// The casting level at which an in-place operator (`a += b`) may write the promoted result
    /// back into its left operand: NumPy [`SameKind`](crate::casting::SameKind), PyTorch its own
    /// `can_cast`, the array API [`No`](crate::casting::No) (the result must be the left type).
    type InPlace: crate::casting::Level;

    /// The casting level at which an `_into` method may write its result into an output buffer
    /// (NumPy's `out=`, `casting='same_kind'`).
    type Out: crate::casting::Level;

    /// The library's `result_type` of two dtypes under this policy, or `None` where the policy
    /// leaves it undefined: the type of `lhs + rhs` between arrays, except for a type the policy
    /// gives no arithmetic (`no_arithmetic [b]`), whose `result_type` with itself is itself
    /// although `+` is undefined, as `xp.result_type(bool, bool)` is `bool` in the array API.
    /// [`binary_result`](Self::binary_result) with [`Op::Add`] is always the `+` grid.
    ///
    /// ```
    /// use promote_core::{policies::ArrayApi, ArrayKind::Array, DType, Op, Policy};
    /// assert_eq!(ArrayApi::result_type(DType::Bool, DType::Bool), Some(DType::Bool));
    /// assert_eq!(ArrayApi::binary_result(Op::Add, Array, DType::Bool, Array, DType::Bool), None);
    /// assert_eq!(ArrayApi::result_type(DType::I8, DType::U8), Some(DType::I16));
    /// ```
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

    /// The result dtype of the unary family, reduction or scan `op` on `dtype` (`bool` for
    /// predicates), or `None` where it is undefined or `op` is binary.
    ///
    /// ```
    /// use promote_core::{policies::NumPy, DType, Op, Policy};
    /// assert_eq!(NumPy::unary_result(Op::Sum, DType::U8), Some(DType::U64));
    /// assert_eq!(NumPy::unary_result(Op::Div, DType::U8), None); // binary
    /// ```
    fn unary_result(op: Op, dtype: DType) -> Option<DType>;

    /// Whether a `from` value may be written into a `to` array at the casting level `casting`:
    /// the run-time mirror of [`CanCast`](crate::CanCast). `false` for a dtype the policy does
    /// not know, and for a weak `to`.
    ///
    /// ```
    /// use promote_core::{casting::Casting, policies::{NumPy, Torch}, DType, Policy};
    /// assert!(NumPy::can_cast(DType::I64, DType::F64, Casting::Safe));
    /// assert!(!NumPy::can_cast(DType::I64, DType::U8, Casting::SameKind));
    /// assert!(Torch::can_cast(DType::I64, DType::U8, Casting::Own));
    /// ```
    fn can_cast(from: DType, to: DType, casting: crate::casting::Casting) -> bool;

    /// The dtype of `sum` over `dtype` (its accumulator), or `None` where the policy has no sum
    /// for it: [`unary_result`](Self::unary_result) of [`Op::Sum`].
    fn sum_result(dtype: DType) -> Option<DType> {
        Self::unary_result(Op::Sum, dtype)
    }
}
