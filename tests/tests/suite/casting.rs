//! Casting, in-place operators and the n-ary result type against the real libraries
//! (tests/reference/regen/regen_casting.py): every cell of every reference, through the run-time
//! mirror and through the type checker.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

use promote_core::casting::{Casting, Equiv, No, Own, Safe, SameKind, Unsafe};
use promote_core::policies::{catalog, ArrayApi, Jax, NumPy, Torch};
use promote_core::{
    bf16, f16, ArrayKind, Complex, DType, Op, Policy, WeakComplex, WeakFloat, WeakInt,
};
use promote_tests::probe::{CastLevel, IAdd, IAnd, IDiv};
use promote_tests::{compile_time_cells, compile_time_triples};

type Cells = Vec<(DType, DType, Option<DType>)>;

fn reference(name: &str) -> BTreeMap<(String, String), String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("reference")
        .join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{name}: {e}"));
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().expect("a header").split(',').collect();
    let mut out = BTreeMap::new();
    for line in lines {
        let row: Vec<&str> = line.split(',').collect();
        assert_eq!(row.len(), header.len(), "{name}: a ragged row");
        for (col, cell) in header[1..].iter().zip(&row[1..]) {
            out.insert((row[0].to_owned(), (*col).to_owned()), (*cell).to_owned());
        }
    }
    out
}

fn dtype(code: &str) -> DType {
    catalog::ALL
        .iter()
        .flat_map(|e| e.dtypes.iter().copied())
        .find(|d| d.code() == code)
        .unwrap_or_else(|| panic!("no dtype has the code {code}"))
}

/// The in-place mirror: the family's result of the pair, and whether it casts back into the left
/// type at the policy's in-place level.
fn in_place(entry: &catalog::Entry, op: Op, l: DType, r: DType) -> bool {
    (entry.binary_result)(op, ArrayKind::Array, l, ArrayKind::Array, r)
        .is_some_and(|result| (entry.can_cast)(result, l, entry.in_place))
}

/// The references of one policy: `(file, mirror)` for its can_cast grids and in-place grids.
fn mirror_diffs(cli: &str) -> (usize, String) {
    let entry = catalog::find(cli).expect("a policy");
    let mut files = 0;
    let mut diffs = String::new();
    let mut levels = vec![("can_cast".to_owned(), Casting::Own)];
    if cli == "numpy" {
        for level in [
            Casting::No,
            Casting::Equiv,
            Casting::Safe,
            Casting::SameKind,
            Casting::Unsafe,
        ] {
            levels.push((format!("can_cast_{}", level.name()), level));
        }
    }
    for (stem, level) in levels {
        let file = format!("{cli}_{stem}.csv");
        files += 1;
        let mut narrow_differ = 0;
        for ((from, to), cell) in reference(&file) {
            let ours = (entry.can_cast)(dtype(&from), dtype(&to), level);
            let narrow = [&from, &to]
                .iter()
                .any(|c| DType::NARROW.contains(&dtype(c)));
            if cli == "jax" && narrow {
                narrow_differ += usize::from(ours != (cell == "y"));
                continue;
            }
            if ours != (cell == "y") {
                let _ = writeln!(
                    diffs,
                    "  {file}: {from} -> {to}: reference {cell}, got {ours}"
                );
            }
        }
        // `jnp.can_cast` is `np.can_cast`, whose answers for ml_dtypes' narrow types are the casts
        // ml_dtypes registers (`numpy-ml_can_cast.csv`), and contradict JAX's own promotion
        // (`can_cast(f8e4m3fn, f32)` is true where `f8e4m3fn + f32` is an error; `i16 -> f8e4m3fn`
        // false where `i16 + f8e4m3fn = f8e4m3fn`). `Jax` derives `safe` from its lattice for
        // them, as its in-place rule (which JAX follows, and the `iadd` grids confirm) does:
        // the cells where the two disagree, pinned.
        if cli == "jax" {
            assert_eq!(
                narrow_differ, 358,
                "{file}: narrow cells that differ from np.can_cast"
            );
        }
    }
    for (stem, op) in [("iadd", Op::Add), ("idiv", Op::Div), ("iand", Op::BitAnd)] {
        let file = format!("{cli}_{stem}.csv");
        files += 1;
        for ((l, r), cell) in reference(&file) {
            let ours = in_place(entry, op, dtype(&l), dtype(&r));
            if ours != (cell != "-") {
                let _ = writeln!(diffs, "  {file}: {l} {r}: reference {cell}, got {ours}");
            }
        }
    }
    (files, diffs)
}

