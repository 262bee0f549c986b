"""MegEngine reference grids, printed by MegEngine 1.13.0 (CPU, imperative mode).  Run from the repo
root (venv: requirements-megengine.txt -- CPython 3.10, numpy 1.26; scripts/regen-references.sh runs
every generator):
    python tests/reference/regen/regen_megengine.py [-v]
Writes megengine_{add,div,eq,lt,bitand,sum}.csv and megengine_<op>_<l>_<r>.csv for every op (first
family, operands of value 0), the second family (common.BINARY_OPS that MegEngine has, with the
three kind grids; UNARY_OPS; REDUCTIONS; operands of value 1) and the in-place grids
megengine_{iadd,idiv,iand}.csv.  Codes: the 18 standard codes plus b* (Python bool), as rows and
columns of every grid (all 15 strong codes are the rows of the reductions and in-place grids).
(megengine-mep3_*.csv, from regen_megengine_mep3.py, are another policy: MEP 3's design, derived
from torch's grids, which MegEngine 1.13.0 does not follow.  These grids are the library's own.)

megengine.config.async_level = 0, so that an error surfaces at the operation that caused it (an
error of a queued kernel still comes as an AsyncError whose __cause__ is the error).  MegEngine does
not work in a forked child: everything runs in this one process.

Operands: a strong code is megengine.tensor(np.full(1, v, dtype)) ('array') or
megengine.tensor(np.full((), v, dtype)) ('array0', checked: .ndim == 0); a weak code is a Python
scalar (int, float, complex; b* a Python bool).  A code has no operand ('-' for its whole row and
column) when its tensor cannot be made or comes out with another dtype than asked:
* i64, f64: narrowed on entry.  megengine.tensor(np.zeros(1, 'int64')) is an int32 tensor, a float64
  array gives float32; megengine.tensor(x, dtype='int64' / 'float64'), F.zeros(.., 'int64') and
  .astype('int64' / 'float64') raise ("Unable to cast Python instance to C++ type", "unsupported
  numpy dtype").  No int64 or float64 tensor can be made.
* u32, u64, c128: "unsupported numpy dtype" -- MegEngine has no such dtype.
MegEngine does hold, and so the grids have operands for:
* u16: a uint16 tensor can be made and cast (astype), but no elementwise op, comparison or
  reduction has a CPU kernel for it: those cells are fallbacks (below).
* bf16: megengine.core.tensor.dtype.bfloat16 (a numpy type that prints as 'pybfloat16', kind 'V');
  the string 'bfloat16' is not accepted as a dtype, the numpy type is.
* c64: the experimental complex tensor of 1.13.0 (ComplexTransformation: a pair of float32
  tensors), made by F.complex(real, imag) of float32 parts of the operand's shape (0-d too; its
  dtype is complex64, its value cannot be read back for 0-d).  It knows add, sub, mul and neg only:
  every other op, and a complex tensor with a real one in add, raises ("assertion `0' failed ...
  transformations/complex.h"): '-'.  (megengine.tensor(np.zeros(1, 'complex64')) makes a tensor of
  shape (1, 1), and raises for other shapes: not used.)
F.zeros / F.ones are not used: their fill is wrong for uint16 (F.ones(1, 'uint16') may hold 0 or
garbage) and complex64 (F.ones holds 0).

Ops.  MegEngine's functions and its operators are one path (_elwise -> the C++ dispatcher): Python
scalars are converted first (to the dtype of the tensors, numpy-promoted within their highest
category bool < int < float, unless the scalar's category is higher: then int -> int32, float ->
float32, bool -> bool; bf16's numpy kind 'V' ranks below all, so any Python scalar outranks it),
then the tensors are promoted by mgb::dtype_promotion (same dtype: itself; f16 counts as f32 once
the dtypes differ; different categories: float32; different signedness: an error; else the wider),
then TRUE_DIV, POW, ATAN2, SQRT, EXP, LOG, SIN ... of integers only run in float32.
* first family: add = F.add (`+` is the same call), div = F.div (`/`), eq = F.equal (defined as
  `x == y`), lt = F.less (`x < y`; a Python scalar on the left is the reflected `t > s`, i.e. lt(s,
  t)), bitand = the operator `&`: MegEngine has no bitwise-and function; `&` (Tensor.__and__) is
  its logical AND, for two bool tensors only (TypeError "requires 2 bool tensors"; a Python scalar
  operand has no .dtype: AttributeError) -- so bitand is b only for b & b.
  F.add / F.div of two Python scalars make a MegEngine tensor (both converted by the scalar rule):
  those cells are MegEngine's (i* + i* = i32).  F.equal / F.less / `&` of two Python scalars are
  Python's own operation: '-' (any result that is not a MegEngine tensor is '-').
* second family: F.floor_div, F.mod, F.pow, F.maximum, F.minimum, F.atan2, F.logical_and,
  F.logical_or, F.logical_xor (hypot: MegEngine has none; absent).  Unary: F.sqrt, F.exp, F.log,
  F.sin, F.abs, F.neg (negative), F.floor, F.ceil, F.round, F.sign, F.square, F.isnan (reciprocal,
  isfinite: none; absent); a weak code passes the Python scalar itself (F.sqrt(1): MegEngine makes
  an int32 tensor of it; F.isnan(1) raises, it reads .dtype).  F.isnan of a non-float tensor is
  answered in Python (broadcast_to(Tensor(False))): b.  Reductions, over
  megengine.tensor(np.ones(3, dtype)): F.prod, F.cumsum(x, 0), F.mean, F.var, F.max, F.min; sum =
  F.sum (the Reduce op: mean converts its input to float32 first; bool is reduced as int32, and
  max/min convert back to bool; F.var is mean((x - mean(x)) ** 2)).
* in place (megengine_iadd/idiv/iand.csv, the format of torch_iadd.csv): rows the left tensor's
  code, columns the strong codes then i* f* c*; a = megengine.tensor(np.ones(2, row dtype)), b =
  the same of the column's dtype, or the Python scalars 1, 1.5, 1j; `a += b`, `a /= b`, `a &= b`.
  The cell is the dtype of `a` afterwards, '-' where the statement raises.  MegEngine's in-place
  operators rebind: Tensor.__iadd__ computes `a + b` and resets `a` to that result
  (Tensor._reset), so `a` takes the result's dtype (i8 += f32 leaves `a` float32; i8 /= i8 leaves
  it float32): the cell is the result's dtype.

Refusals ('-'): the dtype pair ("dtype promotion rule between different signedness is undefined:
Uint8 Int8"); the dtype for the op ("assertion `trait.allow_bool' failed ... unsupport mode ADD for
bool": no arithmetic on bool, b + b included; logical_and etc. on the promoted float or int:
`trait.allow_float` / `allow_int`); `&` of anything but two bool tensors; a complex Python scalar,
which the scalar conversion turns into the tensors' dtype ("int() argument must be ... not
'complex'"; with bf16 or c64 "invalid input, no dtype avaliable") -- except for a bool tensor:
bool(0j) converts, so `b == 0j` and `b < 0j` are b (and `b + 0j` fails as b + b does).

Fallbacks: a library that raises for want of a kernel has said nothing about promotion.  Where the
op fails in a kernel that has no case for the dtype the op chose -- "bad dtype" (elementwise),
"Unsupported input dtype Uint16 for ElemwiseMultiType" (eq, lt), an assertion in
dnn/src/naive/reduce/opr_impl.cpp (dtype dispatch) or dnn/src/naive/cumsum/opr_impl.cpp, directly
or as the cause of an AsyncError: uint16 everywhere, and cumsum of bool -- the cell is the dtype
the operator itself gave its output: the same call on copies of the tensor operands (F.copy, so
that their values are not on the host and the op is queued) with async_level = 2.  The dispatcher
converts, promotes and describes the output at the call as always (a refusal raises there) and
queues the kernel, whose failure is reported when the value is read; the fallback requires that
failure to be a missing kernel again.  So every fallback cell is the operator's own output dtype;
none comes from a helper.  dispatch_check() verifies the premise on every cell whose kernel runs
(array grids of all binary ops, unary ops, reductions; complex operands excepted, F.copy is no
complex op): the dispatched dtype equals the computed one on all of them (printed).  Each fallback
cell is logged ("cells obtained without running the op").  MegEngine's helper core2.dtype_promotion
is not used: it is the scalar-conversion rule above, and between tensors it disagrees with the
operators (b + i8: helper i8, F.add f32; u8 + i8: helper i16, F.add raises; bf16 + b: helper b,
F.add f32); helper_check() prints how many cells differ.
"""
import logging
import operator
import os
import re
import sys
import warnings

