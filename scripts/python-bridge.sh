#!/usr/bin/env bash
# The Python bridge in one command: a venv, the pinned requirements (promote-py/requirements.txt),
# `maturin develop` (the module `promote` built into the venv), then the tests against NumPy
# itself (promote-py/tests). With `--bench`, the benchmark against NumPy instead
# (promote-py/bench/bench.py; BENCHMARKS.md, "From Python"). Other arguments go to pytest.
#
#   scripts/python-bridge.sh            # build, then test
#   scripts/python-bridge.sh --bench    # build, then benchmark
#
# PYTHON picks the interpreter the venv is made from (default python3: CPython 3.11 on CI, whose
# newest NumPy is 2.4.6); PROMOTE_PY_VENV its place (default target/promote-py-venv).
#
# For the tests, the module is a debug build (the profile `dev`: debug assertions and overflow
# checks on), with the workspace's own flags: it reuses the artifacts of the workspace's debug
# build where it can, and it builds in a fifth of the time of an optimized module, for the same
# time in pytest (NumPy's own suite, the longest test, runs beside the others either way).
# PROMOTE_PY_PROFILE picks another cargo profile for the tests (`release`, `ci-optimized`).
#
# For `--bench`, the module is built with `release` for this machine's CPU (`-C target-cpu=native`,
# added to RUSTFLAGS), as NumPy picks its AVX2 loops at run time on a CPU that has them: built for
# the x86-64 baseline, the kernels run SSE2 code beside NumPy's AVX2 (BENCHMARKS.md, "From
# Python"). Loops are aligned to 64 bytes, so that timings do not move with where they land. On
# x86-64 the vectors are 256-bit, as NumPy's AVX2 loops are: LLVM picks 512-bit ones for an AMD
# Zen 4 (not for Intel's AVX-512 CPUs, where it prefers 256 already), and there they were 1-11 %
# slower than 256-bit ones at 64 Ki and 1 Mi elements, where the loops wait on memory
# (BENCHMARKS.md, "Session 34"). PROMOTE_PY_RUSTFLAGS replaces those flags (empty: the baseline
# build a wheel needs).
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

if [ "${1:-}" = "--bench" ]; then
    profile=release
    native="-C target-cpu=native -C llvm-args=-align-loops=64"
    [ "$(uname -m)" = x86_64 ] && native="$native -C target-feature=+prefer-256-bit"
    flags=${PROMOTE_PY_RUSTFLAGS-$native}
else
    profile=${PROMOTE_PY_PROFILE:-dev}
    flags=""
fi
echo "== maturin develop --profile $profile (promote-py${flags:+; RUSTFLAGS += $flags})"
(cd promote-py && VIRTUAL_ENV="$venv" PATH="$venv/bin:$PATH" \
    RUSTFLAGS="${RUSTFLAGS:+$RUSTFLAGS }$flags" maturin develop --profile "$profile" --quiet)

if [ "${1:-}" = "--bench" ]; then
    shift
    exec "$venv/bin/python" promote-py/bench/bench.py "$@"
fi
echo "== pytest promote-py/tests (against NumPy $("$venv/bin/python" -c 'import numpy; print(numpy.__version__)'))"
exec "$venv/bin/python" -m pytest promote-py/tests -q -p no:cacheprovider "$@"
