//! The element traits of the narrow types, the way ml_dtypes' ufuncs compute them: a narrow float
//! goes to `f32`, is computed there, and is rounded back once (`floor_divide` and `remainder` by
//! ml_dtypes' own `divmod`); a narrow int computes in `i32` and wraps.
//!
//! Each generic impl here is `#[diagnostic::do_not_recommend]`: otherwise rustc lists
//! `Minifloat<F>` and `NarrowInt<F>` first under "the following other types implement" in every
//! unrelated error about these traits, crowding out the standard types.

use core::cmp::Ordering;

use super::int::{IntFormat, NarrowInt};
use super::minifloat::{Format, Minifloat};
use crate::element::{
    ElementAbs, ElementClass, ElementFloat, ElementFloorDiv, ElementMaxMin, ElementNeg, ElementOne,
    ElementPow, ElementReal, ElementRound, ElementSign,
};
use crate::{DType, Element, ElementArith, ElementBitwise, ElementDiv, ElementOrd, ElementSub};

// --- narrow floats -----------------------------------------------------------------------------

#[diagnostic::do_not_recommend]
impl<F: Format> Element for Minifloat<F> {
    const DTYPE: DType = F::DTYPE;
}

/// `f(x)` computed in `f32` and rounded back.
macro_rules! via_f32 {
    ($f:expr, $($x:expr),+) => {
        Minifloat::from_f32($f($($x.to_f32()),+))
    };
}

#[diagnostic::do_not_recommend]
impl<F: Format> ElementArith for Minifloat<F> {
    #[inline(always)]
    fn add(self, rhs: Self) -> Self {
        self + rhs
    }
    #[inline(always)]
    fn mul(self, rhs: Self) -> Self {
        self * rhs
    }
}

#[diagnostic::do_not_recommend]
impl<F: Format> ElementSub for Minifloat<F> {
    #[inline(always)]
    fn sub(self, rhs: Self) -> Self {
        self - rhs
    }
}

#[diagnostic::do_not_recommend]
impl<F: Format> ElementDiv for Minifloat<F> {
    #[inline(always)]
    fn div(self, rhs: Self) -> Self {
        self / rhs
    }
}

#[diagnostic::do_not_recommend]
impl<F: Format> ElementOrd for Minifloat<F> {
    #[inline(always)]
    fn compare(self, rhs: Self) -> Option<Ordering> {
        PartialOrd::partial_cmp(&self, &rhs)
    }
}

#[diagnostic::do_not_recommend]
impl<F: Format> ElementOne for Minifloat<F> {
    #[inline(always)]
    fn one() -> Self {
        Minifloat::from_f32(1.0)
    }
}

/// ml_dtypes' `divmod_impl` (in `f32`): the quotient rounded toward −∞ with NumPy's correction
/// for an inexact `fmod`, and the remainder with the divisor's sign (`+0` or `−0` when exact).
fn divmod(a: f32, b: f32) -> (f32, f32) {
    if b == 0.0 {
        if a.is_nan() || a == 0.0 {
            return (f32::NAN, f32::NAN);
        }
        let inf = if a.is_sign_negative() == b.is_sign_negative() {
            f32::INFINITY
        } else {
            f32::NEG_INFINITY
        };
        return (inf, f32::NAN);
    }
    let mut rem = libm::fmodf(a, b);
    let mut div = (a - rem) / b;
    if rem != 0.0 {
        if (b < 0.0) != (rem < 0.0) {
            rem += b;
            div -= 1.0;
        }
    } else {
        rem = libm::copysignf(0.0, b);
    }
    let floor_div = if div != 0.0 {
        let f = libm::floorf(div);
        if div - f > 0.5 {
            f + 1.0
        } else {
            f
        }
    } else {
        libm::copysignf(0.0, a / b)
    };
    (floor_div, rem)
}

#[diagnostic::do_not_recommend]
impl<F: Format> ElementFloorDiv for Minifloat<F> {
    #[inline]
    fn floor_div(self, rhs: Self) -> Self {
        Minifloat::from_f32(divmod(self.to_f32(), rhs.to_f32()).0)
    }
    #[inline]
    fn rem_floor(self, rhs: Self) -> Self {
        Minifloat::from_f32(divmod(self.to_f32(), rhs.to_f32()).1)
    }
}

#[diagnostic::do_not_recommend]
impl<F: Format> ElementPow for Minifloat<F> {
    #[inline(always)]
    fn pow(self, rhs: Self) -> Self {
        via_f32!(libm::powf, self, rhs)
    }
}

