"""Every binary function against NumPy: every pair of dtypes in every operand kind (arrays,
0-d arrays, NumPy scalars, Python scalars), on every edge value, types and values (or the
exception's class where NumPy raises)."""

import numpy as np
import pytest

import promote

from conftest import DTYPES, PY_SCALARS, edge_values

BINARY = [
    "add", "subtract", "multiply", "divide", "true_divide", "floor_divide", "remainder", "power",
    "maximum", "minimum", "equal", "not_equal", "less", "less_equal", "greater", "greater_equal",
    "bitwise_and", "bitwise_or", "bitwise_xor", "logical_and", "logical_or", "logical_xor",
    "arctan2", "hypot",
]

def functions(name):
    return getattr(promote, name), getattr(np, name)

@pytest.mark.parametrize("name", BINARY)
def test_arrays(name, tally):
    """Each pair of dtypes: every edge value of the one against every edge value of the other
    (a column against a row, broadcast to their grid)."""
    ours, theirs = functions(name)
    for a in DTYPES:
        for b in DTYPES:
            x, y = edge_values(a)[:, None], edge_values(b)[None, :]
            tally.check(name, ours, theirs, x, y)
    tally.assert_clean()

@pytest.mark.parametrize("name", BINARY)
@pytest.mark.parametrize("kind", ["zero_dim", "numpy_scalar"])
def test_zero_dim_and_numpy_scalars(name, kind, tally):
    """A 0-d array or a NumPy scalar (both strongly typed in NumPy 2) with an array, on either
    side, each edge value in turn."""
    ours, theirs = functions(name)
    for a in DTYPES:
        for b in DTYPES:
            y = edge_values(b)
            for v in edge_values(a):
                s = np.asarray(v, dtype=a) if kind == "zero_dim" else np.dtype(a).type(v)
                tally.check(name, ours, theirs, s, y)
                tally.check(name, ours, theirs, y, s)
    tally.assert_clean()

