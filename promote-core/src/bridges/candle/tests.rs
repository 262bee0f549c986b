use super::ops::convert;
use super::*;
use crate::policies::{
    ArrayApi, Jax, JaxLax, JaxStrict, JaxX32, MegEngine, MegEngineMep3, NumPy, NumPyMl, OneFlow,
    Paddle, TensorFlow, Torch,
};
use crate::{bf16, f16, Element, PromoteEq, PromoteOrd, ZeroDim, F8E4M3FN};
use crate::{ArrayKind, DType, Op, Policy};
use candle_core::Tensor;
use candle_core::{DType as C, Device};
use core::marker::PhantomData;

/// The candle dtypes candle computes on.
const COMPUTABLE: [C; 10] = [
    C::U8,
    C::U32,
    C::I16,
    C::I32,
    C::I64,
    C::BF16,
    C::F16,
    C::F32,
    C::F64,
    C::F8E4M3,
];

/// A 1-d tensor of `values` (small integers, exact in every dtype) in `dtype`.
fn tensor(values: &[f64], dtype: C) -> Tensor {
    Tensor::new(values, &Device::Cpu)
        .and_then(|t| t.to_dtype(dtype))
        .unwrap()
}

fn values(t: &Tensor) -> Vec<f64> {
    convert(t, C::F64)
        .and_then(|t| t.flatten_all())
        .and_then(|t| t.to_vec1::<f64>())
        .unwrap()
}

// The compile-time comparison types, read by autoref specialisation (as `promote-tests`'
// `Probe` does): `Defined` where the impl exists, `Undefined` otherwise.
struct Probe<L, R, P, F>(PhantomData<(L, R, P, F)>);
struct EqFamily;
struct OrdFamily;
trait Defined {
    fn probe(&self) -> Option<DType>;
}
trait Undefined {
    fn probe(&self) -> Option<DType>;
}
impl<L: PromoteEq<R, P>, R, P: Policy> Defined for Probe<L, R, P, EqFamily> {
    fn probe(&self) -> Option<DType> {
        Some(<<L as PromoteEq<R, P>>::Compute as Element>::DTYPE)
    }
}
impl<L: PromoteOrd<R, P>, R, P: Policy> Defined for Probe<L, R, P, OrdFamily> {
    fn probe(&self) -> Option<DType> {
        Some(<<L as PromoteOrd<R, P>>::Compute as Element>::DTYPE)
    }
}
impl<L, R, P, F> Undefined for &Probe<L, R, P, F> {
    fn probe(&self) -> Option<DType> {
        None
    }
}

/// An operand type of the probes: an element type (an array's) or a `ZeroDim` (a 0-d one).
trait Operand {
    const KIND: ArrayKind;
    const DTYPE: DType;
}
impl<T: Element> Operand for T {
    const KIND: ArrayKind = ArrayKind::Array;
    const DTYPE: DType = T::DTYPE;
}
impl<T: Element> Operand for ZeroDim<T> {
    const KIND: ArrayKind = ArrayKind::Array0;
    const DTYPE: DType = T::DTYPE;
}

/// One compile-time comparison type: `(lhs kind, lhs, rhs kind, rhs)` and the compute type.
type Cell = (ArrayKind, DType, ArrayKind, DType, Option<DType>);

macro_rules! probe_grid {
    ($grid:ident, $P:ty, $F:ty; [$($L:ty),*]; $R:tt) => {
        $(probe_grid!(@row $grid, $P, $F, $L, $R);)*
    };
    (@row $grid:ident, $P:ty, $F:ty, $L:ty, [$($R:ty),*]) => {
        $($grid.push((
            <$L as Operand>::KIND,
            <$L as Operand>::DTYPE,
            <$R as Operand>::KIND,
            <$R as Operand>::DTYPE,
            (&Probe::<$L, $R, $P, $F>(PhantomData)).probe(),
        ));)*
    };
}

/// The compile-time compute types of `==` and `<` under `P` for every pair of the Rust types
/// of candle's computable dtypes, as arrays and as 0-d arrays, on either side.
macro_rules! compile_time_comparisons {
    ($P:ty) => {{
        let (mut eq, mut ord): (Vec<Cell>, Vec<Cell>) = (Vec::new(), Vec::new());
        compile_time_comparisons!(@family eq, $P, EqFamily);
        compile_time_comparisons!(@family ord, $P, OrdFamily);
        (eq, ord)
    }};
    (@family $grid:ident, $P:ty, $F:ty) => {
        probe_grid!($grid, $P, $F;
            [u8, u32, i16, i32, i64, bf16, f16, f32, f64, F8E4M3FN,
             ZeroDim<u8>, ZeroDim<u32>, ZeroDim<i16>, ZeroDim<i32>, ZeroDim<i64>,
             ZeroDim<bf16>, ZeroDim<f16>, ZeroDim<f32>, ZeroDim<f64>, ZeroDim<F8E4M3FN>];
            [u8, u32, i16, i32, i64, bf16, f16, f32, f64, F8E4M3FN,
             ZeroDim<u8>, ZeroDim<u32>, ZeroDim<i16>, ZeroDim<i32>, ZeroDim<i64>,
             ZeroDim<bf16>, ZeroDim<f16>, ZeroDim<f32>, ZeroDim<f64>, ZeroDim<F8E4M3FN>]);
    };
}

