//! The Python array API standard: promotion within a kind only.

crate::promotion_table! {
    /// The Python array API standard (its latest revision, 2024.12): promotion only within a kind.
    ///
    /// Signed integers, unsigned integers (which mix with signed ones as NumPy does, except
    /// `u64` with any signed type), real floats and complex floats promote within their lattice;
    /// integer with float, any number with `bool`, and `bool + bool` (`add` is not defined on
    /// booleans) are undefined. `f16` and `bf16` are not in the standard.
    ///
    /// Python scalars are weak and must meet an array: an `int` (`i*`) takes the dtype of an
    /// integer or real/complex floating array, a `float` (`f*`) of a floating or complex array, a
    /// `complex` (`c*`) of a complex array (`f32 + c*` is `c64`); two Python scalars are undefined.
    ///
    /// Source: no seed prints this table; it is regenerated from `array-api-strict` with the newest
    /// API version it supports (`tests/reference/regen/regen_array_api.py`).
    pub struct ArrayApi;
    table {
        _    u8    u16   u32   u64   i8    i16   i32   i64   f32   f64   c64   c128  i*    f*    c*;
        u8   u8    u16   u32   u64   i16   i16   i32   i64   -     -     -     -     u8    -     -;
        u16  u16   u16   u32   u64   i32   i32   i32   i64   -     -     -     -     u16   -     -;
        u32  u32   u32   u32   u64   i64   i64   i64   i64   -     -     -     -     u32   -     -;
        u64  u64   u64   u64   u64   -     -     -     -     -     -     -     -     u64   -     -;
        i8   i16   i32   i64   -     i8    i16   i32   i64   -     -     -     -     i8    -     -;
        i16  i16   i32   i64   -     i16   i16   i32   i64   -     -     -     -     i16   -     -;
        i32  i32   i32   i64   -     i32   i32   i32   i64   -     -     -     -     i32   -     -;
        i64  i64   i64   i64   -     i64   i64   i64   i64   -     -     -     -     i64   -     -;
        f32  -     -     -     -     -     -     -     -     f32   f64   c64   c128  f32   f32   c64;
        f64  -     -     -     -     -     -     -     -     f64   f64   c128  c128  f64   f64   c128;
        c64  -     -     -     -     -     -     -     -     c64   c128  c64   c128  c64   c64   c64;
        c128 -     -     -     -     -     -     -     -     c128  c128  c128  c128  c128  c128  c128;
        i*   u8    u16   u32   u64   i8    i16   i32   i64   f32   f64   c64   c128  -     -     -;
        f*   -     -     -     -     -     -     -     -     f32   f64   c64   c128  -     -     -;
        c*   -     -     -     -     -     -     -     -     c64   c128  c64   c128  -     -     -;
    }
}
