//! MegEngine's promotion as MegEngine 1.13.0, its last release, runs it (printed by the library:
//! `tests/reference/regen/regen_megengine.py`). Its design note, MEP 3, designed another scheme,
//! which `megengine_mep3.rs` keeps.

crate::promotion_table! {
    /// MegEngine 1.13.0 (`megengine.functional` and the tensor operators), as the library runs
    /// it; every cell is printed by MegEngine itself (`tests/reference/megengine_*.csv`).
    ///
    /// MegEngine's dtypes: `bool`, `uint8`, `uint16`, `int8`, `int16`, `int32`, `bfloat16`,
    /// `float16`, `float32`, and an experimental `complex64` (made with `F.complex`) that only
    /// adds to itself, negates and answers `isnan`. A NumPy `int64` or `float64` array becomes an
    /// `int32` or `float32` tensor on entry, and asking for either dtype raises, so neither is
    /// here; there is no `uint32`, `uint64` or `complex128`.
    ///
    /// Its rules, read off the grids:
    /// - A 0-d tensor promotes exactly as a tensor (there is no 0-d rule): `i8 + 0-d i32 = i32`,
    ///   `f16 + 0-d f32 = f32`.
    /// - Integers of one signedness promote to the wider; signed with unsigned raises ("between
    ///   different signedness is undefined").
    /// - A bool tensor with any number is `f32`, and so is a bool or integer tensor with `f16` or
    ///   `bf16`, and `bf16` with `f16`; two bool tensors do not add ("unsupport mode ADD for
    ///   bool"), though they compare and `&`.
    /// - A Python `int` (`i*`) keeps an integer tensor's dtype and `f16`; a Python `float` (`f*`)
    ///   keeps `f16` and gives `f32` otherwise; `bf16` with any Python number is `f32`; a Python
    ///   `bool` (`b*`) is a Python `int` except with a bool tensor or another bool (undefined).
    ///   Two Python numbers make a tensor of the defaults: `i32` (`i* + i*`, `b* + i*`), `f32`.
    ///   A Python `complex` (`c*`) raises, except that comparing it or taking `logical_and` with
    ///   a bool tensor (or a Python bool) converts it to bool.
    /// - True division, `pow` and `atan2` of integers and bool give `f32`; `floor_divide`,
    ///   `remainder`, `maximum` and `minimum` follow `+`; `&` is `logical_and` of two bool
    ///   tensors; there is no `hypot`, `reciprocal` or `isfinite`.
    /// - Unary functions take Python numbers too, as the default dtypes (`abs(i*)` is `i32`);
    ///   float math turns integers into `f32`, and bool has none of them.
    /// - `sum` and `prod` keep integer dtypes (bool accumulates in `i32`), `cumsum` keeps every
    ///   dtype (bool included), `mean` and `var` are always `f32`.
    ///
    /// Where a kernel is missing (every `uint16` computation, `cumsum` of bool), the cell is the
    /// dtype the operator inferred before running it (MegEngine's `async_level = 2` reports the
    /// missing kernel only when the value is read): a missing kernel is not a promotion rule.
    /// Those 210 cells are logged by the generator, which checks this inference against 1,422
    /// cells where the kernel runs (all agree). MegEngine's own `dtype_promotion` helper is not
    /// used: it disagrees with the operators (`b + i8`: helper `i8`, operator `f32`).
    ///
    /// Against [`MegEngineMep3`](crate::policies::MegEngineMep3), the design note MEP 3 of 2020
    /// that the project's seed document describes (`+` on the dtypes both have):
    ///
    /// | pair | MEP 3 (`MegEngineMep3`) | MegEngine 1.13.0 (`MegEngine`) |
    /// |---|---|---|
    /// | `i8` array + 0-d `i32` | `i8` (category rule) | `i32` (0-d is a tensor) |
    /// | `f16` array + 0-d `f32` | `f16` | `f32` |
    /// | `b + i8`, `b + u8` | `i8`, `u8` | `f32` |
    /// | `i8 + f16`, `i32 + bf16` | `f16`, `bf16` | `f32` |
    /// | `u8 + i8` | `i16` | undefined (signedness) |
    /// | `b + b` | `b` | undefined (no bool `ADD`) |
    /// | `bf16 + i*`, `bf16 + f*` | `bf16` | `f32` |
    /// | `b + i*` | `i32` | `f32` |
    /// | `i8 ** i8` | `i8` | `f32` |
    /// | `sum(i8)` | `i32` | `i8` |
    /// | `mean(f16)` | `f16` | `f32` |
    /// | `i64`, `f64` | kept | narrowed on entry (not held) |
    /// | `u16`, `c64` | none | `u16` (no kernels), experimental `c64` |
    ///
    /// Values are not yet checked against MegEngine (the value references are NumPy's, JAX's and
    /// PyTorch's): its types are. The policy's edge-value rules are NumPy's, the default; one
    /// difference is known: a Python int out of the tensor's range wraps in MegEngine
    /// (`int8_tensor + 300` is `45` where the tensor holds 1), where NumPy's rules raise
    /// `OverflowError`.
    ///
    /// Source: `tests/reference/megengine_*.csv`, printed by MegEngine 1.13.0 on CPython 3.10
    /// (`tests/reference/regen/regen_megengine.py`, `requirements-megengine.txt`).
    ///
    /// **Cargo feature:** `megengine`.
    pub struct MegEngine;
    // Two bool tensors do not add ("unsupport mode ADD for bool").
    no_arithmetic [b];
    table {
        _    b    u8   u16  i8   i16  i32  bf16 f16  f32  c64  i*   f*   c*   b*;
        b    -    f32  f32  f32  f32  f32  f32  f32  f32  -    f32  f32  -    -;
        u8   f32  u8   u16  -    -    -    f32  f32  f32  -    u8   f32  -    u8;
        u16  f32  u16  u16  -    -    -    f32  f32  f32  -    u16  f32  -    u16;
        i8   f32  -    -    i8   i16  i32  f32  f32  f32  -    i8   f32  -    i8;
        i16  f32  -    -    i16  i16  i32  f32  f32  f32  -    i16  f32  -    i16;
        i32  f32  -    -    i32  i32  i32  f32  f32  f32  -    i32  f32  -    i32;
        bf16 f32  f32  f32  f32  f32  f32  bf16 f32  f32  -    f32  f32  -    f32;
        f16  f32  f32  f32  f32  f32  f32  f32  f16  f32  -    f16  f16  -    f16;
        f32  f32  f32  f32  f32  f32  f32  f32  f32  f32  -    f32  f32  -    f32;
        c64  -    -    -    -    -    -    -    -    -    c64  -    -    -    -;
        i*   f32  u8   u16  i8   i16  i32  f32  f16  f32  -    i32  f32  -    i32;
        f*   f32  f32  f32  f32  f32  f32  f32  f16  f32  -    f32  f32  -    f32;
        c*   -    -    -    -    -    -    -    -    -    -    -    -    -    -;
        b*   -    u8   u16  i8   i16  i32  f32  f16  f32  -    i32  f32  -    -;
    }
    families {
        div:    map { u8: f32, u16: f32, i8: f32, i16: f32, i32: f32, c64: - };
        // Comparisons compute in `+`'s type, and two bool tensors (and a Python bool or complex,
        // converted to bool, with one) in bool; two Python numbers compare in Python, not in
        // MegEngine.
        eq:     without weak_pairs except [c64 c64]
                with [b b = b, b b* = b, b* b = b, b c* = b, c* b = b];
        lt:     without weak_pairs except [c64 c64]
                with [b b = b, b b* = b, b* b = b, b c* = b, c* b = b];
        // `&` is a logical and of two bool tensors.
        bitand: without bool int float complex with [b b = b];
        floor_divide: map { c64: - };
        remainder:    map { c64: - };
        power:        map { u8: f32, u16: f32, i8: f32, i16: f32, i32: f32, c64: - };
        maximum:      map { c64: - };
        atan2:        map { u8: f32, u16: f32, i8: f32, i16: f32, i32: f32, c64: - };
        // MegEngine has no `hypot`.
        hypot:        without bool int float complex;
        logical_and:  without bool int float complex
                      with [b b = b, b c* = b, b b* = b, c* b = b, c* b* = b, b* b = b, b* c* = b,
                            b* b* = b];
        // A Python number is a tensor of the default dtype here.
        float_math:   map { b: -, u8: f32, u16: f32, i8: f32, i16: f32, i32: f32, c64: -, i*: f32,
                            f*: f32, c*: -, b*: - };
        abs:          map { b: -, c64: -, i*: i32, f*: f32, c*: -, b*: - };
        negative:     map { b: -, i*: i32, f*: f32, c*: -, b*: - };
        floor:        map { b: -, c64: -, i*: i32, f*: f32, c*: -, b*: - };
        round:        map { b: -, c64: -, i*: i32, f*: f32, c*: -, b*: - };
        sign:         map { b: -, c64: -, i*: i32, f*: f32, c*: -, b*: - };
        square:       map { b: -, c64: -, i*: i32, f*: f32, c*: -, b*: - };
        // MegEngine has no `reciprocal`.
        reciprocal:   without bool int float complex weak;
        isnan:        all b without weak;
        prod:         map { b: i32, c64: - };
        cumsum:       map { c64: - };
        mean:         map { b: f32, u8: f32, u16: f32, i8: f32, i16: f32, i32: f32, bf16: f32,
                            f16: f32, c64: - };
        var:          map { b: f32, u8: f32, u16: f32, i8: f32, i16: f32, i32: f32, bf16: f32,
                            f16: f32, c64: - };
        max:          map { c64: - };
    }
    sum { b: i32, c64: - }
    // An integer meets a float in `f32` whatever their widths: `i32 + f16 = f32` rounds.
    lossy [int float];
}
