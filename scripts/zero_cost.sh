#!/usr/bin/env bash
# The zero-cost verdict: the `zero_cost` example built with every loop aligned to 64 bytes.
#
#   scripts/zero_cost.sh                  # 1 Mi elements
#   scripts/zero_cost.sh --all-sizes      # 1 Ki, 64 Ki and 1 Mi
#   scripts/zero_cost.sh --sizes 16       # the fixed cost per call
#
# On some x86-64 cores (AMD EPYC among them) one and the same loop runs up to 1.5x faster or
# slower depending on where it lands relative to a 64-byte boundary; the promoted loop and its
# hand-written twin land in different places, so a default build compares addresses as much as
# instructions. `-C llvm-args=-align-loops=64` puts every loop at a boundary. The build goes to a
# target directory of its own (target/zero-cost-aligned), so it does not evict the default build.
# Extra RUSTFLAGS (say `-C target-feature=+f16c`) are kept and added to; give such builds their
# own directory with CARGO_TARGET_DIR.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
flags="-C llvm-args=-align-loops=64"
export RUSTFLAGS="${RUSTFLAGS:+$RUSTFLAGS }$flags"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$repo/target/zero-cost-aligned}"
# Read by the example at compile time, to say on stderr which build it is.
export PROMOTE_ZERO_COST_LAYOUT="every loop aligned to 64 bytes (RUSTFLAGS=\"$RUSTFLAGS\")"

cd "$repo"
cargo build -q --release -p promote-core --example zero_cost
exec "$CARGO_TARGET_DIR/release/examples/zero_cost" "$@"
