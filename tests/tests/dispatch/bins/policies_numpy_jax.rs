//! `dispatch_binary!` and `dispatch_unary!` against the run-time mirror under NumPy with
//! ml_dtypes and JAX's three other lattices: a binary of its own for its memory (see
//! `dispatch/main.rs`).

#[macro_use]
#[path = "../grid.rs"]
mod grid;

use promote_core::policies::{JaxLax, JaxStrict, JaxX32, NumPyMl};

policy_test! { typed;
    numpy_ml: NumPyMl;
    jax_x32: JaxX32;
    jax_strict: JaxStrict;
    jax_lax: JaxLax;
}
