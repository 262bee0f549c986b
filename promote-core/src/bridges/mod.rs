//! The bridges to other crates' arrays, each behind its feature: ndarray's arrays and views
//! (typed, at compile time) and candle's tensors (by the policy's run-time mirror).

#[cfg(feature = "candle")]
pub mod candle;
#[cfg(feature = "ndarray")]
pub mod ndarray_ext;
