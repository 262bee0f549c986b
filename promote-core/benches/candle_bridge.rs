//! The candle bridge's fused path against candle's own idiom, convert each operand then combine.
//!
//! ```text
//! RUSTFLAGS="-C llvm-args=-align-loops=64" \
//!     cargo bench -p promote-core --features candle,torch,numpy --bench candle_bridge
//! cargo bench -p promote-core --features candle,torch,numpy --bench candle_bridge -- 'u8\+f32'
//! ```
//!
//! Each case (a pair of dtypes, an operation, a policy) is one criterion group, so its two
//! variants sit side by side at each size:
//! - `fused`: `promote_core::candle::add::<P>(&a, &b)` (or `maximum`), which reads both
//!   contiguous CPU tensors once and writes the result once;
//! - `candle`: `a.to_dtype(d)?.broadcast_add(&b.to_dtype(d)?)`, `d` the policy's dtype for the
//!   pair: what the bridge did before, a converted copy of each operand that needs one, then
//!   candle's op.
//!
//! Both results are checked equal, bit for bit, before timing. `f32 + f32` has nothing to
//! convert: the fused path declines and both variants are candle's op.

use std::hint::black_box;
use std::time::Duration;

use candle_core::{DType, Device, Tensor, WithDType};
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use promote_core::candle::{self, Operation};
use promote_core::policies::{NumPy, Torch};
use promote_core::Policy;

/// 1 Ki, 64 Ki and 1 Mi elements: L1-resident, L2-resident, beyond L2.
const SIZES: [usize; 3] = [1 << 10, 1 << 16, 1 << 20];

/// `n` values of `T` from a small linear congruential sequence: integers in -50..50 (0..100
/// unsigned, so no sum overflows), floats with fractions.
fn data<T: WithDType>(n: usize, seed: u64, signed: bool) -> Tensor {
    let mut state = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
    let values: Vec<T> = (0..n)
        .map(|_| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let x = ((state >> 33) % 100) as f64;
            let x = if signed { x - 50.0 } else { x };
            T::from_f64(if T::DTYPE.is_float() { x * 0.25 } else { x })
        })
        .collect();
    Tensor::from_vec(values, n, &Device::Cpu).unwrap()
}

/// Bits of a result, to check the two variants agree.
fn bits(t: &Tensor) -> Vec<u64> {
    match t.dtype() {
        DType::F32 => t
            .to_vec1::<f32>()
            .unwrap()
            .into_iter()
            .map(|x| u64::from(x.to_bits()))
            .collect(),
        DType::F64 => t
            .to_vec1::<f64>()
            .unwrap()
            .into_iter()
            .map(f64::to_bits)
            .collect(),
        DType::I64 => t
            .to_vec1::<i64>()
            .unwrap()
            .into_iter()
            .map(|x| x as u64)
            .collect(),
        other => panic!("no bits for {other:?}"),
    }
}

/// One case: `op` on `L` and `R` under `P`, fused against candle's convert-then-op.
fn case<P: Policy, L: WithDType, R: WithDType>(c: &mut Criterion, op: Operation) {
    let name = format!(
        "{}+{}/{op}/{}",
        L::DTYPE.as_str(),
        R::DTYPE.as_str(),
        P::NAME
    );
    let mut g = c.benchmark_group(name);
    for n in SIZES {
        g.throughput(Throughput::Elements(n as u64));
        let (a, b) = (data::<L>(n, 1, true), data::<R>(n, 2, true));
        let d = candle::operand_dtype::<P>(op, &a, &b).unwrap();
        let fused = || candle::apply::<P>(op, black_box(&a), black_box(&b)).unwrap();
        let theirs = || {
            let (x, y) = (
                black_box(&a).to_dtype(d).unwrap(),
                black_box(&b).to_dtype(d).unwrap(),
            );
            match op {
                Operation::Add => x.broadcast_add(&y),
                Operation::Maximum => x.broadcast_maximum(&y),
                other => unreachable!("{other} is not benchmarked"),
            }
            .unwrap()
        };
        assert_eq!(
            bits(&fused()),
            bits(&theirs()),
            "{n}: fused disagrees with candle"
        );
        g.bench_function(BenchmarkId::new("fused", n), |bench| bench.iter(fused));
        g.bench_function(BenchmarkId::new("candle", n), |bench| bench.iter(theirs));
    }
    g.finish();
}

fn pairs(c: &mut Criterion) {
    for op in [Operation::Add, Operation::Maximum] {
        case::<Torch, u8, f32>(c, op);
        case::<Torch, i64, f32>(c, op);
        case::<NumPy, i64, f32>(c, op);
        case::<Torch, f32, f64>(c, op);
        case::<Torch, half::f16, f32>(c, op);
        case::<Torch, i32, i64>(c, op);
        case::<Torch, half::bf16, f32>(c, op);
        case::<Torch, f32, f32>(c, op);
    }
}

fn config() -> Criterion {
    Criterion::default()
        .sample_size(30)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_millis(1000))
        .configure_from_args()
}

criterion_group! {
    name = benches;
    config = config();
    targets = pairs
}
criterion_main!(benches);
