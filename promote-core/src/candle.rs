//! Promoting arithmetic on [candle](candle_core) tensors (the `candle` feature): a policy's
//! run-time mirror picks the dtype, candle computes.
//!
//! A candle tensor's dtype is only known at run time, so the policy's run-time mirror
//! ([`Policy::binary_result`]) answers for it: each function below asks it for the pair's result
//! dtype under the family of the operation (true division has the policy's own
//! [`div`](crate::Quotient) family), casts both tensors with [`Tensor::to_dtype`] and calls
//! candle's broadcasting op ([`Tensor::broadcast_add`], …), so shapes broadcast as candle
//! broadcasts them.
//!
//! ```
//! use candle_core::{DType, Device, Tensor};
//! use promote_core::candle::{self, PromoteTensor};
//! use promote_core::policies::{NumPy, Torch};
//!
//! let a = Tensor::new(&[1i64, 2, 3], &Device::Cpu)?;
//! let b = Tensor::new(&[0.5f32], &Device::Cpu)?;
//!
//! let c = candle::add::<Torch>(&a, &b)?;          // PyTorch: i64 + f32 = f32, broadcast [3] with [1]
//! assert_eq!(c.dtype(), DType::F32);
//! assert_eq!(c.to_vec1::<f32>()?, [1.5, 2.5, 3.5]);
//!
//! let d = a.add_with::<NumPy>(&b)?;               // NumPy: i64 + f32 = f64
//! assert_eq!(d.dtype(), DType::F64);
//!
//! let e = a.div_with::<Torch>(&a)?;               // true division: i64 / i64 = f32 in PyTorch
//! assert_eq!(e.to_vec1::<f32>()?, [1.0, 1.0, 1.0]);
//!
//! let f = a.lt_with::<Torch>(&b)?;                // comparisons give candle's u8 masks
//! assert_eq!(f.to_vec1::<u8>()?, [0, 0, 0]);
//!
//! let u = Tensor::new(&[1u32], &Device::Cpu)?;
//! let err = candle::add::<promote_core::policies::Paddle>(&u, &a).unwrap_err();
//! assert_eq!(err.to_string(), "the policy `Paddle` has no dtype `u32`");
//! # Ok::<(), promote_core::candle::Error>(())
//! ```
//!
//! # Dtypes
//!
//! candle-core 0.11 has fourteen dtypes; [`DTYPES`] pairs each with this crate's [`DType`], and
//! [`to_candle`] / [`from_candle`] (or `TryFrom` both ways) convert. candle's `f8e4m3` is the
//! OCP/CUDA `float8_e4m3fn` (no infinities, largest finite 448), this crate's
//! [`F8E4M3FN`](DType::F8E4M3FN), not the IEEE-like [`F8E4M3`](DType::F8E4M3); its `f6e2m3`,
//! `f6e3m2`, `f4` and `f8e8m0` are the OCP MX types [`F6E2M3FN`](DType::F6E2M3FN),
//! [`F6E3M2FN`](DType::F6E3M2FN), [`F4E2M1FN`](DType::F4E2M1FN) and
//! [`F8E8M0FNU`](DType::F8E8M0FNU). A dtype candle lacks (`bool`, `u16`, `u64`, `i8`, complex,
//! the other narrow types, the weak ones) converts to an [`Error::NotInCandle`] that lists what
//! candle has.
//!
//! # What is an error
//!
//! Nothing here panics on a dtype; each of these is an [`Error`]:
//! - an operand of a dtype candle only stores ([`STORAGE_ONLY`]: candle can neither convert nor
//!   compute on `f6e2m3`, `f6e3m2`, `f4`, `f8e8m0`): [`Error::StorageOnly`];
//! - an operand of a dtype the policy does not know (`u32` under PaddlePaddle):
//!   [`Error::NotInPolicy`];
//! - a pair the policy leaves undefined (`i32 + f32` and `i32 / i32` under the array API
//!   standard, `u8 + u32` under PyTorch, `f8e4m3fn + f32` under JAX): [`Error::Undefined`],
//!   naming the operation, the pair and the policy;
//! - a pair computed in a dtype candle lacks: [`Error::Unrepresentable`]. No built-in policy
//!   has one: with candle's `i16`, every result and comparison type of two candle dtypes under
//!   each of them is a candle dtype (the tests check all of them), but a policy of your own may
//!   (`u8 ⊔ u32 = u64`);
//! - an integer true division (only `JaxLax` divides integers into integers) by a divisor
//!   holding a zero, where candle's integer division would panic: [`Error::DivisionByZero`];
//! - whatever candle itself refuses (shapes that do not broadcast, tensors on two devices):
//!   [`Error::Candle`].
//!
//! # Kinds of operands, comparisons, arithmetic
//!
//! A tensor of rank 0 is a 0-d operand ([`ArrayKind::Array0`]): under PyTorch's rule an `i64`
//! scalar tensor does not widen an `i8` tensor, as `torch.tensor(1) + torch.ones(2, dtype=int8)`
//! is `int8`. Other tensors are arrays.
//!
//! A comparison converts both sides to the type the policy compares them in (its
//! [`EqCompute`](crate::EqCompute) / [`OrdCompute`](crate::OrdCompute)) and gives candle's mask
//! dtype, `u8` (1 for true), where the policy's own result is `bool`.
//!
//! The arithmetic itself is candle's: integers overflow as Rust's do (wrapping in release builds,
//! a panic in debug builds, where overflow checks are on), floats round as candle's kernels do,
//! and a conversion to `f8e4m3` saturates at ±448 as the `float8` crate does (ml_dtypes gives
//! NaN).
//!
//! candle-core 0.11.1's own `to_dtype` from `f8e4m3` to `f64` never returns: its conversion
//! closure calls itself until the stack overflows, which aborts the process. The functions here
//! convert through `f32` instead (exact: `f32` holds every `f8e4m3` value); call
//! `to_dtype(DType::F32)` first yourself when you convert such a tensor to `f64`.

use core::fmt;

use candle_core::Tensor;

use crate::{ArrayKind, DType, Op, Policy};

