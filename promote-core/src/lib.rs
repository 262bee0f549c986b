//! # promote
//!
//! Array dtype promotion, settled by the type checker.
//!
//! *Promotion* is the rule that picks the element type of `a + b` when `a` and `b` hold different
//! types: an `int8` array plus a `float32` array is a `float32` array in JAX and PyTorch, but a
//! `float64` one in NumPy 1; an `int32` array plus the Python float `2.5` is `float64` in NumPy 2,
//! `float32` in PyTorch, and a *weakly typed* float in JAX, which takes the width of whatever strong
//! type it meets next. Each library writes its rules as a table or as a lattice (a graph whose
//! least upper bound of two types is their promotion), and applies them at run time, on every
//! call.
//!
//! Here a policy is declared once, as a lattice or a table, and a proc macro turns it into trait
//! impls, so the answer is a type:
//!
//! ```
//! use promote_core::{policies::Jax, weak, Array};
//!
//! let a_i8: Array<i8, Jax> = Array::from_vec(vec![1, -2, 3]);
//! let b_f32: Array<f32, Jax> = Array::from_vec(vec![0.5, 0.5, 0.5]);
//! let c: Array<f32, Jax> = a_i8 + b_f32;                 // i8 ⊔ f32 = f32, at compile time
//! assert_eq!(c.as_slice(), &[1.5, -1.5, 3.5]);
//!
//! let d: Array<f32, Jax> = c * weak(2.0);                // a weak float keeps f32
//! assert_eq!(d.as_slice(), &[3.0, -3.0, 7.0]);
//! ```
//!
//! A pair the policy leaves undefined has no impl, so it does not compile, and the error names the
//! pair and the policy. The same declaration yields a run-time mirror for dtypes only known at run
//! time, [`Policy::result_type`], which agrees with the impls on every pair.
//!
//! ```
//! use promote_core::{policies::Jax, DType, Policy};
//! assert_eq!(Jax::result_type(DType::I8, DType::F32), Some(DType::F32));
//! ```
//!
//! ## The pieces
//! - [`policies`]: the built-in policies, [`Jax`](policies::Jax), [`NumPy`](policies::NumPy),
//!   [`Torch`](policies::Torch), [`ArrayApi`](policies::ArrayApi), … each with its table in its
//!   rustdoc; the [`guide`] compares them and shows how to declare your own.
//! - [`Element`]: the types an array holds, each with its run-time [`DType`]; the weak scalars
//!   [`WeakInt`], [`WeakFloat`], [`WeakComplex`], [`WeakBool`] (make them with [`weak`]), and
//!   [`Materialize`]: a weak result made strong in its policy's [`DefaultDtypes`].
//! - [`Promote`]`<Rhs, P>` and its alias [`Promoted`]: the promoted type under the policy `P`; the
//!   other operation families: [`PromoteDiv`] (true division), [`PromoteEq`] and [`PromoteOrd`]
//!   (comparisons), [`PromoteBitwise`], [`Accumulate`] (`sum`), [`SameDType`].
//! - [`narrow`]: ml_dtypes' narrow element types, one generic [`Minifloat`](narrow::Minifloat)
//!   for the eleven 8-, 6- and 4-bit floats ([`F8E4M3FN`], [`F8E5M2`], …, [`F4E2M1FN`]) and one
//!   generic [`NarrowInt`](narrow::NarrowInt) for `int1/2/4`, `uint1/2/4` ([`I4`], [`U4`], …),
//!   converting and computing bit for bit as ml_dtypes does; `bcomplex32` is `Complex<bf16>`.
//! - [`ZeroDim`]`<T>`: a 0-d operand, which PyTorch ranks below arrays; the policies' 0-d rules
//!   are in [`zero_dim`].
//! - [`CastFrom`]: the conversions promotion performs, exact or rounded once to nearest-even.
//! - [`promotion_lattice!`]: declare a policy as a lattice; [`promotion_table!`]: as a grid;
//!   [`extend_jax!`]: add your own element types to JAX's lattice.
//! - `Array` and `Array0` (with `alloc`): owned arrays whose operators promote.
//! - `table` and `diagram` (with `alloc`): a policy's grids as CSV or Markdown, its lattice as
//!   Graphviz or Mermaid, and why a pair promotes as it does.
//!
//! ## Generic code
//! One bound says "`A` and `X` promote under `P`, and the promoted type has `+` and `*`":
//! [`PromoteArith`]`<X, P>` ([`PromoteSub`] adds `-`). The type several operands promote to is
//! [`PromotedAll`]`<(A, B, C), P>`, a left fold of [`Promote`] over the tuple; under a lattice such
//! as [`Jax`](policies::Jax) the order of the tuple cannot change it.
//!
//! ```
//! use promote_core::policies::{Jax, NumPy};
//! use promote_core::{element::ElementArith, f16, Promote, PromoteArith, Promoted, PromotedAll};
//!
//! /// `a * x`, elementwise, in the promoted type.
//! fn axpy<A, X, P>(a: A, x: &[X]) -> Vec<Promoted<A, X, P>>
//! where
//!     A: PromoteArith<X, P>,
//! {
//!     let a = a.promote_lhs();
//!     x.iter().map(|xi| a.mul(A::promote_rhs_ref(xi))).collect()
//! }
//!
//! let y: Vec<f32> = axpy::<i8, f32, Jax>(3, &[0.5, -1.0]);  // i8 ⊔ f32 = f32
//! assert_eq!(y, [1.5, -3.0]);
//! let z: Vec<f64> = axpy::<i32, f32, NumPy>(3, &[0.5]);     // NumPy: i32 + f32 = f64
//! assert_eq!(z, [1.5]);
//!
//! let w: PromotedAll<(u8, i8, f16), Jax> = f16::ONE;         // (u8 ⊔ i8) ⊔ f16 = f16
//! let v: PromotedAll<(f16, u8, i8), Jax> = w;                // any order: f16
//! ```
//!
//! See [`generic`] for more, and the [`guide`] for how the built-in policies compare. With the
//! `ndarray` feature, `ndarray_ext` gives `ndarray` arrays and views the same promoting `+ - *`,
//! with broadcasting: `a.add_with::<Jax>(&b)`.
//! With the `candle` feature, `candle` does it at run time for candle tensors, by the policy's
//! run-time mirror: `promote_core::candle::add::<Torch>(&a, &b)`. With the `dyn` feature,
//! [`dyn_array::DynArray`] is `Array`'s run-time-typed twin, and [`dispatch`] takes a crate's own
//! run-time tensor from two `DType`s to its generic kernel.

