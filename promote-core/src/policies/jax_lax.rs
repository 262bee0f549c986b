//! `jax.lax`: no implicit promotion at all (the appendix of JAX's design note JEP 9407).

crate::promotion_table! {
    /// `jax.lax` (64-bit types enabled): no implicit promotion. Both operands must have the same
    /// dtype; a weak operand only combines with the strong type it stands for (`i*` is `i64`,
    /// `f*` is `f64`, `c*` is `c128`) or with itself, where the result stays weak. A Python
    /// `bool` is the `bool` dtype (`alias { b*: b }`).
    ///
    /// Source: the table for `jax.lax.add` in the appendix of JAX's design note JEP 9407
    /// (<https://jax.readthedocs.io/en/latest/jep/9407-type-promotion.html>); the current release of
    /// JAX gives the same 324 cells (`tests/reference/regen/regen_jax.py`).
    ///
    /// `jax.lax` has no `floor_divide`, `hypot`, logical operations, `isnan`, `mean` or `var`:
    /// those families keep their default rules here, with no reference to check them against.
    /// `lax.pow` raises a float or complex base to an integer power of any width; `lax.abs`
    /// refuses unsigned integers; `bool` has no arithmetic (`no_arithmetic [b]`).
    ///
    /// Values: an integer `/` is `lax.div`'s, truncating toward zero, with all bits set for a
    /// zero divisor and `MIN` for `MIN / -1` (XLA's rule; `tests/reference/jax-lax_div_values.csv`).
    /// `remainder` has `lax.rem`'s dtypes but not its values: it computes Python's remainder, with
    /// the divisor's sign, as under every other policy (the element kernels are shared), where
    /// `lax.rem` truncates and keeps the dividend's sign: `-7 % 2` is `1` here and
    /// `lax.rem(-7, 2)` is `-1`.
    ///
    /// **Cargo feature:** `jax-lax`.
    pub struct JaxLax;
    // `lax.add` has no bool arithmetic.
    no_arithmetic [b];
    table {
        _    b   u8  u16 u32 u64 i8  i16 i32 i64 bf16 f16 f32 f64 c64 c128 i*  f*  c*   b*;
        b    -   -   -   -   -   -   -   -   -   -    -   -   -   -   -    -   -   -    -;
        u8   -   u8  -   -   -   -   -   -   -   -    -   -   -   -   -    -   -   -    -;
        u16  -   -   u16 -   -   -   -   -   -   -    -   -   -   -   -    -   -   -    -;
        u32  -   -   -   u32 -   -   -   -   -   -    -   -   -   -   -    -   -   -    -;
        u64  -   -   -   -   u64 -   -   -   -   -    -   -   -   -   -    -   -   -    -;
        i8   -   -   -   -   -   i8  -   -   -   -    -   -   -   -   -    -   -   -    -;
        i16  -   -   -   -   -   -   i16 -   -   -    -   -   -   -   -    -   -   -    -;
        i32  -   -   -   -   -   -   -   i32 -   -    -   -   -   -   -    -   -   -    -;
        i64  -   -   -   -   -   -   -   -   i64 -    -   -   -   -   -    i64 -   -    -;
        bf16 -   -   -   -   -   -   -   -   -   bf16 -   -   -   -   -    -   -   -    -;
        f16  -   -   -   -   -   -   -   -   -   -    f16 -   -   -   -    -   -   -    -;
        f32  -   -   -   -   -   -   -   -   -   -    -   f32 -   -   -    -   -   -    -;
        f64  -   -   -   -   -   -   -   -   -   -    -   -   f64 -   -    -   f64 -    -;
        c64  -   -   -   -   -   -   -   -   -   -    -   -   -   c64 -    -   -   -    -;
        c128 -   -   -   -   -   -   -   -   -   -    -   -   -   -   c128 -   -   c128 -;
        i*   -   -   -   -   -   -   -   -   i64 -    -   -   -   -   -    i*  -   -    -;
        f*   -   -   -   -   -   -   -   -   -   -    -   -   f64 -   -    -   f*  -    -;
        c*   -   -   -   -   -   -   -   -   -   -    -   -   -   -   c128 -   -   c*   -;
        b*   -   -   -   -   -   -   -   -   -   -    -   -   -   -   -    -   -   -    -;
    }
    families {
        // `lax.div` is C division: integers stay integers.
        div:    ;
        eq:     with [b b = b, b b* = b, b* b = b, b* b* = b];
        lt:     without complex with [b b = b, b b* = b, b* b = b, b* b* = b];
        bitand: without float complex with [b b = b, b b* = b, b* b = b, b* b* = b];
        // `jax.lax` has no `floor_divide`, `hypot`, logical ops, `isnan`, `mean` or `var`: their
        // tables are the defaults, and no reference exists (tests/reference/README.md).
        remainder:  without complex;
        // `lax.pow` raises a float or complex to an integer power of any width, and a Python float
        // base then becomes f64 (a complex one c128).
        power:      keep_lhs int without bool int with [
                        f* u8 = f64, f* u16 = f64, f* u32 = f64, f* u64 = f64,
                        f* i8 = f64, f* i16 = f64, f* i32 = f64, f* i64 = f64,
                        c* u8 = c128, c* u16 = c128, c* u32 = c128, c* u64 = c128,
                        c* i8 = c128, c* i16 = c128, c* i32 = c128, c* i64 = c128];
        maximum:    with [b b = b, b b* = b, b* b = b, b* b* = b];
        atan2:      without int;
        float_math: without bool int;
        abs:        map { u8: -, u16: -, u32: -, u64: -, c64: f32, c128: f64, c*: f* } without bool;
        negative:   without bool;
        floor:      without bool int complex;
        round:      without bool int complex;
        sign:       without bool;
        square:     without bool;
        reciprocal: without bool int;
        isnan:      all b operands float;
        prod:       map { b: - };
        cumsum:     map { b: - };
        max:        ;
    }
    sum { b: - }
    // A Python `bool` is the `bool` dtype, in every family (and so in the cells above).
    alias { b*: b }
    // Edge values as JAX computes them (`crate::values::Values::JAX`).
    __values jax;
}
