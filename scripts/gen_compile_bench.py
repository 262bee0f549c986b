#!/usr/bin/env python3
"""Generates the two crates `scripts/compile_time.sh` times: promoted `Array` ops and their
hand-written equivalents on slices, one function per (policy, defined pair, operator).

Usage: gen_compile_bench.py PAIRS OUT_DIR PROMOTE_CORE_DIR

PAIRS is the output of the dump program `compile_time.sh` writes and runs: one line
`<Policy::NAME> <lhs code> <rhs code> <result code>` per pair the policy defines (read from
`promote_core::policies::catalog::ALL` and each policy's `result_type`, so every policy in the
catalog is covered, whichever exist when it runs). Writes OUT_DIR/promoted and OUT_DIR/hand, two
library crates depending on promote-core by path, with the same functions:

    pub fn f123(a: &Array<i8, Jax>, b: &Array<f32, Jax>) -> Array<f32, Jax> { a + b }
    pub fn f123(a: &[i8], b: &[f32]) -> Vec<f32> {
        a.iter().zip(b).map(|(&x, &y)| (x as f32) + y).collect()
    }

Python 3 standard library only.
"""

import collections
import os
import sys

# The element type of each code, and the plain type a hand-written loop uses for it (a weak
# scalar's payload).
ARRAY_TYPE = {
    "b": "bool", "u8": "u8", "u16": "u16", "u32": "u32", "u64": "u64",
    "i8": "i8", "i16": "i16", "i32": "i32", "i64": "i64",
    "bf16": "bf16", "f16": "f16", "f32": "f32", "f64": "f64",
    "c32": "Complex<f16>", "c64": "Complex<f32>", "c128": "Complex<f64>",
    "i*": "WeakInt", "f*": "WeakFloat", "c*": "WeakComplex", "b*": "WeakBool",
}
PLAIN = {
    "b": "bool", "u8": "u8", "u16": "u16", "u32": "u32", "u64": "u64",
    "i8": "i8", "i16": "i16", "i32": "i32", "i64": "i64",
    "bf16": "bf16", "f16": "f16", "f32": "f32", "f64": "f64",
    "c32": "Complex<f16>", "c64": "Complex<f32>", "c128": "Complex<f64>",
    "i*": "i64", "f*": "f64", "c*": "Complex<f64>", "b*": "bool",
}
# ml_dtypes' narrow types: no arithmetic of their own by hand, so a hand-written loop goes
# through f32 (floats) or i64 (ints) and back, with the types' own conversions.
NARROW_FLOATS = {
    "f8e4m3fn": "F8E4M3FN", "f8e5m2": "F8E5M2", "f8e4m3": "F8E4M3", "f8e3m4": "F8E3M4",
    "f8e4m3fnuz": "F8E4M3FNUZ", "f8e5m2fnuz": "F8E5M2FNUZ", "f8e4m3b11fnuz": "F8E4M3B11FNUZ",
    "f8e8m0fnu": "F8E8M0FNU", "f6e2m3fn": "F6E2M3FN", "f6e3m2fn": "F6E3M2FN",
    "f4e2m1fn": "F4E2M1FN",
}
NARROW_INTS = {"i1": "I1", "u1": "U1", "i2": "I2", "u2": "U2", "i4": "I4", "u4": "U4"}
for table in (ARRAY_TYPE, PLAIN):
    table.update(NARROW_FLOATS)
    table.update(NARROW_INTS)
    table["bc32"] = "Complex<bf16>"
NF, NI = set(NARROW_FLOATS.values()), set(NARROW_INTS.values())
NARROW_NAMES = ", ".join(sorted(NF | NI))
INTS = {"u8", "u16", "u32", "u64", "i8", "i16", "i32", "i64"}
FLOATS = {"f32", "f64"}
HALVES = {"f16", "bf16"}
COMPLEX_PART = {"Complex<f16>": "f16", "Complex<bf16>": "bf16", "Complex<f32>": "f32",
                "Complex<f64>": "f64"}


def conv(src, dst, v):
    """A Rust expression converting `v` of plain type `src` to plain type `dst`, with explicit
    casts as one writes them by hand, unparenthesized (`combine` adds the parentheses an operand
    needs)."""
    if src == dst:
        return v
    if src in NF:
        return conv("f32", dst, f"{v}.to_f32()")
    if src in NI:
        return conv("i64", dst, f"i64::from({v}.get())")
    if dst in NF:
        return f"{dst}::from_f32({conv(src, 'f32', v)})"
    if dst in NI:
        return f"{dst}::wrapping_from({conv(src, 'i64', v)})"
    if dst in COMPLEX_PART:
        part = COMPLEX_PART[dst]
        if src in COMPLEX_PART:
            re, im = (conv(COMPLEX_PART[src], part, f"{v}.{p}") for p in ("re", "im"))
            return f"Complex::new({re}, {im})"
        zero = f"{part}::ZERO" if part in HALVES else "0.0"
        return f"Complex::new({conv(src, part, v)}, {zero})"
    if dst in INTS or dst in FLOATS:
        if src == "bool":
            return f"{v} as {dst}" if dst in INTS else f"u8::from({v}) as {dst}"
        if src in HALVES:
            return f"{v}.to_f32() as {dst}"
        return f"{v} as {dst}"
    if dst in HALVES:
        if src == "bool":
            return f"if {v} {{ {dst}::ONE }} else {{ {dst}::ZERO }}"
        if src in HALVES:
            return f"{dst}::from_f32({v}.to_f32())"
        if src == "f64":
            return f"{dst}::from_f64({v})"
        return f"{dst}::from_f32({v} as f32)"
    raise ValueError(f"no hand-written conversion {src} -> {dst}")


