"""Shared by the bridge's tests: the dtypes, the edge values, the operand kinds, and the check
that runs one call through NumPy and through `promote` and compares them (dtype, values, or the
exception's class)."""

import math
import pathlib
import shutil
import warnings
from collections import Counter

import numpy as np
import pytest

import promote

# The dtypes NumPy has and promote holds (bfloat16 is ml_dtypes', tested in its own file).
DTYPES = [
    np.bool_, np.uint8, np.uint16, np.uint32, np.uint64, np.int8, np.int16, np.int32, np.int64,
    np.float16, np.float32, np.float64, np.complex64, np.complex128,
]

FLOATS = [
    -math.inf, -1e300, -3.0, -2.5, -1.5, -1.0, -0.5, -0.0, 0.0, 5e-324, 1e-8, 0.1, 0.5, 1.0,
    1.5, 2.0, 2.5, 3.0, 7.0, 100.0, 127.5, 255.0, 65504.0, 1e10, 3.4e38, 1e300, math.inf, math.nan,
]

def edge_values(dtype):
    """Every edge value of `dtype`: its extremes, zeros of both signs, small integers, halves,
    infinities and NaN, as the dtype holds them (duplicates removed)."""
    dtype = np.dtype(dtype)
    if dtype.kind == "b":
        return np.array([False, True])
    if dtype.kind in "iu":
        info = np.iinfo(dtype)
        values = [info.min, info.min + 1, -128, -100, -7, -3, -2, -1, 0, 1, 2, 3, 7, 100, 127,
                  info.max - 1, info.max]
        return np.array(sorted({v for v in values if info.min <= v <= info.max}), dtype=dtype)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        if dtype.kind == "f":
            return np.array(FLOATS, dtype=np.float64).astype(dtype)
        reals = np.array([0.0, -0.0, 1.0, -1.5, 2.5, math.inf, math.nan])
        values = [complex(r, i) for r in reals for i in [0.0, -1.0, 0.5, math.nan]]
        return np.array(values, dtype=dtype)

# Python scalars: every kind NEP 50 treats as weak, with the values that meet a dtype's bounds.
PY_INTS = [0, 1, -1, 2, 3, 7, 100, 127, 128, 255, 256, -128, -129, 32767, 32768, 65535, 65536,
           -32769, 2**31 - 1, 2**31, 2**32, -2**31 - 1, 2**53 + 1, 2**63 - 1, 2**63, 2**64 - 1,
           2**64, -2**63, -2**63 - 1, 2**100, -2**100, 2**200]
PY_FLOATS = [0.0, -0.0, 0.1, 0.5, 1.0, 2.5, -1.5, 7.0, 1e10, 65504.0, 70000.0, 3.4e38, 1e300,
             math.inf, -math.inf, math.nan]
PY_COMPLEX = [0j, 1 + 1j, -2.5j, complex(math.inf, 0), complex(math.nan, 1), 3 - 4j]
PY_SCALARS = [True, False] + PY_INTS + PY_FLOATS + PY_COMPLEX

def same_values(ours, theirs):
    """Equal dtype, shape and elements: NaN where NaN, and a zero's sign kept."""
    if np.asarray(ours).dtype != np.asarray(theirs).dtype:
        return False
    a, b = np.asarray(ours), np.asarray(theirs)
    if a.shape != b.shape:
        return False
    if a.dtype.kind in "fc":
        if not np.array_equal(a, b, equal_nan=True):
            return False
        parts = (lambda x: [x]) if a.dtype.kind == "f" else (lambda x: [x.real, x.imag])
        for pa, pb in zip(parts(a), parts(b)):
            mask = ~np.isnan(pa) & ~np.isnan(pb)
            if not np.array_equal(np.signbit(pa[mask]), np.signbit(pb[mask])):
                return False
        return True
    return np.array_equal(a, b)

def exception_class(e):
    """The class a NumPy exception is compared by: NumPy's own promotion error, or the builtin
    class it derives from."""
    if isinstance(e, np.exceptions.DTypePromotionError):
        return np.exceptions.DTypePromotionError
    for cls in (OverflowError, ZeroDivisionError, TypeError, ValueError, RuntimeError):
        if isinstance(e, cls):
            return cls
    return type(e)

def call(fn, *args, **kwargs):
    with warnings.catch_warnings(), np.errstate(all="ignore"):
        warnings.simplefilter("ignore")
        try:
            return fn(*args, **kwargs), None
        except Exception as e:  # noqa: BLE001 - the class is what is compared
            return None, e