#![cfg_attr(not(feature = "std"), no_std)]
// docs.rs (`--cfg docsrs`, nightly) marks each item with the feature it needs.
#![cfg_attr(docsrs, feature(doc_cfg))]
#![forbid(unsafe_code)]
// A link to an item of a feature this build leaves out cannot resolve. The docs are checked with
// every feature (CI's `cargo doc --all-features`, and docs.rs), where every link must; a user's
// `cargo doc` with fewer features should not warn about pages it does not build.
#![cfg_attr(
    not(all(feature = "full", feature = "std", feature = "ndarray")),
    allow(rustdoc::broken_intra_doc_links)
)]
#![warn(missing_docs)]

#[cfg(feature = "alloc")]
extern crate alloc;

mod bridges;
mod containers;
pub mod guide;
pub mod policies;
mod rules;
mod tools;
mod vocabulary;

// The public modules, each in the folder of its layer (see ARCHITECTURE.md).
#[cfg(feature = "candle")]
pub use bridges::candle;
#[cfg(feature = "alloc")]
pub use bridges::dispatch;
#[cfg(feature = "ndarray")]
pub use bridges::ndarray_ext;
#[cfg(feature = "alloc")]
pub use containers::array;
#[cfg(feature = "alloc")]
pub use containers::container;
#[cfg(feature = "dyn")]
#[cfg_attr(docsrs, doc(cfg(feature = "dyn")))]
pub use containers::dyn_array;
pub use rules::casting;
pub use rules::families;
pub use rules::generic;
pub use rules::values;
pub use rules::zero_dim;
#[cfg(feature = "alloc")]
pub use tools::diagram;
#[cfg(feature = "alloc")]
pub use tools::table;
pub use vocabulary::element;

