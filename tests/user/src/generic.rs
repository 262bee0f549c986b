//! Generic code through the bundles and the family bounds.

use promote_core::element::{ElementArith, ElementDiv, ElementSub};
use promote_core::{
    Accumulate, CastFrom, Moments, PromoteArith, PromoteDiv, PromoteSub, Promoted, Quotient, SumOf,
};

/// `a * x` and `a / x`: the bounds bring in two families, and the conversions stay method calls
/// (`promote_lhs` is `Promote`'s alone; the quotient's type converts through `CastFrom`).
pub fn product_and_ratio<A, X, P>(a: A, x: X) -> (Promoted<A, X, P>, Quotient<A, X, P>)
where
    A: PromoteArith<X, P> + PromoteDiv<X, P>,
    Quotient<A, X, P>: ElementDiv,
{
    // Only `Self` of a bound is known to be `Copy` (Rust implies no bound on a trait's
    // parameters), so the right operand is borrowed, as the bundle's `promote_rhs_ref` does.
    let product = a.promote_lhs().mul(A::promote_rhs_ref(&x));
    let ratio = Quotient::<A, X, P>::cast_from(a).div(Quotient::<A, X, P>::cast_from(x));
    (product, ratio)
}

/// `sum((a - x)^2)` over two slices, with `PromoteSub` alone.
pub fn squared_distance<A, X, P>(a: &[A], x: &[X]) -> Promoted<A, X, P>
where
    A: PromoteSub<X, P>,
{
    a.iter()
        .zip(x)
        .map(|(&ai, xi)| {
            let d = ai.promote_lhs().sub(A::promote_rhs_ref(xi));
            d.mul(d)
        })
        .fold(Promoted::<A, X, P>::default(), |acc, v| acc.add(v))
}

/// How many items are nonzero: a fold over `&[T]` with only the family's bound, which implies
/// that `T` is `Copy` (the closure's `&v` pattern copies).
pub fn count_nonzero<T, P>(items: &[T]) -> usize
where
    T: Accumulate<P>,
    bool: CastFrom<T>,
{
    items
        .iter()
        .fold(0, |n, &v| n + usize::from(bool::cast_from(v)))
}

/// The sum in the policy's accumulator type, by hand.
pub fn total<T, P>(items: &[T]) -> SumOf<T, P>
where
    T: Accumulate<P>,
    SumOf<T, P>: ElementArith + CastFrom<T>,
{
    items.iter().fold(SumOf::<T, P>::default(), |acc, &v| {
        acc.add(SumOf::<T, P>::cast_from(v))
    })
}

/// Mean and standard deviation through `Moments`, in the policy's mean type.
pub fn mean_and_std<T: Moments<P>, P>(
    items: &[T],
) -> (promote_core::MeanOf<T, P>, promote_core::MeanOf<T, P>) {
    (T::mean_of(items), T::std_of(items))
}
