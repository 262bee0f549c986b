//! Promoting arithmetic on [`ndarray`] arrays (the `ndarray` feature): [`PromoteExt`] for
//! `add/sub/mul/div` under a policy chosen per call, with ndarray's broadcasting, and [`CastExt`] for
//! conversions.
//!
//! ```
//! use ndarray::{array, Array2};
//! use promote_core::ndarray_ext::{CastExt, PromoteExt};
//! use promote_core::policies::{Jax, NumPy};
//!
//! let a: Array2<i8> = array![[1, 2], [3, 4]];
//! let b: Array2<f32> = array![[0.5, 0.5], [0.5, 0.5]];
//!
//! let c: Array2<f32> = a.add_with::<Jax>(&b);          // i8 ⊔ f32 = f32, typed at compile time
//! assert_eq!(c, array![[1.5, 2.5], [3.5, 4.5]]);
//!
//! let d = a.mul_with::<NumPy>(&b.row(0));               // broadcasting: [2, 2] with [2]
//! assert_eq!(d, array![[0.5, 1.0], [1.5, 2.0]]);
//!
//! let e: Array2<f32> = b.mul_with::<Jax>(promote_core::weak(3.0)); // a weak float keeps f32
//! assert_eq!(e, array![[1.5, 1.5], [1.5, 1.5]]);
//!
//! let f: Array2<f32> = a.cast::<f32>();
//! assert_eq!(f, array![[1.0, 2.0], [3.0, 4.0]]);
//! ```
//!
//! # Reading a call
//!
//! `lhs.add_with::<P>(rhs)` is `lhs + rhs` under the policy `P`: the element type of the result is
//! [`Promoted<A, B, P>`](crate::Promoted), settled by the type checker, and a pair `P` leaves
//! undefined does not compile. The left operand is any array or view (`&self`); the right operand
//! is
//! - a reference to an array or view, `&ArrayBase<S, E>`, of any dimension: the two broadcast
//!   together as ndarray's own `&a + &b` does, and the result has dimension
//!   `<D as DimMax<E>>::Output` (`Ix2` with `Ix1` gives `Ix2`, anything with `IxDyn` gives
//!   `IxDyn`);
//! - an array or view by value, which is the same (a view is cheap to pass: `a.add_with::<Jax>(b.row(0))`);
//! - a weak scalar ([`WeakInt`], [`WeakFloat`], [`WeakComplex`], [`WeakBool`]; make one with
//!   [`weak`](crate::weak)), converted once and applied to every element. A strong scalar is a
//!   0-d array: `ndarray::arr0(2.5f32)` (it broadcasts, and promotes by the policy's 0-d rule:
//!   see below).
//!
//! Shapes that do not broadcast are an error: the `try_*` methods return ndarray's
//! [`ShapeError`] (`ErrorKind::IncompatibleShape`), and the others panic with the message
//! ndarray's operators panic with, at the caller's line.
//!
//! Each op is one pass ([`Zip::map_collect`] over the broadcast views, or `mapv` for a scalar):
//! both elements convert into the promoted type and combine, with no temporaries and no
//! run-time dtype dispatch. True division, [`div_with`](PromoteExt::div_with), has the policy's
//! own rules ([`Quotient`]: `i32 / i32` is `f64` under NumPy, `f32` under PyTorch), while
//! [`zip_with`](PromoteExt::zip_with) combines the promoted elements with any closure.
//!
//! The operators of ndarray itself (`&a + &b`) cannot promote: Rust's orphan rules keep them
//! between arrays of one element type, so the methods carry the policy instead.
//!
//! # Zero-dimensional arrays
//!
//! An operand whose dimension type is [`Ix0`](type@Ix0) (`Array0`, `arr0(x)`, a 0-d view) is a
//! 0-d array in the promotion tables, a [`ZeroDim`] operand, exactly as [`Array0`](crate::Array0)
//! is: on either side, it follows the policy's [0-d rule](crate::zero_dim::ZeroDimRule). Under PyTorch's
//! rule a 0-d array of the dimensioned one's category does not win; under PaddlePaddle's, one of
//! the array's major type leaves the array's dtype; under NumPy 2 and JAX it is an array like any
//! other. [`DimOperand`] makes the choice, from the type.
//!
//! ```
//! use ndarray::{arr0, array, Array1};
//! use promote_core::ndarray_ext::PromoteExt;
//! use promote_core::policies::{NumPy, Paddle, Torch};
//!
//! let a = array![1i8, 2];
//! let t: Array1<i8> = a.add_with::<Torch>(&arr0(100i64)); // torch: int8, the 0-d int64 loses
//! let u: Array1<f64> = a.add_with::<Torch>(&arr0(0.5f64)); // a higher category wins: float64
//! let p: Array1<i8> = arr0(100i64).add_with::<Paddle>(&a); // paddle: int8 (int64 [1] is refused)
//! let n: Array1<i64> = a.add_with::<NumPy>(&arr0(100i64)); // NumPy 2: a 0-d array is an array
//! assert_eq!((t, p, n), (array![101, 102], array![101, 102], array![101, 102]));
//! assert_eq!(u, array![1.5, 2.5]);
//! ```
//!
//! An [`IxDyn`](type@IxDyn) array ([`ArrayD`](ndarray::ArrayD)) is always an array, even with no
//! axes at run time: the type checker settles the result's element type and cannot see a run-time
//! shape, and an `ArrayD` is an array far more often than a scalar. A 0-d `ArrayD` meant as a 0-d
//! operand says so by converting to `Ix0` first, with ndarray's own
//! [`into_dimensionality`](ndarray::ArrayBase::into_dimensionality), which checks the shape:
//!
//! ```
//! use ndarray::{array, Array1, ArrayD, Ix0, IxDyn};
//! use promote_core::ndarray_ext::PromoteExt;
//! use promote_core::policies::Torch;
//!
//! let a = array![1i8, 2];
//! let d: ArrayD<i64> = ArrayD::from_elem(IxDyn(&[]), 100);
//! let as_array: ArrayD<i64> = a.add_with::<Torch>(&d); // as torch's int8 + int64 [1]: int64
//! let zero_dim = d.view().into_dimensionality::<Ix0>().unwrap();
//! let as_0d: Array1<i8> = a.add_with::<Torch>(zero_dim); // as int8 + 0-d int64: int8
//! assert_eq!(as_array.shape(), &[2]);
//! assert_eq!(as_0d, array![101, 102]);
//! ```
//!
//! So under PaddlePaddle a 0-d `ArrayD<i64>` with an `i8` array is refused, as Paddle refuses an
//! int8 tensor with an int64 one of shape `[1]`, until it is converted:
//!
//! ```compile_fail
//! use ndarray::{array, ArrayD, IxDyn};
//! use promote_core::{ndarray_ext::PromoteExt, policies::Paddle};
//! let d: ArrayD<i64> = ArrayD::from_elem(IxDyn(&[]), 100);
//! let _ = array![1i8, 2].add_with::<Paddle>(&d); // i8 with an i64 array: undefined under Paddle
//! ```

