//! One generic narrow integer, [`NarrowInt<F>`]: ml_dtypes' `int1/2/4` and `uint1/2/4`, one value
//! per byte. Every conversion into it and every operation on it wraps, keeping the low
//! [`IntFormat::BITS`] bits, as ml_dtypes' `intN` does (`int4(200)` is −8).

use core::fmt;
use core::marker::PhantomData;

use super::minifloat::Sealed;
use crate::DType;

/// A narrow integer format: width and signedness. Implemented by the markers in
/// [`format`](super::format) only (the trait is sealed).
pub trait IntFormat:
    Sealed + Copy + Default + Eq + core::hash::Hash + fmt::Debug + Send + Sync + 'static
{
    /// The width in bits, 1 to 4.
    const BITS: u32;
    /// Two's complement (`int*`) or unsigned (`uint*`).
    const SIGNED: bool;
    /// The run-time name.
    const DTYPE: DType;
    /// The mask of the `BITS` low bits.
    const MASK: u8 = ((1u16 << Self::BITS) - 1) as u8;
}

/// A narrow integer of the format `F`, stored as ml_dtypes stores it: the low [`IntFormat::BITS`]
/// bits of a byte (`int4` −1 is the byte `0x0f`). Use the aliases ([`I4`](super::I4), …).
///
/// ```
/// use promote_core::{CastFrom, I4, U4};
/// assert_eq!(I4::cast_from(200_i32).get(), -8);     // wraps, as ml_dtypes' int4(200)
/// assert_eq!(I4::cast_from(-1_i32).to_bits(), 0x0f);
/// assert_eq!(U4::cast_from(-2.7_f32).get(), 14);    // truncated to -2, then wrapped
/// assert_eq!((I4::new(7) + I4::new(1)).get(), -8);
/// ```
#[repr(transparent)]
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct NarrowInt<F: IntFormat> {
    bits: u8,
    format: PhantomData<F>,
}

impl<F: IntFormat> NarrowInt<F> {
    /// The smallest value (−2^(BITS−1), or 0).
    pub const MIN: Self = Self::from_bits(if F::SIGNED { 1 << (F::BITS - 1) } else { 0 });
    /// The largest value (2^(BITS−1) − 1, or 2^BITS − 1).
    pub const MAX: Self = Self::from_bits(if F::SIGNED { F::MASK >> 1 } else { F::MASK });

    /// The value with this bit pattern; only the low [`IntFormat::BITS`] bits are kept.
    #[inline(always)]
    pub const fn from_bits(bits: u8) -> Self {
        NarrowInt {
            bits: bits & F::MASK,
            format: PhantomData,
        }
    }

    /// The bit pattern, in the low [`IntFormat::BITS`] bits.
    #[inline(always)]
    pub const fn to_bits(self) -> u8 {
        self.bits
    }

    /// `value` wrapped into the format: its low [`IntFormat::BITS`] bits.
    #[inline(always)]
    pub const fn new(value: i8) -> Self {
        Self::from_bits(value as u8)
    }

    /// `value` wrapped into the format (two's complement, as every conversion into it does).
    #[inline(always)]
    pub const fn wrapping_from(value: i64) -> Self {
        Self::from_bits(value as u8)
    }

    /// The value (sign-extended for a signed format).
    #[inline(always)]
    pub const fn get(self) -> i8 {
        if F::SIGNED {
            let unused = 8 - F::BITS;
            ((self.bits << unused) as i8) >> unused
        } else {
            self.bits as i8
        }
    }
}

impl<F: IntFormat> PartialOrd for NarrowInt<F> {
    #[inline(always)]
    fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl<F: IntFormat> Ord for NarrowInt<F> {
    #[inline(always)]
    fn cmp(&self, other: &Self) -> core::cmp::Ordering {
        self.get().cmp(&other.get())
    }
}

impl<F: IntFormat> fmt::Debug for NarrowInt<F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.get(), f)
    }
}

impl<F: IntFormat> fmt::Display for NarrowInt<F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.get(), f)
    }
}

/// Wrapping `+ - *` and `& | ^`, as ml_dtypes' `intN` operators; `/` and `%` truncate like C and
/// give 0 for a zero divisor (ml_dtypes leaves that undefined), `MIN / -1` wraps.
macro_rules! operators {
    ($($Op:ident $op:ident $Assign:ident $assign:ident: |$a:ident, $b:ident| $body:expr;)*) => {$(
        impl<F: IntFormat> core::ops::$Op for NarrowInt<F> {
            type Output = Self;
            #[inline(always)]
            fn $op(self, rhs: Self) -> Self {
                let ($a, $b) = (i32::from(self.get()), i32::from(rhs.get()));
                Self::wrapping_from(i64::from($body))
            }
        }
        impl<F: IntFormat> core::ops::$Assign for NarrowInt<F> {
            #[inline(always)]
            fn $assign(&mut self, rhs: Self) {
                *self = core::ops::$Op::$op(*self, rhs);
            }
        }
    )*};
}

operators! {
    Add add AddAssign add_assign: |a, b| a + b;
    Sub sub SubAssign sub_assign: |a, b| a - b;
    Mul mul MulAssign mul_assign: |a, b| a * b;
    Div div DivAssign div_assign: |a, b| a.checked_div(b).unwrap_or(0);
    Rem rem RemAssign rem_assign: |a, b| a.checked_rem(b).unwrap_or(0);
    BitAnd bitand BitAndAssign bitand_assign: |a, b| a & b;
    BitOr bitor BitOrAssign bitor_assign: |a, b| a | b;
    BitXor bitxor BitXorAssign bitxor_assign: |a, b| a ^ b;
}

impl<F: IntFormat> core::ops::Neg for NarrowInt<F> {
    type Output = Self;
    /// Wrapping: `-int4(-8)` is −8, `-uint4(1)` is 15.
    #[inline(always)]
    fn neg(self) -> Self {
        Self::wrapping_from(-i64::from(self.get()))
    }
}

impl<F: IntFormat> core::ops::Not for NarrowInt<F> {
    type Output = Self;
    /// Every bit of the format flipped.
    #[inline(always)]
    fn not(self) -> Self {
        Self::from_bits(!self.bits)
    }
}
