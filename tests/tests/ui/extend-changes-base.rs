// An extension may add types to a built-in lattice, never change a pair of its own types.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Q(f32);
impl promote_core::Element for Q {
    const DTYPE: promote_core::DType = promote_core::DType::Custom("q");
}

promote_core::extend_jax! {
    pub struct Reordered;
    types { q = Q as float }
    lattice { q: [f32], f16: [q], bf16: [q] }
}

fn main() {}
