//! # How the policies compare
//!
//! Five pairs on which the array libraries disagree, and how each built-in policy
//! ([`catalog::ALL`](crate::policies::catalog::ALL), in its order) answers `lhs + rhs`. `f*` is a
//! weak float: a Python `float` such as `2.5`, written [`weak(2.5)`](crate::weak) here. "undefined"
//! means the policy has no [`Promote`](crate::Promote) impl for the pair, so the operation does not
//! compile (and [`Policy::result_type`](crate::Policy::result_type) is `None`).
//!
//! | policy | `i8 + u8` | `i32 + f32` | `i16 + f*` | `u64 + i64` | `bf16 + f16` |
//! |---|---|---|---|---|---|
//! | [`NumPy`] | `i16` | `f64` | `f64` | `f64` | undefined |
//! | [`NumPyMl`] | `i16` | `f64` | `f64` | `f64` | undefined |
//! | [`Jax`] | `i16` | `f32` | `f*` | `f*` | `f32` |
//! | [`JaxStrict`] | undefined | undefined | undefined | undefined | undefined |
//! | [`JaxX32`] | `i16` | `f32` | `f*` | undefined | `f32` |
//! | [`JaxLax`] | undefined | undefined | undefined | undefined | undefined |
//! | [`Torch`] | `i16` | `f32` | `f32` | undefined | `f32` |
//! | [`ArrayApi`] | `i16` | undefined | undefined | undefined | undefined |
//! | [`Paddle`] | undefined | undefined | `f32` | undefined | `f32` |
//! | [`TensorFlow`] | undefined | undefined | undefined | undefined | undefined |
//! | [`MegEngine`] | undefined | `f32` | `f32` | undefined | `f32` |
//! | [`MegEngineMep3`] | `i16` | `f32` | `f32` | undefined | `f32` |
//! | [`OneFlow`] | undefined | `f32` | undefined | undefined | `bf16` |
//!
//! The workspace's test suite reads this table and checks every cell against the policy's
//! [`Policy::result_type`](crate::Policy::result_type), and that its rows are exactly the
//! catalog's, so it cannot drift from the declarations.
//!
//! ## Reading the columns
//!
//! - **`i8 + u8`**, mixed signedness. NumPy, JAX, PyTorch, MEP 3's MegEngine and the array API
//!   standard widen to the smallest signed type that holds both, `i16`. `jax.lax`, PaddlePaddle
//!   and TensorFlow promote no pair of different integer types; MegEngine 1.13 refuses mixed
//!   signedness, and OneFlow's table says `i16`, a dtype it has no tensors of, so the call fails.
//! - **`i32 + f32`**, integer with float. NumPy picks the smallest float that holds every `i32`
//!   exactly, `f64`; JAX, PyTorch, OneFlow and MegEngine keep the float (`i32 ⊔ f32 = f32`, and
//!   in all but MegEngine 1.13 even `i64 ⊔ f16 = f16`); the array API standard does not mix kinds.
//! - **`i16 + f*`**, an integer array with a Python float. NumPy 2 (NEP 50) makes it its default
//!   float, `f64`; PyTorch, PaddlePaddle and MegEngine theirs, `f32`; OneFlow has no `i16`. JAX's
//!   lattice answers `f*`:
//!   the result is a *weakly typed* float, which takes the width of the next strong type it meets
//!   (JAX materialises it as its default float when it must). TensorFlow and the array API
//!   standard only let a Python float meet a floating array.
//! - **`u64 + i64`**, no integer type holds both. NumPy falls back to `f64`; JAX to the weak float
//!   `f*`, so that `u64 + i64 + f32` stays `f32`. The others refuse (PyTorch's `u64` is a "shell"
//!   type that promotes with floats and Python numbers only; MegEngine has no `u64`).
//! - **`bf16 + f16`**, two 16-bit floats with different ranges and precisions: JAX, PyTorch,
//!   PaddlePaddle and MegEngine meet in `f32`; OneFlow ranks `bf16` above every float, `bf16`.
//!   NumPy has no `bfloat16`.
//!
//! Each answer is a type:
//!
//! ```
//! use promote_core::policies::{ArrayApi, Jax, NumPy, Torch};
//! use promote_core::{bf16, f16, Promoted, WeakFloat};
//!
//! let _: Promoted<i8, u8, NumPy> = 0i16;
//! let _: Promoted<i32, f32, NumPy> = 0f64;
//! let _: Promoted<i32, f32, Jax> = 0f32;
//! let _: Promoted<i16, WeakFloat, Jax> = WeakFloat(0.0);
//! let _: Promoted<u64, i64, Jax> = WeakFloat(0.0);
//! # #[cfg(feature = "paddle")] // `Paddle` is not a default feature
//! let _: Promoted<bf16, f16, promote_core::policies::Paddle> = 0f32;
//! let _: Promoted<i8, u8, ArrayApi> = 0i16;
//! let _: Promoted<i16, WeakFloat, Torch> = 0f32;
//! ```
//!
//! and an undefined cell does not compile:
//!
//! ```compile_fail
//! use promote_core::{policies::ArrayApi, Promoted};
//! let _: Promoted<i32, f32, ArrayApi> = 0.0; // the array API standard does not mix kinds
//! ```
//!
//! ## Choosing a policy
//!
//! - Porting NumPy code, or checking results against NumPy: [`NumPy`]. Its rules are a table, not
//!   a lattice: `(a + b) + c` may differ from `a + (b + c)` (its rustdoc lists the triples).
//! - NumPy with ml_dtypes' `bfloat16`, float8, float6, float4 and narrow ints: [`NumPyMl`].
//! - Porting JAX code, or wanting an order-independent answer for several operands
//!   ([`PromotedAll`](crate::PromotedAll)): [`Jax`] (64-bit types enabled), [`JaxX32`] (JAX's
//!   default, 64-bit types disabled) or [`JaxStrict`] (`jax_numpy_dtype_promotion='strict'`),
//!   the lattices among the built-ins.
//! - Code that must run unchanged on every array API library: [`ArrayApi`], whose undefined cells
//!   are the pairs the standard leaves to each library.
//! - No implicit promotion at all: [`JaxLax`] (or [`TensorFlow`], which still lets a Python scalar
//!   take the tensor's type).
//! - Porting PyTorch code: [`Torch`]; OneFlow code: [`OneFlow`] (PyTorch's outline, other cells);
//!   MegEngine code: [`MegEngine`] (MegEngine 1.13), or its draft design MEP 3, PyTorch's scheme
//!   with 32-bit defaults: [`MegEngineMep3`].
//! - PaddlePaddle's rules: [`Paddle`].
//!
//! [`NumPy`]: crate::policies::NumPy
//! [`NumPyMl`]: crate::policies::NumPyMl
//! [`Jax`]: crate::policies::Jax
//! [`JaxStrict`]: crate::policies::JaxStrict
//! [`JaxX32`]: crate::policies::JaxX32
//! [`JaxLax`]: crate::policies::JaxLax
//! [`ArrayApi`]: crate::policies::ArrayApi
//! [`Paddle`]: crate::policies::Paddle
//! [`TensorFlow`]: crate::policies::TensorFlow
//! [`Torch`]: crate::policies::Torch
//! [`OneFlow`]: crate::policies::OneFlow
//! [`MegEngine`]: crate::policies::MegEngine
//! [`MegEngineMep3`]: crate::policies::MegEngineMep3
//!
//! # Defining your own policy
//!
//! A policy is a marker type and the impls its declaration generates, in your crate; nothing in
//! `promote-core` changes. Write a lattice when your rules are one (each type, then the types it
//! promotes to), a table when they are not:
//!
//! ```
//! use promote_core::{promotion_lattice, promotion_table, DType, Policy, Promoted};
//!
//! promotion_lattice! {
//!     /// Floats only, and a Python float that adopts the array's width.
//!     pub struct Floats;
//!     lattice { f*: [f16], f16: [f32], f32: [f64] }
//!     families {
//!         div: ;                     // dividing floats keeps their type
//!         bitand: without float;     // no bitwise ops on floats (the default says so too)
//!     }
//! }
//!
//! promotion_table! {
//!     /// A directional rule: the right operand must convert to the left one's type.
//!     pub struct LeftWins;
//!     directional;
//!     table {
//!         _    i32  i64;
//!         i32  i32  -;
//!         i64  i64  i64;
//!     }
//! }
//!
//! let _: Promoted<promote_core::f16, f32, Floats> = 1.0f32;
//! assert_eq!(LeftWins::result_type(DType::I64, DType::I32), Some(DType::I64));
//! assert_eq!(LeftWins::result_type(DType::I32, DType::I64), None);
//! ```
//!
//! After the lattice or table come optional sections:
//! - `types { q16 = my::Q16 as float }`: element types of your own, each with a code, its Rust
//!   type (which implements [`Element`](crate::Element) with a [`DType::Custom`](crate::DType)
//!   code, and [`CastFrom`](crate::CastFrom) from the types below it) and its category (`bool`,
//!   `int`, `float` or `complex`), which the families' rules read.
//! - `families { div: ...; eq: ...; lt: ...; bitand: ...; }`: how each operation family's grid
//!   derives from the `+` grid, by steps applied in order: `symmetric`, `map { i32: f64 }` (replace
//!   a result, or `-` for undefined), `without int float complex weak_pairs weak_rhs`,
//!   `except [l r]`, `with [l r = result]`. Undeclared families default to: true division only
//!   on floating results, `==` wherever `+` is defined, `<` except complex, `&` on integers and
//!   booleans.
//! - `sum { i8: i64 }`: the accumulator of `sum` per type (undeclared: the type itself).
//! - `zero_dim { complex_of { f32: c64 } }`: 0-d arrays follow PyTorch's category rule instead of
//!   promoting like arrays; `zero_dim { major_types table { ... } }` PaddlePaddle's rule;
//!   `zero_dim { ignored }` OneFlow's (a 0-d operand never counts against a dimensioned one).
//!
//! Mistakes are compile errors on the token at fault, all reported together: an unknown code, a
//! cycle, two least upper bounds, an asymmetric cell in a table not declared `directional`, a
//! ragged grid, and so on.
//!
//! To give a built-in policy a type of its own (an 8-bit float, a fixed-point number), use
//! [`extend_jax!`](crate::extend_jax): it adds the type's pairs to [`Jax`] itself.
//!
//! # Your own array type
//!
//! A crate with a tensor type of its own gets every promoted operator and method from one trait
//! impl and one macro call: see [`byo`], "Using promote in your array crate".
//!
//! # Run-time dtypes
//!
//! A crate whose tensors hold their dtype as a value goes from a pair of `DType`s to code typed
//! by the policy with [`dispatch_binary!`](crate::dispatch_binary): see [`runtime`].
//!
//! # Values
//!
//! What each policy computes on edge values (a Python int out of range, `1.0 // 0.1`, a long
//! `float32` sum), which of its library's errors promote returns, and the differences kept on
//! purpose: see [`values`].

pub mod byo;
#[cfg(feature = "alloc")]
pub mod runtime;
pub mod values;
