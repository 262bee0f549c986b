//! A quick check that promotion costs nothing at run time: the promoted `Array` op against the
//! hand-written loop over plain slices, in one process.
//!
//! ```text
//! scripts/zero_cost.sh --all-sizes                         # the verdict: 1 Ki, 64 Ki, 1 Mi
//! cargo run --release --example zero_cost                  # 1 Mi elements, as built
//! cargo run --release --example zero_cost -- --all-sizes   # 1 Ki, 64 Ki and 1 Mi
//! cargo run --release --example zero_cost -- --sizes 16    # the fixed cost per call
//! ```
//!
//! The two are timed alternately, many times (the order flips every round, so drift, cache warmth
//! and a neighbour's load hit both alike), and the medians are compared. One line per case on
//! stdout: `ratio <case> <elements> <promoted/hand-written median>`; the medians themselves and
//! their difference in nanoseconds go to stderr. There is no threshold here: read the ratios
//! (about 1.00 is the expectation; the criterion benchmarks in `benches/promotion.rs` have the
//! full picture).
//!
//! Both variants read the same input buffers (the hand-written loop gets the promoted arrays'
//! slices) and drop their result, so they differ only in the op itself and in what dropping an
//! `Array` costs over dropping a `Vec`.
//!
//! Code placement: on some x86-64 cores (AMD EPYC among them) one and the same loop runs up to
//! 1.5x faster or slower depending on where it lands relative to a 64-byte boundary, and the
//! promoted loop and its hand-written twin land in different places; at a few hundred nanoseconds
//! per call, where the rest of the code lands moves a ratio by several percent too.
//! `scripts/zero_cost.sh` builds this example with `-C llvm-args=-align-loops=64`, every loop at a
//! 64-byte boundary, in several function layouts, and takes the median ratio over the layouts;
//! that is the verdict. A plain `cargo run` measures the one layout the compiler happened to pick
//! (stderr says which build it is).
//!
//! The ops are the `#[inline(never)]` wrappers shared with the benchmarks, so they can also be
//! read in the disassembly: `objdump -d --no-show-raw-insn -C target/release/examples/zero_cost`
//! and look for `zero_cost::promoted::i8_f32` next to `zero_cost::hand::i8_f32`.

use std::hint::black_box;
use std::time::Instant;

use promote_core::policies::{Jax, NumPy};
use promote_core::{f16, Array, Complex, Element, Policy};

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
    for _ in 0..WARM_UP {
        time(batch, &mut promoted);
        time(batch, &mut hand);
    }
    let (mut tp, mut th) = (Vec::with_capacity(ROUNDS), Vec::with_capacity(ROUNDS));
    for round in 0..ROUNDS {
        if round % 2 == 0 {
            tp.push(time(batch, &mut promoted));
            th.push(time(batch, &mut hand));
        } else {
            th.push(time(batch, &mut hand));
            tp.push(time(batch, &mut promoted));
        }
    }
    (median(&mut tp), median(&mut th))
}

/// Nanoseconds per call of `f`, over `batch` calls (a direct call each: `f` is inlined here).
fn time(batch: usize, f: &mut impl FnMut()) -> f64 {
    let start = Instant::now();
    for _ in 0..batch {
        f();
    }
    start.elapsed().as_secs_f64() * 1e9 / batch as f64
}

fn median(times: &mut [f64]) -> f64 {
    times.sort_unstable_by(f64::total_cmp);
    times[times.len() / 2]
}

/// Checks that both variants agree, times them, prints the line. Each timed call drops its
/// result (an `Array` or a `Vec`) after `black_box` has seen it.
fn case<X, P>(
    name: &str,
    n: usize,
    mut promoted: impl FnMut() -> Array<X, P>,
    mut hand: impl FnMut() -> Vec<X>,
) where
    X: Element + PartialEq,
    P: Policy,
{
    assert!(
        promoted().as_slice() == hand().as_slice(),
        "{name}: promoted and hand-written disagree"
    );
    let batch = (SAMPLE_ELEMENTS / n).max(1);
    let (p, h) = interleaved(
        batch,
        || {
            let out = promoted();
            black_box(&out);
        },
        || {
            let out = hand();
            black_box(&out);
        },
    );
    eprintln!(
        "{name:>14} {n:>8}: promoted {p:>12.1} ns  hand-written {h:>12.1} ns  ({:+.1} ns)",
        p - h
    );
    println!("ratio {name} {n} {:.3}", p / h);
}

/// Input copies per case up to 4 Ki elements, at different addresses modulo 4 KiB.
const COPIES: usize = 16;

/// Copies of `data` as arrays, each allocated after a spacer of a different size, so that they
/// start at different offsets modulo 4 KiB (with the spacers, to keep alive as long as them).
///
/// Why: a result is allocated afresh on each call, and where it lands relative to an input decides
/// whether the loop's loads alias its stores modulo 4 KiB, which on some x86 cores makes a load
/// wait for an unrelated store. With one input buffer the benchmark measures one such relation,
/// and it can favour either variant by 25% at 1 Ki elements. Each variant cycles through the same
/// copies, so both see the same spread of placements. Above 4 Ki elements one copy: more would no
/// longer fit in the cache, and large buffers come page-aligned from `mmap` anyway.
fn placed<T: Element, P: Policy>(data: Vec<T>) -> (Vec<Array<T, P>>, Vec<Vec<u8>>) {
    let copies = if data.len() <= 1 << 12 { COPIES } else { 1 };
    let mut spacers = Vec::with_capacity(copies);
    let arrays = (0..copies)
        .map(|k| {
            spacers.push(vec![0u8; 16 * ((k * 97 + 13) % 256)]);
            Array::from_vec(data.clone())
        })
        .collect();
    (arrays, spacers)
}

