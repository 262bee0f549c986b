"""Print the value reference of one library: what each operation computes on edge values.

    python tests/reference/regen/regen_values.py numpy     # -> tests/reference/values/numpy.txt.gz

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
    <op> u <dtype> <result>              a unary op on the edge values
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
        "float16", "float32", "float64"]
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

# Python scalars on either side: in and out of every integer dtype's range, outside int64, and
# the float edges.
SCALARS = [
    "True", "False",
    "0", "1", "-1", "2", "127", "128", "255", "256", "300", "-129", "65536", "-32769",
    "2147483648", "-2147483649", "4294967296", "9223372036854775807",
    "9223372036854775808", "18446744073709551615", "-9223372036854775808",
    "-9223372036854775809",
    "0.0", "-0.0", "0.1", "-2.5", "1e300", "65536.0", "inf", "-inf", "nan",
    "(1+2j)",
]


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
    if dtype.startswith("float"):
        info = np.finfo(dtype)
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
    v = np.asarray(value, dtype=dtype)
    if np.isnan(v):
        return "nan"
    return format(int(v.view({"float16": np.uint16, "float32": np.uint32,
                               "float64": np.uint64}[dtype])), "x")


def encode_result(result):
    result = np.asarray(result)
    name = result.dtype.name
    if name not in REAL + COMPLEX:
        return "E:dtype-" + name
    return name + " " + " ".join(encode(v, name) for v in result.reshape(-1))


class NumPyLib:
    name = "numpy"

    def versions(self):
        import ml_dtypes
        return f"numpy {np.__version__}, ml_dtypes {ml_dtypes.__version__}"

    dtypes = REAL + COMPLEX

    def array(self, values, dtype):
        return np.array(values, dtype=dtype)

    def binary(self, op, a, b):
        return getattr(np, BINARY[op])(a, b)

    def unary(self, op, a):
        return getattr(np, UNARY[op])(a)

    def reduce(self, op, a):
        return getattr(np, op)(a)

    def to_numpy(self, x):
        return np.asarray(x)


def run(fn):
    """`fn()` encoded, or the class of what it raised."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            with np.errstate(all="ignore"):
                return encode_result(fn())
    except Exception as e:  # the library's refusal is the reference
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


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("library", choices=["numpy"])
    args = parser.parse_args()
    lib = {"numpy": NumPyLib}[args.library]()
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
        for l in lib.dtypes:
            for r in lib.dtypes:
                nl, nr = len(edges[l]), len(edges[r])
                a = lib.array([v for v in edges[l] for _ in range(nr)], l)
                b = lib.array([v for _ in range(nl) for v in edges[r]], r)
                lines.append(f"{op} aa {l} {r} " + run(lambda: lib.binary(op, a, b)))
        for d in lib.dtypes:
            for s in SCALARS:
                v = eval(s, {"nan": math.nan, "inf": math.inf})
                lines.append(f"{op} as {d} {s} " + run(lambda: lib.binary(op, arrays[d], v)))
                lines.append(f"{op} sa {d} {s} " + run(lambda: lib.binary(op, v, arrays[d])))
    for op in UNARY:
        for d in lib.dtypes:
            lines.append(f"{op} u {d} " + run(lambda: lib.unary(op, arrays[d])))
    for d in ["float16", "float32", "float64"]:
        for pattern, a in long_arrays(d).items():
            for op in ["sum", "mean"]:
                lines.append(f"{op} r {d} {len(a)} {pattern} " + run(lambda: lib.reduce(op, a)))
            c = run(lambda: np.cumsum(a))
            # A scan's last value and its length: the whole scan would be megabytes.
            if not c.startswith("E:"):
                parts = c.split(" ")
                c = f"{parts[0]} {parts[-1]}"
            lines.append(f"cumsum_last r {d} {len(a)} {pattern} " + c)
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
