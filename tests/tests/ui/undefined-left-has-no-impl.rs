// Every left element type here has no impl at all in the operator's family under the policy,
// which rustc once reported as a bare "cannot divide" (E0369) with no pair and no policy.
use promote_core::policies::{ArrayApi, NumPy};
use promote_core::{weak, Array, Array0};

fn main() {
    let a: Array<i32, ArrayApi> = Array::from_vec(vec![1]);
    let _ = &a / &a; // Array API: no true division of integers
    let f: Array<f32, NumPy> = Array::from_vec(vec![1.0]);
    let i: Array<i32, NumPy> = Array::from_vec(vec![1]);
    let _ = &f & &i; // NumPy: no bitwise ops on floats
    let g: Array<f32, ArrayApi> = Array::from_vec(vec![1.0]);
    let _ = &a / &g; // Array API: integer with float
    let b: Array<bool, ArrayApi> = Array::from_vec(vec![true]);
    let _ = &b + &b; // Array API: no + on booleans
    let _ = Array0::<bool, ArrayApi>::new(true) + &b; // a 0-d left operand
    let _ = weak(true) + &b; // a weak left operand
    let _ = &b + weak(true); // a weak right operand
}