sys.dont_write_bytecode = True  # keep __pycache__ out of the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import numpy as np  # noqa: E402
import megengine  # noqa: E402
import megengine.functional as F  # noqa: E402
from megengine import Tensor  # noqa: E402
from megengine.core._imperative_rt.core2 import AsyncError, dtype_promotion  # noqa: E402
from megengine.core.tensor.dtype import bfloat16  # noqa: E402

from common import (CODES, OPS, PY_BOOL, STRONG, WEAK, Policy, is_weak,  # noqa: E402
                    write_csv)

warnings.simplefilter("ignore")
megengine.config.async_level = 0
# The converter of Python scalars logs each refused complex scalar as an ERROR before it raises;
# the refusal is the cell ('-'), the log line is noise.
logging.getLogger("megbrain").setLevel(logging.CRITICAL)

# numpy dtype asked for each strong code (MegEngine takes numpy dtypes; bfloat16 is its own).
NP = {"b": "bool", "u8": "uint8", "u16": "uint16", "u32": "uint32", "u64": "uint64",
      "i8": "int8", "i16": "int16", "i32": "int32", "i64": "int64", "bf16": bfloat16,
      "f16": "float16", "f32": "float32", "f64": "float64", "c64": "complex64",
      "c128": "complex128"}
DTYPE = {c: np.dtype(v) for c, v in NP.items()}
CODE_OF = {v: k for k, v in DTYPE.items()}


