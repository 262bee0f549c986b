// Generic code that names a promoted type with no bound at all: one error per use, whose title
// and label agree, whose notes do not call the type parameter `P` a policy, and whose help adds
// the missing bound.
use promote_core::{AccumulatorOf, FloatOf, Promote, Promoted};

fn promoted_rhs<A, X, P>(x: X) -> Promoted<A, X, P> {
    <A as Promote<X, P>>::promote_rhs(x)
}

// The same for one operand: a unary family and a reduction's accumulator.
fn root<A, P>(a: A) -> FloatOf<A, P> {
    let _ = a;
    unreachable!("only the signature is checked")
}

fn accumulator<A, P>(a: A) -> AccumulatorOf<A, P> {
    let _ = a;
    unreachable!("only the signature is checked")
}

fn main() {}