class Tally:
    """Counts the calls compared, and keeps the first mismatches for the failure message."""

    def __init__(self):
        self.counts = Counter()
        self.mismatches = []

    def check(self, name, ours_fn, numpy_fn, *args, **kwargs):
        ours, our_error = call(ours_fn, *args, **kwargs)
        theirs, their_error = call(numpy_fn, *args)
        self.counts["calls"] += 1
        if len(args) == 1 and np.asarray(args[0]).dtype == object and isinstance(our_error, TypeError):
            KEPT["a Python int beyond uint64 alone: NumPy computes on Python objects (dtype=object), "
                 "which promote does not hold (TypeError)"] += 1
            self.counts["kept"] += 1
            return
        if their_error is not None:
            self.counts["raised"] += 1
            if our_error is None or not isinstance(our_error, exception_class(their_error)):
                got = f"raises {our_error!r}" if our_error else f"returns {ours!r}"
                self.mismatches.append(f"{name}{describe(args)}: NumPy raises "
                                       f"{type(their_error).__name__}({their_error}), promote {got}")
            return
        if our_error is not None:
            self.mismatches.append(f"{name}{describe(args)}: NumPy gives {theirs!r}, promote raises "
                                   f"{type(our_error).__name__}({our_error})")
            return
        self.counts["elements"] += np.size(theirs)
        a, b = np.asarray(ours), np.asarray(theirs)
        # The scalar class is not compared, only that both are scalars or arrays: NumPy's
        # `uint64` scalars are `ulonglong` or `ulong` depending on how they were made.
        if (isinstance(ours, np.ndarray) != isinstance(theirs, np.ndarray)
                or a.dtype != b.dtype or a.shape != b.shape):
            self.mismatches.append(f"{name}{describe(args)}: {difference(args, ours, theirs)}")
            return
        if same_values(a, b):
            return
        reasons = Counter()
        for index in np.ndindex(b.shape):
            if not same_values(a[index], b[index]):
                reason = known_difference(name, b[index], a[index], args, index)
                if reason is None:
                    operands = np.broadcast_arrays(*[np.asarray(x) for x in args])
                    inputs = ", ".join(repr(o[index]) for o in operands)
                    self.mismatches.append(f"{name}{describe(args)}: ({inputs}) -> NumPy "
                                           f"{b[index]!r}, promote {a[index]!r}")
                    return
                reasons[reason] += 1
        self.counts["kept"] += sum(reasons.values())
        KEPT.update(reasons)

    def assert_clean(self):
        assert not self.mismatches, (f"{len(self.mismatches)} of {self.counts['calls']} calls "
                                     "differ from NumPy:\n" + "\n".join(self.mismatches[:20]))

def difference(args, ours, theirs):
    """Where two results differ: the dtypes, or the first elements that differ with their
    operands."""
    a, b = np.asarray(ours), np.asarray(theirs)
    if a.dtype != b.dtype or a.shape != b.shape or isinstance(ours, np.ndarray) != isinstance(theirs, np.ndarray):
        return (f"NumPy {type(theirs).__name__} {b.dtype} {b.shape}, "
                f"promote {type(ours).__name__} {a.dtype} {a.shape}")
    operands = np.broadcast_arrays(*[np.asarray(x) for x in args])
    shown = []
    for index in np.ndindex(b.shape):
        if not same_values(a[index], b[index]):
            inputs = ", ".join(repr(o[index]) for o in operands)
            shown.append(f"({inputs}) -> NumPy {b[index]!r}, promote {a[index]!r}")
            if len(shown) == 3:
                break
    return "; ".join(shown)

def describe(args):
    parts = []
    for a in args:
        if isinstance(a, np.ndarray):
            parts.append(f"array({a.dtype}, shape={a.shape})" if a.ndim else f"array({a[()]!r}, {a.dtype})")
        else:
            parts.append(repr(a))
    return "(" + ", ".join(parts) + ")"

TOTALS = Counter()
KEPT = Counter()

# The functions NumPy computes by its platform's math library (glibc, or its own SIMD kernels)
# and promote by the `libm` crate and num-complex.
TRANSCENDENTAL = {"power", "arctan2", "hypot", "sqrt", "exp", "log", "sin", "cos", "tan", "tanh",
                  "absolute"}
MAX_ULP = 2
MAX_COMPLEX_ULP = 256
MAX_COMPLEX_POW_ULP = 1 << 16

