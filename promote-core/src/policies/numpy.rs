//! NumPy 2's promotion table (NEP 50), as the appendix of JAX's design note JEP 9407 prints it.

crate::promotion_table! {
    /// NumPy 2 (`np.add`, NEP 50 semantics): Python scalars are weak (`i*`, `f*`, `c*`), 0-d arrays
    /// are arrays, and no result depends on a value.
    ///
    /// A Python `bool` (`b*`, [`weak(true)`](crate::weak)) is NumPy's `bool` dtype, in every
    /// family: `int8_array + True` is `int8`, `True + True` is `bool`, its row and column are
    /// `b`'s.
    ///
    /// NumPy's rules are not a lattice: mixing integers and floats follows "the smallest float that
    /// holds both", so `i8 ⊔ u8 = i16` but `u8 ⊔ f16 = f16` while `i16 ⊔ f16 = f32`; the triples
    /// listed below give different results for `(a + b) + c` and `a + (b + c)`.
    ///
    /// NumPy has no `bfloat16`: every pair with `bf16` is undefined (`ml_dtypes.bfloat16`, a
    /// third-party extension, is not modelled).
    ///
    /// Source: the NumPy table in the appendix of JAX's design note JEP 9407
    /// (<https://jax.readthedocs.io/en/latest/jep/9407-type-promotion.html>; made with NumPy 1,
    /// value-based effects ignored), checked against NumPy 2.x by
    /// `tests/reference/regen/regen_numpy.py`: the current release gives the same 324 cells. A Python scalar with a Python scalar (`i* + i*`) is written as
    /// NumPy's default dtype for it (`i64`, `f64`, `c128`), as that table does.
    ///
    /// **Cargo feature:** `numpy` (on by default).
    pub struct NumPy;
    table {
        _     b     u8    u16   u32   u64   i8    i16   i32   i64   f16   f32   f64   c64   c128  i*    f*    c*    b*;
        b     b     u8    u16   u32   u64   i8    i16   i32   i64   f16   f32   f64   c64   c128  i64   f64   c128  b;
        u8    u8    u8    u16   u32   u64   i16   i16   i32   i64   f16   f32   f64   c64   c128  u8    f64   c128  u8;
        u16   u16   u16   u16   u32   u64   i32   i32   i32   i64   f32   f32   f64   c64   c128  u16   f64   c128  u16;
        u32   u32   u32   u32   u32   u64   i64   i64   i64   i64   f64   f64   f64   c128  c128  u32   f64   c128  u32;
        u64   u64   u64   u64   u64   u64   f64   f64   f64   f64   f64   f64   f64   c128  c128  u64   f64   c128  u64;
        i8    i8    i16   i32   i64   f64   i8    i16   i32   i64   f16   f32   f64   c64   c128  i8    f64   c128  i8;
        i16   i16   i16   i32   i64   f64   i16   i16   i32   i64   f32   f32   f64   c64   c128  i16   f64   c128  i16;
        i32   i32   i32   i32   i64   f64   i32   i32   i32   i64   f64   f64   f64   c128  c128  i32   f64   c128  i32;
        i64   i64   i64   i64   i64   f64   i64   i64   i64   i64   f64   f64   f64   c128  c128  i64   f64   c128  i64;
        f16   f16   f16   f32   f64   f64   f16   f32   f64   f64   f16   f32   f64   c64   c128  f16   f16   c64   f16;
        f32   f32   f32   f32   f64   f64   f32   f32   f64   f64   f32   f32   f64   c64   c128  f32   f32   c64   f32;
        f64   f64   f64   f64   f64   f64   f64   f64   f64   f64   f64   f64   f64   c128  c128  f64   f64   c128  f64;
        c64   c64   c64   c64   c128  c128  c64   c64   c128  c128  c64   c64   c128  c64   c128  c64   c64   c64   c64;
        c128  c128  c128  c128  c128  c128  c128  c128  c128  c128  c128  c128  c128  c128  c128  c128  c128  c128  c128;
        i*    i64   u8    u16   u32   u64   i8    i16   i32   i64   f16   f32   f64   c64   c128  i64   f64   c128  i64;
        f*    f64   f64   f64   f64   f64   f64   f64   f64   f64   f16   f32   f64   c64   c128  f64   f64   c128  f64;
        c*    c128  c128  c128  c128  c128  c128  c128  c128  c128  c64   c64   c128  c64   c128  c128  c128  c128  c128;
        b*    b     u8    u16   u32   u64   i8    i16   i32   i64   f16   f32   f64   c64   c128  i64   f64   c128  b;
    }
    families {
        div:    map { b: f64, u8: f64, u16: f64, u32: f64, u64: f64, i8: f64, i16: f64, i32: f64, i64: f64 };
        eq:     ;
        lt:     ;
        bitand: without float complex;
        // `b // b`, `b % b`, `b ** b`, `square(b)` and `reciprocal(b)` run the int8 loop.
        floor_divide: map { b: i8 } without complex;
        remainder:    map { b: i8 } without complex;
        power:        map { b: i8 };
        maximum:      ;
        // A float-only ufunc takes the first loop both operands cast to safely: the smallest float
        // that holds each operand, promoted (`atan2(i8, u8)` is f16, where `i8 + u8` is i16).
        atan2:        each float_math without complex;
        hypot:        each float_math without complex;
        logical_and:  all b;
        // The smallest float that holds the integer; a Python scalar is first NumPy's default dtype.
        float_math:   map { b: f16, u8: f16, i8: f16, u16: f32, i16: f32, u32: f64, i32: f64,
                            u64: f64, i64: f64, i*: f64, f*: f64, c*: c128 };
        abs:          map { c64: f32, c128: f64, i*: i64, f*: f64, c*: f64 };
        negative:     map { i*: i64, f*: f64, c*: c128 } without bool;
        floor:        map { i*: i64, f*: f64 } without complex;
        round:        map { b: f16, i*: i64, f*: f64, c*: c128 };
        sign:         map { i*: i64, f*: f64, c*: c128 } without bool;
        square:       map { b: i8, i*: i64, f*: f64, c*: c128 };
        reciprocal:   map { b: i8, i*: i64, f*: f64, c*: c128 };
        isnan:        all b;
        prod:         map { b: i64, u8: u64, u16: u64, u32: u64, i8: i64, i16: i64, i32: i64 };
        cumsum:       map { b: i64, u8: u64, u16: u64, u32: u64, i8: i64, i16: i64, i32: i64 };
        mean:         map { b: f64, u8: f64, u16: f64, u32: f64, u64: f64, i8: f64, i16: f64,
                            i32: f64, i64: f64 };
        var:          map { b: f64, u8: f64, u16: f64, u32: f64, u64: f64, i8: f64, i16: f64,
                            i32: f64, i64: f64, c64: f32, c128: f64 };
        max:          ;
        // NumPy adds float16 up in float32 (its pairwise sum's loop type), then rounds once.
        accumulate:   map { f16: f32 };
    }
    sum { b: i64, u8: u64, u16: u64, u32: u64, i8: i64, i16: i64, i32: i64 }
    // `i64 + f64 = f64` and `i32 + c64 = c128` round large integers: NumPy's "safe" casting
    // allows it.
    lossy [int float, int complex];
    // `np.can_cast`'s default is `casting='safe'`; a ufunc's `out=` and the in-place operators
    // default to `casting='same_kind'` (`i32 += 1.5` raises `UFuncTypeError`).
    casting { can_cast: safe; in_place: same_kind; out: same_kind; }
    // `np.result_type(a, b, c)` (`PyArray_PromoteDTypeSequence`) promotes the operand that knows
    // the most with each of the others: the highest NumPy type number, `float16` last, Python
    // scalars below every dtype.
    // A Python `bool` is NumPy's `bool` dtype, in every family (`sqrt(True)` is `float16`).
    alias { b*: b }
    n_ary main [i* f* c* b* b i8 u8 i16 u16 i32 u32 i64 u64 f32 f64 c64 c128 f16];
}