/// How many (operand kinds, pair, operation) ended each way.
#[derive(Default, Debug)]
struct Counts {
    ok: usize,
    undefined: usize,
    not_in_policy: usize,
    unrepresentable: usize,
}

/// An operand: `[3, 2]` (lhs) or `[1, 2]` (rhs) as an array, `3` or `1` as a 0-d one: small
/// integers, so that every result below is exact in every dtype.
fn operand_tensor(lhs: bool, kind: ArrayKind, dtype: C) -> (Tensor, Vec<f64>) {
    let values = match (lhs, kind) {
        (true, ArrayKind::Array) => vec![3.0, 2.0],
        (false, ArrayKind::Array) => vec![1.0, 2.0],
        (true, ArrayKind::Array0) => vec![3.0],
        (false, ArrayKind::Array0) => vec![1.0],
    };
    let t = match kind {
        ArrayKind::Array => tensor(&values, dtype),
        ArrayKind::Array0 => Tensor::new(values[0], &Device::Cpu)
            .and_then(|t| t.to_dtype(dtype))
            .unwrap(),
    };
    (t, values)
}

/// `op` on two small integers, as the candle result holds it (comparisons give 0 or 1).
fn expected_value(op: Operation, x: f64, y: f64) -> f64 {
    let t = |c: bool| if c { 1.0 } else { 0.0 };
    match op {
        Operation::Add => x + y,
        Operation::Sub => x - y,
        Operation::Mul => x * y,
        Operation::Div => x / y, // exact in floats: 3 / 1, 3 / 2, 2 / 2, 2 / 1
        Operation::Maximum => x.max(y),
        Operation::Minimum => x.min(y),
        Operation::Eq => t(x == y),
        Operation::Ne => t(x != y),
        Operation::Lt => t(x < y),
        Operation::Le => t(x <= y),
        Operation::Gt => t(x > y),
        Operation::Ge => t(x >= y),
    }
}

