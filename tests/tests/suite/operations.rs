//! The operations of the later families compute what the libraries compute, with the types the
//! policies give: floor division and remainder with Python's signs, integer powers, NaN-propagating
//! maximum, float math in the policy's float, magnitudes of complex numbers, statistics.

use promote_core::policies::{ArrayApi, Jax, NumPy, Torch};
use promote_core::{f16, weak, Array, Complex};

#[test]
fn floor_division_and_remainder_follow_python() {
    let a: Array<i32, NumPy> = Array::from_vec(vec![7, -7, 7, -7, 5]);
    let b: Array<i32, NumPy> = Array::from_vec(vec![2, 2, -2, -2, 0]);
    assert_eq!(a.floor_divide(&b).as_slice(), &[3, -4, -4, 3, 0]);
    assert_eq!(a.remainder(&b).as_slice(), &[1, 1, -1, -1, 0]);
    let x: Array<f64, NumPy> = Array::from_vec(vec![-1.0, 7.5]);
    assert_eq!(x.floor_divide(weak(2.0)).as_slice(), &[-1.0, 3.0]);
    assert_eq!(x.remainder(weak(3.0)).as_slice(), &[2.0, 1.5]);
    // NumPy's `b // b` runs the int8 loop.
    let t: Array<bool, NumPy> = Array::from_vec(vec![true, false]);
    let q: Array<i8, NumPy> = t.floor_divide(&t);
    assert_eq!(q.as_slice(), &[1, 0]);
}

#[test]
fn a_weak_integer_exponent_keeps_the_base_type() {
    let a: Array<i16, NumPy> = Array::from_vec(vec![3, -2, 200]);
    let squared: Array<i16, NumPy> = a.pow(weak(2));
    assert_eq!(squared.as_slice(), &[9, 4, -25536]); // 40000 wraps in i16, as NumPy
    let b: Array<f32, Torch> = Array::from_vec(vec![4.0, 2.0]);
    assert_eq!(b.pow(weak(0.5)).as_slice(), &[2.0, 2.0_f32.sqrt()]);
    // NumPy: `i8 ** u8` is i16.
    let c: Array<i8, NumPy> = Array::from_vec(vec![2, -1]);
    let d: Array<u8, NumPy> = Array::from_vec(vec![10, 3]);
    let e: Array<i16, NumPy> = c.pow(&d);
    assert_eq!(e.as_slice(), &[1024, -1]);
}

#[test]
fn maximum_propagates_nan_and_promotes() {
    let a: Array<f32, Jax> = Array::from_vec(vec![1.0, f32::NAN, -3.0]);
    let b: Array<i8, Jax> = Array::from_vec(vec![2, 0, -4]);
    let m: Array<f32, Jax> = a.maximum(&b);
    assert_eq!(m.as_slice()[0], 2.0);
    assert!(m.as_slice()[1].is_nan());
    assert_eq!(m.as_slice()[2], -3.0);
    assert_eq!(a.minimum(&b).as_slice()[2], -4.0);
}

#[test]
fn float_math_runs_in_the_policys_float() {
    let a: Array<i8, NumPy> = Array::from_vec(vec![4, 9]);
    let numpy: Array<f16, NumPy> = a.sqrt(); // the smallest float that holds an i8
    assert_eq!(numpy.as_slice(), &[f16::from_f32(2.0), f16::from_f32(3.0)]);
    let jax: Array<f32, Jax> = a.with_policy::<Jax>().sqrt();
    assert_eq!(jax.as_slice(), &[2.0, 3.0]);
    let i: Array<i32, NumPy> = Array::from_vec(vec![0]);
    let e: Array<f64, NumPy> = i.exp();
    assert_eq!(e.as_slice(), &[1.0]);
    let z: Array<Complex<f64>, NumPy> = Array::from_vec(vec![Complex::new(-4.0, 0.0)]);
    assert_eq!(z.sqrt().as_slice(), &[Complex::new(0.0, 2.0)]);
    let y: Array<f64, NumPy> = Array::from_vec(vec![1.0]);
    let x: Array<f64, NumPy> = Array::from_vec(vec![-1.0]);
    assert_eq!(
        y.atan2(&x).as_slice(),
        &[core::f64::consts::FRAC_PI_4 * 3.0]
    );
    assert_eq!(y.hypot(weak(0.0)).as_slice(), &[1.0]);
}

