//! The compile-time impls and the run-time mirror agree on every pair of every policy, for every
//! operation family and every pair of operand kinds. The visit is generated: one grid per
//! (policy, family, kinds), read off the type checker by `compile_time_grid!`.

use promote_core::policies::{ArrayApi, Jax, JaxLax, MegEngine, NumPy, Paddle, TensorFlow, Torch};
use promote_core::table::Grid;
use promote_core::ArrayKind::{Array, Array0};
use promote_core::{f16, Complex, Op, Policy, WeakBool};
use promote_tests::compile_time_grid;

/// Compares one family under every kind pair; returns the number of cells compared.
macro_rules! agree {
    ($policy:ty, $op:ident / $probe:ident $(; $($extra:ty),*)?) => {{
        let mut cells = 0;
        for (compile_time, (lk, rk)) in [
            (compile_time_grid!($policy, $probe, Array, Array $(; $($extra),*)?), (Array, Array)),
            (compile_time_grid!($policy, $probe, Array, Array0 $(; $($extra),*)?), (Array, Array0)),
            (compile_time_grid!($policy, $probe, Array0, Array $(; $($extra),*)?), (Array0, Array)),
            (compile_time_grid!($policy, $probe, Array0, Array0 $(; $($extra),*)?), (Array0, Array0)),
        ] {
            let run_time = Grid::from_fn(compile_time.codes.clone(), |l, r| {
                <$policy as Policy>::binary_result(Op::$op, lk, l, rk, r)
            });
            assert_eq!(
                compile_time, run_time,
                "{} {:?} {:?}x{:?}: compile time and run time differ", stringify!($policy), Op::$op, lk, rk
            );
            cells += compile_time.codes.len() * compile_time.codes.len();
        }
        cells
    }};
}

macro_rules! agreement {
    ($test:ident: $policy:ty $(; $($extra:ty),*)?) => {
        #[test]
        fn $test() {
            let cells = agree!($policy, Add / probe_add $(; $($extra),*)?)
                + agree!($policy, Div / probe_div $(; $($extra),*)?)
                + agree!($policy, Eq / probe_eq $(; $($extra),*)?)
                + agree!($policy, Lt / probe_lt $(; $($extra),*)?)
                + agree!($policy, BitAnd / probe_bitand $(; $($extra),*)?);
            let n = 18 $($(+ { let _ = stringify!($extra); 1 })*)?;
            println!("{}: {cells} cells agree (5 families x 4 kind pairs x {n}x{n})", stringify!($policy));
            assert_eq!(cells, 5 * 4 * n * n);
            // The add grid between arrays is also what `result_type` answers.
            let add = Grid::from_fn(promote_core::table::operand_codes(<$policy>::DTYPES), <$policy>::result_type);
            assert_eq!(add, Grid::of_op::<$policy>(Op::Add, Array, Array));
        }
    };
}

agreement!(numpy: NumPy);
agreement!(jax: Jax);
agreement!(jax_lax: JaxLax);
agreement!(torch: Torch; Complex<f16>);
agreement!(array_api: ArrayApi);
agreement!(paddle: Paddle; WeakBool);
agreement!(tensorflow: TensorFlow);
agreement!(megengine: MegEngine);

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
