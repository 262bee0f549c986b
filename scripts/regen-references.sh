#!/usr/bin/env bash
# Regenerate every reference grid in tests/reference/ from the real libraries.
#
#   scripts/regen-references.sh
#
# Creates (or reuses) one virtual environment per library set under
# ${PROMOTE_VENVS:-$HOME/.cache/promote-venvs}/<env> (np, jax, torch, tf, paddle, oneflow, megengine;
# their numpy pins and Pythons differ) from tests/reference/regen/requirements-<env>.txt -- `pip
# install -r` is a no-op when the pinned versions are already there -- then runs, from the
# repository root: regen_numpy.py (numpy and numpy-ml), regen_array_api.py (np), regen_jax.py (jax;
# three times: --mode x64, x32, strict), regen_torch.py (torch), regen_tensorflow.py (tf),
# regen_paddle.py (paddle), regen_oneflow.py (oneflow), regen_megengine.py (megengine),
# regen_megengine_mep3.py (derived from the torch grids, stdlib only), regen_conversions.py (np),
# regen_ml_dtypes.py (np: the narrow types' conversions and arithmetic, tests/reference/ml_dtypes/)
# and regen_casting.py (np, torch, jax: can_cast, in-place operators, NumPy's n-ary result type;
# numpy-ml's can_cast) and regen_lax_div.py (jax: jax.lax.div's integer values), then the value
# references (tests/reference/values/) by regen_values.py in the venv "values" (numpy, jax, jax-x32,
# torch) and in the venv "tf" (tensorflow), printing each one's elapsed time. Every generator records what it wrote in
# tests/reference/provenance.csv (library versions and Python).
# `scripts/regen-references.sh values` runs the value references alone.
#
# Pythons: np, jax and values need 3.12 or newer (NumPy 2.5, JAX 0.12): VALUES_PYTHON, default
# python3.12; oneflow and megengine 3.10 (their only wheels): LEGACY_PYTHON, default python3.10;
# the others PYTHON, default python3 (their pins were resolved with CPython 3.11).
# Environment: PROMOTE_VENVS (venv root, outside the repo), PYTHON, VALUES_PYTHON, LEGACY_PYTHON
# (above), REGEN_ARGS (extra
# arguments for the grid generators, e.g. -v).  Check the result with `git diff --stat`.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/.." && pwd)"
regen="$repo/tests/reference/regen"
venvs="${PROMOTE_VENVS:-$HOME/.cache/promote-venvs}"
python="${PYTHON:-python3}"
values_python="${VALUES_PYTHON:-python3.12}"
legacy_python="${LEGACY_PYTHON:-python3.10}"
read -r -a extra <<< "${REGEN_ARGS:-}"
export PYTHONDONTWRITEBYTECODE=1 PIP_DISABLE_PIP_VERSION_CHECK=1

now() { echo "${EPOCHREALTIME:-$(date +%s)}"; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f s", b - a }'; }

start="$(now)"
echo "repo:  $repo"
echo "venvs: $venvs"

setup() {  # setup ENV [PYTHON] -> a venv at $venvs/ENV with requirements-ENV.txt installed
    local env="$1" py="${2:-$python}" t
    t="$(now)"
    if [[ ! -x "$venvs/$env/bin/python" ]]; then
        echo "== creating venv $env"
        mkdir -p "$venvs"
        "$py" -m venv "$venvs/$env"
    fi
    "$venvs/$env/bin/python" -m pip install -q -r "$regen/requirements-$env.txt"
    echo "== venv $env ready ($(since "$t"))"
}

run() {  # run ENV SCRIPT [ARGS...]
    local env="$1" script="$2" t
    shift 2
    t="$(now)"
    echo "== $script ($env)"
    (cd "$repo" && "$venvs/$env/bin/python" "$regen/$script" "$@")
    echo "== $script done ($(since "$t"))"
}

values() {  # the value references: one file per library under tests/reference/values/
    setup values "$values_python"
    for lib in numpy jax jax-x32 torch; do
        run values regen_values.py "$lib"
    done
    setup tf
    run tf regen_values.py tensorflow
}

if [[ "${1:-}" == values ]]; then
    values
    find "$regen" -name __pycache__ -type d -prune -exec rm -rf {} +
    echo "== all done in $(since "$start")"
    exit 0
fi

# NumPy 2.5 and JAX 0.12 need Python 3.12 or newer; OneFlow 0.9.0 and MegEngine 1.13.0 have
# wheels for Python 3.10 only (LEGACY_PYTHON, default python3.10).
for env in np jax; do
    setup "$env" "$values_python"
done
for env in torch tf paddle; do
    setup "$env"
done
for env in oneflow megengine; do
    setup "$env" "$legacy_python"
done

run np regen_numpy.py "${extra[@]}"
run np regen_array_api.py "${extra[@]}"
run jax regen_jax.py --mode x64 "${extra[@]}"
run jax regen_jax.py --mode x32 "${extra[@]}"
run jax regen_jax.py --mode strict "${extra[@]}"
run torch regen_torch.py "${extra[@]}"
run tf regen_tensorflow.py "${extra[@]}"
run paddle regen_paddle.py "${extra[@]}"
run oneflow regen_oneflow.py "${extra[@]}"
run megengine regen_megengine.py "${extra[@]}"
run torch regen_megengine_mep3.py
run np regen_conversions.py
run np regen_ml_dtypes.py
run np regen_casting.py numpy
run np regen_casting.py numpy-ml
run np regen_casting.py array-api
run torch regen_casting.py torch
run jax regen_casting.py jax
run jax regen_lax_div.py
values

find "$regen" -name __pycache__ -type d -prune -exec rm -rf {} +
echo "== all done in $(since "$start")"
