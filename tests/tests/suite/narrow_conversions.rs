//! The narrow element types (ml_dtypes' 8-, 6- and 4-bit floats and 1-, 2- and 4-bit ints)
//! against data printed by ml_dtypes 0.6.0, bit for bit:
//!
//! - `every_pattern`: every bit pattern of every narrow type into every element type
//!   (tests/reference/ml_dtypes/patterns.csv);
//! - `from_f32`, `from_f64`, `from_int`: dense samples around every rounding boundary and
//!   overflow threshold into every narrow type (from_f32.csv, from_f64.csv, from_int.csv; the
//!   f64 and integer files hold the single-rounding value where ml_dtypes rounds twice, listed in
//!   their `exact` column, and the test checks that ml_dtypes' double rounding is the only reason);
//! - `arithmetic`: ml_dtypes' ufuncs on every pair (or every pattern) of each narrow type, as
//!   FNV-1a hashes of the results (arith.csv).
//!
//! The data and its format: tests/reference/regen/regen_ml_dtypes.py; regenerate it with
//! `scripts/regen-references.sh`.

use promote_core::narrow::{Format, IntFormat, Minifloat, NarrowInt};
use promote_core::{
    bf16,
    element::{
        ElementAbs, ElementArith, ElementDiv, ElementFloat, ElementFloorDiv, ElementMaxMin,
        ElementNeg, ElementOrd, ElementRound, ElementSign, ElementSub,
    },
    f16, CastFrom, DType, Element, WeakFloat, WeakInt, F4E2M1FN, F6E2M3FN, F6E3M2FN, F8E3M4,
    F8E4M3, F8E4M3B11FNUZ, F8E4M3FN, F8E4M3FNUZ, F8E5M2, F8E5M2FNUZ, F8E8M0FNU, I1, I2, I4, U1, U2,
    U4,
};

const PATTERNS: &str = include_str!("../../reference/ml_dtypes/patterns.csv");
const FROM_F32: &str = include_str!("../../reference/ml_dtypes/from_f32.csv");
const FROM_F64: &str = include_str!("../../reference/ml_dtypes/from_f64.csv");
const FROM_INT: &str = include_str!("../../reference/ml_dtypes/from_int.csv");
const ARITH: &str = include_str!("../../reference/ml_dtypes/arith.csv");
const BCOMPLEX: &str = include_str!("../../reference/ml_dtypes/bcomplex32.csv");

/// Runs `$body` with `$T` the narrow type of the code `$code`.
macro_rules! with_narrow {
    ($code:expr, $T:ident => $body:expr) => {
        match $code {
            "f8e4m3fn" => {
                type $T = F8E4M3FN;
                $body
            }
            "f8e5m2" => {
                type $T = F8E5M2;
                $body
            }
            "f8e4m3" => {
                type $T = F8E4M3;
                $body
            }
            "f8e3m4" => {
                type $T = F8E3M4;
                $body
            }
            "f8e4m3fnuz" => {
                type $T = F8E4M3FNUZ;
                $body
            }
            "f8e5m2fnuz" => {
                type $T = F8E5M2FNUZ;
                $body
            }
            "f8e4m3b11fnuz" => {
                type $T = F8E4M3B11FNUZ;
                $body
            }
            "f8e8m0fnu" => {
                type $T = F8E8M0FNU;
                $body
            }
            "f6e2m3fn" => {
                type $T = F6E2M3FN;
                $body
            }
            "f6e3m2fn" => {
                type $T = F6E3M2FN;
                $body
            }
            "f4e2m1fn" => {
                type $T = F4E2M1FN;
                $body
            }
            "i1" => {
                type $T = I1;
                $body
            }
            "u1" => {
                type $T = U1;
                $body
            }
            "i2" => {
                type $T = I2;
                $body
            }
            "u2" => {
                type $T = U2;
                $body
            }
            "i4" => {
                type $T = I4;
                $body
            }
            "u4" => {
                type $T = U4;
                $body
            }
            other => panic!("unknown narrow code {other}"),
        }
    };
}

/// A narrow type made from, and written as, its CSV cell: a float as `0x..` bits, an int decimal.
trait Cell: Element + Sized {
    /// How many bit patterns the type has (2^width).
    const PATTERNS: u16;
    fn from_pattern(bits: u8) -> Self;
    fn cell(self) -> String;
}

