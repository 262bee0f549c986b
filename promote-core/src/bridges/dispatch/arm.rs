//! The arms a probe resolves to: [`Defined`] runs the kernel at the pair's (or the dtype's)
//! types, [`Undefined`] returns the error naming them.

use super::{BinaryKernel, DispatchError, Typed, Types, UnaryKernel};
use crate::container::family::Family;
use crate::ops::{BinaryOp, UnaryOp};
use crate::{CastFrom, Element, Policy};

/// A defined arm: the kernel at `L`, `R` and their type `O`.
#[doc(hidden)]
pub struct Defined<L, R, O>(pub(super) Types<(L, R, O)>);

impl<L: Element, R: Element, O: Element + CastFrom<L> + CastFrom<R>> Defined<L, R, O> {
    /// Runs the kernel.
    #[inline]
    pub fn run<K, X>(self, kernel: K) -> Result<K::Output, DispatchError>
    where
        K: BinaryKernel,
        K::Op: BinaryOp<O, Output = X>,
        K::Storage: Typed<L> + Typed<R> + Typed<O> + Typed<X>,
    {
        Ok(kernel.call::<L, R, O, X>())
    }

    /// Runs the kernel.
    #[inline]
    pub fn run_unary<K>(self, kernel: K) -> Result<K::Output, DispatchError>
    where
        K: UnaryKernel,
        K::Op: UnaryOp<L, O>,
        K::Storage: Typed<L> + Typed<O>,
    {
        Ok(kernel.call::<L, O>())
    }
}

/// An undefined arm: the operands (`(L, R)` or `T`), the policy and the family.
#[doc(hidden)]
pub struct Undefined<T, P, F>(pub(super) Types<(T, P, F)>);

impl<L: Element, R: Element, P: Policy, F: Family> Undefined<(L, R), P, F> {
    /// The error.
    pub fn run<K: BinaryKernel>(self, _: K) -> Result<K::Output, DispatchError> {
        Err(DispatchError::Undefined {
            lhs: L::DTYPE,
            rhs: R::DTYPE,
            op: F::OP,
            policy: P::NAME,
        })
    }
}

impl<T: Element, P: Policy, F: Family> Undefined<T, P, F> {
    /// The error.
    pub fn run_unary<K: UnaryKernel>(self, _: K) -> Result<K::Output, DispatchError> {
        Err(DispatchError::UndefinedUnary {
            dtype: T::DTYPE,
            op: F::OP,
            policy: P::NAME,
        })
    }
}
