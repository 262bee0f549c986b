// `torch.maximum` takes tensors only: a Python number is no operand.
use promote_core::{policies::Torch, weak, Array};

fn main() {
    let a: Array<f32, Torch> = Array::from_vec(vec![1.0, 0.0]);
    let _ = a.maximum(weak(0.5));
}
