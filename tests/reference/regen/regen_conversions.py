"""Reference data for `CastFrom` (tests/tests/conversions.rs).  Run from the repo root:

    python tests/reference/regen/regen_conversions.py

(venv: requirements-np.txt; scripts/regen-references.sh runs every generator; numpy 2.x and ml_dtypes; written with numpy 2.4.6 and ml_dtypes 0.6.0). Writes

* tests/reference/conversions/cases.csv -- one row per source value, one column per target:
  ``from,input,b,u8,u16,u32,u64,i8,i16,i32,i64,bf16,f16,f32,f64,c64,c128,exact``. A cell is
  the converted value; an empty cell is a pair not checked for that value. Codes as in the rest
  of the crate; ``b`` is 0/1, integers are decimal, floats are their bit patterns in hex, complex
  numbers are ``re:im`` bit patterns, ``nan`` is any NaN (payloads differ between libraries and
  are not compared). ``exact`` lists the targets of the row whose value comes from the exact
  reference rather than from NumPy (see below).
* tests/reference/conversions/hashed.csv -- ``table,block,fnv1a64`` for conversions too many to
  list: every f16 bit pattern to bf16, every bf16 bit pattern to f16, and 2^20 f32 values (a
  splitmix64 stream, see ``sample_f32``; the Rust test regenerates the same inputs) to f16 and to
  bf16. Each block of outputs (u16 words, NaN canonicalised to 0x7e00 / 0x7fc0) is hashed with
  64-bit FNV-1a over the words.

The expected values come from ``np.ndarray.astype`` (ml_dtypes.bfloat16 for bf16), and every
row of cases.csv, and every entry of the two 65536-entry tables, is also checked against an
exact rational reference (``round_exact``: the value as a Fraction, rounded to nearest, ties to
even, into the target format), so a disagreement between the two stops the script -- except one
known, documented one: ml_dtypes converts integers and float64 to bfloat16 through float32
(Eigen's ``bfloat16(static_cast<float>(x))``), which rounds twice. For those rows only, where
the ml_dtypes result is exactly that double rounding, the exact reference is written instead and
the target is listed in the row's ``exact`` column.

Pairs: every source to every float, complex, integer and bool target, except complex to integer;
float to integer for the values in the target's range only (truncation toward zero: NumPy leaves
out-of-range and NaN float-to-int undefined; the Rust test checks Rust's saturating semantics by
hand). Weak scalars are not listed: the Rust test checks each row also
with the weak type of the payload (i64 -> WeakInt, f64 -> WeakFloat, c128 -> WeakComplex,
b -> WeakBool) as source and as target.
"""
import os
import random
import sys
import warnings
from fractions import Fraction

import ml_dtypes
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import record  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.join(os.path.dirname(HERE), "conversions")

warnings.simplefilter("ignore")
np.seterr(all="ignore")

INTS = {"u8": (8, False, np.uint8), "u16": (16, False, np.uint16), "u32": (32, False, np.uint32),
        "u64": (64, False, np.uint64), "i8": (8, True, np.int8), "i16": (16, True, np.int16),
        "i32": (32, True, np.int32), "i64": (64, True, np.int64)}


class Fmt:
    """A binary floating-point format: p significant bits (hidden bit included), exponents emin..emax."""

    def __init__(self, name, width, p, emax, dtype, udtype):
        self.name, self.width, self.p, self.emax = name, width, p, emax
        self.emin = 1 - emax
        self.dtype, self.udtype = dtype, udtype
        self.sign = 1 << (width - 1)
        self.inf = ((1 << (width - p)) - 1) << (p - 1)
        self.qnan = self.inf | (1 << (p - 2))
        self.min_sub = Fraction(2) ** (self.emin - p + 1)
        self.min_normal = Fraction(2) ** self.emin
        self.max = (2 - Fraction(2) ** (1 - p)) * Fraction(2) ** emax

    def ulp(self, x):
        """Spacing of the format at |x| (x a nonzero Fraction)."""
        return Fraction(2) ** (max(ilog2(abs(x)), self.emin) - self.p + 1)


