//! Shared helpers of the workspace-level suites: reading reference grids, reading a policy's
//! grid off the type checker, and comparing grids cell by cell.

#![forbid(unsafe_code)]

use std::fmt::Write as _;
use std::marker::PhantomData;

use promote_core::array::family;
use promote_core::table::Grid;
use promote_core::{DType, Element, Policy, ZeroDim};

/// Prints a suite's counts and keeps them in `<kind>-summary/<name>.txt` in the target
/// directory (beside `tmp`, the test's `CARGO_TARGET_TMPDIR`), where CI prints them after the
/// suites: a passing test's output is not shown, and the counts say how much it compared.
pub fn report_counts(tmp: &str, kind: &str, name: &str, text: &str) {
    print!("{text}");
    let tmp = std::path::Path::new(tmp);
    let dir = tmp.parent().unwrap_or(tmp).join(format!("{kind}-summary"));
    // The counts are for people; a read-only target directory must not fail the test.
    let _ = std::fs::create_dir_all(&dir)
        .and_then(|()| std::fs::write(dir.join(format!("{name}.txt")), text));
}

/// Asks the type checker whether a family's impl exists for `L` with `R` under `P` (`F` is the
/// family's marker, `promote_core::array::family::Div` and so on), without requiring that it does.
///
/// `<Probe<L, R, P, F>>::RESULT` is the inherent constant of the family's impl block where its
/// bound holds (the result's dtype), and [`Undefined`]'s `None` otherwise: an inherent item whose
/// where-clause fails is not a candidate, so path resolution falls back to the trait's. This works
/// because every type is concrete at the use. A constant, not a method: the answer is computed by
/// the compiler, so a grid of 100,000 cells generates no function per cell (the method form cost
/// a test binary minutes of code generation and gigabytes of memory). The inherent impls are
/// generated from promote-core's family list, one per family.
pub struct Probe<L, R, P, F = family::Add>(PhantomData<(L, R, P, F)>);

/// The probe's answer when there is no impl.
pub trait Undefined {
    /// No result.
    const RESULT: Option<DType> = None;
}

impl<L, R, P, F> Undefined for Probe<L, R, P, F> {}

/// The same for a unary family, reduction or scan: `UnaryProbe<T, (), P, F>`.
pub type UnaryProbe<T, P, F> = Probe<T, (), P, F>;

macro_rules! probes {
    (family_rows { $($row:tt)* }) => { $(probes!(@row $row);)* };
    (@row { binary $name:ident $docs:tt $Public:ident $Assoc:ident $Alias:ident $F:ident $Table:ident
        $Bridge:tt $result:ident $($more:tt)* }) => {
        impl<L: promote_core::$Public<R, P>, R, P: Policy> Probe<L, R, P, family::$F> {
            /// The result's dtype.
            pub const RESULT: Option<DType> =
                Some(probes!(@result $result, <<L as promote_core::$Public<R, P>>::$Assoc as Element>::DTYPE));
        }
    };
    (@row { $shape:ident $name:ident $docs:tt $Public:ident $Assoc:ident $Alias:ident $F:ident $Table:ident
        $Bridge:tt $result:ident $($more:tt)* }) => {
        impl<T: promote_core::$Public<P>, P: Policy> Probe<T, (), P, family::$F> {
            /// The result's dtype.
            pub const RESULT: Option<DType> =
                Some(probes!(@result $result, <<T as promote_core::$Public<P>>::$Assoc as Element>::DTYPE));
        }
    };
    (@result output, $dtype:expr) => { $dtype };
    (@result bool, $dtype:expr) => { DType::Bool };
}

promote_core::__family_rows!(probes {});

/// Imports the probe's fallback, for the grid macros.
pub mod probes {
    pub use super::Undefined as _;
}

/// Operand kinds at the type level: a strong element type is `ZeroDim<T>` as a 0-d operand; a
/// weak scalar is itself whatever the kind.
pub mod kind {
    pub struct Array;
    pub struct Array0;
}

