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

use super::int::{IntFormat, NarrowInt};
use super::minifloat::{Format, Minifloat};
use crate::vocabulary::cast_from::WideInt;
use crate::CastFrom;

// --- between narrow types ----------------------------------------------------------------------

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

// --- with the concrete types ------------------------------------------------------------------

// The conversions with each plain and weak row of the dtype list, in both directions, the body
// chosen by the row's class (see `dtype_list.rs`); `Self` is the target.

/// One generic impl per direction, narrow type and concrete row.
macro_rules! narrow_casts {
    (dtypes_spec {
        standard { $($(#[$sdoc:meta])* $s:ident $scode:literal $skind:ident $srepr:ident($sty:ty) $sclass:ident [$($stable:tt)*];)* }
        narrow { $($(#[$ndoc:meta])* $n:ident $ncode:literal $nkind:ident $nrepr:ident($nty:ty) $nclass:ident [$($ntable:tt)*];)* }
    }) => {
        $(narrow_casts!(@row $srepr($sty) $sclass);)*
        $(narrow_casts!(@row $nrepr($nty) $nclass);)*
    };
    (@row narrow($ty:ty) $class:ident) => {};
    (@row $repr:ident($ty:ty) $class:ident) => {
        narrow_casts!(@impl F: Format; $ty => Minifloat<F>; v; narrow_casts!(@into_float $class v));
        narrow_casts!(@impl F: Format; Minifloat<F> => $ty; v; narrow_casts!(@out_of_float $class v));
        narrow_casts!(@impl F: IntFormat; $ty => NarrowInt<F>; v; narrow_casts!(@into_int $class v));
        narrow_casts!(@impl F: IntFormat; NarrowInt<F> => $ty; v; narrow_casts!(@out_of_int $class v));
    };
    (@impl $F:ident: $Bound:ident; $src:ty => $dst:ty; $v:ident; $body:expr) => {
        #[diagnostic::do_not_recommend]
        impl<$F: $Bound> CastFrom<$src> for $dst {
            #[inline(always)]
            fn cast_from($v: $src) -> Self {
                $body
            }
        }
    };

    // Into a narrow float: once rounded, from f32 or a value rounded to odd into it.
    (@into_float bool $v:ident) => { Minifloat::from_f32(if $v { 1.0 } else { 0.0 }) };
    (@into_float int_exact $v:ident) => { Minifloat::from_f32(f32::from($v)) };
    (@into_float int_wide $v:ident) => { Minifloat::from_f32(WideInt::f32_round_to_odd($v)) };
    (@into_float half $v:ident) => { Minifloat::from_f32($v.to_f32()) };
    (@into_float f32 $v:ident) => { Minifloat::from_f32($v) };
    (@into_float f64 $v:ident) => { Minifloat::from_f64($v) };
    (@into_float weak $v:ident) => { crate::vocabulary::weak_casts::WeakInto::weak_into($v) };
    // A complex number keeps its real part, as for the other real targets.
    (@into_float $complex:ident $v:ident) => { Self::cast_from($v.re) };

    (@out_of_float bool $v:ident) => { $v.to_f32() != 0.0 };
    (@out_of_float half $v:ident) => { Self::from_f32($v.to_f32()) };
    (@out_of_float f32 $v:ident) => { $v.to_f32() };
    (@out_of_float f64 $v:ident) => { $v.to_f64() };
    (@out_of_float weak $v:ident) => { crate::vocabulary::weak_casts::WeakFrom::weak_from($v) };
    (@out_of_float complex $v:ident) => { narrow_casts!(@real_part $v) };
    (@out_of_float complex_half $v:ident) => { narrow_casts!(@real_part $v) };
    (@out_of_float complex_bf16 $v:ident) => { narrow_casts!(@real_part $v) };
    (@out_of_float $int:ident $v:ident) => { $v.to_f32() as Self };

    // Into a narrow int: the low bits, which are the same whatever `as` does with the high ones.
    (@into_int bool $v:ident) => { NarrowInt::wrapping_from(i64::from($v)) };
    (@into_int half $v:ident) => { NarrowInt::wrapping_from($v.to_f32() as i64) };
    (@into_int weak $v:ident) => { crate::vocabulary::weak_casts::WeakInto::weak_into($v) };
    (@into_int complex $v:ident) => { Self::cast_from($v.re) };
    (@into_int complex_half $v:ident) => { Self::cast_from($v.re) };
    (@into_int complex_bf16 $v:ident) => { Self::cast_from($v.re) };
    // An integer, or f32 and f64 truncated toward zero (saturating at the `i64` range).
    (@into_int $int:ident $v:ident) => { NarrowInt::wrapping_from($v as i64) };

    (@out_of_int bool $v:ident) => { $v.get() != 0 };
    // Sign-extended into a signed integer, wrapped into an unsigned one.
    (@out_of_int int_exact $v:ident) => { $v.get() as Self };
    (@out_of_int int_wide $v:ident) => { $v.get() as Self };
    (@out_of_int half $v:ident) => { Self::from_f32(f32::from($v.get())) };
    (@out_of_int weak $v:ident) => { crate::vocabulary::weak_casts::WeakFrom::weak_from($v) };
    (@out_of_int complex $v:ident) => { narrow_casts!(@real_part $v) };
    (@out_of_int complex_half $v:ident) => { narrow_casts!(@real_part $v) };
    (@out_of_int complex_bf16 $v:ident) => { narrow_casts!(@real_part $v) };
    // f32 and f64 hold every narrow int.
    (@out_of_int $float:ident $v:ident) => { Self::from($v.get()) };

    (@real_part $v:ident) => { Self::new(CastFrom::cast_from($v), Default::default()) };
}

crate::__dtypes!(narrow_casts {});
