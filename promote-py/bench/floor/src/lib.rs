//! The floor under `promote.add(x, y)` on two `float32` arrays: what PyO3 and the `numpy` crate's
//! safe API cost a call that does nothing, that only reads its operands, and that adds them in
//! the ways the bridge could (each operand copied or borrowed, the result new or written over
//! a copy), and that adds them with promote-core alone (`promote_core_add`). Each function takes
//! the bridge's signature, so that argument parsing costs alike. Every function but
//! `promote_core_add` reads `float32` arrays only: it is a measuring stick, not an API.

use numpy::{
    PyArray1, PyArrayDescrMethods, PyArrayDyn, PyArrayMethods, PyUntypedArray,
    PyUntypedArrayMethods,
};
use promote_core::dyn_array::{Buffer, DynView};
use promote_core::policies::NumPy;
use pyo3::buffer::PyBuffer;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

/// The bridge's result: copied into NumPy's memory below 1 KiB, handed over from it on.
fn result(py: Python<'_>, elements: Vec<f32>) -> Bound<'_, PyAny> {
    if elements.len() * 4 < 1024 {
        PyArray1::from_slice(py, &elements).into_any()
    } else {
        PyArray1::from_vec(py, elements).into_any()
    }
}

/// Nothing: the call and its arguments.
#[pyfunction]
#[pyo3(signature = (x1, x2, /, out=None, *, policy="numpy"))]
fn nothing<'py>(
    x1: &Bound<'py, PyAny>,
    x2: &Bound<'py, PyAny>,
    out: Option<&Bound<'py, PyAny>>,
    policy: &str,
) -> Bound<'py, PyAny> {
    let _ = (x2, out, policy);
    x1.clone()
}

/// The operands' dtypes and shapes read, and each checked to be a `float32` array.
#[pyfunction]
#[pyo3(signature = (x1, x2, /, out=None, *, policy="numpy"))]
fn inspect<'py>(
    x1: &Bound<'py, PyAny>,
    x2: &Bound<'py, PyAny>,
    out: Option<&Bound<'py, PyAny>>,
    policy: &str,
) -> PyResult<Bound<'py, PyAny>> {
    let _ = (out, policy);
    let (a, b) = (x1.cast::<PyUntypedArray>()?, x2.cast::<PyUntypedArray>()?);
    let same = a.dtype().is_equiv_to(&b.dtype()) && a.shape() == b.shape();
    x1.cast::<PyArrayDyn<f32>>()?;
    x2.cast::<PyArrayDyn<f32>>()?;
    Ok(if same { x1.clone() } else { x2.clone() })
}

/// Both operands copied (`to_vec`, as the bridge reads them up to 4 KiB), a new result.
#[pyfunction]
#[pyo3(signature = (x1, x2, /, out=None, *, policy="numpy"))]
fn copied<'py>(
    py: Python<'py>,
    x1: &Bound<'py, PyAny>,
    x2: &Bound<'py, PyAny>,
    out: Option<&Bound<'py, PyAny>>,
    policy: &str,
) -> PyResult<Bound<'py, PyAny>> {
    let _ = (out, policy);
    let a = x1.cast::<PyArrayDyn<f32>>()?.to_vec()?;
    let b = x2.cast::<PyArrayDyn<f32>>()?.to_vec()?;
    Ok(result(py, a.iter().zip(&b).map(|(x, y)| x + y).collect()))
}

/// Both operands copied, the sum written over the first copy, which is the result.
#[pyfunction]
#[pyo3(signature = (x1, x2, /, out=None, *, policy="numpy"))]
fn copied_in_place<'py>(
    py: Python<'py>,
    x1: &Bound<'py, PyAny>,
    x2: &Bound<'py, PyAny>,
    out: Option<&Bound<'py, PyAny>>,
    policy: &str,
) -> PyResult<Bound<'py, PyAny>> {
    let _ = (out, policy);
    let mut a = x1.cast::<PyArrayDyn<f32>>()?.to_vec()?;
    let b = x2.cast::<PyArrayDyn<f32>>()?.to_vec()?;
    a.iter_mut().zip(&b).for_each(|(x, y)| *x += y);
    Ok(result(py, a))
}

