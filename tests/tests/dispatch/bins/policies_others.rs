//! `dispatch_binary!` and `dispatch_unary!` against the run-time mirror under PaddlePaddle,
//! TensorFlow and both MegEngines (`OneFlow`, whose 0-d rule is its own, with the operand kinds in
//! `dispatch_zero_dim_oneflow`): a binary of its own for its memory (see `dispatch/main.rs`).

#[macro_use]
#[path = "../grid.rs"]
mod grid;

use promote_core::policies::{MegEngine, MegEngineMep3, Paddle, TensorFlow};

policy_test! {
    paddle: Paddle;
    tensorflow: TensorFlow;
    megengine: MegEngine;
    megengine_mep3: MegEngineMep3;
}
