#!/usr/bin/env bash
# Where a crate's `cargo check` goes, query by query: rustc's self-profile of the crate itself
# (its dependencies built first, not profiled), each query's self time summed over the crate, the
# longest first. BENCHMARKS.md, "Session 32", profiles `scripts/dep_cost.sh`'s distinct crates
# (`scripts/gen_user_distinct.py` writes them) with it.
#
#   scripts/check_profile.sh CRATE_DIR [ROWS]    # ROWS: how many queries to print (30)
#
# Needs a nightly toolchain (`-Z self-profile`) and crates.io (the summary is a small program over
# measureme's `analyzeme`, built once under the system's temporary directory). The crate is
# checked with CARGO_INCREMENTAL=0, in a target directory of its own.
set -euo pipefail

crate="$(cd "${1:?usage: scripts/check_profile.sh CRATE_DIR [ROWS]}" && pwd)"
rows="${2:-30}"
work="${TMPDIR:-/tmp}/promote-check-profile"
tool="$work/summary"
mkdir -p "$tool/src"
cat > "$tool/Cargo.toml" <<'TOML'
[package]
name = "check-profile-summary"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
analyzeme = "12"

[workspace]
TOML
cat > "$tool/src/main.rs" <<'RUST'
// Each query's self time in a rustc self-profile, summed, the longest first.
fn main() {
    let mut args = std::env::args().skip(1);
    let stem = args.next().expect("the profile's path without `.mm_profdata`");
    let rows: usize = args.next().map_or(30, |s| s.parse().expect("ROWS is a number"));
    let data = analyzeme::ProfilingData::new(std::path::Path::new(&stem)).expect("a profile");
    let mut queries = data.perform_analysis().query_data;
    queries.sort_by(|a, b| b.self_time.cmp(&a.self_time));
    let total: f64 = queries.iter().map(|q| q.self_time.as_secs_f64()).sum();
    println!("| query | self time (ms) | calls |\n|---|---:|---:|");
    for q in queries.iter().take(rows) {
        println!("| `{}` | {:.1} | {} |", q.label, q.self_time.as_secs_f64() * 1e3, q.invocation_count);
    }
    println!("| every query | {:.1} | |", total * 1e3);
}
RUST
cargo build -q --release --manifest-path "$tool/Cargo.toml"

export CARGO_INCREMENTAL=0 CARGO_TARGET_DIR="$work/target"
profile="$work/profile"
rm -rf "$profile"
mkdir -p "$profile"
(cd "$crate" && cargo +nightly check -q)
for file in "$crate/src/main.rs" "$crate/src/lib.rs"; do
    if [ -e "$file" ]; then touch "$file"; fi
done
(cd "$crate" && cargo +nightly rustc -q --profile=check -- -Zself-profile="$profile")
stem="$(ls "$profile"/*.mm_profdata | head -1)"
"$tool/target/release/check-profile-summary" "${stem%.mm_profdata}" "$rows"
