//! [`Values`]: what a policy's operations compute on edge values, where the libraries differ
//! beyond the result's type.
//!
//! The type of `int8_array < 300` is `bool` in NumPy, JAX and PyTorch alike; its value is not:
//! NumPy 2 compares the Python int exactly (`True`), JAX and PyTorch first wrap it into the array's
//! `int8` (300 becomes 44: `False`). Each policy names the rules of the library it follows
//! (`__values` in its declaration); a policy declared by a user follows NumPy's.
//!
//! Each rule was read off the library itself: `tests/reference/values/` holds what the library
//! printed for every cell, and `tests/tests/suite/values.rs` compares promote's results with it.

pub use crate::vocabulary::element::DivmodRule;

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
    /// Whether a mean divides its sum by the count as an `int64` scalar, in the two's promotion,
    /// then rounds to the mean's dtype: NumPy's `_mean` (`float32` divides in `float64`,
    /// `complex64` in `complex128`); else it divides in the accumulator.
    pub mean_divides_by_int64: bool,
    /// Whether a Python int exponent is read whatever its size (JAX's `lax.integer_pow`: `x **
    /// 2**63` is no `OverflowError`, though `2**63 ** x` is).
    pub any_python_int_exponent: bool,
    /// Whether a Python int above `i64::MAX` is a `uint64` scalar, which does not promote with a
    /// `bool` tensor (PyTorch: "Promotion for uint16, uint32, uint64 types is not supported").
    pub python_int_above_i64_is_uint64: bool,
    /// Whether an integer raised to a negative integer power raises (NumPy's `ValueError`,
    /// TensorFlow's `InvalidArgumentError`), rather than giving the kernel's `0` (`1` and `-1`
    /// to their powers).
    pub negative_integer_power_raises: bool,
    /// Whether an integer `floor_divide` or `remainder` by zero raises (PyTorch:
    /// `ZeroDivisionError`) rather than giving the kernel's 0 (NumPy, with a warning).
    pub integer_division_by_zero_raises: bool,
    /// Whether a logical operation first wraps a Python int into an integer array's dtype (JAX:
    /// `logical_and(int8_array, 256)` reads 256 as `int8` 0, so `false`), rather than asking
    /// whether the int itself is nonzero.
    pub logical_wraps_python_int: bool,
    /// Whether a logical operation first converts a 0-d operand into the dtype the pair
    /// promotes to, as its other operations do (PyTorch: `logical_and(uint8 tensor, 0-d int16
    /// -32768)` reads -32768 as `uint8` 0, so `false`), rather than asking whether the 0-d
    /// value itself is nonzero.
    pub logical_converts_zero_dim: bool,
    /// Whether `float16` and `bfloat16` arithmetic (`+ - * / //`) with a scalar operand (a
    /// Python number or a 0-d array) reads the scalar's own value in `float32` and computes in
    /// `float32`, rounding once to the result (PyTorch's CPU kernels, in their `opmath` type:
    /// `float16 [1.5] * 0.1` is `0.15002`, where 0.1 rounded to `float16` first gives `0.1499`).
    pub reduced_float_scalar_in_float32: bool,
    /// Whether an operation whose result is weak (an integer array with a Python float, two
    /// Python scalars) computes in 32 bits, `int32`, `float32` or `complex64` (JAX with 64-bit
    /// types off: `int8_array * 1e300` is `0 * inf`, NaN), rather than in the 64 bits a weak
    /// scalar holds.
    pub weak_computes_in_32_bits: bool,
    /// Whether a Python exponent is converted into the operation's dtype with an overflow check
    /// (PyTorch's `checked_convert`): an integer tensor to a negative or out-of-range Python int
    /// raises, and so does `float16` or `bfloat16` to a Python number beyond its range.
    pub python_exponent_checked: bool,
    /// How `floor_divide` and `remainder` compute ([`DivmodRule`]): NumPy's `divmod`, JAX's
    /// `lax.rem`-based one on XLA, or PyTorch's.
    pub divmod: DivmodRule,
}

