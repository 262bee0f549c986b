//! What each operation does to elements, as marker types: `Add`, `FloorDivide`, `Sum`, … One
//! marker per operation that a family's method list names, implementing [`BinaryOp`] (two
//! elements of the family's type in, one value out), [`UnaryOp`] (an element in, the family's
//! type out) or [`ReduceOp`] (a sequence in, the family's type out). The methods of `Array` and of
//! the ndarray extension are generated over these traits, so a new operation is one marker here.

use num_complex::Complex;

use super::math::{
    ElementAbs, ElementClass, ElementFloat, ElementFloorDiv, ElementMaxMin, ElementNeg, ElementOne,
    ElementPow, ElementReal, ElementRound, ElementSign,
};
use crate::values::Values;
use crate::{CastFrom, Element, ElementArith, ElementBitwise, ElementDiv, ElementOrd, ElementSub};

/// An operation on two elements already converted to the family's common type `O`.
pub trait BinaryOp<O> {
    /// The result of one element: `O` for arithmetic, `bool` for comparisons.
    type Output: Element;
    /// Applies the operation.
    fn apply(lhs: O, rhs: O) -> Self::Output;
    /// Applies the operation as the library of `values` computes it, where the libraries differ
    /// (`floor_divide`, `remainder`); [`apply`](Self::apply) elsewhere.
    #[inline(always)]
    fn apply_under(values: &Values, lhs: O, rhs: O) -> Self::Output {
        let _ = values;
        Self::apply(lhs, rhs)
    }
}

/// No operation: the marker of a dispatch kernel that applies none (it reads the types, or
/// converts). Its `apply` returns the left operand.
impl<O: Element> BinaryOp<O> for () {
    type Output = O;
    #[inline(always)]
    fn apply(lhs: O, _: O) -> O {
        lhs
    }
}

/// An elementwise operation from `T` to the family's type `O`.
pub trait UnaryOp<T, O> {
    /// Applies the operation.
    fn apply(x: T) -> O;
}

/// No operation: the marker of a dispatch kernel that applies none. Its `apply` converts.
impl<T, O: CastFrom<T>> UnaryOp<T, O> for () {
    #[inline(always)]
    fn apply(x: T) -> O {
        O::cast_from(x)
    }
}

/// A reduction of elements of `T` into the family's type `O`, adding up in the policy's
/// accumulator `A` for `O` (the `accumulate` family: `f32` for an `f16` sum under NumPy, JAX and
/// PyTorch) and rounding once to `O` at the end. Reductions that do not add (`max`) ignore `A`.
pub trait ReduceOp<T, A, O> {
    /// Reduces `items` (which may be walked more than once).
    fn reduce(items: impl Iterator<Item = T> + Clone) -> O;
}

