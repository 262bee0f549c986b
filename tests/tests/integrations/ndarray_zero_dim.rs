//! The `ndarray` integration's 0-d arrays: an operand of dimension `Ix0` follows the policy's 0-d
//! rule (PyTorch's categories, PaddlePaddle's major type, NumPy's and JAX's "a 0-d array is an
//! array"), on either side, as `promote_core::Array0` does; an `IxDyn` operand is an array even
//! with no axes, unless converted to `Ix0`. Run with `--features ndarray` (or `--all-features`).
//!
//! Every expected dtype and value below was printed by the library itself: torch 2.15, Paddle
//! 3.3.1, NumPy 2.4.6 and JAX 0.10.2 (`jax_enable_x64`), in the venvs of `scripts/regen-references.sh`, with
//! `a = [100, 2]` as an int8 tensor and `z = 100` as a 0-d int64 tensor unless a test says
//! otherwise. The types are checked by the annotations, at compile time; the values at run time.

use ndarray::{arr0, array, Array0, Array1, ArrayD, Ix0, IxDyn};
use promote_core::array::family::{Add, Div};
use promote_core::ndarray_ext::{AssignExt, AssignRhs, DimOperand, PromoteExt, PromotedElem};
use promote_core::policies::{Jax, NumPy, Paddle, Torch};
use promote_core::{weak, ZeroDim};

/// 2^-24 + 2^-60: added to 1.0 in f64 and rounded to f32 it gives 1 + 2^-23, but rounded to f32
/// first it is 2^-24, and 1 + 2^-24 ties to 1.0. So the sum tells which type it was computed in.
const JUST_OVER_HALF_ULP: f64 = 5.960_464_477_539_063e-8 + 8.673_617_379_884_035e-19;

#[test]
fn the_dimension_type_picks_the_operand_kind() {
    let zero: <Ix0 as DimOperand>::Operand<i64> = <Ix0 as DimOperand>::operand(7);
    assert_eq!(zero, ZeroDim::new(7i64));
    let one: <ndarray::Ix1 as DimOperand>::Operand<i64> = <ndarray::Ix1 as DimOperand>::operand(7);
    assert_eq!(one, 7i64);
    // IxDyn is an array, whatever its run-time number of axes.
    let dynamic: <IxDyn as DimOperand>::Operand<i64> = <IxDyn as DimOperand>::operand(7);
    assert_eq!(dynamic, 7i64);
    assert_eq!(JUST_OVER_HALF_ULP, 2f64.powi(-24) + 2f64.powi(-60));
}

#[test]
fn torch_a_zero_dim_array_of_the_same_category_does_not_win() {
    let a: Array1<i8> = array![100, 2];
    let z: Array0<i64> = arr0(100);

    // torch: a + z and z + a are int8 [-56, 102] (the sum wraps in int8).
    let r: Array1<i8> = a.add_with::<Torch>(&z);
    assert_eq!(r, array![-56, 102]);
    let l: Array1<i8> = z.add_with::<Torch>(&a);
    assert_eq!(l, array![-56, 102]);
    // torch: z - a is int8 [0, 98].
    let d: Array1<i8> = z.sub_with::<Torch>(&a);
    assert_eq!(d, array![0, 98]);
    // By value, and as a view: the dimension type, not the ownership, decides.
    // torch: a * z is int8 [16, -56] (10000 and 200 wrap in int8).
    let v: Array1<i8> = a.view().mul_with::<Torch>(z.view());
    assert_eq!(v, array![16, -56]);

    // torch: tensor([1], uint8) + tensor(-1, int8) is uint8 [0].
    let u: Array1<u8> = array![1u8].add_with::<Torch>(&arr0(-1i8));
    assert_eq!(u, array![0]);

    // torch: tensor([1.0], float32) + tensor(2^-24 + 2^-60, float64) is float32 [1.0].
    let f: Array1<f32> = array![1.0f32].add_with::<Torch>(&arr0(JUST_OVER_HALF_ULP));
    assert_eq!(f, array![1.0]);
}

#[test]
fn torch_a_zero_dim_array_of_a_higher_category_wins() {
    let a: Array1<i8> = array![100, 2];
    let z: Array0<f64> = arr0(0.5);
    // torch: a + tensor(0.5, float64) and the reverse are float64 [100.5, 2.5].
    let r: Array1<f64> = a.add_with::<Torch>(&z);
    assert_eq!(r, array![100.5, 2.5]);
    let l: Array1<f64> = z.add_with::<Torch>(&a);
    assert_eq!(l, array![100.5, 2.5]);
}

