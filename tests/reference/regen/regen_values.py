"""Print the value reference of one library: what each operation computes on edge values.

    python tests/reference/regen/regen_values.py numpy     # -> tests/reference/values/numpy.txt.gz
    python tests/reference/regen/regen_values.py jax       # jax.txt.gz (64-bit types on)
    python tests/reference/regen/regen_values.py jax-x32   # jax-x32.txt.gz (64-bit types off)
    python tests/reference/regen/regen_values.py torch     # torch.txt.gz
    python tests/reference/regen/regen_values.py tensorflow  # tensorflow.txt.gz (venv "tf")
    python tests/reference/regen/regen_values.py paddle    # paddle.txt.gz (venv "paddle")

The type references (the other scripts here) say which dtype a result has; this one says which
*values* it holds, so that `tests/tests/values.rs` can hold promote's kernels to the library's, cell
for cell.  One line per case, in a gzip'd text file (a few hundred kB):

    # header lines: library and Python versions
    values <dtype> <v> <v> ...           the edge values of a dtype, in the encoding below
    scalars <v> <v> ...                  the Python scalars tried on either side of an array
    <op> aa <ldtype> <rdtype> <result>   array x array: every left value with every right value
                                         (the left value varies slowest)
    <op> as <ldtype> <scalar> <result>   array x Python scalar (the scalar is one `scalars` entry)
    <op> sa <rdtype> <scalar> <result>   Python scalar x array
    <op> az <dtype> <zdtype> <results>   array x 0-d array: the array of `dtype`'s edge values with
                                         a 0-d array of each of `zdtype`'s in turn, the results
                                         joined by ` | `
    <op> za <dtype> <zdtype> <results>   0-d array x array, likewise
    <op> ai <ldtype> <rdtype> <result>   in place, `l op= r` (NumPy: `out=l`; PyTorch: `l += r`
                                         and its kin): the pairs of `aa`, `l` after the update
    <op> is <ldtype> <scalar> <result>   in place with a Python scalar
    <op> u <dtype> <result>              a unary op on the edge values
    cast c <from> <to> <result>          the edge values converted (`astype`)
    <op> r <dtype> <n> <pattern> <result> a reduction or scan of a long array (see `long_arrays`)

A <result> is `<dtype> <v> <v> ...` or `E:<exception class>` where the library raises.
Encoding of a value: `bool` 0/1, integers in decimal, floats as the hex of their bits (any NaN is
written `nan`), complex numbers as `re,im` of those.  Python scalars are written as Python
literals (`300`, `-1.5`, `nan`, `True`, `(1+2j)`).
"""

import argparse
import gzip
import math
import os
import platform
import struct
import sys
import warnings

import numpy as np

OUT_DIR = os.path.join("tests", "reference", "values")

REAL = ["bool", "uint8", "uint16", "uint32", "uint64", "int8", "int16", "int32", "int64",
        "float16", "bfloat16", "float32", "float64"]
COMPLEX = ["complex64", "complex128"]

BINARY = {
    # promote's op name: the NumPy ufunc name
    "add": "add", "sub": "subtract", "mul": "multiply", "div": "true_divide",
    "floor_divide": "floor_divide", "remainder": "remainder", "pow": "power",
    "maximum": "maximum", "minimum": "minimum", "atan2": "arctan2", "hypot": "hypot",
    "equal": "equal", "not_equal": "not_equal", "less": "less", "less_equal": "less_equal",
    "greater": "greater", "greater_equal": "greater_equal",
    "bitand": "bitwise_and", "bitor": "bitwise_or", "bitxor": "bitwise_xor",
    "logical_and": "logical_and", "logical_or": "logical_or", "logical_xor": "logical_xor",
}
UNARY = {
    "negative": "negative", "abs": "absolute", "sign": "sign", "square": "square",
    "reciprocal": "reciprocal", "floor": "floor", "ceil": "ceil", "trunc": "trunc",
    "round": "round", "sqrt": "sqrt", "exp": "exp", "log": "log", "sin": "sin", "cos": "cos",
    "tan": "tan", "tanh": "tanh", "isnan": "isnan", "isfinite": "isfinite", "isinf": "isinf",
}

