// Two custom element types with one `DType`: the run-time mirror could not tell them apart.
use promote_core::{CastFrom, DType, Element};

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Q(f32);
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct R(f32);
impl Element for Q {
    const DTYPE: DType = DType::Custom("q");
}
impl Element for R {
    const DTYPE: DType = DType::Custom("q");
}
impl CastFrom<Q> for Q {
    fn cast_from(x: Q) -> Q {
        x
    }
}
impl CastFrom<R> for R {
    fn cast_from(x: R) -> R {
        x
    }
}

promote_core::promotion_table! {
    pub struct Shared;
    types { q = Q as float, r = R as float }
    table { _ q r; q q -; r - r; }
}

fn main() {}
