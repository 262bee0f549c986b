//! Shared helpers of the workspace-level suites: reading reference grids, reading a policy's
//! grid off the type checker, and comparing grids cell by cell.

#![forbid(unsafe_code)]

use std::fmt::Write as _;
use std::marker::PhantomData;

use promote_core::table::Grid;
use promote_core::{
    bf16, f16, BitwiseOutput, Complex, DType, Element, Policy, Promote, PromoteBitwise, PromoteDiv,
    PromoteEq, PromoteOrd, Promoted, Quotient, WeakBool, WeakComplex, WeakFloat, WeakInt, ZeroDim,
};

/// Asks the type checker whether a family's impl exists for `L` with `R` under `P`, without
/// requiring that it does.
///
/// `(&Probe::<L, R, P>::new()).probe_add()` picks [`DefinedAdd`] when the impl exists (it matches
/// the receiver without auto-ref) and falls back to [`UndefinedAdd`] otherwise: the autoref
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

macro_rules! probe_family {
    ($($method:ident: $Defined:ident, $Undefined:ident, $Trait:ident => $answer:ty;)*) => {$(
        #[doc = concat!("The probe's answer for `", stringify!($Trait), "` when the impl exists.")]
        pub trait $Defined {
            fn $method(&self) -> Option<DType>;
        }

        impl<L: $Trait<R, P>, R, P: Policy> $Defined for Probe<L, R, P> {
            fn $method(&self) -> Option<DType> {
                Some(<$answer as Element>::DTYPE)
            }
        }

        #[doc = concat!("The probe's answer for `", stringify!($Trait), "` when there is no impl.")]
        pub trait $Undefined {
            fn $method(&self) -> Option<DType>;
        }

        impl<L, R, P> $Undefined for &Probe<L, R, P> {
            fn $method(&self) -> Option<DType> {
                None
            }
        }
    )*};
}

probe_family! {
    probe_add: DefinedAdd, UndefinedAdd, Promote => Promoted<L, R, P>;
    probe_div: DefinedDiv, UndefinedDiv, PromoteDiv => Quotient<L, R, P>;
    probe_eq: DefinedEq, UndefinedEq, PromoteEq => bool;
    probe_lt: DefinedLt, UndefinedLt, PromoteOrd => bool;
    probe_bitand: DefinedBitAnd, UndefinedBitAnd, PromoteBitwise => BitwiseOutput<L, R, P>;
}

/// Imports every probe trait, for the grid macro.
pub mod probes {
    pub use super::{
        DefinedAdd as _, DefinedBitAnd as _, DefinedDiv as _, DefinedEq as _, DefinedLt as _,
        UndefinedAdd as _, UndefinedBitAnd as _, UndefinedDiv as _, UndefinedEq as _,
        UndefinedLt as _,
    };
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

macro_rules! kinded {
    (strong: $($s:ty),*; weak: $($w:ty),*) => {
        $(
            impl Kinded<kind::Array> for $s { type Ty = $s; }
            impl Kinded<kind::Array0> for $s { type Ty = ZeroDim<$s>; }
        )*
        $(
            impl Kinded<kind::Array> for $w { type Ty = $w; }
            impl Kinded<kind::Array0> for $w { type Ty = $w; }
        )*
    };
}

kinded! {
    strong: bool, u8, u16, u32, u64, i8, i16, i32, i64, bf16, f16, f32, f64,
        Complex<f16>, Complex<f32>, Complex<f64>;
    weak: WeakInt, WeakFloat, WeakComplex, WeakBool
}

/// The grid that the type checker sees for a policy: for every pair of the listed element types,
/// the family's `DType` (`Add` by default), or `None` where no impl exists.
///
/// `compile_time_grid!(Jax)` covers the seeds' 18 types between arrays;
/// `compile_time_grid!(Torch, probe_div, Array, Array0; Complex<f16>)` the quotient of an array with a
/// 0-d array, over the 18 types and then `c32`.
#[macro_export]
macro_rules! compile_time_grid {
    ($policy:ty $(; $($extra:ty),*)?) => {
        $crate::compile_time_grid!($policy, probe_add, Array, Array $(; $($extra),*)?)
    };
    ($policy:ty, $family:ident, $lk:ident, $rk:ident $(; $($extra:ty),*)?) => {
        $crate::compile_time_grid!(@types $policy, $family, $lk, $rk;
            bool, u8, u16, u32, u64, i8, i16, i32, i64,
            promote_core::bf16, promote_core::f16, f32, f64,
            promote_core::Complex<f32>, promote_core::Complex<f64>,
            promote_core::WeakInt, promote_core::WeakFloat, promote_core::WeakComplex
            $($(, $extra)*)?)
    };
    (@types $policy:ty, $family:ident, $lk:ident, $rk:ident; $($t:ty),*) => {
        promote_core::table::Grid {
            codes: vec![$(<$t as promote_core::Element>::DTYPE),*],
            cells: $crate::compile_time_grid!(@rows $policy, $family, $lk, $rk; [$($t),*]; $($t),*),
        }
    };
    (@rows $policy:ty, $family:ident, $lk:ident, $rk:ident; $all:tt; $($l:ty),*) => {
        vec![$($crate::compile_time_grid!(@row $policy, $family, $lk, $rk; $l; $all)),*]
    };
    (@row $policy:ty, $family:ident, $lk:ident, $rk:ident; $l:ty; [$($r:ty),*]) => {
        vec![$({
            #[allow(unused_imports)]
            use $crate::probes::*;
            (&$crate::Probe::<
                <$l as $crate::Kinded<$crate::kind::$lk>>::Ty,
                <$r as $crate::Kinded<$crate::kind::$rk>>::Ty,
                $policy,
            >::new())
                .$family()
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
