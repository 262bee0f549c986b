//! One generic narrow float, [`Minifloat<F>`], parameterised by its [`Format`]: every 8-, 6- and
//! 4-bit float of ml_dtypes is this type with a different `F`, so the conversions below are
//! written (and checked against ml_dtypes) once.
//!
//! The conversion from `f32` is ml_dtypes' own algorithm (`ConvertImpl` in `float8.h`), ported
//! step for step so that it agrees on every input, quirks included: it normalises the source,
//! rounds the significand to nearest with ties to even *on the bits it keeps*, and lets a
//! rounding carry flow into the exponent. For `e8m0fnu`, which keeps no mantissa bit, the last
//! kept bit is the implicit 1, so its ties round *up* (`1.5` → `2`, `3` → `4`), and every value
//! above 2^-127 and below 2^-126 rounds to 2^-126.

use core::fmt;
use core::marker::PhantomData;

use crate::DType;

/// How a narrow float format encodes what is not a finite number, and what an overflowing
/// conversion gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Encoding {
    /// IEEE 754: the top exponent holds ±∞ (mantissa 0) and NaNs (any other mantissa); an
    /// overflow gives ±∞. (`e5m2`, `e4m3`, `e3m4`.)
    Ieee,
    /// `fn` (finite, NaN): no infinities; only the all-ones magnitude `S.1111.111` is NaN, and an
    /// overflow (±∞ too) gives that NaN, keeping the sign. (`e4m3fn`.)
    FiniteNan,
    /// `fnuz` (finite, NaN, unsigned zero): no infinities and no −0; the negative-zero pattern
    /// `0x80` is the only NaN, and an overflow gives it. (`e4m3fnuz`, `e5m2fnuz`, `e4m3b11fnuz`.)
    FiniteNanUnsignedZero,
    /// The OCP MX sub-byte floats (`e2m3fn`, `e3m2fn`, `e2m1fn`): every pattern is a finite
    /// number; an overflow (±∞ too) saturates to ±max, and a NaN becomes −0 (ml_dtypes' choice:
    /// its NaN constant for these types is the pattern `1000…`, and a negative NaN gives +0).
    Finite,
    /// `e8m0fnu`, the OCP MX scale: unsigned powers of two 2^-127 ..= 2^127, no zero, `0xff` is
    /// NaN; a negative number, zero, ±∞ and an overflow all give NaN.
    PowerOfTwo,
}

mod sealed {
    pub trait Sealed {}
}
pub(crate) use sealed::Sealed;

/// A narrow float format: the parameters of a [`Minifloat`]. Implemented by the marker types in
/// [`format`](super::format) only (the trait is sealed).
pub trait Format:
    Sealed + Copy + Default + Eq + core::hash::Hash + fmt::Debug + Send + Sync + 'static
{
    /// Exponent bits.
    const EXPONENT_BITS: u32;
    /// Explicit mantissa (fraction) bits.
    const MANTISSA_BITS: u32;
    /// The exponent bias: a biased exponent `e` (nonzero) means 2^(e − bias).
    const BIAS: i32;
    /// Specials and overflow.
    const ENCODING: Encoding;
    /// The run-time name.
    const DTYPE: DType;

    /// Whether there is a sign bit (all but `e8m0fnu`).
    const SIGNED: bool = !matches!(Self::ENCODING, Encoding::PowerOfTwo);
    /// The width in bits (the value lives in the low bits of its byte).
    const WIDTH: u32 = Self::EXPONENT_BITS + Self::MANTISSA_BITS + Self::SIGNED as u32;
    /// The sign bit, or 0 for an unsigned format.
    const SIGN: u8 = if Self::SIGNED {
        1 << (Self::WIDTH - 1)
    } else {
        0
    };
    /// The mask of the `WIDTH` low bits.
    const MASK: u8 = ((1u16 << Self::WIDTH) - 1) as u8;
    /// The magnitude bits of the largest finite value.
    const MAX_BITS: u8 = {
        let ones = Self::MASK & !Self::SIGN;
        match Self::ENCODING {
            Encoding::Ieee => {
                (((1u16 << Self::EXPONENT_BITS) - 1) << Self::MANTISSA_BITS) as u8 - 1
            }
            Encoding::FiniteNan | Encoding::PowerOfTwo => ones - 1,
            Encoding::FiniteNanUnsignedZero | Encoding::Finite => ones,
        }
    };
    /// The pattern of the (positive, where it matters) NaN ml_dtypes writes.
    const NAN_BITS: u8 = match Self::ENCODING {
        Encoding::Ieee => {
            ((((1u16 << Self::EXPONENT_BITS) - 1) << Self::MANTISSA_BITS)
                | (1 << (Self::MANTISSA_BITS - 1))) as u8
        }
        Encoding::FiniteNan => Self::MASK & !Self::SIGN,
        Encoding::FiniteNanUnsignedZero | Encoding::Finite => Self::SIGN,
        Encoding::PowerOfTwo => 0xff,
    };
    /// The pattern an overflow gives (before its sign is applied): ∞, NaN, or the largest value.
    const OVERFLOW_BITS: u8 = match Self::ENCODING {
        Encoding::Ieee => (((1u16 << Self::EXPONENT_BITS) - 1) << Self::MANTISSA_BITS) as u8,
        Encoding::FiniteNan | Encoding::FiniteNanUnsignedZero | Encoding::PowerOfTwo => {
            Self::NAN_BITS
        }
        Encoding::Finite => Self::MAX_BITS,
    };
}

