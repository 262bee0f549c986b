//! What can go wrong: a dtype candle or the policy lacks, an undefined pair, candle's own errors.

use core::fmt;

use super::{Operation, DTYPES};
use crate::DType;

/// Why a dtype did not convert or an operation did not run.
#[derive(Debug)]
#[non_exhaustive]
pub enum Error {
    /// candle has no dtype that holds this one.
    NotInCandle(DType),
    /// A candle dtype newer than this bridge (candle's `DType` is `#[non_exhaustive]`).
    UnknownCandleDType(candle_core::DType),
    /// An operand of a dtype candle only stores ([`STORAGE_ONLY`](super::STORAGE_ONLY)).
    StorageOnly(candle_core::DType),
    /// An operand of a dtype the policy does not know.
    NotInPolicy {
        /// The policy's name ([`Policy::NAME`](crate::Policy::NAME)).
        policy: &'static str,
        /// The operand's dtype.
        dtype: DType,
    },
    /// A pair the policy leaves undefined for the operation.
    Undefined {
        /// The policy's name ([`Policy::NAME`](crate::Policy::NAME)).
        policy: &'static str,
        /// The operation.
        operation: Operation,
        /// The left operand's dtype.
        lhs: DType,
        /// The right operand's dtype.
        rhs: DType,
    },
    /// A pair the policy computes in a dtype candle does not have.
    Unrepresentable {
        /// The policy's name ([`Policy::NAME`](crate::Policy::NAME)).
        policy: &'static str,
        /// The operation.
        operation: Operation,
        /// The left operand's dtype.
        lhs: DType,
        /// The right operand's dtype.
        rhs: DType,
        /// The dtype the policy computes the pair in.
        dtype: DType,
    },
    /// An integer division whose divisor holds a zero (candle's integer division would panic).
    DivisionByZero {
        /// The integer dtype of the division.
        dtype: DType,
    },
    /// A signed integer division of the type's minimum by -1, whose quotient the type cannot
    /// hold (candle's integer division would panic).
    DivisionOverflow {
        /// The integer dtype of the division.
        dtype: DType,
    },
    /// An error of candle's own (shapes that do not broadcast, two devices, …).
    Candle(candle_core::Error),
}

impl From<candle_core::Error> for Error {
    fn from(error: candle_core::Error) -> Self {
        Error::Candle(error)
    }
}

/// `u8, u32, …, f4 (f4e2m1fn), f8e8m0 (f8e8m0fnu)`: candle's names, with this crate's where
/// they differ.
struct CandleList;

impl fmt::Display for CandleList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, (ours, theirs)) in DTYPES.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(theirs.as_str())?;
            if ours.code() != theirs.as_str() {
                write!(f, " ({ours})")?;
            }
        }
        Ok(())
    }
}

/// candle's name of its dtype, with this crate's where it differs: `f4 (f4e2m1fn)`.
struct CandleName(candle_core::DType);

impl fmt::Display for CandleName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0.as_str())?;
        match DTYPES.iter().find(|(_, theirs)| *theirs == self.0) {
            Some((ours, _)) if ours.code() != self.0.as_str() => write!(f, " ({ours})"),
            _ => Ok(()),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::NotInCandle(dtype) => {
                write!(f, "candle has no dtype `{dtype}`; it has {CandleList}")
            }
            Error::UnknownCandleDType(dtype) => write!(
                f,
                "candle's dtype `{}` is unknown to promote (it knows candle-core 0.11's: {CandleList})",
                dtype.as_str()
            ),
            Error::StorageOnly(dtype) => write!(
                f,
                "candle only stores `{}`: it neither converts nor computes on it",
                CandleName(*dtype)
            ),
            Error::NotInPolicy { policy, dtype } => {
                write!(f, "the policy `{policy}` has no dtype `{dtype}`")
            }
            Error::Undefined {
                policy,
                operation,
                lhs,
                rhs,
            } => write!(
                f,
                "`{operation}` of `{lhs}` and `{rhs}` is undefined under the policy `{policy}`; \
                 convert one tensor first (`Tensor::to_dtype`)"
            ),
            Error::Unrepresentable {
                policy,
                operation,
                lhs,
                rhs,
                dtype,
            } => write!(
                f,
                "under the policy `{policy}`, `{operation}` of `{lhs}` and `{rhs}` is computed in \
                 `{dtype}`, which candle does not have (it has {CandleList})"
            ),
            Error::DivisionByZero { dtype } => write!(
                f,
                "integer division by zero in `{dtype}` (candle's integer division would panic)"
            ),
            Error::DivisionOverflow { dtype } => write!(
                f,
                "integer division of `{dtype}`'s minimum by -1 overflows (candle's integer \
                 division would panic)"
            ),
            Error::Candle(error) => write!(f, "candle: {error}"),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Candle(error) => Some(error),
            _ => None,
        }
    }
}
