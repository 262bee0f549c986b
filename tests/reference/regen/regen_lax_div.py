"""Values of jax.lax.div on integers, where Rust's division would panic and around it (read by
tests/tests/lax_div.rs).  Run from the repo root (venv: requirements-jax.txt;
scripts/regen-references.sh runs every generator):

    python tests/reference/regen/regen_lax_div.py

Writes tests/reference/jax-lax_div_values.csv: ``dtype,a,b,quotient`` for every standard integer
dtype (the codes of the jax-lax grids: i8 ... u64) and every pair of a few edge operands (the
minimum and maximum, their neighbours, small values of both signs, zero), computed eagerly with
jax_enable_x64 on the CPU backend.  XLA defines what C leaves undefined: a zero divisor gives all
bits set (-1, or the unsigned maximum) and MIN / -1 gives MIN.
"""
import csv
import os
import sys

sys.dont_write_bytecode = True  # keep __pycache__ out of the repo

import jax  # noqa: E402
import numpy as np  # noqa: E402
from jax import lax  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import record  # noqa: E402

jax.config.update("jax_enable_x64", True)

TYPES = [
    ("i8", np.int8), ("i16", np.int16), ("i32", np.int32), ("i64", np.int64),
    ("u8", np.uint8), ("u16", np.uint16), ("u32", np.uint32), ("u64", np.uint64),
]


def operands(t):
    info = np.iinfo(t)
    values = {info.min, info.min + 1, -7, -2, -1, 0, 1, 2, 3, 7, info.max - 1, info.max}
    return sorted(v for v in values if info.min <= v <= info.max)


def main():
    out = os.path.join("tests", "reference", "jax-lax_div_values.csv")
    rows = []
    for code, t in TYPES:
        xs = operands(t)
        a = np.array([x for x in xs for _ in xs], dtype=t)
        b = np.array([y for _ in xs for y in xs], dtype=t)
        q = np.asarray(lax.div(a, b))
        assert q.dtype == t, (code, q.dtype)
        rows += [(code, int(x), int(y), int(z)) for x, y, z in zip(a, b, q)]
    record(out)
    with open(out, "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["dtype", "a", "b", "quotient"])
        w.writerows(rows)
    print(f"wrote {out}: {len(rows)} rows (jax {jax.__version__})")


if __name__ == "__main__":
    main()