impl<F: Format> Cell for Minifloat<F> {
    const PATTERNS: u16 = 1 << F::WIDTH;
    fn from_pattern(bits: u8) -> Self {
        Minifloat::from_bits(bits)
    }
    fn cell(self) -> String {
        format!("0x{:02x}", self.to_bits())
    }
}

impl<F: IntFormat> Cell for NarrowInt<F> {
    const PATTERNS: u16 = 1 << F::BITS;
    fn from_pattern(bits: u8) -> Self {
        NarrowInt::from_bits(bits)
    }
    fn cell(self) -> String {
        self.get().to_string()
    }
}

/// `$x` converted to the target code `$dst`, written as the CSV writes it.
macro_rules! target_cell {
    ($x:expr, $dst:expr) => {{
        let x = $x;
        match $dst {
            "b" => u8::from(bool::cast_from(x)).to_string(),
            "u8" => u8::cast_from(x).to_string(),
            "u16" => u16::cast_from(x).to_string(),
            "u32" => u32::cast_from(x).to_string(),
            "u64" => u64::cast_from(x).to_string(),
            "i8" => i8::cast_from(x).to_string(),
            "i16" => i16::cast_from(x).to_string(),
            "i32" => i32::cast_from(x).to_string(),
            "i64" => i64::cast_from(x).to_string(),
            "bf16" => format!("0x{:04x}", bf16::cast_from(x).to_bits()),
            "f16" => format!("0x{:04x}", f16::cast_from(x).to_bits()),
            "f32" => format!("0x{:08x}", f32::cast_from(x).to_bits()),
            "f64" => format!("0x{:016x}", f64::cast_from(x).to_bits()),
            narrow => with_narrow!(narrow, T => T::cast_from(x).cell()),
        }
    }};
}

struct Csv<'a> {
    header: Vec<&'a str>,
    rows: Vec<Vec<&'a str>>,
}

fn csv(text: &str) -> Csv<'_> {
    let mut lines = text.lines();
    let header = lines.next().expect("a header").split(',').collect();
    let rows = lines.map(|l| l.split(',').collect()).collect();
    Csv { header, rows }
}

fn hex(cell: &str) -> u64 {
    u64::from_str_radix(cell.trim_start_matches("0x"), 16).expect("a hex cell")
}

const NARROW_CODES: [&str; 17] = [
    "f8e4m3fn",
    "f8e5m2",
    "f8e4m3",
    "f8e3m4",
    "f8e4m3fnuz",
    "f8e5m2fnuz",
    "f8e4m3b11fnuz",
    "f8e8m0fnu",
    "f6e2m3fn",
    "f6e3m2fn",
    "f4e2m1fn",
    "i1",
    "u1",
    "i2",
    "u2",
    "i4",
    "u4",
];

#[test]
fn codes_and_dtypes_agree() {
    let narrow: Vec<&str> = DType::NARROW.iter().map(|d| d.code()).collect();
    assert_eq!(&narrow[..17], NARROW_CODES);
    assert_eq!(narrow[17], "bc32");
    for code in NARROW_CODES {
        with_narrow!(code, T => assert_eq!(T::DTYPE.code(), code));
    }
    assert_eq!(<promote_core::Complex<bf16> as Element>::DTYPE, DType::BC32);
}

