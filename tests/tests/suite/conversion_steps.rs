//! The conversions promotion performs, derived from the shipped policies: every (operand, result)
//! step any policy's tables can produce must be checked against a reference. The reference cases
//! themselves (`tests/reference/conversions/cases.csv`, from NumPy and ml_dtypes) are checked in
//! `conversions.rs`; PyTorch's `complex32`, which NumPy lacks, is checked here against the `f16`
//! conversions it is made of.

use std::collections::BTreeSet;

use promote_core::policies::catalog;
use promote_core::{bf16, f16, ArrayKind, CastFrom, Complex, DType, Op, WeakFloat, WeakInt};

/// The payload a weak type converts as (`conversions.rs` checks each weak type through it).
fn payload(d: DType) -> DType {
    match d {
        DType::WeakInt => DType::I64,
        DType::WeakFloat => DType::F64,
        DType::WeakComplex => DType::C128,
        DType::WeakBool => DType::Bool,
        other => other,
    }
}

/// Every (from, to) conversion that some policy's `+`, `/`, `&` or `sum` asks for, over every
/// kind pair.
fn steps() -> BTreeSet<(DType, DType)> {
    let kinds = [ArrayKind::Array, ArrayKind::Array0];
    let mut steps = BTreeSet::new();
    for entry in catalog::ALL {
        for &l in entry.dtypes {
            for &r in entry.dtypes {
                for op in [Op::Add, Op::Div, Op::BitAnd] {
                    for lk in kinds {
                        for rk in kinds {
                            if let Some(out) = (entry.binary_result)(op, lk, l, rk, r) {
                                steps.insert((payload(l), payload(out)));
                                steps.insert((payload(r), payload(out)));
                            }
                        }
                    }
                }
            }
            if let Some(acc) = (entry.sum_result)(l) {
                steps.insert((payload(l), payload(acc)));
            }
        }
    }
    steps
}

/// A dtype by its code (not `str::parse`, which reads `i4` as NumPy's typestring for `int32`).
fn by_code(code: &str) -> DType {
    DType::ALL
        .iter()
        .chain(&DType::NARROW)
        .copied()
        .find(|d| d.code() == code)
        .unwrap_or_else(|| panic!("no dtype has the code {code}"))
}

/// The (from, to) pairs that ml_dtypes' references cover (`narrow_conversions.rs` checks them):
/// every bit pattern of a narrow type into each column of `patterns.csv`, and samples of the
/// integer types (`from_int.csv`, through `i64` and every standard integer that holds the
/// value), of `f32` (and the `f16` and `bf16` values among them) and of `f64` into each narrow
/// type.
fn ml_dtypes_pairs() -> BTreeSet<(DType, DType)> {
    let mut pairs = BTreeSet::new();
    let patterns = include_str!("../../reference/ml_dtypes/patterns.csv");
    let mut lines = patterns.lines();
    let header: Vec<&str> = lines.next().expect("header").split(',').collect();
    for line in lines {
        let cols: Vec<&str> = line.split(',').collect();
        for (to, cell) in header.iter().zip(&cols).skip(2) {
            if !cell.is_empty() {
                pairs.insert((by_code(cols[0]), by_code(to)));
            }
        }
    }
    let sources: [(&str, &[DType]); 3] = [
        (
            include_str!("../../reference/ml_dtypes/from_int.csv"),
            &[
                DType::I8,
                DType::I16,
                DType::I32,
                DType::I64,
                DType::U8,
                DType::U16,
                DType::U32,
                DType::U64,
            ],
        ),
        (
            include_str!("../../reference/ml_dtypes/from_f32.csv"),
            &[DType::F32, DType::F16, DType::BF16],
        ),
        (
            include_str!("../../reference/ml_dtypes/from_f64.csv"),
            &[DType::F64],
        ),
    ];
    // A narrow value into a complex type is its real conversion and a zero imaginary part
    // (`narrow_reals_into_complex_are_their_real_conversion` below).
    for (n, to) in pairs.clone() {
        for (real, complex) in [(DType::F32, DType::C64), (DType::F64, DType::C128)] {
            if to == real && DType::NARROW.contains(&n) {
                pairs.insert((n, complex));
            }
        }
    }
    for (csv, from) in sources {
        let header = csv.lines().next().expect("header");
        for to in header.split(',').skip(1).filter(|c| *c != "exact") {
            for &f in from {
                pairs.insert((f, by_code(to)));
            }
        }
    }
    pairs
}

