#!/usr/bin/env python3
"""Generates the two "distinct" user crates of `scripts/dep_cost.sh` (Part B): FUNCS functions,
each a promoted operation no other function of the crate repeats, and the same computations
written by hand with explicit `as` casts on slices.

Usage: gen_user_distinct.py REFERENCE_DIR FUNCS OUT_DIR PROMOTE_CORE_DIR EDITED_FN EDIT_MARK

Every function is one (policy, left type, right operand, operator, operand form) of promote-core's
default policies (NumPy, JAX, PyTorch, the array API), read off the committed reference grids
`REFERENCE_DIR/<policy>_add.csv` (so the script needs no build of promote-core to know the result
types, and a pair a policy leaves undefined is never written). The forms are borrowed arrays
(`a + b`), owned arrays (`a.clone() + b.clone()`) and a weak scalar (`a + weak(s)`, an `i64` or
an `f64`); the operators `+` and `*`. The element types are the ten real ones an `as` cast
converts between (`u8`..`u64`, `i8`..`i64`, `f32`, `f64`), so that the hand-written side is
plain Rust. Of the 1,900-odd such operations, FUNCS are taken at an even stride, so every policy,
pair, form and operator is represented. Function EDITED_FN carries EDIT_MARK, which
`dep_cost.sh`'s one-line edit looks for.

Writes OUT_DIR/promoted-distinct and OUT_DIR/explicit-distinct, binary crates whose `main` calls
every function once (so that a debug build generates them all). Python 3 standard library only.
"""

import csv
import os
import sys

# The default features' policies: the file stem of each reference grid and the type's name.
POLICIES = [("numpy", "NumPy"), ("jax", "Jax"), ("torch", "Torch"), ("array-api", "ArrayApi")]
REAL = ["u8", "u16", "u32", "u64", "i8", "i16", "i32", "i64", "f32", "f64"]
INTS = {"u8", "u16", "u32", "u64", "i8", "i16", "i32", "i64"}
# A weak scalar: its type in promote-core and the plain type of its payload.
WEAK = {"i*": ("WeakInt", "i64"), "f*": ("WeakFloat", "f64")}
FORMS = ["borrowed", "owned"]
OPS = ["+", "*"]


def read_grid(path):
    """The grid as {(lhs, rhs): result}, '-' for an undefined pair."""
    with open(path, newline="") as f:
        rows = list(csv.reader(f))
    header = rows[0][1:]
    return {(row[0], rhs): out for row in rows[1:] for rhs, out in zip(header, row[1:])}


def plain(code):
    """The plain Rust type of a result code (a weak result is computed in its payload's type)."""
    return WEAK[code][1] if code in WEAK else code


def combine(op, out, x, y):
    """`x op y` in `out`: wrapping for integers, as promote-core's integer arithmetic."""
    if out in INTS:
        name = {"+": "wrapping_add", "*": "wrapping_mul"}[op]
        return f"({x}).{name}({y})"
    return f"{x} {op} {y}"


def cast(src, dst, v):
    return v if src == dst else f"{v} as {dst}"


def operations(reference_dir):
    """Every operation the generator can write, in a fixed order."""
    ops = []
    for stem, policy in POLICIES:
        grid = read_grid(os.path.join(reference_dir, f"{stem}_add.csv"))
        for lhs in REAL:
            for rhs in REAL + list(WEAK):
                out = grid[(lhs, rhs)]
                if out == "-" or plain(out) not in REAL:
                    continue
                for form in FORMS:
                    for op in OPS:
                        ops.append((policy, lhs, rhs, out, form, op))
    return ops


def promoted_fn(n, op_tuple, mark):
    policy, lhs, rhs, _out, form, op = op_tuple
    a = "a.clone()" if form == "owned" else "a"
    if rhs in WEAK:
        weak_type, payload = WEAK[rhs]
        return (
            f"fn f{n}(a: &Array<{lhs}, {policy}>, s: {payload}) -> "
            f"Array<Promoted<{lhs}, {weak_type}, {policy}>, {policy}> {{\n"
            f"    {a} {op} weak(s){mark}\n}}\n"
        )
    b = "b.clone()" if form == "owned" else "b"
    return (
        f"fn f{n}(a: &Array<{lhs}, {policy}>, b: &Array<{rhs}, {policy}>) -> "
        f"Array<Promoted<{lhs}, {rhs}, {policy}>, {policy}> {{\n"
        f"    {a} {op} {b}{mark}\n}}\n"
    )