FLOATS = {"bf16": Fmt("bf16", 16, 8, 127, ml_dtypes.bfloat16, np.uint16),
          "f16": Fmt("f16", 16, 11, 15, np.float16, np.uint16),
          "f32": Fmt("f32", 32, 24, 127, np.float32, np.uint32),
          "f64": Fmt("f64", 64, 53, 1023, np.float64, np.uint64)}
COMPLEX = {"c64": "f32", "c128": "f64"}
CODES = ["b", *INTS, *FLOATS, *COMPLEX]
KIND = {"b": 0, **{c: 1 for c in INTS}, **{c: 2 for c in FLOATS}, **{c: 3 for c in COMPLEX}}
NP = {"b": np.bool_, **{c: v[2] for c, v in INTS.items()}, **{c: f.dtype for c, f in FLOATS.items()},
      "c64": np.complex64, "c128": np.complex128}

NAN = "nan"


# ---------------------------------------------------------------------------------------------
# Exact values: a float is NAN, or (negative, magnitude) with magnitude a Fraction or "inf".
# ---------------------------------------------------------------------------------------------

def ilog2(x):
    """floor(log2(x)) for a positive Fraction, exactly."""
    n, d = x.numerator, x.denominator
    e = n.bit_length() - d.bit_length()
    if (n << max(0, -e)) < (d << max(0, e)):
        e -= 1
    return e


def decode(fmt, bits):
    neg = bool(bits & fmt.sign)
    mag = bits & (fmt.sign - 1)
    exp, man = mag >> (fmt.p - 1), mag & ((1 << (fmt.p - 1)) - 1)
    if mag >= fmt.inf:
        return NAN if mag > fmt.inf else (neg, "inf")
    if exp == 0:
        return neg, man * fmt.min_sub
    return neg, (man + (1 << (fmt.p - 1))) * Fraction(2) ** (exp - fmt.emax - fmt.p + 1)


def round_exact(fmt, value):
    """Bits of `value` rounded to nearest, ties to even, in `fmt` (None for NaN)."""
    if value == NAN:
        return None
    neg, mag = value
    s = fmt.sign if neg else 0
    if mag == "inf":
        return s | fmt.inf
    if mag == 0:
        return s
    e = max(ilog2(mag), fmt.emin)
    q = Fraction(2) ** (e - fmt.p + 1)  # the spacing at this binade (or the subnormal spacing)
    k, rem = divmod(mag, q)
    k = int(k)
    if rem > q / 2 or (rem == q / 2 and k % 2 == 1):
        k += 1
    if k == 1 << fmt.p:  # rounding carried into the next binade
        k, e = k >> 1, e + 1
    if e > fmt.emax:
        return s | fmt.inf
    if k < 1 << (fmt.p - 1):  # subnormal (only at e == emin)
        return s | k
    return s | ((e + fmt.emax) << (fmt.p - 1)) | (k - (1 << (fmt.p - 1)))


def exact_of(code, x):
    """The exact value of the source `x` (as encoded by `encode`): an int, a float or a pair."""
    if code == "b":
        return (False, Fraction(int(x)))
    if code in INTS:
        return (x < 0, Fraction(abs(x)))
    if code in FLOATS:
        return decode(FLOATS[code], x)
    return (decode(FLOATS[COMPLEX[code]], x[0]), decode(FLOATS[COMPLEX[code]], x[1]))


def in_range_of(dst, v):
    """Whether the finite float value `v` (sign, magnitude), truncated toward zero, fits `dst`."""
    if v == NAN or v[1] == "inf":
        return False
    bits, signed, _ = INTS[dst]
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    n = int(v[1]) * (-1 if v[0] else 1)
    return lo <= n <= hi


