//! [`CastFrom`] between the narrow types and every other element type. Generic over the format,
//! so each conversion is written once for all eleven floats (or six ints).
//!
//! - Into a narrow float: from `f32` as ml_dtypes rounds; from anything wider than `f32` (`f64`,
//!   32- and 64-bit integers) rounded to odd into `f32` first, so the value is rounded once (see
//!   `cast.rs`; ml_dtypes goes through `f32` to nearest and may round twice); from `f16`, `bf16`,
//!   the small integers and another narrow type through `f32`, which holds them exactly (so a
//!   narrow-to-narrow conversion rounds once, as ml_dtypes' direct one does).
//! - Out of a narrow float: exact into `f32`, `f64` and `e5m2`-or-wider; rounded once into `f16`
//!   and `bf16`; into an integer as the crate's other floats do (toward zero, saturating, NaN to
//!   0, like Rust's `as`) and into a narrow int toward zero then wrapped (ml_dtypes' `intN` of a
//!   float: C's truncation, then the low bits).
//! - Into a narrow int: the low bits of the integer value (two's complement), as ml_dtypes'
//!   `intN` does; a float is truncated toward zero first (saturating at the `i64` range).
//! - Out of a narrow int: its value, exact in every float; into a smaller standard integer as
//!   Rust's `as` (`int4` −1 into `u8` is 255).
//!
//! Each generic impl here is `#[diagnostic::do_not_recommend]`: otherwise rustc lists
//! `Minifloat<F>` and `NarrowInt<F>` first under "the following other types implement" in every
//! unrelated error about these traits, crowding out the standard types.

use half::{bf16, f16};
use num_complex::Complex;

use super::int::{IntFormat, NarrowInt};
use super::minifloat::{Format, Minifloat};
use crate::vocabulary::cast_from::{f32_round_to_odd_i64, f32_round_to_odd_u64};
use crate::vocabulary::weak::{WeakBool, WeakComplex, WeakFloat, WeakInt};
use crate::CastFrom;

/// `impl<F: Format> CastFrom<source> for Minifloat<F>` (or another generic target).
macro_rules! into {
    ($target:ident<$F:ident: $Bound:ident> <- $($src:ty => |$v:ident| $body:expr;)*) => {$(
        #[diagnostic::do_not_recommend]
        impl<$F: $Bound> CastFrom<$src> for $target<$F> {
            #[inline(always)]
            fn cast_from($v: $src) -> Self {
                $body
            }
        }
    )*};
}

/// `impl<F: Format> CastFrom<Minifloat<F>> for target` (or another generic source).
macro_rules! out_of {
    ($source:ident<$F:ident: $Bound:ident> -> $($dst:ty => |$v:ident| $body:expr;)*) => {$(
        #[diagnostic::do_not_recommend]
        impl<$F: $Bound> CastFrom<$source<$F>> for $dst {
            #[inline(always)]
            fn cast_from($v: $source<$F>) -> Self {
                $body
            }
        }
    )*};
}

// --- into a narrow float -----------------------------------------------------------------------

into! { Minifloat<F: Format> <-
    bool => |v| Minifloat::from_f32(if v { 1.0 } else { 0.0 });
    u8 => |v| Minifloat::from_f32(f32::from(v));
    u16 => |v| Minifloat::from_f32(f32::from(v));
    i8 => |v| Minifloat::from_f32(f32::from(v));
    i16 => |v| Minifloat::from_f32(f32::from(v));
    u32 => |v| Minifloat::from_f32(f32_round_to_odd_u64(v));
    u64 => |v| Minifloat::from_f32(f32_round_to_odd_u64(v));
    i32 => |v| Minifloat::from_f32(f32_round_to_odd_i64(v));
    i64 => |v| Minifloat::from_f32(f32_round_to_odd_i64(v));
    f16 => |v| Minifloat::from_f32(v.to_f32());
    bf16 => |v| Minifloat::from_f32(v.to_f32());
    f32 => |v| Minifloat::from_f32(v);
    f64 => |v| Minifloat::from_f64(v);
    // A complex number keeps its real part, as for the other real targets.
    Complex<f16> => |v| Minifloat::from_f32(v.re.to_f32());
    Complex<bf16> => |v| Minifloat::from_f32(v.re.to_f32());
    Complex<f32> => |v| Minifloat::from_f32(v.re);
    Complex<f64> => |v| Minifloat::from_f64(v.re);
    WeakBool => |v| Self::cast_from(v.0);
    WeakInt => |v| Self::cast_from(v.0);
    WeakFloat => |v| Self::cast_from(v.0);
    WeakComplex => |v| Self::cast_from(v.0);
}

#[diagnostic::do_not_recommend]
impl<F: Format, G: Format> CastFrom<Minifloat<G>> for Minifloat<F> {
    /// Through `f32`, which holds every narrow value, so rounded once; a type into itself keeps
    /// its bit pattern (NaN payloads too).
    #[inline(always)]
    fn cast_from(v: Minifloat<G>) -> Self {
        if const { F::DTYPE.same(G::DTYPE) } {
            return Minifloat::from_bits(v.to_bits());
        }
        Minifloat::from_f32(v.to_f32())
    }
}

#[diagnostic::do_not_recommend]
impl<F: Format, G: IntFormat> CastFrom<NarrowInt<G>> for Minifloat<F> {
    #[inline(always)]
    fn cast_from(v: NarrowInt<G>) -> Self {
        Minifloat::from_f32(f32::from(v.get()))
    }
}

