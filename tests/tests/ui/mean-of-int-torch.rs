// PyTorch's `mean` refuses integer tensors.
use promote_core::{policies::Torch, Array};

fn main() {
    let a: Array<i32, Torch> = Array::from_vec(vec![1, 2]);
    let _ = a.mean();
}
