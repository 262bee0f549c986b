//! Deterministic inputs: a small linear congruential generator, so every run sees the same data
//! without a `rand` dependency. Floats are finite, normal and in `[-1, 1)` (or scaled), integers
//! span their whole range: the common case, with no subnormal or NaN slow paths.

use promote_core::{f16, Complex};

/// Knuth's MMIX LCG; the high bits are good enough for benchmark data.
pub struct Lcg(u64);

impl Lcg {
    pub fn new(seed: u64) -> Self {
        Lcg(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn next_u32(&mut self) -> u32 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 32) as u32
    }

    /// A float in `[-1, 1)`, a multiple of 2^-23.
    pub fn unit(&mut self) -> f32 {
        (self.next_u32() >> 8) as f32 / (1u32 << 23) as f32 - 1.0
    }
}

pub fn u8s(n: usize, seed: u64) -> Vec<u8> {
    let mut g = Lcg::new(seed);
    (0..n).map(|_| g.next_u32() as u8).collect()
}

pub fn i8s(n: usize, seed: u64) -> Vec<i8> {
    let mut g = Lcg::new(seed);
    (0..n).map(|_| g.next_u32() as i8).collect()
}

pub fn i16s(n: usize, seed: u64) -> Vec<i16> {
    let mut g = Lcg::new(seed);
    (0..n).map(|_| g.next_u32() as i16).collect()
}

pub fn i32s(n: usize, seed: u64) -> Vec<i32> {
    let mut g = Lcg::new(seed);
    (0..n).map(|_| g.next_u32() as i32).collect()
}

pub fn f32s(n: usize, seed: u64) -> Vec<f32> {
    let mut g = Lcg::new(seed);
    (0..n).map(|_| g.unit()).collect()
}

pub fn f64s(n: usize, seed: u64) -> Vec<f64> {
    let mut g = Lcg::new(seed);
    (0..n).map(|_| f64::from(g.unit()) * 1e3).collect()
}

/// Normal f16 values in `[-8, 8)` (exact in f16 up to its 11 bits; rounded otherwise).
pub fn f16s(n: usize, seed: u64) -> Vec<f16> {
    let mut g = Lcg::new(seed);
    (0..n)
        .map(|_| {
            let x = g.unit() * 8.0;
            // Keep away from f16's subnormals (|x| < 2^-14): the common case.
            f16::from_f32(if x.abs() < 1e-3 { 0.5 } else { x })
        })
        .collect()
}

pub fn c64s(n: usize, seed: u64) -> Vec<Complex<f32>> {
    let mut g = Lcg::new(seed);
    (0..n).map(|_| Complex::new(g.unit(), g.unit())).collect()
}
