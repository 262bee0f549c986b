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

/// One arm of a dispatch whose kernel type `K` the call site names (`kernel: K = ..`): its
/// [`PAIR`](TypedArm::PAIR) is the pair's types where the policy defines the pair in the family
/// `F` and the kernel's operation applies to its type (this inherent constant, whose where-clause
/// then holds), and [`UndefinedArm`]'s `None` where not (path resolution falls back to the
/// trait's constant when the inherent one's where-clause fails).
///
/// Why a second probe: [`PairProbe`]'s arm is a method call, so each arm is two functions of its
/// own to generate (`new` and `run`, at the arm's seven types), where a constant is data and the
/// kernel's call, [`run_arm`], is one function per pair of types and result, shared by every
/// family that gives the pair the same type. A constant's path cannot infer the kernel's type
/// (`_` leaves the op's bound ambiguous), hence the typed form.
#[doc(hidden)]
pub struct TypedArm<L, R, P, F, K, A = L, B = R>(Types<(L, R, P, F, K, A, B)>);

/// The types of a defined arm: the operands' `L`, `R`, their type `O` in the family and the
/// operation's result per element `X`.
#[doc(hidden)]
pub struct PairTypes<L, R, O, X>(Types<(L, R, O, X)>);

/// The type of an undefined arm's constant ([`UndefinedArm::PAIR`], and a unary arm's
/// `TYPES`): it has no value.
#[doc(hidden)]
pub enum NoPair {}

/// The constant of an undefined arm.
#[doc(hidden)]
pub trait UndefinedArm {
    /// No types.
    const PAIR: Option<NoPair> = None;
}

impl<L, R, P, F, K, A, B> UndefinedArm for TypedArm<L, R, P, F, K, A, B> {}

// The bounds of `DefinedPair`'s impl, written again: the two forms call a pair defined alike.
// Not one trait for both: a bound behind a trait of its own is one more obligation per arm,
// which is what this form saves.
impl<L, R, P, F, K, A, B> TypedArm<L, R, P, F, K, A, B>
where
    L: Element,
    R: Element,
    A: FamilyType<B, P, F>,
    <A as FamilyType<B, P, F>>::Out: CastFrom<L> + CastFrom<R>,
    K: BinaryKernel,
    K::Op: BinaryOp<<A as FamilyType<B, P, F>>::Out>,
{
    /// The pair's types.
    #[allow(clippy::type_complexity)]
    pub const PAIR: Option<
        PairTypes<
            L,
            R,
            <A as FamilyType<B, P, F>>::Out,
            <K::Op as BinaryOp<<A as FamilyType<B, P, F>>::Out>>::Output,
        >,
    > = Some(PairTypes(PhantomData));
}

/// Runs a kernel at the types of a defined arm. The storage bounds are this impl's, checked at
/// the arm: a storage that lacks a type of a listed pair does not compile, as with
/// [`DefinedPair`].
#[doc(hidden)]
pub trait ArmTypes<K: BinaryKernel> {
    /// The kernel at the arm's types.
    fn run(self, kernel: K) -> K::Output;
}

impl<K, L, R, O, X> ArmTypes<K> for PairTypes<L, R, O, X>
where
    K: BinaryKernel,
    L: Element,
    R: Element,
    O: Element + CastFrom<L> + CastFrom<R>,
    K::Op: BinaryOp<O, Output = X>,
    K::Storage: Typed<L> + Typed<R> + Typed<O> + Typed<X>,
{
    #[inline]
    fn run(self, kernel: K) -> K::Output {
        kernel.call::<L, R, O, X>()
    }
}

impl<K: BinaryKernel> ArmTypes<K> for NoPair {
    fn run(self, _: K) -> K::Output {
        match self {}
    }
}

