#!/usr/bin/env bash
# NumPy beside the promoted op: nanoseconds per element of i8 + f32 -> f32 at 1 Ki, 64 Ki, 1 Mi,
# and of issue 24's cases on DynArray<NumPy> against np.add (with out= and without), with their
# result dtypes compared.
#
#   scripts/vs_numpy.sh
#
# Creates (or reuses) the virtual environment ${PROMOTE_VENVS:-$HOME/.cache/promote-venvs}/bench
# from scripts/requirements-bench.txt (NumPy pinned; `pip install -r` is a no-op once it is
# there), unsets every OPENBLAS_* variable, then runs scripts/vs_numpy.py (NumPy) and the
# `vs_numpy` example (release build, loops aligned to 64 bytes as in scripts/zero_cost.sh, its
# own target directory), and prints their `ns_per_element` lines and a Markdown table.
#
# Environment: PROMOTE_VENVS (venv root, outside the repo), PYTHON (interpreter that creates the
# venv; default python3), RUSTFLAGS (added to), VS_NUMPY_FEATURES (promote-core's features for the
# example; default huge-pages, `dyn` for DynArray's Vec storage: then set CARGO_TARGET_DIR apart too).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/.." && pwd)"
venv="${PROMOTE_VENVS:-$HOME/.cache/promote-venvs}/bench"
python="${PYTHON:-python3}"
export PYTHONDONTWRITEBYTECODE=1 PIP_DISABLE_PIP_VERSION_CHECK=1

# OpenBLAS reads these at import time; np.add does not use BLAS, but keep the run unconfigured.
while read -r name; do unset "$name"; done < <(compgen -e | grep '^OPENBLAS' || true)

if [[ ! -x "$venv/bin/python" ]]; then
    echo "== creating venv $venv" >&2
    mkdir -p "$(dirname "$venv")"
    "$python" -m venv "$venv"
fi
"$venv/bin/python" -m pip install -q -r "$here/requirements-bench.txt"

echo "== cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'), $(nproc) cpus; load: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
out="$(mktemp)"
trap 'rm -f "$out"' EXIT

echo "== NumPy" >&2
"$venv/bin/python" "$here/vs_numpy.py" | tee -a "$out"

echo "== promote (cargo build --release --example vs_numpy)" >&2
export RUSTFLAGS="${RUSTFLAGS:+$RUSTFLAGS }-C llvm-args=-align-loops=64"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$repo/target/zero-cost-aligned}"
(cd "$repo" && cargo build -q --release -p promote-core --features ${VS_NUMPY_FEATURES:-huge-pages} --example vs_numpy)
"$CARGO_TARGET_DIR/release/examples/vs_numpy" | tee -a "$out"
echo "== load after: $(cut -d' ' -f1-3 /proc/loadavg)" >&2

"$venv/bin/python" - "$out" <<'PY'
import sys
rows, sizes, dtypes = {}, [], {}
for line in open(sys.argv[1]):
    fields = line.split()
    if fields[0] == "dtype":
        dtypes.setdefault(fields[1], []).append(fields[2])
        continue
    _, name, n, value = fields
    rows.setdefault(name, {})[int(n)] = float(value)
    if int(n) not in sizes:
        sizes.append(int(n))
label = {
    "numpy_i8_f32_out": "NumPy `np.add(i8, f32, out=)`",
    "numpy_f32_f32_out": "NumPy `np.add(f32, f32, out=)`",
    "numpy_i8_f32": "NumPy `np.add(i8, f32)` (new array)",
    "promoted": "promote `&a + &b` (new `Array`)",
    "promoted_into": "promote `a.add_into(&b, &mut out)`",
    "hand_into": "Rust `i8 as f32 + f32` loop into a buffer (by hand)",
    "f32_f32_into": "Rust `f32 + f32` loop into a buffer",
    "hand_i16_3_into": "Rust `i16 + 3` loop into a buffer (by hand)",
}
def size(n):
    return f"{n >> 20} Mi" if n >= 1 << 20 else f"{n >> 10} Ki"
def code(name):
    """NumPy's dtype name as this crate's code: int16 -> i16, complex128 -> c128."""
    import numpy as np
    d = np.dtype(name)
    return {"b": "b", "i": "i", "u": "u", "f": "f", "c": "c"}[d.kind] + ("" if d.kind == "b" else str(d.itemsize * 8))
static = [name for name in rows if not name.startswith(("dyn_", "numpy_")) or name in label]
print()
print("| ns per element | " + " | ".join(size(n) for n in sizes) + " |")
print("|---|" + "---:|" * len(sizes))
for name in static:
    if name in rows:
        print(f"| {label.get(name, name)} | " + " | ".join(f"{rows[name][n]:.3f}" for n in sizes) + " |")
cases = [name[len("dyn_"):-len("_into")] for name in rows if name.startswith("dyn_") and name.endswith("_into")]
if cases:
    print()
    print("| case (result dtype) | " + " | ".join(f"{size(n)} out= NumPy / DynArray (x)" for n in sizes)
          + " | " + " | ".join(f"{size(n)} new NumPy / DynArray (x)" for n in sizes) + " |")
    print("|---|" + "---:|" * (2 * len(sizes)))
    mismatch = False
    for case in cases:
        numpy_name, ours = dtypes.get(case, ["?", "?"])[0], dtypes.get(case, ["?", "?"])[-1]
        same = code(numpy_name) == ours
        mismatch |= not same
        cells = []
        for suffix_numpy, suffix_dyn in (("_out", "_into"), ("", "")):
            for n in sizes:
                a, b = rows[f"numpy_{case}{suffix_numpy}"][n], rows[f"dyn_{case}{suffix_dyn}"][n]
                cells.append(f"{a:.3f} / {b:.3f} ({a / b:.2f}x)")
        print(f"| {case} ({ours}{'' if same else ' != NumPy ' + numpy_name}) | " + " | ".join(cells) + " |")
    if mismatch:
        sys.exit("a result dtype differs from NumPy's")
PY
