//! # Run-time dtypes
//!
//! If your code only needs an array whose dtype is a run-time value, take
//! [`DynArray`](crate::dyn_array::DynArray) (feature `dyn`): every binary method of the family
//! list, typed by the policy's mirror. This page is for a crate that has its own tensor type.
//!
//! Your crate's tensor knows its dtype only at run time: it holds a [`DType`](crate::DType) and a
//! buffer, as candle's, burn's and tract's tensors do, or as a NumPy array received through pyo3
//! does. This page takes such a tensor from a pair of `DType`s to code typed by the policy, with
//! no `match` over pairs written by hand and no promotion table of your own.
//!
//! ## 1. The storage
//!
//! One enum of typed buffers, one variant per dtype your crate stores, and
//! [`Typed<T>`](crate::dispatch::Typed) for each of them: the buffer as a `&[T]`, and a buffer
//! made of a `Vec<T>`. The dispatch calls a kernel at a buffer's own type only, so reading a
//! buffer at another type is a bug of the caller (here a panic with both dtypes).
//!
//! ## 2. The kernel
//!
//! Code generic over the left element type `L`, the right one `R` and their promoted type `O`
//! ([`BinaryKernel`](crate::dispatch::BinaryKernel)): a trait with a generic method, because a
//! closure cannot be generic. Its `Storage` is your enum, so it reads `&[L]` and `&[R]` and
//! writes a buffer of `O`; its `Op` is the operation it applies in `O` (a marker of
//! [`ops`](crate::ops), or your own [`BinaryOp`](crate::ops::BinaryOp)). Here it converts each pair of
//! elements into `O` and adds them in one pass: no converted copy of either operand is made.
//!
//! ## 3. The dispatch
//!
//! [`dispatch_binary!`](crate::dispatch_binary) picks the arm of the two run-time dtypes among the
//! types you list, and calls the kernel at those types and at the policy's type for the pair. The
//! arms are chosen by the same impls as `Promoted<L, R, P>`, so the result dtype is what the type
//! checker (and the library the policy follows) says; a pair the policy leaves undefined is an
//! `Err` that names the pair, the family and the policy. Each listed pair's promoted type must be
//! one your storage holds (`Typed<O>`): the compiler says which one is missing.
//!
//! ```
//! use promote_core::container::family;
//! use promote_core::dispatch::{BinaryKernel, DispatchError, Typed};
//! use promote_core::policies::{ArrayApi, NumPy};
//! use promote_core::ops::{self, BinaryOp};
//! use promote_core::{dispatch_binary, CastFrom, DType, Element};
//!
//! #[derive(Debug, PartialEq)]
//! pub enum Buffer {
//!     I8(Vec<i8>),
//!     F32(Vec<f32>),
//!     F64(Vec<f64>),
//! }
//!
//! impl Buffer {
//!     pub fn dtype(&self) -> DType {
//!         match self {
//!             Buffer::I8(_) => DType::I8,
//!             Buffer::F32(_) => DType::F32,
//!             Buffer::F64(_) => DType::F64,
//!         }
//!     }
//! }
//!
//! macro_rules! typed {
//!     ($($T:ty => $V:ident),*) => {$(
//!         impl Typed<$T> for Buffer {
//!             fn typed(&self) -> &[$T] {
//!                 match self {
//!                     Buffer::$V(v) => v,
//!                     other => panic!("a {} buffer read as {}", other.dtype(), <$T as Element>::DTYPE),
//!                 }
//!             }
//!             fn from_vec(v: Vec<$T>) -> Buffer {
//!                 Buffer::$V(v)
//!             }
//!         }
//!     )*};
//! }
//! typed!(i8 => I8, f32 => F32, f64 => F64);
//!
//! /// `a + b` in the promoted type, in one pass: each element converted, then added.
//! struct Add<'a>(&'a Buffer, &'a Buffer);
//!
//! impl BinaryKernel for Add<'_> {
//!     type Storage = Buffer;
//!     type Output = Buffer;
//!     type Op = ops::Add;
//!     fn call<L, R, O, X>(self) -> Buffer
//!     where
//!         L: Element,
//!         R: Element,
//!         O: Element + CastFrom<L> + CastFrom<R>,
//!         ops::Add: BinaryOp<O, Output = X>,
//!         Buffer: Typed<L> + Typed<R> + Typed<O> + Typed<X>,
//!     {
//!         let a: &[L] = self.0.typed();
//!         let b: &[R] = self.1.typed();
//!         let sum: Vec<_> = a
//!             .iter()
//!             .zip(b)
//!             .map(|(&x, &y)| ops::Add::apply(O::cast_from(x), O::cast_from(y)))
//!             .collect();
//!         Buffer::from_vec(sum)
//!     }
//! }
//!
//! fn add(a: &Buffer, b: &Buffer) -> Result<Buffer, DispatchError> {
//!     dispatch_binary!(NumPy, family::Add, a.dtype(), b.dtype(), [i8, f32, f64], Add(a, b))
//! }
//!
//! // The same dispatch with the kernel's type named (`kernel: K = ..`): each arm is a constant,
//! // not two functions of its own, so it builds faster and smaller (see `dispatch_binary!`).
//! fn add_typed(a: &Buffer, b: &Buffer) -> Result<Buffer, DispatchError> {
//!     dispatch_binary!(NumPy, family::Add, a.dtype(), b.dtype(), [i8, f32, f64],
//!         kernel: Add<'_> = Add(a, b))
//! }
//!
//! let ints = Buffer::I8(vec![1, -2]);
//! let floats = Buffer::F32(vec![0.5, 0.25]);
//! // NumPy: int8 + float32 is float32.
//! assert_eq!(add(&ints, &floats).unwrap(), Buffer::F32(vec![1.5, -1.75]));
//! assert_eq!(add_typed(&ints, &floats), add(&ints, &floats));
//!
//! // The array API standard does not mix kinds: the same call under it is an error.
//! let err = dispatch_binary!(ArrayApi, family::Add, ints.dtype(), floats.dtype(),
//!     [i8, f32, f64], Add(&ints, &floats)).unwrap_err();
//! assert_eq!(err.to_string(), "`i8` and `f32` have no `add` under the policy `ArrayApi`");
//! ```
//!
//! `dispatch_unary!` does the same for one operand in a unary family, reduction or scan
//! ([`UnaryKernel`](crate::dispatch::UnaryKernel)), e.g. the accumulator type of a `sum`, in
//! either form (`kernel: K = ..` last for the typed one).
//!
//! ## 4. 0-d operands and n operands
//!
//! Under PyTorch (and PaddlePaddle, OneFlow, MEP 3's MegEngine) a 0-d tensor promotes differently from one with
//! dimensions: a dimensioned `i8` plus a 0-d `i64` stays `i8`. If your tensor knows its rank,
//! pass the operands' [`ArrayKind`](crate::ArrayKind)s with `kinds = (lhs, rhs)` (each listed
//! pair then has four arms). For `concatenate`, `stack` or an n-ary elementwise operation,
//! [`dispatch_all!`](crate::dispatch_all) calls a [`NaryKernel`](crate::dispatch::NaryKernel) at
//! the operands' common type under the policy's n-ary rule (NumPy's is not a left fold), with a
//! [`Converter`](crate::dispatch::Converter) that writes each operand into it, read at its own
//! type.
//!
//! ```
//! # use promote_core::dispatch::Typed;
//! # use promote_core::{DType, Element};
//! # #[derive(Debug, PartialEq)]
//! # pub enum Buffer { I8(Vec<i8>), I64(Vec<i64>), F32(Vec<f32>) }
//! # macro_rules! typed {
//! #     ($($T:ty => $V:ident),*) => {$(
//! #         impl Typed<$T> for Buffer {
//! #             fn typed(&self) -> &[$T] {
//! #                 match self { Buffer::$V(v) => v, _ => panic!("read at another type") }
//! #             }
//! #             fn from_vec(v: Vec<$T>) -> Buffer { Buffer::$V(v) }
//! #         }
//! #     )*};
//! # }
//! # typed!(i8 => I8, i64 => I64, f32 => F32);
//! use promote_core::container::family;
//! use promote_core::dispatch::{BinaryKernel, Converter, DispatchError, NaryKernel};
//! use promote_core::policies::{NumPy, Torch};
//! use promote_core::{dispatch_all, dispatch_binary, ArrayKind, CastFrom};
//!
//! struct ResultType;
//! impl BinaryKernel for ResultType {
//!     type Storage = ();
//!     type Output = DType;
//!     type Op = ();
//!     fn call<L: Element, R: Element, O: Element + CastFrom<L> + CastFrom<R>, X>(self) -> DType {
//!         O::DTYPE
//!     }
//! }
//! let kinds = (ArrayKind::Array, ArrayKind::Array0);
//! let o = dispatch_binary!(Torch, family::Add, kinds = kinds, DType::I8, DType::I64,
//!     [i8, i64, f32], ResultType);
//! assert_eq!(o, Ok(DType::I8));
//!
//! /// Joins buffers of run-time dtypes into their common dtype, converting each once.
//! struct Concat<'a>(&'a [(DType, Buffer)]);
//! impl NaryKernel for Concat<'_> {
//!     type Storage = Buffer;
//!     type Output = Result<Buffer, DispatchError>;
//!     fn call<O: Element>(self, operands: Converter<O, Buffer>) -> Self::Output
//!     where
//!         Buffer: Typed<O>,
//!     {
//!         let mut out = Vec::new();
//!         for (dtype, buffer) in self.0 {
//!             operands.extend(buffer, *dtype, &mut out)?;
//!         }
//!         Ok(Buffer::from_vec(out))
//!     }
//! }
//! let parts = [(DType::I8, Buffer::I8(vec![1, -2])), (DType::F32, Buffer::F32(vec![0.5]))];
//! let dtypes = [DType::I8, DType::F32];
//! let joined = dispatch_all!(NumPy, &dtypes, [i8, i64, f32], Concat(&parts)).unwrap();
//! assert_eq!(joined, Ok(Buffer::F32(vec![1.0, -2.0, 0.5])));
//! ```
