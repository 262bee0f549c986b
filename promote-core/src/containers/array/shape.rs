//! The shape of an [`Array`](super::Array): up to four axes inline, so that an elementwise op
//! does not allocate (and free) a `Vec` for its result's shape.
//!
//! Every field is a whole machine word: the axis count is a `usize`-sized enum whose spare values
//! also tell the heap variant apart (the enum takes 40 bytes: no separate tag, no padding). So an
//! op copies its operand's shape into its result as five words (in 16- and 8-byte moves), never
//! as a byte-sized tag or axis count next to padding bytes, moves that a later wider load of the
//! result cannot take from the store buffer on some x86 cores (a stall of a dozen cycles).

use alloc::vec::Vec;
use core::fmt;
use core::ops::Deref;

/// Axes held inline; more go to the heap.
const INLINE: usize = 4;

/// The number of axes of an inline shape: word-sized, with a niche for [`Shape::Heap`].
#[derive(Clone, Copy, PartialEq, Eq)]
#[repr(usize)]
pub(crate) enum Ndim {
    D0 = 0,
    D1 = 1,
    D2 = 2,
    D3 = 3,
    D4 = 4,
}

impl Ndim {
    /// The count of `len` axes, if they fit inline.
    fn of(len: usize) -> Option<Self> {
        Some(match len {
            0 => Ndim::D0,
            1 => Ndim::D1,
            2 => Ndim::D2,
            3 => Ndim::D3,
            4 => Ndim::D4,
            _ => return None,
        })
    }
}

pub(crate) enum Shape {
    /// `dims[..ndim]`; the rest are zeros, so two inline shapes are equal iff their fields are.
    Inline { ndim: Ndim, dims: [usize; INLINE] },
    /// More than [`INLINE`] axes (never fewer: a shape has one representation).
    Heap(Vec<usize>),
}

impl Shape {
    /// Whether this is a one-axis shape.
    #[inline]
    pub(crate) fn is_one(&self) -> bool {
        matches!(self, Shape::Inline { ndim: Ndim::D1, .. })
    }

    /// The shape `[len]`.
    #[inline]
    pub(crate) fn one(len: usize) -> Self {
        Shape::Inline {
            ndim: Ndim::D1,
            dims: [len, 0, 0, 0],
        }
    }
}

impl Clone for Shape {
    /// Five word moves for an inline shape; a heap shape's allocation is out of line.
    #[inline]
    fn clone(&self) -> Self {
        match self {
            Shape::Inline { ndim, dims } => Shape::Inline {
                ndim: *ndim,
                dims: *dims,
            },
            Shape::Heap(v) => Shape::Heap(clone_heap(v)),
        }
    }
}

#[inline(never)]
fn clone_heap(v: &[usize]) -> Vec<usize> {
    v.to_vec()
}

impl From<Vec<usize>> for Shape {
    fn from(v: Vec<usize>) -> Self {
        match Ndim::of(v.len()) {
            Some(ndim) => {
                let mut dims = [0; INLINE];
                dims[..v.len()].copy_from_slice(&v);
                Shape::Inline { ndim, dims }
            }
            None => Shape::Heap(v),
        }
    }
}

impl Deref for Shape {
    type Target = [usize];
    #[inline]
    fn deref(&self) -> &[usize] {
        match self {
            Shape::Inline { ndim, dims } => &dims[..*ndim as usize],
            Shape::Heap(v) => v,
        }
    }
}

impl PartialEq for Shape {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Shape::Inline { ndim: a, dims: x }, Shape::Inline { ndim: b, dims: y }) => {
                a == b && x == y
            }
            (Shape::Heap(x), Shape::Heap(y)) => x == y,
            _ => false,
        }
    }
}

impl Eq for Shape {}

impl fmt::Debug for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        (**self).fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec;

    #[test]
    fn one_representation_per_shape() {
        for axes in [
            vec![],
            vec![3],
            vec![2, 3],
            vec![1, 2, 3, 4],
            vec![1, 2, 3, 4, 5],
        ] {
            let s = Shape::from(axes.clone());
            assert_eq!(&*s, &axes[..]);
            assert_eq!(matches!(s, Shape::Heap(_)), axes.len() > INLINE);
            assert!(s == s.clone());
        }
        assert!(Shape::one(7) == Shape::from(vec![7]));
        assert!(Shape::from(vec![7]) != Shape::from(vec![7, 1]));
        assert!(Shape::from(vec![1, 2, 3, 4, 5]) != Shape::from(vec![1, 2, 3, 4, 6]));
    }

    #[test]
    fn word_sized_without_a_tag() {
        assert_eq!(
            core::mem::size_of::<Shape>(),
            5 * core::mem::size_of::<usize>()
        );
    }
}
