//! The policy a call names (`policy="jax"`), as the type `DynArray` computes under: every
//! built-in policy, by the command-line names of
//! [`catalog`](promote_core::policies::catalog).

use pyo3::exceptions::PyValueError;
use pyo3::PyErr;

/// Runs `$body` with `$P` the policy type named `$name` (a `&str`), or evaluates to the
/// `ValueError` that lists the names accepted.
macro_rules! with_policy {
    ($name:expr, |$P:ident| $body:expr) => {
        match $name {
            "numpy" => {
                type $P = promote_core::policies::NumPy;
                $body
            }
            "numpy-ml" => {
                type $P = promote_core::policies::NumPyMl;
                $body
            }
            "jax" => {
                type $P = promote_core::policies::Jax;
                $body
            }
            "jax-strict" => {
                type $P = promote_core::policies::JaxStrict;
                $body
            }
            "jax-x32" => {
                type $P = promote_core::policies::JaxX32;
                $body
            }
            "jax-lax" => {
                type $P = promote_core::policies::JaxLax;
                $body
            }
            "torch" => {
                type $P = promote_core::policies::Torch;
                $body
            }
            "array-api" => {
                type $P = promote_core::policies::ArrayApi;
                $body
            }
            "paddle" => {
                type $P = promote_core::policies::Paddle;
                $body
            }
            "tensorflow" => {
                type $P = promote_core::policies::TensorFlow;
                $body
            }
            "megengine" => {
                type $P = promote_core::policies::MegEngine;
                $body
            }
            "megengine-mep3" => {
                type $P = promote_core::policies::MegEngineMep3;
                $body
            }
            "oneflow" => {
                type $P = promote_core::policies::OneFlow;
                $body
            }
            other => Err($crate::policies::unknown(other)),
        }
    };
}
pub(crate) use with_policy;

/// The error for a policy name no built-in policy has.
pub fn unknown(name: &str) -> PyErr {
    let names: Vec<&str> = promote_core::policies::catalog::ALL
        .iter()
        .map(|entry| entry.cli_name)
        .collect();
    PyValueError::new_err(format!(
        "unknown policy {name:?}; expected one of {}",
        names.join(", ")
    ))
}

/// The names of the policies, for the module's `POLICIES`.
pub fn names() -> Vec<&'static str> {
    promote_core::policies::catalog::ALL
        .iter()
        .map(|entry| entry.cli_name)
        .collect()
}
