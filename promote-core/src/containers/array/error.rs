//! The error of an array operation whose operands' shapes do not fit.

use alloc::vec::Vec;
use core::fmt;

use crate::values::ValueError;

/// Two shapes that an operation cannot combine, or a shape that does not fit its data; or the
/// values of an operation that the policy's library refuses ([`ValueError`], a Python int out of
/// bounds under NumPy: see [`value_error`](Self::value_error)), the one other error of the
/// `checked_` methods.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShapeError {
    lhs: Vec<usize>,
    rhs: Vec<usize>,
    kind: Kind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// An elementwise op between different shapes.
    Mismatch,
    /// `from_shape_vec` with a data length that is not the shape's product (`rhs` holds the length).
    Length,
    /// Not a shape: the library refuses the values (the shapes are empty).
    Value(ValueError),
}

impl ShapeError {
    /// The error of an elementwise operation between the shapes `lhs` and `rhs`: what a
    /// [`Container`](crate::container::Container) that overrides the elementwise loops returns.
    pub fn new(lhs: &[usize], rhs: &[usize]) -> Self {
        Self::mismatch(lhs, rhs)
    }

    pub(crate) fn mismatch(lhs: &[usize], rhs: &[usize]) -> Self {
        ShapeError {
            lhs: lhs.to_vec(),
            rhs: rhs.to_vec(),
            kind: Kind::Mismatch,
        }
    }

    pub(crate) fn length(shape: Vec<usize>, len: usize) -> Self {
        ShapeError {
            lhs: shape,
            rhs: alloc::vec![len],
            kind: Kind::Length,
        }
    }

    /// The library's refusal of the values, where this error is one (and not a shape's).
    pub fn value_error(&self) -> Option<&ValueError> {
        match &self.kind {
            Kind::Value(e) => Some(e),
            _ => None,
        }
    }

    /// The left operand's shape (or the requested shape).
    pub fn lhs(&self) -> &[usize] {
        &self.lhs
    }

    /// The right operand's shape (or, for a length error, the data length as a one-element slice).
    pub fn rhs(&self) -> &[usize] {
        &self.rhs
    }
}

impl fmt::Display for ShapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            Kind::Value(e) => e.fmt(f),
            Kind::Mismatch => write!(
                f,
                "shape mismatch: left operand has shape {:?}, right operand has shape {:?} (no broadcasting)",
                self.lhs, self.rhs
            ),
            Kind::Length => match self.lhs.iter().try_fold(1usize, |n, &d| n.checked_mul(d)) {
                Some(needed) => write!(
                    f,
                    "shape {:?} needs {needed} elements, but the data has {}",
                    self.lhs, self.rhs[0]
                ),
                None => write!(
                    f,
                    "shape {:?} has more elements than a usize can count; the data has {}",
                    self.lhs, self.rhs[0]
                ),
            },
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for ShapeError {}

impl From<ValueError> for ShapeError {
    fn from(e: ValueError) -> Self {
        ShapeError {
            lhs: alloc::vec::Vec::new(),
            rhs: alloc::vec::Vec::new(),
            kind: Kind::Value(e),
        }
    }
}
