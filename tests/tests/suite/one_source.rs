//! Why a policy's run-time grid cannot disagree with its compile-time impls.
//!
//! A policy is declared once, in one `promotion_table!` (or `promotion_lattice!`) call. The macro
//! checks the declaration and resolves it into one model (`model::Policy` in `promote-decl`:
//! the nodes, and the grids of node indices, every operation family's grid derived in the macro
//! from the one declared grid). The same expansion then emits, from those same grids, the
//! `Promote` impls, one per defined cell (what the type checker sees; `impls.rs`), the constant
//! tables behind `P::result_type` (the run-time mirror; `mirror.rs`), and the
//! `NON_ASSOCIATIVE` list and the rustdoc table. There is no second copy of the grid anywhere: no
//! hand-written mirror, no generated file, no second macro call that could be edited without the
//! other. So the two cannot drift: to change one you change the declaration, and both follow.
//!
//! The tests below make that concrete for policies declared right here: the declaration's text
//! (kept with `stringify!` by the same `macro_rules!` call that feeds the macro), the impls the
//! type checker finds (probed with `compile_time_grid!`) and the run-time mirror
//! (`Grid::of::<P>()`) are the same grid, cell for cell, undefined cells included.

use promote_core::table::Grid;
use promote_core::{DType, Policy};
use promote_tests::{assert_matches, compile_time_grid, Reference};

/// Declares a table policy and keeps the text of its `table { ... }` block in `$text`.
macro_rules! table_with_text {
    ($text:ident; $(#[$attr:meta])* pub struct $name:ident; table { $($grid:tt)* }) => {
        promote_core::promotion_table! {
            $(#[$attr])*
            pub struct $name;
            table { $($grid)* }
        }
        const $text: &str = stringify!($($grid)*);
    };
    ($text:ident; $(#[$attr:meta])* pub struct $name:ident; directional; table { $($grid:tt)* }) => {
        promote_core::promotion_table! {
            $(#[$attr])*
            pub struct $name;
            directional;
            table { $($grid)* }
        }
        const $text: &str = stringify!($($grid)*);
    };
}

table_with_text! {
    SMALL;
    /// A small table with undefined pairs, a weak type, and a non-associative triple:
    /// `(i8 + u8) + f16 = i16 + f16 = f32`, but `i8 + (u8 + f16) = i8 + f16 = f16`.
    pub struct Small;
    table {
        _    u8   i8   i16  f16  f32  i*;
        u8   u8   i16  i16  f16  f32  u8;
        i8   i16  i8   i16  f16  f32  i8;
        i16  i16  i16  i16  f32  f32  i16;
        f16  f16  f16  f32  f16  f32  f16;
        f32  f32  f32  f32  f32  f32  f32;
        i*   u8   i8   i16  f16  f32  -;
    }
}

table_with_text! {
    ONE_WAY;
    /// Directional, TensorFlow-like: a tensor keeps its dtype with a Python int on its right;
    /// the scalar on the left is undefined.
    pub struct OneWay;
    directional;
    table {
        _    i32  f32  i*;
        i32  i32  -    i32;
        f32  -    f32  f32;
        i*   -    -    i32;
    }
}

/// The declaration's own text as a reference grid, in the 18 standard codes (JEP 9407's; `-`
/// elsewhere).
fn declared(text: &str) -> Reference {
    // `stringify!` writes `i*` as `i *` and ends rows with ` ;`.
    let text = text.replace(" *", "*");
    let mut lines = text.split(';').map(str::split_whitespace);
    let header: Vec<String> = lines
        .next()
        .expect("a header row")
        .skip(1) // the `_` corner
        .map(str::to_owned)
        .collect();
    let mut rows = std::collections::HashMap::new();
    for mut row in lines {
        let Some(label) = row.next() else { continue };
        let cells: Vec<String> = row.map(str::to_owned).collect();
        assert_eq!(cells.len(), header.len());
        rows.insert(label.to_owned(), cells);
    }
    let codes: Vec<String> = DType::ALL[..18].iter().map(|d| d.to_string()).collect();
    let cells = codes
        .iter()
        .map(|l| {
            codes
                .iter()
                .map(|r| {
                    let (Some(row), Some(col)) = (rows.get(l), header.iter().position(|c| c == r))
                    else {
                        return "-".to_owned();
                    };
                    row[col].clone()
                })
                .collect()
        })
        .collect();
    Reference { codes, cells }
}

#[test]
fn the_impls_and_the_run_time_grid_come_from_the_one_declaration() {
    let text = declared(SMALL);
    let compile_time = compile_time_grid!(Small);
    let run_time = Grid::of::<Small>();
    assert_matches("Small declaration vs impls", &compile_time, &text);
    assert_matches("Small declaration vs run-time mirror", &run_time, &text);
    assert_eq!(compile_time, run_time);
    let defined = run_time.cells.iter().flatten().flatten().count();
    assert_eq!(defined, 35, "36 cells declared, one `-`");

    // The law data is expanded from the same grid too.
    assert_eq!(
        Small::NON_ASSOCIATIVE
            .iter()
            .filter(|t| t[..3] == [DType::I8, DType::U8, DType::F16])
            .count(),
        1
    );
    assert!(Small::NON_ASSOCIATIVE.contains(&[
        DType::I8,
        DType::U8,
        DType::F16,
        DType::F32,
        DType::F16
    ]));
}

#[test]
fn the_same_holds_for_a_directional_table() {
    let text = declared(ONE_WAY);
    let compile_time = compile_time_grid!(OneWay);
    let run_time = Grid::of::<OneWay>();
    assert_matches("OneWay declaration vs impls", &compile_time, &text);
    assert_matches("OneWay declaration vs run-time mirror", &run_time, &text);
    assert_eq!(compile_time, run_time);
    assert_eq!(
        OneWay::result_type(DType::I32, DType::WeakInt),
        Some(DType::I32)
    );
    assert_eq!(OneWay::result_type(DType::WeakInt, DType::I32), None);
    assert_eq!(OneWay::DTYPES, [DType::I32, DType::F32, DType::WeakInt]);
}
