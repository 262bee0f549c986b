//! NumPy's broadcasting of two operands: `DynArray` combines equal shapes and a 0-d operand
//! with any; an operand whose shape NumPy stretches is expanded once, by `numpy.broadcast_to`,
//! into a C-contiguous copy.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;

/// A shape, inline up to four axes: the small allocations a call frees on its way cost it more
/// than their own time (glibc consolidates its free lists at the result's allocation; see
/// BENCHMARKS.md, "From Python").
pub type Shape = smallvec::SmallVec<[usize; 4]>;

/// `numpy.broadcast_to` and `numpy.ascontiguousarray`.
static BROADCAST_TO: PyOnceLock<Py<PyAny>> = PyOnceLock::new();
static CONTIGUOUS: PyOnceLock<Py<PyAny>> = PyOnceLock::new();

/// The shape two shapes broadcast to (NumPy's rule: aligned at the right, each axis equal or
/// 1), or NumPy's `ValueError`.
pub fn shape(a: &[usize], b: &[usize]) -> PyResult<Shape> {
    // Most calls: equal shapes, or a 0-d operand or a Python scalar beside an array.
    if same(a, b) || b.is_empty() {
        return Ok(Shape::from_slice(a));
    }
    if a.is_empty() {
        return Ok(Shape::from_slice(b));
    }
    let n = a.len().max(b.len());
    let axis = |s: &[usize], i: usize| {
        if i < n - s.len() {
            1
        } else {
            s[i - (n - s.len())]
        }
    };
    (0..n)
        .map(|i| match (axis(a, i), axis(b, i)) {
            (x, y) if x == y || y == 1 => Ok(x),
            (1, y) => Ok(y),
            _ => Err(PyValueError::new_err(format!(
                "operands could not be broadcast together with shapes {} {}",
                tuple(a),
                tuple(b)
            ))),
        })
        .collect()
}

/// Whether an operand of `shape` must be expanded to `target`: a 0-d operand never is.
pub fn needs_expanding(shape: &[usize], target: &[usize]) -> bool {
    !shape.is_empty() && !same(shape, target)
}

/// Whether two shapes are equal, compared axis by axis: `==` on slices calls `memcmp`, which
/// costs a call of a few axes more than the comparison.
#[inline]
pub fn same(a: &[usize], b: &[usize]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x == y)
}

/// `obj` stretched to `target`, as a new C-contiguous array.
pub fn expand<'py>(obj: &Bound<'py, PyAny>, target: &[usize]) -> PyResult<Bound<'py, PyAny>> {
    let py = obj.py();
    let broadcast_to = BROADCAST_TO.import(py, "numpy", "broadcast_to")?;
    let contiguous = CONTIGUOUS.import(py, "numpy", "ascontiguousarray")?;
    let view = broadcast_to.call1((obj, target.to_vec()))?;
    contiguous.call1((view,))
}

/// A shape as Python prints a tuple: `(2,)`, `(2, 3)`.
pub fn tuple(shape: &[usize]) -> String {
    match shape {
        [one] => format!("({one},)"),
        _ => {
            let items: Vec<String> = shape.iter().map(usize::to_string).collect();
            format!("({})", items.join(", "))
        }
    }
}
