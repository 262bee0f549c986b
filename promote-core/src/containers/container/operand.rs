//! [`RhsOperand`]: what may stand on the right of a container's operator or method (`a + b`,
//! `a.maximum(b)`): a container of the same kind, a 0-d array or a weak scalar.
//!
//! The operators and methods take the right operand as a type parameter in `Self` position of
//! this trait. So rustc finds the one operator impl of the left operand's kind before it knows
//! the right operand, and a pair the policy leaves undefined is reported by the family's trait,
//! with its message, instead of as "cannot add" with nothing more (E0369); and the compiler
//! learns the right operand's type from the argument before it looks for a promotion.

use super::closures::{converting, converting_back, map_with_scalar};
use super::{Container, FamilyType};
use crate::array::{Array0, ShapeError};
use crate::values::{
    in_weak_32, integer, may_refuse, ordered_pair, prepare_scalar, refusal, refusing_family, same,
    scalar_refusal, weak_32, weak_operands, zero_dim_truth, Scalar, ValueError,
};
use crate::vocabulary::weak::{WeakBool, WeakComplex, WeakFloat, WeakInt};
use crate::{CastFrom, Element, Policy, ZeroDim};
use family::Family;

/// Markers of the operation families, one per entry of the family list (named as its
/// [`Op`](crate::Op) variant), for [`RhsOperand`], [`FamilyType`], the ndarray extension and code
/// generic over families.
pub mod family {
    use super::Container;
    use crate::array::ShapeError;
    use crate::{CastFrom, Element};

    macro_rules! markers {
        (family_rows { $({ $shape:ident $name:ident $docs:tt $Public:ident $Assoc:ident $Alias:ident $Op:ident $($more:tt)* })* }) => {$(
            #[doc = concat!("The `", stringify!($name), "` family, by [`", stringify!($Public), "`](crate::", stringify!($Public), ").")]
            #[derive(Clone, Copy, Debug, Default)]
            pub struct $Op;

            impl Family for $Op {
                const OP: crate::Op = crate::Op::$Op;
                elementwise!($Op);
            }

            // The list below is `values_first`'s, exactly.
            const _: () = assert!(<$Op as Family>::VALUES_FIRST == super::values_first(crate::Op::$Op));
        )*};
    }

    /// How a family's operation between two containers reaches its loop: straight, or, for the
    /// families whose values some policy looks at ([`values_first`](super::values_first)),
    /// through a constant test of the policy and the types first. Chosen per family by its impl,
    /// not by a constant test in one generic body: rustc walks every function a body names, in a
    /// branch that a constant rules out too, so `a + b` would pay for the value checks of `a ** b`
    /// in every build.
    macro_rules! elementwise {
        (Power) => { elementwise!(@methods true [Self,] zip_values_first zip_values_first_or_panic); };
        (FloorDivide) => { elementwise!(@methods true [Self,] zip_values_first zip_values_first_or_panic); };
        (Remainder) => { elementwise!(@methods true [Self,] zip_values_first zip_values_first_or_panic); };
        (Eq) => { elementwise!(@methods true [Self,] zip_values_first zip_values_first_or_panic); };
        (Lt) => { elementwise!(@methods true [Self,] zip_values_first zip_values_first_or_panic); };
        ($Op:ident) => { elementwise!(@methods false [] zip_straight zip_straight_or_panic); };
        (@methods $first:literal [$($F:tt)*] $zip:ident $or_panic:ident) => {
            const VALUES_FIRST: bool = $first;

            #[inline(always)]
            fn zip<C, U, O, X>(
                lhs: &C,
                rhs: &C::With<U>,
                f: impl Fn(O, O) -> X,
            ) -> Result<C::With<X>, ShapeError>
            where
                C: Container,
                U: Element,
                O: Element + CastFrom<C::Elem> + CastFrom<U>,
                X: Element,
            {
                super::$zip::<$($F)* C, U, O, X>(lhs, rhs, f)
            }

            #[inline(always)]
            #[track_caller]
            fn zip_or_panic<C, U, O, X>(lhs: &C, rhs: &C::With<U>, f: impl Fn(O, O) -> X) -> C::With<X>
            where
                C: Container,
                U: Element,
                O: Element + CastFrom<C::Elem> + CastFrom<U>,
                X: Element,
            {
                super::$or_panic::<$($F)* C, U, O, X>(lhs, rhs, f)
            }
        };
    }

