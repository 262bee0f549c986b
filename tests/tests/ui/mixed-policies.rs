// Arrays under two policies do not combine: the error names both array types, says that the
// policies differ (the help names `SameKind`) and how to convert one.
use promote_core::policies::{Jax, NumPy};
use promote_core::Array;

fn main() {
    let a: Array<i8, Jax> = Array::from_vec(vec![1]);
    let b: Array<f32, NumPy> = Array::from_vec(vec![1.0]);
    let _ = &a + &b;
    let _ = &a + b; // by value: the same message
}
