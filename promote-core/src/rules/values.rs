//! [`Values`]: what a policy's operations compute on edge values, where the libraries differ
//! beyond the result's type.
//!
//! The type of `int8_array < 300` is `bool` in NumPy, JAX and PyTorch alike; its value is not:
//! NumPy 2 compares the Python int exactly (`True`), JAX and PyTorch first wrap it into the array's
//! `int8` (300 becomes 44: `False`). Each policy names the rules of the library it follows
//! (`__values` in its declaration); a policy declared by a user follows NumPy's.
//!
//! Each rule was read off the library itself: `tests/reference/values/` holds what the library
//! printed for every cell, and `tests/tests/values.rs` compares promote's results with it.

/// A library's rules for edge values: one field per rule on which the libraries differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Values {
    /// The library these are the rules of, for messages.
    pub library: &'static str,
    /// What a Python int (a [`WeakInt`](crate::WeakInt)) outside the range of the integer
    /// dtype an operation computes in does.
    pub python_int: PythonInt,
    /// Whether integers of two dtypes that the policy compares in a float (`int64 == uint64` in
    /// `float64` under NumPy) are compared exactly instead, as NumPy 2 does.
    pub exact_integer_comparisons: bool,
    /// Whether a scan (`cumsum`) adds in the result's type, each running value rounded, rather
    /// than in the policy's accumulator: NumPy's `cumsum` of `float16` adds in `float16` (5,000
    /// ones end at 2048), JAX's and PyTorch's in `float32` (5000).
    pub scans_in_result_type: bool,
}

/// What a Python int outside the computing dtype's range does ([`Values::python_int`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PythonInt {
    /// NumPy 2 (NEP 50): arithmetic raises `OverflowError` ("Python integer 300 out of bounds
    /// for int8"), and comparisons are exact (`int8_array < 300` is all `true`).
    RaiseOrCompareExactly,
    /// JAX and PyTorch: the int wraps into the dtype first (300 is 44 in `int8`), in arithmetic
    /// and in comparisons alike.
    Wrap,
}

impl Values {
    /// NumPy 2's rules (NumPy 2.5.5): out-of-range Python ints raise in arithmetic and compare
    /// exactly, `int64` against `uint64` compares exactly.
    pub const NUMPY: Values = Values {
        library: "NumPy",
        python_int: PythonInt::RaiseOrCompareExactly,
        exact_integer_comparisons: true,
        scans_in_result_type: true,
    };

    /// JAX's rules (jax 0.12.0.1): a Python int wraps into the array's dtype, also when compared
    /// (`int8_array < 300` is `int8_array < 44`), and `int64 == uint64` compares in `float64`.
    pub const JAX: Values = Values {
        library: "JAX",
        python_int: PythonInt::Wrap,
        exact_integer_comparisons: false,
        scans_in_result_type: false,
    };

    /// PyTorch's rules (torch 2.15.0): a Python int wraps into the tensor's dtype, in arithmetic
    /// and comparisons alike.
    pub const TORCH: Values = Values {
        library: "PyTorch",
        python_int: PythonInt::Wrap,
        exact_integer_comparisons: false,
        scans_in_result_type: false,
    };
}
