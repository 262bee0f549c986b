"""Every unary function against NumPy: every dtype as an array (every edge value), a 0-d array
and a NumPy scalar, and Python scalars, types and values."""

import numpy as np
import pytest

import promote

from conftest import DTYPES, PY_SCALARS, edge_values

UNARY = [
    "negative", "absolute", "sqrt", "exp", "log", "sin", "cos", "tan", "tanh", "floor", "ceil",
    "trunc", "round", "sign", "square", "reciprocal", "isnan", "isfinite", "isinf",
]

@pytest.mark.parametrize("name", UNARY)
def test_every_dtype(name, tally):
    ours, theirs = getattr(promote, name), getattr(np, name)
    for dtype in DTYPES:
        x = edge_values(dtype)
        tally.check(name, ours, theirs, x)
        for v in x:
            tally.check(name, ours, theirs, np.asarray(v, dtype=dtype))
            tally.check(name, ours, theirs, np.dtype(dtype).type(v))
    for s in PY_SCALARS:
        tally.check(name, ours, theirs, s)
    tally.assert_clean()

def writing(fn, operands):
    """`fn(x, out=out)` with `(x, out) = operands(x)`, which must return `out` itself: its values
    after the call."""
    def call(x):
        x, out = operands(x)
        result = fn(x, out=out)
        assert result is out, "the result is not `out`"
        return out
    return call

def over_itself(fn):
    """`fn(x, out=x)` on a copy of `x`."""
    def itself(x):
        x = np.array(x, copy=True)
        return x, x
    return writing(fn, itself)

@pytest.mark.parametrize("name", UNARY)
def test_out_is_the_operand(name, tally):
    """`out=` the operand (`negative(x, out=x)`; the bridge computes over `x`'s own memory where
    the result has its dtype, else converts as NumPy does or raises as NumPy does): every dtype,
    every edge value, 1-d and 2-d, short and long."""
    ours, theirs = getattr(promote, name), getattr(np, name)
    for dtype in DTYPES:
        for n in (16, 5000):
            x = np.resize(edge_values(dtype), n)
            tally.check(name, over_itself(ours), over_itself(theirs), x)
            tally.check(name, over_itself(ours), over_itself(theirs), x.reshape(2, -1))
    tally.assert_clean()

TRANSCENDENTAL = {"exp", "log", "sin", "cos", "tan", "tanh"}

def into_zeros(fn, dtype):
    """`fn(x, out=out)` into a new array of zeros of `dtype` and `x`'s shape."""
    return writing(fn, lambda x: (x, np.zeros(np.shape(x), dtype)))

@pytest.mark.parametrize("name", UNARY)
def test_out_is_another_array(name, tally):
    """`out=` an array apart from the operand (`negative(x, out=y)`; the bridge writes into `y`
    where it has the result's dtype, else converts as NumPy does or raises as NumPy does): every
    dtype, every edge value, short and long, into the result's dtype, `int8` and `float64`. A
    transcendental result within 2 ulp of NumPy's in `float32` (a kept difference) is many
    `float64` ulp away once widened, which the tally's classes do not read back: there the
    `float64` output is compared in the dtype the function computes in (`narrowed`)."""
    ours, theirs = getattr(promote, name), getattr(np, name)
    for dtype in DTYPES:
        for n in (16, 5000):
            x = np.resize(edge_values(dtype), n)
            try:
                with np.errstate(all="ignore"):
                    result = theirs(x).dtype
            except TypeError:  # NumPy has no such loop
                result = np.dtype("float64")
            for target in dict.fromkeys([result, np.dtype("int8"), np.dtype("float64")]):
                ours_into, theirs_into = into_zeros(ours, target), into_zeros(theirs, target)
                if name in TRANSCENDENTAL and target != result and result.kind == "f":
                    ours_into, theirs_into = narrowed(ours_into, result), narrowed(theirs_into, result)
                tally.check(name, ours_into, theirs_into, x)
    tally.assert_clean()

def narrowed(call, dtype):
    """`call(x)`, a wider float output, as `dtype`: the values a function computing in `dtype`
    wrote, each of which `dtype` must hold exactly (else the widening was not a conversion)."""
    def narrow(x):
        wide = call(x)
        narrow = wide.astype(dtype)
        back = narrow.astype(wide.dtype)
        same = (back == wide) | (np.isnan(back) & np.isnan(wide))
        assert same.all(), f"{wide[~same][:4]} are not `{dtype}` values"
        return narrow
    return narrow
