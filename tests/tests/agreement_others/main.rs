//! The agreement of `agreement` under PaddlePaddle, TensorFlow, both MegEngines and OneFlow
//! (`cargo test -p promote-tests --test agreement_others`): a binary of its own, for rustc's time
//! and memory (see `agreement/main.rs`).

/// The agreement macros, shared with `agreement`.
#[macro_use]
#[path = "../agreement/agree.rs"]
mod agree;

mod policies;
