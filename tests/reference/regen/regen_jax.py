"""JAX reference grids (jax.numpy and jax.lax), 64-bit types enabled.  Run from the repo root:
    /work/venvs/jax/bin/python tests/reference/regen/regen_jax.py [-v]
Writes jax_{add,div,eq,lt,bitand,sum}.csv and jax-lax_{add,div,eq,lt,bitand,sum}.csv, and
jax_<op>_<l>_<r>.csv / jax-lax_<op>_<l>_<r>.csv for every op.
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

from common import OPS, PY_SCALAR, Policy, is_weak  # noqa: E402

warnings.simplefilter("ignore")

DT = {"b": jnp.bool_, "u8": jnp.uint8, "u16": jnp.uint16, "u32": jnp.uint32, "u64": jnp.uint64,
      "i8": jnp.int8, "i16": jnp.int16, "i32": jnp.int32, "i64": jnp.int64,
      "bf16": jnp.bfloat16, "f16": jnp.float16, "f32": jnp.float32, "f64": jnp.float64,
      "c64": jnp.complex64, "c128": jnp.complex128}
DT = {k: jnp.dtype(v) for k, v in DT.items()}
CODE_OF = {v: k for k, v in DT.items()}


class Jnp(Policy):
    name = "jax"
    ops = {"add": jnp.add, "div": jnp.true_divide, "eq": jnp.equal, "lt": jnp.less,
           "bitand": jnp.bitwise_and}
    sum_fn = staticmethod(jnp.sum)

    def make(self, code, kind):
        if is_weak(code):
            return PY_SCALAR[code]
        return jnp.zeros(1 if kind == "array" else (), dtype=DT[code])

    def make_vec(self, code):
        return jnp.zeros(3, dtype=DT[code])

    def code_of(self, out):
        if type(out) in (bool, int, float, complex):  # plain Python result
            return {bool: "b*", int: "i*", float: "f*", complex: "c*"}[type(out)]
        if out.aval.weak_type:
            return jnp.dtype(out.dtype).kind + "*"   # seed 004: dtype.kind + '*'
        return CODE_OF.get(jnp.dtype(out.dtype), "?" + str(out.dtype))


def lax_sum(x):
    # lax has no implicit accumulator: reduce with lax.add and a same-dtype zero.
    return lax.reduce(x, jnp.zeros((), x.dtype), lax.add, (0,))


class Lax(Jnp):
    name = "jax-lax"
    # NB lax.div is C-style division (integer division truncating toward zero
    # for integer operands), NOT true division.
    ops = {"add": lax.add, "div": lax.div, "eq": lax.eq, "lt": lax.lt,
           "bitand": lax.bitwise_and}
    sum_fn = staticmethod(lax_sum)


if __name__ == "__main__":
    print("jax", jax.__version__, "jaxlib", jax.lib.__version__ if hasattr(jax.lib, "__version__") else "")
    Jnp().run(kind_ops=OPS)
    Lax().run(kind_ops=OPS)