#[cfg(feature = "alloc")]
pub use array::{Array, Array0, ShapeError};
pub use casting::CanCast;
pub use element::narrow;
pub use element::ops;
#[doc(inline)]
pub use element::Element;
pub use vocabulary::cast_from::CastFrom;
pub use vocabulary::dtype::{DType, Kind};
// The arithmetic of one element is named from `element` only: at the root, `use promote_core::*;`
// would bring `ElementArith::add` beside `std::ops::Add::add` and make `1.add(2)` ambiguous.
#[allow(unused_imports)]
pub(crate) use element::{
    ElementAbs, ElementArith, ElementBitwise, ElementClass, ElementDiv, ElementFloat,
    ElementFloorDiv, ElementMaxMin, ElementNeg, ElementOne, ElementOrd, ElementPow, ElementReal,
    ElementRound, ElementSign, ElementSub,
};
// The narrow formats have their page in `narrow`; these names stay at the root, out of its page,
// for the macros' `$crate::` paths and for code written before the move.
#[cfg(feature = "narrow")]
#[doc(hidden)]
pub use element::narrow::{
    F4E2M1FN, F6E2M3FN, F6E3M2FN, F8E3M4, F8E4M3, F8E4M3B11FNUZ, F8E4M3FN, F8E4M3FNUZ, F8E5M2,
    F8E5M2FNUZ, F8E8M0FNU, I1, I2, I4, U1, U2, U4,
};
// The type operators, each with its alias (`Promote`/`Promoted`, …): a user names them from the
// root; rustdoc lists them on the `families` page, which keeps the root page short.
#[doc(no_inline)]
pub use families::*;
pub use generic::{Moments, PromoteAll, PromoteArith, PromoteSub, PromotedAll};
pub use half::{bf16, f16};
pub use num_complex::Complex;
pub use rules::materialize::{DefaultComplex, DefaultDtypes, Materialize, Materialized};
pub use rules::policy::Policy;
pub use vocabulary::dtype_names::ParseDTypeError;
pub use vocabulary::weak::{weak, IntoWeak, WeakBool, WeakComplex, WeakFloat, WeakInt};
pub use zero_dim::ZeroDim;

// The README's Rust examples, compiled and run as doc-tests. The candle example needs its
// feature, so they run under `--all-features` (CI's second test run).
#[cfg(all(doctest, feature = "candle"))]
#[doc = include_str!("../../README.md")]
struct ReadmeExamples;

/// Hands a declaration to its proc macro with the header promote-core writes: the path to itself
/// and whether this build has the narrow dtypes (`narrow = on|off;`, from [`__narrow!`]), which
/// the built-in policies drop when it does not.
#[doc(hidden)]
#[macro_export]
macro_rules! __declare {
    (@with $narrow:ident @extend_jax $($extension:tt)*) => {
        $crate::__jax_lattice!($crate::__families {
            $crate::__private::extend_lattice { crate = $crate; narrow = $narrow; }
            base = $crate::__private::policies::Jax; extension { $($extension)* }
        });
    };
    (@with $narrow:ident $macro:ident $($body:tt)*) => {
        $crate::__families!($crate::__private::$macro { crate = $crate; narrow = $narrow; } $($body)*);
    };
    ($($declaration:tt)*) => {
        $crate::__narrow!($crate::__declare { $($declaration)* });
    };
}