macro_rules! binary {
    ($($(#[$doc:meta])* $Marker:ident: $Bound:ident => $Out:ty, |$a:ident, $b:ident| $body:expr;)*) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default)]
        pub struct $Marker;

        impl<O: $Bound> BinaryOp<O> for $Marker {
            type Output = $Out;
            #[inline(always)]
            fn apply($a: O, $b: O) -> $Out {
                $body
            }
        }
    )*};
}

binary! {
    /// `a + b`.
    Add: ElementArith => O, |a, b| a.add(b);
    /// `a - b`.
    Sub: ElementSub => O, |a, b| a.sub(b);
    /// `a * b`.
    Mul: ElementArith => O, |a, b| a.mul(b);
    /// `a / b`.
    Div: ElementDiv => O, |a, b| a.div(b);
    /// `a == b`.
    Equal: Element => bool, |a, b| a == b;
    /// `a != b`.
    NotEqual: Element => bool, |a, b| a != b;
    /// `a < b`; NaN compares false.
    Less: ElementOrd => bool, |a, b| a.compare(b) == Some(core::cmp::Ordering::Less);
    /// `a <= b`; NaN compares false.
    LessEqual: ElementOrd => bool, |a, b| matches!(a.compare(b), Some(core::cmp::Ordering::Less | core::cmp::Ordering::Equal));
    /// `a > b`; NaN compares false.
    Greater: ElementOrd => bool, |a, b| a.compare(b) == Some(core::cmp::Ordering::Greater);
    /// `a >= b`; NaN compares false.
    GreaterEqual: ElementOrd => bool, |a, b| matches!(a.compare(b), Some(core::cmp::Ordering::Greater | core::cmp::Ordering::Equal));
    /// `a & b`.
    BitAnd: ElementBitwise => O, |a, b| a.bitand(b);
    /// `a | b`.
    BitOr: ElementBitwise => O, |a, b| a.bitor(b);
    /// `a ^ b`.
    BitXor: ElementBitwise => O, |a, b| a.bitxor(b);
    /// `a ** b`.
    Pow: ElementPow => O, |a, b| a.pow(b);
    /// The larger of `a` and `b`, NaN propagating.
    Maximum: ElementMaxMin => O, |a, b| a.maximum(b);
    /// The smaller of `a` and `b`, NaN propagating.
    Minimum: ElementMaxMin => O, |a, b| a.minimum(b);
    /// `atan2(a, b)`: the angle of the point `(b, a)`.
    Atan2: ElementReal => O, |a, b| a.atan2(b);
    /// `sqrt(a² + b²)`.
    Hypot: ElementReal => O, |a, b| a.hypot(b);
}

/// `floor(a / b)`, Python's `a // b` (NumPy's; each library's by [`BinaryOp::apply_under`]).
#[derive(Clone, Copy, Debug, Default)]
pub struct FloorDivide;

impl<O: ElementFloorDiv> BinaryOp<O> for FloorDivide {
    type Output = O;
    #[inline(always)]
    fn apply(a: O, b: O) -> O {
        a.floor_div(b)
    }
    #[inline(always)]
    fn apply_under(values: &Values, a: O, b: O) -> O {
        a.floor_div_by(b, values.divmod)
    }
}

/// `a - floor(a / b) * b`, Python's `a % b` (the sign of `b`; NumPy's, each library's by
/// [`BinaryOp::apply_under`]).
#[derive(Clone, Copy, Debug, Default)]
pub struct Remainder;

impl<O: ElementFloorDiv> BinaryOp<O> for Remainder {
    type Output = O;
    #[inline(always)]
    fn apply(a: O, b: O) -> O {
        a.rem_floor(b)
    }
    #[inline(always)]
    fn apply_under(values: &Values, a: O, b: O) -> O {
        a.rem_floor_by(b, values.divmod)
    }
}

/// The logical operations take their operands as truth values (`x != 0`), which is what
/// converting to the family's type, `bool`, does.
macro_rules! logical {
    ($($(#[$doc:meta])* $Marker:ident: |$a:ident, $b:ident| $body:expr;)*) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default)]
        pub struct $Marker;

        impl BinaryOp<bool> for $Marker {
            type Output = bool;
            #[inline(always)]
            fn apply($a: bool, $b: bool) -> bool {
                $body
            }
        }
    )*};
}

logical! {
    /// `a and b`.
    LogicalAnd: |a, b| a & b;
    /// `a or b`.
    LogicalOr: |a, b| a | b;
    /// `a xor b`.
    LogicalXor: |a, b| a ^ b;
}

/// Unary operations that convert the element into the family's type first, then compute there.
macro_rules! unary_in_result {
    ($($(#[$doc:meta])* $Marker:ident: $Bound:ident, |$x:ident| $body:expr;)*) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default)]
        pub struct $Marker;

        impl<T, O: $Bound + CastFrom<T>> UnaryOp<T, O> for $Marker {
            #[inline(always)]
            fn apply(x: T) -> O {
                let $x = O::cast_from(x);
                $body
            }
        }
    )*};
}

unary_in_result! {
    /// Square root.
    Sqrt: ElementFloat, |x| x.sqrt();
    /// `e ** x`.
    Exp: ElementFloat, |x| x.exp();
    /// Natural logarithm.
    Log: ElementFloat, |x| x.ln();
    /// Sine.
    Sin: ElementFloat, |x| x.sin();
    /// Cosine.
    Cos: ElementFloat, |x| x.cos();
    /// Tangent.
    Tan: ElementFloat, |x| x.tan();
    /// Hyperbolic tangent.
    Tanh: ElementFloat, |x| x.tanh();
    /// `-x`.
    Negative: ElementNeg, |x| x.neg();
    /// Toward −∞.
    Floor: ElementRound, |x| x.floor();
    /// Toward +∞.
    Ceil: ElementRound, |x| x.ceil();
    /// Toward 0.
    Trunc: ElementRound, |x| x.trunc();
    /// To nearest, ties to even.
    Round: ElementRound, |x| x.round();
    /// `-1`, `0` or `1`; `z / |z|` for complex.
    Sign: ElementSign, |x| x.sign();
    /// `x * x`.
    Square: ElementArith, |x| x.mul(x);
}

/// `1 / x` (integers divide as integers: 0 unless `x` is `1` or `-1`; `1 / 0` is NumPy's,
/// [`ElementOne::reciprocal`]).
#[derive(Clone, Copy, Debug, Default)]
pub struct Reciprocal;

impl<T, O: ElementOne + ElementDiv + CastFrom<T>> UnaryOp<T, O> for Reciprocal {
    #[inline(always)]
    fn apply(x: T) -> O {
        let x = O::cast_from(x);
        x.reciprocal().unwrap_or_else(|| O::one().div(x))
    }
}

/// `|x|`, computed in `x`'s own type (a complex number's magnitude is real).
#[derive(Clone, Copy, Debug, Default)]
pub struct Abs;

impl<T: ElementAbs, O: CastFrom<T::Magnitude>> UnaryOp<T, O> for Abs {
    #[inline(always)]
    fn apply(x: T) -> O {
        O::cast_from(x.magnitude())
    }
}

/// Predicates, computed on the element itself.
macro_rules! predicate {
    ($($(#[$doc:meta])* $Marker:ident: |$x:ident| $body:expr;)*) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default)]
        pub struct $Marker;

        impl<T: ElementClass, O: CastFrom<bool>> UnaryOp<T, O> for $Marker {
            #[inline(always)]
            fn apply($x: T) -> O {
                O::cast_from($body)
            }
        }
    )*};
}

predicate! {
    /// Whether `x` is NaN.
    IsNan: |x| x.is_nan();
    /// Whether `x` is neither NaN nor infinite.
    IsFinite: |x| x.is_finite();
    /// Whether `x` is infinite.
    IsInf: |x| x.is_inf();
}

/// Up to this many elements a sum runs eight interleaved accumulators; above, it splits in halves
/// (NumPy's pairwise summation, `PW_BLOCKSIZE`), so a float sum's rounding error grows with the
/// logarithm of the length.
const PAIRWISE_BLOCK: usize = 128;

/// The sum of `n` items of `items` in `O`, pairwise, in NumPy's order of additions
/// (`pairwise_sum` in `loops_utils.h.src`), so that a float sum is NumPy's to the bit. With `L`
/// partial sums ([`ElementArith::PAIRWISE_LANES`]: 8 numbers, or 4 complex numbers, whose loop
/// keeps eight parts): fewer than `L` items in sequence from zero; up to a block
/// ([`PAIRWISE_BLOCK`] parts), `L` accumulators over the multiple of `L`, combined as
/// `((r0+r1)+(r2+r3))+((r4+r5)+(r6+r7))` (complex: `(r0+r1)+(r2+r3)`), then the rest in sequence;
/// above, two halves, the first a multiple of eight parts long.
fn pairwise<T, O: ElementArith + CastFrom<T>>(items: &mut impl Iterator<Item = T>, n: usize) -> O {
    let lanes = O::PAIRWISE_LANES;
    if n < lanes {
        return items
            .take(n)
            .fold(O::default(), |acc, x| acc.add(O::cast_from(x)));
    }
    // Eight parts a lane set: a block holds `PAIRWISE_BLOCK` parts.
    if n <= PAIRWISE_BLOCK * lanes / 8 {
        let mut r = [O::default(); 8];
        let r = &mut r[..lanes];
        for (slot, x) in r.iter_mut().zip(items.by_ref().take(lanes)) {
            *slot = O::cast_from(x);
        }
        let whole = n - n % lanes;
        for _ in (lanes..whole).step_by(lanes) {
            for (slot, x) in r.iter_mut().zip(items.by_ref().take(lanes)) {
                *slot = slot.add(O::cast_from(x));
            }
        }
        let combined = if lanes == 8 {
            (r[0].add(r[1]).add(r[2].add(r[3]))).add(r[4].add(r[5]).add(r[6].add(r[7])))
        } else {
            r[0].add(r[1]).add(r[2].add(r[3]))
        };
        return items
            .take(n - whole)
            .fold(combined, |acc, x| acc.add(O::cast_from(x)));
    }
    // NumPy halves the count of parts and rounds it down to a multiple of eight parts.
    let parts = n * 8 / lanes;
    let half_parts = parts / 2 - (parts / 2) % 8;
    let half = half_parts * lanes / 8;
    let left = pairwise::<T, O>(items, half);
    let right = pairwise::<T, O>(items, n - half);
    left.add(right)
}

/// The sum of every element, pairwise in the accumulator (from its zero), rounded once to the
/// family's type.
#[derive(Clone, Copy, Debug, Default)]
pub struct Sum;

impl<T, A: ElementArith + CastFrom<T>, O: CastFrom<A>> ReduceOp<T, A, O> for Sum {
    #[inline]
    fn reduce(items: impl Iterator<Item = T> + Clone) -> O {
        let n = items.clone().count();
        O::cast_from(pairwise::<T, A>(&mut { items }, n))
    }
}

/// The product of every element, in the accumulator (from its one), rounded once to the family's
/// type.
#[derive(Clone, Copy, Debug, Default)]
pub struct Prod;

impl<T, A: ElementOne + CastFrom<T>, O: CastFrom<A>> ReduceOp<T, A, O> for Prod {
    #[inline]
    fn reduce(items: impl Iterator<Item = T> + Clone) -> O {
        O::cast_from(items.fold(A::one(), |acc, x| acc.mul(A::cast_from(x))))
    }
}

/// The mean: the pairwise sum in the accumulator divided by the count (NaN for no element),
/// rounded once to the family's type.
#[derive(Clone, Copy, Debug, Default)]
pub struct Mean;

impl<T, A, O> ReduceOp<T, A, O> for Mean
where
    A: ElementArith + ElementDiv + CastFrom<T> + CastFrom<crate::WeakInt>,
    O: CastFrom<A>,
{
    #[inline]
    fn reduce(items: impl Iterator<Item = T> + Clone) -> O {
        let n = items.clone().count();
        let sum: A = pairwise(&mut { items }, n);
        O::cast_from(sum.div(A::cast_from(crate::WeakInt(n as i128))))
    }
}

/// The population variance (`ddof = 0`): the mean of `|x - mean|²`, computed in `f64` (complex
/// numbers in `Complex<f64>`) and rounded once to the family's type, which is real.
#[derive(Clone, Copy, Debug, Default)]
pub struct Var;

impl<T, A, O> ReduceOp<T, A, O> for Var
where
    Complex<f64>: CastFrom<T>,
    O: CastFrom<f64>,
{
    #[inline]
    fn reduce(items: impl Iterator<Item = T> + Clone) -> O {
        let n = items.clone().count();
        let sum: Complex<f64> = pairwise(&mut items.clone(), n);
        let mean = sum / n as f64;
        let squares: f64 = pairwise(
            &mut items.map(|x| (Complex::<f64>::cast_from(x) - mean).norm_sqr()),
            n,
        );
        O::cast_from(squares / n as f64)
    }
}

/// Reductions by `maximum` / `minimum`.
macro_rules! extremum {
    ($($(#[$doc:meta])* $Marker:ident: $method:ident, $what:literal;)*) => {$(
        $(#[$doc])*
        ///
        /// # Panics
        #[doc = concat!("On an array with no element, which has no ", $what, " (NumPy raises too).")]
        #[derive(Clone, Copy, Debug, Default)]
        pub struct $Marker;

        impl<T, A, O: ElementMaxMin + CastFrom<T>> ReduceOp<T, A, O> for $Marker {
            #[inline]
            #[track_caller]
            fn reduce(items: impl Iterator<Item = T> + Clone) -> O {
                items
                    .map(O::cast_from)
                    .reduce(|acc, x| acc.$method(x))
                    .expect(concat!("the ", $what, " of an empty array"))
            }
        }
    )*};
}

extremum! {
    /// The largest element, NaN propagating.
    Max: maximum, "maximum";
    /// The smallest element, NaN propagating.
    Min: minimum, "minimum";
}

/// A scan of elements of `T` into running values of the family's type `O`, accumulated in `A`
/// as [`ReduceOp`] says, or in `O` itself where the policy's [`Values`](crate::values::Values)
/// say so (NumPy's `cumsum` of `float16` adds in `float16`).
pub trait ScanOp<T, A, O> {
    /// The running values, one per item.
    fn scan(
        items: impl Iterator<Item = T>,
        values: &crate::values::Values,
    ) -> impl Iterator<Item = O>;
}

/// The running sum, in the accumulator, each value rounded once to the family's type.
#[derive(Clone, Copy, Debug, Default)]
pub struct Cumsum;

impl<T, A, O> ScanOp<T, A, O> for Cumsum
where
    A: ElementArith + CastFrom<T> + CastFrom<O>,
    O: Copy + CastFrom<A>,
{
    #[inline]
    fn scan(
        items: impl Iterator<Item = T>,
        values: &crate::values::Values,
    ) -> impl Iterator<Item = O> {
        let in_result = values.scans_in_result_type;
        items.scan(A::default(), move |acc, x| {
            let sum = acc.add(A::cast_from(x));
            let out = O::cast_from(sum);
            // The next value adds to the result, rounded, or to the accumulator's sum.
            *acc = if in_result { A::cast_from(out) } else { sum };
            Some(out)
        })
    }
}
