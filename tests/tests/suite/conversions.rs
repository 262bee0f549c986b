//! `CastFrom`: every conversion checked against an authority.
//!
//! - `reference_cases`: tests/reference/conversions/cases.csv, written by NumPy's `astype` (with
//!   ml_dtypes for bf16) and cross-checked by an exact rational reference; see
//!   tests/reference/regen/regen_conversions.py for the format and the one known NumPy/ml_dtypes
//!   defect (integer and f64 to bf16 round twice there). Each row is also checked with the weak
//!   scalar of its payload type as source and as target.
//! - `hashed_tables`: all f16 <-> bf16 conversions and 2^20 f32 values to f16/bf16, compared by
//!   block hashes with the same ml_dtypes/NumPy results (tests/reference/conversions/hashed.csv).
//! - `every_f16_…`/`every_bf16_…`: all 65536 bit patterns widen to the value the IEEE 754 formula
//!   gives and come back unchanged.
//! - The rest are written by hand from IEEE 754 and Rust's `as` (derivations in the comments):
//!   the casts NumPy leaves undefined, and the cases `half` or double rounding get wrong.
//!
//! Regenerate the data: `scripts/regen-references.sh` (see tests/reference/README.md).

use std::collections::{HashMap, HashSet};

use half::{bf16, f16};
use num_complex::Complex;
use promote_core::{CastFrom, WeakBool, WeakComplex, WeakFloat, WeakInt};

const CASES: &str = include_str!("../../reference/conversions/cases.csv");
const HASHED: &str = include_str!("../../reference/conversions/hashed.csv");

/// A value as the CSV writes it: parsed, compared bit for bit, shown.
trait Value: Copy {
    fn parse(s: &str) -> Self;
    /// The same bits; a NaN expectation matches any NaN.
    fn matches(self, expected: Self) -> bool;
    fn show(self) -> String;
}

impl Value for bool {
    fn parse(s: &str) -> Self {
        match s {
            "0" => false,
            "1" => true,
            _ => panic!("bad bool {s:?}"),
        }
    }
    fn matches(self, expected: Self) -> bool {
        self == expected
    }
    fn show(self) -> String {
        u8::from(self).to_string()
    }
}

macro_rules! int_value {
    ($($t:ty),*) => {$(
        impl Value for $t {
            fn parse(s: &str) -> Self {
                s.parse().unwrap_or_else(|e| panic!("bad {} {s:?}: {e}", stringify!($t)))
            }
            fn matches(self, expected: Self) -> bool {
                self == expected
            }
            fn show(self) -> String {
                self.to_string()
            }
        }
    )*};
}
int_value!(u8, u16, u32, u64, i8, i16, i32, i64, i128);

macro_rules! float_value {
    ($($t:ty: $bits:ty),*) => {$(
        impl Value for $t {
            fn parse(s: &str) -> Self {
                if s == "nan" {
                    return <$t>::NAN;
                }
                let hex = s.strip_prefix("0x").unwrap_or_else(|| panic!("bad float {s:?}"));
                <$t>::from_bits(<$bits>::from_str_radix(hex, 16).unwrap())
            }
            fn matches(self, expected: Self) -> bool {
                if expected.is_nan() {
                    self.is_nan()
                } else {
                    self.to_bits() == expected.to_bits()
                }
            }
            fn show(self) -> String {
                format!("0x{:0w$x} ({:?})", self.to_bits(), self, w = 2 * size_of::<$bits>())
            }
        }
    )*};
}
float_value!(f16: u16, bf16: u16, f32: u32, f64: u64);

impl<T: Value> Value for Complex<T> {
    fn parse(s: &str) -> Self {
        let (re, im) = s
            .split_once(':')
            .unwrap_or_else(|| panic!("bad complex {s:?}"));
        Complex::new(T::parse(re), T::parse(im))
    }
    fn matches(self, expected: Self) -> bool {
        self.re.matches(expected.re) && self.im.matches(expected.im)
    }
    fn show(self) -> String {
        format!("{} : {}", self.re.show(), self.im.show())
    }
}

macro_rules! weak_value {
    ($($w:ident),*) => {$(
        impl Value for $w {
            fn parse(s: &str) -> Self {
                $w(Value::parse(s))
            }
            fn matches(self, expected: Self) -> bool {
                self.0.matches(expected.0)
            }
            fn show(self) -> String {
                format!("{}({})", stringify!($w), self.0.show())
            }
        }
    )*};
}
weak_value!(WeakBool, WeakInt, WeakFloat, WeakComplex);

