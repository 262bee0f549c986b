//! Shared by `benches/promotion.rs` and `examples/zero_cost.rs` (which includes the files it needs
//! by `#[path]`): inputs, the promoted ops, their hand-written twins and the run-time-dtype
//! baseline.

pub mod data;
pub mod dyn_array;
pub mod hand;
pub mod promoted;
