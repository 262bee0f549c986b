//! The arithmetic of one element beyond `+ - * /`: what the operations of the later families
//! compute once their operands share a type.

use half::{bf16, f16};

use crate::weak::{WeakFloat, WeakInt};
use crate::Element;

/// Floor division of one element type, Python's `a // b`: the quotient rounded toward −∞.
///
/// Integers give 0 for a zero divisor (NumPy does too, with a warning) and wrap `MIN // -1`;
/// floats compute `floor(a / b)` as NumPy does (so `1.0 // 0.0` is ∞).
pub trait ElementFloorDiv: Element {
    /// `floor(self / rhs)`.
    fn floor_div(self, rhs: Self) -> Self;
}

macro_rules! int_floor_div {
    ($($ty:ty),*) => {$(
        impl ElementFloorDiv for $ty {
            #[inline(always)]
            fn floor_div(self, rhs: Self) -> Self {
                if rhs == 0 {
                    return 0;
                }
                let q = self.wrapping_div(rhs);
                // Truncation rounded toward zero; step down when the signs differ and it was inexact.
                #[allow(unused_comparisons)]
                let inexact_negative = (self.wrapping_rem(rhs) != 0) && ((self < 0) != (rhs < 0));
                if inexact_negative { q.wrapping_sub(1) } else { q }
            }
        }
    )*};
}

int_floor_div!(u8, u16, u32, u64, i8, i16, i32, i64);

impl ElementFloorDiv for f32 {
    #[inline(always)]
    fn floor_div(self, rhs: Self) -> Self {
        libm_floor_f32(self / rhs)
    }
}

impl ElementFloorDiv for f64 {
    #[inline(always)]
    fn floor_div(self, rhs: Self) -> Self {
        libm_floor_f64(self / rhs)
    }
}

macro_rules! half_via_f32 {
    ($($ty:ty),*) => {$(
        impl ElementFloorDiv for $ty {
            #[inline(always)]
            fn floor_div(self, rhs: Self) -> Self {
                <$ty>::from_f32(self.to_f32().floor_div(rhs.to_f32()))
            }
        }
    )*};
}

half_via_f32!(f16, bf16);

impl ElementFloorDiv for WeakInt {
    #[inline(always)]
    fn floor_div(self, rhs: Self) -> Self {
        WeakInt(self.0.floor_div(rhs.0))
    }
}

impl ElementFloorDiv for WeakFloat {
    #[inline(always)]
    fn floor_div(self, rhs: Self) -> Self {
        WeakFloat(self.0.floor_div(rhs.0))
    }
}

/// `floor` without `std` (core has no float rounding): exact for every finite input, NaN and ±∞
/// pass through.
#[inline(always)]
pub(crate) fn libm_floor_f64(x: f64) -> f64 {
    // Every f64 of magnitude ≥ 2^52 is an integer already.
    if !(x.abs() < 4_503_599_627_370_496.0) {
        return x;
    }
    let t = x as i64 as f64; // toward zero, exact in this range
    let t = if t > x { t - 1.0 } else { t };
    // Keep the sign of zero: floor(-0.0) = -0.0, floor(-0.5) = -1.0.
    if t == 0.0 && x.is_sign_negative() {
        -0.0
    } else {
        t
    }
}

/// [`libm_floor_f64`] for f32.
#[inline(always)]
pub(crate) fn libm_floor_f32(x: f32) -> f32 {
    if !(x.abs() < 8_388_608.0) {
        return x;
    }
    let t = x as i32 as f32;
    let t = if t > x { t - 1.0 } else { t };
    if t == 0.0 && x.is_sign_negative() {
        -0.0
    } else {
        t
    }
}
