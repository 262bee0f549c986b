//! Element types: what an array can hold ([`Element`], also at the crate root), and the
//! arithmetic of one element, as bounds for generic code: [`ElementArith`] (`+ *`),
//! [`ElementSub`], [`ElementDiv`], [`ElementOrd`], [`ElementBitwise`], and the math of the
//! unary families ([`ElementFloat`], [`ElementAbs`], [`ElementRound`], …). The policies' type
//! operators name the result; these traits compute it.
//!
//! ```
//! use promote_core::element::ElementArith;
//! use promote_core::{policies::Jax, Promote, Promoted};
//!
//! fn twice_plus<A: Promote<X, Jax, Output: ElementArith>, X>(a: A, x: X) -> Promoted<A, X, Jax> {
//!     let a = a.promote_lhs();
//!     a.add(a).add(A::promote_rhs(x))
//! }
//! assert_eq!(twice_plus(2u8, -1i8), 3i16); // u8 ⊔ i8 = i16 under JAX
//! ```

use num_complex::Complex;

use crate::vocabulary::weak::{WeakBool, WeakComplex, WeakFloat};
use crate::DType;

/// A **type** an array can hold, with its run-time [`DType`].
///
/// Implemented for `bool`, the eight fixed-width integers, `bf16`, `f16`, `f32`, `f64`,
/// `Complex<f16>`, `Complex<f32>`, `Complex<f64>`, `Complex<bf16>`, the weak scalars, and the
/// narrow types of ml_dtypes ([`narrow`]: `F8E4M3FN`, …, `I4`, `U4`). A crate may
/// implement it for its own number type (with [`DType::Custom`]) and add that type to a policy.
///
/// ```
/// use promote_core::{DType, Element};
/// assert_eq!(<half::bf16 as Element>::DTYPE, DType::BF16);
/// ```
pub trait Element: Copy + PartialEq + core::fmt::Debug + 'static {
    /// The run-time name of this type.
    const DTYPE: DType;
}

/// The arithmetic of one element: what `+ - *` do once both operands share a type.
///
/// Integers wrap on overflow, as array libraries do. `bool` adds as logical *or* and multiplies as
/// logical *and* (NumPy, JAX and PyTorch agree); it has no subtraction (NumPy and PyTorch refuse
/// `bool - bool`), so `sub` is in a trait of its own, [`ElementSub`].
pub trait ElementArith: Element + Default {
    /// How many partial sums NumPy's pairwise sum keeps for this type: eight numbers, or four
    /// complex ones (its complex loop keeps eight parts). See [`ops::Sum`](crate::ops::Sum).
    const PAIRWISE_LANES: usize = 8;

    /// `self + rhs`.
    fn add(self, rhs: Self) -> Self;
    /// `self * rhs`.
    fn mul(self, rhs: Self) -> Self;
}

/// Subtraction of one element type: every numeric element, not `bool`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no subtraction",
    label = "the promoted element type `{Self}` cannot be subtracted",
    note = "NumPy and PyTorch refuse `bool - bool` too: use `^` (xor) for booleans, or cast to a number first"
)]
pub trait ElementSub: ElementArith {
    /// `self - rhs`.
    fn sub(self, rhs: Self) -> Self;
}

/// True division of one element type. Floats and complex divide as IEEE 754 says. Integers (which
/// only divide where a policy keeps them integers, as `jax.lax.div` does) truncate toward zero
/// and, where Rust's division would panic, give what XLA gives (`jax.lax.div` in jax 0.10): all
/// bits set for a zero divisor (-1, or the unsigned maximum) and the minimum for `MIN / -1`.
/// `bool` divides as `and` (`a / true = a`).
pub trait ElementDiv: Element {
    /// `self / rhs`.
    fn div(self, rhs: Self) -> Self;
}

/// The order of one element type for `< <= > >=`. Complex numbers order lexicographically (real
/// part, then imaginary part), as NumPy and JAX do; a NaN is unordered (in either part of a
/// complex number, whatever the other parts: NumPy's `1 < 2+nanj` is false).
///
/// Its method is `compare`, not `partial_cmp`: a by-value `partial_cmp` in scope (after `use
/// promote_core::*;`) would be picked before [`PartialOrd::partial_cmp`] on every number, and
/// `1.5f64.partial_cmp(&2.0)` would not compile.
pub trait ElementOrd: Element {
    /// `self` compared with `rhs`, `None` if unordered.
    fn compare(self, rhs: Self) -> Option<core::cmp::Ordering>;
}

/// Bitwise `& | ^` of one element type: integers and booleans.
pub trait ElementBitwise: Element {
    /// `self & rhs`.
    fn bitand(self, rhs: Self) -> Self;
    /// `self | rhs`.
    fn bitor(self, rhs: Self) -> Self;
    /// `self ^ rhs`.
    fn bitxor(self, rhs: Self) -> Self;
}

