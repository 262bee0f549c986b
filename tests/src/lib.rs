//! Shared helpers of the workspace-level suites: reading reference grids, reading a policy's
//! grid off the type checker, and comparing grids cell by cell.

#![forbid(unsafe_code)]

use std::fmt::Write as _;
use std::marker::PhantomData;

use promote_core::table::Grid;
use promote_core::{DType, Element, Policy, Promote, Promoted};

/// Asks the type checker whether `L: Promote<R, P>` holds, without requiring that it does.
///
/// `(&Probe::<L, R, P>::new()).output()` picks [`ViaPromote`] when the impl exists (it matches
/// the receiver without auto-ref) and falls back to [`Undefined`] otherwise: the autoref
/// specialisation trick, which works here because every type is concrete at the call site.
pub struct Probe<L, R, P>(PhantomData<(L, R, P)>);

impl<L, R, P> Probe<L, R, P> {
    pub fn new() -> Self {
        Probe(PhantomData)
    }
}

impl<L, R, P> Default for Probe<L, R, P> {
    fn default() -> Self {
        Probe::new()
    }
}

/// The probe's answer when `L: Promote<R, P>`: the `DType` of the compile-time `Output`.
pub trait ViaPromote {
    fn output(&self) -> Option<DType>;
}

impl<L: Promote<R, P>, R, P: Policy> ViaPromote for Probe<L, R, P> {
    fn output(&self) -> Option<DType> {
        Some(<Promoted<L, R, P> as Element>::DTYPE)
    }
}

/// The probe's answer when there is no impl.
pub trait Undefined {
    fn output(&self) -> Option<DType>;
}

impl<L, R, P> Undefined for &Probe<L, R, P> {
    fn output(&self) -> Option<DType> {
        None
    }
}

/// The grid that the type checker sees for a policy: for every pair of the listed element types,
/// the `DType` of `Promoted<L, R, P>`, or `None` where no impl exists.
///
/// `compile_time_grid!(Jax)` covers the seeds' 18 types; `compile_time_grid!(Paddle; WeakBool)`
/// adds further types after them.
#[macro_export]
macro_rules! compile_time_grid {
    ($policy:ty $(; $($extra:ty),*)?) => {
        $crate::compile_time_grid!(@types $policy;
            bool, u8, u16, u32, u64, i8, i16, i32, i64,
            promote_core::bf16, promote_core::f16, f32, f64,
            promote_core::Complex<f32>, promote_core::Complex<f64>,
            promote_core::WeakInt, promote_core::WeakFloat, promote_core::WeakComplex
            $($(, $extra)*)?)
    };
    (@types $policy:ty; $($t:ty),*) => {
        promote_core::table::Grid {
            codes: vec![$(<$t as promote_core::Element>::DTYPE),*],
            cells: $crate::compile_time_grid!(@rows $policy; [$($t),*]; $($t),*),
        }
    };
    (@rows $policy:ty; $all:tt; $($l:ty),*) => {
        vec![$($crate::compile_time_grid!(@row $policy; $l; $all)),*]
    };
    (@row $policy:ty; $l:ty; [$($r:ty),*]) => {
        vec![$({
            #[allow(unused_imports)]
            use $crate::{Undefined as _, ViaPromote as _};
            (&$crate::Probe::<$l, $r, $policy>::new()).output()
        }),*]
    };
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
