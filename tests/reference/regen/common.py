"""Shared helpers for the reference-grid generators.

Every regen_<lib>.py builds operands with its library, asks ``cell(op, lhs, rhs)``
for each pair of codes and writes the CSV through ``write_grid``/``write_sum``.
Run the scripts from the repository root; they write into tests/reference/.
"""
import atexit
import os
import platform
import sys
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)  # tests/reference

STRONG = ["b", "u8", "u16", "u32", "u64", "i8", "i16", "i32", "i64",
          "bf16", "f16", "f32", "f64", "c64", "c128"]
WEAK = ["i*", "f*", "c*"]
CODES = STRONG + WEAK
# A Python bool, after the 18 codes: every library takes one as an operand (JAX as the strong
# bool dtype, NumPy and PyTorch as a weak or wrapped scalar).
PY_BOOL = ["b*"]
# Narrow element types (ml_dtypes; JAX and torch have some of them), strong codes appended after a
# grid's own codes by the policies that have them.  NARROW_ML: code -> ml_dtypes attribute name.
NARROW_ML = {"f8e4m3fn": "float8_e4m3fn", "f8e5m2": "float8_e5m2", "f8e4m3": "float8_e4m3",
             "f8e3m4": "float8_e3m4", "f8e4m3fnuz": "float8_e4m3fnuz",
             "f8e5m2fnuz": "float8_e5m2fnuz", "f8e4m3b11fnuz": "float8_e4m3b11fnuz",
             "f8e8m0fnu": "float8_e8m0fnu", "f6e2m3fn": "float6_e2m3fn", "f6e3m2fn": "float6_e3m2fn",
             "f4e2m1fn": "float4_e2m1fn", "i1": "int1", "u1": "uint1", "i2": "int2", "u2": "uint2",
             "i4": "int4", "u4": "uint4"}
NARROW = list(NARROW_ML)
OPS = ["add", "div", "eq", "lt", "bitand"]
KINDS = ["array", "array0"]
KIND_PAIRS = [("array", "array0"), ("array0", "array"), ("array0", "array0")]

# Python scalar used for each weak code (and for Paddle's extra b*).
PY_SCALAR = {"i*": int(0), "f*": float(0), "c*": complex(0), "b*": False}

# Second family of ops (operands are ONES, not zeros: integer division / remainder by
# zero raises in several libraries).  Binary ops get the array grid and the three kind
# grids; unary ops one column over every code (weak codes included: the Python scalar
# 1 / 1.0 / 1+0j, Paddle b* = True, passed directly); reductions one column over the
# strong codes (ones(3, dtype)), like <policy>_sum.csv.
BINARY_OPS = ["floor_divide", "remainder", "power", "maximum", "minimum", "atan2", "hypot",
              "logical_and", "logical_or", "logical_xor"]
UNARY_OPS = ["sqrt", "exp", "log", "sin", "abs", "negative", "floor", "ceil", "round", "sign",
             "square", "reciprocal", "isnan", "isfinite"]
REDUCTIONS = ["prod", "cumsum", "mean", "var", "max", "min"]
# Ops whose result is bool: a weakly typed bool (JAX) is written b.
BOOL_OPS = {"eq", "lt", "logical_and", "logical_or", "logical_xor", "isnan", "isfinite"}


def py_scalar(code, value=0):
    """The Python scalar of a weak code (or Paddle's b*) with the given value (0 or 1)."""
    return type(PY_SCALAR[code])(value)


def is_weak(code):
    return code.endswith("*")


class Log:
    """Collects per-cell notes (errors, fallbacks) and prints a summary."""

    def __init__(self, policy):
        self.policy = policy
        self.fallback = []   # (file, row, col, how, result)
        self.errors = {}     # file -> list of (row, col, message)
        self.written = []

    def error(self, fname, r, c, exc):
        msg = "%s: %s" % (type(exc).__name__, str(exc).strip().splitlines()[0] if str(exc).strip() else "")
        self.errors.setdefault(fname, []).append((r, c, msg[:200]))

    def fell_back(self, fname, r, c, how, result):
        self.fallback.append((fname, r, c, how, result))

    def report(self, verbose=False):
        for f in self.written:
            print("wrote", f)
        if self.fallback:
            print("cells obtained without running the op (kernel missing):")
            for f, r, c, how, res in self.fallback:
                print("  %s %s -> %s (%s)" % (f, r if c is None else "%s+%s" % (r, c), res, how))
            print("compact:")
            byfile = {}
            for f, r, c, how, res in self.fallback:
                byfile.setdefault(f, []).append(r if c is None else "%s+%s" % (r, c))
            for f, cells in byfile.items():
                print("  %s (%d): %s" % (f, len(cells), ", ".join(cells)))
        if verbose:
            for f, errs in self.errors.items():
                print("errors in", f)
                for r, c, m in errs:
                    print("  %s+%s: %s" % (r, c, m))


