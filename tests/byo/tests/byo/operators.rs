//! `Tensor`, a type of this crate, gets promote's operators and methods from its glue. The
//! result types are checked against each policy's run-time mirror (itself compared cell for cell
//! with the libraries' reference grids in promote-tests), and the values by hand.

use promote_byo::Tensor;
use promote_core::container::{Container, PromoteOps};
use promote_core::policies::{ArrayApi, Jax, NumPy, Paddle, Torch};
use promote_core::{weak, Array0, ArrayKind, DType, Element, Op, Policy};

/// The dtype of a result's elements, to compare with the mirror.
fn dtype_of<T: Element, P: Policy>(_: &Tensor<T, P>) -> DType {
    T::DTYPE
}

fn t<T, P>(data: &[T]) -> Tensor<T, P>
where
    T: Copy,
{
    Tensor::new(&[data.len()], data.to_vec())
}

/// The mirror's answer for two dimensioned operands.
fn mirror<P: Policy>(op: Op, l: DType, r: DType) -> Option<DType> {
    P::binary_result(op, ArrayKind::Array, l, ArrayKind::Array, r)
}

#[test]
fn mixed_pairs_promote_as_each_policy_says() {
    let a: Tensor<i8, Jax> = t(&[1, -2]);
    let b: Tensor<f32, Jax> = t(&[0.5, 0.25]);
    let c = &a + &b;
    assert_eq!(
        dtype_of(&c),
        mirror::<Jax>(Op::Add, DType::I8, DType::F32).unwrap()
    );
    assert_eq!(c.data(), &[1.5, -1.75]);

    let i: Tensor<i32, NumPy> = t(&[1, 3]);
    let q = &i / &i; // NumPy's true division of ints: float64
    assert_eq!(
        dtype_of(&q),
        mirror::<NumPy>(Op::Div, DType::I32, DType::I32).unwrap()
    );
    assert_eq!(q.data(), &[1.0f64, 1.0]);

    let u: Tensor<u8, Torch> = t(&[200, 1]);
    let s: Tensor<i8, Torch> = t(&[-1, 1]);
    let d = u.clone() - s; // by value on both sides
    assert_eq!(
        dtype_of(&d),
        mirror::<Torch>(Op::Add, DType::U8, DType::I8).unwrap()
    );
    assert_eq!(d.data(), &[201i16, 0]);

    let x: Tensor<u16, ArrayApi> = t(&[0xF0F0, 1]);
    let y: Tensor<u8, ArrayApi> = t(&[0xFF, 3]);
    let z = &x & &y;
    assert_eq!(
        dtype_of(&z),
        mirror::<ArrayApi>(Op::BitAnd, DType::U16, DType::U8).unwrap()
    );
    assert_eq!(z.data(), &[0x00F0u16, 1]);
}

#[test]
fn weak_scalars_and_zero_dim_operands_on_either_side() {
    let a: Tensor<i16, Jax> = t(&[1, 2]);
    let w = &a * weak(3); // a weak int keeps i16
    assert_eq!(w.data(), &[3i16, 6]);
    let l = weak(10) - &a;
    assert_eq!(l.data(), &[9i16, 8]);
    let f = weak(0.5) * a.clone(); // a weak float: JAX's weak float result
    assert_eq!(f.data()[1].0, 1.0);

    // PyTorch: a 0-d int64 does not widen an int8 tensor; a 0-d float does.
    let s: Tensor<i8, Torch> = t(&[1, 2]);
    let same = &s + Array0::new(100i64);
    assert_eq!(same.data(), &[101i8, 102]);
    let up = Array0::<f64, Torch>::new(0.5) + &s;
    assert_eq!(up.data(), &[1.5f64, 2.5]);
    // PaddlePaddle: a 0-d int64 on the left of an int8 tensor leaves int8.
    let p: Tensor<i8, Paddle> = t(&[1, 2]);
    assert_eq!((Array0::new(1i64) + p).data(), &[2i8, 3]);
}

#[test]
fn in_place_operators_cast_back_where_the_policy_allows() {
    let mut a: Tensor<f32, NumPy> = t(&[1.0, 2.0]);
    a += &t::<i8, NumPy>(&[1, 1]);
    a *= weak(2);
    a -= Array0::new(0.5f32);
    assert_eq!(a.data(), &[3.5, 5.5]);
    let mut m: Tensor<u8, Jax> = t(&[0b1100, 0b1010]);
    m ^= &t::<u8, Jax>(&[0b0110, 0b0110]);
    assert_eq!(m.data(), &[0b1010, 0b1100]);
}

#[test]
fn every_named_method_comes_with_the_container() {
    let a: Tensor<i32, Jax> = t(&[-3, 4]);
    let b: Tensor<f32, Jax> = t(&[1.0, 5.0]);
    assert_eq!(a.maximum(&b).data(), &[1.0f32, 5.0]);
    assert_eq!(a.less(&b).data(), &[true, true]);
    assert_eq!(a.floor_divide(weak(2)).data(), &[-2, 2]);
    let sum: i64 = a.sum(); // JAX (x64) sums int32 in int64
    assert_eq!(Some(i64::DTYPE), Jax::sum_result(DType::I32));
    assert_eq!(sum, 1);
    let running: Vec<i32> = a.cumsum();
    assert_eq!(Some(i32::DTYPE), Jax::unary_result(Op::Cumsum, DType::I32));
    assert_eq!(running, [-3, 1]);
    assert_eq!(b.sqrt().data(), &[1.0f32, 5.0f32.sqrt()]);
    assert_eq!((-&a).data(), &[3, -4]);
    let mut out: Tensor<f64, Jax> = t(&[0.0, 0.0]);
    a.add_into(&b, &mut out);
    assert_eq!(out.data(), &[-2.0, 9.0]);
    let err = a.checked_add(&t::<f32, Jax>(&[1.0])).unwrap_err();
    assert_eq!((err.lhs(), err.rhs()), (&[2][..], &[1][..]));
}

#[test]
#[should_panic(
    expected = "shape mismatch: left operand has shape [2], right operand has shape [1]"
)]
fn an_operator_panics_with_both_shapes() {
    let a: Tensor<i8, Jax> = t(&[1, 2]);
    let b: Tensor<f32, Jax> = t(&[1.0]);
    let _ = &a + &b;
}

#[test]
fn the_glue_keeps_the_tensors_own_layout() {
    let a: Tensor<i8, NumPy> = Tensor::new(&[2, 3], vec![1, 2, 3, 4, 5, 6]);
    let b = &a + weak(1.5);
    assert_eq!(b.strides(), &[3, 1]);
    assert_eq!(Container::shape(&b), &[2, 3]);
}
