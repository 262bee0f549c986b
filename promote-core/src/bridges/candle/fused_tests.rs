//! The fused path against the unfused one, bit for bit (a NaN being any NaN), for every built-in
//! policy compiled in, every pair of candle's computable dtypes and every operation; that it is
//! taken where it should be; and that the inputs it declines still compute. CI runs them in an
//! optimized build too, where the loops are vectorized.

use std::cell::Cell;
use std::panic::{self, AssertUnwindSafe};
use std::sync::Once;

use candle_core::{DType as C, Device, Tensor};

use super::ops::unfused;
use super::{apply, operand_dtype, Operation};
use crate::{bf16, f16, Policy};

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

/// The fused path of `op` on `lhs` and `rhs` under `P` (`None`: declined, or an error that the
/// unfused path reports).
fn fused<P: Policy>(op: Operation, lhs: &Tensor, rhs: &Tensor) -> Option<Tensor> {
    let dtype = operand_dtype::<P>(op, lhs, rhs).ok()?;
    super::fused::fused(op, lhs, rhs, dtype)
}

/// Floats that every float dtype is given (rounded to it), besides its own extremes.
const FLOATS: [f64; 14] = [
    0.0,
    -0.0,
    1.0,
    -1.0,
    0.5,
    -2.25,
    1.0 / 3.0,
    3.0,
    7.0,
    2049.0,
    16_777_217.0,
    1e10,
    f64::INFINITY,
    f64::NEG_INFINITY,
];

/// Edge values of `dtype`: zero, ±1, small values, fractions, the extremes, values that round in
/// narrower types, ±∞ and NaN (positive and negative).
fn edge_values(dtype: C) -> Tensor {
    let cpu = &Device::Cpu;
    let floats = |extremes: &[f64]| -> Vec<f64> {
        let mut all = FLOATS.to_vec();
        all.extend_from_slice(extremes);
        all.extend([f64::NAN, -f64::NAN]);
        all
    };
    let tensor = match dtype {
        C::U8 => Tensor::new(&[0u8, 1, 2, 3, 7, 100, 127, 128, 200, 254, 255], cpu),
        C::U32 => Tensor::new(
            &[
                0u32,
                1,
                2,
                3,
                7,
                255,
                256,
                65_535,
                16_777_217,
                1 << 31,
                u32::MAX - 1,
                u32::MAX,
            ],
            cpu,
        ),
        C::I16 => Tensor::new(
            &[
                0i16,
                1,
                -1,
                2,
                -3,
                7,
                255,
                -256,
                2049,
                i16::MAX,
                i16::MIN,
                i16::MIN + 1,
            ],
            cpu,
        ),
        C::I32 => Tensor::new(
            &[
                0i32,
                1,
                -1,
                2,
                -3,
                7,
                2049,
                16_777_217,
                -16_842_753,
                i32::MAX,
                i32::MIN,
                i32::MIN + 1,
            ],
            cpu,
        ),
        C::I64 => Tensor::new(
            &[
                0i64,
                1,
                -1,
                2,
                -3,
                7,
                2049,
                16_777_217,
                (1 << 53) + 1,
                -(1 << 40) - 1,
                i64::MAX,
                i64::MIN,
            ],
            cpu,
        ),
        C::BF16 => {
            let extremes = [bf16::MAX, bf16::MIN, bf16::MIN_POSITIVE, bf16::from_bits(1)];
            let mut v: Vec<bf16> = floats(&[]).into_iter().map(bf16::from_f64).collect();
            v.extend(extremes);
            Tensor::new(v.as_slice(), cpu)
        }
        C::F16 => {
            let extremes = [f16::MAX, f16::MIN, f16::MIN_POSITIVE, f16::from_bits(1)];
            let mut v: Vec<f16> = floats(&[]).into_iter().map(f16::from_f64).collect();
            v.extend(extremes);
            Tensor::new(v.as_slice(), cpu)
        }
        C::F32 => {
            let extremes = [f32::MAX, f32::MIN, f32::MIN_POSITIVE, f32::from_bits(1)];
            let v: Vec<f32> = floats(&extremes.map(f64::from))
                .into_iter()
                .map(|x| x as f32)
                .collect();
            Tensor::new(v.as_slice(), cpu)
        }
        C::F64 => Tensor::new(
            floats(&[f64::MAX, f64::MIN, f64::MIN_POSITIVE, f64::from_bits(1)]).as_slice(),
            cpu,
        ),
        C::F8E4M3 => Tensor::new(
            &[
                0.0f32,
                -0.0,
                1.0,
                -1.0,
                0.5,
                -2.25,
                3.0,
                7.0,
                448.0,
                -448.0,
                0.001953125,
            ],
            cpu,
        )
        .and_then(|t| t.to_dtype(C::F8E4M3)),
        other => panic!("{other:?} is not computable"),
    };
    tensor.unwrap()
}

