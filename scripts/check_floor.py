#!/usr/bin/env python3
"""How far down a distinct promoted operation's `cargo check` can go: the floor of issue 39's
"`cargo check` at or under 0.5x explicit casts", measured on shallower designs of the operators.

    scripts/check_floor.py [ROUNDS]        # 6 rounds by default, about 2 minutes after the builds

Generates `scripts/gen_user_distinct.py`'s two crates (1,000 distinct operations, promoted and
explicit) and three variants of the promoted one, whose arrays are a local wrapper `W<T, P>` with
operators of their own (bodies `unimplemented!()`: `cargo check` type-checks a generic body once,
so only what each call site proves differs):

- `direct-bounded`: one impl per operand kind (`&W + &W`, `W + W`, `&W + WeakInt`, ...), each
  bounded on promote-core's `Promote` with what a real body would need (`Element`, `Policy`, the
  result's `ElementArith`), not through `RhsOperand` and `FamilyType`;
- `direct`: the same impls bounded on `Promote` alone;
- `per-pair`: the same impls bounded on a trait of the crate's own with one impl per (pair,
  policy), read off the committed reference grids: no blanket impl, no cell, no 0-d rule between
  the operator and the result type, the shallowest a trait-computed result can be. Its
  signatures name that trait, not `Promoted`;
- `per-pair, bounded`: the same with the bounds of `direct-bounded`;
- `per-pair, signatures \`Promoted\``: `per-pair` with the signatures as generated
  (`Promoted<L, R, P>`, promote-core's chain), the operators on the per-pair trait.

Each crate is checked with CARGO_INCREMENTAL=0 from a target directory of its own, its
dependencies built first, the five alternately, ROUNDS times. Prints each one's median seconds
and its ratio to the explicit crate's median. Needs Python 3 (standard library) and cargo.
"""

import csv
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
POLICIES = [("numpy", "NumPy"), ("jax", "Jax"), ("torch", "Torch"), ("array-api", "ArrayApi")]
REAL = ["u8", "u16", "u32", "u64", "i8", "i16", "i32", "i64", "f32", "f64"]
WEAK = {"i*": "WeakInt", "f*": "WeakFloat"}

# The wrapper and its operators; `{bound}` is each impl's where clause for operand type `{r}`.
WRAPPER = """
use core::ops::{{Add, Mul}};
use promote_core::{{element::ElementArith, Element, Policy, Promote}};

#[derive(Clone)]
pub struct W<T, P>(core::marker::PhantomData<(T, P)>);

impl<T, P> W<T, P> {{
    fn from_vec(_: Vec<T>) -> Self {{
        W(core::marker::PhantomData)
    }}
}}

macro_rules! ops {{
    ($($Op:ident $op:ident),*) => {{$(
        impl<'a, 'b, L, R, P> $Op<&'b W<R, P>> for &'a W<L, P> where {bound_r} {{
            type Output = W<{out_r}, P>;
            fn $op(self, _: &'b W<R, P>) -> Self::Output {{ unimplemented!() }}
        }}
        impl<L, R, P> $Op<W<R, P>> for W<L, P> where {bound_r} {{
            type Output = W<{out_r}, P>;
            fn $op(self, _: W<R, P>) -> Self::Output {{ unimplemented!() }}
        }}
        ops!(@weak $Op $op WeakInt);
        ops!(@weak $Op $op WeakFloat);
    )*}};
    (@weak $Op:ident $op:ident $S:ident) => {{
        impl<'a, L, P> $Op<$S> for &'a W<L, P> where {bound_s} {{
            type Output = W<{out_s}, P>;
            fn $op(self, _: $S) -> Self::Output {{ unimplemented!() }}
        }}
        impl<L, P> $Op<$S> for W<L, P> where {bound_s} {{
            type Output = W<{out_s}, P>;
            fn $op(self, _: $S) -> Self::Output {{ unimplemented!() }}
        }}
    }};
}}

ops!(Add add, Mul mul);
"""

# What a body needs beside the result's trait: the operand an element, the policy a policy,
# the result one that adds.
BODY = " + Element, P: Policy, {out}: ElementArith"


def bounds(bound, out, body=""):
    """A variant's where clauses and result type, for a right operand `R` and a weak `$S`:
    `bound` and `out` name the operand `{X}`."""
    def one(x):
        result = out.format(X=x)
        return bound.format(X=x) + body.format(out=result), result
    (bound_r, out_r), (bound_s, out_s) = one("R"), one("$S")
    return dict(bound_r=bound_r, out_r=out_r, bound_s=bound_s, out_s=out_s)


