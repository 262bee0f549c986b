//! `dispatch_binary!` with `kinds = (..)` against the run-time mirror: for every binary family,
//! every pair of the standard element types and each of the four kinds of a pair (dimensioned or
//! 0-d on either side), under the policies whose 0-d rule is a rule of its own (PyTorch,
//! PaddlePaddle, MEP 3's MegEngine, OneFlow) and one whose 0-d operands are arrays (NumPy).
//!
//! A policy's kinds grid is 19,200 arms, about 1 GB of rustc: each is a test binary of its own
//! (`dispatch_zero_dim_<policy>`, `tests/dispatch/bins/`), which invokes [`kinds_test!`] for it
//! (and `policy_test!`, the grid without kinds, whose arms are the same instantiations as the
//! kinds grid's between arrays), so that no rustc of the suite needs more than about 1.1 GB and
//! cargo builds them in parallel.

use promote_core::container::family::Family;
use promote_core::dispatch::DispatchError;
use promote_core::{ArrayKind, DType, Policy};

use crate::grid::check_cell;

/// The four kinds of a pair.
pub const KINDS: [(ArrayKind, ArrayKind); 4] = [
    (ArrayKind::Array, ArrayKind::Array),
    (ArrayKind::Array0, ArrayKind::Array),
    (ArrayKind::Array, ArrayKind::Array0),
    (ArrayKind::Array0, ArrayKind::Array0),
];

/// One family's dispatch with the operand kinds.
pub type Dispatch<'a> = &'a dyn Fn(
    (ArrayKind, ArrayKind),
    DType,
    DType,
) -> Result<(DType, DType, DType), DispatchError>;

/// Every pair of the standard types, in each of the four kinds, in one family under one policy;
/// returns the cells compared and how many of them differ from the same pair between arrays.
pub fn family<P: Policy, F: Family>(dispatch: Dispatch<'_>) -> (usize, usize) {
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

macro_rules! every_binary_family_kinds {
    ($P:tt; family_rows { $($row:tt)* }) => {
        fn cells() -> (usize, usize) {
            let mut total = (0, 0);
            $(
                let (cells, differ) = every_binary_family_kinds!(@row $P; $row);
                total = (total.0 + cells, total.1 + differ);
            )*
            total
        }
    };
    // A function per family, not a closure: a closure is type- and borrow-checked with the
    // function around it, and one body of every family's arms holds them all in memory at once.
    (@row [$P:ty]; { binary $name:ident $docs:tt $Public:ident $Assoc:ident $Alias:ident $F:ident $($more:tt)* }) => {{
        fn dispatch(
            kinds: (promote_core::ArrayKind, promote_core::ArrayKind),
            l: promote_core::DType,
            r: promote_core::DType,
        ) -> Result<crate::grid::Called, promote_core::dispatch::DispatchError> {
            // The typed form (see `grid.rs`'s `@dispatch`): the plain form's arms with kinds are
            // checked by `dispatch`'s tests of the errors and by the documentation's examples.
            dispatched_types!(dispatch_binary {
                $P, promote_core::container::family::$F, kinds = kinds, l, r,
            } { kernel: crate::grid::Types = crate::grid::Types })
        }
        crate::zero_dim::family::<$P, promote_core::container::family::$F>(&dispatch)
    }};
    (@row [$P:ty]; { $shape:ident $($more:tt)* }) => { (0, 0) };
}

/// Each policy's cells, and whether some of them differ from the pair between arrays (its 0-d
/// rule is one of its own).
macro_rules! kinds_test {
    ($($test:ident: $P:ty, $own_rule:expr;)*) => {$(
        #[test]
        fn $test() {
            use promote_core::{DType, Op, Policy};
            use crate::zero_dim::KINDS;
            promote_core::__family_rows!(every_binary_family_kinds { [$P]; });
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
                    "dispatch with kinds under {}, typed form: {cells} arms against the mirror ({binary} binary families x {} pairs x {} kinds), {differ} differ from the pair between arrays\n",
                    <$P as Policy>::NAME,
                    n * n,
                    KINDS.len(),
                ),
            );
        }
    )*};
}
