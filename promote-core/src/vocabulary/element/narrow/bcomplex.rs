//! PyTorch's and ml_dtypes' `bcomplex32`, a complex number of two `bf16`: `Complex<bf16>`. Its
//! arithmetic is ml_dtypes': both operands widened to `Complex<f32>` (C++'s `std::complex<float>`),
//! computed there, each part rounded back once. `*` and `/` are what GCC's runtime computes for
//! `std::complex<float>` (`__mulsc3`, `__divsc3`), which ml_dtypes' wheels call: C99 Annex G's
//! recovery of infinities that a naive formula turns into NaN, and a quotient computed in `f64`
//! (so that `|c|² + |d|²` neither overflows nor underflows) and rounded to `f32`.

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

/// `x` with the magnitude 1 if infinite, else 0, and the sign of `x` ("boxing" an infinity).
#[inline(always)]
fn boxed(x: f32) -> f32 {
    libm::copysignf(if x.is_infinite() { 1.0 } else { 0.0 }, x)
}

/// A NaN made a zero of its sign; anything else unchanged.
#[inline(always)]
fn nan_to_zero(x: f32) -> f32 {
    if x.is_nan() {
        libm::copysignf(0.0, x)
    } else {
        x
    }
}

/// `(a + bi)(c + di)` in `f32`, as libgcc's `__mulsc3`: the usual formula, and where both parts
/// come out NaN, C99 Annex G's recovery of the infinities that produced them.
fn mul(z: Complex<f32>, w: Complex<f32>) -> Complex<f32> {
    let (mut a, mut b, mut c, mut d) = (z.re, z.im, w.re, w.im);
    let (ac, bd, ad, bc) = (a * c, b * d, a * d, b * c);
    let (x, y) = (ac - bd, ad + bc);
    if !(x.is_nan() && y.is_nan()) {
        return Complex::new(x, y);
    }
    let mut recalc = false;
    if a.is_infinite() || b.is_infinite() {
        (a, b, c, d) = (boxed(a), boxed(b), nan_to_zero(c), nan_to_zero(d));
        recalc = true;
    }
    if c.is_infinite() || d.is_infinite() {
        (a, b, c, d) = (nan_to_zero(a), nan_to_zero(b), boxed(c), boxed(d));
        recalc = true;
    }
    if !recalc && [ac, bd, ad, bc].iter().any(|p| p.is_infinite()) {
        (a, b, c, d) = (
            nan_to_zero(a),
            nan_to_zero(b),
            nan_to_zero(c),
            nan_to_zero(d),
        );
        recalc = true;
    }
    if recalc {
        Complex::new(
            f32::INFINITY * (a * c - b * d),
            f32::INFINITY * (a * d + b * c),
        )
    } else {
        Complex::new(x, y)
    }
}

/// `(a + bi) / (c + di)` as libgcc's `__divsc3`: computed in `f64`, rounded to `f32`, with C99
/// Annex G's recovery where both parts come out NaN (a zero divisor, an infinite dividend, an
/// infinite divisor).
fn div(z: Complex<f32>, w: Complex<f32>) -> Complex<f32> {
    let (a, b, c, d) = (
        f64::from(z.re),
        f64::from(z.im),
        f64::from(w.re),
        f64::from(w.im),
    );
    let denom = c * c + d * d;
    let (x, y) = ((a * c + b * d) / denom, (b * c - a * d) / denom);
    let (x, y) = (x as f32, y as f32);
    if !(x.is_nan() && y.is_nan()) {
        return Complex::new(x, y);
    }
    let (a, b, c, d) = (z.re, z.im, w.re, w.im);
    if c == 0.0 && d == 0.0 && (!a.is_nan() || !b.is_nan()) {
        let inf = libm::copysignf(f32::INFINITY, c);
        Complex::new(inf * a, inf * b)
    } else if (a.is_infinite() || b.is_infinite()) && c.is_finite() && d.is_finite() {
        let (a, b) = (boxed(a), boxed(b));
        Complex::new(
            f32::INFINITY * (a * c + b * d),
            f32::INFINITY * (b * c - a * d),
        )
    } else if (c.is_infinite() || d.is_infinite()) && a.is_finite() && b.is_finite() {
        let (c, d) = (boxed(c), boxed(d));
        Complex::new(0.0 * (a * c + b * d), 0.0 * (b * c - a * d))
    } else {
        Complex::new(x, y)
    }
}

impl ElementArith for BComplex {
    #[inline(always)]
    fn add(self, rhs: Self) -> Self {
        via_c64!(|a, b| a + b, self, rhs)
    }
    #[inline(always)]
    fn mul(self, rhs: Self) -> Self {
        via_c64!(mul, self, rhs)
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
        via_c64!(div, self, rhs)
    }
}

impl ElementOrd for BComplex {
    /// Lexicographic (real part, then imaginary part), as for the other complex types.
    #[inline(always)]
    fn compare(self, rhs: Self) -> Option<Ordering> {
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
