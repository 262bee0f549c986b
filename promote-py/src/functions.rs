//! The module's functions with NumPy's calling convention (`add(x1, x2, /, out=None)`), each
//! under NumPy's rules or the policy `policy=` names: one generic body per shape (binary,
//! unary), instantiated per policy, and one `#[pyfunction]` per function of the family list.

use numpy::{PyArrayDescrMethods, PyUntypedArray, PyUntypedArrayMethods};
use promote_core::dyn_array::{DynArray, DynError, DynView, DynViewMut};
use promote_core::values::ValueError;
use promote_core::{ops, ArrayKind, DType, Op, Policy};
use pyo3::exceptions::{PyOverflowError, PyValueError};
use pyo3::prelude::*;

use crate::broadcast::Shape;
use crate::operands::{self, Data, Operand};
use crate::policies::with_policy;
use crate::{broadcast, dtypes, errors, outputs, results};

/// The operands of a binary function, as [`pair`] reads them.
struct Pair<'py> {
    a: Operand<'py>,
    b: Operand<'py>,
    /// The result's shape.
    shape: Shape,
    /// The dtype a result computed beside a Python int beyond `i128` is converted back to.
    retype: Option<DType>,
    /// The result's dtype where `retype` is `None` (`None` where the pair is undefined), where
    /// a Python int beyond `i128` asked for it already (see [`Pair::result`]).
    settled: Option<Option<DType>>,
    /// The family.
    op: Op,
}

impl Pair<'_> {
    /// The result's dtype where `retype` is `None` (`None` where the pair is undefined): asked
    /// of the policy only by the steps that need it (`DynView` asks it again for the kernel).
    fn result<P: Policy>(&self) -> Option<DType> {
        self.settled.unwrap_or_else(|| {
            let (a, b) = (&self.a, &self.b);
            P::binary_result(self.op, a.kind(), a.dtype(), b.kind(), b.dtype())
        })
    }
}

/// Both operands of a binary function in the family `op`, each stretched to their common shape
/// where NumPy broadcasts it, and a Python int beyond `i128` settled against the other operand.
fn pair<'py, P: Policy>(
    op: Op,
    x1: &Bound<'py, PyAny>,
    x2: &Bound<'py, PyAny>,
) -> PyResult<Pair<'py>> {
    let (mut a, mut b) = (operands::extract(x1)?, operands::extract(x2)?);
    let shape = broadcast::shape(&a.shape, &b.shape)?;
    if broadcast::needs_expanding(&a.shape, &shape) {
        a = operands::extract(&broadcast::expand(x1, &shape)?)?;
    }
    if broadcast::needs_expanding(&b.shape, &shape) {
        b = operands::extract(&broadcast::expand(x2, &shape)?)?;
    }
    // NumPy's logical functions read a Python int as a C long, whatever the other operand.
    if let (Op::LogicalAnd, Some(digits)) = (op, a.big_int_text().or(b.big_int_text())) {
        return Err(PyOverflowError::new_err(format!(
            "Python int too large to convert to C long: {digits}"
        )));
    }
    if a.big_int.is_none() && b.big_int.is_none() {
        return Ok(Pair {
            a,
            b,
            shape,
            retype: None,
            settled: None,
            op,
        });
    }
    let (ka, kb) = (a.kind(), b.kind());
    let (da, db) = (a.dtype(), b.dtype());
    // The type the pair computes in, with the big int read as a Python int.
    let compute = P::binary_result(op, ka, da, kb, db);
    a.settle_big_int(db, compute)?;
    b.settle_big_int(da, compute)?;
    // Read as a float, the int may move the pair to another type (`atan2(uint8, 2**200)` is
    // `float16` in NumPy, `atan2(uint8, 1e60)` `float64`): the result is converted back.
    let retype = compute.filter(|&d| P::binary_result(op, ka, a.dtype(), kb, b.dtype()) != Some(d));
    Ok(Pair {
        a,
        b,
        shape,
        retype,
        settled: Some(compute),
        op,
    })
}

