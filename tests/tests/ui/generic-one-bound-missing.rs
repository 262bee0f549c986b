// Generic array code with all its bounds but one: each error names the missing bound and rustc's
// help adds it (no suggestion to wrap anything in `ZeroDim`).
use promote_core::{element::ElementArith, Array, Element, Policy, Promote, Promoted};

fn without_promote<A, X, P>(a: &Array<A, P>, x: &Array<X, P>) -> Array<Promoted<A, X, P>, P>
where
    A: Element,
    X: Element,
    P: Policy,
{
    a + x
}

fn without_arith<A, X, P>(a: &Array<A, P>, x: &Array<X, P>) -> Array<Promoted<A, X, P>, P>
where
    A: Element + Promote<X, P>,
    X: Element,
    P: Policy,
{
    a + x
}

fn without_element<A, X, P>(a: &Array<A, P>, x: &Array<X, P>) -> Array<Promoted<A, X, P>, P>
where
    A: Element + Promote<X, P, Output: ElementArith>,
    P: Policy,
{
    a + x
}

fn main() {}
