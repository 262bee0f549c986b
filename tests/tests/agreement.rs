//! The compile-time impls and the run-time mirror agree on every pair of every policy, for every
//! operation family and every pair of operand kinds. The visit is generated: one grid per
//! (policy, family, kinds), read off the type checker by `compile_time_grid!`.

use promote_core::families::Shape;
use promote_core::policies::{ArrayApi, Jax, JaxLax, MegEngine, NumPy, Paddle, TensorFlow, Torch};
use promote_core::table::{unary_csv, Grid};
use promote_core::ArrayKind::{Array, Array0};
use promote_core::{f16, Complex, Op, Policy, WeakBool};
use promote_tests::{compile_time_column, compile_time_grid};

/// Compares one family under every kind pair; returns the number of cells compared.
macro_rules! agree {
    ($policy:ty, $op:ident $(; $($extra:ty),*)?) => {{
        let mut cells = 0;
        for (compile_time, (lk, rk)) in [
            (compile_time_grid!($policy, $op, Array, Array $(; $($extra),*)?), (Array, Array)),
            (compile_time_grid!($policy, $op, Array, Array0 $(; $($extra),*)?), (Array, Array0)),
            (compile_time_grid!($policy, $op, Array0, Array $(; $($extra),*)?), (Array0, Array)),
            (compile_time_grid!($policy, $op, Array0, Array0 $(; $($extra),*)?), (Array0, Array0)),
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

/// One unary family, reduction or scan: the column the type checker sees against the mirror's.
macro_rules! agree_column {
    ($policy:ty, $op:ident $(; $($extra:ty),*)?) => {{
        let compile_time = compile_time_column!($policy, $op $(; $($extra),*)?);
        let run_time = unary_csv(<$policy>::DTYPES, Op::$op, <$policy>::unary_result);
        assert_eq!(compile_time, run_time, "{} {:?}: compile time and run time differ", stringify!($policy), Op::$op);
        compile_time.lines().count() - 1
    }};
}

/// Every family of the list, from the list itself: `[policy] [extra types] families_spec { ... }`.
macro_rules! agree_all {
    ([$policy:ty] [$($extra:ty),*] families_spec { $($entries:tt)* }) => {
        // An item, not an expression: the list's callback is expanded in item position.
        fn every_family() -> usize {
            agree_all!(@each [$policy] [$($extra),*] 0usize; $($entries)*)
        }
    };
    (@each [$policy:ty] [$($extra:ty),*] $sum:expr;) => { $sum };
    (@each [$policy:ty] [$($extra:ty),*] $sum:expr;
        $(#[$doc:meta])* binary $name:ident: $Public:ident::$Assoc:ident as $Alias:ident { op: $op:ident, $($body:tt)* }
        $($rest:tt)*
    ) => {
        agree_all!(@each [$policy] [$($extra),*] $sum + agree!($policy, $op; $($extra),*); $($rest)*)
    };
    (@each [$policy:ty] [$($extra:ty),*] $sum:expr;
        $(#[$doc:meta])* $shape:ident $name:ident: $Public:ident::$Assoc:ident as $Alias:ident { op: $op:ident, $($body:tt)* }
        $($rest:tt)*
    ) => {
        agree_all!(@each [$policy] [$($extra),*] $sum + agree_column!($policy, $op; $($extra),*); $($rest)*)
    };
}

macro_rules! agreement {
    ($test:ident: $policy:ty $(; $($extra:ty),*)?) => {
        #[test]
        fn $test() {
            promote_core::__families!(agree_all { [$policy] [$($($extra),*)?] });
            let cells = every_family();
            let n = 18 $($(+ { let _ = stringify!($extra); 1 })*)?;
            let strong = promote_core::table::operand_codes(<$policy>::DTYPES)
                .iter()
                .filter(|d| !d.is_weak())
                .count();
            let binary = Op::ALL.iter().filter(|op| op.shape() == Shape::Binary).count();
            let unary = Op::ALL.iter().filter(|op| op.shape() == Shape::Unary).count();
            let reductions = Op::ALL.len() - binary - unary;
            println!(
                "{}: {cells} cells agree ({binary} binary families x 4 kind pairs x {n}x{n}, {unary} unary x {n}, {reductions} reductions x {strong})",
                stringify!($policy)
            );
            assert_eq!(cells, binary * 4 * n * n + unary * n + reductions * strong);
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
