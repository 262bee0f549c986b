//! Every reference grid in `tests/reference/` against the run-time mirror, found by name: for
//! every built-in policy, every family of the list and each of its operations (`maximum` and
//! `minimum` are one family), `<policy>_<operation>.csv` (arrays) and
//! `<policy>_<operation>_<lhs>_<rhs>.csv` (the other kind pairs) where the library has the
//! operation. `agreement.rs` shows that the impls give the same tables as the mirror for every
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

/// Reference files not compared, each with the reason: behaviour that depends on more than the
/// operands' dtypes and kinds, which no static rule can follow. Each is documented in the policy's
/// rustdoc.
const SKIPPED: &[(&str, &str)] = &[
    // `jnp.power` with a *concrete* 0-d integer exponent takes the `lax.integer_pow` path and keeps
    // the base's dtype; under `jax.jit` the exponent is traced and the array rule applies, which
    // is what `Jax` follows.
    ("jax_power_array_array0.csv", "a concrete 0-d integer exponent keeps the base dtype (value-dependent; jit follows the array rule)"),
    ("jax_power_array0_array0.csv", "a concrete 0-d integer exponent keeps the base dtype (value-dependent; jit follows the array rule)"),
    // `jnp.hypot` loses a weak result type where it broadcasts and keeps it where both operands are
    // 0-d or scalars: a shape effect, not a dtype one. `Jax` follows the array grid.
    ("jax_hypot_array_array0.csv", "the weak result type survives without broadcasting (shape-dependent)"),
    ("jax_hypot_array0_array.csv", "the weak result type survives without broadcasting (shape-dependent)"),
    ("jax_hypot_array0_array0.csv", "the weak result type survives without broadcasting (shape-dependent)"),
    // The same two effects under JAX's other modes.
    ("jax-strict_power_array_array0.csv", "a concrete 0-d integer exponent keeps the base dtype (value-dependent; jit follows the array rule)"),
    ("jax-strict_power_array0_array0.csv", "a concrete 0-d integer exponent keeps the base dtype (value-dependent; jit follows the array rule)"),
    ("jax-strict_hypot_array_array0.csv", "the weak result type survives without broadcasting (shape-dependent)"),
    ("jax-strict_hypot_array0_array.csv", "the weak result type survives without broadcasting (shape-dependent)"),
    ("jax-strict_hypot_array0_array0.csv", "the weak result type survives without broadcasting (shape-dependent)"),
    ("jax-x32_power_array_array0.csv", "a concrete 0-d integer exponent keeps the base dtype (value-dependent; jit follows the array rule)"),
    ("jax-x32_power_array0_array0.csv", "a concrete 0-d integer exponent keeps the base dtype (value-dependent; jit follows the array rule)"),
    ("jax-x32_hypot_array_array0.csv", "the weak result type survives without broadcasting (shape-dependent)"),
    ("jax-x32_hypot_array0_array.csv", "the weak result type survives without broadcasting (shape-dependent)"),
    ("jax-x32_hypot_array0_array0.csv", "the weak result type survives without broadcasting (shape-dependent)"),
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
    for (l, lcode) in reference.codes.iter().enumerate() {
        for (r, rcode) in reference.codes.iter().enumerate() {
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
                            diffs.push_str(&binary_diffs(entry, op, (lk, rk), &file, &csv));
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
/// `hypot`. These policies' tables for them are the family's default rule.
const NO_REFERENCE: &[&str] = &[
    "jax-lax:floor_divide",
    "jax-lax:hypot",
    "jax-lax:logical_and",
    "jax-lax:mean",
    "jax-lax:var",
    "tensorflow:hypot",
];