/// Both operands borrowed (`try_readonly`: the `numpy` crate's borrow tracking), a new result.
#[pyfunction]
#[pyo3(signature = (x1, x2, /, out=None, *, policy="numpy"))]
fn borrowed<'py>(
    py: Python<'py>,
    x1: &Bound<'py, PyAny>,
    x2: &Bound<'py, PyAny>,
    out: Option<&Bound<'py, PyAny>>,
    policy: &str,
) -> PyResult<Bound<'py, PyAny>> {
    let _ = (out, policy);
    let a = x1.cast::<PyArrayDyn<f32>>()?.try_readonly()?;
    let b = x2.cast::<PyArrayDyn<f32>>()?.try_readonly()?;
    let sum = a.as_slice()?.iter().zip(b.as_slice()?).map(|(x, y)| x + y);
    Ok(result(py, sum.collect()))
}

/// Both operands copied through Python's buffer protocol (PyO3's `PyBuffer::copy_to_slice`;
/// its `as_slice`, which read in place, is deprecated as unsound), a new result.
#[pyfunction]
#[pyo3(signature = (x1, x2, /, out=None, *, policy="numpy"))]
fn buffers<'py>(
    py: Python<'py>,
    x1: &Bound<'py, PyAny>,
    x2: &Bound<'py, PyAny>,
    out: Option<&Bound<'py, PyAny>>,
    policy: &str,
) -> PyResult<Bound<'py, PyAny>> {
    let _ = (out, policy);
    let (a, b) = (PyBuffer::<f32>::get(x1)?, PyBuffer::<f32>::get(x2)?);
    let mut x = vec![0.0; a.item_count()];
    let mut y = vec![0.0; b.item_count()];
    a.copy_to_slice(py, &mut x)?;
    b.copy_to_slice(py, &mut y)?;
    x.iter_mut().zip(&y).for_each(|(x, y)| *x += y);
    Ok(result(py, x))
}

/// Both operands copied, then promote-core's `DynView::checked_add` under NumPy's policy (its
/// run-time mirror, edge values and kernel), the result handed over as the bridge hands it: the
/// floor with promote-core's part of a call and without the bridge's (operand kinds, broadcasting,
/// Python ints, every dtype and policy).
#[pyfunction]
#[pyo3(signature = (x1, x2, /, out=None, *, policy="numpy"))]
fn promote_core_add<'py>(
    py: Python<'py>,
    x1: &Bound<'py, PyAny>,
    x2: &Bound<'py, PyAny>,
    out: Option<&Bound<'py, PyAny>>,
    policy: &str,
) -> PyResult<Bound<'py, PyAny>> {
    let _ = (out, policy);
    let fail = |e: &dyn std::fmt::Display| PyValueError::new_err(e.to_string());
    let a = x1.cast::<PyArrayDyn<f32>>()?.to_vec()?;
    let b = x2.cast::<PyArrayDyn<f32>>()?.to_vec()?;
    let (sa, sb) = ([a.len()], [b.len()]);
    let va = DynView::<NumPy>::new(&sa, &a[..]).map_err(|e| fail(&e))?;
    let vb = DynView::<NumPy>::new(&sb, &b[..]).map_err(|e| fail(&e))?;
    match va.checked_add(&vb).map_err(|e| fail(&e))?.into_buffer() {
        Buffer::F32(sum) => Ok(result(py, sum.into_vec())),
        other => Err(fail(&other.dtype())),
    }
}

#[pymodule]
fn promote_floor(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(nothing, m)?)?;
    m.add_function(wrap_pyfunction!(promote_core_add, m)?)?;
    m.add_function(wrap_pyfunction!(inspect, m)?)?;
    m.add_function(wrap_pyfunction!(copied, m)?)?;
    m.add_function(wrap_pyfunction!(copied_in_place, m)?)?;
    m.add_function(wrap_pyfunction!(borrowed, m)?)?;
    m.add_function(wrap_pyfunction!(buffers, m)?)?;
    Ok(())
}
