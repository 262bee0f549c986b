//! Code written the way a user writes it, against the default features: generic numeric code
//! with nothing but the bound a bundle or a family names, conversions as method calls, and a
//! money type added to JAX's lattice that writes only the two conversions with its route. If
//! this crate stops compiling, a user's code did too.

pub mod generic;
pub mod money;
