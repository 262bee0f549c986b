//! The operation families on `Array`: division, comparisons, bitwise ops and sums, typed by the
//! policy, with their values.

use promote_core::policies::{ArrayApi, Jax, JaxLax, NumPy, Paddle, Torch};
use promote_core::{weak, Array, Array0};

#[test]
fn true_division_turns_integers_into_each_policys_float() {
    let a: Array<i32, NumPy> = Array::from_vec(vec![1, 3]);
    let b: Array<i32, NumPy> = Array::from_vec(vec![2, 4]);
    let numpy: Array<f64, NumPy> = &a / &b;
    assert_eq!(numpy.as_slice(), &[0.5, 0.75]);
    let torch: Array<f32, Torch> =
        a.clone().with_policy::<Torch>() / b.clone().with_policy::<Torch>();
    assert_eq!(torch.as_slice(), &[0.5, 0.75]);
    let jax: Array<f32, Jax> = a.clone().with_policy::<Jax>() / b.clone().with_policy::<Jax>();
    assert_eq!(jax.as_slice(), &[0.5, 0.75]);
    let paddle: Array<f32, Paddle> = a.with_policy::<Paddle>() / weak(2);
    assert_eq!(paddle.as_slice(), &[0.5, 1.5]);
}

#[test]
fn lax_division_keeps_integers_and_never_panics_on_zero() {
    let a: Array<i32, JaxLax> = Array::from_vec(vec![7, -7, 1]);
    let b: Array<i32, JaxLax> = Array::from_vec(vec![2, 2, 0]);
    let q: Array<i32, JaxLax> = &a / &b;
    // `lax.div` truncates, and gives all bits set for a zero divisor (XLA's rule; every edge
    // case is in lax_div.rs).
    assert_eq!(q.as_slice(), &[3, -3, -1]);
}

#[test]
fn comparisons_convert_to_the_common_type_first() {
    let a: Array<i8, Jax> = Array::from_vec(vec![1, 2, 3]);
    let b: Array<f32, Jax> = Array::from_vec(vec![1.0, 2.5, 2.5]);
    assert_eq!(a.equal(&b).as_slice(), &[true, false, false]);
    assert_eq!(a.not_equal(&b).as_slice(), &[false, true, true]);
    assert_eq!(a.less(&b).as_slice(), &[false, true, false]);
    assert_eq!(a.less_equal(&b).as_slice(), &[true, true, false]);
    assert_eq!(a.greater(&b).as_slice(), &[false, false, true]);
    assert_eq!(a.greater_equal(&b).as_slice(), &[true, false, true]);
    // u8 200 and i8 -56 differ once both are i16.
    let u: Array<u8, Jax> = Array::from_vec(vec![200]);
    let i: Array<i8, Jax> = Array::from_vec(vec![-56]);
    assert_eq!(u.equal(&i).as_slice(), &[false]);
}

#[test]
fn nan_is_unordered_and_complex_orders_lexicographically_where_allowed() {
    let a: Array<f32, NumPy> = Array::from_vec(vec![f32::NAN, 1.0]);
    let b: Array<f32, NumPy> = Array::from_vec(vec![1.0, f32::NAN]);
    assert_eq!(a.less(&b).as_slice(), &[false, false]);
    assert_eq!(a.greater_equal(&b).as_slice(), &[false, false]);
    let c: Array<promote_core::Complex<f64>, NumPy> = Array::from_vec(vec![
        promote_core::Complex::new(1.0, 5.0),
        promote_core::Complex::new(1.0, -1.0),
    ]);
    let d: Array<f64, NumPy> = Array::from_vec(vec![1.0, 1.0]);
    assert_eq!(c.greater(&d).as_slice(), &[true, false]);
}

#[test]
fn bitwise_ops_promote_integers_and_bools() {
    let a: Array<u8, Jax> = Array::from_vec(vec![0b1100, 0xff]);
    let b: Array<i8, Jax> = Array::from_vec(vec![0b1010, -1]);
    let and: Array<i16, Jax> = &a & &b;
    let or: Array<i16, Jax> = &a | &b;
    let xor: Array<i16, Jax> = &a ^ &b;
    assert_eq!(and.as_slice(), &[0b1000, 0xff]);
    assert_eq!(or.as_slice(), &[0b1110, -1]);
    assert_eq!(xor.as_slice(), &[0b0110, -256]);
    let t: Array<bool, Jax> = Array::from_vec(vec![true, false]);
    let masked: Array<bool, Jax> = &t & &Array::from_vec(vec![true, true]);
    assert_eq!(masked.as_slice(), &[true, false]);
}

#[test]
fn sums_accumulate_in_each_policys_accumulator() {
    let a: Array<u8, NumPy> = Array::from_vec(vec![255, 255, 255]);
    let numpy: u64 = a.sum();
    assert_eq!(numpy, 765);
    let torch: i64 = a.clone().with_policy::<Torch>().sum();
    assert_eq!(torch, 765);
    let api: u64 = a.with_policy::<ArrayApi>().sum();
    assert_eq!(api, 765);
    let f: Array<f32, Jax> = Array::from_vec(vec![0.5, 0.25]);
    let s: f32 = f.sum();
    assert_eq!(s, 0.75);
}

#[test]
fn zero_dim_arrays_follow_the_category_rule_under_torch_and_are_arrays_under_numpy() {
    let t: Array<i16, Torch> = Array::from_vec(vec![1, 2]);
    let same: Array<i16, Torch> = &t + Array0::new(100i64);
    assert_eq!(same.as_slice(), &[101, 102]);
    let div: Array<f32, Torch> = &t / Array0::new(2i64);
    assert_eq!(div.as_slice(), &[0.5, 1.0]);
    let n: Array<i16, NumPy> = Array::from_vec(vec![1, 2]);
    let wide: Array<i64, NumPy> = &n + Array0::new(100i64);
    assert_eq!(wide.as_slice(), &[101, 102]);
    let both: Array0<i64, Torch> = Array0::<i8, Torch>::new(1) + Array0::new(2i64);
    assert_eq!(both.value(), 3);
}

#[test]
#[should_panic(
    expected = "shape mismatch: left operand has shape [2], right operand has shape [3]"
)]
fn division_of_mismatched_shapes_panics_naming_both() {
    let a: Array<f32, Jax> = Array::from_vec(vec![1.0, 2.0]);
    let b: Array<f32, Jax> = Array::from_vec(vec![1.0, 2.0, 3.0]);
    let _ = &a / &b;
}

#[test]
fn checked_ops_report_the_shapes() {
    let a: Array<f32, Jax> = Array::from_vec(vec![1.0, 2.0]);
    let b: Array<i8, Jax> = Array::from_shape_vec([1, 2], vec![1, 2]).unwrap();
    let err = a.checked_div(&b).unwrap_err();
    assert_eq!(err.lhs(), &[2]);
    assert_eq!(err.rhs(), &[1, 2]);
    assert!(a.checked_less(&b).is_err());
}
