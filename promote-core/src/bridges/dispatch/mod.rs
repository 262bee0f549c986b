//! From run-time dtypes to typed code, for crates whose dtypes are known only at run time (a
//! tensor type holding a `DType`, a NumPy array received through pyo3):
//!
//! - [`dispatch_binary!`](crate::dispatch_binary) calls a [`BinaryKernel`]'s generic method at
//!   the concrete element types of two [`DType`]s and at the type the policy gives the pair in a
//!   family; with `kinds = (..)`, an operand may be a 0-d array, for the policies whose rule
//!   tells it apart;
//! - [`dispatch_unary!`](crate::dispatch_unary) calls a [`UnaryKernel`]'s at one dtype's type
//!   and its type in a unary family, reduction or scan;
//! - [`dispatch_all!`](crate::dispatch_all) calls a [`NaryKernel`]'s at the common type of n
//!   dtypes under the policy's n-ary rule, with a [`Converter`] into it for every operand.
//!
//! The caller lists the element types it handles, so that a site handling four dtypes
//! instantiates sixteen arms, not every pair of the build. A listed pair that the policy leaves
//! undefined in the family is a [`DispatchError::Undefined`], and a dtype not in the list a
//! [`DispatchError::NotListed`]: the arms are chosen by the same impls as `Promoted<L, R, P>`
//! (generated from the policy's declaration), so the dispatch agrees with the type checker and,
//! through it, with the run-time mirror ([`Policy::binary_result`], [`Policy::unary_result`],
//! [`result_type_all`](crate::generic::result_type_all)). Weak scalars are dtypes like the
//! others ([`DType::WeakInt`], …).
//!
//! [`DType`]: crate::DType
//! [`DType::WeakInt`]: crate::DType::WeakInt
//! [`Policy::binary_result`]: crate::Policy::binary_result
//! [`Policy::unary_result`]: crate::Policy::unary_result
//!
//! ```
//! use promote_core::container::family;
//! use promote_core::dispatch::{BinaryKernel, DispatchError};
//! use promote_core::{dispatch_binary, policies::NumPy, CastFrom, DType, Element};
//!
//! /// Adds two byte buffers of run-time dtypes, elementwise, into the promoted dtype.
//! struct AddBytes<'a>(&'a [u8], &'a [u8]);
//!
//! impl BinaryKernel for AddBytes<'_> {
//!     type Storage = ();
//!     type Output = (DType, Vec<f64>);
//!     type Op = ();
//!     fn call<L: Element, R: Element, O: Element + CastFrom<L> + CastFrom<R>, X>(self) -> Self::Output {
//!         // A real kernel reads `L` and `R` out of its buffers; this one shows the types.
//!         (O::DTYPE, Vec::new())
//!     }
//! }
//!
//! let (dtype, _) = dispatch_binary!(NumPy, family::Add, DType::I8, DType::F32,
//!     [u8, i8, f32, f64], AddBytes(&[], &[])).unwrap();
//! assert_eq!(dtype, DType::F32);
//!
//! let missing = dispatch_binary!(NumPy, family::Add, DType::I16, DType::F32,
//!     [u8, i8, f32, f64], AddBytes(&[], &[]));
//! assert!(matches!(missing, Err(DispatchError::NotListed { .. })));
//! ```
//!
//! A kernel is a trait with a generic method because a closure cannot be generic.

mod binary;
mod error;
mod kernel;
mod nary;
mod unary;

#[doc(hidden)]
pub use binary::{
    not_listed, operand_kinds, run_arm, ArmTypes, DefinedPair, NoPair, PairProbe, PairTypes,
    TypedArm, UndefinedArm, UndefinedPair,
};
pub use error::DispatchError;
pub use kernel::{BinaryKernel, Converter, NaryKernel, Typed, UnaryKernel};
pub use nary::common_dtype;
#[doc(hidden)]
pub use nary::{not_listed_all, CastProbe, Converts, ConvertsNot};
#[doc(hidden)]
pub use unary::{
    not_listed_unary, run_unary_arm, DefinedType, TypeProbe, TypedUnaryArm, UnaryArmTypes,
    UnaryTypes, UndefinedType, UndefinedUnaryArm,
};

/// Types a probe or an arm stands for, holding none of their values.
type Types<T> = core::marker::PhantomData<fn() -> T>;
