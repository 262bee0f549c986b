//! Conversions between element types: [`CastFrom`], with one concrete impl per (source, target)
//! pair of the plain and weak types of the dtype list. The semantics are documented on the trait.

use crate::DType;

/// A **conversion** from `T`: exact where `Self` can hold the value, else rounded to nearest, ties
/// to even (IEEE 754, NumPy's `astype`).
///
/// Implemented for every (source, target) pair of `bool`, the eight integers, `bf16`, `f16`,
/// `f32`, `f64`, `Complex<f16>` (PyTorch's complex32), `Complex<bf16>` (bcomplex32),
/// `Complex<f32>`, `Complex<f64>` and the weak scalars, one concrete impl each, and between
/// these and the narrow types of [`narrow`](crate::narrow), generic over their format (the
/// rules, and where they differ from ml_dtypes, are in that module's docs):
/// there is no blanket impl, so another crate may add `impl CastFrom<Its> for f32` and
/// `impl CastFrom<f32> for Its`. The concrete impls between the built-in types (441 of them) are
/// left out of the rustdoc pages of the types and of this trait: this paragraph is their list.
///
/// The conversions promotion performs (upward in kind: bool, integer, float, complex):
/// - exact wherever the target holds the value: a wider integer, `f16`/`bf16` to `f32`/`f64`,
///   `f32` to `f64`, a real to a complex (imaginary part `+0`), `bool` to `0`/`1`;
/// - otherwise rounded **once** to nearest, ties to even, overflowing to ±∞ (`i64::MAX` to `f16`
///   is ∞, as in NumPy); NaN stays NaN, `-0.0` stays `-0.0`, subnormals are rounded like any
///   other value. `f16` to `bf16` and back go through `f32`, which holds both exactly.
///
/// The others exist for explicit casts (`Array::cast`) and follow Rust's `as`:
/// - float to integer rounds toward zero and saturates, NaN giving 0 (NumPy leaves an
///   out-of-range or NaN float-to-integer cast undefined: C's undefined behaviour);
///   `f16`/`bf16` go through `f32`;
/// - integer to a narrower integer wraps (keeps the low bits), as NumPy does too;
/// - anything to `bool` is `x != 0`: NaN is `true`, a complex is `true` if either part is nonzero;
/// - complex to real keeps the real part (NumPy does too, with a `ComplexWarning`).
///
/// A weak scalar converts exactly as its payload does, in both directions: [`WeakFloat`](crate::WeakFloat) as `f64`,
/// [`WeakComplex`](crate::WeakComplex) as `Complex<f64>`, [`WeakBool`](crate::WeakBool) as `bool`. A [`WeakInt`](crate::WeakInt)
/// converts as the `i64` or `u64` that holds its value (`2**64 - 1` is `u64::MAX`, and `-1` in an `i8`),
/// and is made as an `i64` is.
///
/// ```
/// use promote_core::{bf16, f16, CastFrom, WeakFloat};
/// assert_eq!(f32::cast_from(u64::MAX), 18446744073709551616.0);       // 2^64, nearest
/// assert_eq!(f16::cast_from(i64::MAX), f16::INFINITY);               // overflow
/// assert_eq!(bf16::cast_from(16_842_753_i32).to_f32(), 16_908_288.0); // 2^24+2^16+1: once, up
/// assert_eq!(f16::cast_from(WeakFloat(-0.0)).to_bits(), 0x8000);       // -0.0 stays
/// assert_eq!(i8::cast_from(f32::NAN), 0);                             // saturating, like `as`
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no conversion from `{T}`",
    label = "`CastFrom<{T}>` is not implemented for `{Self}`",
    note = "an element type converts from and into every type it promotes with: implement `CastFrom<{T}> for {Self}`"
)]
pub trait CastFrom<T>: Sized {
    /// Converts `value`.
    fn cast_from(value: T) -> Self;
}

