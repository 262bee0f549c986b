//! Python objects as promote's operands, as NumPy reads them: an array borrowed where it is
//! C-contiguous (copied where it is also small) and copied once in C order where not (and in
//! this machine's byte order where it is in the other, as NumPy computes it); a NumPy
//! scalar, a list or any other object as the
//! array `numpy.asarray` makes of it (strongly typed, as NumPy's ufuncs see it); Python's
//! `bool`, `int`, `float` and `complex` as weak scalars (NEP 50), an `int` over Python's whole
//! range.

use numpy::{
    PyArrayDyn, PyArrayMethods, PyReadonlyArrayDyn, PyUntypedArray, PyUntypedArrayMethods,
};
use promote_core::dispatch::Typed;
use promote_core::dyn_array::{Buffer, BufferRef, DynView};
use promote_core::{ArrayKind, DType, Kind, WeakBool, WeakComplex, WeakFloat, WeakInt};
use pyo3::exceptions::{PyOverflowError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyBool, PyComplex, PyFloat, PyInt};

use crate::broadcast::Shape;
use crate::dtypes::{self, numpy_dtypes};

/// The size in bytes up to which a C-contiguous operand is copied rather than borrowed: the
/// `numpy` crate's borrow tracking (a lock and a hash map entry per array, taken and released on
/// every call) was the largest part of a call on small arrays, and costs more than copying 4 KiB
/// once a call makes no other small allocation (`f32[1 Ki] + f32[1 Ki]` went from 0.60 to 0.68
/// of NumPy's speed, `i16[1 Ki] + 3` from 0.94 to 1.10); at 8 KiB copying was slower
/// (`i64[1 Ki] + f32[1 Ki]`). BENCHMARKS.md, "From Python".
pub const COPIED_UP_TO: usize = 4096;

macro_rules! held {
    ([$($V:ident $T:ty),*]) => {
        /// A NumPy array's elements, borrowed for the call (its C-contiguous memory, read in
        /// place).
        pub enum Held<'py> {
            $($V(PyReadonlyArrayDyn<'py, $T>),)*
        }

        impl Held<'_> {
            /// The borrowed elements.
            fn buffer(&self) -> Option<BufferRef<'_>> {
                match self {
                    $(Held::$V(a) => a.as_slice().ok().map(BufferRef::from),)*
                }
            }
        }

        /// A copy of the elements of `array`, a C-contiguous, aligned array in this machine's
        /// byte order whose dtype is `dtype`; `None` for a dtype promote does not hold.
        pub fn copied(array: &Bound<'_, PyUntypedArray>, dtype: DType) -> Option<Buffer> {
            match dtype {
                $(DType::$V => {
                    let copy = array.cast::<PyArrayDyn<$T>>().ok()?.to_vec().ok()?;
                    Some(<Buffer as Typed<$T>>::from_vec(copy))
                })*
                _ => None,
            }
        }

        /// The elements of `array`, whose dtype is `dtype`: borrowed where they are C-contiguous
        /// (copied where they are no larger than [`COPIED_UP_TO`]), else copied once in C order.
        /// An array whose elements are not aligned (a view at an odd byte offset, as NumPy's own
        /// tests make) is copied by NumPy first: the `numpy` crate's slices and views of it would
        /// be misaligned references, which Rust does not allow (a debug build panics, "The
        /// pointer must be aligned").
        fn hold<'py>(array: &Bound<'py, PyUntypedArray>, dtype: DType) -> PyResult<Data<'py>> {
            if !array.is_aligned() {
                let copy = array.call_method0("copy")?.cast_into::<PyUntypedArray>()?;
                return hold(&copy, dtype);
            }
            match dtype {
                $(DType::$V => {
                    let typed = array.cast::<PyArrayDyn<$T>>()?;
                    // The `numpy` crate's slices are of C- or Fortran-contiguous memory, in memory
                    // order; promote reads C order, so only a C-contiguous array is one.
                    let c_order = array.is_c_contiguous();
                    if c_order && array.len() * core::mem::size_of::<$T>() <= COPIED_UP_TO {
                        if let Ok(copy) = typed.to_vec() {
                            return Ok(Data::Owned(<Buffer as Typed<$T>>::from_vec(copy)));
                        }
                    }
                    let readonly = typed.try_readonly().map_err(|e| {
                        PyValueError::new_err(format!("an operand is being written: {e}"))
                    })?;
                    if c_order && readonly.as_slice().is_ok() {
                        return Ok(Data::Borrowed(Held::$V(readonly)));
                    }
                    let copy: Vec<$T> = readonly.as_array().iter().copied().collect();
                    Ok(Data::Owned(<Buffer as Typed<$T>>::from_vec(copy)))
                })*
                other => Err(PyTypeError::new_err(format!("promote holds no `{other}` array"))),
            }
        }
    };
}

