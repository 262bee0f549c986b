//! Values, not only types: every cell of a library's value reference (`tests/reference/values/`,
//! printed by `tests/reference/regen/regen_values.py`) computed by promote under the policy that
//! follows the library, and compared: integers exactly, floats bit for bit (any NaN equals any
//! NaN), a raised error against an error, a reduction by its error against the exact sum.
//!
//! The reference holds edge values (0, ±1, min, max, ±0.0, the smallest subnormal, the largest
//! finite, ±inf, NaN) of every dtype as arrays, against arrays and 0-d arrays of every dtype and
//! against Python scalars in and out of every dtype's range, on either side, through every binary
//! and unary operation; in place (`a op= b`, by [`DynArray::assign`]); and long sums. Every array
//! result is also computed by its method's `_into` twin (NumPy's `out=`) and, where it has the left operand's dtype and shape, over that operand by
//! `DynViewMut::op_assign` (`out=` the left operand), and must be the same. A difference that promote keeps on purpose is one of [`kept`]'s classes, each with its
//! reason (`promote-core/src/guide/values.rs` lists them for users); any other difference fails.

use std::collections::BTreeMap;
use std::io::Read;

use half::{bf16, f16};
use promote_core::array::Array;
use promote_core::dyn_array::{
    Buffer, DynArray, DynError, DynView, DynViewMut, InPlaceOp, UnaryInPlaceOp,
};
use promote_core::policies::{ArrayApi, Jax, JaxX32, NumPy, TensorFlow, Torch};
use promote_core::{
    ops, weak, Complex, DType, DefaultComplex, Policy, WeakBool, WeakComplex, WeakFloat, WeakInt,
};

/// A reference file, unzipped, as lines.
fn reference(name: &str) -> String {
    let path = format!(
        "{}/reference/values/{name}.txt.gz",
        env!("CARGO_MANIFEST_DIR")
    );
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut text = String::new();
    flate2::read::GzDecoder::new(&bytes[..])
        .read_to_string(&mut text)
        .unwrap_or_else(|e| panic!("{path}: {e}"));
    text
}

/// A value as the reference writes it.
trait Token: Sized {
    fn parse(token: &str) -> Self;
    fn encode(self) -> String;
}

impl Token for bool {
    fn parse(token: &str) -> Self {
        token == "1"
    }
    fn encode(self) -> String {
        (if self { "1" } else { "0" }).into()
    }
}

macro_rules! int_tokens {
    ($($t:ty),*) => {$(
        impl Token for $t {
            fn parse(token: &str) -> Self {
                token.parse().unwrap_or_else(|e| panic!("{token}: {e}"))
            }
            fn encode(self) -> String {
                self.to_string()
            }
        }
    )*};
}

int_tokens!(u8, u16, u32, u64, i8, i16, i32, i64);

macro_rules! float_tokens {
    ($($t:ty: $bits:ty),*) => {$(
        impl Token for $t {
            fn parse(token: &str) -> Self {
                if token == "nan" {
                    return <$t>::NAN;
                }
                <$t>::from_bits(<$bits>::from_str_radix(token, 16).unwrap_or_else(|e| panic!("{token}: {e}")))
            }
            fn encode(self) -> String {
                if self.is_nan() {
                    "nan".into()
                } else {
                    format!("{:x}", self.to_bits())
                }
            }
        }
    )*};
}

float_tokens!(f16: u16, bf16: u16, f32: u32, f64: u64);

impl<T: Token + Copy> Token for Complex<T> {
    fn parse(token: &str) -> Self {
        let (re, im) = token.split_once(',').expect("re,im");
        Complex::new(T::parse(re), T::parse(im))
    }
    fn encode(self) -> String {
        format!("{},{}", self.re.encode(), self.im.encode())
    }
}

/// An array of `dtype` holding the values of `tokens`, of shape `[len]`.
fn array<P: Policy>(dtype: DType, tokens: &[&str]) -> DynArray<P> {
    fn of<P: Policy, T>(tokens: &[&str]) -> DynArray<P>
    where
        T: Token + promote_core::Element,
        Buffer: promote_core::dispatch::Typed<T>,
    {
        let data: Vec<T> = tokens.iter().map(|t| T::parse(t)).collect();
        DynArray::from_vec([data.len()], data).expect("a shape of its length")
    }
    match dtype {
        DType::Bool => of::<P, bool>(tokens),
        DType::U8 => of::<P, u8>(tokens),
        DType::U16 => of::<P, u16>(tokens),
        DType::U32 => of::<P, u32>(tokens),
        DType::U64 => of::<P, u64>(tokens),
        DType::I8 => of::<P, i8>(tokens),
        DType::I16 => of::<P, i16>(tokens),
        DType::I32 => of::<P, i32>(tokens),
        DType::I64 => of::<P, i64>(tokens),
        DType::F16 => of::<P, f16>(tokens),
        DType::BF16 => of::<P, bf16>(tokens),
        DType::F32 => of::<P, f32>(tokens),
        DType::F64 => of::<P, f64>(tokens),
        DType::C64 => of::<P, Complex<f32>>(tokens),
        DType::C128 => of::<P, Complex<f64>>(tokens),
        other => panic!("no reference values of {other}"),
    }
}

/// Every element of `array`, encoded; `None` for a dtype the reference does not hold (a weak one).
fn encode<P: Policy>(array: &DynArray<P>) -> Option<(String, Vec<String>)> {
    fn each<T: Token + Copy>(v: &[T]) -> Vec<String> {
        v.iter().map(|&x| x.encode()).collect()
    }
    let values = match array.buffer() {
        Buffer::Bool(v) => each(v),
        Buffer::U8(v) => each(v),
        Buffer::U16(v) => each(v),
        Buffer::U32(v) => each(v),
        Buffer::U64(v) => each(v),
        Buffer::I8(v) => each(v),
        Buffer::I16(v) => each(v),
        Buffer::I32(v) => each(v),
        Buffer::I64(v) => each(v),
        Buffer::F16(v) => each(v),
        Buffer::BF16(v) => each(v),
        Buffer::F32(v) => each(v),
        Buffer::F64(v) => each(v),
        Buffer::C64(v) => each(v),
        Buffer::C128(v) => each(v),
        _ => return None,
    };
    Some((numpy_name(array.dtype()).into(), values))
}

/// NumPy's name of a standard dtype, as the reference writes it.
fn numpy_name(dtype: DType) -> &'static str {
    match dtype {
        DType::Bool => "bool",
        DType::U8 => "uint8",
        DType::U16 => "uint16",
        DType::U32 => "uint32",
        DType::U64 => "uint64",
        DType::I8 => "int8",
        DType::I16 => "int16",
        DType::I32 => "int32",
        DType::I64 => "int64",
        DType::F16 => "float16",
        DType::BF16 => "bfloat16",
        DType::F32 => "float32",
        DType::F64 => "float64",
        DType::C64 => "complex64",
        DType::C128 => "complex128",
        _ => "other",
    }
}

