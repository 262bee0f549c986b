//! [`DynArray`]: the run-time twin of [`Array`](crate::Array), an n-dimensional array whose dtype
//! is a [`DType`] value (feature `dyn`), for code that learns its dtypes at run time (a tensor
//! received from Python, a file's column, a candle tensor).
//!
//! Its methods are the family list's, as `Array`'s, but typed by the policy at run time: the
//! result dtype is what the library the policy follows returns, for arrays, 0-d arrays and
//! Python scalars (weak dtypes, [`DynArray::scalar`] of a [`weak`](crate::weak) value). Each
//! method asks the policy's run-time mirror ([`Policy::binary_result`]) for the type it computes
//! in, then runs that type's kernel for the operation: the operands are read in blocks converted
//! into the type (an operand already of it is read in place), combined, and the result written
//! once; no converted copy of an operand is made. The kernels depend on the compute type and the
//! operation only, so every policy (yours too) shares them and a build compiles those of the
//! methods it calls; a [`dispatch`](crate::dispatch) per pair and policy cost 9 s of this
//! crate's build per policy. Nothing panics on a dtype or a shape: every method returns a
//! [`DynError`]. With the feature `huge-pages`, the arrays of 2 MiB and more that `DynArray`
//! creates are kept on transparent huge pages, as NumPy keeps its own (see [`Elements`]).
//!
//! ```
//! use promote_core::dyn_array::DynArray;
//! use promote_core::policies::{NumPy, Torch};
//! use promote_core::{weak, DType};
//!
//! let a = DynArray::<NumPy>::from_vec([3], vec![1i8, -2, 3])?;
//! let b = DynArray::<NumPy>::from_vec([3], vec![0.5f32, 0.25, 2.0])?;
//! let c = (&a + &b)?;                                   // NumPy: int8 + float32 is float32
//! assert_eq!(c.dtype(), DType::F32);
//! assert_eq!(c.as_slice::<f32>()?, [1.5, -1.75, 5.0]);
//!
//! let d = a.checked_add(&DynArray::scalar(weak(3)))?;   // a Python int: NumPy 2 keeps int8
//! assert_eq!(d.dtype(), DType::I8);
//! let e = a.checked_add(&DynArray::scalar(weak(300))).unwrap_err(); // ... and refuses 300
//! assert_eq!(e.to_string(), "Python integer 300 out of bounds for int8 (NumPy raises OverflowError)");
//!
//! let big = DynArray::<Torch>::scalar(2.5f64);          // a 0-d float64 tensor
//! let t = DynArray::<Torch>::from_vec([2], vec![1.0f32, 2.0])?;
//! assert_eq!(t.checked_mul(&big)?.dtype(), DType::F32); // PyTorch: the 0-d tensor does not widen
//!
//! let q = a.checked_less(&b)?;                          // comparisons give bool arrays
//! assert_eq!(q.as_slice::<bool>()?, [false, true, false]);
//! # Ok::<(), promote_core::dyn_array::DynError>(())
//! ```

