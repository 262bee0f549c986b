// A policy named like an imported item: rustc's one duplicate-name error (the generated impls name
// the policy's own struct, so they do not land on the imported `Jax`, one orphan error each: 35
// here before).
use promote_core::policies::Jax;

promote_core::promotion_lattice! {
    pub struct Jax;
    lattice { i8: [i16] }
}

fn main() {
    let _ = Jax;
}
