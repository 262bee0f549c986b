#!/usr/bin/env bash
# The zero-cost verdict: the `zero_cost` example with every loop aligned to 64 bytes, in several
# code layouts, and the median ratio of each case over the layouts.
#
#   scripts/zero_cost.sh                  # 1 Mi elements
#   scripts/zero_cost.sh --all-sizes      # 1 Ki, 64 Ki and 1 Mi
#   scripts/zero_cost.sh --sizes 16       # the fixed cost per call
#
# On some x86-64 cores (AMD EPYC among them) one and the same loop runs up to 1.5x faster or
# slower depending on where it lands relative to a 64-byte boundary, and the promoted loop and its
# hand-written twin land in different places: a default build compares addresses as much as
# instructions. So every crate is built with `-C llvm-args=-align-loops=64` (every loop at a
# boundary), and the example itself is built in LAYOUTS (default 6) code layouts that differ only
# in where its functions and blocks start (functions aligned to 16, 32 or 64 bytes, each with and
# without every block that is not fallen into aligned to 32): the same instructions at different
# addresses. Each layout runs RUNS
# times (default 1); stdout gets `ratio <case> <elements> <median over all runs>` as the example
# prints it, stderr each run's output, then per case the spread of the ratios and the median
# times and difference (the fixed cost, with --sizes 16). LAYOUTS=1 gives the single aligned build.
#
# The builds go to a target directory of its own (target/zero-cost-aligned) and the layouts' binaries
# to target/zero-cost-aligned/layouts/. Extra RUSTFLAGS (say `-C target-feature=+f16c`) are kept
# and added to; give such builds their own directory with CARGO_TARGET_DIR.
#
# For scripts/zero_cost_ab.sh (two revisions side by side): ZERO_COST_REPO builds another checkout
# of the repository than this script's, and ZERO_COST_BUILD_ONLY=1 stops after the layouts' binaries
# are in $CARGO_TARGET_DIR/layouts (layout0, layout1, ...).
set -euo pipefail

repo="${ZERO_COST_REPO:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}"
export RUSTFLAGS="${RUSTFLAGS:+$RUSTFLAGS }-C llvm-args=-align-loops=64"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$repo/target/zero-cost-aligned}"
layouts="${LAYOUTS:-6}"
runs="${RUNS:-1}"
# Read by the example at compile time, to say on stderr which build it is.
export PROMOTE_ZERO_COST_LAYOUT="every loop aligned to 64 bytes (RUSTFLAGS=\"$RUSTFLAGS\"), several function layouts"

extras=(
    ""
    "-C llvm-args=-align-all-functions=5"
    "-C llvm-args=-align-all-functions=6"
    "-C llvm-args=-align-all-nofallthru-blocks=5"
    "-C llvm-args=-align-all-functions=5 -C llvm-args=-align-all-nofallthru-blocks=5"
    "-C llvm-args=-align-all-functions=6 -C llvm-args=-align-all-nofallthru-blocks=5"
)
((layouts >= 1 && layouts <= ${#extras[@]})) || { echo "LAYOUTS must be 1 to ${#extras[@]}" >&2; exit 2; }

cd "$repo"
bins="$CARGO_TARGET_DIR/layouts"
mkdir -p "$bins"
for ((i = 0; i < layouts; i++)); do
    # `cargo rustc` passes the extra flags to the example only: promote-core is built once.
    read -r -a extra <<< "${extras[$i]}"
    cargo rustc -q --release -p promote-core --example zero_cost -- "${extra[@]}"
    cp "$CARGO_TARGET_DIR/release/examples/zero_cost" "$bins/layout$i"
done
[[ -z "${ZERO_COST_BUILD_ONLY:-}" ]] || exit 0

out="$(mktemp)"
run="$(mktemp)"
trap 'rm -f "$out" "$run" "$run.err"' EXIT
echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'), $(nproc) cpus; load: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
for ((r = 0; r < runs; r++)); do
    for ((i = 0; i < layouts; i++)); do
        echo "== layout $i (${extras[$i]:-function alignment 16}), run $((r + 1))" >&2
        "$bins/layout$i" "$@" > "$run" 2> "$run.err"
        cat "$run.err" "$run" >&2
        sed "s/^/layout$i /" "$run" "$run.err" >> "$out"
    done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)" >&2

python3 - "$out" <<'PY'
import re, statistics, sys
ratios, times = {}, {}
for line in open(sys.argv[1]):
    m = re.match(r"layout\d+ ratio (\S+) (\d+) (\S+)$", line)
    if m:
        ratios.setdefault((m[1], int(m[2])), []).append(float(m[3]))
    m = re.match(r"layout\d+ +(\S+) +(\d+): promoted +(\S+) ns +hand-written +(\S+) ns", line)
    if m:
        times.setdefault((m[1], int(m[2])), []).append((float(m[3]), float(m[4])))
med = statistics.median
print("== median over layouts and runs: ratio (min-max); promoted, hand-written, difference", file=sys.stderr)
for key, values in ratios.items():
    p = med(t[0] for t in times.get(key, [(0, 0)]))
    h = med(t[1] for t in times.get(key, [(0, 0)]))
    d = med(t[0] - t[1] for t in times.get(key, [(0, 0)]))
    print(f"{key[0]:>14} {key[1]:>8}: {med(values):.3f} ({min(values):.3f}-{max(values):.3f});"
          f" {p:.1f} ns, {h:.1f} ns, {d:+.1f} ns", file=sys.stderr)
for (case, n), values in ratios.items():
    print(f"ratio {case} {n} {med(values):.3f}")
PY