def dtype_code(dt):
    return CODE_OF.get(np.dtype(dt), "?" + str(dt))


def tensor(code, shape, value):
    """A tensor of the code's dtype, or None when MegEngine has none (it raises, or the tensor
    comes out with another dtype, or another shape)."""
    try:
        if code == "c64":
            # The complex tensor of 1.13.0 is a pair of float32 tensors (F.complex).
            part = megengine.tensor(np.full(shape, value, np.float32))
            t = F.complex(part, megengine.tensor(np.zeros(shape, np.float32)))
        else:
            t = megengine.tensor(np.full(shape, value, dtype=DTYPE[code]))
    except Exception:  # noqa: BLE001 - "unsupported numpy dtype": no such MegEngine dtype
        return None
    if np.dtype(t.dtype) != DTYPE[code] or tuple(t.shape) != tuple(shape):
        return None  # int64 -> int32, float64 -> float32: narrowed on entry
    return t


def is_tensor(x):
    return isinstance(x, Tensor)


def cause(exc):
    """The error behind an AsyncError (MegEngine keeps it as __cause__)."""
    if isinstance(exc, AsyncError) and exc.__cause__ is not None:
        return exc.__cause__
    return exc


# The failures of a kernel that has no case for the dtype the op chose, raised when it runs (after
# the dispatcher has promoted the inputs and described the output): megdnn's elementwise kernels
# ("bad dtype"), the comparison kernels ("Unsupported input dtype Uint16 for ElemwiseMultiType": the
# dtype named is the one the op promoted to), the naive reduce kernels' dtype dispatch and the
# cumsum kernel ("assertion ... failed at .../dnn/src/naive/{reduce,cumsum}/opr_impl.cpp ...
# Impossible: internal error").
KERNEL_GAP = re.compile(r"^bad dtype|^Unsupported input dtype \w+ for ElemwiseMultiType"
                        r"|dnn/src/naive/(reduce|cumsum)/opr_impl\.cpp")


def kernel_missing(exc):
    """megdnn has no CPU kernel for the dtype the op chose (uint16; bool cumsum)."""
    return KERNEL_GAP.search(str(cause(exc)).strip()) is not None


