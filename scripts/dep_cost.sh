#!/usr/bin/env bash
# What depending on promote-core costs a user, measured side by side in one run.
#
#   scripts/dep_cost.sh                                  # everything: 3-4 minutes on 2 cores
#   DEP_COST_ONLY="half floor default" scripts/dep_cost.sh
#   DEP_COST_RUNS=3 scripts/dep_cost.sh                  # repeat, report medians
#
# Part A, the dependency's cost. One fresh binary crate per variant (standalone: `[workspace]` in
# its Cargo.toml; `fn main() {}` plus a `use` of each dependency so that it is linked):
#   half      half = "2"                       ndarray   ndarray = "0.17"
#   nalgebra  nalgebra = "0.34"                floor     promote's own dependencies, no promote
#   default   promote-core, default features   numpy     promote-core, std + one policy (numpy)
#   full      promote-core, features = ["full"]
# Every crate's dependencies are downloaded first (`cargo generate-lockfile`, `cargo fetch`), then
# each is built with `cargo build` (debug) from an empty target directory of its own, one after
# the other. Reported: the build's wall time, the peak RSS of its largest process, and the time
# cargo's `--timings` gives to promote-core's own rustc.
#
# Part B, the user's side. Two generated crates with DEP_COST_FUNCS (1,000) small functions each,
# the same computations: "promoted" on `promote_core::Array` under NumPy and Jax (`a + b`,
# `a * weak(s)` on `&Array`s, result types written as `Promoted<L, R, P>`), "explicit" on slices
# with `as` casts to the same result types (a probe crate checks the script's table of result types
# against promote-core first). With their dependencies built, each is measured, alternately:
#   - `cargo check` and debug `cargo build` of the whole crate: src/main.rs touched,
#     CARGO_INCREMENTAL=0 (a target directory of its own);
#   - the same after touching src/main.rs, incrementally (cargo's default for the debug profile);
#   - the same after a one-line edit (one function's `+` made `*`, or back), incrementally.
# Reported: seconds, the ratio promoted / explicit, the peak RSS.
# Those two reuse 40 distinct operations across their 1,000 functions, so they measure reuse. Two
# more crates, "promoted-distinct" and "explicit-distinct" (scripts/gen_user_distinct.py), have
# 1,000 functions that are all distinct operations: (policy, pair, operator, operand form) over
# the default policies, read off the committed reference grids (tests/reference), borrowed
# (`a + b`), owned (`a.clone() + b.clone()`) and with a weak scalar (`a + weak(s)`); they are
# measured in the same steps, alternately with the others.
#
# Part A's crates say `[profile.dev] incremental = false`, so promote-core, a path dependency
# here, is compiled as a crates.io dependency is (never incrementally); CARGO_TERM_COLOR=never.
#
# Environment:
#   DEP_COST_ONLY   short names to run (default: half ndarray nalgebra floor default numpy full
#                   user); `user` is Part B
#   DEP_COST_RUNS   repetitions of the whole set, medians reported (default 1)
#   DEP_COST_REPO   the promote repository to measure (default: the one holding this script),
#                   e.g. a `git worktree add "$TMPDIR/base" HEAD`
#   DEP_COST_FUNCS  functions per Part B crate (default 1000)
#   DEP_COST_KEEP=1 keep the scratch directory
#
# Prints Markdown tables to stdout (progress goes to stderr), then the targets, each "met" or
# "NOT met" (or "not measured"), and a last line `all targets met` or `targets not met: ...`:
# default wall <= nalgebra wall; numpy wall <= 1.2 x floor wall; full wall <= 1.6 x nalgebra wall;
# default build's peak RSS <= 400 MiB; user debug build (whole crate) promoted / explicit <= 1.2;
# user `cargo check` (whole crate) <= 0.5; user `cargo check` after a one-line edit <= 1.1; the
# distinct crates' debug build <= 1.2 and `cargo check` <= 0.5.
# Needs GNU time (/usr/bin/time), awk and Python 3 (the distinct crates' generator). Exit status: 0 whatever the targets say, 1 on a failure
# of the script itself, 2 on missing tools or bad arguments.
set -euo pipefail

REPO="$(cd "${DEP_COST_REPO:-$(cd "$(dirname "$0")/.." && pwd)}" && pwd)"
ALL_NAMES="half ndarray nalgebra floor default numpy full user"
ONLY="${DEP_COST_ONLY:-$ALL_NAMES}"
RUNS="${DEP_COST_RUNS:-1}"
FUNCS="${DEP_COST_FUNCS:-1000}"

