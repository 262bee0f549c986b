"""PyTorch reference grids.  Run from the repo root (venv: requirements-torch.txt;
scripts/regen-references.sh runs every generator):
    python tests/reference/regen/regen_torch.py [-v]
Writes torch_{add,div,eq,lt,bitand,sum}.csv, torch_<op>_<l>_<r>.csv for every op and
torch_c10_check.txt (torch.promote_types vs seeds/seed_torch_c10_promoteTypes.csv), and the
second family (common.BINARY_OPS with kind grids, UNARY_OPS, REDUCTIONS; operands of value 1).
Codes: the 18 standard codes plus the extra strong code c32 = torch.complex32 (chalf), then the
float8 types torch has (FLOAT8: f8e4m3fn f8e5m2 f8e4m3fnuz f8e5m2fnuz f8e8m0fnu), the last
rows/columns of every grid and the last lines of torch_sum.csv and the other reductions.

Operands: a strong code is torch.zeros(1, dtype) ('array') or torch.zeros((), dtype)
('array0'); a weak code is a Python scalar (int(0)/float(0)/complex(0)), which torch
wraps as a number (int -> int64, float -> default dtype float32, complex -> complex64).
Where the op raises only because the CPU has no kernel for uint16/32/64 or complex32
("... not implemented for 'UInt16'" / "'ComplexHalf'"), the cell comes from torch.result_type
(div: integral result -> default float dtype; eq/lt -> bool), checked against the
same op on the 'meta' device.  torch.eq/torch.lt accept no Python number as first
argument, so a scalar on the left is evaluated as the Python operator does it:
`s == t` -> torch.eq(t, s), `s < t` -> torch.gt(t, s).

float8: the CPU has almost no float8 kernels ("add_stub" not implemented for 'Float8_e4m3fn';
torch.var: "std_var_all: Unsupported dtype Float8_e4m3fn").
Where the op raises that, the cell comes from torch.result_type as above (add and the second
family's binary ops: the result type; div: the result type, a float; eq/lt: b), cross-checked on
the meta device; unary ops and reductions: the meta device.  Where torch.result_type itself raises
("Promotion for Float8 Types is not supported", "Unknown Complex ScalarType for Float8_e4m3fn")
the cell is '-'.  "Defined for the category" (below) is asked with float8 operands made float32.

Second family: the plain torch.<op> calls (torch.floor_divide, remainder and pow take a Python
number on either side; maximum, minimum, atan2, hypot and logical_* take none -> '-').  Kernel
fallbacks as above, but only when the op is defined for the category, i.e. the same call with
uint16/32/64 operands made uint8 and complex32 operands made complex64 succeeds (torch.remainder
of complex32 has no CPU kernel, but remainder of complex64 is refused, so it stays '-').  Binary:
torch.result_type (atan2, hypot: integral -> default float f32; logical_*: bool), cross-checked
with the meta device; unary ops and reductions: the same call on the meta device.
"""
import os
import re
import sys
import warnings

sys.dont_write_bytecode = True  # keep __pycache__ out of the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import torch  # noqa: E402

from common import BOOL_OPS, CODES, PY_BOOL, OPS, OUT_DIR, STRONG, Policy, is_weak, read_grid, record  # noqa: E402

warnings.simplefilter("ignore")
torch.set_default_dtype(torch.float32)

DT = {"b": torch.bool, "u8": torch.uint8, "u16": torch.uint16, "u32": torch.uint32,
      "u64": torch.uint64, "i8": torch.int8, "i16": torch.int16, "i32": torch.int32,
      "i64": torch.int64, "bf16": torch.bfloat16, "f16": torch.float16,
      "f32": torch.float32, "f64": torch.float64, "c64": torch.complex64,
      "c128": torch.complex128,
      # Extra code (after the 18 standard ones): complex32 (ComplexHalf, chalf).  torch
      # also produces it from float16 with a complex Python scalar / complex 0-d tensor.
      "c32": torch.complex32}
# The float8 types of torch (ml_dtypes' names; torch has no float8_e4m3, float8_e3m4 or
# float8_e4m3b11fnuz, and its float4_e2m1fn_x2 packs two values a byte: not an element type).
FLOAT8 = {"f8e4m3fn": torch.float8_e4m3fn, "f8e5m2": torch.float8_e5m2,
          "f8e4m3fnuz": torch.float8_e4m3fnuz, "f8e5m2fnuz": torch.float8_e5m2fnuz,
          "f8e8m0fnu": torch.float8_e8m0fnu}