numpy_dtypes!(held);

/// Where an operand's elements are.
pub enum Data<'py> {
    /// A NumPy array's, borrowed.
    Borrowed(Held<'py>),
    /// A copy, or a Python scalar.
    Owned(Buffer),
    /// A Python int beyond `i128`, until [`Operand::settle_big_int`] reads it beside the other
    /// operand: its value as a Python float (`inf` beyond the float range).
    BigInt(f64),
}

/// One operand of a function: a shape and its elements.
pub struct Operand<'py> {
    /// `[]` for a 0-d array and a Python scalar.
    pub shape: Shape,
    /// The elements.
    pub data: Data<'py>,
    /// A Python int beyond `i128`: its digits, for an error message.
    pub big_int: Option<String>,
}

impl<'py> Operand<'py> {
    /// An array's elements, of `shape`.
    pub fn of(shape: &[usize], data: Data<'py>) -> Self {
        Operand {
            shape: Shape::from_slice(shape),
            data,
            big_int: None,
        }
    }

    /// A Python scalar, weak.
    fn scalar<T>(value: T) -> Self
    where
        Buffer: Typed<T>,
    {
        Operand {
            shape: Shape::new(),
            data: Data::Owned(<Buffer as Typed<T>>::from_vec(vec![value])),
            big_int: None,
        }
    }

    /// The operand's dtype (a Python int beyond `i128` is a weak int).
    pub fn dtype(&self) -> DType {
        match &self.data {
            Data::Borrowed(held) => held.buffer().map_or(DType::WeakInt, |b| b.dtype()),
            Data::Owned(buffer) => buffer.dtype(),
            Data::BigInt(_) => DType::WeakInt,
        }
    }

    /// The operand as promote reads it, under the policy `P`.
    pub fn view<P>(&self) -> PyResult<DynView<'_, P>> {
        let buffer = match &self.data {
            Data::Borrowed(held) => held
                .buffer()
                .ok_or_else(|| PyValueError::new_err("an operand is no longer contiguous"))?,
            Data::Owned(buffer) => buffer.view(),
            Data::BigInt(_) => {
                return Err(PyOverflowError::new_err(format!(
                    "Python int too large to convert to C long: {}",
                    self.big_int.as_deref().unwrap_or_default()
                )))
            }
        };
        DynView::new(&self.shape, buffer).map_err(|e| PyValueError::new_err(e.to_string()))
    }

    /// How the policy sees this operand: a 0-d array, or an array (a Python scalar's weak dtype
    /// speaks for itself).
    pub fn kind(&self) -> ArrayKind {
        if self.shape.is_empty() && !self.dtype().is_weak() {
            ArrayKind::Array0
        } else {
            ArrayKind::Array
        }
    }

    /// The elements where they are the operand's own copy (an array read by copying, a Python
    /// scalar), for a result computed over them; `None` where they are borrowed.
    pub fn into_copy(self) -> Option<Buffer> {
        match self.data {
            Data::Owned(buffer) => Some(buffer),
            Data::Borrowed(_) | Data::BigInt(_) => None,
        }
    }

    /// The elements where they are the operand's own copy.
    pub fn copy(&self) -> Option<&Buffer> {
        match &self.data {
            Data::Owned(buffer) => Some(buffer),
            Data::Borrowed(_) | Data::BigInt(_) => None,
        }
    }

    /// A Python int beyond `i128`'s digits, if this is one.
    pub fn big_int_text(&self) -> Option<&str> {
        self.big_int.as_deref()
    }

    /// A Python int beyond `i128` read beside `other`, the pair computing in `compute`: where it
    /// computes in a float or complex dtype, the int's value as a Python float (NumPy converts
    /// it so); elsewhere `i128`'s extreme of its sign, which every rule reads as it reads the
    /// int itself (out of bounds of every integer dtype, ordered beyond all of them).
    pub fn settle_big_int(&mut self, other: DType, compute: Option<DType>) -> PyResult<()> {
        let Data::BigInt(float) = &self.data else {
            return Ok(());
        };
        let floating = |d: DType| matches!(d.kind(), Kind::Float | Kind::Complex);
        let stand_in = if compute.is_some_and(floating) || floating(other) {
            <Buffer as Typed<WeakFloat>>::from_vec(vec![WeakFloat(*float)])
        } else {
            let extreme = if *float > 0.0 { i128::MAX } else { i128::MIN };
            <Buffer as Typed<WeakInt>>::from_vec(vec![WeakInt(extreme)])
        };
        self.data = Data::Owned(stand_in);
        Ok(())
    }
}