/// Every operation on every pair of computable candle dtypes under `P`, for each kind of
/// operand on each side: the dtype is the policy's (its run-time mirror; for comparisons the
/// compile-time compute type), the values are right, and the rest are the right errors.
fn check_policy<P: Policy>(eq: &[Cell], ord: &[Cell]) -> Counts {
    use ArrayKind::{Array, Array0};
    let mut counts = Counts::default();
    for (lk, rk) in [
        (Array, Array),
        (Array, Array0),
        (Array0, Array),
        (Array0, Array0),
    ] {
        for &lc in &COMPUTABLE {
            for &rc in &COMPUTABLE {
                let (l, r) = (from_candle(lc).unwrap(), from_candle(rc).unwrap());
                let (lhs, a) = operand_tensor(true, lk, lc);
                let (rhs, b) = operand_tensor(false, rk, rc);
                let known = P::DTYPES.contains(&l) && P::DTYPES.contains(&r);
                if (lk, rk) == (Array, Array) {
                    assert_eq!(
                        P::binary_result(Op::Add, Array, l, Array, r),
                        P::result_type(l, r)
                    );
                }
                for op in Operation::ALL {
                    let what = format!("{} {op}({l} {lk:?}, {r} {rk:?})", P::NAME);
                    let mirror = P::binary_result(op.family(), lk, l, rk, r);
                    let expected = if op.is_comparison() {
                        let grid = if op.family() == Op::Eq { eq } else { ord };
                        let cell = grid
                            .iter()
                            .find(|c| (c.0, c.1, c.2, c.3) == (lk, l, rk, r))
                            .unwrap();
                        assert_eq!(
                            cell.4.map(|_| DType::Bool),
                            mirror,
                            "{what}: compile time and the mirror disagree"
                        );
                        cell.4
                    } else {
                        mirror
                    };
                    let got = apply::<P>(op, &lhs, &rhs);
                    let via_trait = lhs.apply_with::<P>(op, &rhs);
                    match (expected.map(to_candle), got) {
                        (Some(Ok(dtype)), Ok(result)) => {
                            counts.ok += 1;
                            if op == Operation::Div && dtype.is_int() {
                                assert_eq!(P::NAME, "JaxLax", "{what}: an integer quotient");
                            }
                            assert!(known, "{what}");
                            assert_eq!(operand_dtype::<P>(op, &lhs, &rhs).unwrap(), dtype);
                            let result_dtype = if op.is_comparison() { C::U8 } else { dtype };
                            assert_eq!(result.dtype(), result_dtype, "{what}");
                            let rank = if (lk, rk) == (Array0, Array0) { 0 } else { 1 };
                            assert_eq!(result.rank(), rank, "{what}");
                            let n = a.len().max(b.len());
                            let want: Vec<f64> = (0..n)
                                .map(|i| {
                                    let (x, y) = (a[i.min(a.len() - 1)], b[i.min(b.len() - 1)]);
                                    let v = expected_value(op, x, y);
                                    if dtype.is_int() {
                                        v.trunc()
                                    } else {
                                        v
                                    } // lax.div
                                })
                                .collect();
                            assert_eq!(values(&result), want, "{what}");
                            assert_eq!(values(&via_trait.unwrap()), want, "{what}");
                        }
                        (Some(Err(_)), Err(Error::Unrepresentable { dtype, .. })) => {
                            counts.unrepresentable += 1;
                            assert_eq!(Some(dtype), expected, "{what}");
                            assert!(matches!(via_trait, Err(Error::Unrepresentable { .. })));
                        }
                        (None, Err(Error::NotInPolicy { policy, dtype })) => {
                            counts.not_in_policy += 1;
                            assert!(!known, "{what}");
                            assert_eq!(policy, P::NAME);
                            assert!(!P::DTYPES.contains(&dtype), "{what}");
                        }
                        (None, Err(error @ Error::Undefined { .. })) => {
                            counts.undefined += 1;
                            assert!(known, "{what}");
                            let message = error.to_string();
                            let start = format!(
                                "`{op}` of `{l}` and `{r}` is undefined under the policy `{}`",
                                P::NAME
                            );
                            assert!(message.starts_with(&start), "{message}");
                        }
                        (expected, got) => {
                            panic!("{what}: expected {expected:?}, got {got:?}")
                        }
                    }
                }
            }
        }
    }
    counts
}

macro_rules! every_policy {
    ($($test:ident: $P:ty;)*) => {$(
        #[test]
        fn $test() {
            let (eq, ord) = compile_time_comparisons!($P);
            let counts = check_policy::<$P>(&eq, &ord);
            std::println!("{}: {counts:?}", <$P as Policy>::NAME);
            assert!(counts.ok > 0);
            // No built-in policy computes a pair of candle dtypes in a dtype candle lacks.
            assert_eq!(counts.unrepresentable, 0);
            storage_only_is_an_error::<$P>();
        }
    )*};
}

every_policy! {
    numpy: NumPy;
    numpy_ml: NumPyMl;
    jax: Jax;
    jax_strict: JaxStrict;
    jax_x32: JaxX32;
    jax_lax: JaxLax;
    torch: Torch;
    array_api: ArrayApi;
    paddle: Paddle;
    tensorflow: TensorFlow;
    megengine: MegEngine;
    megengine_mep3: MegEngineMep3;
    oneflow: OneFlow;
}

/// The policies of the catalog are the ones `every_policy!` tests.
#[test]
fn every_catalog_policy_is_tested() {
    let tested = [
        NumPy::NAME,
        NumPyMl::NAME,
        Jax::NAME,
        JaxStrict::NAME,
        JaxX32::NAME,
        JaxLax::NAME,
        Torch::NAME,
        ArrayApi::NAME,
        Paddle::NAME,
        TensorFlow::NAME,
        MegEngine::NAME,
        MegEngineMep3::NAME,
        OneFlow::NAME,
    ];
    let catalog: Vec<_> = crate::policies::catalog::ALL
        .iter()
        .map(|e| e.name)
        .collect();
    assert_eq!(catalog, tested);
}

fn storage_only_is_an_error<P: Policy>() {
    let f32s = tensor(&[1.0], C::F32);
    for dtype in STORAGE_ONLY {
        let t = Tensor::from_raw_buffer(&[0u8; 2], dtype, &[2], &Device::Cpu).unwrap();
        for op in Operation::ALL {
            for (l, r) in [(&t, &f32s), (&f32s, &t), (&t, &t)] {
                match apply::<P>(op, l, r) {
                    Err(Error::StorageOnly(d)) => assert_eq!(d, dtype),
                    other => panic!("{} {op} on {dtype:?}: {other:?}", P::NAME),
                }
            }
        }
    }
}

