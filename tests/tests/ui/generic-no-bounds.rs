// Generic code that names a promoted type with no bound at all: one error per use, whose title
// and label agree, whose notes do not call the type parameter `P` a policy, and whose help adds
// the missing bound.
use promote_core::{Promote, Promoted};

fn promoted_rhs<A, X, P>(x: X) -> Promoted<A, X, P> {
    <A as Promote<X, P>>::promote_rhs(x)
}

fn main() {}