#[diagnostic::do_not_recommend]
impl<F: Format> ElementMaxMin for Minifloat<F> {
    /// ml_dtypes' `maximum`: `a` if it is NaN or greater, else `b` (so `maximum(+0, −0)` is −0).
    #[inline(always)]
    fn maximum(self, rhs: Self) -> Self {
        if self.is_nan() || self > rhs {
            self
        } else {
            rhs
        }
    }
    #[inline(always)]
    fn minimum(self, rhs: Self) -> Self {
        if self.is_nan() || self < rhs {
            self
        } else {
            rhs
        }
    }
}

#[diagnostic::do_not_recommend]
impl<F: Format> ElementFloat for Minifloat<F> {
    #[inline(always)]
    fn sqrt(self) -> Self {
        via_f32!(libm::sqrtf, self)
    }
    #[inline(always)]
    fn exp(self) -> Self {
        via_f32!(libm::expf, self)
    }
    #[inline(always)]
    fn ln(self) -> Self {
        via_f32!(libm::logf, self)
    }
    #[inline(always)]
    fn sin(self) -> Self {
        via_f32!(libm::sinf, self)
    }
    #[inline(always)]
    fn cos(self) -> Self {
        via_f32!(libm::cosf, self)
    }
    #[inline(always)]
    fn tan(self) -> Self {
        via_f32!(libm::tanf, self)
    }
    #[inline(always)]
    fn tanh(self) -> Self {
        via_f32!(libm::tanhf, self)
    }
}

#[diagnostic::do_not_recommend]
impl<F: Format> ElementReal for Minifloat<F> {
    #[inline(always)]
    fn atan2(self, rhs: Self) -> Self {
        via_f32!(libm::atan2f, self, rhs)
    }
    #[inline(always)]
    fn hypot(self, rhs: Self) -> Self {
        via_f32!(libm::hypotf, self, rhs)
    }
}

#[diagnostic::do_not_recommend]
impl<F: Format> ElementAbs for Minifloat<F> {
    type Magnitude = Self;
    #[inline(always)]
    fn magnitude(self) -> Self {
        self.abs()
    }
}

#[diagnostic::do_not_recommend]
impl<F: Format> ElementNeg for Minifloat<F> {
    #[inline(always)]
    fn neg(self) -> Self {
        self.negate()
    }
}

#[diagnostic::do_not_recommend]
impl<F: Format> ElementRound for Minifloat<F> {
    #[inline(always)]
    fn floor(self) -> Self {
        via_f32!(libm::floorf, self)
    }
    #[inline(always)]
    fn ceil(self) -> Self {
        via_f32!(libm::ceilf, self)
    }
    #[inline(always)]
    fn trunc(self) -> Self {
        via_f32!(libm::truncf, self)
    }
    #[inline(always)]
    fn round(self) -> Self {
        via_f32!(libm::rintf, self)
    }
}

#[diagnostic::do_not_recommend]
impl<F: Format> ElementSign for Minifloat<F> {
    /// ml_dtypes' `sign`: NaN and zeros are their own sign, otherwise ±1.
    #[inline(always)]
    fn sign(self) -> Self {
        let x = self.to_f32();
        if x.is_nan() || x == 0.0 {
            self
        } else {
            Minifloat::from_f32(if x < 0.0 { -1.0 } else { 1.0 })
        }
    }
}

#[diagnostic::do_not_recommend]
impl<F: Format> ElementClass for Minifloat<F> {
    #[inline(always)]
    fn is_nan(self) -> bool {
        Minifloat::is_nan(self)
    }
    #[inline(always)]
    fn is_finite(self) -> bool {
        Minifloat::is_finite(self)
    }
}

// --- narrow ints -------------------------------------------------------------------------------

#[diagnostic::do_not_recommend]
impl<F: IntFormat> Element for NarrowInt<F> {
    const DTYPE: DType = F::DTYPE;
}

#[diagnostic::do_not_recommend]
impl<F: IntFormat> ElementArith for NarrowInt<F> {
    #[inline(always)]
    fn add(self, rhs: Self) -> Self {
        self + rhs
    }
    #[inline(always)]
    fn mul(self, rhs: Self) -> Self {
        self * rhs
    }
}

#[diagnostic::do_not_recommend]
impl<F: IntFormat> ElementSub for NarrowInt<F> {
    #[inline(always)]
    fn sub(self, rhs: Self) -> Self {
        self - rhs
    }
}

