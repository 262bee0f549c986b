//! [`Elements`]: where a [`Buffer`](super::Buffer) keeps the elements of one dtype, a `Vec`, or
//! (feature `huge-pages`) an array of at least 2 MiB on transparent huge pages, as NumPy keeps
//! its arrays of at least 4 MiB.
//!
//! A loop over an array that is not in the cache crosses a 4 KiB page every few hundred
//! elements: a TLB miss each time, and the CPU's prefetcher stops at the page's end. On 2 MiB
//! pages both go away; on the AMD EPYC (Zen 4) of BENCHMARKS.md, `i16 + 3` and `f32 + 2.5` over
//! 1 Mi cold elements run 1.3-1.4 times as fast with operands and result on huge pages. A `Vec`
//! cannot ask for them (its allocator is the program's), so the arrays `DynArray` itself creates
//! live in anonymous mappings advised `MADV_HUGEPAGE` ([`memmap2`]); see `huge_pages`.

use alloc::vec::Vec;
use core::fmt;
use core::ops::{Deref, DerefMut};

#[cfg(feature = "huge-pages")]
use super::huge_pages::Pages;

/// A type a [`Buffer`](super::Buffer) holds. With the feature `huge-pages`, it says whether the
/// type's values may be viewed from raw memory (every bit pattern a value: numbers, yes; `bool`
/// and the weak scalars, no) and views it. Sealed: implemented for the buffer's types only, so
/// that turning the feature on breaks no one's impl.
pub trait Storable: Copy + Sized + 'static + sealed::Sealed {
    /// `()` for a type that may live on huge pages, [`Infallible`](core::convert::Infallible)
    /// for one that may not: a `Pages` of it holds a value of this type, so it cannot exist.
    #[cfg(feature = "huge-pages")]
    #[doc(hidden)]
    type Pageable: Copy;

    /// The proof that the type may live on huge pages, if it may.
    #[cfg(feature = "huge-pages")]
    #[doc(hidden)]
    fn pageable() -> Option<Self::Pageable>;

    /// `bytes` (aligned for `Self`, a whole number of values) as values.
    #[cfg(feature = "huge-pages")]
    #[doc(hidden)]
    fn view(bytes: &[u8], proof: Self::Pageable) -> &[Self];

    /// `bytes` (aligned for `Self`, a whole number of values) as values, writable.
    #[cfg(feature = "huge-pages")]
    #[doc(hidden)]
    fn view_mut(bytes: &mut [u8], proof: Self::Pageable) -> &mut [Self];
}

/// The elements of one dtype in a [`Buffer`](super::Buffer): a slice ([`Deref`]) kept in a
/// `Vec`, or, with the feature `huge-pages`, on huge pages (arrays of 2 MiB and more that
/// `DynArray` creates: results, casts, [`DynArray::from_slice`](super::DynArray::from_slice)).
/// [`From<Vec<T>>`](From) keeps the `Vec`, without a copy.
///
/// ```
/// use promote_core::dyn_array::{Buffer, Elements};
///
/// let buffer = Buffer::F32(vec![0.5f32, 2.0].into());
/// if let Buffer::F32(elements) = &buffer {
///     assert_eq!(elements[..], [0.5, 2.0]);
///     assert_eq!(elements.clone().into_vec(), vec![0.5, 2.0]);
/// }
/// ```
pub struct Elements<T: Storable>(Repr<T>);

enum Repr<T: Storable> {
    Heap(Vec<T>),
    #[cfg(feature = "huge-pages")]
    Pages(Pages<T>),
}

impl<T: Storable> Elements<T> {
    /// A copy of `values`: on huge pages where the feature `huge-pages` is on and they take
    /// 2 MiB or more, else in a `Vec`.
    pub fn from_slice(values: &[T]) -> Self {
        let mut filling = Filling::with_capacity(values.len());
        filling.put_slice(values);
        filling.finish()
    }

    /// The elements in a `Vec`: moved out of one, copied from huge pages.
    pub fn into_vec(self) -> Vec<T> {
        match self.0 {
            Repr::Heap(v) => v,
            #[cfg(feature = "huge-pages")]
            Repr::Pages(p) => p.to_vec(),
        }
    }

    /// Whether the elements are on huge pages (feature `huge-pages`; the kernel backs a mapping
    /// advised `MADV_HUGEPAGE` with them where it has free 2 MiB pages).
    pub fn on_huge_pages(&self) -> bool {
        match &self.0 {
            Repr::Heap(_) => false,
            #[cfg(feature = "huge-pages")]
            Repr::Pages(_) => true,
        }
    }
}

impl<T: Storable> Deref for Elements<T> {
    type Target = [T];

    #[inline]
    fn deref(&self) -> &[T] {
        match &self.0 {
            Repr::Heap(v) => v,
            #[cfg(feature = "huge-pages")]
            Repr::Pages(p) => p.as_slice(),
        }
    }
}

impl<T: Storable> DerefMut for Elements<T> {
    #[inline]
    fn deref_mut(&mut self) -> &mut [T] {
        match &mut self.0 {
            Repr::Heap(v) => v,
            #[cfg(feature = "huge-pages")]
            Repr::Pages(p) => p.as_mut_slice(),
        }
    }
}

impl<T: Storable> From<Vec<T>> for Elements<T> {
    fn from(values: Vec<T>) -> Self {
        Elements(Repr::Heap(values))
    }
}