/// What a Python int outside the computing dtype's range does ([`Values::python_int`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PythonInt {
    /// NumPy 2 (NEP 50): arithmetic raises `OverflowError` ("Python integer 300 out of bounds
    /// for int8"), and comparisons are exact (`int8_array < 300` is all `true`).
    RaiseOrCompareExactly,
    /// JAX and PyTorch: the int wraps into the dtype first (300 is 44 in `int8`), in arithmetic
    /// and in comparisons alike, if the library accepts it at all: one outside `min..=max`
    /// raises `OverflowError` whatever the dtype (JAX: outside its weak int, `int64` or `int32`
    /// with 64-bit types off; PyTorch: outside `int64` and `uint64`, read as a `uint64` above
    /// `i64::MAX`).
    Wrap {
        /// The smallest Python int the library accepts.
        min: i128,
        /// The largest.
        max: i128,
    },
    /// TensorFlow: the int is converted into the other operand's dtype first, as a tensor of
    /// it, in arithmetic and comparisons alike: an integer dtype wraps it (`uint8 [1] + -1` is
    /// `0`, `uint32 [0] < -1` is `true`) if it lies in `int64` (in `uint64` for a `uint64`
    /// operand, which refuses a negative one; a `float16`, `float32`, `float64` or `complex128`
    /// operand takes any int), and anything else raises. On the left of the
    /// families TensorFlow converts alone (`tf.add`, `tf.math.truediv`), an int beyond `int32`
    /// becomes an `int64` tensor, which the other operand's dtype does not match: it raises.
    ConvertToOperand,
}

impl PythonInt {
    /// Whether the library reads `v` at all: NumPy reads any Python int (and then decides by
    /// the dtype), JAX and PyTorch only those in their range; TensorFlow decides by the dtype
    /// too ([`PythonInt::ConvertToOperand`]).
    #[inline(always)]
    pub const fn accepts(self, v: i128) -> bool {
        match self {
            PythonInt::RaiseOrCompareExactly | PythonInt::ConvertToOperand => true,
            PythonInt::Wrap { min, max } => min <= v && v <= max,
        }
    }
}

impl Values {
    /// NumPy 2's rules (NumPy 2.5.5): out-of-range Python ints raise in arithmetic and compare
    /// exactly, `int64` against `uint64` compares exactly.
    pub const NUMPY: Values = Values {
        library: "NumPy",
        python_int: PythonInt::RaiseOrCompareExactly,
        exact_integer_comparisons: true,
        scans_in_result_type: true,
        mean_divides_by_int64: true,
        any_python_int_exponent: false,
        python_int_above_i64_is_uint64: false,
        negative_integer_power_raises: true,
        integer_division_by_zero_raises: false,
        logical_wraps_python_int: false,
        logical_converts_zero_dim: false,
        python_exponent_checked: false,
        reduced_float_scalar_in_float32: false,
        weak_computes_in_32_bits: false,
        divmod: DivmodRule::NpyDivmod,
    };

    /// JAX's rules (jax 0.12.0.1, 64-bit types enabled): a Python int wraps into the array's
    /// dtype, also when compared (`int8_array < 300` is `int8_array < 44`), and raises outside
    /// `int64`; `int64 == uint64` compares in `float64`.
    pub const JAX: Values = Values {
        library: "JAX",
        python_int: PythonInt::Wrap {
            min: i64::MIN as i128,
            max: i64::MAX as i128,
        },
        exact_integer_comparisons: false,
        scans_in_result_type: false,
        mean_divides_by_int64: false,
        any_python_int_exponent: true,
        python_int_above_i64_is_uint64: false,
        negative_integer_power_raises: false,
        integer_division_by_zero_raises: false,
        logical_wraps_python_int: true,
        logical_converts_zero_dim: false,
        python_exponent_checked: false,
        reduced_float_scalar_in_float32: false,
        weak_computes_in_32_bits: false,
        divmod: DivmodRule::LaxRem,
    };

    /// JAX's rules with 64-bit types disabled (JAX's default): as [`Values::JAX`], the weak int
    /// being an `int32`, so that a Python int outside `int32` raises (`int8_array + 2**31`), and
    /// weak results computed in 32 bits.
    pub const JAX_X32: Values = Values {
        python_int: PythonInt::Wrap {
            min: i32::MIN as i128,
            max: i32::MAX as i128,
        },
        weak_computes_in_32_bits: true,
        ..Values::JAX
    };