# The Python operators of the binary ops that have one (PyTorch's and Paddle's tensors take a
# Python scalar only through them), and their reflected forms (`300 + t` is `t.__radd__(300)`).
OPERATORS = {
    "add": "__add__", "sub": "__sub__", "mul": "__mul__", "div": "__truediv__",
    "floor_divide": "__floordiv__", "remainder": "__mod__", "pow": "__pow__",
    "equal": "__eq__", "not_equal": "__ne__", "less": "__lt__", "less_equal": "__le__",
    "greater": "__gt__", "greater_equal": "__ge__", "bitand": "__and__", "bitor": "__or__",
    "bitxor": "__xor__",
}
REFLECTED = {"add": "__radd__", "sub": "__rsub__", "mul": "__rmul__", "div": "__rtruediv__",
             "floor_divide": "__rfloordiv__", "remainder": "__rmod__", "pow": "__rpow__",
             "equal": "__eq__", "not_equal": "__ne__", "less": "__gt__",
             "less_equal": "__ge__", "greater": "__lt__", "greater_equal": "__le__",
             "bitand": "__rand__", "bitor": "__ror__", "bitxor": "__rxor__"}

# Python scalars on either side: in and out of every integer dtype's range, outside int64, and
# the float edges.
SCALARS = [
    "True", "False",
    "0", "1", "-1", "2", "127", "128", "255", "256", "300", "-129", "65536", "-32769",
    "2147483648", "-2147483649", "4294967296", "9223372036854775807",
    "9223372036854775808", "18446744073709551615", "-9223372036854775808",
    "-9223372036854775809",
    "0.0", "-0.0", "0.1", "0.5", "-2.5", "1e300", "65536.0", "inf", "-inf", "nan",
    "(1+2j)",
]


def finfo(dtype):
    import ml_dtypes
    return ml_dtypes.finfo(ml_dtypes.bfloat16) if dtype == "bfloat16" else np.finfo(dtype)


def np_dtype(name):
    """A NumPy dtype of the name (bfloat16 from ml_dtypes)."""
    import ml_dtypes
    return np.dtype(ml_dtypes.bfloat16) if name == "bfloat16" else np.dtype(name)


def edge_values(dtype):
    """The edge values of a dtype: 0, +-1, small values, min, max; for floats also -0.0, 0.1 (not
    exact), the smallest subnormal, the largest finite, +-inf and NaN."""
    if dtype == "bool":
        return [False, True]
    if dtype.startswith(("int", "uint")):
        info = np.iinfo(dtype)
        vals = [0, 1, 2, 3, 7, int(info.max) - 1, int(info.max)]
        if info.min < 0:
            vals += [-1, -2, -7, int(info.min), int(info.min) + 1]
        return vals
    if dtype.startswith(("float", "bfloat")):
        info = finfo(dtype)
        tiny = float(info.smallest_subnormal)
        big = float(info.max)
        return [0.0, -0.0, 1.0, -1.0, 0.1, -2.5, 3.0, 7.0, 1e4, tiny, big, -big, math.inf,
                -math.inf, math.nan]
    part = {"complex64": "float32", "complex128": "float64"}[dtype]
    return [complex(0, 0), complex(1, -1), complex(-0.0, 2.5), complex(0.1, 0),
            complex(math.nan, 0), complex(math.inf, 1), complex(3, 4),
            complex(float(np.finfo(part).max), 1)]


def encode(value, dtype):
    """One value, as the header says."""
    if dtype == "bool":
        return "1" if value else "0"
    if dtype.startswith(("int", "uint")):
        return str(int(value))
    if dtype.startswith("complex"):
        part = {"complex64": "float32", "complex128": "float64"}[dtype]
        c = complex(value)
        return encode(np.dtype(part).type(c.real), part) + "," + encode(np.dtype(part).type(c.imag), part)
    v = np.asarray(value, dtype=np_dtype(dtype))
    if np.isnan(v.astype(np.float64)):
        return "nan"
    return format(int(v.view({"float16": np.uint16, "bfloat16": np.uint16, "float32": np.uint32,
                               "float64": np.uint64}[dtype])), "x")


def encode_result(result):
    result = to_numpy(result)
    name = result.dtype.name
    if name not in REAL + COMPLEX:
        return "E:dtype-" + name
    return name + " " + " ".join(encode(v, name) for v in result.reshape(-1))


