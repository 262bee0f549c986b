// JAX has no in-place update; `x.at[:].set(x + y)` warns that it will become an error unless
// `result_type(x + y, x) == x.dtype`, which is what `+=` requires here.
use promote_core::{policies::Jax, weak, Array};

fn main() {
    let mut a: Array<i32, Jax> = Array::from_vec(vec![1, 2]);
    a += weak(0.5);
}
