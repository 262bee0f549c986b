// PyTorch promotes a float8 tensor only with itself and Python numbers: `f8e4m3fn + f32` raises
// "Promotion for Float8 Types is not supported", and does not compile here.
use promote_core::{policies::Torch, Array, F8E4M3FN};

fn main() {
    let a: Array<F8E4M3FN, Torch> = Array::from_vec(vec![F8E4M3FN::from_f32(1.0)]);
    let b: Array<f32, Torch> = Array::from_vec(vec![1.0]);
    let _ = &a + &b;
}
