// The array API standard defines true division for floating-point arrays only.
use promote_core::{policies::ArrayApi, Array};

fn main() {
    let a: Array<f32, ArrayApi> = Array::from_vec(vec![1.0]);
    let b: Array<i32, ArrayApi> = Array::from_vec(vec![2]);
    let _ = a / b;
    let c: Array<i32, ArrayApi> = Array::from_vec(vec![1]);
    let _ = c.checked_div(&c);
}
