//! What each operation does to elements, as marker types: `Add`, `FloorDivide`, `Sum`, … One
//! marker per operation that a family's method list names, implementing [`BinaryOp`] (two
//! elements of the family's type in, one value out), [`UnaryOp`] (an element in, the family's
//! type out) or [`ReduceOp`] (a sequence in, the family's type out). The methods of `Array` and of
//! the ndarray extension are generated over these traits, so a new operation is one marker here.

use crate::{CastFrom, Element, ElementArith, ElementBitwise, ElementDiv, ElementOrd, ElementSub};

use super::math::ElementFloorDiv;

/// An operation on two elements already converted to the family's common type `O`.
pub trait BinaryOp<O> {
    /// The result of one element: `O` for arithmetic, `bool` for comparisons.
    type Output: Element;
    /// Applies the operation.
    fn apply(lhs: O, rhs: O) -> Self::Output;
}

/// An elementwise operation from `T` to the family's type `O`.
pub trait UnaryOp<T, O> {
    /// Applies the operation.
    fn apply(x: T) -> O;
}

/// A reduction of elements of `T` into the family's type `O`.
pub trait ReduceOp<T, O> {
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
    Less: ElementOrd => bool, |a, b| a.partial_cmp(b) == Some(core::cmp::Ordering::Less);
    /// `a <= b`; NaN compares false.
    LessEqual: ElementOrd => bool, |a, b| matches!(a.partial_cmp(b), Some(core::cmp::Ordering::Less | core::cmp::Ordering::Equal));
    /// `a > b`; NaN compares false.
    Greater: ElementOrd => bool, |a, b| a.partial_cmp(b) == Some(core::cmp::Ordering::Greater);
    /// `a >= b`; NaN compares false.
    GreaterEqual: ElementOrd => bool, |a, b| matches!(a.partial_cmp(b), Some(core::cmp::Ordering::Greater | core::cmp::Ordering::Equal));
    /// `a & b`.
    BitAnd: ElementBitwise => O, |a, b| a.bitand(b);
    /// `a | b`.
    BitOr: ElementBitwise => O, |a, b| a.bitor(b);
    /// `a ^ b`.
    BitXor: ElementBitwise => O, |a, b| a.bitxor(b);
    /// `floor(a / b)`, Python's `a // b`.
    FloorDivide: ElementFloorDiv => O, |a, b| a.floor_div(b);
}

/// The sum of every element, in the family's type (from its zero).
#[derive(Clone, Copy, Debug, Default)]
pub struct Sum;

impl<T, O: ElementArith + CastFrom<T>> ReduceOp<T, O> for Sum {
    #[inline]
    fn reduce(items: impl Iterator<Item = T> + Clone) -> O {
        items.fold(O::default(), |acc, x| acc.add(O::cast_from(x)))
    }
}
