//! Every reference grid in `tests/reference/` against the run-time mirror, found by name: for
//! every built-in policy, every family of the list and each of its operations (`maximum` and
//! `minimum` are one family), `<policy>_<operation>.csv` (arrays) and
//! `<policy>_<operation>_<lhs>_<rhs>.csv` (the other kind pairs) where the library has the
//! operation. the binary `agreement` shows that the impls give the same tables as the mirror for every
//! cell, so the type checker matches each reference too.
//!
//! Which (policy, family) pairs have no reference, because the library has no such operation, is
//! pinned below, so that a reference cannot go missing unnoticed.

use std::fmt::Write as _;
use std::path::Path;

use promote_core::families::Shape;
use promote_core::policies::catalog::{self, Entry};
use promote_core::table::{unary_csv, Grid};
use promote_core::{ArrayKind, Op};
use promote_tests::{held_part, Reference};

const KINDS: [(ArrayKind, ArrayKind, &str); 4] = [
    (ArrayKind::Array, ArrayKind::Array, ""),
    (ArrayKind::Array, ArrayKind::Array0, "_array_array0"),
    (ArrayKind::Array0, ArrayKind::Array, "_array0_array"),
    (ArrayKind::Array0, ArrayKind::Array0, "_array0_array0"),
];

/// Cells where a policy deliberately differs from its library, each documented in the policy's
/// rustdoc: (policy, file, row, column).
const DEVIATIONS: &[(&str, &str, &str, &str)] = &[
    // Paddle divides a Python complex by a 0-d f64 or c128 tensor into c64, where its `+` gives
    // c128; the crate's division follows the promoted type.
    ("paddle", "div_array_array0", "c*", "f64"),
    ("paddle", "div_array_array0", "c*", "c128"),
    ("paddle", "div_array0_array", "f64", "c*"),
    ("paddle", "div_array0_array", "c128", "c*"),
    ("paddle", "div_array0_array0", "c*", "f64"),
    ("paddle", "div_array0_array0", "c*", "c128"),
    ("paddle", "div_array0_array0", "f64", "c*"),
    ("paddle", "div_array0_array0", "c128", "c*"),
    // The same quirk in `%` and `**`.
    ("paddle", "remainder_array_array0", "c*", "f64"),
    ("paddle", "remainder_array_array0", "c*", "c128"),
    ("paddle", "remainder_array0_array", "f64", "c*"),
    ("paddle", "remainder_array0_array", "c128", "c*"),
    ("paddle", "remainder_array0_array0", "c*", "f64"),
    ("paddle", "remainder_array0_array0", "c*", "c128"),
    ("paddle", "remainder_array0_array0", "f64", "c*"),
    ("paddle", "remainder_array0_array0", "c128", "c*"),
    ("paddle", "power_array_array0", "c*", "f64"),
    ("paddle", "power_array_array0", "c*", "c128"),
    ("paddle", "power_array0_array", "f64", "c*"),
    ("paddle", "power_array0_array", "c128", "c*"),
    ("paddle", "power_array0_array0", "c*", "f64"),
    ("paddle", "power_array0_array0", "c*", "c128"),
    ("paddle", "power_array0_array0", "f64", "c*"),
    ("paddle", "power_array0_array0", "c128", "c*"),
    // Paddle's `exp` and `log` have no uint8, int8 or int16 CPU kernel where `sqrt` and `sin`
    // (the same family: float math) have; the family follows `sqrt`.
    ("paddle", "exp", "u8", ""),
    ("paddle", "exp", "i8", ""),
    ("paddle", "exp", "i16", ""),
    ("paddle", "log", "u8", ""),
    ("paddle", "log", "i8", ""),
    ("paddle", "log", "i16", ""),
];

