//! Why a dispatch found no arm.

use core::fmt;

use crate::{DType, Op};

/// Why a dispatch found no arm.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DispatchError {
    /// The policy leaves the pair undefined in the family.
    Undefined {
        /// The left operand's dtype.
        lhs: DType,
        /// The right operand's dtype.
        rhs: DType,
        /// The family.
        op: Op,
        /// The policy's name.
        policy: &'static str,
    },
    /// The policy leaves the dtype undefined in the unary family, reduction or scan.
    UndefinedUnary {
        /// The operand's dtype.
        dtype: DType,
        /// The family.
        op: Op,
        /// The policy's name.
        policy: &'static str,
    },
    /// A dtype that the call site of a unary dispatch does not list.
    NotListedUnary {
        /// The operand's dtype.
        dtype: DType,
        /// The family.
        op: Op,
        /// The policy's name.
        policy: &'static str,
    },
    /// The policy's n-ary rule gives the operands no common dtype: `lhs` and `rhs` are the first
    /// pair of them that has none; where every pair has one, the step of the policy's left fold
    /// that has none (`lhs` the common dtype of the operands before `rhs`: under PaddlePaddle
    /// `[b, i*, b]` fails at `i64` and `b`).
    UndefinedAll {
        /// The first operand of the pair.
        lhs: DType,
        /// The second.
        rhs: DType,
        /// The policy's name.
        policy: &'static str,
    },
    /// An n-ary dispatch without operands.
    NoOperands {
        /// The policy's name.
        policy: &'static str,
    },
    /// The common dtype of an n-ary dispatch, or an operand's dtype, that the call site does not
    /// list.
    NotListedAll {
        /// The dtype.
        dtype: DType,
        /// The policy's name.
        policy: &'static str,
    },
    /// A dtype that the call site does not list (or this build does not have).
    NotListed {
        /// The left operand's dtype.
        lhs: DType,
        /// The right operand's dtype.
        rhs: DType,
        /// The family.
        op: Op,
        /// The policy's name.
        policy: &'static str,
    },
}

impl fmt::Display for DispatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DispatchError::UndefinedUnary { dtype, op, policy } => write!(
                f,
                "`{}` of `{dtype}` is undefined under the policy `{policy}`",
                op.name()
            ),
            DispatchError::NotListedUnary { dtype, op, policy } => write!(
                f,
                "`{}` of `{dtype}` under `{policy}`: a dtype this dispatch does not list",
                op.name()
            ),
            DispatchError::UndefinedAll { lhs, rhs, policy } => write!(
                f,
                "`{lhs}` and `{rhs}` have no common dtype under the policy `{policy}`"
            ),
            DispatchError::NoOperands { policy } => write!(
                f,
                "no operands: the common dtype of none is undefined under the policy `{policy}`"
            ),
            DispatchError::NotListedAll { dtype, policy } => write!(
                f,
                "`{dtype}` under `{policy}`: a dtype this dispatch does not list"
            ),
            DispatchError::Undefined {
                lhs,
                rhs,
                op,
                policy,
            } => write!(
                f,
                "`{lhs}` and `{rhs}` have no `{}` under the policy `{policy}`",
                op.name()
            ),
            DispatchError::NotListed {
                lhs,
                rhs,
                op,
                policy,
            } => write!(
                f,
                "`{}` of `{lhs}` and `{rhs}` under `{policy}`: a dtype this dispatch does not list",
                op.name()
            ),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for DispatchError {}
