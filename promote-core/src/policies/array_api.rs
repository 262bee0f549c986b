//! The Python array API standard: promotion within a kind only.

crate::promotion_table! {
    /// The Python array API standard (its latest revision, 2024.12): promotion only within a kind.
    ///
    /// Signed integers, unsigned integers (which mix with signed ones as NumPy does, except
    /// `u64` with any signed type), real floats and complex floats promote within their lattice;
    /// integer with float, any number with `bool`, and `bool + bool` (`add` is not defined on
    /// booleans) are undefined. `f16` and `bf16` are not in the standard.
    ///
    /// `result_type(bool, bool)` is `bool` all the same (`no_arithmetic [b]`): so are
    /// [`PromotedAll`](crate::PromotedAll) of bools and `concatenate`/`stack` of bool arrays, as
    /// `xp.result_type` and `xp.concat` say, while `Array<bool, ArrayApi> + Array<bool, ArrayApi>`
    /// does not compile.
    ///
    /// A Python `bool` (`b*`) meets only a `bool` array, in `==`, `&` and the logical
    /// operations (`bool + True` is undefined as `bool + bool` is; `int8_array + True` raises).
    ///
    /// Python scalars are weak and must meet an array: an `int` (`i*`) takes the dtype of an
    /// integer or real/complex floating array, a `float` (`f*`) of a floating or complex array, a
    /// `complex` (`c*`) of a complex array (`f32 + c*` is `c64`); two Python scalars are undefined.
    ///
    /// Source: no published table is copied here (the standard states its rules at
    /// <https://data-apis.org/array-api/latest/API_specification/type_promotion.html>); the table
    /// is regenerated from `array-api-strict` with the newest API version it supports
    /// (`tests/reference/regen/regen_array_api.py`).
    ///
    /// **Cargo feature:** `array-api` (on by default).
    pub struct ArrayApi;
    // The standard defines no arithmetic on bool.
    no_arithmetic [b];
    table {
        _    b   u8  u16 u32 u64 i8  i16 i32 i64 f32  f64  c64  c128 i*   f*   c*   b*;
        b    -   -   -   -   -   -   -   -   -   -    -    -    -    -    -    -    -;
        u8   -   u8  u16 u32 u64 i16 i16 i32 i64 -    -    -    -    u8   -    -    -;
        u16  -   u16 u16 u32 u64 i32 i32 i32 i64 -    -    -    -    u16  -    -    -;
        u32  -   u32 u32 u32 u64 i64 i64 i64 i64 -    -    -    -    u32  -    -    -;
        u64  -   u64 u64 u64 u64 -   -   -   -   -    -    -    -    u64  -    -    -;
        i8   -   i16 i32 i64 -   i8  i16 i32 i64 -    -    -    -    i8   -    -    -;
        i16  -   i16 i32 i64 -   i16 i16 i32 i64 -    -    -    -    i16  -    -    -;
        i32  -   i32 i32 i64 -   i32 i32 i32 i64 -    -    -    -    i32  -    -    -;
        i64  -   i64 i64 i64 -   i64 i64 i64 i64 -    -    -    -    i64  -    -    -;
        f32  -   -   -   -   -   -   -   -   -   f32  f64  c64  c128 f32  f32  c64  -;
        f64  -   -   -   -   -   -   -   -   -   f64  f64  c128 c128 f64  f64  c128 -;
        c64  -   -   -   -   -   -   -   -   -   c64  c128 c64  c128 c64  c64  c64  -;
        c128 -   -   -   -   -   -   -   -   -   c128 c128 c128 c128 c128 c128 c128 -;
        i*   -   u8  u16 u32 u64 i8  i16 i32 i64 f32  f64  c64  c128 -    -    -    -;
        f*   -   -   -   -   -   -   -   -   -   f32  f64  c64  c128 -    -    -    -;
        c*   -   -   -   -   -   -   -   -   -   c64  c128 c64  c128 -    -    -    -;
        b*   -   -   -   -   -   -   -   -   -   -    -    -    -    -    -    -    -;
    }
    families {
        // `divide` is defined for floating-point arrays only.
        div:    map { u8: -, u16: -, u32: -, u64: -, i8: -, i16: -, i32: -, i64: - };
        // A Python bool meets only a bool array (`b*` is weak: two Python scalars are undefined).
        eq:     with [b b = b, b b* = b, b* b = b];
        // array-api-strict lets a real array meet a Python complex in `<`, although it refuses
        // complex arrays there; the reference library wins (see the type's docs).
        lt:     without complex with [f32 c* = c64, f64 c* = c128, c* f32 = c64, c* f64 = c128];
        bitand: without float complex with [b b = b, b b* = b, b* b = b];
        floor_divide: without bool complex;
        remainder:    without bool complex;
        power:        ;
        // As with `<`, a real array may meet a Python complex.
        maximum:      without complex with [f32 c* = c64, f64 c* = c128, c* f32 = c64, c* f64 = c128];
        atan2:        without bool int complex;
        hypot:        without bool int complex;
        logical_and:  all b operands bool with [b b = b, b b* = b, b* b = b];
        // The element-wise functions take arrays only, and the float functions floats only.
        float_math:   without bool int weak;
        abs:          map { c64: f32, c128: f64 } without bool weak;
        negative:     without bool weak;
        floor:        without bool complex weak;
        round:        without bool weak;
        sign:         without bool weak;
        square:       without bool weak;
        reciprocal:   without bool int weak;
        isnan:        all b operands int float complex without weak;
        prod:         map { u8: u64, u16: u64, u32: u64, i8: i64, i16: i64, i32: i64 } without bool;
        cumsum:       map { u8: u64, u16: u64, u32: u64, i8: i64, i16: i64, i32: i64 } without bool;
        mean:         without bool int;
        var:          without bool int complex;
        max:          without bool complex;
    }
    sum { b: -, u8: u64, u16: u64, u32: u64, i8: i64, i16: i64, i32: i64 }
    // `can_cast(from, to)` is `result_type(from, to) == to`; `a += b` is allowed only where the
    // promoted type is `a`'s own ("in-place operations must not change the array's dtype").
    casting { can_cast: safe; in_place: no; out: no; }
}
