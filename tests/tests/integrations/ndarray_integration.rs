//! The `ndarray` integration: promoting `+ - * /` with broadcasting, and casts, on owned arrays and
//! views of any dimension. Run with `--features ndarray` (or `--all-features`).

use std::panic::{catch_unwind, AssertUnwindSafe};

use ndarray::{
    arr0, array, Array, Array0, Array1, Array2, Array3, ArrayD, Axis, ErrorKind, IxDyn, Slice,
};
use promote_core::ndarray_ext::{CastExt, PromoteExt, ZipPromoted};
use promote_core::policies::{ArrayApi, Jax, NumPy, Paddle};
use promote_core::{bf16, f16, weak, CastFrom, Complex, Policy, Promote, Promoted, WeakFloat};

/// The expected result, computed the slow way: each pair converted by `Promote`, then combined.
fn reference<A, B, P, R>(
    a: &Array2<A>,
    b: &Array2<B>,
    f: impl Fn(Promoted<A, B, P>, Promoted<A, B, P>) -> R,
) -> Array2<R>
where
    A: Promote<B, P> + Copy,
    B: Copy,
    P: Policy,
{
    assert_eq!(a.shape(), b.shape());
    let data = a
        .iter()
        .zip(b.iter())
        .map(|(&x, &y)| f(x.promote_lhs(), A::promote_rhs(y)))
        .collect();
    Array2::from_shape_vec(a.raw_dim(), data).unwrap()
}

#[test]
fn owned_arrays_promote_at_compile_time() {
    let a: Array2<i8> = array![[1, -2, 3], [4, 5, -128]];
    let b: Array2<f32> = array![[0.5, 0.25, 1.0], [-1.0, 2.0, 0.5]];

    let jax: Array2<f32> = a.add_with::<Jax>(&b); // i8 ⊔ f32 = f32
    assert_eq!(jax, array![[1.5, -1.75, 4.0], [3.0, 7.0, -127.5]]);
    assert_eq!(jax, reference::<_, _, Jax, _>(&a, &b, |x, y| x + y));

    let numpy: Array2<f32> = a.mul_with::<NumPy>(&b); // NumPy: i8 + f32 = f32 too
    assert_eq!(numpy, reference::<_, _, NumPy, _>(&a, &b, |x, y| x * y));

    let c: Array2<i32> = array![[16_777_217, 1, 2], [3, 4, 5]];
    let numpy: Array2<f64> = c.add_with::<NumPy>(&b); // NumPy: i32 + f32 = f64, exact
    assert_eq!(numpy[[0, 0]], 16_777_217.5);
    let jax: Array2<f32> = c.add_with::<Jax>(&b); // JAX keeps f32
    assert_eq!(jax[[0, 0]], 16_777_216.0);
}

#[test]
fn sub_and_mul_wrap_in_the_promoted_integer() {
    let a: Array1<u8> = array![0, 200, 255];
    let b: Array1<i8> = array![1, -100, 127];
    let d: Array1<i16> = a.sub_with::<Jax>(&b); // u8 ⊔ i8 = i16: no wrap at u8's bounds
    assert_eq!(d, array![-1, 300, 128]);
    let m: Array1<i16> = a.mul_with::<Jax>(&b);
    assert_eq!(m, array![0, -20000, 32385]);

    let x: Array1<i16> = array![i16::MAX];
    let y: Array1<i16> = array![1];
    assert_eq!(x.add_with::<Jax>(&y), array![i16::MIN]); // wraps, as array libraries do
}

#[test]
fn same_type_is_plain_arithmetic() {
    let a: Array2<f32> = array![[1.0, 2.0], [3.0, 4.0]];
    let b: Array2<f32> = array![[0.5, 0.5], [0.5, 0.5]];
    assert_eq!(a.add_with::<ArrayApi>(&b), &a + &b);
    assert_eq!(a.sub_with::<ArrayApi>(&b), &a - &b);
    assert_eq!(a.mul_with::<ArrayApi>(&b), &a * &b);
}