/// The result written over one operand's own memory, where `out` is that operand: `target`,
/// with `other` the other operand and `assign` the operation over `target` (`op_assign` where
/// `out` is `x1`, NumPy's `add(a, b, out=a)`; `op_assign_reflected` where it is `x2`,
/// `add(b, a, out=a)`). With no new array, where `target` is a C-contiguous array in this
/// machine's byte order that can be written, the result has its dtype and shape, and `other`
/// is no Python int beyond `i128`. `None` where any of that fails: the general way then
/// computes the call, or raises its error.
#[inline(never)]
fn over_operand<'py, P: Policy>(
    py: Python<'py>,
    function: &str,
    (target, other): (&Bound<'py, PyAny>, &Bound<'py, PyAny>),
    assign: impl Fn(&mut DynViewMut<'_, P>, &DynView<'_, P>) -> Result<(), DynError>,
) -> PyResult<Option<Bound<'py, PyAny>>> {
    let Ok(array) = target.cast::<PyUntypedArray>() else {
        return Ok(None);
    };
    let Some(dtype) = dtypes::of(&array.dtype()) else {
        return Ok(None);
    };
    let shape = Shape::from_slice(array.shape());
    let Ok(mut b) = operands::extract(other) else {
        return Ok(None);
    };
    if b.big_int.is_some() || broadcast::shape(&shape, &b.shape).ok().as_deref() != Some(&shape[..])
    {
        return Ok(None);
    }
    if broadcast::needs_expanding(&b.shape, &shape) {
        b = operands::extract(&broadcast::expand(other, &shape)?)?;
    }
    // `None` where `other` borrows `target`'s memory too (`add(a, a, out=a)` on a large array).
    let Some(mut held) = outputs::borrow(array, dtype) else {
        return Ok(None);
    };
    let Some(mut written) = held.view_mut::<P>(&shape) else {
        return Ok(None);
    };
    match assign(&mut written, &b.view::<P>()?) {
        Ok(()) => Ok(Some(target.clone())),
        // Another dtype than the result's: converted the general way.
        Err(DynError::DType { .. }) => Ok(None),
        Err(e) => Err(errors::to_py::<P>(py, function, None, e)),
    }
}

/// `a op b` computed over `a`'s own copy, which is handed to NumPy as the result: a promote
/// error (`Ok`) or a Python one. Not inlined, as [`over_operand`]: in `binary`, their steps made
/// every call about 40 ns slower, the ones that never take them too.
#[inline(never)]
fn over_copy_of<'py, P: Policy>(
    py: Python<'py>,
    (a, b): (Operand<'py>, Operand<'py>),
    shape: &[usize],
    assign: impl Fn(&mut DynViewMut<'_, P>, &DynView<'_, P>) -> Result<(), DynError>,
) -> Result<Bound<'py, PyAny>, Result<DynError, PyErr>> {
    let vb = b.view::<P>().map_err(Err)?;
    let Some(mut copy) = a.into_copy() else {
        return Err(Err(PyValueError::new_err("the operand is not a copy")));
    };
    let mut target = DynViewMut::<P>::new(shape, copy.view_mut())
        .map_err(|e| Err(PyValueError::new_err(e.to_string())))?;
    assign(&mut target, &vb).map_err(Ok)?;
    results::from_parts(py, shape, copy, true).map_err(Err)
}

/// The size in bytes up to which [`same_dtype`] copies two operands of one dtype: twice
/// [`COPIED_UP_TO`](operands::COPIED_UP_TO), where an operand of a mixed pair is borrowed, because
/// two borrows through the `numpy` crate's tracking cost more than two copies of 8 KiB (`f64 *
/// f64` at 1 Ki: 0.55x NumPy's time borrowed, 0.61x copied); at 16 KiB they cost the same
/// (BENCHMARKS.md, "Session 36").
pub const SAME_DTYPE_UP_TO: usize = 8 * 1024;

