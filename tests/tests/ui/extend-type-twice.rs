// One Rust type added to Jax by two extensions: one conflict, at the second declaration of the
// type (it used to be one per generated impl, 343 here).
use promote_core::{CastFrom, DType, Element};

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Q(f32);
impl Element for Q {
    const DTYPE: DType = DType::Custom("q");
}
macro_rules! from {
    ($($t:ty),*) => {$(
        impl CastFrom<$t> for Q {
            fn cast_from(x: $t) -> Q {
                Q(f32::cast_from(x))
            }
        }
    )*};
}
from!(bool, u8, u16, u32, u64, i8, i16, i32, i64, promote_core::WeakBool, promote_core::WeakInt,
    promote_core::WeakFloat);
impl CastFrom<Q> for Q {
    fn cast_from(x: Q) -> Q {
        x
    }
}
impl CastFrom<Q> for bool {
    fn cast_from(x: Q) -> bool {
        x.0 != 0.0
    }
}

promote_core::extend_jax! {
    pub struct JaxQ;
    types { q = Q as float }
    lattice { f*: [q] }
}

promote_core::extend_jax! {
    pub struct JaxQAgain;
    types { q = Q as float }
    lattice { f*: [q] }
}

fn main() {}
