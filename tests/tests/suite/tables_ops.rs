//! `tables --op F` resolves every family and operation the issue lists, for every built-in policy,
//! and prints a grid (binary) or a `code,result` column (unary, reductions) from the mirror.

use promote_core::families::Shape;
use promote_core::policies::catalog;
use promote_core::table::{unary_csv, Grid};
use promote_core::{ArrayKind, Op};

const OPS: [&str; 17] = [
    "floor_divide",
    "remainder",
    "power",
    "maximum",
    "atan2",
    "logical_and",
    "sqrt",
    "abs",
    "negative",
    "floor",
    "sign",
    "isnan",
    "prod",
    "cumsum",
    "mean",
    "var",
    "max",
];

#[test]
fn every_listed_operation_prints_for_every_policy() {
    for name in OPS {
        let op =
            Op::from_name(name).unwrap_or_else(|| panic!("`{name}` is no family or operation"));
        for entry in catalog::ALL {
            let text = match op.shape() {
                Shape::Binary => {
                    Grid::of_entry_op(entry, op, ArrayKind::Array, ArrayKind::Array).to_csv()
                }
                _ => unary_csv(entry.dtypes, op, entry.unary_result),
            };
            let rows = text.lines().count();
            assert!(rows > 15, "{} --op {name}: {rows} lines", entry.cli_name);
            let first = text.lines().next().unwrap_or_default();
            match op.shape() {
                Shape::Binary => assert!(first.starts_with(",b,u8,")),
                _ => assert_eq!(first, format!(",{}", op.name())),
            }
        }
    }
}

#[test]
fn operations_resolve_to_their_families() {
    assert_eq!(Op::from_name("minimum"), Some(Op::Maximum));
    assert_eq!(Op::from_name("exp"), Some(Op::FloatMath));
    assert_eq!(Op::from_name("min"), Some(Op::Max));
    assert_eq!(Op::from_name("isfinite"), Some(Op::IsNan));
    assert_eq!(Op::from_name("ceil"), Some(Op::Floor));
    assert_eq!(Op::from_name("less_equal"), Some(Op::Lt));
    assert_eq!(Op::from_name("sum"), Some(Op::Sum));
    assert_eq!(Op::from_name("frobnicate"), None);
    // Every family resolves by its own name, and every operation to the family listing it.
    for &op in Op::ALL {
        assert_eq!(Op::from_name(op.name()), Some(op));
        for name in op.operations() {
            assert_eq!(
                Op::from_name(name).map(Op::operations),
                Some(op.operations())
            );
        }
    }
}
