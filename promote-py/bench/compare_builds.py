"""Two builds of the module side by side with NumPy, in one process: ns per call of `np.add`
and of each build's `add` on the issue's six cases, interleaved batch by batch, so that the
machine's changes of speed (up to 2x over minutes on a shared VM) fall on all three alike.
BENCHMARKS.md, "From Python".

    python promote-py/bench/compare_builds.py BEFORE.so AFTER.so [N ...]

BEFORE.so and AFTER.so are copies of the module's extension file
(`promote/promote.cpython-*.so` in the venv) made after building each revision with
`scripts/python-bridge.sh --bench`; N are array lengths (default 1 and 1024).
"""

import importlib.util
import statistics
import sys
import time

import numpy as np

BATCHES, CALLS = 100, 1000


def load(path):
    spec = importlib.util.spec_from_file_location("promote", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def cases(n):
    return {
        "i8+f32": (np.ones(n, np.int8), np.ones(n, np.float32)),
        "i64+f32": (np.ones(n, np.int64), np.ones(n, np.float32)),
        "f32+f64": (np.ones(n, np.float32), np.ones(n, np.float64)),
        "f32+f32": (np.ones(n, np.float32), np.ones(n, np.float32)),
        "i16+3": (np.ones(n, np.int16), 3),
        "f32+2.5": (np.ones(n, np.float32), 2.5),
    }


def main():
    before, after = load(sys.argv[1]), load(sys.argv[2])
    lengths = [int(n) for n in sys.argv[3:]] or [1, 1024]
    clock = time.perf_counter_ns
    functions = {"numpy": np.add, "before": before.add, "after": after.add}
    for n in lengths:
        print(f"\nn = {n}: ns per call, medians of {BATCHES} interleaved batches of {CALLS} calls;")
        print("ratio = NumPy / promote, the median of the batches' ratios (above 1: promote is faster)")
        print("| case | NumPy | before | after | NumPy / before | NumPy / after |")
        print("|---|---:|---:|---:|---:|---:|")
        for name, (x, y) in cases(n).items():
            times = {k: [] for k in functions}
            ratios = {"before": [], "after": []}
            for _ in range(BATCHES):
                batch = {}
                for k, f in functions.items():
                    start = clock()
                    for _ in range(CALLS):
                        f(x, y)
                    batch[k] = (clock() - start) / CALLS
                    times[k].append(batch[k])
                for k in ratios:
                    ratios[k].append(batch["numpy"] / batch[k])
            m = statistics.median
            print(
                f"| {name} | {m(times['numpy']):,.0f} | {m(times['before']):,.0f} | "
                f"{m(times['after']):,.0f} | {m(ratios['before']):.2f} | {m(ratios['after']):.2f} |"
            )


if __name__ == "__main__":
    main()
