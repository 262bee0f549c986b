//! Conversions between element types: [`CastFrom`], with one concrete impl per (source, target)
//! pair of the 20 element types. The semantics are documented on the trait.

use half::{bf16, f16};
use num_complex::Complex;

use crate::vocabulary::weak::{WeakBool, WeakComplex, WeakFloat, WeakInt};

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
/// A weak scalar converts exactly as its payload does, in both directions: [`WeakInt`] as `i64`,
/// [`WeakFloat`] as `f64`, [`WeakComplex`] as `Complex<f64>`, [`WeakBool`] as `bool`.
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

// ---------------------------------------------------------------------------------------------
// The impls. `cast!([targets] <- [sources] |v| body)` writes one impl per (target, source) pair,
// with `Self` standing for the target in `body`.
// ---------------------------------------------------------------------------------------------

macro_rules! cast {
    ([$($dst:ty),+ $(,)?] <- $srcs:tt |$v:ident| $body:expr) => {
        $( cast!(@row $dst; $srcs; $v; $body); )+
    };
    (@row $dst:ty; [$($src:ty),+ $(,)?]; $v:ident; $body:expr) => {$(
        // Hidden from rustdoc: hundreds of them would fill every element type's page (they were
        // a quarter of `Complex`'s); the trait's doc says which pairs exist.
        #[doc(hidden)]
        impl CastFrom<$src> for $dst {
            #[inline(always)]
            fn cast_from($v: $src) -> Self {
                $body
            }
        }
    )+};
}

// --- real to real ------------------------------------------------------------------------------

// To an integer: `as` widens exactly, wraps when narrowing, and saturates from a float (NaN to 0).
cast!([u8, u16, u32, u64, i8, i16, i32, i64]
    <- [bool, u8, u16, u32, u64, i8, i16, i32, i64, f32, f64] |v| v as Self);
// f16 and bf16 widen exactly to f32 first, then saturate like an f32.
cast!([u8, u16, u32, u64, i8, i16, i32, i64] <- [f16, bf16] |v| v.to_f32() as Self);

// To f32 / f64: Rust's `as` from an integer or f64 rounds to nearest-even (exact when it fits,
// and f32 to f64 is always exact).
cast!([f32, f64] <- [u8, u16, u32, u64, i8, i16, i32, i64, f32, f64] |v| v as Self);
cast!([f32, f64] <- [bool] |v| u8::from(v) as Self);
// f16 and bf16 are exact in f32, and f32 is exact in f64.
cast!([f32, f64] <- [f16, bf16] |v| v.to_f32() as Self);

// To bool: nonzero is true (NaN too, since NaN != 0).
cast!([bool] <- [bool] |v| v);
cast!([bool] <- [u8, u16, u32, u64, i8, i16, i32, i64] |v| v != 0);
cast!([bool] <- [f32, f64] |v| v != 0.0);
cast!([bool] <- [f16, bf16] |v| v.to_f32() != 0.0);

// To f16 / bf16: a single rounding from f32 (see the helpers above for why not from `as f32`).
cast!([f16, bf16] <- [bool] |v| if v { Self::ONE } else { Self::ZERO });
// These integers and f32 are exact in f32: one rounding.
cast!([f16, bf16] <- [u8, u16, i8, i16] |v| Self::from_f32(f32::from(v)));
cast!([f16, bf16] <- [f32] |v| Self::from_f32(v));
// These may not fit in f32: round to odd first, so the value is rounded only once.
cast!([f16, bf16] <- [u32, u64] |v| Self::from_f32(f32_round_to_odd_u64(v)));
cast!([f16, bf16] <- [i32, i64] |v| Self::from_f32(f32_round_to_odd_i64(v)));
cast!([f16, bf16] <- [f64] |v| Self::from_f32(f32_round_to_odd(v)));
// f16 and bf16 are both exact in f32, so going through it rounds once.
cast!([f16] <- [bf16] |v| Self::from_f32(v.to_f32()));
cast!([bf16] <- [f16] |v| Self::from_f32(v.to_f32()));
cast!([f16] <- [f16] |v| v);
cast!([bf16] <- [bf16] |v| v);

// --- complex -----------------------------------------------------------------------------------

// A real becomes the real part, converted as above; the imaginary part is +0.
cast!([Complex<f32>, Complex<f64>]
    <- [bool, u8, u16, u32, u64, i8, i16, i32, i64, bf16, f16, f32, f64]
    |v| Self::new(CastFrom::cast_from(v), 0.0));
cast!([Complex<f16>]
    <- [bool, u8, u16, u32, u64, i8, i16, i32, i64, bf16, f16, f32, f64]
    |v| Self::new(CastFrom::cast_from(v), f16::ZERO));
cast!([Complex<bf16>]
    <- [bool, u8, u16, u32, u64, i8, i16, i32, i64, bf16, f16, f32, f64]
    |v| Self::new(CastFrom::cast_from(v), bf16::ZERO));
// Complex to complex: part by part (PyTorch's complex32 is a pair of f16, bcomplex32 of bf16).
cast!([Complex<f16>, Complex<bf16>, Complex<f32>, Complex<f64>]
    <- [Complex<f16>, Complex<bf16>, Complex<f32>, Complex<f64>]
    |v| Self::new(CastFrom::cast_from(v.re), CastFrom::cast_from(v.im)));
// Complex to real keeps the real part (NumPy does, with a ComplexWarning)...
cast!([u8, u16, u32, u64, i8, i16, i32, i64, bf16, f16, f32, f64]
    <- [Complex<f16>, Complex<bf16>, Complex<f32>, Complex<f64>]
    |v| Self::cast_from(v.re));
// ...except to bool, which asks whether the number is nonzero, either part.
cast!([bool] <- [Complex<f32>, Complex<f64>] |v| v.re != 0.0 || v.im != 0.0);
cast!([bool] <- [Complex<f16>, Complex<bf16>] |v| v.re.to_f32() != 0.0 || v.im.to_f32() != 0.0);

// --- weak scalars: exactly as their payloads ----------------------------------------------------

macro_rules! weak_target {
    ($($weak:ident),+) => {$(
        cast!([$weak] <- [bool, u8, u16, u32, u64, i8, i16, i32, i64, bf16, f16, f32, f64,
            Complex<f16>, Complex<bf16>, Complex<f32>, Complex<f64>, WeakBool, WeakInt, WeakFloat,
            WeakComplex]
            |v| $weak(CastFrom::cast_from(v)));
    )+};
}
weak_target!(WeakBool, WeakInt, WeakFloat, WeakComplex);

cast!([bool, u8, u16, u32, u64, i8, i16, i32, i64, bf16, f16, f32, f64, Complex<f16>, Complex<bf16>,
    Complex<f32>, Complex<f64>] <- [WeakBool, WeakInt, WeakFloat, WeakComplex] |v| Self::cast_from(v.0));
