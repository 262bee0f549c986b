// A plain Rust literal is not an operand: the error says to write `weak(2)` (a Python-like
// scalar) or `Array0::new(2i32)` (a 0-d array), instead of listing impls.
use promote_core::{policies::NumPy, Array};

fn main() {
    let a: Array<i32, NumPy> = Array::from_vec(vec![1]);
    let _ = &a + 2;
}
