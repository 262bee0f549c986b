// Bitwise ops take integers and booleans only.
use promote_core::{policies::Jax, Array};

fn main() {
    let a_i32: Array<i32, Jax> = Array::from_vec(vec![1]);
    let b_f32: Array<f32, Jax> = Array::from_vec(vec![1.0]);
    let _ = a_i32 & b_f32;
}
