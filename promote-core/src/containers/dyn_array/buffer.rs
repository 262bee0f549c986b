//! [`Buffer`]: the elements of a [`DynArray`](super::DynArray), one variant per standard dtype
//! (the dtype list's `standard` rows), and [`Typed`] for each, through which the dispatch's
//! kernels read and write it at their element types.

use alloc::vec::Vec;

use super::elements::{Elements, Storable};
use crate::dispatch::Typed;
use crate::{DType, Element};

macro_rules! buffer {
    (dtypes_spec {
        standard { $($(#[$doc:meta])* $V:ident $code:literal $kind:ident $repr:ident($T:ty) $class:ident [$($names:tt)*];)* }
        narrow $narrow:tt
    }) => {
        /// The elements of a run-time-typed array, flat, in row-major order: one variant per
        /// standard dtype ([`DType::ALL`]), named as the `DType` variant. The weak variants hold a
        /// Python scalar (one element). Each holds its [`Elements`]: a `Vec`
        /// (`Buffer::F32(vec![0.5].into())`), or huge pages (feature `huge-pages`).
        #[derive(Clone, Debug, PartialEq)]
        #[non_exhaustive]
        pub enum Buffer {
            $($(#[$doc])* $V(Elements<$T>),)*
        }

        impl Buffer {
            /// The dtype of the elements.
            pub fn dtype(&self) -> DType {
                match self {
                    $(Buffer::$V(_) => DType::$V,)*
                }
            }

            /// The number of elements.
            pub fn len(&self) -> usize {
                match self {
                    $(Buffer::$V(v) => v.len(),)*
                }
            }

            /// Whether there are no elements.
            pub fn is_empty(&self) -> bool {
                self.len() == 0
            }

            /// `len` elements of `dtype`, each its type's zero (`false` for `bool`), or `None` for a
            /// dtype that is not standard.
            pub fn zeros(dtype: DType, len: usize) -> Option<Buffer> {
                match dtype {
                    $(DType::$V => Some(Buffer::$V(zeros::<$T>(len))),)*
                    _ => None,
                }
            }
        }

        /// The elements of a run-time-typed array borrowed: a [`Buffer`]'s
        /// ([`Buffer::view`]), or any slice of a dtype a `Buffer` holds (`BufferRef::from(&[1i8,
        /// 2][..])`), such as memory another library owns (a NumPy array's, a tensor's). What a
        /// [`DynView`](super::DynView) reads, without a copy.
        #[derive(Clone, Copy, Debug, PartialEq)]
        #[non_exhaustive]
        pub enum BufferRef<'a> {
            $($(#[$doc])* $V(&'a [$T]),)*
        }

        /// The elements of a run-time-typed array borrowed mutably: where a
        /// [`DynViewMut`](super::DynViewMut) is written (a result into memory another library
        /// allocated, NumPy's `out=`).
        #[derive(Debug, PartialEq)]
        #[non_exhaustive]
        pub enum BufferMut<'a> {
            $($(#[$doc])* $V(&'a mut [$T]),)*
        }

        impl BufferRef<'_> {
            /// The dtype of the elements.
            pub fn dtype(self) -> DType {
                match self {
                    $(BufferRef::$V(_) => DType::$V,)*
                }
            }

            /// The number of elements.
            pub fn len(self) -> usize {
                match self {
                    $(BufferRef::$V(v) => v.len(),)*
                }
            }

            /// Whether there are no elements.
            pub fn is_empty(self) -> bool {
                self.len() == 0
            }
        }

        impl BufferMut<'_> {
            /// The dtype of the elements.
            pub fn dtype(&self) -> DType {
                match self {
                    $(BufferMut::$V(_) => DType::$V,)*
                }
            }

            /// The number of elements.
            pub fn len(&self) -> usize {
                match self {
                    $(BufferMut::$V(v) => v.len(),)*
                }
            }

            /// Whether there are no elements.
            pub fn is_empty(&self) -> bool {
                self.len() == 0
            }

            /// The elements borrowed immutably.
            #[inline]
            pub fn view(&self) -> BufferRef<'_> {
                match self {
                    $(BufferMut::$V(v) => BufferRef::$V(v),)*
                }
            }

            /// `src` copied in, where it has the same dtype and length; `false` where not.
            pub(super) fn copy_from(&mut self, src: BufferRef<'_>) -> bool {
                match (self, src) {
                    $((BufferMut::$V(d), BufferRef::$V(s)) if d.len() == s.len() => {
                        d.copy_from_slice(s);
                        true
                    })*
                    _ => false,
                }
            }
        }

        impl Buffer {
            /// The elements borrowed.
            #[inline]
            pub fn view(&self) -> BufferRef<'_> {
                match self {
                    $(Buffer::$V(v) => BufferRef::$V(v),)*
                }
            }

            /// The elements borrowed mutably.
            #[inline]
            pub fn view_mut(&mut self) -> BufferMut<'_> {
                match self {
                    $(Buffer::$V(v) => BufferMut::$V(v),)*
                }
            }
        }

        $(
            impl<'a> From<&'a [$T]> for BufferRef<'a> {
                #[inline]
                fn from(elements: &'a [$T]) -> Self {
                    BufferRef::$V(elements)
                }
            }

            impl<'a> From<&'a mut [$T]> for BufferMut<'a> {
                #[inline]
                fn from(elements: &'a mut [$T]) -> Self {
                    BufferMut::$V(elements)
                }
            }

            impl Viewed for $T {
                #[inline]
                fn of(view: BufferRef<'_>) -> Option<&[Self]> {
                    match view {
                        BufferRef::$V(v) => Some(v),
                        _ => None,
                    }
                }

                #[inline]
                fn of_mut<'b>(view: &'b mut BufferMut<'_>) -> Option<&'b mut [Self]> {
                    match view {
                        BufferMut::$V(v) => Some(v),
                        _ => None,
                    }
                }
            }

            impl Typed<$T> for Buffer {
                /// # Panics
                /// If the buffer holds another type: the dispatch calls a kernel at a buffer's
                /// own type only, so this is a caller's bug.
                #[inline]
                fn typed(&self) -> &[$T] {
                    match self {
                        Buffer::$V(v) => v,
                        other => wrong_type(other.dtype(), <$T as Element>::DTYPE),
                    }
                }

                #[inline]
                fn from_vec(elements: Vec<$T>) -> Buffer {
                    Buffer::$V(elements.into())
                }
            }

            impl From<Elements<$T>> for Buffer {
                #[inline]
                fn from(elements: Elements<$T>) -> Buffer {
                    Buffer::$V(elements)
                }
            }
        )*
    };
}

dyn_dtypes!(buffer);

/// An element type a [`BufferRef`] and a [`BufferMut`] hold: the dtypes of [`Buffer`]. Through it
/// a kernel reads a view at its own type.
pub trait Viewed: Sized {
    /// The view's elements, where it holds `Self`.
    fn of(view: BufferRef<'_>) -> Option<&[Self]>;

    /// The view's elements, where it holds `Self`.
    fn of_mut<'b>(view: &'b mut BufferMut<'_>) -> Option<&'b mut [Self]>;
}

/// `len` zeros, where a new array of that length is kept.
fn zeros<T: Storable + Default>(len: usize) -> Elements<T> {
    let mut filling = super::elements::Filling::with_capacity(len);
    filling.put(core::iter::repeat_n(T::default(), len));
    filling.finish()
}

#[cold]
#[track_caller]
fn wrong_type(held: DType, asked: DType) -> ! {
    panic!("a `{held}` buffer read as `{asked}`")
}
