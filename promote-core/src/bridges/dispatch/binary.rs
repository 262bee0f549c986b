//! Two operands: the probe of one listed pair, and [`dispatch_binary!`](crate::dispatch_binary).

use core::marker::PhantomData;

use super::{BinaryKernel, DispatchError, Typed, Types};
use crate::container::family::Family;
use crate::container::FamilyType;
use crate::ops::BinaryOp;
use crate::{ArrayKind, CastFrom, DType, Element, Policy};

/// One arm of a dispatch: the pair `L`, `R` under `P` in the family `F`, for the kernel `K`, as
/// the operands `A` and `B` (`L` and `R` for arrays, [`ZeroDim<L>`](crate::ZeroDim) for a 0-d
/// operand, whose rule some policies give a pair of its own).
/// Its `run` is [`DefinedPair`]'s where the policy defines the pair and the kernel's operation
/// applies to its type (method lookup takes the impl on the probe before the one on its
/// reference), and [`UndefinedPair`]'s where not. A defined arm runs the kernel with the storage
/// bounds checked by the compiler: a storage that lacks a type of a listed pair does not compile,
/// rather than turning the pair into a run-time error.
///
/// An arm is one method call (the probe's `run`), not a lookup that returns an arm to run: a
/// dispatch of `n` types is `n * n` arms (`4 * n * n` with kinds), and each call rustc checks,
/// borrow-checks and generates is paid by every arm (about 13 % of a grid's build, measured).
#[doc(hidden)]
pub struct PairProbe<L, R, P, F, K, A = L, B = R>(Types<(L, R, P, F, K, A, B)>);

impl<L, R, P, F, K, A, B> PairProbe<L, R, P, F, K, A, B> {
    /// The probe of `kernel`'s type.
    pub const fn new(_kernel: &K) -> Self {
        PairProbe(PhantomData)
    }
}

/// The arm of a defined pair: the kernel at the operands' types `L`, `R` and their type `O`.
#[doc(hidden)]
pub trait DefinedPair<K: BinaryKernel> {
    /// The left operand's element type.
    type L: Element;
    /// The right operand's element type.
    type R: Element;
    /// The pair's type in the family.
    type O: Element + CastFrom<Self::L> + CastFrom<Self::R>;
    /// Runs the kernel; `X` is the operation's result per element (a parameter, not an
    /// associated type: rustc overflows on a bound that names `<K::Op as BinaryOp<O>>::Output`).
    fn run<X>(&self, kernel: K) -> Result<K::Output, DispatchError>
    where
        K::Op: BinaryOp<Self::O, Output = X>,
        K::Storage: Typed<Self::L> + Typed<Self::R> + Typed<Self::O> + Typed<X>;
}

impl<L, R, P, F, K, A, B> DefinedPair<K> for PairProbe<L, R, P, F, K, A, B>
where
    L: Element,
    R: Element,
    A: FamilyType<B, P, F>,
    <A as FamilyType<B, P, F>>::Out: CastFrom<L> + CastFrom<R>,
    K: BinaryKernel,
    K::Op: BinaryOp<<A as FamilyType<B, P, F>>::Out>,
{
    type L = L;
    type R = R;
    type O = <A as FamilyType<B, P, F>>::Out;
    #[inline]
    fn run<X>(&self, kernel: K) -> Result<K::Output, DispatchError>
    where
        K::Op: BinaryOp<Self::O, Output = X>,
        K::Storage: Typed<L> + Typed<R> + Typed<Self::O> + Typed<X>,
    {
        Ok(kernel.call::<L, R, Self::O, X>())
    }
}

/// The arm of an undefined pair: the error naming it.
#[doc(hidden)]
pub trait UndefinedPair<K: BinaryKernel> {
    /// The error.
    fn run(&self, kernel: K) -> Result<K::Output, DispatchError>;
}

impl<L, R, P, F, K, A, B> UndefinedPair<K> for &PairProbe<L, R, P, F, K, A, B>
where
    L: Element,
    R: Element,
    P: Policy,
    F: Family,
    K: BinaryKernel,
{
    fn run(&self, _: K) -> Result<K::Output, DispatchError> {
        Err(DispatchError::Undefined {
            lhs: L::DTYPE,
            rhs: R::DTYPE,
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
                    >::new(&$kernel)).run($kernel);
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
