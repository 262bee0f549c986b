//! The arithmetic of one element beyond `+ - * /`: what the operations of the later families
//! compute once their operands have the family's type. Floats go through `libm` (so that the
//! crate stays `no_std`), `f16` and `bf16` through `f32`, complex numbers through `num-complex`,
//! weak scalars through their payloads.

use half::f16;
use num_complex::Complex;

use crate::vocabulary::weak::{WeakBool, WeakComplex, WeakFloat};
use crate::{CastFrom, Element, ElementArith, ElementDiv};

/// The multiplicative identity of an element type, for `prod` and `reciprocal`.
pub trait ElementOne: ElementArith {
    /// `1` (`true` for `bool`).
    fn one() -> Self;

    /// `1 / self` where it is not what the type's division of one gives: an integer's `1 / 0`,
    /// as NumPy computes it (`1.0 / 0` converted to the integer by x86's conversion: `MIN` for
    /// `int32` and `int64`, `0` for the others), a complex number's by NumPy's own formula (the
    /// signs of its zeros differ from a division's). `None` where the division answers.
    #[inline(always)]
    fn reciprocal(self) -> Option<Self> {
        None
    }
}

/// How a library computes `floor_divide` and `remainder` where the libraries differ: the rule a
/// policy's [`Values`](crate::values::Values) names, and [`ElementFloorDiv::floor_div_by`] follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum DivmodRule {
    /// NumPy's `npy_divmod` (a zero remainder takes the divisor's sign); an integer divided by
    /// zero is 0.
    NpyDivmod,
    /// JAX's `jnp.floor_divide` and `jnp.remainder` on XLA: the float quotient from `lax.rem`
    /// (`fmod`), rounded half away from zero, and a zero remainder with the dividend's sign; an
    /// integer divided by zero is XLA's all-ones quotient, less one for a nonzero dividend
    /// (`-1`, `-2`; `MAX` unsigned), its remainder 0.
    LaxRem,
    /// PyTorch's: NumPy's quotient, and a float remainder from `fmod` whose zero keeps the
    /// dividend's sign, NaN where `a / b` overflows (its vectorized loop; the scalar loop that
    /// finishes an array gives `fmod`'s there).
    Fmod,
    /// TensorFlow's `floordiv` and `floormod`: a float quotient `floor(a / b)` (`1.0 // 0.1` is
    /// `10.0`, where NumPy's is `9.0`; `inf // 1.0` is `inf`), in the dtype for `float16` and
    /// `bfloat16`, and a remainder from `fmod` moved to the divisor's sign, whose zero keeps the
    /// dividend's; integers as NumPy's.
    FloorOfQuotient,
}

/// Floor division and the matching remainder of one element type, Python's `//` and `%`: the
/// quotient rounded toward −∞, and a remainder with the divisor's sign.
///
/// Integers give 0 for a zero divisor (NumPy does too, with a warning) and wrap `MIN // -1`;
/// floats compute `floor(a / b)` and `a - floor(a / b) * b` as NumPy does (`fmod`-based for the
/// remainder, so `-1.0 % 3.0` is `2.0`).
pub trait ElementFloorDiv: Element {
    /// `floor_div` as `rule`'s library computes it; NumPy's ([`floor_div`](Self::floor_div))
    /// unless the type says otherwise.
    #[inline(always)]
    fn floor_div_by(self, rhs: Self, rule: DivmodRule) -> Self {
        let _ = rule;
        self.floor_div(rhs)
    }
    /// `rem_floor` as `rule`'s library computes it; NumPy's ([`rem_floor`](Self::rem_floor))
    /// unless the type says otherwise.
    #[inline(always)]
    fn rem_floor_by(self, rhs: Self, rule: DivmodRule) -> Self {
        let _ = rule;
        self.rem_floor(rhs)
    }
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
    /// Infinite (either part of a complex, even beside a NaN part).
    fn is_inf(self) -> bool {
        !self.is_finite() && !self.is_nan()
    }
}

// --- integers ----------------------------------------------------------------------------------

