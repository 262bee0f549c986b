"""JAX reference grids (jax.numpy and jax.lax).  Run from the repo root (venv: requirements-jax.txt;
scripts/regen-references.sh runs every generator):
    python tests/reference/regen/regen_jax.py [--mode x64|x32|strict] [--check-eager] [--eager] [-v]
Writes jax_{add,div,eq,lt,bitand,sum}.csv and jax-lax_{add,div,eq,lt,bitand,sum}.csv, and
jax_<op>_<l>_<r>.csv / jax-lax_<op>_<l>_<r>.csv for every op, and the second family
(common.BINARY_OPS with kind grids, UNARY_OPS, REDUCTIONS; operands of value 1).  jax-lax has
only the ops lax has: rem, pow, max, min, atan2; sqrt ... square, reciprocal, is_finite
(no isnan); prod/max/min as lax.reduce, cumsum = lax.cumsum (no mean, var).

Modes (one policy name each; --mode x64 is the default):
  x64     jax_enable_x64=True, standard promotion: jax_*.csv and jax-lax_*.csv
  x32     jax_enable_x64=False, standard promotion: jax-x32_*.csv (no jax-lax files)
  strict  jax_enable_x64=True, jax_numpy_dtype_promotion="strict": jax-strict_*.csv (no jax-lax)
Codes of the jnp grids: the 18 standard codes, then the 17 narrow codes (common.NARROW: ml_dtypes'
float8/6/4 and int1/2/4 types, strong; a 1-element / 0-d / 3-element array of that dtype), also
rows of the unary and reduction files.  x32 drops u64 i64 f64 c128 (no such arrays in x32 mode; a
weak result is still i*/f*/c*).  jax-lax keeps the 18 standard codes.

Every call is evaluated abstractly, with jax.eval_shape (arrays become tracers, Python scalars
stay Python constants of the traced function): JAX decides dtypes and weak types while tracing,
so this gives the eager result's dtype and weak_type without compiling one XLA program per cell
(about 50 ms each, ~1 h for all grids).  Exception: jnp.power runs eagerly, because it looks at
the exponent's *value* when the exponent is concrete (an integer 0-d array included: then
lax.integer_pow, result = the base's dtype: `b ** 0-d u8` = i32, `i* ** 0-d u8` = i*), which a
traced exponent is not.  The JAX sources (jax/_src/numpy, jax/_src/lax) have no other
core.is_concrete test on the paths used here except lax.reduce's choice of reducer, which keeps the
dtype.  `--eager` runs every op concretely; both modes gave identical grids for every file of the
first family and for jax_floor_divide ... jax_hypot (all kinds).

Narrow operands are made on the host (np.zeros/np.ones with the ml_dtypes dtype, then
jax.device_put): jnp.zeros(1, uint1) fails to lower (StableHLO broadcast_in_dim has no ui1), and
after jnp.zeros(1, int1) it returns an *int1* array from the jit cache (int1 and uint1 dtypes hash
alike).  float6_e2m3fn / float6_e3m2fn arrays cannot exist on the CPU backend ("Invalid XLA
PrimitiveType"): their operands are jax.ShapeDtypeStruct, evaluated by jax.eval_shape like every
other operand.  Where an eagerly run call (jnp.power, or --eager) with a narrow operand raises but
its jax.eval_shape succeeds (float6: always; otherwise a lowering/compile failure), the cell is the
eval_shape result and is logged as a fallback.  --check-eager also runs every narrow cell's call
eagerly after its eval_shape and logs (as fallbacks) the cells where the eager call raises.
"""
import os
import sys
import warnings

sys.dont_write_bytecode = True  # keep __pycache__ out of the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import argparse  # noqa: E402

import jax  # noqa: E402
import ml_dtypes  # noqa: E402
import numpy as np  # noqa: E402

ARGS = argparse.ArgumentParser(add_help=False)
ARGS.add_argument("--mode", choices=["x64", "x32", "strict"], default="x64")
ARGS.add_argument("--eager", action="store_true")
ARGS.add_argument("--check-eager", action="store_true")
ARGS = ARGS.parse_known_args()[0]
MODE = ARGS.mode

jax.config.update("jax_enable_x64", MODE != "x32")
if MODE == "strict":
    jax.config.update("jax_numpy_dtype_promotion", "strict")
import jax.numpy as jnp  # noqa: E402
from jax import lax  # noqa: E402

from common import CODES, NARROW, PY_BOOL, NARROW_ML, OPS, STRONG, Policy, is_weak  # noqa: E402

warnings.simplefilter("ignore")

DT = {"b": jnp.bool_, "u8": jnp.uint8, "u16": jnp.uint16, "u32": jnp.uint32, "u64": jnp.uint64,
      "i8": jnp.int8, "i16": jnp.int16, "i32": jnp.int32, "i64": jnp.int64,
      "bf16": jnp.bfloat16, "f16": jnp.float16, "f32": jnp.float32, "f64": jnp.float64,
      "c64": jnp.complex64, "c128": jnp.complex128}