#[test]
fn every_casting_and_in_place_reference_matches_the_mirror() {
    let mut all = String::new();
    let mut files = 0;
    for cli in ["numpy", "jax", "torch", "array-api"] {
        let (n, diffs) = mirror_diffs(cli);
        files += n;
        all.push_str(&diffs);
    }
    println!("{files} casting reference files compared");
    assert!(all.is_empty(), "cells differ from the references:\n{all}");
}

/// The compile-time answer of every pair compared with the mirror (and so, by the test above,
/// with the library): `Some(to)` exactly where the mirror allows the cast.
fn check_cast_cells(policy: &str, level: Casting, cells: Cells) {
    let entry = catalog::find(policy).expect("a policy");
    let mut diffs = String::new();
    for (from, to, answer) in &cells {
        let known = entry.dtypes.contains(from) && entry.dtypes.contains(to);
        let mirror = known && (entry.can_cast)(*from, *to, level);
        if answer.is_some() != mirror && (known || level != Casting::Unsafe) {
            let _ = writeln!(
                diffs,
                "  {from} -> {to} at {}: the type checker says {}, the mirror {mirror}",
                level.name(),
                answer.is_some()
            );
        }
    }
    assert!(diffs.is_empty(), "{policy}:\n{diffs}");
}

#[test]
fn can_cast_at_compile_time_agrees_with_the_mirror() {
    macro_rules! check {
        ($($P:ty, $cli:literal;)*) => {$(
            check_cast_cells($cli, Casting::Own, compile_time_cells!($P, CastLevel<Own>; [bool, u8, u16, u32, u64, i8, i16, i32, i64, bf16, f16, f32, f64, Complex<f32>, Complex<f64>]; [bool, u8, u16, u32, u64, i8, i16, i32, i64, bf16, f16, f32, f64, Complex<f32>, Complex<f64>]));
            check_cast_cells($cli, Casting::Safe, compile_time_cells!($P, CastLevel<Safe>; [bool, u8, u16, u32, u64, i8, i16, i32, i64, bf16, f16, f32, f64, Complex<f32>, Complex<f64>]; [bool, u8, u16, u32, u64, i8, i16, i32, i64, bf16, f16, f32, f64, Complex<f32>, Complex<f64>]));
            check_cast_cells($cli, Casting::SameKind, compile_time_cells!($P, CastLevel<SameKind>; [bool, u8, u16, u32, u64, i8, i16, i32, i64, bf16, f16, f32, f64, Complex<f32>, Complex<f64>]; [bool, u8, u16, u32, u64, i8, i16, i32, i64, bf16, f16, f32, f64, Complex<f32>, Complex<f64>]));
        )*};
    }
    check! {
        NumPy, "numpy";
        Jax, "jax";
        Torch, "torch";
        ArrayApi, "array-api";
    }
    // `No`, `Equiv` and `Unsafe` are blanket impls: the same for every policy.
    check_cast_cells(
        "numpy",
        Casting::No,
        compile_time_cells!(NumPy, CastLevel<No>; [bool, i8, u64, f16, f64, Complex<f32>]; [bool, i8, u64, f16, f64, Complex<f32>]),
    );
    check_cast_cells(
        "numpy",
        Casting::Equiv,
        compile_time_cells!(NumPy, CastLevel<Equiv>; [bool, i8, u64, f16, f64, Complex<f32>]; [bool, i8, u64, f16, f64, Complex<f32>]),
    );
    check_cast_cells(
        "numpy",
        Casting::Unsafe,
        compile_time_cells!(NumPy, CastLevel<Unsafe>; [bool, i8, u64, f16, f64, Complex<f32>]; [bool, i8, u64, f16, f64, Complex<f32>]),
    );
}

/// The in-place operators as the type checker sees them, compared with the mirror on every pair
/// of the policy's dtypes (left strong, right strong or weak).
fn check_in_place_cells(policy: &str, op: Op, cells: Cells) {
    let entry = catalog::find(policy).expect("a policy");
    let mut diffs = String::new();
    let mut compared = 0;
    for (l, r, answer) in &cells {
        if !(entry.dtypes.contains(l) && entry.dtypes.contains(r)) {
            assert!(
                answer.is_none(),
                "{policy}: {l} {op:?}= {r} compiles, but {r} is not one of its dtypes"
            );
            continue;
        }
        compared += 1;
        let mirror = in_place(entry, op, *l, *r);
        if answer.is_some() != mirror {
            let _ = writeln!(
                diffs,
                "  {l} {}= {r}: the type checker says {}, the mirror {mirror}",
                op.symbol(),
                answer.is_some()
            );
        }
    }
    assert!(compared > 150, "{policy}: only {compared} pairs compared");
    assert!(diffs.is_empty(), "{policy}:\n{diffs}");
}

