"""Casting references: each library's own can_cast, NumPy's five casting levels, the in-place
operators, and NumPy's n-ary result type.

    python regen_casting.py numpy      # venv np:    numpy_can_cast*.csv, numpy_i*.csv, numpy_result_type3.csv
    python regen_casting.py numpy-ml   # venv np:    numpy-ml_can_cast.csv (with ml_dtypes' types)
    python regen_casting.py array-api  # venv np:    array-api_can_cast.csv, array-api_i*.csv
    python regen_casting.py torch      # venv torch: torch_can_cast.csv, torch_i*.csv
    python regen_casting.py jax        # venv jax:   jax_can_cast.csv, jax_i*.csv

can_cast grids: rows from, columns to (the library's strong dtypes), `y` or `n`.
In-place grids (`iadd` for `a += b`, `idiv` for `a /= b`, `iand` for `a &= b`): rows the left
array's dtype, columns the right operand (arrays, then the Python scalars 1, 1.5, 1j as `i* f* c*`);
the cell is the left dtype where the library accepts the operation and `-` where it refuses.
- NumPy and the array API: `a += b` on the library's arrays.
- PyTorch: `a.add_(b)`, `a.div_(b)`, `a.bitwise_and_(b)`; where the CPU has no kernel for the dtype
  (uint16/32/64 add) the library has said nothing about casting, so the cell is asked of its rules
  instead: `torch.can_cast(torch.result_type(a, b), a.dtype)`.
- JAX has no in-place update. `x.at[:].set(z)` stores `z` in `x`'s dtype and warns ("will result
  in an error" in a future release) unless `result_type(z, x.dtype) == x.dtype`; the cell is
  `x.at[:].set(x op y)` without that warning.
result_type3: rows `a b`, columns `c`, the cell `np.result_type(a, b, c)` (Python scalars 0, 0.0,
0j for the weak codes), `-` where NumPy raises.
"""
import os
import sys
import warnings

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import NARROW, NARROW_ML, write_csv  # noqa: E402

STRONG = ["b", "u8", "u16", "u32", "u64", "i8", "i16", "i32", "i64",
          "bf16", "f16", "f32", "f64", "c64", "c128"]
WEAK = ["i*", "f*", "c*"]
SCALAR = {"i*": 1, "f*": 1.5, "c*": 1j}
ZERO_SCALAR = {"i*": 0, "f*": 0.0, "c*": 0j}
OPS = {"iadd": "+", "idiv": "/", "iand": "&"}
NUMPY_NAMES = {"b": "bool", "u8": "uint8", "u16": "uint16", "u32": "uint32", "u64": "uint64",
               "i8": "int8", "i16": "int16", "i32": "int32", "i64": "int64", "bf16": "bfloat16",
               "f16": "float16", "f32": "float32", "f64": "float64", "c64": "complex64",
               "c128": "complex128"}


def can_cast_grid(name, codes, fn):
    rows = [[f] + ["y" if fn(f, t) else "n" for t in codes] for f in codes]
    print("wrote", write_csv(name, [""] + codes, rows))


def in_place_grid(name, lhs_codes, rhs_codes, fn):
    """fn(lhs, rhs) -> True where the in-place op is accepted."""
    rows = [[l] + [l if fn(l, r) else "-" for r in rhs_codes] for l in lhs_codes]
    print("wrote", write_csv(name, [""] + rhs_codes, rows))


def numpy():
    import numpy as np
    print("numpy", np.__version__)
    codes = [c for c in STRONG if c != "bf16"]
    dt = {c: np.dtype(NUMPY_NAMES[c]) for c in codes}
    can_cast_grid("numpy_can_cast.csv", codes, lambda f, t: np.can_cast(dt[f], dt[t]))
    for mode in ["no", "equiv", "safe", "same_kind", "unsafe"]:
        can_cast_grid("numpy_can_cast_%s.csv" % mode, codes,
                      lambda f, t: np.can_cast(dt[f], dt[t], casting=mode))

    def operand(c):
        return SCALAR[c] if c in SCALAR else np.ones(2, dt[c])

    for op, symbol in OPS.items():
        def accepts(l, r, symbol=symbol):
            a = np.ones(2, dt[l])
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                try:
                    if symbol == "+":
                        a += operand(r)
                    elif symbol == "/":
                        a /= operand(r)
                    else:
                        a &= operand(r)
                    return True
                except TypeError:  # UFuncTypeError and the no-loop error derive from it
                    return False
        in_place_grid("numpy_%s.csv" % op, codes, codes + WEAK, accepts)

    def rt(*codes_):
        args = [ZERO_SCALAR[c] if c in ZERO_SCALAR else dt[c] for c in codes_]
        try:
            out = np.result_type(*args)
        except TypeError:
            return "-"
        return next(c for c in codes if dt[c] == out)

    all_codes = codes + WEAK
    rows = [["%s %s" % (a, b)] + [rt(a, b, c) for c in all_codes]
            for a in all_codes for b in all_codes]
    print("wrote", write_csv("numpy_result_type3.csv", [""] + all_codes, rows))