DT.update(FLOAT8)
# complex bfloat16, the result of bf16 with a Python complex or a 0-d complex tensor: an operand
# code too, last.  Its CPU pow has a kernel; add, div and most others have none, and fall back to
# torch.result_type like the float8 types.
DT["bc32"] = torch.bcomplex32
CODE_OF = {v: k for k, v in DT.items()}
EXTRA = ["c32"] + list(FLOAT8) + ["bc32"]
NO_KERNEL = re.compile(r"not implemented for '(UInt16|UInt32|UInt64|ComplexHalf|BComplex32|Float8_\w+)'"
                       r"|Unsupported dtype Float8_\w+")  # torch.var: "std_var_all: Unsupported dtype"
# Same-category stand-ins with CPU kernels, to tell "kernel missing" from "op undefined".
PROXY = {torch.uint16: torch.uint8, torch.uint32: torch.uint8, torch.uint64: torch.uint8,
         torch.complex32: torch.complex64, torch.bcomplex32: torch.complex64}
PROXY.update({d: torch.float32 for d in FLOAT8.values()})
FLOAT_RESULT = {"atan2", "hypot"}


def _proxy(x):
    return x.to(PROXY[x.dtype]) if isinstance(x, torch.Tensor) and x.dtype in PROXY else x


def _defined(fn, *args):
    """Does the call succeed with uN -> u8, c32 -> c64 (a real refusal otherwise)?  Where the
    promotion itself lands on complex32 or bcomplex32 (a float16 or bfloat16 tensor with a complex
    one), the half float is widened to float32 too, so that the call runs in complex64, whose
    kernels exist."""
    for proxy in (_proxy, _proxy_half):
        try:
            fn(*[proxy(x) for x in args])
            return True
        except Exception:  # noqa: BLE001
            pass
    return False


def _proxy_half(x):
    x = _proxy(x)
    widen = (torch.float16, torch.bfloat16)
    return x.to(torch.float32) if isinstance(x, torch.Tensor) and x.dtype in widen else x


def _eq(a, b):
    return torch.eq(a, b) if isinstance(a, torch.Tensor) else torch.eq(b, a)


def _lt(a, b):
    return torch.lt(a, b) if isinstance(a, torch.Tensor) else torch.gt(b, a)


def _meta(x):
    return x.to("meta") if isinstance(x, torch.Tensor) else x


class Torch(Policy):
    name = "torch"
    codes = CODES + PY_BOOL + EXTRA
    sum_codes = STRONG + EXTRA
    ops = {"add": torch.add, "div": torch.div, "eq": _eq, "lt": _lt,
           "bitand": torch.bitwise_and}
    sum_fn = staticmethod(torch.sum)
    binary = {"floor_divide": torch.floor_divide, "remainder": torch.remainder,
              "power": torch.pow, "maximum": torch.maximum, "minimum": torch.minimum,
              "atan2": torch.atan2, "hypot": torch.hypot, "logical_and": torch.logical_and,
              "logical_or": torch.logical_or, "logical_xor": torch.logical_xor}
    unary = {"sqrt": torch.sqrt, "exp": torch.exp, "log": torch.log, "sin": torch.sin,
             "abs": torch.abs, "negative": torch.neg, "floor": torch.floor, "ceil": torch.ceil,
             "round": torch.round, "sign": torch.sign, "square": torch.square,
             "reciprocal": torch.reciprocal, "isnan": torch.isnan, "isfinite": torch.isfinite}
    reductions = {"prod": torch.prod, "cumsum": lambda x: torch.cumsum(x, 0),
                  "mean": torch.mean, "var": torch.var, "max": torch.amax, "min": torch.amin}

    def make(self, code, kind):
        if is_weak(code):
            return self.scalar(code)
        return self._filled(1 if kind == "array" else (), DT[code])

    def make_vec(self, code):
        return self._filled(3, DT[code])

    def _filled(self, shape, dtype):
        # bcomplex32 has no CPU fill kernel: made in complex64 and converted.
        made = torch.complex64 if dtype == torch.bcomplex32 else dtype
        return (torch.ones if self.value else torch.zeros)(shape, dtype=made).to(dtype)

    def code_of(self, out):
        if type(out) in (bool, int, float, complex):
            return {bool: "b*", int: "i*", float: "f*", complex: "c*"}[type(out)]
        return CODE_OF.get(out.dtype, "?" + str(out.dtype))

    def fallback(self, op, a, b, exc):
        if not NO_KERNEL.search(str(exc)):
            return None
        if op in self.binary:
            return self.fallback2(op, a, b)
        try:
            rt = torch.result_type(a, b)
        except Exception:  # noqa: BLE001 - promotion itself refused
            return None
        if op == "bitand" and (rt.is_floating_point or rt.is_complex):
            return None  # bitwise ops are undefined on float/complex
        if op == "lt" and rt.is_complex:
            return None  # ordering is undefined on complex (as for c64/c128)
        if op in ("eq", "lt"):
            res = torch.bool
        elif op == "div" and not (rt.is_floating_point or rt.is_complex):
            res = torch.get_default_dtype()
        else:
            res = rt
        # Cross-check with the op on the meta device (no kernel needed there).
        try:
            meta = self.ops[op](_meta(a), _meta(b)).dtype
        except Exception as e2:  # noqa: BLE001
            meta = "raises %s" % type(e2).__name__
        how = "torch.result_type=%s; meta device gives %s" % (
            CODE_OF[rt], CODE_OF.get(meta, meta))
        return CODE_OF[res], how

    def fallback2(self, op, a, b):
        """Second-family binary op: result_type, if the op is defined for the category."""
        if not _defined(self.binary[op], a, b):
            return None
        try:
            rt = torch.result_type(a, b)
        except Exception:  # noqa: BLE001 - promotion itself refused
            return None
        if op in BOOL_OPS:
            res = torch.bool
        elif op in FLOAT_RESULT and not (rt.is_floating_point or rt.is_complex):
            res = torch.get_default_dtype()
        else:
            res = rt
        try:
            meta = self.binary[op](_meta(a), _meta(b)).dtype
        except Exception as e2:  # noqa: BLE001
            meta = "raises %s" % type(e2).__name__
        how = "torch.result_type=%s; meta device gives %s%s" % (
            CODE_OF[rt], CODE_OF.get(meta, meta), "" if meta == res else " DIFFERS")
        return CODE_OF[res], how

    def unary_fallback(self, op, x, exc):
        if not NO_KERNEL.search(str(exc)):
            return None
        fn = self.unary[op] if op in self.unary else self.reductions[op]
        if not _defined(fn, x):
            return None
        try:
            return CODE_OF[fn(_meta(x)).dtype], "meta device"
        except Exception:  # noqa: BLE001
            return None

    def sum_fallback(self, x, exc):
        if not NO_KERNEL.search(str(exc)):
            return None
        return CODE_OF[torch.sum(_meta(x)).dtype], "meta device"


