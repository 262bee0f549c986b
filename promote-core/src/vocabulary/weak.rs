//! Weak scalars: Python-style numbers that take the precision of what they meet.
//!
//! In JAX, NumPy 2 and PyTorch, `x + 2` keeps the dtype of the array `x`: the literal `2` is *weak*.
//! These wrappers carry that meaning into Rust's types. Under [`Jax`](crate::policies::Jax) a weak
//! type can also be a *result* (`u64 ⊔ i8 = f*`): an array of weak floats, which stays weak until it
//! meets a strong type.
//!
//! ```
//! use promote_core::{weak, Array, policies::Jax};
//! let x: Array<i16, Jax> = Array::from_vec(vec![1, 2, 3]);
//! let y: Array<i16, Jax> = x + weak(2);          // a weak int keeps i16
//! assert_eq!(y.as_slice(), &[3, 4, 5]);
//! ```

use half::{bf16, f16};
use num_complex::Complex;

/// A weak bool (`b*`): a Python `bool` scalar.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct WeakBool(pub bool);

/// A weak integer (`i*`): a Python `int`, held as `i128`, so that it holds every Python int a
/// library accepts (`u64::MAX` against a `uint64` array in NumPy 2 and PyTorch) and many it
/// refuses.
///
/// It converts into the promoted type as [`CastFrom`](crate::CastFrom) does, which for a narrower
/// integer keeps the low bits: `Array<u8, Torch> + weak(300)` adds 44, as PyTorch and JAX do.
/// What a Python int outside the dtype an operation computes in does is the policy's
/// [`Values`](crate::values::Values): under NumPy it is refused (NumPy 2's `OverflowError`) and a
/// comparison with it is exact (`Array<i8, NumPy>` `.less(weak(300))` is all `true`); JAX refuses
/// one outside its weak int (`int64`, or `int32` with 64-bit types off), PyTorch one outside
/// `int64` and `uint64`.
///
/// An array of weak ints (JAX's `i*` result) computes as `int64`: each operation wraps its
/// operands into `i64` first, as JAX's weak int is an `int64`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct WeakInt(pub i128);

/// A weak float (`f*`): a Python `float`, held as `f64`.
#[derive(Clone, Copy, Debug, Default, PartialEq, PartialOrd)]
pub struct WeakFloat(pub f64);

/// A weak complex (`c*`): a Python `complex`, held as `Complex<f64>`.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct WeakComplex(pub Complex<f64>);

/// Prints the payload (`2`, `2.5`, `1+2i`, `true`), so that an array of weak scalars prints as an
/// array of numbers.
macro_rules! display_payload {
    ($($weak:ident),*) => {$(
        impl core::fmt::Display for $weak {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                core::fmt::Display::fmt(&self.0, f)
            }
        }
    )*};
}

display_payload!(WeakBool, WeakInt, WeakFloat, WeakComplex);

/// A Rust number or `bool` that converts into the weak scalar `W`, for [`weak`].
///
/// Every primitive number is accepted, whatever its width, as a Python number is whatever its
/// value: a weak scalar takes its type from what it meets, never from the Rust type it was made
/// from.
///
/// | from | `W` | how |
/// | --- | --- | --- |
/// | `i8 i16 i32 i64 isize u8 u16 u32 u64 usize i128` | [`WeakInt`] | exactly |
/// | `f16 bf16 f32 f64` | [`WeakFloat`] | exactly (`f64` holds each) |
/// | `Complex<f16>`, `Complex<bf16>`, `Complex<f32>`, `Complex<f64>` | [`WeakComplex`] | exactly |
/// | `bool` | [`WeakBool`] | exactly |
///
/// A weak int holds an `i128`, so [`weak`] never fails: whether a library accepts the Python int
/// is decided by the operation, against the dtype it computes in (NumPy 2 takes `2**64 - 1`
/// against a `uint64` array and raises `OverflowError` against an `int64` one; see
/// [`Values`](crate::values::Values)). A `u128` has no `IntoWeak`, as it may exceed `i128`:
/// `WeakInt::try_from(x)` converts one, or returns the error.
///
/// The weak type is a parameter of the trait, not an associated type, and each kind has one
/// generic impl, so that the kind of an unsuffixed literal decides it before its Rust type is
/// known: `(x + weak(2)).as_slice()` compiles, with `2` an `i32` in the end, and so does
/// `(x + weak(2.5)).as_slice()` though both `f32` and `f64` are accepted.
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no weak counterpart: `weak` takes a Rust number or `bool`",
    label = "`weak` cannot take a `{Self}`",
    note = "`weak` accepts every primitive integer (a `WeakInt`), `f16`, `bf16`, `f32` and `f64` (a `WeakFloat`), `Complex` of those floats (a `WeakComplex`), and `bool` (a `WeakBool`)"
)]
pub trait IntoWeak<W> {
    /// Wraps the value, exactly.
    fn into_weak(self) -> W;
}