/// Passes the dtypes a `DynArray` holds to `$callback!`, in the dtype list's form: the standard
/// rows and the narrow section's `plain` ones (`bcomplex32`, PyTorch's `bf16` with a complex
/// scalar); the narrow formats (feature `narrow`) are not held.
macro_rules! dyn_dtypes {
    ($callback:ident) => {
        crate::__dtypes!(dyn_dtypes { @filter $callback });
    };
    (@filter $callback:ident dtypes_spec { standard { $($standard:tt)* } narrow { $($narrow:tt)* } }) => {
        dyn_dtypes!(@row $callback [$($standard)*] $($narrow)*);
    };
    (@row $callback:ident [$($kept:tt)*]) => {
        $callback! { dtypes_spec { standard { $($kept)* } narrow {} } }
    };
    (@row $callback:ident [$($kept:tt)*] $(#[$doc:meta])* $V:ident $code:literal $kind:ident plain($T:ty) $class:ident [$($names:tt)*]; $($rest:tt)*) => {
        dyn_dtypes!(@row $callback [$($kept)* $(#[$doc])* $V $code $kind plain($T) $class [$($names)*];] $($rest)*);
    };
    (@row $callback:ident $kept:tt $(#[$doc:meta])* $V:ident $code:literal $kind:ident $repr:ident($T:ty) $class:ident [$($names:tt)*]; $($rest:tt)*) => {
        dyn_dtypes!(@row $callback $kept $($rest)*);
    };
}

mod bridges;
mod buffer;
mod cast;
mod edge_values;
mod elements;
mod error;
#[cfg(feature = "huge-pages")]
mod huge_pages;
mod in_place;
mod kernels;
mod methods;
mod operators;
mod reductions;
mod view;

use alloc::vec::Vec;
use core::marker::PhantomData;

pub use buffer::{Buffer, BufferMut, BufferRef, Viewed};
pub use elements::{Elements, Storable};
pub use error::DynError;
pub use kernels::Computable;
pub use methods::{InPlaceOp, UnaryInPlaceOp};
pub use view::{DynView, DynViewMut};

use crate::array::ShapeError;
use crate::dispatch::Typed;
use crate::{Array, DType, Element, Policy};

/// A shape, inline up to four axes: a call on small arrays then allocates nothing but the result's
/// elements (from Python, each small allocation freed on the way was a cost of the call; see
/// BENCHMARKS.md, "From Python").
pub(crate) type Shape = smallvec::SmallVec<[usize; 4]>;

/// An n-dimensional array whose dtype is known at run time, computing under the policy `P`:
/// a shape and a [`Buffer`], row-major. See [`dyn_array`](self).
pub struct DynArray<P> {
    shape: Shape,
    data: Buffer,
    policy: PhantomData<fn() -> P>,
}

// Written out: a derive would ask the policy, a marker type, to be `Clone` and `PartialEq`.
impl<P> Clone for DynArray<P> {
    fn clone(&self) -> Self {
        DynArray {
            shape: self.shape.clone(),
            data: self.data.clone(),
            policy: PhantomData,
        }
    }
}

impl<P> PartialEq for DynArray<P> {
    /// The same shape and the same elements (NaN unequal to itself, as in `Array`).
    fn eq(&self, other: &Self) -> bool {
        self.shape == other.shape && self.data == other.data
    }
}

impl<P: Policy> core::fmt::Debug for DynArray<P> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("DynArray")
            .field("policy", &P::NAME)
            .field("shape", &self.shape)
            .field("data", &self.data)
            .finish()
    }
}

impl<P> DynArray<P> {
    /// An array of the given shape holding `data`, or a [`ShapeError`] if the shape's product is
    /// not its length. A shape `[]` is a 0-d array.
    pub fn from_vec<T: Element>(
        shape: impl Into<Vec<usize>>,
        data: Vec<T>,
    ) -> Result<Self, ShapeError>
    where
        Buffer: Typed<T>,
    {
        Self::from_buffer(shape, Buffer::from_vec(data))
    }

    /// An array of the given shape holding a copy of `data`, or a [`ShapeError`] if the shape's
    /// product is not its length. Unlike [`from_vec`](Self::from_vec), which keeps the `Vec`, the
    /// copy is where `DynArray` keeps the arrays it creates: with the feature `huge-pages`, on
    /// huge pages from 2 MiB on (see [`Elements`]).
    ///
    /// ```
    /// use promote_core::{dyn_array::DynArray, policies::NumPy, DType};
    ///
    /// let a = DynArray::<NumPy>::from_slice([2, 2], &[1i16, 2, 3, 4])?;
    /// assert_eq!((a.dtype(), a.shape()), (DType::I16, &[2, 2][..]));
    /// # Ok::<(), promote_core::array::ShapeError>(())
    /// ```
    pub fn from_slice<T: Element + Storable>(
        shape: impl Into<Vec<usize>>,
        data: &[T],
    ) -> Result<Self, ShapeError>
    where
        Buffer: From<Elements<T>>,
    {
        let shape = shape.into();
        if shape.iter().product::<usize>() != data.len() {
            return Err(ShapeError::length(shape, data.len()));
        }
        Self::from_buffer(shape, Buffer::from(Elements::from_slice(data)))
    }

    /// An array of the given shape holding `data`, or a [`ShapeError`] if the shape's product is
    /// not its length.
    pub fn from_buffer(shape: impl Into<Vec<usize>>, data: Buffer) -> Result<Self, ShapeError> {
        let shape = shape.into();
        if shape.iter().product::<usize>() != data.len() {
            return Err(ShapeError::length(shape, data.len()));
        }
        Ok(DynArray {
            shape: Shape::from_vec(shape),
            data,
            policy: PhantomData,
        })
    }

    /// A 0-d array of `value`; of a weak value ([`weak`](crate::weak)`(2.5)`), a Python scalar.
    pub fn scalar<T: Element>(value: T) -> Self
    where
        Buffer: Typed<T>,
    {
        DynArray {
            shape: Shape::new(),
            data: Buffer::from_vec(alloc::vec![value]),
            policy: PhantomData,
        }
    }

    /// The dtype of the elements.
    pub fn dtype(&self) -> DType {
        self.data.dtype()
    }

    /// The shape (`[]` for a 0-d array or a Python scalar).
    pub fn shape(&self) -> &[usize] {
        &self.shape
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        self.data.len()
    }

    /// Whether there are no elements.
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    /// The elements, flat.
    pub fn buffer(&self) -> &Buffer {
        &self.data
    }

    /// The shape and the elements.
    pub fn into_parts(self) -> (Vec<usize>, Buffer) {
        (self.shape.into_vec(), self.data)
    }

    /// The elements, flat, without the shape (which [`shape`](Self::shape) reads before).
    /// Unlike [`into_parts`](Self::into_parts), it allocates nothing: a `DynArray` keeps a
    /// shape of up to four axes inline.
    ///
    /// ```
    /// use promote_core::{dyn_array::DynArray, policies::NumPy, DType};
    ///
    /// let a = DynArray::<NumPy>::from_vec([2, 2], vec![1i16, 2, 3, 4])?;
    /// let sum = (&a + &a)?;
    /// assert_eq!(sum.shape(), &[2, 2][..]);
    /// let elements = sum.into_buffer();
    /// assert_eq!((elements.dtype(), elements.len()), (DType::I16, 4));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn into_buffer(self) -> Buffer {
        self.data
    }

    /// The elements as `&[T]`, or [`DynError::DType`] if the array holds another type.
    pub fn as_slice<T: Element>(&self) -> Result<&[T], DynError>
    where
        Buffer: Typed<T>,
    {
        self.expect_dtype(T::DTYPE)?;
        Ok(self.data.typed())
    }

    /// The elements converted to `dtype` (NumPy's `astype`), by [`CastFrom`](crate::CastFrom).
    pub fn cast(&self, dtype: DType) -> Result<Self, DynError> {
        self.view().cast(dtype)
    }

    /// The typed array, or [`DynError::DType`] if this one holds another type than `T`.
    pub fn to_array<T: Element>(&self) -> Result<Array<T, P>, DynError>
    where
        Buffer: Typed<T>,
        P: Policy,
    {
        let data = self.as_slice::<T>()?.to_vec();
        Ok(Array::from_shape_vec(self.shape.to_vec(), data)?)
    }

    fn expect_dtype(&self, expected: DType) -> Result<(), DynError> {
        if self.dtype() == expected {
            Ok(())
        } else {
            Err(DynError::DType {
                expected,
                found: self.dtype(),
            })
        }
    }
}

impl<T: Element, P: Policy> From<Array<T, P>> for DynArray<P>
where
    Buffer: Typed<T>,
{
    fn from(array: Array<T, P>) -> Self {
        let shape = Shape::from_slice(array.shape());
        DynArray {
            shape,
            data: Buffer::from_vec(array.into_vec()),
            policy: PhantomData,
        }
    }
}

impl<P: Policy> DynArray<P> {
    /// The arrays joined along their first axis, in their common dtype under the policy's n-ary
    /// rule ([`result_type_all`](crate::generic::result_type_all): NumPy's is not a left fold),
    /// each converted once into the result; a [`DynError`] if their shapes differ past the first
    /// axis (or one is 0-d, or there are none) or the policy has no common dtype.
    ///
    /// ```
    /// use promote_core::{dyn_array::DynArray, policies::NumPy, DType};
    /// let a = DynArray::<NumPy>::from_vec([2], vec![1u16, 2])?;
    /// let b = DynArray::<NumPy>::from_vec([1], vec![-1i8])?;
    /// let c = DynArray::<NumPy>::from_vec([1], vec![0.5f32])?;
    /// let j = DynArray::concatenate(&[&a, &b, &c])?;
    /// assert_eq!(j.dtype(), DType::F32); // NumPy's n-ary rule; a left fold would give f64
    /// assert_eq!(j.as_slice::<f32>()?, [1.0, 2.0, -1.0, 0.5]);
    /// # Ok::<(), promote_core::dyn_array::DynError>(())
    /// ```
    pub fn concatenate(arrays: &[&Self]) -> Result<Self, DynError> {
        let first = arrays.first().map_or(&[][..], |a| a.shape());
        let mut len0 = 0;
        for a in arrays {
            if first.is_empty() || a.shape.is_empty() || a.shape[1..] != first[1..] {
                return Err(ShapeError::new(first, &a.shape).into());
            }
            len0 += a.shape[0];
        }
        if arrays.is_empty() {
            return Err(ShapeError::new(&[], &[]).into());
        }
        let mut shape = Shape::from_slice(first);
        shape[0] = len0;
        Self::joined(arrays, shape)
    }

    /// The arrays stacked along a new first axis, in their common dtype under the policy's n-ary
    /// rule; a [`DynError`] if their shapes differ (or there are none) or the policy has no
    /// common dtype.
    pub fn stack(arrays: &[&Self]) -> Result<Self, DynError> {
        let Some(first) = arrays.first() else {
            return Err(ShapeError::new(&[], &[]).into());
        };
        if let Some(other) = arrays.iter().find(|a| a.shape != first.shape) {
            return Err(ShapeError::new(&first.shape, &other.shape).into());
        }
        let mut shape = Shape::from_slice(&[arrays.len()]);
        shape.extend_from_slice(&first.shape);
        Self::joined(arrays, shape)
    }

    fn joined(arrays: &[&Self], shape: Shape) -> Result<Self, DynError> {
        let dtypes: Vec<DType> = arrays.iter().map(|a| a.dtype()).collect();
        let dtype = crate::dispatch::common_dtype::<P>(&dtypes)?;
        let parts: Vec<BufferRef<'_>> = arrays.iter().map(|a| a.data.view()).collect();
        let data = kernels::join_as(dtype, &parts).ok_or(DynError::Cast {
            from: dtypes[0],
            to: dtype,
        })?;
        Ok(DynArray {
            shape,
            data,
            policy: PhantomData,
        })
    }
}