# promote-core's and promote-macros' own (non-optional) dependencies, as in the repository's
# `[workspace.dependencies]`. MUST MATCH the repository's Cargo.toml and promote-macros/Cargo.toml
# (a warning is printed when a name here is missing there). proc-macro2/quote/syn are promote-macros'
# dependencies, built for the host; here they are plain dependencies, which builds the same code.
FLOOR_DEPS='half = { version = "2.4", default-features = false, features = ["num-traits"] }
num-complex = { version = "0.4", default-features = false, features = ["libm"] }
libm = "0.2"
proc-macro2 = "1"
quote = "1"
syn = "2"'

export CARGO_TERM_COLOR=never

log() { echo "dep_cost: $*" >&2; }
die() { log "$*"; exit 1; }

# --- tools and arguments ------------------------------------------------------------------------

check_tools() {
    if ! command -v /usr/bin/time >/dev/null; then
        echo "dep_cost: /usr/bin/time (GNU time) is needed: apt-get install time" >&2
        exit 2
    fi
    command -v awk >/dev/null || { echo "dep_cost: awk is needed" >&2; exit 2; }
    command -v cargo >/dev/null || { echo "dep_cost: cargo is needed" >&2; exit 2; }
    if selected user && ! command -v python3 >/dev/null; then
        echo "dep_cost: python3 is needed for Part B's distinct crates" >&2
        exit 2
    fi
    local name
    for name in $ONLY; do
        [[ " $ALL_NAMES " == *" $name "* ]] \
            || { echo "dep_cost: unknown name '$name' in DEP_COST_ONLY (known: $ALL_NAMES)" >&2; exit 2; }
    done
    [[ "$RUNS" =~ ^[1-9][0-9]*$ ]] || { echo "dep_cost: DEP_COST_RUNS must be >= 1" >&2; exit 2; }
    [[ "$FUNCS" =~ ^[1-9][0-9]*$ ]] || { echo "dep_cost: DEP_COST_FUNCS must be >= 1" >&2; exit 2; }
}

selected() { [[ " $ONLY " == *" $1 "* ]]; }
any_part_a() {
    local name
    for name in $ONLY; do [[ "$name" != user ]] && return 0; done
    return 1
}

# Warns when a FLOOR_DEPS name is not among the repository's workspace dependencies.
check_floor_deps() {
    local name
    for name in $(floor_names); do
        grep -q "^$name = " "$REPO/Cargo.toml" \
            || log "warning: FLOOR_DEPS has '$name', which $REPO/Cargo.toml does not: update FLOOR_DEPS"
    done
}
floor_names() { printf '%s\n' "$FLOOR_DEPS" | awk '{print $1}'; }

# --- arithmetic (awk) ---------------------------------------------------------------------------

