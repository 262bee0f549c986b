//! `dispatch_binary!` and `dispatch_unary!` against the run-time mirror under the built-in
//! policies that `arrays` leaves out, so that every compiled-in policy is checked (`OneFlow`, whose
//! 0-d rule is its own, in `zero_dim`).

use promote_core::policies::{
    JaxLax, JaxStrict, JaxX32, MegEngine, MegEngineMep3, NumPyMl, Paddle, TensorFlow,
};

policy_test! {
    numpy_ml: NumPyMl;
    jax_x32: JaxX32;
    jax_strict: JaxStrict;
    jax_lax: JaxLax;
    paddle: Paddle;
    tensorflow: TensorFlow;
    megengine: MegEngine;
    megengine_mep3: MegEngineMep3;
}
