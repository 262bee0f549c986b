"""`sum` and `mean` against NumPy's: every dtype, every axis of 1-, 2- and 3-d arrays of edge
values and of random values (long enough that a float sum's order shows), types and values."""

import numpy as np
import pytest

import promote

from conftest import DTYPES, edge_values

SHAPES = [(28,), (4, 7), (2, 3, 5), (300,), (40, 129), (3, 1000)]

def arrays(dtype):
    rng = np.random.default_rng(7)
    yield edge_values(dtype)
    for shape in SHAPES:
        n = int(np.prod(shape))
        if np.dtype(dtype).kind == "b":
            yield rng.integers(0, 2, n).astype(bool).reshape(shape)
        elif np.dtype(dtype).kind in "iu":
            info = np.iinfo(dtype)
            yield rng.integers(info.min, info.max, n, dtype=dtype, endpoint=True).reshape(shape)
        else:
            values = rng.standard_normal(n) * 1000
            if np.dtype(dtype).kind == "c":
                values = values + 1j * rng.standard_normal(n)
            yield values.astype(dtype).reshape(shape)

@pytest.mark.parametrize("name", ["sum", "mean"])
@pytest.mark.parametrize("dtype", DTYPES, ids=lambda d: np.dtype(d).name)
def test_every_axis(name, dtype, tally):
    ours, theirs = getattr(promote, name), getattr(np, name)
    for x in arrays(dtype):
        for axis in [None, *range(-x.ndim, x.ndim)]:
            tally.check(f"{name}[axis={axis}]", lambda a: ours(a, axis=axis),
                        lambda a: theirs(a, axis=axis), x)
    tally.assert_clean()
