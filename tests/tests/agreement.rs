//! The compile-time `Output` and the run-time `result_type` agree on every pair.

use promote_core::policies::Jax;
use promote_core::table::Grid;
use promote_tests::compile_time_grid;

#[test]
fn jax_compile_time_and_run_time_agree_on_all_pairs() {
    let compile_time = compile_time_grid!(Jax);
    let run_time = Grid::from_fn(
        compile_time.codes.clone(),
        <Jax as promote_core::Policy>::result_type,
    );
    assert_eq!(compile_time.codes.len() * compile_time.codes.len(), 324);
    assert_eq!(compile_time, run_time);
}

promote_core::promotion_lattice! {
    /// Integers and floats kept apart, so that the probe meets undefined pairs.
    pub struct Split;
    lattice {
        i8: [i16], i16: [i32], i32: [i64],
        f16: [f32], f32: [f64],
    }
}

#[test]
fn the_probe_sees_undefined_pairs_and_agrees_with_the_mirror() {
    let compile_time = compile_time_grid!(Split);
    let run_time = Grid::from_fn(
        compile_time.codes.clone(),
        <Split as promote_core::Policy>::result_type,
    );
    assert_eq!(compile_time, run_time);
    let defined = compile_time
        .cells
        .iter()
        .flatten()
        .filter(|c| c.is_some())
        .count();
    // 4 integers and 3 floats: 16 + 9 defined pairs, everything else undefined.
    assert_eq!(defined, 25);
}