/// What [`bits`] gives every NaN.
const NAN: u64 = u64::MAX;

/// A tensor's elements as bits, whatever its dtype, and every NaN as [`NAN`]: a NaN result's sign
/// and payload are not specified (Rust's float arithmetic, RFC 3514, leaves them open, and x86
/// returns the NaN of whichever operand the compiled code puts first), so an optimized build of
/// the fused path and candle's kernel can give `NaN + -NaN` different signs.
fn bits(t: &Tensor) -> Vec<u64> {
    let t = t.flatten_all().unwrap();
    let v = |t: &Tensor| -> Vec<u64> {
        match t.dtype() {
            C::U8 => t
                .to_vec1::<u8>()
                .unwrap()
                .into_iter()
                .map(u64::from)
                .collect(),
            C::U32 => t
                .to_vec1::<u32>()
                .unwrap()
                .into_iter()
                .map(u64::from)
                .collect(),
            C::I16 => t
                .to_vec1::<i16>()
                .unwrap()
                .into_iter()
                .map(|x| x as u64)
                .collect(),
            C::I32 => t
                .to_vec1::<i32>()
                .unwrap()
                .into_iter()
                .map(|x| x as u64)
                .collect(),
            C::I64 => t
                .to_vec1::<i64>()
                .unwrap()
                .into_iter()
                .map(|x| x as u64)
                .collect(),
            C::BF16 => t
                .to_vec1::<bf16>()
                .unwrap()
                .into_iter()
                .map(|x| {
                    if x.is_nan() {
                        NAN
                    } else {
                        u64::from(x.to_bits())
                    }
                })
                .collect(),
            C::F16 => t
                .to_vec1::<f16>()
                .unwrap()
                .into_iter()
                .map(|x| {
                    if x.is_nan() {
                        NAN
                    } else {
                        u64::from(x.to_bits())
                    }
                })
                .collect(),
            C::F32 => t
                .to_vec1::<f32>()
                .unwrap()
                .into_iter()
                .map(|x| {
                    if x.is_nan() {
                        NAN
                    } else {
                        u64::from(x.to_bits())
                    }
                })
                .collect(),
            C::F64 => t
                .to_vec1::<f64>()
                .unwrap()
                .into_iter()
                .map(|x| if x.is_nan() { NAN } else { x.to_bits() })
                .collect(),
            other => panic!("{other:?} has no bits here"),
        }
    };
    if t.dtype() == C::F8E4M3 {
        // Exact: f32 holds every f8e4m3 value, NaN included.
        v(&t.to_dtype(C::F32).unwrap())
    } else {
        v(&t)
    }
}

thread_local! {
    /// Whether this thread's panics are expected (integer overflow in a debug build, in both
    /// paths) and so not printed.
    static QUIET: Cell<bool> = const { Cell::new(false) };
}

/// `f()`, or `None` if it panicked, without printing the panic.
fn quietly<T>(f: impl FnOnce() -> T) -> Option<T> {
    static HOOK: Once = Once::new();
    HOOK.call_once(|| {
        let default = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if !QUIET.with(Cell::get) {
                default(info);
            }
        }));
    });
    QUIET.with(|q| q.set(true));
    let result = panic::catch_unwind(AssertUnwindSafe(f));
    QUIET.with(|q| q.set(false));
    result.ok()
}

/// What the comparison saw.
#[derive(Debug, Default)]
struct Counts {
    /// Rows the fused path computed, equal to the unfused path's.
    fused: usize,
    /// Rows where both paths panicked (integer overflow in a debug build).
    both_panicked: usize,
    /// Rows the fused path declined.
    declined: usize,
}

