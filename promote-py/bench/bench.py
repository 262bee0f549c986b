"""promote's functions against NumPy's, seen from Python with the call's overhead: the issue's six
cases (`np.add` against `promote.add`, new arrays) at 1 Ki, 64 Ki and 1 Mi elements, in one
process, NumPy and promote interleaved round by round. Prints the median ns per call of each and
their ratio (NumPy's time over promote's: above 1, promote is faster).

    scripts/python-bridge.sh --bench      # or: python promote-py/bench/bench.py [--rounds N]
    python promote-py/bench/bench.py --processes 8    # the same in 8 fresh processes, one after
                                                      # the other: each cell's min, median, max

At 64 Ki and 1 Mi a call's time moves by up to 15 % with where its result lands (the same
build, the same process, a result block moved: BENCHMARKS.md, "Session 37"), on both sides, and
the process's earlier allocations decide where that is; `--processes` shows the spread.
"""

import argparse
import platform
import statistics
import subprocess
import sys
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

def cells(rounds):
    """Each case and size: (name, size's label, NumPy's median ns, promote's median ns)."""
    for label, n in SIZES:
        for name, make in CASES:
            x, y = make(n)
            assert np.array_equal(np.add(x, y), promote.add(x, y))
            assert np.add(x, y).dtype == promote.add(x, y).dtype
            theirs, ours = [], []
            for _ in range(rounds):
                theirs.append(per_call(np.add, x, y))
                ours.append(per_call(promote.add, x, y))
            yield name, label, statistics.median(theirs), statistics.median(ours)

def spread(processes, rounds):
    """The table of `processes` fresh processes, one after the other: each cell's ratio, min,
    median and max."""
    ratios = {}
    for _ in range(processes):
        lines = subprocess.run(
            [sys.executable, __file__, "--rounds", str(rounds), "--ratios"],
            check=True, capture_output=True, text=True,
        ).stdout.split("\n")
        for line in filter(None, lines):
            name, label, ratio = line.split("\t")
            ratios.setdefault((name, label), []).append(float(ratio))
    print(f"| case | n | min | median | max |")
    print(f"|---|---:|---:|---:|---:|")
    for (name, label), rs in ratios.items():
        print(f"| {name} | {label} | {min(rs):.2f} | {statistics.median(rs):.2f} | {max(rs):.2f} |")

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--processes", type=int, default=1)
    parser.add_argument("--ratios", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.ratios:
        for name, label, t, o in cells(args.rounds):
            print(f"{name}\t{label}\t{t / o}")
        return
    print(f"CPU: {cpu_model()}; NumPy {np.__version__}; promote {promote.__version__}; "
          f"Python {platform.python_version()}; {args.rounds} interleaved rounds, medians"
          + (f"; NumPy / promote in {args.processes} processes" if args.processes > 1 else ""))
    if args.processes > 1:
        spread(args.processes, args.rounds)
        return
    print(f"| case | n | NumPy ns | promote ns | NumPy / promote |")
    print(f"|---|---:|---:|---:|---:|")
    for name, label, t, o in cells(args.rounds):
        print(f"| {name} | {label} | {t:,.0f} | {o:,.0f} | {t / o:.2f} |")

if __name__ == "__main__":
    main()