    /// TensorFlow's rules (tensorflow-cpu 2.21.0): a Python int is converted into the other
    /// operand's dtype first ([`PythonInt::ConvertToOperand`]); an integer `floor_divide` or
    /// `remainder` by zero raises; a float `floor_divide` is `floor(a / b)` and `remainder`
    /// C's `fmod` moved to the divisor's sign ([`DivmodRule::FloorOfQuotient`]).
    pub const TENSORFLOW: Values = Values {
        library: "TensorFlow",
        python_int: PythonInt::ConvertToOperand,
        integer_division_by_zero_raises: true,
        divmod: DivmodRule::FloorOfQuotient,
        ..Values::NUMPY
    };

    /// PyTorch's rules (torch 2.15.0): a Python int wraps into the tensor's dtype, in arithmetic
    /// and comparisons alike; one outside `int64` and `uint64` raises.
    pub const TORCH: Values = Values {
        library: "PyTorch",
        python_int: PythonInt::Wrap {
            min: i64::MIN as i128,
            max: u64::MAX as i128,
        },
        exact_integer_comparisons: false,
        scans_in_result_type: false,
        mean_divides_by_int64: false,
        any_python_int_exponent: false,
        python_int_above_i64_is_uint64: true,
        negative_integer_power_raises: false,
        integer_division_by_zero_raises: true,
        logical_wraps_python_int: false,
        logical_converts_zero_dim: true,
        python_exponent_checked: true,
        reduced_float_scalar_in_float32: true,
        weak_computes_in_32_bits: false,
        divmod: DivmodRule::Fmod,
    };
}

/// Why an operation has no result under a policy's [`Values`]: the library raises for it.
///
/// [`DynArray`](crate::dyn_array::DynArray) returns it (in its `DynError`), the `checked_`
/// methods of [`Array`](crate::Array) and of every container return it (in their
/// [`ShapeError`](crate::ShapeError)), and the operators, which have no error channel, panic with
/// its message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ValueError {
    /// A Python int outside the range of the integer dtype the operation computes in (NumPy 2's
    /// `OverflowError`, "Python integer 300 out of bounds for int8").
    PythonIntOutOfBounds {
        /// The Python int.
        value: i128,
        /// The dtype it does not fit.
        dtype: crate::DType,
        /// The library whose rule this is.
        library: &'static str,
    },
    /// A Python int the library does not read at all, whatever the dtype (JAX: outside its weak
    /// int; PyTorch: outside `int64` and `uint64`): `OverflowError`.
    PythonIntTooLarge {
        /// The Python int.
        value: i128,
        /// The library whose rule this is.
        library: &'static str,
    },
    /// A Python int above `int64` (a `uint64` scalar in PyTorch) with a `bool` tensor: PyTorch
    /// does not promote `bool` with `uint64` (`RuntimeError`).
    UnsignedWithBool {
        /// The library whose rule this is.
        library: &'static str,
    },
    /// A Python exponent that the operation's dtype cannot hold (PyTorch: "value cannot be
    /// converted to type int8_t without overflow").
    ExponentOverflow {
        /// The dtype the exponent is converted into.
        dtype: crate::DType,
        /// The library whose rule this is.
        library: &'static str,
    },
    /// An integer `floor_divide` or `remainder` by zero (PyTorch's `ZeroDivisionError`).
    IntegerDivisionByZero {
        /// The library whose rule this is.
        library: &'static str,
    },
    /// A Python int that TensorFlow does not convert into the other operand's dtype
    /// ([`PythonInt::ConvertToOperand`]): beyond `int64` (`ValueError`), negative for `uint64`
    /// (`OverflowError`), or beyond `int32` on the left of `tf.add` (an `int64` tensor, which
    /// the other operand does not match: `InvalidArgumentError`).
    PythonIntNotConverted {
        /// The Python int.
        value: i128,
        /// The dtype it was to be converted into.
        dtype: crate::DType,
        /// The library whose rule this is.
        library: &'static str,
    },
    /// An integer raised to a negative integer power (NumPy's `ValueError`).
    NegativeIntegerPower {
        /// The library whose rule this is.
        library: &'static str,
    },
}