/// `numpy-ml` files where NumPy's ufuncs, with ml_dtypes' types, pick a loop that is not the
/// promotion (`np.promote_types`) put through NumPy's rule for the family: the number of such cells
/// per file (every kind grid alike: NumPy's 0-d arrays are arrays), pinned so that it stays exact.
/// - `div`, `atan2`, `hypot` with a narrow int, `bf16` or a narrow float beside a standard type:
///   no loop of the narrow type exists, so the ufunc takes the first float loop that both
///   operands cast to safely (`i8 / i4` is `f16` and `i16 / i4` `f32`, where NumPy's
///   `i8 / i8` is `f64`; `atan2(b, bf16)` is `bf16`, where `float_math(b) = f16` and
///   `f16 ⊔ bf16` is an error).
/// - `power` with `int1`: the reference's operand `1` is `-1` in `int1`, and an integer to a
///   negative integer power raises (a value, not a type, effect); with the other narrow ints the
///   ufunc runs in int8.
///
/// A Python bool (`b*`) is NumPy's `bool`, so its row and column add `bool`'s cells (12 in `div` and
/// `power`). The README of `tests/reference` lists them; `NumPyMl`'s rustdoc says which rule it follows.
const PINNED: &[(&str, usize)] = &[
    ("numpy-ml_div.csv", 84),
    ("numpy-ml_div_array_array0.csv", 84),
    ("numpy-ml_div_array0_array.csv", 84),
    ("numpy-ml_div_array0_array0.csv", 84),
    ("numpy-ml_atan2.csv", 124),
    ("numpy-ml_atan2_array_array0.csv", 124),
    ("numpy-ml_atan2_array0_array.csv", 124),
    ("numpy-ml_atan2_array0_array0.csv", 124),
    ("numpy-ml_hypot.csv", 124),
    ("numpy-ml_hypot_array_array0.csv", 124),
    ("numpy-ml_hypot_array0_array.csv", 124),
    ("numpy-ml_hypot_array0_array0.csv", 124),
    ("numpy-ml_power.csv", 47),
    ("numpy-ml_power_array_array0.csv", 47),
    ("numpy-ml_power_array0_array.csv", 47),
    ("numpy-ml_power_array0_array0.csv", 47),
];

/// Reference files not compared, each with the reason: behaviour that depends on more than the
/// operands' dtypes and kinds, which no static rule can follow. Each is documented in the policy's
/// rustdoc.
const SKIPPED: &[(&str, &str)] = &[
    // `jnp.power` with a *concrete* 0-d integer exponent takes the `lax.integer_pow` path and keeps
    // the base's dtype; under `jax.jit` the exponent is traced and the array rule applies, which
    // is what `Jax` follows.
    ("jax_power_array_array0.csv", "a concrete 0-d integer exponent keeps the base dtype (value-dependent; jit follows the array rule)"),
    ("jax_power_array0_array0.csv", "a concrete 0-d integer exponent keeps the base dtype (value-dependent; jit follows the array rule)"),
    // The same effect under JAX's other modes.
    ("jax-strict_power_array_array0.csv", "a concrete 0-d integer exponent keeps the base dtype (value-dependent; jit follows the array rule)"),
    ("jax-strict_power_array0_array0.csv", "a concrete 0-d integer exponent keeps the base dtype (value-dependent; jit follows the array rule)"),
    ("jax-x32_power_array_array0.csv", "a concrete 0-d integer exponent keeps the base dtype (value-dependent; jit follows the array rule)"),
    ("jax-x32_power_array0_array0.csv", "a concrete 0-d integer exponent keeps the base dtype (value-dependent; jit follows the array rule)"),
];

fn reference_dir() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/reference"))
}

/// The names a family's references may have: the family's own and its operations'.
fn names(op: Op) -> Vec<&'static str> {
    let mut names = vec![op.name()];
    names.extend(op.operations().iter().filter(|n| **n != op.name()));
    names
}

/// Compares one binary reference; returns the differences as text.
fn binary_diffs(
    entry: &Entry,
    op: Op,
    kinds: (ArrayKind, ArrayKind),
    file: &str,
    csv: &str,
) -> String {
    let reference = Reference::parse(csv);
    let grid = held_part(
        &Grid::of_entry_op(entry, op, kinds.0, kinds.1),
        &reference,
        entry.dtypes,
    );
    let mut out = String::new();
    let codes: Vec<&str> = grid.codes.iter().map(|c| c.code()).collect();
    if codes != reference.codes {
        let _ = writeln!(
            out,
            "  {file}: codes differ: {codes:?} vs {:?}",
            reference.codes
        );
        return out;
    }
    let ufunc_mask = ufunc_mask(entry, file);
    for (l, lcode) in reference.codes.iter().enumerate() {
        for (r, rcode) in reference.codes.iter().enumerate() {
            if ufunc_mask.as_ref().is_some_and(|mask| !mask[l][r]) {
                continue;
            }
            let ours = grid.cells[l][r].map_or("-", |d| d.code());
            let theirs = reference.cells[l][r].as_str();
            let stem = file
                .trim_end_matches(".csv")
                .trim_start_matches(&format!("{}_", entry.cli_name));
            let deviation = DEVIATIONS
                .iter()
                .any(|&(p, f, a, b)| p == entry.cli_name && f == stem && a == lcode && b == rcode);
            if (ours != theirs) != deviation {
                let _ = writeln!(
                    out,
                    "  {file}: {lcode} {rcode}: reference {theirs}, got {ours}{}",
                    if deviation {
                        " (listed as a deviation, but agrees)"
                    } else {
                        ""
                    }
                );
            }
        }
    }
    out
}