/// Checks `D::cast_from(S::parse(input))` against `D::parse(expected)`.
fn check<S: Value, D: Value + CastFrom<S>>(
    (from, input, to, expected): (&str, &str, &str, &str),
    fails: &mut Vec<String>,
) -> usize {
    let got = D::cast_from(S::parse(input));
    if !got.matches(D::parse(expected)) {
        fails.push(format!(
            "{from} -> {to} ({} -> {}) of {input}: got {}, expected {expected}",
            std::any::type_name::<S>(),
            std::any::type_name::<D>(),
            got.show()
        ));
    }
    1
}

/// One cell: the conversion from the source type `$s`, and also to the weak type whose payload
/// the target is (if any). Evaluates to the number of conversions checked.
macro_rules! to_targets {
    ($s:ty, $cell:expr, $fails:expr) => {{
        let (cell, fails): (_, &mut Vec<String>) = ($cell, $fails);
        match cell.2 {
            "b" => check::<$s, bool>(cell, fails) + check::<$s, WeakBool>(cell, fails),
            "u8" => check::<$s, u8>(cell, fails),
            "u16" => check::<$s, u16>(cell, fails),
            "u32" => check::<$s, u32>(cell, fails),
            "u64" => check::<$s, u64>(cell, fails),
            "i8" => check::<$s, i8>(cell, fails),
            "i16" => check::<$s, i16>(cell, fails),
            "i32" => check::<$s, i32>(cell, fails),
            "i64" => check::<$s, i64>(cell, fails) + check::<$s, WeakInt>(cell, fails),
            "bf16" => check::<$s, bf16>(cell, fails),
            "f16" => check::<$s, f16>(cell, fails),
            "f32" => check::<$s, f32>(cell, fails),
            "f64" => check::<$s, f64>(cell, fails) + check::<$s, WeakFloat>(cell, fails),
            "c64" => check::<$s, Complex<f32>>(cell, fails),
            "c128" => {
                check::<$s, Complex<f64>>(cell, fails) + check::<$s, WeakComplex>(cell, fails)
            }
            other => panic!("unknown target {other}"),
        }
    }};
}

const CODES: [&str; 15] = [
    "b", "u8", "u16", "u32", "u64", "i8", "i16", "i32", "i64", "bf16", "f16", "f32", "f64", "c64",
    "c128",
];

fn kind(code: &str) -> u8 {
    match code {
        "b" => 0,
        "bf16" | "f16" | "f32" | "f64" => 2,
        "c64" | "c128" => 3,
        _ => 1,
    }
}

/// A CSV row: from, input, [(to, expected)], the targets whose expectation is the exact reference.
type Row = (
    &'static str,
    &'static str,
    Vec<(&'static str, &'static str)>,
    &'static str,
);

fn rows() -> Vec<Row> {
    let mut lines = CASES.lines();
    let header: Vec<&str> = lines.next().unwrap().split(',').collect();
    assert_eq!(header[..2], ["from", "input"]);
    assert_eq!(header[2..17], CODES);
    assert_eq!(header[17], "exact");
    lines
        .map(|line| {
            let cols: Vec<&str> = line.split(',').collect();
            assert_eq!(cols.len(), header.len(), "{line}");
            let cells = CODES
                .iter()
                .zip(&cols[2..17])
                .filter(|(_, e)| !e.is_empty());
            (
                cols[0],
                cols[1],
                cells.map(|(c, e)| (*c, *e)).collect(),
                cols[17],
            )
        })
        .collect()
}

