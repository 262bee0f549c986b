//! The containers: the [`Container`](container::Container) trait, through which any array type
//! gets promoting operators, and `Array`, promote's own.

#[cfg(feature = "alloc")]
#[macro_use]
mod methods;
#[cfg(feature = "alloc")]
pub mod array;
#[cfg(feature = "alloc")]
pub mod container;
#[cfg(feature = "dyn")]
pub mod dyn_array;
