//! Bring your own array: the one mechanism by which a container type, this crate's [`Array`] or
//! yours, gets every promoted operator and method.
//!
//! A container implements [`Container`]: its element type and policy, how to read its elements as
//! a row-major slice, and how to build a container of another element type with its shape. Its
//! crate then invokes [`promoted_operators!`](crate::promoted_operators) once, which writes the
//! operator impls for that type (Rust's orphan rules allow them in the crate that owns the type):
//!
//! - `+ - * / & | ^` with, on the right, a reference to a container of the same kind (any element
//!   type), a 0-d [`Array0`](crate::Array0), or a weak scalar ([`weak`](crate::weak));
//! - the same with a weak scalar or an `Array0` on the left;
//! - `+= -= *= /= &= |= ^=`, where the policy's in-place casting allows the result back into the
//!   left element type;
//! - unary `-`, where the policy defines it.
//!
//! Every named operation of the family list (`maximum`, `floor_divide`, `less`, `sqrt`, `sum`,
//! `cumsum`, …, and the `checked_*` and `*_into` forms) comes with [`PromoteOps`], implemented for
//! every container. [`Array`] is built this way: its operators are the macro's, and its methods
//! dispatch through the same [`RhsOperand`] and [`FamilyType`].
//!
//! The guide page [`guide::byo`](crate::guide::byo) walks through a complete example.
//!
//! [`Array`]: crate::Array

mod closures;
mod family_type;
mod methods;
mod operand;
mod operators;
mod scalar_lhs;

use alloc::vec::Vec;

pub use family_type::{FamilyType, UnaryFamilyType};
pub use methods::PromoteOps;
#[cfg(feature = "ndarray")]
pub(crate) use operand::refused as refused_value;
#[doc(hidden)]
pub use operand::SameKind;
pub use operand::{family, RhsOperand};
pub use scalar_lhs::{weak_lhs, WeakLhsRhs, ZeroDimLhsRhs};

use crate::array::ShapeError;
use crate::{Element, Policy};

/// A container whose elements promote under a policy: what a crate implements to get the
/// promoted operators ([`promoted_operators!`](crate::promoted_operators)) and methods
/// ([`PromoteOps`]).
///
/// Five items are required: the element type, the policy, the same container with another
/// element type ([`With`](Self::With)), the shape, and the elements as a row-major slice (shared
/// and mutable), plus how to build a container of another element type with `self`'s shape. The
/// elementwise loops are provided, over the slices, with shapes that must be equal; override
/// [`try_zip_map`](Self::try_zip_map) and its siblings for broadcasting or strided storage.
///
/// ```
/// use promote_core::container::Container;
/// use promote_core::{policies::Jax, Element, Policy};
///
/// /// A flat tensor: a shape and its elements.
/// struct Flat<T, P> {
///     shape: Vec<usize>,
///     data: Vec<T>,
///     policy: std::marker::PhantomData<P>,
/// }
///
/// impl<T: Element, P: Policy> Container for Flat<T, P> {
///     type Elem = T;
///     type Policy = P;
///     type With<X: Element> = Flat<X, P>;
///     fn shape(&self) -> &[usize] { &self.shape }
///     fn as_slice(&self) -> &[T] { &self.data }
///     fn as_mut_slice(&mut self) -> &mut [T] { &mut self.data }
///     fn with_data<X: Element>(&self, data: Vec<X>) -> Flat<X, P> {
///         Flat { shape: self.shape.clone(), data, policy: std::marker::PhantomData }
///     }
/// }
/// promote_core::promoted_operators!(impl<T, P> for Flat<T, P>);
///
/// let a: Flat<i8, Jax> = Flat { shape: vec![2], data: vec![1, 2], policy: Default::default() };
/// let b: Flat<f32, Jax> = Flat { shape: vec![2], data: vec![0.5, 0.5], policy: Default::default() };
/// let c: Flat<f32, Jax> = &a + &b; // i8 ⊔ f32 = f32 under JAX
/// assert_eq!(c.data, [1.5, 2.5]);
/// ```
pub trait Container: Sized {
    /// The element type.
    type Elem: Element;
    /// The promotion policy the container's operators follow.
    type Policy: Policy;
    /// The same kind of container with elements of type `X`: what an operation returns.
    type With<X: Element>: Container<Elem = X, Policy = Self::Policy>;

    /// The extent of each axis.
    fn shape(&self) -> &[usize];