mod assign;
mod cast;
mod join;
mod zip;

use ndarray::{
    Array, ArrayBase, Data, DimMax, Dimension, ErrorKind, Ix0, Ix1, Ix2, Ix3, Ix4, Ix5, Ix6, IxDyn,
    ShapeError, Zip,
};

pub use crate::bridges::ndarray_ext::assign::{AssignExt, AssignRhs};
pub use crate::bridges::ndarray_ext::join::{concatenate, stack, NdArrays};
pub use cast::CastExt;
pub use zip::ZipPromoted;

pub use crate::container::FamilyType;

use crate::container::family::{self, Add};
use crate::families::*;
use crate::ops::{self, BinaryOp, ReduceOp, ScanOp, UnaryOp};
use crate::vocabulary::weak::{WeakBool, WeakComplex, WeakFloat, WeakInt};
use crate::{CastFrom, Element, Policy, ZeroDim};

/// How an array of this dimension type stands in the promotion tables: an [`Ix0`](type@Ix0)
/// array as a 0-d operand ([`ZeroDim<A>`]), which a policy with a [0-d rule](crate::zero_dim::ZeroDimRule)
/// (PyTorch, PaddlePaddle, OneFlow, MEP 3's MegEngine) ranks below dimensioned arrays, and every other dimension
/// type as an array (`A`).
///
/// The choice is made from the type, so that the result's element type is known at compile time.
/// So [`IxDyn`](type@IxDyn) is an array even with no axes at run time, which the type cannot
/// know; convert it with `into_dimensionality::<Ix0>()` to promote it by the 0-d rule, as the
/// [module documentation](self#zero-dimensional-arrays) shows.
///
/// ```
/// use promote_core::{ndarray_ext::DimOperand, policies::Torch, Promoted, ZeroDim};
/// use ndarray::{Ix0, Ix1};
/// type Lhs = <Ix1 as DimOperand>::Operand<i8>;   // i8
/// type Rhs = <Ix0 as DimOperand>::Operand<i64>;  // ZeroDim<i64>
/// let x: Promoted<Lhs, Rhs, Torch> = 1i8;        // torch: int8 tensor + 0-d int64 tensor is int8
/// assert_eq!(<Ix0 as DimOperand>::operand(3i64), ZeroDim::new(3i64));
/// ```
pub trait DimOperand: Dimension {
    /// The operand an element of type `A` is, in an array of this dimension type.
    type Operand<A: Element>: Copy;

