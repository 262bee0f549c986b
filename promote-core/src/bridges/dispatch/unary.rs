//! One operand: the probe of one listed dtype, and [`dispatch_unary!`](crate::dispatch_unary).

use core::marker::PhantomData;

use super::{DispatchError, NoPair, Typed, Types, UnaryKernel};
use crate::container::family::Family;
use crate::container::UnaryFamilyType;
use crate::ops::UnaryOp;
use crate::{CastFrom, DType, Element, Policy};

/// One arm of a unary dispatch: `T` under `P` in the family `F`, for the kernel `K`, as
/// [`PairProbe`](super::PairProbe).
#[doc(hidden)]
pub struct TypeProbe<T, P, F, K>(Types<(T, P, F, K)>);

impl<T, P, F, K> TypeProbe<T, P, F, K> {
    /// The probe of `kernel`'s type.
    pub const fn new(_kernel: &K) -> Self {
        TypeProbe(PhantomData)
    }
}

/// The arm of a defined dtype: the kernel at the operand's type `T` and its type `O`.
#[doc(hidden)]
pub trait DefinedType<K: UnaryKernel> {
    /// The operand's element type.
    type T: Element;
    /// Its type in the family.
    type O: Element;
    /// Runs the kernel.
    fn run(&self, kernel: K) -> Result<K::Output, DispatchError>
    where
        K::Storage: Typed<Self::T> + Typed<Self::O>;
}

impl<T, P, F, K> DefinedType<K> for TypeProbe<T, P, F, K>
where
    T: Element + UnaryFamilyType<P, F>,
    K: UnaryKernel,
    K::Op: UnaryOp<T, <T as UnaryFamilyType<P, F>>::Out>,
    <T as UnaryFamilyType<P, F>>::Out: CastFrom<T>,
{
    type T = T;
    type O = <T as UnaryFamilyType<P, F>>::Out;
    #[inline]
    fn run(&self, kernel: K) -> Result<K::Output, DispatchError>
    where
        K::Storage: Typed<T> + Typed<Self::O>,
    {
        Ok(kernel.call::<T, Self::O>())
    }
}

/// The arm of an undefined dtype: the error naming it.
#[doc(hidden)]
pub trait UndefinedType<K: UnaryKernel> {
    /// The error.
    fn run(&self, kernel: K) -> Result<K::Output, DispatchError>;
}

impl<T: Element, P: Policy, F: Family, K: UnaryKernel> UndefinedType<K> for &TypeProbe<T, P, F, K> {
    fn run(&self, _: K) -> Result<K::Output, DispatchError> {
        Err(DispatchError::UndefinedUnary {
            dtype: T::DTYPE,
            op: F::OP,
            policy: P::NAME,
        })
    }
}

/// One arm of a unary dispatch whose kernel type `K` the call site names (`kernel: K = ..`), as
/// [`TypedArm`](super::TypedArm) for two operands: its [`TYPES`](TypedUnaryArm::TYPES) are the
/// operand's type and its type in the family `F` where the policy defines it and the kernel's
/// operation applies (this inherent constant), and [`UndefinedUnaryArm`]'s `None` where not.
#[doc(hidden)]
pub struct TypedUnaryArm<T, P, F, K>(Types<(T, P, F, K)>);

/// The types of a defined unary arm: the operand's `T` and its type `O` in the family.
#[doc(hidden)]
pub struct UnaryTypes<T, O>(Types<(T, O)>);

/// The constant of an undefined unary arm.
#[doc(hidden)]
pub trait UndefinedUnaryArm {
    /// No types.
    const TYPES: Option<NoPair> = None;
}

impl<T, P, F, K> UndefinedUnaryArm for TypedUnaryArm<T, P, F, K> {}

// The bounds of `DefinedType`'s impl, written again, as `TypedArm` writes `DefinedPair`'s: a
// trait of their own would be one more obligation per arm.
impl<T, P, F, K> TypedUnaryArm<T, P, F, K>
where
    T: Element + UnaryFamilyType<P, F>,
    K: UnaryKernel,
    K::Op: UnaryOp<T, <T as UnaryFamilyType<P, F>>::Out>,
    <T as UnaryFamilyType<P, F>>::Out: CastFrom<T>,
{
    /// The operand's types.
    pub const TYPES: Option<UnaryTypes<T, <T as UnaryFamilyType<P, F>>::Out>> =
        Some(UnaryTypes(PhantomData));
}