macro_rules! ints {
    ($($ty:ty: $signed:tt),*) => {$(
        impl ElementOne for $ty {
            #[inline(always)]
            fn one() -> Self { 1 }
            #[inline(always)]
            fn reciprocal(self) -> Option<Self> {
                // x86 converts an infinite double to the 32- or 64-bit integer indefinite (the
                // sign bit alone); NumPy narrows that to the smaller types, keeping zero bits.
                (self == 0).then_some(if core::mem::size_of::<$ty>() >= 4 && <$ty>::MIN != 0 { <$ty>::MIN } else { 0 })
            }
        }
        impl ElementFloorDiv for $ty {
            #[inline(always)]
            fn floor_div(self, rhs: Self) -> Self {
                if rhs == 0 {
                    return 0;
                }
                let q = self.wrapping_div(rhs);
                // Truncation rounds toward zero: step down when inexact with differing signs.
                if self.wrapping_rem(rhs) != 0 && ints!(@neg $signed, self) != ints!(@neg $signed, rhs) {
                    q.wrapping_sub(1)
                } else {
                    q
                }
            }
            #[inline(always)]
            fn rem_floor(self, rhs: Self) -> Self {
                if rhs == 0 {
                    return 0;
                }
                let r = self.wrapping_rem(rhs);
                if r != 0 && ints!(@neg $signed, r) != ints!(@neg $signed, rhs) {
                    r.wrapping_add(rhs)
                } else {
                    r
                }
            }
            #[inline(always)]
            fn floor_div_by(self, rhs: Self, rule: DivmodRule) -> Self {
                if rhs == 0 && rule == DivmodRule::LaxRem {
                    // XLA's quotient by zero has every bit set; `jnp.floor_divide` then steps a
                    // signed one down where the dividend is nonzero (its remainder, XLA's `x`).
                    let all_ones = !0;
                    return if ints!(@signed $signed) && self != 0 { all_ones - 1 } else { all_ones };
                }
                self.floor_div(rhs)
            }
        }
        impl ElementPow for $ty {
            #[inline]
            fn pow(self, rhs: Self) -> Self {
                ints!(@pow $signed, self, rhs)
            }
        }
        impl ElementMaxMin for $ty {
            #[inline(always)]
            fn maximum(self, rhs: Self) -> Self { Ord::max(self, rhs) }
            #[inline(always)]
            fn minimum(self, rhs: Self) -> Self { Ord::min(self, rhs) }
        }
        impl ElementAbs for $ty {
            type Magnitude = $ty;
            #[inline(always)]
            fn magnitude(self) -> Self { ints!(@abs $signed, self) }
        }
        impl ElementNeg for $ty {
            #[inline(always)]
            fn neg(self) -> Self { self.wrapping_neg() }
        }
        impl ElementRound for $ty {
            #[inline(always)]
            fn floor(self) -> Self { self }
            #[inline(always)]
            fn ceil(self) -> Self { self }
            #[inline(always)]
            fn trunc(self) -> Self { self }
            #[inline(always)]
            fn round(self) -> Self { self }
        }
        impl ElementSign for $ty {
            #[inline(always)]
            fn sign(self) -> Self { ints!(@sign $signed, self) }
        }
        impl ElementClass for $ty {
            #[inline(always)]
            fn is_nan(self) -> bool { false }
            #[inline(always)]
            fn is_finite(self) -> bool { true }
        }
    )*};
    (@signed signed) => { true };
    (@signed unsigned) => { false };
    (@neg signed, $x:expr) => { $x < 0 };
    (@neg unsigned, $x:expr) => { false };
    (@abs signed, $x:expr) => { $x.wrapping_abs() };
    (@abs unsigned, $x:expr) => { $x };
    (@sign signed, $x:expr) => { $x.signum() };
    (@sign unsigned, $x:expr) => { if $x == 0 { 0 } else { 1 } };
    (@pow signed, $base:expr, $exp:expr) => {{
        let (base, exp) = ($base, $exp);
        if exp < 0 {
            match base {
                1 => 1,
                -1 => if exp % 2 == 0 { 1 } else { -1 },
                _ => 0,
            }
        } else {
            wrapping_pow_full(base, exp as u64)
        }
    }};
    (@pow unsigned, $base:expr, $exp:expr) => {
        wrapping_pow_full($base, $exp as u64)
    };
}

