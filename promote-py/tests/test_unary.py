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