/// Every dtype of candle-core 0.11, in candle's order, with the dtype of this crate it holds.
///
/// ```
/// use promote_core::{candle::DTYPES, DType};
/// assert_eq!(DTYPES.len(), 14);
/// assert!(DTYPES.contains(&(DType::F8E4M3FN, candle_core::DType::F8E4M3)));
/// ```
pub const DTYPES: [(DType, candle_core::DType); 14] = [
    (DType::U8, candle_core::DType::U8),
    (DType::U32, candle_core::DType::U32),
    (DType::I16, candle_core::DType::I16),
    (DType::I32, candle_core::DType::I32),
    (DType::I64, candle_core::DType::I64),
    (DType::BF16, candle_core::DType::BF16),
    (DType::F16, candle_core::DType::F16),
    (DType::F32, candle_core::DType::F32),
    (DType::F64, candle_core::DType::F64),
    (DType::F8E4M3FN, candle_core::DType::F8E4M3),
    (DType::F6E2M3FN, candle_core::DType::F6E2M3),
    (DType::F6E3M2FN, candle_core::DType::F6E3M2),
    (DType::F4E2M1FN, candle_core::DType::F4),
    (DType::F8E8M0FNU, candle_core::DType::F8E8M0),
];

/// The dtypes candle stores as raw bytes only: its CPU backend neither converts them
/// ([`Tensor::to_dtype`]) nor computes on them, so they are never operands or results here.
pub const STORAGE_ONLY: [candle_core::DType; 4] = [
    candle_core::DType::F6E2M3,
    candle_core::DType::F6E3M2,
    candle_core::DType::F4,
    candle_core::DType::F8E8M0,
];

/// The candle dtype that holds `dtype`, or [`Error::NotInCandle`].
///
/// ```
/// use promote_core::{candle::to_candle, DType};
/// assert_eq!(to_candle(DType::BF16).unwrap(), candle_core::DType::BF16);
/// assert_eq!(to_candle(DType::F8E4M3FN).unwrap(), candle_core::DType::F8E4M3);
/// let err = to_candle(DType::I8).unwrap_err().to_string();
/// assert!(err.starts_with("candle has no dtype `i8`; it has u8, u32, i16,"), "{err}");
/// ```
pub fn to_candle(dtype: DType) -> Result<candle_core::DType, Error> {
    DTYPES
        .iter()
        .find(|(ours, _)| *ours == dtype)
        .map(|&(_, theirs)| theirs)
        .ok_or(Error::NotInCandle(dtype))
}

/// This crate's dtype for a candle dtype, or [`Error::UnknownCandleDType`] for a variant added to
/// candle after 0.11 (its `DType` is `#[non_exhaustive]`).
///
/// ```
/// use promote_core::{candle::from_candle, DType};
/// assert_eq!(from_candle(candle_core::DType::F4).unwrap(), DType::F4E2M1FN);
/// ```
pub fn from_candle(dtype: candle_core::DType) -> Result<DType, Error> {
    DTYPES
        .iter()
        .find(|(_, theirs)| *theirs == dtype)
        .map(|&(ours, _)| ours)
        .ok_or(Error::UnknownCandleDType(dtype))
}

impl TryFrom<DType> for candle_core::DType {
    type Error = Error;

    /// [`to_candle`].
    fn try_from(dtype: DType) -> Result<Self, Error> {
        to_candle(dtype)
    }
}

impl TryFrom<candle_core::DType> for DType {
    type Error = Error;

    /// [`from_candle`].
    fn try_from(dtype: candle_core::DType) -> Result<Self, Error> {
        from_candle(dtype)
    }
}

/// The operations on two tensors, each computed in the dtype of its family under the policy.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Operation {
    /// `lhs + rhs` ([`Op::Add`]).
    Add,
    /// `lhs - rhs` ([`Op::Add`]).
    Sub,
    /// `lhs * rhs` ([`Op::Add`]).
    Mul,
    /// True division `lhs / rhs` ([`Op::Div`]).
    Div,
    /// Elementwise maximum ([`Op::Maximum`]).
    Maximum,
    /// Elementwise minimum ([`Op::Maximum`]).
    Minimum,
    /// `lhs == rhs`, a `u8` mask ([`Op::Eq`]).
    Eq,
    /// `lhs != rhs`, a `u8` mask ([`Op::Eq`]).
    Ne,
    /// `lhs < rhs`, a `u8` mask ([`Op::Lt`]).
    Lt,
    /// `lhs <= rhs`, a `u8` mask ([`Op::Lt`]).
    Le,
    /// `lhs > rhs`, a `u8` mask ([`Op::Lt`]).
    Gt,
    /// `lhs >= rhs`, a `u8` mask ([`Op::Lt`]).
    Ge,
}

impl Operation {
    /// Every operation.
    pub const ALL: [Operation; 12] = [
        Operation::Add,
        Operation::Sub,
        Operation::Mul,
        Operation::Div,
        Operation::Maximum,
        Operation::Minimum,
        Operation::Eq,
        Operation::Ne,
        Operation::Lt,
        Operation::Le,
        Operation::Gt,
        Operation::Ge,
    ];

    /// The operation family whose table gives the dtype.
    pub const fn family(self) -> Op {
        match self {
            Operation::Add | Operation::Sub | Operation::Mul => Op::Add,
            Operation::Div => Op::Div,
            Operation::Maximum | Operation::Minimum => Op::Maximum,
            Operation::Eq | Operation::Ne => Op::Eq,
            Operation::Lt | Operation::Le | Operation::Gt | Operation::Ge => Op::Lt,
        }
    }

    /// Its name, as the functions of this module are named (`add`, `maximum`, `ge`, …).
    pub const fn name(self) -> &'static str {
        match self {
            Operation::Add => "add",
            Operation::Sub => "sub",
            Operation::Mul => "mul",
            Operation::Div => "div",
            Operation::Maximum => "maximum",
            Operation::Minimum => "minimum",
            Operation::Eq => "eq",
            Operation::Ne => "ne",
            Operation::Lt => "lt",
            Operation::Le => "le",
            Operation::Gt => "gt",
            Operation::Ge => "ge",
        }
    }

    /// Whether it compares (its result is a `u8` mask, not the operands' dtype).
    pub const fn is_comparison(self) -> bool {
        matches!(self.family(), Op::Eq | Op::Lt)
    }
}

