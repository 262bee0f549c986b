"""PaddlePaddle (CPU, dynamic graph) reference grids.  Run from the repo root (venv:
requirements-paddle.txt; scripts/regen-references.sh runs every generator):
    python tests/reference/regen/regen_paddle.py [-v]
Writes paddle_{add,div,eq,lt,bitand,sum}.csv and paddle_<op>_<l>_<r>.csv for every op, with
the extra code b* (Python bool), and the second family (common.BINARY_OPS with kind grids,
UNARY_OPS, REDUCTIONS; operands of value 1, b* = True).

Operands: paddle.zeros([1], dtype) for strong codes (kind 'array'; kind 'array0' is the 0-d
paddle.zeros([], dtype), shape []); Python scalars for i*/f*/c*/b*.
Tensor op tensor uses the binary API (paddle.add, paddle.divide, paddle.equal,
paddle.less_than, paddle.bitwise_and); those APIs reject Python scalars, so any cell
with a Python scalar uses the operator (+, /, ==, <, &), as in Paddle's guide "Introduction
to Data Type Promotion" (docs/guides/advanced/auto_type_promotion_en.md in PaddlePaddle/docs); two Python
scalars are '-' (Paddle is not involved).  u16/u32/u64: '-' (paddle.uint16 is an alias
of bfloat16; paddle.uint32/uint64 tensors can only be made by a cast and have no
arithmetic kernels).  Where the CPU has no kernel for the dtype ("(NotFound) The kernel
with key ... is not registered", e.g. bfloat16 add), the cell is the output dtype of the
same call traced in a static (PIR) program, where type promotion runs without kernels;
when PIR refuses too (float16, whose CPU kernels are missing for add/divide), the legacy
static IR is used if it agrees with the dtype of the dynamic-graph error's kernel key, else that
kernel-key dtype (the legacy IR leaves promotion between two tensors of different dtypes to the
executor and reports x's dtype, e.g. bool [1] + 0-d float16 -> bool).  Bitwise ops never fall
back when the promoted type is float/complex.

Second family: paddle.floor_divide, remainder, pow, maximum, minimum, atan2, hypot,
logical_and/or/xor between tensors; with a Python scalar, the operator where there is one
(//, %, **), else the API itself (which rejects the scalar: '-').  Unary ops and reductions:
paddle.<op>(x) (negative = paddle.neg).  Kernel fallbacks as above, but only when the missing
kernel is a bfloat16/float16 one (the dtype in the error's kernel key) and the same call with
bfloat16/float16 tensors cast to float32 succeeds (the op is defined for floats).  Unary ops
and reductions: static PIR output dtype, else (PIR refuses the dtype at build time) the float32
analogue: the half dtype itself if the op maps float32 to float32, b if to bool.  Other missing
kernels (e.g. paddle.maximum of int8: the CPU registers int32/int64 only) are '-'.
"""
import operator
import os
import re
import sys
import warnings

os.environ.setdefault("GLOG_minloglevel", "2")
sys.dont_write_bytecode = True  # keep __pycache__ out of the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import paddle  # noqa: E402
from paddle.pir_utils import OldIrGuard  # noqa: E402

from common import BINARY_OPS, BOOL_OPS, CODES, OPS, Policy, is_weak  # noqa: E402

warnings.simplefilter("ignore")
paddle.set_device("cpu")

DT = {"b": "bool", "u8": "uint8", "u16": None, "u32": None, "u64": None,
      "i8": "int8", "i16": "int16", "i32": "int32", "i64": "int64",
      "bf16": "bfloat16", "f16": "float16", "f32": "float32", "f64": "float64",
      "c64": "complex64", "c128": "complex128"}
CODE_OF = {getattr(paddle, v): k for k, v in DT.items() if v is not None}
# the legacy static IR reports VarType dtypes, which print the same way
CODE_OF_STR = {"paddle." + v: k for k, v in DT.items() if v is not None}


def dtype_code(dt):
    return CODE_OF.get(dt) or CODE_OF_STR.get(str(dt), "?" + str(dt))

API = {"add": paddle.add, "div": paddle.divide, "eq": paddle.equal,
       "lt": paddle.less_than, "bitand": paddle.bitwise_and}
OPER = {"add": operator.add, "div": operator.truediv, "eq": operator.eq,
        "lt": operator.lt, "bitand": operator.and_}
