//! Every worked example of three documents, written with our types. Each result's type is stated in
//! the `let` (so a wrong promotion does not compile) and its dtype is checked at run time.
//!
//! - "Demystifying Dtype Promotion in PyTorch" (<https://wentao.site/dtype_promotion>), an
//!   article on PyTorch's `promoteTypes` (`c10/core/ScalarType.cpp`) and `ResultTypeState`
//!   (`aten/src/ATen/native/TypeProperties.cpp`).
//! - A OneFlow developer's article on PyTorch's type promotion and OneFlow's `TensorProcessor`,
//!   added by OneFlow PR #6380 (<https://github.com/Oneflow-Inc/oneflow/pull/6380>); the
//!   article's public location could not be found.
//! - MegEngine's draft MEP 3 "Tensor 类型提升" (Tensor type promotion): its header is public
//!   (<https://github.com/MegEngine/Documentation/blob/4c28dbab2197ec0ae707ff66274bd8e0ef81115a/source/development/meps/mep-0003.rst>),
//!   its worked examples only in the full draft, which could not be located publicly.

use promote_core::policies::{MegEngineMep3, OneFlow, Torch};
use promote_core::{weak, Array, Array0, Complex, DType};

fn ones<T: promote_core::Element + promote_core::CastFrom<u8>, P: promote_core::Policy>(
    n: usize,
) -> Array<T, P> {
    Array::full([n], T::cast_from(1u8))
}

/// The OneFlow article: four `torch.mul` cases on an int8 tensor.
#[test]
fn seed_001_torch_mul() {
    let x: Array<i8, Torch> = ones(3);
    let out1: Array<f64, Torch> = &x * Array0::new(1.0f64); // tensor(1, dtype=float64): higher category
    let out2: Array<i8, Torch> = &x * Array0::new(1i64); // tensor(1, dtype=int64): same category
    let out3: Array<f32, Torch> = &x * weak(1.0); // a Python float: the default dtype
    let out4: Array<i8, Torch> = &x * weak(i64::MAX); // a Python int, whatever its value
    assert_eq!(
        [out1.dtype(), out2.dtype(), out3.dtype(), out4.dtype()],
        [DType::F64, DType::I8, DType::F32, DType::I8]
    );
    // The value wraps into int8 as PyTorch's does: 2^63 - 1 becomes -1.
    assert_eq!(out4.as_slice(), &[-1, -1, -1]);
}

/// The OneFlow article's four cases under OneFlow 0.9.0 itself (`tests/reference/oneflow_add*.csv`,
/// `*` is `+`'s promotion): the article gives PyTorch's answers, but the release ignores a 0-d
/// tensor beside a dimensioned one, so `out1` stays `int8` (`OneFlow`'s rustdoc lists it).
#[test]
fn seed_001_torch_mul_under_oneflow() {
    let x: Array<i8, OneFlow> = ones(3);
    let out1: Array<i8, OneFlow> = &x * Array0::new(1.0f64); // the article (PyTorch): float64
    let out2: Array<i8, OneFlow> = &x * Array0::new(1i64);
    let out3: Array<f32, OneFlow> = &x * weak(1.0);
    let out4: Array<i8, OneFlow> = &x * weak(1);
    assert_eq!(
        [out1.dtype(), out2.dtype(), out3.dtype(), out4.dtype()],
        [DType::I8, DType::I8, DType::F32, DType::I8]
    );
}

/// The OneFlow article: an int16 tensor with scalars and with 0-d tensors behaves the same.
#[test]
fn seed_001_scalars_and_zero_dim_tensors_agree() {
    let x: Array<i16, Torch> = ones(3);
    let out1: Array<i16, Torch> = &x + weak(2);
    let out2: Array<f32, Torch> = &x + weak(2.0);
    let out3: Array<i16, Torch> = &x + Array0::new(2i64); // torch.tensor(2) is int64
    let out4: Array<f32, Torch> = &x + Array0::new(2.0f32); // torch.tensor(2.0) is float32
    assert_eq!(out1, out3);
    assert_eq!(out2, out4);
    assert_eq!(out2.as_slice(), &[3.0, 3.0, 3.0]);
}