/// The (from, to) pairs that `cases.csv` has reference values for.
fn reference_pairs() -> BTreeSet<(DType, DType)> {
    let csv = include_str!("../../reference/conversions/cases.csv");
    let mut lines = csv.lines();
    let header: Vec<&str> = lines.next().expect("header").split(',').collect();
    let mut pairs = BTreeSet::new();
    for line in lines {
        let cols: Vec<&str> = line.split(',').collect();
        let from: DType = cols[0].parse().expect("a code");
        for (to, cell) in header.iter().zip(&cols).skip(2) {
            if *to != "exact" && !cell.is_empty() {
                pairs.insert((from, to.parse().expect("a code")));
            }
        }
    }
    pairs
}

#[test]
fn every_step_of_every_policy_has_a_reference() {
    let steps = steps();
    let reference: BTreeSet<_> = reference_pairs()
        .union(&ml_dtypes_pairs())
        .copied()
        .collect();
    // complex32 and complex bfloat16 are made of their parts' conversions (tests below), and a
    // bool into a narrow type is its 0 or 1.
    let composed = |d: &DType| [DType::C32, DType::BC32].contains(d);
    let missing: Vec<String> = steps
        .iter()
        .filter(|(from, to)| {
            !composed(from)
                && !composed(to)
                && *from != DType::Bool
                && !reference.contains(&(*from, *to))
        })
        .map(|(from, to)| format!("{from} -> {to}"))
        .collect();
    println!("{} conversion steps across the policies", steps.len());
    assert!(
        missing.is_empty(),
        "steps without reference cases: {missing:?}"
    );
    // complex32 steps are checked by the tests below.
    let c32: Vec<_> = steps
        .iter()
        .filter(|(f, t)| *f == DType::C32 || *t == DType::C32)
        .collect();
    assert!(!c32.is_empty(), "PyTorch's complex32 is reachable");
}

/// Edge values of a source type, as f64 (exact for every value listed).
const EDGES: [f64; 14] = [
    0.0,
    -0.0,
    1.0,
    -1.0,
    2049.0,
    65504.0,
    65519.0,
    65520.0,
    16_777_217.0,
    1e-8,
    6.0e-8,
    f64::INFINITY,
    -f64::INFINITY,
    0.1,
];

/// Each real type's edge values into `Complex<$h>`: its part's conversion with `+0`.
macro_rules! reals_into {
    ($h:ident, $same:ident; $($t:ty: $make:expr),*) => {$(
        for &x in &EDGES {
            let v: $t = $make(x);
            let want = Complex::new($h::cast_from(v), $h::ZERO);
            assert!($same(Complex::<$h>::cast_from(v), want), "{} {x}", stringify!($t));
        }
    )*};
}

/// The tests of a complex type made of two half floats (`$h`: `f16` for PyTorch's complex32,
/// `bf16` for its complex bfloat16), each against the conversions of its parts (checked against
/// NumPy and ml_dtypes elsewhere).
macro_rules! half_complex {
    ($h:ident, $reals:ident, $widens:ident, $narrows:ident) => {
        /// A real becomes the complex type as its part's conversion with `+0`.
        #[test]
        fn $reals() {
            let same = |a: Complex<$h>, b: Complex<$h>| {
                a.re.to_bits() == b.re.to_bits() && a.im.to_bits() == b.im.to_bits()
            };
            reals_into!($h, same;
                bool: |x: f64| x != 0.0,
                u8: |x: f64| x as u8, u16: |x: f64| x as u16, u32: |x: f64| x as u32, u64: |x: f64| x as u64,
                i8: |x: f64| x as i8, i16: |x: f64| x as i16, i32: |x: f64| x as i32, i64: |x: f64| x as i64,
                f32: |x: f64| x as f32, f64: |x: f64| x, bf16: bf16::from_f64, f16: f16::from_f64,
                WeakInt: |x: f64| WeakInt((x as i64).into()), WeakFloat: WeakFloat
            );
            let nan = Complex::<$h>::cast_from(f64::NAN);
            assert!(nan.re.is_nan() && nan.im.to_bits() == 0);
        }

        /// It widens exactly, part by part, for every bit pattern of either part.
        #[test]
        fn $widens() {
            for bits in 0..=u16::MAX {
                let x = $h::from_bits(bits);
                for c in [Complex::new(x, $h::ONE), Complex::new($h::NEG_ONE, x)] {
                    let c64 = Complex::<f32>::cast_from(c);
                    let c128 = Complex::<f64>::cast_from(c);
                    for (wide, narrow) in [
                        (c64.re as f64, c.re),
                        (c64.im as f64, c.im),
                        (c128.re, c.re),
                        (c128.im, c.im),
                    ] {
                        assert!(
                            (wide.is_nan() && narrow.is_nan())
                                || wide.to_bits() == narrow.to_f64().to_bits(),
                            "{bits:#06x}"
                        );
                    }
                }
            }
        }

        /// And complex64 and complex128 narrow to it part by part, each part rounded once.
        #[test]
        fn $narrows() {
            let same = |a: Complex<$h>, b: Complex<$h>| {
                a.re.to_bits() == b.re.to_bits() && a.im.to_bits() == b.im.to_bits()
            };
            for &x in &EDGES {
                for &y in &EDGES {
                    let c = Complex::new(x, y);
                    let want = Complex::new($h::cast_from(x), $h::cast_from(y));
                    assert!(same(Complex::<$h>::cast_from(c), want));
                    let c = Complex::new(x as f32, y as f32);
                    let want = Complex::new($h::cast_from(x as f32), $h::cast_from(y as f32));
                    assert!(same(Complex::<$h>::cast_from(c), want));
                }
            }
        }
    };
}

