//! Parses arbitrary UTF-8 as a `DType` and feeds what parses to every built-in policy's run-time
//! mirror.
//!
//! Checked on every input:
//! - parsing never panics; an `Ok` dtype is a standard one and round-trips through `Display`;
//!   an `Err` echoes (the start of) the trimmed input and says what is accepted;
//! - `result_type` of every policy in `catalog::ALL` never panics on the parsed dtype paired with
//!   every standard dtype (both orders) and on the pair `a,b` when the input is two names split by
//!   a comma, and returns either `None` or a dtype the policy lists in its `dtypes`; so do
//!   `binary_result` for every operation family and kind pair (comparisons give `bool`, and the
//!   `+` family between arrays is `result_type`) and `unary_result` for every one-operand family.
//!
//! `cargo test` runs the same properties as a 100,000-case proptest loop
//! (`tests/tests/suite/runtime_props.rs`), since CI has no nightly toolchain for `cargo fuzz`.

#![no_main]

use libfuzzer_sys::fuzz_target;
use promote_core::policies::catalog;
use promote_core::{ArrayKind, DType, Op};

fn parse(text: &str) -> Option<DType> {
    match text.parse::<DType>() {
        Ok(d) => {
            assert!(
                DType::ALL.contains(&d) || DType::NARROW.contains(&d),
                "{text:?} parsed to {d:?}"
            );
            // The narrow ints' codes `i1 … u4` are NumPy typestrings: those do not round-trip.
            let int_code = matches!(
                d,
                DType::I1 | DType::U1 | DType::I2 | DType::U2 | DType::I4 | DType::U4
            );
            assert!(
                int_code || d.to_string().parse::<DType>() == Ok(d),
                "{text:?} does not round-trip"
            );
            Some(d)
        }
        Err(err) => {
            assert!(
                text.trim().starts_with(err.input()),
                "{text:?}: echo {:?}",
                err.input()
            );
            assert!(err.to_string().contains("accepted: "), "{err}");
            None
        }
    }
}

fn check_pair(lhs: DType, rhs: DType) {
    let kinds = [ArrayKind::Array, ArrayKind::Array0];
    for entry in catalog::ALL {
        if let Some(out) = (entry.result_type)(lhs, rhs) {
            assert!(
                entry.dtypes.contains(&out),
                "{}: {lhs} + {rhs} = {out}, which it does not list",
                entry.name
            );
        }
        assert_eq!(
            (entry.binary_result)(Op::Add, ArrayKind::Array, lhs, ArrayKind::Array, rhs),
            (entry.result_type)(lhs, rhs)
        );
        for &op in Op::ALL {
            for lk in kinds {
                for rk in kinds {
                    if let Some(out) = (entry.binary_result)(op, lk, lhs, rk, rhs) {
                        if op.bool_result() {
                            assert_eq!(out, DType::Bool);
                        } else {
                            assert!(entry.dtypes.contains(&out), "{}: {op:?} {lhs} {rhs} = {out}", entry.name);
                        }
                    }
                }
            }
            if let Some(out) = (entry.unary_result)(op, lhs) {
                assert!(entry.dtypes.contains(&out), "{}: {op:?} {lhs} = {out}", entry.name);
            }
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Some(d) = parse(text) {
        for other in DType::ALL {
            check_pair(d, other);
            check_pair(other, d);
        }
    }
    if let Some((l, r)) = text.split_once(',') {
        if let (Some(l), Some(r)) = (parse(l), parse(r)) {
            check_pair(l, r);
        }
    }
});