DT = {k: jnp.dtype(v) for k, v in DT.items()}
DT.update({k: np.dtype(getattr(ml_dtypes, v)) for k, v in NARROW_ML.items()})
CODE_OF = {v: k for k, v in DT.items()}
EAGER = ARGS.eager
CHECK_EAGER = ARGS.check_eager
# float6 arrays cannot be created on the CPU backend (XLA: "Invalid XLA PrimitiveType").
NO_ARRAY = {"f6e2m3fn", "f6e3m2fn"}
X64_ONLY = {"u64", "i64", "f64", "c128"}
NARROW_DT = {DT[c] for c in NARROW}


def _is_array(x):
    return isinstance(x, (jax.Array, jax.ShapeDtypeStruct))


def _narrow(args):
    return any(_is_array(x) and x.dtype in NARROW_DT for x in args)


def _first_line(exc):
    text = str(exc).strip()
    return "%s: %s" % (type(exc).__name__, text.splitlines()[0][:120] if text else "")


def abstract(f, traced=_is_array):
    """f evaluated with jax.eval_shape: -> ShapeDtypeStruct (dtype, weak_type).  The arguments
    for which traced(x) holds become tracers; the others stay the function's constants."""
    def g(*args):
        pos = [i for i, x in enumerate(args) if traced(x)]

        def h(*arrays):
            full = list(args)
            for i, x in zip(pos, arrays):
                full[i] = x
            return f(*full)
        return jax.eval_shape(h, *[args[i] for i in pos])
    return g


class Jnp(Policy):
    name = {"x64": "jax", "x32": "jax-x32", "strict": "jax-strict"}[MODE]
    codes = [c for c in CODES + PY_BOOL + NARROW if MODE != "x32" or c not in X64_ONLY]
    sum_codes = [c for c in STRONG + NARROW if MODE != "x32" or c not in X64_ONLY]
    ops = {"add": jnp.add, "div": jnp.true_divide, "eq": jnp.equal, "lt": jnp.less,
           "bitand": jnp.bitwise_and}
    sum_fn = staticmethod(jnp.sum)
    binary = {"floor_divide": jnp.floor_divide, "remainder": jnp.remainder, "power": jnp.power,
              "maximum": jnp.maximum, "minimum": jnp.minimum, "atan2": jnp.arctan2,
              "hypot": jnp.hypot, "logical_and": jnp.logical_and, "logical_or": jnp.logical_or,
              "logical_xor": jnp.logical_xor}
    unary = {"sqrt": jnp.sqrt, "exp": jnp.exp, "log": jnp.log, "sin": jnp.sin, "abs": jnp.abs,
             "negative": jnp.negative, "floor": jnp.floor, "ceil": jnp.ceil, "round": jnp.round,
             "sign": jnp.sign, "square": jnp.square, "reciprocal": jnp.reciprocal,
             "isnan": jnp.isnan, "isfinite": jnp.isfinite}
    reductions = {"prod": jnp.prod, "cumsum": jnp.cumsum, "mean": jnp.mean, "var": jnp.var,
                  "max": jnp.max, "min": jnp.min}

    def __init__(self):
        super().__init__()
        for attr in ("ops", "binary", "unary", "reductions"):
            setattr(self, attr, {k: self.wrap(k, f) for k, f in getattr(self, attr).items()})
        self.sum_fn = self.wrap("sum", type(self).sum_fn)
        self.worker = None

    def wrap(self, name, f):
        """The call as this script evaluates it.  Standard operands: jax.eval_shape, or eagerly for
        jnp.power and --eager.  A narrow operand: never compiled here (XLA can abort the process,
        see check_eager): jax.eval_shape, jnp.power with its exponent left concrete."""
        eager = EAGER or f is jnp.power
        af = abstract(f)

        def g(*args):
            if not _narrow(args):
                return f(*args) if eager else af(*args)
            try:
                if f is jnp.power:
                    # Traced, but with the concrete operands left concrete (jnp.power tests the
                    # exponent's concreteness): only float6 operands (ShapeDtypeStruct) are traced.
                    out = abstract(f, traced=lambda x: isinstance(x, jax.ShapeDtypeStruct))(*args)
                else:
                    out = af(*args)
            except Exception:
                if CHECK_EAGER:
                    self.check_eager(name, args, None)
                raise
            if CHECK_EAGER:
                self.check_eager(name, args, out)
            return out
        return g

    def check_eager(self, name, args, out):
        """Run the call eagerly in a worker process; log the cells where it raises, crashes or
        gives another dtype (the cell keeps the traced result)."""
        fname, r, c = self.where
        if any(isinstance(x, jax.ShapeDtypeStruct) for x in args):
            if out is not None:
                self.log.fell_back(fname, r, c, "no float6 array on CPU; jax.eval_shape",
                                   self.code_of(out))
            return
        specs = [("array", CODE_OF[x.dtype], x.shape) if _is_array(x) else ("py", x)
                 for x in args]
        res = self.eager_in_worker(name, specs)
        if out is None:  # the trace raised: the cell is '-'
            if not res.startswith("raised "):
                self.log.fell_back(fname, r, c, "eager: %s; jax.eval_shape RAISES" % res, "-")
        elif res != self.code_of(out):
            self.log.fell_back(fname, r, c, "eager: %s; jax.eval_shape" % res, self.code_of(out))

    def eager_in_worker(self, name, specs):
        import multiprocessing as mp
        if self.worker is None:
            ctx = mp.get_context("spawn")
            conn, child = ctx.Pipe()
            proc = ctx.Process(target=_worker, args=(child,), daemon=True)
            proc.start()
            child.close()
            self.worker = (proc, conn)
        proc, conn = self.worker
        try:
            conn.send((name, specs, self.value))
            return conn.recv()
        except (EOFError, OSError):
            proc.join()
            self.worker = None
            return "process died (exit code %s: XLA CHECK failure)" % proc.exitcode

    def array(self, code, shape):
        if code in NARROW:
            if code in NO_ARRAY:
                return jax.ShapeDtypeStruct(shape, DT[code])
            x = jax.device_put((np.ones if self.value else np.zeros)(shape, dtype=DT[code]))
        else:
            x = (jnp.ones if self.value else jnp.zeros)(shape, dtype=DT[code])
        assert x.dtype == DT[code], (code, x.dtype)
        return x

    def make(self, code, kind):
        if is_weak(code):
            return self.scalar(code)
        return self.array(code, (1,) if kind == "array" else ())

    def make_vec(self, code):
        return self.array(code, (3,))

    def code_of(self, out):
        if type(out) in (bool, int, float, complex):  # plain Python result
            return {bool: "b*", int: "i*", float: "f*", complex: "c*"}[type(out)]
        weak = out.weak_type if isinstance(out, jax.ShapeDtypeStruct) else out.aval.weak_type
        if weak:
            return jnp.dtype(out.dtype).kind + "*"   # as JEP 9407's appendix: dtype.kind + '*'
        return CODE_OF.get(jnp.dtype(out.dtype), "?" + str(out.dtype))