#[diagnostic::do_not_recommend]
impl<F: IntFormat> ElementDiv for NarrowInt<F> {
    /// XLA's all bits set for a zero divisor, where the `/` operator gives 0.
    #[inline(always)]
    fn div(self, rhs: Self) -> Self {
        if rhs.get() == 0 {
            NarrowInt::wrapping_from(-1)
        } else {
            self / rhs
        }
    }
}

#[diagnostic::do_not_recommend]
impl<F: IntFormat> ElementOrd for NarrowInt<F> {
    #[inline(always)]
    fn compare(self, rhs: Self) -> Option<Ordering> {
        Some(self.cmp(&rhs))
    }
}

#[diagnostic::do_not_recommend]
impl<F: IntFormat> ElementBitwise for NarrowInt<F> {
    #[inline(always)]
    fn bitand(self, rhs: Self) -> Self {
        self & rhs
    }
    #[inline(always)]
    fn bitor(self, rhs: Self) -> Self {
        self | rhs
    }
    #[inline(always)]
    fn bitxor(self, rhs: Self) -> Self {
        self ^ rhs
    }
}

/// A unary or binary `i32` operation of the crate's integer semantics, wrapped back.
macro_rules! via_i32 {
    ($f:expr, $($x:expr),+) => {
        NarrowInt::wrapping_from(i64::from($f($(i32::from($x.get())),+)))
    };
}

#[diagnostic::do_not_recommend]
impl<F: IntFormat> ElementOne for NarrowInt<F> {
    /// 1, wrapped: −1 for `int1`, whose range is −1 ..= 0.
    #[inline(always)]
    fn one() -> Self {
        NarrowInt::wrapping_from(1)
    }
}

#[diagnostic::do_not_recommend]
impl<F: IntFormat> ElementFloorDiv for NarrowInt<F> {
    #[inline(always)]
    fn floor_div(self, rhs: Self) -> Self {
        via_i32!(ElementFloorDiv::floor_div, self, rhs)
    }
    #[inline(always)]
    fn rem_floor(self, rhs: Self) -> Self {
        via_i32!(ElementFloorDiv::rem_floor, self, rhs)
    }
}

#[diagnostic::do_not_recommend]
impl<F: IntFormat> ElementPow for NarrowInt<F> {
    /// Wrapping (a power wrapped in `i32` keeps the low bits right); a negative exponent gives 0
    /// except for a base of ±1, as for the other integers.
    #[inline(always)]
    fn pow(self, rhs: Self) -> Self {
        via_i32!(ElementPow::pow, self, rhs)
    }
}

#[diagnostic::do_not_recommend]
impl<F: IntFormat> ElementMaxMin for NarrowInt<F> {
    #[inline(always)]
    fn maximum(self, rhs: Self) -> Self {
        Ord::max(self, rhs)
    }
    #[inline(always)]
    fn minimum(self, rhs: Self) -> Self {
        Ord::min(self, rhs)
    }
}

#[diagnostic::do_not_recommend]
impl<F: IntFormat> ElementAbs for NarrowInt<F> {
    type Magnitude = Self;
    /// Wrapping: `abs(int4(-8))` is −8, as for `i8::MIN`.
    #[inline(always)]
    fn magnitude(self) -> Self {
        via_i32!(i32::abs, self)
    }
}

#[diagnostic::do_not_recommend]
impl<F: IntFormat> ElementNeg for NarrowInt<F> {
    #[inline(always)]
    fn neg(self) -> Self {
        -self
    }
}

#[diagnostic::do_not_recommend]
impl<F: IntFormat> ElementRound for NarrowInt<F> {
    #[inline(always)]
    fn floor(self) -> Self {
        self
    }
    #[inline(always)]
    fn ceil(self) -> Self {
        self
    }
    #[inline(always)]
    fn trunc(self) -> Self {
        self
    }
    #[inline(always)]
    fn round(self) -> Self {
        self
    }
}

#[diagnostic::do_not_recommend]
impl<F: IntFormat> ElementSign for NarrowInt<F> {
    /// −1, 0 or 1.
    #[inline(always)]
    fn sign(self) -> Self {
        via_i32!(i32::signum, self)
    }
}

#[diagnostic::do_not_recommend]
impl<F: IntFormat> ElementClass for NarrowInt<F> {
    #[inline(always)]
    fn is_nan(self) -> bool {
        false
    }
    #[inline(always)]
    fn is_finite(self) -> bool {
        true
    }
}