impl fmt::Display for Operation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a dtype did not convert or an operation did not run.
#[derive(Debug)]
#[non_exhaustive]
pub enum Error {
    /// candle has no dtype that holds this one.
    NotInCandle(DType),
    /// A candle dtype newer than this bridge (candle's `DType` is `#[non_exhaustive]`).
    UnknownCandleDType(candle_core::DType),
    /// An operand of a dtype candle only stores ([`STORAGE_ONLY`]).
    StorageOnly(candle_core::DType),
    /// An operand of a dtype the policy does not know.
    NotInPolicy {
        /// The policy's name ([`Policy::NAME`]).
        policy: &'static str,
        /// The operand's dtype.
        dtype: DType,
    },
    /// A pair the policy leaves undefined for the operation.
    Undefined {
        /// The policy's name ([`Policy::NAME`]).
        policy: &'static str,
        /// The operation.
        operation: Operation,
        /// The left operand's dtype.
        lhs: DType,
        /// The right operand's dtype.
        rhs: DType,
    },
    /// A pair the policy computes in a dtype candle does not have.
    Unrepresentable {
        /// The policy's name ([`Policy::NAME`]).
        policy: &'static str,
        /// The operation.
        operation: Operation,
        /// The left operand's dtype.
        lhs: DType,
        /// The right operand's dtype.
        rhs: DType,
        /// The dtype the policy computes the pair in.
        dtype: DType,
    },
    /// An integer division whose divisor holds a zero (candle's integer division would panic).
    DivisionByZero {
        /// The integer dtype of the division.
        dtype: DType,
    },
    /// An error of candle's own (shapes that do not broadcast, two devices, …).
    Candle(candle_core::Error),
}

impl From<candle_core::Error> for Error {
    fn from(error: candle_core::Error) -> Self {
        Error::Candle(error)
    }
}

/// `u8, u32, …, f4 (f4e2m1fn), f8e8m0 (f8e8m0fnu)`: candle's names, with this crate's where
/// they differ.
struct CandleList;

impl fmt::Display for CandleList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, (ours, theirs)) in DTYPES.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(theirs.as_str())?;
            if ours.code() != theirs.as_str() {
                write!(f, " ({ours})")?;
            }
        }
        Ok(())
    }
}

/// candle's name of its dtype, with this crate's where it differs: `f4 (f4e2m1fn)`.
struct CandleName(candle_core::DType);

impl fmt::Display for CandleName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0.as_str())?;
        match from_candle(self.0) {
            Ok(ours) if ours.code() != self.0.as_str() => write!(f, " ({ours})"),
            _ => Ok(()),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::NotInCandle(dtype) => {
                write!(f, "candle has no dtype `{dtype}`; it has {CandleList}")
            }
            Error::UnknownCandleDType(dtype) => write!(
                f,
                "candle's dtype `{}` is unknown to promote (it knows candle-core 0.11's: {CandleList})",
                dtype.as_str()
            ),
            Error::StorageOnly(dtype) => write!(
                f,
                "candle only stores `{}`: it neither converts nor computes on it",
                CandleName(*dtype)
            ),
            Error::NotInPolicy { policy, dtype } => {
                write!(f, "the policy `{policy}` has no dtype `{dtype}`")
            }
            Error::Undefined {
                policy,
                operation,
                lhs,
                rhs,
            } => write!(
                f,
                "`{operation}` of `{lhs}` and `{rhs}` is undefined under the policy `{policy}`; \
                 convert one tensor first (`Tensor::to_dtype`)"
            ),
            Error::Unrepresentable {
                policy,
                operation,
                lhs,
                rhs,
                dtype,
            } => write!(
                f,
                "under the policy `{policy}`, `{operation}` of `{lhs}` and `{rhs}` is computed in \
                 `{dtype}`, which candle does not have (it has {CandleList})"
            ),
            Error::DivisionByZero { dtype } => write!(
                f,
                "integer division by zero in `{dtype}` (candle's integer division would panic)"
            ),
            Error::Candle(error) => write!(f, "candle: {error}"),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Candle(error) => Some(error),
            _ => None,
        }
    }
}

/// A tensor's dtype in this crate's terms, and its kind of operand (rank 0: a 0-d operand).
fn operand<P: Policy>(tensor: &Tensor) -> Result<(ArrayKind, DType), Error> {
    let theirs = tensor.dtype();
    if STORAGE_ONLY.contains(&theirs) {
        return Err(Error::StorageOnly(theirs));
    }
    let dtype = from_candle(theirs)?;
    if !P::DTYPES.contains(&dtype) {
        return Err(Error::NotInPolicy {
            policy: P::NAME,
            dtype,
        });
    }
    let kind = if tensor.rank() == 0 {
        ArrayKind::Array0
    } else {
        ArrayKind::Array
    };
    Ok((kind, dtype))
}

/// The dtype `op` computes `lhs` with `rhs` in under `P`, in this crate's terms: the result's
/// dtype, or for a comparison the dtype both sides convert to (the policy's result is `bool`).
///
/// The run-time mirror answers a comparison with `bool`; the type it compares in is the pair's
/// promotion (a type with itself compares in itself, and where the promotion is one-sided, as
/// TensorFlow's `symmetric` rule makes it, the other order's), which the tests check against the
/// compile-time [`EqCompute`](crate::EqCompute) and [`OrdCompute`](crate::OrdCompute) of every
/// pair of candle dtypes under every built-in policy.
fn compute_dtype<P: Policy>(
    op: Operation,
    (lhs_kind, lhs): (ArrayKind, DType),
    (rhs_kind, rhs): (ArrayKind, DType),
) -> Result<DType, Error> {
    let undefined = || Error::Undefined {
        policy: P::NAME,
        operation: op,
        lhs,
        rhs,
    };
    let result =
        P::binary_result(op.family(), lhs_kind, lhs, rhs_kind, rhs).ok_or_else(undefined)?;
    if !op.is_comparison() {
        return Ok(result);
    }
    if lhs == rhs {
        return Ok(lhs);
    }
    P::binary_result(Op::Add, lhs_kind, lhs, rhs_kind, rhs)
        .or_else(|| P::binary_result(Op::Add, rhs_kind, rhs, lhs_kind, lhs))
        .ok_or_else(undefined)
}

