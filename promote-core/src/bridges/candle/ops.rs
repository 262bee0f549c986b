//! The operations: each operand's dtype and kind, the result dtype by the policy's mirror, the
//! conversions, and candle's broadcasting op.

use core::fmt;
use std::borrow::Cow;

use candle_core::Tensor;

use super::fused::fused;
use super::{from_candle, to_candle, Error, STORAGE_ONLY};
use crate::{ArrayKind, DType, Op, Policy};

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
pub(super) fn convert(tensor: &Tensor, dtype: candle_core::DType) -> candle_core::Result<Tensor> {
    if tensor.dtype() == candle_core::DType::F8E4M3 && dtype == candle_core::DType::F64 {
        tensor.to_dtype(candle_core::DType::F32)?.to_dtype(dtype)
    } else {
        tensor.to_dtype(dtype)
    }
}

/// `op` on `lhs` and `rhs` under `P`: both converted to [`operand_dtype`], then candle's
/// broadcasting op.
///
/// Two contiguous CPU tensors of one shape (rank 1 or more) whose dtypes differ from the one they
/// compute in are converted and combined in one pass instead, writing the result once, without
/// converted copies; the dtype and every bit of the result are the same (the module's "Fused
/// path" section lists which pairs take it).
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
    match fused(op, lhs, rhs, dtype) {
        Some(result) => Ok(result),
        None => unfused_in(op, lhs, rhs, dtype),
    }
}

/// [`apply`] without its fused path: each operand converted by candle's `to_dtype` into a tensor
/// of its own, then candle's broadcasting op. Where both paths apply, they agree bit for bit, a
/// NaN being any NaN (the fused path's tests compare them).
#[cfg(test)]
pub(super) fn unfused<P: Policy>(
    op: Operation,
    lhs: &Tensor,
    rhs: &Tensor,
) -> Result<Tensor, Error> {
    unfused_in(op, lhs, rhs, operand_dtype::<P>(op, lhs, rhs)?)
}

/// `tensor` in `dtype`: itself, or [`convert`]ed.
fn in_dtype(tensor: &Tensor, dtype: candle_core::DType) -> candle_core::Result<Cow<'_, Tensor>> {
    Ok(if tensor.dtype() == dtype {
        Cow::Borrowed(tensor)
    } else {
        Cow::Owned(convert(tensor, dtype)?)
    })
}

/// [`unfused`] of operands converted to `dtype`, their [`operand_dtype`].
fn unfused_in(
    op: Operation,
    lhs: &Tensor,
    rhs: &Tensor,
    dtype: candle_core::DType,
) -> Result<Tensor, Error> {
    // An operand already in `dtype` is used as it is: `to_dtype` would clone its handle (two
    // atomic operations, a measurable share of a 1 Ki op).
    let (a, b) = (in_dtype(lhs, dtype)?, in_dtype(rhs, dtype)?);
    if op == Operation::Div && dtype.is_int() && b.elem_count() > 0 {
        check_integer_division(&a, &b, dtype)?;
    }
    // Operands of one shape skip candle's broadcasting (a shape computed and two views made,
    // about 50 ns): the same kernel on the same layouts, so the same result.
    if a.shape() == b.shape() {
        return Ok(same_shape(op, &a, &b)?);
    }
    Ok(match op {
        Operation::Add => a.broadcast_add(&b)?,
        Operation::Sub => a.broadcast_sub(&b)?,
        Operation::Mul => a.broadcast_mul(&b)?,
        Operation::Div => a.broadcast_div(&b)?,
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

/// An `Err` where candle's integer division of `a` by `b` (both in `dtype`) would panic, as
/// Rust's does: a zero divisor, or a signed type's minimum divided by -1.
fn check_integer_division(a: &Tensor, b: &Tensor, dtype: candle_core::DType) -> Result<(), Error> {
    let any =
        |mask: Tensor| -> candle_core::Result<bool> { Ok(mask.max_all()?.to_scalar::<u8>()? != 0) };
    if any(b.broadcast_eq(&b.zeros_like()?)?)? {
        return Err(Error::DivisionByZero {
            dtype: from_candle(dtype)?,
        });
    }
    let device = a.device();
    let (minimum, minus_one) = match dtype {
        candle_core::DType::I16 => (Tensor::new(i16::MIN, device)?, Tensor::new(-1i16, device)?),
        candle_core::DType::I32 => (Tensor::new(i32::MIN, device)?, Tensor::new(-1i32, device)?),
        candle_core::DType::I64 => (Tensor::new(i64::MIN, device)?, Tensor::new(-1i64, device)?),
        _ => return Ok(()),
    };
    let overflows = a
        .broadcast_eq(&minimum)?
        .broadcast_mul(&b.broadcast_eq(&minus_one)?)?;
    if any(overflows)? {
        return Err(Error::DivisionOverflow {
            dtype: from_candle(dtype)?,
        });
    }
    Ok(())
}

/// `op` on two tensors of one dtype and one shape: candle's op without broadcasting.
fn same_shape(op: Operation, a: &Tensor, b: &Tensor) -> candle_core::Result<Tensor> {
    match op {
        Operation::Add => a.add(b),
        Operation::Sub => a.sub(b),
        Operation::Mul => a.mul(b),
        Operation::Div => a.div(b),
        Operation::Maximum => a.maximum(b),
        Operation::Minimum => a.minimum(b),
        Operation::Eq => a.eq(b),
        Operation::Ne => a.ne(b),
        Operation::Lt => a.lt(b),
        Operation::Le => a.le(b),
        Operation::Gt => a.gt(b),
        Operation::Ge => a.ge(b),
    }
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
