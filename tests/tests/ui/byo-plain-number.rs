// A plain Rust number is not an operand: the error says to write `weak(2)`.
use promote_byo::Tensor;
use promote_core::policies::Jax;

fn main() {
    let a: Tensor<i8, Jax> = Tensor::new(&[1], vec![1]);
    let _ = &a + 2;
}