def combine(op, out, x, y):
    """`x op y` in the plain type `out`: wrapping for integers, `|`/`&` for bool."""
    # An `if` is parenthesized as an operand; an `as` cast only as a method receiver.
    x, y = (f"({e})" if e.startswith("if ") else e for e in (x, y))
    if out in NF:
        return f"{out}::from_f32({x}.to_f32() {op} {y}.to_f32())"
    if out in NI:
        return f"{out}::wrapping_from(i64::from({x}.get()) {op} i64::from({y}.get()))"
    if out == "bool":
        return {"+": f"{x} | {y}", "*": f"{x} & {y}"}[op]
    if out in INTS:
        name = {"+": "wrapping_add", "-": "wrapping_sub", "*": "wrapping_mul"}[op]
        receiver = f"({x})" if " as " in x else x
        return f"{receiver}.{name}({y})"
    return f"{x} {op} {y}"


def main():
    pairs_path, out_dir, core_dir = sys.argv[1:4]
    by_policy = collections.defaultdict(list)
    skipped = collections.Counter()  # pairs with a code this script has no type for
    with open(pairs_path) as f:
        for line in f:
            fields = line.split()
            if len(fields) != 4:
                continue
            policy, lhs, rhs, out = fields
            if lhs in ARRAY_TYPE and rhs in ARRAY_TYPE and out in ARRAY_TYPE:
                by_policy[policy].append((lhs, rhs, out))
            else:
                skipped[policy] += 1
    if not by_policy:
        sys.exit("no pairs read")

    files = {"promoted": {}, "hand": {}}
    n = 0
    for policy in sorted(by_policy):
        promoted, hand = [], []
        for lhs, rhs, out in by_policy[policy]:
            for op in ("+", "-", "*"):
                if op == "-" and out in ("b", "b*"):
                    continue  # no subtraction of booleans
                n += 1
                lt, rt, ot = ARRAY_TYPE[lhs], ARRAY_TYPE[rhs], ARRAY_TYPE[out]
                promoted.append(
                    f"pub fn f{n}(a: &Array<{lt}, {policy}>, b: &Array<{rt}, {policy}>)"
                    f" -> Array<{ot}, {policy}> {{\n    a {op} b\n}}\n"
                )
                lp, rp, op_ = PLAIN[lhs], PLAIN[rhs], PLAIN[out]
                body = combine(op, op_, conv(lp, op_, "x"), conv(rp, op_, "y"))
                hand.append(
                    f"pub fn f{n}(a: &[{lp}], b: &[{rp}]) -> Vec<{op_}> {{\n"
                    f"    a.iter().zip(b).map(|(&x, &y)| {body}).collect()\n}}\n"
                )
        module = policy.lower()
        files["promoted"][module] = (
            "#![allow(unused_imports)]\n"
            f"use promote_core::policies::{policy};\n"
            "use promote_core::{bf16, f16, Array, Complex, WeakBool, WeakComplex, WeakFloat, WeakInt};\n"
            f"use promote_core::{{{NARROW_NAMES}}};\n\n"
            + "\n".join(promoted)
        )
        files["hand"][module] = (
            "#![allow(unused_imports, clippy::all)]\n"
            "use promote_core::{bf16, f16, Complex};\n"
            f"use promote_core::{{{NARROW_NAMES}}};\n\n" + "\n".join(hand)
        )

    core_dir = os.path.abspath(core_dir)
    for kind, modules in files.items():
        crate = os.path.join(out_dir, kind)
        os.makedirs(os.path.join(crate, "src"), exist_ok=True)
        with open(os.path.join(crate, "Cargo.toml"), "w") as f:
            f.write(
                f'[package]\nname = "compile-{kind}"\nversion = "0.0.0"\nedition = "2021"\n'
                f"publish = false\n\n[dependencies]\n"
                f'promote-core = {{ path = "{core_dir}" }}\n\n[workspace]\n'
            )
        with open(os.path.join(crate, "src", "lib.rs"), "w") as f:
            f.write(f"//! Generated by scripts/gen_compile_bench.py: {n} {kind} functions.\n")
            for module in sorted(modules):
                f.write(f"pub mod {module};\n")
        for module, text in modules.items():
            with open(os.path.join(crate, "src", f"{module}.rs"), "w") as f:
                f.write(text)
    counts = ", ".join(f"{p} {len(v)}" for p, v in sorted(by_policy.items()))
    print(f"{n} functions per crate over {len(by_policy)} policies (defined pairs: {counts})")
    if skipped:
        others = ", ".join(f"{p} {c}" for p, c in sorted(skipped.items()))
        print(f"skipped pairs with a code of another element type (e.g. c32): {others}")


if __name__ == "__main__":
    main()
