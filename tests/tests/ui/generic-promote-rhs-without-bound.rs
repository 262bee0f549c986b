// Generic code that converts with `promote_lhs`/`promote_rhs` but lacks `A: Promote<X, P>`: one
// error per function, at the signature, whose help adds the bound. The body's calls add none:
// rustc no longer infers the right operand `ZeroDim<_>` and reports a mismatch as well.
use promote_core::{Element, Policy, Promote, Promoted};

fn add<A: Element, X: Element, P: Policy>(a: A, x: X) -> Promoted<A, X, P> {
    a.promote_lhs().add(A::promote_rhs(x))
}

fn add_in_steps<A: Element, X: Element, P: Policy>(a: A, x: X) -> Promoted<A, X, P> {
    let lhs = a.promote_lhs();
    let _rhs = A::promote_rhs(x);
    lhs
}

fn add_qualified<A: Element, X: Element, P: Policy>(a: A, x: X) -> Promoted<A, X, P> {
    <A as Promote<X, P>>::promote_lhs(a).add(<A as Promote<X, P>>::promote_rhs(x))
}

fn main() {}
