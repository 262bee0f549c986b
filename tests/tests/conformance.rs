//! Every policy's full table, compile-time and run-time, against its reference grid.

use promote_core::policies::Jax;
use promote_core::table::Grid;
use promote_tests::{assert_matches, compile_time_grid, Reference};

fn reference(csv: &str) -> Reference {
    Reference::parse(csv)
}

#[test]
fn jax_matches_the_seed_table() {
    let seed = reference(include_str!("../reference/seeds/seed_jax_numpy_add.csv"));
    assert_matches("Jax run-time mirror", &Grid::of::<Jax>(), &seed);
    assert_matches("Jax compile-time impls", &compile_time_grid!(Jax), &seed);
}
