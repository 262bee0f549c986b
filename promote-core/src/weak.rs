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

use num_complex::Complex;

/// A weak bool (`b*`): a Python `bool` scalar.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct WeakBool(pub bool);

/// A weak integer (`i*`): a Python `int`, held as `i64` (JAX's weak int with 64-bit types enabled).
///
/// It converts into the promoted type as [`CastFrom`](crate::CastFrom) does, which for a narrower
/// integer keeps the low bits: `Array<u8, _> + weak(300)` adds 44, as PyTorch does. NumPy 2 and JAX
/// raise `OverflowError` for a Python int out of the array's range instead; check the value first
/// where that matters.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct WeakInt(pub i64);

/// A weak float (`f*`): a Python `float`, held as `f64`.
#[derive(Clone, Copy, Debug, Default, PartialEq, PartialOrd)]
pub struct WeakFloat(pub f64);

/// A weak complex (`c*`): a Python `complex`, held as `Complex<f64>`.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct WeakComplex(pub Complex<f64>);

/// A Rust literal that has a weak counterpart: `bool`, `i64` (integer literals), `f64`, `Complex<f64>`.
pub trait IntoWeak {
    /// The weak scalar type.
    type Weak;
    /// Wraps the value.
    fn into_weak(self) -> Self::Weak;
}

/// Makes a weak scalar from a literal: `weak(2)` is `i*`, `weak(2.5)` is `f*`, `weak(true)` is `b*`.
///
/// ```
/// use promote_core::{weak, WeakFloat, WeakInt};
/// assert_eq!(weak(2), WeakInt(2));
/// assert_eq!(weak(2.5), WeakFloat(2.5));
/// ```
pub fn weak<T: IntoWeak>(value: T) -> T::Weak {
    value.into_weak()
}

macro_rules! into_weak {
    ($($from:ty => $weak:ident),* $(,)?) => {$(
        impl IntoWeak for $from {
            type Weak = $weak;
            #[inline]
            fn into_weak(self) -> $weak {
                $weak(self)
            }
        }
        impl From<$from> for $weak {
            #[inline]
            fn from(value: $from) -> Self {
                $weak(value)
            }
        }
    )*};
}

into_weak!(bool => WeakBool, i64 => WeakInt, f64 => WeakFloat, Complex<f64> => WeakComplex);
