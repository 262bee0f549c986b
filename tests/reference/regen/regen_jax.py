"""JAX reference grids (jax.numpy and jax.lax), 64-bit types enabled.  Run from the repo root
(venv: requirements-jax.txt; scripts/regen-references.sh runs every generator):
    python tests/reference/regen/regen_jax.py [-v]
Writes jax_{add,div,eq,lt,bitand,sum}.csv and jax-lax_{add,div,eq,lt,bitand,sum}.csv, and
jax_<op>_<l>_<r>.csv / jax-lax_<op>_<l>_<r>.csv for every op, and the second family
(common.BINARY_OPS with kind grids, UNARY_OPS, REDUCTIONS; operands of value 1).  jax-lax has
only the ops lax has: rem, pow, max, min, atan2; sqrt ... square, reciprocal, is_finite
(no isnan); prod/max/min as lax.reduce, cumsum = lax.cumsum (no mean, var).

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
"""
import os
import sys
import warnings

sys.dont_write_bytecode = True  # keep __pycache__ out of the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import jax  # noqa: E402

jax.config.update("jax_enable_x64", True)
import jax.numpy as jnp  # noqa: E402
from jax import lax  # noqa: E402

from common import OPS, Policy, is_weak  # noqa: E402

warnings.simplefilter("ignore")

DT = {"b": jnp.bool_, "u8": jnp.uint8, "u16": jnp.uint16, "u32": jnp.uint32, "u64": jnp.uint64,
      "i8": jnp.int8, "i16": jnp.int16, "i32": jnp.int32, "i64": jnp.int64,
      "bf16": jnp.bfloat16, "f16": jnp.float16, "f32": jnp.float32, "f64": jnp.float64,
      "c64": jnp.complex64, "c128": jnp.complex128}
DT = {k: jnp.dtype(v) for k, v in DT.items()}
CODE_OF = {v: k for k, v in DT.items()}
EAGER = "--eager" in sys.argv


def abstract(f):
    """f evaluated with jax.eval_shape: -> ShapeDtypeStruct (dtype, weak_type)."""
    def g(*args):
        pos = [i for i, x in enumerate(args) if isinstance(x, jax.Array)]

        def h(*arrays):
            full = list(args)
            for i, x in zip(pos, arrays):
                full[i] = x
            return f(*full)
        return jax.eval_shape(h, *[args[i] for i in pos])
    return g


class Jnp(Policy):
    name = "jax"
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
        if not EAGER:
            for attr in ("ops", "binary", "unary", "reductions"):
                setattr(self, attr, {k: f if f is jnp.power else abstract(f)
                                     for k, f in getattr(self, attr).items()})
            self.sum_fn = abstract(type(self).sum_fn)

    def make(self, code, kind):
        if is_weak(code):
            return self.scalar(code)
        return (jnp.ones if self.value else jnp.zeros)(1 if kind == "array" else (), dtype=DT[code])

    def make_vec(self, code):
        return (jnp.ones if self.value else jnp.zeros)(3, dtype=DT[code])

    def code_of(self, out):
        if type(out) in (bool, int, float, complex):  # plain Python result
            return {bool: "b*", int: "i*", float: "f*", complex: "c*"}[type(out)]
        weak = out.weak_type if isinstance(out, jax.ShapeDtypeStruct) else out.aval.weak_type
        if weak:
            return jnp.dtype(out.dtype).kind + "*"   # seed 004: dtype.kind + '*'
        return CODE_OF.get(jnp.dtype(out.dtype), "?" + str(out.dtype))


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
          "(eager)" if EAGER else "(jax.eval_shape)")
    Jnp().run(kind_ops=OPS)
    Lax().run(kind_ops=OPS)
