//! Run-time cost of promotion: the promoted `Array` op against what one would write otherwise.
//!
//! ```text
//! cargo bench -p promote-core --bench promotion
//! cargo bench -p promote-core --bench promotion -- 'i8\+f32'     # one case (a regex)
//! ```
//!
//! Each case is one criterion group, so its variants sit side by side at each size:
//! - `promoted`: `&a + &b` on `Array`s (an `#[inline(never)]` wrapper, `support/promoted.rs`);
//! - `hand`: the same arithmetic over plain slices with `as` casts (`support/hand.rs`);
//! - `same_type`: operands already in the promoted type, nothing to convert (`f32 + f32` for
//!   `i8 + f32` and `f16 + f32`: the memory-traffic floor);
//! - `dyn`: [`DynArray`], the crate's run-time-typed array: the result dtype from the policy's
//!   mirror, then one kernel per compute type, reading its operands in converted blocks;
//! - `ndarray`: ndarray's idiom, convert then add (`a.mapv(|x| x as f32) + &b`).
//!
//! Every variant's result is checked against `hand` once before timing. The last group times the
//! run-time mirror `Policy::result_type` over every pair of the 18 standard dtypes (JEP 9407's).

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use ndarray::Array1;
use promote_core::dispatch::Typed;
use promote_core::dyn_array::{Buffer, DynArray};
use promote_core::policies::{Jax, NumPy};
use promote_core::{weak, Array, Complex, DType, Element, Policy};

mod support;

use support::{data, hand, promoted};

/// 1 Ki, 64 Ki and 1 Mi elements: L1-resident, L2-resident, beyond L2.
const SIZES: [usize; 3] = [1 << 10, 1 << 16, 1 << 20];