#[test]
fn torch_every_binary_family_sees_the_zero_dim_rule() {
    let a: Array1<i8> = array![1, 2];
    // torch: tensor([1, 2], int8) / tensor(4) is float32 [0.25, 0.5] (PyTorch's default float).
    let q: Array1<f32> = a.div_with::<Torch>(&arr0(4i64));
    assert_eq!(q, array![0.25, 0.5]);
    // torch.maximum(tensor([1, 2], int8), tensor(100)) is int8 [100, 100].
    let m: Array1<i8> = a.maximum_with::<Torch>(&arr0(100i64));
    assert_eq!(m, array![100, 100]);
    // The generic engine agrees.
    let e: PromotedElem<Array1<i8>, &Array0<i64>, Torch> = 1i8;
    assert_eq!(e, 1);
}

#[test]
fn torch_two_zero_dim_arrays_and_a_zero_dim_with_a_python_scalar() {
    // torch: tensor(1, int8) + tensor(100) and the reverse are 0-d int64 101: equal ranks promote.
    let r: Array0<i64> = arr0(1i8).add_with::<Torch>(&arr0(100i64));
    assert_eq!(r, arr0(101));
    let l: Array0<i64> = arr0(100i64).add_with::<Torch>(arr0(1i8));
    assert_eq!(l, arr0(101));
    // torch: tensor(1, int8) + 100 is 0-d int8 101; tensor(2, int8) * 2.5 is 0-d float32 5.0.
    let w: Array0<i8> = arr0(1i8).add_with::<Torch>(weak(100));
    assert_eq!(w, arr0(101));
    let f: Array0<f32> = arr0(2i8).mul_with::<Torch>(weak(2.5));
    assert_eq!(f, arr0(5.0));
}

#[test]
fn paddle_a_zero_dim_array_of_the_major_type_keeps_the_array_dtype() {
    let a: Array1<i8> = array![100, 2];
    let z: Array0<i64> = arr0(100);
    // paddle: a + z and z + a are int8 [-56, 102] (an int64 array with shape [2] would be refused:
    // "Type promotion only support calculations between floating-point numbers ...").
    let r: Array1<i8> = a.add_with::<Paddle>(&z);
    assert_eq!(r, array![-56, 102]);
    let l: Array1<i8> = z.add_with::<Paddle>(&a);
    assert_eq!(l, array![-56, 102]);

    // paddle: tensor([1.0], float32) + tensor(2^-24 + 2^-60, float64) is float32 [1.0].
    let f: Array1<f32> = array![1.0f32].add_with::<Paddle>(&arr0(JUST_OVER_HALF_ULP));
    assert_eq!(f, array![1.0]);

    // paddle: tensor([1, 2], int8) / tensor(4, int64) is float32 [0.25, 0.5].
    let q: Array1<f32> = array![1i8, 2].div_with::<Paddle>(&arr0(4i64));
    assert_eq!(q, array![0.25, 0.5]);
}

#[test]
fn paddle_a_zero_dim_array_of_another_major_type_promotes() {
    let a: Array1<i8> = array![100, 2];
    // paddle: a + tensor(0.5, float64) and the reverse are float64 [100.5, 2.5].
    let r: Array1<f64> = a.add_with::<Paddle>(&arr0(0.5f64));
    assert_eq!(r, array![100.5, 2.5]);
    let l: Array1<f64> = arr0(0.5f64).add_with::<Paddle>(&a);
    assert_eq!(l, array![100.5, 2.5]);
    // paddle: tensor(1, int8) + tensor(100, int64) and the reverse are 0-d int64 101.
    let zz: Array0<i64> = arr0(1i8).add_with::<Paddle>(&arr0(100i64));
    assert_eq!(zz, arr0(101));
    let zz: Array0<i64> = arr0(100i64).add_with::<Paddle>(&arr0(1i8));
    assert_eq!(zz, arr0(101));
}

