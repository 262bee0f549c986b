"""OneFlow reference grids.  Run from the repo root (venv: requirements-oneflow.txt, CPython 3.10;
scripts/regen-references.sh runs every generator):
    python tests/reference/regen/regen_oneflow.py [-v]
OneFlow 0.9.0 (the PyPI wheel, git commit 381b12c, a CUDA build run on the CPU), numpy 1.26.4.
Writes oneflow_{add,div,eq,lt,sum}.csv and oneflow_<op>_<l>_<r>.csv for add, div, eq, lt (first
family, operands of value 0); the second family (the common.BINARY_OPS OneFlow has, with the three
kind grids; UNARY_OPS; REDUCTIONS; operands of value 1); and the in-place grids oneflow_iadd.csv and
oneflow_idiv.csv (the format of torch_iadd.csv, see regen_casting.py).  Codes: the 18 standard codes
and b* (common.CODES + common.PY_BOOL), rows and columns of every grid, like the megengine-mep3
grids; the sum, reduction and in-place rows are the 15 strong codes.

Starting: OneFlow 0.9.0 loads libcudnn.so.8 and libcublas.so.11 on import, which the dynamic loader
finds only through LD_LIBRARY_PATH; the script puts the lib folders of the pip packages
nvidia-cudnn-cu11 and nvidia-cublas-cu11 (found with importlib) there and starts itself again.

Dtypes: OneFlow 0.9.0 has bool, uint8, int8, int32, int64, bfloat16, float16, float32, float64; no
uint16/32/64, int16 or complex (no such attribute of `oneflow`, and flow.tensor of a NumPy array of
them raises "Numpy data type 3 is not valid to OneFlow data type"): their rows and columns are '-'.
Operands as in regen_torch.py, except that an array has two elements: a strong code is
flow.zeros(2, dtype) ('array'; flow.atan2 cannot expand a 0-d operand against shape (1,), a shape
bug) or flow.zeros((), dtype) ('array0'), flow.ones for the second family; a weak code is the Python scalar int / float /
complex (b*: bool) of that value, passed to the function itself.  Cell = code of the result's
dtype, '-' where the call raised or crashed (below).

Ops: add = flow.add, div = flow.div, eq = flow.eq, lt = flow.lt; sum = flow.sum.  flow.eq and
flow.lt take a Python number on either side (the functional API's `(Scalar input, Tensor other)`
overloads; lt(s, t) runs scalar_logical_greater(t, s)), so no call is rewritten, unlike torch's.
OneFlow 0.9.0 has no bitwise operation (no flow.bitwise_and, no Tensor.bitwise_and_; `a & b` is
flow.logical_and, a bool result, and `a &= b` rebinds `a` to that new tensor): no bitand grids and
no oneflow_iand.csv.  Second family: flow.floor_divide, flow.pow, flow.maximum, flow.minimum,
flow.atan2, flow.logical_and/or/xor; OneFlow has no remainder (no flow.remainder; `%` is flow.fmod,
C's truncated remainder, another op) and no hypot: no files for them.  Unary ops: flow.<name>
(negative = flow.neg); reductions over flow.ones(3, dtype): flow.prod, flow.cumsum(x, 0),
flow.mean, flow.var, flow.amax, flow.amin.  In place: `a` = flow.ones(2, row dtype), b = the same of
the column's dtype or the Python scalars 1, 1.5, 1j (as regen_casting.py); the cell is a's code where
a.add_(b) / a.div_(b) succeeds, '-' where it raises (`a += b` and `a /= b` are the same calls).

Refusals worth knowing ('-', each the library's own error):
* flow.floor_divide of a 1-element and a 0-d tensor, either order: "Tensor descriptions should have
  the same shape" (the floordiv kernel does not broadcast): every tensor cell of
  oneflow_floor_divide_array_array0.csv and _array0_array.csv.
* flow.atan2(1-element, 0-d) fails: "expand(...): the number of sizes provided (0) must be greater
  or equal to the number of dimensions" (Atan2Functor expands x to y's shape); hence two-element
  arrays.  A 0-d x is expanded to y's shape first, so oneflow_atan2_array0_array.csv is the array x
  array grid.
* flow.maximum, minimum, atan2 take no Python number ("argument 'other' must be tensor"), and
  flow.floor_divide none on the left; two Python numbers: no signature.  b* (a Python bool) is
  refused by div, pow and floor_divide ("The scalar in scalar_div should be float or int") but taken
  as an int by add, the comparisons and the logical ops.  c*: TypeError everywhere, except
  flow.add(tensor, complex), which segfaults (below).
* bool kernels missing on every device (floordiv and atan2 of two bools; abs, floor, ceil, round,
  isnan, isfinite of bool) and integer ones (floor, ceil, round of
  integers): the op is not defined for the category.  mean of a bool, integer or bfloat16 tensor:
  "Can only calculate the mean of floating types" (bfloat16 is not floating for OneFlow); var of
  bool and integers: "var only support floating point dtypes".

Worker processes.  OneFlow runs its eager kernels asynchronously, and some calls kill the
interpreter: flow.add of a tensor and a Python complex segfaults (SIGSEGV), and integer division by
zero (the first family divides zeros: `bool tensor / 0` divides in int64) raises SIGFPE in a kernel
thread, later.  So every call runs in a worker process (multiprocessing "forkserver": a server
process imports OneFlow once and forks the workers; one worker serves calls until one crashes it),
and each call is followed by oneflow._oneflow_internal.eager.Sync(), so that its kernels' errors and
crashes are its own.  A crashed call is '-', except that a first-family call killed by SIGFPE
(zero-valued operands) is run again with operands of value 1 (as regen_paddle.py does for Paddle's
division by zero) and the cell is that call's result.  The script prints every crash: flow.add(t,
0j) for the nine tensor dtypes in all four kind grids (36, '-'); flow.div(bool tensor, 0) in all four
(4, SIGFPE; with 1: i64).  Every cell not obtained by a fallback (below) was also checked against
the same call made in one plain process (c* and the 4 SIGFPE cells left out): identical.

Cells obtained without running the op.  A library that raises for want of a kernel has said nothing
about promotion.  OneFlow decides every result dtype in its C++ functors (functional::TensorProcessor,
ScalarMathBaseFunctor, in oneflow/core/functional/impl) before it looks up a kernel, and the error
("Cannot find the kernel matching Current OperatorConf ...", error type op_kernel_not_found_error)
lists the dtypes of the kernel it wanted, output last.  The CPU build lacks most bfloat16 kernels and
many float16 ones.  Where a call raises that for a kernel of the op itself (OWN below) with a
bfloat16 or float16 operand, and the same call with the bfloat16/float16 tensors made float32 runs
(the op is defined for floats), the cell is that kernel's output dtype (for div of a Python number by
a tensor flow.div runs scalar_mul(reciprocal(t), s), and scalar_mul keeps reciprocal's float dtype:
reciprocal's output).  In place: the in-place checks (CheckInplaceCastValid ...) run before the
kernel lookup, so such an error means the call was accepted: the cell is a's code, if the same call
with every tensor made float32 runs.  Every such cell is logged and printed; they are:
* bfloat16 (bf16 outranks every dtype in OneFlow's table promoteTypes, oneflow/core/framework/
  dtype.cpp: bf16 with f16/f32/f64 is bf16): every tensor pair with a bf16 operand that is not a 0-d
  one beside a 1-element one (that 0-d is ignored), in add (mixed kinds only: the add_n kernel of
  two 1-element tensors exists), div, eq, lt, floor_divide (not the mixed kinds, refused above),
  power, maximum, minimum, atan2 (not array_array0), logical_and/or/xor -- broadcast_<op>, floordiv,
  pow, elementwise_maximum/minimum, atan2 kernels, output bf16 (b for eq, lt, logical_*); bf16 with
  a Python number: add, eq, lt, logical_* (i*, f*, b*, either side), div (i*, f*, either side),
  floor_divide (bf16 // i*, f*), power (i*, f*, either side) -- scalar_<op> kernels; sum, prod,
  cumsum, max, min, isnan, isfinite of bf16; in place: bf16.add_(1), bf16.add_(1.5) and every
  accepted bf16.div_(...) (11 cells).
* float16 (where f16 is the promoted dtype: f16 with b, u8, i8, i32, i64, f16): floor_divide, power,
  maximum, minimum, atan2 (array x array, 0-d x 0-d, atan2 array0_array); i* / f16 and f* / f16 (div,
  all four kinds: reciprocal); sqrt, exp, log, sin, abs, negative, floor, ceil, round, sign, square,
  reciprocal, isnan, isfinite, prod, cumsum, max, min of f16.
* int16 is not one: OneFlow's promotion table sends uint8 with int8 to int16 (as torch's), a
  DataType with no tensor type in the Python API and no cast kernel on any device, so the call
  raises in the promotion's own cast (TensorProcessor's CastToSameType, "cast" uint8/int8 -> int16)
  and can never succeed: those cells (u8+i8 and i8+u8 wherever the pair promotes) are '-'.
* bool: pow, maximum and minimum of two bool tensors of one shape have no elementwise kernel
  (pow, elementwise_maximum, elementwise_minimum), but the broadcasting kernel of the same op runs:
  the cell is that call's result with the operands shaped (2, 1) and (1, 2) (b, 6 cells: the array
  and 0-d x 0-d grids).
956 cells in all (the script prints each with the kernel and the proxy call's result).
"""
import os
import sys