# The median of the space-separated numbers in $1.
median() {
    tr -s ' ' '\n' <<<"$1" | sort -g | awk 'NF { v[++n] = $1 }
        END { if (n % 2) print v[(n + 1) / 2]; else print (v[n / 2] + v[n / 2 + 1]) / 2 }'
}
fmt() { awk -v x="$1" -v d="${2:-1}" 'BEGIN { printf "%.*f", d, x }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
mib() { awk -v k="$1" 'BEGIN { printf "%.0f", k / 1024 }'; }
# le A FACTOR B: is A <= FACTOR * B?
le() { awk -v a="$1" -v f="$2" -v b="$3" 'BEGIN { exit !(a <= f * b) }'; }

# --- running and measuring ----------------------------------------------------------------------

TARGET_NAME=target # the target directory's name in a crate's directory (Part B's modes change it)

# measure_cargo LOG DIR ARGS...: `cargo ARGS` on DIR's manifest, target directory DIR/$TARGET_NAME,
# output to LOG, under GNU time; prints "WALL_SECONDS PEAK_RSS_KB CPU_SECONDS" (CPU: user + system
# time of cargo and every process it waited for, which moves less than the wall time when other
# work shares the machine). GNU time's maximum RSS is that
# of the largest process among cargo and the descendants it waited for: the largest rustc (or
# build script, or cargo itself).
measure_cargo() {
    local logfile="$1" dir="$2" t0 t1
    shift 2
    t0="$EPOCHREALTIME"
    if ! /usr/bin/time -o "$logfile.time" -f '%M %U %S' env CARGO_TARGET_DIR="$dir/$TARGET_NAME" \
        cargo "$@" --manifest-path "$dir/Cargo.toml" >"$logfile" 2>&1; then
        log "failed: cargo $* in $dir (last lines of $logfile:)"
        tail -n 15 "$logfile" >&2
        return 1
    fi
    t1="$EPOCHREALTIME"
    tail -n 1 "$logfile.time" | awk -v a="$t0" -v b="$t1" '{ printf "%.3f %d %.2f\n", b - a, $1, $2 + $3 }'
}

# cargo_in DIR ARGS...: the same, untimed, output to the caller's.
cargo_in() {
    local dir="$1"
    shift
    CARGO_TARGET_DIR="$dir/$TARGET_NAME" cargo "$@" --manifest-path "$dir/Cargo.toml"
}

# The seconds cargo's --timings report gives promote-core's library rustc ("" if none).
promote_core_rustc_secs() {
    local html="$1/target/cargo-timings/cargo-timing.html"
    [[ -f "$html" ]] || return 0
    awk '/"name": /     { name = $2 }
         /"target": /   { target = $0 }
         /"duration": / { if (name ~ /"promote-core"/ && target ~ /"target": "",/) { d = $2 } }
         END { sub(/,$/, "", d); print d }' "$html"
}

# --- Part A: the dependency's cost --------------------------------------------------------------

variant_deps() {
    local core="promote-core = { path = \"$REPO/promote-core\""
    case "$1" in
        half) echo 'half = "2"' ;;
        ndarray) echo 'ndarray = "0.17"' ;;
        nalgebra) echo 'nalgebra = "0.34"' ;;
        floor) echo "$FLOOR_DEPS" ;;
        default) echo "$core }" ;;
        numpy) echo "$core, default-features = false, features = [\"std\", \"numpy\"] }" ;;
        full) echo "$core, features = [\"full\"] }" ;;
    esac
}

variant_label() {
    case "$1" in
        floor) echo "promote's dependencies alone" ;;
        default) echo "promote-core (default features)" ;;
        numpy) echo "promote-core (std + numpy)" ;;
        full) echo "promote-core (full)" ;;
        *) variant_deps "$1" ;;
    esac
}

# make_dep_crate DIR NAME: a binary crate depending on variant NAME's dependencies.
make_dep_crate() {
    local dir="$1" name="$2" dep
    mkdir -p "$dir/src"
    {
        printf '[package]\nname = "dep-cost-%s"\nversion = "0.0.0"\nedition = "2021"\npublish = false\n\n' "$name"
        printf '[dependencies]\n%s\n\n[workspace]\n' "$(variant_deps "$name")"
        # A path dependency would be compiled incrementally, a crates.io one never is: build
        # promote-core as a user's registry dependency is built.
        printf '\n[profile.dev]\nincremental = false\n'
    } >"$dir/Cargo.toml"
    {
        for dep in $(variant_deps "$name" | awk '{ gsub(/-/, "_", $1); print $1 }'); do
            printf '#[allow(unused_imports)]\nuse %s as _;\n' "$dep"
        done
        printf 'fn main() {}\n'
    } >"$dir/src/main.rs"
}

declare -A A_WALL A_RSS A_CPU A_CORE A_FAILED A_PACKAGES

prepare_part_a() {
    local name dir
    for name in $ONLY; do
        [[ "$name" == user ]] && continue
        dir="$WORK/a/$name"
        make_dep_crate "$dir" "$name"
        log "fetching $name"
        if ! cargo_in "$dir" generate-lockfile -q >"$WORK/logs/fetch-$name.log" 2>&1 \
            || ! cargo_in "$dir" fetch -q >>"$WORK/logs/fetch-$name.log" 2>&1; then
            log "cannot resolve $name, skipped:"
            tail -n 5 "$WORK/logs/fetch-$name.log" >&2
            A_FAILED[$name]="resolution failed"
            continue
        fi
        A_PACKAGES[$name]="$(grep -c '^\[\[package\]\]' "$dir/Cargo.lock")"
    done
}

# One build of variant NAME from an empty target directory.
build_variant() {
    local name="$1" run="$2" dir="$WORK/a/$1" out core wall rss cpu
    rm -rf "$dir/target"
    log "run $run: cargo build ($name)"
    if ! out="$(measure_cargo "$WORK/logs/build-$name-$run.log" "$dir" build --timings)"; then
        A_FAILED[$name]="build failed"
        return 0
    fi
    read -r wall rss cpu <<<"$out"
    A_WALL[$name]+="$wall "
    A_RSS[$name]+="$rss "
    A_CPU[$name]+="$cpu "
    core="$(promote_core_rustc_secs "$dir")"
    [[ -n "$core" ]] && A_CORE[$name]+="$core "
    return 0
}

