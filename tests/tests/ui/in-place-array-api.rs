// The array API standard allows `a += b` only where the promoted type is `a`'s own.
use promote_core::{policies::ArrayApi, Array};

fn main() {
    let mut a: Array<i8, ArrayApi> = Array::from_vec(vec![1, 2]);
    let b: Array<i16, ArrayApi> = Array::from_vec(vec![1, 2]);
    a += &b;
}
