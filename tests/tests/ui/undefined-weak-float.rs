// A weak float meets an integer array under a policy with no path from `f*` to integers.
use promote_core::{promotion_lattice, weak, Array};

promotion_lattice! {
    pub struct ApiLike;
    lattice { i*: [i16], f*: [f32], i16: [i32], f32: [f64] }
}

fn main() {
    let a: Array<i16, ApiLike> = Array::from_vec(vec![1, 2]);
    let _ = a * weak(2.5);
}