#[test]
fn views_slices_and_transposes() {
    let a: Array2<u8> = array![[1, 2, 3], [4, 5, 6], [7, 8, 9]];
    let b: Array2<i8> = array![[-1, -2, -3], [-4, -5, -6], [-7, -8, -9]];

    // View with view.
    let v: Array2<i16> = a.view().add_with::<Jax>(&b.view());
    assert_eq!(v, Array2::<i16>::zeros((3, 3)));

    // Owned with a view, and a view by value.
    let by_ref: Array2<i16> = a.add_with::<Jax>(&b.view());
    let by_val: Array2<i16> = a.add_with::<Jax>(b.view());
    assert_eq!(by_ref, by_val);

    // Non-contiguous operands: a strided slice and a transpose. (Not `s![..]`: its expansion
    // says `allow(unsafe_code)`, which this workspace's `forbid(unsafe_code)` rejects.)
    let strided = a.slice_each_axis(|_| Slice::new(0, None, 2)); // [[1, 3], [7, 9]]
    let transposed = b.slice_each_axis(|_| Slice::from(..2)).reversed_axes(); // [[-1, -4], [-2, -5]]
    let r: Array2<i16> = strided.mul_with::<Jax>(&transposed);
    assert_eq!(r, array![[-1, -12], [-14, -45]]);
    assert_eq!(
        r,
        reference::<_, _, Jax, _>(&strided.to_owned(), &transposed.to_owned(), |x, y| x * y)
    );

    // A mutable view is a view too.
    let mut m = a.clone();
    let mv = m.view_mut();
    let t: Array2<i16> = mv.sub_with::<Jax>(&b);
    assert_eq!(t, reference::<_, _, Jax, _>(&a, &b, |x, y| x - y));
}

#[test]
fn broadcasting_as_ndarray_does() {
    let a: Array2<i8> = array![[1, 2, 3], [4, 5, 6]];
    let row: Array1<f32> = array![0.5, 0.25, 0.125];
    let col: Array2<f32> = array![[10.0], [20.0]];

    // [2, 3] with [3]: the row repeats.
    let r: Array2<f32> = a.add_with::<Jax>(&row);
    assert_eq!(r, array![[1.5, 2.25, 3.125], [4.5, 5.25, 6.125]]);
    // The same as ndarray's own broadcasting, after an explicit cast.
    assert_eq!(r, &a.cast::<f32>() + &row);

    // [3] with [2, 3]: the lower-dimensional operand on the left; the result is still 2-d.
    let l: Array2<f32> = row.sub_with::<Jax>(&a);
    assert_eq!(l, &row - &a.cast::<f32>());

    // [2, 1] with [1, 3] stretches both.
    let c: Array2<f32> = col.mul_with::<Jax>(&a.slice_axis(Axis(0), Slice::from(0..1)));
    assert_eq!(c, array![[10.0, 20.0, 30.0], [20.0, 40.0, 60.0]]);

    // A 0-d array is a strong scalar: under NumPy, i8 with a 0-d f64 array gives f64.
    let z: Array0<f64> = arr0(0.5);
    let s: Array2<f64> = a.add_with::<NumPy>(&z);
    assert_eq!(s[[1, 2]], 6.5);

    // Row of a 2-d array, by value (a view).
    let b: Array2<u8> = array![[1, 1, 1], [2, 2, 2]];
    let rv: Array2<i16> = b.add_with::<Jax>(a.row(1));
    assert_eq!(rv, array![[5, 6, 7], [6, 7, 8]]);

    // Three dimensions with one.
    let cube: Array3<u16> =
        Array3::from_shape_fn((2, 2, 3), |(i, j, k)| (i * 6 + j * 3 + k) as u16);
    let k: Array1<i8> = array![-1, 0, 1];
    let out: Array3<i32> = cube.add_with::<Jax>(&k);
    assert_eq!(out[[1, 1, 2]], 12);
    assert_eq!(out[[0, 0, 0]], -1);
}