def _cuda_lib_dirs():
    """The library folders of the pip packages nvidia-cudnn-cu11 and nvidia-cublas-cu11."""
    import importlib.util
    spec = importlib.util.find_spec("nvidia")
    if spec is None or not spec.submodule_search_locations:
        return []
    return [os.path.join(base, pkg, "lib") for base in spec.submodule_search_locations
            for pkg in ("cudnn", "cublas") if os.path.isdir(os.path.join(base, pkg, "lib"))]


if __name__ == "__main__":
    # OneFlow 0.9.0 is a CUDA build: `import oneflow` loads libcudnn.so.8 and libcublas.so.11, which
    # the dynamic loader finds only through LD_LIBRARY_PATH, read at process start: set it and
    # start again.
    _have = [p for p in os.environ.get("LD_LIBRARY_PATH", "").split(os.pathsep) if p]
    _missing = [d for d in _cuda_lib_dirs() if d not in _have]
    if _missing:
        os.environ["LD_LIBRARY_PATH"] = os.pathsep.join(_missing + _have)
        os.execv(sys.executable, [sys.executable] + sys.argv)

os.environ.setdefault("GLOG_minloglevel", "2")  # "CUDA driver version is insufficient" warnings
sys.dont_write_bytecode = True  # keep __pycache__ out of the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import multiprocessing  # noqa: E402
import re  # noqa: E402
import signal  # noqa: E402
import time  # noqa: E402
import warnings  # noqa: E402

