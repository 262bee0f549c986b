//! The compile-time impls and the run-time mirror agree on every pair of NumPy's, JAX's (two of its
//! lattices) and the array API's tables, for every operation family and every pair of operand
//! kinds. The visit is generated: one grid per
//! (policy, family, kinds), read off the type checker by `compile_time_grid!`, where no dispatch
//! grid reads it already.

use promote_core::families::Shape;
use promote_core::policies::{ArrayApi, Jax, JaxLax, NumPy};
use promote_core::table::{unary_csv, Grid};
use promote_core::ArrayKind::{Array, Array0};
use promote_core::{Op, Policy, WeakBool};
use promote_tests::{compile_time_column, compile_time_grid};

// The binary families' cells between arrays (all of NumPy's) are the arms of a dispatch grid: see
// `agree.rs`.
agreement!(numpy: NumPy, [none], dispatch([all], "dispatch_zero_dim_numpy"); WeakBool);
agreement!(jax: Jax, [zero_dim], dispatch([arrays], "dispatch"); WeakBool);
agreement!(jax_lax: JaxLax, [zero_dim], dispatch([arrays], "dispatch_policies_numpy_jax"); WeakBool);
// Torch: in `agreement_narrow.rs`, over its float8 types and `bc32` as well.
agreement!(array_api: ArrayApi, [zero_dim], dispatch([arrays], "dispatch"); WeakBool);
// PaddlePaddle, TensorFlow, both MegEngines and OneFlow: `others.rs`.

promote_core::promotion_lattice! {
    /// Integers and floats kept apart, so that the probe meets undefined pairs.
    pub struct Split;
    lattice {
        i8: [i16], i16: [i32], i32: [i64],
        f16: [f32], f32: [f64],
    }
}

agreement!(a_partial_lattice: Split);

#[test]
fn the_probe_sees_undefined_pairs() {
    let grid = compile_time_grid!(Split);
    let defined = grid.cells.iter().flatten().filter(|c| c.is_some()).count();
    // 4 integers and 3 floats: 16 + 9 defined pairs, everything else undefined.
    assert_eq!(defined, 25);
}
