//! The built-in policies, one file each, each declared the way its source writes it: JAX as its
//! lattice, the others as their tables.
//!
//! Each policy is a Cargo feature of its own (the README's "Choosing policies" has the table and
//! what each costs to build): `numpy`, `jax`, `torch` and `array-api` are on by default,
//! `numpy-ml`, `jax-x32`, `jax-strict`, `jax-lax`, `paddle`, `tensorflow`, `megengine`,
//! `megengine-mep3` and `oneflow` are opt-in, and `full` turns every policy on with the `narrow` dtypes.

#[cfg(feature = "array-api")]
mod array_api;
pub mod catalog;
#[doc(hidden)]
pub mod extension;
// Always compiled: it holds the lattice's tokens, which JAX's other policies and `extend_jax!`
// read; the `Jax` declaration in it has its own feature.
mod jax;
#[cfg(feature = "jax-lax")]
mod jax_lax;
#[cfg(feature = "jax-strict")]
mod jax_strict;
#[cfg(feature = "jax-x32")]
mod jax_x32;
#[cfg(feature = "megengine")]
mod megengine;
#[cfg(feature = "megengine-mep3")]
mod megengine_mep3;
#[cfg(feature = "numpy")]
mod numpy;
#[cfg(feature = "numpy-ml")]
mod numpy_ml;
#[cfg(feature = "oneflow")]
mod oneflow;
#[cfg(feature = "paddle")]
mod paddle;
#[cfg(feature = "tensorflow")]
mod tensorflow;
#[cfg(feature = "torch")]
mod torch;

#[cfg(feature = "array-api")]
#[cfg_attr(docsrs, doc(cfg(feature = "array-api")))]
pub use array_api::ArrayApi;
#[cfg(feature = "jax")]
#[cfg_attr(docsrs, doc(cfg(feature = "jax")))]
pub use jax::Jax;
#[cfg(feature = "jax-lax")]
#[cfg_attr(docsrs, doc(cfg(feature = "jax-lax")))]
pub use jax_lax::JaxLax;
#[cfg(feature = "jax-strict")]
#[cfg_attr(docsrs, doc(cfg(feature = "jax-strict")))]
pub use jax_strict::JaxStrict;
#[cfg(feature = "jax-x32")]
#[cfg_attr(docsrs, doc(cfg(feature = "jax-x32")))]
pub use jax_x32::JaxX32;
#[cfg(feature = "megengine")]
#[cfg_attr(docsrs, doc(cfg(feature = "megengine")))]
pub use megengine::MegEngine;
#[cfg(feature = "megengine-mep3")]
#[cfg_attr(docsrs, doc(cfg(feature = "megengine-mep3")))]
pub use megengine_mep3::MegEngineMep3;
#[cfg(feature = "numpy")]
#[cfg_attr(docsrs, doc(cfg(feature = "numpy")))]
pub use numpy::NumPy;
#[cfg(feature = "numpy-ml")]
#[cfg_attr(docsrs, doc(cfg(feature = "numpy-ml")))]
pub use numpy_ml::NumPyMl;
#[cfg(feature = "oneflow")]
#[cfg_attr(docsrs, doc(cfg(feature = "oneflow")))]
pub use oneflow::OneFlow;
#[cfg(feature = "paddle")]
#[cfg_attr(docsrs, doc(cfg(feature = "paddle")))]
pub use paddle::Paddle;
#[cfg(feature = "tensorflow")]
#[cfg_attr(docsrs, doc(cfg(feature = "tensorflow")))]
pub use tensorflow::TensorFlow;
#[cfg(feature = "torch")]
#[cfg_attr(docsrs, doc(cfg(feature = "torch")))]
pub use torch::Torch;