run_part_a() {
    local run name
    for run in $(seq "$RUNS"); do
        for name in $ONLY; do
            [[ "$name" == user || -n "${A_FAILED[$name]:-}" ]] && continue
            build_variant "$name" "$run"
        done
    done
}

# The median wall time of variant NAME, or nothing when it was not measured.
a_wall() { if [[ -n "${A_WALL[$1]:-}" && -z "${A_FAILED[$1]:-}" ]]; then median "${A_WALL[$1]}"; fi; }
a_rss() { if [[ -n "${A_RSS[$1]:-}" && -z "${A_FAILED[$1]:-}" ]]; then median "${A_RSS[$1]}"; fi; }

print_part_a() {
    local name wall rss core floor vs
    floor="$(a_wall floor)"
    echo "## Part A: dependency cost (debug \`cargo build\` from an empty target directory, median of $RUNS)"
    echo
    echo "| crate | dependency | packages | wall (s) | CPU (s) | peak RSS (MiB) | promote-core rustc (s) | wall / floor |"
    echo "|---|---|---:|---:|---:|---:|---:|---:|"
    for name in $ONLY; do
        [[ "$name" == user ]] && continue
        if [[ -n "${A_FAILED[$name]:-}" ]]; then
            echo "| $name | $(variant_label "$name") | | ${A_FAILED[$name]} | | | | |"
            continue
        fi
        wall="$(a_wall "$name")"
        rss="$(a_rss "$name")"
        core="-"
        [[ -n "${A_CORE[$name]:-}" ]] && core="$(fmt "$(median "${A_CORE[$name]}")" 2)"
        vs="-"
        [[ -n "$floor" ]] && vs="$(ratio "$wall" "$floor")"
        echo "| $name | $(variant_label "$name") | ${A_PACKAGES[$name]:-} | $(fmt "$wall") |" \
            "$(fmt "$(median "${A_CPU[$name]}")") | $(mib "$rss") | $core | $vs |"
    done
    echo
    echo "(packages: in the crate's Cargo.lock, itself included; CPU: user + system time of the whole"
    echo "build; peak RSS: the largest single process of the build, which may be a dependency's rustc;"
    echo "promote-core rustc: its unit in \`cargo build --timings\`)"
    echo
}

# --- Part B: the user's side --------------------------------------------------------------------

# Operand pairs, used cyclically: LHS RHS NUMPY_RESULT JAX_RESULT. `f*`/`i*` are weak scalars
# (`weak(s)`, s an f64 or an i64). The results are checked against promote-core by a probe crate.
PAIRS=(
    "i8 f32 f32 f32" "u8 i16 i16 i16" "i32 f64 f64 f64" "f32 f64 f64 f64" "i16 i32 i32 i32"
    "u8 f32 f32 f32" "i64 f64 f64 f64" "i32 f32 f64 f32" "f32 f* f32 f32" "i32 i* i32 i32"
)
POLICIES=(NumPy Jax)
EDITED_FN=$((FUNCS / 2)) # the function whose line the one-line edit changes
EDIT_MARK="// dep_cost: the edited line"

declare -A WEAK_TYPE=(['f*']=WeakFloat ['i*']=WeakInt) WEAK_PAYLOAD=(['f*']=f64 ['i*']=i64)

# cast VAR EXPR FROM TO: sets VAR to EXPR converted with `as`, unless it already has type TO.
cast() { if [[ "$3" == "$4" ]]; then printf -v "$1" '%s' "$2"; else printf -v "$1" '%s as %s' "$2" "$4"; fi; }

# fn_params I: sets LHS, RHS (a type or a weak code), POL (index into POLICIES), OP (+ or *),
# RESULT (the element type of the result) and MARK (the edit marker, or nothing) of function I.
# Over 4 x |PAIRS| consecutive functions every (pair, policy, operator) appears once.
fn_params() {
    local i="$1" n="${#PAIRS[@]}" rnp rjax
    read -r LHS RHS rnp rjax <<<"${PAIRS[$((i % n))]}"
    POL=$(((i / n) % 2))
    OP='+'
    if (((i / (2 * n)) % 2)); then OP='*'; fi
    RESULT="$rnp"
    if ((POL == 1)); then RESULT="$rjax"; fi
    MARK=""
    if ((i == EDITED_FN)); then MARK=" $EDIT_MARK"; fi
}

