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

        $(
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

            impl TypedMut<$T> for Buffer {
                #[inline]
                fn typed_mut(&mut self) -> Option<&mut [$T]> {
                    match self {
                        Buffer::$V(v) => Some(v),
                        _ => None,
                    }
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

/// The elements as `&mut [T]`, if the buffer holds `T`: where a kernel writes into an existing
/// array.
pub(super) trait TypedMut<T> {
    /// The elements, or `None` if the buffer holds another type.
    fn typed_mut(&mut self) -> Option<&mut [T]>;
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