/// A narrow float in the format `F`, stored as ml_dtypes stores it: one byte, the value in its
/// low [`Format::WIDTH`] bits. Use the aliases ([`F8E4M3FN`](super::F8E4M3FN), …).
///
/// Conversions to `f32`/`f64` are exact (a NaN becomes a quiet NaN of its sign); from `f32` they
/// round as ml_dtypes does (see the [module](super) docs); from `f64` once, to nearest (ml_dtypes
/// goes through `f32` and may round twice). Arithmetic is ml_dtypes': in `f32`, rounded back.
///
/// ```
/// use promote_core::narrow::F8E4M3FN;
/// let x = F8E4M3FN::from_f32(0.3);
/// assert_eq!(x.to_bits(), 0x2a);            // 0.3 rounds to 0.3125
/// assert_eq!(x.to_f32(), 0.3125);
/// assert!(F8E4M3FN::from_f32(500.0).is_nan()); // no infinities: an overflow is NaN
/// assert_eq!((x + x).to_f32(), 0.625);
/// ```
#[repr(transparent)]
#[derive(Clone, Copy, Default)]
pub struct Minifloat<F: Format> {
    bits: u8,
    format: PhantomData<F>,
}

/// `2^k` as an `f32`, for `k` in `-149..=127` (subnormal below −126).
#[inline(always)]
const fn pow2(k: i32) -> f32 {
    if k >= -126 {
        f32::from_bits(((k + 127) as u32) << 23)
    } else {
        f32::from_bits(1 << (k + 149))
    }
}

/// Adds the bias that makes a right shift by `shift` round to nearest, ties to even (on the
/// lowest kept bit): ml_dtypes' `RoundBitsToNearestEven`.
#[inline(always)]
const fn round_bits_to_nearest_even(bits: u32, shift: u32) -> u32 {
    bits + ((bits >> shift) & 1) + (1 << (shift - 1)) - 1
}

impl<F: Format> Minifloat<F> {
    /// The largest finite value.
    pub const MAX: Self = Self::from_bits(F::MAX_BITS);
    /// The smallest (most negative) finite value; for `e8m0fnu`, the smallest value, 2^-127.
    pub const MIN: Self = Self::from_bits(if F::SIGNED { F::MAX_BITS | F::SIGN } else { 0 });
    /// A NaN, the one ml_dtypes writes; for the OCP MX sub-byte floats, which have no NaN, the
    /// value a NaN converts to (−0).
    pub const NAN: Self = Self::from_bits(F::NAN_BITS);

    /// The value with this bit pattern; only the low [`Format::WIDTH`] bits are kept (the others
    /// are not part of the value).
    #[inline(always)]
    pub const fn from_bits(bits: u8) -> Self {
        Minifloat {
            bits: bits & F::MASK,
            format: PhantomData,
        }
    }

    /// The bit pattern, in the low [`Format::WIDTH`] bits.
    #[inline(always)]
    pub const fn to_bits(self) -> u8 {
        self.bits
    }

