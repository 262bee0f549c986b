//! The vocabulary: what values are. The run-time names of element types ([`DType`](dtype::DType))
//! and their parsing, the element types themselves and what one element computes, the weak
//! scalars, and the conversions promotion performs.

pub mod cast_from;
pub mod dtype;
mod dtype_list;
pub mod dtype_names;
pub mod element;
pub mod weak;
pub(crate) mod weak_casts;
