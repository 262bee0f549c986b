//! Converting a [`Buffer`] to another dtype, elementwise by [`CastFrom`](crate::CastFrom): the
//! run-time twin of `Array::cast`.

use super::elements::Filling;
use super::{Buffer, BufferRef};
use crate::DType;

macro_rules! casts {
    (dtypes_spec {
        standard { $($(#[$doc:meta])* $V:ident $code:literal $kind:ident $repr:ident($T:ty) $class:ident [$($names:tt)*];)* }
        narrow $narrow:tt
    }) => {
        casts!(@targets [$($V $repr $T),*] [$($V $T),*]);
    };
    // The sources, a list of their own: a repetition may not nest in one over the same names.
    (@targets [$($To:ident $repr:ident $O:ty),*] $sources:tt) => {
        /// `buffer`'s elements converted to `to`, or `None` where a `Buffer` does not hold `to`.
        // Inline: its 400 loops are compiled where a crate calls `DynArray::cast`, not in every
        // build of this crate.
        #[inline]
        pub(super) fn cast(buffer: BufferRef<'_>, to: DType) -> Option<Buffer> {
            match to {
                $(DType::$To => casts!(@to $repr buffer $To $O, $sources),)*
                _ => None,
            }
        }
    };
    (@to $repr:ident $buffer:ident $To:ident $O:ty, [$($V:ident $T:ty),*]) => {
        Some(Buffer::$To(match $buffer {
            $(BufferRef::$V(v) => {
                let mut out = Filling::<$O>::with_capacity(v.len());
                out.put(v.iter().map(|&x| <$O as crate::CastFrom<$T>>::cast_from(x)));
                out.finish()
            })*
        }))
    };
}

dyn_dtypes!(casts);