/// `x1 op x2` where both are small arrays of one dtype and shape (`f32[1 Ki] + f32[1 Ki]`), the
/// common case that NumPy's own loop serves fastest: computed over `x1`'s copy, as [`binary`]
/// would compute it, without reading either operand twice or asking what no such pair needs
/// (broadcasting, Python ints, 0-d kinds). `None` where anything differs: C-contiguous, aligned,
/// native byte order, one dtype object, a result of that dtype, between
/// [`HANDED_OVER_FROM`](results::HANDED_OVER_FROM) and [`SAME_DTYPE_UP_TO`] bytes; [`binary`]
/// then computes the call.
#[inline(never)]
fn same_dtype<'py, P: Policy>(
    py: Python<'py>,
    (function, op): (&str, Op),
    (x1, x2): (&Bound<'py, PyAny>, &Bound<'py, PyAny>),
    new: impl Fn(&DynView<'_, P>, &DynView<'_, P>) -> Result<DynArray<P>, DynError>,
    assign: impl Fn(&mut DynViewMut<'_, P>, &DynView<'_, P>) -> Result<(), DynError>,
) -> PyResult<Option<Bound<'py, PyAny>>> {
    let (Ok(a), Ok(b)) = (x1.cast::<PyUntypedArray>(), x2.cast::<PyUntypedArray>()) else {
        return Ok(None);
    };
    let descr = a.dtype();
    let (shape, n) = (a.shape(), a.len());
    let small = (results::HANDED_OVER_FROM..=SAME_DTYPE_UP_TO).contains(&(n * descr.itemsize()));
    let plain = |x: &Bound<'py, PyUntypedArray>| x.is_c_contiguous() && x.is_aligned();
    if !small
        || !broadcast::same(shape, b.shape())
        || !descr.is(b.dtype())
        || !plain(a)
        || !plain(b)
        || dtypes::is_swapped(&descr)
    {
        return Ok(None);
    }
    let Some(dtype) = dtypes::of(&descr) else {
        return Ok(None);
    };
    if P::binary_result(op, ArrayKind::Array, dtype, ArrayKind::Array, dtype) != Some(dtype) {
        return Ok(None);
    }
    if x1.is(x2) {
        // `x * x`: one copy, read as both operands into a new result, rather than two copies.
        let Some(ca) = operands::copied(a, dtype) else {
            return Ok(None);
        };
        let alone = Operand::of(shape, Data::Owned(ca));
        let v = alone.view::<P>()?;
        let result = new(&v, &v).map_err(|e| errors::to_py::<P>(py, function, None, e))?;
        return results::to_numpy(py, result, true).map(Some);
    }
    let (Some(ca), Some(cb)) = (operands::copied(a, dtype), operands::copied(b, dtype)) else {
        return Ok(None);
    };
    let pair = (
        Operand::of(shape, Data::Owned(ca)),
        Operand::of(shape, Data::Owned(cb)),
    );
    over_copy_of::<P>(py, pair, shape, assign)
        .map(Some)
        .map_err(|e| match e {
            Ok(e) => errors::to_py::<P>(py, function, None, e),
            Err(e) => e,
        })
}

/// `x op x`, one array with itself (`x * x`) beyond [`same_dtype`]'s sizes or dtypes: read once,
/// as both operands, where [`pair`] would borrow it twice through the `numpy` crate's tracking.
#[inline(never)]
fn itself<'py, P: Policy>(
    py: Python<'py>,
    function: &str,
    x: &Bound<'py, PyAny>,
    new: impl Fn(&DynView<'_, P>, &DynView<'_, P>) -> Result<DynArray<P>, DynError>,
) -> PyResult<Bound<'py, PyAny>> {
    let a = operands::extract(x)?;
    let v = a.view::<P>()?;
    let result = new(&v, &v).map_err(|e| errors::to_py::<P>(py, function, None, e))?;
    drop(a);
    results::to_numpy(py, result, true)
}

