// Generic code that converts with `A::promote_rhs` but lacks `A: Promote<X, P>`: the first error
// adds the bound. The field of `ZeroDim` is private, so rustc does not also suggest wrapping the
// operand in `ZeroDim` (the only impl left for a type parameter without the bound).
use promote_core::{Element, Policy, Promote, Promoted};

fn add<A: Element, X: Element, P: Policy>(a: A, x: X) -> Promoted<A, X, P> {
    a.promote_lhs().add(A::promote_rhs(x))
}

fn main() {}