PROMOTE = ("L: Promote<{X}, P>", "Promoted<L, {X}, P>")
PER_PAIR = ("L: PerPair<{X}, P>", "<L as PerPair<{X}, P>>::Output")
VARIANTS = {
    "direct-bounded": bounds(*PROMOTE, BODY),
    "direct": bounds(*PROMOTE),
    "per-pair, signatures `Promoted`": bounds(*PER_PAIR),
    "per-pair, bounded": bounds(*PER_PAIR, BODY),
    "per-pair": bounds(*PER_PAIR),
}


def per_pair_impls():
    """`PerPair` and one impl per (left, right, policy) the generator can write."""
    lines = ["pub trait PerPair<R, P> {\n    type Output;\n}"]
    for stem, policy in POLICIES:
        with open(os.path.join(REPO, "tests", "reference", f"{stem}_add.csv"), newline="") as f:
            rows = list(csv.reader(f))
        for row in rows[1:]:
            if row[0] not in REAL:
                continue
            for rhs, out in zip(rows[0][1:], row[1:]):
                out = WEAK.get(out, out)
                if out == "-" or rhs not in REAL + list(WEAK) or out not in REAL + list(WEAK.values()):
                    continue
                lines.append(
                    f"impl PerPair<{WEAK.get(rhs, rhs)}, {policy}> for {row[0]} {{ type Output = {out}; }}"
                )
    return "\n".join(lines) + "\n"


def variant(source, name, work):
    """The promoted crate's source rewritten for variant `name`, as a crate under `work`."""
    slug = re.sub(r"[^a-z]+", "-", name.lower()).strip("-")
    crate = os.path.join(work, slug)
    shutil.copytree(os.path.join(work, "promoted-distinct"), crate, ignore=shutil.ignore_patterns("target*"))
    text = re.sub(r"\bArray(?=<|::)", "W", source)
    if name.startswith("per-pair"):
        if "Promoted" not in name:
            text = re.sub(r"Promoted<(\w+), (\w+), (\w+)>", r"<\1 as PerPair<\2, \3>>::Output", text)
        text = text.replace("use std::hint::black_box;", "use std::hint::black_box;\n" + per_pair_impls())
    text = text.replace("use std::hint::black_box;", "use std::hint::black_box;\n" + WRAPPER.format(**VARIANTS[name]))
    with open(os.path.join(crate, "src", "main.rs"), "w") as f:
        f.write(text)
    toml = os.path.join(crate, "Cargo.toml")
    with open(toml) as f:
        manifest = f.read().replace("dep-cost-promoted-distinct", f"check-floor-{slug}")
    with open(toml, "w") as f:
        f.write(manifest)
    return crate


def check(crate):
    """Seconds of a whole-crate `cargo check` (the crate touched, nothing incremental)."""
    os.utime(os.path.join(crate, "src", "main.rs"))
    env = dict(os.environ, CARGO_INCREMENTAL="0", CARGO_TARGET_DIR=crate + "-target")
    start = time.perf_counter()
    done = subprocess.run(["cargo", "check", "-q"], cwd=crate, env=env, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        sys.exit(f"cargo check failed in {crate}:\n{done.stderr[-3000:]}")
    return seconds


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 6
    work = tempfile.mkdtemp(prefix="promote-check-floor-")
    subprocess.run(
        [sys.executable, os.path.join(REPO, "scripts", "gen_user_distinct.py"),
         os.path.join(REPO, "tests", "reference"), "1000", work, os.path.join(REPO, "promote-core"),
         "0", "// edit"],
        check=True, stdout=subprocess.DEVNULL,
    )
    with open(os.path.join(work, "promoted-distinct", "src", "main.rs")) as f:
        source = f.read()
    crates = {"explicit": os.path.join(work, "explicit-distinct"),
              "promote-core's operators": os.path.join(work, "promoted-distinct")}
    for name in VARIANTS:
        crates[name] = variant(source, name, work)
    print(f"building dependencies in {work}", file=sys.stderr)
    for crate in crates.values():
        check(crate)
    times = {name: [] for name in crates}
    for r in range(rounds):
        for name, crate in crates.items():
            times[name].append(check(crate))
        print(f"round {r + 1} of {rounds}", file=sys.stderr)
    explicit = statistics.median(times["explicit"])
    print(f"`cargo check` of 1,000 distinct operations, median of {rounds} alternating rounds")
    print("| crate | seconds (median) | min | / explicit |")
    print("|---|---:|---:|---:|")
    for name, ts in times.items():
        m = statistics.median(ts)
        print(f"| {name} | {m:.3f} | {min(ts):.3f} | {m / explicit:.2f} |")
    shutil.rmtree(work)


if __name__ == "__main__":
    main()
