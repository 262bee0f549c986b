"""Diff the generated grids against the seed tables (no third-party deps): the tables that JEP 9407
and Paddle's type-promotion guide publish, copied into tests/reference/seeds (see tests/reference/README.md).
    python3 tests/reference/regen/compare.py [SEED_TABLES_DIR]   (default: tests/reference/seeds)
Prints, per policy, every cell `row+col: seed X, now Y`, and, for every policy and op,
every cell where an operand-kind grid (<policy>_<op>_<l>_<r>.csv) differs from the
array x array grid.
"""
import os
import sys

sys.dont_write_bytecode = True  # keep __pycache__ out of the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import BINARY_OPS, OUT_DIR, KIND_PAIRS, OPS, read_grid, grid_name  # noqa: E402

SEEDS = sys.argv[1] if len(sys.argv) > 1 else os.path.join(OUT_DIR, "seeds")
# Paddle's seed tables use long names.
ALIAS = {"bool": "b", "int": "i*", "float": "f*", "complex": "c*"}
PADDLE_SCALAR_COL = {"bool": "b*", "int": "i*", "float": "f*", "complex": "c*"}

POLICIES = ["numpy", "array-api", "jax", "jax-lax", "torch", "tensorflow", "paddle", "megengine"]
PAIRS = [("numpy_add.csv", "seed_numpy_add.csv"),
         ("jax_add.csv", "seed_jax_numpy_add.csv"),
         ("jax_add_array0_array0.csv", "seed_jax_numpy_add.csv"),
         ("jax-lax_add.csv", "seed_jax_lax_add.csv"),
         ("torch_add.csv", "seed_torch_add.csv"),
         ("tensorflow_add.csv", "seed_tensorflow_add.csv"),
         ("paddle_add.csv", "seed_paddle_tensor_tensor.csv"),
         ("paddle_add.csv", "seed_paddle_tensor_scalar.csv")]


def load_seed(name):
    g = read_grid(os.path.join(SEEDS, name))
    out = {}
    for (r, c), v in g.items():
        r2 = ALIAS.get(r, r)
        c2 = (PADDLE_SCALAR_COL if "scalar" in name else ALIAS).get(c, c)
        out[(r2, c2)] = ALIAS.get(v, v)
    return out


def diff(ours, seed):
    o = read_grid(os.path.join(OUT_DIR, ours))
    s = load_seed(seed)
    rows = []
    for key, sv in s.items():
        if key not in o:
            rows.append("%s+%s: seed %s, now (not in grid)" % (key[0], key[1], sv))
        elif o[key] != sv:
            rows.append("%s+%s: seed %s, now %s" % (key[0], key[1], sv, o[key]))
    return rows


def main():
    for ours, seed in PAIRS:
        if not os.path.exists(os.path.join(OUT_DIR, ours)):
            print("## %s vs %s: (not generated)" % (ours, seed))
            continue
        d = diff(ours, seed)
        print("## %s vs %s: %d differing cells" % (ours, seed, len(d)))
        for line in d:
            print("- " + line)
    for pol in POLICIES:
        for op in OPS + BINARY_OPS:
            base = os.path.join(OUT_DIR, grid_name(pol, op))
            if not os.path.exists(base):
                continue
            g = read_grid(base)
            for lk, rk in KIND_PAIRS:
                p = os.path.join(OUT_DIR, grid_name(pol, op, lk, rk))
                if not os.path.exists(p):
                    print("## %s %s %s_%s: (not generated)" % (pol, op, lk, rk))
                    continue
                k = read_grid(p)
                d = ["%s+%s: array %s, %s_%s %s" % (r, c, v, lk, rk, k[(r, c)])
                     for (r, c), v in g.items() if k[(r, c)] != v]
                print("## %s %s %s_%s vs array_array: %d differing cells" % (pol, op, lk, rk, len(d)))
                for line in d:
                    print("- " + line)


if __name__ == "__main__":
    main()