/// Each plain and weak row's [`Element`] impl, and the arithmetic its class shares (the weak
/// scalars', `bool`'s and `Complex<bf16>`'s are written below and in `narrow/bcomplex.rs`).
macro_rules! elements {
    (dtypes_spec {
        standard { $($(#[$sdoc:meta])* $s:ident $scode:literal $skind:ident $srepr:ident($sty:ty) $sclass:ident [$($stable:tt)*];)* }
        narrow { $($(#[$ndoc:meta])* $n:ident $ncode:literal $nkind:ident $nrepr:ident($nty:ty) $nclass:ident [$($ntable:tt)*];)* }
    }) => {
        $(elements!(@row $s $srepr($sty) $sclass);)*
        $(elements!(@row $n $nrepr($nty) $nclass);)*
    };
    (@row $variant:ident narrow($ty:ty) $class:ident) => {};
    (@row $variant:ident $repr:ident($ty:ty) $class:ident) => {
        impl Element for $ty {
            const DTYPE: DType = DType::$variant;
        }
        elements!(@arith $class $ty);
    };
    (@arith int_exact $ty:ty) => { elements!(@int $ty); };
    (@arith int_wide $ty:ty) => { elements!(@int $ty); };
    (@arith bool $ty:ty) => { int_ord_bits!($ty); };
    (@arith half $ty:ty) => { operator_arith!($ty); float_div_ord!($ty); };
    (@arith f32 $ty:ty) => { operator_arith!($ty); float_div_ord!($ty); };
    (@arith f64 $ty:ty) => { operator_arith!($ty); float_div_ord!($ty); };
    (@arith complex $ty:ty) => { operator_arith!(@complex $ty); complex_div_ord!($ty); };
    (@arith complex_half $ty:ty) => { operator_arith!(@complex $ty); complex_div_ord!(@naive $ty); };
    (@arith $class:ident $ty:ty) => {};
    (@int $ty:ty) => { wrapping_arith!($ty); int_div!($ty); int_ord_bits!($ty); };
}

macro_rules! wrapping_arith {
    ($($ty:ty),*) => {$(
        impl ElementArith for $ty {
            #[inline(always)]
            fn add(self, rhs: Self) -> Self { self.wrapping_add(rhs) }
            #[inline(always)]
            fn mul(self, rhs: Self) -> Self { self.wrapping_mul(rhs) }
        }
        impl ElementSub for $ty {
            #[inline(always)]
            fn sub(self, rhs: Self) -> Self { self.wrapping_sub(rhs) }
        }
    )*};
}

macro_rules! operator_arith {
    (@complex $ty:ty) => {
        operator_arith!(@impl $ty, 4);
    };
    ($($ty:ty),*) => {$(
        operator_arith!(@impl $ty, 8);
    )*};
    (@impl $ty:ty, $lanes:literal) => {
        impl ElementArith for $ty {
            const PAIRWISE_LANES: usize = $lanes;
            #[inline(always)]
            fn add(self, rhs: Self) -> Self { self + rhs }
            #[inline(always)]
            fn mul(self, rhs: Self) -> Self { self * rhs }
        }
        impl ElementSub for $ty {
            #[inline(always)]
            fn sub(self, rhs: Self) -> Self { self - rhs }
        }
    };
}

macro_rules! weak_arith {
    ($($weak:ident: $add:expr, $sub:expr, $mul:expr;)*) => {$(
        impl ElementArith for $weak {
            #[inline(always)]
            fn add(self, rhs: Self) -> Self { $weak($add(self.0, rhs.0)) }
            #[inline(always)]
            fn mul(self, rhs: Self) -> Self { $weak($mul(self.0, rhs.0)) }
        }
        impl ElementSub for $weak {
            #[inline(always)]
            fn sub(self, rhs: Self) -> Self { $weak($sub(self.0, rhs.0)) }
        }
    )*};
}

weak_arith! {
    WeakFloat: |a: f64, b: f64| a + b, |a: f64, b: f64| a - b, |a: f64, b: f64| a * b;
    WeakComplex: |a: Complex<f64>, b| a + b, |a: Complex<f64>, b| a - b, |a: Complex<f64>, b| a * b;
}

impl ElementArith for bool {
    #[inline(always)]
    fn add(self, rhs: Self) -> Self {
        self | rhs
    }
    #[inline(always)]
    fn mul(self, rhs: Self) -> Self {
        self & rhs
    }
}

impl ElementArith for WeakBool {
    #[inline(always)]
    fn add(self, rhs: Self) -> Self {
        WeakBool(self.0 | rhs.0)
    }
    #[inline(always)]
    fn mul(self, rhs: Self) -> Self {
        WeakBool(self.0 & rhs.0)
    }
}

macro_rules! int_div {
    ($($ty:ty),*) => {$(
        impl ElementDiv for $ty {
            #[inline(always)]
            fn div(self, rhs: Self) -> Self { if rhs == 0 { !0 } else { self.wrapping_div(rhs) } }
        }
    )*};
}

macro_rules! int_ord_bits {
    ($($ty:ty),*) => {$(
        impl ElementOrd for $ty {
            #[inline(always)]
            fn compare(self, rhs: Self) -> Option<core::cmp::Ordering> { Some(self.cmp(&rhs)) }
        }
        impl ElementBitwise for $ty {
            #[inline(always)]
            fn bitand(self, rhs: Self) -> Self { self & rhs }
            #[inline(always)]
            fn bitor(self, rhs: Self) -> Self { self | rhs }
            #[inline(always)]
            fn bitxor(self, rhs: Self) -> Self { self ^ rhs }
        }
    )*};
}

impl ElementDiv for bool {
    #[inline(always)]
    fn div(self, rhs: Self) -> Self {
        self & rhs
    }
}

macro_rules! float_div_ord {
    ($($ty:ty),*) => {$(
        impl ElementDiv for $ty {
            #[inline(always)]
            fn div(self, rhs: Self) -> Self { self / rhs }
        }
        impl ElementOrd for $ty {
            #[inline(always)]
            fn compare(self, rhs: Self) -> Option<core::cmp::Ordering> { PartialOrd::partial_cmp(&self, &rhs) }
        }
    )*};
}

macro_rules! complex_div_ord {
    // The narrow complex types (of `f16` parts, which NumPy has not) divide as `num-complex` does.
    (@naive $ty:ty) => {
        impl ElementDiv for $ty {
            #[inline(always)]
            fn div(self, rhs: Self) -> Self { self / rhs }
        }
        complex_div_ord!(@ord $ty);
    };
    (@ord $ty:ty) => {
        impl ElementOrd for $ty {
            #[inline(always)]
            fn compare(self, rhs: Self) -> Option<core::cmp::Ordering> {
                // A NaN in any part leaves the pair unordered, as NumPy's `CLT` and `CGE` do
                // (`0 < 1+nanj` is false): a tuple's order would decide by the real parts alone.
                if self.re.is_nan() || self.im.is_nan() || rhs.re.is_nan() || rhs.im.is_nan() {
                    return None;
                }
                PartialOrd::partial_cmp(&(self.re, self.im), &(rhs.re, rhs.im))
            }
        }
    };
    ($($ty:ty),*) => {$(
        impl ElementDiv for $ty {
            /// Smith's algorithm, as NumPy divides complex numbers: scaled by the divisor's larger
            /// part, so that `10 / (1+0j)` is exactly 10 and a large divisor does not overflow
            /// (`num-complex`'s `/` computes `|b|²` first); a zero divisor gives inf or NaN parts.
            #[inline(always)]
            fn div(self, rhs: Self) -> Self {
                let (ar, ai, br, bi) = (self.re, self.im, rhs.re, rhs.im);
                let (abs_br, abs_bi) = (br.abs(), bi.abs());
                if abs_br >= abs_bi {
                    if abs_br == 0.0 && abs_bi == 0.0 {
                        Complex::new(ar / abs_br, ai / abs_br)
                    } else {
                        let rat = bi / br;
                        let scl = 1.0 / (br + bi * rat);
                        Complex::new((ar + ai * rat) * scl, (ai - ar * rat) * scl)
                    }
                } else {
                    let rat = br / bi;
                    let scl = 1.0 / (bi + br * rat);
                    Complex::new((ar * rat + ai) * scl, (ai * rat - ar) * scl)
                }
            }
        }
        complex_div_ord!(@ord $ty);
    )*};
}

/// The weak types divide, order and combine bitwise as their payloads do.
macro_rules! weak_like_payload {
    ($($weak:ident($payload:ty)),*) => {$(
        impl ElementDiv for $weak {
            #[inline(always)]
            fn div(self, rhs: Self) -> Self { $weak(ElementDiv::div(self.0, rhs.0)) }
        }
        impl ElementOrd for $weak {
            #[inline(always)]
            fn compare(self, rhs: Self) -> Option<core::cmp::Ordering> { ElementOrd::compare(self.0, rhs.0) }
        }
    )*};
}

weak_like_payload!(WeakBool(bool), WeakFloat(f64), WeakComplex(Complex<f64>));

macro_rules! weak_bitwise {
    ($($weak:ident),*) => {$(
        impl ElementBitwise for $weak {
            #[inline(always)]
            fn bitand(self, rhs: Self) -> Self { $weak(self.0 & rhs.0) }
            #[inline(always)]
            fn bitor(self, rhs: Self) -> Self { $weak(self.0 | rhs.0) }
            #[inline(always)]
            fn bitxor(self, rhs: Self) -> Self { $weak(self.0 ^ rhs.0) }
        }
    )*};
}

weak_bitwise!(WeakBool);

crate::__dtypes!(elements {});

mod exact;
pub(crate) mod math;
pub mod narrow;
pub mod ops;
mod weak_int;

pub use math::{
    DivmodRule, ElementAbs, ElementClass, ElementFloat, ElementFloorDiv, ElementMaxMin, ElementNeg,
    ElementOne, ElementPow, ElementReal, ElementRound, ElementSign,
};
