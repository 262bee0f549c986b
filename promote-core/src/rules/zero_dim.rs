//! Operand kinds: how the public type operators ([`Promote`](crate::Promote),
//! [`PromoteDiv`](crate::PromoteDiv), …) are built from the tables a policy's macro emits, for
//! arrays, weak scalars and zero-dimensional arrays (the blanket impls are in `families`).
//!
//! A policy's declaration implements hidden *table traits* (`AddTable`, `DivTable`, …) for the
//! pairs it defines. The public operators are blanket impls over them, one per position of a 0-d
//! operand. In the type operators a 0-d operand of element type `T` is written [`ZeroDim<T>`]:
//! `Promoted<i8, ZeroDim<f64>, Torch>` asks what a dimensioned `i8` array with a 0-d `f64` array
//! gives. A policy says how 0-d operands behave with its
//! [`Policy::ZeroDim`](crate::Policy::ZeroDim) rule:
//!
//! - [`LikeArray`] (NumPy 2, JAX, the array API standard, ...): exactly like an array, from the
//!   policy's array tables.
//! - [`CategoryRule`] (PyTorch, MEP 3's MegEngine): operands rank as dimensioned array > 0-d array >
//!   Python scalar, and a lower-ranked operand only counts when its category (bool < integer <
//!   float < complex) is higher. The macro derives the tables of 0-d pairs from the policy's
//!   table, its `zero_dim { ... }` declaration and its families' rules.
//! - [`MajorTypeRule`] (PaddlePaddle): a 0-d operand of the array's major type leaves the array's
//!   dtype; otherwise the pair promotes by the full table the policy declares for 0-d operands.
//! - [`IgnoredRule`] (OneFlow): against a dimensioned operand a 0-d operand's dtype does not
//!   count at all (`i8` array with a 0-d `f64` is `i8`).
//!
//! The public operators never recurse into themselves, so asking `i8: Promote<?U, P>` with `?U`
//! not yet inferred stays an ambiguity, never an overflow.
//!
//! ```
//! use promote_core::{policies::{NumPy, Torch}, Promoted, ZeroDim};
//! let a: Promoted<i8, ZeroDim<i64>, Torch> = 1i8;    // the dimensioned i8 wins
//! let b: Promoted<i8, ZeroDim<f64>, Torch> = 1.0f64; // a higher category counts
//! let c: Promoted<i8, ZeroDim<i64>, NumPy> = 1i64;   // NumPy 2: 0-d arrays are arrays
//! ```
//!
//! Integer literals beside a 0-d operand settle as Rust's default, `i32`, on either side (the
//! operators keep such a pair open until they do; a wrong annotation is then a type mismatch):
//!
//! ```
//! use promote_core::{policies::Torch, Array, Array0};
//! let a: Array<i32, Torch> = Array0::new(100i64) + Array::from_vec(vec![1, 2]);
//! let b: Array<i64, Torch> = Array0::new(1) + Array::from_vec(vec![1i64, 2]);
//! let c: Array0<i64, Torch> = Array0::new(1) * Array0::new(2i64);
//! assert_eq!((a.as_slice(), b.as_slice(), c.value()), (&[101, 102][..], &[2, 3][..], 2));
//! ```

use crate::{CastFrom, Element};

/// The element type of a zero-dimensional operand, in the type operators.
///
/// Its field is private: the type is for naming pairs (`Promoted<i8, ZeroDim<i64>, Torch>`), and
/// with a public field rustc would answer every generic `A::promote_rhs(x)` lacking its bound with
/// "try wrapping the expression in `ZeroDim`". [`ZeroDim::new`] and [`ZeroDim::get`] construct
/// and read one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ZeroDim<T>(pub(crate) T);

impl<T> ZeroDim<T> {
    /// A 0-d operand holding `value`.
    ///
    /// ```
    /// use promote_core::{policies::Torch, CastFrom, Promote, ZeroDim};
    /// let x = <i8 as Promote<ZeroDim<i64>, Torch>>::promote_rhs(ZeroDim::new(100));
    /// assert_eq!((x, ZeroDim::new(7i64).get()), (100i8, 7));
    /// ```
    #[inline(always)]
    pub const fn new(value: T) -> Self {
        ZeroDim(value)
    }

    /// The value.
    #[inline(always)]
    pub fn get(self) -> T {
        self.0
    }
}

#[diagnostic::do_not_recommend]
impl<T: Element, U: CastFrom<T>> CastFrom<ZeroDim<T>> for U {
    #[inline(always)]
    fn cast_from(value: ZeroDim<T>) -> U {
        U::cast_from(value.0)
    }
}

/// How a policy promotes 0-d operands: [`LikeArray`], [`CategoryRule`], [`MajorTypeRule`] or
/// [`IgnoredRule`].
pub trait ZeroDimRule: 'static {
    /// Whether this is PyTorch's category rule.
    const CATEGORY_RULE: bool;
}

/// 0-d arrays promote exactly like arrays.
#[derive(Clone, Copy, Debug, Default)]
pub struct LikeArray;

/// PyTorch's rule: ranks (array > 0-d array > scalar) and categories (bool < int < float < complex).
#[derive(Clone, Copy, Debug, Default)]
pub struct CategoryRule;

/// PaddlePaddle's rule: a 0-d operand of the array's major type (category) leaves the array's
/// dtype; otherwise, and between two 0-d operands, the pair promotes by Paddle's full table.
#[derive(Clone, Copy, Debug, Default)]
pub struct MajorTypeRule;

/// OneFlow's rule: against an operand with dimensions a 0-d operand's dtype does not count,
/// whatever its category; two 0-d operands promote as arrays.
#[derive(Clone, Copy, Debug, Default)]
pub struct IgnoredRule;

impl ZeroDimRule for IgnoredRule {
    const CATEGORY_RULE: bool = false;
}

impl ZeroDimRule for MajorTypeRule {
    const CATEGORY_RULE: bool = false;
}

impl ZeroDimRule for LikeArray {
    const CATEGORY_RULE: bool = false;
}
impl ZeroDimRule for CategoryRule {
    const CATEGORY_RULE: bool = true;
}

/// An operand type with its 0-d marker removed: `ZeroDim<T>` and `T` both give `T`.
pub trait Operand {
    /// The element type.
    type Element: Element;
}

impl<T: Element> Operand for T {
    type Element = T;
}

impl<T: Element> Operand for ZeroDim<T> {
    type Element = T;
}