    /// The elements in row-major order.
    fn as_slice(&self) -> &[Self::Elem];

    /// The elements in row-major order, to write in place.
    fn as_mut_slice(&mut self) -> &mut [Self::Elem];

    /// A container of `self`'s shape holding `data` (as many elements, in row-major order).
    fn with_data<X: Element>(&self, data: Vec<X>) -> Self::With<X>;

    /// Every element through `f`, into a container of `self`'s shape.
    #[inline]
    fn map<X: Element>(&self, f: impl Fn(Self::Elem) -> X) -> Self::With<X> {
        self.with_data(self.as_slice().iter().map(|&x| f(x)).collect())
    }

    /// Each pair of elements through `f`, into a container of the common shape; an error if the
    /// shapes do not combine (by default: unless they are equal).
    #[inline]
    fn try_zip_map<U: Element, X: Element>(
        &self,
        rhs: &Self::With<U>,
        f: impl Fn(Self::Elem, U) -> X,
    ) -> Result<Self::With<X>, ShapeError> {
        same_shape(self.shape(), rhs.shape())?;
        let data = self.as_slice().iter().zip(rhs.as_slice());
        Ok(self.with_data(data.map(|(&x, &y)| f(x, y)).collect()))
    }

    /// [`try_zip_map`](Self::try_zip_map), panicking with both shapes if they do not combine.
    #[inline]
    #[track_caller]
    fn zip_map<U: Element, X: Element>(
        &self,
        rhs: &Self::With<U>,
        f: impl Fn(Self::Elem, U) -> X,
    ) -> Self::With<X> {
        match self.try_zip_map(rhs, f) {
            Ok(out) => out,
            Err(e) => shape_panic(e),
        }
    }

    /// Every element replaced by `f` of itself, in place.
    #[inline]
    fn map_assign(&mut self, f: impl Fn(Self::Elem) -> Self::Elem) {
        for x in self.as_mut_slice() {
            *x = f(*x);
        }
    }

    /// Every element replaced by `f` of itself and the matching element of `rhs`, in place;
    /// panics with both shapes if they differ.
    #[inline]
    #[track_caller]
    fn zip_assign<U: Element>(
        &mut self,
        rhs: &Self::With<U>,
        f: impl Fn(Self::Elem, U) -> Self::Elem,
    ) {
        if let Err(e) = same_shape(self.shape(), rhs.shape()) {
            shape_panic(e)
        }
        for (x, &y) in self.as_mut_slice().iter_mut().zip(rhs.as_slice()) {
            *x = f(*x, y);
        }
    }

    /// Every element through `f`, written into `out`; panics if `out`'s shape is not `self`'s.
    #[inline]
    #[track_caller]
    fn map_into<O: Element>(&self, out: &mut Self::With<O>, f: impl Fn(Self::Elem) -> O) {
        if let Err(e) = same_shape(self.shape(), out.shape()) {
            shape_panic(e)
        }
        for (o, &x) in out.as_mut_slice().iter_mut().zip(self.as_slice()) {
            *o = f(x);
        }
    }

    /// Each pair of elements through `f`, written into `out`; panics if the operands' shapes
    /// differ or `out`'s is not theirs.
    #[inline]
    #[track_caller]
    fn zip_into<U: Element, O: Element>(
        &self,
        rhs: &Self::With<U>,
        out: &mut Self::With<O>,
        f: impl Fn(Self::Elem, U) -> O,
    ) {
        if let Err(e) = same_shape(self.shape(), rhs.shape()) {
            shape_panic(e)
        }
        if let Err(e) = same_shape(self.shape(), out.shape()) {
            shape_panic(e)
        }
        let (lhs, rhs) = (self.as_slice(), rhs.as_slice());
        for ((o, &x), &y) in out.as_mut_slice().iter_mut().zip(lhs).zip(rhs) {
            *o = f(x, y);
        }
    }
}

/// `Ok` if two shapes are equal, else the error naming both.
#[inline]
fn same_shape(lhs: &[usize], rhs: &[usize]) -> Result<(), ShapeError> {
    if lhs == rhs {
        Ok(())
    } else {
        Err(ShapeError::new(lhs, rhs))
    }
}

/// Panics with a shape error, out of line.
#[cold]
#[inline(never)]
#[track_caller]
fn shape_panic(e: ShapeError) -> ! {
    panic!("{e}")
}
