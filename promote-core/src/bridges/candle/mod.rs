//! Promoting arithmetic on [candle](candle_core) tensors (the `candle` feature): a policy's
//! run-time mirror picks the dtype, candle computes.
//!
//! A candle tensor's dtype is only known at run time, so the policy's run-time mirror
//! ([`Policy::binary_result`](crate::Policy::binary_result)) answers for it: each function below asks it for the pair's result
//! dtype under the family of the operation (true division has the policy's own
//! [`div`](crate::Quotient) family), casts both tensors with [`Tensor::to_dtype`](candle_core::Tensor::to_dtype) and calls
//! candle's broadcasting op ([`Tensor::broadcast_add`](candle_core::Tensor::broadcast_add), …), so shapes broadcast as candle
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
//! candle-core 0.11 has fourteen dtypes; [`DTYPES`] pairs each with this crate's [`DType`](crate::DType), and
//! [`to_candle`] / [`from_candle`] (or `TryFrom` both ways) convert. candle's `f8e4m3` is the
//! OCP/CUDA `float8_e4m3fn` (no infinities, largest finite 448), this crate's
//! [`F8E4M3FN`](crate::DType::F8E4M3FN), not the IEEE-like [`F8E4M3`](crate::DType::F8E4M3); its `f6e2m3`,
//! `f6e3m2`, `f4` and `f8e8m0` are the OCP MX types [`F6E2M3FN`](crate::DType::F6E2M3FN),
//! [`F6E3M2FN`](crate::DType::F6E3M2FN), [`F4E2M1FN`](crate::DType::F4E2M1FN) and
//! [`F8E8M0FNU`](crate::DType::F8E8M0FNU). A dtype candle lacks (`bool`, `u16`, `u64`, `i8`, complex,
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
//!   and one dividing a signed type's minimum by -1, where it would panic too:
//!   [`Error::DivisionOverflow`]. (`Array` and `DynArray` give `jax.lax.div`'s values there, all
//!   bits set and the minimum: see [`ElementDiv`](crate::element::ElementDiv).)
//! - whatever candle itself refuses (shapes that do not broadcast, tensors on two devices):
//!   [`Error::Candle`].
//!
//! # Fused path
//!
//! Two tensors on the CPU, of one shape (no broadcasting), rank 1 or more and contiguous, whose
//! dtypes are not both the dtype they compute in, skip the converted copies: both storages are
//! read once, each element is converted (rounded as candle's `to_dtype` rounds it) and combined
//! by candle's own element op in one pass, and the result is written once. The result's dtype
//! and bits are those of the path above, except that where it is a NaN it may be another NaN
//! (sign, payload: which operand's NaN `NaN + -NaN` keeps depends on the compiled code, as Rust
//! leaves it open); the tests compare the two for every built-in policy, pair of candle dtypes
//! and operation, in debug and in optimized builds. The type a pair computes in is the policy's mirror's,
//! so every policy is fused, yours too; the pairs it covers are those among `u8`, `i32`, `i64`,
//! `bf16`, `f16`, `f32` and `f64`, except where candle's conversion or kernel differs from a scalar one
//! (`u32`, `i32`, `i64` and `f64` into `f16`/`bf16`, which candle rounds twice; `f16`/`bf16`
//! `add` and `mul`, which candle computes with SIMD kernels chosen by the CPU) and integer
//! division (which checks for a zero divisor first). Everything else computes as above.
//!
//! The fused path runs on the caller's thread. A loop that converts `i64` picks the CPU's vector
//! extensions at run time (with AVX-512 DQ, eight conversions an instruction).
//!
//! # Kinds of operands, comparisons, arithmetic
//!
//! A tensor of rank 0 is a 0-d operand ([`ArrayKind::Array0`](crate::ArrayKind::Array0)): under PyTorch's rule an `i64`
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

mod dtypes;
mod error;
mod fused;
#[cfg(test)]
mod fused_tests;
mod ops;
// It names every built-in policy: with fewer (`--features candle` alone) it would not compile.
#[cfg(all(test, feature = "full"))]
mod tests;

pub use dtypes::{from_candle, to_candle, DTYPES, STORAGE_ONLY};
pub use error::Error;
pub use ops::*;