impl core::fmt::Display for ValueError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            ValueError::PythonIntOutOfBounds {
                value,
                dtype,
                library,
            } => write!(
                f,
                "Python integer {value} out of bounds for {} ({library} raises OverflowError)",
                numpy_int_name(*dtype)
            ),
            ValueError::PythonIntTooLarge { value, library } => write!(
                f,
                "Python int {value} too large to convert ({library} raises OverflowError)"
            ),
            ValueError::UnsignedWithBool { library } => write!(
                f,
                "Promotion for uint16, uint32, uint64 types is not supported, attempted to \
                 promote Bool and UInt64 ({library} raises RuntimeError)"
            ),
            ValueError::ExponentOverflow { dtype, library } => write!(
                f,
                "value cannot be converted to type {dtype} without overflow ({library} raises \
                 RuntimeError)"
            ),
            ValueError::IntegerDivisionByZero {
                library: "TensorFlow",
            } => f.write_str("Integer division by zero (TensorFlow raises InvalidArgumentError)"),
            ValueError::IntegerDivisionByZero { library } => write!(
                f,
                "ZeroDivisionError: integer division by zero ({library} raises RuntimeError)"
            ),
            ValueError::PythonIntNotConverted {
                value,
                dtype,
                library,
            } => {
                let name = match dtype.kind() {
                    crate::Kind::Signed | crate::Kind::Unsigned => numpy_int_name(*dtype),
                    _ => dtype.code(),
                };
                write!(
                    f,
                    "Can't convert Python int {value} to a {name} tensor ({library} raises)"
                )
            }
            ValueError::NegativeIntegerPower { library } => write!(
                f,
                "Integers to negative integer powers are not allowed ({library} raises ValueError)"
            ),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for ValueError {}

/// NumPy's name of an integer dtype, as its messages write it (`int8`).
fn numpy_int_name(dtype: crate::DType) -> &'static str {
    use crate::DType;
    match dtype {
        DType::U8 => "uint8",
        DType::U16 => "uint16",
        DType::U32 => "uint32",
        DType::U64 => "uint64",
        DType::I8 => "int8",
        DType::I16 => "int16",
        DType::I32 => "int32",
        DType::I64 => "int64",
        _ => "its dtype",
    }
}

/// The smallest and largest value of a standard integer dtype, as `i128`.
#[cfg(feature = "alloc")]
#[inline]
pub(crate) fn int_range(dtype: crate::DType) -> Option<(i128, i128)> {
    use crate::DType;
    Some(match dtype {
        DType::U8 => (0, u8::MAX.into()),
        DType::U16 => (0, u16::MAX.into()),
        DType::U32 => (0, u32::MAX.into()),
        DType::U64 => (0, u64::MAX.into()),
        DType::I8 => (i8::MIN.into(), i8::MAX.into()),
        DType::I16 => (i16::MIN.into(), i16::MAX.into()),
        DType::I32 => (i32::MIN.into(), i32::MAX.into()),
        DType::I64 => (i64::MIN.into(), i64::MAX.into()),
        _ => return None,
    })
}

/// `value` as a `B`, if `A` is `B`: how generic code reads an element of a type it knows only by
/// its dtype (the test on `TypeId` is folded away per type).
#[inline(always)]
#[cfg(feature = "alloc")]
pub(crate) fn same<A: 'static, B: 'static + Copy>(value: A) -> Option<B> {
    (&value as &dyn core::any::Any).downcast_ref::<B>().copied()
}

/// An integer element (a standard integer or a Python int) as `i128`, exactly; `None` for any
/// other element.
#[inline(always)]
#[cfg(feature = "alloc")]
pub(crate) fn integer<T: crate::Element>(x: T) -> Option<i128> {
    use crate::{DType, WeakInt};
    match T::DTYPE {
        DType::U8 => same::<T, u8>(x).map(i128::from),
        DType::U16 => same::<T, u16>(x).map(i128::from),
        DType::U32 => same::<T, u32>(x).map(i128::from),
        DType::U64 => same::<T, u64>(x).map(i128::from),
        DType::I8 => same::<T, i8>(x).map(i128::from),
        DType::I16 => same::<T, i16>(x).map(i128::from),
        DType::I32 => same::<T, i32>(x).map(i128::from),
        DType::I64 => same::<T, i64>(x).map(i128::from),
        DType::WeakInt => same::<T, WeakInt>(x).map(|w| w.0),
        _ => None,
    }
}

