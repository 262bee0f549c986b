"""The call's overhead: ns per call of `np.add` and `promote.add` on one-element and 1 Ki arrays
(`timeit`, the best of seven runs of 100,000 calls each). BENCHMARKS.md, "From Python".

    python promote-py/bench/overhead.py    # in the venv scripts/python-bridge.sh --bench built
"""

import timeit

import numpy as np

import promote

CASES = {
    "add(f32[1], f32[1])": (np.ones(1, np.float32), np.ones(1, np.float32)),
    "add(i8[1], f32[1])": (np.ones(1, np.int8), np.ones(1, np.float32)),
    "add(i16[1], 3)": (np.ones(1, np.int16), 3),
    "add(f32[1 Ki], f32[1 Ki])": (np.ones(1024, np.float32), np.ones(1024, np.float32)),
    "add(i8[1 Ki], f32[1 Ki])": (np.ones(1024, np.int8), np.ones(1024, np.float32)),
}

def main():
    calls = 100_000
    print("| call | NumPy ns | promote ns | NumPy / promote |")
    print("|---|---:|---:|---:|")
    for name, (x, y) in CASES.items():
        times = []
        for f in (np.add, promote.add):
            times.append(min(timeit.repeat(lambda: f(x, y), number=calls, repeat=7)) / calls * 1e9)
        print(f"| `{name}` | {times[0]:,.0f} | {times[1]:,.0f} | {times[0] / times[1]:.2f} |")

if __name__ == "__main__":
    main()
