// Torch leaves `u16 + i8` undefined: the error names the pair and the policy.
use promote_core::{policies::Torch, Array};

fn main() {
    let a: Array<u16, Torch> = Array::from_vec(vec![1 as u16]);
    let b: Array<i8, Torch> = Array::from_vec(vec![1 as i8]);
    let _ = a + b;
}