class NumPyLib:
    name = "numpy"

    def versions(self):
        import ml_dtypes
        return f"numpy {np.__version__}, ml_dtypes {ml_dtypes.__version__}"

    # NumPy has no bfloat16 of its own (ml_dtypes' is `NumPyMl`'s, not modelled here).
    dtypes = [d for d in REAL if d != "bfloat16"] + COMPLEX

    def array(self, values, dtype):
        return np.array(values, dtype=dtype)

    def binary(self, op, a, b):
        return getattr(np, BINARY[op])(a, b)

    def unary(self, op, a):
        return getattr(np, UNARY[op])(a)

    def reduce(self, op, a):
        return getattr(np, op)(a)

    def cast(self, a, dtype):
        return a.astype(dtype)

    def cumsum(self, a):
        return np.cumsum(a)

    def zero_dim(self, value, dtype):
        return self.array(value, dtype).reshape(())

    # `a op= b` is `ufunc(a, b, out=a)` for every ufunc, under the default `same_kind` casting.
    def in_place(self, op, a, b):
        a = a.copy()
        getattr(np, BINARY[op])(a, b, out=a)
        return a


class JaxLib(NumPyLib):
    """jax.numpy, 64-bit types on (`jax`) or off (`jax-x32`: the 64-bit dtypes do not exist)."""

    def __init__(self, x64):
        import jax
        jax.config.update("jax_enable_x64", x64)
        jax.config.update("jax_platforms", "cpu")
        import jax.numpy as jnp
        self.jax, self.jnp = jax, jnp
        self.name = "jax" if x64 else "jax-x32"
        self.dtypes = REAL + COMPLEX if x64 else [
            d for d in REAL + COMPLEX if d not in ("uint64", "int64", "float64", "complex128")]

    def versions(self):
        import ml_dtypes
        return (f"jax {self.jax.__version__}, jaxlib {self.jax.lib.__version__}, "
                f"numpy {np.__version__}, ml_dtypes {ml_dtypes.__version__}, CPU")

    def array(self, values, dtype):
        return self.jnp.asarray(np.array(values, dtype=np_dtype(dtype)))

    def binary(self, op, a, b):
        return getattr(self.jnp, BINARY[op])(a, b)

    def unary(self, op, a):
        return getattr(self.jnp, UNARY[op])(a)

    def reduce(self, op, a):
        return getattr(self.jnp, op)(self.jnp.asarray(a))

    def cumsum(self, a):
        return self.jnp.cumsum(self.jnp.asarray(a))

    # JAX arrays are immutable: `a += b` rebinds `a` to `a + b`, which `aa` holds already.
    in_place = None


class TorchLib:
    """PyTorch on CPU; Python scalars through the operators (`t + 300`, `300 + t`)."""

    name = "torch"
    # Without the unsigned types above uint8: most of their kernels are missing.
    dtypes = ["bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16",
              "float32", "float64"] + COMPLEX
    FUNCTIONS = {"maximum": "maximum", "minimum": "minimum", "atan2": "atan2", "hypot": "hypot",
                 "logical_and": "logical_and", "logical_or": "logical_or",
                 "logical_xor": "logical_xor", "round": "round", "abs": "abs", "trunc": "trunc",
                 "isnan": "isnan", "isfinite": "isfinite", "isinf": "isinf",
                 "negative": "neg"}

    def __init__(self):
        import torch
        self.torch = torch
        torch.set_num_threads(1)

    def versions(self):
        import ml_dtypes
        return f"torch {self.torch.__version__} (CPU), numpy {np.__version__}, ml_dtypes {ml_dtypes.__version__}"

    def tdtype(self, name):
        return getattr(self.torch, {"bool": "bool"}.get(name, name))

    def array(self, values, dtype):
        a = np.array(values, dtype=np_dtype(dtype))
        if dtype == "bfloat16":
            return self.torch.from_numpy(a.view(np.int16).copy()).view(self.torch.bfloat16)
        return self.torch.from_numpy(a.copy())

    def binary(self, op, a, b):
        torch = self.torch
        if op in OPERATORS:
            if isinstance(a, torch.Tensor):
                return getattr(a, OPERATORS[op])(b)
            return getattr(b, REFLECTED[op])(a)
        return getattr(torch, self.FUNCTIONS[op])(a, b)

    def unary(self, op, a):
        return getattr(self.torch, self.FUNCTIONS.get(op, op))(a)

    def reduce(self, op, a):
        return getattr(self.torch, op)(self.array(a, a.dtype.name))

    def cumsum(self, a):
        return self.torch.cumsum(self.array(a, a.dtype.name), 0)

    def cast(self, a, dtype):
        return a.to(self.tdtype(dtype))

    def zero_dim(self, value, dtype):
        return self.array([value], dtype).reshape(())

    IN_PLACE = {"add": "__iadd__", "sub": "__isub__", "mul": "__imul__", "div": "__itruediv__",
                "floor_divide": "__ifloordiv__", "remainder": "__imod__", "pow": "__ipow__",
                "bitand": "__iand__", "bitor": "__ior__", "bitxor": "__ixor__"}

    # The in-place operators users write (`t += u`); the other functions' `out=` is not modelled.
    def in_place(self, op, a, b):
        if op not in self.IN_PLACE:
            return None
        a = a.clone()
        r = getattr(a, self.IN_PLACE[op])(b)
        return a if r is not NotImplemented else None