import oneflow as flow  # noqa: E402

from common import BOOL_OPS, CODES, PY_BOOL, STRONG, WEAK, Policy, is_weak, write_csv  # noqa: E402

warnings.simplefilter("ignore")

NAMES = {"b": "bool", "u8": "uint8", "u16": "uint16", "u32": "uint32", "u64": "uint64",
         "i8": "int8", "i16": "int16", "i32": "int32", "i64": "int64", "bf16": "bfloat16",
         "f16": "float16", "f32": "float32", "f64": "float64", "c64": "complex64",
         "c128": "complex128"}
DT = {c: getattr(flow, n, None) for c, n in NAMES.items()}  # None: OneFlow has no such dtype
CODE_OF = {v: k for k, v in DT.items() if v is not None}
# OneFlow's DataType names (data_type.proto) as its kernel errors print them.
PROTO = {"kBool": "b", "kUInt8": "u8", "kUInt16": "u16", "kUInt32": "u32", "kUInt64": "u64",
         "kInt8": "i8", "kInt16": "i16", "kInt32": "i32", "kInt64": "i64", "kBFloat16": "bf16",
         "kFloat16": "f16", "kFloat": "f32", "kDouble": "f64", "kComplex64": "c64",
         "kComplex128": "c128"}
HALF = {"bf16", "f16"}
SYNC = flow._oneflow_internal.eager.Sync
ANSI = re.compile(r"\x1b\[[0-9;]*m")  # OneFlow colours its error messages