crate::promotion_lattice! {
    /// `u8` and `u32` meet in `u64`, which candle lacks.
    pub struct Wide;
    lattice { u8: [u64], u32: [u64] }
}

#[test]
fn a_result_candle_lacks_is_an_error() {
    let (a, b) = (tensor(&[1.0], C::U8), tensor(&[2.0], C::U32));
    assert_eq!(Wide::result_type(DType::U8, DType::U32), Some(DType::U64));
    for op in [
        Operation::Add,
        Operation::Maximum,
        Operation::Lt,
        Operation::Eq,
    ] {
        let error = apply::<Wide>(op, &a, &b).unwrap_err();
        assert!(
            matches!(
                error,
                Error::Unrepresentable {
                    dtype: DType::U64,
                    ..
                }
            ),
            "{error:?}"
        );
        assert_eq!(
            error.to_string(),
            format!(
                "under the policy `Wide`, `{op}` of `u8` and `u32` is computed in `u64`, \
                 which candle does not have (it has u8, u32, i16, i32, i64, bf16, f16, f32, \
                 f64, f8e4m3 (f8e4m3fn), f6e2m3 (f6e2m3fn), f6e3m2 (f6e3m2fn), \
                 f4 (f4e2m1fn), f8e8m0 (f8e8m0fnu))"
            )
        );
    }
    assert_eq!(add::<Wide>(&a, &a).unwrap().dtype(), C::U8);
}

#[test]
fn conversions_both_ways() {
    for (ours, theirs) in DTYPES {
        assert_eq!(to_candle(ours).unwrap(), theirs);
        assert_eq!(from_candle(theirs).unwrap(), ours);
        assert_eq!(candle_core::DType::try_from(ours).unwrap(), theirs);
        assert_eq!(DType::try_from(theirs).unwrap(), ours);
    }
    let mut missing = 0;
    for dtype in DType::ALL.into_iter().chain(DType::NARROW) {
        if DTYPES.iter().any(|&(ours, _)| ours == dtype) {
            continue;
        }
        missing += 1;
        let error = to_candle(dtype).unwrap_err();
        assert!(matches!(error, Error::NotInCandle(d) if d == dtype));
        assert_eq!(
            error.to_string(),
            format!(
                "candle has no dtype `{dtype}`; it has u8, u32, i16, i32, i64, bf16, f16, \
                 f32, f64, f8e4m3 (f8e4m3fn), f6e2m3 (f6e2m3fn), f6e3m2 (f6e3m2fn), \
                 f4 (f4e2m1fn), f8e8m0 (f8e8m0fnu)"
            )
        );
    }
    assert_eq!(missing, 20 + 18 - 14);
    assert!(to_candle(DType::Custom("q16")).is_err());
    // The IEEE-like f8e4m3 is not candle's f8e4m3 (which is float8_e4m3fn).
    assert!(to_candle(DType::F8E4M3).is_err());
}

#[test]
fn candle_f8e4m3_is_float8_e4m3fn() {
    // 448 is the largest finite float8_e4m3fn; IEEE-like e4m3 has 240 and infinities.
    let t = tensor(&[448.0, 1e6, -0.0], C::F8E4M3);
    let back = values(&t);
    assert_eq!(back[0], 448.0);
    assert_eq!(back[1], 448.0); // float8 saturates
    let ours = crate::F8E4M3FN::from_f32(448.0);
    assert_eq!(f64::from(f32::from(ours)), 448.0);
}

#[test]
fn broadcasting_is_candles() {
    let a = Tensor::new(&[[1i64], [2]], &Device::Cpu).unwrap(); // [2, 1]
    let b = Tensor::new(&[0.5f32, 1.5, 2.5], &Device::Cpu).unwrap(); // [3]
    let c = add::<Torch>(&a, &b).unwrap();
    assert_eq!(c.dims(), [2, 3]);
    assert_eq!(c.dtype(), C::F32);
    assert_eq!(
        c.to_vec2::<f32>().unwrap(),
        [[1.5, 2.5, 3.5], [2.5, 3.5, 4.5]]
    );
    let m = a.lt_with::<NumPy>(&b).unwrap();
    assert_eq!(m.to_vec2::<u8>().unwrap(), [[0, 1, 1], [0, 0, 1]]);
    let bad = Tensor::new(&[1.0f32, 2.0], &Device::Cpu).unwrap();
    let error = add::<Torch>(&b, &bad).unwrap_err();
    assert!(matches!(error, Error::Candle(_)), "{error:?}");
    assert!(std::error::Error::source(&error).is_some());
}

