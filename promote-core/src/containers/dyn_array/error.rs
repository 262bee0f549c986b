//! [`DynError`]: why an operation on a [`DynArray`](super::DynArray) has no result.

use core::fmt;

use crate::array::ShapeError;
use crate::casting::Casting;
use crate::dispatch::DispatchError;
use crate::values::ValueError;
use crate::DType;

/// Why an operation on a [`DynArray`](super::DynArray) has no result: nothing here panics on a
/// dtype or a shape.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum DynError {
    /// The policy leaves the dtypes undefined in the operation's family.
    Dispatch(DispatchError),
    /// The shapes do not combine: they must be equal, or one operand 0-d (a 0-d array or a
    /// Python scalar).
    Shape(ShapeError),
    /// The operation does not apply to the type the policy computes the pair in (`bool - bool`,
    /// `atan2` of complex numbers), as the typed API refuses it at compile time.
    NotApplicable {
        /// The operation's marker in [`ops`](crate::ops).
        operation: &'static str,
        /// The type the pair is computed in.
        dtype: DType,
    },
    /// The library the policy follows raises for these values (a Python int out of bounds, a
    /// negative integer power): see [`Values`](crate::values::Values).
    Value(ValueError),
    /// The array's dtype is not the one asked for (`to_array::<T>`, `as_slice::<T>`).
    DType {
        /// The dtype asked for.
        expected: DType,
        /// The array's.
        found: DType,
    },
    /// A conversion to a dtype a [`Buffer`](super::Buffer) does not hold (the narrow formats, a
    /// custom type).
    Cast {
        /// The array's dtype.
        from: DType,
        /// The dtype asked for.
        to: DType,
    },
    /// An in-place operation ([`DynArray::assign`](super::DynArray::assign)) whose result may
    /// not be stored into the left array's dtype at the policy's in-place casting level.
    InPlace {
        /// The dtype the operation computed.
        result: DType,
        /// The left array's dtype.
        target: DType,
        /// The policy's in-place casting level.
        casting: Casting,
    },
}

impl fmt::Display for DynError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DynError::Dispatch(e) => e.fmt(f),
            DynError::Shape(e) => e.fmt(f),
            DynError::NotApplicable { operation, dtype } => write!(
                f,
                "`ops::{operation}` does not apply to `{dtype}`, the type the pair is computed in"
            ),
            DynError::Value(e) => e.fmt(f),
            DynError::DType { expected, found } => {
                write!(f, "a `{found}` array read as `{expected}`")
            }
            DynError::Cast { from, to } => write!(
                f,
                "`{from}` cannot be converted to `{to}`: a DynArray does not hold `{to}`"
            ),
            DynError::InPlace {
                result,
                target,
                casting,
            } => write!(
                f,
                "the result `{result}` cannot be stored in place into a `{target}` array: the policy's in-place casting is `{}`",
                casting.name()
            ),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for DynError {}

impl From<DispatchError> for DynError {
    fn from(e: DispatchError) -> Self {
        DynError::Dispatch(e)
    }
}

impl From<ShapeError> for DynError {
    fn from(e: ShapeError) -> Self {
        DynError::Shape(e)
    }
}

impl From<ValueError> for DynError {
    fn from(e: ValueError) -> Self {
        DynError::Value(e)
    }
}
