//! [`RhsOperand`]: what may stand on the right of a container's operator or method (`a + b`,
//! `a.maximum(b)`): a container of the same kind, a 0-d array or a weak scalar.
//!
//! The operators and methods take the right operand as a type parameter in `Self` position of
//! this trait. So rustc finds the one operator impl of the left operand's kind before it knows
//! the right operand, and a pair the policy leaves undefined is reported by the family's trait,
//! with its message, instead of as "cannot add" with nothing more (E0369); and the compiler
//! learns the right operand's type from the argument before it looks for a promotion.

use super::{Container, FamilyType};
use crate::array::{Array0, ShapeError};
use crate::vocabulary::weak::{WeakBool, WeakComplex, WeakFloat, WeakInt};
use crate::{CastFrom, Element, Policy, ZeroDim};

/// Markers of the operation families, one per entry of the family list (named as its
/// [`Op`](crate::Op) variant), for [`RhsOperand`], [`FamilyType`], the ndarray extension and code
/// generic over families.
pub mod family {
    macro_rules! markers {
        (family_rows { $({ $shape:ident $name:ident $docs:tt $Public:ident $Assoc:ident $Alias:ident $Op:ident $($more:tt)* })* }) => {$(
            #[doc = concat!("The `", stringify!($name), "` family, by [`", stringify!($Public), "`](crate::", stringify!($Public), ").")]
            #[derive(Clone, Copy, Debug, Default)]
            pub struct $Op;

            impl Family for $Op {
                const OP: crate::Op = crate::Op::$Op;
            }
        )*};
    }

    /// A family marker: the family it stands for at run time.
    pub trait Family: Copy + Default + 'static {
        /// The family's [`Op`](crate::Op).
        const OP: crate::Op;
    }

    crate::__family_rows!(markers {});
}

/// The right operand of an operation of family `F` on the container `C`: a reference to a
/// container of `C`'s kind (another element type, the same policy), an [`Array0`] (ranked by the
/// policy's 0-d rule) or a weak scalar.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an operand of this operation on `{C}`",
    label = "not a container of the same kind and policy, an `Array0` or a weak scalar",
    note = "the right operand is a reference to a container of the same kind under the same policy (convert with `.with_policy::<P>()`), a 0-d `Array0`, or a weak scalar; a plain Rust number is not an array: write `weak(2)` for a Python-like scalar or `Array0::new(2i32)` for a 0-d array"
)]
pub trait RhsOperand<C: Container, F> {
    /// The type both operands convert to.
    type Compute: Element;

    /// Converts both operands elementwise and combines them with `f`; an error if the shapes of
    /// two containers do not combine.
    fn apply<X: Element>(
        self,
        lhs: &C,
        f: impl Fn(Self::Compute, Self::Compute) -> X,
    ) -> Result<C::With<X>, ShapeError>;

    /// [`apply`](Self::apply), panicking with both shapes if they do not combine.
    fn apply_or_panic<X: Element>(
        self,
        lhs: &C,
        f: impl Fn(Self::Compute, Self::Compute) -> X,
    ) -> C::With<X>;

    /// Combines both operands with `f` and writes each result, cast back, into `lhs`: what the
    /// in-place operators (`a += b`) call. Panics if the shapes differ.
    fn apply_assign<X>(self, lhs: &mut C, f: impl Fn(Self::Compute, Self::Compute) -> X)
    where
        C::Elem: CastFrom<X>;

    /// Combines both operands with `f` and writes each result, cast, into `out`: what the
    /// `_into` methods call. Panics if the shapes differ or `out`'s is not the result's.
    fn apply_into<X, O>(
        self,
        lhs: &C,
        out: &mut C::With<O>,
        f: impl Fn(Self::Compute, Self::Compute) -> X,
    ) where
        O: Element + CastFrom<X>;
}

/// `Self` is `C`'s kind of container (`C::With<Self::Elem>`): the same type constructor under the
/// same policy. A trait of its own so that two policies (or two container types) are reported
/// with a sentence, not as a mismatch of `Container::With` (E0271).
#[doc(hidden)]
#[diagnostic::on_unimplemented(
    message = "`{Self}` does not combine with `{C}`: two policies, or two kinds of container",
    label = "not `{C}`'s kind of container under its policy",
    note = "both operands must be under one policy (and of one container type); convert one first, e.g. `array.with_policy::<P>()`"
)]
pub trait SameKind<C: Container>: Container {
    /// `self`, as `C`'s kind of container.
    fn as_kind(&self) -> &C::With<Self::Elem>;
}

#[diagnostic::do_not_recommend]
impl<C, D> SameKind<C> for D
where
    C: Container<With<D::Elem> = D>,
    D: Container,
{
    #[inline(always)]
    fn as_kind(&self) -> &D {
        self
    }
}

