//! A crate downstream of `promote-core` (this test crate) defines its own policy with its own
//! element type, and adds an element type to the built-in `Jax` policy, through the public macros
//! alone.

use promote_core::policies::Jax;
use promote_core::table::Grid;
use promote_core::{
    element::ElementArith, extend_jax, promotion_lattice, weak, Array, CastFrom, DType, Element,
    Policy, Promoted, WeakBool, WeakFloat, WeakInt,
};
use promote_tests::{compile_time_grid, kind, Kinded};

/// A Q16.16 fixed-point number, as a downstream crate would define it.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Q16(i32);

impl Q16 {
    fn to_f64(self) -> f64 {
        f64::from(self.0) / 65536.0
    }
}

impl Element for Q16 {
    const DTYPE: DType = DType::Custom("q16");
}

impl ElementArith for Q16 {
    fn add(self, rhs: Self) -> Self {
        Q16(self.0.wrapping_add(rhs.0))
    }
    fn mul(self, rhs: Self) -> Self {
        Q16(((i64::from(self.0) * i64::from(rhs.0)) >> 16) as i32)
    }
}

macro_rules! q16_from_ints {
    ($($t:ty),*) => {$(
        impl CastFrom<$t> for Q16 {
            fn cast_from(x: $t) -> Q16 {
                Q16((i32::cast_from(x)).wrapping_shl(16))
            }
        }
    )*};
}
q16_from_ints!(i8, i16, u8);

impl CastFrom<Q16> for Q16 {
    fn cast_from(x: Q16) -> Q16 {
        x
    }
}

impl CastFrom<Q16> for f64 {
    fn cast_from(x: Q16) -> f64 {
        x.to_f64()
    }
}

impl Kinded<kind::Array> for Q16 {
    type Ty = Q16;
}
impl Kinded<kind::Array0> for Q16 {
    type Ty = promote_core::ZeroDim<Q16>;
}

promotion_lattice! {
    /// A DSP policy: small integers promote into Q16.16 fixed point, which promotes to f64.
    pub struct Dsp;
    types { q16 = Q16 as float }
    lattice {
        u8: [i16],
        i8: [i16],
        i16: [q16],
        q16: [f64],
    }
    families {
        div: ;
    }
}

#[test]
fn a_downstream_policy_with_a_downstream_type() {
    let a: Array<i8, Dsp> = Array::from_vec(vec![1, -2]);
    let b: Array<Q16, Dsp> = Array::from_vec(vec![Q16(1 << 15), Q16(1 << 16)]); // 0.5, 1.0
    let c: Array<Q16, Dsp> = &a + &b; // i8 ⊔ q16 = q16
    assert_eq!(c.as_slice(), &[Q16(3 << 15), Q16(-1 << 16)]);
    let _: Promoted<u8, i8, Dsp> = 1i16;
    let _: Promoted<Q16, f64, Dsp> = 1.0f64;
    assert_eq!(
        Dsp::result_type(DType::I8, DType::Custom("q16")),
        Some(DType::Custom("q16"))
    );
    assert_eq!(Dsp::result_type(DType::Custom("q16"), DType::U16), None);
    // Every pair agrees between the impls and the mirror, the custom type included.
    let compile_time = compile_time_grid!(@types Dsp, Add, Array, Array; u8, i8, i16, Q16, f64);
    let run_time = Grid::from_fn(compile_time.codes.clone(), Dsp::result_type);
    assert_eq!(compile_time, run_time);
}

/// An 8-bit float newtype (e4m3), stored as its f32 value for the test's sake.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct F8(f32);

impl Element for F8 {
    const DTYPE: DType = DType::Custom("f8");
}

impl ElementArith for F8 {
    fn add(self, rhs: Self) -> Self {
        F8(self.0 + rhs.0)
    }
    fn mul(self, rhs: Self) -> Self {
        F8(self.0 * rhs.0)
    }
}

macro_rules! f8_from {
    ($($t:ty),*) => {$(
        impl CastFrom<$t> for F8 {
            fn cast_from(x: $t) -> F8 {
                F8(f32::cast_from(x))
            }
        }
    )*};
}
f8_from!(bool, u8, u16, u32, u64, i8, i16, i32, i64, WeakBool, WeakInt, WeakFloat);

impl CastFrom<F8> for F8 {
    fn cast_from(x: F8) -> F8 {
        x
    }
}

/// JAX's logical operations take any element as a truth value, so the extension's pairs need it.
impl CastFrom<F8> for bool {
    fn cast_from(x: F8) -> bool {
        x.0 != 0.0
    }
}

impl Kinded<kind::Array> for F8 {
    type Ty = F8;
}
impl Kinded<kind::Array0> for F8 {
    type Ty = promote_core::ZeroDim<F8>;
}

extend_jax! {
    /// JAX with an 8-bit float which, like JAX's own float8 types, meets weak values only.
    pub struct JaxF8;
    types { f8 = F8 as float }
    lattice { f*: [f8] }
}

#[test]
fn a_downstream_type_added_to_jax() {
    let a: Array<i8, Jax> = Array::from_vec(vec![1, 2]);
    let b: Array<F8, Jax> = Array::from_vec(vec![F8(0.5), F8(0.25)]);
    let c: Array<F8, Jax> = &a + &b; // i8 ⊔ f8 = f8, through i64 and f*
    assert_eq!(c.as_slice(), &[F8(1.5), F8(2.25)]);
    let d: Array<F8, Jax> = &b * weak(2.0); // f* ⊔ f8 = f8
    assert_eq!(d.as_slice(), &[F8(1.0), F8(0.5)]);
    // The mirror of the extended lattice keeps every pair of JAX's own types.
    for &l in Jax::DTYPES {
        for &r in Jax::DTYPES {
            assert_eq!(
                JaxF8::result_type(l, r),
                Jax::result_type(l, r),
                "{l} + {r}"
            );
        }
    }
    // And agrees with the impls added to `Jax` on every pair, f8 included.
    let compile_time = compile_time_grid!(Jax; F8);
    let run_time = Grid::from_fn(compile_time.codes.clone(), JaxF8::result_type);
    assert_eq!(compile_time, run_time);
    assert_eq!(JaxF8::result_type(DType::Custom("f8"), DType::F16), None);
}