/// The dtype of NumPy's name (the reference's).
fn numpy_dtype(name: &str) -> DType {
    name.parse().unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// A Python scalar literal as promote's weak scalar.
fn python_scalar<P: Policy>(literal: &str) -> DynArray<P> {
    match literal {
        "True" | "False" => DynArray::scalar(WeakBool(literal == "True")),
        "(1+2j)" => DynArray::scalar(WeakComplex(Complex::new(1.0, 2.0))),
        _ if literal.contains(['.', 'e', 'n']) => {
            DynArray::scalar(WeakFloat(literal.parse::<f64>().expect("a float literal")))
        }
        _ => DynArray::scalar(WeakInt(literal.parse().expect("an int literal"))),
    }
}

/// The reference's operation names of one shape, each once, with its `DynArray` method and its
/// marker: `$by_method` finds the method by name, `$by_marker` the marker's generic `$over`.
macro_rules! by_name {
    ($shape:literal, $by_method:ident -> $Method:ident, $by_marker:ident -> $Marker:ident = $over:ident,
        [$($name:literal $method:ident $Op:ident),* $(,)?]) => {
        #[doc = concat!("The reference's ", $shape, " operation names, as `DynArray` methods.")]
        fn $by_method<P: Policy>(op: &str) -> $Method<P> {
            match op {
                $($name => DynArray::$method,)*
                other => panic!("unknown {} op {other}", $shape),
            }
        }

        #[doc = concat!("The reference's ", $shape, " operation names, as [`", stringify!($over), "`] of their markers.")]
        fn $by_marker<P: Policy>(op: &str) -> $Marker<P> {
            match op {
                $($name => $over::<P, ops::$Op>,)*
                other => panic!("unknown {} op {other}", $shape),
            }
        }
    };
}

type Binary<P> = fn(&DynArray<P>, &DynArray<P>) -> Result<DynArray<P>, DynError>;
type Unary<P> = fn(&DynArray<P>) -> Result<DynArray<P>, DynError>;

type BinaryInto<P> = fn(&DynArray<P>, &DynArray<P>, &mut DynArray<P>) -> Result<(), DynError>;

/// The `_into` twin of a binary method (NumPy's `out=`), where it has one.
fn binary_into<P: Policy>(op: &str) -> Option<BinaryInto<P>> {
    Some(match op {
        "add" => DynArray::add_into,
        "sub" => DynArray::sub_into,
        "mul" => DynArray::mul_into,
        "div" => DynArray::div_into,
        "floor_divide" => DynArray::floor_divide_into,
        "remainder" => DynArray::remainder_into,
        "pow" => DynArray::pow_into,
        "maximum" => DynArray::maximum_into,
        "minimum" => DynArray::minimum_into,
        "hypot" => DynArray::hypot_into,
        "equal" => DynArray::equal_into,
        "not_equal" => DynArray::not_equal_into,
        "less" => DynArray::less_into,
        "less_equal" => DynArray::less_equal_into,
        "greater" => DynArray::greater_into,
        "greater_equal" => DynArray::greater_equal_into,
        "bitand" => DynArray::bitand_into,
        "bitor" => DynArray::bitor_into,
        "bitxor" => DynArray::bitxor_into,
        "logical_and" => DynArray::logical_and_into,
        "logical_or" => DynArray::logical_or_into,
        "logical_xor" => DynArray::logical_xor_into,
        _ => return None,
    })
}

/// `op` computed by its `_into` twin into an array of the result's dtype and shape, for every
/// result `op` computes: it must be the same, bit for bit. The count of arrays compared.
fn same_into<P: Policy>(
    op: &str,
    a: &DynArray<P>,
    b: &DynArray<P>,
    got: &Result<DynArray<P>, DynError>,
) -> usize {
    let (Some(into), Ok(want)) = (binary_into::<P>(op), got) else {
        return 0;
    };
    let zeros = Buffer::zeros(want.dtype(), want.len()).expect("a standard dtype");
    let mut out = DynArray::from_buffer(want.shape().to_vec(), zeros).unwrap();
    into(a, b, &mut out).unwrap_or_else(|e| panic!("{op}_into of a computed result: {e}"));
    assert_eq!(encode(&out), encode(want), "{op}_into differs from {op}");
    1
}

type InPlace<P> = for<'a, 'b, 'c, 'd> fn(
    &'a mut DynViewMut<'b, P>,
    &'c DynView<'d, P>,
    bool,
) -> Result<(), DynError>;

/// `a op b` over `a` ([`DynViewMut::op_assign`], NumPy's `add(a, b, out=a)`), or with
/// `reflected`, `b op a` over `a` ([`DynViewMut::op_assign_reflected`], `add(b, a, out=a)`).
fn over<P: Policy, M: InPlaceOp>(
    a: &mut DynViewMut<'_, P>,
    b: &DynView<'_, P>,
    reflected: bool,
) -> Result<(), DynError> {
    if reflected {
        a.op_assign_reflected::<M>(b)
    } else {
        a.op_assign::<M>(b)
    }
}

by_name!("binary", binary -> Binary, in_place -> InPlace = over, [
    "add" checked_add Add,
    "sub" checked_sub Sub,
    "mul" checked_mul Mul,
    "div" checked_div Div,
    "floor_divide" checked_floor_divide FloorDivide,
    "remainder" checked_remainder Remainder,
    "pow" checked_pow Pow,
    "maximum" checked_maximum Maximum,
    "minimum" checked_minimum Minimum,
    "atan2" checked_atan2 Atan2,
    "hypot" checked_hypot Hypot,
    "equal" checked_equal Equal,
    "not_equal" checked_not_equal NotEqual,
    "less" checked_less Less,
    "less_equal" checked_less_equal LessEqual,
    "greater" checked_greater Greater,
    "greater_equal" checked_greater_equal GreaterEqual,
    "bitand" checked_bitand BitAnd,
    "bitor" checked_bitor BitOr,
    "bitxor" checked_bitxor BitXor,
    "logical_and" checked_logical_and LogicalAnd,
    "logical_or" checked_logical_or LogicalOr,
    "logical_xor" checked_logical_xor LogicalXor,
]);

/// The verdict on `over`, `target` computed over itself with the outcome `done`, beside the
/// method's result `got`: where the result has `target`'s dtype and shape it must be the same,
/// bit for bit (the count of arrays compared, 1); elsewhere the in-place form must fail too (0),
/// and leave `target` as it was.
fn judged<P: Policy>(
    (op, side): (&str, &str),
    target: &DynArray<P>,
    over: &DynArray<P>,
    done: Result<(), DynError>,
    got: &Result<DynArray<P>, DynError>,
) -> usize {
    match got {
        Ok(want) if want.dtype() == target.dtype() && want.shape() == target.shape() => {
            done.unwrap_or_else(|e| panic!("{op} {side} of a computed result: {e}"));
            assert_eq!(encode(over), encode(want), "{op} {side} differs from {op}");
            1
        }
        _ => {
            assert!(done.is_err(), "{op} {side} of {target:?}: no error");
            assert_eq!(
                encode(over),
                encode(target),
                "{op} {side} changed its operand on an error"
            );
            0
        }
    }
}

/// `a op b` computed over a copy of `a` by [`in_place`] (over a copy of `b` where `reflected`),
/// [`judged`] beside the method's result `got`.
fn same_in_place<P: Policy>(
    op: &str,
    (a, b): (&DynArray<P>, &DynArray<P>),
    reflected: bool,
    got: &Result<DynArray<P>, DynError>,
) -> usize {
    let (target, other) = if reflected { (b, a) } else { (a, b) };
    let mut over = target.clone();
    let done = in_place::<P>(op)(&mut over.view_mut(), &other.view(), reflected);
    let side = if reflected { "reflected" } else { "in place" };
    judged((op, side), target, &over, done, got)
}

/// The array-with-array operands of the reference: every left value (of the dtype `l`) with
/// every right value (of `r`), the left varying slowest; and each pair's subnormal flag.
fn pairs<P: Policy>(
    l: &str,
    r: &str,
    lv: &[&str],
    rv: &[&str],
) -> (DynArray<P>, DynArray<P>, Vec<String>) {
    let a: Vec<&str> = lv
        .iter()
        .flat_map(|v| std::iter::repeat_n(*v, rv.len()))
        .collect();
    let b: Vec<&str> = (0..lv.len()).flat_map(|_| rv.iter().copied()).collect();
    let flags = (0..lv.len() * rv.len())
        .map(|i| flag(subnormal(l, lv[i / rv.len()]) || subnormal(r, rv[i % rv.len()])))
        .collect();
    (
        array::<P>(l.parse().unwrap(), &a),
        array::<P>(r.parse().unwrap(), &b),
        flags,
    )
}

/// A 0-d array of one value token of `dtype`.
fn zero_dim<P: Policy>(dtype: &str, token: &str) -> DynArray<P> {
    let (_, data) = array::<P>(dtype.parse().unwrap(), &[token]).into_parts();
    DynArray::from_buffer(Vec::new(), data).unwrap()
}

type UnaryOver<P> = for<'a, 'b, 'c, 'd> fn(
    &'a DynView<'b, P>,
    &'c mut DynViewMut<'d, P>,
    bool,
) -> Result<(), DynError>;

/// `op(a)` written into `out` ([`DynView::unary_into`], NumPy's `negative(a, out=b)`), or with
/// `into` false, over `out`, a copy of `a` ([`DynViewMut::unary_assign`], `negative(a, out=a)`).
fn unary_over<P: Policy, M: UnaryInPlaceOp>(
    a: &DynView<'_, P>,
    out: &mut DynViewMut<'_, P>,
    into: bool,
) -> Result<(), DynError> {
    if into {
        a.unary_into::<M>(out)
    } else {
        out.unary_assign::<M>()
    }
}

by_name!("unary", unary -> Unary, unary_in_place -> UnaryOver = unary_over, [
    "negative" negative Negative,
    "abs" abs Abs,
    "sign" sign Sign,
    "square" square Square,
    "reciprocal" reciprocal Reciprocal,
    "floor" floor Floor,
    "ceil" ceil Ceil,
    "trunc" trunc Trunc,
    "round" round Round,
    "sqrt" sqrt Sqrt,
    "exp" exp Exp,
    "log" log Log,
    "sin" sin Sin,
    "cos" cos Cos,
    "tan" tan Tan,
    "tanh" tanh Tanh,
    "isnan" isnan IsNan,
    "isfinite" isfinite IsFinite,
    "isinf" isinf IsInf,
]);

/// `op(a)` computed over a copy of `a` by [`unary_in_place`], [`judged`] beside the method's
/// result `got`.
fn same_unary_in_place<P: Policy>(
    op: &str,
    a: &DynArray<P>,
    got: &Result<DynArray<P>, DynError>,
) -> usize {
    let mut over = a.clone();
    let done = unary_in_place::<P>(op)(&a.view(), &mut over.view_mut(), false);
    judged((op, "in place"), a, &over, done, got)
}

/// `op(a)` computed by [`unary_in_place`] into an array of the result's dtype and shape, for
/// every result `op` computes: it must be the same, bit for bit (1).
fn same_unary_into<P: Policy>(
    op: &str,
    a: &DynArray<P>,
    got: &Result<DynArray<P>, DynError>,
) -> usize {
    let Ok(want) = got else {
        return 0;
    };
    let zeros = Buffer::zeros(want.dtype(), want.len()).expect("a standard dtype");
    let mut out = DynArray::from_buffer(want.shape().to_vec(), zeros).unwrap();
    unary_in_place::<P>(op)(&a.view(), &mut out.view_mut(), true)
        .unwrap_or_else(|e| panic!("{op} into an output of a computed result: {e}"));
    assert_eq!(
        encode(&out),
        encode(want),
        "{op} into an output differs from {op}"
    );
    1
}

/// One cell's outcome: promote's result against the library's.
#[derive(Debug)]
struct Cell<'a> {
    op: &'a str,
    kind: &'a str,
    left: &'a str,
    right: &'a str,
    /// Index of the element, or `None` for the whole result (an error, a dtype).
    index: Option<usize>,
    /// The library's result dtype (or its error).
    dtype: String,
    /// The operand of a conversion, a reduction's exact value: what a class needs beyond the
    /// two results.
    operand: String,
    library: String,
    promote: String,
}

