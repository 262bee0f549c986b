//! n operands: their common dtype, the conversions into it, and
//! [`dispatch_all!`](crate::dispatch_all).

use core::marker::PhantomData;

use alloc::vec::Vec;

use super::{DispatchError, Types};
use crate::{CastFrom, DType, Policy};

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
            ::core::result::Result::Err(e) => ::core::result::Result::Err(e),
            ::core::result::Result::Ok(common) => 'dispatch: {
                $crate::__dispatch_all_arms!('dispatch $P, common, kernel, [$($T),+] [$($T),+]);
                ::core::result::Result::Err($crate::dispatch::not_listed_all::<$P>(common))
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
            break $label ::core::result::Result::Ok($crate::dispatch::NaryKernel::call::<$O>($kernel, converter));
        }
    };
}
