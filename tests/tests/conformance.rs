//! Every policy's full tables, compile-time and run-time, against the reference grids in
//! `tests/reference/` (printed by the real libraries; see its README): every operation family,
//! and the 0-d kinds where a reference exists.

use promote_core::policies::{ArrayApi, Jax, JaxLax, MegEngine, NumPy, Paddle, TensorFlow, Torch};
use promote_core::table::{sum_csv, Grid};
use promote_core::ArrayKind::{self, Array, Array0};
use promote_core::{f16, Complex, Op, Policy, WeakBool};
use promote_tests::{assert_matches, compile_time_grid, Reference};

fn run_time<P: Policy>(op: Op, lhs: ArrayKind, rhs: ArrayKind) -> Grid {
    Grid::of_op::<P>(op, lhs, rhs)
}

/// One reference grid: the run-time mirror and the impls the type checker sees must both match.
macro_rules! conformance {
    ($test:ident: $policy:ty, $csv:expr, $op:ident / $probe:ident, $lk:ident x $rk:ident $(; $($extra:ty),*)?) => {
        #[test]
        fn $test() {
            let reference = Reference::parse(include_str!(concat!("../reference/", $csv)));
            let what = concat!(stringify!($policy), " ", $csv);
            assert_matches(&format!("{what} (run time)"), &run_time::<$policy>(Op::$op, $lk, $rk), &reference);
            assert_matches(
                &format!("{what} (compile time)"),
                &compile_time_grid!($policy, $probe, $lk, $rk $(; $($extra),*)?),
                &reference,
            );
        }
    };
}

/// The sum accumulators against a reference: run time, and compile time through `SumOf`.
macro_rules! sum_conformance {
    ($test:ident: $policy:ty, $csv:expr) => {
        #[test]
        fn $test() {
            let reference = include_str!(concat!("../reference/", $csv));
            assert_eq!(sum_csv(<$policy>::DTYPES, <$policy>::sum_result), reference);
        }
    };
}

// The seed tables that are still current.
conformance!(jax_matches_the_seed: Jax, "seeds/seed_jax_numpy_add.csv", Add / probe_add, Array x Array);
conformance!(jax_lax_matches_the_seed: JaxLax, "seeds/seed_jax_lax_add.csv", Add / probe_add, Array x Array);
conformance!(numpy_matches_the_seed: NumPy, "seeds/seed_numpy_add.csv", Add / probe_add, Array x Array);
conformance!(tensorflow_matches_the_seed: TensorFlow, "seeds/seed_tensorflow_add.csv", Add / probe_add, Array x Array);

macro_rules! policy_conformance {
    ($module:ident: $policy:ty, $name:literal $(; $($extra:ty),*)?) => {
        mod $module {
            use super::*;
            conformance!(add: $policy, concat!($name, "_add.csv"), Add / probe_add, Array x Array $(; $($extra),*)?);
            conformance!(div: $policy, concat!($name, "_div.csv"), Div / probe_div, Array x Array $(; $($extra),*)?);
            conformance!(eq: $policy, concat!($name, "_eq.csv"), Eq / probe_eq, Array x Array $(; $($extra),*)?);
            conformance!(lt: $policy, concat!($name, "_lt.csv"), Lt / probe_lt, Array x Array $(; $($extra),*)?);
            conformance!(bitand: $policy, concat!($name, "_bitand.csv"), BitAnd / probe_bitand, Array x Array $(; $($extra),*)?);
            sum_conformance!(sum: $policy, concat!($name, "_sum.csv"));
        }
    };
}

policy_conformance!(numpy: NumPy, "numpy");
policy_conformance!(jax: Jax, "jax");
policy_conformance!(jax_lax: JaxLax, "jax-lax");
policy_conformance!(torch: Torch, "torch"; Complex<f16>);
policy_conformance!(array_api: ArrayApi, "array-api");
policy_conformance!(paddle: Paddle, "paddle"; WeakBool);
policy_conformance!(tensorflow: TensorFlow, "tensorflow");
policy_conformance!(megengine: MegEngine, "megengine");

/// The 0-d kinds: NumPy 2 and JAX treat a 0-d array as an array; PyTorch (and MegEngine after it)
/// ranks it below dimensioned arrays.
mod kinds {
    use super::*;
    conformance!(numpy_array_array0: NumPy, "numpy_add_array_array0.csv", Add / probe_add, Array x Array0);
    conformance!(numpy_array0_array: NumPy, "numpy_add_array0_array.csv", Add / probe_add, Array0 x Array);
    conformance!(numpy_array0_array0: NumPy, "numpy_add_array0_array0.csv", Add / probe_add, Array0 x Array0);
    conformance!(jax_array_array0: Jax, "jax_add_array_array0.csv", Add / probe_add, Array x Array0);
    conformance!(jax_array0_array: Jax, "jax_add_array0_array.csv", Add / probe_add, Array0 x Array);
    conformance!(jax_array0_array0: Jax, "jax_add_array0_array0.csv", Add / probe_add, Array0 x Array0);
    conformance!(torch_array_array0: Torch, "torch_add_array_array0.csv", Add / probe_add, Array x Array0; Complex<f16>);
    conformance!(torch_array0_array: Torch, "torch_add_array0_array.csv", Add / probe_add, Array0 x Array; Complex<f16>);
    conformance!(torch_array0_array0: Torch, "torch_add_array0_array0.csv", Add / probe_add, Array0 x Array0; Complex<f16>);
    conformance!(torch_div_array_array0: Torch, "torch_div_array_array0.csv", Div / probe_div, Array x Array0; Complex<f16>);
    conformance!(torch_div_array0_array: Torch, "torch_div_array0_array.csv", Div / probe_div, Array0 x Array; Complex<f16>);
    conformance!(torch_div_array0_array0: Torch, "torch_div_array0_array0.csv", Div / probe_div, Array0 x Array0; Complex<f16>);
    conformance!(megengine_array_array0: MegEngine, "megengine_add_array_array0.csv", Add / probe_add, Array x Array0);
    conformance!(megengine_array0_array: MegEngine, "megengine_add_array0_array.csv", Add / probe_add, Array0 x Array);
    conformance!(megengine_array0_array0: MegEngine, "megengine_add_array0_array0.csv", Add / probe_add, Array0 x Array0);
}
