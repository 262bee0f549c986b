// ArrayApi leaves `i8 + f32` undefined: the error names the pair and the policy.
use promote_core::{policies::ArrayApi, Array};

fn main() {
    let a: Array<i8, ArrayApi> = Array::from_vec(vec![1 as i8]);
    let b: Array<f32, ArrayApi> = Array::from_vec(vec![1 as f32]);
    let _ = a + b;
}
