//! The arithmetic of [`WeakInt`] elements: an array of weak ints (JAX's `i*` result, or a
//! `DynArray` of Python ints) computes as `int64`, as JAX's weak int does with 64-bit types
//! enabled. A weak int *holds* any Python int a library accepts (up to `u64::MAX`), so each
//! operation first wraps its operands into `i64`; a comparison alone is exact.

use super::math::{
    DivmodRule, ElementAbs, ElementClass, ElementFloorDiv, ElementMaxMin, ElementNeg, ElementOne,
    ElementPow, ElementRound, ElementSign,
};
use super::{ElementArith, ElementBitwise, ElementDiv, ElementOrd, ElementSub};
use crate::vocabulary::weak::WeakInt;

/// The payload wrapped into `i64` (its low 64 bits), as an `int64` array would hold it.
#[inline(always)]
fn int64(w: WeakInt) -> i64 {
    w.0 as i64
}

/// An `int64` result as a weak int.
#[inline(always)]
fn weak(v: i64) -> WeakInt {
    WeakInt(i128::from(v))
}

/// The binary methods of `$trait`, computed by `i64`'s.
macro_rules! as_int64 {
    ($($trait:ident: [$($method:ident),*];)*) => {$(
        impl $trait for WeakInt {
            $(
                #[inline(always)]
                fn $method(self, rhs: Self) -> Self { weak($trait::$method(int64(self), int64(rhs))) }
            )*
        }
    )*};
}

as_int64! {
    ElementArith: [add, mul];
    ElementSub: [sub];
    ElementDiv: [div];
    ElementBitwise: [bitand, bitor, bitxor];
    ElementPow: [pow];
    ElementMaxMin: [maximum, minimum];
}

/// The unary methods of `$trait`, computed by `i64`'s.
macro_rules! unary_as_int64 {
    ($($trait:ident: [$($method:ident),*];)*) => {$(
        impl $trait for WeakInt {
            $(
                #[inline(always)]
                fn $method(self) -> Self { weak($trait::$method(int64(self))) }
            )*
        }
    )*};
}

unary_as_int64! {
    ElementNeg: [neg];
    ElementRound: [floor, ceil, trunc, round];
    ElementSign: [sign];
}

impl ElementFloorDiv for WeakInt {
    #[inline(always)]
    fn floor_div(self, rhs: Self) -> Self {
        weak(int64(self).floor_div(int64(rhs)))
    }
    #[inline(always)]
    fn rem_floor(self, rhs: Self) -> Self {
        weak(int64(self).rem_floor(int64(rhs)))
    }
    #[inline(always)]
    fn floor_div_by(self, rhs: Self, rule: DivmodRule) -> Self {
        weak(int64(self).floor_div_by(int64(rhs), rule))
    }
    #[inline(always)]
    fn rem_floor_by(self, rhs: Self, rule: DivmodRule) -> Self {
        weak(int64(self).rem_floor_by(int64(rhs), rule))
    }
}

impl ElementOrd for WeakInt {
    /// Exact, over the whole payload: `2**64 - 1` is above `-1`.
    #[inline(always)]
    fn compare(self, rhs: Self) -> Option<core::cmp::Ordering> {
        Some(self.0.cmp(&rhs.0))
    }
}

impl ElementOne for WeakInt {
    #[inline(always)]
    fn one() -> Self {
        WeakInt(1)
    }
}

impl ElementAbs for WeakInt {
    type Magnitude = WeakInt;
    #[inline(always)]
    fn magnitude(self) -> WeakInt {
        weak(int64(self).magnitude())
    }
}

impl ElementClass for WeakInt {
    #[inline(always)]
    fn is_nan(self) -> bool {
        false
    }
    #[inline(always)]
    fn is_finite(self) -> bool {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arithmetic_wraps_as_int64() {
        let max = WeakInt(i64::MAX.into());
        assert_eq!(max.add(WeakInt(1)), WeakInt(i64::MIN.into()));
        // A payload above `i64` enters as its low 64 bits: 2**64 - 1 is -1.
        assert_eq!(WeakInt(u64::MAX.into()).add(WeakInt(1)), WeakInt(0));
        assert_eq!(WeakInt(7).floor_div(WeakInt(-2)), WeakInt(-4));
        assert_eq!(WeakInt(-3).magnitude(), WeakInt(3));
    }

    #[test]
    fn comparison_is_exact() {
        let big = WeakInt(u64::MAX.into());
        assert_eq!(big.compare(WeakInt(-1)), Some(core::cmp::Ordering::Greater));
    }
}