    /// Whether this is a NaN (never, for the OCP MX sub-byte floats).
    #[inline(always)]
    pub const fn is_nan(self) -> bool {
        let mag = self.bits & !F::SIGN;
        match F::ENCODING {
            Encoding::Ieee => mag > F::OVERFLOW_BITS,
            Encoding::FiniteNan => mag == F::NAN_BITS,
            Encoding::FiniteNanUnsignedZero | Encoding::PowerOfTwo => self.bits == F::NAN_BITS,
            Encoding::Finite => false,
        }
    }

    /// Whether this is ±∞ (only IEEE formats have infinities).
    #[inline(always)]
    pub const fn is_infinite(self) -> bool {
        matches!(F::ENCODING, Encoding::Ieee) && self.bits & !F::SIGN == F::OVERFLOW_BITS
    }

    /// Whether this is neither NaN nor infinite.
    #[inline(always)]
    pub const fn is_finite(self) -> bool {
        !self.is_nan() && !self.is_infinite()
    }

    /// Whether the sign bit is set (a NaN of `fnuz` formats, `0x80`, has it).
    #[inline(always)]
    pub const fn is_sign_negative(self) -> bool {
        self.bits & F::SIGN != 0
    }

    /// The value as an `f32`: exact; a NaN gives a quiet NaN of its sign, as ml_dtypes does.
    #[inline]
    pub fn to_f32(self) -> f32 {
        let negative = self.is_sign_negative();
        let magnitude = if self.is_nan() {
            f32::NAN
        } else if self.is_infinite() {
            f32::INFINITY
        } else {
            let mag = self.bits & !F::SIGN;
            let exponent = i32::from(mag >> F::MANTISSA_BITS);
            let fraction = u32::from(mag) & ((1 << F::MANTISSA_BITS) - 1);
            let m = F::MANTISSA_BITS as i32;
            if exponent == 0 && F::SIGNED {
                // Subnormal (or zero): fraction × 2^(1 − bias − m), exact.
                fraction as f32 * pow2(1 - F::BIAS - m)
            } else {
                ((1 << F::MANTISSA_BITS) | fraction) as f32 * pow2(exponent - F::BIAS - m)
            }
        };
        if negative {
            -magnitude
        } else {
            magnitude
        }
    }

    /// The value as an `f64`: exact (through `f32`, which holds every narrow value).
    #[inline]
    pub fn to_f64(self) -> f64 {
        f64::from(self.to_f32())
    }

    /// `x` rounded as ml_dtypes rounds it: to nearest, ties to even (ties up for `e8m0fnu`),
    /// with the format's overflow ([`Encoding`]).
    #[inline]
    pub fn from_f32(x: f32) -> Self {
        let bits = x.to_bits();
        let negative = bits >> 31 != 0;
        let abs = bits & 0x7fff_ffff;
        if abs == 0x7f80_0000 {
            return Self::signed(F::OVERFLOW_BITS, negative);
        }
        if abs > 0x7f80_0000 {
            return Self::signed(F::NAN_BITS, negative);
        }
        if !F::SIGNED && (negative || abs == 0) {
            return Self::from_bits(F::NAN_BITS); // e8m0fnu: no sign, no zero
        }
        if abs == 0 {
            return Self::signed(0, negative);
        }
        // Normalise: the significand with its leading 1 at bit 23, and the unbiased exponent.
        let (exponent, significand) = if abs >> 23 != 0 {
            ((abs >> 23) as i32 - 127, (1 << 23) | (abs & 0x7f_ffff))
        } else {
            let shift = abs.leading_zeros() - 8; // brings the leading 1 of a subnormal to bit 23
            (-126 - shift as i32, abs << shift)
        };
        // The target's biased exponent minus one: below zero, the result is subnormal.
        let base = exponent + F::BIAS - 1;
        let denormal = if base < 0 { base.unsigned_abs() } else { 0 };
        // Shifting by 25 leaves 0 after rounding whatever the significand; more is the same.
        let shift = (23 - F::MANTISSA_BITS + denormal).min(25);
        let aligned = round_bits_to_nearest_even(significand, shift) >> shift;
        // The significand keeps its leading 1, which adds the missing one to the exponent (and a
        // rounding carry another).
        let result = aligned + ((base.max(0) as u32) << F::MANTISSA_BITS);
        let result = if result > u32::from(F::MAX_BITS) {
            F::OVERFLOW_BITS
        } else {
            result as u8
        };
        Self::signed(result, negative)
    }

