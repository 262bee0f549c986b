//! JAX's promotion lattice (`jax.numpy`), from its design note (JEP 9407).
//!
//! The lattice is written once, in [`__jax_lattice!`](crate::__jax_lattice), which hands its tokens
//! to a macro: [`promotion_lattice!`](crate::promotion_lattice) declares [`Jax`] from them here, and
//! [`extend_jax!`](crate::extend_jax) adds types to them in other crates.

/// The JAX lattice as tokens, passed to `$callback!` after `$before`. The other arms give the
/// same rules on JAX's other lattices: `@standard values [u32's edges] [lossy pairs]` (64-bit mode
/// off: `jax_x32 [i32, u64]`) and `@rules values { any lattice } [power's extra cells]`
/// (strict promotion), each followed by `$after`; `values` names the edge-value rules.
#[doc(hidden)]
#[macro_export]
macro_rules! __jax_lattice {
    ($callback:path { $($before:tt)* }) => {
        $crate::__jax_lattice!(@standard jax [u64, i64] [int float, int complex] $callback { $($before)* } {});
    };
    ($callback:path { $($before:tt)* } { $($after:tt)* }) => {
        $crate::__jax_lattice!(@standard jax [u64, i64] [int float, int complex] $callback { $($before)* } { $($after)* });
    };
    (@standard $values:ident [$($u32:tt)*] [$($lossy:tt)*] $callback:path { $($before:tt)* } { $($after:tt)* }) => {
        $crate::__jax_lattice!(@rules $values {
                // A Python `bool` is JAX's `bool` dtype (`alias` below): not weakly typed.
                b*:   [b],
                b:    [i*],
                // JAX 0.10 (`jax._src.dtypes._type_promotion_lattice`): the narrow types hang
                // under the weak ones with no edge upward, so they meet only what lies below them
                // (`f8e4m3fn ⊔ i8 = f8e4m3fn`) and nothing beside them (`f8e4m3fn ⊔ bf16`,
                // `i4 ⊔ i8` are errors): an 8-bit float is meant to be scaled and converted
                // explicitly, not promoted.
                i*:   [u8, i8, i1, u1, i2, u2, i4, u4],
                f*:   [c*, f16, bf16, f8e4m3fn, f8e5m2, f8e4m3, f8e3m4, f8e4m3fnuz, f8e5m2fnuz,
                       f8e4m3b11fnuz, f8e8m0fnu, f6e2m3fn, f6e3m2fn, f4e2m1fn],
                c*:   [c64],
                u8:   [u16, i16],
                u16:  [u32, i32],
                u32:  [$($u32)*],
                u64:  [f*],
                i8:   [i16],
                i16:  [i32],
                i32:  [i64],
                i64:  [f*],
                f16:  [f32],
                bf16: [f32],
                f32:  [f64, c64],
                f64:  [c128],
                c64:  [c128],
            } [
                // An integer exponent array turns a weak float or complex base into the default
                // dtype; `i* ** b` leaves the weak world too (the strict lattice refuses them all).
                f* u8 = f64, f* u16 = f64, f* u32 = f64, f* u64 = f64,
                f* i8 = f64, f* i16 = f64, f* i32 = f64, f* i64 = f64,
                c* u8 = c128, c* u16 = c128, c* u32 = c128, c* u64 = c128,
                c* i8 = c128, c* i16 = c128, c* i32 = c128, c* i64 = c128,
                i* b = i64,
            ] $callback { $($before)* } {
            // A Python `bool` is the `bool` dtype in every family (`True + True` is `bool`, not
            // weakly typed), except where JAX checks for a Python scalar (`**`).
            alias { b*: b }
            // An integer meets a float at the float's width: `i64 ⊔ f16 = f16` rounds.
            lossy [$($lossy)*];
            // `jnp.can_cast` is `np.can_cast`: NumPy's safe casting (with ml_dtypes' bfloat16),
            // stricter than JAX's own lattice where an integer meets a narrower float. JAX has no
            // in-place update; `x.at[i].add(y)` casts `y` into `x`'s dtype and warns ("will result
            // in an error" in a future release) unless `result_type(y, x) == x.dtype`, which is the
            // level `safe` here; an `_into` buffer follows the same rule.
            casting {
                can_cast: safe without [
                    u16 -> bf16, u16 -> f16, u32 -> bf16, u32 -> f16, u32 -> f32, u32 -> c64,
                    u64 -> bf16, u64 -> f16, u64 -> f32, u64 -> c64, i16 -> bf16, i16 -> f16,
                    i32 -> bf16, i32 -> f16, i32 -> f32, i32 -> c64, i64 -> bf16, i64 -> f16,
                    i64 -> f32, i64 -> c64
                ];
                in_place: safe;
                out: safe;
            }
            $($after)*
            });
    };
    (@rules $values:ident { $($lattice:tt)* } [$($power:tt)*] $callback:path { $($before:tt)* } { $($after:tt)* }) => {
        $callback! {
            $($before)*
            lattice { $($lattice)* }
            families {
                // Integers divide into the float of their width (at least f32), weak ints into weak floats.
                // JAX 0.10's narrow ints are uneven: `int4` and `uint4` compute in f32 where a float
                // is needed, `int1`/`int2` have no float (an error), except that `/` and `mean`
                // keep them; `sum`, `prod` and `**` of any of them raise, and `abs(int1)` is `int8`.
                div:    map { b: f32, u8: f32, u16: f32, u32: f32, u64: f64, i8: f32, i16: f32, i32: f32, i64: f64, i*: f*,
                              i4: f32, u4: f32 };
                eq:     ;
                lt:     ;
                bitand: without float complex;
                floor_divide: map { b: i32 } without complex;
                remainder:    map { b: i32 } without complex;
                // `b ** i*` leaves the weak world; `$power` adds the lattice's own extra cells.
                power:        map { b: i32, i1: -, u1: -, i2: -, u2: -, i4: -, u4: - } with [
                                  $($power)*
                                  b i* = i32, b* i* = i32,
                                  // A Python int exponent is `lax.integer_pow`, which every int has
                                  // (a Python bool is an int there).
                                  i1 i* = i1, u1 i* = u1, i2 i* = i2, u2 i* = u2, i4 i* = i4, u4 i* = u4,
                                  i1 b* = i1, u1 b* = u1, i2 b* = i2, u2 b* = u2, i4 b* = i4, u4 b* = u4];
                maximum:      ;
                atan2:        map { b: f32, u8: f32, u16: f32, u32: f32, u64: f64, i8: f32, i16: f32,
                                    i32: f32, i64: f64, i*: f*, i4: f32, u4: f32, i1: -, u1: -, i2: -, u2: - };
                // JAX 0.12: `hypot` is float math of the promoted type, weak where that is weak
                // (`hypot(b, 1)` and `hypot(u64, i8)` are `f*`); JAX 0.10 made a weak result
                // strong wherever a strong operand took part.
                hypot:        map { b: f32, u8: f32, u16: f32, u32: f32, u64: f64, i8: f32, i16: f32,
                                    i32: f32, i64: f64, i*: f*, i4: f32, u4: f32, i1: -, u1: -, i2: -, u2: - }
                              without complex;
                logical_and:  all b;
                float_math:   map { b: f32, u8: f32, u16: f32, u32: f32, u64: f64, i8: f32, i16: f32,
                                    i32: f32, i64: f64, i*: f*, i4: f32, u4: f32, i1: -, u1: -, i2: -, u2: - };
                abs:          map { c64: f32, c128: f64, c*: f*, i1: i8, i2: -, i4: - };
                negative:     without bool;
                floor:        without complex;
                round:        without bool;
                sign:         without bool;
                square:       map { b: i32 };
                reciprocal:   map { b: f32, u8: f32, u16: f32, u32: f32, u64: f64, i8: f32, i16: f32,
                                    i32: f32, i64: f64, i*: f*, i4: f32, u4: f32, i1: -, u1: -, i2: -, u2: - };
                isnan:        all b;
                prod:         map { b: i64, u8: u64, u16: u64, u32: u64, i8: i64, i16: i64, i32: i64,
                                    i1: -, u1: -, i2: -, u2: -, i4: -, u4: - };
                cumsum:       map { b: i64 };
                mean:         map { b: f32, u8: f32, u16: f32, u32: f32, u64: f64, i8: f32, i16: f32,
                                    i32: f32, i64: f64, i4: f32, u4: f32 };
                var:          map { b: f32, u8: f32, u16: f32, u32: f32, u64: f64, i8: f32, i16: f32,
                                    i32: f32, i64: f64, c64: f32, c128: f64, i4: f32, u4: f32, i1: -, u1: -, i2: -, u2: - };
                max:          ;
                // XLA reduces f16 and bf16 in f32.
                accumulate:   map { f16: f32, bf16: f32 };
            }
            sum { b: i64, u8: u64, u16: u64, u32: u64, i8: i64, i16: i64, i32: i64, i1: -, u1: -, i2: -, u2: -, i4: -, u4: - }
            // Without the `narrow` feature the narrow types go, and nothing else changes.
            __narrow_optional;
            // Edge values as JAX computes them (`crate::values::Values::JAX`, or `JAX_X32`).
            __values $values;
            $($after)*
        }
    };
}

