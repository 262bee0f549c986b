"""NumPy 2.x reference grids (NEP 50).  Run from the repo root (venv: requirements-np.txt;
scripts/regen-references.sh runs every generator):
    python tests/reference/regen/regen_numpy.py [-v]
Writes numpy_{add,div,eq,lt,bitand,sum}.csv and numpy_<op>_<l>_<r>.csv for every op, and the
second family (common.BINARY_OPS with its kind grids, UNARY_OPS, REDUCTIONS; operands of value 1).
Also prints (README only) what ml_dtypes.bfloat16 does with NumPy.

Policy numpy-ml (NumPy with ml_dtypes 0.6.0 imported): codes = the 18 standard codes with
bf16 = ml_dtypes.bfloat16, then the 17 narrow codes (common.NARROW, ml_dtypes' types).
* numpy-ml_add.csv: the promotion rule, not the ufunc: strong x strong = np.promote_types(a, b),
  a Python scalar with an array = np.result_type(zeros(1, dtype), scalar) (operands in the cell's
  order), two Python scalars = np.result_type(0, 0.0) etc. (as numpy_add.csv: i64, f64, c128);
  '-' where NumPy raises.
* numpy-ml_add_ufunc.csv: np.add itself on zeros(1, dtype) / Python scalars, as numpy_add.csv.
* every other file exactly as numpy_*: the op called on the operands (the first family on
  zeros, the second on ones), numpy-ml_add_<l>_<r>.csv included (np.add).
The numpy_* files are written first, by the same process, with ml_dtypes already imported; the
script checks nothing, `git diff` shows they are unchanged.
"""
import os
import sys
import warnings

sys.dont_write_bytecode = True  # keep __pycache__ out of the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ml_dtypes  # noqa: E402
import numpy as np  # noqa: E402

from common import (OPS, PY_BOOL, PY_SCALAR, STRONG, CODES, NARROW, NARROW_ML, Policy, grid_name,  # noqa: E402
                    is_weak, write_grid)

warnings.simplefilter("ignore")
np.seterr(all="ignore")

DT = {"b": np.bool_, "u8": np.uint8, "u16": np.uint16, "u32": np.uint32, "u64": np.uint64,
      "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64,
      "bf16": None, "f16": np.float16, "f32": np.float32, "f64": np.float64,
      "c64": np.complex64, "c128": np.complex128}
CODE_OF = {np.dtype(v): k for k, v in DT.items() if v is not None}


class NumPy(Policy):
    name = "numpy"
    codes = CODES + PY_BOOL
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


DT_ML = dict(DT, bf16=ml_dtypes.bfloat16)
DT_ML.update({k: getattr(ml_dtypes, v) for k, v in NARROW_ML.items()})
CODE_OF_ML = {np.dtype(v): k for k, v in DT_ML.items()}


class NumPyML(NumPy):
    """NumPy with ml_dtypes: bf16 and the narrow types."""
    name = "numpy-ml"
    codes = CODES + PY_BOOL + NARROW
    sum_codes = STRONG + NARROW

    def make(self, code, kind):
        if is_weak(code):
            return self.scalar(code)
        return (np.ones if self.value else np.zeros)(1 if kind == "array" else (), dtype=DT_ML[code])

    def make_vec(self, code):
        return (np.ones if self.value else np.zeros)(3, dtype=DT_ML[code])

    def code_of(self, out):
        if type(out) in (bool, int, float, complex):
            return {bool: "b*", int: "i*", float: "f*", complex: "c*"}[type(out)]
        return CODE_OF_ML.get(np.dtype(out.dtype), "?" + str(out.dtype))

    def grid(self, op, lk="array", rk="array"):
        if (op, lk, rk) != ("add", "array", "array"):
            return super().grid(op, lk, rk)
        fname = "numpy-ml_add_ufunc.csv"  # numpy-ml_add.csv is the promotion rule (promotion_grid)
        write_grid(fname, self.codes,
                   lambda r, c: self.cell(op, r, c, lk, rk, fname), self.log)

    def promotion_grid(self):
        """numpy-ml_add.csv: np.promote_types / np.result_type, not a ufunc."""
        fname = grid_name(self.name, "add")

        def one(r, c):
            if is_weak(r) and is_weak(c):
                args = (PY_SCALAR[r], PY_SCALAR[c])
            elif is_weak(r) or is_weak(c):
                args = tuple(PY_SCALAR[x] if is_weak(x) else np.zeros(1, DT_ML[x]) for x in (r, c))
            else:
                args = None
            try:
                out = np.result_type(*args) if args else np.promote_types(DT_ML[r], DT_ML[c])
            except Exception as exc:  # noqa: BLE001
                self.log.error(fname, r, c, exc)
                return "-"
            return CODE_OF_ML.get(np.dtype(out), "?" + str(out))

        write_grid(fname, self.codes, one, self.log)


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
    print("numpy", np.__version__, "ml_dtypes", ml_dtypes.__version__)
    NumPy().run(kind_ops=OPS)
    ml = NumPyML()
    ml.promotion_grid()
    ml.run(kind_ops=OPS)
    ver, res, sdt = bf16_probe()
    print("ml_dtypes", ver, "- np.add with a bfloat16 1-element array (bf16+X, X+bf16):")
    for c, (l, r) in res.items():
        print("  bf16+%s = %s ; %s+bf16 = %s" % (c, l, c, r))
    print("  np.sum(bfloat16 array).dtype =", sdt)
