//! The narrow element types of ml_dtypes (issue 12): 8-, 6- and 4-bit floats, 1-, 2- and 4-bit
//! integers, and `bcomplex32`.
//!
//! - [`Minifloat<F>`]: one generic narrow float, parameterised by its [`Format`] (exponent and
//!   mantissa bits, bias, and the [`Encoding`] of NaN, infinities and overflow). The eleven
//!   formats of ml_dtypes are its aliases: [`F8E4M3FN`], [`F8E5M2`], [`F8E4M3`], [`F8E3M4`],
//!   [`F8E4M3FNUZ`], [`F8E5M2FNUZ`], [`F8E4M3B11FNUZ`], [`F8E8M0FNU`], [`F6E2M3FN`],
//!   [`F6E3M2FN`], [`F4E2M1FN`].
//! - [`NarrowInt<F>`]: one generic narrow integer, parameterised by its [`IntFormat`]; aliases
//!   [`I1`], [`U1`], [`I2`], [`U2`], [`I4`], [`U4`].
//! - `bcomplex32` is `Complex<bf16>` ([`DType::BC32`](crate::DType::BC32)).
//!
//! **Cargo feature:** `narrow` for the floats and ints (`bcomplex32` is in every build).
//!
//! Each is stored as ml_dtypes stores it, one value per byte (the sub-byte types in the low
//! bits), and converts exactly as ml_dtypes does: checked on every bit pattern, and on dense
//! samples around every rounding boundary and overflow threshold, by `tests/narrow_conversions.rs`
//! against data printed by ml_dtypes 0.6.0 (`tests/reference/ml_dtypes/`). The deliberate
//! differences, each for the same reason as the crate's other conversions:
//!
//! - `f64`, `i32`/`u32` and `i64`/`u64` into a narrow float round **once** (to odd into `f32`,
//!   then to nearest); ml_dtypes' NumPy cast goes through `f32` to nearest and so rounds twice
//!   near a tie (`1 + 2^-4 + 2^-40` is `1.125` here, `1.0` in ml_dtypes' `float8_e4m3fn`).
//! - A narrow float into a standard integer truncates and **saturates** (NaN to 0), as the crate's
//!   other floats do (Rust's `as`); out of range that is C++ undefined behaviour in ml_dtypes
//!   (x86 gives wrapped values: `float8_e4m3fn` 448 into `int8` is −64 there, 127 here).
//! - A float into a narrow int is truncated to an `i64` (saturating) and then wrapped; ml_dtypes
//!   truncates to a C `int`, undefined beyond 2^31 in magnitude (only `e8m0fnu` reaches there).
//! - `sign` of `e8m0fnu`'s smallest value 2^-127 (pattern `0x00`) is 1 here; ml_dtypes tests the
//!   *pattern* for zero and returns 2^-127 itself.
//! - Conversions ml_dtypes does not register (`e8m0fnu` to and from the other narrow floats and
//!   ints, some sub-byte int pairs, `int4` to `float6_e2m3fn`) are defined here the same way as
//!   the registered ones: through `f32`, or by wrapping.
//!
//! Arithmetic is ml_dtypes' too: computed in `f32` (`Complex<f32>` for `bcomplex32`) and
//! rounded back once; `floor_divide`/`remainder` by ml_dtypes' `divmod`; `maximum(a, b)` is `a`
//! if `a` is NaN or greater, else `b` (so `maximum(+0, −0)` is −0, where the crate's `f16` gives
//! +0); narrow ints wrap.
//!
//! No crate was adopted: `float8` 0.7 (candle's) saturates `e4m3fn`/`e5m2` on overflow where
//! ml_dtypes gives NaN/∞ and drops NaN signs; `float4` 0.2 gives 6.0 for a NaN `e2m1fn` and
//! rounds `e8m0` up; `minifloat` 0.3 agrees with ml_dtypes on `e5m2`, `e4m3` and `e3m4` but
//! saturates the `fn`/`fnuz` formats and maps NaN to the largest MX sub-byte value, and has no
//! `e8m0fnu`.

// Everything but `bcomplex32` comes with the `narrow` feature: `Complex<bf16>` is in every build,
// as PyTorch's `bf16 + c*` gives it.
#[cfg(feature = "narrow")]
mod arith;
mod bcomplex;
#[cfg(feature = "narrow")]
mod cast;
#[cfg(feature = "narrow")]
mod formats;
#[cfg(feature = "narrow")]
mod int;
#[cfg(feature = "narrow")]
mod minifloat;

#[cfg(feature = "narrow")]
pub use formats::{
    F4E2M1FN, F6E2M3FN, F6E3M2FN, F8E3M4, F8E4M3, F8E4M3B11FNUZ, F8E4M3FN, F8E4M3FNUZ, F8E5M2,
    F8E5M2FNUZ, F8E8M0FNU, I1, I2, I4, U1, U2, U4,
};
#[cfg(feature = "narrow")]
pub use int::{IntFormat, NarrowInt};
#[cfg(feature = "narrow")]
pub use minifloat::{Encoding, Format, Minifloat};

#[cfg(feature = "narrow")]
#[cfg_attr(docsrs, doc(cfg(feature = "narrow")))]
/// The format markers: the `F` of [`Minifloat<F>`] and [`NarrowInt<F>`].
pub mod format {
    pub use super::formats::{
        E2M1Fn, E2M3Fn, E3M2Fn, E4M3B11Fnuz, E4M3Fn, E4M3Fnuz, E5M2Fnuz, E8M0Fnu, Int1, Int2, Int4,
        UInt1, UInt2, UInt4, E3M4, E4M3, E5M2,
    };
}
