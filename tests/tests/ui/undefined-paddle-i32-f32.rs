// Paddle leaves `i32 + f32` undefined: the error names the pair and the policy.
use promote_core::{policies::Paddle, Array};

fn main() {
    let a: Array<i32, Paddle> = Array::from_vec(vec![1 as i32]);
    let b: Array<f32, Paddle> = Array::from_vec(vec![1 as f32]);
    let _ = a + b;
}
