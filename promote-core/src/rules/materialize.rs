//! Making a weak result strong: the dtype a library gives a weakly typed value once it must pick
//! one.
//!
//! Under [`Jax`](crate::policies::Jax) a weak type can be a result: `Array<i32, Jax> * weak(0.5)` is
//! an `Array<WeakFloat, Jax>`, as `jnp.arange(3, dtype=jnp.int32) * 0.5` is a *weakly typed*
//! `float64` array in JAX. JAX prints that array's dtype as `float64` (`float32` with 64-bit types
//! disabled): the dtype it gives the value wherever it is not absorbed by a strong operand. Each
//! policy names those dtypes with [`DefaultDtypes`], and
//! [`Array::materialize`](crate::Array::materialize) converts a weak array into them, typed at
//! compile time:
//!
//! ```
//! use promote_core::{policies::Jax, weak, Array, WeakFloat};
//! let x: Array<i32, Jax> = Array::from_vec(vec![1, 2, 3]);
//! let half: Array<WeakFloat, Jax> = &x * weak(0.5);       // weakly typed, as in JAX
//! let strong: Array<f64, Jax> = half.materialize();       // JAX's float64
//! assert_eq!(strong.as_slice(), &[0.5, 1.0, 1.5]);
//!
//! # #[cfg(feature = "jax-x32")] { // `JaxX32` is not a default feature
//! use promote_core::policies::JaxX32;
//! let y: Array<i32, JaxX32> = x.with_policy();
//! let strong32: Array<f32, JaxX32> = (&y * weak(0.5)).materialize(); // float32 without x64
//! assert_eq!(strong32.as_slice(), &[0.5, 1.0, 1.5]);
//! # }
//! ```

// Only the policies' defaults name it, and a build may have no policy.
#[allow(unused_imports)]
use num_complex::Complex;

#[cfg(feature = "narrow")]
use crate::narrow::{Format, IntFormat, Minifloat, NarrowInt};
#[allow(unused_imports)] // a build with no policy uses none
use crate::policies::*;
use crate::{CastFrom, Element, Policy, WeakBool, WeakComplex, WeakFloat, WeakInt};

/// The dtypes a policy's library gives a Python `int` and `float` when it makes them into an array
/// (`np.asarray(1)`, `torch.tensor(1.0)`): where a weak integer or float result becomes strong
/// ([`Materialize`]).
///
/// | policy | `Int` | `Float` | [`DefaultComplex`] | the library's call |
/// | --- | --- | --- | --- | --- |
/// | [`NumPy`], [`NumPyMl`] | `i64` | `f64` | `c128` | `np.asarray(1).dtype` (NumPy 2: `int64` on every platform; importing ml_dtypes changes nothing) |
/// | [`Jax`], [`JaxStrict`], [`JaxLax`] | `i64` | `f64` | `c128` | `jnp.asarray(1).dtype` with `jax_enable_x64=True` |
/// | [`JaxX32`] | `i32` | `f32` | `c64` | the same, 64-bit types disabled (JAX's default) |
/// | [`Torch`] | `i64` | `f32` | `c64` | `torch.tensor(1).dtype`; `f32` is `torch.get_default_dtype()` |
/// | [`OneFlow`] | `i64` | `f32` | none | `oneflow.tensor(1).dtype` (OneFlow 0.9.0); OneFlow has no complex dtype |
/// | [`ArrayApi`] | `i64` | `f64` | `c128` | array-api-strict's `__array_namespace_info__().default_dtypes()` |
/// | [`Paddle`] | `i64` | `f32` | `c64` | `paddle.to_tensor(1).dtype`; `f32` is `paddle.get_default_dtype()` |
/// | [`TensorFlow`] | `i32` | `f32` | `c128` | `tf.constant(1).dtype` |
/// | [`MegEngine`] | `i32` | `f32` | none | `megengine.tensor(1).dtype` (MegEngine 1.13.0); a Python `complex` raises |
/// | [`MegEngineMep3`] | `i32` | `f32` | none | MEP 3's defaults (see the policy); MegEngine has no complex dtype |
///
/// Each was printed by the library itself (NumPy 2.4, JAX 0.10, torch 2.15, array-api-strict 2.6,
/// Paddle 3.3, TensorFlow 2.21, OneFlow 0.9, MegEngine 1.13). Where a policy's own operation tables make a weak operand strong,
/// they agree (NumPy's `negative(i*)` is `i64`, TensorFlow's `f32`; tested). A policy of your own
/// implements this trait (and [`DefaultComplex`] if it has complex types) to get
/// [`Array::materialize`](crate::Array::materialize) for its weak arrays.
///
/// A weak value converts as [`CastFrom`] does: a weak int outside `i32` wraps under [`JaxX32`],
/// where JAX raises `OverflowError`, and a weak float rounds to `f32` to nearest, as JAX does.
pub trait DefaultDtypes: Policy {
    /// The dtype of a Python `int` made into an array.
    type Int: Element + CastFrom<WeakInt>;
    /// The dtype of a Python `float` made into an array.
    type Float: Element + CastFrom<WeakFloat>;
}

