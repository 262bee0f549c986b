//! The agreement checks shared by the binaries `agreement` and `agreement_narrow`: one grid per
//! (policy, family, kinds), read off the type checker by `compile_time_grid!` and compared with
//! the mirror.
//!
//! A cell is probed once in the suites: where a dispatch grid (`tests/tests/dispatch/`) already
//! compares a policy's binary families under some kind pairs with the mirror, over every dtype
//! probed here, those kind pairs are not probed again here. A dispatch arm is the same
//! type-level question and a stricter check: its result type is `FamilyType`'s, a blanket impl
//! over the family's public trait that the probe below reads (`<L as Promote<R, P>>::Output`),
//! and it also needs both operands to convert into it. The agreement of such a policy names the
//! dispatch binary that compares its other kind pairs, and the two counts add up to every kind
//! pair (`agreement!`'s `dispatch(..)`).

/// Compares one family under every kind pair (`[all]`), between arrays only (`[arrays]`), the three
/// pairs with a 0-d operand (`[zero_dim]`) or none (`[none]`: a dispatch grid compares them all);
/// returns the number of cells compared.
macro_rules! agree {
    ($policy:ty, $op:ident, [none] $(; $($extra:ty),* $(,)?)?) => { 0usize };
    ($policy:ty, $op:ident, [zero_dim] $(; $($extra:ty),* $(,)?)?) => {
        agree!(@grids $policy, $op $(; $($extra),*)?;
            [compile_time_grid!($policy, $op, Array, Array0 $(; $($extra),*)?), (Array, Array0)],
            [compile_time_grid!($policy, $op, Array0, Array $(; $($extra),*)?), (Array0, Array)],
            [compile_time_grid!($policy, $op, Array0, Array0 $(; $($extra),*)?), (Array0, Array0)])
    };
    ($policy:ty, $op:ident, [all] $(; $($extra:ty),* $(,)?)?) => {
        agree!(@grids $policy, $op $(; $($extra),*)?;
            [compile_time_grid!($policy, $op, Array, Array $(; $($extra),*)?), (Array, Array)],
            [compile_time_grid!($policy, $op, Array, Array0 $(; $($extra),*)?), (Array, Array0)],
            [compile_time_grid!($policy, $op, Array0, Array $(; $($extra),*)?), (Array0, Array)],
            [compile_time_grid!($policy, $op, Array0, Array0 $(; $($extra),*)?), (Array0, Array0)])
    };
    ($policy:ty, $op:ident, [arrays] $(; $($extra:ty),* $(,)?)?) => {
        agree!(@grids $policy, $op $(; $($extra),*)?;
            [compile_time_grid!($policy, $op, Array, Array $(; $($extra),*)?), (Array, Array)])
    };
    (@grids $policy:ty, $op:ident $(; $($extra:ty),*)?; $([$grid:expr, $kinds:expr]),*) => {{
        let mut cells = 0;
        for (compile_time, (lk, rk)) in [$(($grid, $kinds)),*] {
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
    ($policy:ty, $op:ident $(; $($extra:ty),* $(,)?)?) => {{
        let compile_time = compile_time_column!($policy, $op $(; $($extra),*)?);
        let run_time = unary_csv(<$policy>::DTYPES, Op::$op, <$policy>::unary_result);
        // The mirror's rows for the types probed (the policy may have more: `Jax`'s narrow types
        // are probed in `agreement_narrow`).
        let probed: Vec<&str> = compile_time.lines().map(|l| l.split(',').next().unwrap_or_default()).collect();
        let run_time: String = run_time
            .lines()
            .filter(|l| probed.contains(&l.split(',').next().unwrap_or_default()))
            .map(|l| format!("{l}\n"))
            .collect();
        assert_eq!(compile_time, run_time, "{} {:?}: compile time and run time differ", stringify!($policy), Op::$op);
        compile_time.lines().count() - 1
    }};
}

/// A binary family's cells with a narrow operand (`agreement!`'s `narrow [..]`) under the kind
/// pairs whose square of base types a dispatch grid compares; returns the cells compared.
macro_rules! agree_narrow {
    ($policy:ty, $op:ident, $dispatched:tt; $base:tt; []) => { 0usize };
    ($policy:ty, $op:ident, [none]; $base:tt; $narrow:tt) => { 0usize };
    ($policy:ty, $op:ident, [arrays]; $base:tt; $narrow:tt) => {
        agree_narrow!(@kinds $policy, $op; $base; $narrow; (Array, Array))
    };
    ($policy:ty, $op:ident, [all]; $base:tt; $narrow:tt) => {
        agree_narrow!(@kinds $policy, $op; $base; $narrow;
            (Array, Array) (Array, Array0) (Array0, Array) (Array0, Array0))
    };
    (@kinds $policy:ty, $op:ident; $base:tt; $narrow:tt; $(($lk:ident, $rk:ident))+) => {
        0usize $(+ promote_tests::compile_time_narrow!($policy, $op, $lk, $rk; $base; $narrow)
            .agree(
                |l, r| <$policy as Policy>::binary_result(Op::$op, $lk, l, $rk, r),
                concat!(stringify!($policy), " ", stringify!($op), " ", stringify!($lk), "x", stringify!($rk)),
            ))+
    };
}

/// Every family of the list, from the list itself: `[policy] [kinds] [extra types] [dispatched
/// kinds] [narrow types] family_rows { ... }`.
macro_rules! agree_all {
    ($policy:tt $kinds:tt $extra:tt $dispatched:tt $narrow:tt family_rows { $($row:tt)* }) => {
        // An item, not an expression: the list's callback is expanded in item position.
        fn every_family() -> usize {
            0usize $(+ agree_all!(@row $policy $kinds $extra $dispatched $narrow $row))*
        }
    };
    (@row [$policy:ty] $kinds:tt [$($extra:ty),*] $dispatched:tt [$($narrow:ty),*] { binary $name:ident $docs:tt
        $Public:ident $Assoc:ident $Alias:ident $op:ident $($more:tt)* }) => {
        agree!($policy, $op, $kinds; $($extra,)* $($narrow),*)
            + agree_narrow!($policy, $op, $dispatched; [$($extra),*]; [$($narrow),*])
    };
    (@row [$policy:ty] $kinds:tt [$($extra:ty),*] $dispatched:tt [$($narrow:ty),*] { $shape:ident $name:ident
        $docs:tt $Public:ident $Assoc:ident $Alias:ident $op:ident $($more:tt)* }) => {
        agree_column!($policy, $op; $($extra,)* $($narrow),*)
    };
}

/// One policy's test: `agreement!(name: Policy, [kinds probed here]; extra types)`, the kind
/// pairs `[all]` by default; with `dispatch([kinds], "binary")` after them, the binary families'
/// other kind pairs are the arms of that dispatch binary, compared with the mirror there over
/// every dtype probed here (checked), and the two add up to every kind pair (`[all]`, or
/// `[arrays]` for a policy probed between arrays only). With `narrow [types]` after that, the
/// dispatch binary compares the square of the other types (the 18 standard ones and the extra
/// ones, every one a dtype it lists: checked), and here the cells with a narrow operand are
/// probed under its kind pairs.
macro_rules! agreement {
    (@pairs [all]) => { 4 };
    (@pairs [zero_dim]) => { 3 };
    (@pairs [arrays]) => { 1 };
    (@pairs [none]) => { 0 };
    ($test:ident: $policy:ty $(; $($extra:ty),*)?) => {
        agreement!($test: $policy, [all], dispatch([none], "") $(; $($extra),*)?);
    };
    ($test:ident: $policy:ty, $kinds:tt $(; $($extra:ty),*)?) => {
        agreement!($test: $policy, $kinds, dispatch([none], "") $(; $($extra),*)?);
    };
    ($test:ident: $policy:ty, $kinds:tt, dispatch($dispatched:tt, $binary:literal) $(; $($extra:ty),*)?) => {
        agreement!($test: $policy, $kinds, dispatch($dispatched, $binary), narrow [] $(; $($extra),*)?);
    };
    ($test:ident: $policy:ty, $kinds:tt, dispatch($dispatched:tt, $binary:literal), narrow [$($narrow:ty),* $(,)?]
        $(; $($extra:ty),*)?) => {
        #[test]
        fn $test() {
            promote_core::__family_rows!(agree_all { [$policy] $kinds [$($($extra),*)?] $dispatched [$($narrow),*] });
            let cells = every_family();
            let base: Vec<promote_core::DType> = promote_core::DType::ALL[..18]
                .iter()
                .copied()
                $($(.chain([<$extra as promote_core::Element>::DTYPE]))*)?
                .collect();
            let narrow: Vec<promote_core::DType> = vec![$(<$narrow as promote_core::Element>::DTYPE),*];
            let probed: Vec<promote_core::DType> = base.iter().chain(&narrow).copied().collect();
            let (b, n) = (base.len(), probed.len());
            let strong = promote_core::table::operand_codes(<$policy>::DTYPES)
                .iter()
                .filter(|d| !d.is_weak() && probed.contains(d))
                .count();
            let binary = Op::ALL.iter().filter(|op| op.shape() == Shape::Binary).count();
            let unary = Op::ALL.iter().filter(|op| op.shape() == Shape::Unary).count();
            let reductions = Op::ALL.len() - binary - unary;
            let (probed_pairs, dispatched_pairs) = (agreement!(@pairs $kinds), agreement!(@pairs $dispatched));
            assert!(
                matches!(probed_pairs + dispatched_pairs, 1 | 4),
                "the kind pairs probed here and by dispatch add up to every pair, or to arrays only"
            );
            let mut parts = Vec::new();
            if probed_pairs > 0 {
                parts.push(format!("{binary} binary families x {probed_pairs} kind pairs x {n}x{n}"));
            }
            let elsewhere = if dispatched_pairs == 0 {
                assert!(narrow.is_empty(), "narrow types beside no dispatch grid");
                String::new()
            } else {
                // The dispatch grids list every dtype of `DType::ALL` (their test asserts it).
                assert!(
                    base.iter().all(|d| promote_core::DType::ALL.contains(d)),
                    "`{}` does not list every base dtype probed here", $binary
                );
                assert!(narrow.iter().all(|d| !base.contains(d)), "a narrow type is also a base type");
                if !narrow.is_empty() {
                    parts.push(format!(
                        "{binary} binary families x {dispatched_pairs} kind pairs x {} cells with a narrow operand",
                        n * n - b * b
                    ));
                }
                format!(
                    "; and {} cells ({binary} binary families x {dispatched_pairs} kind pairs x {b}x{b}) compared with the mirror by `{}`, one arm each",
                    binary * dispatched_pairs * b * b,
                    $binary
                )
            };
            parts.push(format!("{unary} unary x {n}, {reductions} reductions x {strong}"));
            println!("{}: {cells} cells agree ({}){elsewhere}", stringify!($policy), parts.join(", "));
            assert_eq!(
                cells,
                binary * probed_pairs * n * n + binary * dispatched_pairs * (n * n - b * b) + unary * n + reductions * strong
            );
            // The add grid between arrays is also what `result_type` answers, except for `bool`
            // with `bool` (or a Python bool) under a policy without arithmetic on it: `+` is
            // undefined there, and the library's `result_type` is `bool`.
            let result_type = Grid::from_fn(promote_core::table::operand_codes(<$policy>::DTYPES), <$policy>::result_type);
            let add = Grid::of_op::<$policy>(Op::Add, Array, Array);
            assert_eq!(result_type.codes, add.codes);
            let bools = [promote_core::DType::Bool, promote_core::DType::WeakBool];
            for (l, lcode) in add.codes.iter().enumerate() {
                for (r, rcode) in add.codes.iter().enumerate() {
                    let (rt, plus) = (result_type.cells[l][r], add.cells[l][r]);
                    assert!(
                        rt == plus
                            || (plus.is_none()
                                && rt == Some(promote_core::DType::Bool)
                                && bools.contains(lcode)
                                && bools.contains(rcode)),
                        "{}: result_type({lcode:?}, {rcode:?}) is {rt:?}, `+` {plus:?}",
                        stringify!($policy)
                    );
                }
            }
        }
    };
}