/// The candle dtype both tensors are converted to for `op` under `P`: the result's dtype, except
/// for a comparison, whose result is a `u8` mask.
///
/// ```
/// use candle_core::{DType, Device, Tensor};
/// use promote_core::candle::{operand_dtype, Operation};
/// use promote_core::policies::{Jax, NumPy};
///
/// let a = Tensor::zeros(2, DType::U8, &Device::Cpu)?;
/// let b = Tensor::zeros(2, DType::I16, &Device::Cpu)?;
/// assert_eq!(operand_dtype::<NumPy>(Operation::Div, &a, &b)?, DType::F64);
/// assert_eq!(operand_dtype::<Jax>(Operation::Div, &a, &b)?, DType::F32);
/// assert_eq!(operand_dtype::<Jax>(Operation::Lt, &a, &b)?, DType::I16);
/// # Ok::<(), promote_core::candle::Error>(())
/// ```
pub fn operand_dtype<P: Policy>(
    op: Operation,
    lhs: &Tensor,
    rhs: &Tensor,
) -> Result<candle_core::DType, Error> {
    let (l, r) = (operand::<P>(lhs)?, operand::<P>(rhs)?);
    let dtype = compute_dtype::<P>(op, l, r)?;
    match to_candle(dtype) {
        Ok(theirs) if !STORAGE_ONLY.contains(&theirs) => Ok(theirs),
        _ => Err(Error::Unrepresentable {
            policy: P::NAME,
            operation: op,
            lhs: l.1,
            rhs: r.1,
            dtype,
        }),
    }
}

/// `tensor.to_dtype(dtype)`, through `f32` from `f8e4m3` to `f64`: candle-core 0.11.1's direct
/// conversion never returns (its closure `|v| v.to_f64()` calls `WithDType::to_f64`, which is that
/// closure, until the stack overflows). Exact: `f32` holds every `f8e4m3` value.
fn convert(tensor: &Tensor, dtype: candle_core::DType) -> candle_core::Result<Tensor> {
    if tensor.dtype() == candle_core::DType::F8E4M3 && dtype == candle_core::DType::F64 {
        tensor.to_dtype(candle_core::DType::F32)?.to_dtype(dtype)
    } else {
        tensor.to_dtype(dtype)
    }
}

/// `op` on `lhs` and `rhs` under `P`: both converted to [`operand_dtype`], then candle's
/// broadcasting op.
///
/// ```
/// use candle_core::{Device, Tensor};
/// use promote_core::candle::{apply, Operation};
/// use promote_core::policies::Torch;
///
/// let a = Tensor::new(&[[1u8, 5], [3, 4]], &Device::Cpu)?;
/// let b = Tensor::new(&[2i16, 4], &Device::Cpu)?;
/// let max = apply::<Torch>(Operation::Maximum, &a, &b)?;   // u8 with i16: i16; [2, 2] with [2]
/// assert_eq!(max.to_vec2::<i16>()?, [[2, 5], [3, 4]]);
/// # Ok::<(), promote_core::candle::Error>(())
/// ```
pub fn apply<P: Policy>(op: Operation, lhs: &Tensor, rhs: &Tensor) -> Result<Tensor, Error> {
    let dtype = operand_dtype::<P>(op, lhs, rhs)?;
    let (a, b) = (convert(lhs, dtype)?, convert(rhs, dtype)?);
    Ok(match op {
        Operation::Add => a.broadcast_add(&b)?,
        Operation::Sub => a.broadcast_sub(&b)?,
        Operation::Mul => a.broadcast_mul(&b)?,
        Operation::Div => {
            if dtype.is_int() && b.elem_count() > 0 {
                let zeros = b.broadcast_eq(&b.zeros_like()?)?;
                if zeros.max_all()?.to_scalar::<u8>()? != 0 {
                    return Err(Error::DivisionByZero {
                        dtype: from_candle(dtype)?,
                    });
                }
            }
            a.broadcast_div(&b)?
        }
        Operation::Maximum => a.broadcast_maximum(&b)?,
        Operation::Minimum => a.broadcast_minimum(&b)?,
        Operation::Eq => a.broadcast_eq(&b)?,
        Operation::Ne => a.broadcast_ne(&b)?,
        Operation::Lt => a.broadcast_lt(&b)?,
        Operation::Le => a.broadcast_le(&b)?,
        Operation::Gt => a.broadcast_gt(&b)?,
        Operation::Ge => a.broadcast_ge(&b)?,
    })
}

macro_rules! operations {
    ($($name:ident $with:ident $Variant:ident $what:literal $example:literal;)*) => {
        $(
            #[doc = concat!($what, " under the policy `P`: [`apply`] of [`Operation::", stringify!($Variant), "`].")]
            ///
            /// ```
            /// use candle_core::{Device, Tensor};
            /// use promote_core::policies::Torch;
            /// let a = Tensor::new(&[3i32, 2], &Device::Cpu)?;
            /// let b = Tensor::new(&[1.0f32, 2.0], &Device::Cpu)?;
            #[doc = concat!("let c = promote_core::candle::", stringify!($name), "::<Torch>(&a, &b)?;")]
            #[doc = $example]
            /// # Ok::<(), promote_core::candle::Error>(())
            /// ```
            pub fn $name<P: Policy>(lhs: &Tensor, rhs: &Tensor) -> Result<Tensor, Error> {
                apply::<P>(Operation::$Variant, lhs, rhs)
            }
        )*

        /// The operations of this module as methods of [`Tensor`], the policy named per call:
        /// `a.add_with::<Torch>(&b)` is [`add`]`::<Torch>(&a, &b)`.
        ///
        /// ```
        /// use candle_core::{Device, Tensor};
        /// use promote_core::{candle::PromoteTensor, policies::Jax};
        /// let a = Tensor::new(&[1u8, 2], &Device::Cpu)?;
        /// let b = Tensor::new(&[1i16, 1], &Device::Cpu)?;
        /// assert_eq!(a.sub_with::<Jax>(&b)?.to_vec1::<i16>()?, [0, 1]);
        /// # Ok::<(), promote_core::candle::Error>(())
        /// ```
        pub trait PromoteTensor {
            $(
                #[doc = concat!($what, " under the policy `P`: [`", stringify!($name), "`].")]
                fn $with<P: Policy>(&self, rhs: &Tensor) -> Result<Tensor, Error>;
            )*

            /// `op` under the policy `P`: [`apply`].
            fn apply_with<P: Policy>(&self, op: Operation, rhs: &Tensor) -> Result<Tensor, Error>;
        }

        impl PromoteTensor for Tensor {
            $(
                fn $with<P: Policy>(&self, rhs: &Tensor) -> Result<Tensor, Error> {
                    apply::<P>(Operation::$Variant, self, rhs)
                }
            )*

            fn apply_with<P: Policy>(&self, op: Operation, rhs: &Tensor) -> Result<Tensor, Error> {
                apply::<P>(op, self, rhs)
            }
        }
    };
}