def detached(x):
    """A copy of a tensor operand whose value is not on the host, so that ops on it are queued
    (ops on host values may run at once, whatever the async level)."""
    if not is_tensor(x):
        return x
    y = F.copy(x)
    return y.reshape(x.shape) if tuple(y.shape) != tuple(x.shape) else y  # F.copy makes 0-d 1-d


def dispatched(fn, args):
    """fn(*args) on detached copies with async_level 2: (code of the output's dtype as the
    dispatcher inferred it, the error reading its value raised or None), or None when the call
    is refused at dispatch (promotion, the op's dtype traits, a Python-level check)."""
    try:
        copies = [detached(x) for x in args]
    except Exception:  # noqa: BLE001
        return None
    megengine.config.async_level = 2
    try:
        try:
            out = fn(*copies)
        except Exception:  # noqa: BLE001 - refused at dispatch
            return None
        if not is_tensor(out):
            return None
        code = dtype_code(out.dtype)
        try:
            out.numpy()  # runs the queued kernel
        except Exception as exc:  # noqa: BLE001
            return code, exc
        return code, None
    finally:
        try:
            megengine._full_sync()
        except Exception:  # noqa: BLE001 - a queued error, already seen above
            pass
        megengine.config.async_level = 0


def inferred(fn, args):
    """(dtype code, how) of fn(*args)'s output as the operator infers it, for a call whose kernel
    is missing: None when the call is refused at dispatch, or its kernel runs after all, or fails
    otherwise."""
    got = dispatched(fn, args)
    if got is None or got[1] is None or not kernel_missing(got[1]):
        return None
    return got[0], "output dtype inferred at dispatch (async_level 2); kernel: %s" % (
        str(cause(got[1])).strip().splitlines()[0][:60])


class MegEngine(Policy):
    name = "megengine"
    codes = CODES + PY_BOOL
    ops = {"add": F.add, "div": F.div, "eq": F.equal, "lt": F.less, "bitand": operator.and_}
    sum_fn = staticmethod(F.sum)
    binary = {"floor_divide": F.floor_div, "remainder": F.mod, "power": F.pow,
              "maximum": F.maximum, "minimum": F.minimum, "atan2": F.atan2,
              "logical_and": F.logical_and, "logical_or": F.logical_or,
              "logical_xor": F.logical_xor}
    unary = {"sqrt": F.sqrt, "exp": F.exp, "log": F.log, "sin": F.sin, "abs": F.abs,
             "negative": F.neg, "floor": F.floor, "ceil": F.ceil, "round": F.round,
             "sign": F.sign, "square": F.square, "isnan": F.isnan}
    reductions = {"prod": F.prod, "cumsum": lambda x: F.cumsum(x, 0), "mean": F.mean,
                  "var": F.var, "max": F.max, "min": F.min}

    def make(self, code, kind):
        if is_weak(code):
            return self.scalar(code)
        t = tensor(code, (1,) if kind == "array" else (), self.value)
        if t is not None and kind == "array0":
            assert t.ndim == 0
        return t

    def make_vec(self, code):
        return tensor(code, (3,), 1 if self.value else 0)

    def code_of(self, out):
        if not is_tensor(out):
            return "-"  # Python computed it (F.equal(0, 0) is `0 == 0`): MegEngine said nothing
        return dtype_code(out.dtype)

    def fallback(self, op, a, b, exc):
        if not kernel_missing(exc):
            return None
        return inferred(self.fn(op), (a, b))

    def unary_fallback(self, op, x, exc):
        if not kernel_missing(exc):
            return None
        fn = self.unary[op] if op in self.unary else self.reductions[op]
        return inferred(fn, (x,))

    def sum_fallback(self, x, exc):
        if not kernel_missing(exc):
            return None
        return inferred(F.sum, (x,))


IN_PLACE = {"iadd": operator.iadd, "idiv": operator.itruediv, "iand": operator.iand}
IN_PLACE_SCALAR = {"i*": 1, "f*": 1.5, "c*": 1j}