    /// Marks one element as that operand, for the conversion into the promoted type.
    fn operand<A: Element>(value: A) -> Self::Operand<A>;
}

impl DimOperand for Ix0 {
    type Operand<A: Element> = ZeroDim<A>;

    #[inline(always)]
    fn operand<A: Element>(value: A) -> ZeroDim<A> {
        ZeroDim(value)
    }
}

macro_rules! array_dims {
    ($($D:ty),*) => {$(
        impl DimOperand for $D {
            type Operand<A: Element> = A;

            #[inline(always)]
            fn operand<A: Element>(value: A) -> A {
                value
            }
        }
    )*};
}

array_dims!(Ix1, Ix2, Ix3, Ix4, Ix5, Ix6, IxDyn);

/// The element type `L` and `Rhs` promote to under `P`: `<L as ZipPromoted<Rhs, P>>::Elem`.
pub type PromotedElem<L, Rhs, P> = <L as ZipPromoted<Rhs, P>>::Elem;
/// The dimension `L` and `Rhs` broadcast to: `<L as ZipPromoted<Rhs, P>>::Dim`.
pub type PromotedDim<L, Rhs, P> = <L as ZipPromoted<Rhs, P>>::Dim;
/// The array `lhs.add_with::<P>(rhs)` returns: [`PromotedElem`] elements, [`PromotedDim`] axes.
pub type PromotedArray<L, Rhs, P> = Array<PromotedElem<L, Rhs, P>, PromotedDim<L, Rhs, P>>;

/// The array that operation `M` of family `F` gives for `L` with `Rhs` under `P`.
pub type OpArray<L, Rhs, P, F, M> = Array<
    <M as BinaryOp<<L as ZipPromoted<Rhs, P, F>>::Elem>>::Output,
    <L as ZipPromoted<Rhs, P, F>>::Dim,
>;