// ---------------------------------------------------------------------------------------------
// Helpers for the targets f16 and bf16.
//
// `half` converts f32 to f16/bf16 correctly (nearest-even, with subnormals and overflow, both in
// software and with the F16C instructions). Its f64 conversions are not: the software path drops
// the low 32 bits of the f64 mantissa before deciding the rounding (so 1 + 2^-11 + 2^-40 becomes
// a "tie" and rounds down to 1.0 in f16), and the F16C path converts to f32 first (double
// rounding). And `x as f32` followed by an f32 -> bf16 conversion rounds twice: 2^24 + 2^16 + 1
// rounds to 2^24 + 2^16 in f32, a bf16 tie, then to 2^24, where the right answer is 2^24 + 2^17.
//
// The fix is rounding to odd: convert to f32 by truncation and set the last bit if anything was
// cut off. That last bit records "strictly between two f32 values", so a later round-to-nearest
// at a precision at least 2 bits lower sees ties only where the original value was a tie. f32
// has 24 significant bits against 11 (f16) and 8 (bf16), and its subnormal spacing 2^-149 is far
// below theirs (2^-24, 2^-133), so one nearest-even step from the rounded-to-odd f32 gives the
// correctly rounded result (Boldo & Melquiond, "Emulation of FMA and correctly rounded sums:
// proved algorithms using rounding to odd", IEEE Trans. Computers, 2008).
// ---------------------------------------------------------------------------------------------

/// `x` rounded to f32 toward zero, with the last bit set if the conversion was inexact.
#[inline(always)]
pub(crate) fn f32_round_to_odd(x: f64) -> f32 {
    let nearest = x as f32; // nearest-even, ±inf on overflow, NaN stays NaN
    let back = f64::from(nearest);
    if back == x || x.is_nan() {
        return nearest;
    }
    let mut bits = nearest.to_bits();
    if back.abs() > x.abs() {
        // Rounded away from zero: step back one f32 toward zero (inf steps back to f32::MAX).
        bits -= 1;
    }
    f32::from_bits(bits | 1)
}

/// `m` rounded to f32 toward zero, with the last bit set if inexact (see [`f32_round_to_odd`]).
#[inline(always)]
pub(crate) fn f32_round_to_odd_u64(m: impl Into<u64>) -> f32 {
    let m: u64 = m.into();
    let nearest = m as f32; // nearest-even; at most 2^64
    let back = nearest as u128; // an integer at most 2^64: exact in u128 (not in u64)
    if back == u128::from(m) {
        return nearest;
    }
    let mut bits = nearest.to_bits();
    if back > u128::from(m) {
        bits -= 1;
    }
    f32::from_bits(bits | 1)
}

/// `v` rounded to f32 to odd; rounding to odd is symmetric, so round the magnitude.
#[inline(always)]
pub(crate) fn f32_round_to_odd_i64(v: impl Into<i64>) -> f32 {
    let v: i64 = v.into();
    let magnitude = f32_round_to_odd_u64(v.unsigned_abs());
    if v < 0 {
        -magnitude
    } else {
        magnitude
    }
}

/// An integer `f32` does not hold exactly (class `int_wide` of the dtype list), rounded to it to
/// odd: the first step of its single rounding into a narrower float.
pub(crate) trait WideInt: Copy {
    /// `self` rounded to f32 toward zero, with the last bit set if inexact.
    fn f32_round_to_odd(self) -> f32;
}

macro_rules! wide_int {
    ($($ty:ty: $via:ident),*) => {$(
        impl WideInt for $ty {
            #[inline(always)]
            fn f32_round_to_odd(self) -> f32 {
                $via(self)
            }
        }
    )*};
}

wide_int!(u32: f32_round_to_odd_u64, u64: f32_round_to_odd_u64, i32: f32_round_to_odd_i64,
    i64: f32_round_to_odd_i64);

// ---------------------------------------------------------------------------------------------
// The impls: one per (target, source) pair of the plain and weak rows of the dtype list, the body
// chosen by the two rows' classes (`cast!`). Hidden from rustdoc: hundreds of them would fill
// every element type's page (they were a quarter of `Complex`'s); the trait's doc says which pairs
// exist.
// ---------------------------------------------------------------------------------------------