gen_promoted_fn() {
    local i="$1" pol
    fn_params "$i"
    pol="${POLICIES[$POL]}"
    if [[ -n "${WEAK_TYPE[$RHS]:-}" ]]; then
        printf 'fn f%d(a: &Array<%s, %s>, s: %s) -> Array<Promoted<%s, %s, %s>, %s> {\n    a %s weak(s)%s\n}\n' \
            "$i" "$LHS" "$pol" "${WEAK_PAYLOAD[$RHS]}" "$LHS" "${WEAK_TYPE[$RHS]}" "$pol" "$pol" "$OP" "$MARK"
    else
        printf 'fn f%d(a: &Array<%s, %s>, b: &Array<%s, %s>) -> Array<Promoted<%s, %s, %s>, %s> {\n    a %s b%s\n}\n' \
            "$i" "$LHS" "$pol" "$RHS" "$pol" "$LHS" "$RHS" "$pol" "$pol" "$OP" "$MARK"
    fi
}

gen_explicit_fn() {
    local i="$1" x y payload
    fn_params "$i"
    cast x x "$LHS" "$RESULT"
    if [[ -n "${WEAK_TYPE[$RHS]:-}" ]]; then
        payload="${WEAK_PAYLOAD[$RHS]}"
        cast y s "$payload" "$RESULT"
        printf 'fn f%d(a: &[%s], s: %s) -> Vec<%s> {\n    a.iter().map(|&x| %s %s %s).collect()%s\n}\n' \
            "$i" "$LHS" "$payload" "$RESULT" "$x" "$OP" "$y" "$MARK"
    else
        cast y y "$RHS" "$RESULT"
        printf 'fn f%d(a: &[%s], b: &[%s]) -> Vec<%s> {\n    a.iter().zip(b).map(|(&x, &y)| %s %s %s).collect()%s\n}\n' \
            "$i" "$LHS" "$RHS" "$RESULT" "$x" "$OP" "$y" "$MARK"
    fi
}

# The call of function I in main: the inputs are named by type and policy (promoted crate) or
# by type and `_v` (explicit crate).
gen_call() {
    local kind="$1" i="$2" suffix="_v" arg
    fn_params "$i"
    if [[ "$kind" == promoted ]]; then suffix="_${POLICIES[$POL],,}"; fi
    case "$RHS" in
        'f*') arg="2.0" ;;
        'i*') arg="2" ;;
        *) arg="&$RHS$suffix" ;;
    esac
    printf '    black_box(f%d(&%s%s, %s));\n' "$i" "$LHS" "$suffix" "$arg"
}

gen_inputs() {
    local kind="$1" t pol
    for t in i8 u8 i16 i32 i64 f32 f64; do
        if [[ "$kind" == promoted ]]; then
            for pol in "${POLICIES[@]}"; do
                printf '    let %s_%s: Array<%s, %s> = Array::from_vec(vec![1 as %s, 2 as %s, 3 as %s]);\n' \
                    "$t" "${pol,,}" "$t" "$pol" "$t" "$t" "$t"
            done
        else
            printf '    let %s_v: Vec<%s> = vec![1 as %s, 2 as %s, 3 as %s];\n' "$t" "$t" "$t" "$t" "$t"
        fi
    done
}

# make_user_crate DIR KIND: KIND is promoted or explicit.
make_user_crate() {
    local dir="$1" kind="$2" i dep=""
    mkdir -p "$dir/src"
    [[ "$kind" == promoted ]] && dep="promote-core = { path = \"$REPO/promote-core\" }"
    printf '[package]\nname = "dep-cost-%s"\nversion = "0.0.0"\nedition = "2021"\npublish = false\n\n[dependencies]\n%s\n\n[workspace]\n' \
        "$kind" "$dep" >"$dir/Cargo.toml"
    {
        echo "// Generated by scripts/dep_cost.sh: $FUNCS functions, $kind."
        echo '#![allow(unused_imports, unused_variables)]'
        [[ "$kind" == promoted ]] && {
            echo 'use promote_core::policies::{Jax, NumPy};'
            echo 'use promote_core::{weak, Array, Promoted, WeakFloat, WeakInt};'
        }
        echo 'use std::hint::black_box;'
        echo
        for ((i = 0; i < FUNCS; i++)); do
            "gen_${kind}_fn" "$i"
        done
        echo
        echo 'fn main() {'
        gen_inputs "$kind"
        for ((i = 0; i < FUNCS; i++)); do
            gen_call "$kind" "$i"
        done
        echo '}'
    } >"$dir/src/main.rs"
}

