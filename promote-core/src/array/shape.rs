//! The shape of an [`Array`](super::Array): up to four axes inline, so that an elementwise op
//! does not allocate (and free) a `Vec` for its result's shape.

use alloc::vec::Vec;
use core::fmt;
use core::ops::Deref;

/// Axes held inline; more go to the heap.
const INLINE: usize = 4;

#[derive(Clone)]
pub(crate) enum Shape {
    /// `dims[..ndim]`; the rest are zeros, so two inline shapes are equal iff their fields are.
    Inline {
        ndim: u8,
        dims: [usize; INLINE],
    },
    Heap(Vec<usize>),
}

impl Shape {
    /// The shape `[len]`.
    pub(crate) fn one(len: usize) -> Self {
        let mut dims = [0; INLINE];
        dims[0] = len;
        Shape::Inline { ndim: 1, dims }
    }
}

impl From<Vec<usize>> for Shape {
    fn from(v: Vec<usize>) -> Self {
        if v.len() <= INLINE {
            let mut dims = [0; INLINE];
            dims[..v.len()].copy_from_slice(&v);
            Shape::Inline {
                ndim: v.len() as u8,
                dims,
            }
        } else {
            Shape::Heap(v)
        }
    }
}

impl Deref for Shape {
    type Target = [usize];
    #[inline]
    fn deref(&self) -> &[usize] {
        match self {
            Shape::Inline { ndim, dims } => &dims[..usize::from(*ndim)],
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
            _ => **self == **other,
        }
    }
}

impl Eq for Shape {}

impl fmt::Debug for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        (**self).fmt(f)
    }
}
