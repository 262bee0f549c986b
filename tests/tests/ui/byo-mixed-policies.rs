// Two tensors under different policies do not combine.
use promote_byo::Tensor;
use promote_core::policies::{Jax, NumPy};

fn main() {
    let a: Tensor<i8, Jax> = Tensor::new(&[1], vec![1]);
    let b: Tensor<f32, NumPy> = Tensor::new(&[1], vec![1.0]);
    let _ = &a + &b;
}