# A crate that compiles only if every result type of PAIRS is promote-core's.
make_probe_crate() {
    local dir="$1" pair lhs rhs rnp rjax rhs_t
    mkdir -p "$dir/src"
    sed 's/dep-cost-promoted/dep-cost-probe/' "$WORK/b/promoted/Cargo.toml" >"$dir/Cargo.toml"
    {
        echo 'use promote_core::policies::{Jax, NumPy};'
        echo 'use promote_core::{Promoted, WeakFloat, WeakInt};'
        echo 'use std::marker::PhantomData as P;'
        echo 'fn same<T>(_: P<T>, _: P<T>) {}'
        echo 'fn main() {'
        for pair in "${PAIRS[@]}"; do
            read -r lhs rhs rnp rjax <<<"$pair"
            rhs_t="$rhs"
            rhs_t="${WEAK_TYPE[$rhs]:-$rhs}"
            echo "    same(P::<Promoted<$lhs, $rhs_t, NumPy>>, P::<$rnp>);"
            echo "    same(P::<Promoted<$lhs, $rhs_t, Jax>>, P::<$rjax>);"
        done
        echo '}'
    } >"$dir/src/main.rs"
}

# The one-line edit: the marked function's operator, `+` made `*` or `*` made `+` (an explicit
# integer operation's `wrapping_add` made `wrapping_mul`, or back).
edit_one_line() {
    sed -i "/$(printf '%s' "$EDIT_MARK" | sed 's|/|\\/|g')/{s/ + / * /;t;s/ \\* / + /;t;s/wrapping_add/wrapping_mul/;t;s/wrapping_mul/wrapping_add/}" "$1/src/main.rs"
}

declare -A B_SECS B_RSS

# Part B's crates: the reusing pair, then the distinct pair.
USER_KINDS="promoted explicit promoted-distinct explicit-distinct"

prepare_part_b() {
    local kind
    for kind in promoted explicit; do
        make_user_crate "$WORK/b/$kind" "$kind"
    done
    python3 "$REPO/scripts/gen_user_distinct.py" "$REPO/tests/reference" "$FUNCS" "$WORK/b" \
        "$REPO/promote-core" "$EDITED_FN" "$EDIT_MARK" >&2 \
        || die "cannot generate the distinct crates"
    make_probe_crate "$WORK/b/probe"
    log "fetching the user crates' dependencies"
    if ! cargo_in "$WORK/b/promoted" generate-lockfile -q >"$WORK/logs/fetch-user.log" 2>&1 \
        || ! cargo_in "$WORK/b/promoted" fetch -q >>"$WORK/logs/fetch-user.log" 2>&1; then
        tail -n 15 "$WORK/logs/fetch-user.log" >&2
        die "cannot resolve the promoted crate"
    fi
    cp "$WORK/b/promoted/Cargo.lock" "$WORK/b/probe/Cargo.lock"
    cp "$WORK/b/promoted/Cargo.lock" "$WORK/b/promoted-distinct/Cargo.lock"
}

# in_mode MODE CMD...: runs CMD in one of Part B's two modes. `inc` is cargo's default (the debug
# profile compiles the user's crate incrementally); `full` is CARGO_INCREMENTAL=0, so that every
# check or build redoes the whole crate, in a target directory of its own (so that switching modes
# never rebuilds promote-core).
in_mode() {
    local mode="$1"
    shift
    if [[ "$mode" == full ]]; then CARGO_INCREMENTAL=0 TARGET_NAME=target-full "$@"; else "$@"; fi
}

# Builds the dependencies and the crates once in each mode (untimed), and checks the result-type
# table with the probe crate.
warm_part_b() {
    local kind sub mode
    log "checking the result-type table against promote-core (probe crate)"
    CARGO_TARGET_DIR="$WORK/b/promoted/target" \
        cargo check --manifest-path "$WORK/b/probe/Cargo.toml" >"$WORK/logs/probe.log" 2>&1 \
        || { tail -n 30 "$WORK/logs/probe.log" >&2; die "the script's PAIRS table disagrees with promote-core (or it does not compile)"; }
    for mode in inc full; do
        for kind in $USER_KINDS; do
            for sub in check build; do
                log "untimed cargo $sub ($kind, $mode: dependencies and the crate)"
                in_mode "$mode" cargo_in "$WORK/b/$kind" "$sub" >"$WORK/logs/warm-$kind-$sub-$mode.log" 2>&1 \
                    || { tail -n 30 "$WORK/logs/warm-$kind-$sub-$mode.log" >&2; die "the $kind crate does not build"; }
            done
        done
    done
}