def numpy_ml():
    """np.can_cast (casting="safe") over the numpy-ml codes: the standard dtypes, bf16 =
    ml_dtypes.bfloat16 and the narrow types -- the casts ml_dtypes registers as safe, which
    decide which loop np.add picks for mixed operands (numpy-ml_add_ufunc.csv)."""
    import ml_dtypes
    import numpy as np
    print("numpy", np.__version__, "ml_dtypes", ml_dtypes.__version__)
    codes = STRONG + NARROW
    dt = {c: np.dtype(NUMPY_NAMES[c]) for c in STRONG if c != "bf16"}
    dt["bf16"] = np.dtype(ml_dtypes.bfloat16)
    dt.update({c: np.dtype(getattr(ml_dtypes, NARROW_ML[c])) for c in NARROW})
    can_cast_grid("numpy-ml_can_cast.csv", codes, lambda f, t: np.can_cast(dt[f], dt[t]))


def array_api():
    import array_api_strict as xp
    print("array_api_strict", xp.__version__)
    names = {"b": "bool", "u8": "uint8", "u16": "uint16", "u32": "uint32", "u64": "uint64",
             "i8": "int8", "i16": "int16", "i32": "int32", "i64": "int64", "f32": "float32",
             "f64": "float64", "c64": "complex64", "c128": "complex128"}
    codes = [c for c in STRONG if c in names]
    dt = {c: getattr(xp, names[c]) for c in codes}
    can_cast_grid("array-api_can_cast.csv", codes, lambda f, t: xp.can_cast(dt[f], dt[t]))

    def operand(c):
        return SCALAR[c] if c in SCALAR else xp.ones(2, dtype=dt[c])

    for op, symbol in OPS.items():
        def accepts(l, r, symbol=symbol):
            a = xp.ones(2, dtype=dt[l])
            try:
                if symbol == "+":
                    a += operand(r)
                elif symbol == "/":
                    a /= operand(r)
                else:
                    a &= operand(r)
                return True
            except TypeError:
                return False
        in_place_grid("array-api_%s.csv" % op, codes, codes + WEAK, accepts)


def torch():
    import torch
    print("torch", torch.__version__)
    names = dict(NUMPY_NAMES, b="bool")
    float8 = [c for c in NARROW if c.startswith("f8") and hasattr(torch, NARROW_ML[c])]
    names.update({c: NARROW_ML[c] for c in float8})
    codes = STRONG + float8  # float8: f8e4m3fn f8e5m2 f8e4m3fnuz f8e5m2fnuz f8e8m0fnu
    dt = {c: getattr(torch, names[c]) for c in codes}
    can_cast_grid("torch_can_cast.csv", codes, lambda f, t: torch.can_cast(dt[f], dt[t]))

    def operand(c):
        return SCALAR[c] if c in SCALAR else torch.ones(2, dtype=dt[c])

    methods = {"iadd": "add_", "idiv": "div_", "iand": "bitwise_and_"}
    for op, method in methods.items():
        def accepts(l, r, method=method):
            a = torch.ones(2, dtype=dt[l])
            try:
                getattr(a, method)(operand(r))
                return True
            except NotImplementedError:
                # No CPU kernel for uint16/32/64 or float8 (`add_stub`): ask the rules instead.
                # For any other dtype the operation itself is missing (`&` of floats): refused.
                if not ({l, r} & {"u16", "u32", "u64", *float8}):
                    return False
                try:
                    out = torch.result_type(a, operand(r))
                except RuntimeError:
                    return False
                if method == "bitwise_and_" and (out.is_floating_point or out.is_complex):
                    return False  # no `&` for floats, whatever the kernels
                if method == "div_" and not out.is_floating_point and not out.is_complex:
                    out = torch.get_default_dtype()
                return torch.can_cast(out, a.dtype)
            except RuntimeError:
                return False
        # Columns: the old ones (strong, then the scalars), then the float8 types.
        in_place_grid("torch_%s.csv" % op, codes, STRONG + WEAK + float8, accepts)


