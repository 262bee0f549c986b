// An undefined reduction is the family's error (once E0599 with a note about `Iterator`), on the
// array's own method and on the `PromoteOps` method every container has.
use promote_core::container::PromoteOps;
use promote_core::{policies::ArrayApi, Array};

fn main() {
    let a: Array<bool, ArrayApi> = Array::from_vec(vec![true, false]);
    let _ = a.sum();
    let _ = PromoteOps::sum(&a);
}
