//! promote's results handed to NumPy without a copy from 1 KiB on: the `Vec` a [`DynArray`]
//! computed becomes the NumPy array's memory; a 0-d result is NumPy's scalar, as a ufunc
//! returns it.

use numpy::ndarray::{ArrayD, IxDyn};
use numpy::PyArray;
use promote_core::dyn_array::{Buffer, DynArray};
use promote_core::{DType, Policy};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;

use crate::broadcast::Shape;
use crate::dtypes::numpy_dtypes;

/// The dtype a Python scalar's result takes when it leaves promote (two Python scalars
/// computed alone): the library's default of its kind, 64 bits (NumPy, JAX with 64-bit types,
/// PyTorch's `int64` and `float64` scalars) or 32 where the policy computes weak types in 32 bits
/// (JAX without `jax_enable_x64`).
pub fn strong<P: Policy>(dtype: DType) -> DType {
    let narrow = P::VALUES.weak_computes_in_32_bits;
    match dtype {
        DType::WeakBool => DType::Bool,
        DType::WeakInt if narrow => DType::I32,
        DType::WeakInt => DType::I64,
        DType::WeakFloat if narrow => DType::F32,
        DType::WeakFloat => DType::F64,
        DType::WeakComplex if narrow => DType::C64,
        DType::WeakComplex => DType::C128,
        other => other,
    }
}

/// The size in bytes from which a 1-d result's `Vec` is handed to NumPy; a smaller one is
/// copied into memory NumPy allocates, which its cache of small blocks (below 1 KiB) serves
/// faster than an object owning the `Vec` is made: about 5 % of a call on 1- and 128-element
/// results; on 4 KiB results the copy lost as much (`promote-py/bench/compare_builds.py`).
pub const HANDED_OVER_FROM: usize = 1024;

macro_rules! handed_over {
    ([$($V:ident $T:ty),*]) => {
        /// Whether a 1-d result of `buffer`'s size is handed to NumPy as it is (from
        /// [`HANDED_OVER_FROM`] bytes), not copied.
        pub fn handed_over(buffer: &Buffer) -> bool {
            match buffer {
                $(Buffer::$V(elements) => elements.len() * core::mem::size_of::<$T>() >= HANDED_OVER_FROM,)*
                _ => false,
            }
        }
    };
}

numpy_dtypes!(handed_over);

macro_rules! to_numpy {
    ([$($V:ident $T:ty),*]) => {
        /// `array` as a NumPy array owning its elements (copied below [`HANDED_OVER_FROM`]
        /// bytes), or NumPy's scalar where it is 0-d and `scalar` is set.
        pub fn to_numpy<P: Policy>(py: Python<'_>, array: DynArray<P>, scalar: bool) -> PyResult<Bound<'_, PyAny>> {
            let array = if array.dtype().is_weak() {
                array.cast(strong::<P>(array.dtype())).map_err(|e| PyTypeError::new_err(e.to_string()))?
            } else {
                array
            };
            let shape = Shape::from_slice(array.shape());
            from_parts(py, &shape, array.into_buffer(), scalar)
        }

        /// Elements of a strong dtype in C order, of `shape`, as [`to_numpy`] hands them over.
        pub fn from_parts<'py>(py: Python<'py>, shape: &[usize], buffer: Buffer, scalar: bool) -> PyResult<Bound<'py, PyAny>> {
            let zero_dim = shape.is_empty();
            let numpy = match buffer {
                // A 1-d result skips ndarray's shape and strides (a tenth of a call on small
                // arrays).
                $(Buffer::$V(elements) if shape.len() == 1 && elements.len() * core::mem::size_of::<$T>() < HANDED_OVER_FROM => {
                    PyArray::from_slice(py, &elements).into_any()
                })*
                $(Buffer::$V(elements) if shape.len() == 1 => {
                    PyArray::from_vec(py, elements.into_vec()).into_any()
                })*
                $(Buffer::$V(elements) => {
                    let owned = ArrayD::from_shape_vec(IxDyn(shape), elements.into_vec())
                        .map_err(|e| PyValueError::new_err(e.to_string()))?;
                    PyArray::from_owned_array(py, owned).into_any()
                })*
                other => {
                    return Err(PyTypeError::new_err(format!(
                        "the result's dtype `{}` has no NumPy dtype",
                        other.dtype()
                    )))
                }
            };
            if scalar && zero_dim {
                return numpy.get_item(());
            }
            Ok(numpy)
        }
    };
}

numpy_dtypes!(to_numpy);
