//! The traits a caller implements: its kernels ([`BinaryKernel`], [`UnaryKernel`],
//! [`NaryKernel`]), its storage ([`Typed`]), and the [`Converter`] an n-ary kernel is given.

use core::fmt;

use alloc::vec::Vec;

use super::DispatchError;
use crate::ops::{BinaryOp, UnaryOp};
use crate::{CastFrom, DType, Element};

/// A buffer of run-time dtype as a slice of `T`, and a buffer made of a `Vec<T>`: implemented by
/// a crate's tensor storage for every element type it holds, so that a kernel reads its operands
/// at their types (the dispatch calls the kernel at a buffer's own type only) and writes its
/// result, of the promoted type, once. `()` is the storage of a kernel that reads none.
pub trait Typed<T> {
    /// The elements, where `T` is the buffer's element type.
    fn typed(&self) -> &[T];

    /// A buffer holding `elements`.
    fn from_vec(elements: Vec<T>) -> Self
    where
        Self: Sized;
}

impl<T> Typed<T> for () {
    fn typed(&self) -> &[T] {
        &[]
    }

    fn from_vec(_: Vec<T>) {}
}

/// Code generic over the operands' element types `L`, `R` and their type `O` in the family
/// (both convert into it), called by [`dispatch_binary!`](crate::dispatch_binary) at the types
/// of two run-time dtypes. Its `Storage` is where it reads its operands and writes its result, as
/// [`Typed`] buffers (`()` for a kernel that reads none).
pub trait BinaryKernel {
    /// The buffers the kernel reads and writes.
    type Storage: ?Sized;
    /// What the kernel returns.
    type Output;
    /// The operation the kernel applies in `O`, as a marker of [`ops`](crate::ops)
    /// ([`ops::Add`](crate::ops::Add), [`ops::Less`](crate::ops::Less), …) or of the caller's own
    /// [`BinaryOp`]: its `apply` is callable in [`call`](BinaryKernel::call), and the storage
    /// holds its output. `()` for a kernel that applies none.
    type Op;

    /// The kernel at one pair of types: `L` and `R` the operands', `O` their type in the family,
    /// `X` the operation's result per element (`O` for arithmetic, `bool` for a comparison; a
    /// parameter of its own because rustc rejects an impl whose bounds name
    /// `<Self::Op as BinaryOp<O>>::Output`).
    fn call<L, R, O, X>(self) -> Self::Output
    where
        L: Element,
        R: Element,
        O: Element + CastFrom<L> + CastFrom<R>,
        Self::Op: BinaryOp<O, Output = X>,
        Self::Storage: Typed<L> + Typed<R> + Typed<O> + Typed<X>;
}

/// Code generic over an operand's element type `T` and its type `O` in a unary family,
/// reduction or scan, called by [`dispatch_unary!`](crate::dispatch_unary) at the type of a
/// run-time dtype.
pub trait UnaryKernel {
    /// The buffers the kernel reads and writes.
    type Storage: ?Sized;
    /// What the kernel returns.
    type Output;
    /// The operation the kernel applies, from `T` to `O`, as a marker of [`ops`](crate::ops)
    /// ([`ops::Negative`](crate::ops::Negative), …) or of the caller's own [`UnaryOp`]. `()` for a
    /// kernel that applies none (its `apply` converts).
    type Op;

    /// The kernel at one type.
    fn call<T: Element, O: Element>(self) -> Self::Output
    where
        Self::Op: UnaryOp<T, O>,
        Self::Storage: Typed<T> + Typed<O>;
}

/// Code generic over the common type `O` of n operands (the policy's n-ary rule,
/// [`result_type_all`](crate::generic::result_type_all)), called by
/// [`dispatch_all!`](crate::dispatch_all) with a [`Converter`] that writes any operand of a
/// listed dtype into `O` in one pass: the kernel of `concatenate`, `stack` or an n-ary
/// elementwise operation. Its operands' own types are not type parameters, since their number is
/// known only at run time.
pub trait NaryKernel {
    /// The buffers the kernel reads and writes.
    type Storage: ?Sized;
    /// What the kernel returns.
    type Output;

    /// The kernel at the common type.
    fn call<O: Element>(self, operands: Converter<O, Self::Storage>) -> Self::Output
    where
        Self::Storage: Typed<O>;
}

/// Converts an operand of run-time dtype into the common type `O` of an n-ary dispatch: a
/// function chosen by the operand's dtype among the types the call site lists, made by
/// [`dispatch_all!`](crate::dispatch_all).
pub struct Converter<O, S: ?Sized> {
    extend: fn(&S, DType, &mut Vec<O>) -> bool,
    policy: &'static str,
}

impl<O, S: ?Sized> Converter<O, S> {
    /// The converter of `extend`, which appends an operand converted into `O` or returns
    /// `false` for a dtype it does not list.
    #[doc(hidden)]
    pub fn new<K: NaryKernel<Storage = S>>(
        _kernel: &K,
        policy: &'static str,
        extend: fn(&S, DType, &mut Vec<O>) -> bool,
    ) -> Self {
        Converter { extend, policy }
    }

    /// Appends the elements of `storage`, a buffer of `dtype`, converted into `O`; a
    /// [`DispatchError::NotListedAll`] for a dtype the call site does not list.
    pub fn extend(&self, storage: &S, dtype: DType, out: &mut Vec<O>) -> Result<(), DispatchError> {
        if (self.extend)(storage, dtype, out) {
            Ok(())
        } else {
            Err(DispatchError::NotListedAll {
                dtype,
                policy: self.policy,
            })
        }
    }

    /// The elements of `storage`, a buffer of `dtype`, converted into `O`.
    pub fn to_vec(&self, storage: &S, dtype: DType) -> Result<Vec<O>, DispatchError> {
        let mut out = Vec::new();
        self.extend(storage, dtype, &mut out)?;
        Ok(out)
    }
}

impl<O, S: ?Sized> Clone for Converter<O, S> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<O, S: ?Sized> Copy for Converter<O, S> {}

impl<O, S: ?Sized> fmt::Debug for Converter<O, S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Converter")
            .field("policy", &self.policy)
            .finish_non_exhaustive()
    }
}
