//! Every policy's full tables against the reference grids in `tests/reference/` (printed by the
//! real libraries; see its README): every operation family, and the 0-d kinds where a reference
//! exists.
//!
//! The tables compared here are the run-time mirror's, generated from the same declaration as the
//! impls. That the impls the type checker sees give the same tables, cell for cell, is the
//! agreement's and the dispatch grids' to show (`tests/tests/agreement/`, `tests/tests/dispatch/`:
//! every family, every kind pair, over every dtype a reference here lists), so they match the
//! references too: each cell's type-level answer is read once in the suites, not once per test
//! that compares it. One seed table is read off the type checker here as well, and compared
//! with its reference directly.

use promote_core::policies::{
    ArrayApi, Jax, JaxLax, JaxStrict, JaxX32, MegEngine, MegEngineMep3, NumPy, NumPyMl, OneFlow,
    Paddle, TensorFlow, Torch,
};
use promote_core::table::{sum_csv, Grid};
use promote_core::ArrayKind::{self, Array, Array0};
use promote_core::{Op, Policy};
use promote_tests::{
    assert_matches, assert_matches_except, compile_time_grid, held_part, seed_part, Reference,
};

fn run_time<P: Policy>(op: Op, lhs: ArrayKind, rhs: ArrayKind) -> Grid {
    Grid::of_op::<P>(op, lhs, rhs)
}