/// Every case at `n` elements. The hand-written loops read the promoted arrays' own buffers;
/// both variants cycle through the same copies of them (see [`placed`]).
fn cases(n: usize) {
    {
        let (a, _a_spacers) = placed::<i8, Jax>(data::i8s(n, 1));
        let (b, _b_spacers) = placed::<f32, Jax>(data::f32s(n, 2));
        let (mut i, mut j) = (0, 0);
        case(
            "i8+f32",
            n,
            || {
                i = (i + 1) % a.len();
                promoted::i8_f32(black_box(&a[i]), black_box(&b[i]))
            },
            || {
                j = (j + 1) % a.len();
                hand::i8_f32(black_box(a[j].as_slice()), black_box(b[j].as_slice()))
            },
        );
    }
    {
        let (a, _a_spacers) = placed::<u8, Jax>(data::u8s(n, 3));
        let (b, _b_spacers) = placed::<i8, Jax>(data::i8s(n, 4));
        let (mut i, mut j) = (0, 0);
        case(
            "u8+i8",
            n,
            || {
                i = (i + 1) % a.len();
                promoted::u8_i8(black_box(&a[i]), black_box(&b[i]))
            },
            || {
                j = (j + 1) % a.len();
                hand::u8_i8(black_box(a[j].as_slice()), black_box(b[j].as_slice()))
            },
        );
    }
    {
        let (a, _a_spacers) = placed::<i32, Jax>(data::i32s(n, 5));
        let (b, _b_spacers) = placed::<f64, Jax>(data::f64s(n, 6));
        let (mut i, mut j) = (0, 0);
        case(
            "i32+f64",
            n,
            || {
                i = (i + 1) % a.len();
                promoted::i32_f64(black_box(&a[i]), black_box(&b[i]))
            },
            || {
                j = (j + 1) % a.len();
                hand::i32_f64(black_box(a[j].as_slice()), black_box(b[j].as_slice()))
            },
        );
    }
    {
        let (a, _a_spacers) = placed::<f16, Jax>(data::f16s(n, 7));
        let (b, _b_spacers) = placed::<f32, Jax>(data::f32s(n, 8));
        let (mut i, mut j) = (0, 0);
        case(
            "f16+f32",
            n,
            || {
                i = (i + 1) % a.len();
                promoted::f16_f32(black_box(&a[i]), black_box(&b[i]))
            },
            || {
                j = (j + 1) % a.len();
                hand::f16_f32(black_box(a[j].as_slice()), black_box(b[j].as_slice()))
            },
        );
    }
    {
        let (a, _a_spacers) = placed::<Complex<f32>, NumPy>(data::c64s(n, 9));
        let (b, _b_spacers) = placed::<f64, NumPy>(data::f64s(n, 10));
        let (mut i, mut j) = (0, 0);
        case(
            "c64+f64",
            n,
            || {
                i = (i + 1) % a.len();
                promoted::c64_f64(black_box(&a[i]), black_box(&b[i]))
            },
            || {
                j = (j + 1) % a.len();
                hand::c64_f64(black_box(a[j].as_slice()), black_box(b[j].as_slice()))
            },
        );
    }
    {
        let (a, _a_spacers) = placed::<i16, Jax>(data::i16s(n, 11));
        let (mut i, mut j) = (0, 0);
        case(
            "i16+weak(3)",
            n,
            || {
                i = (i + 1) % a.len();
                promoted::i16_add_weak(black_box(&a[i]), black_box(3))
            },
            || {
                j = (j + 1) % a.len();
                hand::i16_add_scalar(black_box(a[j].as_slice()), black_box(3))
            },
        );
    }
    {
        let (a, _a_spacers) = placed::<f32, Jax>(data::f32s(n, 12));
        let (mut i, mut j) = (0, 0);
        case(
            "f32*weak(2.0)",
            n,
            || {
                i = (i + 1) % a.len();
                promoted::f32_mul_weak(black_box(&a[i]), black_box(2.0))
            },
            || {
                j = (j + 1) % a.len();
                hand::f32_mul_scalar(black_box(a[j].as_slice()), black_box(2.0))
            },
        );
    }
}

/// How this binary was built, as far as code placement goes: `scripts/zero_cost.sh` says so at
/// compile time.
fn layout() -> &'static str {
    match option_env!("PROMOTE_ZERO_COST_LAYOUT") {
        Some(layout) => layout,
        None => {
            "as the compiler placed it (scripts/zero_cost.sh aligns every loop, several layouts)"
        }
    }
}

fn usage() -> ! {
    eprintln!("usage: zero_cost [--all-sizes | --sizes N[,N...]]");
    std::process::exit(2)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let sizes: Vec<usize> = match args.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        [] => vec![1 << 20],
        ["--all-sizes"] => vec![1 << 10, 1 << 16, 1 << 20],
        ["--sizes", list] => list
            .split(',')
            .map(|n| n.trim().parse().ok().filter(|&n: &usize| n > 0))
            .collect::<Option<_>>()
            .unwrap_or_else(|| usage()),
        _ => usage(),
    };
    eprintln!("code layout: {}", layout());
    for n in sizes {
        cases(n);
    }
}