/// For a policy whose `+` is a promotion rule rather than its library's ufunc (`numpy-ml`:
/// `np.promote_types`, where `np.add` picks loops of its own for ml_dtypes' types), the binary
/// ufunc references count only where `np.add`'s type is the rule's: `mask[l][r]`. There the ufunc's
/// loop is the promotion, and the family's rule must give what the ufunc gives; elsewhere the
/// ufunc disagrees with the promotion itself (`numpy-ml_add_ufunc.csv` against
/// `numpy-ml_add.csv`, 412 cells of 1,225). `None` for every other policy and for the rule's own file.
fn ufunc_mask(entry: &Entry, file: &str) -> Option<Vec<Vec<bool>>> {
    let ufunc_add = format!("{}_add_ufunc.csv", entry.cli_name);
    if file == format!("{}_add.csv", entry.cli_name) || file == ufunc_add {
        return None;
    }
    let ufunc = std::fs::read_to_string(reference_dir().join(&ufunc_add)).ok()?;
    let ufunc = Reference::parse(&ufunc);
    let rule = Grid::of_entry(entry);
    Some(
        ufunc
            .cells
            .iter()
            .zip(&rule.cells)
            .map(|(theirs, ours)| {
                theirs
                    .iter()
                    .zip(ours)
                    .map(|(t, o)| *t == o.map_or("-", |d| d.code()))
                    .collect()
            })
            .collect(),
    )
}

/// Compares one unary reference (its header names the operation, ours the family).
fn unary_diffs(entry: &Entry, op: Op, file: &str, csv: &str) -> String {
    let ours = unary_csv(entry.dtypes, op, entry.unary_result);
    let mut out = String::new();
    let theirs: Vec<&str> = csv.lines().skip(1).collect();
    let listed = |line: &&str| {
        let code = line.split(',').next().unwrap_or_default();
        theirs.iter().any(|t| t.split(',').next() == Some(code))
            || entry.dtypes.iter().any(|d| d.code() == code)
    };
    // A row for a type the policy does not hold, which the library could not print, is left out
    // (see `held_part`).
    let ours: Vec<&str> = ours.lines().skip(1).filter(listed).collect();
    if theirs.len() != ours.len() {
        let _ = writeln!(out, "  {file}: {} rows, ours {}", theirs.len(), ours.len());
    }
    let stem = file
        .trim_end_matches(".csv")
        .trim_start_matches(&format!("{}_", entry.cli_name));
    for (t, o) in theirs.iter().zip(&ours) {
        let code = t.split(',').next().unwrap_or_default();
        let deviation = DEVIATIONS
            .iter()
            .any(|&(p, f, a, _)| p == entry.cli_name && f == stem && a == code);
        if (t != o) != deviation {
            let _ = writeln!(
                out,
                "  {file}: reference {t}, got {o}{}",
                if deviation {
                    " (listed as a deviation, but agrees)"
                } else {
                    ""
                }
            );
        }
    }
    out
}

