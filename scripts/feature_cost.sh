#!/usr/bin/env bash
# What each Cargo feature of promote-core costs to build: for each feature set, promote-core's own
# rustc (dependencies already built, debug, not incremental, as a dependency is built), its wall
# time and peak memory, printed as the Markdown table of the README's "Choosing policies".
#
#   scripts/feature_cost.sh            # every policy alone, the default set, full
#   FEATURE_COST_RUNS=3 scripts/feature_cost.sh   # median of 3 builds per set
#   FEATURE_COST_SETS="std,oneflow default" scripts/feature_cost.sh   # only these sets
#
# Needs GNU time (`apt-get install time`). Uses its own target directory under the system's
# temporary directory; the first build of each set (dependencies) is not timed.
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
runs="${FEATURE_COST_RUNS:-1}"
target="${FEATURE_COST_TARGET:-$(mktemp -d)}"
[ -x /usr/bin/time ] || { echo "needs GNU time: apt-get install time" >&2; exit 2; }
export CARGO_INCREMENTAL=0 CARGO_TARGET_DIR="$target" CARGO_TERM_COLOR=never

sets=(
    "std" "std,numpy" "std,numpy-ml" "std,numpy-ml,narrow" "std,jax" "std,jax,narrow" "std,jax-x32"
    "std,jax-strict" "std,jax-lax" "std,torch" "std,torch,narrow" "std,array-api" "std,paddle"
    "std,tensorflow" "std,megengine" "std,megengine-mep3" "std,oneflow" "default" "std,full"
)
if [ -n "${FEATURE_COST_SETS:-}" ]; then read -r -a sets <<< "$FEATURE_COST_SETS"; fi

# One timed build of promote-core's library alone: "seconds kilobytes".
build_once() {
    local flags=("$@")
    touch "$repo/promote-core/src/lib.rs"
    /usr/bin/time -f '%e %M' -o "$target/time.txt" \
        cargo build -q --manifest-path "$repo/Cargo.toml" -p promote-core --lib "${flags[@]}"
    cat "$target/time.txt"
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

echo "promote-core's own rustc per feature set ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores, $(date -u +%Y-%m-%d))"
echo
echo "| features | rustc wall (s) | peak memory (MB) |"
echo "| --- | ---: | ---: |"
for set in "${sets[@]}"; do
    if [ "$set" = default ]; then flags=(); else flags=(--no-default-features --features "$set"); fi
    cargo build -q --manifest-path "$repo/Cargo.toml" -p promote-core --lib "${flags[@]}"
    results=()
    for _ in $(seq "$runs"); do results+=("$(build_once "${flags[@]}")"); done
    secs=$(printf '%s\n' "${results[@]}" | cut -d' ' -f1 | median)
    kb=$(printf '%s\n' "${results[@]}" | cut -d' ' -f2 | median)
    printf '| `%s` | %s | %d |\n' "$set" "$secs" "$((kb / 1024))"
done