# Where each reference file came from: tests/reference/provenance.csv, one row per file (its path
# under tests/reference/), rewritten for the files a generator wrote when it exits. The grids stay
# plain CSV, read by many tests; this is their record of library and Python versions.
PROVENANCE = os.path.join(OUT_DIR, "provenance.csv")
# The libraries a generator may import, in the order the record names them.
LIBRARIES = ["numpy", "ml_dtypes", "array_api_strict", "jax", "jaxlib", "torch", "tensorflow",
             "paddle", "oneflow", "megengine"]
_written = []


def record(path):
    """Notes that this run wrote `path` (absolute): its provenance row is written at exit."""
    if not _written:
        atexit.register(_write_provenance)
    _written.append(os.path.relpath(path, OUT_DIR))


def _versions():
    found = []
    for name in LIBRARIES:
        module = sys.modules.get(name)
        if module is not None:
            found.append("%s %s" % (name, getattr(module, "__version__", "?")))
    return " ".join(found)


def _write_provenance():
    rows = {}
    if os.path.exists(PROVENANCE):
        with open(PROVENANCE) as fh:
            for line in fh.read().splitlines()[1:]:
                if line:
                    rows[line.split(",", 1)[0]] = line
    script = os.path.basename(sys.argv[0])
    args = " ".join(a for a in sys.argv[1:] if a != "-v")
    made_by = ("%s %s" % (script, args)).strip()
    python = "CPython %s" % platform.python_version()
    for name in _written:
        rows[name.replace(os.sep, "/")] = ",".join([name.replace(os.sep, "/"), made_by,
                                                    _versions(), python])
    with open(PROVENANCE, "w", newline="") as fh:
        fh.write("file,made by,libraries,python\n")
        for name in sorted(rows):
            fh.write(rows[name] + "\n")


def write_csv(name, header, rows, log=None):
    path = os.path.join(OUT_DIR, name)
    with open(path, "w", newline="") as fh:
        fh.write(",".join(header) + "\n")
        for row in rows:
            fh.write(",".join(row) + "\n")
    record(path)
    if log is not None:
        log.written.append(os.path.relpath(path))
    return path


def write_grid(name, codes, fn, log):
    """fn(row_code, col_code) -> result code or '-'."""
    rows = []
    for r in codes:
        rows.append([r] + [fn(r, c) for c in codes])
    return write_csv(name, [""] + codes, rows, log)


def write_sum(name, fn, log, codes=None, op="sum"):
    """One row per strong code (default STRONG; a policy may append extra codes)."""
    rows = [[c, fn(c)] for c in (STRONG if codes is None else codes)]
    return write_csv(name, ["", op], rows, log)


def grid_name(policy, op, lk="array", rk="array"):
    if (lk, rk) == ("array", "array"):
        return "%s_%s.csv" % (policy, op)
    return "%s_%s_%s_%s.csv" % (policy, op, lk, rk)


def read_grid(path):
    """Read a grid CSV into {(row, col): cell}."""
    with open(path) as fh:
        lines = [l.rstrip("\n").split(",") for l in fh if l.strip()]
    header = lines[0][1:]
    out = {}
    for line in lines[1:]:
        for c, v in zip(header, line[1:]):
            out[(line[0], c)] = v
    return out


