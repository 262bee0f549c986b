//! The Rust half of `scripts/vs_numpy.sh`: nanoseconds per element of `i8 + f32` under JAX's
//! rules, as a new array and into an existing buffer, at 1 Ki, 64 Ki and 1 Mi elements.
//!
//! ```text
//! cargo run --release --example vs_numpy      # or scripts/vs_numpy.sh for both sides and a table
//! ```
//!
//! One line per variant and size on stdout, `ns_per_element <variant> <elements> <median>`, the
//! format of `scripts/vs_numpy.py`. The variants:
//!
//! - `promoted`: `&a + &b` on `Array<i8, Jax>` and `Array<f32, Jax>`, a new `Array<f32, Jax>`
//!   (allocated, filled and dropped each call), as NumPy's `np.add(a, b)`;
//! - `promoted_into`: the same promotion written into an existing buffer, as NumPy's
//!   `np.add(a, b, out=out)`: `a.add_into(&b, &mut out)`;
//! - `hand_into`: the hand-written loop `add_into` must match, `out[i] = a[i] as f32 + b[i]` over
//!   the same slices;
//! - `f32_f32_into`: a plain `f32 + f32` loop into an existing buffer, the memory-traffic floor
//!   (NumPy's `np.add(f32, f32, out=)` row).
//!
//! - `dyn_<case>_into` and `dyn_<case>`: `DynArray<NumPy>`'s `add_into` and `checked_add` for
//!   each of issue 24's cases (`cases`), with a line `dtype <case> <result dtype>` each; the
//!   operands made by `DynArray::from_slice`, so on huge pages from 2 MiB on where the feature
//!   `huge-pages` is on (`scripts/vs_numpy.sh` turns it on), as NumPy's are;
//! - `hand_i16_3_into`: `out[i] = a[i] + 3` on `i16` by hand, the floor of the Python-int case.
//!
//! All variants are timed round-robin, many times, and the medians reported.

use std::hint::black_box;
use std::time::Instant;

use promote_core::dyn_array::{Buffer, DynArray, Elements, Storable};
use promote_core::policies::{Jax, NumPy};
use promote_core::{weak, Array, Element};

#[allow(dead_code)] // the other inputs are for the benchmarks
#[path = "../benches/support/data.rs"]
mod data;

/// Timed rounds; each times every variant once.
const ROUNDS: usize = 201;
/// Untimed rounds first.
const WARM_UP: usize = 10;
/// Elements per timed sample, at least: small arrays are timed over a batch of calls.
const SAMPLE_ELEMENTS: usize = 1 << 18;

/// `a + b` into `out` by the crate: `Array::add_into`.
#[inline(never)]
fn add_into(a: &Array<i8, Jax>, b: &Array<f32, Jax>, out: &mut Array<f32, Jax>) {
    a.add_into(b, out);
}

/// `a + b` into `out`, by hand.
#[inline(never)]
fn hand_into(a: &[i8], b: &[f32], out: &mut [f32]) {
    assert_eq!(a.len(), b.len());
    assert_eq!(out.len(), a.len());
    for ((o, &x), &y) in out.iter_mut().zip(a).zip(b) {
        *o = f32::from(x) + y;
    }
}

/// `a + b` as a new array.
#[inline(never)]
fn promoted(a: &Array<i8, Jax>, b: &Array<f32, Jax>) -> Array<f32, Jax> {
    a + b
}

/// `a + b` into `out`, same type.
#[inline(never)]
fn f32_f32_into(a: &[f32], b: &[f32], out: &mut [f32]) {
    assert_eq!(a.len(), b.len());
    assert_eq!(out.len(), a.len());
    for ((o, &x), &y) in out.iter_mut().zip(a).zip(b) {
        *o = x + y;
    }
}

/// A `DynArray<NumPy>` of `n` elements, where `DynArray` keeps the arrays it creates (on huge
/// pages with the feature `huge-pages`, as NumPy's arrays are NumPy's).
fn dyn_array<T: Element + Storable>(data: Vec<T>) -> DynArray<NumPy>
where
    Buffer: From<Elements<T>>,
{
    DynArray::from_slice([data.len()], &data).unwrap()
}

