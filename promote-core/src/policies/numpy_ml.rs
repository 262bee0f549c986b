//! NumPy 2 with ml_dtypes' types: `bfloat16`, the float8, float6 and float4 formats, and the
//! narrow integers, as `np.promote_types` knows them once `ml_dtypes` is imported.

crate::promotion_table! {
    /// NumPy 2.4 with ml_dtypes 0.6 (`import ml_dtypes`): [`NumPy`](crate::policies::NumPy)'s
    /// table plus `bf16` and the 17 narrow types, cell for cell as `np.promote_types` gives them
    /// (a Python scalar: `np.result_type(array, scalar)`).
    ///
    /// ml_dtypes registers its promotions type by type, so they follow no single rule:
    /// - a narrow float with `f32`, `f64`, `c64` or `c128` gives that type; with `b`, `u8` or
    ///   `i8` it stays itself; with `f16`, `bf16` or a wider integer it is an error, except
    ///   `f8e5m2`, which promotes with every integer and with `f16` (to `f32` or `f64`);
    /// - narrow floats promote among themselves only along ml_dtypes' registered casts:
    ///   `f8e4m3fn ⊔ f6e2m3fn = f8e4m3fn`, but `f8e4m3fn ⊔ f8e5m2` and anything with `f8e8m0fnu`
    ///   are errors, and `f6e2m3fn ⊔ f6e3m2fn = f6e2m3fn` rounds;
    /// - a narrow int promotes like a NumPy integer of its signedness (`i4 ⊔ u8` is an error,
    ///   `u4 ⊔ i8 = i8`), and with a narrow float gives the float;
    /// - a Python `float` with a narrow float gives `f64` (`f32` for `f8e5m2`), and a Python
    ///   `int` with a narrow int gives `i8` or `u8`: NumPy does not treat these types as its own,
    ///   so NEP 50's "the array's type wins" does not apply.
    ///
    /// NumPy's ufuncs do not always agree with `np.promote_types` for these types: a ufunc picks
    /// the first loop both operands cast to, and ml_dtypes registers few loops. `np.add` differs
    /// from `promote_types` in 412 of the 1,225 cells (`u16 + bf16` adds in `f32` though the pair
    /// has no common type; `f* + f8e4m3fn` is `f32`; `i1 + f8e4m3fn` runs in the `int1` loop,
    /// `-1 + 1.5 = 0`): `tests/reference/numpy-ml_add_ufunc.csv`. This policy follows
    /// `promote_types`, the rule; its other families apply NumPy's rules to it, with the narrow
    /// ints' results going through int8 (and float16 for float math), as the ufuncs have no loop
    /// of their own for them. Where `np.add`'s type is the rule's, every family matches the
    /// ufuncs cell for cell; the other cells of `/`, `atan2`, `hypot` and `**` are counted and
    /// pinned in `tests/tests/suite/references.rs`.
    ///
    /// Source: `tests/reference/numpy-ml_*.csv`, printed by `regen_numpy.py`.
    ///
    /// ```
    /// use promote_core::{narrow::F8E4M3FN, policies::NumPyMl, Array};
    /// let a: Array<F8E4M3FN, NumPyMl> = Array::from_vec(vec![F8E4M3FN::from_f32(1.5)]);
    /// let b: Array<f32, NumPyMl> = Array::from_vec(vec![0.25]);
    /// let c: Array<f32, NumPyMl> = &a + &b;
    /// assert_eq!(c.as_slice(), &[1.75]);
    /// ```
    ///
    /// **Cargo feature:** `numpy-ml` (add `narrow` for the narrow types).
    pub struct NumPyMl;
    table {
        _             b             u8            u16  u32  u64  i8            i16  i32  i64  bf16 f16  f32  f64  c64  c128 i*            f*   c*   b*            f8e4m3fn      f8e5m2 f8e4m3 f8e3m4 f8e4m3fnuz    f8e5m2fnuz    f8e4m3b11fnuz f8e8m0fnu f6e2m3fn      f6e3m2fn      f4e2m1fn      i1            u1            i2            u2            i4            u4;
        b             b             u8            u16  u32  u64  i8            i16  i32  i64  bf16 f16  f32  f64  c64  c128 i64           f64  c128 b             f8e4m3fn      f8e5m2 f8e4m3 f8e3m4 f8e4m3fnuz    f8e5m2fnuz    f8e4m3b11fnuz f8e8m0fnu f6e2m3fn      f6e3m2fn      f4e2m1fn      i1            u1            i2            u2            i4            u4;
        u8            u8            u8            u16  u32  u64  i16           i16  i32  i64  bf16 f16  f32  f64  c64  c128 u8            f64  c128 u8            f8e4m3fn      f8e5m2 f8e4m3 f8e3m4 f8e4m3fnuz    f8e5m2fnuz    f8e4m3b11fnuz f8e8m0fnu f6e2m3fn      f6e3m2fn      f4e2m1fn      -             u8            -             u8            -             u8;
        u16           u16           u16           u16  u32  u64  i32           i32  i32  i64  -    f32  f32  f64  c64  c128 u16           f64  c128 u16           -             f32    -      -      -             -             -             -         -             -             -             -             u16           -             u16           -             u16;
        u32           u32           u32           u32  u32  u64  i64           i64  i64  i64  -    f64  f64  f64  c128 c128 u32           f64  c128 u32           -             f64    -      -      -             -             -             -         -             -             -             -             u32           -             u32           -             u32;
        u64           u64           u64           u64  u64  u64  f64           f64  f64  f64  -    f64  f64  f64  c128 c128 u64           f64  c128 u64           -             f64    -      -      -             -             -             -         -             -             -             -             u64           -             u64           -             u64;
        i8            i8            i16           i32  i64  f64  i8            i16  i32  i64  bf16 f16  f32  f64  c64  c128 i8            f64  c128 i8            f8e4m3fn      f8e5m2 f8e4m3 f8e3m4 f8e4m3fnuz    f8e5m2fnuz    f8e4m3b11fnuz f8e8m0fnu f6e2m3fn      f6e3m2fn      f4e2m1fn      i8            i8            i8            i8            i8            i8;
        i16           i16           i16           i32  i64  f64  i16           i16  i32  i64  -    f32  f32  f64  c64  c128 i16           f64  c128 i16           -             f32    -      -      -             -             -             -         -             -             -             i16           i16           i16           i16           i16           i16;
        i32           i32           i32           i32  i64  f64  i32           i32  i32  i64  -    f64  f64  f64  c128 c128 i32           f64  c128 i32           -             f64    -      -      -             -             -             -         -             -             -             i32           i32           i32           i32           i32           i32;
        i64           i64           i64           i64  i64  f64  i64           i64  i64  i64  -    f64  f64  f64  c128 c128 i64           f64  c128 i64           -             f64    -      -      -             -             -             -         -             -             -             i64           i64           i64           i64           i64           i64;
        bf16          bf16          bf16          -    -    -    bf16          -    -    -    bf16 -    f32  f64  c64  c128 bf16          f64  c64  bf16          -             -      -      -      -             -             -             -         -             -             -             -             -             -             -             -             -;
        f16           f16           f16           f32  f64  f64  f16           f32  f64  f64  -    f16  f32  f64  c64  c128 f16           f16  c64  f16           -             f32    -      -      -             -             -             -         -             -             -             f16           f16           f16           f16           f16           f16;
        f32           f32           f32           f32  f64  f64  f32           f32  f64  f64  f32  f32  f32  f64  c64  c128 f32           f32  c64  f32           f32           f32    f32    f32    f32           f32           f32           f32       f32           f32           f32           f32           f32           f32           f32           f32           f32;
        f64           f64           f64           f64  f64  f64  f64           f64  f64  f64  f64  f64  f64  f64  c128 c128 f64           f64  c128 f64           f64           f64    f64    f64    f64           f64           f64           f64       f64           f64           f64           f64           f64           f64           f64           f64           f64;
        c64           c64           c64           c64  c128 c128 c64           c64  c128 c128 c64  c64  c64  c128 c64  c128 c64           c64  c64  c64           c64           c64    c64    c64    c64           c64           c64           c64       c64           c64           c64           c64           c64           c64           c64           c64           c64;
        c128          c128          c128          c128 c128 c128 c128          c128 c128 c128 c128 c128 c128 c128 c128 c128 c128          c128 c128 c128          c128          c128   c128   c128   c128          c128          c128          c128      c128          c128          c128          c128          c128          c128          c128          c128          c128;
        i*            i64           u8            u16  u32  u64  i8            i16  i32  i64  bf16 f16  f32  f64  c64  c128 i64           f64  c128 i64           f8e4m3fn      f8e5m2 f8e4m3 f8e3m4 f8e4m3fnuz    f8e5m2fnuz    f8e4m3b11fnuz f8e8m0fnu f6e2m3fn      f6e3m2fn      f4e2m1fn      i8            u8            i8            u8            i8            u8;
        f*            f64           f64           f64  f64  f64  f64           f64  f64  f64  f64  f16  f32  f64  c64  c128 f64           f64  c128 f64           f64           f32    f64    f64    f64           f64           f64           f64       f64           f64           f64           f16           f16           f16           f16           f16           f16;
        c*            c128          c128          c128 c128 c128 c128          c128 c128 c128 c64  c64  c64  c128 c64  c128 c128          c128 c128 c128          c64           c64    c64    c64    c64           c64           c64           c64       c64           c64           c64           c64           c64           c64           c64           c64           c64;
        b*            b             u8            u16  u32  u64  i8            i16  i32  i64  bf16 f16  f32  f64  c64  c128 i64           f64  c128 b             f8e4m3fn      f8e5m2 f8e4m3 f8e3m4 f8e4m3fnuz    f8e5m2fnuz    f8e4m3b11fnuz f8e8m0fnu f6e2m3fn      f6e3m2fn      f4e2m1fn      i1            u1            i2            u2            i4            u4;
        f8e4m3fn      f8e4m3fn      f8e4m3fn      -    -    -    f8e4m3fn      -    -    -    -    -    f32  f64  c64  c128 f8e4m3fn      f64  c64  f8e4m3fn      f8e4m3fn      -      f8e4m3 f8e3m4 f8e4m3fn      f8e4m3fn      f8e4m3b11fnuz -         f8e4m3fn      f8e4m3fn      f8e4m3fn      f8e4m3fn      f8e4m3fn      f8e4m3fn      f8e4m3fn      f8e4m3fn      f8e4m3fn;
        f8e5m2        f8e5m2        f8e5m2        f32  f64  f64  f8e5m2        f32  f64  f64  -    f32  f32  f64  c64  c128 f8e5m2        f32  c64  f8e5m2        -             f8e5m2 -      -      -             -             -             -         -             -             -             -             -             -             -             -             -;
        f8e4m3        f8e4m3        f8e4m3        -    -    -    f8e4m3        -    -    -    -    -    f32  f64  c64  c128 f8e4m3        f64  c64  f8e4m3        f8e4m3        -      f8e4m3 f8e3m4 f8e4m3        f8e4m3        f8e4m3        -         f8e4m3        f8e4m3        f8e4m3        f8e4m3        f8e4m3        f8e4m3        f8e4m3        f8e4m3        f8e4m3;
        f8e3m4        f8e3m4        f8e3m4        -    -    -    f8e3m4        -    -    -    -    -    f32  f64  c64  c128 f8e3m4        f64  c64  f8e3m4        f8e3m4        -      f8e3m4 f8e3m4 f8e3m4        f8e3m4        f8e3m4        -         f8e3m4        f8e3m4        f8e3m4        f8e3m4        f8e3m4        f8e3m4        f8e3m4        f8e3m4        f8e3m4;
        f8e4m3fnuz    f8e4m3fnuz    f8e4m3fnuz    -    -    -    f8e4m3fnuz    -    -    -    -    -    f32  f64  c64  c128 f8e4m3fnuz    f64  c64  f8e4m3fnuz    f8e4m3fn      -      f8e4m3 f8e3m4 f8e4m3fnuz    f8e4m3fnuz    f8e4m3b11fnuz -         f8e4m3fnuz    f8e4m3fnuz    f8e4m3fnuz    f8e4m3fnuz    f8e4m3fnuz    f8e4m3fnuz    f8e4m3fnuz    f8e4m3fnuz    f8e4m3fnuz;
        f8e5m2fnuz    f8e5m2fnuz    f8e5m2fnuz    -    -    -    f8e5m2fnuz    -    -    -    -    -    f32  f64  c64  c128 f8e5m2fnuz    f64  c64  f8e5m2fnuz    f8e4m3fn      -      f8e4m3 f8e3m4 f8e4m3fnuz    f8e5m2fnuz    f8e4m3b11fnuz -         f8e5m2fnuz    f8e5m2fnuz    f8e5m2fnuz    f8e5m2fnuz    f8e5m2fnuz    f8e5m2fnuz    f8e5m2fnuz    f8e5m2fnuz    f8e5m2fnuz;
        f8e4m3b11fnuz f8e4m3b11fnuz f8e4m3b11fnuz -    -    -    f8e4m3b11fnuz -    -    -    -    -    f32  f64  c64  c128 f8e4m3b11fnuz f64  c64  f8e4m3b11fnuz f8e4m3b11fnuz -      f8e4m3 f8e3m4 f8e4m3b11fnuz f8e4m3b11fnuz f8e4m3b11fnuz -         f8e4m3b11fnuz f8e4m3b11fnuz f8e4m3b11fnuz f8e4m3b11fnuz f8e4m3b11fnuz f8e4m3b11fnuz f8e4m3b11fnuz f8e4m3b11fnuz f8e4m3b11fnuz;
        f8e8m0fnu     f8e8m0fnu     f8e8m0fnu     -    -    -    f8e8m0fnu     -    -    -    -    -    f32  f64  c64  c128 f8e8m0fnu     f64  c64  f8e8m0fnu     -             -      -      -      -             -             -             f8e8m0fnu -             -             -             -             -             -             -             -             -;
        f6e2m3fn      f6e2m3fn      f6e2m3fn      -    -    -    f6e2m3fn      -    -    -    -    -    f32  f64  c64  c128 f6e2m3fn      f64  c64  f6e2m3fn      f8e4m3fn      -      f8e4m3 f8e3m4 f8e4m3fnuz    f8e5m2fnuz    f8e4m3b11fnuz -         f6e2m3fn      f6e2m3fn      f6e2m3fn      f6e2m3fn      f6e2m3fn      f6e2m3fn      f6e2m3fn      -             -;
        f6e3m2fn      f6e3m2fn      f6e3m2fn      -    -    -    f6e3m2fn      -    -    -    -    -    f32  f64  c64  c128 f6e3m2fn      f64  c64  f6e3m2fn      f8e4m3fn      -      f8e4m3 f8e3m4 f8e4m3fnuz    f8e5m2fnuz    f8e4m3b11fnuz -         f6e2m3fn      f6e3m2fn      f6e3m2fn      f6e3m2fn      f6e3m2fn      f6e3m2fn      f6e3m2fn      f6e3m2fn      f6e3m2fn;
        f4e2m1fn      f4e2m1fn      f4e2m1fn      -    -    -    f4e2m1fn      -    -    -    -    -    f32  f64  c64  c128 f4e2m1fn      f64  c64  f4e2m1fn      f8e4m3fn      -      f8e4m3 f8e3m4 f8e4m3fnuz    f8e5m2fnuz    f8e4m3b11fnuz -         f6e2m3fn      f6e3m2fn      f4e2m1fn      f4e2m1fn      f4e2m1fn      f4e2m1fn      f4e2m1fn      f4e2m1fn      f4e2m1fn;
        i1            i1            -             -    -    -    i8            i16  i32  i64  -    f16  f32  f64  c64  c128 i8            f16  c64  i1            f8e4m3fn      -      f8e4m3 f8e3m4 f8e4m3fnuz    f8e5m2fnuz    f8e4m3b11fnuz -         f6e2m3fn      f6e3m2fn      f4e2m1fn      i1            -             i2            -             i4            -;
        u1            u1            u8            u16  u32  u64  i8            i16  i32  i64  -    f16  f32  f64  c64  c128 u8            f16  c64  u1            f8e4m3fn      -      f8e4m3 f8e3m4 f8e4m3fnuz    f8e5m2fnuz    f8e4m3b11fnuz -         f6e2m3fn      f6e3m2fn      f4e2m1fn      -             u1            -             u2            -             u4;
        i2            i2            -             -    -    -    i8            i16  i32  i64  -    f16  f32  f64  c64  c128 i8            f16  c64  i2            f8e4m3fn      -      f8e4m3 f8e3m4 f8e4m3fnuz    f8e5m2fnuz    f8e4m3b11fnuz -         f6e2m3fn      f6e3m2fn      f4e2m1fn      i2            -             i2            -             i4            -;
        u2            u2            u8            u16  u32  u64  i8            i16  i32  i64  -    f16  f32  f64  c64  c128 u8            f16  c64  u2            f8e4m3fn      -      f8e4m3 f8e3m4 f8e4m3fnuz    f8e5m2fnuz    f8e4m3b11fnuz -         f6e2m3fn      f6e3m2fn      f4e2m1fn      -             u2            -             u2            -             u4;
        i4            i4            -             -    -    -    i8            i16  i32  i64  -    f16  f32  f64  c64  c128 i8            f16  c64  i4            f8e4m3fn      -      f8e4m3 f8e3m4 f8e4m3fnuz    f8e5m2fnuz    f8e4m3b11fnuz -         -             f6e3m2fn      f4e2m1fn      i4            -             i4            -             i4            -;
        u4            u4            u8            u16  u32  u64  i8            i16  i32  i64  -    f16  f32  f64  c64  c128 u8            f16  c64  u4            f8e4m3fn      -      f8e4m3 f8e3m4 f8e4m3fnuz    f8e5m2fnuz    f8e4m3b11fnuz -         -             f6e3m2fn      f4e2m1fn      -             u4            -             u4            -             u4;
    }
    families {
        // ml_dtypes registers only `+`, `-` and `*` loops for its narrow ints: every other ufunc
        // runs them in its int8 loop (an int result is `i8`, even for `uint4`) or, for float
        // math, in float16.
        div:    map { b: f64, u8: f64, u16: f64, u32: f64, u64: f64, i8: f64, i16: f64, i32: f64, i64: f64 };
        eq:     ;
        lt:     ;
        bitand: map { i1: i8, u1: i8, i2: i8, u2: i8, i4: i8, u4: i8 } without float complex;
        // `b // b`, `b % b`, `b ** b`, `square(b)` and `reciprocal(b)` run the int8 loop.
        floor_divide: map { b: i8 } without complex;
        remainder:    map { b: i8 } without complex;
        power:        map { b: i8 };
        maximum:      map { i1: i8, u1: i8, i2: i8, u2: i8, i4: i8, u4: i8 };
        // A float-only ufunc takes the first loop both operands cast to safely: the smallest float
        // that holds each operand, promoted (`atan2(i8, u8)` is f16, where `i8 + u8` is i16).
        atan2:        each float_math without complex;
        hypot:        each float_math without complex;
        logical_and:  all b;
        // The smallest float that holds the integer; a Python scalar is first NumPy's default dtype.
        float_math:   map { b: f16, u8: f16, i8: f16, u16: f32, i16: f32, u32: f64, i32: f64,
                            u64: f64, i64: f64, i*: f64, f*: f64, c*: c128, i1: f16, u1: f16, i2: f16, u2: f16, i4: f16, u4: f16 };
        abs:          map { c64: f32, c128: f64, i*: i64, f*: f64, c*: f64, i1: i8, u1: i8, i2: i8, u2: i8, i4: i8, u4: i8 };
        negative:     map { i*: i64, f*: f64, c*: c128, i1: i8, u1: i8, i2: i8, u2: i8, i4: i8, u4: i8 } without bool;
        floor:        map { i*: i64, f*: f64, i1: i8, u1: i8, i2: i8, u2: i8, i4: i8, u4: i8 } without complex;
        round:        map { b: f16, i*: i64, f*: f64, c*: c128, i1: f16, u1: f16, i2: f16, u2: f16, i4: f16, u4: f16 };
        sign:         map { i*: i64, f*: f64, c*: c128, i1: i8, u1: i8, i2: i8, u2: i8, i4: i8, u4: i8 } without bool;
        square:       map { b: i8, i*: i64, f*: f64, c*: c128, i1: i8, u1: i8, i2: i8, u2: i8, i4: i8, u4: i8 };
        reciprocal:   map { b: i8, i*: i64, f*: f64, c*: c128, i1: i8, u1: i8, i2: i8, u2: i8, i4: i8, u4: i8 };
        isnan:        all b;
        prod:         map { b: i64, u8: u64, u16: u64, u32: u64, i8: i64, i16: i64, i32: i64 };
        cumsum:       map { b: i64, u8: u64, u16: u64, u32: u64, i8: i64, i16: i64, i32: i64 };
        mean:         map { b: f64, u8: f64, u16: f64, u32: f64, u64: f64, i8: f64, i16: f64,
                            i32: f64, i64: f64 };
        var:          map { b: f64, u8: f64, u16: f64, u32: f64, u64: f64, i8: f64, i16: f64,
                            i32: f64, i64: f64, c64: f32, c128: f64 };
        max:          map { i1: i8, u1: i8, i2: i8, u2: i8, i4: i8, u4: i8 };
        // NumPy adds float16 up in float32 (its pairwise sum's loop type), then rounds once.
        accumulate:   map { f16: f32 };
    }
    sum { b: i64, u8: u64, u16: u64, u32: u64, i8: i64, i16: i64, i32: i64 }
    // `i64 + f64 = f64` and `i32 + c64 = c128` round large integers, as in NumPy;
    // `f6e2m3fn + f6e3m2fn = f6e2m3fn` rounds too: ml_dtypes registers it.
    lossy [int float, int complex, float float];
    // Derived from this table as for `NumPy`; ml_dtypes' own `np.can_cast` is not checked here.
    casting { can_cast: safe; in_place: same_kind; out: same_kind; }
    // A Python `bool` is NumPy's `bool` dtype, in every family.
    alias { b*: b }
    // Without the `narrow` feature this is NumPy with `bf16`.
    __narrow_optional;
}