def convert_exact(src, dst, x):
    """The reference result: as `encode` writes it, with None standing for NaN."""
    v = exact_of(src, x)
    if src in COMPLEX:
        re, im = v
    else:
        re, im = v, (False, Fraction(0))
    if dst == "b":
        return int(any(p == NAN or p[1] != 0 for p in (re, im)))
    if dst in INTS and src in FLOATS:
        # In range only (`in_range_of`): truncation toward zero, as C and NumPy define it.
        sign, mag = re
        n = int(mag) * (-1 if sign else 1)
        assert in_range_of(dst, re), (src, dst, x)
        return n
    if dst in INTS:
        assert src not in COMPLEX
        bits, signed, _ = INTS[dst]
        n = int(re[1]) * (-1 if re[0] else 1) % (1 << bits)
        return n - (1 << bits) if signed and n >= 1 << (bits - 1) else n
    if dst in FLOATS:
        return round_exact(FLOATS[dst], re)
    fmt = FLOATS[COMPLEX[dst]]
    return (round_exact(fmt, re), round_exact(fmt, im))


# ---------------------------------------------------------------------------------------------
# NumPy: arrays from encoded values, and encoded values from arrays.
# ---------------------------------------------------------------------------------------------

def to_array(code, xs):
    if code == "b":
        return np.array([bool(x) for x in xs], dtype=np.bool_)
    if code in INTS:
        return np.array(xs, dtype=NP[code])
    if code in FLOATS:
        return np.array(xs, dtype=FLOATS[code].udtype).view(NP[code])
    fmt = FLOATS[COMPLEX[code]]
    return np.array([b for pair in xs for b in pair], dtype=fmt.udtype).view(NP[code])


def from_array(code, arr):
    """Encoded values, with None for a NaN (a float, or one part of a complex)."""
    if code == "b":
        return [int(x) for x in arr]
    if code in INTS:
        return [int(x) for x in arr]
    if code in FLOATS:
        fmt = FLOATS[code]
        return [None if (b & (fmt.sign - 1)) > fmt.inf else int(b) for b in arr.view(fmt.udtype)]
    parts = from_array(COMPLEX[code], arr.view(NP[COMPLEX[code]]))
    return list(zip(parts[0::2], parts[1::2]))