#[test]
fn in_place_operators_at_compile_time_agree_with_the_mirror() {
    macro_rules! check {
        ($($P:ty, $cli:literal;)*) => {$(
            check_in_place_cells($cli, Op::Add, compile_time_cells!($P, IAdd; [bool, u8, u16, u32, u64, i8, i16, i32, i64, bf16, f16, f32, f64, Complex<f32>, Complex<f64>]; [bool, u8, u16, u32, u64, i8, i16, i32, i64, bf16, f16, f32, f64, Complex<f32>, Complex<f64>, WeakInt, WeakFloat, WeakComplex]));
            check_in_place_cells($cli, Op::Div, compile_time_cells!($P, IDiv; [bool, u8, u16, u32, u64, i8, i16, i32, i64, bf16, f16, f32, f64, Complex<f32>, Complex<f64>]; [bool, u8, u16, u32, u64, i8, i16, i32, i64, bf16, f16, f32, f64, Complex<f32>, Complex<f64>, WeakInt, WeakFloat, WeakComplex]));
            check_in_place_cells($cli, Op::BitAnd, compile_time_cells!($P, IAnd; [bool, u8, u16, u32, u64, i8, i16, i32, i64, bf16, f16, f32, f64, Complex<f32>, Complex<f64>]; [bool, u8, u16, u32, u64, i8, i16, i32, i64, bf16, f16, f32, f64, Complex<f32>, Complex<f64>, WeakInt, WeakFloat, WeakComplex]));
        )*};
    }
    check! {
        NumPy, "numpy";
        Jax, "jax";
        Torch, "torch";
        ArrayApi, "array-api";
    }
}

#[test]
fn numpy_n_ary_result_type_matches_every_triple() {
    let reference = reference("numpy_result_type3.csv");
    let cells = compile_time_triples!(NumPy; [bool, u8, u16, u32, u64, i8, i16, i32, i64, f16, f32, f64, Complex<f32>, Complex<f64>, WeakInt, WeakFloat, WeakComplex]);
    assert_eq!(cells.len(), 17 * 17 * 17);
    let mut diffs = String::new();
    let mut folds_differ = 0;
    for (triple, answer) in &cells {
        let [a, b, c] = triple.map(DType::code);
        let want = &reference[&(format!("{a} {b}"), c.to_owned())];
        let mirror = promote_core::generic::result_type_all::<NumPy>(triple);
        let (typed, mirrored) = (
            answer.map_or("-", DType::code),
            mirror.map_or("-", DType::code),
        );
        if typed != want || mirrored != want {
            let _ = writeln!(
                diffs,
                "  ({a}, {b}, {c}): NumPy {want}, type checker {typed}, mirror {mirrored}"
            );
        }
        let fold = NumPy::result_type(triple[0], triple[1])
            .and_then(|ab| NumPy::result_type(ab, triple[2]));
        if fold != mirror && !triple.iter().any(|d| d.is_weak()) {
            folds_differ += 1;
        }
    }
    assert!(diffs.is_empty(), "np.result_type differs:\n{diffs}");
    // The rustdoc of `PromoteAll` lists these: where `a + b + c` and `result_type(a, b, c)` differ.
    assert_eq!(folds_differ, 14);
}

/// MegEngine's `a += b` rebinds `a` to `a + b`, whose dtype may differ from `a`'s (its references
/// print that dtype). A Rust `+=` cannot change its operand's type, so `MegEngine` keeps the
/// default in-place level `no`: `+=` (`/=`, `&=`) compiles exactly where the library's result
/// keeps `a`'s dtype, and `a = a + b` is the rebinding form.
#[test]
fn megengine_in_place_is_where_the_rebound_result_keeps_the_type() {
    let entry = catalog::find("megengine").expect("megengine");
    assert_eq!(entry.in_place, Casting::No);
    let mut kept = 0;
    for (file, op) in [
        ("megengine_iadd.csv", Op::Add),
        ("megengine_idiv.csv", Op::Div),
        ("megengine_iand.csv", Op::BitAnd),
    ] {
        for ((l, r), cell) in reference(file) {
            let (ld, rd) = (dtype(&l), dtype(&r));
            if !entry.dtypes.contains(&ld) || !entry.dtypes.contains(&rd) {
                assert_eq!(cell, "-", "{file} {l} {r}: a dtype MegEngine does not hold");
                continue;
            }
            assert_eq!(
                in_place(entry, op, ld, rd),
                cell == l,
                "{file} {l} {r}: {cell}"
            );
            kept += usize::from(cell == l);
        }
    }
    assert!(kept > 40, "only {kept} in-place cells keep their type");
}
