"""Rounding, `sqrt` and `floor_divide` from Python: NumPy's function beside two builds' (ns per
call, interleaved batch by batch: medians of 50 batches of 200 calls), `float32` and `float64`
arrays of N elements. BENCHMARKS.md, "Session 34".

    python promote-py/bench/compare_unary.py [--out | --into] BEFORE.so AFTER.so N [N ...]

With `--out`, unary functions write over their operand (`negative(x, out=x)`); with `--into`,
into another array of the result's dtype (`negative(x, out=y)`). "Session 36".
"""
import importlib.util, statistics, sys, time
import numpy as np
def load(path):
    spec = importlib.util.spec_from_file_location("promote", path); m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m); return m
args_ = sys.argv[1:]
over, into = args_[0] == "--out", args_[0] == "--into"
if over or into:
    args_ = args_[1:]
before, after = load(args_[0]), load(args_[1])
CASES = [("sqrt", np.float32), ("sqrt", np.float64), ("floor", np.float32), ("round", np.float64), ("floor_divide", np.float64)]
if over or into:
    CASES = [("negative", np.float32), ("absolute", np.int16), ("floor", np.float32), ("sqrt", np.float32), ("round", np.float64), ("sign", np.float64)]
for n in [int(a) for a in args_[2:]]:
    print(f"\nn = {n}")
    print("| function | NumPy | before | after | NumPy / before | NumPy / after |\n|---|---:|---:|---:|---:|---:|")
    for name, dtype in CASES:
        x = np.linspace(0.5, 1000, n, dtype=dtype)
        fs = {"numpy": getattr(np, name), "before": getattr(before, name), "after": getattr(after, name)}
        args = (x, x[::-1].copy()) if name == "floor_divide" else (x,)
        y = np.empty_like(getattr(np, name)(x))
        t = {k: [] for k in fs}; r = {"before": [], "after": []}
        for _ in range(50):
            b = {}
            for k, f in fs.items():
                s = time.perf_counter_ns()
                if over:
                    for _ in range(200): f(x, out=x)
                elif into:
                    for _ in range(200): f(x, out=y)
                else:
                    for _ in range(200): f(*args)
                b[k] = (time.perf_counter_ns() - s) / 200; t[k].append(b[k])
            for k in r: r[k].append(b["numpy"] / b[k])
        m = statistics.median
        print(f"| {name} {np.dtype(dtype).name} | {m(t['numpy']):,.0f} | {m(t['before']):,.0f} | {m(t['after']):,.0f} | {m(r['before']):.2f} | {m(r['after']):.2f} |")