/// A container of the same kind: elementwise, in the common type.
impl<C, D, F> RhsOperand<C, F> for &D
where
    C: Container,
    D: SameKind<C>,
    C::Elem: FamilyType<D::Elem, C::Policy, F>,
{
    type Compute = <C::Elem as FamilyType<D::Elem, C::Policy, F>>::Out;

    #[inline]
    fn apply<X: Element>(
        self,
        lhs: &C,
        f: impl Fn(Self::Compute, Self::Compute) -> X,
    ) -> Result<C::With<X>, ShapeError> {
        lhs.try_zip_map::<D::Elem, _>(self.as_kind(), move |x, y| {
            f(CastFrom::cast_from(x), CastFrom::cast_from(y))
        })
    }

    #[inline]
    #[track_caller]
    fn apply_or_panic<X: Element>(
        self,
        lhs: &C,
        f: impl Fn(Self::Compute, Self::Compute) -> X,
    ) -> C::With<X> {
        lhs.zip_map::<D::Elem, _>(self.as_kind(), move |x, y| {
            f(CastFrom::cast_from(x), CastFrom::cast_from(y))
        })
    }

    #[inline]
    #[track_caller]
    fn apply_assign<X>(self, lhs: &mut C, f: impl Fn(Self::Compute, Self::Compute) -> X)
    where
        C::Elem: CastFrom<X>,
    {
        lhs.zip_assign::<D::Elem>(self.as_kind(), move |x, y| {
            CastFrom::cast_from(f(CastFrom::cast_from(x), CastFrom::cast_from(y)))
        })
    }

    #[inline]
    #[track_caller]
    fn apply_into<X, O>(
        self,
        lhs: &C,
        out: &mut C::With<O>,
        f: impl Fn(Self::Compute, Self::Compute) -> X,
    ) where
        O: Element + CastFrom<X>,
    {
        lhs.zip_into::<D::Elem, O>(self.as_kind(), out, move |x, y| {
            O::cast_from(f(CastFrom::cast_from(x), CastFrom::cast_from(y)))
        })
    }
}

/// Writes the impls for an operand that is one value, converted once before the loop: `$Rank`
/// is how it stands in the tables and `$value` turns the operand into that.
macro_rules! scalar_operand {
    ($([$($gen:tt)*] $Ty:ty => $Rank:ty, |$v:ident| $value:expr, [$($bound:tt)*] $P:ty;)*) => {$(
        impl<C, F, $($gen)*> RhsOperand<C, F> for $Ty
        where
            C: Container $($bound)*,
            C::Elem: FamilyType<$Rank, $P, F>,
            $Rank: Copy,
        {
            type Compute = <C::Elem as FamilyType<$Rank, $P, F>>::Out;

            #[inline]
            fn apply<X: Element>(
                self,
                lhs: &C,
                f: impl Fn(Self::Compute, Self::Compute) -> X,
            ) -> Result<C::With<X>, ShapeError> {
                Ok(self.apply_or_panic(lhs, f))
            }

            #[inline]
            fn apply_or_panic<X: Element>(
                self,
                lhs: &C,
                f: impl Fn(Self::Compute, Self::Compute) -> X,
            ) -> C::With<X> {
                let $v = self;
                let s: Self::Compute = CastFrom::cast_from($value);
                lhs.map(move |x| f(CastFrom::cast_from(x), s))
            }

            #[inline]
            fn apply_assign<X>(self, lhs: &mut C, f: impl Fn(Self::Compute, Self::Compute) -> X)
            where
                C::Elem: CastFrom<X>,
            {
                let $v = self;
                let s: Self::Compute = CastFrom::cast_from($value);
                lhs.map_assign(move |x| CastFrom::cast_from(f(CastFrom::cast_from(x), s)))
            }

            #[inline]
            #[track_caller]
            fn apply_into<X, O>(
                self,
                lhs: &C,
                out: &mut C::With<O>,
                f: impl Fn(Self::Compute, Self::Compute) -> X,
            ) where
                O: Element + CastFrom<X>,
            {
                let $v = self;
                let s: Self::Compute = CastFrom::cast_from($value);
                lhs.map_into(out, move |x| O::cast_from(f(CastFrom::cast_from(x), s)))
            }
        }
    )*};
}

scalar_operand! {
    [U: Element, P: Policy] Array0<U, P> => ZeroDim<U>, |a| ZeroDim(a.value), [<Policy = P>] P;
    [] WeakInt => WeakInt, |w| w, [] C::Policy;
    [] WeakFloat => WeakFloat, |w| w, [] C::Policy;
    [] WeakComplex => WeakComplex, |w| w, [] C::Policy;
    [] WeakBool => WeakBool, |w| w, [] C::Policy;
}
