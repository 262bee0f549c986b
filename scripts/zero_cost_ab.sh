#!/usr/bin/env bash
# Two revisions of the library side by side, in one session: the `zero_cost` example of each, built
# as scripts/zero_cost.sh builds it (every loop aligned to 64 bytes, LAYOUTS code layouts), run
# alternately layout by layout, the order of the two flipping every time.
#
#   scripts/zero_cost_ab.sh REV_A REV_B                     # n = 16: the fixed cost per call
#   scripts/zero_cost_ab.sh REV_A REV_B 16,1024,65536       # several sizes (the example's --sizes)
#   LAYOUTS=2 RUNS=3 scripts/zero_cost_ab.sh HEAD~1 HEAD
#
# REV_A and REV_B are git revisions (each checked out with `git worktree add --detach` into a
# temporary directory, removed at the end) or directories holding a checkout of this repository
# (built as they are, uncommitted edits included). Each gets its own target directory. Absolute
# times move between sessions and with the load on the other cores; the two revisions measured
# alternately in one run are what can be compared.
#
# Environment: LAYOUTS (1 to 6, default 6) and RUNS (default 2) as in scripts/zero_cost.sh; RUSTFLAGS
# is added to as there; AB_DIR, a directory to build in and keep (default: a temporary one, removed
# at the end; with AB_DIR a second call rebuilds only what changed).
#
# stderr: each run's output. stdout: per case and size, for each revision the medians over
# layouts and runs of the promoted and hand-written times (ns per call), the median of the
# per-run differences promoted - hand-written, and the median ratio; then B's difference minus A's.
set -euo pipefail

(($# == 2 || $# == 3)) || { echo "usage: $0 REV_A REV_B [SIZES, default 16]" >&2; exit 2; }
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/.." && pwd)"
sizes="${3:-16}"
layouts="${LAYOUTS:-6}"
runs="${RUNS:-2}"

if [[ -n "${AB_DIR:-}" ]]; then
    work="$AB_DIR"
    mkdir -p "$work"
    keep=1
else
    work="$(mktemp -d)"
    keep=
fi
worktrees=()
cleanup() {
    for wt in "${worktrees[@]}"; do
        git -C "$repo" worktree remove --force "$wt" || true
    done
    [[ -n "$keep" ]] || rm -rf "$work"
}
trap cleanup EXIT

# Checks out (unless it is a directory) and builds one revision's layouts into
# $work/target-<label>/layouts; sets desc_A or desc_B. Not in a subshell: `worktrees` must see the
# checkouts.
build() {
    local label="$1" rev="$2" src desc
    if [[ -d "$rev" ]]; then
        src="$(cd "$rev" && pwd)"
        desc="$src ($(git -C "$src" rev-parse --short HEAD 2> /dev/null || echo 'not a git checkout'), as it is)"
    else
        local commit
        commit="$(git -C "$repo" rev-parse --verify "$rev^{commit}")"
        src="$work/src-$label"
        [[ ! -e "$src" ]] || git -C "$repo" worktree remove --force "$src" 2> /dev/null || rm -rf "$src"
        git -C "$repo" worktree add -q --detach "$src" "$commit" >&2
        worktrees+=("$src")
        desc="$rev (${commit:0:7})"
    fi
    echo "== building $label = $desc, $layouts layouts" >&2
    ZERO_COST_REPO="$src" ZERO_COST_BUILD_ONLY=1 LAYOUTS="$layouts" \
        CARGO_TARGET_DIR="$work/target-$label" "$here/zero_cost.sh" >&2
    printf -v "desc_$label" '%s' "$desc"
}

build A "$1"
build B "$2"

out="$work/runs.txt"
: > "$out"
echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'), $(nproc) cpus; load: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
k=0
for ((r = 0; r < runs; r++)); do
    for ((i = 0; i < layouts; i++)); do
        if ((k % 2 == 0)); then order=(A B); else order=(B A); fi
        k=$((k + 1))
        for label in "${order[@]}"; do
            echo "== $label, layout $i, run $((r + 1))" >&2
            "$work/target-$label/layouts/layout$i" --sizes "$sizes" > "$work/run.out" 2> "$work/run.err"
            cat "$work/run.err" "$work/run.out" >&2
            sed "s/^/$label layout$i /" "$work/run.out" "$work/run.err" >> "$out"
        done
    done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)" >&2

python3 - "$out" "$desc_A" "$desc_B" "$layouts" "$runs" <<'PY'
import re, statistics, sys
path, desc_a, desc_b, layouts, runs = sys.argv[1:]
ratios, times, keys = {}, {}, []
for line in open(path):
    m = re.match(r"([AB]) layout\d+ ratio (\S+) (\d+) (\S+)$", line)
    if m:
        ratios.setdefault((m[1], m[2], int(m[3])), []).append(float(m[4]))
    m = re.match(r"([AB]) layout\d+ +(\S+) +(\d+): promoted +(\S+) ns +hand-written +(\S+) ns", line)
    if m:
        key = (m[2], int(m[3]))
        if key not in keys:
            keys.append(key)
        times.setdefault((m[1],) + key, []).append((float(m[4]), float(m[5])))
med = statistics.median
print(f"A = {desc_a}\nB = {desc_b}")
print(f"medians over {layouts} layouts x {runs} runs: promoted / hand-written ns, their difference"
      " (median of the per-run differences), ratio; last column B's difference minus A's")
print(f"{'case':>14} {'n':>8} | {'A: promoted / hand, diff, ratio':>36} | {'B: promoted / hand, diff, ratio':>36} | {'B-A':>6}")
for case, n in keys:
    cols, diffs = [], []
    for label in "AB":
        t = times.get((label, case, n))
        if not t:
            cols.append(f"{'-':>36}")
            diffs.append(None)
            continue
        p, h = med(x[0] for x in t), med(x[1] for x in t)
        d = med(x[0] - x[1] for x in t)
        r = med(ratios.get((label, case, n), [float("nan")]))
        diffs.append(d)
        cols.append(f"{p:>9.1f} / {h:>9.1f}, {d:>+6.1f}, {r:>6.3f}")
    ba = f"{diffs[1] - diffs[0]:>+6.1f}" if None not in diffs else f"{'-':>6}"
    print(f"{case:>14} {n:>8} | {cols[0]} | {cols[1]} | {ba}")
PY
