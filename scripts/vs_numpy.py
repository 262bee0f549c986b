"""NumPy's half of scripts/vs_numpy.sh: nanoseconds per element of np.add at 1 Ki, 64 Ki, 1 Mi.

One line per variant and size on stdout, ``ns_per_element <variant> <elements> <median>``, the
format of the Rust example ``vs_numpy``. The variants:

- ``numpy_i8_f32_out``: ``np.add(a_i8, b_f32, out=out_f32)``, the promoted op into a buffer;
- ``numpy_f32_f32_out``: ``np.add(a_f32, b_f32, out=out_f32)``, nothing to convert;
- ``numpy_i8_f32``: ``np.add(a_i8, b_f32)``, a new array each call;
- ``numpy_<case>_out`` and ``numpy_<case>`` for each of ``CASES`` (issue 24's: i8+f32, u8+i8,
  i32+f64, f16+f32, c64+f64, and arrays with a Python int and a Python float), with a line
  ``dtype <case> <numpy dtype name>`` each, which scripts/vs_numpy.sh compares with the Rust
  side's.

Each sample times a batch of calls (at least 2**18 elements), the variants round-robin, and the
median of 201 samples is reported. Run it through scripts/vs_numpy.sh, which pins NumPy.
"""

import statistics
import sys
import time

import numpy as np

ROUNDS = 201
WARM_UP = 10
SAMPLE_ELEMENTS = 1 << 18


def timer_out(a, b, out, batch):
    """Times ``batch`` calls of ``np.add(a, b, out=out)``, as user code writes it."""
    add = np.add

    def run():
        start = time.perf_counter_ns()
        for _ in range(batch):
            add(a, b, out=out)
        return time.perf_counter_ns() - start

    return run


def timer_new(a, b, batch):
    """Times ``batch`` calls of ``np.add(a, b)`` (each result dropped at once)."""
    add = np.add

    def run():
        start = time.perf_counter_ns()
        for _ in range(batch):
            add(a, b)
        return time.perf_counter_ns() - start

    return run


def operand(rng, dtype, n):
    """A random array of ``dtype`` (or a Python scalar, for ``int``/``float``)."""
    if dtype == "int":
        return 3
    if dtype == "float":
        return 2.5
    kind = np.dtype(dtype).kind
    if kind in "iu":
        info = np.iinfo(dtype)
        return rng.integers(max(info.min, -1000), min(info.max, 1000) + 1, n, dtype=dtype)
    if kind == "c":
        return (rng.random(n) * 2 - 1 + 1j * rng.random(n)).astype(dtype)
    return (rng.random(n) * 2 - 1).astype(dtype)


# The issue-24 cases, each ``np.add`` of two operands under NumPy 2's rules; the Rust side
# (the ``vs_numpy`` example) runs the same cases on ``DynArray<NumPy>``.
CASES = [
    ("i8_f32", "int8", "float32"),
    ("u8_i8", "uint8", "int8"),
    ("i32_f64", "int32", "float64"),
    ("f16_f32", "float16", "float32"),
    ("c64_f64", "complex64", "float64"),
    ("i16_pyint", "int16", "int"),
    ("f32_pyfloat", "float32", "float"),
]


def measure(n):
    rng = np.random.default_rng(n)
    a_i8 = rng.integers(-128, 128, n, dtype=np.int8)
    a_f32 = rng.random(n, dtype=np.float32) * 2 - 1
    b_f32 = rng.random(n, dtype=np.float32) * 2 - 1
    out = np.empty(n, dtype=np.float32)
    assert np.add(a_i8, b_f32).dtype == np.float32  # NEP 50: i8 + f32 -> f32, as under JAX
    batch = max(1, SAMPLE_ELEMENTS // n)
    variants = [
        ("numpy_i8_f32_out", timer_out(a_i8, b_f32, out, batch)),
        ("numpy_f32_f32_out", timer_out(a_f32, b_f32, out, batch)),
        ("numpy_i8_f32", timer_new(a_i8, b_f32, batch)),
    ]
    for name, left, right in CASES:
        a, b = operand(rng, left, n), operand(rng, right, n)
        result = np.add(a, b)
        if n == 1 << 10:
            print(f"dtype {name} {result.dtype.name}", flush=True)
        case_out = np.empty(n, dtype=result.dtype)
        variants.append((f"numpy_{name}_out", timer_out(a, b, case_out, batch)))
        variants.append((f"numpy_{name}", timer_new(a, b, batch)))
    times = {name: [] for name, _ in variants}
    for round_ in range(WARM_UP + ROUNDS):
        for name, run in variants:
            ns = run() / (batch * n)
            if round_ >= WARM_UP:
                times[name].append(ns)
    for name, _ in variants:
        print(f"ns_per_element {name} {n} {statistics.median(times[name]):.4f}", flush=True)


def main():
    print(f"# numpy {np.__version__}, python {sys.version.split()[0]}", file=sys.stderr)
    for n in (1 << 10, 1 << 16, 1 << 20):
        measure(n)


if __name__ == "__main__":
    main()
