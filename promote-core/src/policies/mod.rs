//! The built-in policies, one file each, each declared the way its source writes it.

mod jax;

pub use jax::Jax;