/// [`PromoteExt`]'s methods of each binary family.
macro_rules! promote_ext {
    (family_rows { $($row:tt)* }) => { $(promote_ext!(@row $row);)* };
    (@row { binary $name:ident $docs:tt $Public:ident $Assoc:ident $Alias:ident $F:ident $Table:ident
        $Bridge:tt $result:ident [$title:literal $symbol:literal $what:literal] $messages:tt $default:tt
        [$([$M:ident $with:ident $plain:tt $checked:tt [$try:ident] $into:tt])*] }) => {$(
            #[doc = concat!("[`ops::", stringify!($M), "`] of `self` and `rhs` under `P`, broadcasting, in their ",
                $title, " type ([`", stringify!($Public), "`](crate::", stringify!($Public), ")); a [`ShapeError`] if the shapes do not broadcast.")]
            #[inline]
            fn $try<P>(&self, rhs: Rhs) -> Result<OpArray<Self, Rhs, P, family::$F, ops::$M>, ShapeError>
            where
                P: Policy,
                Self: ZipPromoted<Rhs, P, family::$F>,
                ops::$M: BinaryOp<<Self as ZipPromoted<Rhs, P, family::$F>>::Elem>,
            {
                self.try_zip_promoted(rhs, |a, b| <ops::$M as BinaryOp<_>>::apply_under(&P::VALUES, a, b))
            }

            #[doc = concat!("[`ops::", stringify!($M), "`] of `self` and `rhs` under `P`, broadcasting.")]
            ///
            /// # Panics
            /// If the shapes do not broadcast, with ndarray's message
            /// (`ShapeError/IncompatibleShape: incompatible shapes`).
            #[inline]
            #[track_caller]
            fn $with<P>(&self, rhs: Rhs) -> OpArray<Self, Rhs, P, family::$F, ops::$M>
            where
                P: Policy,
                Self: ZipPromoted<Rhs, P, family::$F>,
                ops::$M: BinaryOp<<Self as ZipPromoted<Rhs, P, family::$F>>::Elem>,
            {
                self.try_zip_promoted(rhs, |a, b| <ops::$M as BinaryOp<_>>::apply_under(&P::VALUES, a, b)).unwrap()
            }
    )*};
    (@row $other:tt) => {};
}

/// [`PolicyExt`]'s method of each unary family, reduction and scan: `(@method shape with
/// Marker Public Assoc title)`.
macro_rules! policy_ext {
    (family_rows { $($row:tt)* }) => { $(policy_ext!(@row $row);)* };
    (@row { binary $($row:tt)* }) => {};
    (@row { $shape:ident $name:ident $docs:tt $Public:ident $Assoc:ident $Alias:ident $F:ident $Table:ident
        $Bridge:tt $result:ident [$title:literal $symbol:literal $what:literal] $messages:tt $default:tt
        [$([$M:ident $with:ident $($forms:tt)*])*] }) => {
        $(policy_ext!(@method $shape $with $M $Public $Assoc $title);)*
    };
    (@method unary $with:ident $M:ident $Public:ident $Assoc:ident $title:literal) => {
        #[doc = concat!("[`ops::", stringify!($M), "`] of every element, in the ", $title, " type under `P` ([`", stringify!($Public), "`](crate::", stringify!($Public), ")).")]
        fn $with<P: Policy>(&self) -> Array<<A as $Public<P>>::$Assoc, D>
        where
            A: $Public<P>,
            ops::$M: UnaryOp<A, <A as $Public<P>>::$Assoc>;
    };
    (@method scan $with:ident $M:ident $Public:ident $Assoc:ident $title:literal) => {
        #[doc = concat!("[`ops::", stringify!($M), "`] over the elements in logical order, in the ", $title, " type under `P` ([`", stringify!($Public), "`](crate::", stringify!($Public), ")): one dimension, as NumPy's `axis=None`.")]
        fn $with<P: Policy>(&self) -> ndarray::Array1<<A as $Public<P>>::$Assoc>
        where
            A: $Public<P>,
            <A as $Public<P>>::$Assoc: AccumulateIn<P>,
            ops::$M: ScanOp<A, AccumulatorOf<<A as $Public<P>>::$Assoc, P>, <A as $Public<P>>::$Assoc>;
    };
    (@method reduction $with:ident $M:ident $Public:ident $Assoc:ident $title:literal) => {
        #[doc = concat!("[`ops::", stringify!($M), "`] of every element, in the ", $title, " type under `P` ([`", stringify!($Public), "`](crate::", stringify!($Public), ")).")]
        fn $with<P: Policy>(&self) -> <A as $Public<P>>::$Assoc
        where
            A: $Public<P>,
            <A as $Public<P>>::$Assoc: AccumulateIn<P>,
            ops::$M: ReduceOp<A, AccumulatorOf<<A as $Public<P>>::$Assoc, P>, <A as $Public<P>>::$Assoc>;
    };
}

