// Defined pairs whose result is not the annotated type: each is a type mismatch (E0271, "expected
// `i8`, found ..."), never "no promotion". Two arrays, a weak scalar on either side, a method,
// and a 0-d left operand with a typed array. (A 0-d left operand with an array of not-yet-inferred
// integer literals is still reported as "no promotion": see `operators.rs`.)
use promote_core::policies::{NumPy, Torch};
use promote_core::{weak, Array, Array0};

fn arrays() {
    let _: Array<i8, Torch> = Array::from_vec(vec![1i32, 2]) + Array::from_vec(vec![1i64, 2]);
}

fn weak_right() {
    let _: Array<i8, Torch> = Array::from_vec(vec![1i32, 2]) + weak(2.5);
}

fn weak_left() {
    let _: Array<i8, Torch> = weak(2.5) + Array::from_vec(vec![1i32, 2]);
}

fn method() {
    let _: Array<i8, Torch> = Array::from_vec(vec![1i32, 2]).maximum(&Array::from_vec(vec![1i64]));
}

fn numpy_literals() {
    let _: Array<i8, NumPy> = Array::from_vec(vec![1, 2]) + Array::from_vec(vec![1i64, 2]);
}

fn zero_dim_left() {
    let _: Array<i8, Torch> = Array0::new(100i64) + Array::from_vec(vec![1i32, 2]);
}

fn main() {
    arrays();
    weak_right();
    weak_left();
    method();
    numpy_literals();
    zero_dim_left();
}
