// An `_into` buffer takes the result at the policy's output level (NumPy: `same_kind`): an i8 +
// f32 sum (f32 under NumPy) does not go down into an i32 buffer.
use promote_core::{policies::NumPy, Array};

fn main() {
    let a: Array<i8, NumPy> = Array::from_vec(vec![1, 2]);
    let b: Array<f32, NumPy> = Array::from_vec(vec![0.5, 1.5]);
    let mut out: Array<i32, NumPy> = Array::from_vec(vec![0, 0]);
    a.add_into(&b, &mut out);
}
