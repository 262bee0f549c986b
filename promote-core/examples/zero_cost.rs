//! A quick check that promotion costs nothing at run time: the promoted `Array` op against the
//! hand-written loop over plain slices, at 1 Mi elements, in one process.
//!
//! ```text
//! cargo run --release --example zero_cost
//! ```
//!
//! The two are timed alternately, many times (the order flips every round, so drift and cache
//! warmth hit both alike), and the medians are compared. One line per case on stdout:
//! `ratio <case> <elements> <promoted/hand-written median>`; the medians themselves go to stderr.
//! There is no threshold here: read the ratios (about 1.00 is the expectation; the criterion
//! benchmarks in `benches/promotion.rs` have the full picture).
//!
//! The ops are the `#[inline(never)]` wrappers shared with the benchmarks, so they can also be
//! read in the disassembly: `objdump -d --no-show-raw-insn target/release/examples/zero_cost`
//! and look for `promoted::i8_f32` next to `hand::i8_f32`.

use std::hint::black_box;
use std::time::{Duration, Instant};

use promote_core::policies::{Jax, NumPy};
use promote_core::Array;

#[path = "../benches/support/data.rs"]
mod data;
#[allow(dead_code)] // the same-type loops are for the benchmarks
#[path = "../benches/support/hand.rs"]
mod hand;
#[path = "../benches/support/promoted.rs"]
mod promoted;

/// Elements per operand.
const N: usize = 1 << 20;
/// Timed rounds per case, each timing both variants once.
const ROUNDS: usize = 401;
/// Untimed rounds first.
const WARM_UP: usize = 20;

/// Times `promoted` and `hand` alternately; returns their median times.
fn interleaved(mut promoted: impl FnMut(), mut hand: impl FnMut()) -> (Duration, Duration) {
    fn time(f: &mut impl FnMut()) -> Duration {
        let start = Instant::now();
        f();
        start.elapsed()
    }
    for _ in 0..WARM_UP {
        promoted();
        hand();
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

fn median(times: &mut [Duration]) -> Duration {
    times.sort_unstable();
    times[times.len() / 2]
}

/// Checks that both variants agree, times them, prints the line.
fn case<R: PartialEq + std::fmt::Debug>(
    name: &str,
    mut promoted: impl FnMut() -> Vec<R>,
    mut hand: impl FnMut() -> Vec<R>,
) {
    assert!(
        promoted() == hand(),
        "{name}: promoted and hand-written disagree"
    );
    let (p, h) = interleaved(|| drop(black_box(promoted())), || drop(black_box(hand())));
    eprintln!("{name:>14}: promoted {p:>10.1?}  hand-written {h:>10.1?}");
    println!("ratio {name} {N} {:.3}", p.as_secs_f64() / h.as_secs_f64());
}

fn main() {
    {
        let (a, b) = (data::i8s(N, 1), data::f32s(N, 2));
        let (pa, pb) = (
            Array::<i8, Jax>::from_vec(a.clone()),
            Array::from_vec(b.clone()),
        );
        case(
            "i8+f32",
            || promoted::i8_f32(black_box(&pa), black_box(&pb)).into_vec(),
            || hand::i8_f32(black_box(&a), black_box(&b)),
        );
    }
    {
        let (a, b) = (data::u8s(N, 3), data::i8s(N, 4));
        let (pa, pb) = (
            Array::<u8, Jax>::from_vec(a.clone()),
            Array::from_vec(b.clone()),
        );
        case(
            "u8+i8",
            || promoted::u8_i8(black_box(&pa), black_box(&pb)).into_vec(),
            || hand::u8_i8(black_box(&a), black_box(&b)),
        );
    }
    {
        let (a, b) = (data::i32s(N, 5), data::f64s(N, 6));
        let (pa, pb) = (
            Array::<i32, Jax>::from_vec(a.clone()),
            Array::from_vec(b.clone()),
        );
        case(
            "i32+f64",
            || promoted::i32_f64(black_box(&pa), black_box(&pb)).into_vec(),
            || hand::i32_f64(black_box(&a), black_box(&b)),
        );
    }
    {
        let (a, b) = (data::f16s(N, 7), data::f32s(N, 8));
        let (pa, pb) = (
            Array::<_, Jax>::from_vec(a.clone()),
            Array::from_vec(b.clone()),
        );
        case(
            "f16+f32",
            || promoted::f16_f32(black_box(&pa), black_box(&pb)).into_vec(),
            || hand::f16_f32(black_box(&a), black_box(&b)),
        );
    }
    {
        let (a, b) = (data::c64s(N, 9), data::f64s(N, 10));
        let (pa, pb) = (
            Array::<_, NumPy>::from_vec(a.clone()),
            Array::from_vec(b.clone()),
        );
        case(
            "c64+f64",
            || promoted::c64_f64(black_box(&pa), black_box(&pb)).into_vec(),
            || hand::c64_f64(black_box(&a), black_box(&b)),
        );
    }
    {
        let a = data::i16s(N, 11);
        let pa = Array::<i16, Jax>::from_vec(a.clone());
        case(
            "i16+weak(3)",
            || promoted::i16_add_weak(black_box(&pa), black_box(3)).into_vec(),
            || hand::i16_add_scalar(black_box(&a), black_box(3)),
        );
    }
    {
        let a = data::f32s(N, 12);
        let pa = Array::<f32, Jax>::from_vec(a.clone());
        case(
            "f32*weak(2.0)",
            || promoted::f32_mul_weak(black_box(&pa), black_box(2.0)).into_vec(),
            || hand::f32_mul_scalar(black_box(&a), black_box(2.0)),
        );
    }
}