/// A weak value rounded to `float32` (or `complex64`, or wrapped into `int32`) where `P`'s
/// library computes weak results in 32 bits ([`Values::weak_computes_in_32_bits`]); any other
/// value as it is. The test is a constant of `P`, so that the other policies pay nothing per
/// element, in a debug build too.
#[inline(always)]
#[cfg(feature = "alloc")]
pub(crate) fn weak_32<P: crate::Policy, T: 'static + Copy>(t: T) -> T {
    use crate::{Complex, WeakComplex, WeakFloat, WeakInt};
    if !const { P::VALUES.weak_computes_in_32_bits } {
        return t;
    }
    if let Some(w) = same::<T, WeakFloat>(t) {
        return same(WeakFloat(f64::from(w.0 as f32))).unwrap_or(t);
    }
    if let Some(w) = same::<T, WeakInt>(t) {
        return same(WeakInt(i128::from(w.0 as i32))).unwrap_or(t);
    }
    if let Some(w) = same::<T, WeakComplex>(t) {
        let part = |x: f64| f64::from(x as f32);
        return same(WeakComplex(Complex::new(part(w.0.re), part(w.0.im)))).unwrap_or(t);
    }
    t
}

/// `f` as `P`'s library computes it on weak values: its operands and its result through
/// [`weak_32`]. For `+ - * /` and comparisons this is the 32-bit operation exactly (a `float64`
/// result of `float32` operands rounds once more to the `float32` one).
#[inline(always)]
#[cfg(feature = "alloc")]
pub(crate) fn in_weak_32<P: crate::Policy, O: 'static + Copy, X: 'static + Copy>(
    f: impl Fn(O, O) -> X,
) -> impl Fn(O, O) -> X {
    move |a, b| weak_32::<P, X>(f(weak_32::<P, O>(a), weak_32::<P, O>(b)))
}

/// `f` with its operands through [`weak_32`] (the caller puts the result through it, once it is
/// an element).
#[inline(always)]
#[cfg(feature = "alloc")]
pub(crate) fn weak_operands<P: crate::Policy, O: 'static + Copy, X>(
    f: impl Fn(O, O) -> X,
) -> impl Fn(O, O) -> X {
    move |a, b| f(weak_32::<P, O>(a), weak_32::<P, O>(b))
}

/// Whether a 0-d operand `x` of a logical operation is true as the library reads it, where it
/// converts it first ([`Values::logical_converts_zero_dim`]) into `common()`, the dtype the pair
/// promotes to: an integer wraps, a float rounds (a `float64` 1e-30 is `float16` 0). `None` where
/// the library reads `x` as itself, or `x` is complex.
#[inline(always)]
#[cfg(feature = "alloc")]
pub(crate) fn zero_dim_truth<T: crate::Element>(
    values: &Values,
    op: crate::Op,
    common: impl FnOnce() -> Option<crate::DType>,
    x: T,
) -> Option<bool> {
    use crate::DType;
    use half::{bf16, f16};
    if !values.logical_converts_zero_dim || op != crate::Op::LogicalAnd {
        return None;
    }
    let common = common()?;
    let v = match integer(x) {
        Some(v) => match int_range(common) {
            Some((min, max)) => return Some((v - min).rem_euclid(max - min + 1) + min != 0),
            None => v as f64,
        },
        None => match T::DTYPE {
            DType::F16 => same::<T, f16>(x)?.to_f64(),
            DType::BF16 => same::<T, bf16>(x)?.to_f64(),
            DType::F32 => f64::from(same::<T, f32>(x)?),
            DType::F64 => same::<T, f64>(x)?,
            _ => return None,
        },
    };
    // NaN is nonzero in every float.
    Some(match common {
        DType::F16 => f16::from_f64(v) != f16::ZERO,
        DType::BF16 => bf16::from_f64(v) != bf16::ZERO,
        DType::F32 => v as f32 != 0.0,
        _ => v != 0.0,
    })
}