/// `numpy.asarray`.
static ASARRAY: PyOnceLock<Py<PyAny>> = PyOnceLock::new();

/// The operand `obj` is: see the module's docs.
pub fn extract<'py>(obj: &Bound<'py, PyAny>) -> PyResult<Operand<'py>> {
    if let Ok(array) = obj.cast::<PyUntypedArray>() {
        return from_array(array);
    }
    // Exact types: `numpy.float64` is a `float` and `numpy.bool_` is not a `bool`, but both are
    // NumPy scalars, strongly typed.
    if obj.is_exact_instance_of::<PyBool>() {
        return Ok(Operand::scalar(WeakBool(obj.is_truthy()?)));
    }
    if obj.is_exact_instance_of::<PyInt>() {
        // Most ints fit an `i64`, which Python reads in one call; an `i128` goes through a
        // byte array (about 30 ns of a call like `add(int16_array, 3)`).
        if let Ok(v) = obj.extract::<i64>() {
            return Ok(Operand::scalar(WeakInt(i128::from(v))));
        }
        return Ok(match obj.extract::<i128>() {
            Ok(v) => Operand::scalar(WeakInt(v)),
            Err(_) => Operand {
                shape: Shape::new(),
                data: Data::BigInt(obj.extract::<f64>().unwrap_or(if obj.gt(0)? {
                    f64::INFINITY
                } else {
                    f64::NEG_INFINITY
                })),
                big_int: Some(obj.str()?.to_string()),
            },
        });
    }
    if let Ok(f) = obj.cast_exact::<PyFloat>() {
        return Ok(Operand::scalar(WeakFloat(f.value())));
    }
    if let Ok(c) = obj.cast_exact::<PyComplex>() {
        let value = num_complex::Complex::new(c.real(), c.imag());
        return Ok(Operand::scalar(WeakComplex(value)));
    }
    let asarray = ASARRAY.import(obj.py(), "numpy", "asarray")?;
    let array = asarray.call1((obj,))?;
    from_array(array.cast::<PyUntypedArray>()?)
}

/// The operand of a unary function: a Python scalar alone is the array `numpy.asarray` makes of
/// it (NumPy's `negative(3)` is `int64`, `negative(2**63)` `uint64`), as nothing beside it makes
/// it weak.
pub fn extract_alone<'py>(obj: &Bound<'py, PyAny>) -> PyResult<Operand<'py>> {
    let python_scalar = [
        obj.is_exact_instance_of::<PyBool>(),
        obj.is_exact_instance_of::<PyInt>(),
        obj.is_exact_instance_of::<PyFloat>(),
        obj.is_exact_instance_of::<PyComplex>(),
    ];
    if !python_scalar.contains(&true) {
        return extract(obj);
    }
    let asarray = ASARRAY.import(obj.py(), "numpy", "asarray")?;
    let array = asarray.call1((obj,))?;
    from_array(array.cast::<PyUntypedArray>()?)
}

/// An array's operand, or a `TypeError` naming the dtypes accepted.
fn from_array<'py>(array: &Bound<'py, PyUntypedArray>) -> PyResult<Operand<'py>> {
    let descr = array.dtype();
    let dtype = dtypes::of(&descr).ok_or_else(|| {
        PyTypeError::new_err(format!(
            "promote does not compute with dtype('{}'); it accepts {}",
            descr.str().map(|s| s.to_string()).unwrap_or_default(),
            dtypes::ACCEPTED
        ))
    })?;
    if dtypes::is_swapped(&descr) {
        let native = dtypes::to_native(array.as_any(), &descr)?;
        return from_array(native.cast::<PyUntypedArray>()?);
    }
    Ok(Operand {
        shape: Shape::from_slice(array.shape()),
        data: hold(array, dtype)?,
        big_int: None,
    })
}
