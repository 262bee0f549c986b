"""Random arrays (hypothesis): any pair of dtypes, shapes that broadcast, any values the dtypes
hold (NaN, infinities, subnormals, extremes included), any binary function, and an operand that
is a Python scalar, a non-contiguous view, a Fortran-ordered array or one whose elements are
not aligned now and then, against NumPy."""

import numpy as np
from hypothesis import given, settings, HealthCheck, strategies as st
from hypothesis.extra import numpy as hnp

import promote

from conftest import DTYPES
from test_binary import BINARY

def operands(draw, dtype, shape):
    array = draw(hnp.arrays(dtype, shape, elements=hnp.from_dtype(np.dtype(dtype))))
    form = draw(st.sampled_from(["array", "strided", "fortran", "misaligned", "python"]))
    if form == "strided" and array.ndim:
        return np.repeat(array, 2, axis=-1)[..., ::2]
    if form == "fortran":
        return np.asfortranarray(array)
    if form == "misaligned":
        raw = np.zeros(array.nbytes + 1, dtype=np.uint8)[1:]
        view = raw.view(array.dtype).reshape(array.shape)
        view[...] = array
        return view
    if form == "python" and array.size:
        return array.flat[0].item()
    return array

@st.composite
def calls(draw):
    name = draw(st.sampled_from(BINARY))
    a, b = draw(st.sampled_from(DTYPES)), draw(st.sampled_from(DTYPES))
    shapes = draw(hnp.mutually_broadcastable_shapes(num_shapes=2, max_dims=3, max_side=4))
    x = operands(draw, a, shapes.input_shapes[0])
    y = operands(draw, b, shapes.input_shapes[1])
    return name, x, y

@settings(max_examples=3000, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(calls())
def test_random_calls(call):
    from conftest import Tally, TOTALS
    name, x, y = call
    tally = Tally()
    tally.check(name, getattr(promote, name), getattr(np, name), x, y)
    TOTALS.update(tally.counts)
    tally.assert_clean()