/// The tally of one reference.
struct Tally<'a> {
    /// The reference's library: `numpy`, `jax`, `jax-x32` or `torch`.
    library: &'a str,
    /// The class of a cell whose pair the policy leaves undefined, where a policy whose values
    /// are another library's may (the Array API standard on NumPy's values).
    undefined: Option<&'static str>,
    cells: usize,
    agree: usize,
    /// Kept differences, by class.
    kept: BTreeMap<&'static str, usize>,
    /// Differences with no class: each fails the test.
    unexplained: Vec<Cell<'a>>,
}

impl<'a> Tally<'a> {
    fn record(&mut self, cell: Cell<'a>) {
        self.cells += 1;
        if cell.library == cell.promote {
            self.agree += 1;
        } else if let Some(class) =
            kept(&cell)
                .or_else(|| open(&cell, self.library))
                .or_else(|| {
                    let undefined = cell.promote.starts_with(&format!("E:{UNDEFINED}"));
                    self.undefined.filter(|_| undefined)
                })
        {
            *self.kept.entry(class).or_default() += 1;
        } else {
            self.unexplained.push(cell);
        }
    }

    /// Compares a whole result: its error or dtype, then each element.
    #[allow(clippy::too_many_arguments)]
    fn compare(
        &mut self,
        op: &'a str,
        kind: &'a str,
        left: &'a str,
        right: &'a str,
        library: &'a [&'a str],
        promote: Result<Option<(String, Vec<String>)>, String>,
        operands: &[String],
    ) {
        let library_dtype = library[0];
        let cell = |index, library: &str, promote: String| Cell {
            op,
            kind,
            left,
            right,
            index,
            dtype: library_dtype.to_string(),
            operand: index
                .and_then(|i| operands.get(i))
                .cloned()
                .unwrap_or_default(),
            library: library.to_string(),
            promote,
        };
        let lib_error = library[0].starts_with("E:");
        match promote {
            Err(_) if lib_error => self.record(cell(None, "error", "error".into())),
            Err(e) => self.record(cell(None, library[0], format!("E:{e}"))),
            Ok(None) => self.record(cell(None, library[0], "a weak result".into())),
            Ok(Some(_)) if lib_error => self.record(cell(None, library[0], "a result".into())),
            Ok(Some((dtype, values))) => {
                if dtype != library[0] {
                    return self.record(cell(None, library[0], dtype));
                }
                assert_eq!(
                    values.len(),
                    library.len() - 1,
                    "{op} {kind} {left} {right}"
                );
                for (i, (l, p)) in library[1..].iter().zip(values).enumerate() {
                    self.record(cell(Some(i), l, p));
                }
            }
        }
    }
}

/// The operations whose float results promote computes with `libm` and `num-complex`, where the
/// library calls its platform's math library (glibc, SIMD kernels): equal within [`MAX_ULP`].
const TRANSCENDENTAL: [&str; 10] = [
    "pow", "atan2", "hypot", "exp", "log", "sin", "cos", "tan", "tanh", "sqrt",
];

/// The largest distance in units in the last place between promote's transcendental results and
/// the library's, as measured on the references (printed by the test); a larger one fails.
const MAX_ULP: u64 = 2;

/// The same for complex results, part by part: `num-complex` computes `tan`, `tanh`, `sqrt` and a
/// power by `exp(w ln z)` (NumPy multiplies for integer exponents below 100 in magnitude, as
/// promote does, and calls glibc's `cpow` above).
const MAX_COMPLEX_ULP: u64 = 256;

/// A complex power by `exp(w ln z)` of an extreme base (`(5e-324) ** 2.5j`: an angle of 1861
/// radians, rounded before its sine is taken).
const MAX_COMPLEX_POW_ULP: u64 = 4096;

/// The distance in units in the last place between two float tokens of one width (across zero
/// too); `None` if either is NaN.
fn ulps(a: &str, b: &str) -> Option<u64> {
    if a == "nan" || b == "nan" {
        return None;
    }
    let (a, b) = (
        u64::from_str_radix(a, 16).ok()?,
        u64::from_str_radix(b, 16).ok()?,
    );
    // The sign bit of the width: the tokens are 4, 8 or 16 hex digits wide at most.
    let width = if a.max(b) > u64::from(u32::MAX) {
        64
    } else if a.max(b) > 0xffff {
        32
    } else {
        16
    };
    let sign = 1u64 << (width - 1);
    let ordered = |x: u64| {
        if x & sign != 0 {
            -((x & !sign) as i128)
        } else {
            x as i128
        }
    };
    Some((ordered(a) - ordered(b)).unsigned_abs() as u64)
}

/// Whether a float token of a complex dtype's part is NaN, infinite or zero.
fn special(token: &str, dtype: &str) -> bool {
    let Ok(bits) = u64::from_str_radix(token, 16) else {
        return true; // "nan"
    };
    let (exp_mask, sign) = if dtype == "complex64" {
        (0x7f80_0000, 0x8000_0000)
    } else {
        (0x7ff0_0000_0000_0000, 0x8000_0000_0000_0000)
    };
    bits & !sign == 0 || bits & exp_mask == exp_mask
}

