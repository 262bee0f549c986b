//! One operand: the probe of one listed dtype, and [`dispatch_unary!`](crate::dispatch_unary).

use core::marker::PhantomData;

use super::{DispatchError, Typed, Types, UnaryKernel};
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
                    break 'dispatch (&$crate::dispatch::TypeProbe::<$T, $P, $F, _>::new(&kernel)).run(kernel);
                }
            )+
            Err($crate::dispatch::not_listed_unary::<$P, $F>(dtype))
        }
    }};
}