/// The integer and half rows of the dtype list, by class (see `dtype_list.rs`).
macro_rules! math_rows {
    (dtypes_spec {
        standard { $($(#[$sdoc:meta])* $s:ident $scode:literal $skind:ident $srepr:ident($sty:ty) $sclass:ident [$($stable:tt)*];)* }
        narrow { $($(#[$ndoc:meta])* $n:ident $ncode:literal $nkind:ident $nrepr:ident($nty:ty) $nclass:ident [$($ntable:tt)*];)* }
    }) => {
        $(math_rows!(@row $skind $sclass $sty);)*
        $(math_rows!(@row $nkind $nclass $nty);)*
    };
    (@row Unsigned int_exact $ty:ty) => { ints!($ty: unsigned); };
    (@row Unsigned int_wide $ty:ty) => { ints!($ty: unsigned); };
    (@row Signed int_exact $ty:ty) => { ints!($ty: signed); };
    (@row Signed int_wide $ty:ty) => { ints!($ty: signed); };
    (@row $kind:ident half $ty:ty) => { halves!($ty); };
    (@row $kind:ident $class:ident $ty:ty) => {};
}

/// `base ** exp` wrapping, by squaring over every bit of the exponent (`u32`'s `wrapping_pow`
/// would lose the bits above 32: `3 ** (2**53 + 1)` in `int64`), as NumPy's integer `power`.
#[inline]
fn wrapping_pow_full<T: WrappingMul>(base: T, mut exp: u64) -> T {
    let (mut base, mut acc) = (base, T::ONE);
    while exp > 0 {
        if exp & 1 == 1 {
            acc = acc.wrapping_mul_(base);
        }
        exp >>= 1;
        if exp > 0 {
            base = base.wrapping_mul_(base);
        }
    }
    acc
}

/// Wrapping multiplication of a primitive integer, for [`wrapping_pow_full`].
trait WrappingMul: Copy {
    const ONE: Self;
    fn wrapping_mul_(self, rhs: Self) -> Self;
}

macro_rules! wrapping_mul {
    ($($t:ty),*) => {$(
        impl WrappingMul for $t {
            const ONE: Self = 1;
            #[inline(always)]
            fn wrapping_mul_(self, rhs: Self) -> Self { self.wrapping_mul(rhs) }
        }
    )*};
}

wrapping_mul!(u8, u16, u32, u64, i8, i16, i32, i64);

// --- bool --------------------------------------------------------------------------------------

impl ElementOne for bool {
    #[inline(always)]
    fn one() -> Self {
        true
    }
}

impl ElementPow for bool {
    #[inline(always)]
    fn pow(self, rhs: Self) -> Self {
        self || !rhs
    }
}

impl ElementMaxMin for bool {
    #[inline(always)]
    fn maximum(self, rhs: Self) -> Self {
        self | rhs
    }
    #[inline(always)]
    fn minimum(self, rhs: Self) -> Self {
        self & rhs
    }
}

impl ElementAbs for bool {
    type Magnitude = bool;
    #[inline(always)]
    fn magnitude(self) -> bool {
        self
    }
}

impl ElementRound for bool {
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

impl ElementSign for bool {
    #[inline(always)]
    fn sign(self) -> Self {
        self
    }
}

impl ElementClass for bool {
    #[inline(always)]
    fn is_nan(self) -> bool {
        false
    }
    #[inline(always)]
    fn is_finite(self) -> bool {
        true
    }
}

// --- f32 and f64 -------------------------------------------------------------------------------

/// NumPy's `npy_divmod` of two floats, `b != 0`: `(floor(a / b), a mod b)` from `fmod`, so that
/// the quotient is the one that makes the remainder exact (`1.0 // 0.1` is `9.0`, as `divmod` in
/// Python: `0.1` is a little more than a tenth), `inf // 1` is NaN, a zero remainder takes the
/// divisor's sign and a zero quotient the true quotient's.
macro_rules! divmod {
    ($a:expr, $b:expr, $floor:ident, $fmod:ident, $copysign:ident) => {{
        let (a, b) = ($a, $b);
        let mut m = libm::$fmod(a, b);
        let mut div = (a - m) / b;
        // NaN counts as non-zero, as in C.
        if m != 0.0 || m.is_nan() {
            if (b < 0.0) != (m < 0.0) {
                m += b;
                div -= 1.0;
            }
        } else {
            m = libm::$copysign(0.0, b);
        }
        let q = if div != 0.0 || div.is_nan() {
            let f = super::exact::$floor(div);
            if div - f > 0.5 {
                f + 1.0
            } else {
                f
            }
        } else {
            libm::$copysign(0.0, a / b)
        };
        (q, m)
    }};
}

/// JAX's `_float_divmod` (`jax._src.numpy.ufuncs`): `lax.rem` (`fmod`), the quotient of the
/// dividend less it (the dividend itself for a zero divisor), one step down where the remainder's
/// sign is not the divisor's, and `lax.round` (half away from zero); a zero remainder keeps
/// `fmod`'s sign, the dividend's.
macro_rules! jax_divmod {
    ($a:expr, $b:expr, $fmod:ident, $copysign:ident, $round:ident) => {{
        let (a, b) = ($a, $b);
        // `lax.sign`: ±0 and NaN are themselves, the rest ±1.
        let sign = |x: Self| {
            if x == 0.0 || x.is_nan() {
                x
            } else {
                libm::$copysign(1.0, x)
            }
        };
        let m = libm::$fmod(a, b);
        let div = (if b == 0.0 { a } else { a - m }) / b;
        // `!=` is true for NaN, as XLA's comparison is.
        let step = m != 0.0 && sign(b) != sign(m);
        let (div, m) = if step { (div - 1.0, m + b) } else { (div, m) };
        (libm::$round(div), m)
    }};
}

macro_rules! floats {
    ($($ty:ident: $floor:ident $ceil:ident $trunc:ident $rint:ident $fmod:ident $copysign:ident $pow:ident $sqrt:ident
        $exp:ident $log:ident $sin:ident $cos:ident $tan:ident $tanh:ident $atan2:ident $hypot:ident $round:ident;)*) => {$(
        impl ElementOne for $ty {
            #[inline(always)]
            fn one() -> Self { 1.0 }
        }
        impl ElementFloorDiv for $ty {
            #[inline(always)]
            fn floor_div(self, rhs: Self) -> Self {
                if rhs == 0.0 {
                    return self / rhs;
                }
                divmod!(self, rhs, $floor, $fmod, $copysign).0
            }
            #[inline(always)]
            fn rem_floor(self, rhs: Self) -> Self {
                if rhs == 0.0 {
                    return libm::$fmod(self, rhs);
                }
                divmod!(self, rhs, $floor, $fmod, $copysign).1
            }
            #[inline(always)]
            fn floor_div_by(self, rhs: Self, rule: DivmodRule) -> Self {
                match rule {
                    DivmodRule::LaxRem => jax_divmod!(self, rhs, $fmod, $copysign, $round).0,
                    DivmodRule::FloorOfQuotient => libm::$floor(self / rhs),
                    _ => self.floor_div(rhs),
                }
            }
            #[inline(always)]
            fn rem_floor_by(self, rhs: Self, rule: DivmodRule) -> Self {
                match rule {
                    DivmodRule::LaxRem => jax_divmod!(self, rhs, $fmod, $copysign, $round).1,
                    DivmodRule::Fmod | DivmodRule::FloorOfQuotient => {
                        // PyTorch's vectorized loop, `a - b * floor(a / b)`, is NaN where the
                        // quotient overflows, and agrees with `fmod` elsewhere. (Its scalar
                        // loop, for the last elements of an array, is `fmod`'s there too.)
                        // TensorFlow's `floormod` is `fmod`'s everywhere.
                        if rule == DivmodRule::Fmod
                            && self.is_finite() && rhs.is_finite() && rhs != 0.0 && (self / rhs).is_infinite()
                        {
                            return <$ty>::NAN;
                        }
                        let m = libm::$fmod(self, rhs);
                        if m != 0.0 && (rhs < 0.0) != (m < 0.0) { m + rhs } else { m }
                    }
                    DivmodRule::NpyDivmod => self.rem_floor(rhs),
                }
            }
        }
        impl ElementPow for $ty {
            #[inline(always)]
            fn pow(self, rhs: Self) -> Self { libm::$pow(self, rhs) }
        }
        impl ElementMaxMin for $ty {
            #[inline(always)]
            fn maximum(self, rhs: Self) -> Self {
                if self.is_nan() || self >= rhs { self } else { rhs }
            }
            #[inline(always)]
            fn minimum(self, rhs: Self) -> Self {
                if self.is_nan() || self <= rhs { self } else { rhs }
            }
        }
        impl ElementFloat for $ty {
            #[inline(always)]
            fn sqrt(self) -> Self { super::exact::$sqrt(self) }
            #[inline(always)]
            fn exp(self) -> Self { libm::$exp(self) }
            #[inline(always)]
            fn ln(self) -> Self { libm::$log(self) }
            #[inline(always)]
            fn sin(self) -> Self { libm::$sin(self) }
            #[inline(always)]
            fn cos(self) -> Self { libm::$cos(self) }
            #[inline(always)]
            fn tan(self) -> Self { libm::$tan(self) }
            #[inline(always)]
            fn tanh(self) -> Self { libm::$tanh(self) }
        }
        impl ElementReal for $ty {
            #[inline(always)]
            fn atan2(self, rhs: Self) -> Self { libm::$atan2(self, rhs) }
            #[inline(always)]
            fn hypot(self, rhs: Self) -> Self { libm::$hypot(self, rhs) }
        }
        impl ElementAbs for $ty {
            type Magnitude = $ty;
            #[inline(always)]
            fn magnitude(self) -> Self { self.abs() }
        }
        impl ElementNeg for $ty {
            #[inline(always)]
            fn neg(self) -> Self { -self }
        }
        impl ElementRound for $ty {
            #[inline(always)]
            fn floor(self) -> Self { super::exact::$floor(self) }
            #[inline(always)]
            fn ceil(self) -> Self { super::exact::$ceil(self) }
            #[inline(always)]
            fn trunc(self) -> Self { super::exact::$trunc(self) }
            #[inline(always)]
            fn round(self) -> Self { super::exact::$rint(self) }
        }
        impl ElementSign for $ty {
            #[inline(always)]
            fn sign(self) -> Self {
                // `-0.0` gives `0.0` and NaN NaN, as NumPy's `sign`.
                if self > 0.0 { 1.0 } else if self < 0.0 { -1.0 } else if self == 0.0 { 0.0 } else { self }
            }
        }
        impl ElementClass for $ty {
            #[inline(always)]
            fn is_nan(self) -> bool { self.is_nan() }
            #[inline(always)]
            fn is_finite(self) -> bool { self.is_finite() }
        }
    )*};
}

floats! {
    f32: floorf ceilf truncf rintf fmodf copysignf powf sqrtf expf logf sinf cosf tanf tanhf atan2f hypotf roundf;
    f64: floor ceil trunc rint fmod copysign pow sqrt exp log sin cos tan tanh atan2 hypot round;
}

// --- f16 and bf16: through f32, which holds both exactly; one rounding back ------------------

macro_rules! halves {
    ($($ty:ty),*) => {$(
        impl ElementOne for $ty {
            #[inline(always)]
            fn one() -> Self { <$ty>::ONE }
        }
        impl ElementFloorDiv for $ty {
            #[inline(always)]
            fn floor_div(self, rhs: Self) -> Self { <$ty>::from_f32(self.to_f32().floor_div(rhs.to_f32())) }
            #[inline(always)]
            fn rem_floor(self, rhs: Self) -> Self { <$ty>::from_f32(self.to_f32().rem_floor(rhs.to_f32())) }
            #[inline(always)]
            fn floor_div_by(self, rhs: Self, rule: DivmodRule) -> Self {
                if rule == DivmodRule::FloorOfQuotient {
                    // The quotient rounded to the dtype before its floor, as Eigen's `half`.
                    let q = <$ty>::from_f32(self.to_f32() / rhs.to_f32());
                    return <$ty>::from_f32(libm::floorf(q.to_f32()));
                }
                <$ty>::from_f32(self.to_f32().floor_div_by(rhs.to_f32(), rule))
            }
            #[inline(always)]
            fn rem_floor_by(self, rhs: Self, rule: DivmodRule) -> Self {
                <$ty>::from_f32(self.to_f32().rem_floor_by(rhs.to_f32(), rule))
            }
        }
        impl ElementPow for $ty {
            #[inline(always)]
            fn pow(self, rhs: Self) -> Self { <$ty>::from_f32(ElementPow::pow(self.to_f32(), rhs.to_f32())) }
        }
        impl ElementMaxMin for $ty {
            #[inline(always)]
            fn maximum(self, rhs: Self) -> Self {
                if self.is_nan() || self >= rhs { self } else { rhs }
            }
            #[inline(always)]
            fn minimum(self, rhs: Self) -> Self {
                if self.is_nan() || self <= rhs { self } else { rhs }
            }
        }
        impl ElementFloat for $ty {
            #[inline(always)]
            fn sqrt(self) -> Self { <$ty>::from_f32(ElementFloat::sqrt(self.to_f32())) }
            #[inline(always)]
            fn exp(self) -> Self { <$ty>::from_f32(ElementFloat::exp(self.to_f32())) }
            #[inline(always)]
            fn ln(self) -> Self { <$ty>::from_f32(ElementFloat::ln(self.to_f32())) }
            #[inline(always)]
            fn sin(self) -> Self { <$ty>::from_f32(ElementFloat::sin(self.to_f32())) }
            #[inline(always)]
            fn cos(self) -> Self { <$ty>::from_f32(ElementFloat::cos(self.to_f32())) }
            #[inline(always)]
            fn tan(self) -> Self { <$ty>::from_f32(ElementFloat::tan(self.to_f32())) }
            #[inline(always)]
            fn tanh(self) -> Self { <$ty>::from_f32(ElementFloat::tanh(self.to_f32())) }
        }
        impl ElementReal for $ty {
            #[inline(always)]
            fn atan2(self, rhs: Self) -> Self { <$ty>::from_f32(ElementReal::atan2(self.to_f32(), rhs.to_f32())) }
            #[inline(always)]
            fn hypot(self, rhs: Self) -> Self { <$ty>::from_f32(ElementReal::hypot(self.to_f32(), rhs.to_f32())) }
        }
        impl ElementAbs for $ty {
            type Magnitude = $ty;
            #[inline(always)]
            fn magnitude(self) -> Self { <$ty>::from_bits(self.to_bits() & 0x7fff) }
        }
        impl ElementNeg for $ty {
            #[inline(always)]
            fn neg(self) -> Self { -self }
        }
        impl ElementRound for $ty {
            #[inline(always)]
            fn floor(self) -> Self { <$ty>::from_f32(ElementRound::floor(self.to_f32())) }
            #[inline(always)]
            fn ceil(self) -> Self { <$ty>::from_f32(ElementRound::ceil(self.to_f32())) }
            #[inline(always)]
            fn trunc(self) -> Self { <$ty>::from_f32(ElementRound::trunc(self.to_f32())) }
            #[inline(always)]
            fn round(self) -> Self { <$ty>::from_f32(ElementRound::round(self.to_f32())) }
        }
        impl ElementSign for $ty {
            #[inline(always)]
            fn sign(self) -> Self { <$ty>::from_f32(ElementSign::sign(self.to_f32())) }
        }
        impl ElementClass for $ty {
            #[inline(always)]
            fn is_nan(self) -> bool { self.is_nan() }
            #[inline(always)]
            fn is_finite(self) -> bool { self.is_finite() }
        }
    )*};
}

crate::__dtypes!(math_rows {});

// --- complex -----------------------------------------------------------------------------------

macro_rules! complexes {
    ($($part:ident),*) => {$(
        impl ElementOne for Complex<$part> {
            #[inline(always)]
            fn one() -> Self { Complex::new(<$part as ElementOne>::one(), <$part>::default()) }
            /// NumPy's complex `reciprocal`: scaled by the larger part, as Smith's division.
            #[inline(always)]
            fn reciprocal(self) -> Option<Self> {
                let (re, im, one) = (self.re, self.im, <$part as ElementOne>::one());
                Some(if im.magnitude() <= re.magnitude() {
                    let r = im / re;
                    let d = re + im * r;
                    Complex::new(one / d, -r / d)
                } else {
                    let r = re / im;
                    let d = re * r + im;
                    Complex::new(r / d, -one / d)
                })
            }
        }
        impl ElementPow for Complex<$part> {
            /// NumPy's `npy_cpow`: `z ** 0` is 1, `0 ** w` is 0 where `w`'s real part is positive
            /// and NaN otherwise, an integer exponent under 100 in magnitude multiplies (by squaring,
            /// then one Smith division for a negative one), any other `powc`.
            #[inline]
            fn pow(self, rhs: Self) -> Self {
                let (zero, one) = (<$part>::default(), <$part as ElementOne>::one());
                let (br, bi) = (rhs.re, rhs.im);
                if br == zero && bi == zero {
                    return Complex::new(one, zero);
                }
                if self.re == zero && self.im == zero {
                    // NumPy 2 (numpy#18378): any exponent with a positive real part gives 0.
                    return if br > zero {
                        Complex::new(zero, zero)
                    } else {
                        Complex::new(<$part>::NAN, <$part>::NAN)
                    };
                }
                let mul = |a: Self, b: Self| Complex::new(a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re);
                let n = ElementRound::trunc(br);
                if bi == zero && n == br && n.magnitude() < <$part as CastFrom<u8>>::cast_from(100) {
                    let n = <i32 as CastFrom<$part>>::cast_from(n);
                    match n {
                        1 => return self,
                        2 => return mul(self, self),
                        3 => return mul(self, mul(self, self)),
                        _ => {}
                    }
                    let (mut k, mut acc, mut p) = (n.unsigned_abs(), Complex::new(one, zero), self);
                    loop {
                        if k & 1 == 1 {
                            acc = mul(acc, p);
                        }
                        k >>= 1;
                        if k == 0 {
                            break;
                        }
                        p = mul(p, p);
                    }
                    return if n < 0 { ElementDiv::div(Complex::new(one, zero), acc) } else { acc };
                }
                self.powc(rhs)
            }
        }
        impl ElementMaxMin for Complex<$part> {
            #[inline(always)]
            fn maximum(self, rhs: Self) -> Self {
                match crate::ElementOrd::compare(self, rhs) {
                    Some(core::cmp::Ordering::Less) => rhs,
                    Some(_) => self,
                    None if self.re.is_nan() || self.im.is_nan() => self,
                    None => rhs,
                }
            }
            #[inline(always)]
            fn minimum(self, rhs: Self) -> Self {
                match crate::ElementOrd::compare(self, rhs) {
                    Some(core::cmp::Ordering::Greater) => rhs,
                    Some(_) => self,
                    None if self.re.is_nan() || self.im.is_nan() => self,
                    None => rhs,
                }
            }
        }
        impl ElementFloat for Complex<$part> {
            #[inline(always)]
            fn sqrt(self) -> Self { Complex::sqrt(self) }
            #[inline(always)]
            fn exp(self) -> Self { Complex::exp(self) }
            #[inline(always)]
            fn ln(self) -> Self { Complex::ln(self) }
            #[inline(always)]
            fn sin(self) -> Self { Complex::sin(self) }
            #[inline(always)]
            fn cos(self) -> Self { Complex::cos(self) }
            #[inline(always)]
            fn tan(self) -> Self { Complex::tan(self) }
            #[inline(always)]
            fn tanh(self) -> Self { Complex::tanh(self) }
        }
        impl ElementAbs for Complex<$part> {
            type Magnitude = $part;
            #[inline(always)]
            fn magnitude(self) -> $part { ElementReal::hypot(self.re, self.im) }
        }
        impl ElementNeg for Complex<$part> {
            #[inline(always)]
            fn neg(self) -> Self { -self }
        }
        impl ElementRound for Complex<$part> {
            #[inline(always)]
            fn floor(self) -> Self { Complex::new(ElementRound::floor(self.re), ElementRound::floor(self.im)) }
            #[inline(always)]
            fn ceil(self) -> Self { Complex::new(ElementRound::ceil(self.re), ElementRound::ceil(self.im)) }
            #[inline(always)]
            fn trunc(self) -> Self { Complex::new(ElementRound::trunc(self.re), ElementRound::trunc(self.im)) }
            #[inline(always)]
            fn round(self) -> Self { Complex::new(ElementRound::round(self.re), ElementRound::round(self.im)) }
        }
        impl ElementSign for Complex<$part> {
            #[inline(always)]
            fn sign(self) -> Self {
                // NumPy 2's `sign`: `z / |z|`, with the infinities' direction and NaN as NaN.
                let (re, im) = (self.re, self.im);
                let (zero, one, nan) = (<$part>::default(), <$part as ElementOne>::one(), <$part>::NAN);
                let unit = |x: $part| if x > zero { one } else { -one };
                let m = self.magnitude();
                if m.is_nan() {
                    Complex::new(nan, nan)
                } else if m.is_infinite() {
                    match (re.is_infinite(), im.is_infinite()) {
                        (true, true) => Complex::new(nan, nan),
                        (true, false) => Complex::new(unit(re), zero),
                        _ => Complex::new(zero, unit(im)),
                    }
                } else if m == zero {
                    Complex::new(zero, zero)
                } else {
                    Complex::new(re / m, im / m)
                }
            }
        }
        impl ElementClass for Complex<$part> {
            #[inline(always)]
            fn is_nan(self) -> bool { self.re.is_nan() || self.im.is_nan() }
            #[inline(always)]
            fn is_finite(self) -> bool { self.re.is_finite() && self.im.is_finite() }
            // Either part infinite, whatever the other (NumPy's `isinf(inf+nanj)` is true): not
            // "neither finite nor NaN".
            #[inline(always)]
            fn is_inf(self) -> bool { self.re.is_infinite() || self.im.is_infinite() }
        }
    )*};
}

complexes!(f16, f32, f64);

// --- weak scalars: as their payloads -----------------------------------------------------------

macro_rules! weak_payload {
    (ElementFloorDiv for $weak:ident: [$($method:ident),*] by rule) => {
        impl ElementFloorDiv for $weak {
            $(
                #[inline(always)]
                fn $method(self, rhs: Self) -> Self { $weak(ElementFloorDiv::$method(self.0, rhs.0)) }
            )*
            #[inline(always)]
            fn floor_div_by(self, rhs: Self, rule: DivmodRule) -> Self { $weak(self.0.floor_div_by(rhs.0, rule)) }
            #[inline(always)]
            fn rem_floor_by(self, rhs: Self, rule: DivmodRule) -> Self { $weak(self.0.rem_floor_by(rhs.0, rule)) }
        }
    };
    ($trait:ident for $($weak:ident),*: $methods:tt) => {$(
        weak_payload!(@impl $trait $weak $methods);
    )*};
    (@impl $trait:ident $weak:ident [$($method:ident),*]) => {
        impl $trait for $weak {
            $(
                #[inline(always)]
                fn $method(self, rhs: Self) -> Self { $weak($trait::$method(self.0, rhs.0)) }
            )*
        }
    };
}

weak_payload!(ElementFloorDiv for WeakFloat: [floor_div, rem_floor] by rule);
weak_payload!(ElementPow for WeakBool, WeakFloat, WeakComplex: [pow]);
weak_payload!(ElementMaxMin for WeakBool, WeakFloat, WeakComplex: [maximum, minimum]);
weak_payload!(ElementReal for WeakFloat: [atan2, hypot]);

macro_rules! weak_unary {
    ($trait:ident for $($weak:ident),*: $methods:tt) => {$(
        weak_unary!(@impl $trait $weak $methods);
    )*};
    (@impl $trait:ident $weak:ident [$($method:ident),*]) => {
        impl $trait for $weak {
            $(
                #[inline(always)]
                fn $method(self) -> Self { $weak($trait::$method(self.0)) }
            )*
        }
    };
}

weak_unary!(ElementFloat for WeakFloat, WeakComplex: [sqrt, exp, ln, sin, cos, tan, tanh]);
weak_unary!(ElementNeg for WeakFloat, WeakComplex: [neg]);
weak_unary!(ElementRound for WeakBool, WeakFloat, WeakComplex: [floor, ceil, trunc, round]);
weak_unary!(ElementSign for WeakBool, WeakFloat, WeakComplex: [sign]);

macro_rules! weak_rest {
    ($($weak:ident($payload:ty) => $mag:ident),*) => {$(
        impl ElementOne for $weak {
            #[inline(always)]
            fn one() -> Self { $weak(<$payload as ElementOne>::one()) }
        }
        impl ElementAbs for $weak {
            type Magnitude = $mag;
            #[inline(always)]
            fn magnitude(self) -> $mag { $mag(self.0.magnitude()) }
        }
        impl ElementClass for $weak {
            #[inline(always)]
            fn is_nan(self) -> bool { self.0.is_nan() }
            #[inline(always)]
            fn is_finite(self) -> bool { self.0.is_finite() }
            #[inline(always)]
            fn is_inf(self) -> bool { self.0.is_inf() }
        }
    )*};
}

weak_rest!(WeakBool(bool) => WeakBool, WeakFloat(f64) => WeakFloat,
    WeakComplex(Complex<f64>) => WeakFloat);
