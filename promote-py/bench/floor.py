"""The floor under a call: `np.add` and `promote.add` on two `float32` arrays beside the functions
of `bench/floor` (PyO3 and the `numpy` crate's safe API doing nothing, reading the operands,
adding them with each operand copied or borrowed, or with promote-core's `DynView` alone), ns per
call, interleaved round by round (5 rounds, each the best of three timings of 20,000 calls; the
median of the rounds). BENCHMARKS.md, "From Python".

    scripts/python-bridge.sh --bench --rounds 1     # the module, as the bench builds it
    VIRTUAL_ENV=target/promote-py-venv PATH=target/promote-py-venv/bin:$PATH \\
        CARGO_TARGET_DIR=target/promote-floor \\
        RUSTFLAGS="-C target-cpu=native -C llvm-args=-align-loops=64 -C target-feature=+prefer-256-bit" \\
        maturin develop --release -m promote-py/bench/floor/Cargo.toml
    target/promote-py-venv/bin/python promote-py/bench/floor.py [N ...]   # lengths: 1 and 1024
"""

import platform
import statistics
import sys
import timeit

import numpy as np
import promote
import promote_floor as floor

ROUNDS, CALLS = 5, 20_000

def main():
    functions = {
        "np.add": np.add,
        "promote.add": promote.add,
        "nothing": floor.nothing,
        "promote_core_add": floor.promote_core_add,
        "inspect": floor.inspect,
        "copied": floor.copied,
        "copied_in_place": floor.copied_in_place,
        "borrowed": floor.borrowed,
        "buffers": floor.buffers,
    }
    cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), platform.processor())
    print(f"CPU: {cpu}; NumPy {np.__version__}; Python {platform.python_version()}; ns per call, medians of {ROUNDS} rounds")
    lengths = [int(n) for n in sys.argv[1:]] or [1, 1024]
    print("| function | " + " | ".join(f"n = {n}" for n in lengths) + " |")
    print("|---|" + "---:|" * len(lengths))
    table = {name: [] for name in functions}
    for n in lengths:
        x, y = np.ones(n, np.float32), np.ones(n, np.float32)
        calls = max(20, min(CALLS, 20_000_000 // (20 * n)))
        times = {name: [] for name in functions}
        for _ in range(ROUNDS):
            for name, f in functions.items():
                best = min(timeit.repeat(lambda: f(x, y), number=calls, repeat=3))
                times[name].append(best / calls * 1e9)
        for name in functions:
            table[name].append(statistics.median(times[name]))
    for name, row in table.items():
        print(f"| `{name}` | " + " | ".join(f"{t:,.0f}" for t in row) + " |")

if __name__ == "__main__":
    main()
