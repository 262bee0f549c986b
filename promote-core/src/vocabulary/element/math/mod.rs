//! The arithmetic of one element beyond `+ - * /`: what the operations of the later families
//! compute once their operands have the family's type. Floats go through `libm` (so that the
//! crate stays `no_std`), `f16` and `bf16` through `f32`, complex numbers through `num-complex`,
//! weak scalars through their payloads.

use crate::{Element, ElementArith};

/// The multiplicative identity of an element type, for `prod` and `reciprocal`.
pub trait ElementOne: ElementArith {
    /// `1` (`true` for `bool`).
    fn one() -> Self;
}

/// Floor division and the matching remainder of one element type, Python's `//` and `%`: the
/// quotient rounded toward −∞, and a remainder with the divisor's sign.
///
/// Integers give 0 for a zero divisor (NumPy does too, with a warning) and wrap `MIN // -1`;
/// floats compute `floor(a / b)` and `a - floor(a / b) * b` as NumPy does (`fmod`-based for the
/// remainder, so `-1.0 % 3.0` is `2.0`).
pub trait ElementFloorDiv: Element {
    /// `floor(self / rhs)`.
    fn floor_div(self, rhs: Self) -> Self;
    /// `self - floor(self / rhs) * rhs`, with the sign of `rhs`.
    fn rem_floor(self, rhs: Self) -> Self;
}

/// `self ** rhs` of one element type. Integers wrap; a negative exponent gives `0` except for a
/// base of `1` or `-1` (PyTorch's answer; NumPy raises). `bool ** bool` is `self || !rhs`.
pub trait ElementPow: Element {
    /// `self ** rhs`.
    fn pow(self, rhs: Self) -> Self;
}

/// Elementwise `maximum` and `minimum`: NaN propagates (NumPy's `maximum`), complex numbers
/// compare lexicographically, `bool` is `or` / `and`.
pub trait ElementMaxMin: Element {
    /// The larger, or a NaN operand.
    fn maximum(self, rhs: Self) -> Self;
    /// The smaller, or a NaN operand.
    fn minimum(self, rhs: Self) -> Self;
}

/// Float math of one element type: floats, complex numbers and weak floats.
pub trait ElementFloat: Element {
    /// Square root (principal for complex).
    fn sqrt(self) -> Self;
    /// `e ** self`.
    fn exp(self) -> Self;
    /// Natural logarithm (principal for complex).
    fn ln(self) -> Self;
    /// Sine.
    fn sin(self) -> Self;
    /// Cosine.
    fn cos(self) -> Self;
    /// Tangent.
    fn tan(self) -> Self;
    /// Hyperbolic tangent.
    fn tanh(self) -> Self;
}

/// Two-argument float math on real floats.
pub trait ElementReal: Element {
    /// The angle of `(rhs, self)`: `atan2(self, rhs)`.
    fn atan2(self, rhs: Self) -> Self;
    /// `sqrt(self² + rhs²)` without undue overflow.
    fn hypot(self, rhs: Self) -> Self;
}

/// The magnitude of one element: `|x|`, a real type for a complex `x`.
pub trait ElementAbs: Element {
    /// The type of the magnitude (`f32` for `Complex<f32>`, the type itself otherwise).
    type Magnitude: Element;
    /// `|self|`; integers wrap (`abs(i8::MIN)` is `i8::MIN`, as NumPy).
    fn magnitude(self) -> Self::Magnitude;
}

/// Negation: integers wrap (unsigned ones too, as NumPy), floats flip the sign bit.
pub trait ElementNeg: Element {
    /// `-self`.
    fn neg(self) -> Self;
}

/// Rounding to an integral value; integers and `bool` are their own.
pub trait ElementRound: Element {
    /// Toward −∞.
    fn floor(self) -> Self;
    /// Toward +∞.
    fn ceil(self) -> Self;
    /// Toward 0.
    fn trunc(self) -> Self;
    /// To nearest, ties to even (NumPy's `round`); complex numbers part by part.
    fn round(self) -> Self;
}

/// The sign: `-1`, `0` or `1` (NaN for NaN); `z / |z|` for a complex `z` (NumPy 2), 0 for 0.
pub trait ElementSign: Element {
    /// `sign(self)`.
    fn sign(self) -> Self;
}

/// Classification: what `isnan`, `isfinite` and `isinf` ask.
pub trait ElementClass: Element {
    /// NaN (either part of a complex).
    fn is_nan(self) -> bool;
    /// Neither NaN nor infinite (both parts of a complex).
    fn is_finite(self) -> bool;
    /// Infinite (either part of a complex).
    fn is_inf(self) -> bool {
        !self.is_finite() && !self.is_nan()
    }
}

mod numbers;
mod weak;
