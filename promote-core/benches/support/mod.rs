//! Shared by `benches/promotion.rs` and `examples/zero_cost.rs` (which includes the files it needs
//! by `#[path]`): inputs, the promoted ops and their hand-written twins.

pub mod data;
pub mod hand;
pub mod promoted;