def _worker(conn):
    """--check-eager: evaluate calls eagerly, in a child process (an XLA CHECK failure aborts)."""
    raw = dict(Jnp.ops, **Jnp.binary, **Jnp.unary, **Jnp.reductions, sum=jnp.sum)
    while True:
        try:
            name, specs, value = conn.recv()
        except EOFError:
            return
        args = []
        for spec in specs:
            if spec[0] == "py":
                args.append(spec[1])
            else:
                _, code, shape = spec
                args.append(jax.device_put((np.ones if value else np.zeros)(shape, dtype=DT[code])))
        try:
            out = raw[name](*args)
            res = Jnp.code_of(None, out)
        except Exception as exc:  # noqa: BLE001
            res = "raised " + _first_line(exc)
        conn.send(res)


def lax_sum(x):
    # lax has no implicit accumulator: reduce with lax.add and a same-dtype zero.
    return lax.reduce(x, jnp.zeros((), x.dtype), lax.add, (0,))


def lax_prod(x):
    return lax.reduce(x, jnp.ones((), x.dtype), lax.mul, (0,))


def lax_max(x):
    # init = x[0], a strong 0-d array of x's dtype (every dtype has one; no "lowest" needed)
    return lax.reduce(x, x[0], lax.max, (0,))


def lax_min(x):
    return lax.reduce(x, x[0], lax.min, (0,))


def lax_cumsum(x):
    return lax.cumsum(x)


class Lax(Jnp):
    name = "jax-lax"
    codes = CODES + PY_BOOL  # the 18 standard codes and a Python bool
    sum_codes = None  # STRONG
    # NB lax.div is C-style division (integer division truncating toward zero
    # for integer operands), NOT true division.
    ops = {"add": lax.add, "div": lax.div, "eq": lax.eq, "lt": lax.lt,
           "bitand": lax.bitwise_and}
    sum_fn = staticmethod(lax_sum)
    # lax has no floor_divide, hypot or logical_*; no isnan; no mean/var (no files).
    binary = {k: getattr(lax, f) for k, f in (
        ("remainder", "rem"), ("power", "pow"), ("maximum", "max"), ("minimum", "min"),
        ("atan2", "atan2")) if hasattr(lax, f)}
    unary = {k: getattr(lax, f) for k, f in (
        ("sqrt", "sqrt"), ("exp", "exp"), ("log", "log"), ("sin", "sin"), ("abs", "abs"),
        ("negative", "neg"), ("floor", "floor"), ("ceil", "ceil"), ("round", "round"),
        ("sign", "sign"), ("square", "square"), ("reciprocal", "reciprocal"),
        ("isfinite", "is_finite")) if hasattr(lax, f)}
    reductions = {"prod": lax_prod, "cumsum": lax_cumsum, "max": lax_max, "min": lax_min}


if __name__ == "__main__":
    import jaxlib
    print("jax", jax.__version__, "jaxlib", getattr(jaxlib, "__version__", "?"),
          "ml_dtypes", ml_dtypes.__version__, "mode", MODE,
          "(eager)" if EAGER else "(jax.eval_shape)")
    Jnp().run(kind_ops=OPS)
    if MODE == "x64":
        Lax().run(kind_ops=OPS)