/// The bodies of [`PolicyExt`]'s methods.
macro_rules! policy_ext_impl {
    (family_rows { $($row:tt)* }) => { $(policy_ext_impl!(@row $row);)* };
    (@row { binary $($row:tt)* }) => {};
    (@row { $shape:ident $name:ident $docs:tt $Public:ident $Assoc:ident $Alias:ident $F:ident $Table:ident
        $Bridge:tt $result:ident $texts:tt $messages:tt $default:tt
        [$([$M:ident $with:ident $($forms:tt)*])*] }) => {
        $(policy_ext_impl!(@method $shape $with $M $Public $Assoc);)*
    };
    (@method unary $with:ident $M:ident $Public:ident $Assoc:ident) => {
        #[inline]
        fn $with<P: Policy>(&self) -> Array<<A as $Public<P>>::$Assoc, D>
        where
            A: $Public<P>,
            ops::$M: UnaryOp<A, <A as $Public<P>>::$Assoc>,
        {
            self.mapv(<ops::$M as UnaryOp<A, <A as $Public<P>>::$Assoc>>::apply)
        }
    };
    (@method scan $with:ident $M:ident $Public:ident $Assoc:ident) => {
        #[inline]
        fn $with<P: Policy>(&self) -> ndarray::Array1<<A as $Public<P>>::$Assoc>
        where
            A: $Public<P>,
            <A as $Public<P>>::$Assoc: AccumulateIn<P>,
            ops::$M: ScanOp<A, AccumulatorOf<<A as $Public<P>>::$Assoc, P>, <A as $Public<P>>::$Assoc>,
        {
            <ops::$M as ScanOp<A, AccumulatorOf<<A as $Public<P>>::$Assoc, P>, <A as $Public<P>>::$Assoc>>::scan(self.iter().copied(), &<P as crate::Policy>::VALUES).collect()
        }
    };
    (@method reduction $with:ident $M:ident $Public:ident $Assoc:ident) => {
        #[inline]
        fn $with<P: Policy>(&self) -> <A as $Public<P>>::$Assoc
        where
            A: $Public<P>,
            <A as $Public<P>>::$Assoc: AccumulateIn<P>,
            ops::$M: ReduceOp<A, AccumulatorOf<<A as $Public<P>>::$Assoc, P>, <A as $Public<P>>::$Assoc>,
        {
            <ops::$M as ReduceOp<A, AccumulatorOf<<A as $Public<P>>::$Assoc, P>, <A as $Public<P>>::$Assoc>>::reduce(self.iter().copied())
        }
    };
}

