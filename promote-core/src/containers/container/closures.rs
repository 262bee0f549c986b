//! The closures the elementwise loops run, each built by a function generic over the element
//! types and the operation alone.
//!
//! A closure's type carries every generic parameter of the item that writes it. Written inside
//! [`RhsOperand`](super::RhsOperand)'s impls, a conversion closure named the container, its
//! policy and the family, so each (policy, pair, operator) had a loop of its own: the iterator
//! chain under `collect`, about fifteen functions that a debug build generates in full. Built here,
//! `i8 + f32` in `f32` is one loop under every policy (and every operand form) that computes it
//! so. A release build inlines these closures into the loop either way.

use super::Container;
use crate::values::in_weak_32;
use crate::{CastFrom, Element, Policy};

/// `f` on both operands, each converted into `O` first.
#[inline(always)]
pub(crate) fn converting<L, R, O, X>(f: impl Fn(O, O) -> X) -> impl Fn(L, R) -> X
where
    O: CastFrom<L> + CastFrom<R>,
{
    move |x, y| f(O::cast_from(x), O::cast_from(y))
}

/// `f` on each element converted into `O`, with the scalar `s` (already in `O`) on the right.
#[inline(always)]
pub(crate) fn scalar_right<L, O, X>(f: impl Fn(O, O) -> X, s: O) -> impl Fn(L) -> X
where
    O: CastFrom<L> + Copy,
{
    move |x| f(O::cast_from(x), s)
}

/// `f` on each element converted into `O`, with the scalar `s` (already in `O`) on the left.
#[inline(always)]
pub(crate) fn scalar_left<R, O, X>(f: impl Fn(O, O) -> X, s: O) -> impl Fn(R) -> X
where
    O: CastFrom<R> + Copy,
{
    move |y| f(s, O::cast_from(y))
}

/// `f` on both operands converted into `O`, its result converted back into the left operand's
/// type: an in-place update.
#[inline(always)]
pub(crate) fn converting_back<L, R, O, X>(f: impl Fn(O, O) -> X) -> impl Fn(L, R) -> L
where
    O: CastFrom<L> + CastFrom<R>,
    L: CastFrom<X>,
{
    move |x, y| L::cast_from(f(O::cast_from(x), O::cast_from(y)))
}

/// `lhs` elementwise with the scalar `s` on the right (on the left if `on_the_left`) by `f`, as
/// `lhs`'s policy computes weak values ([`in_weak_32`]). The test is a constant: a policy that
/// computes them as they are gets the loop of the closures above, which no policy names.
#[inline(always)]
pub(crate) fn map_with_scalar<C, O, X>(
    lhs: &C,
    f: impl Fn(O, O) -> X,
    s: O,
    on_the_left: bool,
) -> C::With<X>
where
    C: Container,
    O: Element + CastFrom<C::Elem>,
    X: Element,
{
    if const { <C::Policy as Policy>::VALUES.weak_computes_in_32_bits } {
        let f = in_weak_32::<C::Policy, O, X>(f);
        if on_the_left {
            lhs.map(scalar_left(f, s))
        } else {
            lhs.map(scalar_right(f, s))
        }
    } else if on_the_left {
        lhs.map(scalar_left(f, s))
    } else {
        lhs.map(scalar_right(f, s))
    }
}
