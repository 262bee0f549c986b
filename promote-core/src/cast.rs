//! Conversions between element types: [`CastFrom`].
//!
//! PLACEHOLDER: routes every conversion through `Complex<f64>`; to be replaced by exact conversions.

use half::{bf16, f16};
use num_complex::Complex;

use crate::weak::{WeakBool, WeakComplex, WeakFloat, WeakInt};

/// A **conversion** from `T`: exact where `Self` can hold the value, else rounded to nearest, ties
/// to even (IEEE 754, NumPy's `astype`).
pub trait CastFrom<T>: Sized {
    /// Converts `value`.
    fn cast_from(value: T) -> Self;
}

trait Wide: Copy {
    fn to_c128(self) -> Complex<f64>;
    fn from_c128(v: Complex<f64>) -> Self;
}

macro_rules! wide_prim {
    ($($t:ty),*) => {$(
        impl Wide for $t {
            fn to_c128(self) -> Complex<f64> { Complex::new(self as f64, 0.0) }
            fn from_c128(v: Complex<f64>) -> Self { v.re as $t }
        }
    )*};
}
wide_prim!(u8, u16, u32, u64, i8, i16, i32, i64, f32, f64);

impl Wide for bool {
    fn to_c128(self) -> Complex<f64> {
        Complex::new(self as u8 as f64, 0.0)
    }
    fn from_c128(v: Complex<f64>) -> Self {
        v.re != 0.0 || v.im != 0.0
    }
}
impl Wide for WeakBool {
    fn to_c128(self) -> Complex<f64> {
        self.0.to_c128()
    }
    fn from_c128(v: Complex<f64>) -> Self {
        WeakBool(bool::from_c128(v))
    }
}
impl Wide for WeakInt {
    fn to_c128(self) -> Complex<f64> {
        self.0.to_c128()
    }
    fn from_c128(v: Complex<f64>) -> Self {
        WeakInt(i64::from_c128(v))
    }
}
impl Wide for WeakFloat {
    fn to_c128(self) -> Complex<f64> {
        self.0.to_c128()
    }
    fn from_c128(v: Complex<f64>) -> Self {
        WeakFloat(v.re)
    }
}
impl Wide for WeakComplex {
    fn to_c128(self) -> Complex<f64> {
        self.0
    }
    fn from_c128(v: Complex<f64>) -> Self {
        WeakComplex(v)
    }
}
impl Wide for f16 {
    fn to_c128(self) -> Complex<f64> {
        Complex::new(self.to_f64(), 0.0)
    }
    fn from_c128(v: Complex<f64>) -> Self {
        f16::from_f64(v.re)
    }
}
impl Wide for bf16 {
    fn to_c128(self) -> Complex<f64> {
        Complex::new(self.to_f64(), 0.0)
    }
    fn from_c128(v: Complex<f64>) -> Self {
        bf16::from_f64(v.re)
    }
}
impl Wide for Complex<f32> {
    fn to_c128(self) -> Complex<f64> {
        Complex::new(self.re as f64, self.im as f64)
    }
    fn from_c128(v: Complex<f64>) -> Self {
        Complex::new(v.re as f32, v.im as f32)
    }
}
impl Wide for Complex<f64> {
    fn to_c128(self) -> Complex<f64> {
        self
    }
    fn from_c128(v: Complex<f64>) -> Self {
        v
    }
}

macro_rules! via_c128 {
    ($($d:ty),*) => {$( via_c128!(@row $d; bool, u8, u16, u32, u64, i8, i16, i32, i64, bf16, f16, f32, f64,
        Complex<f32>, Complex<f64>, WeakBool, WeakInt, WeakFloat, WeakComplex); )*};
    (@row $d:ty; $($s:ty),*) => {$(
        impl CastFrom<$s> for $d {
            #[inline(always)]
            fn cast_from(value: $s) -> $d { <$d as Wide>::from_c128(<$s as Wide>::to_c128(value)) }
        }
    )*};
}

via_c128!(
    bool,
    u8,
    u16,
    u32,
    u64,
    i8,
    i16,
    i32,
    i64,
    bf16,
    f16,
    f32,
    f64,
    Complex<f32>,
    Complex<f64>,
    WeakBool,
    WeakInt,
    WeakFloat,
    WeakComplex
);