/// Calls `$callback!(@with on|off ...)`: whether this build has the `narrow` feature, as a word
/// that macros expanded in other crates can pass on.
#[cfg(feature = "narrow")]
#[doc(hidden)]
#[macro_export]
macro_rules! __narrow {
    ($callback:path { $($rest:tt)* }) => { $callback!(@with on $($rest)*); };
}

/// Calls `$callback!(@with on|off ...)`: whether this build has the `narrow` feature, as a word
/// that macros expanded in other crates can pass on.
#[cfg(not(feature = "narrow"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __narrow {
    ($callback:path { $($rest:tt)* }) => { $callback!(@with off $($rest)*); };
}

/// What generated code names and users do not: the macros' expansions reach promote-core
/// through `$crate::__private::…` (or the declaration's `crate = …` path) alone, so that moving
/// an item inside the crate changes this module, not the code generators.
#[doc(hidden)]
pub mod __private {
    pub use crate::families::tables::*;
    pub use crate::families::{ArrayKind, NegOf, Negate, Op};
    pub use crate::values::Values;
    pub use crate::zero_dim::{
        CategoryRule, IgnoredRule, LikeArray, MajorTypeRule, Operand, ZeroDimRule,
    };
    #[cfg(feature = "alloc")]
    pub use crate::{array::ShapeError, container};
    pub use crate::{casting, element, generic, ops, policies};
    pub use crate::{CanCast, CastFrom, DType, Policy, ZeroDim};
    pub use crate::{WeakBool, WeakComplex, WeakFloat, WeakInt};
    #[cfg(feature = "narrow")]
    pub use element::narrow::{
        F4E2M1FN, F6E2M3FN, F6E3M2FN, F8E3M4, F8E4M3, F8E4M3B11FNUZ, F8E4M3FN, F8E4M3FNUZ, F8E5M2,
        F8E5M2FNUZ, F8E8M0FNU, I1, I2, I4, U1, U2, U4,
    };
    pub use element::{
        Element, ElementAbs, ElementArith, ElementBitwise, ElementClass, ElementDiv, ElementFloat,
        ElementFloorDiv, ElementMaxMin, ElementNeg, ElementOne, ElementOrd, ElementPow,
        ElementReal, ElementRound, ElementSign, ElementSub,
    };
    pub use half::{bf16, f16};
    pub use num_complex::Complex;
    pub use promote_macros::{extend_lattice, promotion_lattice, promotion_table};

    /// A declaration's check that `T: CastFrom<S>`, asked only where the custom type `C` of the
    /// pair is an [`Element`](crate::Element): a type that is none has one error (its
    /// `Element`), not one more per conversion. `(&Probe::<C, T, S>::new()).conversion()` is a
    /// [`Conversion`] where `C` is an element (the impl for `Probe`, whose `&self` the receiver is) and a [`Skip`]
    /// where not (the impl for `&Probe`, one autoref further); [`require`] then asks for it.
    pub struct Probe<C, T, S>(core::marker::PhantomData<(C, T, S)>);

    impl<C, T, S> Probe<C, T, S> {
        /// The probe.
        pub const fn new() -> Self {
            Probe(core::marker::PhantomData)
        }
    }

    impl<C, T, S> Default for Probe<C, T, S> {
        fn default() -> Self {
            Self::new()
        }
    }

    /// `T: CastFrom<S>`, to be required.
    pub struct Conversion<T, S>(core::marker::PhantomData<(T, S)>);

    /// Nothing to require: the custom type is no element, which another check reports.
    pub struct Skip;

    /// The probe where the custom type is an element.
    pub trait IfElement {
        /// [`Conversion`].
        type Then;
        /// The conversion to require.
        fn conversion(&self) -> Self::Then;
    }