/// A binary function: `new` computes a new array, `into` writes into an output's memory,
/// `assign` over the left operand's, `reflected` over the right operand's.
pub fn binary<'py, P: Policy>(
    py: Python<'py>,
    (function, op): (&str, Op),
    (x1, x2, out): (
        &Bound<'py, PyAny>,
        &Bound<'py, PyAny>,
        Option<&Bound<'py, PyAny>>,
    ),
    new: impl Fn(&DynView<'_, P>, &DynView<'_, P>) -> Result<DynArray<P>, DynError>,
    into: impl Fn(&DynView<'_, P>, &DynView<'_, P>, &mut DynViewMut<'_, P>) -> Result<(), DynError>,
    assign: impl Fn(&mut DynViewMut<'_, P>, &DynView<'_, P>) -> Result<(), DynError>,
    reflected: impl Fn(&mut DynViewMut<'_, P>, &DynView<'_, P>) -> Result<(), DynError>,
) -> PyResult<Bound<'py, PyAny>> {
    if out.is_some_and(|out| out.is(x1)) {
        if let Some(done) = over_operand::<P>(py, function, (x1, x2), &assign)? {
            return Ok(done);
        }
    } else if out.is_some_and(|out| out.is(x2)) {
        if let Some(done) = over_operand::<P>(py, function, (x2, x1), &reflected)? {
            return Ok(done);
        }
    }
    if out.is_none() {
        if let Some(done) = same_dtype::<P>(py, (function, op), (x1, x2), &new, &assign)? {
            return Ok(done);
        }
        if x1.is(x2) && x1.cast::<PyUntypedArray>().is_ok() {
            return itself::<P>(py, function, x1, &new);
        }
    }
    let pair = pair::<P>(op, x1, x2)?;
    // A big int's error names its own digits, not the stand-in's.
    let big_int = (pair.a.big_int_text())
        .or(pair.b.big_int_text())
        .map(str::to_owned);
    let fail = |e| errors::to_py::<P>(py, function, big_int.as_deref(), e);
    // `x1`'s own copy (a small array) holds the result where it has its dtype and shape: computed
    // over it, with no new array. Not below the size from which a result's `Vec` is handed to
    // NumPy: a smaller result is copied into NumPy's memory either way, and the in-place call's
    // own steps cost more than the allocation it saves (`i16[1] + 3` took 38 ns longer).
    let over_copy = out.is_none()
        && pair.retype.is_none()
        && !pair.a.dtype().is_weak()
        && pair.a.copy().is_some_and(results::handed_over)
        && broadcast::same(&pair.a.shape, &pair.shape)
        && pair.result::<P>() == Some(pair.a.dtype());
    // Asked here, before the operands move, where `out` may refuse it below.
    let result = out.and_then(|_| pair.result::<P>());
    let Pair {
        a,
        b,
        shape,
        retype,
        ..
    } = pair;
    if over_copy {
        return over_copy_of::<P>(py, (a, b), &shape, assign).map_err(|e| match e {
            Ok(e) => fail(e),
            Err(e) => e,
        });
    }
    let (va, vb) = (a.view::<P>()?, b.view::<P>()?);
    let new = |va: &DynView<'_, P>, vb: &DynView<'_, P>| match (new(va, vb), retype) {
        (Ok(result), Some(dtype)) if !op.bool_result() => result.cast(dtype),
        (result, _) => result,
    };
    let Some(out) = out else {
        let result = new(&va, &vb).map_err(fail)?;
        return results::to_numpy(py, result, true);
    };
    let (array, dtype) = outputs::target(out, &shape)?;
    // NumPy reads a Python int first (an `OverflowError` where it does not fit), then refuses an
    // output its result cannot be cast to, and only then computes: a value the loop refuses
    // (`power(bool, int8(-1), out=bool)`) is not what it reports where `out` is refused too.
    let refused = retype
        .filter(|_| !op.bool_result())
        .or(result)
        .and_then(|r| outputs::castable::<P>(function, results::strong::<P>(r), dtype).err());
    if let (None, None, Some(mut held)) = (retype, &refused, outputs::borrow(&array, dtype)) {
        if let Some(mut target) = held.view_mut::<P>(&shape) {
            match into(&va, &vb, &mut target) {
                Ok(()) => return Ok(array.into_any()),
                // Another dtype than the result's: converted below.
                Err(DynError::DType { .. }) => {}
                Err(e) => return Err(fail(e)),
            }
        }
    }
    let result = new(&va, &vb).map_err(|e| match (e, refused) {
        (
            e @ (DynError::Value(ValueError::PythonIntOutOfBounds { .. })
            | DynError::Value(ValueError::PythonIntTooLarge { .. })),
            _,
        ) => fail(e),
        (_, Some(refused)) => refused,
        (e, None) => fail(e),
    })?;
    // The operands are released before `out`, which may be one of them, is written.
    drop((a, b));
    outputs::store(function, &array, dtype, result)?;
    Ok(array.into_any())
}