/// Two values of `O` in order (`0 < 1`), made from `S`, an integer or `bool` element: the
/// stand-ins through which an operation decides a comparison whose order is known.
#[inline(always)]
#[cfg(feature = "alloc")]
pub(crate) fn ordered_pair<S: crate::Element, O: crate::CastFrom<S>>() -> Option<(O, O)> {
    use crate::{DType, WeakInt};
    let pair = |lo: S, hi: S| (O::cast_from(lo), O::cast_from(hi));
    Some(match S::DTYPE {
        DType::Bool => pair(same(false)?, same(true)?),
        DType::U8 => pair(same(0u8)?, same(1u8)?),
        DType::U16 => pair(same(0u16)?, same(1u16)?),
        DType::U32 => pair(same(0u32)?, same(1u32)?),
        DType::U64 => pair(same(0u64)?, same(1u64)?),
        DType::I8 => pair(same(0i8)?, same(1i8)?),
        DType::I16 => pair(same(0i16)?, same(1i16)?),
        DType::I32 => pair(same(0i32)?, same(1i32)?),
        DType::I64 => pair(same(0i64)?, same(1i64)?),
        DType::WeakInt => pair(same(WeakInt(0))?, same(WeakInt(1))?),
        _ => return None,
    })
}

/// A scalar operand (a Python scalar or a 0-d array) prepared for an operation of the family `op`
/// computing in `O`.
#[cfg(feature = "alloc")]
pub(crate) enum Scalar<O> {
    /// The scalar in `O`: the kernel runs as usual.
    Value(O),
    /// A comparison whose answer is the same for every element: every element of the array is
    /// on this side of the scalar.
    Ordered(core::cmp::Ordering),
}

/// `s` prepared for the family `op` computing in `O` under `values`, against an operand of the
/// dtype `other`: converted, or the order of every element of the other operand against a Python
/// int outside `O` (NumPy compares an integer array with it exactly), or the library's error for
/// it (NumPy raises `OverflowError` in arithmetic).
#[inline(always)]
#[cfg(feature = "alloc")]
pub(crate) fn prepare_scalar<S, O>(
    values: &Values,
    op: crate::Op,
    other: crate::DType,
    scalar_left: bool,
    s: S,
) -> Result<Scalar<O>, ValueError>
where
    S: crate::Element,
    O: crate::Element + crate::CastFrom<S>,
{
    use crate::WeakInt;
    if S::DTYPE == crate::DType::WeakInt {
        if let Some(v) = integer(s) {
            if let Some(side) = python_int_rule(values, op, other, O::DTYPE, scalar_left, v)? {
                return Ok(Scalar::Ordered(side));
            }
            if op == crate::Op::Power && !scalar_left {
                if let Some(e) = exponent_refusal(values, O::DTYPE, PythonNumber::Int(v)) {
                    return Err(e);
                }
            }
            let read = python_int_read(values, op, other, v);
            if read != v {
                let o = O::cast_from(same::<WeakInt, S>(WeakInt(read)).unwrap_or(s));
                // Read into the dtype, an exponent or divisor may be one the library refuses
                // (TensorFlow: `int8 ** 128` is `int8 ** -128`).
                if !scalar_left && may_refuse(values, op, O::DTYPE) {
                    if let Some(e) = refusal(values, op, o) {
                        return Err(e);
                    }
                }
                return Ok(Scalar::Value(o));
            }
        }
    }
    if let (crate::Op::Power, false, Some(x)) = (op, scalar_left, same::<S, crate::WeakFloat>(s)) {
        if let Some(e) = exponent_refusal(values, O::DTYPE, PythonNumber::Float(x.0)) {
            return Err(e);
        }
    }
    let o = O::cast_from(s);
    if !scalar_left && may_refuse(values, op, O::DTYPE) {
        if let Some(e) = refusal(values, op, o) {
            return Err(e);
        }
    }
    Ok(Scalar::Value(o))
}

