// TensorFlow leaves `i32 + i64` undefined: the error names the pair and the policy.
use promote_core::{policies::TensorFlow, Array};

fn main() {
    let a: Array<i32, TensorFlow> = Array::from_vec(vec![1 as i32]);
    let b: Array<i64, TensorFlow> = Array::from_vec(vec![1 as i64]);
    let _ = a + b;
}