/// Every reference file of every policy and family; returns (files compared, missing pairs).
#[test]
fn every_reference_matches_the_mirror() {
    let mut diffs = String::new();
    let mut compared = 0;
    let mut missing = Vec::new();
    for entry in catalog::ALL {
        // The accumulator is the type a sum adds up in, which no library reports as a dtype:
        // `reliability.rs` checks it through sums that need it.
        for &op in Op::ALL.iter().filter(|op| **op != Op::Accumulate) {
            let mut found = false;
            for name in names(op) {
                if op.shape() == Shape::Binary {
                    for (lk, rk, suffix) in KINDS {
                        let file = format!("{}_{name}{suffix}.csv", entry.cli_name);
                        if let Ok(csv) = std::fs::read_to_string(reference_dir().join(&file)) {
                            found = true;
                            if SKIPPED.iter().any(|(f, _)| *f == file) {
                                continue;
                            }
                            compared += 1;
                            let found = binary_diffs(entry, op, (lk, rk), &file, &csv);
                            match PINNED.iter().find(|(f, _)| *f == file) {
                                Some(&(_, count)) if found.lines().count() == count => {}
                                Some(&(_, count)) => {
                                    let _ = writeln!(
                                        diffs,
                                        "  {file}: {} cells differ from the ufunc, pinned at {count}:\n{found}",
                                        found.lines().count()
                                    );
                                }
                                None => diffs.push_str(&found),
                            }
                        }
                    }
                } else {
                    let file = format!("{}_{name}.csv", entry.cli_name);
                    if let Ok(csv) = std::fs::read_to_string(reference_dir().join(&file)) {
                        found = true;
                        compared += 1;
                        diffs.push_str(&unary_diffs(entry, op, &file, &csv));
                    }
                }
            }
            if !found {
                missing.push(format!("{}:{}", entry.cli_name, op.name()));
            }
        }
    }
    println!("{compared} reference files compared with the run-time mirror");
    assert!(
        diffs.is_empty(),
        "cells differ from the references:\n{diffs}"
    );
    assert_eq!(
        missing, NO_REFERENCE,
        "(policy, family) pairs without a reference file"
    );
}

/// The (policy, family) pairs whose library has no such operation (see tests/reference/README.md):
/// `jax.lax` has no `floor_divide`, `hypot`, logical operations, `mean` or `var`; TensorFlow no
/// `hypot`: these policies' tables for them are the family's default rule. MegEngine has no
/// `hypot` or `reciprocal`, OneFlow no `remainder` (`%` is `fmod`) or `hypot`: those policies
/// leave them undefined; OneFlow has no bitwise `&` either (`a & b` is `logical_and`, which its
/// `bitand` keeps for two bool tensors).
const NO_REFERENCE: &[&str] = &[
    "jax-lax:floor_divide",
    "jax-lax:hypot",
    "jax-lax:logical_and",
    "jax-lax:mean",
    "jax-lax:var",
    "tensorflow:hypot",
    "megengine:hypot",
    "megengine:reciprocal",
    "oneflow:bitand",
    "oneflow:remainder",
    "oneflow:hypot",
];

/// `np.add` with ml_dtypes' types against `np.promote_types` (which `NumPyMl` follows): the cells
/// where they disagree, counted, and three of them named (the README of `tests/reference` has the
/// classes): a pair with no common type still adds, in a float loop both operands cast to; `f*`
/// with a narrow float runs in `f32`; `int1 + float8` runs in the int1 loop.
#[test]
fn numpy_ml_add_ufunc_differs_from_promote_types_where_pinned() {
    let read = |name: &str| {
        Reference::parse(&std::fs::read_to_string(reference_dir().join(name)).expect(name))
    };
    let (rule, ufunc) = (read("numpy-ml_add.csv"), read("numpy-ml_add_ufunc.csv"));
    assert_eq!(rule.codes, ufunc.codes);
    let cell = |grid: &Reference, l: &str, r: &str| {
        let at = |c: &str| grid.codes.iter().position(|x| x == c).expect(c);
        grid.cells[at(l)][at(r)].clone()
    };
    let differ = (0..rule.codes.len())
        .flat_map(|l| (0..rule.codes.len()).map(move |r| (l, r)))
        .filter(|&(l, r)| rule.cells[l][r] != ufunc.cells[l][r])
        .count();
    assert_eq!(differ, 412);
    assert_eq!(
        (cell(&rule, "u16", "bf16"), cell(&ufunc, "u16", "bf16")),
        ("-".into(), "f32".into())
    );
    assert_eq!(
        (
            cell(&rule, "f*", "f8e4m3fn"),
            cell(&ufunc, "f*", "f8e4m3fn")
        ),
        ("f64".into(), "f32".into())
    );
    assert_eq!(
        (
            cell(&rule, "i1", "f8e4m3fn"),
            cell(&ufunc, "i1", "f8e4m3fn")
        ),
        ("f8e4m3fn".into(), "i1".into())
    );
    // And the policy is the rule, cell for cell.
    let policy = Grid::of_entry(catalog::find("numpy-ml").expect("numpy-ml"));
    for (l, code) in rule.codes.iter().enumerate() {
        for (r, rcode) in rule.codes.iter().enumerate() {
            assert_eq!(
                policy.cells[l][r].map_or("-", |d| d.code()),
                rule.cells[l][r],
                "{code} + {rcode}"
            );
        }
    }
}
