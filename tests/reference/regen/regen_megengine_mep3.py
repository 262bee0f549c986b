"""MegEngine's reference grids, derived from PyTorch's by the choices of MEP 3 "Tensor 类型提升"
(Tensor type promotion), a draft of 2020. Only its header and motivation are public
(source/development/meps/mep-0003.rst at commit 4c28dba of github.com/MegEngine/Documentation; the
number was later reused); the full draft quoted below could not be located publicly.

These grids are the reference of the policy `MegEngineMep3` (the seed document's design, which
MegEngine 1.13.0 does not follow: `MegEngine` is printed by the library, regen_megengine.py). MEP 3 says MegEngine follows PyTorch's scheme ("在 Pytorch 的基础上修改"),
and leaves three points open; this script applies the choices `promote_core::policies::MegEngine`
documents:

1. dtypes: MegEngine's own (bool, uint8, int8, int16, int32, bfloat16, float16, float32) plus
   int64 and float64, which the MEP's examples use (``tensor(1)`` is int64); no complex, no
   uint16/32/64. Every other row and column is ``-``.
2. No value-based promotion: a Python number promotes by its type only.
3. A Python number never makes a result 64-bit by itself: where PyTorch's default int (int64)
   shows through (``b + i*``, ``i* + i*``, and with a Python bool ``b* + i*``), MegEngine gives
   its default int, int32.
   (PyTorch's default float is already float32.)

Writes megengine-mep3_<op>.csv and megengine-mep3_<op>_<l>_<r>.csv for op in add, div, eq, lt, bitand
(each from torch_<op>[_<l>_<r>].csv by rules 1-3; torch's extra c32 code is dropped), and
megengine-mep3_sum.csv.  Run from the repo root: ``python3 tests/reference/regen/regen_megengine_mep3.py``
(stdlib only; it reads the torch grids, so regenerate those first).

Second family (torch's grids of the same name, operands of value 1), by the same rules:

* binary ops (floor_divide, remainder, power, maximum, minimum, atan2, hypot, logical_and/or/xor;
  array x array and the three kind grids): rules 1-2 as above; rule 3 for the integer-result ops
  (floor_divide, remainder, power, maximum, minimum): an int64 result in the b/i* x i* cells
  (``b // i*``, ``i* // b``, ``i* // i*``, ...) becomes int32.  atan2/hypot (float) and logical_*
  (bool) have no such cell.
* unary ops (one row per code, weak codes included, c32 dropped): rules 1-2; rule 3: an int64
  result for a non-int64 row becomes int32 -- the one case is ``square(b)``: torch computes
  ``b ** 2`` with the Python number 2 and gives int64.
* reductions: as ``megengine-mep3_sum.csv`` (integers and bool accumulate in int32, int64 stays
  int64): where torch gives int64 for a b/u8/i8/i16/i32 row (prod, cumsum) the cell is i32;
  otherwise torch's cell (mean/var of integers raise in torch: ``-``; max/min keep the dtype).
"""
import csv
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from common import record  # noqa: E402

KEEP = {"b", "u8", "i8", "i16", "i32", "i64", "bf16", "f16", "f32", "f64", "i*", "f*", "b*"}
DEFAULT_INT = {("b", "i*"), ("i*", "b"), ("i*", "i*"), ("b*", "i*"), ("i*", "b*")}
STRONG = ["b", "u8", "u16", "u32", "u64", "i8", "i16", "i32", "i64", "bf16", "f16", "f32", "f64", "c64", "c128"]
CODES = STRONG + ["i*", "f*", "c*", "b*"]


