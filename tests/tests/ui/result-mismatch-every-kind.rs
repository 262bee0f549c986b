// Defined pairs whose result is not the annotated type: each is a type mismatch (E0271, "expected
// `i8`, found ..."), never "no promotion". Two arrays, a weak scalar on either side, a method,
// and a 0-d left operand with a typed array, with an array of integer literals not yet inferred
// and with a 0-d operand of such a literal, and a 0-d left operand of such a literal
// (`operators.rs`'s hidden `u128` impls).
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

fn zero_dim_left_literals() {
    let _: Array<i8, Torch> = Array0::new(100i64) + Array::from_vec(vec![1, 2]);
}

fn zero_dim_left_zero_dim_literal() {
    let _: Array0<i8, Torch> = Array0::new(100i64) * Array0::new(1);
}

fn zero_dim_literal_left() {
    let _: Array<i8, Torch> = Array0::new(1) + Array::from_vec(vec![1i64, 2]);
}

fn zero_dim_literal_left_zero_dim() {
    let _: Array0<i8, Torch> = Array0::new(1) - Array0::new(100i64);
}

fn main() {
    arrays();
    weak_right();
    weak_left();
    method();
    numpy_literals();
    zero_dim_left();
    zero_dim_left_literals();
    zero_dim_left_zero_dim_literal();
    zero_dim_literal_left();
    zero_dim_literal_left_zero_dim();
}
