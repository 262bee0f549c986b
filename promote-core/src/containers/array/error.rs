//! The error of an array operation whose operands' shapes do not fit.

use alloc::vec::Vec;
use core::fmt;

/// Two shapes that an operation cannot combine, or a shape that does not fit its data.
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