    /// `x` rounded once to nearest (ties to even; up for `e8m0fnu`): rounded to odd into `f32`
    /// first, which keeps the information a second rounding needs (see `cast.rs`). ml_dtypes'
    /// cast rounds to nearest into `f32` instead, so it can round twice.
    #[inline]
    pub fn from_f64(x: f64) -> Self {
        Self::from_f32(crate::vocabulary::cast_from::f32_round_to_odd(x))
    }

    /// `bits` (a magnitude) with the sign applied as ml_dtypes' negation does: a `fnuz` zero or
    /// NaN keeps its pattern (there is no −0).
    #[inline(always)]
    const fn signed(bits: u8, negative: bool) -> Self {
        if !negative || !F::SIGNED {
            return Self::from_bits(bits);
        }
        Self::from_bits(bits).negate()
    }

    /// ml_dtypes' negation: flip the sign; a `fnuz` zero or NaN stays; `e8m0fnu` gives NaN.
    #[inline(always)]
    pub(crate) const fn negate(self) -> Self {
        match F::ENCODING {
            Encoding::PowerOfTwo => Self::from_bits(F::NAN_BITS),
            Encoding::FiniteNanUnsignedZero if self.bits & !F::SIGN == 0 => self,
            _ => Self::from_bits(self.bits ^ F::SIGN),
        }
    }

    /// ml_dtypes' `abs`: clear the sign; a `fnuz` NaN (`0x80`) stays NaN.
    #[inline(always)]
    pub(crate) const fn abs(self) -> Self {
        match F::ENCODING {
            Encoding::FiniteNanUnsignedZero if self.bits & !F::SIGN == 0 => self,
            _ => Self::from_bits(self.bits & !F::SIGN),
        }
    }
}

impl<F: Format> PartialEq for Minifloat<F> {
    /// As floats compare: NaN is unequal to everything, `+0 == −0`.
    #[inline(always)]
    fn eq(&self, other: &Self) -> bool {
        self.to_f32() == other.to_f32()
    }
}

impl<F: Format> PartialOrd for Minifloat<F> {
    #[inline(always)]
    fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> {
        self.to_f32().partial_cmp(&other.to_f32())
    }
}

impl<F: Format> fmt::Debug for Minifloat<F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.to_f32(), f)
    }
}

impl<F: Format> fmt::Display for Minifloat<F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.to_f32(), f)
    }
}

impl<F: Format> From<Minifloat<F>> for f32 {
    #[inline(always)]
    fn from(x: Minifloat<F>) -> f32 {
        x.to_f32()
    }
}

impl<F: Format> From<Minifloat<F>> for f64 {
    #[inline(always)]
    fn from(x: Minifloat<F>) -> f64 {
        x.to_f64()
    }
}

/// `+ - * / %` as ml_dtypes computes them: in `f32`, rounded back (`%` is the `f32` remainder,
/// C's `fmod`, like `half`'s types).
macro_rules! operators {
    ($($Op:ident $op:ident $Assign:ident $assign:ident: $sym:tt),*) => {$(
        impl<F: Format> core::ops::$Op for Minifloat<F> {
            type Output = Self;
            #[inline(always)]
            fn $op(self, rhs: Self) -> Self {
                Self::from_f32(self.to_f32() $sym rhs.to_f32())
            }
        }
        impl<F: Format> core::ops::$Assign for Minifloat<F> {
            #[inline(always)]
            fn $assign(&mut self, rhs: Self) {
                *self = core::ops::$Op::$op(*self, rhs);
            }
        }
    )*};
}

operators!(Add add AddAssign add_assign: +, Sub sub SubAssign sub_assign: -,
    Mul mul MulAssign mul_assign: *, Div div DivAssign div_assign: /,
    Rem rem RemAssign rem_assign: %);

impl<F: Format> core::ops::Neg for Minifloat<F> {
    type Output = Self;
    /// ml_dtypes' negation: `fnuz` has no −0 (zero and NaN stay); `e8m0fnu` has no negative
    /// numbers (NaN).
    #[inline(always)]
    fn neg(self) -> Self {
        self.negate()
    }
}