def ulps(x, y):
    """The distance of two finite floats of one dtype in units in the last place."""
    bits = {2: np.int16, 4: np.int32, 8: np.int64}[x.dtype.itemsize]
    ix, iy = (int(np.asarray(v).view(bits)) for v in (x, y))
    # Two's complement to a monotonic order: negative floats count down from zero.
    top = 1 << (8 * x.dtype.itemsize - 1)
    ix, iy = (v if v >= 0 else -(v + top) for v in (ix, iy))
    return abs(ix - iy)

def known_difference(name, theirs, ours, args=(), index=()):
    """Why one element of promote's result may differ from NumPy's, where the difference is one
    the value references keep too (`tests/tests/suite/values`): `None` for any other."""
    if name in ("maximum", "minimum") and theirs == ours and theirs == 0:
        return "the sign of a zero from maximum/minimum of +0.0 and -0.0 (NumPy's SIMD order)"
    if name not in TRANSCENDENTAL:
        return None
    exponent = np.asarray(args[1]) if len(args) == 2 else None
    if (name == "power" and exponent is not None and exponent.size == 1
            and exponent.item() == 0.5 and theirs.dtype.kind == "f"
            and (np.isnan(theirs) or theirs == 0)):
        return "x ** 0.5 at -inf and -0.0: NumPy's power by a scalar 0.5 is sqrt, C's pow is not"
    if theirs.dtype.kind == "f":
        if np.isfinite(theirs) and np.isfinite(ours) and ulps(theirs, ours) <= MAX_ULP:
            return f"a real transcendental function within {MAX_ULP} ulp (libm, not glibc)"
        return None
    parts = [(theirs.real, ours.real), (theirs.imag, ours.imag)]
    if not all(np.isfinite(t) and np.isfinite(o) for t, o in parts) or theirs == ours:
        return "a complex function at an infinity, NaN or signed zero (num-complex, not C99 Annex G)"
    if all(ulps(t, o) <= MAX_COMPLEX_ULP for t, o in parts):
        return f"a complex function within {MAX_COMPLEX_ULP} ulp a part (num-complex, not glibc)"
    if name == "power" and all(ulps(t, o) <= MAX_COMPLEX_POW_ULP for t, o in parts):
        return (f"a complex power within {MAX_COMPLEX_POW_ULP} ulp a part (exp(w ln z) of "
                "num-complex, not glibc's cpow: an angle w ln z of hundreds of radians keeps "
                "its rounding)")
    return None

@pytest.fixture
def tally():
    t = Tally()
    yield t
    TOTALS.update(t.counts)

def pytest_terminal_summary(terminalreporter):
    if TOTALS:
        terminalreporter.write_line(
            f"promote against NumPy {np.__version__}: {TOTALS['calls']} calls compared "
            f"({TOTALS['raised']} where NumPy raises), {TOTALS['elements']} result elements, "
            f"{TOTALS['kept']} of them kept differences; {TOTALS['grid cells']} reference grid "
            "cells of the other policies")
        for reason, count in KEPT.most_common():
            terminalreporter.write_line(f"  kept: {count} {reason}")
        for what, count in sorted(TOTALS.items()):
            if what.startswith("grid cells "):
                terminalreporter.write_line(f"  {count} {what}")
        from test_policies import KERNELS_MISSING
        if KERNELS_MISSING:
            missing = ", ".join(f"{f} in {t}" for f, t in sorted(KERNELS_MISSING))
            terminalreporter.write_line(f"  no DynArray kernel: {missing}")

def pytest_collection_modifyitems(config, items):
    """Starts NumPy's own suite (`test_numpy_suite.py`) as soon as collection selects it, and
    moves its test last: the suite runs in processes of its own beside the other tests, and its
    test waits for them only when they are done."""
    suite = [item for item in items if item.module.__name__ == "test_numpy_suite"]
    if suite:
        import tempfile
        from test_numpy_suite import start_suite
        items[:] = [item for item in items if item not in suite] + suite
        directory = pathlib.Path(tempfile.mkdtemp(prefix="numpy_suite"))
        config.numpy_suite = (start_suite(directory), directory)

def pytest_unconfigure(config):
    """Stops the suite's processes if the run ended before its test waited for them."""
    suite = getattr(config, "numpy_suite", None)
    if suite is None:
        return
    for proc, _ in suite[0]:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    shutil.rmtree(suite[1], ignore_errors=True)
