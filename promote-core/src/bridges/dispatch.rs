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
use crate::{ArrayKind, CastFrom, DType, Element, Op, Policy};

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
    /// The policy's n-ary rule gives the operands no common dtype: `lhs` and `rhs` are the first
    /// pair of them that has none; where every pair has one, the step of the policy's left fold
    /// that has none (`lhs` the common dtype of the operands before `rhs`: under PaddlePaddle
    /// `[b, i*, b]` fails at `i64` and `b`).
    UndefinedAll {
        /// The first operand of the pair.
        lhs: DType,
        /// The second.
        rhs: DType,
        /// The policy's name.
        policy: &'static str,
    },
    /// An n-ary dispatch without operands.
    NoOperands {
        /// The policy's name.
        policy: &'static str,
    },
    /// The common dtype of an n-ary dispatch, or an operand's dtype, that the call site does not
    /// list.
    NotListedAll {
        /// The dtype.
        dtype: DType,
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
            DispatchError::UndefinedAll { lhs, rhs, policy } => write!(
                f,
                "`{lhs}` and `{rhs}` have no common dtype under the policy `{policy}`"
            ),
            DispatchError::NoOperands { policy } => write!(
                f,
                "no operands: the common dtype of none is undefined under the policy `{policy}`"
            ),
            DispatchError::NotListedAll { dtype, policy } => write!(
                f,
                "`{dtype}` under `{policy}`: a dtype this dispatch does not list"
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

/// One arm of a dispatch: the pair `L`, `R` under `P` in the family `F`, for the kernel `K`, as
/// the operands `A` and `B` (`L` and `R` for arrays, [`ZeroDim<L>`](crate::ZeroDim) for a 0-d
/// operand, whose rule some policies give a pair of its own).
/// Its `arm` is [`DefinedPair`]'s where the policy defines the pair and the kernel's operation
/// applies to its type (method lookup takes the impl on the probe before the one on its
/// reference), and [`UndefinedPair`]'s where not. The arm then runs the kernel with the storage
/// bounds checked by the compiler: a storage that lacks a type of a listed pair does not compile,
/// rather than turning the pair into a run-time error.
#[doc(hidden)]
pub struct PairProbe<L, R, P, F, K, A = L, B = R>(Types<(L, R, P, F, K, A, B)>);

impl<L, R, P, F, K, A, B> PairProbe<L, R, P, F, K, A, B> {
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

impl<L, R, P, F, K, A, B> DefinedPair for PairProbe<L, R, P, F, K, A, B>
where
    L: Element,
    R: Element,
    A: FamilyType<B, P, F>,
    <A as FamilyType<B, P, F>>::Out: CastFrom<L> + CastFrom<R>,
    K: BinaryKernel,
    K::Op: BinaryOp<<A as FamilyType<B, P, F>>::Out>,
{
    type Arm = Defined<L, R, <A as FamilyType<B, P, F>>::Out>;
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

impl<L, R, P, F, K, A, B> UndefinedPair for &PairProbe<L, R, P, F, K, A, B> {
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

/// The kinds of two operands as the rules read them: a weak scalar is weak whatever its kind,
/// as in the run-time mirror.
#[doc(hidden)]
pub fn operand_kinds(
    lhs: DType,
    rhs: DType,
    (lhs_kind, rhs_kind): (ArrayKind, ArrayKind),
) -> (ArrayKind, ArrayKind) {
    let kind = |dtype: DType, kind| {
        if dtype.is_weak() {
            ArrayKind::Array
        } else {
            kind
        }
    };
    (kind(lhs, lhs_kind), kind(rhs, rhs_kind))
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

/// The common dtype of `dtypes` under `P`'s n-ary rule
/// ([`result_type_all`](crate::generic::result_type_all)), or the error naming a pair without one
/// ([`DispatchError::UndefinedAll`], [`DispatchError::NoOperands`]).
///
/// ```
/// use promote_core::dispatch::{common_dtype, DispatchError};
/// use promote_core::{policies::ArrayApi, DType::*};
/// assert_eq!(common_dtype::<ArrayApi>(&[I8, U8, I16]), Ok(I16));
/// let err = common_dtype::<ArrayApi>(&[I8, U8, F32]).unwrap_err();
/// assert_eq!(err, DispatchError::UndefinedAll { lhs: I8, rhs: F32, policy: "ArrayApi" });
/// ```
pub fn common_dtype<P: Policy>(dtypes: &[DType]) -> Result<DType, DispatchError> {
    if dtypes.is_empty() {
        return Err(DispatchError::NoOperands { policy: P::NAME });
    }
    crate::generic::result_type_all::<P>(dtypes).ok_or_else(|| {
        let (lhs, rhs) = undefined_pair::<P>(dtypes);
        DispatchError::UndefinedAll {
            lhs,
            rhs,
            policy: P::NAME,
        }
    })
}

/// The pair to name when `dtypes` have no common dtype: the first pair of them without one; where
/// every pair has one, the step of a left fold without one; the first and the last operand where
/// the policy's rule is not a left fold.
fn undefined_pair<P: Policy>(dtypes: &[DType]) -> (DType, DType) {
    let mut pairs = dtypes
        .iter()
        .enumerate()
        .flat_map(|(i, &l)| dtypes[i + 1..].iter().map(move |&r| (l, r)));
    if let Some(pair) = pairs.find(|&(l, r)| P::result_type(l, r).is_none()) {
        return pair;
    }
    let ends = (dtypes[0], dtypes[dtypes.len() - 1]);
    if P::NARY_MAIN.is_some() {
        return ends;
    }
    let mut common = dtypes[0];
    for &next in &dtypes[1..] {
        match P::result_type(common, next) {
            Some(joined) => common = joined,
            None => return (common, next),
        }
    }
    ends
}

/// The error of a common dtype the call site does not list.
#[doc(hidden)]
pub fn not_listed_all<P: Policy>(dtype: DType) -> DispatchError {
    DispatchError::NotListedAll {
        dtype,
        policy: P::NAME,
    }
}

/// Converts a buffer of `T` into `O` where `O` converts from `T` (method lookup takes this
/// impl before the one on the probe's reference): the converters of [`dispatch_all!`] are made
/// for every listed type, also those that never promote into `O`.
#[doc(hidden)]
pub struct CastProbe<T, O>(Types<(T, O)>);

impl<T, O> CastProbe<T, O> {
    /// The probe.
    pub const fn new() -> Self {
        CastProbe(PhantomData)
    }
}

impl<T, O> Default for CastProbe<T, O> {
    fn default() -> Self {
        Self::new()
    }
}

/// The conversion of a type that converts into `O`.
#[doc(hidden)]
pub trait Converts<T, O> {
    /// Appends `from` converted into `O`; `true`.
    fn extend(&self, from: &[T], out: &mut Vec<O>) -> bool;
}

impl<T: Copy, O: CastFrom<T>> Converts<T, O> for CastProbe<T, O> {
    #[inline]
    fn extend(&self, from: &[T], out: &mut Vec<O>) -> bool {
        out.extend(from.iter().map(|&v| O::cast_from(v)));
        true
    }
}

/// The conversion of a type that does not convert into `O`.
#[doc(hidden)]
pub trait ConvertsNot<T, O> {
    /// `false`: such an operand has no common dtype `O`.
    fn extend(&self, from: &[T], out: &mut Vec<O>) -> bool;
}

impl<T, O> ConvertsNot<T, O> for &CastProbe<T, O> {
    fn extend(&self, _: &[T], _: &mut Vec<O>) -> bool {
        false
    }
}

/// Calls a [`NaryKernel`](crate::dispatch::NaryKernel) at the common type of n run-time dtypes
/// under a policy's n-ary rule (its `result_type` of all of them, NumPy's not a left fold):
/// `dispatch_all!(Policy, &dtypes, [types...], kernel)`, a `Result<K::Output, DispatchError>`.
/// The kernel converts each operand into the common type with the
/// [`Converter`](crate::dispatch::Converter) it is given. A site that lists k types makes k
/// arms and k² conversions.
///
/// ```
/// use promote_core::dispatch::{Converter, DispatchError, NaryKernel, Typed};
/// use promote_core::{dispatch_all, policies::NumPy, DType, Element};
///
/// /// Storage of this example: a `Vec` of the dtype's type.
/// enum Buffer { I8(Vec<i8>), U16(Vec<u16>), F32(Vec<f32>), F64(Vec<f64>) }
/// macro_rules! typed {
///     ($($T:ty => $V:ident),*) => {$(
///         impl Typed<$T> for Buffer {
///             fn typed(&self) -> &[$T] {
///                 match self { Buffer::$V(v) => v, _ => &[] }
///             }
///             fn from_vec(v: Vec<$T>) -> Self { Buffer::$V(v) }
///         }
///     )*};
/// }
/// typed!(i8 => I8, u16 => U16, f32 => F32, f64 => F64);
///
/// /// Concatenates buffers of run-time dtypes into their common dtype.
/// struct Concat<'a>(&'a [(DType, Buffer)]);
/// impl NaryKernel for Concat<'_> {
///     type Storage = Buffer;
///     type Output = Result<(DType, Buffer), DispatchError>;
///     fn call<O: Element>(self, operands: Converter<O, Buffer>) -> Self::Output
///     where
///         Buffer: Typed<O>,
///     {
///         let mut out = Vec::new();
///         for (dtype, buffer) in self.0 {
///             operands.extend(buffer, *dtype, &mut out)?;
///         }
///         Ok((O::DTYPE, Buffer::from_vec(out)))
///     }
/// }
///
/// let parts = [(DType::I8, Buffer::I8(vec![-1, 2])), (DType::U16, Buffer::U16(vec![7])),
///     (DType::F32, Buffer::F32(vec![0.5]))];
/// let dtypes: Vec<DType> = parts.iter().map(|p| p.0).collect();
/// let (dtype, joined) = dispatch_all!(NumPy, &dtypes, [i8, u16, f32, f64], Concat(&parts))
///     .unwrap().unwrap();
/// assert_eq!(dtype, DType::F32); // NumPy's rule: a left fold would give f64
/// assert_eq!(<Buffer as Typed<f32>>::typed(&joined), &[-1.0, 2.0, 7.0, 0.5]);
/// ```
#[macro_export]
macro_rules! dispatch_all {
    ($P:ty, $dtypes:expr, [$($T:ty),+ $(,)?], $kernel:expr $(,)?) => {{
        let dtypes: &[$crate::DType] = $dtypes;
        let kernel = $kernel;
        match $crate::dispatch::common_dtype::<$P>(dtypes) {
            Err(e) => Err(e),
            Ok(common) => 'dispatch: {
                $crate::__dispatch_all_arms!('dispatch $P, common, kernel, [$($T),+] [$($T),+]);
                Err($crate::dispatch::not_listed_all::<$P>(common))
            }
        }
    }};
}

/// The arms of [`dispatch_all!`], one common type at a time, each with a converter from every
/// listed type (the list is passed twice, as two metavariables cannot share a repetition).
#[doc(hidden)]
#[macro_export]
macro_rules! __dispatch_all_arms {
    ($label:lifetime $P:ty, $common:ident, $kernel:ident, [$($O:ty),+] $from:tt) => {
        $($crate::__dispatch_all_arms!(@arm $label $P, $common, $kernel, $O, $from);)+
    };
    (@arm $label:lifetime $P:ty, $common:ident, $kernel:ident, $O:ty, [$($T:ty),+]) => {
        if $common == <$O as $crate::Element>::DTYPE {
            #[allow(unused_imports)]
            use $crate::dispatch::{Converts as _, ConvertsNot as _};
            let converter = $crate::dispatch::Converter::<$O, _>::new(
                &$kernel,
                <$P as $crate::Policy>::NAME,
                |storage, dtype, out| {
                    $(
                        if dtype == <$T as $crate::Element>::DTYPE {
                            let from = <_ as $crate::dispatch::Typed<$T>>::typed(storage);
                            return (&$crate::dispatch::CastProbe::<$T, $O>::new()).extend(from, out);
                        }
                    )+
                    false
                },
            );
            break $label Ok($crate::dispatch::NaryKernel::call::<$O>($kernel, converter));
        }
    };
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
///
/// With `kinds = (lhs_kind, rhs_kind)` after the family, each operand is a dimensioned array
/// or a 0-d one ([`ArrayKind`](crate::ArrayKind)), for the policies whose rule tells them apart
/// (PyTorch: a dimensioned `i8` with a 0-d `i64` stays `i8`); a weak scalar's kind is
/// ignored, as in [`Policy::binary_result`](crate::Policy::binary_result). The kernel is called
/// at the operands' element types either way; this form instantiates four arms per listed pair.
///
/// ```
/// use promote_core::container::family;
/// use promote_core::dispatch::BinaryKernel;
/// use promote_core::{dispatch_binary, policies::Torch, ArrayKind, CastFrom, DType, Element};
///
/// struct ResultType;
/// impl BinaryKernel for ResultType {
///     type Storage = ();
///     type Output = DType;
///     type Op = ();
///     fn call<L: Element, R: Element, O: Element + CastFrom<L> + CastFrom<R>, X>(self) -> DType {
///         O::DTYPE
///     }
/// }
/// let (i8, i64) = (DType::I8, DType::I64);
/// let kinds = (ArrayKind::Array, ArrayKind::Array0);
/// let o = dispatch_binary!(Torch, family::Add, kinds = kinds, i8, i64, [i8, i64], ResultType);
/// assert_eq!(o, Ok(DType::I8)); // a 0-d operand of the same category does not widen
/// let o = dispatch_binary!(Torch, family::Add, i8, i64, [i8, i64], ResultType);
/// assert_eq!(o, Ok(DType::I64));
/// ```
#[macro_export]
macro_rules! dispatch_binary {
    ($P:ty, $F:ty, kinds = $kinds:expr, $lhs:expr, $rhs:expr, [$($T:ty),+ $(,)?], $kernel:expr $(,)?) => {{
        #[allow(unused_imports)]
        use $crate::dispatch::{DefinedPair as _, UndefinedPair as _};
        let (lhs, rhs): ($crate::DType, $crate::DType) = ($lhs, $rhs);
        let kinds = $crate::dispatch::operand_kinds(lhs, rhs, $kinds);
        let kernel = $kernel;
        'dispatch: {
            match kinds {
                ($crate::ArrayKind::Array, $crate::ArrayKind::Array) => {
                    $crate::__dispatch_rows!('dispatch [$P, $F, array, array] lhs rhs kernel [$($T),+] [$($T),+]);
                }
                ($crate::ArrayKind::Array0, $crate::ArrayKind::Array) => {
                    $crate::__dispatch_rows!('dispatch [$P, $F, zero, array] lhs rhs kernel [$($T),+] [$($T),+]);
                }
                ($crate::ArrayKind::Array, $crate::ArrayKind::Array0) => {
                    $crate::__dispatch_rows!('dispatch [$P, $F, array, zero] lhs rhs kernel [$($T),+] [$($T),+]);
                }
                ($crate::ArrayKind::Array0, $crate::ArrayKind::Array0) => {
                    $crate::__dispatch_rows!('dispatch [$P, $F, zero, zero] lhs rhs kernel [$($T),+] [$($T),+]);
                }
            }
            Err($crate::dispatch::not_listed::<$P, $F>(lhs, rhs))
        }
    }};
    ($P:ty, $F:ty, $lhs:expr, $rhs:expr, [$($T:ty),+ $(,)?], $kernel:expr $(,)?) => {{
        #[allow(unused_imports)]
        use $crate::dispatch::{DefinedPair as _, UndefinedPair as _};
        let (lhs, rhs): ($crate::DType, $crate::DType) = ($lhs, $rhs);
        let kernel = $kernel;
        'dispatch: {
            $crate::__dispatch_rows!('dispatch [$P, $F, array, array] lhs rhs kernel [$($T),+] [$($T),+]);
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
    (@row $label:lifetime [$P:ty, $F:ty, $A:ident, $B:ident] $lhs:ident $rhs:ident $kernel:ident $L:ty [$($R:ty),+]) => {
        if $lhs == <$L as $crate::Element>::DTYPE {
            $(
                if $rhs == <$R as $crate::Element>::DTYPE {
                    break $label (&$crate::dispatch::PairProbe::<
                        $L, $R, $P, $F, _, $crate::__dispatch_operand!($A $L), $crate::__dispatch_operand!($B $R)
                    >::new(&$kernel)).arm().run($kernel);
                }
            )+
        }
    };
}

/// An operand's type in a probe: the element type for an array, [`ZeroDim`](crate::ZeroDim) of
/// it for a 0-d array.
#[doc(hidden)]
#[macro_export]
macro_rules! __dispatch_operand {
    (array $T:ty) => { $T };
    (zero $T:ty) => { $crate::ZeroDim<$T> };
}