class TensorFlowLib:
    """TensorFlow's functions (`tf.add`, `tf.math.floordiv`, ...) on CPU, a Python scalar passed
    as it is (TensorFlow converts it to the other operand's dtype, or to its default dtype on the
    left). TensorFlow has no `hypot` nor `trunc`: no cells."""

    name = "tensorflow"
    dtypes = REAL + COMPLEX
    BINARY = {
        "add": "add", "sub": "subtract", "mul": "multiply", "div": "math.truediv",
        "floor_divide": "math.floordiv", "remainder": "math.floormod", "pow": "pow",
        "maximum": "maximum", "minimum": "minimum", "atan2": "math.atan2",
        "equal": "equal", "not_equal": "not_equal", "less": "less", "less_equal": "less_equal",
        "greater": "greater", "greater_equal": "greater_equal",
        "bitand": "bitwise.bitwise_and", "bitor": "bitwise.bitwise_or",
        "bitxor": "bitwise.bitwise_xor", "logical_and": "math.logical_and",
        "logical_or": "math.logical_or", "logical_xor": "math.logical_xor",
    }
    UNARY = {
        "negative": "negative", "abs": "abs", "sign": "sign", "square": "square",
        "reciprocal": "math.reciprocal", "floor": "floor", "ceil": "math.ceil",
        "round": "round", "sqrt": "sqrt", "exp": "exp", "log": "math.log", "sin": "sin",
        "cos": "cos", "tan": "tan", "tanh": "tanh", "isnan": "math.is_nan",
        "isfinite": "math.is_finite", "isinf": "math.is_inf",
    }

    def __init__(self):
        os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
        import tensorflow as tf
        tf.get_logger().setLevel("ERROR")
        # One thread, as the other references: a reduction's order is then the kernel's own.
        tf.config.threading.set_intra_op_parallelism_threads(1)
        tf.config.threading.set_inter_op_parallelism_threads(1)
        from tensorflow.python import pywrap_tfe
        self.tf, self.pywrap_tfe = tf, pywrap_tfe

    def versions(self):
        import ml_dtypes
        return (f"tensorflow {self.tf.__version__} (CPU), numpy {np.__version__}, "
                f"ml_dtypes {ml_dtypes.__version__}")

    def fn(self, path):
        f = self.tf
        for part in path.split("."):
            f = getattr(f, part)
        return f

    def array(self, values, dtype):
        return self.tf.constant(np.array(values, dtype=np_dtype(dtype)))

    def binary(self, op, a, b):
        if op not in self.BINARY:
            raise NotImplementedError("no " + op)
        # TensorFlow caches the tensors of Python scalars; a lookup that compares two keys can
        # abort the process (a check on a Python error left pending), depending on where the
        # keys land in its hash table. Emptied first, the cache compares none. Speed only.
        self.pywrap_tfe.TFE_ClearScalarCache()
        return self.fn(self.BINARY[op])(a, b)

    def unary(self, op, a):
        if op not in self.UNARY:
            raise NotImplementedError("no " + op)
        return self.fn(self.UNARY[op])(a)

    def reduce(self, op, a):
        return {"sum": self.tf.reduce_sum, "mean": self.tf.reduce_mean}[op](self.tf.constant(a))

    def cumsum(self, a):
        return self.tf.math.cumsum(self.tf.constant(a))

    def cast(self, a, dtype):
        return self.tf.cast(a, np_dtype(dtype))

    def zero_dim(self, value, dtype):
        return self.tf.constant(np.array(value, dtype=np_dtype(dtype)))

    # TensorFlow's tensors are immutable: `a += b` rebinds `a` to `a + b`.
    in_place = None