    impl<C: crate::Element, T, S> IfElement for Probe<C, T, S> {
        type Then = Conversion<T, S>;
        fn conversion(&self) -> Conversion<T, S> {
            Conversion(core::marker::PhantomData)
        }
    }

    /// The probe where it is not.
    pub trait Otherwise {
        /// Nothing.
        fn conversion(&self) -> Skip;
    }

    impl<C, T, S> Otherwise for &Probe<C, T, S> {
        fn conversion(&self) -> Skip {
            Skip
        }
    }

    /// What [`require`] takes.
    pub trait Required {}

    impl<T: crate::CastFrom<S>, S> Required for Conversion<T, S> {}

    impl Required for Skip {}

    /// Requires the conversion (or nothing).
    pub fn require<N: Required>(_: N) {}
}

/// Declares a promotion policy as a lattice: nodes and the edges between them, written as the JAX
/// design note writes its lattice (a dict of lists). The macro computes the least upper bound
/// (join) of every pair and emits one impl per pair that has one (every family's result for it,
/// which [`Promote`] and the other type operators read); a pair with no upper bound stays
/// undefined, so using it does not compile.
///
/// It also emits the policy's marker struct, whose rustdoc shows the full table, and its
/// [`Policy`] impl with the run-time mirror [`Policy::result_type`].
///
/// ```
/// use promote_core::{promotion_lattice, Promoted, Policy, DType};
///
/// promotion_lattice! {
///     /// Integers and floats apart, as the Python array API standard has them.
///     pub struct Kinds;
///     lattice {
///         i8: [i16], i16: [i32], i32: [i64],
///         f32: [f64],
///     }
/// }
///
/// let x: Promoted<i8, i32, Kinds> = 5;                          // i32
/// assert_eq!(Kinds::result_type(DType::I8, DType::F32), None);  // undefined
/// ```
///
/// Mistakes are compile errors spanned on the offending token, all reported at once: an unknown
/// code, a duplicated node, an edge to itself, a cycle (naming the loop), a pair with two least upper
/// bounds (naming both), a weak type that never meets a strong one.
///
/// Codes: `b u8 u16 u32 u64 i8 i16 i32 i64 bf16 f16 f32 f64 c64 c128` and the weak `i* f* c* b*`.
/// Other element types are declared first in a `types { code = Type, ... }` section.
#[macro_export]
macro_rules! promotion_lattice {
    ($($body:tt)*) => {
        $crate::__declare!(promotion_lattice $($body)*);
    };
}

/// Declares a promotion policy as an explicit grid, for rule systems that are not lattices
/// (NumPy's is not associative; TensorFlow's depends on the operands' order). It reads like the
/// tables of JAX's design note [JEP 9407](https://jax.readthedocs.io/en/latest/jep/9407-type-promotion.html):
/// a header row of codes after `_`, then one row per left operand, `-` where the
/// pair is undefined, each row ended by `;`.
///
/// The macro checks that the grid is square, that its rows come in the header's order, that every
/// cell names one of its types, and that it is symmetric; a policy whose rules depend on the
/// operands' order says `directional;` and may then be asymmetric. Errors are spanned on the
/// offending cell. The policy's rustdoc shows its table and lists every non-associative triple.
///
/// ```
/// use promote_core::{promotion_table, DType, Policy, Promoted};
///
/// promotion_table! {
///     /// Signed integers only; `i8 + i32` is undefined on purpose.
///     pub struct Small;
///     table {
///         _    i8   i16  i32;
///         i8   i8   i16  -;
///         i16  i16  i16  i32;
///         i32  -    i32  i32;
///     }
/// }
///
/// let x: Promoted<i8, i16, Small> = 3;
/// assert_eq!(Small::result_type(DType::I8, DType::I32), None);
/// ```
#[macro_export]
macro_rules! promotion_table {
    ($($body:tt)*) => {
        $crate::__declare!(promotion_table $($body)*);
    };
}

