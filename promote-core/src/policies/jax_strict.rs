//! JAX's strict promotion (`jax_numpy_dtype_promotion='strict'`).

crate::__jax_lattice!(@rules jax {
    // `jax._src.dtypes._type_promotion_lattice(strict=True)`: a Python scalar becomes any type of
    // its kind or above, and two different array types never meet.
    i*:   [f*, u1, u2, u4, u8, u16, u32, u64, i1, i2, i4, i8, i16, i32, i64],
    f*:   [c*, f8e4m3fn, f8e5m2, f8e4m3, f8e3m4, f8e4m3fnuz, f8e5m2fnuz, f8e4m3b11fnuz, f8e8m0fnu,
           f6e2m3fn, f6e3m2fn, f4e2m1fn, bf16, f16, f32, f64],
    c*:   [c64, c128],
    // A Python `bool` is the `bool` dtype (`alias` below).
    b*:   [b],
    b:    [],
} [
    // A Python bool exponent is an integer power, as a Python int is (`x ** True` is `x`).
    u8 b* = u8, u16 b* = u16, u32 b* = u32, u64 b* = u64,
    i8 b* = i8, i16 b* = i16, i32 b* = i32, i64 b* = i64,
    bf16 b* = bf16, f16 b* = f16, f32 b* = f32, f64 b* = f64, c64 b* = c64, c128 b* = c128,
    i* b* = i*, f* b* = f*, c* b* = c*,
    f8e4m3fn b* = f8e4m3fn, f8e5m2 b* = f8e5m2, f8e4m3 b* = f8e4m3, f8e3m4 b* = f8e3m4,
    f8e4m3fnuz b* = f8e4m3fnuz, f8e5m2fnuz b* = f8e5m2fnuz, f8e4m3b11fnuz b* = f8e4m3b11fnuz,
    f8e8m0fnu b* = f8e8m0fnu, f6e2m3fn b* = f6e2m3fn, f6e3m2fn b* = f6e3m2fn, f4e2m1fn b* = f4e2m1fn,
] crate::promotion_lattice {
    /// JAX (`jax.numpy`, 64-bit types enabled) with `jax_numpy_dtype_promotion='strict'`.
    ///
    /// No implicit promotion between arrays of different dtypes: `i8 + i16` and `f32 + f64` do
    /// not compile. A Python scalar (a weak type) still takes the type of the array it meets when
    /// its kind is the array's or below (`f32 + weak(1)` is `f32`; `i32 + weak(1.5)` does not
    /// compile). The operation families are [`Jax`](crate::policies::Jax)'s, on this lattice.
    ///
    /// Every family is JAX 0.12's under the strict mode (`tests/reference/jax-strict_*.csv`,
    /// every cell checked).
    ///
    /// ```
    /// use promote_core::{policies::JaxStrict, weak, Array};
    /// let a: Array<f32, JaxStrict> = Array::from_vec(vec![1.0, 2.0]);
    /// let b: Array<f32, JaxStrict> = &a * weak(2);
    /// assert_eq!(b.as_slice(), &[2.0, 4.0]);
    /// ```
    ///
    /// ```compile_fail
    /// use promote_core::{policies::JaxStrict, Array};
    /// let a: Array<i8, JaxStrict> = Array::from_vec(vec![1]);
    /// let b: Array<i16, JaxStrict> = Array::from_vec(vec![2]);
    /// let _ = &a + &b; // strict: no implicit promotion between i8 and i16
    /// ```
    ///
    /// **Cargo feature:** `jax-strict`.
    pub struct JaxStrict;
} {
    // `jnp.can_cast` is NumPy's, which the strict lattice cannot express; the level `safe` of this
    // lattice is what `x.at[i].set(y)` accepts without casting: `y` of `x`'s type, or a weak
    // scalar of its kind or below.
    casting { can_cast: safe; in_place: safe; out: safe; }
    // A Python `bool` is the `bool` dtype in every family, as in the standard mode.
    alias { b*: b }
});
