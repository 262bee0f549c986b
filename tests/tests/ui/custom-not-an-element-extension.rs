// A type of one's own that is no element type at all, added to JAX's lattice: one error, at its
// code, however many conversions its pairs would need.
pub struct Money(pub String);

promote_core::extend_jax! {
    pub struct JaxMoney;
    types { m = Money as int }
    lattice { i64: [m], m: [f*] }
}

fn main() {}