/// The classes of kept differences: a cell in one of them is counted, not failed. Each class is a
/// documented rule (`promote_core::guide::values`), narrowed to the cells it explains.
fn kept(cell: &Cell<'_>) -> Option<&'static str> {
    let (l, p) = (cell.library.as_str(), cell.promote.as_str());
    let zero = |t: &str| t.trim_start_matches('8').trim_start_matches('0').is_empty();
    if cell.op == "cast" && cell.index.is_some() && !cell.dtype.starts_with("float") {
        // The source: NaN, infinite, or outside the target (so the library's value is not it).
        let (from, token) = cell.operand.split_once(':').unwrap_or_default();
        if from.contains("float") || from.contains("complex") {
            let special = token.contains("nan")
                || token.split(',').any(|p| {
                    special(p, "complex128") && !zero(p) || special(p, "complex64") && !zero(p)
                });
            let value = float_value(from, token.split(',').next().unwrap_or(token));
            if special || !fits(value, &cell.dtype) {
                return Some("a float-to-int conversion of NaN, an infinity or an out-of-range value (Rust saturates; C leaves it undefined)");
            }
        }
    }
    if cell.kind == "r" && cell.index.is_some() {
        // A reduction at least as accurate as the library's.
        let exact: f64 = cell.operand.parse().unwrap_or(f64::NAN);
        let err = |t: &str| (float_value(&cell.dtype, t) - exact).abs();
        if err(p) <= err(l) {
            return Some(
                "a long reduction at least as accurate as the library's (NumPy's pairwise order)",
            );
        }
    }
    if cell.op == "pow" && cell.right == "0.5" && l == "nan" && p.starts_with("7f") {
        return Some("x ** 0.5 at -inf: the library's power gives sqrt's NaN, C's pow +inf");
    }
    let zeros = |t: &str| t.split(',').all(zero);
    if matches!(cell.op, "maximum" | "minimum") && zeros(l) && zeros(p) {
        return Some(
            "the sign of a zero from maximum/minimum of +0.0 and -0.0 (NumPy's SIMD order)",
        );
    }
    if TRANSCENDENTAL.contains(&cell.op) && cell.index.is_some() {
        let parts: Vec<(&str, &str)> = l.split(',').zip(p.split(',')).collect();
        let close = parts
            .iter()
            .map(|&(a, b)| if a == b { Some(0) } else { ulps(a, b) })
            .collect::<Option<Vec<u64>>>();
        let complex = cell.dtype.starts_with("complex");
        match close {
            Some(d) if !complex && d.iter().all(|&u| u <= MAX_ULP) => {
                return Some("a real transcendental function within 2 ulp (libm, not glibc)")
            }
            Some(d) if complex && cell.op == "pow" && d.iter().all(|&u| u <= MAX_COMPLEX_POW_ULP) => {
                return Some("a complex power within 4096 ulp a part (exp(w ln z) of num-complex, not glibc's cpow: an angle w ln z of thousands of radians keeps its rounding)")
            }
            Some(d) if complex && d.iter().all(|&u| u <= MAX_COMPLEX_ULP) => {
                return Some("a complex function within 256 ulp a part (num-complex, not glibc; powc beyond NumPy's integer exponents)")
            }
            // A part that is NaN, infinite or zero on one side only: the special values.
            _ if cell.dtype.starts_with("complex")
                && parts.iter().any(|&(a, b)| {
                    a != b && [a, b].iter().any(|t| special(t, cell.dtype.as_str()))
                }) =>
            {
                return Some(
                    "a complex function at an infinity, NaN or signed zero (num-complex, not C99 Annex G)",
                )
            }
            _ => {}
        }
    }
    None
}

/// A policy's long reductions: `sum`, `mean` or the last value of `cumsum` of a long array of the
/// dtype, by the typed `Array` (`DynArray` has no reductions).
type Reduction = fn(&str, &str, usize, &str) -> Result<(String, Vec<String>), String>;

/// The operand mark of a cell whose operand is subnormal.
fn flag(subnormal: bool) -> String {
    (if subnormal { "subnormal" } else { "" }).into()
}

/// A float token of `dtype` as `f64`.
fn float_value(dtype: &str, token: &str) -> f64 {
    match dtype {
        "float16" => f16::parse(token).to_f64(),
        "bfloat16" => bf16::parse(token).to_f64(),
        "float32" | "complex64" => f64::from(f32::parse(token)),
        _ => f64::parse(token),
    }
}

/// Whether `v` is in the range of the integer (or bool) dtype `dtype` after truncation.
fn fits(v: f64, dtype: &str) -> bool {
    let (min, max) = match dtype {
        "bool" => return true,
        "uint8" => (0.0, 255.0),
        "uint16" => (0.0, 65535.0),
        "uint32" => (0.0, 4294967295.0),
        "uint64" => (0.0, 18446744073709551615.0),
        "int8" => (-128.0, 127.0),
        "int16" => (-32768.0, 32767.0),
        "int32" => (-2147483648.0, 2147483647.0),
        "int64" => (-9223372036854775808.0, 9223372036854775807.0),
        _ => return true,
    };
    let t = v.trunc();
    t >= min && t <= max
}

/// The exact value of a long reduction (`sum`, `mean`, the last of `cumsum`), in `f64` from the
/// elements widened: exact for `float16` and `float32` elements at these lengths, compensated
/// (Neumaier) for `float64`.
fn exact(op: &str, dtype: &str, n: usize, pattern: &str) -> String {
    // Every policy's reference has the same long arrays, and `sum`, `mean` and `cumsum` share
    // their sum: each is summed once per run (in a debug build, the arrays of ten million
    // elements were a fifth of the value tests' time when summed for every cell).
    static SUMS: std::sync::Mutex<BTreeMap<(String, usize, String), f64>> =
        std::sync::Mutex::new(BTreeMap::new());
    let key = (dtype.to_string(), n, pattern.to_string());
    let cached = SUMS.lock().ok().and_then(|sums| sums.get(&key).copied());
    let sum = cached.unwrap_or_else(|| {
        let sum = exact_sum(dtype, n, pattern);
        if let Ok(mut sums) = SUMS.lock() {
            sums.insert(key, sum);
        }
        sum
    });
    (if op == "mean" { sum / n as f64 } else { sum }).to_string()
}

/// The sum of a long array, exact as [`exact`] says.
fn exact_sum(dtype: &str, n: usize, pattern: &str) -> f64 {
    let items: Vec<f64> = match dtype {
        "float16" => long(pattern, n, f16::from_f64)
            .iter()
            .map(|x| x.to_f64())
            .collect(),
        "float32" => long(pattern, n, |x| x as f32)
            .iter()
            .map(|&x| f64::from(x))
            .collect(),
        _ => long(pattern, n, |x| x),
    };
    let (mut sum, mut c) = (0.0f64, 0.0f64);
    for x in items {
        let t = sum + x;
        c += if sum.abs() >= x.abs() {
            (sum - t) + x
        } else {
            (x - t) + sum
        };
        sum = t;
    }
    sum + c
}

/// The classes of differences still open, by library: each is counted and named (the note and
/// `guide::values` list them), not failed, and narrowed to the cells it explains.
fn open(cell: &Cell<'_>, library: &str) -> Option<&'static str> {
    let (l, p) = (cell.library.as_str(), cell.promote.as_str());
    let float = matches!(
        cell.dtype.as_str(),
        "float16" | "bfloat16" | "float32" | "float64"
    );
    let complex = cell.dtype.starts_with("complex");
    if library.starts_with("jax") {
        return jax(cell);
    }
    if library == "tensorflow" {
        return tensorflow(cell);
    }
    if library != "torch" {
        return None;
    }
    match cell.op {
        "remainder" if float && p == "nan" && l != "nan" => Some(
            "PyTorch's float remainder where the quotient overflows: NaN in its vectorized loop (promote's), fmod's in the scalar loop that ends an array",
        ),
        "add" | "sub"
            if complex
                && l.split(',').zip(p.split(',')).any(|(a, b)| a == "nan" && b != "nan") =>
        {
            Some("open (torch): complex add/sub multiply the right operand by alpha = 1")
        }
        "div" if cell.kind == "sa" => {
            Some("open (torch): a Python number divided by a tensor is the number times the reciprocal")
        }
        "sign" if l == "0" && p == "nan" => Some("open (torch): sign(NaN) is 0"),
        "floor_divide"
            if matches!(cell.dtype.as_str(), "float16" | "bfloat16") && ulps(l, p) == Some(1) =>
        {
            Some("open (torch): float16/bfloat16 floor_divide rounds its float32 quotient otherwise (1 ulp)")
        }
        "div" if complex && matches!(cell.kind, "aa" | "az" | "za") => {
            Some("open (torch): the zero signs of a complex division")
        }
        "pow" if matches!(cell.kind, "as" | "is") && float => {
            Some("open (torch): a Python exponent is not rounded to the tensor's dtype first")
        }
        "cumsum_last" | "sum" | "mean" if cell.kind == "r" => {
            Some("open (torch): float32 cumsum adds in float64, and its cascade sum is closer on 1001 elements")
        }
        _ if l == "E:TypeError"
            && cell.left == "float16"
            && (cell.right.contains('j') || cell.right.starts_with("complex")) =>
        {
            Some("the library lacks the kernel: float16 with a Python complex or a 0-d complex (complex32)")
        }
        "negative" if complex => Some("open (torch): a complex negation is 0 - z (zeros lose their sign)"),
        "reciprocal" if complex => Some("open (torch): a complex reciprocal of zero is (inf, nan)"),
        _ => None,
    }
}

/// Whether a cell has a subnormal operand (a converted one too) or result on either side: what
/// a library that flushes subnormals to zero (XLA, TensorFlow on CPU) computes otherwise.
fn flushed(cell: &Cell<'_>) -> bool {
    let cast_subnormal = cell
        .operand
        .split_once(':')
        .is_some_and(|(d, t)| subnormal(d, t));
    cell.operand == "subnormal"
        || cast_subnormal
        || subnormal(&cell.dtype, &cell.promote)
        || subnormal(&cell.dtype, &cell.library)
}

/// JAX's classes (both modes).
fn jax(cell: &Cell<'_>) -> Option<&'static str> {
    let (l, p) = (cell.library.as_str(), cell.promote.as_str());
    let int = cell.dtype.contains("int");
    let complex = cell.dtype.starts_with("complex");
    if flushed(cell) {
        return Some("XLA on CPU flushes subnormal operands and results to zero");
    }
    let zero = |t: &str| {
        t.split(',')
            .all(|x| x.trim_start_matches('8').trim_start_matches('0').is_empty())
    };
    let within = |n: u64| {
        l.split(',')
            .zip(p.split(','))
            .all(|(a, b)| a == b || ulps(a, b).is_some_and(|u| u <= n))
    };
    let bool_operand = cell.left == "bool" || matches!(cell.right, "bool" | "True" | "False");
    match cell.op {
        "pow"
            if cell.kind == "az"
                && cell.right.contains("int")
                && (cell.index.is_none() || !int) =>
        {
            Some("JAX's power with a concrete 0-d integer exponent is lax.integer_pow: the base's dtype, the exponent whole (its parity kept), an error for a negative one with an integer base (under jit it promotes, as promote does)")
        }
        "pow" if int && matches!(cell.kind, "aa" | "az" | "za" | "sa") => {
            Some("JAX's integer power with an array exponent (its own, wrong for negative exponents: kept)")
        }
        "pow" if cell.kind == "as" && cell.right.parse::<i128>().is_ok() => {
            Some("open (jax): a Python int exponent is lax.integer_pow's, whole (not wrapped into the dtype, nor rounded to a float)")
        }
        "div" | "reciprocal" if !complex && (within(1) || zero(l) || l == "nan") => Some(
            "XLA's float division multiplies by the divisor's reciprocal: within 1 ulp; where the reciprocal is subnormal (flushed), 0, or NaN for an infinity",
        ),
        "div" | "reciprocal" if complex => {
            Some("open (jax): XLA's complex division (not Smith's): rounding and the signs of zeros")
        }
        "maximum" | "minimum" if complex && p.contains("nan") => {
            Some("JAX's complex maximum/minimum select lexicographically: a NaN part does not propagate")
        }
        "atan2" if complex && p.starts_with("E:") => {
            Some("open (jax): JAX 0.12's atan2 of complex numbers (promote's atan2 is real only)")
        }
        "mul" if bool_operand => Some(
            "XLA multiplies by a bool as a select: x * True is x and x * False is +0.0, NaN and infinite parts included",
        ),
        "floor_divide"
            if matches!(cell.dtype.as_str(), "float16" | "bfloat16") && (within(1) || zero(l)) =>
        {
            Some("open (jax): float16/bfloat16 floor_divide rounds each step in the dtype (1 ulp), and divides by a flushed reciprocal (0)")
        }
        "sign" => Some("open (jax): sign(-0.0) is -0.0, and a complex NaN's sign is NaN"),
        "sum" | "mean" | "cumsum_last" if cell.kind == "r" => {
            Some("open (jax): XLA's order of summation (its reductions and its scan)")
        }
        _ => None,
    }
}

/// TensorFlow's classes.
fn tensorflow(cell: &Cell<'_>) -> Option<&'static str> {
    let (l, p) = (cell.library.as_str(), cell.promote.as_str());
    if flushed(cell) {
        return Some("open (tensorflow): TensorFlow on CPU flushes subnormal operands and results to zero (float64 too)");
    }
    let zero = |t: &str| t.trim_start_matches('8').trim_start_matches('0').is_empty();
    let undefined = p.starts_with(&format!("E:{UNDEFINED}"));
    let complex = cell.dtype.starts_with("complex");
    match cell.op {
        "sub" | "mul" if cell.kind == "sa" && (undefined || p.starts_with("E:Can't convert")) => Some(
            "open (tensorflow): tf.subtract and tf.multiply convert a Python scalar on the left into the tensor's dtype, where tf.add converts it alone (promote's - and * have +'s table)",
        ),
        "add" | "div" if cell.kind == "sa" && cell.left == "int64" && undefined => Some(
            "open (tensorflow): a Python int beyond int32 on the left of tf.add or tf.math.truediv is an int64 tensor (a type that depends on the value)",
        ),
        // The quotient of a finite number by the largest is subnormal: flushed, its floor -0.0.
        "floor_divide" if zero(l) => Some(
            "open (tensorflow): TensorFlow on CPU flushes subnormal operands and results to zero (float64 too)",
        ),
        "add" | "div" if cell.kind == "sa" && l.starts_with("E:") && cell.right.contains('e') => Some(
            "open (tensorflow): a Python float beyond float32 on the left of tf.add or tf.math.truediv raises (it becomes a float32 tensor alone)",
        ),
        "div" | "reciprocal" if complex => Some(
            "open (tensorflow): a complex division by Eigen's formula: NaN for a zero or infinite divisor, its rounding (1 ulp) and signs of zeros",
        ),
        "reciprocal" if cell.dtype == "float32" && ulps(l, p) == Some(1) => Some(
            "open (tensorflow): a float32 reciprocal is Eigen's approximation, refined once (1 ulp)",
        ),
        "tanh" if ulps(l, p).is_some_and(|u| u <= 4) => {
            Some("open (tensorflow): Eigen's tanh, within 4 ulp")
        }
        "sign" if complex => Some("open (tensorflow): a complex sign at a signed zero or a NaN"),
        "cast" if cell.left.starts_with("complex") && cell.dtype == "bool" => {
            Some("open (tensorflow): a complex cast to bool reads the real part alone")
        }
        _ => None,
    }
}

/// Every cell of `name`'s reference under `P`.
fn check<P: DefaultComplex>(name: &str, reduction: Reduction) {
    check_with::<P>(name, reduction, None);
}

/// [`check`], where a cell the policy leaves undefined (and the library computes) is counted in
/// the class `undefined`, if given.
fn check_with<P: DefaultComplex>(
    name: &str,
    reduction: Reduction,
    undefined: Option<&'static str>,
) {
    let text = reference(name);
    let mut values: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    let mut tally = Tally {
        library: name,
        undefined,
        cells: 0,
        agree: 0,
        kept: BTreeMap::new(),
        unexplained: Vec::new(),
    };
    let (mut into_checked, mut in_place_checked, mut reflected_checked) = (0, 0, 0);
    let mut unary_in_place_checked = 0;
    let lines: Vec<Vec<&str>> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| l.split(' ').collect())
        .collect();
    for words in &lines {
        match words.as_slice() {
            ["values", dtype, vals @ ..] => {
                values.insert(dtype, vals.to_vec());
            }
            ["scalars", ..] => {}
            [op, kind @ "aa", l, r, result @ ..] => {
                let (a, b, flags) = pairs::<P>(l, r, &values[l], &values[r]);
                let got = binary::<P>(op)(&a, &b);
                into_checked += same_into(op, &a, &b, &got);
                in_place_checked += same_in_place(op, (&a, &b), false, &got);
                reflected_checked += same_in_place(op, (&a, &b), true, &got);
                tally.compare(op, kind, l, r, result, outcome(got), &flags);
            }
            [op, kind @ ("az" | "za"), d, z, results @ ..] => {
                let a = array::<P>(d.parse().unwrap(), &values[d]);
                for (result, zv) in results.split(|w| *w == "|").zip(&values[z]) {
                    let z_ = zero_dim::<P>(z, zv);
                    let got = if *kind == "az" {
                        let got = binary::<P>(op)(&a, &z_);
                        in_place_checked += same_in_place(op, (&a, &z_), false, &got);
                        got
                    } else {
                        let got = binary::<P>(op)(&z_, &a);
                        reflected_checked += same_in_place(op, (&z_, &a), true, &got);
                        got
                    };
                    // The 0-d value, for the classes and the report.
                    let operands: Vec<String> = values[d]
                        .iter()
                        .map(|v| match subnormal(d, v) || subnormal(z, zv) {
                            true => flag(true),
                            false => format!("0-d {zv}"),
                        })
                        .collect();
                    tally.compare(op, kind, d, z, result, outcome(got), &operands);
                }
            }
            [op, kind @ "ai", l, r, result @ ..] => {
                let (mut a, b, flags) = pairs::<P>(l, r, &values[l], &values[r]);
                let got = a.assign(binary::<P>(op), &b).map(|()| a);
                tally.compare(op, kind, l, r, result, outcome(got), &flags);
            }
            [op, kind @ "is", d, s, result @ ..] => {
                let mut a = array::<P>(d.parse().unwrap(), &values[d]);
                let got = a
                    .assign(binary::<P>(op), &python_scalar::<P>(s))
                    .map(|()| a);
                let flags: Vec<String> = values[d].iter().map(|v| flag(subnormal(d, v))).collect();
                tally.compare(op, kind, d, s, result, outcome(got), &flags);
            }
            [op, kind @ ("as" | "sa"), d, s, result @ ..] => {
                let a = array::<P>(d.parse().unwrap(), &values[d]);
                let s_ = python_scalar::<P>(s);
                let got = if *kind == "as" {
                    let got = binary::<P>(op)(&a, &s_);
                    in_place_checked += same_in_place(op, (&a, &s_), false, &got);
                    got
                } else {
                    let got = binary::<P>(op)(&s_, &a);
                    reflected_checked += same_in_place(op, (&s_, &a), true, &got);
                    got
                };
                let flags: Vec<String> = values[d].iter().map(|v| flag(subnormal(d, v))).collect();
                tally.compare(op, kind, d, s, result, outcome(got), &flags);
            }
            [op, kind @ "u", d, result @ ..] => {
                let a = array::<P>(d.parse().unwrap(), &values[d]);
                let flags: Vec<String> = values[d].iter().map(|v| flag(subnormal(d, v))).collect();
                let got = unary::<P>(op)(&a);
                unary_in_place_checked += same_unary_in_place(op, &a, &got);
                into_checked += same_unary_into(op, &a, &got);
                tally.compare(op, kind, d, "", result, outcome(got), &flags);
            }
            [op @ "cast", kind @ "c", f, t, result @ ..] => {
                let a = array::<P>(f.parse().unwrap(), &values[f]);
                let got = a.cast(numpy_dtype(t)).map_err(|e| e.to_string());
                let sources: Vec<String> = values[f].iter().map(|v| format!("{f}:{v}")).collect();
                tally.compare(op, kind, f, t, result, got.map(|a| encode(&a)), &sources);
            }
            [op, "r", d, n, pattern, result @ ..] => {
                let n: usize = n.parse().unwrap();
                let got = reduction(op, d, n, pattern);
                let exact = vec![exact(op, d, n, pattern)];
                tally.compare(op, "r", d, pattern, result, got.map(Some), &exact);
            }
            other => panic!("unreadable reference line: {other:?}"),
        }
    }
    // The counts, which a passing test does not show: printed, and kept in
    // `values-summary/<reference>-<policy>.txt` in the target directory, where CI prints them.
    let mut summary = format!(
        "{name} under {}: {into_checked} results of `_into` (out=) equal their method's\n\
         {name} under {}: {in_place_checked} results computed in place (out= the left operand) equal their method's\n\
         {name} under {}: {reflected_checked} results computed in place (out= the right operand) equal their method's\n\
         {name} under {}: {unary_in_place_checked} unary results computed in place (out= the operand) equal their method's\n",
        P::NAME,
        P::NAME,
        P::NAME,
        P::NAME
    );
    let mut by_op: BTreeMap<(&str, &str), usize> = BTreeMap::new();
    for c in &tally.unexplained {
        *by_op.entry((c.op, c.kind)).or_default() += 1;
    }
    summary += &format!(
        "{name} under {}: {} cells, {} agree, {} kept differences, {} unexplained\n",
        P::NAME,
        tally.cells,
        tally.agree,
        tally.kept.values().sum::<usize>(),
        tally.unexplained.len()
    );
    for (class, n) in &tally.kept {
        let what = if class.starts_with("open") {
            ""
        } else {
            "kept: "
        };
        summary += &format!("  {what}{n} {class}\n");
    }
    for ((op, kind), n) in &by_op {
        summary += &format!("  unexplained: {n} in {op} {kind}\n");
    }
    promote_tests::report_counts(
        env!("CARGO_TARGET_TMPDIR"),
        "values",
        &format!("{name}-{}", P::NAME),
        &summary,
    );
    for c in tally
        .unexplained
        .iter()
        .filter(|c| std::env::var("VALUES_OP").map_or(true, |o| o == c.op))
        .take(100000)
    {
        println!("    {c:?}");
    }
    assert!(
        tally.unexplained.is_empty(),
        "{} cells differ from {name} without a reason",
        tally.unexplained.len()
    );
}

fn outcome<P: DefaultComplex>(
    got: Result<DynArray<P>, DynError>,
) -> Result<Option<(String, Vec<String>)>, String> {
    got.map(|a| encode(&strong(a))).map_err(|e| match e {
        DynError::Dispatch(_) | DynError::InPlace { .. } => format!("{UNDEFINED} {e}"),
        _ => e.to_string(),
    })
}

/// How an error of a pair (or dtype) the policy leaves undefined begins.
const UNDEFINED: &str = "undefined:";

/// A weak result made strong, as the library's array of it is: the policy's default dtype of its
/// kind (JAX's weakly typed `float32` array under x32 is a `float32` array).
fn strong<P: DefaultComplex>(a: DynArray<P>) -> DynArray<P> {
    let to = match a.dtype() {
        DType::WeakInt => <P::Int as promote_core::Element>::DTYPE,
        DType::WeakFloat => <P::Float as promote_core::Element>::DTYPE,
        DType::WeakComplex => <P::Complex as promote_core::Element>::DTYPE,
        DType::WeakBool => DType::Bool,
        _ => return a,
    };
    a.cast(to).unwrap_or(a)
}

/// Whether a value token of `dtype` is a subnormal float (of either part, for a complex).
fn subnormal(dtype: &str, token: &str) -> bool {
    let (exp, man) = match dtype {
        "float16" => (0x7c00u64, 0x3ffu64),
        "bfloat16" => (0x7f80, 0x7f),
        "float32" | "complex64" => (0x7f80_0000, 0x7f_ffff),
        "float64" | "complex128" => (0x7ff0_0000_0000_0000, 0xf_ffff_ffff_ffff),
        _ => return false,
    };
    token
        .split(',')
        .any(|t| u64::from_str_radix(t, 16).is_ok_and(|b| b & exp == 0 && b & man != 0))
}

/// A long array of the reference: its pattern, `n` elements of `dtype`.
fn long<T: Copy>(pattern: &str, n: usize, of: impl Fn(f64) -> T) -> Vec<T> {
    match pattern {
        "ones5000" => vec![of(1.0); n],
        p if p.starts_with("tenth") => vec![of(0.1); n],
        p if p.starts_with("altbig") => {
            let big = if size_of::<T>() == 2 { 1e4 } else { 1e8 };
            (0..n)
                .map(|i| of(if i % 2 == 0 { big } else { 1.0 }))
                .collect()
        }
        other => panic!("unknown pattern {other}"),
    }
}

/// A [`Reduction`] under the policy `$P`.
macro_rules! reduction {
    ($name:ident: $P:ty $(, f16 $f16:literal)? $(, f64 $f64:literal)?) => {
/// `sum`, `mean` or the last value of `cumsum` of a long array, by the typed `Array`.
fn $name(
    op: &str,
    dtype: &str,
    n: usize,
    pattern: &str,
) -> Result<(String, Vec<String>), String> {
    macro_rules! reduce {
        ($t:ty, $of:expr) => {{
            let a: Array<$t, $P> = Array::from_vec(long(pattern, n, $of));
            let v: $t = match op {
                "sum" => a.sum(),
                "mean" => a.mean(),
                "cumsum_last" => *a.cumsum().as_slice().last().unwrap(),
                other => panic!("unknown reduction {other}"),
            };
            Ok((dtype.to_string(), vec![v.encode()]))
        }};
    }
    match dtype {
        $($f16 => reduce!(f16, f16::from_f64),)?
        "float32" => reduce!(f32, |x| x as f32),
        $($f64 => reduce!(f64, |x| x),)?
        other => Err(format!("{UNDEFINED} no {op} of {other} under {}", <$P>::NAME)),
    }
}
    };
}

reduction!(numpy_reduction: NumPy, f16 "float16", f64 "float64");
reduction!(jax_reduction: Jax, f16 "float16", f64 "float64");
// No `float64` with 64-bit types off.
reduction!(jax_x32_reduction: JaxX32, f16 "float16");
reduction!(torch_reduction: Torch, f16 "float16", f64 "float64");
reduction!(tensorflow_reduction: TensorFlow, f16 "float16", f64 "float64");
// The standard has no `float16`.
reduction!(array_api_reduction: ArrayApi, f64 "float64");

#[test]
fn numpy_values() {
    check::<NumPy>("numpy", numpy_reduction);
}

#[test]
fn jax_values() {
    check::<Jax>("jax", jax_reduction);
}

#[test]
fn jax_x32_values() {
    check::<JaxX32>("jax-x32", jax_x32_reduction);
}

#[test]
fn torch_values() {
    check::<Torch>("torch", torch_reduction);
}

#[test]
fn tensorflow_values() {
    check::<TensorFlow>("tensorflow", tensorflow_reduction);
}

/// The Array API standard leaves values to the library: array-api-strict, its reference
/// implementation, computes with NumPy, so `ArrayApi` is held to NumPy's values on the pairs,
/// dtypes and scalars the standard defines.
#[test]
fn array_api_values() {
    check_with::<ArrayApi>(
        "numpy",
        array_api_reduction,
        Some("left undefined by the Array API standard (a compile error in the typed API)"),
    );
}

/// The typed API (`Array`, `Array0`, weak scalars) on the cases of each rule the value rules
/// change, against the same reference lines: compiled once per case, not per cell (the typed
/// operations are instantiated per pair of types, which every cell would make thousands of).
mod typed {
    use super::*;
    use promote_core::Array0;

    /// The library's tokens of one reference line, found by its first words.
    fn line(text: &str, head: &str) -> Vec<String> {
        let line = text
            .lines()
            .find(|l| l.starts_with(&format!("{head} ")))
            .unwrap_or_else(|| panic!("no reference line `{head}`"));
        line[head.len() + 1..]
            .split(' ')
            .map(String::from)
            .collect()
    }

    /// The edge values of a dtype, parsed.
    fn edges<T: Token>(text: &str, dtype: &str) -> Vec<T> {
        line(text, &format!("values {dtype}"))
            .iter()
            .map(|t| T::parse(t))
            .collect()
    }

    fn tokens<T: Token + Copy>(v: &[T]) -> Vec<String> {
        v.iter().map(|&x| x.encode()).collect()
    }

    /// `left` repeated and `right` tiled, as the reference's array-array lines pair them.
    fn outer<L: Copy, R: Copy>(left: &[L], right: &[R]) -> (Vec<L>, Vec<R>) {
        let l = left
            .iter()
            .flat_map(|&x| std::iter::repeat_n(x, right.len()))
            .collect();
        let r = (0..left.len())
            .flat_map(|_| right.iter().copied())
            .collect();
        (l, r)
    }

    /// Asserts a typed result's elements equal the line's (after its dtype), NaN as NaN.
    fn same<T: Token + Copy>(head: &str, want: &[String], got: &[T]) {
        assert_eq!(&want[1..], tokens(got).as_slice(), "{head}");
    }

    #[test]
    fn numpy_rules_on_array_and_weak() {
        let text = reference("numpy");
        let i8s: Array<i8, NumPy> = Array::from_vec(edges(&text, "int8"));
        let u8s: Array<u8, NumPy> = Array::from_vec(edges(&text, "uint8"));

        // A Python int outside int8, compared exactly.
        same(
            "less as int8 300",
            &line(&text, "less as int8 300"),
            i8s.less(weak(300)).as_slice(),
        );
        same(
            "greater_equal as int8 -129",
            &line(&text, "greater_equal as int8 -129"),
            i8s.greater_equal(weak(-129)).as_slice(),
        );
        same(
            "equal as uint8 -1",
            &line(&text, "equal as uint8 -1"),
            u8s.equal(weak(-1)).as_slice(),
        );
        let mut out: Array<bool, NumPy> = Array::from_vec(vec![false; i8s.len()]);
        i8s.less_into(weak(300), &mut out);
        same(
            "less_into as int8 300",
            &line(&text, "less as int8 300"),
            out.as_slice(),
        );

        // In arithmetic, NumPy's OverflowError: an error from `checked_`, a panic from `+`.
        assert_eq!(line(&text, "add as int8 300")[0], "E:OverflowError");
        let e = i8s.checked_add(weak(300)).unwrap_err();
        assert_eq!(
            e.to_string(),
            "Python integer 300 out of bounds for int8 (NumPy raises OverflowError)"
        );
        assert!(e.value_error().is_some());
        assert_eq!(line(&text, "sub sa uint8 -1")[0], "E:OverflowError");
        let panic = std::panic::catch_unwind(|| weak(-1) - &u8s).unwrap_err();
        let message = panic.downcast_ref::<String>().unwrap();
        assert!(
            message.starts_with("Python integer -1 out of bounds for uint8"),
            "{message}"
        );
        // Beyond i64: valid against uint64, refused against int64, compared exactly.
        let u64s: Array<u64, NumPy> = Array::from_vec(edges(&text, "uint64"));
        let i64s: Array<i64, NumPy> = Array::from_vec(edges(&text, "int64"));
        same(
            "add as uint64 18446744073709551615",
            &line(&text, "add as uint64 18446744073709551615"),
            (&u64s + weak(u64::MAX)).as_slice(),
        );
        assert_eq!(
            line(&text, "add as int64 9223372036854775808")[0],
            "E:OverflowError"
        );
        assert!(i64s.checked_add(weak(1u64 << 63)).is_err());
        same(
            "less as int64 9223372036854775808",
            &line(&text, "less as int64 9223372036854775808"),
            i64s.less(weak(1u64 << 63)).as_slice(),
        );
        same(
            "less as uint64 -9223372036854775809",
            &line(&text, "less as uint64 -9223372036854775809"),
            u64s.less(weak(i128::from(i64::MIN) - 1)).as_slice(),
        );
        // In range, as before.
        same(
            "add as int8 2",
            &line(&text, "add as int8 2"),
            (&i8s + weak(2)).as_slice(),
        );

        // int64 against uint64, exactly.
        let (l, r) = outer(
            &edges::<i64>(&text, "int64"),
            &edges::<u64>(&text, "uint64"),
        );
        let (l, r): (Array<i64, NumPy>, Array<u64, NumPy>) =
            (Array::from_vec(l), Array::from_vec(r));
        for op in ["equal", "less", "greater_equal"] {
            let head = format!("{op} aa int64 uint64");
            let got = match op {
                "equal" => l.equal(&r),
                "less" => l.less(&r),
                _ => l.greater_equal(&r),
            };
            same(&head, &line(&text, &head), got.as_slice());
        }

        // Integer powers: the full exponent, and NumPy's ValueError for a negative one.
        let (b, e) = outer(&edges::<u8>(&text, "uint8"), &edges::<u64>(&text, "uint64"));
        let (b, e): (Array<u8, NumPy>, Array<u64, NumPy>) =
            (Array::from_vec(b), Array::from_vec(e));
        same(
            "pow aa uint8 uint64",
            &line(&text, "pow aa uint8 uint64"),
            b.pow(&e).as_slice(),
        );
        assert_eq!(line(&text, "pow aa int8 int8")[0], "E:ValueError");
        let e = i8s.checked_pow(&i8s).unwrap_err();
        assert!(e
            .to_string()
            .starts_with("Integers to negative integer powers are not allowed"));

        // Floats: divmod-based floor division and remainder; a 0-d operand.
        let (x, y) = outer(
            &edges::<f64>(&text, "float64"),
            &edges::<f64>(&text, "float64"),
        );
        let (x, y): (Array<f64, NumPy>, Array<f64, NumPy>) =
            (Array::from_vec(x), Array::from_vec(y));
        for op in ["floor_divide", "remainder"] {
            let head = format!("{op} aa float64 float64");
            let got = if op == "floor_divide" {
                x.floor_divide(&y)
            } else {
                x.remainder(&y)
            };
            same(&head, &line(&text, &head), got.as_slice());
        }
        let tenth = line(&text, "floor_divide as float64 0.1");
        let fd: Array<f64, NumPy> = Array::from_vec(edges(&text, "float64"));
        same(
            "floor_divide as float64 0.1",
            &tenth,
            fd.floor_divide(weak(0.1)).as_slice(),
        );
        let zero_dim = fd.floor_divide(Array0::<f64, NumPy>::new(0.1));
        same("floor_divide with a 0-d 0.1", &tenth, zero_dim.as_slice());

        // Unary rules: integer reciprocal of 0, the sign of -0.0, complex division.
        for (dtype, head) in [
            ("uint8", "reciprocal u uint8"),
            ("int32", "reciprocal u int32"),
        ] {
            let want = line(&text, head);
            let got = match dtype {
                "uint8" => tokens(u8s.reciprocal().as_slice()),
                _ => tokens(
                    Array::<i32, NumPy>::from_vec(edges(&text, "int32"))
                        .reciprocal()
                        .as_slice(),
                ),
            };
            assert_eq!(&want[1..], got.as_slice(), "{head}");
        }
        let h: Array<f16, NumPy> = Array::from_vec(edges(&text, "float16"));
        same(
            "sign u float16",
            &line(&text, "sign u float16"),
            h.sign().as_slice(),
        );
        let (p, q) = outer(
            &edges::<Complex<f64>>(&text, "complex128"),
            &edges::<Complex<f64>>(&text, "complex128"),
        );
        let (p, q): (Array<Complex<f64>, NumPy>, Array<Complex<f64>, NumPy>) =
            (Array::from_vec(p), Array::from_vec(q));
        same(
            "div aa complex128 complex128",
            &line(&text, "div aa complex128 complex128"),
            (&p / &q).as_slice(),
        );
    }

    /// JAX and PyTorch wrap a Python int into the array's dtype, in comparisons too.
    #[test]
    fn jax_and_torch_wrap_python_ints() {
        for (name, want) in [("jax", "less as int8 300"), ("torch", "less as int8 300")] {
            let text = reference(name);
            let a: Vec<i8> = edges(&text, "int8");
            let got = match name {
                "jax" => tokens(Array::<i8, Jax>::from_vec(a).less(weak(300)).as_slice()),
                _ => tokens(Array::<i8, Torch>::from_vec(a).less(weak(300)).as_slice()),
            };
            assert_eq!(&line(&text, want)[1..], got.as_slice(), "{name}: {want}");
        }
    }

    /// PyTorch converts a 0-d operand of a logical operation into the pair's dtype first
    /// (`logical_and(uint8, 0-d int16 -32768)` is `false`, and a `float64` 1e-30 is `float16`
    /// 0); NumPy reads it as itself. The typed `Array` with `Array0`, against the `az` lines.
    #[test]
    fn torch_converts_a_zero_dim_logical_operand() {
        macro_rules! each {
            ($T:ty, $Z:ty, $P:ty, $name:literal, $l:literal, $z:literal) => {{
                let text = reference($name);
                let a: Array<$T, $P> = Array::from_vec(edges(&text, $l));
                let head = concat!("logical_and az ", $l, " ", $z);
                let results = line(&text, head).join(" ");
                let zs: Vec<$Z> = edges(&text, $z);
                assert_eq!(results.split(" | ").count(), zs.len(), "{head}");
                for (want, z) in results.split(" | ").zip(zs) {
                    let want: Vec<String> = want.split(' ').map(String::from).collect();
                    let got = a.clone().logical_and(Array0::<$Z, $P>::new(z));
                    same(
                        &format!("{}: {head} {}", $name, z.encode()),
                        &want,
                        got.as_slice(),
                    );
                }
            }};
        }
        each!(u8, i16, Torch, "torch", "uint8", "int16");
        each!(f16, f64, Torch, "torch", "float16", "float64");
        each!(i8, f32, Torch, "torch", "int8", "float32");
        each!(u8, i16, NumPy, "numpy", "uint8", "int16");
        each!(f16, f64, NumPy, "numpy", "float16", "float64");
    }

    /// JAX with 64-bit types off computes a weak result in `float32` (`int8 [0] * 1e300` is
    /// `0 * inf`, NaN): the typed `Array` with weak scalars on either side, against the lines.
    #[test]
    fn jax_x32_weak_results_compute_in_32_bits() {
        let text = reference("jax-x32");
        let a: Array<i8, JaxX32> = Array::from_vec(edges(&text, "int8"));
        let f32s = |v: &[WeakFloat]| v.iter().map(|w| w.0 as f32).collect::<Vec<f32>>();
        let head = "mul as int8 1e300";
        same(
            head,
            &line(&text, head),
            &f32s((&a * weak(1e300)).as_slice()),
        );
        let head = "mul sa int8 1e300";
        same(
            head,
            &line(&text, head),
            &f32s((weak(1e300) * &a).as_slice()),
        );
        let head = "remainder as int8 0.1";
        same(
            head,
            &line(&text, head),
            &f32s(a.remainder(weak(0.1)).as_slice()),
        );
        // And a Python int's result wraps in `int32`.
        let b: Array<i32, JaxX32> = Array::from_vec(edges(&text, "int32"));
        let head = "mul as int32 2";
        same(head, &line(&text, head), (&b * weak(2)).as_slice());
    }

    /// A Python int beyond what the library reads: JAX refuses one outside its weak int (`int64`,
    /// `int32` with 64-bit types off), PyTorch one below `int64`, and reads one above `i64::MAX`
    /// as a `uint64`.
    #[test]
    fn python_ints_beyond_the_library() {
        let jax = reference("jax");
        let a: Vec<f32> = edges(&jax, "float32");
        assert_eq!(
            line(&jax, "add as float32 9223372036854775808")[0],
            "E:OverflowError"
        );
        let e = Array::<f32, Jax>::from_vec(a)
            .checked_add(weak(1u64 << 63))
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            "Python int 9223372036854775808 too large to convert (JAX raises OverflowError)"
        );
        let x32 = reference("jax-x32");
        assert_eq!(line(&x32, "add as int8 2147483648")[0], "E:OverflowError");
        let a: Array<i8, JaxX32> = Array::from_vec(edges(&x32, "int8"));
        assert!(a.checked_add(weak(1i64 << 31)).is_err());
        same(
            "add as int8 300 (x32)",
            &line(&x32, "add as int8 300"),
            (&a + weak(300)).as_slice(),
        );

        let torch = reference("torch");
        let t: Array<i8, Torch> = Array::from_vec(edges(&torch, "int8"));
        same(
            "add as int8 18446744073709551615",
            &line(&torch, "add as int8 18446744073709551615"),
            (&t + weak(u64::MAX)).as_slice(),
        );
        assert_eq!(
            line(&torch, "add as int8 -9223372036854775809")[0],
            "E:OverflowError"
        );
        assert!(t.checked_add(weak(i128::from(i64::MIN) - 1)).is_err());
    }

    /// PyTorch raises for an integer `floor_divide` or `remainder` by zero, wherever the zero is.
    #[test]
    fn torch_integer_division_by_zero_raises() {
        let torch = reference("torch");
        for head in [
            "floor_divide aa int8 int8",
            "remainder as int8 0",
            "floor_divide sa int8 1",
            "floor_divide as int8 256",
        ] {
            assert!(line(&torch, head)[0].starts_with("E:"), "{head}");
        }
        let a: Array<i8, Torch> = Array::from_vec(edges(&torch, "int8"));
        let e = a.checked_floor_divide(&a).unwrap_err();
        assert_eq!(
            e.to_string(),
            "ZeroDivisionError: integer division by zero (PyTorch raises RuntimeError)"
        );
        assert!(a.checked_remainder(weak(0)).is_err());
        // 256 wraps to 0 in int8 before it divides.
        assert!(a.checked_floor_divide(weak(256)).is_err());
        let panic = std::panic::catch_unwind(|| weak(1) / &a);
        assert!(panic.is_ok(), "`/` is true division in PyTorch");
        let panic = std::panic::catch_unwind(|| a.floor_divide(&a)).unwrap_err();
        let message = panic.downcast_ref::<String>().unwrap();
        assert!(message.starts_with("ZeroDivisionError"), "{message}");
        // A 0-d zero divisor through `_into` (NumPy's `out=`) too: the reference's `az` line.
        assert!(line(&torch, "floor_divide az int8 int8")[0].starts_with("E:"));
        let mut out: Array<i8, Torch> = Array::from_vec(vec![0; a.len()]);
        let panic = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            a.floor_divide_into(Array0::<i8, Torch>::new(0), &mut out)
        }))
        .unwrap_err();
        let message = panic.downcast_ref::<String>().unwrap();
        assert!(message.starts_with("ZeroDivisionError"), "{message}");
        // Without a zero, as before.
        let ones: Array<i8, Torch> = Array::from_vec(vec![1; a.len()]);
        same(
            "floor_divide as int8 1",
            &line(&torch, "floor_divide as int8 1"),
            a.floor_divide(&ones).as_slice(),
        );
    }

    /// TensorFlow's rules through the typed API (the `DynArray` cells are checked above): a
    /// Python int converted into the array's dtype first, wrapped (arithmetic and comparisons),
    /// refused beyond `int64`; `floor(a / b)` for floats; an integer division by zero and a
    /// negative integer power (also one that wraps to it) refused.
    #[test]
    fn tensorflow_converts_python_ints_and_floors_the_quotient() {
        let tf = reference("tensorflow");
        let u8s: Array<u8, TensorFlow> = Array::from_vec(edges(&tf, "uint8"));
        same(
            "add as uint8 -1",
            &line(&tf, "add as uint8 -1"),
            (&u8s + weak(-1)).as_slice(),
        );
        same(
            "greater as uint8 300",
            &line(&tf, "greater as uint8 300"),
            u8s.greater(weak(300)).as_slice(),
        );
        let u32s: Array<u32, TensorFlow> = Array::from_vec(edges(&tf, "uint32"));
        same(
            "less as uint32 -1",
            &line(&tf, "less as uint32 -1"),
            u32s.less(weak(-1)).as_slice(),
        );
        let f32s: Array<f32, TensorFlow> = Array::from_vec(edges(&tf, "float32"));
        same(
            "floor_divide as float32 0.1",
            &line(&tf, "floor_divide as float32 0.1"),
            f32s.floor_divide(weak(0.1)).as_slice(),
        );
        // `1.0 // 0.1` (edge value 2): `floor(10.0)`, where NumPy's is 9.0.
        assert_eq!(f32s.floor_divide(weak(0.1)).as_slice()[2], 10.0);
        // But at the subnormal edge value (9), which TensorFlow flushes (a kept class above).
        let mut want = line(&tf, "remainder as float32 -2.5");
        let mut got = tokens(f32s.remainder(weak(-2.5)).as_slice());
        assert_eq!(want.remove(10), "1");
        got.remove(9);
        assert_eq!(&want[1..], got.as_slice(), "remainder as float32 -2.5");
        let i8s: Array<i8, TensorFlow> = Array::from_vec(edges(&tf, "int8"));
        for (head, refused) in [
            (
                "floor_divide aa int8 int8",
                i8s.checked_floor_divide(&i8s).is_err(),
            ),
            (
                "remainder as int8 256",
                i8s.checked_remainder(weak(256)).is_err(),
            ),
            ("pow aa int8 int8", i8s.checked_pow(&i8s).is_err()),
            ("pow as int8 128", i8s.checked_pow(weak(128)).is_err()),
            (
                "add as int8 9223372036854775808",
                i8s.checked_add(weak(1i128 << 63)).is_err(),
            ),
        ] {
            assert!(line(&tf, head)[0].starts_with("E:"), "{head}");
            assert!(refused, "{head}");
        }
        let e = i8s.checked_floor_divide(&i8s).unwrap_err();
        assert_eq!(
            e.to_string(),
            "Integer division by zero (TensorFlow raises InvalidArgumentError)"
        );
        let u64s: Array<u64, TensorFlow> = Array::from_vec(edges(&tf, "uint64"));
        same(
            "add as uint64 18446744073709551615",
            &line(&tf, "add as uint64 18446744073709551615"),
            (&u64s + weak(u64::MAX)).as_slice(),
        );
        assert!(line(&tf, "add as uint64 -1")[0].starts_with("E:"));
        assert!(u64s.checked_add(weak(-1)).is_err());
    }

    /// Each library's `floor_divide` and `remainder` through the typed API (the `DynArray` cells
    /// are checked above): JAX's XLA quotient by zero and `lax.rem` zero signs, PyTorch's `fmod`
    /// remainder; and JAX's logical operations, which wrap a Python int into the array's dtype.
    #[test]
    fn each_librarys_divmod_and_logical_ops() {
        let jax = reference("jax");
        let (l, r) = outer(&edges::<i8>(&jax, "int8"), &edges::<i8>(&jax, "int8"));
        let (l, r): (Array<i8, Jax>, Array<i8, Jax>) = (Array::from_vec(l), Array::from_vec(r));
        same(
            "floor_divide aa int8 int8",
            &line(&jax, "floor_divide aa int8 int8"),
            l.floor_divide(&r).as_slice(),
        );
        same(
            "remainder aa int8 int8",
            &line(&jax, "remainder aa int8 int8"),
            l.remainder(&r).as_slice(),
        );
        // XLA flushes the subnormal operand to zero (a kept class): compare the others.
        let normal: Vec<f64> = edges::<f64>(&jax, "float64");
        let keep: Vec<bool> = normal.iter().map(|x| !x.is_subnormal()).collect();
        let f: Array<f64, Jax> = Array::from_vec(normal);
        for (head, got) in [
            ("floor_divide as float64 0.1", f.floor_divide(weak(0.1))),
            ("remainder as float64 -2.5", f.remainder(weak(-2.5))),
        ] {
            let want = line(&jax, head);
            let pick = |v: &[String]| -> Vec<String> {
                v.iter()
                    .zip(&keep)
                    .filter(|(_, k)| **k)
                    .map(|(t, _)| t.clone())
                    .collect()
            };
            assert_eq!(pick(&want[1..]), pick(&tokens(got.as_slice())), "{head}");
        }
        let i8s: Array<i8, Jax> = Array::from_vec(edges(&jax, "int8"));
        same(
            "logical_and as int8 256",
            &line(&jax, "logical_and as int8 256"),
            i8s.logical_and(weak(256)).as_slice(),
        );

        let torch = reference("torch");
        let (x, y) = outer(
            &edges::<f32>(&torch, "float32"),
            &edges::<f32>(&torch, "float32"),
        );
        let (x, y): (Array<f32, Torch>, Array<f32, Torch>) =
            (Array::from_vec(x), Array::from_vec(y));
        let want = line(&torch, "remainder aa float32 float32");
        let got = tokens(x.remainder(&y).as_slice());
        // Where PyTorch's own loops differ (the kept class), the rest equal.
        let differ = want[1..]
            .iter()
            .zip(&got)
            .filter(|(w, g)| w != g && g.as_str() != "nan")
            .count();
        assert_eq!(differ, 0, "remainder aa float32 float32");
    }

    /// PyTorch converts a Python exponent into the tensor's dtype with an overflow check.
    #[test]
    fn torch_checks_a_python_exponent() {
        let torch = reference("torch");
        for head in [
            "pow as int8 -1",
            "pow as uint8 256",
            "pow as float16 65536.0",
        ] {
            assert!(line(&torch, head)[0].starts_with("E:"), "{head}");
        }
        let i8s: Array<i8, Torch> = Array::from_vec(edges(&torch, "int8"));
        let e = i8s.checked_pow(weak(-1)).unwrap_err();
        assert!(
            e.to_string()
                .starts_with("Integers to negative integer powers"),
            "{e}"
        );
        let u8s: Array<u8, Torch> = Array::from_vec(edges(&torch, "uint8"));
        assert!(u8s.checked_pow(weak(256)).is_err());
        let h: Array<f16, Torch> = Array::from_vec(edges(&torch, "float16"));
        assert!(h.checked_pow(weak(65536.0)).is_err());
        same(
            "pow as uint8 2",
            &line(&torch, "pow as uint8 2"),
            u8s.pow(weak(2)).as_slice(),
        );
    }
}