/// Every pair, operation and row of edge values under `P`: where the fused path computes, its
/// result is the unfused one (dtype, shape, bits); where it panics, so does the unfused one.
fn check_policy<P: Policy>() -> Counts {
    let mut counts = Counts::default();
    for lhs_dtype in COMPUTABLE {
        let lhs_all = edge_values(lhs_dtype);
        for rhs_dtype in COMPUTABLE {
            let rhs = edge_values(rhs_dtype);
            let n = rhs.elem_count();
            // One row per left value, against every right value: a row that overflows an
            // integer (a panic in a debug build) leaves the others compared.
            for i in 0..lhs_all.elem_count() {
                let lhs = lhs_all
                    .narrow(0, i, 1)
                    .and_then(|t| t.broadcast_as(n))
                    .and_then(|t| t.contiguous())
                    .unwrap();
                for op in Operation::ALL {
                    let what = format!("{} {lhs_dtype:?} {op} {rhs_dtype:?} row {i}", P::NAME);
                    let Some(got) = quietly(|| fused::<P>(op, &lhs, &rhs)) else {
                        assert!(
                            quietly(|| unfused::<P>(op, &lhs, &rhs)).is_none(),
                            "{what}: the fused path panicked, the unfused one did not"
                        );
                        counts.both_panicked += 1;
                        continue;
                    };
                    let Some(got) = got else {
                        counts.declined += 1;
                        continue;
                    };
                    let expected = unfused::<P>(op, &lhs, &rhs)
                        .unwrap_or_else(|e| panic!("{what}: fused computed, unfused: {e}"));
                    assert_eq!(got.dtype(), expected.dtype(), "{what}");
                    assert_eq!(got.dims(), expected.dims(), "{what}");
                    assert_eq!(
                        bits(&got),
                        bits(&expected),
                        "{what}: {got} against {expected}"
                    );
                    counts.fused += 1;
                }
            }
        }
    }
    counts
}

macro_rules! every_policy {
    ($($test:ident: $feature:literal $P:ident $fuses:literal;)*) => {$(
        #[cfg(feature = $feature)]
        #[test]
        fn $test() {
            let counts = check_policy::<crate::policies::$P>();
            std::println!("{}: {counts:?}", stringify!($P));
            assert_eq!(counts.fused > 0, $fuses, "{counts:?}");
        }
    )*};
}

// `jax.lax` promotes nothing: a mixed pair is undefined, a pair of one dtype has nothing to
// convert (and its integer division, an integer, is left to the unfused path's zero check).
every_policy! {
    fused_numpy: "numpy" NumPy true;
    fused_numpy_ml: "numpy-ml" NumPyMl true;
    fused_jax: "jax" Jax true;
    fused_jax_strict: "jax-strict" JaxStrict true;
    fused_jax_x32: "jax-x32" JaxX32 true;
    fused_jax_lax: "jax-lax" JaxLax false;
    fused_torch: "torch" Torch true;
    fused_array_api: "array-api" ArrayApi true;
    fused_paddle: "paddle" Paddle true;
    fused_tensorflow: "tensorflow" TensorFlow true;
    fused_megengine: "megengine" MegEngine true;
    fused_megengine_mep3: "megengine-mep3" MegEngineMep3 true;
    fused_oneflow: "oneflow" OneFlow true;
}

#[cfg(all(feature = "torch", feature = "numpy"))]
mod taken {
    use super::*;
    use crate::policies::{NumPy, Torch};

    fn cpu<A: candle_core::NdArray>(values: A) -> Tensor {
        Tensor::new(values, &Device::Cpu).unwrap()
    }

