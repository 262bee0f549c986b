"""Reference data for the narrow element types (tests/tests/narrow_conversions.rs).  Run from the
repo root:

    python tests/reference/regen/regen_ml_dtypes.py

(venv: requirements-np.txt, which pins numpy 2.4.6 and ml_dtypes 0.6.0; scripts/regen-references.sh
runs every generator.)  Writes, under tests/reference/ml_dtypes/:

* patterns.csv -- every bit pattern of every narrow type (the 8-bit floats: 256 each; the 6- and
  4-bit floats and the 1/2/4-bit ints: their 2^width canonical patterns, stored in the low bits of a
  byte as ml_dtypes stores them) converted to every target: ``from,bits,<targets>``.  Targets:
  ``b u8 u16 u32 u64 i8 i16 i32 i64 bf16 f16 f32 f64`` and every narrow code.  Floats are bit
  patterns in hex (NaN payloads included: ml_dtypes writes a quiet NaN of the source's sign), ints
  decimal, ``b`` 0/1.  An empty cell is not checked: a narrow float to a standard integer (out of
  range it is C++ undefined behaviour in ml_dtypes; the Rust test checks the crate's saturating
  ``as`` semantics by hand), and a narrow float to a narrow int when the value is NaN, infinite or
  at least 2^31 in magnitude (ml_dtypes truncates to a C ``int`` first: undefined there too).
* from_f32.csv -- ``x,<narrow codes>``: f32 bit patterns (every representable value of every
  narrow float, both signs, each midpoint between neighbours, one f32 ulp either side of both,
  the overflow thresholds, specials, and a seeded random sample) converted by ml_dtypes.
* from_f64.csv -- the same for f64 inputs (the f32 inputs widened, plus midpoints nudged by 2^-40
  relative, which only a double rounding gets wrong), with an ``exact`` column: ml_dtypes'
  NumPy cast converts f64 through f32 and so rounds twice; the crate rounds once (to odd into
  f32, then to nearest into the narrow type, as cast.rs does for f64 -> f16/bf16).  Where the two
  differ, the cell holds the single-rounding value and the target is listed in ``exact``.
* from_int.csv -- ``x,<narrow codes>,exact``: i64 values (edges, ties and near-ties of every
  float format, wrap-around points of every int format), the same way.
* bcomplex32.csv -- ``a_re,a_im,b_re,b_im,<op>_re,<op>_im...`` for ``add sub mul div``: bcomplex32
  operands (bf16 bit patterns: a seeded sample of ordinary values, tiny and huge ones, zeros,
  infinities and NaNs) and ml_dtypes' results, computed in complex64 and rounded back.
* arith.csv -- ``type,op,count,fnv1a64``: for each narrow type and each operation computed by
  ml_dtypes' ufuncs (``add sub mul div floor_divide remainder maximum minimum lt eq`` on every pair
  of patterns, ``neg abs sqrt floor round sign`` on every pattern), the FNV-1a hash of the results
  as 16-bit words (the result's bit pattern, 0x100 for any NaN, 0/1 for a comparison).

Every float row is also checked against an exact rational model of each format (``round_model``):
round to nearest, ties to even, with the format's overflow (to infinity, to NaN, or saturating),
no negative zero in ``fnuz`` types, and e8m0fnu's own rule (ml_dtypes' ConvertImpl keeps the
implicit bit as the last kept bit, so its ties round *up*; and every positive value below 2^-126
rounds to 2^-127 only if it is at most 2^-127 -- above, to 2^-126).  The script stops if ml_dtypes
and the model disagree anywhere but the f64/int double rounding it knows about.
"""
import os
import bisect
import random
import sys
from fractions import Fraction

import ml_dtypes as mld
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import record  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.join(os.path.dirname(HERE), "ml_dtypes")

np.seterr(all="ignore")