/// Issue 24's cases, on `DynArray<NumPy>`, as `scripts/vs_numpy.py`'s `CASES`: the operands of
/// `n` elements each (or a Python scalar).
fn cases(n: usize) -> Vec<(&'static str, DynArray<NumPy>, DynArray<NumPy>)> {
    vec![
        (
            "i8_f32",
            dyn_array(data::i8s(n, 1)),
            dyn_array(data::f32s(n, 2)),
        ),
        (
            "u8_i8",
            dyn_array(data::u8s(n, 3)),
            dyn_array(data::i8s(n, 4)),
        ),
        (
            "i32_f64",
            dyn_array(data::i32s(n, 5)),
            dyn_array(data::f64s(n, 6)),
        ),
        (
            "f16_f32",
            dyn_array(data::f16s(n, 7)),
            dyn_array(data::f32s(n, 8)),
        ),
        (
            "c64_f64",
            dyn_array(data::c64s(n, 9)),
            dyn_array(data::f64s(n, 10)),
        ),
        (
            "i16_pyint",
            dyn_array(data::i16s(n, 11)),
            DynArray::scalar(weak(3)),
        ),
        (
            "f32_pyfloat",
            dyn_array(data::f32s(n, 12)),
            DynArray::scalar(weak(2.5)),
        ),
    ]
}

/// One timed variant: its name and a closure that runs it once.
type Variant<'a> = (&'a str, Box<dyn FnMut() + 'a>);

fn median(times: &mut [f64]) -> f64 {
    times.sort_unstable_by(f64::total_cmp);
    times[times.len() / 2]
}

fn measure(n: usize) {
    let a = Array::<i8, Jax>::from_vec(data::i8s(n, 1));
    let b = Array::<f32, Jax>::from_vec(data::f32s(n, 2));
    let c = data::f32s(n, 3);
    let mut out = Array::<f32, Jax>::from_vec(vec![0.0f32; n]);
    let mut out2 = vec![0.0f32; n];
    let mut out3 = vec![0.0f32; n];

    add_into(&a, &b, &mut out);
    assert!(out.as_slice() == promoted(&a, &b).as_slice());
    hand_into(a.as_slice(), b.as_slice(), &mut out3);
    assert!(out.as_slice() == out3.as_slice());

    let cases = cases(n);
    let mut outs: Vec<DynArray<NumPy>> = cases
        .iter()
        .map(|(_, a, b)| a.checked_add(b).unwrap())
        .collect();
    for ((name, a, b), out) in cases.iter().zip(&mut outs) {
        if n == 1 << 10 {
            println!("dtype {name} {}", out.dtype());
        }
        a.add_into(b, out).unwrap();
        assert!(*out == a.checked_add(b).unwrap());
    }
    let names: Vec<(String, String)> = cases
        .iter()
        .map(|(name, _, _)| (format!("dyn_{name}_into"), format!("dyn_{name}")))
        .collect();
    let batch = (SAMPLE_ELEMENTS / n).max(1);
    let mut variants: Vec<Variant> = vec![
        (
            "promoted",
            Box::new(|| {
                let r = promoted(black_box(&a), black_box(&b));
                black_box(&r);
            }),
        ),
        (
            "promoted_into",
            Box::new(|| {
                add_into(black_box(&a), black_box(&b), black_box(&mut out));
            }),
        ),
        (
            "hand_into",
            Box::new(|| {
                hand_into(
                    black_box(a.as_slice()),
                    black_box(b.as_slice()),
                    black_box(&mut out3),
                );
            }),
        ),
        (
            "f32_f32_into",
            Box::new(|| {
                f32_f32_into(black_box(&c), black_box(b.as_slice()), black_box(&mut out2));
            }),
        ),
    ];
    for (((_, a, b), out), (into, new)) in cases.iter().zip(&mut outs).zip(&names) {
        variants.push((
            into,
            Box::new(move || {
                black_box(a)
                    .add_into(black_box(b), black_box(&mut *out))
                    .unwrap();
            }),
        ));
        variants.push((
            new,
            Box::new(move || {
                let r = black_box(a).checked_add(black_box(b)).unwrap();
                black_box(&r);
            }),
        ));
    }
    // What safe Rust does for the Python-int case at best: the loop by hand, into a buffer.
    let hand_a = data::i16s(n, 11);
    let mut hand_out = vec![0i16; n];
    variants.push((
        "hand_i16_3_into",
        Box::new(move || {
            for (o, &x) in black_box(&mut hand_out).iter_mut().zip(black_box(&hand_a)) {
                *o = x.wrapping_add(3);
            }
        }),
    ));
    let mut times = vec![Vec::with_capacity(ROUNDS); variants.len()];
    for round in 0..WARM_UP + ROUNDS {
        for (i, (_, run)) in variants.iter_mut().enumerate() {
            let start = Instant::now();
            for _ in 0..batch {
                run();
            }
            let ns = start.elapsed().as_secs_f64() * 1e9 / (batch * n) as f64;
            if round >= WARM_UP {
                times[i].push(ns);
            }
        }
    }
    for ((name, _), t) in variants.iter().zip(&mut times) {
        println!("ns_per_element {name} {n} {:.4}", median(t));
    }
}

fn main() {
    for n in [1 << 10, 1 << 16, 1 << 20] {
        measure(n);
    }
}
