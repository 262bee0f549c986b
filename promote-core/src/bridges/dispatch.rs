//! From run-time dtypes to typed code: `dispatch_binary!` calls a [`BinaryKernel`]'s generic
//! method at the concrete element types of two [`DType`]s and at the type the policy gives the
//! pair in a family (`dispatch_unary!`, a [`UnaryKernel`]'s at one dtype's type and its type in
//! a unary family, reduction or scan), for crates whose dtypes are known only at run time (a tensor type holding a
//! `DType`, a NumPy array received through pyo3).
//!
//! The caller lists the element types it handles, so that a site handling four dtypes
//! instantiates sixteen arms, not every pair of the build. A listed pair that the policy leaves
//! undefined in the family is a [`DispatchError::Undefined`], and a dtype not in the list a
//! [`DispatchError::NotListed`]: the arms are chosen by the same impls as `Promoted<L, R, P>`
//! (generated from the policy's declaration), so the dispatch agrees with the type checker and,
//! through it, with the run-time mirror ([`Policy::binary_result`], [`Policy::unary_result`]).
//! The operands are arrays or weak scalars; a 0-d operand's rule is the typed API's.
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

use core::fmt;
use core::marker::PhantomData;

use alloc::vec::Vec;

use crate::container::family::Family;
use crate::container::{FamilyType, UnaryFamilyType};
use crate::ops::{BinaryOp, UnaryOp};
use crate::{CastFrom, DType, Element, Op, Policy};

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

/// Why a dispatch found no arm.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DispatchError {
    /// The policy leaves the pair undefined in the family.
    Undefined {
        /// The left operand's dtype.
        lhs: DType,
        /// The right operand's dtype.
        rhs: DType,
        /// The family.
        op: Op,
        /// The policy's name.
        policy: &'static str,
    },
    /// The policy leaves the dtype undefined in the unary family, reduction or scan.
    UndefinedUnary {
        /// The operand's dtype.
        dtype: DType,
        /// The family.
        op: Op,
        /// The policy's name.
        policy: &'static str,
    },
    /// A dtype that the call site of a unary dispatch does not list.
    NotListedUnary {
        /// The operand's dtype.
        dtype: DType,
        /// The family.
        op: Op,
        /// The policy's name.
        policy: &'static str,
    },
    /// A dtype that the call site does not list (or this build does not have).
    NotListed {
        /// The left operand's dtype.
        lhs: DType,
        /// The right operand's dtype.
        rhs: DType,
        /// The family.
        op: Op,
        /// The policy's name.
        policy: &'static str,
    },
}

impl fmt::Display for DispatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DispatchError::UndefinedUnary { dtype, op, policy } => write!(
                f,
                "`{}` of `{dtype}` is undefined under the policy `{policy}`",
                op.name()
            ),
            DispatchError::NotListedUnary { dtype, op, policy } => write!(
                f,
                "`{}` of `{dtype}` under `{policy}`: a dtype this dispatch does not list",
                op.name()
            ),
            DispatchError::Undefined {
                lhs,
                rhs,
                op,
                policy,
            } => write!(
                f,
                "`{lhs}` and `{rhs}` have no `{}` under the policy `{policy}`",
                op.name()
            ),
            DispatchError::NotListed {
                lhs,
                rhs,
                op,
                policy,
            } => write!(
                f,
                "`{}` of `{lhs}` and `{rhs}` under `{policy}`: a dtype this dispatch does not list",
                op.name()
            ),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for DispatchError {}

/// Types a probe or an arm stands for, holding none of their values.
type Types<T> = PhantomData<fn() -> T>;

/// One arm of a dispatch: the pair `L`, `R` under `P` in the family `F`, for the kernel `K`.
/// Its `arm` is [`DefinedPair`]'s where the policy defines the pair and the kernel's operation
/// applies to its type (method lookup takes the impl on the probe before the one on its
/// reference), and [`UndefinedPair`]'s where not. The arm then runs the kernel with the storage
/// bounds checked by the compiler: a storage that lacks a type of a listed pair does not compile,
/// rather than turning the pair into a run-time error.
#[doc(hidden)]
pub struct PairProbe<L, R, P, F, K>(Types<(L, R, P, F, K)>);