#[cfg(feature = "jax")]
crate::__jax_lattice!(crate::promotion_lattice {
    /// JAX (`jax.numpy`, 64-bit types enabled): the lattice of JEP 9407, "Design of Type
    /// Promotion Semantics for JAX"
    /// (<https://jax.readthedocs.io/en/latest/jep/9407-type-promotion.html>).
    ///
    /// Weak types (`i*`, `f*`, `c*`: Python scalars and weakly typed arrays) take the width of the
    /// strong type they meet, and stay weak until they meet one: `i* ⊔ f* = f*`,
    /// `f* ⊔ bf16 = bf16`, `u64 ⊔ i8 = f*`. Integers follow the width of the float they meet
    /// (`i64 ⊔ f16 = f16`), and `bf16 ⊔ f16 = f32`.
    ///
    /// Source: the final lattice of the design note's section "Type promotion in JAX", plus
    /// `b -> i*` from JAX's `jax._src.dtypes`, and JAX 0.10's narrow types
    /// (`_type_promotion_lattice`). Over the note's 18 codes its table equals the note's appendix
    /// table for `jax.numpy` cell for cell (checked by the conformance suite).
    ///
    /// **Narrow types** (JAX 0.10, ml_dtypes): the eleven float8/float6/float4 formats hang under
    /// `f*` and `int1`…`uint4` under `i*`, with no edge upward. So a narrow type meets only what
    /// lies below it: `f8e4m3fn ⊔ i8 = f8e4m3fn` (through `f*`), `f8e4m3fn ⊔ b`,
    /// `f8e4m3fn ⊔ f*` and `i4 ⊔ i*` keep the narrow type, while `f8e4m3fn ⊔ bf16`,
    /// `f8e4m3fn ⊔ f32`, `f8e4m3fn ⊔ f8e5m2`, `f8e4m3fn ⊔ c*` and `i4 ⊔ i8` do not compile: JAX
    /// refuses them ("8-bit floats do not support implicit promotion"), because such a value is
    /// meant to be used with a scale and converted explicitly (`array.cast::<f32>()`). Their
    /// families are JAX's, quirks included: `int4` computes in `f32` where a float is needed,
    /// `int1`/`int2` have no float (`sqrt` is an error) but `/` and `mean` keep them, `sum` and
    /// `prod` of a narrow int are errors, `abs(i1)` is `i8`.
    ///
    /// `can_cast` (`CanCast<To, Jax>`): `jnp.can_cast` is `np.can_cast`, NumPy's safe casting,
    /// over the note's 18 codes (the `without` list below). For the narrow types NumPy answers with
    /// the casts ml_dtypes registers, which contradict JAX's own promotion (`f8e4m3fn -> f32` is
    /// "safe" although `f8e4m3fn + f32` is an error): here they follow this lattice, as the
    /// in-place operators do (358 cells differ from `jnp.can_cast`, pinned in
    /// `tests/tests/suite/casting.rs`).
    ///
    /// The other families are JAX 0.12's (`tests/reference/jax_*.csv`, every cell checked):
    /// `b // b` and `b ** b` are `i32`; float math gives `f32` up to 32-bit integers and `f64` for
    /// 64-bit ones, a weak int a weak float; `atan2` accepts complex numbers; `mean` and `var`
    /// average integers in the same floats; `hypot` is float math of the promoted type, weak
    /// where that is weak (`hypot(u8, 1.0)` is `f*`, since JAX 0.12; JAX 0.10 made it `f64`). One
    /// JAX behaviour depends on more than dtypes and is not followed: `jnp.power` with a
    /// *concrete* 0-d integer exponent keeps the base's dtype (`lax.integer_pow`; under `jit`
    /// the exponent is traced and the array rule here applies).
    ///
    /// A Python `bool` (`b*`, [`weak(true)`](crate::weak)) is JAX's `bool` dtype, not weakly
    /// typed: `int8_array + True` is `int8`, `True + True` is `bool`, in every family (the lattice
    /// has `b*` below `b`, and `alias { b*: b }` gives it `b`'s cells), except where JAX looks for
    /// a Python scalar: `x ** True` is an integer power (`int4_array ** True` is `int4`).
    ///
    /// ```
    /// use promote_core::{policies::Jax, Array};
    /// let a: Array<i8, Jax> = Array::from_vec(vec![1, 2]);
    /// let b: Array<f32, Jax> = Array::from_vec(vec![0.5, 0.25]);
    /// let c: Array<f32, Jax> = a + b;
    /// assert_eq!(c.as_slice(), &[1.5, 2.25]);
    /// ```
    ///
    /// **Cargo feature:** `jax` (on by default).
    pub struct Jax;
} {
    // The blanket impls through which the types of `extend_jax!` reach `Jax`'s tables.
    __extensible;
});
