//! `result_type(x1, x2, function="add", policy="numpy")`: the dtype a function gives two
//! operands under a policy, read off its run-time mirror without computing (NumPy's
//! `np.result_type` for `add`, with NEP 50's weak Python scalars), or the exception the function
//! would raise where the policy leaves the pair undefined.

use promote_core::dispatch::DispatchError;
use promote_core::dyn_array::DynError;
use promote_core::Policy;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;

use crate::dtypes::numpy_name;
use crate::operands;
use crate::policies::with_policy;
use crate::{errors, functions, results};

/// `numpy.dtype`.
static DTYPE: PyOnceLock<Py<PyAny>> = PyOnceLock::new();

fn result_type_under<'py, P: Policy>(
    py: Python<'py>,
    x1: &Bound<'py, PyAny>,
    x2: &Bound<'py, PyAny>,
    function: &str,
) -> PyResult<Bound<'py, PyAny>> {
    let op = functions::family(function).ok_or_else(|| {
        PyValueError::new_err(format!("result_type knows no binary function {function:?}"))
    })?;
    let (a, b) = (operands::extract(x1)?, operands::extract(x2)?);
    let (lhs, rhs) = (a.dtype(), b.dtype());
    let result = P::binary_result(op, a.kind(), lhs, b.kind(), rhs).ok_or_else(|| {
        let error = DynError::Dispatch(DispatchError::Undefined {
            lhs,
            rhs,
            op,
            policy: P::NAME,
        });
        errors::to_py::<P>(py, function, None, error)
    })?;
    let result = if op.bool_result() {
        promote_core::DType::Bool
    } else {
        results::strong::<P>(result)
    };
    DTYPE
        .import(py, "numpy", "dtype")?
        .call1((numpy_name(result),))
}

/// The dtype `function` (a binary function's NumPy name) gives `x1` and `x2` under `policy`.
#[pyfunction]
#[pyo3(signature = (x1, x2, /, *, function="add", policy="numpy"))]
pub fn result_type<'py>(
    py: Python<'py>,
    x1: &Bound<'py, PyAny>,
    x2: &Bound<'py, PyAny>,
    function: &str,
    policy: &str,
) -> PyResult<Bound<'py, PyAny>> {
    with_policy!(policy, |P| result_type_under::<P>(py, x1, x2, function))
}