OPS = {"add": flow.add, "div": flow.div, "eq": flow.eq, "lt": flow.lt}
BINARY = {"floor_divide": flow.floor_divide, "power": flow.pow, "maximum": flow.maximum,
          "minimum": flow.minimum, "atan2": flow.atan2, "logical_and": flow.logical_and,
          "logical_or": flow.logical_or, "logical_xor": flow.logical_xor}
UNARY = {"sqrt": flow.sqrt, "exp": flow.exp, "log": flow.log, "sin": flow.sin, "abs": flow.abs,
         "negative": flow.neg, "floor": flow.floor, "ceil": flow.ceil, "round": flow.round,
         "sign": flow.sign, "square": flow.square, "reciprocal": flow.reciprocal,
         "isnan": flow.isnan, "isfinite": flow.isfinite}
REDUCTIONS = {"prod": flow.prod, "cumsum": lambda x: flow.cumsum(x, 0), "mean": flow.mean,
              "var": flow.var, "max": flow.amax, "min": flow.amin}
INPLACE = {"iadd": "add_", "idiv": "div_"}
# Every call a worker can make, by name (unary ops "u:", reductions "r:", in-place methods "i:").
CALLS = dict(OPS, **BINARY, sum=flow.sum)
CALLS.update({"u:" + k: f for k, f in UNARY.items()})
CALLS.update({"r:" + k: f for k, f in REDUCTIONS.items()})
CALLS.update({"i:" + m: (lambda m: lambda a, b: getattr(a, m)(b))(m) for m in INPLACE.values()})

# The kernels (op_type_name) that compute each op itself, by the functors of
# oneflow/core/functional/impl (binary_functor.cpp, math_functor.cpp, unary_functor.cpp): a missing
# one of these has the op's result dtype as output.  div of a Python number by a tensor is
# ScalarDiv2Functor = scalar_mul(reciprocal(t), s); scalar_mul keeps reciprocal's float dtype.
# Python-scalar-first lt runs scalar_logical_greater.
OWN = {"add": {"add_n", "broadcast_add", "scalar_add"},
       "div": {"broadcast_div", "scalar_div", "reciprocal", "scalar_mul"},
       "eq": {"broadcast_equal", "scalar_logical_equal"},
       "lt": {"broadcast_less", "scalar_logical_less", "scalar_logical_greater"},
       "floor_divide": {"floordiv", "scalar_floordiv"},
       "power": {"pow", "broadcast_pow", "scalar_pow", "scalar_reverse_pow"},
       "maximum": {"elementwise_maximum", "broadcast_maximum"},
       "minimum": {"elementwise_minimum", "broadcast_minimum"},
       "atan2": {"atan2"},
       "sum": {"reduce_sum"}, "prod": {"reduce_prod"}, "cumsum": {"cumsum"},
       "max": {"reduce_max"}, "min": {"reduce_min"},
       # in place: a.add_(b) is flow.add(..., inplace=True); a.div_(number) multiplies by 1/number
       "iadd": {"add_n", "broadcast_add", "scalar_add"},
       "idiv": {"broadcast_div", "scalar_mul"}}