def fmt_value(code, x):
    if code in ("b",) or code in INTS:
        return str(x)
    if code in FLOATS:
        fmt = FLOATS[code]
        return "nan" if x is None else "0x%0*x" % (fmt.width // 4, x)
    return "%s:%s" % (fmt_value(COMPLEX[code], x[0]), fmt_value(COMPLEX[code], x[1]))


# ---------------------------------------------------------------------------------------------
# Inputs.
# ---------------------------------------------------------------------------------------------

def int_values(code, full):
    """Edge integers of `code`; with `full`, also the ties and near-ties of every float format."""
    bits, signed, _ = INTS[code]
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    mags = {0, 1, 2, 3, 100, 127, 128, 255, 256, 257, 300, 32767, 32768, 65535, 65536, 2**31 - 1,
            2**31, 2**32 - 1, 2**32, 2**63 - 1, 2**63, 2**64 - 1}
    if full:
        mags |= {259, 2**11 - 1, 2**11, 2**11 + 1, 2**11 + 3, 65503, 65504, 65505, 65519, 65520,
                 65521, 2**24 - 1, 2**24, 2**24 + 1, 2**24 + 3, 2**53 - 1, 2**53, 2**53 + 1,
                 2**53 + 3, 2**64 - 2**39, 2**64 - 2**40}
        # Around 2^e, for a format with p significant bits: the ties (one rounding down to
        # even, one up) and their neighbours; from e > 24 (bf16) and e > 53 (f32), the near-ties
        # also catch double rounding through f32 or f64.
        for p, exps in ((8, (8, 9, 15, 16, 24, 25, 31, 32, 40, 53, 60, 63)),
                        (11, (11, 12, 15)),
                        (24, (24, 25, 31, 32, 40, 53, 60, 63)),
                        (53, (53, 54, 60, 62, 63))):
            for e in exps:
                half = 1 << (e - p)
                base = 1 << e
                mags |= {base + half, base + 3 * half, base + half + 1, base + half - 1,
                         base + 2 * half - 1, base + 3 * half + 1}
    rng = random.Random("ints-" + code)
    mags |= {rng.getrandbits(rng.randint(1, bits)) for _ in range(12 if full else 4)}
    vals = {m for m in mags} | {-m for m in mags}
    return sorted(v for v in vals if lo <= v <= hi)


def float_values(code):
    """Bit patterns of edge values of float format `code`."""
    fmt = FLOATS[code]
    cands = [Fraction(0), Fraction(1), Fraction(2), Fraction(1, 2), Fraction(3), Fraction(10),
             fmt.min_sub, fmt.min_sub * 2, fmt.min_normal - fmt.min_sub, fmt.min_normal, fmt.max]
    for t in FLOATS.values():
        if t is fmt:
            continue
        ulp_max, eps = t.ulp(t.max), (lambda x: fmt.ulp(x))
        tie_inf = t.max + ulp_max / 2  # the first value that rounds to infinity in t
        cands += [t.max, t.max + ulp_max / 4, tie_inf - eps(tie_inf), tie_inf, tie_inf + eps(tie_inf),
                  t.max + ulp_max, t.max * 4]
        s = t.min_sub  # t's subnormals: ties at s/2 (to 0), 3s/2 (to 2s), 5s/2 (to 2s)
        cands += [s, s / 2, s / 2 - eps(s / 2), s / 2 + eps(s / 2), s / 4, 3 * s / 2, 5 * s / 2,
                  3 * s / 2 + eps(3 * s / 2), t.min_normal - s, t.min_normal - s / 2,
                  t.min_normal - s / 2 - eps(t.min_normal), t.min_normal]
        for base in (Fraction(1), Fraction(2) ** 10, Fraction(2) ** -20, Fraction(2) ** 100):
            h = t.ulp(base) / 2  # t's ties just above `base`: base+h (down to even), base+3h (up)
            cands += [base + h, base + 3 * h, base + h + eps(base), base + h - eps(base),
                      base + 3 * h - eps(base), base - h / 2, base - h / 2 - eps(base / 2)]
        cands += [Fraction(2**24 + 1), Fraction(2**11 + 1), Fraction(2**53 + 1), Fraction(65520)]
    out = []
    for c in cands:
        if c <= 0:
            continue
        b = round_exact(fmt, (False, c))
        if b < fmt.inf and decode(fmt, b) == (False, c):  # keep the values `code` holds exactly
            out.append(b)
    rng = random.Random("floats-" + code)
    out += [rng.getrandbits(fmt.width - 1) for _ in range(16)]
    out += [0, fmt.inf, fmt.qnan, fmt.qnan | 1, fmt.inf | 1]  # 0, inf, NaNs (quiet, signalling)
    out = sorted(set(out))
    return out + [b | fmt.sign for b in out]  # and all negated: -0.0, -inf, -NaN, ...


def complex_values(code):
    comp = float_values(COMPLEX[code])
    n = len(comp)
    fmt = FLOATS[COMPLEX[code]]
    one = round_exact(fmt, (False, Fraction(1)))
    # Each part rounds as a real does (checked from f32 and f64 sources): half the values do.
    pairs = [(comp[i], comp[(7 * i + 3) % n]) for i in range(0, n, 2)]
    pairs += [(0, 0), (fmt.sign, fmt.sign), (0, fmt.sign), (0, fmt.qnan), (fmt.qnan, 0), (0, one),
              (one, 0), (fmt.inf, fmt.inf | fmt.sign)]
    return list(dict.fromkeys(pairs))


def values(code, full):
    if code == "b":
        return [0, 1]
    if code in INTS:
        return int_values(code, full)
    if code in FLOATS:
        return float_values(code)
    return complex_values(code)


# ---------------------------------------------------------------------------------------------
# The f32 sample, also generated by the Rust test: keep `splitmix64` and `sample_f32` in sync.
# ---------------------------------------------------------------------------------------------

M64 = (1 << 64) - 1
SAMPLE_SEED = 0x5EED_0F32_0F16
SAMPLE_LEN = 1 << 20
SAMPLE_BLOCK = 1 << 14
SAMPLE_LISTED = 512  # the first ones are also rows of cases.csv


def splitmix64(state):
    """(next state, output)."""
    state = (state + 0x9E3779B97F4A7C15) & M64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
    return state, z ^ (z >> 31)


TIE_PATTERNS = 6


def tie_pattern(drop, k):
    """Low `drop` bits that make a tie (k=0), near-ties (1, 2), exact (3), or extremes (4, 5)."""
    half = 1 << (drop - 1)
    return (half, half - 1, half + 1, 0, (1 << drop) - 1, 1)[k]


def sample_f32(r):
    """An f32 bit pattern from 64 random bits: a quarter anything, a quarter in f16's range, a
    quarter in f16's range on or next to an f16 tie, a quarter on or next to a bf16 tie."""
    mode, sign = r >> 62, ((r >> 61) & 1) << 31
    e_sel, k = (r >> 32) & 0xFFFF, ((r >> 48) & 0xFF) % TIE_PATTERNS
    man = r & 0x7FFFFF
    if mode == 0:
        return r & 0xFFFFFFFF
    if mode == 3:  # bf16 drops 16 bits at every exponent (subnormals included)
        return sign | ((e_sel % 255) << 23) | (man & ~0xFFFF) | tie_pattern(16, k)
    e = 101 + e_sel % 44  # biased f32 exponents of 2^-26 .. 2^17
    if mode == 2:
        drop = max(13, 126 - e)  # bits f16 drops: 13 for its normals, more for its subnormals
        if drop <= 23:
            man = (man & ~((1 << drop) - 1)) | tie_pattern(drop, k)
    return sign | (e << 23) | man


def f32_sample():
    state, out = SAMPLE_SEED, []
    for _ in range(SAMPLE_LEN):
        state, r = splitmix64(state)
        out.append(sample_f32(r))
    return out


def fnv1a64(words):
    h = 0xCBF29CE484222325
    for w in words:
        h = ((h ^ w) * 0x100000001B3) & M64
    return h


def canonical_nan16(fmt, arr):
    """u16 words of a 16-bit float array, any NaN replaced by the positive quiet NaN."""
    return [fmt.qnan if (b & 0x7FFF) > fmt.inf else int(b) for b in arr.view(np.uint16)]


# ---------------------------------------------------------------------------------------------

def check_row(src, dst, x, got, want):
    """NumPy's `got` against the exact `want`; returns (expected, authority)."""
    if got == want:
        return want, "numpy"
    # The one known disagreement: ml_dtypes rounds to float32 first. Accept it only when the
    # NumPy value is exactly that double rounding, and write the exact value.
    via_f32 = {"u32", "i32", "u64", "i64", "f64", "c128"}
    if dst == "bf16" and src in via_f32:
        v = exact_of(src, x)
        re = v[0] if src in COMPLEX else v
        twice = round_exact(FLOATS["bf16"], decode(FLOATS["f32"], round_exact(FLOATS["f32"], re)))
        if got == twice:
            return want, "exact"
    raise SystemExit("NumPy and the exact reference disagree: %s -> %s of %s: numpy %s, exact %s"
                     % (src, dst, fmt_value(src, x), got, want))


def main():
    os.makedirs(OUT_DIR, exist_ok=True)
    table = {}  # (src, encoded input) -> {dst: encoded expected}, in insertion order
    exact = {}  # (src, encoded input) -> targets taken from the exact reference
    stats = {"numpy": 0, "exact": 0}

    def put(src, dst, x, g):
        exp, auth = check_row(src, dst, x, g, convert_exact(src, dst, x))
        stats[auth] += 1
        key = (src, fmt_value(src, x))
        table.setdefault(key, {})[dst] = fmt_value(dst, exp)
        if auth == "exact":
            exact.setdefault(key, []).append(dst)

    for src in CODES:
        for dst in CODES:
            if KIND[dst] == 1 and KIND[src] == 3:
                continue  # complex -> int: no policy asks for it
            if KIND[dst] == 1 and KIND[src] == 2:
                # float -> int (OneFlow converts a 0-d float into a dimensioned integer tensor's
                # dtype): NumPy defines it in range only, truncating toward zero.
                xs = [x for x in values(src, full=False) if in_range_of(dst, exact_of(src, x))]
                got = from_array(dst, to_array(src, xs).astype(NP[dst]))
                for x, g in zip(xs, got):
                    put(src, dst, x, g)
                continue
            xs = values(src, full=KIND[dst] >= 2)
            got = from_array(dst, to_array(src, xs).astype(NP[dst]))
            for x, g in zip(xs, got):
                put(src, dst, x, g)

    sample = f32_sample()
    listed = sample[:SAMPLE_LISTED]
    arr = to_array("f32", listed)
    for dst in ("f16", "bf16"):
        for x, g in zip(listed, from_array(dst, arr.astype(NP[dst]))):
            put("f32", dst, x, g)
    assert all(dst == "bf16" for dsts in exact.values() for dst in dsts)

    record(os.path.join(OUT_DIR, "cases.csv"))
    with open(os.path.join(OUT_DIR, "cases.csv"), "w") as f:
        f.write(",".join(["from", "input", *CODES, "exact"]) + "\n")
        for (src, x), cells in table.items():
            f.write(",".join([src, x, *(cells.get(c, "") for c in CODES),
                              " ".join(exact.get((src, x), []))]) + "\n")

    hashed = []
    every16 = list(range(1 << 16))
    for src, dst in (("f16", "bf16"), ("bf16", "f16")):
        out = to_array(src, every16).astype(NP[dst])
        words = canonical_nan16(FLOATS[dst], out)
        for x, w in zip(every16, words):  # the whole table against the exact reference
            want = convert_exact(src, dst, x)
            assert (want is None and w == FLOATS[dst].qnan) or w == want, (src, dst, hex(x), w, want)
        for b in range(64):
            hashed.append("%s_to_%s,%d,%016x" % (src, dst, b, fnv1a64(words[b * 1024:(b + 1) * 1024])))
    arr = to_array("f32", sample)
    for dst in ("f16", "bf16"):
        words = canonical_nan16(FLOATS[dst], arr.astype(NP[dst]))
        for b in range(SAMPLE_LEN // SAMPLE_BLOCK):
            block = words[b * SAMPLE_BLOCK:(b + 1) * SAMPLE_BLOCK]
            hashed.append("f32_sample_to_%s,%d,%016x" % (dst, b, fnv1a64(block)))
    record(os.path.join(OUT_DIR, "hashed.csv"))
    with open(os.path.join(OUT_DIR, "hashed.csv"), "w") as f:
        f.write("table,block,fnv1a64\n")
        f.write("\n".join(hashed) + "\n")

    print("numpy %s, ml_dtypes %s" % (np.__version__, ml_dtypes.__version__))
    print("cases.csv: %d rows, %d cells (%d from NumPy/ml_dtypes, %d exact where ml_dtypes "
          "double-rounds)" % (len(table), sum(stats.values()), stats["numpy"], stats["exact"]))
    print("hashed.csv: %d blocks" % len(hashed))


if __name__ == "__main__":
    sys.exit(main())
