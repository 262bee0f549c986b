// A custom type that lacks one conversion its pairs need: one error, naming it (it used to be one
// per generated impl that needed it).
use promote_core::{CastFrom, DType, Element};

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Q(f32);
impl Element for Q {
    const DTYPE: DType = DType::Custom("q");
}
impl CastFrom<Q> for Q {
    fn cast_from(x: Q) -> Q {
        x
    }
}

promote_core::promotion_table! {
    pub struct Missing;
    types { q = Q as float }
    table { _ q f64; q q f64; f64 f64 f64; }
}

fn main() {}