// --- out of a narrow float ---------------------------------------------------------------------

out_of! { Minifloat<F: Format> ->
    bool => |v| v.to_f32() != 0.0;
    u8 => |v| v.to_f32() as u8;
    u16 => |v| v.to_f32() as u16;
    u32 => |v| v.to_f32() as u32;
    u64 => |v| v.to_f32() as u64;
    i8 => |v| v.to_f32() as i8;
    i16 => |v| v.to_f32() as i16;
    i32 => |v| v.to_f32() as i32;
    i64 => |v| v.to_f32() as i64;
    f16 => |v| f16::from_f32(v.to_f32());
    bf16 => |v| bf16::from_f32(v.to_f32());
    f32 => |v| v.to_f32();
    f64 => |v| v.to_f64();
    Complex<f16> => |v| Complex::new(f16::from_f32(v.to_f32()), f16::ZERO);
    Complex<bf16> => |v| Complex::new(bf16::from_f32(v.to_f32()), bf16::ZERO);
    Complex<f32> => |v| Complex::new(v.to_f32(), 0.0);
    Complex<f64> => |v| Complex::new(v.to_f64(), 0.0);
    WeakBool => |v| WeakBool(v.to_f32() != 0.0);
    WeakInt => |v| WeakInt(v.to_f32() as i64);
    WeakFloat => |v| WeakFloat(v.to_f64());
    WeakComplex => |v| WeakComplex(Complex::new(v.to_f64(), 0.0));
}

// --- into a narrow int -------------------------------------------------------------------------

into! { NarrowInt<F: IntFormat> <-
    bool => |v| NarrowInt::wrapping_from(i64::from(v));
    u8 => |v| NarrowInt::wrapping_from(i64::from(v));
    u16 => |v| NarrowInt::wrapping_from(i64::from(v));
    u32 => |v| NarrowInt::wrapping_from(i64::from(v));
    // The low bits are the same whatever `as` does with the high ones.
    u64 => |v| NarrowInt::wrapping_from(v as i64);
    i8 => |v| NarrowInt::wrapping_from(i64::from(v));
    i16 => |v| NarrowInt::wrapping_from(i64::from(v));
    i32 => |v| NarrowInt::wrapping_from(i64::from(v));
    i64 => |v| NarrowInt::wrapping_from(v);
    f16 => |v| NarrowInt::wrapping_from(v.to_f32() as i64);
    bf16 => |v| NarrowInt::wrapping_from(v.to_f32() as i64);
    f32 => |v| NarrowInt::wrapping_from(v as i64);
    f64 => |v| NarrowInt::wrapping_from(v as i64);
    Complex<f16> => |v| Self::cast_from(v.re);
    Complex<bf16> => |v| Self::cast_from(v.re);
    Complex<f32> => |v| Self::cast_from(v.re);
    Complex<f64> => |v| Self::cast_from(v.re);
    WeakBool => |v| Self::cast_from(v.0);
    WeakInt => |v| Self::cast_from(v.0);
    WeakFloat => |v| Self::cast_from(v.0);
    WeakComplex => |v| Self::cast_from(v.0);
}

#[diagnostic::do_not_recommend]
impl<F: IntFormat, G: Format> CastFrom<Minifloat<G>> for NarrowInt<F> {
    #[inline(always)]
    fn cast_from(v: Minifloat<G>) -> Self {
        NarrowInt::wrapping_from(v.to_f32() as i64)
    }
}

#[diagnostic::do_not_recommend]
impl<F: IntFormat, G: IntFormat> CastFrom<NarrowInt<G>> for NarrowInt<F> {
    #[inline(always)]
    fn cast_from(v: NarrowInt<G>) -> Self {
        NarrowInt::wrapping_from(i64::from(v.get()))
    }
}

// --- out of a narrow int -----------------------------------------------------------------------

out_of! { NarrowInt<F: IntFormat> ->
    bool => |v| v.get() != 0;
    u8 => |v| v.get() as u8;
    u16 => |v| v.get() as u16;
    u32 => |v| v.get() as u32;
    u64 => |v| v.get() as u64;
    i8 => |v| v.get();
    i16 => |v| i16::from(v.get());
    i32 => |v| i32::from(v.get());
    i64 => |v| i64::from(v.get());
    f16 => |v| f16::from_f32(f32::from(v.get()));
    bf16 => |v| bf16::from_f32(f32::from(v.get()));
    f32 => |v| f32::from(v.get());
    f64 => |v| f64::from(v.get());
    Complex<f16> => |v| Complex::new(f16::from_f32(f32::from(v.get())), f16::ZERO);
    Complex<bf16> => |v| Complex::new(bf16::from_f32(f32::from(v.get())), bf16::ZERO);
    Complex<f32> => |v| Complex::new(f32::from(v.get()), 0.0);
    Complex<f64> => |v| Complex::new(f64::from(v.get()), 0.0);
    WeakBool => |v| WeakBool(v.get() != 0);
    WeakInt => |v| WeakInt(i64::from(v.get()));
    WeakFloat => |v| WeakFloat(f64::from(v.get()));
    WeakComplex => |v| WeakComplex(Complex::new(f64::from(v.get()), 0.0));
}