/// The policy's rule for the Python int `v` meeting an operand of the dtype `other` in the family
/// `op`, computing in `compute`, `v` on the left if `scalar_left`: `Ok(None)` where the kernel's answer stands, the side of `v` on
/// which every element lies where a comparison is decided exactly, or the library's error.
///
/// - JAX and PyTorch read only the Python ints in their range, and wrap them into the dtype.
/// - NumPy 2 (NEP 50) reads a Python int into the dtype the operation computes in, raising
///   `OverflowError` outside it, except that an integer array compares with it exactly; its
///   logical operations read it as `int64` whatever the dtype.
#[cfg(feature = "alloc")]
#[inline]
pub(crate) fn python_int_rule(
    values: &Values,
    op: crate::Op,
    other: crate::DType,
    compute: crate::DType,
    scalar_left: bool,
    v: i128,
) -> Result<Option<core::cmp::Ordering>, ValueError> {
    use crate::{DType, Kind, Op};
    // `lax.integer_pow` takes any exponent, but no negative one for an integer base.
    let whole_exponent = values.any_python_int_exponent && op == Op::Power && !scalar_left;
    if whole_exponent && v < 0 && matches!(compute.kind(), Kind::Signed | Kind::Unsigned) {
        return Err(ValueError::NegativeIntegerPower {
            library: values.library,
        });
    }
    if values.python_int == PythonInt::ConvertToOperand {
        return converted_to_operand(values, op, other, scalar_left, v);
    }
    if !values.python_int.accepts(v) && !whole_exponent {
        return Err(ValueError::PythonIntTooLarge {
            value: v,
            library: values.library,
        });
    }
    if values.python_int_above_i64_is_uint64 && v > i128::from(i64::MAX) && other == DType::Bool {
        return Err(ValueError::UnsignedWithBool {
            library: values.library,
        });
    }
    if !matches!(values.python_int, PythonInt::RaiseOrCompareExactly) {
        return Ok(None);
    }
    let read_as = if op == Op::LogicalAnd {
        DType::I64
    } else {
        compute
    };
    let Some((min, max)) = int_range(read_as) else {
        return Ok(None);
    };
    if (min..=max).contains(&v) {
        return Ok(None);
    }
    let integer_array = matches!(other.kind(), Kind::Signed | Kind::Unsigned);
    if matches!(op, Op::Eq | Op::Lt) && integer_array {
        // Every element lies on the same side of a Python int outside its dtype.
        return Ok(Some(if v > max {
            core::cmp::Ordering::Less
        } else {
            core::cmp::Ordering::Greater
        }));
    }
    Err(ValueError::PythonIntOutOfBounds {
        value: v,
        dtype: read_as,
        library: values.library,
    })
}

/// TensorFlow's rule of [`python_int_rule`] ([`PythonInt::ConvertToOperand`]): the errors of
/// the conversion; the conversion itself is [`python_int_read`]'s.
#[cfg(feature = "alloc")]
fn converted_to_operand(
    values: &Values,
    op: crate::Op,
    other: crate::DType,
    scalar_left: bool,
    v: i128,
) -> Result<Option<core::cmp::Ordering>, ValueError> {
    use crate::{DType, Kind, Op};
    let integer = !other.is_weak() && matches!(other.kind(), Kind::Signed | Kind::Unsigned);
    // `tf.add(x, y)` and `tf.math.truediv` convert a Python int on the left alone: `int32`
    // where it fits, else `int64`, which no operand the table pairs it with has.
    let alone = scalar_left && matches!(op, Op::Add | Op::Div) && integer;
    let fits = match other {
        _ if alone => i32::try_from(v).is_ok(),
        DType::U64 => u64::try_from(v).is_ok(),
        // `float16`, `float32`, `float64` and `complex128` take any int (as the nearest
        // float); `bfloat16`, `complex64` and the integers only `int64`'s.
        DType::F16 | DType::F32 | DType::F64 | DType::C128 => true,
        _ => i64::try_from(v).is_ok(),
    };
    if fits {
        Ok(None)
    } else {
        Err(ValueError::PythonIntNotConverted {
            value: v,
            dtype: if alone { DType::I32 } else { other },
            library: values.library,
        })
    }
}

/// The Python int `v` as the library reads it against an operand of the dtype `other` in the
/// family `op`: itself, except that JAX wraps it into an integer array's dtype before a logical
/// operation asks whether it is nonzero, and TensorFlow before any operation.
#[cfg(feature = "alloc")]
#[inline]
pub(crate) fn python_int_read(
    values: &Values,
    op: crate::Op,
    other: crate::DType,
    v: i128,
) -> i128 {
    use crate::Kind;
    let integer_array = !other.is_weak() && matches!(other.kind(), Kind::Signed | Kind::Unsigned);
    match int_range(other) {
        Some((min, max))
            if integer_array
                && (values.python_int == PythonInt::ConvertToOperand
                    || values.logical_wraps_python_int && op == crate::Op::LogicalAnd) =>
        {
            (v - min).rem_euclid(max - min + 1) + min
        }
        _ => v,
    }
}

