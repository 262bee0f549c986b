//! Every policy's full table, compile-time and run-time, against its reference grid in
//! `tests/reference/` (regenerated from the real libraries; see its README).

use promote_core::policies::{ArrayApi, Jax, JaxLax, NumPy, Paddle, TensorFlow};
use promote_core::table::Grid;
use promote_core::WeakBool;
use promote_tests::{assert_matches, compile_time_grid, Reference};

/// Checks the run-time mirror and the impls the type checker sees against one reference grid.
macro_rules! conformance {
    ($test:ident, $policy:ty, $csv:literal $(; $($extra:ty),*)?) => {
        #[test]
        fn $test() {
            let reference = Reference::parse(include_str!(concat!("../reference/", $csv)));
            let name = stringify!($policy);
            assert_matches(&format!("{name} run-time mirror"), &Grid::of::<$policy>(), &reference);
            assert_matches(
                &format!("{name} compile-time impls"),
                &compile_time_grid!($policy $(; $($extra),*)?),
                &reference,
            );
        }
    };
}

conformance!(
    jax_matches_the_seed_table,
    Jax,
    "seeds/seed_jax_numpy_add.csv"
);
conformance!(jax_matches_current_jax, Jax, "jax_add.csv");
conformance!(jax_lax_matches_current_jax, JaxLax, "jax-lax_add.csv");
conformance!(numpy_matches_numpy_2, NumPy, "numpy_add.csv");
conformance!(
    array_api_matches_array_api_strict,
    ArrayApi,
    "array-api_add.csv"
);
conformance!(paddle_matches_current_paddle, Paddle, "paddle_add.csv"; WeakBool);
conformance!(
    tensorflow_matches_current_tensorflow,
    TensorFlow,
    "tensorflow_add.csv"
);

/// Where the current release agrees with the seed's table, the policy must match the seed too.
#[test]
fn seed_tables_that_are_still_current_match() {
    let seed = |csv: &str| Reference::parse(csv);
    assert_matches(
        "NumPy vs seed",
        &Grid::of::<NumPy>(),
        &seed(include_str!("../reference/seeds/seed_numpy_add.csv")),
    );
    assert_matches(
        "JaxLax vs seed",
        &Grid::of::<JaxLax>(),
        &seed(include_str!("../reference/seeds/seed_jax_lax_add.csv")),
    );
    assert_matches(
        "TensorFlow vs seed",
        &Grid::of::<TensorFlow>(),
        &seed(include_str!("../reference/seeds/seed_tensorflow_add.csv")),
    );
}
