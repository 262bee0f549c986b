//! # Using promote in your array crate
//!
//! Your crate has a tensor type of its own. This page gives it promote's operators and methods:
//! `MyTensor<i8, Jax> + MyTensor<f32, Jax>` is a `MyTensor<f32, Jax>`, settled by the type
//! checker, and a pair the policy leaves undefined does not compile, with a message that names
//! the pair, the policy and what to do. Everything below is in the crate `tests/byo` of this
//! workspace too, with its tests and compile-fail cases.
//!
//! ## 1. The trait
//!
//! Implement [`Container`]: the element type, the policy, the same container with another element
//! type, the shape, the elements as a row-major slice, and how to build a container of `self`'s
//! shape from a `Vec`. The policy is usually a type parameter, so that your users choose it; it
//! may also be fixed (`type Policy = Torch;`).
//!
//! ```
//! use std::marker::PhantomData;
//! use promote_core::container::Container;
//! use promote_core::{Element, Policy};
//!
//! #[derive(Debug, PartialEq)]
//! pub struct MyTensor<T, P> {
//!     shape: Vec<usize>,
//!     data: Vec<T>,
//!     policy: PhantomData<P>,
//! }
//!
//! impl<T: Element, P: Policy> Container for MyTensor<T, P> {
//!     type Elem = T;
//!     type Policy = P;
//!     type With<X: Element> = MyTensor<X, P>;
//!     fn shape(&self) -> &[usize] { &self.shape }
//!     fn as_slice(&self) -> &[T] { &self.data }
//!     fn as_mut_slice(&mut self) -> &mut [T] { &mut self.data }
//!     fn with_data<X: Element>(&self, data: Vec<X>) -> MyTensor<X, P> {
//!         MyTensor { shape: self.shape.clone(), data, policy: PhantomData }
//!     }
//! }
//!
//! // ## 2. The macro: every operator, written in your crate (the orphan rules allow it there).
//! promote_core::promoted_operators!(impl<T, P> for MyTensor<T, P>);
//!
//! # fn tensor<T, P>(data: Vec<T>) -> MyTensor<T, P> {
//! #     MyTensor { shape: vec![data.len()], data, policy: PhantomData }
//! # }
//! use promote_core::container::PromoteOps;
//! use promote_core::policies::{Jax, NumPy, Torch};
//! use promote_core::{weak, Array0};
//!
//! let a: MyTensor<i8, Jax> = tensor(vec![1, 2]);
//! let b: MyTensor<f32, Jax> = tensor(vec![0.5, 0.5]);
//! let c: MyTensor<f32, Jax> = &a + &b;               // i8 ⊔ f32 = f32 under JAX
//! let d: MyTensor<i8, Jax> = &a * weak(3);           // a weak int keeps i8
//! let e: MyTensor<i8, Jax> = weak(10) - a;           // on either side, by value too
//! assert_eq!((c.as_slice(), d.as_slice(), e.as_slice()), (&[1.5, 2.5][..], &[3, 6][..], &[9, 8][..]));
//!
//! let t: MyTensor<i8, Torch> = tensor(vec![1, 2]);
//! let same: MyTensor<i8, Torch> = &t + Array0::new(100i64); // PyTorch's 0-d rule
//! let m: MyTensor<bool, Torch> = t.less(Array0::new(2i64));   // every named method: PromoteOps
//! assert_eq!((same.as_slice(), m.as_slice()), (&[101, 102][..], &[true, false][..]));
//!
//! let mut n: MyTensor<f64, NumPy> = tensor(vec![1.0, 2.0]);
//! n += &tensor::<i32, NumPy>(vec![1, 1]);                // in place, where the policy allows
//! assert_eq!(n.as_slice(), &[2.0, 3.0]);
//! ```
//!
//! The elementwise loops are provided, over your slices, for operands of equal shapes. A crate with
//! broadcasting or strided storage overrides [`Container::try_zip_map`] (and its siblings
//! `zip_map`, `zip_assign`, `zip_into`, `map`, …) with its own iteration; the promotion around it
//! is unchanged. `Array` overrides them with its vectorizing kernels.
//!
//! ## 3. Generic code over your tensor
//!
//! An operator's bound names the right operand through [`RhsOperand`] and the family's marker
//! ([`family`]): `&MyTensor<U, P>: RhsOperand<MyTensor<T, P>, family::Add>` says "`T` and `U`
//! combine under `+` in `P`", and its `Compute` is the result's element type. Or bound the element
//! types by the family's type operator, as for promote's own `Array` ([`crate::generic`]):
//!
//! ```
//! # use std::marker::PhantomData;
//! # use promote_core::container::Container;
//! # use promote_core::{Element, Policy};
//! # pub struct MyTensor<T, P> { shape: Vec<usize>, data: Vec<T>, policy: PhantomData<P> }
//! # impl<T: Element, P: Policy> Container for MyTensor<T, P> {
//! #     type Elem = T; type Policy = P; type With<X: Element> = MyTensor<X, P>;
//! #     fn shape(&self) -> &[usize] { &self.shape }
//! #     fn as_slice(&self) -> &[T] { &self.data }
//! #     fn as_mut_slice(&mut self) -> &mut [T] { &mut self.data }
//! #     fn with_data<X: Element>(&self, data: Vec<X>) -> MyTensor<X, P> {
//! #         MyTensor { shape: self.shape.clone(), data, policy: PhantomData }
//! #     }
//! # }
//! # promote_core::promoted_operators!(impl<T, P> for MyTensor<T, P>);
//! use promote_core::container::{family, RhsOperand};
//! use promote_core::policies::NumPy;
//! use promote_core::{element::ElementArith, Promote, Promoted};
//!
//! /// `x + y` for any two element types the policy promotes.
//! fn add<T, U, P>(x: &MyTensor<T, P>, y: &MyTensor<U, P>) -> MyTensor<Promoted<T, U, P>, P>
//! where
//!     T: Element + Promote<U, P>,
//!     U: Element,
//!     P: Policy,
//!     Promoted<T, U, P>: ElementArith,
//! {
//!     x + y
//! }
//!
//! /// The same, bounded by the operand trait: any right operand (a tensor, an `Array0`, a weak
//! /// scalar).
//! fn add_any<T, R, P>(x: &MyTensor<T, P>, y: R) -> MyTensor<R::Compute, P>
//! where
//!     T: Element,
//!     P: Policy,
//!     R: RhsOperand<MyTensor<T, P>, family::Add>,
//!     R::Compute: ElementArith,
//! {
//!     x + y
//! }
//!
//! let a = MyTensor::<i32, NumPy> { shape: vec![1], data: vec![1], policy: PhantomData };
//! let b = MyTensor::<f32, NumPy> { shape: vec![1], data: vec![0.5], policy: PhantomData };
//! assert_eq!(add(&a, &b).data, [1.5f64]);                       // NumPy: i32 + f32 = f64
//! assert_eq!(add_any(&a, promote_core::weak(2)).data, [3i32]);  // a weak int keeps i32
//! ```
//!
//! ## 4. What your users see
//!
//! A pair the policy leaves undefined is the family's error, as for promote's own `Array`:
//!
//! ```text
//! error[E0277]: true division `i32 / i32` is undefined under the policy `ArrayApi`
//!  --> tests/ui/undefined-pair.rs:8:16
//!   |
//! 8 |     let _ = &a / &a;
//!   |                ^ `i32 / i32` has no promotion under `ArrayApi`
//!   |
//!   = help: the trait `DivTable<i32, ArrayApi>` is not implemented for `i32`
//!   = note: cast the operands to a floating type first, e.g. `array.cast::<f32>()`
//!   = note: required for `i32` to implement `PromoteDiv<i32, ArrayApi>`
//!   = note: required for `&Tensor<i32, ArrayApi>` to implement `std::ops::Div<&Tensor<i32, ArrayApi>>`
//! ```
//!
//! A plain number on the right says to write `weak(2)` (or `Array0::new(2i32)`); two tensors
//! under different policies are a type mismatch that names both tensor types; an in-place
//! operator whose result does not cast back says which cast the policy refuses. These messages
//! are pinned by the compile-fail cases of `tests/byo`'s tensor (`tests/tests/ui/byo-*.stderr`).
//!
//! ```compile_fail
//! # use std::marker::PhantomData;
//! # use promote_core::container::Container;
//! # use promote_core::{Element, Policy};
//! # pub struct MyTensor<T, P> { shape: Vec<usize>, data: Vec<T>, policy: PhantomData<P> }
//! # impl<T: Element, P: Policy> Container for MyTensor<T, P> {
//! #     type Elem = T; type Policy = P; type With<X: Element> = MyTensor<X, P>;
//! #     fn shape(&self) -> &[usize] { &self.shape }
//! #     fn as_slice(&self) -> &[T] { &self.data }
//! #     fn as_mut_slice(&mut self) -> &mut [T] { &mut self.data }
//! #     fn with_data<X: Element>(&self, data: Vec<X>) -> MyTensor<X, P> {
//! #         MyTensor { shape: self.shape.clone(), data, policy: PhantomData }
//! #     }
//! # }
//! # promote_core::promoted_operators!(impl<T, P> for MyTensor<T, P>);
//! use promote_core::policies::ArrayApi;
//! let a = MyTensor::<i32, ArrayApi> { shape: vec![1], data: vec![1], policy: PhantomData };
//! let _ = &a / &a; // the Array API standard has no true division of integers
//! ```
//!
//! ## What is not covered
//!
//! - Reductions and scans read the elements in row-major order through `as_slice`; they have no
//!   axis argument, and a scan returns a flat `Vec`.
//! - A container is a dimensioned array in the promotion tables. A 0-d operand is promote's
//!   [`Array0`](crate::Array0); a container type that is sometimes 0-d at run time is ranked as an
//!   array (as promote's ndarray extension ranks `ArrayD`).
//! - Two weak scalars have no policy to promote by, so `weak(1) + weak(2)` does not compile.
//! - Run-time dtypes (candle, burn) go through the policy's run-time mirror instead: see the
//!   `candle` module (feature `candle`).
//!
//! [`Container`]: crate::container::Container
//! [`Container::try_zip_map`]: crate::container::Container::try_zip_map
//! [`RhsOperand`]: crate::container::RhsOperand
//! [`family`]: crate::container::family
