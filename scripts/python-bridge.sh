#!/usr/bin/env bash
# The Python bridge in one command: a venv, the pinned requirements (promote-py/requirements.txt),
# `maturin develop --release` (the module `promote` built into the venv), then the tests against
# NumPy itself (promote-py/tests). With `--bench`, the benchmark against NumPy instead
# (promote-py/bench/bench.py; BENCHMARKS.md, "From Python"). Other arguments go to pytest.
#
#   scripts/python-bridge.sh            # build, then test
#   scripts/python-bridge.sh --bench    # build, then benchmark
#
# PYTHON picks the interpreter the venv is made from (default python3: CPython 3.11 on CI, whose
# newest NumPy is 2.4.6); PROMOTE_PY_VENV its place (default target/promote-py-venv).
#
# The module is built for this machine's CPU (`-C target-cpu=native`, added to RUSTFLAGS), as
# NumPy picks its AVX2 loops at run time on a CPU that has them: built for the x86-64 baseline,
# the kernels run SSE2 code beside NumPy's AVX2 (BENCHMARKS.md, "From Python"). Loops are
# aligned to 64 bytes, so that timings do not move with where they land.
# PROMOTE_PY_RUSTFLAGS replaces those two flags (empty: the baseline build a wheel needs).
# PROMOTE_PY_PROFILE builds with another cargo profile than `release` (CI's `ci-optimized`:
# promote-core optimized, its dependencies not, debug assertions on; never for `--bench`).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
target=${CARGO_TARGET_DIR:-target}
case "$target" in /*) ;; *) target="$root/$target" ;; esac
venv=${PROMOTE_PY_VENV:-$target/promote-py-venv}
python=${PYTHON:-python3}

if [ ! -x "$venv/bin/python" ]; then
    echo "== creating $venv with $("$python" --version)"
    "$python" -m venv "$venv"
fi
echo "== pip install -r promote-py/requirements.txt"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r promote-py/requirements.txt

flags=${PROMOTE_PY_RUSTFLAGS--C target-cpu=native -C llvm-args=-align-loops=64}
profile=${PROMOTE_PY_PROFILE:-release}
if [ "${1:-}" = "--bench" ]; then
    profile=release
fi
echo "== maturin develop --profile $profile (promote-py; RUSTFLAGS += $flags)"
(cd promote-py && VIRTUAL_ENV="$venv" PATH="$venv/bin:$PATH" \
    RUSTFLAGS="${RUSTFLAGS:+$RUSTFLAGS }$flags" maturin develop --profile "$profile" --quiet)

if [ "${1:-}" = "--bench" ]; then
    shift
    exec "$venv/bin/python" promote-py/bench/bench.py "$@"
fi
echo "== pytest promote-py/tests (against NumPy $("$venv/bin/python" -c 'import numpy; print(numpy.__version__)'))"
exec "$venv/bin/python" -m pytest promote-py/tests -q -p no:cacheprovider "$@"
