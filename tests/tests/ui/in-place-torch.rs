// PyTorch's `a.add_(b)` needs `torch.can_cast(result, a.dtype)`: `i32 += f32` gives a float,
// which does not go down into an integer ("result type Float can't be cast to ... Int").
use promote_core::{policies::Torch, Array};

fn main() {
    let mut a: Array<i32, Torch> = Array::from_vec(vec![1, 2]);
    let b: Array<f32, Torch> = Array::from_vec(vec![0.5, 1.5]);
    a += &b;
}
