// JAX's in-place update refuses to cast a float result back into an int tensor.
use promote_byo::Tensor;
use promote_core::policies::Jax;

fn main() {
    let mut a: Tensor<i32, Jax> = Tensor::new(&[1], vec![1]);
    let b: Tensor<f32, Jax> = Tensor::new(&[1], vec![0.5]);
    a += &b;
}