impl<L, R, P, F, K> PairProbe<L, R, P, F, K> {
    /// The probe of `kernel`'s type.
    pub const fn new(_kernel: &K) -> Self {
        PairProbe(PhantomData)
    }
}

/// The arm of a defined pair.
#[doc(hidden)]
pub trait DefinedPair {
    /// [`Defined`] at the pair's types.
    type Arm;
    /// The arm.
    fn arm(&self) -> Self::Arm;
}

impl<L, R, P, F, K> DefinedPair for PairProbe<L, R, P, F, K>
where
    L: Element + FamilyType<R, P, F>,
    R: Element,
    K: BinaryKernel,
    K::Op: BinaryOp<<L as FamilyType<R, P, F>>::Out>,
{
    type Arm = Defined<L, R, <L as FamilyType<R, P, F>>::Out>;
    #[inline]
    fn arm(&self) -> Self::Arm {
        Defined(PhantomData)
    }
}

/// The arm of an undefined pair.
#[doc(hidden)]
pub trait UndefinedPair {
    /// [`Undefined`].
    type Arm;
    /// The arm.
    fn arm(&self) -> Self::Arm;
}

impl<L, R, P, F, K> UndefinedPair for &PairProbe<L, R, P, F, K> {
    type Arm = Undefined<(L, R), P, F>;
    fn arm(&self) -> Self::Arm {
        Undefined(PhantomData)
    }
}

/// A defined arm: the kernel at `L`, `R` and their type `O`.
#[doc(hidden)]
pub struct Defined<L, R, O>(Types<(L, R, O)>);

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
pub struct Undefined<T, P, F>(Types<(T, P, F)>);

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

/// The error of a dtype the call site does not list.
#[doc(hidden)]
pub fn not_listed<P: Policy, F: Family>(lhs: DType, rhs: DType) -> DispatchError {
    DispatchError::NotListed {
        lhs,
        rhs,
        op: F::OP,
        policy: P::NAME,
    }
}

/// One arm of a unary dispatch: `T` under `P` in the family `F`, for the kernel `K`, as
/// [`PairProbe`].
#[doc(hidden)]
pub struct TypeProbe<T, P, F, K>(Types<(T, P, F, K)>);

impl<T, P, F, K> TypeProbe<T, P, F, K> {
    /// The probe of `kernel`'s type.
    pub const fn new(_kernel: &K) -> Self {
        TypeProbe(PhantomData)
    }
}

/// The arm of a defined dtype.
#[doc(hidden)]
pub trait DefinedType {
    /// [`Defined`] at the type (its right operand unused).
    type Arm;
    /// The arm.
    fn arm(&self) -> Self::Arm;
}

impl<T, P, F, K> DefinedType for TypeProbe<T, P, F, K>
where
    T: Element + UnaryFamilyType<P, F>,
    K: UnaryKernel,
    K::Op: UnaryOp<T, <T as UnaryFamilyType<P, F>>::Out>,
    <T as UnaryFamilyType<P, F>>::Out: CastFrom<T>,
{
    type Arm = Defined<T, T, <T as UnaryFamilyType<P, F>>::Out>;
    #[inline]
    fn arm(&self) -> Self::Arm {
        Defined(PhantomData)
    }
}

/// The arm of an undefined dtype.
#[doc(hidden)]
pub trait UndefinedType {
    /// [`Undefined`].
    type Arm;
    /// The arm.
    fn arm(&self) -> Self::Arm;
}

impl<T, P, F, K> UndefinedType for &TypeProbe<T, P, F, K> {
    type Arm = Undefined<T, P, F>;
    fn arm(&self) -> Self::Arm {
        Undefined(PhantomData)
    }
}

/// The error of a dtype the call site of a unary dispatch does not list.
#[doc(hidden)]
pub fn not_listed_unary<P: Policy, F: Family>(dtype: DType) -> DispatchError {
    DispatchError::NotListedUnary {
        dtype,
        op: F::OP,
        policy: P::NAME,
    }
}