#[test]
fn abs_of_complex_is_real_and_sign_is_numpys() {
    let z: Array<Complex<f32>, NumPy> = Array::from_vec(vec![Complex::new(3.0, 4.0)]);
    let m: Array<f32, NumPy> = z.abs();
    assert_eq!(m.as_slice(), &[5.0]);
    assert_eq!(z.sign().as_slice(), &[Complex::new(0.6, 0.8)]);
    let i: Array<i8, NumPy> = Array::from_vec(vec![-128, -3, 0, 5]);
    assert_eq!(i.abs().as_slice(), &[-128, 3, 0, 5]); // wraps, as NumPy
    assert_eq!(i.sign().as_slice(), &[-1, -1, 0, 1]);
    assert_eq!(i.negative().as_slice(), &[-128, 3, 0, -5]);
}

#[test]
fn rounding_is_to_even_and_keeps_integers() {
    let x: Array<f64, NumPy> = Array::from_vec(vec![0.5, 1.5, 2.5, -0.5, -1.7]);
    assert_eq!(x.round().as_slice(), &[0.0, 2.0, 2.0, -0.0, -2.0]);
    assert_eq!(x.floor().as_slice(), &[0.0, 1.0, 2.0, -1.0, -2.0]);
    assert_eq!(x.ceil().as_slice(), &[1.0, 2.0, 3.0, -0.0, -1.0]);
    assert_eq!(x.trunc().as_slice(), &[0.0, 1.0, 2.0, -0.0, -1.0]);
    let i: Array<i32, NumPy> = Array::from_vec(vec![3]);
    let f: Array<i32, NumPy> = i.floor();
    assert_eq!(f.as_slice(), &[3]);
}

#[test]
fn logical_operations_take_truth_values() {
    let a: Array<f32, NumPy> = Array::from_vec(vec![0.0, 2.5, 0.0, -1.0]);
    let b: Array<i8, NumPy> = Array::from_vec(vec![0, 0, 3, 1]);
    assert_eq!(a.logical_and(&b).as_slice(), &[false, false, false, true]);
    assert_eq!(a.logical_or(&b).as_slice(), &[false, true, true, true]);
    assert_eq!(a.logical_xor(&b).as_slice(), &[false, true, true, false]);
    let t: Array<bool, ArrayApi> = Array::from_vec(vec![true, false]);
    assert_eq!(t.logical_and(&t).as_slice(), &[true, false]);
}

#[test]
fn predicates_classify() {
    let x: Array<f32, Torch> = Array::from_vec(vec![1.0, f32::NAN, f32::INFINITY]);
    assert_eq!(x.isnan().as_slice(), &[false, true, false]);
    assert_eq!(x.isfinite().as_slice(), &[true, false, false]);
    assert_eq!(x.isinf().as_slice(), &[false, false, true]);
    let i: Array<i8, Torch> = Array::from_vec(vec![1]);
    assert_eq!(i.isnan().as_slice(), &[false]);
}

#[test]
fn reductions_use_the_policys_types() {
    let a: Array<u8, NumPy> = Array::from_vec(vec![200, 100, 3]);
    let p: u64 = a.prod();
    assert_eq!(p, 60_000);
    let c: Array<u64, NumPy> = a.cumsum();
    assert_eq!(c.as_slice(), &[200, 300, 303]);
    let m: f64 = a.mean();
    assert_eq!(m, 101.0);
    let v: f64 = a.var(); // population variance
    let exact =
        ((200.0f64 - 101.0).powi(2) + (100.0f64 - 101.0).powi(2) + (3.0f64 - 101.0).powi(2)) / 3.0;
    assert!((v - exact).abs() < 1e-9);
    assert_eq!(a.max(), 200);
    assert_eq!(a.min(), 3);
    let j: f32 = a.with_policy::<Jax>().mean(); // JAX: f32
    assert_eq!(j, 101.0);
    let z: Array<Complex<f32>, NumPy> =
        Array::from_vec(vec![Complex::new(1.0, 1.0), Complex::new(-1.0, -1.0)]);
    let zv: f32 = z.var(); // real: the mean of |z - mean|²
    assert_eq!(zv, 2.0);
}

#[test]
fn float_sums_are_pairwise() {
    // 2e7 ones: a sequential f32 sum sticks at 2^24 = 16,777,216; pairwise is exact.
    let ones: Array<f32, NumPy> = Array::full([20_000_000], 1.0);
    let s: f32 = ones.sum();
    assert_eq!(s, 20_000_000.0);
    let tens: Array<f32, NumPy> = Array::full([10_000_000], 0.1);
    let t: f32 = tens.sum();
    assert!(
        (t - 1_000_000.0).abs() < 1.0,
        "pairwise sum of 1e7 x 0.1 = {t}"
    );
    let halves: Array<f16, Jax> = Array::full([10_000], f16::ONE);
    let h: f16 = halves.sum();
    assert_eq!(h, f16::from_f32(10_000.0));
}
