//! A Python `bool` (`weak(true)`, `b*`) as an operand, the way a user first writes it, under each
//! default policy: the types are the reference grids' (`tests/reference/<policy>_*.csv`, column
//! `b*`), the values Python's.

use promote_core::policies::{ArrayApi, Jax, NumPy, Torch};
use promote_core::{weak, Array, DType, Policy};

#[test]
fn an_int8_array_plus_true_stays_int8() {
    let x: Array<i8, NumPy> = Array::from_vec(vec![1, -2]);
    let y: Array<i8, NumPy> = &x + weak(true); // np.int8 array + True: int8
    assert_eq!(y.as_slice(), &[2, -1]);
    let x: Array<i8, Jax> = Array::from_vec(vec![1, -2]);
    let y: Array<i8, Jax> = &x + weak(true); // a Python bool is JAX's bool dtype
    assert_eq!(y.as_slice(), &[2, -1]);
    let x: Array<i8, Torch> = Array::from_vec(vec![1, -2]);
    let y: Array<i8, Torch> = &x + weak(true); // int8_tensor + True: int8
    assert_eq!(y.as_slice(), &[2, -1]);
}

#[test]
fn a_bool_array_with_true_stays_bool() {
    let b: Array<bool, Torch> = Array::from_vec(vec![false, true]);
    let c: Array<bool, Torch> = &b + weak(true); // bool_tensor + True: bool (logical or)
    assert_eq!(c.as_slice(), &[true, true]);
    let b: Array<bool, ArrayApi> = Array::from_vec(vec![false, true]);
    let c: Array<bool, ArrayApi> = b.logical_and(weak(true)); // array-api-strict accepts it
    assert_eq!(c.as_slice(), &[false, true]);
    assert_eq!(
        ArrayApi::result_type(DType::Bool, DType::WeakBool),
        Some(DType::Bool)
    );
}

#[test]
fn true_plus_true_follows_each_library() {
    // NumPy, JAX and PyTorch: `True + True` is `bool`; the array API leaves two Python scalars
    // to Python.
    assert_eq!(
        NumPy::result_type(DType::WeakBool, DType::WeakBool),
        Some(DType::Bool)
    );
    assert_eq!(
        Jax::result_type(DType::WeakBool, DType::WeakBool),
        Some(DType::Bool)
    );
    assert_eq!(
        Torch::result_type(DType::WeakBool, DType::WeakBool),
        Some(DType::Bool)
    );
    assert_eq!(
        ArrayApi::result_type(DType::WeakBool, DType::WeakBool),
        None
    );
    // A Python int with a Python bool: NumPy's and PyTorch's default int, JAX's weak int.
    assert_eq!(
        NumPy::result_type(DType::WeakBool, DType::WeakInt),
        Some(DType::I64)
    );
    assert_eq!(
        Torch::result_type(DType::WeakBool, DType::WeakInt),
        Some(DType::I64)
    );
    assert_eq!(
        Jax::result_type(DType::WeakBool, DType::WeakInt),
        Some(DType::WeakInt)
    );
}