#[test]
fn dynamic_dimensions() {
    let a: ArrayD<f16> = ArrayD::from_elem(IxDyn(&[2, 2]), f16::from_f32(1.5));
    let b: Array1<bf16> = array![bf16::from_f32(0.5), bf16::from_f32(2.0)];
    let c: ArrayD<f32> = a.mul_with::<Jax>(&b); // f16 ⊔ bf16 = f32; Ix2 with IxDyn is IxDyn
    assert_eq!(c.shape(), &[2, 2]);
    assert_eq!(
        c.iter().copied().collect::<Vec<_>>(),
        [0.75, 3.0, 0.75, 3.0]
    );

    let d: ArrayD<f32> = b.add_with::<Paddle>(&a); // Paddle: bf16 ⊔ f16 = f32 too
    assert_eq!(d.shape(), &[2, 2]);

    let e: Array2<i8> = Array2::ones((2, 2));
    let f: ArrayD<f16> = e.add_with::<Jax>(&a.view()); // i8 ⊔ f16 = f16
    assert_eq!(f[[1, 1]], f16::from_f32(2.5));
}

#[test]
fn weak_scalars_keep_the_array_type() {
    let a: Array2<f32> = array![[1.0, 2.0], [3.0, 4.0]];
    let b: Array2<f32> = a.mul_with::<Jax>(weak(2.0));
    assert_eq!(b, array![[2.0, 4.0], [6.0, 8.0]]);

    let i: Array1<i16> = array![1, 2, 3];
    let j: Array1<i16> = i.sub_with::<NumPy>(weak(5));
    assert_eq!(j, array![-4, -3, -2]);

    // Under NumPy an integer array with a Python float is f64; under JAX a weak float.
    let k: Array1<f64> = i.add_with::<NumPy>(weak(0.5));
    assert_eq!(k, array![1.5, 2.5, 3.5]);
    let w: Array1<WeakFloat> = i.add_with::<Jax>(weak(0.5));
    assert_eq!(w[0], WeakFloat(1.5));

    // A weak complex with f32 gives complex64.
    let c: Array2<Complex<f32>> = a.add_with::<Jax>(weak(Complex::new(0.0, 1.0)));
    assert_eq!(c[[0, 0]], Complex::new(1.0f32, 1.0));

    // The try_ form with a scalar never fails.
    assert!(a.view().try_add_with::<Jax>(weak(1)).is_ok());
}

#[test]
fn mismatched_shapes_are_an_error() {
    let a: Array2<i8> = Array2::zeros((2, 3));
    let b: Array2<f32> = Array2::zeros((3, 2));
    let e = a.try_add_with::<Jax>(&b).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::IncompatibleShape);
    assert_eq!(
        e.to_string(),
        "ShapeError/IncompatibleShape: incompatible shapes"
    );

    let row: Array1<f32> = Array1::zeros(2);
    assert!(a.try_sub_with::<Jax>(&row).is_err());
    assert!(a.try_mul_with::<Jax>(row.view()).is_err());
    assert!(a.try_zip_with::<Jax, _>(&row, |x, y| x / y).is_err());
    // ...but they broadcast in the other orientation.
    let col: Array2<f32> = Array2::zeros((2, 1));
    assert_eq!(a.try_mul_with::<Jax>(&col).unwrap().shape(), &[2, 3]);
}

/// The payload of a panic, as a string.
fn panic_message(f: impl FnOnce()) -> String {
    let payload = catch_unwind(AssertUnwindSafe(f)).expect_err("should panic");
    if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_owned()
    } else {
        panic!("a panic payload that is not a string")
    }
}

#[test]
fn mismatched_shapes_panic_with_ndarrays_message() {
    let a: Array2<f32> = Array2::zeros((2, 3));
    let b: Array2<f32> = Array2::zeros((3, 2));
    let c: Array2<i8> = Array2::zeros((3, 2));

    let ndarray_says = panic_message(|| drop(&a + &b));
    let we_say = panic_message(|| drop(a.add_with::<Jax>(&c)));
    assert_eq!(we_say, ndarray_says);
    assert!(we_say.contains("IncompatibleShape"), "{we_say}");

    assert_eq!(panic_message(|| drop(a.sub_with::<Jax>(&c))), ndarray_says);
    assert_eq!(
        panic_message(|| drop(a.mul_with::<Jax>(c.view()))),
        ndarray_says
    );
    assert_eq!(
        panic_message(|| drop(a.zip_with::<Jax, _>(&c, |x, y| x / y))),
        ndarray_says
    );
}