    /// Contiguous tensors of one shape and of dtypes to convert: fused, for every operation.
    #[test]
    fn contiguous_same_shape_is_fused() {
        let a = cpu(&[[1u8, 2, 3], [4, 5, 6]]);
        let b = cpu(&[[0.5f32, 2.0, -1.0], [4.0, f32::NAN, 9.0]]);
        for op in Operation::ALL {
            let got = fused::<Torch>(op, &a, &b).unwrap_or_else(|| panic!("{op} not fused"));
            assert_eq!(got.dims(), [2, 3]);
            let through = apply::<Torch>(op, &a, &b).unwrap();
            assert_eq!(bits(&got), bits(&through), "{op}");
        }
        let sum = fused::<Torch>(Operation::Add, &a, &b).unwrap();
        assert_eq!(sum.dtype(), C::F32);
        assert_eq!(sum.to_vec2::<f32>().unwrap()[0], [1.5, 4.0, 2.0]);
        let lt = fused::<Torch>(Operation::Lt, &a, &b).unwrap();
        assert_eq!(lt.dtype(), C::U8);
        assert_eq!(lt.to_vec2::<u8>().unwrap(), [[0, 0, 0], [0, 0, 1]]);
        // NumPy: i64 + f32 is f64.
        let i = cpu(&[1i64, -2, 1 << 40]);
        let f = cpu(&[0.25f32, 0.5, 1.0]);
        let d = fused::<NumPy>(Operation::Add, &i, &f).unwrap();
        assert_eq!(d.dtype(), C::F64);
        assert_eq!(
            d.to_vec1::<f64>().unwrap(),
            [1.25, -1.5, 1_099_511_627_777.0]
        );
        // A narrowed (offset but contiguous) view is read at its offset.
        let long = cpu(&[9u8, 1, 2, 3]);
        let view = long.narrow(0, 1, 3).unwrap();
        let got = fused::<Torch>(Operation::Mul, &view, &f).unwrap();
        assert_eq!(got.to_vec1::<f32>().unwrap(), [0.25, 1.0, 3.0]);
    }

    crate::promotion_lattice! {
        /// A user's policy: integers and floats apart, `u8` under `f32`.
        pub struct Mine;
        lattice {
            u8: [i32, f32], i32: [i64], f32: [f64],
        }
    }

    /// A policy of the user's is fused too: the kernels depend on the mirror's type, not on the
    /// policy.
    #[test]
    fn a_users_policy_is_fused() {
        let a = cpu(&[1u8, 2, 250]);
        let b = cpu(&[0.5f32, -1.0, 2.0]);
        let got = fused::<Mine>(Operation::Add, &a, &b).expect("fused");
        assert_eq!(got.dtype(), C::F32);
        assert_eq!(got.to_vec1::<f32>().unwrap(), [1.5, 1.0, 252.0]);
        assert_eq!(
            bits(&got),
            bits(&unfused::<Mine>(Operation::Add, &a, &b).unwrap())
        );
        // Undefined under it (an integer with a float other than via `u8`): declined, and the
        // unfused path reports the pair.
        let i = cpu(&[1i64, 2, 3]);
        assert!(fused::<Mine>(Operation::Add, &i, &b).is_none());
        assert!(apply::<Mine>(Operation::Add, &i, &b).is_err());
    }

    /// `lhs` and `rhs` converted to each pair of dtypes, every operation under Torch and NumPy:
    /// the fused result against the unfused one, bit for bit. Counts the fused results; a pair
    /// the fused path declines fails the test where `all_fused`.
    fn against_unfused(lhs: &Tensor, rhs: &Tensor, pairs: &[(C, C)], all_fused: bool) -> usize {
        let mut compared = 0;
        for &(l, r) in pairs {
            let (a, b) = (lhs.to_dtype(l).unwrap(), rhs.to_dtype(r).unwrap());
            for op in Operation::ALL {
                for (got, expected) in [
                    (fused::<Torch>(op, &a, &b), unfused::<Torch>(op, &a, &b)),
                    (fused::<NumPy>(op, &a, &b), unfused::<NumPy>(op, &a, &b)),
                ] {
                    let Some(got) = got else {
                        assert!(!all_fused, "{l:?} {op} {r:?} not fused");
                        continue;
                    };
                    assert_eq!(bits(&got), bits(&expected.unwrap()), "{l:?} {op} {r:?}");
                    compared += 1;
                }
            }
        }
        compared
    }

    /// Tensors longer than a chunk (and not a multiple of one): every chunk, the last short one
    /// too, is the unfused result.
    #[test]
    fn long_tensors_are_chunked_alike() {
        let n = 1500;
        let ramp = Tensor::arange(0u32, n as u32, &Device::Cpu).unwrap();
        let lhs = ramp.to_dtype(C::F64).unwrap().affine(0.75, -300.0).unwrap();
        let rhs = ramp.to_dtype(C::F64).unwrap().affine(-1.25, 900.0).unwrap();
        let pairs = [
            (C::U8, C::F32),
            (C::F16, C::F32),
            (C::F32, C::F16),
            (C::F16, C::F64),
            (C::I64, C::F32),
            (C::F32, C::F64),
            (C::I32, C::I64),
            (C::BF16, C::F32),
        ];
        let compared = against_unfused(&lhs, &rhs, &pairs, false);
        assert!(compared > 100, "{compared}");
    }