class Fmt:
    """A narrow float: `e` exponent bits, `m` mantissa bits, `bias`, `kind` one of ieee (inf and
    NaNs at the top exponent), fn (no inf; S.1111.111 is NaN), fnuz (no inf, no -0; 0x80 is NaN),
    finite (no inf, no NaN; saturates), e8m0 (unsigned, no zero; 0xff is NaN)."""

    def __init__(self, code, dtype, e, m, bias, kind):
        self.code, self.dtype, self.e, self.m, self.bias, self.kind = code, dtype, e, m, bias, kind
        self.signed = kind != "e8m0"
        self.width = e + m + (1 if self.signed else 0)
        self.sign = (1 << (self.width - 1)) if self.signed else 0
        self.npat = 1 << self.width
        self._values = None

    def decode(self, b):
        """None for NaN, ('inf', neg) for infinities, else (neg, Fraction)."""
        neg = bool(b & self.sign)
        mag = b & ~self.sign & (self.npat - 1)
        top = (1 << self.e) - 1
        ex, man = mag >> self.m, mag & ((1 << self.m) - 1)
        if self.kind == "ieee" and ex == top:
            return ("inf", neg) if man == 0 else None
        if self.kind == "fn" and mag == (1 << (self.e + self.m)) - 1:
            return None
        if self.kind == "fnuz" and b == 0x80:
            return None
        if self.kind == "e8m0":
            return None if b == 0xFF else (False, Fraction(2) ** (b - 127))
        if ex == 0:
            return neg, man * Fraction(2) ** (1 - self.bias - self.m)
        return neg, ((1 << self.m) + man) * Fraction(2) ** (ex - self.bias - self.m)

    def values(self):
        """Sorted positive finite magnitudes (Fractions) and their patterns."""
        if self._values is None:
            self._values = self._compute_values()
            self._mags = [v for v, _ in self._values]
        return self._values

    def _compute_values(self):
        out = {}
        for b in range(self.npat):
            d = self.decode(b)
            if d is None or d[0] == "inf" or d[0]:
                continue
            out[d[1]] = b
        return sorted(out.items())

    def nan_bits(self, neg):
        """The NaN ml_dtypes writes for a NaN source of that sign."""
        if self.kind == "ieee":
            return self.sign * neg | (((1 << self.e) - 1) << self.m) | (1 << (self.m - 1))
        if self.kind == "fn":
            return self.sign * neg | ((1 << (self.e + self.m)) - 1)
        if self.kind == "fnuz":
            return 0x80
        if self.kind == "e8m0":
            return 0xFF
        return self.sign * (not neg)  # finite: ml_dtypes' quiet NaN is -0 (0x20, 0x8); -NaN is +0

    def overflow_bits(self, neg):
        if self.kind == "ieee":
            return self.sign * neg | (((1 << self.e) - 1) << self.m)
        if self.kind in ("fn", "fnuz", "e8m0"):
            return self.nan_bits(neg)
        return self.sign * neg | (self.npat // 2 - 1)  # finite: saturate to the largest

    def round_model(self, v):
        """Bits of the exact value `v` (None = NaN, ('inf', neg), or (neg, Fraction))."""
        if v is None:
            return None  # the sign of a NaN is the caller's business
        if v[0] == "inf":
            return self.overflow_bits(v[1])
        neg, mag = v
        if self.kind == "e8m0":
            if neg or mag == 0:
                return 0xFF
            if mag <= Fraction(2) ** -127:
                return 0x00
            if mag < Fraction(2) ** -126:
                return 0x01
            k = ilog2(mag)
            if mag >= Fraction(3, 2) * Fraction(2) ** k:  # ties up
                k += 1
            return 0xFF if k + 127 > 0xFE else k + 127
        vals = self.values()
        s = self.sign if neg else 0
        if mag == 0:
            return 0 if self.kind == "fnuz" else s
        top, top_bits = vals[-1]
        ulp_top = top - vals[-2][0]
        if mag > top + ulp_top / 2 or (mag == top + ulp_top / 2 and top_bits & 1):
            return self.overflow_bits(neg)
        i = bisect.bisect_right(self._mags, mag)  # vals[i - 1] <= mag < vals[i]
        if i == len(vals):
            return s | top_bits
        lo, hi = vals[i - 1], vals[i]
        d_lo, d_hi = mag - lo[0], hi[0] - mag
        pick = lo if d_lo < d_hi or (d_lo == d_hi and lo[1] % 2 == 0) else hi
        if pick[0] == 0 and self.kind == "fnuz":
            return 0
        return s | pick[1]


def ilog2(x):
    n, d = x.numerator, x.denominator
    e = n.bit_length() - d.bit_length()
    if (n << max(0, -e)) < (d << max(0, e)):
        e -= 1
    return e


FLOATS = [
    Fmt("f8e4m3fn", mld.float8_e4m3fn, 4, 3, 7, "fn"),
    Fmt("f8e5m2", mld.float8_e5m2, 5, 2, 15, "ieee"),
    Fmt("f8e4m3", mld.float8_e4m3, 4, 3, 7, "ieee"),
    Fmt("f8e3m4", mld.float8_e3m4, 3, 4, 3, "ieee"),
    Fmt("f8e4m3fnuz", mld.float8_e4m3fnuz, 4, 3, 8, "fnuz"),
    Fmt("f8e5m2fnuz", mld.float8_e5m2fnuz, 5, 2, 16, "fnuz"),
    Fmt("f8e4m3b11fnuz", mld.float8_e4m3b11fnuz, 4, 3, 11, "fnuz"),
    Fmt("f8e8m0fnu", mld.float8_e8m0fnu, 8, 0, 127, "e8m0"),
    Fmt("f6e2m3fn", mld.float6_e2m3fn, 2, 3, 1, "finite"),
    Fmt("f6e3m2fn", mld.float6_e3m2fn, 3, 2, 3, "finite"),
    Fmt("f4e2m1fn", mld.float4_e2m1fn, 2, 1, 1, "finite"),
]
# (code, dtype, bits, signed)
INTS = [("i1", mld.int1, 1, True), ("u1", mld.uint1, 1, False), ("i2", mld.int2, 2, True),
        ("u2", mld.uint2, 2, False), ("i4", mld.int4, 4, True), ("u4", mld.uint4, 4, False)]
NARROW = [f.code for f in FLOATS] + [c for c, *_ in INTS]
STD_INTS = {"u8": np.uint8, "u16": np.uint16, "u32": np.uint32, "u64": np.uint64,
            "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64}
STD_FLOATS = {"bf16": (mld.bfloat16, np.uint16, 4), "f16": (np.float16, np.uint16, 4),
              "f32": (np.float32, np.uint32, 8), "f64": (np.float64, np.uint64, 16)}
TARGETS = ["b", *STD_INTS, *STD_FLOATS, *NARROW]
BY_CODE = {f.code: f for f in FLOATS}
INT_BY_CODE = {c: (t, n, s) for c, t, n, s in INTS}


def wrap(v, bits, signed):
    v %= 1 << bits
    return v - (1 << bits) if signed and v >= 1 << (bits - 1) else v


def f32_value(bits):
    """The exact value of an f32 pattern, as Fmt.decode gives it."""
    x = np.array([bits], dtype=np.uint32).view(np.float32)[0]
    if np.isnan(x):
        return None
    if np.isinf(x):
        return ("inf", bool(x < 0))
    return bool(np.signbit(x)), abs(Fraction(float(x)))


def f64_value(x):
    if np.isnan(x):
        return None
    if np.isinf(x):
        return ("inf", bool(x < 0))
    return bool(np.signbit(x)), abs(Fraction(float(x)))


def round_to_odd_f32(xs):
    """f64 array -> f32 array: toward zero, with the last bit set if inexact (cast.rs)."""
    near = xs.astype(np.float32)
    back = near.astype(np.float64)
    bits = near.view(np.uint32).copy()
    inexact = (back != xs) & ~np.isnan(xs)
    away = inexact & (np.abs(back) > np.abs(xs))
    bits[away] -= 1
    bits[inexact] |= 1
    return bits.view(np.float32)


def narrow_bits(arr, code):
    return [int(b) for b in arr.view(np.uint8)]


def to_narrow(xs, code):
    """xs (a NumPy array) cast by ml_dtypes to `code`, as cells."""
    if code in BY_CODE:
        return [int(b) for b in xs.astype(BY_CODE[code].dtype).view(np.uint8)]
    t, n, s = INT_BY_CODE[code]
    return [int(v) for v in xs.astype(t).astype(np.int64)]


def check_float(fmt, v, got, where):
    want = fmt.round_model(v)
    if want is None:  # NaN: ml_dtypes keeps the sign of the NaN where the format has one
        ok = fmt.decode(got) is None if fmt.kind != "finite" else got in (0, fmt.sign)
    else:
        ok = got == want
    if not ok:
        sys.exit("ml_dtypes and the model disagree: %s -> %s: ml_dtypes 0x%02x, model %s"
                 % (where, fmt.code, got, want))


def cell(code, v):
    if code in BY_CODE:
        return "0x%02x" % v
    return str(v)


# ---------------------------------------------------------------------------------------------
# Inputs.
# ---------------------------------------------------------------------------------------------

def f32_inputs():
    xs = set()
    for fmt in FLOATS:
        vals = [v for v, _ in fmt.values()]
        pts = list(vals)
        pts += [(a + b) / 2 for a, b in zip(vals, vals[1:])]
        top, ulp = vals[-1], vals[-1] - vals[-2]
        pts += [top + ulp / 2, top + ulp, top * 2, vals[1] / 2, vals[1] / 4]
        if fmt.kind == "e8m0":
            pts += [Fraction(3, 2) * v for v in vals] + [Fraction(2) ** -127 * Fraction(k, 8)
                                                         for k in range(1, 16)]
        for p in pts:
            f = np.float32(float(p))
            b = int(np.array([f]).view(np.uint32)[0])
            for d in (-1, 0, 1):
                for s in (0, 0x80000000):
                    if 0 <= b + d < 0x7F800000:
                        xs.add((b + d) | s)
    specials = [0, 0x7F800000, 0x7FC00000, 0x7F800001, 0x7F7FFFFF, 1, 0x00800000, 0x3F800000]
    xs |= {s | sign for s in specials for sign in (0, 0x80000000)}
    rng = random.Random("ml_dtypes-f32")
    xs |= {rng.getrandbits(32) for _ in range(2000)}
    # Values around the narrow ints' wrap points and float->int truncation.
    for v in range(-70, 71):
        for frac in (0.0, 0.25, 0.5, 0.75):
            xs.add(int(np.array([np.float32(v + frac)]).view(np.uint32)[0]))
    return sorted(xs)


def int_inputs():
    xs = set()
    for fmt in FLOATS:
        vals = [v for v, _ in fmt.values() if v >= 1]
        pts = vals + [(a + b) / 2 for a, b in zip(vals, vals[1:])]
        top, ulp = vals[-1], vals[-1] - vals[-2]
        pts += [top + ulp / 2, top + ulp]
        if fmt.kind == "e8m0":
            pts += [Fraction(3, 2) * v for v in vals]
        for p in pts:
            if p < 2 ** 63:
                n = int(p)
                xs |= {n - 1, n, n + 1}
    xs |= set(range(-300, 301)) | {2 ** 63 - 1, 2 ** 31, 2 ** 31 - 1, 2 ** 32 + 7}
    xs |= {-x for x in xs}
    return sorted(x for x in xs if -2 ** 63 <= x < 2 ** 63)


# ---------------------------------------------------------------------------------------------

def fnv1a64(words):
    h = 0xCBF29CE484222325
    for w in words:
        h = ((h ^ int(w)) * 0x100000001B3) & ((1 << 64) - 1)
    return h


def patterns_of(code):
    if code in BY_CODE:
        fmt = BY_CODE[code]
        return np.arange(fmt.npat, dtype=np.uint8).view(fmt.dtype)
    t, n, s = INT_BY_CODE[code]
    return np.arange(1 << n, dtype=np.uint8).view(t)


def words(code, arr):
    """16-bit words of results: the pattern, 0x100 for any NaN."""
    if arr.dtype == np.bool_:
        return arr.astype(np.uint16)
    out = arr.view(np.uint8).astype(np.uint16)
    if code in BY_CODE:
        out[np.isnan(arr.astype(np.float32))] = 0x100
    return out


def write(name, header, rows):
    path = os.path.join(OUT_DIR, name)
    record(path)
    with open(path, "w", newline="") as f:
        f.write(",".join(header) + "\n")
        for r in rows:
            f.write(",".join(r) + "\n")
    print("wrote %s (%d rows, %d bytes)" % (path, len(rows), os.path.getsize(path)))


def main():
    os.makedirs(OUT_DIR, exist_ok=True)
    print("ml_dtypes", mld.__version__, "numpy", np.__version__)

    # --- every pattern -> every target ---------------------------------------------------------
    rows, no_cast = [], []
    for src in NARROW:
        pats = patterns_of(src)
        as_f32 = pats.astype(np.float32)
        cols = {}
        for dst in TARGETS:
            if dst == "b":
                cols[dst] = [str(int(v)) for v in pats.astype(np.bool_)]
            elif dst in STD_INTS:
                cols[dst] = ([""] * len(pats) if src in BY_CODE else
                             [str(int(v)) for v in pats.astype(STD_INTS[dst])])
            elif dst in STD_FLOATS:
                t, u, w = STD_FLOATS[dst]
                cols[dst] = ["0x%0*x" % (w, v) for v in pats.astype(t).view(u)]
            elif dst in BY_CODE:
                try:
                    conv = pats.astype(BY_CODE[dst].dtype)
                except TypeError:  # ml_dtypes registers no cast: through f32, as the crate does
                    no_cast.append("%s->%s" % (src, dst))
                    conv = as_f32.astype(BY_CODE[dst].dtype)
                got = [int(b) for b in conv.view(np.uint8)]
                for i, g in enumerate(got):
                    bits = int(as_f32[i:i + 1].view(np.uint32)[0])
                    check_float(BY_CODE[dst], f32_value(bits), g, "%s 0x%02x" % (src, i))
                cols[dst] = ["0x%02x" % g for g in got]
            else:
                t, n, s = INT_BY_CODE[dst]
                try:
                    vals = pats.astype(t).astype(np.int64)
                except TypeError:
                    no_cast.append("%s->%s" % (src, dst))
                    vals = (as_f32.astype(t) if src in BY_CODE else pats.astype(np.int64).astype(t)
                            ).astype(np.int64)
                ok = ~np.isnan(as_f32) & (np.abs(as_f32) < 2.0 ** 31)
                cols[dst] = [str(int(v)) if k else "" for v, k in zip(vals, ok)]
        for i in range(len(pats)):
            rows.append([src, "0x%02x" % i] + [cols[d][i] for d in TARGETS])
        # Every pattern widens exactly (NaN to a quiet NaN of its sign): check f32 and f64.
        if src in BY_CODE:
            fmt = BY_CODE[src]
            for i in range(len(pats)):
                v = fmt.decode(i)
                f = float(as_f32[i])
                if v is None:
                    assert np.isnan(f), (src, i)
                elif v[0] == "inf":
                    assert f == (-np.inf if v[1] else np.inf), (src, i)
                else:
                    assert abs(Fraction(f)) == v[1] and (v[1] == 0 or np.signbit(f) == v[0]), (src, i)
    write("patterns.csv", ["from", "bits", *TARGETS], rows)
    print("  no direct ml_dtypes cast (written through f32 / int64): %s" % " ".join(no_cast))

    # --- f32 -> narrow ---------------------------------------------------------------------------
    xs32 = np.array(f32_inputs(), dtype=np.uint32)
    f32s = xs32.view(np.float32)
    cols = {c: to_narrow(f32s, c) for c in NARROW}
    int_ok = ~np.isnan(f32s) & (np.abs(f32s) < 2.0 ** 31)
    for fmt in FLOATS:
        for b, g in zip(xs32, cols[fmt.code]):
            check_float(fmt, f32_value(int(b)), g, "f32 0x%08x" % b)
    for c, t, n, s in INTS:
        for x, g, ok in zip(f32s, cols[c], int_ok):
            if ok:
                assert g == wrap(int(np.trunc(x)), n, s), (c, x, g)
    rows = [["0x%08x" % b] + [cell(c, cols[c][i]) if c in BY_CODE or int_ok[i] else ""
                              for c in NARROW] for i, b in enumerate(xs32)]
    write("from_f32.csv", ["x", *NARROW], rows)

    # --- f64 -> narrow: ml_dtypes rounds through f32; the exact value rounds once ----------------
    # Every f32 input is exact in f64 and converts as it does from f32; a quarter of them suffice.
    xs64 = set(float(x) for x in f32s[::4] if not np.isnan(x))
    for fmt in FLOATS:
        vals = [v for v, _ in fmt.values()]
        mids = [(a + b) / 2 for a, b in zip(vals, vals[1:])]
        top, ulp = vals[-1], vals[-1] - vals[-2]
        mids.append(top + ulp / 2)
        if fmt.kind == "e8m0":
            mids += [Fraction(3, 2) * v for v in vals]
        for m in mids:
            for rel in (-2.0 ** -40, 2.0 ** -40, -2.0 ** -30, 2.0 ** -30):
                for s in (1, -1):
                    xs64.add(s * float(m) * (1 + rel))
    xs64 |= {1e300, -1e300, 1e-300, -1e-300, 5e-324}
    f64s = np.array(sorted(xs64, key=lambda x: (np.isnan(x), x)), dtype=np.float64)
    f64s = np.concatenate([f64s, np.array([np.nan, -np.nan])])
    odd = round_to_odd_f32(f64s)
    rows, n_exact = [], 0
    int_ok = ~np.isnan(f64s) & (np.abs(f64s) < 2.0 ** 31)
    got = {c: to_narrow(f64s, c) for c in NARROW}
    once = {f.code: to_narrow(odd, f.code) for f in FLOATS}
    for i, x in enumerate(f64s):
        row, exact = ["0x%016x" % int(f64s[i:i + 1].view(np.uint64)[0])], []
        for c in NARROW:
            if c in BY_CODE:
                fmt = BY_CODE[c]
                check_float(fmt, f64_value(x), once[c][i], "f64 %r" % x)
                twice = to_narrow(np.array([x], dtype=np.float64).astype(np.float32), c)[0]
                assert got[c][i] == twice, ("f64 -> %s is not through f32" % c, x)
                if got[c][i] != once[c][i]:
                    exact.append(c)
                row.append(cell(c, once[c][i]))
            else:
                t, n, s = INT_BY_CODE[c]
                if int_ok[i]:
                    assert got[c][i] == wrap(int(np.trunc(x)), n, s), (c, x)
                row.append(cell(c, got[c][i]) if int_ok[i] else "")
        n_exact += len(exact)
        rows.append(row + [" ".join(exact)])
    write("from_f64.csv", ["x", *NARROW, "exact"], rows)
    print("  f64: %d cells where ml_dtypes rounds twice (through f32) and the exact value is written"
          % n_exact)

    # --- i64 -> narrow ---------------------------------------------------------------------------
    ints = int_inputs()
    arr = np.array(ints, dtype=np.int64)
    odd = round_to_odd_f32(arr.astype(np.float64))  # exact for |x| < 2^53; see below
    rows, n_exact = [], 0
    got = {c: to_narrow(arr, c) for c in NARROW}
    for i, x in enumerate(ints):
        row, exact = [str(x)], []
        for c in NARROW:
            if c in BY_CODE:
                fmt = BY_CODE[c]
                want = fmt.round_model((x < 0, Fraction(abs(x))))
                if fmt.kind == "fnuz" and x == 0:
                    want = 0
                if got[c][i] != want:
                    # ml_dtypes converts an int64 through float (or double): accept exactly that.
                    via = to_narrow(np.array([x], dtype=np.int64).astype(np.float32), c)[0]
                    assert got[c][i] == via, ("i64 -> %s" % c, x, got[c][i], want)
                    exact.append(c)
                row.append(cell(c, want))
            else:
                t, n, s = INT_BY_CODE[c]
                assert got[c][i] == wrap(x, n, s), (c, x)
                row.append(cell(c, got[c][i]))
        n_exact += len(exact)
        rows.append(row + [" ".join(exact)])
    write("from_int.csv", ["x", *NARROW, "exact"], rows)
    print("  i64: %d cells where ml_dtypes rounds twice and the exact value is written" % n_exact)

    # --- arithmetic ------------------------------------------------------------------------------
    rows = []
    binary = {"add": np.add, "sub": np.subtract, "mul": np.multiply, "div": np.true_divide,
              "floor_divide": np.floor_divide, "remainder": np.remainder,
              "maximum": np.maximum, "minimum": np.minimum, "lt": np.less, "eq": np.equal}
    unary = {"neg": np.negative, "abs": np.abs, "sqrt": np.sqrt, "floor": np.floor,
             "round": np.rint, "sign": np.sign}
    for code in NARROW:
        pats = patterns_of(code)
        a = np.repeat(pats, len(pats))
        b = np.tile(pats, len(pats))
        is_float = code in BY_CODE
        for name, fn in binary.items():
            if not is_float and name in ("div", "floor_divide", "remainder"):
                continue
            try:
                res = fn(a, b)
            except TypeError as e:
                print("  %s %s: no ufunc (%s)" % (code, name, e))
                continue
            if name not in ("lt", "eq") and res.dtype != pats.dtype:
                print("  %s %s: no ufunc of its own (NumPy gives %s)" % (code, name, res.dtype))
                continue
            rows.append([code, name, str(len(res)), "0x%016x" % fnv1a64(words(code, res))])
        for name, fn in unary.items():
            if not is_float and name in ("sqrt", "floor", "round", "sign"):
                continue
            res = fn(pats)
            if res.dtype != pats.dtype:
                print("  %s %s: no ufunc of its own (NumPy gives %s)" % (code, name, res.dtype))
                continue
            rows.append([code, name, str(len(res)), "0x%016x" % fnv1a64(words(code, res))])
    write("arith.csv", ["type", "op", "count", "fnv1a64"], rows)

    # --- bcomplex32 ------------------------------------------------------------------------------
    rng = np.random.default_rng(32)
    n = 1500
    parts = rng.normal(size=(n, 4)) * (10.0 ** rng.integers(-3, 4, size=(n, 4)))
    parts = parts.astype(np.float32).astype(mld.bfloat16)
    special = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1e38, 1e-38, 1.0], dtype=mld.bfloat16)
    k = rng.integers(0, len(special), size=(n, 4))
    mask = rng.random(size=(n, 4)) < 0.12
    parts[mask] = special[k[mask]]
    bits = parts.view(np.uint16)
    a = (bits[:, 0:2].copy().view(mld.bcomplex32)).reshape(n)
    b = (bits[:, 2:4].copy().view(mld.bcomplex32)).reshape(n)
    ops = {"add": np.add, "sub": np.subtract, "mul": np.multiply, "div": np.true_divide}
    res = {name: fn(a, b).view(np.uint16).reshape(n, 2) for name, fn in ops.items()}
    header = ["a_re", "a_im", "b_re", "b_im"]
    for name in ops:
        header += [name + "_re", name + "_im"]
    rows = []
    for i in range(n):
        row = ["0x%04x" % int(x) for x in bits[i]]
        for name in ops:
            row += ["0x%04x" % int(x) for x in res[name][i]]
        rows.append(row)
    write("bcomplex32.csv", header, rows)


if __name__ == "__main__":
    main()
