//! The hand-written equivalents: plain slices, explicit `as` casts (`f32::from` for `f16`), one
//! pass, a `Vec` out. Each computes exactly what the promoted op computes, bit for bit.
//!
//! Every function is `#[inline(never)]`, like its twin in `promoted.rs`, so both are timed as
//! one call and both can be found by name in the disassembly (`objdump -d --no-show-raw-insn`).

use promote_core::{f16, Complex};

/// `i8 + f32 -> f32`.
#[inline(never)]
pub fn i8_f32(a: &[i8], b: &[f32]) -> Vec<f32> {
    assert_eq!(a.len(), b.len());
    a.iter().zip(b).map(|(&x, &y)| x as f32 + y).collect()
}

/// `u8 + i8 -> i16` (wrapping, as array libraries do; it cannot overflow here anyway).
#[inline(never)]
pub fn u8_i8(a: &[u8], b: &[i8]) -> Vec<i16> {
    assert_eq!(a.len(), b.len());
    a.iter()
        .zip(b)
        .map(|(&x, &y)| (x as i16).wrapping_add(y as i16))
        .collect()
}

/// `i32 + f64 -> f64`.
#[inline(never)]
pub fn i32_f64(a: &[i32], b: &[f64]) -> Vec<f64> {
    assert_eq!(a.len(), b.len());
    a.iter().zip(b).map(|(&x, &y)| x as f64 + y).collect()
}

/// `f16 + f32 -> f32`.
#[inline(never)]
pub fn f16_f32(a: &[f16], b: &[f32]) -> Vec<f32> {
    assert_eq!(a.len(), b.len());
    a.iter().zip(b).map(|(&x, &y)| f32::from(x) + y).collect()
}

/// `c64 + f64 -> c128`: the real operand becomes `y + 0i`, as NumPy converts it (so a `-0.0`
/// imaginary part becomes `+0.0`, which is why the `+ 0.0` stays).
#[inline(never)]
pub fn c64_f64(a: &[Complex<f32>], b: &[f64]) -> Vec<Complex<f64>> {
    assert_eq!(a.len(), b.len());
    a.iter()
        .zip(b)
        .map(|(&x, &y)| Complex::new(x.re as f64 + y, x.im as f64 + 0.0))
        .collect()
}

/// `i16 + 3 -> i16` (the weak scalar, already an `i16`).
#[inline(never)]
pub fn i16_add_scalar(a: &[i16], s: i16) -> Vec<i16> {
    a.iter().map(|&x| x.wrapping_add(s)).collect()
}

/// `f32 * 2.0 -> f32` (the weak scalar, already an `f32`).
#[inline(never)]
pub fn f32_mul_scalar(a: &[f32], s: f32) -> Vec<f32> {
    a.iter().map(|&x| x * s).collect()
}

/// The same-type loops: operands already in the promoted type, nothing to convert. `f32 + f32`
/// is the memory-traffic floor of `i8 + f32` and `f16 + f32`.
#[inline(never)]
pub fn f32_f32(a: &[f32], b: &[f32]) -> Vec<f32> {
    assert_eq!(a.len(), b.len());
    a.iter().zip(b).map(|(&x, &y)| x + y).collect()
}

#[inline(never)]
pub fn i16_i16(a: &[i16], b: &[i16]) -> Vec<i16> {
    assert_eq!(a.len(), b.len());
    a.iter().zip(b).map(|(&x, &y)| x.wrapping_add(y)).collect()
}

#[inline(never)]
pub fn f64_f64(a: &[f64], b: &[f64]) -> Vec<f64> {
    assert_eq!(a.len(), b.len());
    a.iter().zip(b).map(|(&x, &y)| x + y).collect()
}

#[inline(never)]
pub fn c128_c128(a: &[Complex<f64>], b: &[Complex<f64>]) -> Vec<Complex<f64>> {
    assert_eq!(a.len(), b.len());
    a.iter().zip(b).map(|(&x, &y)| x + y).collect()
}