/// One timed variant: its name and a closure that runs it once (and drops its result).
type Variant = (&'static str, Box<dyn FnMut()>);

/// Runs every variant `make(n)` returns, at every size, in one group named `case`.
fn group(c: &mut Criterion, case: &str, make: impl Fn(usize) -> Vec<Variant>) {
    let mut g = c.benchmark_group(case);
    for n in SIZES {
        g.throughput(Throughput::Elements(n as u64));
        for (name, mut run) in make(n) {
            g.bench_function(BenchmarkId::new(name, n), |b| b.iter(&mut run));
        }
    }
    g.finish();
}

/// Boxes a variant after checking that its result equals the hand-written one.
fn variant<R: PartialEq + std::fmt::Debug + 'static, O: 'static>(
    name: &'static str,
    expected: &[R],
    to_vec: impl Fn(&O) -> Vec<R>,
    mut run: impl FnMut() -> O + 'static,
) -> Variant {
    let got = to_vec(&run());
    assert!(
        got == expected,
        "{name} disagrees with the hand-written loop"
    );
    (
        name,
        Box::new(move || {
            black_box(run());
        }),
    )
}

/// A `DynArray` of `data`, one-dimensional.
fn dyn_array<T: Element, P>(data: Vec<T>) -> DynArray<P>
where
    Buffer: Typed<T>,
{
    DynArray::from_vec([data.len()], data).expect("a vector's shape")
}

fn dyn_vec<T: Element, P>(d: &Result<DynArray<P>, promote_core::dyn_array::DynError>) -> Vec<T>
where
    Buffer: Typed<T>,
{
    let d = d.as_ref().expect("a defined pair");
    d.as_slice::<T>().expect("the result dtype").to_vec()
}

fn nd_vec<T: Clone>(a: &Array1<T>) -> Vec<T> {
    a.to_vec()
}

fn i8_f32(c: &mut Criterion) {
    group(c, "i8+f32", |n| {
        let (a, b) = (data::i8s(n, 1), data::f32s(n, 2));
        let expected = hand::i8_f32(&a, &b);
        let (pa, pb) = (
            Array::<i8, Jax>::from_vec(a.clone()),
            Array::<f32, Jax>::from_vec(b.clone()),
        );
        let a_f32: Vec<f32> = a.iter().map(|&x| x as f32).collect();
        let (da, db) = (dyn_array(a.clone()), dyn_array(b.clone()));
        let (na, nb) = (Array1::from(a.clone()), Array1::from(b.clone()));
        vec![
            variant(
                "promoted",
                &expected,
                |o: &Array<f32, Jax>| o.as_slice().to_vec(),
                move || promoted::i8_f32(black_box(&pa), black_box(&pb)),
            ),
            variant("hand", &expected, Vec::clone, {
                let (a, b) = (a.clone(), b.clone());
                move || hand::i8_f32(black_box(&a), black_box(&b))
            }),
            variant("same_type", &expected, Vec::clone, {
                let b = b.clone();
                move || hand::f32_f32(black_box(&a_f32), black_box(&b))
            }),
            variant("dyn", &expected, dyn_vec::<f32, Jax>, move || {
                black_box(&da).checked_add(black_box(&db))
            }),
            variant("ndarray", &expected, nd_vec, move || {
                black_box(&na).mapv(|x| x as f32) + black_box(&nb)
            }),
        ]
    });
}

fn u8_i8(c: &mut Criterion) {
    group(c, "u8+i8", |n| {
        let (a, b) = (data::u8s(n, 3), data::i8s(n, 4));
        let expected = hand::u8_i8(&a, &b);
        let (pa, pb) = (
            Array::<u8, Jax>::from_vec(a.clone()),
            Array::<i8, Jax>::from_vec(b.clone()),
        );
        let a_i16: Vec<i16> = a.iter().map(|&x| x as i16).collect();
        let b_i16: Vec<i16> = b.iter().map(|&x| x as i16).collect();
        let (da, db) = (dyn_array(a.clone()), dyn_array(b.clone()));
        let (na, nb) = (Array1::from(a.clone()), Array1::from(b.clone()));
        vec![
            variant(
                "promoted",
                &expected,
                |o: &Array<i16, Jax>| o.as_slice().to_vec(),
                move || promoted::u8_i8(black_box(&pa), black_box(&pb)),
            ),
            variant("hand", &expected, Vec::clone, move || {
                hand::u8_i8(black_box(&a), black_box(&b))
            }),
            variant("same_type", &expected, Vec::clone, move || {
                hand::i16_i16(black_box(&a_i16), black_box(&b_i16))
            }),
            variant("dyn", &expected, dyn_vec::<i16, Jax>, move || {
                black_box(&da).checked_add(black_box(&db))
            }),
            variant("ndarray", &expected, nd_vec, move || {
                black_box(&na).mapv(|x| x as i16) + &black_box(&nb).mapv(|x| x as i16)
            }),
        ]
    });
}

fn i32_f64(c: &mut Criterion) {
    group(c, "i32+f64", |n| {
        let (a, b) = (data::i32s(n, 5), data::f64s(n, 6));
        let expected = hand::i32_f64(&a, &b);
        let (pa, pb) = (
            Array::<i32, Jax>::from_vec(a.clone()),
            Array::<f64, Jax>::from_vec(b.clone()),
        );
        let a_f64: Vec<f64> = a.iter().map(|&x| x as f64).collect();
        let (da, db) = (dyn_array(a.clone()), dyn_array(b.clone()));
        let (na, nb) = (Array1::from(a.clone()), Array1::from(b.clone()));
        vec![
            variant(
                "promoted",
                &expected,
                |o: &Array<f64, Jax>| o.as_slice().to_vec(),
                move || promoted::i32_f64(black_box(&pa), black_box(&pb)),
            ),
            variant("hand", &expected, Vec::clone, {
                let (a, b) = (a.clone(), b.clone());
                move || hand::i32_f64(black_box(&a), black_box(&b))
            }),
            variant("same_type", &expected, Vec::clone, {
                let b = b.clone();
                move || hand::f64_f64(black_box(&a_f64), black_box(&b))
            }),
            variant("dyn", &expected, dyn_vec::<f64, Jax>, move || {
                black_box(&da).checked_add(black_box(&db))
            }),
            variant("ndarray", &expected, nd_vec, move || {
                black_box(&na).mapv(|x| x as f64) + black_box(&nb)
            }),
        ]
    });
}

fn f16_f32(c: &mut Criterion) {
    group(c, "f16+f32", |n| {
        let (a, b) = (data::f16s(n, 7), data::f32s(n, 8));
        let expected = hand::f16_f32(&a, &b);
        let (pa, pb) = (
            Array::<_, Jax>::from_vec(a.clone()),
            Array::<f32, Jax>::from_vec(b.clone()),
        );
        let a_f32: Vec<f32> = a.iter().map(|&x| f32::from(x)).collect();
        let (da, db) = (dyn_array(a.clone()), dyn_array(b.clone()));
        let (na, nb) = (Array1::from(a.clone()), Array1::from(b.clone()));
        vec![
            variant(
                "promoted",
                &expected,
                |o: &Array<f32, Jax>| o.as_slice().to_vec(),
                move || promoted::f16_f32(black_box(&pa), black_box(&pb)),
            ),
            variant("hand", &expected, Vec::clone, {
                let (a, b) = (a.clone(), b.clone());
                move || hand::f16_f32(black_box(&a), black_box(&b))
            }),
            variant("same_type", &expected, Vec::clone, {
                let b = b.clone();
                move || hand::f32_f32(black_box(&a_f32), black_box(&b))
            }),
            variant("dyn", &expected, dyn_vec::<f32, Jax>, move || {
                black_box(&da).checked_add(black_box(&db))
            }),
            variant("ndarray", &expected, nd_vec, move || {
                black_box(&na).mapv(f32::from) + black_box(&nb)
            }),
        ]
    });
}

fn c64_f64(c: &mut Criterion) {
    group(c, "c64+f64", |n| {
        let (a, b) = (data::c64s(n, 9), data::f64s(n, 10));
        let expected = hand::c64_f64(&a, &b);
        let (pa, pb) = (
            Array::<Complex<f32>, NumPy>::from_vec(a.clone()),
            Array::<f64, NumPy>::from_vec(b.clone()),
        );
        let widen = |x: Complex<f32>| Complex::new(x.re as f64, x.im as f64);
        let a_c128: Vec<Complex<f64>> = a.iter().map(|&x| widen(x)).collect();
        let b_c128: Vec<Complex<f64>> = b.iter().map(|&y| Complex::new(y, 0.0)).collect();
        let (da, db) = (dyn_array(a.clone()), dyn_array(b.clone()));
        let (na, nb) = (Array1::from(a.clone()), Array1::from(b.clone()));
        vec![
            variant(
                "promoted",
                &expected,
                |o: &Array<Complex<f64>, NumPy>| o.as_slice().to_vec(),
                move || promoted::c64_f64(black_box(&pa), black_box(&pb)),
            ),
            variant("hand", &expected, Vec::clone, move || {
                hand::c64_f64(black_box(&a), black_box(&b))
            }),
            variant("same_type", &expected, Vec::clone, move || {
                hand::c128_c128(black_box(&a_c128), black_box(&b_c128))
            }),
            variant(
                "dyn",
                &expected,
                dyn_vec::<Complex<f64>, NumPy>,
                move || black_box(&da).checked_add(black_box(&db)),
            ),
            variant("ndarray", &expected, nd_vec, move || {
                black_box(&na).mapv(widen) + &black_box(&nb).mapv(|y| Complex::new(y, 0.0))
            }),
        ]
    });
}

fn i16_weak(c: &mut Criterion) {
    group(c, "i16+weak(3)", |n| {
        let a = data::i16s(n, 11);
        let expected = hand::i16_add_scalar(&a, 3);
        let pa = Array::<i16, Jax>::from_vec(a.clone());
        let da = dyn_array::<_, Jax>(a.clone());
        let three = DynArray::scalar(weak(3));
        let na = Array1::from(a.clone());
        vec![
            variant(
                "promoted",
                &expected,
                |o: &Array<i16, Jax>| o.as_slice().to_vec(),
                move || promoted::i16_add_weak(black_box(&pa), black_box(3)),
            ),
            variant("hand", &expected, Vec::clone, move || {
                hand::i16_add_scalar(black_box(&a), black_box(3))
            }),
            variant("dyn", &expected, dyn_vec::<i16, Jax>, move || {
                black_box(&da).checked_add(black_box(&three))
            }),
            variant("ndarray", &expected, nd_vec, move || {
                black_box(&na) + black_box(3i16)
            }),
        ]
    });
}

fn f32_weak(c: &mut Criterion) {
    group(c, "f32*weak(2.0)", |n| {
        let a = data::f32s(n, 12);
        let expected = hand::f32_mul_scalar(&a, 2.0);
        let pa = Array::<f32, Jax>::from_vec(a.clone());
        let da = dyn_array::<_, Jax>(a.clone());
        let two = DynArray::scalar(weak(2.0));
        let na = Array1::from(a.clone());
        vec![
            variant(
                "promoted",
                &expected,
                |o: &Array<f32, Jax>| o.as_slice().to_vec(),
                move || promoted::f32_mul_weak(black_box(&pa), black_box(2.0)),
            ),
            variant("hand", &expected, Vec::clone, move || {
                hand::f32_mul_scalar(black_box(&a), black_box(2.0))
            }),
            variant("dyn", &expected, dyn_vec::<f32, Jax>, move || {
                black_box(&da).checked_mul(black_box(&two))
            }),
            variant("ndarray", &expected, nd_vec, move || {
                black_box(&na) * black_box(2.0f32)
            }),
        ]
    });
}

/// `result_type` over all 324 pairs of the 18 standard dtypes, per iteration: divide by 324 for the
/// time per call (criterion's throughput line gives calls per second). One fixed pair too.
fn result_type(c: &mut Criterion) {
    let seeds = &DType::ALL[..18];
    let pairs: Vec<(DType, DType)> = seeds
        .iter()
        .flat_map(|&l| seeds.iter().map(move |&r| (l, r)))
        .collect();
    let mut g = c.benchmark_group("result_type");
    g.throughput(Throughput::Elements(pairs.len() as u64));
    g.bench_function("Jax/all_pairs", |b| {
        b.iter(|| {
            for &(l, r) in black_box(&pairs) {
                black_box(Jax::result_type(black_box(l), black_box(r)));
            }
        })
    });
    g.bench_function("NumPy/all_pairs", |b| {
        b.iter(|| {
            for &(l, r) in black_box(&pairs) {
                black_box(NumPy::result_type(black_box(l), black_box(r)));
            }
        })
    });
    g.throughput(Throughput::Elements(1));
    g.bench_function("Jax/i8,f32", |b| {
        b.iter(|| Jax::result_type(black_box(DType::I8), black_box(DType::F32)))
    });
    g.finish();
}

/// 99 benchmarks of about 3 s each: the whole run takes about 6 minutes on 2 cores.
fn config() -> Criterion {
    Criterion::default()
        .sample_size(40)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_millis(2500))
        .configure_from_args()
}

criterion_group! {
    name = benches;
    config = config();
    targets = i8_f32, u8_i8, i32_f64, f16_f32, c64_f64, i16_weak, f32_weak, result_type
}
criterion_main!(benches);