/// Makes a weak scalar from a number: `weak(2)` is `i*`, `weak(2.5)` is `f*`, `weak(true)` is `b*`.
///
/// Any primitive number will do, so a value from elsewhere in a program needs no conversion first:
/// `weak(v.len())`, `weak(x_f32)`. Only the number's kind matters (see [`IntoWeak`]): a weak scalar
/// takes the precision of what it meets.
///
/// ```
/// use promote_core::{policies::Jax, weak, Array, Complex, WeakComplex, WeakFloat, WeakInt};
/// assert_eq!(weak(2), WeakInt(2));
/// assert_eq!(weak(2.5), WeakFloat(2.5));
/// assert_eq!(weak(0.5f32), WeakFloat(0.5));
/// assert_eq!(weak(200u8), WeakInt(200));
/// assert_eq!(weak(Complex::new(1.0f32, -1.0)), WeakComplex(Complex::new(1.0, -1.0)));
///
/// let v = vec![3.0f32, 6.0];
/// let x: Array<f32, Jax> = Array::from_vec(v.clone());
/// assert_eq!((&x / weak(v.len())).as_slice(), &[1.5, 3.0]); // a weak int keeps f32
/// ```
///
/// An unsuffixed integer literal is an `i32`, as everywhere in Rust, so one outside `i32` needs a
/// suffix: `weak(5_000_000_000_i64)`, `weak(u64::MAX)`. Whether a library accepts such an int is
/// decided where it meets an array:
///
/// ```
/// use promote_core::{policies::NumPy, weak, Array};
/// let u: Array<u64, NumPy> = Array::from_vec(vec![0, 1]);
/// assert_eq!((&u + weak(u64::MAX)).as_slice(), &[u64::MAX, 0]); // NumPy 2: valid, wraps
/// let i: Array<i64, NumPy> = Array::from_vec(vec![0, 1]);
/// assert!(i.checked_add(weak(u64::MAX)).is_err()); // NumPy 2: OverflowError
/// ```
#[inline]
pub fn weak<W, T: IntoWeak<W>>(value: T) -> W {
    value.into_weak()
}

/// The sources of each weak kind: one trait per kind, so that each kind has one generic
/// [`IntoWeak`] impl (see there why). Sealed: the list is the primitives.
mod source {
    use super::{WeakFloat, WeakInt};

    /// A primitive integer that `i128` holds.
    pub trait Int: Copy {
        /// The value as a weak int, exactly.
        fn weak_int(self) -> WeakInt;
    }

    /// A primitive float.
    pub trait Float: Copy {
        /// The value as a weak float, exactly.
        fn weak_float(self) -> WeakFloat;
    }
}

#[diagnostic::do_not_recommend]
impl<T: source::Int> IntoWeak<WeakInt> for T {
    #[inline]
    fn into_weak(self) -> WeakInt {
        self.weak_int()
    }
}

