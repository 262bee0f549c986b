// A custom element type claiming a standard `DType` would answer for `f32` at run time.
use promote_core::{CastFrom, DType, Element};

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Q(f32);
impl Element for Q {
    const DTYPE: DType = DType::F32;
}
impl CastFrom<Q> for Q {
    fn cast_from(x: Q) -> Q {
        x
    }
}

promote_core::promotion_table! {
    pub struct Claims;
    types { q = Q as float }
    table { _ q; q q; }
}

fn main() {}
