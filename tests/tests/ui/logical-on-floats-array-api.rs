// The array API's logical operations take booleans only.
use promote_core::{policies::ArrayApi, Array};

fn main() {
    let a: Array<f32, ArrayApi> = Array::from_vec(vec![1.0, 0.0]);
    let b: Array<f32, ArrayApi> = Array::from_vec(vec![1.0, 1.0]);
    let _ = a.logical_and(&b);
}
