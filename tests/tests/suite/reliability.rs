//! Regressions found by the adversarial pass (issue 16): names, shapes that overflow, sums.

use promote_core::policies::{Jax, NumPy, Torch};
use promote_core::{f16, Array, Policy};

promote_core::promotion_table! {
    /// A policy named with a raw identifier.
    pub struct r#Match;
    table { _ i8 i16; i8 i8 i16; i16 i16 i16; }
}

#[test]
fn a_raw_identifier_names_the_policy_without_its_prefix() {
    assert_eq!(<r#Match as Policy>::NAME, "Match");
}

#[test]
#[should_panic(expected = "has more elements than a usize can count")]
fn full_refuses_a_shape_whose_size_overflows() {
    // 2^64 elements: the product wraps to 0 in release builds, and `full` used to build an empty
    // array claiming that shape.
    let _ = Array::<u8, Jax>::full([1 << 32, 1 << 32], 7);
}

#[test]
fn a_length_error_for_an_overflowing_shape_formats() {
    let err = Array::<u8, Jax>::from_shape_vec([usize::MAX, 2], vec![1, 2]).unwrap_err();
    let text = err.to_string();
    assert!(
        text.contains("more elements than a usize can count"),
        "{text}"
    );
    assert!(text.contains("the data has 2"), "{text}");
}

#[test]
fn sums_of_many_small_values_keep_their_precision() {
    // 10,000 ones in f16: a sequential f16 sum sticks at 2048.
    let halves: Array<f16, NumPy> = Array::full([10_000], f16::ONE);
    let s: f16 = halves.sum();
    assert_eq!(s, f16::from_f32(10_000.0));
    // 2e7 ones in f32: a sequential sum sticks at 2^24.
    let ones: Array<f32, Torch> = Array::full([20_000_000], 1.0);
    let t: f32 = ones.sum();
    assert_eq!(t, 20_000_000.0);
}

/// A custom float, for the 0-d rule below.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Q(f32);

impl promote_core::Element for Q {
    const DTYPE: promote_core::DType = promote_core::DType::Custom("q");
}

impl promote_core::CastFrom<Q> for Q {
    fn cast_from(x: Q) -> Q {
        x
    }
}

impl promote_core::CastFrom<Q> for promote_core::Complex<f32> {
    fn cast_from(x: Q) -> Self {
        promote_core::Complex::new(x.0, 0.0)
    }
}

promote_core::promotion_table! {
    /// A custom float in PyTorch's 0-d rule: `complex_of` takes it (it was refused, as if custom
    /// types had no category).
    pub struct WithQ;
    types { q = Q as float }
    table { _ q c64; q q c64; c64 c64 c64; }
    zero_dim { complex_of { q: c64 } }
}

#[test]
fn complex_of_takes_a_custom_float() {
    use promote_core::{ArrayKind::*, DType};
    // A q array with a 0-d c64: the complex type of q's precision, by the declaration.
    assert_eq!(
        WithQ::binary_result(
            promote_core::Op::Add,
            Array,
            DType::Custom("q"),
            Array0,
            DType::C64
        ),
        Some(DType::C64)
    );
}

#[test]
fn half_precision_sums_add_up_in_the_policys_accumulator() {
    // 4,096 values of f16(0.1): in f16 the running sum drifts by whole units; added up in f32
    // (NumPy, JAX, PyTorch) and rounded once, the sum is the f16 nearest to the exact one.
    let x = f16::from_f32(0.1);
    let exact = 4096.0 * x.to_f64();
    let want = f16::from_f64(exact);
    let numpy: Array<f16, NumPy> = Array::full([4096], x);
    assert_eq!(numpy.sum(), want);
    assert_eq!(numpy.mean(), f16::from_f64(exact / 4096.0));
    let torch: Array<f16, Torch> = Array::full([4096], x);
    assert_eq!(torch.sum(), want);
    let bf = promote_core::bf16::from_f32(0.1);
    let jax: Array<promote_core::bf16, Jax> = Array::full([4096], bf);
    assert_eq!(
        jax.sum(),
        promote_core::bf16::from_f64(4096.0 * bf.to_f64())
    );
    // A policy that declares no accumulator adds up in f16 itself, and drifts: the check above can
    // tell the two apart.
    let paddle: Array<f16, promote_core::policies::Paddle> = Array::full([4096], x);
    assert_ne!(paddle.sum(), want);
    // The running sum of PyTorch's `cumsum` too; NumPy's adds in f16 itself, and stalls at 256
    // (tests/tests/suite/values.rs holds it to NumPy's printed values).
    let c: Array<f16, Torch> = torch.cumsum();
    assert_eq!(c.as_slice()[4095], want);
    let c: Array<f16, NumPy> = numpy.cumsum();
    assert_eq!(c.as_slice()[4095], f16::from_f32(256.0));
}