/// A Python scalar's value, for the rules that read it.
#[derive(Clone, Copy, Debug)]
#[cfg(feature = "alloc")]
pub(crate) enum PythonNumber {
    /// A Python int.
    Int(i128),
    /// A Python float.
    Float(f64),
}

/// The library's error for a Python exponent `e` of a power computing in `compute`, if it
/// raises for it: PyTorch converts it into the dtype with an overflow check.
#[cfg(feature = "alloc")]
#[inline]
pub(crate) fn exponent_refusal(
    values: &Values,
    compute: crate::DType,
    e: PythonNumber,
) -> Option<ValueError> {
    use crate::DType;
    if !values.python_exponent_checked {
        return None;
    }
    let library = values.library;
    let overflow = Some(ValueError::ExponentOverflow {
        dtype: compute,
        library,
    });
    let limit = match compute {
        DType::F16 => 65504.0,
        DType::BF16 => 3.3895313892515355e38,
        _ => f64::INFINITY,
    };
    match (e, int_range(compute)) {
        (PythonNumber::Int(v), Some(_)) if v < 0 => {
            Some(ValueError::NegativeIntegerPower { library })
        }
        (PythonNumber::Int(v), Some((min, max))) if v < min || v > max => overflow,
        (PythonNumber::Int(v), None) if (v as f64).abs() > limit => overflow,
        (PythonNumber::Float(x), None) if x.is_finite() && x.abs() > limit => overflow,
        _ => None,
    }
}

/// The library's error for a scalar operand `given` on the right, converted to `s` in the compute
/// type, of the family `op`: a Python float exponent PyTorch cannot convert, or what
/// [`refusal`] says of `s` (a zero divisor, a negative integer exponent).
#[inline(always)]
#[cfg(feature = "alloc")]
pub(crate) fn scalar_refusal<S: 'static + Copy, O: crate::Element>(
    values: &Values,
    op: crate::Op,
    given: S,
    s: O,
) -> Option<ValueError> {
    if op == crate::Op::Power {
        if let Some(x) = same::<S, crate::WeakFloat>(given) {
            if let Some(e) = exponent_refusal(values, O::DTYPE, PythonNumber::Float(x.0)) {
                return Some(e);
            }
        }
    }
    if may_refuse(values, op, O::DTYPE) {
        refusal(values, op, s)
    } else {
        None
    }
}

/// The library's error for the right operand `y` (in the compute type `O`, an integer) of the
/// family `op`, if it raises for it: a negative integer exponent (NumPy), a zero divisor of an
/// integer `floor_divide` or `remainder` (PyTorch).
#[inline(always)]
#[cfg(feature = "alloc")]
pub(crate) fn refusal<O: crate::Element>(
    values: &Values,
    op: crate::Op,
    y: O,
) -> Option<ValueError> {
    use crate::Op;
    let library = values.library;
    match op {
        Op::Power if values.negative_integer_power_raises && integer(y).is_some_and(|e| e < 0) => {
            Some(ValueError::NegativeIntegerPower { library })
        }
        Op::FloorDivide | Op::Remainder
            if values.integer_division_by_zero_raises && integer(y) == Some(0) =>
        {
            Some(ValueError::IntegerDivisionByZero { library })
        }
        _ => None,
    }
}

/// Whether [`refusal`] can answer for the family `op` computing in `O` under `values`: a
/// constant, so that every other instance compiles to the kernel alone.
#[cfg(feature = "alloc")]
#[inline]
pub(crate) const fn may_refuse(values: &Values, op: crate::Op, compute: crate::DType) -> bool {
    use crate::{Kind, Op};
    let int = matches!(compute.kind(), Kind::Signed | Kind::Unsigned);
    int && refusing_family(op)
        && match op {
            Op::Power => values.negative_integer_power_raises,
            _ => values.integer_division_by_zero_raises,
        }
}

/// The families for which [`refusal`] may answer under some policy (an integer power, an integer
/// division or remainder): [`may_refuse`] is `false` for every other family, whatever the policy
/// and the type, so their operations never look at the values first.
#[cfg(feature = "alloc")]
pub(crate) const fn refusing_family(op: crate::Op) -> bool {
    matches!(
        op,
        crate::Op::Power | crate::Op::FloorDivide | crate::Op::Remainder
    )
}
