//! How a weak scalar converts, into and out of the element types: as its payload does
//! ([`CastFrom`]'s rule), the payload of a [`WeakInt`] being wider than any element.
//!
//! A weak int holds any Python int a library accepts, `u64::MAX` too, so it converts as the `i64`
//! or `u64` that holds it: an integer target keeps the low bits either way, a float rounds the
//! value once. A payload outside both (only an `i128` can make one) converts as its low 64 bits
//! into an integer and as the nearest `f64` into a float: NumPy reads such a Python int with
//! `PyLong_AsDouble` for a float operation, and every library refuses it for an integer one.

use num_complex::Complex;

use crate::vocabulary::weak::{WeakBool, WeakComplex, WeakFloat, WeakInt};
use crate::{CastFrom, Element, Kind};

/// A weak scalar into `T`, as its payload converts.
pub(crate) trait WeakInto<T> {
    /// The conversion.
    fn weak_into(self) -> T;
}

impl<T: CastFrom<bool>> WeakInto<T> for WeakBool {
    #[inline(always)]
    fn weak_into(self) -> T {
        T::cast_from(self.0)
    }
}

impl<T: CastFrom<f64>> WeakInto<T> for WeakFloat {
    #[inline(always)]
    fn weak_into(self) -> T {
        T::cast_from(self.0)
    }
}

impl<T: CastFrom<Complex<f64>>> WeakInto<T> for WeakComplex {
    #[inline(always)]
    fn weak_into(self) -> T {
        T::cast_from(self.0)
    }
}

impl<T: Element + CastFrom<i64> + CastFrom<u64> + CastFrom<f64>> WeakInto<T> for WeakInt {
    #[inline(always)]
    fn weak_into(self) -> T {
        if let Ok(v) = i64::try_from(self.0) {
            T::cast_from(v)
        } else if let Ok(v) = u64::try_from(self.0) {
            T::cast_from(v)
        } else {
            wide_into(self.0)
        }
    }
}

/// A payload outside `i64` and `u64` into `T`, out of line: no library computes with one.
#[cold]
#[inline(never)]
fn wide_into<T: Element + CastFrom<i64> + CastFrom<f64>>(v: i128) -> T {
    match T::DTYPE.kind() {
        Kind::Float | Kind::Complex => T::cast_from(v as f64),
        // Nonzero, whatever its low bits.
        Kind::Bool => T::cast_from(1i64),
        _ => T::cast_from(v as i64),
    }
}

/// A weak scalar made from `S`, as its payload is made: a weak int as an `i64` (an array of weak
/// ints computes as `int64`).
pub(crate) trait WeakFrom<S> {
    /// The conversion.
    fn weak_from(value: S) -> Self;
}

impl<S> WeakFrom<S> for WeakBool
where
    bool: CastFrom<S>,
{
    #[inline(always)]
    fn weak_from(value: S) -> Self {
        WeakBool(bool::cast_from(value))
    }
}

impl<S> WeakFrom<S> for WeakInt
where
    i64: CastFrom<S>,
{
    #[inline(always)]
    fn weak_from(value: S) -> Self {
        WeakInt(i64::cast_from(value).into())
    }
}

impl<S> WeakFrom<S> for WeakFloat
where
    f64: CastFrom<S>,
{
    #[inline(always)]
    fn weak_from(value: S) -> Self {
        WeakFloat(f64::cast_from(value))
    }
}

impl<S> WeakFrom<S> for WeakComplex
where
    Complex<f64>: CastFrom<S>,
{
    #[inline(always)]
    fn weak_from(value: S) -> Self {
        WeakComplex(Complex::<f64>::cast_from(value))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use half::f16;

    #[test]
    fn a_weak_int_beyond_i64_converts_by_its_value() {
        let top = WeakInt(u64::MAX.into());
        assert_eq!(WeakInto::<u64>::weak_into(top), u64::MAX);
        assert_eq!(WeakInto::<i8>::weak_into(top), -1);
        assert_eq!(WeakInto::<f32>::weak_into(top), 18446744073709551616.0);
        assert_eq!(WeakInto::<f16>::weak_into(top), f16::INFINITY);
        let below = WeakInt(i128::from(i64::MIN) - 1);
        assert_eq!(WeakInto::<f64>::weak_into(below), -9223372036854775808.0);
        assert_eq!(WeakInto::<i64>::weak_into(below), i64::MAX);
        assert!(WeakInto::<bool>::weak_into(WeakInt(1 << 64)));
    }
}