OWN.update({op: {"broadcast_" + op, "scalar_" + op} for op in
            ("logical_and", "logical_or", "logical_xor")})
OWN.update({op: {op} for op in UNARY})
# Ops whose result dtype is the promoted dtype itself (the i16 promotion cast, see the docstring).
SAME_AS_PROMOTED = {"add", "floor_divide", "maximum", "minimum"}


# -- the worker: makes the operands and runs the calls, in a child process -----------------------
def _operand(spec):
    if spec[0] == "s":
        return spec[1]
    _, code, shape, value = spec
    x = (flow.ones if value else flow.zeros)(shape, dtype=DT[code])
    assert x.dtype == DT[code] and tuple(x.shape) == shape, (code, shape, x.dtype, x.shape)
    return x


def _kernel_info(text):
    """(op_type_name, [(argument, code)]) of a "Cannot find the kernel matching Current
    OperatorConf" error (inputs first, the output last), else None."""
    if "op_kernel_not_found_error" not in text:
        return None
    m = re.search(r"op_type_name: (\w+)", text)
    args = re.findall(r"DataType_Name of (\w+): (\w+)", text)
    return (m.group(1) if m else "?", [(a, PROTO.get(t, t)) for a, t in args])


def _evaluate(name, specs):
    try:
        args = [_operand(s) for s in specs]
        out = CALLS[name](*args)
        SYNC()  # the kernels run asynchronously: let this call's fail (or crash) now
    except Exception as exc:  # noqa: BLE001 - any refusal is a cell
        text = ANSI.sub("", str(exc))
        info = _kernel_info(text)
        lines = [l.strip() for l in text.splitlines() if l.strip()]
        first = lines[0] if lines else ""
        if first.startswith("Error: "):
            first = first[len("Error: "):]
        if info is not None:
            first = "no kernel %s(%s)" % (info[0], ", ".join("%s %s" % a for a in info[1]))
        return ("err", type(exc).__name__, first[:300], info)
    if not isinstance(out, flow.Tensor):
        return ("ok", "?" + type(out).__name__)
    if name.startswith("i:") and out is not args[0]:
        return ("ok", "?new tensor")
    return ("ok", CODE_OF.get(out.dtype, "?" + str(out.dtype)))


def _serve(conn):
    # Every new process prints "libibverbs not available, ibv_fork_init skipped" when OneFlow
    # starts its runtime: keep the workers quiet (a crash is reported by its signal).
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 2)
    while True:
        try:
            req = conn.recv()
        except EOFError:
            return
        conn.send(_evaluate(*req))


class Sandbox:
    """One worker process at a time.  The fork server imports OneFlow once (set_forkserver_preload);
    a worker serves calls until one crashes it, then the next call forks a new one (~0.2 s)."""
    TIMEOUT = 120  # seconds; no call takes more than a few ms

    def __init__(self):
        self.ctx = multiprocessing.get_context("forkserver")
        self.ctx.set_forkserver_preload(["oneflow"])
        self.proc = None
        self.conn = None
        self.started = 0
        self.calls = 0

    def _start(self):
        self.conn, child = self.ctx.Pipe()
        self.proc = self.ctx.Process(target=_serve, args=(child,), daemon=True)
        self.proc.start()
        child.close()
        self.started += 1

    def call(self, name, *specs):
        """("ok", code) | ("err", exception type, first line, kernel info) | ("crash", how)."""
        if self.proc is None:
            self._start()
        self.calls += 1
        try:
            self.conn.send((name, specs))
            if self.conn.poll(self.TIMEOUT):
                return self.conn.recv()
            self.proc.kill()
            how = "no answer in %d s" % self.TIMEOUT
        except (EOFError, OSError):
            how = None
        self.proc.join()
        code = self.proc.exitcode
        self.conn.close()
        self.proc = self.conn = None
        if how is None:
            how = ("killed by %s" % signal.Signals(-code).name if code is not None and code < 0
                   else "exit code %s" % code)
        return ("crash", how)

    def close(self):
        if self.proc is not None:
            self.conn.close()  # the worker sees EOF and returns
            self.proc.join()
            self.proc = self.conn = None