    /// A family marker: the family it stands for at run time.
    pub trait Family: Copy + Default + 'static {
        /// The family's [`Op`](crate::Op).
        const OP: crate::Op;

        /// Whether the family's operations look at the values first (an integer power, division
        /// or remainder, a comparison).
        #[doc(hidden)]
        const VALUES_FIRST: bool;

        /// `lhs` and `rhs` elementwise by `f`, both converted into `O`; an error if the shapes
        /// do not combine, or where the policy's library raises for the values.
        #[doc(hidden)]
        fn zip<C, U, O, X>(
            lhs: &C,
            rhs: &C::With<U>,
            f: impl Fn(O, O) -> X,
        ) -> Result<C::With<X>, ShapeError>
        where
            C: Container,
            U: Element,
            O: Element + CastFrom<C::Elem> + CastFrom<U>,
            X: Element;

        /// [`zip`](Self::zip), panicking where it gives an error.
        #[doc(hidden)]
        fn zip_or_panic<C, U, O, X>(lhs: &C, rhs: &C::With<U>, f: impl Fn(O, O) -> X) -> C::With<X>
        where
            C: Container,
            U: Element,
            O: Element + CastFrom<C::Elem> + CastFrom<U>,
            X: Element;
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

/// Whether a dtype is an integer's (a Python int's too).
const fn int(d: crate::DType) -> bool {
    matches!(d.kind(), crate::Kind::Signed | crate::Kind::Unsigned)
}

/// Whether the family `op` looks at the values under some policy and types: a power, a division
/// or a remainder that may refuse (see [`refusing_family`]), or a comparison that may compare
/// integers exactly. For every other family [`values_matter`] is `false`.
pub(crate) const fn values_first(op: crate::Op) -> bool {
    refusing_family(op) || comparison(op)
}

/// Whether `op` is a comparison.
const fn comparison(op: crate::Op) -> bool {
    matches!(op, crate::Op::Eq | crate::Op::Lt)
}

/// Two containers elementwise by `f` in `O`, straight to the loop: a family whose values no
/// policy looks at.
#[inline(always)]
fn zip_straight<C, U, O, X>(
    lhs: &C,
    rhs: &C::With<U>,
    f: impl Fn(O, O) -> X,
) -> Result<C::With<X>, ShapeError>
where
    C: Container,
    U: Element,
    O: Element + CastFrom<C::Elem> + CastFrom<U>,
    X: Element,
{
    lhs.try_zip_map::<U, _>(rhs, converting(f))
}

/// [`zip_straight`], panicking if the shapes do not combine: the result is built in the return
/// slot, with no `Result` around it.
#[inline(always)]
#[track_caller]
fn zip_straight_or_panic<C, U, O, X>(lhs: &C, rhs: &C::With<U>, f: impl Fn(O, O) -> X) -> C::With<X>
where
    C: Container,
    U: Element,
    O: Element + CastFrom<C::Elem> + CastFrom<U>,
    X: Element,
{
    lhs.zip_map::<U, _>(rhs, converting(f))
}

/// Two containers elementwise by `f` in `O`, by the policy's values where they matter for
/// these types ([`values_matter`], a constant), else straight to the loop.
#[inline(always)]
fn zip_values_first<F, C, U, O, X>(
    lhs: &C,
    rhs: &C::With<U>,
    f: impl Fn(O, O) -> X,
) -> Result<C::With<X>, ShapeError>
where
    F: Family,
    C: Container,
    U: Element,
    O: Element + CastFrom<C::Elem> + CastFrom<U>,
    X: Element,
{
    if const { values_matter::<C::Policy, C::Elem, U, O>(F::OP) } {
        return by_values(lhs, rhs, F::OP, f);
    }
    zip_straight(lhs, rhs, f)
}

/// [`zip_values_first`], panicking with the library's message where it gives an error.
#[inline(always)]
#[track_caller]
fn zip_values_first_or_panic<F, C, U, O, X>(
    lhs: &C,
    rhs: &C::With<U>,
    f: impl Fn(O, O) -> X,
) -> C::With<X>
where
    F: Family,
    C: Container,
    U: Element,
    O: Element + CastFrom<C::Elem> + CastFrom<U>,
    X: Element,
{
    if const { values_matter::<C::Policy, C::Elem, U, O>(F::OP) } {
        return match by_values(lhs, rhs, F::OP, f) {
            Ok(out) => out,
            Err(e) => match e.value_error() {
                Some(&v) => refused(v),
                None => panic!("{e}"),
            },
        };
    }
    zip_straight_or_panic(lhs, rhs, f)
}

/// Whether the policy's [`Values`](crate::values::Values) may answer otherwise than the kernel
/// in `O` for the family `op` between elements of `L` and `R`: an integer power (NumPy refuses a
/// negative exponent), or integers compared in a float (NumPy 2 compares them exactly). A constant
/// per instance, so that every other instance compiles to the kernel alone.
const fn values_matter<P: Policy, L: Element, R: Element, O: Element>(op: crate::Op) -> bool {
    let refuses = may_refuse(&P::VALUES, op, O::DTYPE);
    let compare = comparison(op)
        && P::VALUES.exact_integer_comparisons
        && matches!(O::DTYPE.kind(), crate::Kind::Float)
        && int(L::DTYPE)
        && int(R::DTYPE);
    values_first(op) && (refuses || compare)
}

/// Two containers' elements by the policy's [`Values`](crate::values::Values) where they differ
/// from the kernel's (see [`values_matter`]): NumPy's error for a negative integer exponent, or
/// the integers compared exactly.
#[inline(never)]
fn by_values<C, U, O, X>(
    lhs: &C,
    rhs: &C::With<U>,
    op: crate::Op,
    f: impl Fn(O, O) -> X,
) -> Result<C::With<X>, ShapeError>
where
    C: Container,
    U: Element,
    O: Element + CastFrom<C::Elem> + CastFrom<U>,
    X: Element,
{
    let values = &<C::Policy as Policy>::VALUES;
    if may_refuse(values, op, O::DTYPE) {
        if let Some(e) = rhs
            .as_slice()
            .iter()
            .find_map(|&y| refusal(values, op, O::cast_from(y)))
        {
            return Err(e.into());
        }
        return lhs.try_zip_map::<U, _>(rhs, move |x, y| f(O::cast_from(x), O::cast_from(y)));
    }
    let Some((lo, hi)) = ordered_pair::<C::Elem, O>() else {
        return lhs.try_zip_map::<U, _>(rhs, move |x, y| f(O::cast_from(x), O::cast_from(y)));
    };
    let (less, equal, greater) = (f(lo, hi), f(lo, lo), f(hi, lo));
    lhs.try_zip_map::<U, _>(rhs, move |x, y| match (integer(x), integer(y)) {
        (Some(a), Some(b)) => match a.cmp(&b) {
            core::cmp::Ordering::Less => less,
            core::cmp::Ordering::Equal => equal,
            core::cmp::Ordering::Greater => greater,
        },
        _ => f(O::cast_from(x), O::cast_from(y)),
    })
}

/// A container of the same kind: elementwise, in the common type.
impl<C, D, F> RhsOperand<C, F> for &D
where
    C: Container,
    D: SameKind<C>,
    F: Family,
    C::Elem: FamilyType<D::Elem, C::Policy, F>,
{
    type Compute = <C::Elem as FamilyType<D::Elem, C::Policy, F>>::Out;

    #[inline]
    fn apply<X: Element>(
        self,
        lhs: &C,
        f: impl Fn(Self::Compute, Self::Compute) -> X,
    ) -> Result<C::With<X>, ShapeError> {
        F::zip::<C, D::Elem, Self::Compute, X>(lhs, self.as_kind(), f)
    }

    /// # Panics
    /// If the shapes do not combine, or where the policy's library raises for the values
    /// (NumPy: an integer to a negative integer power), with its message.
    #[inline]
    #[track_caller]
    fn apply_or_panic<X: Element>(
        self,
        lhs: &C,
        f: impl Fn(Self::Compute, Self::Compute) -> X,
    ) -> C::With<X> {
        F::zip_or_panic::<C, D::Elem, Self::Compute, X>(lhs, self.as_kind(), f)
    }

    #[inline]
    #[track_caller]
    fn apply_assign<X>(self, lhs: &mut C, f: impl Fn(Self::Compute, Self::Compute) -> X)
    where
        C::Elem: CastFrom<X>,
    {
        lhs.zip_assign::<D::Elem>(self.as_kind(), converting_back(f))
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
        if const { values_matter::<C::Policy, C::Elem, D::Elem, Self::Compute>(F::OP) } {
            let values = &<C::Policy as Policy>::VALUES;
            let rhs = self.as_kind();
            if may_refuse(values, F::OP, <Self::Compute as Element>::DTYPE) {
                let cast = |y| Self::Compute::cast_from(y);
                if let Some(e) = rhs
                    .as_slice()
                    .iter()
                    .find_map(|&y| refusal(values, F::OP, cast(y)))
                {
                    refused(e);
                }
            } else if let Some((lo, hi)) = ordered_pair::<C::Elem, Self::Compute>() {
                return lhs.zip_into::<D::Elem, O>(rhs, out, move |x, y| {
                    O::cast_from(match (integer(x), integer(y)) {
                        (Some(a), Some(b)) => match a.cmp(&b) {
                            core::cmp::Ordering::Less => f(lo, hi),
                            core::cmp::Ordering::Equal => f(lo, lo),
                            core::cmp::Ordering::Greater => f(hi, lo),
                        },
                        _ => f(CastFrom::cast_from(x), CastFrom::cast_from(y)),
                    })
                });
            }
        }
        lhs.zip_into::<D::Elem, O>(self.as_kind(), out, move |x, y| {
            O::cast_from(f(CastFrom::cast_from(x), CastFrom::cast_from(y)))
        })
    }
}

/// `lhs` elementwise with the scalar `s` (on the right, or on the left if `scalar_left`), in `O`
/// by `f`, under the policy's [`Values`](crate::values::Values): a Python int outside `O` is an
/// error where the library raises, or a comparison decided for every element at once.
#[inline]
pub(crate) fn with_python_int<C, S, O, X>(
    lhs: &C,
    s: S,
    op: crate::Op,
    scalar_left: bool,
    f: impl Fn(O, O) -> X,
) -> Result<C::With<X>, ValueError>
where
    C: Container,
    S: Element,
    O: Element + CastFrom<S> + CastFrom<C::Elem>,
    X: Element,
{
    if scalar_left {
        refuse_divisors::<C, O>(lhs, op)?;
    }
    match prepare_scalar::<S, O>(
        &<C::Policy as Policy>::VALUES,
        op,
        <C::Elem as Element>::DTYPE,
        scalar_left,
        s,
    )? {
        Scalar::Value(s) => Ok(map_with_scalar(lhs, f, s, scalar_left)),
        Scalar::Ordered(side) => Ok(constant_map(
            lhs,
            decided::<S, O, X>(side, scalar_left, in_weak_32::<C::Policy, _, _>(f)),
        )),
    }
}

/// The value of a comparison whose order is known: `f` on stand-ins of `O` in that order (`side`
/// is the array's element against the scalar).
#[inline(never)]
pub(super) fn decided<S: Element, O: Element + CastFrom<S>, X>(
    side: core::cmp::Ordering,
    scalar_left: bool,
    f: impl Fn(O, O) -> X,
) -> X {
    let (lo, hi) = ordered_pair::<S, O>().expect("a Python int has ordered stand-ins");
    let (a, b) = match side {
        core::cmp::Ordering::Less => (lo, hi),
        core::cmp::Ordering::Equal => (lo, lo),
        core::cmp::Ordering::Greater => (hi, lo),
    };
    if scalar_left {
        f(b, a)
    } else {
        f(a, b)
    }
}

/// `x` for every element of `lhs`.
#[inline(never)]
pub(super) fn constant_map<C: Container, X: Element>(lhs: &C, x: X) -> C::With<X> {
    lhs.map(move |_| x)
}

/// Writes the impls for an operand that is one value, converted once before the loop: `$Rank`
/// is how it stands in the tables and `$value` turns the operand into that.
macro_rules! scalar_operand {
    ($([$($gen:tt)*] $Ty:ty => $Rank:ty, |$v:ident| $value:expr, truth |$t:ident| $truth:expr, [$($bound:tt)*] $P:ty;)*) => {$(
        impl<C, F, $($gen)*> RhsOperand<C, F> for $Ty
        where
            C: Container $($bound)*,
            F: Family,
            C::Elem: FamilyType<$Rank, $P, F>,
            $Rank: Copy + 'static,
        {
            type Compute = <C::Elem as FamilyType<$Rank, $P, F>>::Out;

            #[inline]
            fn apply<X: Element>(
                self,
                lhs: &C,
                f: impl Fn(Self::Compute, Self::Compute) -> X,
            ) -> Result<C::With<X>, ShapeError> {
                let $t = &self;
                let truth: Option<bool> = $truth;
                let $v = self;
                let given = $value;
                let s: Self::Compute = read_as(truth, CastFrom::cast_from(given));
                if let Some(e) = scalar_refusal(&<$P as Policy>::VALUES, F::OP, given, s) {
                    return Err(e.into());
                }
                Ok(map_with_scalar(lhs, f, s, false))
            }

            /// # Panics
            /// Where the policy's library raises for the scalar (PyTorch: a zero integer
            /// divisor), with its message.
            #[inline]
            #[track_caller]
            fn apply_or_panic<X: Element>(
                self,
                lhs: &C,
                f: impl Fn(Self::Compute, Self::Compute) -> X,
            ) -> C::With<X> {
                let $t = &self;
                let truth: Option<bool> = $truth;
                let $v = self;
                let given = $value;
                let s: Self::Compute = read_as(truth, CastFrom::cast_from(given));
                if let Some(e) = scalar_refusal(&<$P as Policy>::VALUES, F::OP, given, s) {
                    refused(e);
                }
                map_with_scalar(lhs, f, s, false)
            }

            /// # Panics
            /// Where the policy's library raises for the scalar, as the operator does.
            #[inline]
            #[track_caller]
            fn apply_assign<X>(self, lhs: &mut C, f: impl Fn(Self::Compute, Self::Compute) -> X)
            where
                C::Elem: CastFrom<X>,
            {
                // No weak result is stored in place (JAX, whose weak results compute in 32 bits
                // under `JaxX32`, has no in-place update).
                let $t = &self;
                let truth: Option<bool> = $truth;
                let $v = self;
                let given = $value;
                let s: Self::Compute = read_as(truth, CastFrom::cast_from(given));
                if let Some(e) = scalar_refusal(&<$P as Policy>::VALUES, F::OP, given, s) {
                    refused(e);
                }
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
                let f = weak_operands::<$P, _, _>(f);
                let $t = &self;
                let truth: Option<bool> = $truth;
                let $v = self;
                let given = $value;
                let s: Self::Compute = read_as(truth, CastFrom::cast_from(given));
                if let Some(e) = scalar_refusal(&<$P as Policy>::VALUES, F::OP, given, s) {
                    refused(e);
                }
                lhs.map_into(out, move |x| weak_32::<$P, O>(O::cast_from(f(CastFrom::cast_from(x), s))))
            }
        }
    )*};
}

scalar_operand! {
    [U: Element, P: Policy] Array0<U, P> => ZeroDim<U>, |a| ZeroDim(a.value),
        truth |z| zero_dim_truth(&P::VALUES, F::OP, || common::<P>(<C::Elem as Element>::DTYPE, U::DTYPE), z.value),
        [<Policy = P>] P;
    [] WeakFloat => WeakFloat, |w| w, truth |_w| None, [] C::Policy;
    [] WeakComplex => WeakComplex, |w| w, truth |_w| None, [] C::Policy;
    [] WeakBool => WeakBool, |w| w, truth |_w| None, [] C::Policy;
}

/// The dtype an array of `array` and a 0-d array of `zero_dim` promote to under `P`.
#[inline(always)]
fn common<P: Policy>(array: crate::DType, zero_dim: crate::DType) -> Option<crate::DType> {
    use crate::{ArrayKind, Op};
    P::binary_result(
        Op::Add,
        ArrayKind::Array,
        array,
        ArrayKind::Array0,
        zero_dim,
    )
}

/// A scalar operand in the compute type: `s`, or the truth value the library reads it as
/// ([`zero_dim_truth`]) where the compute type is `bool`.
#[inline(always)]
fn read_as<O: Element>(truth: Option<bool>, s: O) -> O {
    truth.and_then(same::<bool, O>).unwrap_or(s)
}

/// A Python int: converted once before the loop, under the policy's
/// [`Values`](crate::values::Values) (NumPy refuses one outside the compute type in arithmetic and
/// compares it exactly).
impl<C, F> RhsOperand<C, F> for WeakInt
where
    C: Container,
    F: Family,
    C::Elem: FamilyType<WeakInt, C::Policy, F>,
{
    type Compute = <C::Elem as FamilyType<WeakInt, C::Policy, F>>::Out;

    #[inline]
    fn apply<X: Element>(
        self,
        lhs: &C,
        f: impl Fn(Self::Compute, Self::Compute) -> X,
    ) -> Result<C::With<X>, ShapeError> {
        Ok(with_python_int(lhs, self, F::OP, false, f)?)
    }

    /// # Panics
    /// Where the policy's library raises for the Python int (NumPy: out of the compute type's
    /// bounds), with its message.
    #[inline]
    #[track_caller]
    fn apply_or_panic<X: Element>(
        self,
        lhs: &C,
        f: impl Fn(Self::Compute, Self::Compute) -> X,
    ) -> C::With<X> {
        // The result is built in the return slot, not moved out of a `Result`: 5 ns a call at
        // 16 elements (BENCHMARKS.md).
        match prepare_scalar::<WeakInt, Self::Compute>(
            &<C::Policy as Policy>::VALUES,
            F::OP,
            <C::Elem as Element>::DTYPE,
            false,
            self,
        ) {
            Ok(Scalar::Value(s)) => map_with_scalar(lhs, f, s, false),
            Ok(Scalar::Ordered(side)) => constant_map(
                lhs,
                decided::<WeakInt, _, X>(side, false, in_weak_32::<C::Policy, _, _>(f)),
            ),
            Err(e) => refused(e),
        }
    }

    #[inline]
    #[track_caller]
    fn apply_assign<X>(self, lhs: &mut C, f: impl Fn(Self::Compute, Self::Compute) -> X)
    where
        C::Elem: CastFrom<X>,
    {
        match prepare_scalar::<WeakInt, Self::Compute>(
            &<C::Policy as Policy>::VALUES,
            F::OP,
            <C::Elem as Element>::DTYPE,
            false,
            self,
        ) {
            Ok(Scalar::Value(s)) => {
                lhs.map_assign(move |x| CastFrom::cast_from(f(CastFrom::cast_from(x), s)))
            }
            Ok(Scalar::Ordered(side)) => {
                let c: C::Elem =
                    CastFrom::cast_from(decided::<WeakInt, Self::Compute, X>(side, false, f));
                lhs.map_assign(move |_| c)
            }
            Err(e) => refused(e),
        }
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
        let f = weak_operands::<C::Policy, _, _>(f);
        match prepare_scalar::<WeakInt, Self::Compute>(
            &<C::Policy as Policy>::VALUES,
            F::OP,
            <C::Elem as Element>::DTYPE,
            false,
            self,
        ) {
            Ok(Scalar::Value(s)) => lhs.map_into(out, move |x| {
                weak_32::<C::Policy, O>(O::cast_from(f(CastFrom::cast_from(x), s)))
            }),
            Ok(Scalar::Ordered(side)) => {
                let c = O::cast_from(decided::<WeakInt, Self::Compute, X>(side, false, f));
                lhs.map_into(out, move |_| c)
            }
            Err(e) => refused(e),
        }
    }
}

/// The library's error for an array on the right of a scalar (its divisors, its exponents), if
/// it raises for one of its elements in the compute type `O`.
#[inline]
pub(crate) fn refuse_divisors<C, O>(rhs: &C, op: crate::Op) -> Result<(), ValueError>
where
    C: Container,
    O: Element + CastFrom<C::Elem>,
{
    let values = &<C::Policy as Policy>::VALUES;
    if may_refuse(values, op, O::DTYPE) {
        if let Some(e) = rhs
            .as_slice()
            .iter()
            .find_map(|&y| refusal(values, op, O::cast_from(y)))
        {
            return Err(e);
        }
    }
    Ok(())
}

/// Panics with the library's refusal, out of line: an operator has no error channel.
#[cold]
#[inline(never)]
#[track_caller]
pub(crate) fn refused(e: ValueError) -> ! {
    panic!("{e}")
}