half_complex!(
    f16,
    reals_to_complex32_are_their_f16_conversion,
    complex32_widens_exactly,
    complex_narrows_to_complex32_part_by_part
);
half_complex!(
    bf16,
    reals_to_bcomplex32_are_their_bf16_conversion,
    bcomplex32_widens_exactly,
    complex_narrows_to_bcomplex32_part_by_part
);

/// A bool into a narrow type is that type's 0 or 1 (each checked against ml_dtypes from `f32`).
#[test]
fn bools_into_narrow_types_are_zero_and_one() {
    use promote_core::{
        F4E2M1FN, F6E2M3FN, F6E3M2FN, F8E3M4, F8E4M3, F8E4M3B11FNUZ, F8E4M3FN, F8E4M3FNUZ, F8E5M2,
        F8E5M2FNUZ, F8E8M0FNU, I1, I2, I4, U1, U2, U4,
    };
    macro_rules! check {
        ($($t:ty),*) => {$(
            for b in [false, true] {
                let via = <$t>::cast_from(if b { 1.0_f32 } else { 0.0 });
                let got = <$t>::cast_from(b);
                // `f8e8m0fnu` has no zero: false is its NaN, as from 0.0.
                #[allow(clippy::eq_op)]
                let same = got == via || (got != got && via != via);
                assert!(same, "{} {b}", stringify!($t));
            }
        )*};
    }
    check!(
        F8E4M3FN,
        F8E5M2,
        F8E4M3,
        F8E3M4,
        F8E4M3FNUZ,
        F8E5M2FNUZ,
        F8E4M3B11FNUZ,
        F8E8M0FNU,
        F6E2M3FN,
        F6E3M2FN,
        F4E2M1FN,
        I1,
        U1,
        I2,
        U2,
        I4,
        U4
    );
}

/// Every bit pattern of every narrow type into `c64` and `c128` is its `f32` and `f64`
/// conversion (checked against ml_dtypes in `narrow_conversions.rs`) with `+0`.
#[test]
fn narrow_reals_into_complex_are_their_real_conversion() {
    use promote_core::{
        F4E2M1FN, F6E2M3FN, F6E3M2FN, F8E3M4, F8E4M3, F8E4M3B11FNUZ, F8E4M3FN, F8E4M3FNUZ, F8E5M2,
        F8E5M2FNUZ, F8E8M0FNU, I1, I2, I4, U1, U2, U4,
    };
    macro_rules! check {
        ($($t:ty),*) => {$(
            // Every pattern (the high bits of a narrower type are dropped, so some repeat).
            for bits in 0..=u8::MAX {
                let x = <$t>::from_bits(bits);
                let (c64, c128) = (Complex::<f32>::cast_from(x), Complex::<f64>::cast_from(x));
                assert_eq!(c64.re.to_bits(), f32::cast_from(x).to_bits(), "{}", stringify!($t));
                assert_eq!(c128.re.to_bits(), f64::cast_from(x).to_bits(), "{}", stringify!($t));
                assert_eq!((c64.im.to_bits(), c128.im.to_bits()), (0, 0));
            }
        )*};
    }
    check!(
        F8E4M3FN,
        F8E5M2,
        F8E4M3,
        F8E3M4,
        F8E4M3FNUZ,
        F8E5M2FNUZ,
        F8E4M3B11FNUZ,
        F8E8M0FNU,
        F6E2M3FN,
        F6E3M2FN,
        F4E2M1FN,
        I1,
        U1,
        I2,
        U2,
        I4,
        U4
    );
}