class Refused(Exception):
    """The call raised in the worker: '<type>: <first line>', with .info = kernel info or None."""


class Crashed(Exception):
    """The call killed the worker."""


# Proxy calls (dtype maps for _with): does the op run for floats?
HALF_PROXY = {"bf16": "f32", "f16": "f32", "what": "with bf16/f16 made f32"}
ALL_F32 = dict({c: "f32" for c in STRONG}, what="with every tensor made f32")


def _with(specs, mapping):
    """The operand specs with tensor dtypes replaced by mapping (a proxy call)."""
    return tuple(("t", mapping.get(s[1], s[1]), s[2], s[3]) if s[0] == "t" else s for s in specs)


def _broadcast(specs):
    """Two tensor specs as shapes (2, 1) and (1, 2): the broadcasting kernel of the same op."""
    return tuple(("t", sp[1], shape, sp[3]) for sp, shape in zip(specs, [(2, 1), (1, 2)]))


def _ones(specs):
    return tuple(("t", s[1], s[2], 1) if s[0] == "t" else ("s", type(s[1])(1)) for s in specs)


class OneFlow(Policy):
    name = "oneflow"
    codes = CODES + PY_BOOL

    def __init__(self, box):
        super().__init__()
        self.box = box
        self.crashes = []  # (file, row, col, how)
        self.ops = {k: self.remote(k) for k in OPS}
        self.binary = {k: self.remote(k) for k in BINARY}
        self.unary = {k: self.remote("u:" + k) for k in UNARY}
        self.reductions = {k: self.remote("r:" + k) for k in REDUCTIONS}
        self.sum_fn = self.remote("sum")

    def remote(self, name):
        """A stand-in for the OneFlow function: runs it in the worker on operand specs (what
        make() returns) and returns the result's code, or raises Refused / Crashed."""
        def call(*specs):
            res = self.box.call(name, *specs)
            if res[0] == "crash":
                fname, r, c = self.where
                how = res[1]
                if self.value == 0 and res[1] == "killed by SIGFPE":
                    # An integer division by zero: a matter of values, not of dtypes.
                    res = self.box.call(name, *_ones(specs))
                    how += "; with operands of value 1: %s" % (
                        res[1] if res[0] != "err" else "%s: %s" % res[1:3])
                self.crashes.append((fname, r, c, how))
            if res[0] == "ok":
                return res[1]
            if res[0] == "crash":
                raise Crashed(res[1])
            exc = Refused("%s: %s" % (res[1], res[2]))
            exc.info = res[3]
            raise exc
        call.worker_name = name
        return call

    def make(self, code, kind):
        if is_weak(code):
            return ("s", self.scalar(code))
        if DT[code] is None:
            return None
        # Two elements, not one: flow.atan2 fails to expand a 0-d operand against shape (1,)
        # ("the number of sizes provided (0) must be greater or equal to the number of
        # dimensions"), a shape bug, not a promotion rule; with (2,) it promotes.
        return ("t", code, (2,) if kind == "array" else (), self.value)

    def make_vec(self, code):
        if DT[code] is None:
            return None
        return ("t", code, (3,), self.value)

    def code_of(self, out):
        return out  # the worker's answer is already a code

    # -- kernels missing: the dtype OneFlow's promotion chose (see the docstring) -----------------
    def missing_kernel(self, op, worker_name, specs, exc, proxy=HALF_PROXY):
        info = getattr(exc, "info", None)
        if info is None:
            return None
        kernel, args = info
        codes = [c for _, c in args]
        if kernel == "reciprocal" and op == "div" and specs[0][0] != "s":
            return None  # flow.div takes that path only for a Python number by a tensor
        # The promotion's own cast to a dtype OneFlow has no tensors of (u8 with i8 is int16) is
        # not a missing kernel: such a call can never succeed, and the cell stays '-'.
        if (kernel in ("pow", "elementwise_maximum", "elementwise_minimum") and set(codes) == {"b"}
                and all(sp[0] == "t" for sp in specs)):
            # Two bool tensors of one shape: the elementwise kernel is missing, but the
            # broadcasting kernel of the same operation runs; its dtype is the promotion.
            res = self.box.call(worker_name, *_broadcast(specs))
            if res[0] != "ok":
                return None
            return res[1], "no elementwise bool kernel %s: broadcast (2, 1) with (1, 2) gives %s" % (
                kernel, res[1])
        if kernel not in OWN.get(op, ()) or not HALF & set(codes):
            return None
        res = self.box.call(worker_name, *_with(specs, proxy))
        if res[0] != "ok":
            return None  # not defined for floats either: a refusal
        return codes[-1], "no CPU kernel %s(%s -> %s): its output; %s the call gives %s" % (
            kernel, ", ".join(codes[:-1]), codes[-1], proxy["what"], res[1])

    def fallback(self, op, a, b, exc):
        return self.missing_kernel(op, self.fn(op).worker_name, (a, b), exc)

    def unary_fallback(self, op, x, exc):
        f = self.unary[op] if op in self.unary else self.reductions[op]
        return self.missing_kernel(op, f.worker_name, (x,), exc)

    def sum_fallback(self, x, exc):
        return self.missing_kernel("sum", "sum", (x,), exc)

    # -- in place ---------------------------------------------------------------------------------
    def in_place(self):
        scalars = {"i*": 1, "f*": 1.5, "c*": 1j}  # as regen_casting.py
        for op, method in INPLACE.items():
            fname = "oneflow_%s.csv" % op
            rows = []
            for l in STRONG:
                row = [l]
                for r in STRONG + WEAK:
                    self.where = (fname, l, r)
                    row.append(self.in_place_cell(op, method, l, r, scalars))
                rows.append(row)
            write_csv(fname, [""] + STRONG + WEAK, rows, self.log)

    def in_place_cell(self, op, method, l, r, scalars):
        if DT[l] is None or (not is_weak(r) and DT[r] is None):
            return "-"
        a = ("t", l, (2,), 1)
        b = ("s", scalars[r]) if is_weak(r) else ("t", r, (2,), 1)
        fname = self.where[0]
        try:
            out = self.remote("i:" + method)(a, b)
        except (Refused, Crashed) as exc:
            self.log.error(fname, l, r, exc)
            # The in-place checks (CheckInplaceCastValid ...) run before the kernel lookup, so a
            # missing kernel means the call was accepted.  Proxy: every tensor made f32 (bf16 alone
            # would not do: bf16.div_(f64) stays bf16, f32.div_(f64) is refused as f64).
            fb = self.missing_kernel(op, "i:" + method, (a, b), exc, ALL_F32)
            if fb is None:
                return "-"
            self.log.fell_back(fname, l, r, fb[1], l)
            return l
        return l if out == l else "?" + out


if __name__ == "__main__":
    t0 = time.time()
    print("oneflow", flow.__version__, getattr(flow, "__git_commit__", ""))
    box = Sandbox()
    policy = OneFlow(box)
    policy.in_place()  # first: run() ends with the report of every file
    policy.run(kind_ops=list(OPS))
    box.close()
    if policy.crashes:
        print("calls that killed the worker (cell '-' unless retried with ones):")
        for f, r, c, how in policy.crashes:
            print("  %s %s+%s: %s" % (f, r, c, how))
    print("%d calls, %d worker processes, %.1f s" % (box.calls, box.started, time.time() - t0))
