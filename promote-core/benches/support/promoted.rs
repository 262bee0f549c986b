//! The promoted ops, each behind an `#[inline(never)]` wrapper so it is timed as one call (like
//! its twin in `hand.rs`) and can be found by name in the disassembly.

use promote_core::policies::{Jax, NumPy};
use promote_core::{f16, weak, Array, Complex};

/// `i8 + f32 -> f32` under JAX.
#[inline(never)]
pub fn i8_f32(a: &Array<i8, Jax>, b: &Array<f32, Jax>) -> Array<f32, Jax> {
    a + b
}

/// `u8 + i8 -> i16` under JAX.
#[inline(never)]
pub fn u8_i8(a: &Array<u8, Jax>, b: &Array<i8, Jax>) -> Array<i16, Jax> {
    a + b
}

/// `i32 + f64 -> f64` under JAX.
#[inline(never)]
pub fn i32_f64(a: &Array<i32, Jax>, b: &Array<f64, Jax>) -> Array<f64, Jax> {
    a + b
}

/// `f16 + f32 -> f32` under JAX.
#[inline(never)]
pub fn f16_f32(a: &Array<f16, Jax>, b: &Array<f32, Jax>) -> Array<f32, Jax> {
    a + b
}

/// `c64 + f64 -> c128` under NumPy.
#[inline(never)]
pub fn c64_f64(
    a: &Array<Complex<f32>, NumPy>,
    b: &Array<f64, NumPy>,
) -> Array<Complex<f64>, NumPy> {
    a + b
}

/// `i16 + weak(s) -> i16` under JAX (the weak int converts once, before the loop).
#[inline(never)]
pub fn i16_add_weak(a: &Array<i16, Jax>, s: i64) -> Array<i16, Jax> {
    a + weak(s)
}

/// `f32 * weak(s) -> f32` under JAX.
#[inline(never)]
pub fn f32_mul_weak(a: &Array<f32, Jax>, s: f64) -> Array<f32, Jax> {
    a * weak(s)
}