class PaddleLib:
    """PaddlePaddle's dynamic graph on CPU: tensors through the API (`paddle.add`, ...), a Python
    scalar through the operator where there is one (`t + 300`, `300 + t`: the API refuses a
    scalar, and the operator is what Paddle's guide documents). Paddle has no `uint16`,
    `uint32` or `uint64` tensors, and many kernels are missing on CPU (`float16` `add`, `int8`
    `maximum`): no cells."""

    name = "paddle"
    dtypes = ["bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16",
              "float32", "float64"] + COMPLEX
    BINARY = {
        "add": "add", "sub": "subtract", "mul": "multiply", "div": "divide",
        "floor_divide": "floor_divide", "remainder": "remainder", "pow": "pow",
        "maximum": "maximum", "minimum": "minimum", "atan2": "atan2", "hypot": "hypot",
        "equal": "equal", "not_equal": "not_equal", "less": "less_than",
        "less_equal": "less_equal", "greater": "greater_than", "greater_equal": "greater_equal",
        "bitand": "bitwise_and", "bitor": "bitwise_or", "bitxor": "bitwise_xor",
        "logical_and": "logical_and", "logical_or": "logical_or", "logical_xor": "logical_xor",
    }
    UNARY = {
        "negative": "neg", "abs": "abs", "sign": "sign", "square": "square",
        "reciprocal": "reciprocal", "floor": "floor", "ceil": "ceil", "trunc": "trunc",
        "round": "round", "sqrt": "sqrt", "exp": "exp", "log": "log", "sin": "sin",
        "cos": "cos", "tan": "tan", "tanh": "tanh", "isnan": "isnan", "isfinite": "isfinite",
        "isinf": "isinf",
    }

    def __init__(self):
        os.environ.setdefault("GLOG_minloglevel", "2")
        import paddle
        paddle.set_device("cpu")
        self.paddle = paddle

    def versions(self):
        import ml_dtypes
        return (f"paddlepaddle {self.paddle.__version__} (CPU), numpy {np.__version__}, "
                f"ml_dtypes {ml_dtypes.__version__}")

    def array(self, values, dtype):
        a = np.array(values, dtype=np_dtype(dtype))
        if dtype == "bfloat16":
            # Exact: every value is a bfloat16 already.
            return self.paddle.to_tensor(a.astype(np.float32)).cast("bfloat16")
        return self.paddle.to_tensor(a)

    def binary(self, op, a, b):
        dtypes = str(getattr(a, "dtype", "")) + str(getattr(b, "dtype", ""))
        if op == "pow" or op in ("floor_divide", "remainder") and "int" in dtypes:
            # Paddle's integer division of the minimum by -1 kills the process (SIGFPE), and a
            # `bool` or integer power to a negative or large exponent multiplies for hours: run
            # in a child process, whose death, or its time running out, is the cell's answer.
            return in_child(lambda: to_numpy(self.binary_here(op, a, b)))
        return self.binary_here(op, a, b)

    def binary_here(self, op, a, b):
        paddle = self.paddle
        tensors = isinstance(a, paddle.Tensor) and isinstance(b, paddle.Tensor)
        if tensors or op not in OPERATORS:
            if op not in self.BINARY or not hasattr(paddle, self.BINARY[op]):
                raise NotImplementedError("no " + op)
            return getattr(paddle, self.BINARY[op])(a, b)
        if isinstance(a, paddle.Tensor):
            r = getattr(a, OPERATORS[op])(b)
        else:
            r = getattr(b, REFLECTED[op])(a)
        if r is NotImplemented:
            raise TypeError("NotImplemented")
        return r

    def unary(self, op, a):
        if not hasattr(self.paddle, self.UNARY[op]):
            raise NotImplementedError("no " + op)
        return getattr(self.paddle, self.UNARY[op])(a)

    def reduce(self, op, a):
        return getattr(self.paddle, op)(self.array(a, a.dtype.name))

    def cumsum(self, a):
        return self.paddle.cumsum(self.array(a, a.dtype.name))

    def cast(self, a, dtype):
        return self.paddle.cast(a, dtype)

    def zero_dim(self, value, dtype):
        return self.array(value, dtype).reshape([])

    # Not modelled: Paddle's in-place operators (`add_`).
    in_place = None