/// `op(x)` written over `x`'s own memory, where `out` is `x` (NumPy's `negative(a, out=a)`):
/// with no new array, where `x` is a C-contiguous array in this machine's byte order that can be
/// written and the result has its dtype. `None` where any of that fails, or the operation
/// does (the general way then computes the call, or raises its error).
#[inline(never)]
fn over_itself<'py, P: Policy>(
    x: &Bound<'py, PyAny>,
    assign: impl Fn(&mut DynViewMut<'_, P>) -> Result<(), DynError>,
) -> Option<Bound<'py, PyAny>> {
    let array = x.cast::<PyUntypedArray>().ok()?;
    let dtype = dtypes::of(&array.dtype())?;
    let shape = Shape::from_slice(array.shape());
    let mut held = outputs::borrow(array, dtype)?;
    let mut written = held.view_mut::<P>(&shape)?;
    assign(&mut written).ok().map(|()| x.clone())
}

/// `op(x)` written into `out`'s memory, where `out` is another array of the result's dtype
/// and shape (NumPy's `negative(a, out=b)`), C-contiguous, in this machine's byte order,
/// writeable and apart from `x`'s memory. `None` where any of that fails, or the operation does
/// (the general way then computes the call, or raises its error).
#[inline(never)]
fn into_output<'py, P: Policy>(
    out: &Bound<'py, PyAny>,
    (va, shape): (&DynView<'_, P>, &[usize]),
    into: impl Fn(&DynView<'_, P>, &mut DynViewMut<'_, P>) -> Result<(), DynError>,
) -> Option<Bound<'py, PyAny>> {
    let (array, dtype) = outputs::target(out, shape).ok()?;
    let mut held = outputs::borrow(&array, dtype)?;
    let mut written = held.view_mut::<P>(shape)?;
    into(va, &mut written).ok()?;
    drop(held);
    Some(array.into_any())
}

/// A unary function: `new` computes a new array, `assign` over the operand's own memory,
/// `into` into an output's.
pub fn unary<'py, P: Policy>(
    py: Python<'py>,
    function: &str,
    (x, out): (&Bound<'py, PyAny>, Option<&Bound<'py, PyAny>>),
    new: impl Fn(&DynView<'_, P>) -> Result<DynArray<P>, DynError>,
    assign: impl Fn(&mut DynViewMut<'_, P>) -> Result<(), DynError>,
    into: impl Fn(&DynView<'_, P>, &mut DynViewMut<'_, P>) -> Result<(), DynError>,
) -> PyResult<Bound<'py, PyAny>> {
    if out.is_some_and(|out| out.is(x)) {
        if let Some(done) = over_itself::<P>(x, assign) {
            return Ok(done);
        }
    }
    let a = operands::extract_alone(x)?;
    let va = a.view::<P>()?;
    if let Some(done) = out.and_then(|out| into_output::<P>(out, (&va, &a.shape), into)) {
        return Ok(done);
    }
    let result = new(&va).map_err(|e| errors::to_py::<P>(py, function, None, e))?;
    let Some(out) = out else {
        return results::to_numpy(py, result, true);
    };
    let shape = a.shape.clone();
    drop(a);
    let (array, dtype) = outputs::target(out, &shape)?;
    outputs::store(function, &array, dtype, result)?;
    Ok(array.into_any())
}