    /// `i64` on either side of tensors long enough for the vector loops and their tails (4,099
    /// elements): integers past 2^24 and 2^53, which round in `f32` and `f64`, negative ones,
    /// against fractions. Every element is the unfused result, whichever loop the CPU's dispatch
    /// ran (the vector one in an optimized build on a CPU with AVX-512 DQ: `cargo test --release
    /// --all-features -p promote-core --lib -- candle::fused`).
    #[test]
    fn i64_conversions_are_candle_s_in_vector_loops() {
        let n = 4_099;
        let ramp = Tensor::arange(0i64, n, &Device::Cpu).unwrap();
        let lhs = ramp
            .affine(1_234_567_891_234.0, -(1i64 << 60) as f64)
            .unwrap();
        let rhs = ramp.to_dtype(C::F64).unwrap().affine(-0.375, 1e6).unwrap();
        let pairs = [
            (C::I64, C::F32),
            (C::F32, C::I64),
            (C::I64, C::F64),
            (C::F64, C::I64),
        ];
        let compared = against_unfused(&lhs, &rhs, &pairs, true);
        assert_eq!(compared, 4 * Operation::ALL.len() * 2);
    }

    /// What the fused path declines, and `apply` still computes as before.
    #[test]
    fn declined_inputs_still_compute() {
        let a = cpu(&[[1u8, 2, 3], [4, 5, 6]]);
        let row = cpu(&[0.5f32, 1.0, 2.0]);
        // Broadcasting.
        assert!(fused::<Torch>(Operation::Add, &a, &row).is_none());
        let sum = apply::<Torch>(Operation::Add, &a, &row).unwrap();
        assert_eq!(
            sum.to_vec2::<f32>().unwrap(),
            [[1.5, 3.0, 5.0], [4.5, 6.0, 8.0]]
        );
        // Non-contiguous: a transposed operand.
        let t = cpu(&[[1.0f32, 2.0], [3.0, 4.0], [5.0, 6.0]]).t().unwrap();
        assert!(!t.is_contiguous());
        assert!(fused::<Torch>(Operation::Sub, &a, &t).is_none());
        assert!(fused::<Torch>(Operation::Sub, &t, &a).is_none());
        let diff = apply::<Torch>(Operation::Sub, &a, &t).unwrap();
        assert_eq!(
            diff.to_vec2::<f32>().unwrap(),
            [[0.0, -1.0, -2.0], [2.0, 1.0, 0.0]]
        );
        // Rank 0.
        let s = Tensor::new(2i64, &Device::Cpu).unwrap();
        let one = Tensor::new(0.5f32, &Device::Cpu).unwrap();
        assert!(fused::<Torch>(Operation::Mul, &s, &one).is_none());
        assert_eq!(
            apply::<Torch>(Operation::Mul, &s, &one)
                .unwrap()
                .to_scalar::<f32>()
                .unwrap(),
            1.0
        );
        // Nothing to convert: candle's own op.
        assert!(fused::<Torch>(Operation::Add, &row, &row).is_none());
        // Conversions where candle rounds twice (i32 to bf16 through f32): candle's value.
        let ints = cpu(&[16_842_753i32]);
        let zero = cpu(&[bf16::ZERO]);
        assert!(fused::<Torch>(Operation::Add, &ints, &zero).is_none());
        let sum = apply::<Torch>(Operation::Add, &ints, &zero).unwrap();
        assert_eq!(
            sum.to_vec1::<bf16>().unwrap(),
            [bf16::from_f32(16_777_216.0)]
        );
        // An undefined pair (u8 + u32 under PyTorch): the unfused path's error.
        let (small, wide) = (cpu(&[1u8]), cpu(&[1u32]));
        assert!(fused::<Torch>(Operation::Add, &small, &wide).is_none());
        let error = apply::<Torch>(Operation::Add, &small, &wide).unwrap_err();
        assert!(
            matches!(error, super::super::Error::Undefined { .. }),
            "{error:?}"
        );
    }
}