/// The operand type of `Self` as an operand of kind `K`.
pub trait Kinded<K> {
    type Ty;
}

/// Each row of promote-core's dtype list, as an array and as a 0-d array.
macro_rules! kinded {
    (dtypes_spec {
        standard { $($(#[$sdoc:meta])* $s:ident $scode:literal $skind:ident $srepr:ident($sty:ty) $sclass:ident [$($stable:tt)*];)* }
        narrow { $($(#[$ndoc:meta])* $n:ident $ncode:literal $nkind:ident $nrepr:ident($nty:ty) $nclass:ident [$($ntable:tt)*];)* }
    }) => {
        $(kinded!(@row $srepr($sty));)*
        $(kinded!(@row $nrepr($nty));)*
    };
    // A weak scalar is its own 0-d form.
    (@row weak($w:ty)) => {
        impl Kinded<kind::Array> for $w { type Ty = $w; }
        impl Kinded<kind::Array0> for $w { type Ty = $w; }
    };
    (@row $repr:ident($s:ty)) => {
        impl Kinded<kind::Array> for $s { type Ty = $s; }
        impl Kinded<kind::Array0> for $s { type Ty = ZeroDim<$s>; }
    };
}

promote_core::__dtypes!(kinded {});

/// Passes the 18 standard types, then `$extra`, to this crate's `$callback!` after `$before`:
/// the types [`compile_time_grid!`] and [`compile_time_column!`] probe.
#[cfg(not(clippy))]
#[doc(hidden)]
#[macro_export]
macro_rules! __probed_types {
    ($callback:ident { $($before:tt)* } $($extra:ty),*) => {
        $crate::$callback! { $($before)*
            bool, u8, u16, u32, u64, i8, i16, i32, i64,
            promote_core::bf16, promote_core::f16, f32, f64,
            promote_core::Complex<f32>, promote_core::Complex<f64>,
            promote_core::WeakInt, promote_core::WeakFloat, promote_core::WeakComplex
            $(, $extra)*
        }
    };
}

/// Under clippy, three of the standard types and then `$extra`: a grid's cells are one
/// expansion repeated over the types, so clippy lints the same code in 9 cells as in 400,
/// without type-checking every cell a second time (the test build does; the probed grids were
/// half of `cargo clippy --workspace --all-targets`: CONTRIBUTING.md, "The test
/// command").
#[cfg(clippy)]
#[doc(hidden)]
#[macro_export]
macro_rules! __probed_types {
    ($callback:ident { $($before:tt)* } $($extra:ty),*) => {
        $crate::$callback! { $($before)* bool, i8, promote_core::WeakFloat $(, $extra)* }
    };
}

/// The grid that the type checker sees for a policy: for every pair of the listed element types,
/// the family's `DType` (`Add` by default), or `None` where no impl exists.
///
/// `compile_time_grid!(Jax)` covers the 18 standard types (those of the tables of JAX's design note
/// [JEP 9407](https://jax.readthedocs.io/en/latest/jep/9407-type-promotion.html)) between arrays;
/// `compile_time_grid!(Torch, Div, Array, Array0; Complex<f16>)` the quotient of an array with a
/// 0-d array, over the 18 types and then `c32` (`Div` is the family's marker in
/// `promote_core::array::family`).
#[macro_export]
macro_rules! compile_time_grid {
    ($policy:ty $(; $($extra:ty),*)?) => {
        $crate::compile_time_grid!($policy, Add, Array, Array $(; $($extra),*)?)
    };
    ($policy:ty, $family:ident, $lk:ident, $rk:ident $(; $($extra:ty),*)?) => {
        $crate::__probed_types!(compile_time_grid { @types $policy, $family, $lk, $rk; }
            $($($extra),*)?)
    };
    (@types $policy:ty, $family:ident, $lk:ident, $rk:ident; $($t:ty),*) => {{
        #[allow(unused_imports)]
        use $crate::probes::*;
        // A constant, not a `vec!` of the cells: rustc evaluates it as data, where a `vec!`
        // was a function body of every cell to type-check as one and to generate.
        const CELLS: &[&[Option<promote_core::DType>]] =
            $crate::compile_time_grid!(@rows $policy, $family, $lk, $rk; [$($t),*]; $($t),*);
        promote_core::table::Grid {
            codes: vec![$(<$t as promote_core::Element>::DTYPE),*],
            cells: CELLS.iter().map(|row| row.to_vec()).collect(),
        }
    }};
    (@rows $policy:ty, $family:ident, $lk:ident, $rk:ident; $all:tt; $($l:ty),*) => {
        &[$($crate::compile_time_grid!(@row $policy, $family, $lk, $rk; $l; $all)),*]
    };
    (@row $policy:ty, $family:ident, $lk:ident, $rk:ident; $l:ty; [$($r:ty),*]) => {
        &[$(
            <$crate::Probe<
                <$l as $crate::Kinded<$crate::kind::$lk>>::Ty,
                <$r as $crate::Kinded<$crate::kind::$rk>>::Ty,
                $policy,
                promote_core::array::family::$family,
            >>::RESULT
        ),*]
    };
}

/// The cells of a grid over the base types (the 18 standard types, then `$extra`) and `$narrow`
/// that have a narrow operand, as the type checker sees them: the grid less its square of base
/// types, which a dispatch grid compares (see `tests/tests/agreement/agree.rs`). The operand
/// kinds and the family as in [`compile_time_grid!`].
#[macro_export]
macro_rules! compile_time_narrow {
    ($policy:ty, $family:ident, $lk:ident, $rk:ident; [$($extra:ty),*]; [$($narrow:ty),+]) => {
        $crate::__probed_types!(compile_time_narrow { @types $policy, $family, $lk, $rk; [$($narrow),+]; }
            $($extra),*)
    };
    (@types $policy:ty, $family:ident, $lk:ident, $rk:ident; [$($narrow:ty),+]; $($base:ty),*) => {{
        #[allow(unused_imports)]
        use $crate::probes::*;
        const NARROW_ROWS: &[&[Option<promote_core::DType>]] = $crate::compile_time_grid!(
            @rows $policy, $family, $lk, $rk; [$($base,)* $($narrow),+]; $($narrow),+);
        const BASE_ROWS: &[&[Option<promote_core::DType>]] =
            $crate::compile_time_grid!(@rows $policy, $family, $lk, $rk; [$($narrow),+]; $($base),*);
        $crate::NarrowCells {
            base: vec![$(<$base as promote_core::Element>::DTYPE),*],
            narrow: vec![$(<$narrow as promote_core::Element>::DTYPE),+],
            narrow_rows: NARROW_ROWS,
            base_rows: BASE_ROWS,
        }
    }};
}

/// What [`compile_time_narrow!`] reads: the rows of the narrow types (against the base types, then
/// the narrow ones) and the rows of the base types against the narrow ones.
pub struct NarrowCells {
    /// The base types.
    pub base: Vec<DType>,
    /// The narrow types.
    pub narrow: Vec<DType>,
    /// A narrow type's row: its cell with every base type, then with every narrow type.
    pub narrow_rows: &'static [&'static [Option<DType>]],
    /// A base type's row: its cell with every narrow type.
    pub base_rows: &'static [&'static [Option<DType>]],
}

impl NarrowCells {
    /// Every cell against `mirror` (the left and the right dtype's result), with `at` naming the
    /// grid in a failure; returns the cells compared.
    pub fn agree(&self, mirror: impl Fn(DType, DType) -> Option<DType>, at: &str) -> usize {
        let all: Vec<DType> = self.base.iter().chain(&self.narrow).copied().collect();
        let rows = self
            .narrow
            .iter()
            .zip(self.narrow_rows)
            .map(|(&l, row)| (l, &all[..], *row));
        let rows = rows.chain(
            self.base
                .iter()
                .zip(self.base_rows)
                .map(|(&l, row)| (l, &self.narrow[..], *row)),
        );
        let mut cells = 0;
        for (l, columns, row) in rows {
            assert_eq!(columns.len(), row.len(), "{at}: a row of {l}");
            for (&r, &compile_time) in columns.iter().zip(row) {
                assert_eq!(
                    compile_time,
                    mirror(l, r),
                    "{at} {l} {r}: compile time and run time differ"
                );
                cells += 1;
            }
        }
        cells
    }
}

/// The column that the type checker sees for a unary family, reduction or scan (`$family`, its
/// marker) under a policy, as CSV in the form of `promote_core::table::unary_csv`: the 18 standard
/// types and then `$extra`, weak types only for a unary family.
#[macro_export]
macro_rules! compile_time_column {
    ($policy:ty, $family:ident $(; $($extra:ty),*)?) => {
        $crate::__probed_types!(compile_time_column { @types $policy, $family; }
            $($($extra),*)?)
    };
    (@types $policy:ty, $family:ident; $($t:ty),*) => {
        $crate::column_csv(
            promote_core::Op::$family,
            vec![$({
                #[allow(unused_imports)]
                use $crate::probes::*;
                (<$t as promote_core::Element>::DTYPE,
                 <$crate::UnaryProbe<$t, $policy, promote_core::array::family::$family>>::RESULT)
            }),*]
        )
    };
}

/// Renders a compile-time column as `promote_core::table::unary_csv` renders the run-time one.
pub fn column_csv(op: promote_core::Op, cells: Vec<(DType, Option<DType>)>) -> String {
    let weak_too = op.shape() == promote_core::families::Shape::Unary;
    let mut out = format!(",{}\n", op.name());
    for (code, result) in cells {
        if weak_too || !code.is_weak() {
            let _ = writeln!(out, "{},{}", code, result.map_or("-", DType::code));
        }
    }
    out
}

/// A reference grid read from CSV: codes as written, and cells as written (`-` for undefined).
#[derive(Debug)]
pub struct Reference {
    pub codes: Vec<String>,
    pub cells: Vec<Vec<String>>,
}

impl Reference {
    /// Parses a grid in the form the `tables` example prints.
    pub fn parse(csv: &str) -> Reference {
        let mut lines = csv.lines().filter(|l| !l.trim().is_empty());
        let header: Vec<String> = lines
            .next()
            .expect("a header row")
            .split(',')
            .map(str::to_owned)
            .collect();
        assert_eq!(header[0], "", "the header row starts with an empty cell");
        let codes = header[1..].to_vec();
        let mut cells = Vec::new();
        for (line, code) in lines.zip(&codes) {
            let row: Vec<String> = line.split(',').map(str::to_owned).collect();
            assert_eq!(&row[0], code, "rows come in the header's order");
            assert_eq!(
                row.len(),
                codes.len() + 1,
                "row `{code}` has one cell per column"
            );
            cells.push(row[1..].to_vec());
        }
        assert_eq!(cells.len(), codes.len(), "one row per column");
        Reference { codes, cells }
    }
}

/// `grid` without the operand codes that `reference` lacks, where each of those is a type the
/// policy does not hold (`held`: its dtypes) and so has only undefined cells: a library prints no
/// row for a type it cannot hold (JAX without 64-bit types has no `int64` arrays), while this
/// crate's grids always list the 18 standard codes. Anything else is left for the comparison to
/// report.
pub fn held_part(grid: &Grid, reference: &Reference, held: &[DType]) -> Grid {
    let keep: Vec<usize> = (0..grid.codes.len())
        .filter(|&i| {
            let code = grid.codes[i];
            let absent = !reference.codes.iter().any(|c| c == code.code());
            let empty = grid.cells[i].iter().all(Option::is_none)
                && grid.cells.iter().all(|row| row[i].is_none());
            !(absent && !held.contains(&code) && empty)
        })
        .collect();
    restricted(grid, &keep)
}

/// `grid` over the reference's codes only: a seed table (a table published in 2021–2024, see
/// `tests/reference/README.md`) has none of the types added since.
pub fn seed_part(grid: &Grid, reference: &Reference) -> Grid {
    let keep: Vec<usize> = (0..grid.codes.len())
        .filter(|&i| reference.codes.iter().any(|c| c == grid.codes[i].code()))
        .collect();
    restricted(grid, &keep)
}

/// The rows and columns `keep` of `grid`.
fn restricted(grid: &Grid, keep: &[usize]) -> Grid {
    Grid {
        codes: keep.iter().map(|&i| grid.codes[i]).collect(),
        cells: keep
            .iter()
            .map(|&l| keep.iter().map(|&r| grid.cells[l][r]).collect())
            .collect(),
    }
}

/// Compares `actual` with the reference cell for cell; panics listing every difference.
pub fn assert_matches(what: &str, actual: &Grid, reference: &Reference) {
    let actual_codes: Vec<&str> = actual.codes.iter().map(|c| c.code()).collect();
    assert_eq!(
        actual_codes, reference.codes,
        "{what}: the grids' operand codes differ"
    );
    let mut diffs = String::new();
    let mut count = 0;
    for (l, code) in reference.codes.iter().enumerate() {
        for (r, rcode) in reference.codes.iter().enumerate() {
            let got = actual.cells[l][r].map_or("-", DType::code);
            let want = &reference.cells[l][r];
            if got != want {
                count += 1;
                let _ = writeln!(diffs, "  {code} + {rcode}: reference {want}, got {got}");
            }
        }
    }
    assert!(
        count == 0,
        "{what}: {count} cells differ from the reference:\n{diffs}"
    );
}

/// [`assert_matches`], except on the listed `(row, column)` cells, which must differ: a policy's
/// documented deviations from its library, pinned so that the list stays exact.
pub fn assert_matches_except(
    what: &str,
    actual: &Grid,
    reference: &Reference,
    exceptions: &[(&str, &str)],
) {
    let mut patched = Reference {
        codes: reference.codes.clone(),
        cells: reference.cells.clone(),
    };
    for &(l, r) in exceptions {
        let li = reference
            .codes
            .iter()
            .position(|c| c == l)
            .expect("a row of the reference");
        let ri = reference
            .codes
            .iter()
            .position(|c| c == r)
            .expect("a column of the reference");
        let ours = actual.cells[li][ri].map_or("-", DType::code);
        assert_ne!(
            ours, reference.cells[li][ri],
            "{what}: {l} + {r} is no longer a deviation; update the list"
        );
        patched.cells[li][ri] = ours.to_owned();
    }
    assert_matches(what, actual, &patched);
}

/// Probe markers beyond the families: a casting level, an in-place operator, the n-ary rule.
pub mod probe {
    use std::marker::PhantomData;

    /// `From: CanCast<To, P, C>`.
    pub struct CastLevel<C>(PhantomData<C>);
    /// `Array<L, P> += operand of R`.
    pub struct IAdd;
    /// `Array<L, P> /= operand of R`.
    pub struct IDiv;
    /// `Array<L, P> &= operand of R`.
    pub struct IAnd;
    /// `PromotedAll<T, P>` of a tuple `T`.
    pub struct Nary;
}

/// The right operand an element type stands for in an in-place operation: an array by reference
/// for a strong type, the weak scalar itself for a weak one.
pub trait OperandOf<P> {
    type Operand;
}

/// Each row of promote-core's dtype list as a right operand.
macro_rules! operand_of {
    (dtypes_spec {
        standard { $($(#[$sdoc:meta])* $s:ident $scode:literal $skind:ident $srepr:ident($sty:ty) $sclass:ident [$($stable:tt)*];)* }
        narrow { $($(#[$ndoc:meta])* $n:ident $ncode:literal $nkind:ident $nrepr:ident($nty:ty) $nclass:ident [$($ntable:tt)*];)* }
    }) => {
        $(operand_of!(@row $srepr($sty));)*
        $(operand_of!(@row $nrepr($nty));)*
    };
    (@row weak($w:ty)) => {
        impl<P> OperandOf<P> for $w { type Operand = $w; }
    };
    (@row $repr:ident($s:ty)) => {
        impl<P: 'static> OperandOf<P> for $s { type Operand = &'static promote_core::Array<$s, P>; }
    };
}

promote_core::__dtypes!(operand_of {});

impl<F, T: Element, P: Policy, C> Probe<F, T, P, probe::CastLevel<C>>
where
    F: promote_core::CanCast<T, P, C>,
{
    /// The target's dtype.
    pub const RESULT: Option<DType> = Some(T::DTYPE);
}

macro_rules! in_place_probe {
    ($($Marker:ident $Trait:ident),*) => {$(
        impl<L: Element, R: OperandOf<P>, P: Policy> Probe<L, R, P, probe::$Marker>
        where
            promote_core::Array<L, P>: core::ops::$Trait<<R as OperandOf<P>>::Operand>,
        {
            /// The target's dtype.
            pub const RESULT: Option<DType> = Some(L::DTYPE);
        }
    )*};
}

in_place_probe!(IAdd AddAssign, IDiv DivAssign, IAnd BitAndAssign);

impl<T: promote_core::PromoteAll<P>, P: Policy> Probe<T, (), P, probe::Nary> {
    /// The common type's dtype.
    pub const RESULT: Option<DType> = Some(<promote_core::PromotedAll<T, P> as Element>::DTYPE);
}

/// Every pair `(l, r)` of the listed left and right types as the type checker sees it for the
/// probe marker `$marker`: `(l's dtype, r's dtype, Some(answer) or None)`.
#[macro_export]
macro_rules! compile_time_cells {
    ($policy:ty, $marker:ty; [$($l:ty),* $(,)?]; $rs:tt) => {{
        let mut cells: Vec<(promote_core::DType, promote_core::DType, Option<promote_core::DType>)> = Vec::new();
        $($crate::compile_time_cells!(@row cells, $policy, $marker; $l; $rs);)*
        cells
    }};
    (@row $cells:ident, $policy:ty, $marker:ty; $l:ty; [$($r:ty),* $(,)?]) => {
        $({
            #[allow(unused_imports)]
            use $crate::probes::*;
            $cells.push((
                <$l as promote_core::Element>::DTYPE,
                <$r as promote_core::Element>::DTYPE,
                <$crate::Probe<$l, $r, $policy, $marker>>::RESULT,
            ));
        })*
    };
}

/// `PromotedAll<(a, b, c), P>` for every ordered triple of the listed types, as the type checker
/// sees it: `([a, b, c], Some(result) or None)`.
#[macro_export]
macro_rules! compile_time_triples {
    ($policy:ty; $types:tt) => {{
        let mut cells: Vec<([promote_core::DType; 3], Option<promote_core::DType>)> = Vec::new();
        $crate::compile_time_triples!(@a cells, $policy; $types; $types);
        cells
    }};
    (@a $cells:ident, $policy:ty; [$($a:ty),*]; $types:tt) => {
        $($crate::compile_time_triples!(@b $cells, $policy; $a; $types; $types);)*
    };
    (@b $cells:ident, $policy:ty; $a:ty; [$($b:ty),*]; $types:tt) => {
        $($crate::compile_time_triples!(@c $cells, $policy; $a, $b; $types);)*
    };
    (@c $cells:ident, $policy:ty; $a:ty, $b:ty; [$($c:ty),*]) => {
        $({
            #[allow(unused_imports)]
            use $crate::probes::*;
            $cells.push((
                [<$a as promote_core::Element>::DTYPE, <$b as promote_core::Element>::DTYPE, <$c as promote_core::Element>::DTYPE],
                <$crate::Probe<($a, $b, $c), (), $policy, $crate::probe::Nary>>::RESULT,
            ));
        })*
    };
}