/// Every (target, source) pair of the list's concrete types.
macro_rules! casts {
    (dtypes_spec {
        standard { $($(#[$sdoc:meta])* $s:ident $scode:literal $skind:ident $srepr:ident($sty:ty) $sclass:ident [$($stable:tt)*];)* }
        narrow { $($(#[$ndoc:meta])* $n:ident $ncode:literal $nkind:ident $nrepr:ident($nty:ty) $nclass:ident [$($ntable:tt)*];)* }
    }) => {
        casts!(@targets [$($s $srepr($sty) $sclass;)* $($n $nrepr($nty) $nclass;)*]
            $($s $srepr($sty) $sclass;)* $($n $nrepr($nty) $nclass;)*);
    };
    (@targets $all:tt $($dv:ident $drepr:ident($dst:ty) $dclass:ident;)*) => {
        $(casts!(@target $dv $drepr($dst) $dclass; $all);)*
    };
    // The narrow types convert by the generic impls of `narrow/cast.rs`.
    (@target $dv:ident narrow($dst:ty) $dclass:ident; $all:tt) => {};
    (@target $dv:ident $drepr:ident($dst:ty) $dclass:ident;
        [$($sv:ident $srepr:ident($src:ty) $sclass:ident;)*]) => {
        $(casts!(@pair $dv $dst, $dclass; $sv $srepr($src) $sclass);)*
    };
    (@pair $dv:ident $dst:ty, $dclass:ident; $sv:ident narrow($src:ty) $sclass:ident) => {};
    (@pair $dv:ident $dst:ty, $dclass:ident; $sv:ident $srepr:ident($src:ty) $sclass:ident) => {
        #[doc(hidden)]
        impl CastFrom<$src> for $dst {
            #[inline(always)]
            fn cast_from(v: $src) -> Self {
                cast!($dclass <- $sclass; v; $dv $sv)
            }
        }
    };
}

/// The body of a conversion, by the target's and the source's classes (see `dtype_list.rs`), with
/// `Self` the target.
macro_rules! cast {
    // A weak scalar converts exactly as its payload, in both directions.
    (weak <- $s:ident; $v:ident; $dv:ident $sv:ident) => { crate::vocabulary::weak_casts::WeakFrom::weak_from($v) };
    ($d:ident <- weak; $v:ident; $dv:ident $sv:ident) => { crate::vocabulary::weak_casts::WeakInto::weak_into($v) };
    // Complex to real keeps the real part (NumPy does, with a ComplexWarning), except to bool,
    // which asks whether the number is nonzero, either part.
    (bool <- complex; $v:ident; $dv:ident $sv:ident) => { $v.re != 0.0 || $v.im != 0.0 };
    (bool <- complex_half; $v:ident; $dv:ident $sv:ident) => { cast!(@bool_half $v) };
    (bool <- complex_bf16; $v:ident; $dv:ident $sv:ident) => { cast!(@bool_half $v) };
    (@bool_half $v:ident) => { $v.re.to_f32() != 0.0 || $v.im.to_f32() != 0.0 };
    (complex <- $s:ident; $v:ident; $dv:ident $sv:ident) => { cast!(@complex $s; $v) };
    (complex_half <- $s:ident; $v:ident; $dv:ident $sv:ident) => { cast!(@complex $s; $v) };
    (complex_bf16 <- $s:ident; $v:ident; $dv:ident $sv:ident) => { cast!(@complex $s; $v) };
    ($d:ident <- complex; $v:ident; $dv:ident $sv:ident) => { Self::cast_from($v.re) };
    ($d:ident <- complex_half; $v:ident; $dv:ident $sv:ident) => { Self::cast_from($v.re) };
    ($d:ident <- complex_bf16; $v:ident; $dv:ident $sv:ident) => { Self::cast_from($v.re) };
    // To bool: nonzero is true (NaN too, since NaN != 0).
    (bool <- bool; $v:ident; $dv:ident $sv:ident) => { $v };
    (bool <- half; $v:ident; $dv:ident $sv:ident) => { $v.to_f32() != 0.0 };
    (bool <- f32; $v:ident; $dv:ident $sv:ident) => { $v != 0.0 };
    (bool <- f64; $v:ident; $dv:ident $sv:ident) => { $v != 0.0 };
    (bool <- $s:ident; $v:ident; $dv:ident $sv:ident) => { $v != 0 };
    // To f16 / bf16: a single rounding from f32 (see the helpers above for why not from `as f32`).
    (half <- $s:ident; $v:ident; $dv:ident $sv:ident) => { cast!(@half $s; $v; $dv $sv) };
    // To an integer, f32 or f64: `as` widens exactly, wraps when narrowing, rounds an integer or
    // f64 to nearest-even into a float, and saturates from a float (NaN to 0); f16 and bf16 widen
    // exactly to f32 first.
    ($d:ident <- half; $v:ident; $dv:ident $sv:ident) => { $v.to_f32() as Self };
    (f32 <- bool; $v:ident; $dv:ident $sv:ident) => { u8::from($v) as Self };
    (f64 <- bool; $v:ident; $dv:ident $sv:ident) => { u8::from($v) as Self };
    ($d:ident <- $s:ident; $v:ident; $dv:ident $sv:ident) => { $v as Self };

    // A real becomes the real part, converted as above; the imaginary part is +0. Complex to
    // complex: part by part (PyTorch's complex32 is a pair of f16, bcomplex32 of bf16).
    (@complex complex; $v:ident) => { cast!(@parts $v) };
    (@complex complex_half; $v:ident) => { cast!(@parts $v) };
    (@complex complex_bf16; $v:ident) => { cast!(@parts $v) };
    (@complex $s:ident; $v:ident) => { Self::new(CastFrom::cast_from($v), Default::default()) };
    (@parts $v:ident) => { Self::new(CastFrom::cast_from($v.re), CastFrom::cast_from($v.im)) };

    (@half bool; $v:ident; $dv:ident $sv:ident) => { if $v { Self::ONE } else { Self::ZERO } };
    // These integers and f32 are exact in f32: one rounding.
    (@half int_exact; $v:ident; $dv:ident $sv:ident) => { Self::from_f32(f32::from($v)) };
    (@half f32; $v:ident; $dv:ident $sv:ident) => { Self::from_f32($v) };
    // These may not fit in f32: round to odd first, so the value is rounded only once.
    (@half int_wide; $v:ident; $dv:ident $sv:ident) => { Self::from_f32(WideInt::f32_round_to_odd($v)) };
    (@half f64; $v:ident; $dv:ident $sv:ident) => { Self::from_f32(f32_round_to_odd($v)) };
    // f16 and bf16 are both exact in f32, so going through it rounds once; a type into itself
    // keeps its bits (NaN payloads too).
    (@half half; $v:ident; $dv:ident $sv:ident) => {
        if const { DType::$dv.same(DType::$sv) } {
            Self::from_bits($v.to_bits())
        } else {
            Self::from_f32($v.to_f32())
        }
    };
}

crate::__dtypes!(casts {});

/// `u128` into `f64`, rounded to nearest as `as` does. It exists for the diagnostics of
/// [`ZeroDim`](crate::ZeroDim): the result type of the hidden impls that keep a 0-d operand's
/// integer-literal partner ambiguous until rustc settles the literal's type (see
/// `rules/families/operators.rs`).
#[diagnostic::do_not_recommend]
impl CastFrom<u128> for f64 {
    #[inline(always)]
    fn cast_from(value: u128) -> Self {
        value as f64
    }
}

/// A 0-d `u128` into `f64`: the hidden impls with a `ZeroDim<u128>` operand need it (see above).
#[diagnostic::do_not_recommend]
impl CastFrom<crate::ZeroDim<u128>> for f64 {
    #[inline(always)]
    fn cast_from(value: crate::ZeroDim<u128>) -> Self {
        value.0 as f64
    }
}
