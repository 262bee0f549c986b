//! A quick check that promotion costs nothing at run time: the promoted `Array` op against the
//! hand-written loop over plain slices, at 1 Mi elements, in one process.
//!
//! ```text
//! cargo run --release --example zero_cost                  # 1 Mi elements, about 5 s
//! cargo run --release --example zero_cost -- --all-sizes   # 1 Ki, 64 Ki and 1 Mi, about 10 s
//! ```
//!
//! The two are timed alternately, many times (the order flips every round, so drift, cache warmth
//! and a neighbour's load hit both alike), and the medians are compared. One line per case on
//! stdout: `ratio <case> <elements> <promoted/hand-written median>`; the medians themselves go to
//! stderr. There is no threshold here: read the ratios (about 1.00 is the expectation; the
//! criterion benchmarks in `benches/promotion.rs` have the full picture).
//!
//! The ops are the `#[inline(never)]` wrappers shared with the benchmarks, so they can also be
//! read in the disassembly: `objdump -d --no-show-raw-insn -C target/release/examples/zero_cost`
//! and look for `zero_cost::promoted::i8_f32` next to `zero_cost::hand::i8_f32`.

use std::hint::black_box;
use std::time::Instant;

use promote_core::policies::{Jax, NumPy};
use promote_core::Array;

#[path = "../benches/support/data.rs"]
mod data;
#[allow(dead_code)] // the same-type loops are for the benchmarks
#[path = "../benches/support/hand.rs"]
mod hand;
#[path = "../benches/support/promoted.rs"]
mod promoted;

/// Timed rounds per case, each timing both variants once.
const ROUNDS: usize = 401;
/// Untimed rounds first.
const WARM_UP: usize = 20;
/// Elements processed per timed sample, at least: small arrays are timed over a batch of calls.
const SAMPLE_ELEMENTS: usize = 1 << 18;

/// Times `promoted` and `hand` alternately, `batch` calls per sample; returns their medians, in
/// nanoseconds per call.
fn interleaved(batch: usize, mut promoted: impl FnMut(), mut hand: impl FnMut()) -> (f64, f64) {
    let time = |f: &mut dyn FnMut()| {
        let start = Instant::now();
        for _ in 0..batch {
            f();
        }
        start.elapsed().as_secs_f64() * 1e9 / batch as f64
    };
    for _ in 0..WARM_UP {
        time(&mut promoted);
        time(&mut hand);
    }
    let (mut tp, mut th) = (Vec::with_capacity(ROUNDS), Vec::with_capacity(ROUNDS));
    for round in 0..ROUNDS {
        if round % 2 == 0 {
            tp.push(time(&mut promoted));
            th.push(time(&mut hand));
        } else {
            th.push(time(&mut hand));
            tp.push(time(&mut promoted));
        }
    }
    (median(&mut tp), median(&mut th))
}

fn median(times: &mut [f64]) -> f64 {
    times.sort_unstable_by(f64::total_cmp);
    times[times.len() / 2]
}

/// Checks that both variants agree, times them, prints the line.
fn case<R: PartialEq + std::fmt::Debug>(
    name: &str,
    n: usize,
    mut promoted: impl FnMut() -> Vec<R>,
    mut hand: impl FnMut() -> Vec<R>,
) {
    assert!(
        promoted() == hand(),
        "{name}: promoted and hand-written disagree"
    );
    let batch = (SAMPLE_ELEMENTS / n).max(1);
    let (p, h) = interleaved(
        batch,
        || drop(black_box(promoted())),
        || drop(black_box(hand())),
    );
    eprintln!("{name:>14} {n:>8}: promoted {p:>12.1} ns  hand-written {h:>12.1} ns");
    println!("ratio {name} {n} {:.3}", p / h);
}

/// Every case at `n` elements.
fn cases(n: usize) {
    {
        let (a, b) = (data::i8s(n, 1), data::f32s(n, 2));
        let (pa, pb) = (
            Array::<i8, Jax>::from_vec(a.clone()),
            Array::from_vec(b.clone()),
        );
        case(
            "i8+f32",
            n,
            || promoted::i8_f32(black_box(&pa), black_box(&pb)).into_vec(),
            || hand::i8_f32(black_box(&a), black_box(&b)),
        );
    }
    {
        let (a, b) = (data::u8s(n, 3), data::i8s(n, 4));
        let (pa, pb) = (
            Array::<u8, Jax>::from_vec(a.clone()),
            Array::from_vec(b.clone()),
        );
        case(
            "u8+i8",
            n,
            || promoted::u8_i8(black_box(&pa), black_box(&pb)).into_vec(),
            || hand::u8_i8(black_box(&a), black_box(&b)),
        );
    }
    {
        let (a, b) = (data::i32s(n, 5), data::f64s(n, 6));
        let (pa, pb) = (
            Array::<i32, Jax>::from_vec(a.clone()),
            Array::from_vec(b.clone()),
        );
        case(
            "i32+f64",
            n,
            || promoted::i32_f64(black_box(&pa), black_box(&pb)).into_vec(),
            || hand::i32_f64(black_box(&a), black_box(&b)),
        );
    }
    {
        let (a, b) = (data::f16s(n, 7), data::f32s(n, 8));
        let (pa, pb) = (
            Array::<_, Jax>::from_vec(a.clone()),
            Array::from_vec(b.clone()),
        );
        case(
            "f16+f32",
            n,
            || promoted::f16_f32(black_box(&pa), black_box(&pb)).into_vec(),
            || hand::f16_f32(black_box(&a), black_box(&b)),
        );
    }
    {
        let (a, b) = (data::c64s(n, 9), data::f64s(n, 10));
        let (pa, pb) = (
            Array::<_, NumPy>::from_vec(a.clone()),
            Array::from_vec(b.clone()),
        );
        case(
            "c64+f64",
            n,
            || promoted::c64_f64(black_box(&pa), black_box(&pb)).into_vec(),
            || hand::c64_f64(black_box(&a), black_box(&b)),
        );
    }
    {
        let a = data::i16s(n, 11);
        let pa = Array::<i16, Jax>::from_vec(a.clone());
        case(
            "i16+weak(3)",
            n,
            || promoted::i16_add_weak(black_box(&pa), black_box(3)).into_vec(),
            || hand::i16_add_scalar(black_box(&a), black_box(3)),
        );
    }
    {
        let a = data::f32s(n, 12);
        let pa = Array::<f32, Jax>::from_vec(a.clone());
        case(
            "f32*weak(2.0)",
            n,
            || promoted::f32_mul_weak(black_box(&pa), black_box(2.0)).into_vec(),
            || hand::f32_mul_scalar(black_box(&a), black_box(2.0)),
        );
    }
}

fn main() {
    let all_sizes = std::env::args().any(|arg| arg == "--all-sizes");
    let sizes: &[usize] = if all_sizes {
        &[1 << 10, 1 << 16, 1 << 20]
    } else {
        &[1 << 20]
    };
    for &n in sizes {
        cases(n);
    }
}
