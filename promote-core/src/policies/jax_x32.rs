//! JAX with 64-bit types disabled (`jax_enable_x64=False`, JAX's default).

// `u32 ⊔ i32 = i32` wraps large `u32` values: JAX accepts it to stay in 32 bits.
crate::__jax_lattice!(@standard jax_x32 [i32, u64] [int int, int float, int complex] crate::promotion_lattice {
    /// JAX (`jax.numpy`) with 64-bit types disabled, JAX's default mode.
    ///
    /// JAX promotes on the same lattice as [`Jax`](crate::policies::Jax), except that `u32`
    /// promotes to `i32` rather than `i64` (`jax._src.dtypes._type_promotion_lattice` with
    /// `x64=False`: the one promotion that would form a 64-bit type from 32-bit inputs), and then
    /// canonicalizes every result to 32 bits (`canonicalize_dtype`): `i8 / i8` and `mean(i64)` are
    /// `f32`, `sum(b)` is `i32`, and a weak type that meets a strong one becomes 32-bit. No array
    /// holds a 64-bit type, so `u64`, `i64`, `f64` and `c128` have no rows or columns.
    ///
    /// Every family is JAX 0.12's with `jax_enable_x64=False`
    /// (`tests/reference/jax-x32_*.csv`, every cell checked).
    ///
    /// ```
    /// use promote_core::{policies::JaxX32, Array};
    /// let u: Array<u32, JaxX32> = Array::from_vec(vec![7]);
    /// let i: Array<i32, JaxX32> = Array::from_vec(vec![-1]);
    /// let s: Array<i32, JaxX32> = u + i; // `i64` with 64-bit types enabled
    /// assert_eq!(s.as_slice(), &[6]);
    /// ```
    ///
    /// **Cargo feature:** `jax-x32`.
    pub struct JaxX32;
} {
    canonicalize { u64: u32, i64: i32, f64: f32, c128: c64 }
});