class Crashed(Exception):
    """The library killed its process (a signal): the cell's answer, as an error."""


def in_child(fn, seconds=3):
    """`fn()` (a NumPy array) computed in a forked child process; the child's exception is
    raised again by class name, and its death by a signal, or its running past `seconds`, is
    `Crashed`."""
    import pickle
    import select
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read)
        try:
            out = ("ok", fn())
        except Exception as e:  # the library's refusal, carried to the parent
            out = ("error", type(e).__name__, str(e))
        with os.fdopen(write, "wb") as f:
            pickle.dump(out, f)
        os._exit(0)
    os.close(write)
    if not select.select([read], [], [], seconds)[0]:
        os.kill(pid, 9)
        os.waitpid(pid, 0)
        os.close(read)
        raise Crashed(f"no answer in {seconds} s")
    with os.fdopen(read, "rb") as f:
        data = f.read()
    _, status = os.waitpid(pid, 0)
    if os.WIFSIGNALED(status) or not data:
        raise Crashed(f"signal {os.WTERMSIG(status) if os.WIFSIGNALED(status) else '?'}")
    out = pickle.loads(data)
    if out[0] == "ok":
        return out[1]
    raise type(out[1], (Exception,), {})(out[2])


def to_numpy(x):
    """A library's result as a NumPy array."""
    if type(x).__module__.startswith("paddle"):
        import paddle
        if x.dtype == paddle.bfloat16:
            return x.numpy().view(np_dtype("bfloat16"))
        return x.numpy()
    if type(x).__module__.startswith("torch"):
        import torch
        if x.dtype == torch.bfloat16:
            return x.view(torch.uint16).numpy().view(np_dtype("bfloat16"))
        return x.numpy()
    return np.asarray(x)


MISSING_KERNEL = ("not implemented for", "NotImplementedError",
                  # TensorFlow: no kernel of the op for the dtype.
                  "Could not find device for node", "No registered", "NotFoundError",
                  # Paddle: "(NotFound) The kernel with key ... is not registered".
                  "is not registered")