/// Adds element types of your own to the built-in [`Jax`](policies::Jax) policy, from your crate.
///
/// Declare the new types (each needs [`Element`] with a [`DType::Custom`] code, [`CastFrom`]
/// from every type it promotes with, and `bool: CastFrom<It>` for JAX's logical operations) and their edges into JAX's lattice. The macro resolves the
/// lattice with them merged in, refuses an extension that would change any pair of JAX's own
/// types, and emits the impls of `Jax`'s tables for every pair with a new type, so that
/// `Promoted<Float8, i8, Jax>` works like any built-in pair. The orphan rule allows these impls
/// because the new type is yours. It also declares a marker type whose [`Policy`] impl is the
/// run-time mirror of the extended lattice.
///
/// ```
/// use promote_core::{extend_jax, policies::Jax, CastFrom, DType, Element, Policy, Promoted};
///
/// /// An 8-bit float, stored as its f32 value here for brevity.
/// #[derive(Clone, Copy, Debug, Default, PartialEq)]
/// pub struct Float8(f32);
/// impl Element for Float8 {
///     const DTYPE: DType = DType::Custom("f8");
/// }
/// // The conversions the new pairs need: from every type below `f8`, and into `f8` itself.
/// macro_rules! from { ($($t:ty),*) => {$( impl CastFrom<$t> for Float8 {
///     fn cast_from(x: $t) -> Self { Float8(f32::cast_from(x)) }
/// } )*} }
/// from!(bool, u8, u16, u32, u64, i8, i16, i32, i64, promote_core::WeakBool, promote_core::WeakInt,
///       promote_core::WeakFloat);
/// impl CastFrom<Float8> for Float8 {
///     fn cast_from(x: Float8) -> Self { x }
/// }
/// // JAX's logical operations take it as a truth value.
/// impl CastFrom<Float8> for bool {
///     fn cast_from(x: Float8) -> bool { x.0 != 0.0 }
/// }
///
/// extend_jax! {
///     /// JAX with an 8-bit float that, as JAX's own float8 types do, meets only weak values.
///     pub struct JaxF8;
///     types { f8 = Float8 as float }
///     lattice { f*: [f8] }
/// }
///
/// let x: Promoted<i8, Float8, Jax> = Float8(1.0);           // i8 ⊔ f8 = f8, through f*
/// assert_eq!(JaxF8::result_type(DType::Custom("f8"), DType::F32), None); // no path to f32
/// assert_eq!(JaxF8::result_type(DType::I8, DType::F32), Jax::result_type(DType::I8, DType::F32));
/// ```
///
/// **A route instead of the conversions.** `types { f8 = Float8 as float via f32 }` declares
/// that `Float8` converts into and out of every other type through `f32`: write `CastFrom<f32>
/// for Float8` and `CastFrom<Float8> for f32` (and the type's `Element` impl), and the macro
/// generates the rest, the identity included, each a conversion to the route followed by the
/// route's own conversion, so rounding happens where those two round (an `i64` through `f64`
/// rounds above 2^53). The same `via` works in [`promotion_lattice!`] and [`promotion_table!`].
/// Route a type in one declaration of a crate; another declaration naming it finds its
/// conversions there (routing it twice is a conflicting impl, reported at its code).
#[cfg(feature = "jax")]
#[cfg_attr(docsrs, doc(cfg(feature = "jax")))]
#[macro_export]
macro_rules! extend_jax {
    ($($extension:tt)*) => {
        $crate::__declare!(@extend_jax $($extension)*);
    };
}

/// Without the `jax` feature there is no `Jax` to extend: the macro says which feature to enable.
#[cfg(not(feature = "jax"))]
#[doc(hidden)]
#[macro_export]
macro_rules! extend_jax {
    ($($extension:tt)*) => {
        ::core::compile_error!("`extend_jax!` extends `promote_core::policies::Jax`, which needs promote-core's `jax` feature: add `features = [\"jax\"]` to its dependency");
    };
}
