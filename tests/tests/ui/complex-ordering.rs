// PyTorch has no order on complex numbers.
use promote_core::{policies::Torch, Array, Complex};

fn main() {
    let a: Array<Complex<f32>, Torch> = Array::from_vec(vec![Complex::new(1.0, 0.0)]);
    let b: Array<f32, Torch> = Array::from_vec(vec![1.0]);
    let _ = a.less(&b);
}