API.update({"floor_divide": paddle.floor_divide, "remainder": paddle.remainder,
            "power": paddle.pow, "maximum": paddle.maximum, "minimum": paddle.minimum,
            "atan2": paddle.atan2, "logical_and": paddle.logical_and,
            "logical_or": paddle.logical_or, "logical_xor": paddle.logical_xor})
if hasattr(paddle, "hypot"):
    API["hypot"] = paddle.hypot
OPER.update({"floor_divide": operator.floordiv, "remainder": operator.mod,
             "power": operator.pow})
UNARY = {k: getattr(paddle, f) for k, f in (
    ("sqrt", "sqrt"), ("exp", "exp"), ("log", "log"), ("sin", "sin"), ("abs", "abs"),
    ("negative", "neg"), ("floor", "floor"), ("ceil", "ceil"), ("round", "round"),
    ("sign", "sign"), ("square", "square"), ("reciprocal", "reciprocal"), ("isnan", "isnan"),
    ("isfinite", "isfinite")) if hasattr(paddle, f)}
REDUCE = {k: getattr(paddle, k) for k in ("prod", "cumsum", "mean", "var", "max", "min")}
HALF = {"bf16", "f16"}


def is_tensor(x):
    return isinstance(x, (paddle.Tensor, paddle.pir.Value, paddle.static.Variable))


def make_op(name):
    def run(a, b):
        if is_tensor(a) and is_tensor(b):
            return API[name](a, b)
        if not is_tensor(a) and not is_tensor(b):
            raise TypeError("two Python scalars: no Paddle operation")
        if name not in OPER:
            return API[name](a, b)  # no operator: the API (rejects Python scalars)
        return OPER[name](a, b)

    def op(a, b):
        try:
            return run(a, b)
        except Exception as exc:  # noqa: BLE001
            # Paddle checks division by a zero *value* (Python `t / 0`, and bool /
            # bool, which it divides as integers).  Values do not affect dtypes in
            # Paddle, so retry with ones of the same types.
            if name != "div" or "division by zero" not in str(exc):
                raise
            return run(*(paddle.ones_like(x) if is_tensor(x) else type(x)(1) for x in (a, b)))
    return op


def kernel_missing(exc):
    s = str(exc)
    return "(NotFound)" in s and "is not registered" in s


KERNEL_KEY = re.compile(r"kernel with key \([^,()]+, [^,()]+(?:\([^()]*\))?, (\w+)\) of kernel")


def kernel_dtype(exc):
    """Code of the dtype in "(NotFound) The kernel with key (CPU, <layout>, <dtype>) of kernel
    `add` is not registered", i.e. the dtype the dynamic-graph call promoted to."""
    m = KERNEL_KEY.search(str(exc))
    return dtype_code("paddle." + m.group(1)) if m else None


KERNEL_NAME = re.compile(r"of kernel `(\w+)`")
# Names of the kernels that compute each second-family binary op itself (default: the op name).
OWN_KERNEL = {"power": {"pow", "elementwise_pow"}}


def kernel_name(exc):
    m = KERNEL_NAME.search(str(exc))
    return m.group(1) if m else None


def static_dtype(fn, args, old_ir=False):
    """Trace fn on static placeholders of the same dtypes; return the out dtype."""
    if old_ir:
        with OldIrGuard():
            return static_dtype(fn, args)
    paddle.enable_static()
    try:
        main, startup = paddle.static.Program(), paddle.static.Program()
        with paddle.static.program_guard(main, startup):
            vals = []
            for i, a in enumerate(args):
                if is_tensor(a):
                    vals.append(paddle.static.data("x%d" % i, list(a.shape), a.dtype))
                else:
                    vals.append(a)
            return fn(*vals).dtype
    finally:
        paddle.disable_static()