#[test]
fn numpy_and_jax_a_zero_dim_array_is_an_array() {
    let a: Array1<i8> = array![100, 2];
    let z: Array0<i64> = arr0(100);

    // NumPy 2 and JAX: a + z and z + a are int64 [200, 102]; z - a is int64 [0, 98].
    let n: Array1<i64> = a.add_with::<NumPy>(&z);
    assert_eq!(n, array![200, 102]);
    let n: Array1<i64> = z.add_with::<NumPy>(&a);
    assert_eq!(n, array![200, 102]);
    let j: Array1<i64> = a.add_with::<Jax>(&z);
    assert_eq!(j, array![200, 102]);
    let j: Array1<i64> = z.sub_with::<Jax>(&a);
    assert_eq!(j, array![0, 98]);

    // Both: a + array(0.5, float64) and the reverse are float64 [100.5, 2.5].
    let n: Array1<f64> = arr0(0.5f64).add_with::<NumPy>(&a);
    assert_eq!(n, array![100.5, 2.5]);
    let j: Array1<f64> = a.add_with::<Jax>(&arr0(0.5f64));
    assert_eq!(j, array![100.5, 2.5]);

    // Both: array(1, int8) + array(100, int64) is 0-d int64 101.
    let n: Array0<i64> = arr0(1i8).add_with::<NumPy>(&arr0(100i64));
    assert_eq!(n, arr0(101));
    let j: Array0<i64> = arr0(1i8).add_with::<Jax>(&arr0(100i64));
    assert_eq!(j, arr0(101));
}

#[test]
fn in_place_a_zero_dim_right_operand_follows_the_rule() {
    // torch: a += z keeps int8 [-56, 102], computed in int8 (result_type(a, z) is int8).
    let mut t: Array1<i8> = array![100, 2];
    t.add_assign_with::<Torch, _>(&arr0(100i64));
    assert_eq!(t, array![-56, 102]);
    let compute: <&Array0<i64> as AssignRhs<i8, Torch, Add>>::Compute = 1i8;
    assert_eq!(compute, 1);
    // torch: true division of int8 by a 0-d int64 computes in float32 (torch.result_type(
    // tensor([1], int8), tensor(4)) is int8, and its true division is float32, as above).
    let quotient: <&Array0<i64> as AssignRhs<i8, Torch, Div>>::Compute = 0.5f32;
    assert_eq!(quotient, 0.5);

    // paddle: `a += z` on Python tensors is int8 [-56, 102]; an int64 array would be refused.
    let mut p: Array1<i8> = array![100, 2];
    p.add_assign_with::<Paddle, _>(&arr0(100i64));
    assert_eq!(p, array![-56, 102]);

    // NumPy: a += z computes in int64 (np.result_type(int8, array(4, int64)) is int64), then
    // casts back to int8 (same_kind): int8 [-56, 102].
    let mut n: Array1<i8> = array![100, 2];
    n.add_assign_with::<NumPy, _>(&arr0(100i64));
    assert_eq!(n, array![-56, 102]);
    let compute: <&Array0<i64> as AssignRhs<i8, NumPy, Add>>::Compute = 1i64;
    assert_eq!(compute, 1);
}

#[test]
fn ixdyn_is_an_array_even_with_no_axes() {
    let a: Array1<i8> = array![100, 2];
    let d: ArrayD<i64> = ArrayD::from_elem(IxDyn(&[]), 100);
    assert_eq!(d.ndim(), 0);

    // An ArrayD promotes as an array whatever its shape: as torch's tensor([100, 2], int8) +
    // tensor([100]) (shape [1]), and the reverse, which are int64 [200, 102].
    let r: ArrayD<i64> = a.add_with::<Torch>(&d);
    assert_eq!(r.shape(), &[2]);
    assert_eq!(r.iter().copied().collect::<Vec<_>>(), [200, 102]);
    let l: ArrayD<i64> = d.add_with::<Torch>(&a);
    assert_eq!(l.iter().copied().collect::<Vec<_>>(), [200, 102]);

    // Converted to Ix0 (checked at run time), it is a 0-d array: torch's a + tensor(100) is int8
    // [-56, 102].
    let z = d.view().into_dimensionality::<Ix0>().unwrap();
    let t: Array1<i8> = a.add_with::<Torch>(z);
    assert_eq!(t, array![-56, 102]);
    let t: Array1<i8> = d
        .clone()
        .into_dimensionality::<Ix0>()
        .unwrap()
        .add_with::<Torch>(&a);
    assert_eq!(t, array![-56, 102]);
    // An ArrayD with axes does not convert.
    let one: ArrayD<i64> = ArrayD::from_elem(IxDyn(&[1]), 100);
    assert!(one.into_dimensionality::<Ix0>().is_err());

    // Under NumPy the choice does not matter: a + array(100, int64) is int64 [200, 102] either way.
    let n: ArrayD<i64> = a.add_with::<NumPy>(&d);
    assert_eq!(n.iter().copied().collect::<Vec<_>>(), [200, 102]);
}