/// The arm of a typed dispatch: the kernel at `pair`'s types, or the error naming the pair (its
/// dtypes, the family's op and the policy's name are values here, so that this function is one
/// per pair of types and result, not one per arm).
#[doc(hidden)]
#[inline]
pub fn run_arm<K: BinaryKernel, T: ArmTypes<K>>(
    kernel: K,
    pair: Option<T>,
    (lhs, rhs): (DType, DType),
    op: crate::Op,
    policy: &'static str,
) -> Result<K::Output, DispatchError> {
    match pair {
        Some(pair) => Ok(pair.run(kernel)),
        None => Err(DispatchError::Undefined {
            lhs,
            rhs,
            op,
            policy,
        }),
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
/// With `kernel: K = expr` as the last argument (`K` the kernel's type), each arm is cheaper to
/// build: its types are a constant and the kernel's call a function shared by every arm of the
/// same types, where the plain form generates two functions per arm. Both forms dispatch alike;
/// over the twenty standard and weak types, a grid of a policy's twelve binary families builds
/// in two thirds to three quarters of the plain form's rustc time and memory (BENCHMARKS.md,
/// "Session 31"), and with no function per arm its binary is smaller. A kernel that borrows is
/// named with `'_`: `kernel: AddBytes<'_> = AddBytes(&a, &b)`.
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
/// // The typed form: the same answers.
/// let o = dispatch_binary!(Torch, family::Add, kinds = kinds, i8, i64, [i8, i64],
///     kernel: ResultType = ResultType);
/// assert_eq!(o, Ok(DType::I8));
/// let o = dispatch_binary!(Torch, family::Add, i8, i64, [i8, i64], kernel: ResultType = ResultType);
/// assert_eq!(o, Ok(DType::I64));
/// ```
#[macro_export]
macro_rules! dispatch_binary {
    ($P:ty, $F:ty, kinds = $kinds:expr, $lhs:expr, $rhs:expr, [$($T:ty),+ $(,)?], kernel: $K:ty = $kernel:expr $(,)?) => {
        $crate::dispatch_binary!(@kinds [$P, $F, $K] $kinds, $lhs, $rhs, [$($T),+], $kernel)
    };
    ($P:ty, $F:ty, kinds = $kinds:expr, $lhs:expr, $rhs:expr, [$($T:ty),+ $(,)?], $kernel:expr $(,)?) => {
        $crate::dispatch_binary!(@kinds [$P, $F] $kinds, $lhs, $rhs, [$($T),+], $kernel)
    };
    ($P:ty, $F:ty, $lhs:expr, $rhs:expr, [$($T:ty),+ $(,)?], kernel: $K:ty = $kernel:expr $(,)?) => {
        $crate::dispatch_binary!(@arrays [$P, $F, $K] $lhs, $rhs, [$($T),+], $kernel)
    };
    ($P:ty, $F:ty, $lhs:expr, $rhs:expr, [$($T:ty),+ $(,)?], $kernel:expr $(,)?) => {
        $crate::dispatch_binary!(@arrays [$P, $F] $lhs, $rhs, [$($T),+], $kernel)
    };
    // `$K` is there or not: the arms' form (`__dispatch_rows!`) follows.
    (@kinds [$P:ty, $F:ty $(, $K:ty)?] $kinds:expr, $lhs:expr, $rhs:expr, [$($T:ty),+], $kernel:expr) => {{
        #[allow(unused_imports)]
        use $crate::dispatch::{DefinedPair as _, UndefinedArm as _, UndefinedPair as _};
        let (lhs, rhs): ($crate::DType, $crate::DType) = ($lhs, $rhs);
        let kinds = $crate::dispatch::operand_kinds(lhs, rhs, $kinds);
        let kernel $(: $K)? = $kernel;
        'dispatch: {
            match kinds {
                ($crate::ArrayKind::Array, $crate::ArrayKind::Array) => {
                    $crate::__dispatch_rows!('dispatch [$P, $F, array, array $(, $K)?] lhs rhs kernel [$($T),+] [$($T),+]);
                }
                ($crate::ArrayKind::Array0, $crate::ArrayKind::Array) => {
                    $crate::__dispatch_rows!('dispatch [$P, $F, zero, array $(, $K)?] lhs rhs kernel [$($T),+] [$($T),+]);
                }
                ($crate::ArrayKind::Array, $crate::ArrayKind::Array0) => {
                    $crate::__dispatch_rows!('dispatch [$P, $F, array, zero $(, $K)?] lhs rhs kernel [$($T),+] [$($T),+]);
                }
                ($crate::ArrayKind::Array0, $crate::ArrayKind::Array0) => {
                    $crate::__dispatch_rows!('dispatch [$P, $F, zero, zero $(, $K)?] lhs rhs kernel [$($T),+] [$($T),+]);
                }
            }
            ::core::result::Result::Err($crate::dispatch::not_listed::<$P, $F>(lhs, rhs))
        }
    }};
    (@arrays [$P:ty, $F:ty $(, $K:ty)?] $lhs:expr, $rhs:expr, [$($T:ty),+], $kernel:expr) => {{
        #[allow(unused_imports)]
        use $crate::dispatch::{DefinedPair as _, UndefinedArm as _, UndefinedPair as _};
        let (lhs, rhs): ($crate::DType, $crate::DType) = ($lhs, $rhs);
        let kernel $(: $K)? = $kernel;
        'dispatch: {
            $crate::__dispatch_rows!('dispatch [$P, $F, array, array $(, $K)?] lhs rhs kernel [$($T),+] [$($T),+]);
            ::core::result::Result::Err($crate::dispatch::not_listed::<$P, $F>(lhs, rhs))
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
    // A typed dispatch: the arm's types are a constant, the kernel's call a shared function.
    (@row $label:lifetime [$P:ty, $F:ty, $A:ident, $B:ident, $K:ty] $lhs:ident $rhs:ident $kernel:ident $L:ty [$($R:ty),+]) => {
        if $lhs == <$L as $crate::Element>::DTYPE {
            $(
                if $rhs == <$R as $crate::Element>::DTYPE {
                    break $label $crate::dispatch::run_arm($kernel, <$crate::dispatch::TypedArm<
                        $L, $R, $P, $F, $K, $crate::__dispatch_operand!($A $L), $crate::__dispatch_operand!($B $R)
                    >>::PAIR, ($lhs, $rhs), <$F as $crate::container::family::Family>::OP, <$P as $crate::Policy>::NAME);
                }
            )+
        }
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