@pytest.mark.parametrize("name", BINARY)
def test_python_scalars(name, tally):
    """A Python bool, int (over Python's whole range), float or complex with an array, a 0-d
    array and a NumPy scalar of every dtype, on either side, and two Python scalars."""
    ours, theirs = functions(name)
    for a in DTYPES:
        x = edge_values(a)
        for s in PY_SCALARS:
            middle = x[len(x) // 2]
            for operand in (x, middle, np.asarray(middle)):
                tally.check(name, ours, theirs, operand, s)
                tally.check(name, ours, theirs, s, operand)
    for s in PY_SCALARS[::3]:
        for t in PY_SCALARS[::5]:
            tally.check(name, ours, theirs, s, t)
    tally.assert_clean()

@pytest.mark.parametrize("name", BINARY)
def test_small_arrays_of_one_dtype(name, tally):
    """Two arrays of one dtype and shape, of 2 and 8 KiB (the bridge computes such a pair over
    the left operand's copy, by a path of its own, and one array with itself, `x * x`, from a
    single copy): every pair of each dtype's edge values, in 1-d and 2-d calls, and each array
    with itself."""
    ours, theirs = functions(name)
    for a in DTYPES:
        e = edge_values(a)
        x, y = np.repeat(e, len(e)), np.tile(e, len(e))
        for size in (2048, 8192):
            n = size // np.dtype(a).itemsize
            for start in range(0, len(x), n):
                xs, ys = np.resize(x[start:start + n], n), np.resize(y[start:start + n], n)
                tally.check(name, ours, theirs, xs, ys)
                tally.check(name, ours, theirs, xs.reshape(2, -1), ys.reshape(2, -1))
                tally.check(name, ours, theirs, xs, xs)
    tally.assert_clean()

@pytest.mark.parametrize("name", BINARY)
def test_an_array_with_itself(name, tally):
    """One array as both operands (`x * x`; the bridge reads it once): each dtype's edge values
    at 20,000 elements (beyond the small arrays' path), 1-d and 2-d, and 0-d."""
    ours, theirs = functions(name)
    for a in DTYPES:
        x = np.resize(edge_values(a), 20000)
        tally.check(name, ours, theirs, x, x)
        y = x.reshape(2, -1)
        tally.check(name, ours, theirs, y, y)
        z = np.asarray(x[3])
        tally.check(name, ours, theirs, z, z)
    tally.assert_clean()

def misaligned(values):
    """`values` in an array whose elements are not aligned: a view of bytes at an odd offset,
    as NumPy's own tests make (`test_umath.py::TestAbsoluteNegative::test_lower_align`)."""
    values = np.ascontiguousarray(values)
    raw = np.zeros(values.nbytes + 1, dtype=np.uint8)[1:]
    view = raw.view(values.dtype)
    view[...] = values
    return view

def check_out(ours, theirs, layout, left=lambda x: x):
    """`ours(left(x), x, out=out)` writes NumPy's result into `out = layout(zeros)` and returns
    it, for arrays of `float64`, `int32` and `complex128` (where NumPy has the loop)."""
    for dtype in ["float64", "int32", "complex128"]:
        x = np.arange(7, dtype=dtype)
        try:
            with np.errstate(all="ignore"):
                expected = theirs(x, x)
        except TypeError:  # NumPy has no such loop (floor_divide of complex)
            continue
        out = layout(np.zeros_like(expected))
        assert ours(left(x), x, out=out) is out
        assert np.array_equal(out, expected, equal_nan=expected.dtype.kind in "fc"), (dtype, out, expected)

def over_left(fn, alias=False):
    """`fn(x, y, out=x)` on a copy of `x` (`fn(x, x, out=x)` with `alias`), which must return
    `x` itself: its values after the call."""
    def call(x, y):
        x = np.array(x, copy=True)
        result = fn(x, x if alias else y, out=x)
        assert result is x, "the result is not `out`"
        return x
    return call

@pytest.mark.parametrize("name", BINARY)
def test_out_is_the_left_operand(name, tally):
    """`out=` the left operand, as `a += b` writes it (the bridge computes over `a`'s own memory
    where the result has its dtype, else converts as NumPy does or raises as NumPy does): every
    pair of dtypes, small and large (a large right operand is borrowed, a small one copied), a
    Python scalar on the right, and the left operand on both sides."""
    ours, theirs = functions(name)
    for a in DTYPES:
        for n in (16, 5000):
            x = np.resize(edge_values(a), n)
            for b in DTYPES:
                tally.check(name, over_left(ours), over_left(theirs), x, np.resize(edge_values(b), n))
            for s in PY_SCALARS[::2]:
                tally.check(name, over_left(ours), over_left(theirs), x, s)
            tally.check(name, over_left(ours, True), over_left(theirs, True), x, x)
    tally.assert_clean()

def over_right(fn):
    """`fn(y, x, out=x)` on a copy of `x`, which must return `x` itself: its values after the
    call."""
    def call(y, x):
        x = np.array(x, copy=True)
        result = fn(y, x, out=x)
        assert result is x, "the result is not `out`"
        return x
    return call

@pytest.mark.parametrize("name", BINARY)
def test_out_is_the_right_operand(name, tally):
    """`out=` the right operand (`subtract(y, x, out=x)`, `divide(1.0, x, out=x)`; the bridge
    computes `y op x` over `x`'s own memory where the result has its dtype, else converts as
    NumPy does or raises as NumPy does): every pair of dtypes, small and large (a large left
    operand is borrowed, a small one copied), and a Python scalar on the left."""
    ours, theirs = functions(name)
    for b in DTYPES:
        for n in (16, 5000):
            x = np.resize(edge_values(b), n)
            for a in DTYPES:
                tally.check(name, over_right(ours), over_right(theirs), np.resize(edge_values(a), n), x)
            for s in PY_SCALARS[::2]:
                tally.check(name, over_right(ours), over_right(theirs), s, x)
    tally.assert_clean()

@pytest.mark.parametrize("name", ["add", "multiply", "floor_divide", "maximum", "less"])
def test_misaligned_operands_and_outputs(name, tally):
    """Operands and an `out=` whose elements are not aligned are read and written as NumPy
    reads and writes them (a misaligned slice is no Rust slice: the bridge has NumPy copy it)."""
    ours, theirs = functions(name)
    for a in DTYPES:
        x = misaligned(edge_values(a))
        if np.dtype(a).alignment > 1:
            assert not x.flags.aligned
        for b in DTYPES:
            y = edge_values(b)[: len(x)]
            x2 = x[: len(y)]
            tally.check(name, ours, theirs, x2, y)
            tally.check(name, ours, theirs, y, x2)
    check_out(ours, theirs, misaligned)
    tally.assert_clean()

@pytest.mark.parametrize("name", ["add", "subtract", "power", "maximum", "less"])
def test_fortran_order_operands_and_outputs(name, tally):
    """Fortran-ordered operands (contiguous, but not in C order) and a Fortran-ordered `out=`
    are read and written in their logical order, as NumPy reads them, small and large (a small
    operand is copied, a large one read in place)."""
    ours, theirs = functions(name)
    for shape in [(2, 3), (64, 40)]:
        for a in ["int8", "int64", "float32", "complex128"]:
            x = np.asfortranarray(np.arange(np.prod(shape)).reshape(shape) % 7).astype(a, order="F")
            assert x.flags.f_contiguous and not x.flags.c_contiguous
            for b in ["uint8", "float64"]:
                y = (np.arange(np.prod(shape)).reshape(shape) % 5).astype(b)
                tally.check(name, ours, theirs, x, y)
                tally.check(name, ours, theirs, y, x)
                tally.check(name, ours, theirs, x, x)
        # Small integers in float64: every function's values are exact.
        x = (np.arange(np.prod(shape), dtype=np.float64) % 5).reshape(shape)
        y = x % 3 + 1
        expected = theirs(x, y)
        out = np.asfortranarray(np.zeros_like(expected))
        assert ours(x, y, out=out) is out
        assert np.array_equal(out, expected)
    tally.assert_clean()

def test_fortran_order_alone():
    """A Fortran-ordered array alone: a unary function and a reduction along each axis."""
    x = np.asfortranarray(np.arange(12, dtype=np.float32).reshape(3, 4))
    assert np.array_equal(promote.negative(x), np.negative(x))
    for axis in (None, 0, 1):
        assert np.array_equal(promote.sum(x, axis=axis), np.sum(x, axis=axis))

def swapped(values):
    """`values` in the other byte order than this machine's (`dtype('>f4')` on a little-endian
    one), as arrays read from a file or the network hold them; one-byte dtypes have no order."""
    values = np.asarray(values)
    return values.astype(values.dtype.newbyteorder("S"))

@pytest.mark.parametrize("name", ["add", "subtract", "true_divide", "floor_divide", "power", "maximum", "less", "bitwise_and"])
def test_byte_swapped_operands_and_outputs(name, tally):
    """Operands in the other byte order, as arrays, 0-d arrays and beside Python scalars, and an
    `out=` in the other byte order: NumPy reads them as their native dtype and computes in it
    (`(a_be_f4 + a_be_f4).dtype` is `float32`), and writes `out` in its own order."""
    ours, theirs = functions(name)
    for a in DTYPES:
        x = swapped(edge_values(a))
        assert np.dtype(a).itemsize == 1 or not x.dtype.isnative
        for b in DTYPES:
            y = edge_values(b)
            tally.check(name, ours, theirs, x[:, None], swapped(y)[None, :])
            tally.check(name, ours, theirs, y[None, :], x[:, None])
            tally.check(name, ours, theirs, swapped(y[len(y) // 2]).reshape(()), x)
        for s in (3, -2.5, True):
            tally.check(name, ours, theirs, x, s)
    check_out(ours, theirs, swapped, left=swapped)
    for dtype in ["float64", "int32", "complex128"]:
        assert not swapped(np.zeros(1, dtype)).dtype.isnative
    tally.assert_clean()

def test_byte_swapped_alone():
    """An array in the other byte order alone: unary functions and reductions read it as NumPy
    does, and a result is in this machine's order, as NumPy's."""
    for dtype in ["int16", "uint32", "int64", "float16", "float32", "float64", "complex64"]:
        x = swapped(np.arange(-6, 6).astype(dtype).reshape(3, 4))
        assert not x.dtype.isnative
        for name in ["negative", "absolute", "square"]:
            ours, theirs = getattr(promote, name)(x), getattr(np, name)(x)
            assert ours.dtype == theirs.dtype and np.array_equal(ours, theirs), (name, dtype)
        for axis in (None, 0, 1):
            for name in ["sum", "mean"]:
                ours = getattr(promote, name)(x, axis=axis)
                theirs = getattr(np, name)(x, axis=axis)
                assert np.asarray(ours).dtype == np.asarray(theirs).dtype, (name, dtype, axis)
                assert np.array_equal(ours, theirs), (name, dtype, axis)