# user_step STEP RUN: STEP is SUB_CHANGE, SUB `check` or `build`, CHANGE `touch` or `edit` (both
# in mode inc) or `full` (a touch in mode full). For each crate: brings SUB up to date (untimed),
# applies the change, times `cargo SUB`.
user_step() {
    local step="$1" run="$2" sub="${1%_*}" change="${1#*_}" mode=inc kind dir out wall rss
    [[ "$change" == full ]] && mode=full
    for kind in $USER_KINDS; do
        dir="$WORK/b/$kind"
        in_mode "$mode" cargo_in "$dir" "$sub" -q >/dev/null 2>&1 || die "cargo $sub of the $kind crate failed"
        case "$change" in
            touch | full) touch "$dir/src/main.rs" ;;
            edit) edit_one_line "$dir" ;;
        esac
        log "run $run: cargo $sub after $change ($kind)" # `full`: a touch, non-incremental
        out="$(in_mode "$mode" measure_cargo "$WORK/logs/user-$step-$kind-$run.log" "$dir" "$sub")" \
            || die "cargo $sub of the $kind crate failed"
        read -r wall rss _ <<<"$out"
        B_SECS[$step.$kind]+="$wall "
        B_RSS[$step.$kind]+="$rss "
    done
}

USER_STEPS="check_full check_touch check_edit build_full build_touch build_edit"
# shellcheck disable=SC2016 # Markdown backquotes
step_label() {
    case "$1" in
        check_full) echo '`cargo check`, whole crate (touch, CARGO_INCREMENTAL=0)' ;;
        check_touch) echo '`cargo check` after touch (incremental)' ;;
        check_edit) echo '`cargo check` after a one-line edit (incremental)' ;;
        build_full) echo 'debug `cargo build`, whole crate (touch, CARGO_INCREMENTAL=0)' ;;
        build_touch) echo 'debug `cargo build` after touch (incremental)' ;;
        build_edit) echo 'debug `cargo build` after a one-line edit (incremental)' ;;
    esac
}

run_part_b() {
    local run step
    for run in $(seq "$RUNS"); do
        for step in $USER_STEPS; do
            user_step "$step" "$run"
        done
    done
}

b_secs() { if [[ -n "${B_SECS[$1.$2]:-}" ]]; then median "${B_SECS[$1.$2]}"; fi; }
# b_ratio STEP [SUFFIX]: promoted / explicit for STEP, of the pair named with SUFFIX (`-distinct`).
b_ratio() {
    local p e
    p="$(b_secs "$1" "promoted${2:-}")"
    e="$(b_secs "$1" "explicit${2:-}")"
    if [[ -n "$p" && -n "$e" ]]; then ratio "$p" "$e"; fi
}

# print_b_table SUFFIX TITLE: one pair's table.
print_b_table() {
    local suffix="$1" step p e
    echo "### $2"
    echo
    echo "| step | promoted (s) | explicit (s) | promoted / explicit | peak RSS promoted (MiB) | peak RSS explicit (MiB) |"
    echo "|---|---:|---:|---:|---:|---:|"
    for step in $USER_STEPS; do
        p="$(b_secs "$step" "promoted$suffix")"
        e="$(b_secs "$step" "explicit$suffix")"
        echo "| $(step_label "$step") | $(fmt "$p" 2) | $(fmt "$e" 2) | $(b_ratio "$step" "$suffix") |" \
            "$(mib "$(median "${B_RSS[$step.promoted$suffix]}")") | $(mib "$(median "${B_RSS[$step.explicit$suffix]}")") |"
    done
    echo
}

print_part_b() {
    echo "## Part B: the user's side ($FUNCS functions per crate, promote-core default features, median of $RUNS)"
    echo
    print_b_table "" "40 distinct operations, reused (NumPy and JAX)"
    print_b_table -distinct "$FUNCS distinct operations (NumPy, JAX, PyTorch, the array API; borrowed, owned, weak scalars)"
}

# --- targets ------------------------------------------------------------------------------------

NOT_MET=()
UNMEASURED=()

# target ID DESCRIPTION A FACTOR B: met when A <= FACTOR * B; not measured when A or B is empty.
target() {
    local id="$1" what="$2" a="$3" factor="$4" b="$5"
    if [[ -z "$a" || -z "$b" ]]; then
        echo "- $what: not measured"
        UNMEASURED+=("$id")
    elif le "$a" "$factor" "$b"; then
        echo "- $what: met ($a <= $factor x $b)"
    else
        echo "- $what: NOT met ($a > $factor x $b)"
        NOT_MET+=("$id")
    fi
}

