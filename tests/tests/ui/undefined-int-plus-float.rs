// A policy that, like the Python array API standard, leaves integer + float undefined.
use promote_core::{promotion_lattice, Array};

promotion_lattice! {
    pub struct ApiLike;
    lattice { i8: [i16], i16: [i32], f32: [f64] }
}

fn main() {
    let a: Array<i8, ApiLike> = Array::from_vec(vec![1, 2]);
    let b: Array<f32, ApiLike> = Array::from_vec(vec![1.0, 2.0]);
    let _ = a + b;
}