#[test]
fn zip_with_reaches_operations_beyond_add_sub_mul() {
    let a: Array1<i32> = array![1, 2, 3];
    let b: Array1<f32> = array![2.0, 4.0, 8.0];
    let q: Array1<f64> = a.zip_with::<NumPy, _>(&b, |x, y| x / y); // in NumPy's f64
    assert_eq!(q, array![0.5, 0.5, 0.375]);
    let lt: Array1<bool> = a.zip_with::<Jax, _>(&b, |x, y| x < y);
    assert_eq!(lt, array![true, true, true]);
}

#[test]
fn generic_code_over_zip_promoted() {
    fn add_under<P, X, Y>(x: &X, y: Y) -> Array<X::Elem, X::Dim>
    where
        P: Policy,
        X: ZipPromoted<Y, P>,
        X::Elem: promote_core::element::ElementArith,
    {
        x.try_zip_promoted(y, promote_core::element::ElementArith::add)
            .unwrap()
    }
    let a: Array1<u8> = array![250];
    let b: Array1<i8> = array![10];
    let r: Array1<i16> = add_under::<Jax, _, _>(&a, &b);
    assert_eq!(r, array![260]);
}

#[test]
fn casts() {
    let a: Array2<i32> = array![[1, 16_777_217], [-3, i32::MAX]];
    let f: Array2<f32> = a.cast::<f32>();
    assert_eq!(f, array![[1.0, 16_777_216.0], [-3.0, 2_147_483_648.0]]); // nearest, ties to even

    // Through promote's conversions (`CastFrom`), element by element.
    let x: Array1<f64> = array![1.0 + 2f64.powi(-11) + 2f64.powi(-40), 1e10, -0.0, 0.1];
    let h: Array1<f16> = x.cast::<f16>();
    for (&hi, &xi) in h.iter().zip(&x) {
        assert_eq!(hi.to_bits(), f16::cast_from(xi).to_bits());
    }
    assert_eq!(h[1], f16::INFINITY);
    assert!(h[2].is_sign_negative());

    // Float to integer saturates; NaN becomes 0.
    let g: Array1<f32> = array![1e9, -1e9, f32::NAN, 2.7];
    assert_eq!(g.cast::<i8>(), array![127, -128, 0, 2]);

    // Views keep their shape, strided or transposed.
    let t = a.t();
    let tf: Array2<f64> = t.cast::<f64>();
    assert_eq!(tf.shape(), &[2, 2]);
    assert_eq!(tf[[1, 0]], 16_777_217.0);
    let col = a.column(1).cast::<u8>();
    assert_eq!(
        col,
        array![u8::cast_from(16_777_217), u8::cast_from(i32::MAX)]
    );

    // Dynamic dimension.
    let d: ArrayD<bool> = a.clone().into_dyn().cast::<bool>();
    assert_eq!(d.shape(), &[2, 2]);
    assert!(d.iter().all(|&b| b));

    // cast, then ndarray's own operators: what to do where a policy leaves a pair undefined.
    let i: Array1<i32> = array![1, 2];
    let y: Array1<f32> = array![0.5, 0.5];
    assert_eq!(&i.cast::<f32>() + &y, array![1.5, 2.5]);
}

#[test]
fn true_division_by_each_policys_rule_with_broadcasting() {
    use promote_core::policies::Torch;
    let a: Array2<i32> = ndarray::array![[1, 2], [3, 4]];
    let b: Array1<i32> = ndarray::array![2, 4];
    let numpy: Array2<f64> = a.div_with::<NumPy>(&b); // i32 / i32 = f64, b broadcast along rows
    assert_eq!(numpy, ndarray::array![[0.5, 0.5], [1.5, 1.0]]);
    let torch: Array2<f32> = a.t().div_with::<Torch>(&b); // a view, f32
    assert_eq!(torch, ndarray::array![[0.5, 0.75], [1.0, 1.0]]);
    let by_weak: Array2<f32> = a.div_with::<Torch>(weak(2));
    assert_eq!(by_weak, ndarray::array![[0.5, 1.0], [1.5, 2.0]]);
    let bad: Array1<i32> = ndarray::array![1, 2, 3];
    assert!(a.try_div_with::<NumPy>(&bad).is_err());
}