def in_place(policy):
    """megengine_{iadd,idiv,iand}.csv: the dtype of `a` after `a op= b` ('-' where it raises)."""
    cols = STRONG + WEAK

    def operand(code):
        return IN_PLACE_SCALAR[code] if code in IN_PLACE_SCALAR else tensor(code, (2,), 1)

    for name, fn in IN_PLACE.items():
        fname = "megengine_%s.csv" % name

        def one(l, r, fn=fn, fname=fname):
            a, b = tensor(l, (2,), 1), operand(r)
            if a is None or b is None:
                return "-"
            try:
                out = fn(a, b)  # Tensor.__iadd__ resets `a` to `a + b` and returns `a`
            except Exception as exc:  # noqa: BLE001
                policy.log.error(fname, l, r, exc)
                if not kernel_missing(exc):
                    return "-"
                fb = inferred(fn, (a, b))
                if fb is None:
                    return "-"
                policy.log.fell_back(fname, l, r, fb[1], fb[0])
                return fb[0]
            assert out is a
            return dtype_code(a.dtype)

        rows = [[l] + [one(l, r) for r in cols] for l in STRONG]
        write_csv(fname, [""] + cols, rows, policy.log)


def helper_check(policy):
    """MegEngine's helper core2.dtype_promotion vs F.add between two 1-element tensors, over the
    cells where both answer: printed, to show the helper is not the operators' rule."""
    both = differ = 0
    examples = []
    policy.value = 1
    for r in STRONG:
        for c in STRONG:
            a, b = policy.make(r, "array"), policy.make(c, "array")
            if a is None or b is None:
                continue
            try:
                op = dtype_code(F.add(a, b).dtype)
                helper = dtype_code(dtype_promotion(a, b))
            except Exception:  # noqa: BLE001
                continue
            both += 1
            if op != helper:
                differ += 1
                examples.append("%s+%s: helper %s, F.add %s" % (r, c, helper, op))
    policy.value = 0
    print("core2.dtype_promotion vs F.add (tensor + tensor): %d of %d cells differ (%s ...)"
          % (differ, both, "; ".join(examples[:4])))


def dispatch_check(policy):
    """The fallback's premise, checked on every cell whose kernel runs (array x array grids of
    every binary op, unary ops, reductions; operands of value 1): the dtype the dispatcher infers
    (async_level 2, detached operands) is the dtype of the computed result.  Printed."""
    policy.value = 1
    same, differ = 0, []
    calls = []
    for op in list(policy.ops) + list(policy.binary):
        for r in policy.codes:
            for c in policy.codes:
                calls.append(("%s %s+%s" % (op, r, c), policy.fn(op),
                              (policy.make(r, "array"), policy.make(c, "array"))))
    for op, fn in list(policy.unary.items()) + list(policy.reductions.items()) + [("sum", F.sum)]:
        for r in policy.codes:
            vec = policy.make(r, "array") if op in policy.unary else (
                None if is_weak(r) else policy.make_vec(r))
            calls.append(("%s %s" % (op, r), fn, (vec,)))
    for label, fn, args in calls:
        if any(x is None for x in args):
            continue
        if any(is_tensor(x) and dtype_code(x.dtype) == "c64" for x in args):
            continue  # F.copy is no complex op; no complex cell falls back
        try:
            out = fn(*args)
        except Exception:  # noqa: BLE001
            continue
        if not is_tensor(out):
            continue
        got = dispatched(fn, args)
        if got is not None and got[1] is None and got[0] == dtype_code(out.dtype):
            same += 1
        else:
            differ.append("%s: %s, dispatch %s" % (label, dtype_code(out.dtype), got))
    policy.value = 0
    print("dispatch-inferred dtype == computed dtype on %d of %d cells%s"
          % (same, same + len(differ), "".join("\n  DIFFERS " + d for d in differ)))


if __name__ == "__main__":
    print("megengine", megengine.__version__, "numpy", np.__version__)
    m = MegEngine()
    helper_check(m)
    dispatch_check(m)
    in_place(m)  # first: run() ends with the report of every file and fallback
    m.run(kind_ops=OPS)
