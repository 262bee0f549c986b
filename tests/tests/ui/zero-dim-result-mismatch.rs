// A defined pair with a 0-d right operand whose result is not the annotated type: a type mismatch
// (E0271), not an undefined pair. The literals are `i32`, so the sum is `Array<i32, Torch>` (a 0-d
// `i64` of the same category does not widen), and `i8` is not what `+` gives.
use promote_core::{policies::Torch, Array, Array0};

fn main() {
    let x: Array<i8, Torch> = Array::from_vec(vec![1, 2]) + Array0::new(100i64);
    let _ = x;
}