/// The dtype a policy's library gives a Python `complex` made into an array: where a weak complex
/// result becomes strong. Apart from [`DefaultDtypes`] because a library may have no complex
/// dtype at all ([`MegEngineMep3`]).
#[diagnostic::on_unimplemented(
    message = "the policy `{Self}` has no complex dtype to make a weak complex strong in",
    label = "a weak complex cannot be made strong under `{Self}`",
    note = "a policy with complex types names its default one with `DefaultComplex`"
)]
pub trait DefaultComplex: DefaultDtypes {
    /// The dtype of a Python `complex` made into an array.
    type Complex: Element + CastFrom<WeakComplex>;
}

/// An element type made strong under the policy `P`: a weak scalar becomes `P`'s default dtype of
/// its kind ([`DefaultDtypes`]), `bool` for a weak `bool`; a strong type stays itself.
///
/// Implemented for every built-in element type. A crate that adds an element type of its own
/// implements it (as the identity) to get [`Array::materialize`](crate::Array::materialize) on
/// arrays of that type.
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no strong dtype under the policy `{P}`",
    label = "`{Self}` cannot be made strong under `{P}`",
    note = "a strong element type is its own strong dtype (`impl Materialize<P> for MyType`); a weak one needs the policy's `DefaultDtypes`"
)]
pub trait Materialize<P>: Element {
    /// The strong dtype.
    type Strong: Element;
    /// The value in the strong dtype.
    fn materialize(self) -> Self::Strong;
}

/// `T` made strong under `P`: [`Materialize`]'s result type.
pub type Materialized<T, P> = <T as Materialize<P>>::Strong;