impl<T: Storable> Clone for Elements<T> {
    /// A copy, where the original is: a `Vec` of a `Vec`, huge pages of huge pages.
    fn clone(&self) -> Self {
        match &self.0 {
            Repr::Heap(v) => Elements(Repr::Heap(v.clone())),
            #[cfg(feature = "huge-pages")]
            Repr::Pages(p) => Self::from_slice(p.as_slice()),
        }
    }
}

impl<T: Storable + PartialEq> PartialEq for Elements<T> {
    /// The same values, wherever they are kept.
    fn eq(&self, other: &Self) -> bool {
        self[..] == other[..]
    }
}

impl<T: Storable + fmt::Debug> fmt::Debug for Elements<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self[..].fmt(f)
    }
}

/// Elements being written, a block at a time, up to a length known at the start: where a
/// kernel puts a new array.
pub(super) struct Filling<T: Storable>(FillRepr<T>);

enum FillRepr<T: Storable> {
    Heap(Vec<T>),
    /// The pages and how many elements are written.
    #[cfg(feature = "huge-pages")]
    Pages(Pages<T>, usize),
}

impl<T: Storable> Filling<T> {
    /// Room for `len` elements: huge pages where they take 2 MiB or more (feature `huge-pages`).
    #[inline]
    pub(super) fn with_capacity(len: usize) -> Self {
        #[cfg(feature = "huge-pages")]
        if let Some(pages) = Pages::new(len) {
            return Filling(FillRepr::Pages(pages, 0));
        }
        Filling(FillRepr::Heap(Vec::with_capacity(len)))
    }

    /// Appends `block`, within the capacity.
    #[inline]
    pub(super) fn put(&mut self, block: impl ExactSizeIterator<Item = T>) {
        match &mut self.0 {
            FillRepr::Heap(v) => v.extend(block),
            #[cfg(feature = "huge-pages")]
            FillRepr::Pages(p, written) => *written = write_block(p.writable(), *written, block),
        }
    }

    /// Appends `block`, within the capacity.
    #[inline]
    pub(super) fn put_slice(&mut self, block: &[T]) {
        match &mut self.0 {
            FillRepr::Heap(v) => v.extend_from_slice(block),
            #[cfg(feature = "huge-pages")]
            FillRepr::Pages(p, written) => {
                let end = *written + block.len();
                p.writable()[*written..end].copy_from_slice(block);
                *written = end;
            }
        }
    }

    /// The elements written.
    #[inline]
    pub(super) fn finish(self) -> Elements<T> {
        match self.0 {
            FillRepr::Heap(v) => Elements(Repr::Heap(v)),
            #[cfg(feature = "huge-pages")]
            FillRepr::Pages(mut p, written) => {
                // Unwritten room would show a reused mapping's old values: cut it off.
                p.truncate(written);
                Elements(Repr::Pages(p))
            }
        }
    }
}

mod sealed {
    /// Implemented with `Storable`, and nowhere else.
    pub trait Sealed {}
}

/// Writes `block` into `dst` from `at` on, and returns where it ended: a kernel's write into an
/// existing slice, the same code for an `out=` array and for a new array on huge pages.
#[inline]
pub(super) fn write_block<T>(
    dst: &mut [T],
    at: usize,
    block: impl ExactSizeIterator<Item = T>,
) -> usize {
    let end = at + block.len();
    for (slot, x) in dst[at..end].iter_mut().zip(block) {
        *slot = x;
    }
    end
}

/// `Storable` for a type whose every bit pattern is a value: viewed by `bytemuck`.
macro_rules! storable_plain {
    ($($T:ty),* $(,)?) => {$(
        impl sealed::Sealed for $T {}

        impl Storable for $T {
            #[cfg(feature = "huge-pages")]
            type Pageable = ();

            #[cfg(feature = "huge-pages")]
            #[inline]
            fn pageable() -> Option<()> {
                Some(())
            }

            #[cfg(feature = "huge-pages")]
            #[inline]
            fn view(bytes: &[u8], (): ()) -> &[Self] {
                bytemuck::cast_slice(bytes)
            }

            #[cfg(feature = "huge-pages")]
            #[inline]
            fn view_mut(bytes: &mut [u8], (): ()) -> &mut [Self] {
                bytemuck::cast_slice_mut(bytes)
            }
        }
    )*};
}

/// `Storable` for a type with bit patterns that are no value (`bool`, the weak scalars): kept
/// in a `Vec` always.
macro_rules! storable_heap {
    ($($T:ty),* $(,)?) => {$(
        impl sealed::Sealed for $T {}

        impl Storable for $T {
            #[cfg(feature = "huge-pages")]
            type Pageable = core::convert::Infallible;

            #[cfg(feature = "huge-pages")]
            #[inline]
            fn pageable() -> Option<core::convert::Infallible> {
                None
            }

            #[cfg(feature = "huge-pages")]
            fn view(_: &[u8], never: core::convert::Infallible) -> &[Self] {
                match never {}
            }

            #[cfg(feature = "huge-pages")]
            fn view_mut(_: &mut [u8], never: core::convert::Infallible) -> &mut [Self] {
                match never {}
            }
        }
    )*};
}

macro_rules! storable {
    (dtypes_spec {
        standard { $($(#[$doc:meta])* $V:ident $code:literal $kind:ident $repr:ident($T:ty) $class:ident [$($names:tt)*];)* }
        narrow $narrow:tt
    }) => {
        $(storable!(@one $class $T);)*
    };
    (@one bool $T:ty) => { storable_heap!($T); };
    (@one weak $T:ty) => { storable_heap!($T); };
    (@one $class:ident $T:ty) => { storable_plain!($T); };
}

dyn_dtypes!(storable);
