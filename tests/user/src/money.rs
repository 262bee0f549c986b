//! A money type in JAX's lattice between `i64` and the weak float: `i64 + cents` is cents,
//! `cents + f32` is `f32`. It converts only to and from `f64`, its route; the declaration
//! generates every other conversion through it.

use promote_core::element::{ElementArith, ElementSub};
use promote_core::{extend_jax, CastFrom, DType, Element};

/// An amount in cents, held as a float so that it divides.
#[derive(Clone, Copy, Debug, Default, PartialEq, PartialOrd)]
pub struct Cents(pub f64);

impl Element for Cents {
    const DTYPE: DType = DType::Custom("cents");
}

impl ElementArith for Cents {
    fn add(self, rhs: Self) -> Self {
        Cents(self.0 + rhs.0)
    }
    fn mul(self, rhs: Self) -> Self {
        Cents(self.0 * rhs.0)
    }
}

impl ElementSub for Cents {
    fn sub(self, rhs: Self) -> Self {
        Cents(self.0 - rhs.0)
    }
}

// The route's two conversions: all the user writes.
impl CastFrom<f64> for Cents {
    fn cast_from(value: f64) -> Cents {
        Cents(value)
    }
}

impl CastFrom<Cents> for f64 {
    fn cast_from(value: Cents) -> f64 {
        value.0
    }
}

extend_jax! {
    /// JAX with cents between the integers and the weak float.
    pub struct JaxMoney;
    types { cents = Cents as float via f64 }
    lattice { i64: [cents], cents: [f*] }
}