#[test]
fn reference_cases() {
    let mut fails = Vec::new();
    let mut count = 0usize;
    let mut pairs = HashSet::new();
    let mut exact_cells = 0;
    for (from, input, cells, exact) in rows() {
        exact_cells += exact.split_whitespace().count();
        for (to, expected) in cells {
            pairs.insert((from, to));
            let cell = (from, input, to, expected);
            count += match from {
                "b" => {
                    to_targets!(bool, cell, &mut fails) + to_targets!(WeakBool, cell, &mut fails)
                }
                "u8" => to_targets!(u8, cell, &mut fails),
                "u16" => to_targets!(u16, cell, &mut fails),
                "u32" => to_targets!(u32, cell, &mut fails),
                "u64" => to_targets!(u64, cell, &mut fails),
                "i8" => to_targets!(i8, cell, &mut fails),
                "i16" => to_targets!(i16, cell, &mut fails),
                "i32" => to_targets!(i32, cell, &mut fails),
                "i64" => {
                    to_targets!(i64, cell, &mut fails) + to_targets!(WeakInt, cell, &mut fails)
                }
                "bf16" => to_targets!(bf16, cell, &mut fails),
                "f16" => to_targets!(f16, cell, &mut fails),
                "f32" => to_targets!(f32, cell, &mut fails),
                "f64" => {
                    to_targets!(f64, cell, &mut fails) + to_targets!(WeakFloat, cell, &mut fails)
                }
                "c64" => to_targets!(Complex<f32>, cell, &mut fails),
                "c128" => {
                    to_targets!(Complex<f64>, cell, &mut fails)
                        + to_targets!(WeakComplex, cell, &mut fails)
                }
                other => panic!("unknown source {other}"),
            };
        }
    }
    // Every promotion-direction pair is covered: each source to each float or complex target of
    // at least its kind (and every source to bool, every bool/int source to every integer).
    for from in CODES {
        for to in CODES {
            let promotes = kind(to) >= 2 && kind(to) >= kind(from);
            let explicit = to == "b" || (kind(to) == 1 && kind(from) <= 1);
            if promotes || explicit {
                assert!(
                    pairs.contains(&(from, to)),
                    "no reference case for {from} -> {to}"
                );
            }
        }
    }
    // The double-rounding traps of ml_dtypes are there (and pass above).
    assert!(exact_cells > 50, "{exact_cells} exact cells");
    assert!(count > 20_000, "only {count} checks");
    println!("{count} reference checks, {exact_cells} cells from the exact reference");
    assert!(
        fails.is_empty(),
        "{} of {count} conversions differ from the reference:\n{}",
        fails.len(),
        fails
            .iter()
            .take(60)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}

// ---------------------------------------------------------------------------------------------
// Hashed tables: keep `splitmix64`, `sample_f32` and the hashing in sync with the script.
// ---------------------------------------------------------------------------------------------

const SAMPLE_SEED: u64 = 0x5EED_0F32_0F16;
const SAMPLE_LEN: usize = 1 << 20;
const SAMPLE_BLOCK: usize = 1 << 14;
const SAMPLE_LISTED: usize = 512;

fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn tie_pattern(drop: u32, k: u64) -> u32 {
    let half = 1u32 << (drop - 1);
    [half, half - 1, half + 1, 0, (1 << drop) - 1, 1][k as usize]
}

fn sample_f32(r: u64) -> u32 {
    let (mode, sign) = (r >> 62, (((r >> 61) & 1) as u32) << 31);
    let (e_sel, k) = ((r >> 32) & 0xFFFF, ((r >> 48) & 0xFF) % 6);
    let mut man = (r & 0x7F_FFFF) as u32;
    match mode {
        0 => r as u32,
        3 => sign | (((e_sel % 255) as u32) << 23) | (man & !0xFFFF) | tie_pattern(16, k),
        _ => {
            let e = 101 + (e_sel % 44) as u32;
            if mode == 2 {
                let drop = 13.max(126 - e as i32) as u32;
                if drop <= 23 {
                    man = (man & !((1 << drop) - 1)) | tie_pattern(drop, k);
                }
            }
            sign | (e << 23) | man
        }
    }
}

fn f32_sample() -> Vec<f32> {
    let mut state = SAMPLE_SEED;
    (0..SAMPLE_LEN)
        .map(|_| f32::from_bits(sample_f32(splitmix64(&mut state))))
        .collect()
}

fn fnv1a64(words: impl IntoIterator<Item = u16>) -> u64 {
    words.into_iter().fold(0xCBF2_9CE4_8422_2325, |h, w| {
        (h ^ u64::from(w)).wrapping_mul(0x100_0000_01B3)
    })
}

fn f16_word(x: f16) -> u16 {
    if x.is_nan() {
        0x7E00
    } else {
        x.to_bits()
    }
}

fn bf16_word(x: bf16) -> u16 {
    if x.is_nan() {
        0x7FC0
    } else {
        x.to_bits()
    }
}

/// Compares the block hashes of `words` with the table `name` of hashed.csv.
fn compare_blocks(name: &str, words: &[u16], block: usize, fails: &mut Vec<String>) -> usize {
    let expected: HashMap<usize, &str> = HASHED
        .lines()
        .skip(1)
        .filter_map(|l| {
            let mut c = l.split(',');
            (c.next() == Some(name))
                .then(|| (c.next().unwrap().parse().unwrap(), c.next().unwrap()))
        })
        .collect();
    assert_eq!(
        expected.len() * block,
        words.len(),
        "{name}: wrong number of blocks"
    );
    for (i, chunk) in words.chunks(block).enumerate() {
        let got = format!("{:016x}", fnv1a64(chunk.iter().copied()));
        if got != expected[&i] {
            fails.push(format!(
                "{name}: block {i} (inputs {}..{}) differs",
                i * block,
                (i + 1) * block
            ));
        }
    }
    words.len()
}

#[test]
fn hashed_tables() {
    let mut fails = Vec::new();
    let mut count = 0;
    let every: Vec<u16> = (0..=u16::MAX).collect();
    let words: Vec<u16> = every
        .iter()
        .map(|&b| bf16_word(bf16::cast_from(f16::from_bits(b))))
        .collect();
    count += compare_blocks("f16_to_bf16", &words, 1024, &mut fails);
    let words: Vec<u16> = every
        .iter()
        .map(|&b| f16_word(f16::cast_from(bf16::from_bits(b))))
        .collect();
    count += compare_blocks("bf16_to_f16", &words, 1024, &mut fails);

    let sample = f32_sample();
    // The generator agrees with the script's: its first values are rows of cases.csv.
    let listed: HashSet<&str> = rows()
        .into_iter()
        .filter(|(from, _, cells, _)| *from == "f32" && cells.iter().any(|(to, _)| *to == "f16"))
        .map(|(_, input, _, _)| input)
        .collect();
    for x in &sample[..SAMPLE_LISTED] {
        assert!(
            listed.contains(format!("0x{:08x}", x.to_bits()).as_str()),
            "sample drifted"
        );
    }
    let words: Vec<u16> = sample
        .iter()
        .map(|&x| f16_word(f16::cast_from(x)))
        .collect();
    count += compare_blocks("f32_sample_to_f16", &words, SAMPLE_BLOCK, &mut fails);
    let words: Vec<u16> = sample
        .iter()
        .map(|&x| bf16_word(bf16::cast_from(x)))
        .collect();
    count += compare_blocks("f32_sample_to_bf16", &words, SAMPLE_BLOCK, &mut fails);
    println!("{count} hashed conversions");
    assert!(fails.is_empty(), "{}", fails.join("\n"));
}

// ---------------------------------------------------------------------------------------------
// Every f16 and bf16 bit pattern: widening is exact, and narrowing back gives the same bits.
// ---------------------------------------------------------------------------------------------

/// 2^k, built from its bits (exact; `powi`'s precision is unspecified), for normal f64 powers.
fn pow2(k: i32) -> f64 {
    assert!((-1022..=1023).contains(&k));
    f64::from_bits(((1023 + k) as u64) << 52)
}

/// The IEEE 754 value of a finite bit pattern with `m` fraction bits and exponent bias `bias`:
/// `(-1)^s 2^(e-bias) (1 + f/2^m)`, or `(-1)^s 2^(1-bias) (f/2^m)` when e = 0 (subnormal).
fn ieee_value(bits: u16, m: u32, bias: i32) -> f64 {
    let sign = if bits >> 15 == 1 { -1.0 } else { 1.0 };
    let (e, f) = (
        i32::from((bits >> m) & ((1 << (15 - m)) - 1)),
        f64::from(bits & ((1 << m) - 1)),
    );
    if e == 0 {
        sign * f * pow2(1 - bias - m as i32)
    } else if e == (1 << (15 - m)) - 1 {
        sign * f64::INFINITY // (NaNs are handled by the caller)
    } else {
        sign * (f + pow2(m as i32)) * pow2(e - bias - m as i32)
    }
}

macro_rules! round_trip_test {
    ($name:ident, $h:ty, $m:expr, $bias:expr) => {
        #[test]
        fn $name() {
            for bits in 0..=u16::MAX {
                let h = <$h>::from_bits(bits);
                let (x32, x64) = (f32::cast_from(h), f64::cast_from(h));
                let (c64, c128) = (Complex::<f32>::cast_from(h), Complex::<f64>::cast_from(h));
                let weak = WeakFloat::cast_from(h);
                let back = [
                    <$h>::cast_from(x32),
                    <$h>::cast_from(x64),
                    <$h>::cast_from(c64),
                    <$h>::cast_from(c128),
                    <$h>::cast_from(weak),
                ];
                assert_eq!(
                    (c64.im.to_bits(), c128.im.to_bits()),
                    (0, 0),
                    "{bits:#06x}: im is +0"
                );
                if h.is_nan() {
                    assert!(x32.is_nan() && x64.is_nan() && c64.re.is_nan() && weak.0.is_nan());
                    assert!(back.iter().all(|b| b.is_nan()), "{bits:#06x}: NaN lost");
                    continue;
                }
                let exact = ieee_value(bits, $m, $bias);
                assert_eq!(x64.to_bits(), exact.to_bits(), "{bits:#06x} to f64");
                assert_eq!(
                    f64::from(x32).to_bits(),
                    exact.to_bits(),
                    "{bits:#06x} to f32"
                );
                assert_eq!(c128.re.to_bits(), exact.to_bits(), "{bits:#06x} to c128");
                assert_eq!(
                    f64::from(c64.re).to_bits(),
                    exact.to_bits(),
                    "{bits:#06x} to c64"
                );
                assert_eq!(weak.0.to_bits(), exact.to_bits(), "{bits:#06x} to f*");
                for b in back {
                    assert_eq!(b.to_bits(), bits, "{bits:#06x} and back");
                }
            }
        }
    };
}
round_trip_test!(every_f16_widens_exactly_and_round_trips, f16, 10, 15);
round_trip_test!(every_bf16_widens_exactly_and_round_trips, bf16, 7, 127);

// ---------------------------------------------------------------------------------------------
// Written by hand.
// ---------------------------------------------------------------------------------------------

/// Single rounding where `half` or a detour through f32 rounds twice. Each is also a row of
/// cases.csv; here with its derivation. x ~ y means "same bits".
#[test]
fn rounds_once() {
    // bf16 keeps 7 fraction bits: near 1 its spacing is 2^-7, so 1 + 2^-8 is a tie (to even, 1.0)
    // and 1 + 2^-8 + 2^-40 is above it: 1 + 2^-7 = 0x3f81. Via f32 the 2^-40 is lost first (f32
    // keeps 23 fraction bits), leaving the tie; ml_dtypes and half::bf16::from_f64 give 0x3f80.
    let x = 1.0 + pow2(-8) + pow2(-40);
    assert_eq!(bf16::cast_from(x).to_bits(), 0x3f81);
    assert_eq!(bf16::cast_from(1.0 + pow2(-8)).to_bits(), 0x3f80);
    // f16 keeps 10 fraction bits: 1 + 2^-11 is a tie, 1 + 2^-11 + 2^-40 rounds up to 1 + 2^-10 =
    // 0x3c01. half::f16::from_f64 drops the f64's low 32 bits (where 2^-40 sits) and gives 0x3c00.
    assert_eq!(
        f16::cast_from(1.0 + pow2(-11) + pow2(-40)).to_bits(),
        0x3c01
    );
    assert_eq!(f16::cast_from(1.0 + pow2(-11)).to_bits(), 0x3c00);
    // The smallest f16 subnormal is 2^-24: 2^-25 is a tie between 0 and it (to even, 0), and
    // 2^-25 + 2^-60 is above the tie (0x0001). Via f32 the 2^-60 is lost (f32 spacing at 2^-25
    // is 2^-48).
    assert_eq!(f16::cast_from(pow2(-25)).to_bits(), 0x0000);
    assert_eq!(f16::cast_from(pow2(-25) + pow2(-60)).to_bits(), 0x0001);
    assert_eq!(f16::cast_from(-(pow2(-25) + pow2(-60))).to_bits(), 0x8001);
    // f16's largest finite value is 65504 = (2 - 2^-10) 2^15, its spacing there is 32: 65520 is
    // the tie with 65536 (overflow) and rounds to even, i.e. to infinity; anything below stays.
    assert_eq!(f16::cast_from(65520.0f64).to_bits(), 0x7c00);
    assert_eq!(f16::cast_from(65520.0f64 - pow2(-37)).to_bits(), 0x7bff);
    assert_eq!(f16::cast_from(-65520.0f32).to_bits(), 0xfc00);
    // bf16's largest finite value is (2 - 2^-7) 2^127 (0x7f7f); (2 - 2^-8) 2^127 is the tie that
    // overflows, just below it stays.
    assert_eq!(
        bf16::cast_from((2.0 - pow2(-8)) * pow2(127)).to_bits(),
        0x7f80
    );
    assert_eq!(
        bf16::cast_from((2.0 - pow2(-8) - pow2(-50)) * pow2(127)).to_bits(),
        0x7f7f
    );
    // Integers: bf16 spacing at 2^24 is 2^17, so 2^24 + 2^16 + 1 is just above a tie: 2^24 + 2^17
    // = 0x4b81. `as f32` makes it 2^24 + 2^16 (an f32 tie, to even), then bf16 gives 2^24.
    assert_eq!(bf16::cast_from(16_842_753_i32).to_bits(), 0x4b81);
    assert_eq!(bf16::cast_from(16_842_753_u64).to_bits(), 0x4b81);
    assert_eq!(bf16::cast_from(-16_842_753_i64).to_bits(), 0xcb81);
    assert_eq!(bf16::cast_from(WeakInt(16_842_753)).to_bits(), 0x4b81);
    // The same through f64: f32 spacing at 2^60 is 2^37, so 2^60 + 2^36 + 1 is above an f32 tie
    // and rounds to 2^60 + 2^37; via f64 (spacing 2^8 there) the +1 is lost and the tie goes down.
    let above_tie = (1u64 << 60) + (1 << 36) + 1;
    assert_eq!(f32::cast_from(above_tie), (pow2(60) + pow2(37)) as f32);
    assert_eq!(
        f32::cast_from(above_tie as i64),
        (pow2(60) + pow2(37)) as f32
    );
    // Overflow: i64::MAX ~ 9.2e18 is far above 65504: f16 infinity (as NumPy). u64::MAX rounds to
    // 2^64 in f32 (spacing 2^40 there, and 2^64 - 1 is nearer 2^64).
    assert_eq!(f16::cast_from(i64::MAX).to_bits(), 0x7c00);
    assert_eq!(f16::cast_from(i64::MIN).to_bits(), 0xfc00);
    assert_eq!(f32::cast_from(u64::MAX).to_bits(), 0x5f80_0000);
    assert_eq!(bf16::cast_from(u64::MAX).to_bits(), 0x5f80);
    // -0.0 stays -0.0, NaN stays NaN.
    assert_eq!(f16::cast_from(-0.0f64).to_bits(), 0x8000);
    assert_eq!(bf16::cast_from(-0.0f64).to_bits(), 0x8000);
    assert!(f16::cast_from(f64::NAN).is_nan() && bf16::cast_from(-f64::NAN).is_nan());
    assert!(bf16::cast_from(Complex::new(f64::NAN, 0.0)).is_nan());
}

/// The casts NumPy leaves undefined or only warns about: Rust's `as` semantics.
#[test]
fn explicit_casts() {
    // Float to integer: toward zero, saturating, NaN to 0.
    assert_eq!(i8::cast_from(f32::NAN), 0);
    assert_eq!(i8::cast_from(1e10f32), i8::MAX);
    assert_eq!(i8::cast_from(-1e10f64), i8::MIN);
    assert_eq!(u8::cast_from(-1.0f64), 0);
    assert_eq!((i32::cast_from(2.9f32), i32::cast_from(-2.9f64)), (2, -2));
    assert_eq!(u64::cast_from(f64::INFINITY), u64::MAX);
    assert_eq!(i64::cast_from(f64::NEG_INFINITY), i64::MIN);
    assert_eq!(WeakInt::cast_from(1e300f64), WeakInt(i64::MAX.into()));
    assert_eq!(WeakInt::cast_from(WeakFloat(f64::NAN)), WeakInt(0));
    // f16 and bf16 through f32 (exact), then the same.
    assert_eq!(u8::cast_from(f16::MAX), u8::MAX);
    assert_eq!(u16::cast_from(f16::MAX), 65504);
    assert_eq!(i16::cast_from(f16::MIN), i16::MIN);
    assert_eq!(i64::cast_from(bf16::MAX), i64::MAX);
    assert_eq!(u32::cast_from(bf16::from_f32(-3.5)), 0);
    assert_eq!(i32::cast_from(bf16::from_f32(-3.5)), -3);
    assert_eq!(i32::cast_from(f16::NAN), 0);
    // Integer to a narrower integer: the low bits (two's complement wrap).
    assert_eq!(u8::cast_from(300i32), 44);
    assert_eq!(i8::cast_from(200u8), -56);
    assert_eq!(u64::cast_from(-1i8), u64::MAX);
    assert_eq!(u32::cast_from(WeakInt(-1)), u32::MAX);
    assert_eq!(i16::cast_from(WeakInt(i64::MIN.into())), 0);
    // To bool: nonzero; NaN is nonzero; a complex if either part is.
    assert!(bool::cast_from(f64::NAN) && bool::cast_from(f16::NAN) && bool::cast_from(bf16::NAN));
    assert!(!bool::cast_from(-0.0f32) && !bool::cast_from(f16::NEG_ZERO));
    assert!(bool::cast_from(bf16::from_bits(1)) && bool::cast_from(f16::from_bits(0x8001)));
    assert!(bool::cast_from(Complex::new(0.0f32, f32::NAN)));
    assert!(bool::cast_from(Complex::new(0.0f64, 1e-300)));
    assert!(!bool::cast_from(Complex::new(-0.0f64, -0.0)));
    assert_eq!(
        WeakBool::cast_from(WeakComplex(Complex::new(0.0, 1.0))),
        WeakBool(true)
    );
    assert_eq!(WeakBool::cast_from(WeakInt(0)), WeakBool(false));
    // Complex to real: the real part, converted as a real (the imaginary part is dropped).
    assert_eq!(f32::cast_from(Complex::new(1.5f64, 2.0)), 1.5);
    assert_eq!(i32::cast_from(Complex::new(-3.7f32, 9.0)), -3);
    assert_eq!(f16::cast_from(Complex::new(65520.0f32, 0.0)), f16::INFINITY);
    assert_eq!(
        WeakFloat::cast_from(WeakComplex(Complex::new(0.25, -1.0))),
        WeakFloat(0.25)
    );
    assert_eq!(
        u8::cast_from(WeakComplex(Complex::new(300.0, 0.0))),
        u8::MAX
    );
}

/// All 19 x 19 pairs exist.
#[test]
fn every_pair_is_implemented() {
    fn implemented<S, D: CastFrom<S>>(_: fn(S) -> D) -> usize {
        1
    }
    macro_rules! all_pairs {
        ($($t:ty),*) => { all_pairs!(@targets [$($t),*] $($t),*) };
        (@targets $all:tt $($d:ty),*) => { 0 $( + all_pairs!(@sources $d; $all) )* };
        (@sources $d:ty; [$($s:ty),*]) => { 0 $( + implemented(<$d as CastFrom<$s>>::cast_from) )* };
    }
    let n = all_pairs!(
        bool,
        u8,
        u16,
        u32,
        u64,
        i8,
        i16,
        i32,
        i64,
        bf16,
        f16,
        f32,
        f64,
        Complex<f32>,
        Complex<f64>,
        WeakBool,
        WeakInt,
        WeakFloat,
        WeakComplex
    );
    assert_eq!(n, 19 * 19);
}

/// No blanket impl stands in the way of another crate's number type, in either direction.
#[test]
fn downstream_types_can_join() {
    #[derive(Clone, Copy, Debug, PartialEq)]
    struct Fixed(i32); // 16.16 fixed point
    impl CastFrom<Fixed> for f32 {
        fn cast_from(value: Fixed) -> Self {
            value.0 as f32 / 65536.0
        }
    }
    impl CastFrom<f32> for Fixed {
        fn cast_from(value: f32) -> Self {
            Fixed((value * 65536.0) as i32)
        }
    }
    fn via_f32<T>(x: T) -> Fixed
    where
        f32: CastFrom<T>,
    {
        Fixed::cast_from(f32::cast_from(x))
    }
    assert_eq!(f32::cast_from(Fixed(98304)), 1.5);
    assert_eq!(via_f32(f16::from_f32(-0.5)), Fixed(-32768));
    assert_eq!(via_f32(3u8), Fixed(3 << 16));
}
