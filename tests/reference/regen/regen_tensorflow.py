"""TensorFlow (CPU) reference grids.  Run from the repo root (venv: requirements-tf.txt;
scripts/regen-references.sh runs every generator):
    python tests/reference/regen/regen_tensorflow.py [-v]
Writes tensorflow_{add,div,eq,lt,bitand,sum}.csv and tensorflow_<op>_<l>_<r>.csv for every
op (kind array0 = the 0-d tf.zeros([], dtype)), and the second family (common.BINARY_OPS with
kind grids, UNARY_OPS, REDUCTIONS; operands of value 1; no hypot: TensorFlow has none).  Default, non-NumPy dtype conversion mode: no
implicit promotion; asymmetric with Python scalars.
"""
import os
import sys
import warnings

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
sys.dont_write_bytecode = True  # keep __pycache__ out of the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tensorflow as tf  # noqa: E402

from common import CODES, OPS, PY_BOOL, Policy, is_weak  # noqa: E402

warnings.simplefilter("ignore")
tf.get_logger().setLevel("ERROR")

DT = {"b": tf.bool, "u8": tf.uint8, "u16": tf.uint16, "u32": tf.uint32, "u64": tf.uint64,
      "i8": tf.int8, "i16": tf.int16, "i32": tf.int32, "i64": tf.int64,
      "bf16": tf.bfloat16, "f16": tf.float16, "f32": tf.float32, "f64": tf.float64,
      "c64": tf.complex64, "c128": tf.complex128}
CODE_OF = {v: k for k, v in DT.items()}


class TensorFlow(Policy):
    name = "tensorflow"
    codes = CODES + PY_BOOL
    ops = {"add": tf.add, "div": tf.math.truediv, "eq": tf.equal, "lt": tf.math.less,
           "bitand": tf.bitwise.bitwise_and}
    sum_fn = staticmethod(tf.reduce_sum)
    binary = {"floor_divide": tf.math.floordiv, "remainder": tf.math.floormod,
              "power": tf.pow, "maximum": tf.maximum, "minimum": tf.minimum,
              "atan2": tf.math.atan2, "logical_and": tf.math.logical_and,
              "logical_or": tf.math.logical_or, "logical_xor": tf.math.logical_xor}
    unary = {"sqrt": tf.sqrt, "exp": tf.exp, "log": tf.math.log, "sin": tf.sin, "abs": tf.abs,
             "negative": tf.negative, "floor": tf.floor, "ceil": tf.math.ceil, "round": tf.round,
             "sign": tf.sign, "square": tf.square, "reciprocal": tf.math.reciprocal,
             "isnan": tf.math.is_nan, "isfinite": tf.math.is_finite}
    reductions = {"prod": tf.reduce_prod, "cumsum": tf.math.cumsum, "mean": tf.reduce_mean,
                  "var": tf.math.reduce_variance, "max": tf.reduce_max, "min": tf.reduce_min}

    def make(self, code, kind):
        if is_weak(code):
            return self.scalar(code)
        return (tf.ones if self.value else tf.zeros)(1 if kind == "array" else (), dtype=DT[code])

    def make_vec(self, code):
        return (tf.ones if self.value else tf.zeros)(3, dtype=DT[code])

    def code_of(self, out):
        if type(out) in (bool, int, float, complex):
            return {bool: "b*", int: "i*", float: "f*", complex: "c*"}[type(out)]
        return CODE_OF.get(tf.as_dtype(out.dtype), "?" + str(out.dtype))


if __name__ == "__main__":
    print("tensorflow", tf.__version__)
    TensorFlow().run(kind_ops=OPS)
