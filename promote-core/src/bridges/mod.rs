//! The bridges to other crates' arrays, each behind its feature: ndarray's arrays and views
//! (typed, at compile time) and candle's tensors (by the policy's run-time mirror); and the
//! dispatch from run-time dtypes to typed code.

#[cfg(feature = "candle")]
pub mod candle;
#[cfg(feature = "alloc")]
pub mod dispatch;
#[cfg(feature = "ndarray")]
pub mod ndarray_ext;
