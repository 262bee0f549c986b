//! The capabilities of the weak scalars: those of their payloads.

use num_complex::Complex;

use super::*;
use crate::vocabulary::weak::{WeakBool, WeakComplex, WeakFloat, WeakInt};

// --- weak scalars: as their payloads -----------------------------------------------------------

macro_rules! weak_payload {
    ($trait:ident for $($weak:ident),*: $methods:tt) => {$(
        weak_payload!(@impl $trait $weak $methods);
    )*};
    (@impl $trait:ident $weak:ident [$($method:ident),*]) => {
        impl $trait for $weak {
            $(
                #[inline(always)]
                fn $method(self, rhs: Self) -> Self { $weak($trait::$method(self.0, rhs.0)) }
            )*
        }
    };
}

weak_payload!(ElementFloorDiv for WeakInt, WeakFloat: [floor_div, rem_floor]);
weak_payload!(ElementPow for WeakBool, WeakInt, WeakFloat, WeakComplex: [pow]);
weak_payload!(ElementMaxMin for WeakBool, WeakInt, WeakFloat, WeakComplex: [maximum, minimum]);
weak_payload!(ElementReal for WeakFloat: [atan2, hypot]);

macro_rules! weak_unary {
    ($trait:ident for $($weak:ident),*: $methods:tt) => {$(
        weak_unary!(@impl $trait $weak $methods);
    )*};
    (@impl $trait:ident $weak:ident [$($method:ident),*]) => {
        impl $trait for $weak {
            $(
                #[inline(always)]
                fn $method(self) -> Self { $weak($trait::$method(self.0)) }
            )*
        }
    };
}

weak_unary!(ElementFloat for WeakFloat, WeakComplex: [sqrt, exp, ln, sin, cos, tan, tanh]);
weak_unary!(ElementNeg for WeakInt, WeakFloat, WeakComplex: [neg]);
weak_unary!(ElementRound for WeakBool, WeakInt, WeakFloat, WeakComplex: [floor, ceil, trunc, round]);
weak_unary!(ElementSign for WeakBool, WeakInt, WeakFloat, WeakComplex: [sign]);

macro_rules! weak_rest {
    ($($weak:ident($payload:ty) => $mag:ident),*) => {$(
        impl ElementOne for $weak {
            #[inline(always)]
            fn one() -> Self { $weak(<$payload as ElementOne>::one()) }
        }
        impl ElementAbs for $weak {
            type Magnitude = $mag;
            #[inline(always)]
            fn magnitude(self) -> $mag { $mag(self.0.magnitude()) }
        }
        impl ElementClass for $weak {
            #[inline(always)]
            fn is_nan(self) -> bool { self.0.is_nan() }
            #[inline(always)]
            fn is_finite(self) -> bool { self.0.is_finite() }
        }
    )*};
}

weak_rest!(WeakBool(bool) => WeakBool, WeakInt(i64) => WeakInt, WeakFloat(f64) => WeakFloat,
    WeakComplex(Complex<f64>) => WeakFloat);
