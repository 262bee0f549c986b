//! The built-in policies, one file each, each declared the way its source writes it: JAX as its
//! lattice, the others as their tables.

mod array_api;
pub mod catalog;
#[doc(hidden)]
pub mod extension;
mod jax;
mod jax_lax;
mod jax_strict;
mod jax_x32;
mod megengine;
mod numpy;
mod numpy_ml;
mod paddle;
mod tensorflow;
mod torch;

pub use array_api::ArrayApi;
pub use jax::Jax;
pub use jax_lax::JaxLax;
pub use jax_strict::JaxStrict;
pub use jax_x32::JaxX32;
pub use megengine::MegEngine;
pub use numpy::NumPy;
pub use numpy_ml::NumPyMl;
pub use paddle::Paddle;
pub use tensorflow::TensorFlow;
pub use torch::{OneFlow, Torch};