/// "Demystifying Dtype Promotion in PyTorch", section 3: the eleven `dtype` questions and their
/// answers.
#[test]
fn seed_000_eleven_questions() {
    let float_tensor: Array<f32, Torch> = ones(1);
    let double_tensor: Array<f64, Torch> = ones(1);
    let complex_float_tensor: Array<Complex<f32>, Torch> = ones(1);
    let complex_double_tensor: Array<Complex<f64>, Torch> = ones(1);
    let int_tensor: Array<i32, Torch> = ones(1);
    let long_tensor: Array<i64, Torch> = ones(1);
    let uint_tensor: Array<u8, Torch> = ones(1);
    let bool_tensor: Array<bool, Torch> = Array::full([1], true);
    let long_zerodim: Array0<i64, Torch> = Array0::new(1);

    let answers: [(DType, DType); 11] = [
        ((&int_tensor + weak(5)).dtype(), DType::I32),
        ((&int_tensor + weak(5.5)).dtype(), DType::F32),
        ((&int_tensor / weak(5)).dtype(), DType::F32),
        ((&int_tensor + long_zerodim).dtype(), DType::I32),
        ((&long_tensor + &int_tensor).dtype(), DType::I64),
        ((&bool_tensor + &long_tensor).dtype(), DType::I64),
        ((&bool_tensor + &uint_tensor).dtype(), DType::U8),
        ((&float_tensor + &double_tensor).dtype(), DType::F64),
        (
            (&complex_float_tensor + &complex_double_tensor).dtype(),
            DType::C128,
        ),
        ((&bool_tensor + &int_tensor).dtype(), DType::I32),
        ((&long_tensor + &float_tensor).dtype(), DType::F32),
    ];
    for (i, (got, want)) in answers.iter().enumerate() {
        assert_eq!(got, want, "question {}", i + 1);
    }
    // The same answers as types, checked by the compiler.
    let _: Array<f32, Torch> = &int_tensor / weak(5);
    let _: Array<i32, Torch> = &int_tensor + long_zerodim;
    let _: Array<Complex<f64>, Torch> = &complex_float_tensor + &complex_double_tensor;
}

/// MEP 3: the five rows of MegEngine's worked examples (the PyTorch column, which the
/// MEP adopts).
#[test]
fn seed_002_megengine_examples() {
    let ones_i8: Array<i8, MegEngineMep3> = ones(2);
    let tensor_i8: Array0<i8, MegEngineMep3> = Array0::new(1);
    let tensor_1: Array0<i64, MegEngineMep3> = Array0::new(1); // "tensor(1) 是 int64"

    let row1: Array<i8, MegEngineMep3> = &ones_i8 + weak(1);
    let row2: Array0<i8, MegEngineMep3> = tensor_i8 + weak(1);
    let row3: Array<i8, MegEngineMep3> = &ones_i8 + tensor_1;
    let row4: Array0<i64, MegEngineMep3> = tensor_i8 + tensor_1;
    let row5: Array0<f32, MegEngineMep3> = tensor_i8 + weak(1.0);
    assert_eq!(row1.dtype(), DType::I8);
    assert_eq!(row2.value(), 2i8);
    assert_eq!(row3.as_slice(), &[2, 2]);
    assert_eq!(row4.value(), 2i64);
    assert_eq!(row5.value(), 2.0f32);
}

/// MEP 3's MegEngine: this crate's choice (MEP 3 leaves it open): a Python number never widens a result by itself.
#[test]
fn megengine_python_numbers_use_32_bit_defaults() {
    use promote_core::Policy;
    assert_eq!(
        MegEngineMep3::result_type(DType::Bool, DType::WeakInt),
        Some(DType::I32)
    );
    assert_eq!(
        Torch::result_type(DType::Bool, DType::WeakInt),
        Some(DType::I64)
    );
    assert_eq!(
        MegEngineMep3::result_type(DType::WeakInt, DType::WeakInt),
        Some(DType::I32)
    );
    assert_eq!(
        MegEngineMep3::result_type(DType::WeakInt, DType::WeakFloat),
        Some(DType::F32)
    );
}