/// Calls a [`UnaryKernel`](crate::dispatch::UnaryKernel) at the element type of a run-time dtype
/// and its type under a policy in a unary family, reduction or scan:
/// `dispatch_unary!(Policy, family::Marker, dtype, [types...], kernel)`, a
/// `Result<K::Output, DispatchError>`. See [`dispatch`](crate::dispatch).
///
/// ```
/// use promote_core::container::family;
/// use promote_core::dispatch::UnaryKernel;
/// use promote_core::{dispatch_unary, policies::NumPy, DType, Element};
///
/// struct SumType;
/// impl UnaryKernel for SumType {
///     type Storage = ();
///     type Output = DType;
///     type Op = ();
///     fn call<T: Element, O: Element>(self) -> DType {
///         O::DTYPE
///     }
/// }
/// let sum = dispatch_unary!(NumPy, family::Sum, DType::U8, [u8, i32, f32], SumType);
/// assert_eq!(sum, Ok(DType::U64)); // NumPy sums u8 in u64
/// ```
#[macro_export]
macro_rules! dispatch_unary {
    ($P:ty, $F:ty, $dtype:expr, [$($T:ty),+ $(,)?], $kernel:expr $(,)?) => {{
        #[allow(unused_imports)]
        use $crate::dispatch::{DefinedType as _, UndefinedType as _};
        let dtype: $crate::DType = $dtype;
        let kernel = $kernel;
        'dispatch: {
            $(
                if dtype == <$T as $crate::Element>::DTYPE {
                    break 'dispatch (&$crate::dispatch::TypeProbe::<$T, $P, $F, _>::new(&kernel)).arm().run_unary(kernel);
                }
            )+
            Err($crate::dispatch::not_listed_unary::<$P, $F>(dtype))
        }
    }};
}

/// Calls a [`BinaryKernel`](crate::dispatch::BinaryKernel) at the element types of two run-time
/// dtypes and their type under a policy in a family:
/// `dispatch_binary!(Policy, family::Marker, lhs_dtype, rhs_dtype, [types...], kernel)`, a
/// `Result<K::Output, DispatchError>`. The policy must be a concrete type. See
/// [`dispatch`](crate::dispatch).
#[macro_export]
macro_rules! dispatch_binary {
    ($P:ty, $F:ty, $lhs:expr, $rhs:expr, [$($T:ty),+ $(,)?], $kernel:expr $(,)?) => {{
        #[allow(unused_imports)]
        use $crate::dispatch::{DefinedPair as _, UndefinedPair as _};
        let (lhs, rhs): ($crate::DType, $crate::DType) = ($lhs, $rhs);
        let kernel = $kernel;
        'dispatch: {
            $crate::__dispatch_rows!('dispatch [$P, $F] lhs rhs kernel [$($T),+] [$($T),+]);
            Err($crate::dispatch::not_listed::<$P, $F>(lhs, rhs))
        }
    }};
}

/// The arms of [`dispatch_binary!`], one left type at a time (the list is passed twice, as
/// two metavariables cannot share a repetition).
#[doc(hidden)]
#[macro_export]
macro_rules! __dispatch_rows {
    ($label:lifetime $ctx:tt $lhs:ident $rhs:ident $kernel:ident [$($L:ty),+] $right:tt) => {
        $($crate::__dispatch_rows!(@row $label $ctx $lhs $rhs $kernel $L $right);)+
    };
    (@row $label:lifetime [$P:ty, $F:ty] $lhs:ident $rhs:ident $kernel:ident $L:ty [$($R:ty),+]) => {
        if $lhs == <$L as $crate::Element>::DTYPE {
            $(
                if $rhs == <$R as $crate::Element>::DTYPE {
                    break $label (&$crate::dispatch::PairProbe::<$L, $R, $P, $F, _>::new(&$kernel)).arm().run($kernel);
                }
            )+
        }
    };
}
