// The array API standard has no float math on integers: cast first.
use promote_core::{policies::ArrayApi, Array};

fn main() {
    let a: Array<i8, ArrayApi> = Array::from_vec(vec![1, 4]);
    let _ = a.sqrt();
}
