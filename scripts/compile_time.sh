#!/usr/bin/env bash
# Compile-time cost of promotion.
#
#   scripts/compile_time.sh [REPO_DIR]        (default: the repository holding this script)
#
# 1. Builds and runs a small dump program listing, for every policy in
#    `promote_core::policies::catalog::ALL`, every pair its `result_type` defines.
# 2. Generates (scripts/gen_compile_bench.py), in a temp dir outside the repo, two crates
#    depending on promote-core by path: one function per (policy, defined pair, operator `+ - *`)
#    written as a promoted `Array` op, and the same functions written by hand with explicit casts
#    on slices.
# 3. Once their dependencies are built, times `cargo check` of each (touch the source, re-check;
#    RUNS times, median; incremental compilation off, so each check redoes the whole crate), and
#    the same for a debug `cargo build` (BUILD_RUNS times), then prints the ratios
#    promoted / hand-written.
# 4. Times clean builds of promote-core (and promote-macros), release and debug, in a target
#    directory of its own (the repository's `target/` is left alone): `cargo clean -p
#    promote-core -p promote-macros` then `cargo build -p promote-core`, and from an empty target
#    directory (all dependencies included).
#
# Environment: RUNS (default 5), BUILD_RUNS (default 3; 0 skips the debug builds), KEEP=1 keeps
# the temp dir, SKIP_CLEAN_BUILD=1 skips step 4. Takes about 7 minutes on 2 cores.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "${1:-$here/..}" && pwd)"
runs="${RUNS:-5}"
work="$(mktemp -d "${TMPDIR:-/tmp}/promote-compile-time.XXXXXX")"
if [[ "${KEEP:-0}" != 1 ]]; then
    trap 'rm -rf "$work"' EXIT
fi
export CARGO_TARGET_DIR="$work/target"
export CARGO_INCREMENTAL=0
export CARGO_TERM_COLOR=never

# Wall-clock seconds: bash's own clock (no process start-up in the timed span), else Python's.
now() { echo "${EPOCHREALTIME:-$(python3 -c 'import time; print(time.time())')}"; }
median() { python3 -c 'import statistics, sys; print(f"{statistics.median(map(float, sys.argv[1:])):.3f}")' "$@"; }

echo "repo: $repo"
echo "work: $work"
echo "rustc: $(rustc --version)"

# --- 1. the defined pairs, from the run-time mirror ----------------------------------------------
mkdir -p "$work/dump/src"
cat > "$work/dump/Cargo.toml" <<EOF
[package]
name = "dump-pairs"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
promote-core = { path = "$repo/promote-core" }

[workspace]
EOF
cat > "$work/dump/src/main.rs" <<'EOF'
use promote_core::policies::catalog;

fn main() {
    for entry in catalog::ALL {
        for &lhs in entry.dtypes {
            for &rhs in entry.dtypes {
                if let Some(out) = (entry.result_type)(lhs, rhs) {
                    println!("{} {lhs} {rhs} {out}", entry.name);
                }
            }
        }
    }
}
EOF
echo "== building promote-core and the pair dump (dependencies, not timed)"
cargo run -q --release --manifest-path "$work/dump/Cargo.toml" > "$work/pairs.txt"

# --- 2. the two crates ------------------------------------------------------------------------------
python3 "$here/gen_compile_bench.py" "$work/pairs.txt" "$work" "$repo/promote-core"

# --- 3. timing ----------------------------------------------------------------------------------------
# Usage: time_pair CARGO-SUBCOMMAND RUNS. Runs the subcommand on both crates alternately (so a
# change in the machine's load hits both alike), each after touching its source, and prints the
# medians "promoted hand-written" in seconds.
time_pair() {
    local sub="$1" n="$2" kind t0 t1
    local -A times=([promoted]="" [hand]="")
    for kind in promoted hand; do
        cargo "$sub" -q --manifest-path "$work/$kind/Cargo.toml" # dependencies, first pass: untimed
    done
    for _ in $(seq "$n"); do
        for kind in promoted hand; do
            touch "$work/$kind/src/lib.rs"
            t0="$(now)"
            cargo "$sub" -q --manifest-path "$work/$kind/Cargo.toml"
            t1="$(now)"
            times[$kind]+=" $(python3 -c "print(f'{$t1 - $t0:.3f}')")"
        done
    done
    echo "   promoted cargo $sub:${times[promoted]}" >&2
    echo "   hand-written cargo $sub:${times[hand]}" >&2
    # shellcheck disable=SC2086 # word splitting intended
    echo "$(median ${times[promoted]}) $(median ${times[hand]})"
}

for sub in check build; do
    n="$runs"
    [[ "$sub" == build ]] && n="${BUILD_RUNS:-3}"
    [[ "$n" == 0 ]] && continue
    echo "== cargo $sub, $n runs each, alternating (seconds)"
    read -r p h < <(time_pair "$sub" "$n")
    ratio="$(python3 -c "print(f'{$p / $h:.2f}')")"
    echo "cargo $sub median: promoted ${p}s, hand-written ${h}s"
    echo "compile-time ratio (cargo $sub) promoted/hand-written: ${ratio}x"
done

# --- 4. clean builds of promote-core ------------------------------------------------------------
if [[ "${SKIP_CLEAN_BUILD:-0}" != 1 ]]; then
    echo "== clean build of promote-core (dependencies already built; own target dir)"
    export CARGO_TARGET_DIR="$work/target-clean"
    unset CARGO_INCREMENTAL # as a plain `cargo build` does it
    manifest="$repo/Cargo.toml"
    cargo build -q -p promote-core --release --manifest-path "$manifest"
    cargo build -q -p promote-core --manifest-path "$manifest"
    for profile in release debug; do
        flag=(--profile dev)
        [[ "$profile" == release ]] && flag=(--release)
        cargo clean -q -p promote-core -p promote-macros "${flag[@]}" --manifest-path "$manifest"
        t0="$(now)"
        cargo build -q -p promote-core "${flag[@]}" --manifest-path "$manifest"
        t1="$(now)"
        echo "clean build of promote-core + promote-macros ($profile): $(python3 -c "print(f'{$t1 - $t0:.1f}')")s"
    done
    for profile in release debug; do
        flag=(--profile dev)
        [[ "$profile" == release ]] && flag=(--release)
        export CARGO_TARGET_DIR="$work/target-scratch-$profile"
        t0="$(now)"
        cargo build -q -p promote-core "${flag[@]}" --manifest-path "$manifest"
        t1="$(now)"
        echo "build of promote-core from an empty target dir, dependencies included ($profile): $(python3 -c "print(f'{$t1 - $t0:.1f}')")s"
    done
fi