def explicit_fn(n, op_tuple, mark):
    _policy, lhs, rhs, out, form, op = op_tuple
    o = plain(out)
    x = cast(lhs, o, "x")
    if rhs in WEAK:
        payload = WEAK[rhs][1]
        body = combine(op, o, x, cast(payload, o, "s"))
        it = "a.clone().into_iter()" if form == "owned" else "a.iter().copied()"
        return (
            f"fn f{n}(a: &Vec<{lhs}>, s: {payload}) -> Vec<{o}> {{\n"
            f"    {it}.map(|x| {body}).collect(){mark}\n}}\n"
        )
    body = combine(op, o, x, cast(rhs, o, "y"))
    if form == "owned":
        it = "a.clone().into_iter().zip(b.clone())"
    else:
        it = "a.iter().copied().zip(b.iter().copied())"
    return (
        f"fn f{n}(a: &Vec<{lhs}>, b: &Vec<{rhs}>) -> Vec<{o}> {{\n"
        f"    {it}.map(|(x, y)| {body}).collect(){mark}\n}}\n"
    )


def main():
    reference_dir, funcs, out_dir, core_dir, edited, edit_mark = sys.argv[1:7]
    funcs, edited = int(funcs), int(edited)
    every = operations(reference_dir)
    if funcs > len(every):
        sys.exit(f"only {len(every)} distinct operations; asked for {funcs}")
    chosen = [every[i * len(every) // funcs] for i in range(funcs)]
    core_dir = os.path.abspath(core_dir)
    for kind in ("promoted", "explicit"):
        crate = os.path.join(out_dir, f"{kind}-distinct")
        os.makedirs(os.path.join(crate, "src"), exist_ok=True)
        dep = f'promote-core = {{ path = "{core_dir}" }}' if kind == "promoted" else ""
        with open(os.path.join(crate, "Cargo.toml"), "w") as f:
            f.write(
                f'[package]\nname = "dep-cost-{kind}-distinct"\nversion = "0.0.0"\n'
                f'edition = "2021"\npublish = false\n\n[dependencies]\n{dep}\n\n[workspace]\n'
            )
        lines = [
            f"// Generated by scripts/gen_user_distinct.py: {funcs} distinct operations, {kind}.",
            "#![allow(unused_imports, unused_variables, clippy::all)]",
        ]
        if kind == "promoted":
            lines.append("use promote_core::policies::{ArrayApi, Jax, NumPy, Torch};")
            lines.append("use promote_core::{weak, Array, Promoted, WeakFloat, WeakInt};")
        lines.append("use std::hint::black_box;\n")
        make = promoted_fn if kind == "promoted" else explicit_fn
        for n, op_tuple in enumerate(chosen):
            mark = f" {edit_mark}" if n == edited else ""
            lines.append(make(n, op_tuple, mark))
        lines.append("fn main() {")
        for t in REAL:
            if kind == "promoted":
                for _stem, policy in POLICIES:
                    lines.append(
                        f"    let {t}_{policy.lower()}: Array<{t}, {policy}> = "
                        f"Array::from_vec(vec![1 as {t}, 2 as {t}, 3 as {t}]);"
                    )
            else:
                lines.append(f"    let {t}_v: Vec<{t}> = vec![1 as {t}, 2 as {t}, 3 as {t}];")
        for n, (policy, lhs, rhs, _out, _form, _op) in enumerate(chosen):
            suffix = f"_{policy.lower()}" if kind == "promoted" else "_v"
            arg = {"i*": "2", "f*": "2.0"}.get(rhs, f"&{rhs}{suffix}")
            lines.append(f"    black_box(f{n}(&{lhs}{suffix}, {arg}));")
        lines.append("}")
        with open(os.path.join(crate, "src", "main.rs"), "w") as f:
            f.write("\n".join(lines) + "\n")
    print(f"{funcs} of {len(every)} distinct operations per crate")


if __name__ == "__main__":
    main()
