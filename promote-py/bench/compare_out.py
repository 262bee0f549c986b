"""`out=` the left operand, NumPy's in-place idiom: `np.add(x, y, out=x)` beside two builds'
`add(x, y, out=x)`, ns per call, interleaved batch by batch as in `compare_builds.py` (whose
docstring says how to make BEFORE.so and AFTER.so). BENCHMARKS.md, "Session 34".

    python promote-py/bench/compare_out.py [--right] BEFORE.so AFTER.so N [N ...]

With `--right`, `out=` is the right operand: `add(y, x, out=x)`.
"""
import importlib.util, statistics, sys, time
import numpy as np
def load(path):
    spec = importlib.util.spec_from_file_location("promote", path); m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m); return m
args = sys.argv[1:]
right = args[0] == "--right"
if right:
    args = args[1:]
before, after = load(args[0]), load(args[1])
fs = {"numpy": np.add, "before": before.add, "after": after.add}
for n in [int(a) for a in args[2:]]:
    batches, calls = (100, 1000) if n <= 65536 else (30, 200)
    call = "add(y, x, out=x)" if right else "add(x, y, out=x)"
    print(f"\nn = {n}: ns per call of {call}, medians of {batches} interleaved batches of {calls}")
    print("| case | NumPy | before | after | NumPy / before | NumPy / after |\n|---|---:|---:|---:|---:|---:|")
    cases = {"f32+=f32": (np.ones(n, np.float32), np.ones(n, np.float32)),
             "f64+=f32": (np.ones(n, np.float64), np.ones(n, np.float32)),
             "i16+=3": (np.ones(n, np.int16), 3),
             "f32+=2.5": (np.ones(n, np.float32), 2.5)}
    for name, (x, y) in cases.items():
        t = {k: [] for k in fs}; r = {"before": [], "after": []}
        for _ in range(batches):
            b = {}
            for k, f in fs.items():
                s = time.perf_counter_ns()
                if right:
                    for _ in range(calls):
                        f(y, x, out=x)
                else:
                    for _ in range(calls):
                        f(x, y, out=x)
                b[k] = (time.perf_counter_ns() - s) / calls; t[k].append(b[k])
            for k in r: r[k].append(b["numpy"] / b[k])
        m = statistics.median
        print(f"| {name} | {m(t['numpy']):,.0f} | {m(t['before']):,.0f} | {m(t['after']):,.0f} | {m(r['before']):.2f} | {m(r['after']):.2f} |")
