//! The user crate's code, run: each result is the value the policy's table gives (the tables
//! themselves are checked against the libraries elsewhere; here the question is whether a
//! user's code compiles and reaches them).

use promote_core::policies::{Jax, NumPy};
use promote_core::{bf16, CastFrom, DType, Policy, Promoted, WeakFloat};
use promote_user::generic::{
    count_nonzero, mean_and_std, product_and_ratio, squared_distance, total,
};
use promote_user::money::{Cents, JaxMoney};

#[test]
fn bundles_and_two_families() {
    // JAX: i8 * f32 is f32, i8 / f32 is f32.
    let (p, q) = product_and_ratio::<i8, f32, Jax>(3, 0.5);
    assert_eq!((p, q), (1.5f32, 6.0f32));
    // NumPy: i32 * i32 is i32, i32 / i32 is f64.
    let (p, q) = product_and_ratio::<i32, i32, NumPy>(7, 2);
    assert_eq!((p, q), (14i32, 3.5f64));
    // u8 - i8 is i16 under JAX (no wrap at 0 - 1).
    let d: i16 = squared_distance::<u8, i8, Jax>(&[0, 10], &[1, -10]);
    assert_eq!(d, 1 + 400);
}

#[test]
fn folds_over_slices() {
    assert_eq!(count_nonzero::<i32, NumPy>(&[0, 3, 0, -1]), 2);
    // NumPy sums i8 in i64 (no overflow at 127 + 1).
    let s: i64 = total::<i8, NumPy>(&[127, 1]);
    assert_eq!(s, 128);
    let (mean, std) = mean_and_std::<i32, Jax>(&[1, 3]);
    assert_eq!((mean, std), (2.0f32, 1.0f32));
}

#[test]
fn money_in_the_jax_lattice() {
    // i64 ⊔ cents = cents; cents ⊔ f32 = f32; cents ⊔ weak float = weak float.
    let c: Promoted<i64, Cents, Jax> = <i64 as promote_core::Promote<Cents, Jax>>::promote_lhs(250);
    assert_eq!(c, Cents(250.0));
    let f: Promoted<Cents, f32, Jax> = 1.5f32;
    let w: Promoted<Cents, WeakFloat, Jax> = WeakFloat(1.0);
    let _ = (f, w);
    assert_eq!(
        JaxMoney::result_type(DType::Custom("cents"), DType::BF16),
        Some(DType::BF16)
    );
    // The generated conversions go through f64, both ways.
    assert_eq!(bf16::cast_from(Cents(1.5)), bf16::from_f32(1.5));
    assert_eq!(Cents::cast_from(true), Cents(1.0));
    assert_eq!(Cents::cast_from(-7i8), Cents(-7.0));
    assert!(bool::cast_from(Cents(0.25)));
    assert_eq!(i32::cast_from(Cents(2.75)), 2);
}