def run(fn):
    """`fn()` encoded, or the class of what it raised."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            with np.errstate(all="ignore"):
                return encode_result(fn())
    except Exception as e:  # the library's refusal is the reference
        if type(e).__name__ in MISSING_KERNEL or any(m in str(e) for m in MISSING_KERNEL):
            return None  # a missing kernel says nothing about promotion: no cell
        return "E:" + type(e).__name__


def long_arrays(dtype):
    """Long reductions: 10**6 and 10**7 times 0.1, alternating large and small, 5,000 ones."""
    big = 1e4 if dtype == "float16" else 1e8
    return {
        "ones5000": np.ones(5000, dtype),
        "tenth1e3": np.full(1001, 0.1, dtype),
        "tenth1e6": np.full(10**6, 0.1, dtype),
        "tenth1e7": np.full(10**7, 0.1, dtype),
        "altbig1e5": np.tile(np.array([big, 1.0], dtype), 50000),
    }


def pairs(lib, edges, l, r):
    """Every edge value of `l` with every one of `r` (the left varying slowest), as two arrays."""
    nl, nr = len(edges[l]), len(edges[r])
    return (lib.array([v for v in edges[l] for _ in range(nr)], l),
            lib.array([v for _ in range(nl) for v in edges[r]], r))


def zero_dim_results(lib, op, kind, array, values, dtype):
    """`array op z` (`az`) or `z op array` (`za`) for a 0-d `z` of each value, joined by ` | `;
    None if the library lacks the kernel."""
    results = []
    for v in values:
        z = lib.zero_dim(v, dtype)
        r = run(lambda: lib.binary(op, array, z) if kind == "az" else lib.binary(op, z, array))
        if r is None:
            return None
        results.append(r)
    return " | ".join(results)


def in_place(lib, op, a, b):
    """`a` after `a op= b`; an exception for a missing in-place operator (no cell)."""
    r = lib.in_place(op, a, b)
    if r is None:
        raise NotImplementedError("no in-place " + op)
    return r


def put(lines, head, result):
    """A case's line, unless the library lacks the kernel."""
    if result is not None:
        lines.append(head + result)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("library",
                        choices=["numpy", "jax", "jax-x32", "torch", "tensorflow", "paddle"])
    args = parser.parse_args()
    lib = {"numpy": NumPyLib, "jax": lambda: JaxLib(True), "jax-x32": lambda: JaxLib(False),
           "torch": TorchLib, "tensorflow": TensorFlowLib, "paddle": PaddleLib}[args.library]()
    os.makedirs(OUT_DIR, exist_ok=True)
    lines = [
        f"# {lib.name} value reference: {lib.versions()}, Python {platform.python_version()}",
        "# made by tests/reference/regen/regen_values.py " + args.library,
    ]
    edges = {d: edge_values(d) for d in lib.dtypes}
    arrays = {d: lib.array(edges[d], d) for d in lib.dtypes}
    for d in lib.dtypes:
        lines.append(f"values {d} " + " ".join(encode(v, d) for v in edges[d]))
    lines.append("scalars " + " ".join(SCALARS))
    for op in BINARY:
        print(f"  {op}", file=sys.stderr, flush=True)
        for l in lib.dtypes:
            for r in lib.dtypes:
                a, b = pairs(lib, edges, l, r)
                put(lines, f"{op} aa {l} {r} ", run(lambda: lib.binary(op, a, b)))
        if isinstance(lib, TorchLib) and op not in OPERATORS:
            continue  # torch's functions take tensors only
        for d in lib.dtypes:
            for s in SCALARS:
                v = eval(s, {"nan": math.nan, "inf": math.inf})
                put(lines, f"{op} as {d} {s} ", run(lambda: lib.binary(op, arrays[d], v)))
                put(lines, f"{op} sa {d} {s} ", run(lambda: lib.binary(op, v, arrays[d])))
    for op in BINARY:
        for l in lib.dtypes:
            for r in lib.dtypes:
                for kind in ["az", "za"]:
                    put(lines, f"{op} {kind} {l} {r} ", zero_dim_results(lib, op, kind,
                                                                         arrays[l], edges[r], r))
    if lib.in_place is not None:
        for op in BINARY:
            for l in lib.dtypes:
                for r in lib.dtypes:
                    a, b = pairs(lib, edges, l, r)
                    put(lines, f"{op} ai {l} {r} ", run(lambda: in_place(lib, op, a, b)))
                for s in SCALARS:
                    v = eval(s, {"nan": math.nan, "inf": math.inf})
                    put(lines, f"{op} is {l} {s} ", run(lambda: in_place(lib, op, arrays[l], v)))
    for op in UNARY:
        for d in lib.dtypes:
            put(lines, f"{op} u {d} ", run(lambda: lib.unary(op, arrays[d])))
    for f in lib.dtypes:
        for t in lib.dtypes:
            put(lines, f"cast c {f} {t} ", run(lambda: lib.cast(arrays[f], t)))
    for d in [d for d in ["float16", "float32", "float64"] if d in lib.dtypes]:
        for pattern, a in long_arrays(d).items():
            for op in ["sum", "mean"]:
                put(lines, f"{op} r {d} {len(a)} {pattern} ", run(lambda: lib.reduce(op, a)))
            c = run(lambda: lib.cumsum(a))
            # A scan's last value and its length: the whole scan would be megabytes.
            if c is not None and not c.startswith("E:"):
                parts = c.split(" ")
                c = f"{parts[0]} {parts[-1]}"
            put(lines, f"cumsum_last r {d} {len(a)} {pattern} ", c)
    path = os.path.join(OUT_DIR, f"{lib.name}.txt.gz")
    data = ("\n".join(lines) + "\n").encode()
    with open(path, "wb") as f:
        # mtime 0: regenerating the same values writes the same bytes.
        with gzip.GzipFile(fileobj=f, mode="wb", mtime=0, compresslevel=9) as z:
            z.write(data)
    print(f"{path}: {len(lines)} lines, {len(data)} bytes, {os.path.getsize(path)} gzip'd",
          file=sys.stderr)


if __name__ == "__main__":
    main()