/// `#[pyfunction]`s of binary functions: NumPy's name, then `DynView`'s methods, the family and
/// the operation's marker.
macro_rules! binary_functions {
    ($($name:ident => $new:ident, $into:ident, $op:ident, $marker:ident;)*) => {
        $(
            #[doc = concat!("NumPy's `", stringify!($name), "(x1, x2, /, out=None)` under the policy `policy` (NumPy's by default): the result's dtype and values are the library's.")]
            #[pyfunction]
            #[pyo3(signature = (x1, x2, /, out=None, *, policy="numpy"))]
            pub fn $name<'py>(
                py: Python<'py>,
                x1: &Bound<'py, PyAny>,
                x2: &Bound<'py, PyAny>,
                out: Option<&Bound<'py, PyAny>>,
                policy: &str,
            ) -> PyResult<Bound<'py, PyAny>> {
                with_policy!(policy, |P| binary::<P>(
                    py,
                    (stringify!($name), Op::$op),
                    (x1, x2, out),
                    |a, b| a.$new(b),
                    |a, b, out| a.$into(b, out),
                    |a, b| a.op_assign::<ops::$marker>(b),
                    |a, b| a.op_assign_reflected::<ops::$marker>(b),
                ))
            }
        )*

        /// The family of a binary function by its NumPy name (`result_type`'s `function=`).
        pub fn family(function: &str) -> Option<Op> {
            match function {
                $(stringify!($name) => Some(Op::$op),)*
                _ => None,
            }
        }

        /// Registers the binary functions.
        pub fn add_binary(module: &Bound<'_, PyModule>) -> PyResult<()> {
            $(module.add_function(wrap_pyfunction!($name, module)?)?;)*
            Ok(())
        }
    };
}

binary_functions! {
    add => checked_add, add_into, Add, Add;
    subtract => checked_sub, sub_into, Add, Sub;
    multiply => checked_mul, mul_into, Add, Mul;
    divide => checked_div, div_into, Div, Div;
    true_divide => checked_div, div_into, Div, Div;
    floor_divide => checked_floor_divide, floor_divide_into, FloorDivide, FloorDivide;
    remainder => checked_remainder, remainder_into, Remainder, Remainder;
    power => checked_pow, pow_into, Power, Pow;
    maximum => checked_maximum, maximum_into, Maximum, Maximum;
    minimum => checked_minimum, minimum_into, Maximum, Minimum;
    equal => checked_equal, equal_into, Eq, Equal;
    not_equal => checked_not_equal, not_equal_into, Eq, NotEqual;
    less => checked_less, less_into, Lt, Less;
    less_equal => checked_less_equal, less_equal_into, Lt, LessEqual;
    greater => checked_greater, greater_into, Lt, Greater;
    greater_equal => checked_greater_equal, greater_equal_into, Lt, GreaterEqual;
    bitwise_and => checked_bitand, bitand_into, BitAnd, BitAnd;
    bitwise_or => checked_bitor, bitor_into, BitAnd, BitOr;
    bitwise_xor => checked_bitxor, bitxor_into, BitAnd, BitXor;
    logical_and => checked_logical_and, logical_and_into, LogicalAnd, LogicalAnd;
    logical_or => checked_logical_or, logical_or_into, LogicalAnd, LogicalOr;
    logical_xor => checked_logical_xor, logical_xor_into, LogicalAnd, LogicalXor;
    arctan2 => checked_atan2, atan2_into, Atan2, Atan2;
    hypot => checked_hypot, hypot_into, Hypot, Hypot;
}

