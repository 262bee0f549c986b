// JaxLax leaves `f32 + f64` undefined: the error names the pair and the policy.
use promote_core::{policies::JaxLax, Array};

fn main() {
    let a: Array<f32, JaxLax> = Array::from_vec(vec![1 as f32]);
    let b: Array<f64, JaxLax> = Array::from_vec(vec![1 as f64]);
    let _ = a + b;
}
