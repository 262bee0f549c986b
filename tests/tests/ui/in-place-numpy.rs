// NumPy writes an in-place result back with `casting='same_kind'`: `u8 += i8` (result i16, a
// signed type into an unsigned one) and `i32 += 1.5` (result f64) raise `UFuncTypeError`.
use promote_core::{policies::NumPy, weak, Array};

fn main() {
    let mut a: Array<u8, NumPy> = Array::from_vec(vec![1, 2]);
    let b: Array<i8, NumPy> = Array::from_vec(vec![1, 2]);
    a += &b;
    let mut c: Array<i32, NumPy> = Array::from_vec(vec![1, 2]);
    c += weak(1.5);
}