operations! {
    add add_with Add "`lhs + rhs`, broadcast,"
        "assert_eq!(c.to_vec1::<f32>()?, [4.0, 4.0]); // i32 + f32 = f32";
    sub sub_with Sub "`lhs - rhs`, broadcast,"
        "assert_eq!(c.to_vec1::<f32>()?, [2.0, 0.0]);";
    mul mul_with Mul "`lhs * rhs`, broadcast,"
        "assert_eq!(c.to_vec1::<f32>()?, [3.0, 4.0]);";
    div div_with Div "True division `lhs / rhs` (the policy's `div` family), broadcast,"
        "assert_eq!(c.to_vec1::<f32>()?, [3.0, 1.0]);";
    maximum maximum_with Maximum "The elementwise maximum, broadcast,"
        "assert_eq!(c.to_vec1::<f32>()?, [3.0, 2.0]);";
    minimum minimum_with Minimum "The elementwise minimum, broadcast,"
        "assert_eq!(c.to_vec1::<f32>()?, [1.0, 2.0]);";
    eq eq_with Eq "`lhs == rhs` as a `u8` mask, broadcast,"
        "assert_eq!(c.to_vec1::<u8>()?, [0, 1]);";
    ne ne_with Ne "`lhs != rhs` as a `u8` mask, broadcast,"
        "assert_eq!(c.to_vec1::<u8>()?, [1, 0]);";
    lt lt_with Lt "`lhs < rhs` as a `u8` mask, broadcast,"
        "assert_eq!(c.to_vec1::<u8>()?, [0, 0]);";
    le le_with Le "`lhs <= rhs` as a `u8` mask, broadcast,"
        "assert_eq!(c.to_vec1::<u8>()?, [0, 1]);";
    gt gt_with Gt "`lhs > rhs` as a `u8` mask, broadcast,"
        "assert_eq!(c.to_vec1::<u8>()?, [1, 0]);";
    ge ge_with Ge "`lhs >= rhs` as a `u8` mask, broadcast,"
        "assert_eq!(c.to_vec1::<u8>()?, [1, 1]);";
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::policies::{
        ArrayApi, Jax, JaxLax, JaxStrict, JaxX32, MegEngine, NumPy, NumPyMl, Paddle, TensorFlow,
        Torch,
    };
    use crate::{bf16, f16, Element, PromoteEq, PromoteOrd, ZeroDim, F8E4M3FN};
    use candle_core::{DType as C, Device};
    use core::marker::PhantomData;

    /// The candle dtypes candle computes on.
    const COMPUTABLE: [C; 10] = [
        C::U8,
        C::U32,
        C::I16,
        C::I32,
        C::I64,
        C::BF16,
        C::F16,
        C::F32,
        C::F64,
        C::F8E4M3,
    ];

    /// A 1-d tensor of `values` (small integers, exact in every dtype) in `dtype`.
    fn tensor(values: &[f64], dtype: C) -> Tensor {
        Tensor::new(values, &Device::Cpu)
            .and_then(|t| t.to_dtype(dtype))
            .unwrap()
    }

    fn values(t: &Tensor) -> Vec<f64> {
        convert(t, C::F64)
            .and_then(|t| t.flatten_all())
            .and_then(|t| t.to_vec1::<f64>())
            .unwrap()
    }

    // The compile-time comparison types, read by autoref specialisation (as `promote-tests`'
    // `Probe` does): `Defined` where the impl exists, `Undefined` otherwise.
    struct Probe<L, R, P, F>(PhantomData<(L, R, P, F)>);
    struct EqFamily;
    struct OrdFamily;
    trait Defined {
        fn probe(&self) -> Option<DType>;
    }
    trait Undefined {
        fn probe(&self) -> Option<DType>;
    }
    impl<L: PromoteEq<R, P>, R, P: Policy> Defined for Probe<L, R, P, EqFamily> {
        fn probe(&self) -> Option<DType> {
            Some(<<L as PromoteEq<R, P>>::Compute as Element>::DTYPE)
        }
    }
    impl<L: PromoteOrd<R, P>, R, P: Policy> Defined for Probe<L, R, P, OrdFamily> {
        fn probe(&self) -> Option<DType> {
            Some(<<L as PromoteOrd<R, P>>::Compute as Element>::DTYPE)
        }
    }
    impl<L, R, P, F> Undefined for &Probe<L, R, P, F> {
        fn probe(&self) -> Option<DType> {
            None
        }
    }

    /// An operand type of the probes: an element type (an array's) or a `ZeroDim` (a 0-d one).
    trait Operand {
        const KIND: ArrayKind;
        const DTYPE: DType;
    }
    impl<T: Element> Operand for T {
        const KIND: ArrayKind = ArrayKind::Array;
        const DTYPE: DType = T::DTYPE;
    }
    impl<T: Element> Operand for ZeroDim<T> {
        const KIND: ArrayKind = ArrayKind::Array0;
        const DTYPE: DType = T::DTYPE;
    }

    /// One compile-time comparison type: `(lhs kind, lhs, rhs kind, rhs)` and the compute type.
    type Cell = (ArrayKind, DType, ArrayKind, DType, Option<DType>);

    macro_rules! probe_grid {
        ($grid:ident, $P:ty, $F:ty; [$($L:ty),*]; $R:tt) => {
            $(probe_grid!(@row $grid, $P, $F, $L, $R);)*
        };
        (@row $grid:ident, $P:ty, $F:ty, $L:ty, [$($R:ty),*]) => {
            $($grid.push((
                <$L as Operand>::KIND,
                <$L as Operand>::DTYPE,
                <$R as Operand>::KIND,
                <$R as Operand>::DTYPE,
                (&Probe::<$L, $R, $P, $F>(PhantomData)).probe(),
            ));)*
        };
    }

    /// The compile-time compute types of `==` and `<` under `P` for every pair of the Rust types
    /// of candle's computable dtypes, as arrays and as 0-d arrays, on either side.
    macro_rules! compile_time_comparisons {
        ($P:ty) => {{
            let (mut eq, mut ord): (Vec<Cell>, Vec<Cell>) = (Vec::new(), Vec::new());
            compile_time_comparisons!(@family eq, $P, EqFamily);
            compile_time_comparisons!(@family ord, $P, OrdFamily);
            (eq, ord)
        }};
        (@family $grid:ident, $P:ty, $F:ty) => {
            probe_grid!($grid, $P, $F;
                [u8, u32, i16, i32, i64, bf16, f16, f32, f64, F8E4M3FN,
                 ZeroDim<u8>, ZeroDim<u32>, ZeroDim<i16>, ZeroDim<i32>, ZeroDim<i64>,
                 ZeroDim<bf16>, ZeroDim<f16>, ZeroDim<f32>, ZeroDim<f64>, ZeroDim<F8E4M3FN>];
                [u8, u32, i16, i32, i64, bf16, f16, f32, f64, F8E4M3FN,
                 ZeroDim<u8>, ZeroDim<u32>, ZeroDim<i16>, ZeroDim<i32>, ZeroDim<i64>,
                 ZeroDim<bf16>, ZeroDim<f16>, ZeroDim<f32>, ZeroDim<f64>, ZeroDim<F8E4M3FN>]);
        };
    }

    /// How many (operand kinds, pair, operation) ended each way.
    #[derive(Default, Debug)]
    struct Counts {
        ok: usize,
        undefined: usize,
        not_in_policy: usize,
        unrepresentable: usize,
    }

    /// An operand: `[3, 2]` (lhs) or `[1, 2]` (rhs) as an array, `3` or `1` as a 0-d one: small
    /// integers, so that every result below is exact in every dtype.
    fn operand_tensor(lhs: bool, kind: ArrayKind, dtype: C) -> (Tensor, Vec<f64>) {
        let values = match (lhs, kind) {
            (true, ArrayKind::Array) => vec![3.0, 2.0],
            (false, ArrayKind::Array) => vec![1.0, 2.0],
            (true, ArrayKind::Array0) => vec![3.0],
            (false, ArrayKind::Array0) => vec![1.0],
        };
        let t = match kind {
            ArrayKind::Array => tensor(&values, dtype),
            ArrayKind::Array0 => Tensor::new(values[0], &Device::Cpu)
                .and_then(|t| t.to_dtype(dtype))
                .unwrap(),
        };
        (t, values)
    }

    /// `op` on two small integers, as the candle result holds it (comparisons give 0 or 1).
    fn expected_value(op: Operation, x: f64, y: f64) -> f64 {
        let t = |c: bool| if c { 1.0 } else { 0.0 };
        match op {
            Operation::Add => x + y,
            Operation::Sub => x - y,
            Operation::Mul => x * y,
            Operation::Div => x / y, // exact in floats: 3 / 1, 3 / 2, 2 / 2, 2 / 1
            Operation::Maximum => x.max(y),
            Operation::Minimum => x.min(y),
            Operation::Eq => t(x == y),
            Operation::Ne => t(x != y),
            Operation::Lt => t(x < y),
            Operation::Le => t(x <= y),
            Operation::Gt => t(x > y),
            Operation::Ge => t(x >= y),
        }
    }

    /// Every operation on every pair of computable candle dtypes under `P`, for each kind of
    /// operand on each side: the dtype is the policy's (its run-time mirror; for comparisons the
    /// compile-time compute type), the values are right, and the rest are the right errors.
    fn check_policy<P: Policy>(eq: &[Cell], ord: &[Cell]) -> Counts {
        use ArrayKind::{Array, Array0};
        let mut counts = Counts::default();
        for (lk, rk) in [
            (Array, Array),
            (Array, Array0),
            (Array0, Array),
            (Array0, Array0),
        ] {
            for &lc in &COMPUTABLE {
                for &rc in &COMPUTABLE {
                    let (l, r) = (from_candle(lc).unwrap(), from_candle(rc).unwrap());
                    let (lhs, a) = operand_tensor(true, lk, lc);
                    let (rhs, b) = operand_tensor(false, rk, rc);
                    let known = P::DTYPES.contains(&l) && P::DTYPES.contains(&r);
                    if (lk, rk) == (Array, Array) {
                        assert_eq!(
                            P::binary_result(Op::Add, Array, l, Array, r),
                            P::result_type(l, r)
                        );
                    }
                    for op in Operation::ALL {
                        let what = format!("{} {op}({l} {lk:?}, {r} {rk:?})", P::NAME);
                        let mirror = P::binary_result(op.family(), lk, l, rk, r);
                        let expected = if op.is_comparison() {
                            let grid = if op.family() == Op::Eq { eq } else { ord };
                            let cell = grid
                                .iter()
                                .find(|c| (c.0, c.1, c.2, c.3) == (lk, l, rk, r))
                                .unwrap();
                            assert_eq!(
                                cell.4.map(|_| DType::Bool),
                                mirror,
                                "{what}: compile time and the mirror disagree"
                            );
                            cell.4
                        } else {
                            mirror
                        };
                        let got = apply::<P>(op, &lhs, &rhs);
                        let via_trait = lhs.apply_with::<P>(op, &rhs);
                        match (expected.map(to_candle), got) {
                            (Some(Ok(dtype)), Ok(result)) => {
                                counts.ok += 1;
                                if op == Operation::Div && dtype.is_int() {
                                    assert_eq!(P::NAME, "JaxLax", "{what}: an integer quotient");
                                }
                                assert!(known, "{what}");
                                assert_eq!(operand_dtype::<P>(op, &lhs, &rhs).unwrap(), dtype);
                                let result_dtype = if op.is_comparison() { C::U8 } else { dtype };
                                assert_eq!(result.dtype(), result_dtype, "{what}");
                                let rank = if (lk, rk) == (Array0, Array0) { 0 } else { 1 };
                                assert_eq!(result.rank(), rank, "{what}");
                                let n = a.len().max(b.len());
                                let want: Vec<f64> = (0..n)
                                    .map(|i| {
                                        let (x, y) = (a[i.min(a.len() - 1)], b[i.min(b.len() - 1)]);
                                        let v = expected_value(op, x, y);
                                        if dtype.is_int() {
                                            v.trunc()
                                        } else {
                                            v
                                        } // lax.div
                                    })
                                    .collect();
                                assert_eq!(values(&result), want, "{what}");
                                assert_eq!(values(&via_trait.unwrap()), want, "{what}");
                            }
                            (Some(Err(_)), Err(Error::Unrepresentable { dtype, .. })) => {
                                counts.unrepresentable += 1;
                                assert_eq!(Some(dtype), expected, "{what}");
                                assert!(matches!(via_trait, Err(Error::Unrepresentable { .. })));
                            }
                            (None, Err(Error::NotInPolicy { policy, dtype })) => {
                                counts.not_in_policy += 1;
                                assert!(!known, "{what}");
                                assert_eq!(policy, P::NAME);
                                assert!(!P::DTYPES.contains(&dtype), "{what}");
                            }
                            (None, Err(error @ Error::Undefined { .. })) => {
                                counts.undefined += 1;
                                assert!(known, "{what}");
                                let message = error.to_string();
                                let start = format!(
                                    "`{op}` of `{l}` and `{r}` is undefined under the policy `{}`",
                                    P::NAME
                                );
                                assert!(message.starts_with(&start), "{message}");
                            }
                            (expected, got) => {
                                panic!("{what}: expected {expected:?}, got {got:?}")
                            }
                        }
                    }
                }
            }
        }
        counts
    }

    macro_rules! every_policy {
        ($($test:ident: $P:ty;)*) => {$(
            #[test]
            fn $test() {
                let (eq, ord) = compile_time_comparisons!($P);
                let counts = check_policy::<$P>(&eq, &ord);
                std::println!("{}: {counts:?}", <$P as Policy>::NAME);
                assert!(counts.ok > 0);
                // No built-in policy computes a pair of candle dtypes in a dtype candle lacks.
                assert_eq!(counts.unrepresentable, 0);
                storage_only_is_an_error::<$P>();
            }
        )*};
    }

    every_policy! {
        numpy: NumPy;
        numpy_ml: NumPyMl;
        jax: Jax;
        jax_strict: JaxStrict;
        jax_x32: JaxX32;
        jax_lax: JaxLax;
        torch: Torch;
        array_api: ArrayApi;
        paddle: Paddle;
        tensorflow: TensorFlow;
        megengine: MegEngine;
    }

    /// The policies of the catalog are the ones `every_policy!` tests.
    #[test]
    fn every_catalog_policy_is_tested() {
        let tested = [
            NumPy::NAME,
            NumPyMl::NAME,
            Jax::NAME,
            JaxStrict::NAME,
            JaxX32::NAME,
            JaxLax::NAME,
            Torch::NAME,
            ArrayApi::NAME,
            Paddle::NAME,
            TensorFlow::NAME,
            MegEngine::NAME,
        ];
        let catalog: Vec<_> = crate::policies::catalog::ALL
            .iter()
            .map(|e| e.name)
            .collect();
        assert_eq!(catalog, tested);
    }

    fn storage_only_is_an_error<P: Policy>() {
        let f32s = tensor(&[1.0], C::F32);
        for dtype in STORAGE_ONLY {
            let t = Tensor::from_raw_buffer(&[0u8; 2], dtype, &[2], &Device::Cpu).unwrap();
            for op in Operation::ALL {
                for (l, r) in [(&t, &f32s), (&f32s, &t), (&t, &t)] {
                    match apply::<P>(op, l, r) {
                        Err(Error::StorageOnly(d)) => assert_eq!(d, dtype),
                        other => panic!("{} {op} on {dtype:?}: {other:?}", P::NAME),
                    }
                }
            }
        }
    }

    crate::promotion_lattice! {
        /// `u8` and `u32` meet in `u64`, which candle lacks.
        pub struct Wide;
        lattice { u8: [u64], u32: [u64] }
    }

    #[test]
    fn a_result_candle_lacks_is_an_error() {
        let (a, b) = (tensor(&[1.0], C::U8), tensor(&[2.0], C::U32));
        assert_eq!(Wide::result_type(DType::U8, DType::U32), Some(DType::U64));
        for op in [
            Operation::Add,
            Operation::Maximum,
            Operation::Lt,
            Operation::Eq,
        ] {
            let error = apply::<Wide>(op, &a, &b).unwrap_err();
            assert!(
                matches!(
                    error,
                    Error::Unrepresentable {
                        dtype: DType::U64,
                        ..
                    }
                ),
                "{error:?}"
            );
            assert_eq!(
                error.to_string(),
                format!(
                    "under the policy `Wide`, `{op}` of `u8` and `u32` is computed in `u64`, \
                     which candle does not have (it has u8, u32, i16, i32, i64, bf16, f16, f32, \
                     f64, f8e4m3 (f8e4m3fn), f6e2m3 (f6e2m3fn), f6e3m2 (f6e3m2fn), \
                     f4 (f4e2m1fn), f8e8m0 (f8e8m0fnu))"
                )
            );
        }
        assert_eq!(add::<Wide>(&a, &a).unwrap().dtype(), C::U8);
    }

    #[test]
    fn conversions_both_ways() {
        for (ours, theirs) in DTYPES {
            assert_eq!(to_candle(ours).unwrap(), theirs);
            assert_eq!(from_candle(theirs).unwrap(), ours);
            assert_eq!(candle_core::DType::try_from(ours).unwrap(), theirs);
            assert_eq!(DType::try_from(theirs).unwrap(), ours);
        }
        let mut missing = 0;
        for dtype in DType::ALL.into_iter().chain(DType::NARROW) {
            if DTYPES.iter().any(|&(ours, _)| ours == dtype) {
                continue;
            }
            missing += 1;
            let error = to_candle(dtype).unwrap_err();
            assert!(matches!(error, Error::NotInCandle(d) if d == dtype));
            assert_eq!(
                error.to_string(),
                format!(
                    "candle has no dtype `{dtype}`; it has u8, u32, i16, i32, i64, bf16, f16, \
                     f32, f64, f8e4m3 (f8e4m3fn), f6e2m3 (f6e2m3fn), f6e3m2 (f6e3m2fn), \
                     f4 (f4e2m1fn), f8e8m0 (f8e8m0fnu)"
                )
            );
        }
        assert_eq!(missing, 20 + 18 - 14);
        assert!(to_candle(DType::Custom("q16")).is_err());
        // The IEEE-like f8e4m3 is not candle's f8e4m3 (which is float8_e4m3fn).
        assert!(to_candle(DType::F8E4M3).is_err());
    }

    #[test]
    fn candle_f8e4m3_is_float8_e4m3fn() {
        // 448 is the largest finite float8_e4m3fn; IEEE-like e4m3 has 240 and infinities.
        let t = tensor(&[448.0, 1e6, -0.0], C::F8E4M3);
        let back = values(&t);
        assert_eq!(back[0], 448.0);
        assert_eq!(back[1], 448.0); // float8 saturates
        let ours = crate::F8E4M3FN::from_f32(448.0);
        assert_eq!(f64::from(f32::from(ours)), 448.0);
    }

    #[test]
    fn broadcasting_is_candles() {
        let a = Tensor::new(&[[1i64], [2]], &Device::Cpu).unwrap(); // [2, 1]
        let b = Tensor::new(&[0.5f32, 1.5, 2.5], &Device::Cpu).unwrap(); // [3]
        let c = add::<Torch>(&a, &b).unwrap();
        assert_eq!(c.dims(), [2, 3]);
        assert_eq!(c.dtype(), C::F32);
        assert_eq!(
            c.to_vec2::<f32>().unwrap(),
            [[1.5, 2.5, 3.5], [2.5, 3.5, 4.5]]
        );
        let m = a.lt_with::<NumPy>(&b).unwrap();
        assert_eq!(m.to_vec2::<u8>().unwrap(), [[0, 1, 1], [0, 0, 1]]);
        let bad = Tensor::new(&[1.0f32, 2.0], &Device::Cpu).unwrap();
        let error = add::<Torch>(&b, &bad).unwrap_err();
        assert!(matches!(error, Error::Candle(_)), "{error:?}");
        assert!(std::error::Error::source(&error).is_some());
    }

    #[test]
    fn rank_zero_tensors_are_zero_dim_operands() {
        let a = tensor(&[1.0, 2.0], C::I16);
        let scalar = Tensor::new(5i64, &Device::Cpu).unwrap();
        assert_eq!(scalar.rank(), 0);
        // PyTorch: a 0-d i64 does not widen an i16 tensor; NumPy 2 and JAX treat it as an array.
        assert_eq!(add::<Torch>(&a, &scalar).unwrap().dtype(), C::I16);
        assert_eq!(add::<Torch>(&scalar, &a).unwrap().dtype(), C::I16);
        assert_eq!(add::<NumPy>(&a, &scalar).unwrap().dtype(), C::I64);
        assert_eq!(add::<Jax>(&a, &scalar).unwrap().dtype(), C::I64);
        assert_eq!(values(&add::<Torch>(&a, &scalar).unwrap()), [6.0, 7.0]);
        // A 0-d float still wins over an integer tensor (a higher category), with its own width.
        let half = Tensor::new(0.5f64, &Device::Cpu).unwrap();
        assert_eq!(mul::<Torch>(&a, &half).unwrap().dtype(), C::F64);
        assert_eq!(
            operand_dtype::<Torch>(Operation::Eq, &a, &scalar).unwrap(),
            C::I16
        );
    }

    #[test]
    fn integer_division_by_zero_is_an_error() {
        let a = tensor(&[4.0, 2.0], C::I32);
        let b = tensor(&[2.0, 0.0], C::I32);
        assert_eq!(
            operand_dtype::<JaxLax>(Operation::Div, &a, &b).unwrap(),
            C::I32
        );
        let error = div::<JaxLax>(&a, &b).unwrap_err();
        assert!(matches!(error, Error::DivisionByZero { dtype: DType::I32 }));
        assert_eq!(
            error.to_string(),
            "integer division by zero in `i32` (candle's integer division would panic)"
        );
        // lax.div truncates toward zero, as candle's integer division does.
        let c = tensor(&[-7.0, 7.0], C::I32);
        let d = tensor(&[2.0, 2.0], C::I32);
        assert_eq!(values(&div::<JaxLax>(&c, &d).unwrap()), [-3.0, 3.0]);
        // A float division by zero is IEEE's.
        let q = div::<Torch>(&a, &b).unwrap();
        assert_eq!(values(&q), [2.0, f64::INFINITY]);
    }

    #[test]
    fn messages() {
        let u = tensor(&[1.0], C::U32);
        let i = tensor(&[1.0], C::I64);
        assert_eq!(
            add::<Paddle>(&u, &i).unwrap_err().to_string(),
            "the policy `Paddle` has no dtype `u32`"
        );
        let f4 = Tensor::from_raw_buffer(&[0u8], C::F4, &[1], &Device::Cpu).unwrap();
        assert_eq!(
            add::<Jax>(&f4, &i).unwrap_err().to_string(),
            "candle only stores `f4 (f4e2m1fn)`: it neither converts nor computes on it"
        );
    }
}