class Paddle(Policy):
    name = "paddle"
    codes = CODES + ["b*"]
    ops = {k: make_op(k) for k in OPS}
    binary = {k: make_op(k) for k in BINARY_OPS if k in API}
    unary = UNARY
    reductions = REDUCE
    sum_fn = staticmethod(paddle.sum)

    def make(self, code, kind):
        if is_weak(code):
            return self.scalar(code)
        if DT[code] is None:
            return None
        return (paddle.ones if self.value else paddle.zeros)([1] if kind == "array" else [], dtype=DT[code])

    def make_vec(self, code):
        return None if DT[code] is None else (paddle.ones if self.value else paddle.zeros)([3], dtype=DT[code])

    def code_of(self, out):
        if type(out) in (bool, int, float, complex):
            return {bool: "b*", int: "i*", float: "f*", complex: "c*"}[type(out)]
        return dtype_code(out.dtype)

    def fallback(self, op, a, b, exc):
        if not kernel_missing(exc):
            return None
        if op in self.binary and not self.half_gap(self.binary[op], (a, b), exc):
            return None
        # The dtype the dynamic-graph call promoted to and looked a kernel up for.
        kd = kernel_dtype(exc)
        if op in self.binary and kernel_name(exc) not in OWN_KERNEL.get(op, {op}):
            # A composite op (paddle.hypot = sqrt(x**2 + y**2)) failed in a sub-kernel whose
            # key says nothing about the result: static PIR program only.
            try:
                return (dtype_code(static_dtype(self.fn(op), (a, b))),
                        "static-graph (PIR) output dtype (composite; failing kernel %s)" % kernel_name(exc))
            except Exception:  # noqa: BLE001
                return None
        if kd is not None and op in BOOL_OPS:
            kd = "b"  # comparisons output bool whatever their kernel's dtype
        try:
            dt, how = static_dtype(self.fn(op), (a, b)), "static-graph (PIR) output dtype"
            code = dtype_code(dt)
        except Exception as e2:  # noqa: BLE001
            # PIR also refuses dtypes without a CPU kernel at build time ("Check data
            # type error for op"); the legacy static IR does not check kernels.
            if "Check data type error" not in str(e2):
                return None
            try:
                legacy = dtype_code(static_dtype(self.fn(op), (a, b), old_ir=True))
            except Exception:  # noqa: BLE001
                legacy = None
            if legacy is not None and (kd is None or legacy == kd):
                code, how = legacy, "legacy static-IR output dtype"
            elif kd is not None:
                # The legacy static IR gives a binary API's output x's dtype and leaves
                # promotion of two tensors of different dtypes to the executor, so it
                # is wrong for them (e.g. bool tensor + 0-d float16 -> 'bool').
                code = kd
                how = "dygraph kernel-key dtype (legacy static IR gives %s)" % legacy
            else:
                return None
        if kd is not None and not how.startswith("dygraph"):
            how += "; dygraph kernel key %s%s" % (kd, "" if kd == code else " DIFFERS")
        if op == "bitand" and code not in ("b", "u8", "i8", "i16", "i32", "i64"):
            return None  # no bitwise op on float/complex: a real refusal
        return code, how

    @staticmethod
    def half_gap(fn, args, exc):
        """Second family: fall back only for a missing bfloat16/float16 kernel of an op that
        is defined for floats (the call succeeds with those tensors cast to float32)."""
        if kernel_dtype(exc) not in HALF:
            return False
        try:
            fn(*[x.astype("float32") if is_tensor(x) and dtype_code(x.dtype) in HALF else x
                 for x in args])
            return True
        except Exception:  # noqa: BLE001
            return False

    def unary_fallback(self, op, x, exc):
        if not kernel_missing(exc):
            return None
        fn = self.unary[op] if op in self.unary else self.reductions[op]
        if not self.half_gap(fn, (x,), exc):
            return None
        kd = kernel_dtype(exc)
        try:
            return dtype_code(static_dtype(fn, (x,))), \
                "static-graph (PIR) output dtype; dygraph kernel key %s" % kd
        except Exception as e2:  # noqa: BLE001
            if "Check data type error" not in str(e2):
                return None
        # The legacy static IR cannot trace these (PIR-only Python APIs: "must be Value, but
        # got Variable").  Last resort: the float32 analogue, when the op keeps float32
        # (f32 -> f32: the half dtype itself) or gives bool.
        try:
            r32 = dtype_code(fn(x.astype("float32")).dtype)
        except Exception:  # noqa: BLE001
            return None
        if r32 == "f32":
            return dtype_code(x.dtype), "float32 analogue (f32 -> f32; PIR refuses)"
        if r32 == "b":
            return "b", "float32 analogue (f32 -> b; PIR refuses)"
        return None

    def sum_fallback(self, x, exc):
        if not kernel_missing(exc):
            return None
        dt = static_dtype(paddle.sum, (x,))
        return dtype_code(dt), "static-graph (PIR) output dtype"


if __name__ == "__main__":
    print("paddle", paddle.__version__, "commit", getattr(paddle.version, "commit", "?"))
    Paddle().run(kind_ops=OPS)