/// The plain rows of the dtype list: themselves, under every policy (the weak rows are below, the
/// narrow ones generic after them).
macro_rules! strong {
    (dtypes_spec {
        standard { $($(#[$sdoc:meta])* $s:ident $scode:literal $skind:ident $srepr:ident($sty:ty) $sclass:ident [$($stable:tt)*];)* }
        narrow { $($(#[$ndoc:meta])* $n:ident $ncode:literal $nkind:ident $nrepr:ident($nty:ty) $nclass:ident [$($ntable:tt)*];)* }
    }) => {
        $(strong!(@row $srepr($sty));)*
        $(strong!(@row $nrepr($nty));)*
    };
    (@row plain($ty:ty)) => {
        impl<P: Policy> Materialize<P> for $ty {
            type Strong = $ty;
            #[inline(always)]
            fn materialize(self) -> $ty {
                self
            }
        }
    };
    (@row $repr:ident($ty:ty)) => {};
}

crate::__dtypes!(strong {});

#[cfg(feature = "narrow")]
impl<F: Format, P: Policy> Materialize<P> for Minifloat<F>
where
    Minifloat<F>: Element,
{
    type Strong = Self;
    #[inline(always)]
    fn materialize(self) -> Self {
        self
    }
}

#[cfg(feature = "narrow")]
impl<F: IntFormat, P: Policy> Materialize<P> for NarrowInt<F>
where
    NarrowInt<F>: Element,
{
    type Strong = Self;
    #[inline(always)]
    fn materialize(self) -> Self {
        self
    }
}

impl<P: DefaultDtypes> Materialize<P> for WeakInt {
    type Strong = P::Int;
    #[inline]
    fn materialize(self) -> P::Int {
        P::Int::cast_from(self)
    }
}

impl<P: DefaultDtypes> Materialize<P> for WeakFloat {
    type Strong = P::Float;
    #[inline]
    fn materialize(self) -> P::Float {
        P::Float::cast_from(self)
    }
}

impl<P: DefaultComplex> Materialize<P> for WeakComplex {
    type Strong = P::Complex;
    #[inline]
    fn materialize(self) -> P::Complex {
        P::Complex::cast_from(self)
    }
}

/// A Python `bool` is a `bool` in every library.
impl<P: Policy> Materialize<P> for WeakBool {
    type Strong = bool;
    #[inline]
    fn materialize(self) -> bool {
        self.0
    }
}

/// One line per policy: its default `int`, `float` and, if it has one, `complex`.
macro_rules! defaults {
    ($($feature:literal $policy:ty: $int:ty, $float:ty $(, $complex:ty)?;)*) => {$(
        #[cfg(feature = $feature)]
        impl DefaultDtypes for $policy {
            type Int = $int;
            type Float = $float;
        }
        $(
            #[cfg(feature = $feature)]
            impl DefaultComplex for $policy {
                type Complex = $complex;
            }
        )?
    )*};
}

defaults! {
    "numpy"      NumPy: i64, f64, Complex<f64>;
    "numpy-ml"   NumPyMl: i64, f64, Complex<f64>;
    "jax"        Jax: i64, f64, Complex<f64>;
    "jax-strict" JaxStrict: i64, f64, Complex<f64>;
    "jax-lax"    JaxLax: i64, f64, Complex<f64>;
    "jax-x32"    JaxX32: i32, f32, Complex<f32>;
    "torch"      Torch: i64, f32, Complex<f32>;
    "array-api"  ArrayApi: i64, f64, Complex<f64>;
    "paddle"     Paddle: i64, f32, Complex<f32>;
    "tensorflow" TensorFlow: i32, f32, Complex<f64>;
    "megengine"  MegEngine: i32, f32;
    "megengine-mep3" MegEngineMep3: i32, f32;
    "oneflow"    OneFlow: i64, f32;
}

#[cfg(all(test, feature = "full"))]
mod tests {
    use super::*;
    use crate::families::Op;
    use crate::DType;
    use half::f16;

    /// The run-time dtypes of a policy's defaults.
    fn defaults<P: DefaultDtypes>() -> (DType, DType) {
        (<P::Int as Element>::DTYPE, <P::Float as Element>::DTYPE)
    }

    fn complex<P: DefaultComplex>() -> DType {
        <P::Complex as Element>::DTYPE
    }

    #[test]
    fn each_policy_has_its_librarys_defaults() {
        use DType::*;
        assert_eq!(defaults::<NumPy>(), (I64, F64));
        assert_eq!(complex::<NumPy>(), C128);
        assert_eq!(defaults::<Jax>(), (I64, F64));
        assert_eq!(complex::<Jax>(), C128);
        assert_eq!(defaults::<JaxX32>(), (I32, F32));
        assert_eq!(complex::<JaxX32>(), C64);
        assert_eq!(defaults::<Torch>(), (I64, F32));
        assert_eq!(complex::<Torch>(), C64);
        assert_eq!(defaults::<TensorFlow>(), (I32, F32));
        assert_eq!(complex::<TensorFlow>(), C128);
        assert_eq!(defaults::<MegEngineMep3>(), (I32, F32));
        assert_eq!(defaults::<MegEngine>(), (I32, F32));
        assert_eq!(defaults::<OneFlow>(), (I64, F32));
    }

    /// Every default is a dtype its policy knows: one it can hold and compute with.
    fn known<P: DefaultDtypes>(complex: Option<DType>) {
        let (int, float) = defaults::<P>();
        for d in [Some(int), Some(float), complex].into_iter().flatten() {
            assert!(P::DTYPES.contains(&d), "{} has no {d}", P::NAME);
        }
    }

    #[test]
    fn every_default_is_a_dtype_of_its_policy() {
        known::<NumPy>(Some(complex::<NumPy>()));
        known::<NumPyMl>(Some(complex::<NumPyMl>()));
        known::<Jax>(Some(complex::<Jax>()));
        known::<JaxStrict>(Some(complex::<JaxStrict>()));
        known::<JaxLax>(Some(complex::<JaxLax>()));
        known::<JaxX32>(Some(complex::<JaxX32>()));
        known::<Torch>(Some(complex::<Torch>()));
        known::<ArrayApi>(Some(complex::<ArrayApi>()));
        known::<Paddle>(Some(complex::<Paddle>()));
        known::<TensorFlow>(Some(complex::<TensorFlow>()));
        known::<MegEngineMep3>(None);
        known::<MegEngine>(None);
        known::<OneFlow>(None);
    }

    /// Where a policy's own tables turn a weak operand of a sign-keeping unary operation into a
    /// strong dtype (NumPy's `negative(i*)` is `i64`), that dtype is its default.
    fn tables_agree<P: DefaultDtypes>(complex: Option<DType>) -> usize {
        let (int, float) = defaults::<P>();
        let mut checked = 0;
        for op in [Op::Negative, Op::Abs] {
            for (weak, default) in [
                (DType::WeakInt, Some(int)),
                (DType::WeakFloat, Some(float)),
                (DType::WeakComplex, complex),
            ] {
                let Some(result) = P::unary_result(op, weak) else {
                    continue;
                };
                if result.is_weak() || (op == Op::Abs && weak == DType::WeakComplex) {
                    continue; // still weak, or the real part of a complex
                }
                assert_eq!(Some(result), default, "{} {op:?}({weak})", P::NAME);
                checked += 1;
            }
        }
        checked
    }

    #[test]
    fn the_policies_tables_agree_with_their_defaults() {
        let n = tables_agree::<NumPy>(Some(complex::<NumPy>()))
            + tables_agree::<NumPyMl>(Some(complex::<NumPyMl>()))
            + tables_agree::<Jax>(Some(complex::<Jax>()))
            + tables_agree::<JaxStrict>(Some(complex::<JaxStrict>()))
            + tables_agree::<JaxLax>(Some(complex::<JaxLax>()))
            + tables_agree::<JaxX32>(Some(complex::<JaxX32>()))
            + tables_agree::<Torch>(Some(complex::<Torch>()))
            + tables_agree::<ArrayApi>(Some(complex::<ArrayApi>()))
            + tables_agree::<Paddle>(Some(complex::<Paddle>()))
            + tables_agree::<TensorFlow>(Some(complex::<TensorFlow>()))
            + tables_agree::<MegEngineMep3>(None)
            + tables_agree::<MegEngine>(None)
            + tables_agree::<OneFlow>(None);
        // NumPy's and TensorFlow's tables make weak operands strong; the check is not empty.
        assert!(n >= 4, "only {n} cells checked");
    }

    #[test]
    fn weak_scalars_convert_into_the_defaults() {
        assert_eq!(
            <WeakInt as Materialize<Jax>>::materialize(WeakInt(-3)),
            -3i64
        );
        assert_eq!(
            <WeakInt as Materialize<JaxX32>>::materialize(WeakInt(-3)),
            -3i32
        );
        // A weak float rounds once into an `f32` default, to nearest.
        assert_eq!(
            <WeakFloat as Materialize<Torch>>::materialize(WeakFloat(0.1)),
            0.1f32
        );
        assert_eq!(
            <WeakFloat as Materialize<NumPy>>::materialize(WeakFloat(0.1)),
            0.1f64
        );
        assert_eq!(
            <WeakComplex as Materialize<Paddle>>::materialize(WeakComplex(Complex::new(0.5, -1.0))),
            Complex::new(0.5f32, -1.0)
        );
        assert!(<WeakBool as Materialize<TensorFlow>>::materialize(
            WeakBool(true)
        ));
        // A strong value is itself, bit for bit.
        assert_eq!(
            <f16 as Materialize<Jax>>::materialize(f16::MIN_POSITIVE_SUBNORMAL),
            f16::MIN_POSITIVE_SUBNORMAL
        );
        assert!(<f32 as Materialize<NumPy>>::materialize(f32::NAN).is_nan());
    }
}