print_targets() {
    local default_rss_mib=""
    [[ -n "$(a_rss default)" ]] && default_rss_mib="$(mib "$(a_rss default)")"
    echo "## Targets"
    echo
    target default-vs-nalgebra "default-features wall <= nalgebra wall" \
        "$(a_wall default)" 1 "$(a_wall nalgebra)"
    target numpy-vs-floor "one policy (numpy) wall <= 1.2 x floor wall" \
        "$(a_wall numpy)" 1.2 "$(a_wall floor)"
    target full-vs-nalgebra "full wall <= 1.6 x nalgebra wall" "$(a_wall full)" 1.6 "$(a_wall nalgebra)"
    # The largest single process of the whole default-features build, in MiB: it may be a
    # dependency's rustc (syn's, say) rather than promote-core's, which is what a user pays all the same.
    target default-rss "default-features build peak RSS (MiB) <= 400" "$default_rss_mib" 1 400
    target user-build "user debug build, whole crate: promoted / explicit <= 1.2" \
        "$(b_ratio build_full)" 1.2 1
    target user-check "user cargo check, whole crate: promoted / explicit <= 0.5" \
        "$(b_ratio check_full)" 0.5 1
    target user-recheck "user cargo check after an edit: promoted / explicit <= 1.1" \
        "$(b_ratio check_edit)" 1.1 1
    target user-distinct-build "user debug build, $FUNCS distinct operations: promoted / explicit <= 1.2" \
        "$(b_ratio build_full -distinct)" 1.2 1
    target user-distinct-check "user cargo check, $FUNCS distinct operations: promoted / explicit <= 0.5" \
        "$(b_ratio check_full -distinct)" 0.5 1
    echo
}

print_summary() {
    local parts=() name wall
    for name in half ndarray nalgebra floor default numpy full; do
        wall="$(a_wall "$name")"
        [[ -n "$wall" ]] && parts+=("$name $(fmt "$wall") s")
    done
    if [[ -n "$(b_ratio check_full)" ]]; then
        parts+=("user (promoted / explicit) check x$(b_ratio check_full)")
        parts+=("re-check after an edit x$(b_ratio check_edit)")
        parts+=("build x$(b_ratio build_full), rebuild after an edit x$(b_ratio build_edit)")
        parts+=("distinct: check x$(b_ratio check_full -distinct), build x$(b_ratio build_full -distinct)")
    fi
    local IFS=';'
    ((${#parts[@]})) || parts=("nothing measured")
    echo "summary: ${parts[*]}" | sed 's/;/; /g'
    if ((${#NOT_MET[@]} + ${#UNMEASURED[@]} == 0)); then
        echo "all targets met"
    else
        local list="${NOT_MET[*]}"
        ((${#UNMEASURED[@]})) && list+="${list:+ }(not measured: ${UNMEASURED[*]})"
        echo "targets not met: $list" | sed 's/;/, /g'
    fi
}

print_header() {
    local commit
    commit="$(git -C "$REPO" rev-parse --short HEAD 2>/dev/null || echo unknown)"
    [[ -n "$(git -C "$REPO" status --porcelain 2>/dev/null)" ]] && commit+=" (with uncommitted changes)"
    echo "# Cost of depending on promote-core"
    echo
    echo "- CPU: $(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo) ($(nproc) CPUs)"
    echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "- $(rustc --version), $(cargo --version)"
    echo "- promote: $REPO at $commit"
    echo "- load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
    echo "- CARGO_INCREMENTAL: ${CARGO_INCREMENTAL:-unset (the default: on for debug builds of local crates)}"
    echo
}

main() {
    check_tools
    WORK="$(mktemp -d "${TMPDIR:-/tmp}/dep-cost.XXXXXX")"
    if [[ "${DEP_COST_KEEP:-0}" == 1 ]]; then log "scratch directory kept: $WORK"; else trap 'rm -rf "$WORK"' EXIT; fi
    mkdir -p "$WORK/logs"
    selected floor && check_floor_deps

    # Everything is downloaded before anything is timed.
    prepare_part_a
    selected user && prepare_part_b
    print_header
    run_part_a
    selected user && { warm_part_b; run_part_b; }

    any_part_a && print_part_a
    selected user && print_part_b
    print_targets
    print_summary
    log "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
}

main "$@"
