"""promote's functions against NumPy's, seen from Python with the call's overhead: the issue's six
cases (`np.add` against `promote.add`, new arrays) at 1 Ki, 64 Ki and 1 Mi elements, in one
process, NumPy and promote interleaved round by round. Prints the median ns per call of each and
their ratio (NumPy's time over promote's: above 1, promote is faster).

    scripts/python-bridge.sh --bench      # or: python promote-py/bench/bench.py [--rounds N]
"""

import argparse
import platform
import statistics
import timeit

import numpy as np

import promote

CASES = [
    ("i8+f32", lambda n: (np.arange(n, dtype=np.int8), np.linspace(0, 1, n, dtype=np.float32))),
    ("i64+f32", lambda n: (np.arange(n, dtype=np.int64), np.linspace(0, 1, n, dtype=np.float32))),
    ("f32+f64", lambda n: (np.linspace(0, 1, n, dtype=np.float32), np.linspace(0, 1, n))),
    ("f32+f32", lambda n: (np.linspace(0, 1, n, dtype=np.float32),) * 2),
    ("i16+3", lambda n: (np.arange(n, dtype=np.int16), 3)),
    ("f32+2.5", lambda n: (np.linspace(0, 1, n, dtype=np.float32), 2.5)),
]
SIZES = [("1 Ki", 1 << 10), ("64 Ki", 1 << 16), ("1 Mi", 1 << 20)]

def per_call(fn, x, y, budget=0.02):
    """ns per call: the best of five timings of as many calls as fill `budget` seconds."""
    timer = timeit.Timer(lambda: fn(x, y))
    number, _ = timer.autorange()
    number = max(1, int(number * budget / 0.2))
    return min(timer.repeat(5, number)) / number * 1e9

def cpu_model():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    print(f"CPU: {cpu_model()}; NumPy {np.__version__}; promote {promote.__version__}; "
          f"Python {platform.python_version()}; {args.rounds} interleaved rounds, medians")
    print(f"| case | n | NumPy ns | promote ns | NumPy / promote |")
    print(f"|---|---:|---:|---:|---:|")
    for label, n in SIZES:
        for name, make in CASES:
            x, y = make(n)
            assert np.array_equal(np.add(x, y), promote.add(x, y))
            assert np.add(x, y).dtype == promote.add(x, y).dtype
            theirs, ours = [], []
            for _ in range(args.rounds):
                theirs.append(per_call(np.add, x, y))
                ours.append(per_call(promote.add, x, y))
            t, o = statistics.median(theirs), statistics.median(ours)
            print(f"| {name} | {label} | {t:,.0f} | {o:,.0f} | {t / o:.2f} |")

if __name__ == "__main__":
    main()