class Policy:
    """Subclass per library: set name, codes, ops; implement make/code_of."""
    name = None
    codes = CODES
    ops = {}           # op name -> callable(a, b)
    sum_fn = None      # callable(x) for the sum accumulator grid
    sum_codes = None   # rows of <policy>_sum.csv; None = STRONG
    # Second family (see BINARY_OPS etc.); an op the library lacks is simply absent.
    binary = {}        # op name -> callable(a, b), evaluated on ones
    unary = {}         # op name -> callable(x); rows = self.codes
    reductions = {}    # op name -> callable(x) on ones(3, dtype); rows = sum_codes

    def __init__(self):
        self.log = Log(self.name)
        self.value = 0   # operand value: 0 for the first family (ops, sum), 1 for the second
        self.where = None  # (file, row, col or None) of the cell being evaluated

    def fn(self, op):
        return self.ops[op] if op in self.ops else self.binary[op]

    def scalar(self, code):
        return py_scalar(code, self.value)

    # -- to override -------------------------------------------------------
    def make(self, code, kind):
        """Operand for a code: a Python scalar for weak codes, else a tensor.
        Return None when the library has no such dtype."""
        raise NotImplementedError

    def make_vec(self, code):
        """1-D array (3 elements) of a strong code, for sum."""
        raise NotImplementedError

    def code_of(self, out):
        raise NotImplementedError

    def fallback(self, op, a, b, exc):
        """Called when the op raised.  Return (code, how) when the failure is
        only a missing compute kernel and promotion is defined, else None."""
        return None

    def sum_fallback(self, x, exc):
        return None

    def unary_fallback(self, op, x, exc):
        """Like fallback, for a unary op or reduction (op name, operand)."""
        return None

    # -- driver ------------------------------------------------------------
    def cell(self, op, r, c, lk, rk, fname):
        self.where = (fname, r, c)
        a = self.make(r, lk)
        b = self.make(c, rk)
        if a is None or b is None:
            return "-"
        try:
            out = self.fn(op)(a, b)
        except Exception as exc:  # noqa: BLE001 - any refusal means '-'
            self.log.error(fname, r, c, exc)
            fb = self.fallback(op, a, b, exc)
            if fb is None:
                return "-"
            code, how = fb
            self.log.fell_back(fname, r, c, how, code)
            return code
        code = self.code_of(out)
        if op in BOOL_OPS and code == "b*":
            code = "b"  # comparison defined; JAX may flag the bool result weak
        return code

    def grid(self, op, lk="array", rk="array"):
        fname = grid_name(self.name, op, lk, rk)
        write_grid(fname, self.codes,
                   lambda r, c: self.cell(op, r, c, lk, rk, fname), self.log)

    def sum_grid(self):
        fname = "%s_sum.csv" % self.name

        def one(code):
            self.where = (fname, code, None)
            x = self.make_vec(code)
            if x is None:
                return "-"
            try:
                out = self.sum_fn(x)
            except Exception as exc:  # noqa: BLE001
                self.log.error(fname, code, "sum", exc)
                fb = self.sum_fallback(x, exc)
                if fb is None:
                    return "-"
                res, how = fb
                self.log.fell_back(fname, code, "sum", how, res)
                return res
            return self.code_of(out)

        write_sum(fname, one, self.log, self.sum_codes)

    def unary_grid(self, op):
        fname = "%s_%s.csv" % (self.name, op)

        def one(code):
            self.where = (fname, code, None)
            x = self.make(code, "array")
            if x is None:
                return "-"
            try:
                out = self.unary[op](x)
            except Exception as exc:  # noqa: BLE001
                self.log.error(fname, code, op, exc)
                fb = self.unary_fallback(op, x, exc)
                if fb is None:
                    return "-"
                res, how = fb
                self.log.fell_back(fname, code, None, how, res)
                return res
            res = self.code_of(out)
            return "b" if (op in BOOL_OPS and res == "b*") else res

        write_sum(fname, one, self.log, self.codes, op)

    def reduction_grid(self, op):
        fname = "%s_%s.csv" % (self.name, op)

        def one(code):
            self.where = (fname, code, None)
            x = self.make_vec(code)
            if x is None:
                return "-"
            try:
                out = self.reductions[op](x)
            except Exception as exc:  # noqa: BLE001
                self.log.error(fname, code, op, exc)
                fb = self.unary_fallback(op, x, exc)
                if fb is None:
                    return "-"
                res, how = fb
                self.log.fell_back(fname, code, None, how, res)
                return res
            return self.code_of(out)

        write_sum(fname, one, self.log, self.sum_codes, op)

    def run(self, ops=None, kind_ops=(), verbose="-v" in sys.argv):
        """First family (zeros): ops, kind_ops, sum; then the second family (ones):
        every op of binary (all four kinds), unary and reductions."""
        self.value = 0
        for op in (ops or list(self.ops)):
            self.grid(op)
        for op in kind_ops:
            for lk, rk in KIND_PAIRS:
                self.grid(op, lk, rk)
        if self.sum_fn is not None:
            self.sum_grid()
        self.value = 1
        for op in [o for o in BINARY_OPS if o in self.binary]:
            for lk, rk in [("array", "array")] + KIND_PAIRS:
                self.grid(op, lk, rk)
        for op in [o for o in UNARY_OPS if o in self.unary]:
            self.unary_grid(op)
        for op in [o for o in REDUCTIONS if o in self.reductions]:
            self.reduction_grid(op)
        self.value = 0
        self.log.report(verbose)