/// `#[pyfunction]`s of unary functions: NumPy's name, then `DynView`'s method and the
/// operation's marker.
macro_rules! unary_functions {
    ($($name:ident => $method:ident, $marker:ident;)*) => {
        $(
            #[doc = concat!("NumPy's `", stringify!($name), "(x, /, out=None)` under the policy `policy` (NumPy's by default).")]
            #[pyfunction]
            #[pyo3(signature = (x, /, out=None, *, policy="numpy"))]
            pub fn $name<'py>(
                py: Python<'py>,
                x: &Bound<'py, PyAny>,
                out: Option<&Bound<'py, PyAny>>,
                policy: &str,
            ) -> PyResult<Bound<'py, PyAny>> {
                with_policy!(policy, |P| unary::<P>(
                    py,
                    stringify!($name),
                    (x, out),
                    |a| a.$method(),
                    |a| a.unary_assign::<ops::$marker>(),
                    |a, out| a.unary_into::<ops::$marker>(out),
                ))
            }
        )*

        /// Registers the unary functions.
        pub fn add_unary(module: &Bound<'_, PyModule>) -> PyResult<()> {
            $(module.add_function(wrap_pyfunction!($name, module)?)?;)*
            Ok(())
        }
    };
}

unary_functions! {
    negative => negative, Negative;
    absolute => abs, Abs;
    sqrt => sqrt, Sqrt;
    exp => exp, Exp;
    log => log, Log;
    sin => sin, Sin;
    cos => cos, Cos;
    tan => tan, Tan;
    tanh => tanh, Tanh;
    floor => floor, Floor;
    ceil => ceil, Ceil;
    trunc => trunc, Trunc;
    round => round, Round;
    sign => sign, Sign;
    square => square, Square;
    reciprocal => reciprocal, Reciprocal;
    isnan => isnan, IsNan;
    isfinite => isfinite, IsFinite;
    isinf => isinf, IsInf;
}

/// A reduction over `axis` (NumPy's: negative counts from the end; `None` is every element).
fn reduction<'py, P: Policy>(
    py: Python<'py>,
    function: &str,
    (x, axis): (&Bound<'py, PyAny>, Option<isize>),
    reduce: impl Fn(&DynView<'_, P>, Option<usize>) -> Result<DynArray<P>, DynError>,
) -> PyResult<Bound<'py, PyAny>> {
    let a = operands::extract_alone(x)?;
    let ndim = a.shape.len() as isize;
    let axis = match axis {
        None => None,
        Some(axis) if (-ndim..ndim).contains(&axis) => Some(axis.rem_euclid(ndim.max(1)) as usize),
        Some(axis) => {
            return Err(PyValueError::new_err(format!(
                "axis {axis} is out of bounds for array of dimension {ndim}"
            )))
        }
    };
    let result =
        reduce(&a.view::<P>()?, axis).map_err(|e| errors::to_py::<P>(py, function, None, e))?;
    results::to_numpy(py, result, true)
}

/// NumPy's `sum(x, axis=None)` under the policy `policy` (NumPy's by default): the dtype is the
/// policy's sum type (NumPy sums `int8` in `int64`, `uint8` in `uint64`), a float sum is NumPy's
/// to the bit (pairwise along a contiguous run).
#[pyfunction]
#[pyo3(signature = (x, /, axis=None, *, policy="numpy"))]
pub fn sum<'py>(
    py: Python<'py>,
    x: &Bound<'py, PyAny>,
    axis: Option<isize>,
    policy: &str,
) -> PyResult<Bound<'py, PyAny>> {
    with_policy!(policy, |P| reduction::<P>(
        py,
        "sum",
        (x, axis),
        |a, axis| a.sum(axis)
    ))
}

/// NumPy's `mean(x, axis=None)` under the policy `policy`: integers average in `float64` under
/// NumPy, NaN over no element.
#[pyfunction]
#[pyo3(signature = (x, /, axis=None, *, policy="numpy"))]
pub fn mean<'py>(
    py: Python<'py>,
    x: &Bound<'py, PyAny>,
    axis: Option<isize>,
    policy: &str,
) -> PyResult<Bound<'py, PyAny>> {
    with_policy!(policy, |P| reduction::<P>(
        py,
        "mean",
        (x, axis),
        |a, axis| a.mean(axis)
    ))
}
