"""NumPy 2.x reference grids (NEP 50).  Run from the repo root (venv: requirements-np.txt;
scripts/regen-references.sh runs every generator):
    python tests/reference/regen/regen_numpy.py [-v]
Writes numpy_{add,div,eq,lt,bitand,sum}.csv and numpy_<op>_<l>_<r>.csv for every op, and the
second family (common.BINARY_OPS with its kind grids, UNARY_OPS, REDUCTIONS; operands of value 1).
Also prints (README only) what ml_dtypes.bfloat16 does with NumPy.
"""
import os
import sys
import warnings

sys.dont_write_bytecode = True  # keep __pycache__ out of the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import numpy as np  # noqa: E402

from common import OPS, PY_SCALAR, STRONG, CODES, Policy, is_weak, write_grid  # noqa: E402

warnings.simplefilter("ignore")
np.seterr(all="ignore")

DT = {"b": np.bool_, "u8": np.uint8, "u16": np.uint16, "u32": np.uint32, "u64": np.uint64,
      "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64,
      "bf16": None, "f16": np.float16, "f32": np.float32, "f64": np.float64,
      "c64": np.complex64, "c128": np.complex128}
CODE_OF = {np.dtype(v): k for k, v in DT.items() if v is not None}


class NumPy(Policy):
    name = "numpy"
    ops = {"add": np.add, "div": np.true_divide, "eq": np.equal, "lt": np.less,
           "bitand": np.bitwise_and}
    sum_fn = staticmethod(np.sum)
    binary = {"floor_divide": np.floor_divide, "remainder": np.remainder, "power": np.power,
              "maximum": np.maximum, "minimum": np.minimum, "atan2": np.arctan2, "hypot": np.hypot,
              "logical_and": np.logical_and, "logical_or": np.logical_or,
              "logical_xor": np.logical_xor}
    unary = {"sqrt": np.sqrt, "exp": np.exp, "log": np.log, "sin": np.sin, "abs": np.abs,
             "negative": np.negative, "floor": np.floor, "ceil": np.ceil, "round": np.round,
             "sign": np.sign, "square": np.square, "reciprocal": np.reciprocal,
             "isnan": np.isnan, "isfinite": np.isfinite}
    reductions = {"prod": np.prod, "cumsum": np.cumsum, "mean": np.mean, "var": np.var,
                  "max": np.max, "min": np.min}

    def make(self, code, kind):
        if is_weak(code):
            return self.scalar(code)
        if DT[code] is None:
            return None
        return (np.ones if self.value else np.zeros)(1 if kind == "array" else (), dtype=DT[code])

    def make_vec(self, code):
        return None if DT[code] is None else (np.ones if self.value else np.zeros)(3, dtype=DT[code])

    def code_of(self, out):
        if type(out) in (bool, int, float, complex):
            return {bool: "b*", int: "i*", float: "f*", complex: "c*"}[type(out)]
        return CODE_OF.get(np.dtype(out.dtype), "?" + str(out.dtype))


def bf16_probe():
    """What ml_dtypes.bfloat16 does with NumPy (README only)."""
    import ml_dtypes
    bf = ml_dtypes.bfloat16
    res = {}
    for c in CODES:
        if c == "bf16":
            other = np.zeros(1, bf)
        elif is_weak(c):
            other = PY_SCALAR[c]
        else:
            other = np.zeros(1, DT[c])
        row = []
        for a, b in ((np.zeros(1, bf), other), (other, np.zeros(1, bf))):
            try:
                out = np.add(a, b)
                d = np.dtype(out.dtype)
                row.append("bf16" if d == np.dtype(bf) else CODE_OF.get(d, str(d)))
            except Exception as exc:  # noqa: BLE001
                row.append("- (%s)" % type(exc).__name__)
        res[c] = row
    try:
        sum_dt = np.sum(np.zeros(3, bf)).dtype
    except Exception as exc:  # noqa: BLE001
        sum_dt = type(exc).__name__
    return ml_dtypes.__version__, res, sum_dt


if __name__ == "__main__":
    print("numpy", np.__version__)
    NumPy().run(kind_ops=OPS)
    ver, res, sdt = bf16_probe()
    print("ml_dtypes", ver, "- np.add with a bfloat16 1-element array (bf16+X, X+bf16):")
    for c, (l, r) in res.items():
        print("  bf16+%s = %s ; %s+bf16 = %s" % (c, l, c, r))
    print("  np.sum(bfloat16 array).dtype =", sdt)
