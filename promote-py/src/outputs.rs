//! `out=`: a NumPy array the result is written into, as NumPy's ufuncs write it. Where `out` is
//! C-contiguous, of the result's dtype and not one of the operands, the kernels write into its
//! memory directly; otherwise the result is computed, converted into `out`'s dtype where NumPy's
//! `same_kind` casting allows it, and copied in (by NumPy where `out` is misaligned or in the
//! other byte order; after the operands are released, so that `out` may be one of them:
//! `add(a, b, out=a)`).

use numpy::{
    PyArrayDyn, PyArrayMethods, PyReadwriteArrayDyn, PyUntypedArray, PyUntypedArrayMethods,
};
use promote_core::casting::Casting;
use promote_core::dyn_array::{BufferMut, DynArray, DynViewMut};
use promote_core::{DType, Policy};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyTuple;

use crate::dtypes::{self, numpy_dtypes};
use crate::{broadcast, errors, results};

/// The output array `out=` names (an array, or a tuple of one, as NumPy takes it), checked
/// against the result's shape.
pub fn target<'py>(
    out: &Bound<'py, PyAny>,
    shape: &[usize],
) -> PyResult<(Bound<'py, PyUntypedArray>, DType)> {
    let out = match out.cast::<PyTuple>() {
        Ok(tuple) if tuple.len() == 1 => tuple.get_item(0)?,
        _ => out.clone(),
    };
    let array = out
        .cast_into::<PyUntypedArray>()
        .map_err(|_| PyTypeError::new_err("return arrays must be of ArrayType"))?;
    if array.shape() != shape {
        return Err(PyValueError::new_err(format!(
            "non-broadcastable output operand with shape {} doesn't match the broadcast shape {}",
            broadcast::tuple(array.shape()),
            broadcast::tuple(shape)
        )));
    }
    let dtype = dtypes::of(&array.dtype()).ok_or_else(|| {
        PyTypeError::new_err(format!(
            "promote does not write into this output dtype; it accepts {}",
            dtypes::ACCEPTED
        ))
    })?;
    Ok((array, dtype))
}

/// NumPy's `UFuncTypeError` where a result of `from` cannot be written into an output of `to`
/// under the ufuncs' `same_kind` casting.
pub fn castable<P: Policy>(function: &str, from: DType, to: DType) -> PyResult<()> {
    if P::can_cast(from, to, Casting::SameKind) || from == to {
        Ok(())
    } else {
        Err(errors::cannot_cast_output(function, from, to, "same_kind"))
    }
}

macro_rules! outputs {
    ([$($V:ident $T:ty),*]) => {
        /// An output's memory, borrowed for writing.
        pub enum HeldMut<'py> {
            $($V(PyReadwriteArrayDyn<'py, $T>),)*
        }

        impl HeldMut<'_> {
            /// The memory as a view of `shape`, where it is C-contiguous (the `numpy` crate's
            /// slice is of Fortran-contiguous memory too, in memory order).
            pub fn view_mut<'a, P>(&'a mut self, shape: &'a [usize]) -> Option<DynViewMut<'a, P>> {
                let buffer: BufferMut<'a> = match self {
                    $(HeldMut::$V(a) if a.is_c_contiguous() => a.as_slice_mut().ok()?.into(),)*
                    _ => return None,
                };
                DynViewMut::new(shape, buffer).ok()
            }
        }

        /// `array`'s memory borrowed for writing, where nothing else borrows it (not an operand),
        /// it is writeable and its elements are aligned.
        pub fn borrow<'py>(array: &Bound<'py, PyUntypedArray>, dtype: DType) -> Option<HeldMut<'py>> {
            if !array.is_aligned() || dtypes::is_swapped(&array.dtype()) {
                return None;
            }
            match dtype {
                $(DType::$V => Some(HeldMut::$V(array.cast::<PyArrayDyn<$T>>().ok()?.try_readwrite().ok()?)),)*
                _ => None,
            }
        }

        /// `result` converted into `array`'s dtype and written into it, element by element in C
        /// order (any layout).
        pub fn store<P: Policy>(function: &str, array: &Bound<'_, PyUntypedArray>, dtype: DType, result: DynArray<P>) -> PyResult<()> {
            castable::<P>(function, results::strong::<P>(result.dtype()), dtype)?;
            // Not a copy where it has the dtype already: two temporaries of a large result freed
            // together made glibc return the heap's top to the system and fault it in again on
            // the next call (`add(y, x, out=x)` on `float32[64 Ki]` took 30 times NumPy's time).
            let converted = if result.dtype() == dtype {
                result
            } else {
                result.cast(dtype).map_err(|e| PyTypeError::new_err(e.to_string()))?
            };
            if !array.is_aligned() || dtypes::is_swapped(&array.dtype()) {
                // Misaligned elements are no Rust slice, and swapped ones no Rust values: NumPy
                // writes them (`out[...] = result`).
                let py = array.py();
                let result = results::to_numpy(py, converted, false)?;
                return array.set_item(py.Ellipsis(), result);
            }
            match dtype {
                $(DType::$V => {
                    let mut out = array.cast::<PyArrayDyn<$T>>()?.try_readwrite().map_err(|e| {
                        PyValueError::new_err(format!("the output array cannot be written: {e}"))
                    })?;
                    let src = converted.as_slice::<$T>().map_err(|e| PyTypeError::new_err(e.to_string()))?;
                    match out.as_slice_mut() {
                        Ok(dst) if array.is_c_contiguous() => dst.copy_from_slice(src),
                        _ => out.as_array_mut().iter_mut().zip(src).for_each(|(d, s)| *d = *s),
                    }
                    Ok(())
                })*
                other => Err(PyTypeError::new_err(format!("promote writes no `{other}` output"))),
            }
        }
    };
}

numpy_dtypes!(outputs);
