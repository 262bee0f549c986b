//! `dispatch_binary!` with `kinds = (..)` against the run-time mirror: for every binary family,
//! every pair of the standard element types and each of the four kinds of a pair (dimensioned or
//! 0-d on either side), under the policies whose 0-d rule is a rule of its own (PyTorch,
//! PaddlePaddle, MEP 3's MegEngine, OneFlow) and one whose 0-d operands are arrays (NumPy).

use promote_core::container::family::{self, Family};
use promote_core::dispatch::DispatchError;
use promote_core::policies::{MegEngineMep3, NumPy, OneFlow, Paddle, Torch};
use promote_core::{
    bf16, dispatch_binary, f16, ArrayKind, Complex, DType, Op, Policy, WeakBool, WeakComplex,
    WeakFloat, WeakInt,
};

use crate::grid::{check_cell, Types};

const KINDS: [(ArrayKind, ArrayKind); 4] = [
    (ArrayKind::Array, ArrayKind::Array),
    (ArrayKind::Array0, ArrayKind::Array),
    (ArrayKind::Array, ArrayKind::Array0),
    (ArrayKind::Array0, ArrayKind::Array0),
];

type Dispatch<'a> = &'a dyn Fn(
    (ArrayKind, ArrayKind),
    DType,
    DType,
) -> Result<(DType, DType, DType), DispatchError>;

/// Every pair of the standard types, in each of the four kinds, in one family under one policy;
/// returns the cells compared and how many of them differ from the same pair between arrays.
fn family<P: Policy, F: Family>(dispatch: Dispatch<'_>) -> (usize, usize) {
    let (mut cells, mut differ) = (0, 0);
    for &l in &DType::ALL {
        for &r in &DType::ALL {
            let arrays = P::binary_result(F::OP, ArrayKind::Array, l, ArrayKind::Array, r);
            for kinds @ (lk, rk) in KINDS {
                let mirror = P::binary_result(F::OP, lk, l, rk, r);
                let at = format!("{} {:?} {lk:?} {l}, {rk:?} {r}", P::NAME, F::OP);
                check_cell::<P, F>(dispatch(kinds, l, r), mirror, (l, r), &at);
                cells += 1;
                differ += usize::from(mirror != arrays);
            }
        }
    }
    (cells, differ)
}

macro_rules! every_binary_family {
    ($P:tt; family_rows { $($row:tt)* }) => {
        fn cells() -> (usize, usize) {
            let mut total = (0, 0);
            $(
                let (cells, differ) = every_binary_family!(@row $P; $row);
                total = (total.0 + cells, total.1 + differ);
            )*
            total
        }
    };
    // A function per family, not a closure: a closure is type- and borrow-checked with the
    // function around it, and one body of every family's arms holds them all in memory at once.
    (@row [$P:ty]; { binary $name:ident $docs:tt $Public:ident $Assoc:ident $Alias:ident $F:ident $($more:tt)* }) => {{
        fn dispatch(
            kinds: (ArrayKind, ArrayKind),
            l: DType,
            r: DType,
        ) -> Result<(DType, DType, DType), DispatchError> {
            dispatch_binary!($P, family::$F, kinds = kinds, l, r, [
                bool, u8, u16, u32, u64, i8, i16, i32, i64, bf16, f16, f32, f64,
                Complex<f32>, Complex<f64>, WeakInt, WeakFloat, WeakComplex, WeakBool, Complex<f16>,
            ], Types)
        }
        family::<$P, family::$F>(&dispatch)
    }};
    (@row [$P:ty]; { $shape:ident $($more:tt)* }) => { (0, 0) };
}

/// Each policy's cells, and whether some of them differ from the pair between arrays (its 0-d
/// rule is one of its own).
macro_rules! policy_test {
    ($($test:ident: $P:ty, $own_rule:expr;)*) => {$(
        #[test]
        fn $test() {
            promote_core::__family_rows!(every_binary_family { [$P]; });
            let binary = Op::ALL.iter().filter(|op| op.shape() == promote_core::families::Shape::Binary).count();
            let n = DType::ALL.len();
            let (cells, differ) = cells();
            assert_eq!(cells, binary * n * n * KINDS.len());
            assert_eq!(differ > 0, $own_rule, "{} cells differ from arrays", differ);
            promote_tests::report_counts(
                env!("CARGO_TARGET_TMPDIR"),
                "dispatch",
                concat!("zero_dim_", stringify!($test)),
                &format!(
                    "dispatch with kinds under {}: {cells} arms against the mirror ({binary} binary families x {} pairs x {} kinds), {differ} differ from the pair between arrays\n",
                    <$P as Policy>::NAME,
                    n * n,
                    KINDS.len(),
                ),
            );
        }
    )*};
}

policy_test! {
    torch: Torch, true;
    paddle: Paddle, true;
    megengine_mep3: MegEngineMep3, true;
    oneflow: OneFlow, true;
    numpy: NumPy, false;
}

#[test]
fn a_zero_dim_operand_is_named_by_its_dtype_in_an_error() {
    let kinds = (ArrayKind::Array0, ArrayKind::Array);
    let err = dispatch_binary!(
        Torch,
        family::Add,
        kinds = kinds,
        DType::I8,
        DType::F16,
        [i8, f32],
        Types
    )
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "`add` of `i8` and `f16` under `Torch`: a dtype this dispatch does not list"
    );
}