/// Every bit pattern of every narrow type into every element type.
#[test]
fn every_pattern() {
    let data = csv(PATTERNS);
    let mut checked = 0;
    let mut failures = Vec::new();
    let mut seen = std::collections::BTreeMap::new();
    for row in &data.rows {
        let (from, bits) = (row[0], hex(row[1]) as u8);
        *seen.entry(from).or_insert(0) += 1;
        for (dst, want) in data.header[2..].iter().zip(&row[2..]) {
            let got = with_narrow!(from, S => {
                let x = S::from_pattern(bits);
                if want.is_empty() {
                    // Not in the reference: a narrow float into a standard integer converts as
                    // its exact f32 value does (toward zero, saturating; NaN to 0).
                    let f = f32::cast_from(x);
                    let same = match *dst {
                        "u8" => u8::cast_from(x) == u8::cast_from(f),
                        "i8" => i8::cast_from(x) == i8::cast_from(f),
                        "i64" => i64::cast_from(x) == i64::cast_from(f),
                        "u64" => u64::cast_from(x) == u64::cast_from(f),
                        _ => true,
                    };
                    assert!(same, "{from} {bits:#04x} -> {dst} differs from its f32");
                    continue;
                }
                target_cell!(x, *dst)
            });
            checked += 1;
            if got != *want {
                failures.push(format!(
                    "{from} {bits:#04x} -> {dst}: got {got}, ml_dtypes {want}"
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {checked} differ:\n{}",
        failures.len(),
        failures
            .iter()
            .take(40)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
    // Every pattern was there: 256 for the 8-bit floats, 2^width for the others.
    for code in NARROW_CODES {
        let expected = with_narrow!(code, T => usize::from(T::PATTERNS));
        assert_eq!(seen.get(code).copied(), Some(expected), "{code}");
    }
    assert!(checked > 45_000, "{checked}");
}

/// Checks a file of samples: `x` parsed by `source`, each narrow column converted from it.
fn check_samples(
    name: &str,
    text: &str,
    convert: impl Fn(&str, &str) -> Vec<String>,
) -> (usize, usize) {
    let data = csv(text);
    let exact_col = data.header.iter().position(|h| *h == "exact");
    let (mut checked, mut exact) = (0, 0);
    let mut failures = Vec::new();
    for row in &data.rows {
        let x = row[0];
        for (i, (dst, want)) in data.header[1..].iter().zip(&row[1..]).enumerate() {
            if Some(i + 1) == exact_col || want.is_empty() {
                continue;
            }
            for got in convert(x, dst) {
                checked += 1;
                if got != *want {
                    failures.push(format!("{name}: {x} -> {dst}: got {got}, want {want}"));
                }
            }
        }
        if let Some(c) = exact_col {
            exact += row[c].split(' ').filter(|s| !s.is_empty()).count();
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {checked} differ:\n{}",
        failures.len(),
        failures
            .iter()
            .take(40)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
    (checked, exact)
}

#[test]
fn from_f32() {
    let (checked, _) = check_samples("f32", FROM_F32, |x, dst| {
        let v = f32::from_bits(hex(x) as u32);
        let mut out = vec![
            target_cell!(v, dst),
            target_cell!(WeakFloat(f64::from(v)), dst),
        ];
        // The same value as an f16 or bf16, where it is one, converts the same way.
        let (h, b) = (f16::from_f32(v), bf16::from_f32(v));
        if h.to_f32() == v {
            out.push(target_cell!(h, dst));
        }
        if b.to_f32() == v {
            out.push(target_cell!(b, dst));
        }
        out
    });
    assert!(checked > 100_000, "{checked}");
}

#[test]
fn from_f64() {
    let (checked, exact) = check_samples("f64", FROM_F64, |x, dst| {
        let v = f64::from_bits(hex(x));
        vec![target_cell!(v, dst), target_cell!(WeakFloat(v), dst)]
    });
    assert!(checked > 100_000, "{checked}");
    // The generator found ml_dtypes' double rounding (through f32) near ties: still there.
    assert!(exact > 1000, "{exact}");
}

#[test]
fn from_int() {
    let (checked, exact) = check_samples("i64", FROM_INT, |x, dst| {
        let v: i64 = x.parse().expect("an integer");
        let mut out = vec![target_cell!(v, dst), target_cell!(WeakInt(v.into()), dst)];
        // Every standard integer type that holds the value converts it the same way.
        macro_rules! narrower {
            ($($t:ty),*) => {$(
                if let Ok(n) = <$t>::try_from(v) {
                    out.push(target_cell!(n, dst));
                }
            )*};
        }
        narrower!(i8, i16, i32, u8, u16, u32, u64);
        out
    });
    assert!(checked > 50_000, "{checked}");
    assert!(exact > 0, "{exact}");
}

// --- arithmetic ----------------------------------------------------------------------------------

fn fnv1a64(words: impl IntoIterator<Item = u16>) -> u64 {
    let mut h: u64 = 0xCBF2_9CE4_8422_2325;
    for w in words {
        h = (h ^ u64::from(w)).wrapping_mul(0x0000_0100_0000_01B3);
    }
    h
}

/// A result as the generator hashes it: the pattern, 0x100 for a NaN, 0/1 for a bool.
trait Word {
    fn word(self) -> u16;
}

impl<F: Format> Word for Minifloat<F> {
    fn word(self) -> u16 {
        if self.is_nan() {
            0x100
        } else {
            u16::from(self.to_bits())
        }
    }
}

impl<F: IntFormat> Word for NarrowInt<F> {
    fn word(self) -> u16 {
        u16::from(self.to_bits())
    }
}

impl Word for bool {
    fn word(self) -> u16 {
        u16::from(self)
    }
}

/// Every value of `T`, in pattern order.
fn all<T: Cell>() -> Vec<T> {
    (0..T::PATTERNS).map(|b| T::from_pattern(b as u8)).collect()
}

fn binary<T: Cell + Copy, R: Word>(f: impl Fn(T, T) -> R) -> (usize, u64) {
    let xs = all::<T>();
    let words = xs
        .iter()
        .flat_map(|a| xs.iter().map(move |b| (*a, *b)))
        .map(|(a, b)| f(a, b).word());
    (xs.len() * xs.len(), fnv1a64(words.collect::<Vec<_>>()))
}

fn unary<T: Cell + Copy, R: Word>(f: impl Fn(T) -> R) -> (usize, u64) {
    let xs = all::<T>();
    (
        xs.len(),
        fnv1a64(xs.iter().map(|a| f(*a).word()).collect::<Vec<_>>()),
    )
}

fn float_op<F: Format>(op: &str) -> (usize, u64) {
    type M<F> = Minifloat<F>;
    use core::cmp::Ordering::{Equal, Less};
    match op {
        "add" => binary(|a: M<F>, b| a.add(b)),
        "sub" => binary(|a: M<F>, b| a.sub(b)),
        "mul" => binary(|a: M<F>, b| a.mul(b)),
        "div" => binary(|a: M<F>, b| ElementDiv::div(a, b)),
        "floor_divide" => binary(|a: M<F>, b| a.floor_div(b)),
        "remainder" => binary(|a: M<F>, b| a.rem_floor(b)),
        "maximum" => binary(|a: M<F>, b| a.maximum(b)),
        "minimum" => binary(|a: M<F>, b| a.minimum(b)),
        "lt" => binary(|a: M<F>, b| ElementOrd::compare(a, b) == Some(Less)),
        "eq" => binary(|a: M<F>, b| ElementOrd::compare(a, b) == Some(Equal)),
        "neg" => unary(|a: M<F>| ElementNeg::neg(a)),
        "abs" => unary(|a: M<F>| a.magnitude()),
        "sqrt" => unary(|a: M<F>| ElementFloat::sqrt(a)),
        "floor" => unary(|a: M<F>| ElementRound::floor(a)),
        "round" => unary(|a: M<F>| ElementRound::round(a)),
        "sign" => unary(|a: M<F>| ElementSign::sign(a)),
        other => panic!("no such float op {other}"),
    }
}

fn int_op<F: IntFormat>(op: &str) -> (usize, u64) {
    type N<F> = NarrowInt<F>;
    match op {
        "add" => binary(|a: N<F>, b| a.add(b)),
        "sub" => binary(|a: N<F>, b| a.sub(b)),
        "mul" => binary(|a: N<F>, b| a.mul(b)),
        "lt" => binary(|a: N<F>, b| a < b),
        "eq" => binary(|a: N<F>, b| a == b),
        other => panic!("no such int op {other}"),
    }
}

trait Op {
    fn op(op: &str) -> (usize, u64);
}

impl<F: Format> Op for Minifloat<F> {
    fn op(op: &str) -> (usize, u64) {
        float_op::<F>(op)
    }
}

impl<F: IntFormat> Op for NarrowInt<F> {
    fn op(op: &str) -> (usize, u64) {
        int_op::<F>(op)
    }
}

/// The one deliberate difference in the operations: ml_dtypes' `sign` asks whether the *bit
/// pattern* is zero, so it returns `sign(2^-127) = 2^-127` for `e8m0fnu`'s pattern `0x00` (a
/// format with no zero); here it is 1, like every other positive value. The hash is checked with
/// that one result put back as ml_dtypes has it.
fn e8m0_sign() -> (usize, u64) {
    let xs = all::<F8E8M0FNU>();
    let smallest = F8E8M0FNU::from_bits(0);
    assert_eq!(smallest.sign().to_f32(), 1.0);
    let words = xs
        .iter()
        .map(|a| if *a == smallest { *a } else { a.sign() }.word());
    (xs.len(), fnv1a64(words.collect::<Vec<_>>()))
}

#[test]
fn arithmetic() {
    let data = csv(ARITH);
    let mut failures = Vec::new();
    for row in &data.rows {
        let (code, op, count, hash) = (row[0], row[1], row[2], hex(row[3]));
        let (n, got) = if (code, op) == ("f8e8m0fnu", "sign") {
            e8m0_sign()
        } else {
            with_narrow!(code, T => <T as Op>::op(op))
        };
        assert_eq!(n.to_string(), count, "{code} {op}: operand count");
        if got != hash {
            failures.push(format!("{code} {op}"));
        }
    }
    assert!(
        failures.is_empty(),
        "differ from ml_dtypes: {}",
        failures.join(", ")
    );
    assert!(data.rows.len() > 200);
}

/// bcomplex32 `+ - * /` on a sample of operands (specials included) against ml_dtypes, part by
/// part; a NaN part matches any NaN (its sign is the platform's).
#[test]
fn bcomplex32_arithmetic() {
    type Bc = promote_core::Complex<bf16>;
    let data = csv(BCOMPLEX);
    let part = |cell: &str| bf16::from_bits(hex(cell) as u16);
    let same =
        |got: bf16, want: bf16| got.to_bits() == want.to_bits() || (got.is_nan() && want.is_nan());
    let mut failures = Vec::new();
    let mut counts = std::collections::BTreeMap::new();
    for row in &data.rows {
        let a = Bc::new(part(row[0]), part(row[1]));
        let b = Bc::new(part(row[2]), part(row[3]));
        for (k, op) in ["add", "sub", "mul", "div"].iter().enumerate() {
            let got = match *op {
                "add" => a.add(b),
                "sub" => a.sub(b),
                "mul" => a.mul(b),
                _ => ElementDiv::div(a, b),
            };
            let want = Bc::new(part(row[4 + 2 * k]), part(row[5 + 2 * k]));
            let ok = same(got.re, want.re) && same(got.im, want.im);
            *counts.entry(*op).or_insert((0, 0)) = {
                let (n, bad) = counts.get(op).copied().unwrap_or((0, 0));
                (n + 1, bad + usize::from(!ok))
            };
            if !ok {
                failures.push(format!("{a} {op} {b}: got {got}, ml_dtypes {want}"));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{counts:?}\n{}",
        failures
            .iter()
            .take(30)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}

// --- names ---------------------------------------------------------------------------------------

#[test]
fn names_of_ml_dtypes_torch_jax_and_candle_parse() {
    let parse = |s: &str| s.parse::<DType>();
    let names: [(&str, DType); 18] = [
        ("float8_e4m3fn", DType::F8E4M3FN),
        ("float8_e5m2", DType::F8E5M2),
        ("float8_e4m3", DType::F8E4M3),
        ("float8_e3m4", DType::F8E3M4),
        ("float8_e4m3fnuz", DType::F8E4M3FNUZ),
        ("float8_e5m2fnuz", DType::F8E5M2FNUZ),
        ("float8_e4m3b11fnuz", DType::F8E4M3B11FNUZ),
        ("float8_e8m0fnu", DType::F8E8M0FNU),
        ("float6_e2m3fn", DType::F6E2M3FN),
        ("float6_e3m2fn", DType::F6E3M2FN),
        ("float4_e2m1fn", DType::F4E2M1FN),
        ("int1", DType::I1),
        ("uint1", DType::U1),
        ("int2", DType::I2),
        ("uint2", DType::U2),
        ("int4", DType::I4),
        ("uint4", DType::U4),
        ("bcomplex32", DType::BC32),
    ];
    for (name, dtype) in names {
        for prefix in ["", "ml_dtypes.", "jnp.", "np.", "torch.", "jax.numpy."] {
            assert_eq!(
                parse(&format!("{prefix}{name}")),
                Ok(dtype),
                "{prefix}{name}"
            );
        }
        assert_eq!(parse(&name.to_uppercase()), Ok(dtype), "names ignore case");
    }
    // The codes of the narrow floats and bc32 round-trip; the narrow ints' are NumPy typestrings.
    for dtype in DType::NARROW {
        let back = parse(dtype.code());
        match dtype.kind() {
            promote_core::Kind::Signed | promote_core::Kind::Unsigned => {
                assert_ne!(back, Ok(dtype), "{dtype}")
            }
            _ => assert_eq!(back, Ok(dtype), "{dtype}"),
        }
    }
    assert_eq!(parse("i4"), Ok(DType::I32));
    assert_eq!(parse("u1"), Ok(DType::U8));
    // The Rust names.
    assert_eq!(parse("F8E4M3FN"), Ok(DType::F8E4M3FN));
    assert_eq!(parse("Complex<bf16>"), Ok(DType::BC32));
    // candle: its F8E4M3 is the OCP format (float8_e4m3fn), its F4 float4_e2m1fn.
    for (name, dtype) in [
        ("candle.f8e4m3", DType::F8E4M3FN),
        ("candle.F8E4M3", DType::F8E4M3FN),
        ("candle.f6e2m3", DType::F6E2M3FN),
        ("candle.f6e3m2", DType::F6E3M2FN),
        ("candle.f4", DType::F4E2M1FN),
        ("candle.f8e8m0", DType::F8E8M0FNU),
        ("candle.bf16", DType::BF16),
        ("candle.u32", DType::U32),
    ] {
        assert_eq!(parse(name), Ok(dtype), "{name}");
    }
    assert_eq!(
        parse("f8e4m3"),
        Ok(DType::F8E4M3),
        "the bare code is ml_dtypes' float8_e4m3"
    );
    assert_eq!(parse("f4"), Ok(DType::F32), "a bare f4 is NumPy's float32");
    // Real dtypes without an element type still say so; and the message lists the new names.
    for s in ["torch.float4_e2m1fn_x2", "torch.int3", "float8_e4m3b11"] {
        let err = parse(s).unwrap_err();
        assert!(err.is_unsupported(), "{s}");
        assert!(err.to_string().contains("`float8_e4m3fn`"), "{err}");
        assert!(err.to_string().contains("`candle.f8e4m3`"), "{err}");
    }
    assert!(!parse("float8_e4m3fnx").unwrap_err().to_string().is_empty());
}

#[test]
fn narrow_values_behave_as_ml_dtypes_says() {
    // Spot checks of the rules the reference data exercises in bulk, readable as documentation.
    assert!(F8E4M3FN::cast_from(1e9_f32).is_nan()); // fn: overflow is NaN
    assert_eq!(F8E4M3FN::cast_from(464.0_f32).to_f32(), 448.0); // below the tie 464: max
    assert!(F8E5M2::cast_from(61_440.0_f32).is_infinite()); // IEEE: the tie rounds to ∞
    assert_eq!(F6E2M3FN::cast_from(f32::INFINITY).to_f32(), 7.5); // MX: saturates
    assert_eq!(F4E2M1FN::cast_from(f32::NAN).to_bits(), 0x8); // MX: NaN is −0
    assert_eq!(F8E4M3FNUZ::cast_from(-0.0_f32).to_bits(), 0); // fnuz: no −0
    assert_eq!(F8E8M0FNU::cast_from(3.0_f32).to_f32(), 4.0); // e8m0: ties up
    assert!(F8E8M0FNU::cast_from(0.0_f32).is_nan()); // e8m0: no zero
                                                     // f64 rounds once: 1 + 2^-4 + 2^-40 is above the tie between 1 and 1.125.
    assert_eq!(
        F8E4M3FN::cast_from(1.0 + 2f64.powi(-4) + 2f64.powi(-40)).to_f32(),
        1.125
    );
    assert_eq!(I4::cast_from(200_i32).get(), -8);
    assert_eq!(U4::cast_from(-1_i64).get(), 15);
    assert_eq!(u8::cast_from(I4::new(-1)), 255);
    assert_eq!(i8::cast_from(F8E4M3FN::MAX), 127); // saturating, like the crate's other floats
                                                   // bcomplex32 computes in Complex<f32> and rounds each part once.
    let z = promote_core::Complex::new(bf16::from_f32(1.0), bf16::from_f32(2.0));
    let sq = z.mul(z);
    assert_eq!((sq.re.to_f32(), sq.im.to_f32()), (-3.0, 4.0));
    assert_eq!(promote_core::Complex::<f32>::cast_from(z).im, 2.0);
    assert!(ElementArith::add(F8E4M3FN::MAX, F8E4M3FN::MAX).is_nan());
    assert_eq!(ElementSub::sub(I2::new(-2), I2::new(1)).get(), 1);
}