/// Runs a unary kernel at the types of a defined arm; the storage bounds are checked at the arm,
/// as [`DefinedType`]'s.
#[doc(hidden)]
pub trait UnaryArmTypes<K: UnaryKernel> {
    /// The kernel at the arm's types.
    fn run(self, kernel: K) -> K::Output;
}

impl<K, T, O> UnaryArmTypes<K> for UnaryTypes<T, O>
where
    K: UnaryKernel,
    T: Element,
    O: Element,
    K::Op: UnaryOp<T, O>,
    K::Storage: Typed<T> + Typed<O>,
{
    #[inline]
    fn run(self, kernel: K) -> K::Output {
        kernel.call::<T, O>()
    }
}

impl<K: UnaryKernel> UnaryArmTypes<K> for NoPair {
    fn run(self, _: K) -> K::Output {
        match self {}
    }
}

/// The arm of a typed unary dispatch: the kernel at `types`, or the error naming the dtype (its
/// family's op and the policy's name as values, so that this function is one per pair of types).
#[doc(hidden)]
#[inline]
pub fn run_unary_arm<K: UnaryKernel, T: UnaryArmTypes<K>>(
    kernel: K,
    types: Option<T>,
    dtype: DType,
    op: crate::Op,
    policy: &'static str,
) -> Result<K::Output, DispatchError> {
    match types {
        Some(types) => Ok(types.run(kernel)),
        None => Err(DispatchError::UndefinedUnary { dtype, op, policy }),
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
/// With `kernel: K = expr` as the last argument (`K` the kernel's type), each arm reads its types
/// from a constant and calls the kernel through a function shared by every arm of the same
/// types, as in [`dispatch_binary!`](crate::dispatch_binary)'s typed form; both forms dispatch
/// alike.
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
/// // The typed form: the same answer.
/// let sum = dispatch_unary!(NumPy, family::Sum, DType::U8, [u8, i32, f32], kernel: SumType = SumType);
/// assert_eq!(sum, Ok(DType::U64));
/// ```
#[macro_export]
macro_rules! dispatch_unary {
    // First: `$kernel:expr` cannot parse `kernel: K = ..`.
    ($P:ty, $F:ty, $dtype:expr, [$($T:ty),+ $(,)?], kernel: $K:ty = $kernel:expr $(,)?) => {{
        #[allow(unused_imports)]
        use $crate::dispatch::UndefinedUnaryArm as _;
        let dtype: $crate::DType = $dtype;
        let kernel: $K = $kernel;
        'dispatch: {
            $(
                if dtype == <$T as $crate::Element>::DTYPE {
                    break 'dispatch $crate::dispatch::run_unary_arm(
                        kernel,
                        <$crate::dispatch::TypedUnaryArm<$T, $P, $F, $K>>::TYPES,
                        dtype,
                        <$F as $crate::container::family::Family>::OP,
                        <$P as $crate::Policy>::NAME,
                    );
                }
            )+
            ::core::result::Result::Err($crate::dispatch::not_listed_unary::<$P, $F>(dtype))
        }
    }};
    ($P:ty, $F:ty, $dtype:expr, [$($T:ty),+ $(,)?], $kernel:expr $(,)?) => {{
        #[allow(unused_imports)]
        use $crate::dispatch::{DefinedType as _, UndefinedType as _};
        let dtype: $crate::DType = $dtype;
        let kernel = $kernel;
        'dispatch: {
            $(
                if dtype == <$T as $crate::Element>::DTYPE {
                    break 'dispatch (&$crate::dispatch::TypeProbe::<$T, $P, $F, _>::new(&kernel)).run(kernel);
                }
            )+
            ::core::result::Result::Err($crate::dispatch::not_listed_unary::<$P, $F>(dtype))
        }
    }};
}