C10 = {"u1": torch.uint8, "i1": torch.int8, "i2": torch.int16, "i4": torch.int32,
       "i8": torch.int64, "f2": torch.float16, "f4": torch.float32, "f8": torch.float64,
       "c2": torch.complex32, "c4": torch.complex64, "c8": torch.complex128,
       "b1": torch.bool, "bf": torch.bfloat16}
C10_EXTRA = {"u2": torch.uint16, "u4": torch.uint32, "u8": torch.uint64}


def c10_check():
    allc = dict(C10, **C10_EXTRA)
    code = {v: k for k, v in allc.items()}

    def pt(x, y):
        try:
            return code[torch.promote_types(x, y)]
        except Exception:  # noqa: BLE001
            return "-"

    seed = read_grid(os.path.join(OUT_DIR, "seeds", "seed_torch_c10_promoteTypes.csv"))
    lines = ["torch.promote_types vs seed_torch_c10_promoteTypes.csv (the table of PyTorch's c10/core/ScalarType.cpp, promoteTypes)",
             "torch %s; c2 = torch.complex32 (chalf); rows = first argument" % torch.__version__, ""]
    diffs = []
    for (r, c), v in sorted(seed.items(), key=lambda kv: (list(C10).index(kv[0][0]), list(C10).index(kv[0][1]))):
        now = pt(C10[r], C10[c])
        if now != v:
            diffs.append("%s+%s: seed %s, now %s" % (r, c, v, now))
    lines.append("Differences (%d):" % len(diffs))
    lines += diffs or ["(none: every cell of the seed table is reproduced)"]
    lines += ["", "Current table over the seed codes plus the barebones unsigned types"
              " u2/u4/u8 = torch.uint16/uint32/uint64 ('-' = promote_types raises):", ""]
    keys = list(allc)
    lines.append("," + ",".join(keys))
    for r in keys:
        lines.append(r + "," + ",".join(pt(allc[r], allc[c]) for c in keys))
    path = os.path.join(OUT_DIR, "torch_c10_check.txt")
    record(path)
    with open(path, "w") as fh:
        fh.write("\n".join(lines) + "\n")
    return os.path.relpath(path)


if __name__ == "__main__":
    print("torch", torch.__version__)
    t = Torch()
    t.run(kind_ops=OPS)
    print("wrote", c10_check())
