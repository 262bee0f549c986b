//! PyTorch's and ml_dtypes' `bcomplex32`, a complex number of two `bf16`: `Complex<bf16>`. Its
//! arithmetic is ml_dtypes': both operands widened to `Complex<f32>`, computed there, each part
//! rounded back once.

use core::cmp::Ordering;

use half::bf16;
use num_complex::Complex;

use crate::element::{
    ElementAbs, ElementClass, ElementFloat, ElementMaxMin, ElementNeg, ElementOne, ElementPow,
    ElementRound, ElementSign,
};
use crate::{ElementArith, ElementDiv, ElementOrd, ElementSub};

type BComplex = Complex<bf16>;

#[inline(always)]
fn widen(z: BComplex) -> Complex<f32> {
    Complex::new(z.re.to_f32(), z.im.to_f32())
}

#[inline(always)]
fn narrow(z: Complex<f32>) -> BComplex {
    Complex::new(bf16::from_f32(z.re), bf16::from_f32(z.im))
}

/// `f` of the widened operands, rounded back.
macro_rules! via_c64 {
    ($f:expr, $($z:expr),+) => {
        narrow($f($(widen($z)),+))
    };
}

impl ElementArith for BComplex {
    #[inline(always)]
    fn add(self, rhs: Self) -> Self {
        via_c64!(|a, b| a + b, self, rhs)
    }
    #[inline(always)]
    fn mul(self, rhs: Self) -> Self {
        via_c64!(|a, b| a * b, self, rhs)
    }
}

impl ElementSub for BComplex {
    #[inline(always)]
    fn sub(self, rhs: Self) -> Self {
        via_c64!(|a, b| a - b, self, rhs)
    }
}

impl ElementDiv for BComplex {
    #[inline(always)]
    fn div(self, rhs: Self) -> Self {
        via_c64!(|a, b| a / b, self, rhs)
    }
}

impl ElementOrd for BComplex {
    /// Lexicographic (real part, then imaginary part), as for the other complex types.
    #[inline(always)]
    fn partial_cmp(self, rhs: Self) -> Option<Ordering> {
        PartialOrd::partial_cmp(&(self.re, self.im), &(rhs.re, rhs.im))
    }
}

impl ElementOne for BComplex {
    #[inline(always)]
    fn one() -> Self {
        Complex::new(bf16::ONE, bf16::ZERO)
    }
}

impl ElementPow for BComplex {
    #[inline(always)]
    fn pow(self, rhs: Self) -> Self {
        via_c64!(ElementPow::pow, self, rhs)
    }
}

impl ElementMaxMin for BComplex {
    /// One of the operands, chosen as for `Complex<f32>` (widening is exact).
    #[inline(always)]
    fn maximum(self, rhs: Self) -> Self {
        via_c64!(ElementMaxMin::maximum, self, rhs)
    }
    #[inline(always)]
    fn minimum(self, rhs: Self) -> Self {
        via_c64!(ElementMaxMin::minimum, self, rhs)
    }
}

impl ElementFloat for BComplex {
    #[inline(always)]
    fn sqrt(self) -> Self {
        via_c64!(ElementFloat::sqrt, self)
    }
    #[inline(always)]
    fn exp(self) -> Self {
        via_c64!(ElementFloat::exp, self)
    }
    #[inline(always)]
    fn ln(self) -> Self {
        via_c64!(ElementFloat::ln, self)
    }
    #[inline(always)]
    fn sin(self) -> Self {
        via_c64!(ElementFloat::sin, self)
    }
    #[inline(always)]
    fn cos(self) -> Self {
        via_c64!(ElementFloat::cos, self)
    }
    #[inline(always)]
    fn tan(self) -> Self {
        via_c64!(ElementFloat::tan, self)
    }
    #[inline(always)]
    fn tanh(self) -> Self {
        via_c64!(ElementFloat::tanh, self)
    }
}

impl ElementAbs for BComplex {
    type Magnitude = bf16;
    #[inline(always)]
    fn magnitude(self) -> bf16 {
        bf16::from_f32(widen(self).magnitude())
    }
}

impl ElementNeg for BComplex {
    #[inline(always)]
    fn neg(self) -> Self {
        Complex::new(-self.re, -self.im)
    }
}

impl ElementRound for BComplex {
    #[inline(always)]
    fn floor(self) -> Self {
        Complex::new(ElementRound::floor(self.re), ElementRound::floor(self.im))
    }
    #[inline(always)]
    fn ceil(self) -> Self {
        Complex::new(ElementRound::ceil(self.re), ElementRound::ceil(self.im))
    }
    #[inline(always)]
    fn trunc(self) -> Self {
        Complex::new(ElementRound::trunc(self.re), ElementRound::trunc(self.im))
    }
    #[inline(always)]
    fn round(self) -> Self {
        Complex::new(ElementRound::round(self.re), ElementRound::round(self.im))
    }
}

impl ElementSign for BComplex {
    /// `z / |z|` computed in `Complex<f32>`, 0 for 0.
    #[inline(always)]
    fn sign(self) -> Self {
        via_c64!(ElementSign::sign, self)
    }
}

impl ElementClass for BComplex {
    #[inline(always)]
    fn is_nan(self) -> bool {
        self.re.is_nan() || self.im.is_nan()
    }
    #[inline(always)]
    fn is_finite(self) -> bool {
        self.re.is_finite() && self.im.is_finite()
    }
}
