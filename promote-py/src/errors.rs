//! promote's errors as the exceptions NumPy raises for the same call: `OverflowError` for a
//! Python int out of bounds, `numpy.exceptions.DTypePromotionError` where the policy has no
//! common dtype, a `TypeError` (NumPy's `UFuncTypeError` is one) where the function has no loop
//! for the dtypes, `ValueError` for shapes and NumPy's value refusals.

use promote_core::dispatch::DispatchError;
use promote_core::dyn_array::DynError;
use promote_core::values::ValueError;
use promote_core::{DType, Policy};
use pyo3::exceptions::{
    PyOverflowError, PyRuntimeError, PyTypeError, PyValueError, PyZeroDivisionError,
};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;

use crate::dtypes::numpy_name;

/// `numpy.exceptions.DTypePromotionError`.
static DTYPE_PROMOTION_ERROR: PyOnceLock<Py<pyo3::types::PyType>> = PyOnceLock::new();

/// The exception NumPy raises where `function` (its NumPy name) fails as `error` says.
/// `big_int` is the digits of a Python int beyond `i128` among the operands, which the error
/// names in place of the stand-in the kernels read.
pub fn to_py<P: Policy>(
    py: Python<'_>,
    function: &str,
    big_int: Option<&str>,
    error: DynError,
) -> PyErr {
    match error {
        DynError::Value(e) => value_error(e, big_int),
        DynError::Dispatch(DispatchError::Undefined { lhs, rhs, .. })
            if P::result_type(lhs, rhs).is_none() =>
        {
            let message = format!(
                "The DType {} could not be promoted by {} under the policy `{}`: {function} \
                 has no common dtype for them",
                numpy_name(lhs),
                numpy_name(rhs),
                P::NAME
            );
            match DTYPE_PROMOTION_ERROR.import(py, "numpy.exceptions", "DTypePromotionError") {
                Ok(class) => PyErr::from_type(class.clone(), message),
                Err(e) => e,
            }
        }
        DynError::Dispatch(DispatchError::Undefined { lhs, rhs, .. }) => {
            no_loop::<P>(function, &[lhs, rhs])
        }
        DynError::Dispatch(DispatchError::UndefinedUnary { dtype, .. }) => {
            no_loop::<P>(function, &[dtype])
        }
        DynError::NotApplicable { dtype, .. } => no_loop::<P>(function, &[dtype]),
        DynError::Shape(e) => {
            PyValueError::new_err(format!("operands could not be broadcast together: {e}"))
        }
        other => PyTypeError::new_err(other.to_string()),
    }
}

/// NumPy's `UFuncTypeError` for a function without a loop for these dtypes.
pub fn no_loop<P: Policy>(function: &str, dtypes: &[DType]) -> PyErr {
    let names: Vec<String> = dtypes.iter().map(|&d| numpy_name(d)).collect();
    PyTypeError::new_err(format!(
        "ufunc '{function}' not supported for the input types ({}) under the policy `{}`",
        names.join(", "),
        P::NAME
    ))
}

/// The exception of a value the library refuses, with promote's message less its note on the
/// library.
fn value_error(e: ValueError, big_int: Option<&str>) -> PyErr {
    let text = e.to_string();
    let message = match text.rsplit_once(" (") {
        Some((message, note)) if note.contains("raises") => message.to_string(),
        _ => text.clone(),
    };
    match e {
        ValueError::PythonIntOutOfBounds { value, dtype, .. } => {
            let digits = big_int.map_or_else(|| value.to_string(), str::to_string);
            PyOverflowError::new_err(format!(
                "Python integer {digits} out of bounds for {}",
                numpy_name(dtype)
            ))
        }
        ValueError::PythonIntTooLarge { .. } => PyOverflowError::new_err(message),
        ValueError::NegativeIntegerPower { .. } | ValueError::PythonIntNotConverted { .. } => {
            PyValueError::new_err(message)
        }
        ValueError::IntegerDivisionByZero { .. } => PyZeroDivisionError::new_err(message),
        _ => PyRuntimeError::new_err(message),
    }
}

/// The `TypeError` NumPy raises where an output cannot take a result's dtype.
pub fn cannot_cast_output(function: &str, result: DType, out: DType, casting: &str) -> PyErr {
    PyTypeError::new_err(format!(
        "Cannot cast ufunc '{function}' output from dtype('{}') to dtype('{}') with casting rule '{casting}'",
        numpy_name(result),
        numpy_name(out)
    ))
}