/// One reference grid: the run-time mirror must match it (and the impls match the mirror: see the
/// module's docs).
macro_rules! conformance {
    ($test:ident: $policy:ty, $csv:expr, $op:ident, $lk:ident x $rk:ident) => {
        #[test]
        fn $test() {
            let reference = Reference::parse(include_str!(concat!("../../reference/", $csv)));
            let what = concat!(stringify!($policy), " ", $csv);
            let held = <$policy>::DTYPES;
            assert_matches(
                &format!("{what} (run time)"),
                &held_part(&run_time::<$policy>(Op::$op, $lk, $rk), &reference, held),
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
            let reference = include_str!(concat!("../../reference/", $csv));
            let ours = sum_csv(<$policy>::DTYPES, <$policy>::sum_result);
            // A row for a type the policy does not hold, which the library could not print, is
            // left out (see `held_part`).
            let listed = |line: &&str| {
                let code = line.split(',').next().unwrap_or_default();
                reference.lines().any(|l| l.split(',').next() == Some(code))
                    || <$policy>::DTYPES.iter().any(|d| d.code() == code)
            };
            let ours: Vec<&str> = ours.lines().filter(listed).collect();
            assert_eq!(ours, reference.lines().collect::<Vec<_>>());
        }
    };
}

// The seed tables (copied from the appendix of JAX's design note JEP 9407, see
// tests/reference/README.md) that are still current (JAX's over its 18 codes: the narrow types
// came later). JAX's is also read off the type checker and compared directly.
#[test]
fn jax_matches_the_seed() {
    let reference = Reference::parse(include_str!("../../reference/seeds/seed_jax_numpy_add.csv"));
    let run_time = seed_part(&run_time::<Jax>(Op::Add, Array, Array), &reference);
    assert_matches("Jax seed (run time)", &run_time, &reference);
    assert_matches(
        "Jax seed (compile time)",
        &compile_time_grid!(Jax),
        &reference,
    );
}
/// A seed table over its own codes: the published tables have no Python bool (`b*`), nor the types
/// added since.
macro_rules! seed_conformance {
    ($test:ident: $policy:ty, $csv:expr) => {
        #[test]
        fn $test() {
            let reference = Reference::parse(include_str!(concat!("../../reference/", $csv)));
            let what = concat!(stringify!($policy), " ", $csv);
            let run_time = seed_part(&run_time::<$policy>(Op::Add, Array, Array), &reference);
            assert_matches(&format!("{what} (run time)"), &run_time, &reference);
        }
    };
}
seed_conformance!(jax_lax_matches_the_seed: JaxLax, "seeds/seed_jax_lax_add.csv");
seed_conformance!(numpy_matches_the_seed: NumPy, "seeds/seed_numpy_add.csv");
seed_conformance!(tensorflow_matches_the_seed: TensorFlow, "seeds/seed_tensorflow_add.csv");

macro_rules! policy_conformance {
    ($module:ident: $policy:ty, $name:literal) => {
        mod $module {
            use super::*;
            conformance!(add: $policy, concat!($name, "_add.csv"), Add, Array x Array);
            conformance!(div: $policy, concat!($name, "_div.csv"), Div, Array x Array);
            conformance!(eq: $policy, concat!($name, "_eq.csv"), Eq, Array x Array);
            conformance!(lt: $policy, concat!($name, "_lt.csv"), Lt, Array x Array);
            conformance!(bitand: $policy, concat!($name, "_bitand.csv"), BitAnd, Array x Array);
            sum_conformance!(sum: $policy, concat!($name, "_sum.csv"));
        }
    };
}

policy_conformance!(numpy: NumPy, "numpy");
// The references over the narrow types too (after the 18 standard codes and a Python bool).
policy_conformance!(jax: Jax, "jax");
policy_conformance!(jax_strict: JaxStrict, "jax-strict");
policy_conformance!(jax_x32: JaxX32, "jax-x32");

/// NumPy with ml_dtypes: its `+` is `np.promote_types` (`numpy-ml_add.csv`); the other families'
/// references are ufunc grids, which `references.rs` compares where `np.add`'s type is the rule's.
mod numpy_ml {
    use super::*;
    conformance!(add: NumPyMl, "numpy-ml_add.csv", Add, Array x Array);
    sum_conformance!(sum: NumPyMl, "numpy-ml_sum.csv");
}
policy_conformance!(jax_lax: JaxLax, "jax-lax");
policy_conformance!(torch: Torch, "torch");
policy_conformance!(array_api: ArrayApi, "array-api");
policy_conformance!(paddle: Paddle, "paddle");
policy_conformance!(tensorflow: TensorFlow, "tensorflow");
policy_conformance!(megengine_mep3: MegEngineMep3, "megengine-mep3");
policy_conformance!(megengine: MegEngine, "megengine");

/// OneFlow has no bitwise `&` (`a & b` is `logical_and`), so no `bitand` reference.
mod oneflow {
    use super::*;
    conformance!(add: OneFlow, "oneflow_add.csv", Add, Array x Array);
    conformance!(div: OneFlow, "oneflow_div.csv", Div, Array x Array);
    conformance!(eq: OneFlow, "oneflow_eq.csv", Eq, Array x Array);
    conformance!(lt: OneFlow, "oneflow_lt.csv", Lt, Array x Array);
    sum_conformance!(sum: OneFlow, "oneflow_sum.csv");
}

/// The 0-d kinds, for every family: NumPy 2, JAX, `jax.lax`, the array API standard and TensorFlow
/// treat a 0-d array as an array; PyTorch (and MEP 3's MegEngine after it) ranks it below dimensioned
/// arrays. The run-time grids are compared here; the agreement and the dispatch grids show that the impls
/// give the same grids for every kind pair, so they match the references too.
mod kinds {
    use super::*;

    fn check<P: Policy>(name: &str, csv: &str, op: Op, lhs: ArrayKind, rhs: ArrayKind) {
        let reference = Reference::parse(csv);
        assert_matches(
            &format!("{name} {op:?} {lhs:?} x {rhs:?}"),
            &run_time::<P>(op, lhs, rhs),
            &reference,
        );
    }

    /// Each policy's three kind grids of each family in the brackets.
    macro_rules! kinds {
        ($families:tt $($test:ident: $policy:ty, $name:literal;)*) => {$(
            kinds!(@one $test, $policy, $name, $families);
        )*};
        (@one $test:ident, $policy:ty, $name:literal, [$($op:ident $file:literal),*]) => {
            #[test]
            fn $test() {
                macro_rules! grid {
                    ($o:ident, $f:literal, $kinds:literal, $l:ident, $r:ident) => {
                        check::<$policy>($name, include_str!(concat!("../../reference/", $name, "_", $f, $kinds, ".csv")), Op::$o, $l, $r)
                    };
                }
                $(
                    grid!($op, $file, "_array_array0", Array, Array0);
                    grid!($op, $file, "_array0_array", Array0, Array);
                    grid!($op, $file, "_array0_array0", Array0, Array0);
                )*
            }
        };
    }

    kinds! {
        [Add "add", Div "div", Eq "eq", Lt "lt", BitAnd "bitand"]
        numpy: NumPy, "numpy";
        jax: Jax, "jax";
        jax_lax: JaxLax, "jax-lax";
        torch: Torch, "torch";
        array_api: ArrayApi, "array-api";
        tensorflow: TensorFlow, "tensorflow";
        megengine_mep3: MegEngineMep3, "megengine-mep3";
        megengine: MegEngine, "megengine";
    }

    // OneFlow's 0-d rule (a 0-d operand does not count against a dimensioned one); OneFlow has no
    // bitwise `&`, so no `bitand` reference.
    kinds! {
        [Add "add", Div "div", Eq "eq", Lt "lt"]
        oneflow: OneFlow, "oneflow";
    }

    /// PaddlePaddle's 0-d rule (its major types), for every family; one documented deviation:
    /// Paddle divides a Python complex by a 0-d `f64` or `c128` tensor (either way round) into
    /// `c64`, where its `+` gives `c128`; this crate's division follows the promoted type.
    #[test]
    fn paddle() {
        let quirk_rhs: &[(&str, &str)] = &[("c*", "f64"), ("c*", "c128")];
        let quirk_lhs: &[(&str, &str)] = &[("f64", "c*"), ("c128", "c*")];
        let both: Vec<(&str, &str)> = quirk_rhs.iter().chain(quirk_lhs).copied().collect();
        macro_rules! grid {
            ($op:ident, $file:literal, $l:ident, $r:ident, $except:expr) => {
                assert_matches_except(
                    concat!("Paddle ", $file),
                    &run_time::<Paddle>(Op::$op, $l, $r),
                    &Reference::parse(include_str!(concat!(
                        "../../reference/paddle_",
                        $file,
                        ".csv"
                    ))),
                    $except,
                )
            };
        }
        grid!(Add, "add_array_array0", Array, Array0, &[]);
        grid!(Add, "add_array0_array", Array0, Array, &[]);
        grid!(Add, "add_array0_array0", Array0, Array0, &[]);
        grid!(Div, "div_array_array0", Array, Array0, quirk_rhs);
        grid!(Div, "div_array0_array", Array0, Array, quirk_lhs);
        grid!(Div, "div_array0_array0", Array0, Array0, &both);
        grid!(Eq, "eq_array_array0", Array, Array0, &[]);
        grid!(Eq, "eq_array0_array", Array0, Array, &[]);
        grid!(Eq, "eq_array0_array0", Array0, Array0, &[]);
        grid!(Lt, "lt_array_array0", Array, Array0, &[]);
        grid!(Lt, "lt_array0_array", Array0, Array, &[]);
        grid!(Lt, "lt_array0_array0", Array0, Array0, &[]);
        grid!(BitAnd, "bitand_array_array0", Array, Array0, &[]);
        grid!(BitAnd, "bitand_array0_array", Array0, Array, &[]);
        grid!(BitAnd, "bitand_array0_array0", Array0, Array0, &[]);
    }
}