#[test]
fn rank_zero_tensors_are_zero_dim_operands() {
    let a = tensor(&[1.0, 2.0], C::I16);
    let scalar = Tensor::new(5i64, &Device::Cpu).unwrap();
    assert_eq!(scalar.rank(), 0);
    // PyTorch: a 0-d i64 does not widen an i16 tensor; NumPy 2 and JAX treat it as an array.
    assert_eq!(add::<Torch>(&a, &scalar).unwrap().dtype(), C::I16);
    assert_eq!(add::<Torch>(&scalar, &a).unwrap().dtype(), C::I16);
    assert_eq!(add::<NumPy>(&a, &scalar).unwrap().dtype(), C::I64);
    assert_eq!(add::<Jax>(&a, &scalar).unwrap().dtype(), C::I64);
    assert_eq!(values(&add::<Torch>(&a, &scalar).unwrap()), [6.0, 7.0]);
    // A 0-d float still wins over an integer tensor (a higher category), with its own width.
    let half = Tensor::new(0.5f64, &Device::Cpu).unwrap();
    assert_eq!(mul::<Torch>(&a, &half).unwrap().dtype(), C::F64);
    assert_eq!(
        operand_dtype::<Torch>(Operation::Eq, &a, &scalar).unwrap(),
        C::I16
    );
}

#[test]
fn integer_division_by_zero_is_an_error() {
    let a = tensor(&[4.0, 2.0], C::I32);
    let b = tensor(&[2.0, 0.0], C::I32);
    assert_eq!(
        operand_dtype::<JaxLax>(Operation::Div, &a, &b).unwrap(),
        C::I32
    );
    let error = div::<JaxLax>(&a, &b).unwrap_err();
    assert!(matches!(error, Error::DivisionByZero { dtype: DType::I32 }));
    assert_eq!(
        error.to_string(),
        "integer division by zero in `i32` (candle's integer division would panic)"
    );
    // lax.div truncates toward zero, as candle's integer division does.
    let c = tensor(&[-7.0, 7.0], C::I32);
    let d = tensor(&[2.0, 2.0], C::I32);
    assert_eq!(values(&div::<JaxLax>(&c, &d).unwrap()), [-3.0, 3.0]);
    // A float division by zero is IEEE's.
    let q = div::<Torch>(&a, &b).unwrap();
    assert_eq!(values(&q), [2.0, f64::INFINITY]);
}

#[test]
fn integer_division_overflow_is_an_error() {
    // The minimum of each signed type divided by -1, in either position of a broadcast.
    for (dtype, minimum) in [
        (C::I16, f64::from(i16::MIN)),
        (C::I32, f64::from(i32::MIN)),
        (C::I64, -(2f64.powi(63))),
    ] {
        let a = tensor(&[minimum, minimum, 6.0], dtype);
        for b in [tensor(&[1.0, -1.0, -1.0], dtype), tensor(&[-1.0], dtype)] {
            let error = div::<JaxLax>(&a, &b).unwrap_err();
            let expected = from_candle(dtype).unwrap();
            assert!(
                matches!(error, Error::DivisionOverflow { dtype } if dtype == expected),
                "{error}"
            );
        }
        // The minimum divided by anything else, and anything else by -1, divide.
        let b = tensor(&[1.0, 2.0, -1.0], dtype);
        assert_eq!(
            values(&div::<JaxLax>(&a, &b).unwrap()),
            [minimum, minimum / 2.0, -6.0]
        );
    }
    // `u8` has no negative divisor.
    let a = tensor(&[255.0], C::U8);
    assert_eq!(values(&div::<JaxLax>(&a, &a).unwrap()), [1.0]);
    assert_eq!(
        div::<JaxLax>(&tensor(&[f64::from(i32::MIN)], C::I32), &tensor(&[-1.0], C::I32))
            .unwrap_err()
            .to_string(),
        "integer division of `i32`'s minimum by -1 overflows (candle's integer division would panic)"
    );
}

#[test]
fn messages() {
    let u = tensor(&[1.0], C::U32);
    let i = tensor(&[1.0], C::I64);
    assert_eq!(
        add::<Paddle>(&u, &i).unwrap_err().to_string(),
        "the policy `Paddle` has no dtype `u32`"
    );
    let f4 = Tensor::from_raw_buffer(&[0u8], C::F4, &[1], &Device::Cpu).unwrap();
    assert_eq!(
        add::<Jax>(&f4, &i).unwrap_err().to_string(),
        "candle only stores `f4 (f4e2m1fn)`: it neither converts nor computes on it"
    );
}
