// Naming the promoted type of an undefined pair fails at the alias.
use promote_core::{promotion_lattice, Promoted};

promotion_lattice! {
    pub struct ApiLike;
    lattice { i32: [i64], f32: [f64] }
}

fn main() {
    let _x: Promoted<i32, f64, ApiLike> = 1.0;
}
