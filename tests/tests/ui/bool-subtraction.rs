// `bool - bool` is refused, as NumPy and PyTorch refuse it.
use promote_core::{policies::Jax, Array};

fn main() {
    let a: Array<bool, Jax> = Array::from_vec(vec![true]);
    let b: Array<bool, Jax> = Array::from_vec(vec![false]);
    let _ = a - b;
}