/// Promoting binary operations between an ndarray array or view (`Self`) and `Rhs`, under a
/// policy chosen per call: `a.add_with::<Jax>(&b)`, `a.maximum_with::<NumPy>(&b)`, one
/// pair of methods per binary operation of the family list.
///
/// `Rhs` is a reference to an array or view of any dimension (the operands broadcast
/// together), an array or view by value, or a weak scalar; a 0-d (`Ix0`) operand follows
/// the policy's 0-d rule. See the [module documentation](self). Every array and view has these methods; a call compiles
/// where `Self` and `Rhs` combine under `P` in the operation's family ([`ZipPromoted`]).
///
/// ```
/// use ndarray::{array, Array1, Array2};
/// use promote_core::ndarray_ext::PromoteExt;
/// use promote_core::policies::Jax;
///
/// let a: Array2<u8> = array![[1, 2, 3], [4, 5, 6]];
/// let b: Array1<i8> = array![-1, 0, 1];
/// let c: Array2<i16> = a.add_with::<Jax>(&b);   // u8 ⊔ i8 = i16, b broadcast along rows
/// assert_eq!(c, array![[0, 2, 4], [3, 5, 7]]);
///
/// let bad: Array1<i8> = array![1, 2];
/// assert!(a.try_add_with::<Jax>(&bad).is_err()); // [2, 3] and [2] do not broadcast
/// ```
pub trait PromoteExt<Rhs> {
    /// Broadcasts `self` with `rhs`, converts each pair of elements into their promoted
    /// type under `P` and combines it with `f`, in one pass; a [`ShapeError`] if the
    /// shapes do not broadcast.
    ///
    /// ```
    /// use ndarray::array;
    /// use promote_core::{ndarray_ext::PromoteExt, policies::Jax};
    /// let a = array![1i8, 2, 3];
    /// let b = array![2.0f32, 4.0, 8.0];
    /// let q = a.try_zip_with::<Jax, _>(&b, |x, y| x / y).unwrap(); // in f32
    /// assert_eq!(q, array![0.5f32, 0.5, 0.375]);
    /// ```
    #[inline]
    fn try_zip_with<P, R>(
        &self,
        rhs: Rhs,
        f: impl Fn(PromotedElem<Self, Rhs, P>, PromotedElem<Self, Rhs, P>) -> R,
    ) -> Result<Array<R, PromotedDim<Self, Rhs, P>>, ShapeError>
    where
        P: Policy,
        Self: ZipPromoted<Rhs, P>,
    {
        self.try_zip_promoted(rhs, f)
    }

    /// [`try_zip_with`](Self::try_zip_with), panicking as ndarray's operators do if the
    /// shapes do not broadcast.
    #[inline]
    #[track_caller]
    fn zip_with<P, R>(
        &self,
        rhs: Rhs,
        f: impl Fn(PromotedElem<Self, Rhs, P>, PromotedElem<Self, Rhs, P>) -> R,
    ) -> Array<R, PromotedDim<Self, Rhs, P>>
    where
        P: Policy,
        Self: ZipPromoted<Rhs, P>,
    {
        // `unwrap`, not `expect`: the message is then the one of ndarray's `&a + &b`.
        self.try_zip_promoted(rhs, f).unwrap()
    }

    crate::__family_rows!(promote_ext {});
}

/// Unary operations and reductions of an ndarray array or view under a policy chosen per
/// call: `a.sum_with::<NumPy>()`, one method per unary operation and reduction of the
/// family list, typed by the policy's rule for the element type.
///
/// ```
/// use ndarray::array;
/// use promote_core::{ndarray_ext::PolicyExt, policies::{NumPy, Torch}};
/// let a = array![[200u8, 100], [1, 2]];
/// let numpy: u64 = a.sum_with::<NumPy>();  // NumPy sums u8 in u64
/// let torch: i64 = a.sum_with::<Torch>();  // PyTorch in i64
/// assert_eq!((numpy, torch), (303, 303));
/// ```
///
/// `A` and `D` are the array's element and dimension types.
pub trait PolicyExt<A, D> {
    crate::__family_rows!(policy_ext {});
}

impl<A, S, D> PolicyExt<A, D> for ArrayBase<S, D>
where
    A: Element,
    S: Data<Elem = A>,
    D: Dimension,
{
    crate::__family_rows!(policy_ext_impl {});
}

impl<S: Data, D: Dimension, Rhs> PromoteExt<Rhs> for ArrayBase<S, D> {}