#[diagnostic::do_not_recommend]
impl<T: source::Float> IntoWeak<WeakFloat> for T {
    #[inline]
    fn into_weak(self) -> WeakFloat {
        self.weak_float()
    }
}

#[diagnostic::do_not_recommend]
impl<T: source::Float> IntoWeak<WeakComplex> for Complex<T> {
    #[inline]
    fn into_weak(self) -> WeakComplex {
        WeakComplex(Complex::new(self.re.weak_float().0, self.im.weak_float().0))
    }
}

#[diagnostic::do_not_recommend]
impl IntoWeak<WeakBool> for bool {
    #[inline]
    fn into_weak(self) -> WeakBool {
        WeakBool(self)
    }
}

impl From<bool> for WeakBool {
    #[inline]
    fn from(value: bool) -> Self {
        WeakBool(value)
    }
}

/// The exact conversions, through the payload's `From`.
macro_rules! exact {
    ($($weak:ident($payload:ty) by $method:ident: $trait:ident <- [$($from:ty),*];)*) => {$($(
        impl source::$trait for $from {
            #[inline]
            fn $method(self) -> $weak {
                $weak(<$payload>::from(self))
            }
        }
        impl From<$from> for $weak {
            #[inline]
            fn from(value: $from) -> Self {
                $weak(<$payload>::from(value))
            }
        }
    )*)*};
}

exact! {
    WeakInt(i128) by weak_int: Int <- [i8, i16, i32, i64, i128, u8, u16, u32, u64];
    WeakFloat(f64) by weak_float: Float <- [f16, bf16, f32, f64];
}

macro_rules! exact_complex {
    ($($part:ty),*) => {$(
        impl From<Complex<$part>> for WeakComplex {
            #[inline]
            fn from(value: Complex<$part>) -> Self {
                value.into_weak()
            }
        }
    )*};
}

exact_complex!(f16, bf16, f32, f64);

// `isize` and `usize` are at most 64 bits wide on every target Rust supports; this stops the
// build elsewhere rather than let `as` drop bits there.
const _: () = assert!(core::mem::size_of::<usize>() <= core::mem::size_of::<u64>());

/// The pointer-sized integers, through the 64-bit ones that hold them (asserted above).
macro_rules! pointer_sized {
    ($($from:ty as $via:ty),*) => {$(
        impl source::Int for $from {
            #[inline]
            fn weak_int(self) -> WeakInt {
                WeakInt::from(self)
            }
        }
        impl From<$from> for WeakInt {
            #[inline]
            fn from(value: $from) -> Self {
                // Lossless: the pointer-sized integers fit in 64 bits (asserted above).
                WeakInt((value as $via).into())
            }
        }
    )*};
}

pointer_sized!(isize as i64, usize as u64);