def jax():
    import jax
    jax.config.update("jax_enable_x64", True)
    import jax.numpy as jnp
    import ml_dtypes
    import numpy as np
    print("jax", jax.__version__, "ml_dtypes", ml_dtypes.__version__)
    codes = STRONG + NARROW
    dt = {c: jnp.dtype(NUMPY_NAMES[c]) for c in STRONG}
    dt.update({c: np.dtype(getattr(ml_dtypes, NARROW_ML[c])) for c in NARROW})
    # jnp.can_cast is np.can_cast (jax._src.dtypes: `can_cast = np.can_cast`): NumPy's table,
    # with the casts ml_dtypes registers for its types.
    can_cast_grid("jax_can_cast.csv", codes, lambda f, t: jnp.can_cast(dt[f], dt[t]))

    def operand(c):
        return SCALAR[c] if c in SCALAR else jnp.ones(2, dtype=dt[c])

    ops = {"iadd": lambda x, y: x + y, "idiv": lambda x, y: x / y, "iand": lambda x, y: x & y}
    for op, fn in ops.items():
        def accepts(l, r, fn=fn):
            if l in NARROW or r in NARROW:
                return accepts_traced(l, r, fn)
            x = jnp.ones(2, dtype=dt[l])
            try:
                z = fn(x, operand(r))
            except TypeError:
                return False
            with warnings.catch_warnings():
                warnings.simplefilter("error", FutureWarning)
                try:
                    x.at[:].set(z)
                    return True
                except FutureWarning:
                    return False

        # Columns: the old ones (strong, then the scalars), then the narrow types.
        in_place_grid("jax_%s.csv" % op, codes, STRONG + WEAK + NARROW, accepts)


def accepts_traced(l, r, fn):
    """A narrow operand: the same two steps traced with jax.eval_shape, never compiled (XLA
    cannot lower some of them, e.g. uint1, and can abort the process); the scatter's warning is
    raised while tracing.  float6 operands are ShapeDtypeStructs."""
    import jax
    import ml_dtypes
    import numpy as np
    dt = {c: np.dtype(getattr(ml_dtypes, NARROW_ML[c])) for c in NARROW}
    if l not in NARROW:
        dt[l] = jax.numpy.dtype(NUMPY_NAMES[l])
    if r in STRONG and r not in NARROW:
        dt[r] = jax.numpy.dtype(NUMPY_NAMES[r])

    def arg(c):
        return jax.ShapeDtypeStruct((2,), dt[c]) if c in ("f6e2m3fn", "f6e3m2fn") else (
            jax.device_put(np.ones(2, dtype=dt[c])) if c in NARROW else jax.numpy.ones(2, dt[c]))

    x = arg(l)
    if r in SCALAR:
        y = SCALAR[r]
        try:
            jax.eval_shape(lambda x: fn(x, y), x)
        except (TypeError, ValueError):  # ValueError: jax.dtypes.TypePromotionError
            return False
        g = lambda x: x.at[:].set(fn(x, y))  # noqa: E731
        args = (x,)
    else:
        try:
            jax.eval_shape(fn, x, arg(r))
        except (TypeError, ValueError):
            return False
        g = lambda x, y: x.at[:].set(fn(x, y))  # noqa: E731
        args = (x, arg(r))
    with warnings.catch_warnings():
        warnings.simplefilter("error", FutureWarning)
        try:
            jax.eval_shape(g, *args)
            return True
        except (FutureWarning, ValueError):  # the scatter refuses to promote (int4 <- f32)
            return False


if __name__ == "__main__":
    {"numpy": numpy, "numpy-ml": numpy_ml, "array-api": array_api, "torch": torch, "jax": jax}[sys.argv[1]]()
