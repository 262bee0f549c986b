"""NumPy's half of scripts/vs_numpy.sh: nanoseconds per element of np.add at 1 Ki, 64 Ki, 1 Mi.

One line per variant and size on stdout, ``ns_per_element <variant> <elements> <median>``, the
format of the Rust example ``vs_numpy``. The variants:

- ``numpy_i8_f32_out``: ``np.add(a_i8, b_f32, out=out_f32)``, the promoted op into a buffer;
- ``numpy_f32_f32_out``: ``np.add(a_f32, b_f32, out=out_f32)``, nothing to convert;
- ``numpy_i8_f32``: ``np.add(a_i8, b_f32)``, a new array each call.

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