def derive(name, op):
    with open(os.path.join(OUT, "torch_%s.csv" % name)) as f:
        rows = list(csv.reader(f))
    cols = rows[0][1:]
    cell = {(r[0], cols[j]): r[j + 1] for r in rows[1:] for j in range(len(cols))}
    out = [[""] + CODES]
    for l in CODES:
        line = [l]
        for r in CODES:
            v = cell[(l, r)] if l in KEEP and r in KEEP else "-"
            if v != "-" and (l, r) in DEFAULT_INT:
                v = "i32" if op in ("add", "bitand") else v
            if v != "-" and v not in KEEP and v != "b":
                v = "-"
            line.append(v)
        out.append(line)
    path = os.path.join(OUT, "megengine-mep3_%s.csv" % name)
    record(path)
    with open(path, "w") as f:
        f.write("".join(",".join(line) + "\n" for line in out))
    print("wrote", path)


# Every op, array x array and the three operand-kind pairs (1-element array / 0-d tensor;
# Python numbers stay numbers), from the torch grid of the same name.
OPS = ["add", "div", "eq", "lt", "bitand"]
KIND_PAIRS = ["array_array0", "array0_array", "array0_array0"]
for op in OPS:
    for name in [op] + ["%s_%s" % (op, k) for k in KIND_PAIRS]:
        derive(name, op)

# sum: integers and bool accumulate in int32 (int64 stays int64); floats keep their type.
acc = {"b": "i32", "u8": "i32", "i8": "i32", "i16": "i32", "i32": "i32", "i64": "i64",
       "bf16": "bf16", "f16": "f16", "f32": "f32", "f64": "f64"}
path = os.path.join(OUT, "megengine-mep3_sum.csv")
record(path)
with open(path, "w") as f:
    f.write(",sum\n" + "".join("%s,%s\n" % (c, acc.get(c, "-")) for c in STRONG))
print("wrote", path)


# ---- second family ------------------------------------------------------------------------
def read(name):
    with open(os.path.join(OUT, "torch_%s.csv" % name)) as f:
        return list(csv.reader(f))


def write(name, lines):
    path = os.path.join(OUT, "megengine-mep3_%s.csv" % name)
    record(path)
    with open(path, "w") as f:
        f.write("".join(",".join(line) + "\n" for line in lines))
    print("wrote", path)


def keep(v):
    return v if v in KEEP or v == "b" else "-"


INT_RESULT = {"floor_divide", "remainder", "power", "maximum", "minimum"}
BINARY_OPS = ["floor_divide", "remainder", "power", "maximum", "minimum", "atan2", "hypot",
              "logical_and", "logical_or", "logical_xor"]
UNARY_OPS = ["sqrt", "exp", "log", "sin", "abs", "negative", "floor", "ceil", "round", "sign",
             "square", "reciprocal", "isnan", "isfinite"]
REDUCTIONS = ["prod", "cumsum", "mean", "var", "max", "min"]


def derive2(name, op):
    rows = read(name)
    cols = rows[0][1:]
    cell = {(r[0], cols[j]): r[j + 1] for r in rows[1:] for j in range(len(cols))}
    out = [[""] + CODES]
    for l in CODES:
        line = [l]
        for r in CODES:
            v = keep(cell[(l, r)]) if l in KEEP and r in KEEP else "-"
            if v == "i64" and (l, r) in DEFAULT_INT and op in INT_RESULT:
                v = "i32"
            line.append(v)
        out.append(line)
    write(name, out)


for op in BINARY_OPS:
    for name in [op] + ["%s_%s" % (op, k) for k in KIND_PAIRS]:
        derive2(name, op)

for op in UNARY_OPS:
    torch_col = dict((r[0], r[1]) for r in read(op)[1:])
    lines = [["", op]]
    for c in CODES:
        v = keep(torch_col[c]) if c in KEEP else "-"
        if v == "i64" and c != "i64":
            v = "i32"
        lines.append([c, v])
    write(op, lines)

for op in REDUCTIONS:
    torch_col = dict((r[0], r[1]) for r in read(op)[1:])
    lines = [["", op]]
    for c in STRONG:
        v = keep(torch_col[c]) if c in KEEP else "-"
        if v == "i64" and c != "i64":
            v = "i32"
        lines.append([c, v])
    write(op, lines)
