"""Python array API standard grids via array_api_strict (newest supported API
version).  Run from the repo root (venv: requirements-np.txt; scripts/regen-references.sh
runs every generator):
    python tests/reference/regen/regen_array_api.py [-v]
Writes array-api_{add,div,eq,lt,bitand,sum}.csv and array-api_<op>_<l>_<r>.csv for every
op, array-api_result_type.csv (xp.result_type; with b*, a Python bool), and the second family (common.BINARY_OPS with kind grids, UNARY_OPS, REDUCTIONS; value 1;
cumsum = xp.cumulative_sum) (kind array0 = the 0-d xp.zeros((), dtype), like xp.asarray(0, dtype=...)).  bf16/f16 are
not in the standard ('-'); two Python scalars are '-' (at least one array is required).
"""
import os
import sys
import warnings

sys.dont_write_bytecode = True  # keep __pycache__ out of the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import array_api_strict as xp  # noqa: E402
from array_api_strict import _flags  # noqa: E402

from common import CODES, OPS, PY_BOOL, Policy, is_weak, py_scalar, write_grid  # noqa: E402

warnings.simplefilter("ignore")
API_VERSION = max(_flags.supported_versions)
xp.set_array_api_strict_flags(api_version=API_VERSION)

DT = {"b": xp.bool, "u8": xp.uint8, "u16": xp.uint16, "u32": xp.uint32, "u64": xp.uint64,
      "i8": xp.int8, "i16": xp.int16, "i32": xp.int32, "i64": xp.int64,
      "bf16": None, "f16": None, "f32": xp.float32, "f64": xp.float64,
      "c64": xp.complex64, "c128": xp.complex128}
CODE_OF = {v: k for k, v in DT.items() if v is not None}


class ArrayApi(Policy):
    name = "array-api"
    codes = CODES + PY_BOOL
    ops = {"add": xp.add, "div": xp.divide, "eq": xp.equal, "lt": xp.less,
           "bitand": xp.bitwise_and}
    sum_fn = staticmethod(xp.sum)
    binary = {k: getattr(xp, f) for k, f in (
        ("floor_divide", "floor_divide"), ("remainder", "remainder"), ("power", "pow"),
        ("maximum", "maximum"), ("minimum", "minimum"), ("atan2", "atan2"), ("hypot", "hypot"),
        ("logical_and", "logical_and"), ("logical_or", "logical_or"),
        ("logical_xor", "logical_xor")) if hasattr(xp, f)}
    unary = {k: getattr(xp, k) for k in ("sqrt", "exp", "log", "sin", "abs", "negative", "floor",
                                         "ceil", "round", "sign", "square", "reciprocal", "isnan",
                                         "isfinite") if hasattr(xp, k)}
    reductions = {k: getattr(xp, f) for k, f in (
        ("prod", "prod"), ("cumsum", "cumulative_sum"), ("mean", "mean"), ("var", "var"),
        ("max", "max"), ("min", "min")) if hasattr(xp, f)}

    def make(self, code, kind):
        if is_weak(code):
            return self.scalar(code)
        if DT[code] is None:
            return None
        return (xp.ones if self.value else xp.zeros)(1 if kind == "array" else (), dtype=DT[code])

    def make_vec(self, code):
        return None if DT[code] is None else (xp.ones if self.value else xp.zeros)(3, dtype=DT[code])

    def code_of(self, out):
        if type(out) in (bool, int, float, complex):
            return {bool: "b*", int: "i*", float: "f*", complex: "c*"}[type(out)]
        return CODE_OF.get(out.dtype, "?" + str(out.dtype))


def result_type_grid(log):
    """array-api_result_type.csv: xp.result_type of every pair of the add grid's codes and b*
    (a Python bool), each operand a dtype or the Python scalar itself; '-' where it raises."""
    codes = CODES + PY_BOOL

    def arg(code):
        return py_scalar(code, 1) if is_weak(code) else DT[code]

    def cell(r, c):
        if arg(r) is None or arg(c) is None:
            return "-"
        try:
            return CODE_OF.get(xp.result_type(arg(r), arg(c)), "?")
        except Exception:  # noqa: BLE001 -- any refusal is '-'
            return "-"

    write_grid("array-api_result_type.csv", codes, cell, log)


if __name__ == "__main__":
    print("array_api_strict", xp.__version__, "api_version", API_VERSION,
          "(supported: %s; draft %s not selectable)" % (", ".join(_flags.supported_versions), _flags.draft_version))
    policy = ArrayApi()
    policy.run(kind_ops=OPS)
    result_type_grid(policy.log)
