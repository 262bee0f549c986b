// A new type below both f16 and bf16.
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

promote_core::extend_jax! {
    pub struct Below;
    types { q = Q as float }
    lattice { q: [f16, bf16] }
}

fn main() {}
