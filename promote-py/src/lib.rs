//! `promote` for Python: NumPy's functions (`add`, `less`, `floor_divide`, `sqrt`, ...) computed
//! by promote's [`DynArray`](promote_core::dyn_array::DynArray) kernels, with NumPy's result
//! dtypes and values by default and any built-in policy's on request (`policy="jax"`), for
//! code being ported between libraries.
//!
//! ```python
//! import numpy as np, promote
//! a = np.array([1, -2, 3], dtype=np.int8)
//! promote.add(a, np.float32(0.5))          # float32, as np.add
//! promote.add(a, 3)                        # int8: a Python int is weak (NEP 50)
//! promote.add(a, 300)                      # OverflowError, as NumPy raises
//! promote.add(a, np.int64(1), policy="torch")  # int8: PyTorch's 0-d rule
//! ```
//!
//! Operands are read in place where they are C-contiguous (copied up to 4 KiB, which costs less
//! than the `numpy` crate's borrow); results become NumPy arrays without a copy (from 1 KiB). Built by maturin; tested from Python against NumPy (`promote-py/tests`).

mod broadcast;
mod dtypes;
mod errors;
mod functions;
mod mirror;
mod operands;
mod outputs;
mod policies;
mod results;

use pyo3::prelude::*;

/// The allocator of every Rust allocation of the module, a result's elements handed to NumPy
/// too (NumPy frees them through the object that owns the `Vec`, which calls Rust's `drop`).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// The Python module `promote`.
#[pymodule]
fn promote(module: &Bound<'_, PyModule>) -> PyResult<()> {
    functions::add_binary(module)?;
    functions::add_unary(module)?;
    module.add_function(wrap_pyfunction!(mirror::result_type, module)?)?;
    module.add_function(wrap_pyfunction!(functions::sum, module)?)?;
    module.add_function(wrap_pyfunction!(functions::mean, module)?)?;
    module.add("POLICIES", policies::names())?;
    module.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