/// Exactly, or an error for a value above `i128::MAX`: a `u128` has no [`IntoWeak`].
impl TryFrom<u128> for WeakInt {
    type Error = core::num::TryFromIntError;
    #[inline]
    fn try_from(value: u128) -> Result<Self, Self::Error> {
        i128::try_from(value).map(WeakInt)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use half::{bf16, f16};

    #[test]
    fn every_integer_is_a_weak_int() {
        assert_eq!(weak(-128i8), WeakInt(-128));
        assert_eq!(weak(-32_768i16), WeakInt(-32_768));
        assert_eq!(weak(i32::MIN), WeakInt(i32::MIN.into()));
        assert_eq!(weak(i64::MIN), WeakInt(i64::MIN.into()));
        assert_eq!(weak(-7isize), WeakInt(-7));
        assert_eq!(weak(u8::MAX), WeakInt(255));
        assert_eq!(weak(u16::MAX), WeakInt(65_535));
        assert_eq!(weak(u32::MAX), WeakInt(4_294_967_295));
        // The wide ones, beyond `i64`: every Python int NumPy and PyTorch accept.
        assert_eq!(weak(u64::MAX), WeakInt(18_446_744_073_709_551_615));
        assert_eq!(weak(usize::MAX), WeakInt(usize::MAX as i128));
        assert_eq!(
            weak(i128::from(i64::MIN) - 1),
            WeakInt(-9_223_372_036_854_775_809)
        );
        assert_eq!(weak(i128::MIN), WeakInt(i128::MIN));
        let v = [0u8; 5];
        assert_eq!(weak(v.len()), WeakInt(5));
        // An unsuffixed literal is an `i32`, and still an `i*`.
        assert_eq!(weak(2), WeakInt(2));
    }

    #[test]
    fn a_u128_above_i128_is_an_error_with_try_from() {
        assert!(WeakInt::try_from(u128::MAX).is_err());
        assert_eq!(
            WeakInt::try_from(u128::from(u64::MAX)),
            Ok(WeakInt(u64::MAX.into()))
        );
    }

    #[test]
    fn every_float_is_a_weak_float_exactly() {
        assert_eq!(weak(0.1f32), WeakFloat(f64::from(0.1f32)));
        assert_eq!(weak(0.1), WeakFloat(0.1));
        assert_eq!(
            weak(f16::from_f32(0.1)),
            WeakFloat(f16::from_f32(0.1).to_f64())
        );
        assert_eq!(weak(bf16::MAX), WeakFloat(bf16::MAX.to_f64()));
        assert_eq!(weak(f32::INFINITY), WeakFloat(f64::INFINITY));
        assert!(weak(f32::NAN).0.is_nan());
        // The sign of zero survives.
        assert!(weak(-0.0f32).0.is_sign_negative());
    }

    #[test]
    fn every_complex_is_a_weak_complex_exactly() {
        let c = Complex::new(0.1f32, -2.5);
        assert_eq!(weak(c), WeakComplex(Complex::new(f64::from(0.1f32), -2.5)));
        assert_eq!(
            weak(Complex::new(1.5, 2.0)),
            WeakComplex(Complex::new(1.5, 2.0))
        );
        let h = Complex::new(f16::from_f32(0.1), f16::ONE);
        assert_eq!(
            weak(h),
            WeakComplex(Complex::new(f16::from_f32(0.1).to_f64(), 1.0))
        );
        let b = Complex::new(bf16::ONE, bf16::NEG_ONE);
        assert_eq!(weak(b), WeakComplex(Complex::new(1.0, -1.0)));
    }

    #[test]
    fn bool_is_a_weak_bool() {
        assert_eq!(weak(true), WeakBool(true));
        assert_eq!(WeakBool::from(false), WeakBool(false));
    }

    /// The kind of an unsuffixed literal picks the weak type at once, so a method can be called on
    /// the result of an operator with it, before the literal's Rust type is settled.
    #[cfg(all(feature = "alloc", feature = "jax", feature = "paddle"))]
    #[test]
    fn a_literal_is_typed_by_its_kind_at_once() {
        use crate::{policies::Jax, Array, DType};
        let x: Array<i16, Jax> = Array::from_vec(alloc::vec![1, 2]);
        assert_eq!((&x + weak(2)).as_slice(), &[3, 4]);
        assert_eq!((&x * weak(0.5)).dtype(), DType::WeakFloat); // i16 ⊔ f* = f* in JAX
        assert_eq!(
            (&x * weak(Complex::new(0.0, 1.0))).dtype(),
            DType::WeakComplex
        );
        let p = x.with_policy::<crate::policies::Paddle>(); // Paddle has a Python-bool code
        assert_eq!((&p + weak(true)).as_slice(), &[2, 3]);
    }

    #[test]
    fn from_agrees_with_weak() {
        assert_eq!(WeakInt::from(-3i8), weak(-3i8));
        assert_eq!(WeakInt::from(7u32), weak(7u32));
        assert_eq!(WeakFloat::from(1.5f32), weak(1.5f32));
        assert_eq!(
            WeakComplex::from(Complex::new(1.0f32, 0.0)),
            weak(Complex::new(1.0f32, 0.0))
        );
    }
}
