//! Promoting operators on [`Array`] and [`Array0`]: a few generic impls per operator, bounded by
//! the family's type operator, never one impl per pair of element types (which would multiply the
//! compiler's work by the size of the table).

use core::marker::PhantomData;
use core::ops::{
    Add, AddAssign, BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Div, DivAssign,
    Mul, MulAssign, Sub, SubAssign,
};

use alloc::vec::Vec;

use super::operand::{family, RhsOperand};
use super::shape::Shape;
use super::{Array, Array0, ShapeError};
use crate::weak::{WeakBool, WeakComplex, WeakFloat, WeakInt};
use crate::{
    CanCast, CastFrom, Element, ElementArith, ElementBitwise, ElementDiv, ElementSub, Policy,
    Promote, PromoteBitwise, PromoteDiv, ZeroDim,
};

// How an op is laid out, for speed at every size:
//
// - The loop lives in a kernel of its own (`zip_kernel`, `map_kernel`, `map_lhs_kernel`) that takes
//   the operands as slices. Slice arguments are `noalias`, so LLVM vectorizes the loop without the
//   run-time overlap check between the fresh output and the inputs that it needs when the input
//   pointers are loaded from an `&Array` (and it knows their lengths' bounds, so no capacity
//   overflow check either). The kernel builds the result `Array` in its return slot: no `Result`
//   around it, no temporary to move out of (a wide reload of narrow stores stalls some cores).
// - The shape check comes first, and only the common case is inline: two one-axis operands of
//   equal length. Any other pair of shapes is compared out of line, and a mismatch panics from a
//   cold function, so neither the comparison of heap shapes nor the error's formatting weighs on
//   the fast path.

impl<X, P> Array<X, P> {
    /// `data` in an array of a copy of `shape`, built in place: one arm per kind of shape, so that
    /// an inline shape is copied word by word straight into the result.
    #[inline]
    fn with_shape_of(data: Vec<X>, shape: &Shape) -> Self {
        match shape {
            Shape::Inline { ndim, dims } => Array {
                data,
                shape: Shape::Inline {
                    ndim: *ndim,
                    dims: *dims,
                },
                policy: PhantomData,
            },
            Shape::Heap(_) => Array {
                data,
                shape: shape.clone(),
                policy: PhantomData,
            },
        }
    }
}

/// Panics with both shapes. Out of line and cold, so the op's fast path carries neither the
/// error's construction nor its formatting.
#[cold]
#[inline(never)]
#[track_caller]
pub(super) fn shape_mismatch(lhs: &[usize], rhs: &[usize]) -> ! {
    panic!("{}", ShapeError::mismatch(lhs, rhs))
}

/// Whether two arrays certainly have the same shape, by the inline test: both one-dimensional and
/// equally long. `false` says nothing: compare the shapes.
#[inline]
fn same_one_axis<L, R, P>(lhs: &Array<L, P>, rhs: &Array<R, P>) -> bool {
    lhs.shape.is_one() & rhs.shape.is_one() & (lhs.data.len() == rhs.data.len())
}

/// The loop of a binary op: convert each pair of two equally long slices into the common type
/// `O`, combine them, and wrap the result in an array of `shape`.
#[inline(never)]
fn zip_kernel<L, R, O, X, P>(
    lhs: &[L],
    rhs: &[R],
    shape: &Shape,
    f: impl Fn(O, O) -> X,
) -> Array<X, P>
where
    L: Copy,
    R: Copy,
    O: CastFrom<L> + CastFrom<R>,
{
    Array::with_shape_of(
        lhs.iter()
            .zip(rhs)
            .map(|(&x, &y)| f(O::cast_from(x), O::cast_from(y)))
            .collect(),
        shape,
    )
}

/// [`zip_with`] for the operators, which panic on a shape mismatch: the common case inline, a
/// tail call to the kernel; anything else through [`zip_checked`].
#[inline]
#[track_caller]
pub(super) fn zip_or_panic<L, R, O, X, P>(
    lhs: &Array<L, P>,
    rhs: &Array<R, P>,
    f: impl Fn(O, O) -> X,
) -> Array<X, P>
where
    L: Copy,
    R: Copy,
    O: CastFrom<L> + CastFrom<R>,
{
    if same_one_axis(lhs, rhs) {
        zip_kernel(&lhs.data, &rhs.data, &lhs.shape, f)
    } else {
        zip_checked(lhs, rhs, f)
    }
}

/// The shapes compared in full (out of line), then the kernel.
#[inline(never)]
#[track_caller]
fn zip_checked<L, R, O, X, P>(
    lhs: &Array<L, P>,
    rhs: &Array<R, P>,
    f: impl Fn(O, O) -> X,
) -> Array<X, P>
where
    L: Copy,
    R: Copy,
    O: CastFrom<L> + CastFrom<R>,
{
    if lhs.shape != rhs.shape {
        shape_mismatch(&lhs.shape, &rhs.shape);
    }
    zip_kernel(&lhs.data, &rhs.data, &lhs.shape, f)
}

/// One pass over both arrays: convert each pair into the common type `O`, then combine; an error
/// if the shapes differ.
#[inline]
pub(super) fn zip_with<L, R, O, X, P>(
    lhs: &Array<L, P>,
    rhs: &Array<R, P>,
    f: impl Fn(O, O) -> X,
) -> Result<Array<X, P>, ShapeError>
where
    L: Copy,
    R: Copy,
    O: CastFrom<L> + CastFrom<R>,
{
    if !same_one_axis(lhs, rhs) && lhs.shape != rhs.shape {
        return Err(ShapeError::mismatch(&lhs.shape, &rhs.shape));
    }
    Ok(zip_kernel(&lhs.data, &rhs.data, &lhs.shape, f))
}

/// The loop of an op with a scalar on the right, converted once before the loop.
#[inline(never)]
fn map_kernel<L, O, X, P>(lhs: &[L], scalar: O, shape: &Shape, f: impl Fn(O, O) -> X) -> Array<X, P>
where
    L: Copy,
    O: CastFrom<L> + Copy,
{
    Array::with_shape_of(
        lhs.iter().map(|&x| f(O::cast_from(x), scalar)).collect(),
        shape,
    )
}

/// The loop of an op with a scalar on the left.
#[inline(never)]
fn map_lhs_kernel<R, O, X, P>(
    scalar: O,
    rhs: &[R],
    shape: &Shape,
    f: impl Fn(O, O) -> X,
) -> Array<X, P>
where
    R: Copy,
    O: CastFrom<R> + Copy,
{
    Array::with_shape_of(
        rhs.iter().map(|&y| f(scalar, O::cast_from(y))).collect(),
        shape,
    )
}

/// An array with a scalar operand (weak or 0-d), converted once before the loop.
#[inline]
pub(super) fn map_with<L, O, X, P>(
    lhs: &Array<L, P>,
    scalar: O,
    f: impl Fn(O, O) -> X,
) -> Array<X, P>
where
    L: Copy,
    O: CastFrom<L> + Copy,
{
    map_kernel(&lhs.data, scalar, &lhs.shape, f)
}

/// A scalar operand on the left of an array.
#[inline]
pub(super) fn map_with_lhs<R, O, X, P>(
    scalar: O,
    rhs: &Array<R, P>,
    f: impl Fn(O, O) -> X,
) -> Array<X, P>
where
    R: Copy,
    O: CastFrom<R> + Copy,
{
    map_lhs_kernel(scalar, &rhs.data, &rhs.shape, f)
}

/// Panics unless `out` has the shape of `lhs`: an output buffer is written in place, never grown.
#[inline]
#[track_caller]
pub(super) fn check_out<L, O, P>(lhs: &Array<L, P>, out: &Array<O, P>) {
    if !(same_one_axis(lhs, out) || lhs.shape == out.shape) {
        out_mismatch(&lhs.shape, &out.shape);
    }
}

/// Panics with the result's and the buffer's shapes, out of line.
#[cold]
#[inline(never)]
#[track_caller]
fn out_mismatch(result: &[usize], out: &[usize]) -> ! {
    panic!("output buffer has shape {out:?}, the result has shape {result:?}")
}

/// Panics unless two arrays have the same shape.
#[inline]
#[track_caller]
pub(super) fn check_same<L, R, P>(lhs: &Array<L, P>, rhs: &Array<R, P>) {
    if !(same_one_axis(lhs, rhs) || lhs.shape == rhs.shape) {
        shape_mismatch(&lhs.shape, &rhs.shape);
    }
}

/// The loop of an in-place op: each left element combined with the matching right one in the
/// common type `C`, and the result cast back into the left type. The slices are equally long.
#[inline(never)]
pub(super) fn zip_assign_kernel<L, R, C, X>(lhs: &mut [L], rhs: &[R], f: impl Fn(C, C) -> X)
where
    L: Copy + CastFrom<X>,
    R: Copy,
    C: CastFrom<L> + CastFrom<R>,
{
    for (x, &y) in lhs.iter_mut().zip(rhs) {
        *x = L::cast_from(f(C::cast_from(*x), C::cast_from(y)));
    }
}

/// The loop of an in-place op with a scalar operand, converted once before the loop.
#[inline(never)]
pub(super) fn map_assign_kernel<L, C, X>(lhs: &mut [L], scalar: C, f: impl Fn(C, C) -> X)
where
    L: Copy + CastFrom<X>,
    C: CastFrom<L> + Copy,
{
    for x in lhs.iter_mut() {
        *x = L::cast_from(f(C::cast_from(*x), scalar));
    }
}

/// The loop of a binary op into an output buffer: the three slices are equally long.
#[inline(never)]
pub(super) fn zip_into_kernel<L, R, C, X, O>(
    lhs: &[L],
    rhs: &[R],
    out: &mut [O],
    f: impl Fn(C, C) -> X,
) where
    L: Copy,
    R: Copy,
    C: CastFrom<L> + CastFrom<R>,
    O: CastFrom<X>,
{
    for ((o, &x), &y) in out.iter_mut().zip(lhs).zip(rhs) {
        *o = O::cast_from(f(C::cast_from(x), C::cast_from(y)));
    }
}

/// The loop of an op with a scalar operand into an output buffer.
#[inline(never)]
pub(super) fn map_into_kernel<L, C, X, O>(
    lhs: &[L],
    scalar: C,
    out: &mut [O],
    f: impl Fn(C, C) -> X,
) where
    L: Copy,
    C: CastFrom<L> + Copy,
    O: CastFrom<X>,
{
    for (o, &x) in out.iter_mut().zip(lhs) {
        *o = O::cast_from(f(C::cast_from(x), scalar));
    }
}

/// The loop of a unary op into an output buffer: the slices are equally long.
#[inline(never)]
pub(super) fn unary_into_kernel<T, X, O>(src: &[T], out: &mut [O], f: impl Fn(T) -> X)
where
    T: Copy,
    O: CastFrom<X>,
{
    for (o, &x) in out.iter_mut().zip(src) {
        *o = O::cast_from(f(x));
    }
}

/// Writes the impls of one operator for every combination of operand kinds. `$Family<Rhs, P>`
/// gives the result's type through `$Assoc`, and `$Elem::$elem` computes one element.
macro_rules! binary_op {
    ($Op:ident, $op:ident, $Family:ident::$Assoc:ident, $Elem:ident, $elem:ident) => {
        impl<T, U, P> $Op<&Array<U, P>> for &Array<T, P>
        where
            T: $Family<U, P> + Element,
            U: Element,
            P: Policy,
            <T as $Family<U, P>>::$Assoc: $Elem,
        {
            type Output = Array<<T as $Family<U, P>>::$Assoc, P>;
            #[inline]
            #[track_caller]
            fn $op(self, rhs: &Array<U, P>) -> Self::Output {
                zip_or_panic(self, rhs, $Elem::$elem)
            }
        }

        impl<T, U, P> $Op<Array<U, P>> for Array<T, P>
        where
            T: $Family<U, P> + Element,
            U: Element,
            P: Policy,
            <T as $Family<U, P>>::$Assoc: $Elem,
        {
            type Output = Array<<T as $Family<U, P>>::$Assoc, P>;
            #[inline]
            #[track_caller]
            fn $op(self, rhs: Array<U, P>) -> Self::Output {
                $Op::$op(&self, &rhs)
            }
        }

        impl<T, U, P> $Op<&Array<U, P>> for Array<T, P>
        where
            T: $Family<U, P> + Element,
            U: Element,
            P: Policy,
            <T as $Family<U, P>>::$Assoc: $Elem,
        {
            type Output = Array<<T as $Family<U, P>>::$Assoc, P>;
            #[inline]
            #[track_caller]
            fn $op(self, rhs: &Array<U, P>) -> Self::Output {
                $Op::$op(&self, rhs)
            }
        }

        impl<T, U, P> $Op<Array<U, P>> for &Array<T, P>
        where
            T: $Family<U, P> + Element,
            U: Element,
            P: Policy,
            <T as $Family<U, P>>::$Assoc: $Elem,
        {
            type Output = Array<<T as $Family<U, P>>::$Assoc, P>;
            #[inline]
            #[track_caller]
            fn $op(self, rhs: Array<U, P>) -> Self::Output {
                $Op::$op(self, &rhs)
            }
        }

        // A 0-d array: ranked as the policy says, through `ZeroDim<T>`.
        impl<T, U, P> $Op<Array0<U, P>> for &Array<T, P>
        where
            T: $Family<ZeroDim<U>, P> + Element,
            U: Element,
            P: Policy,
            <T as $Family<ZeroDim<U>, P>>::$Assoc: $Elem,
        {
            type Output = Array<<T as $Family<ZeroDim<U>, P>>::$Assoc, P>;
            #[inline]
            fn $op(self, rhs: Array0<U, P>) -> Self::Output {
                map_with(self, CastFrom::cast_from(ZeroDim(rhs.value)), $Elem::$elem)
            }
        }

        impl<T, U, P> $Op<Array0<U, P>> for Array<T, P>
        where
            T: $Family<ZeroDim<U>, P> + Element,
            U: Element,
            P: Policy,
            <T as $Family<ZeroDim<U>, P>>::$Assoc: $Elem,
        {
            type Output = Array<<T as $Family<ZeroDim<U>, P>>::$Assoc, P>;
            #[inline]
            fn $op(self, rhs: Array0<U, P>) -> Self::Output {
                $Op::$op(&self, rhs)
            }
        }

        impl<T, U, P> $Op<&Array<U, P>> for Array0<T, P>
        where
            ZeroDim<T>: $Family<U, P>,
            T: Element,
            U: Element,
            P: Policy,
            <ZeroDim<T> as $Family<U, P>>::$Assoc: $Elem,
        {
            type Output = Array<<ZeroDim<T> as $Family<U, P>>::$Assoc, P>;
            #[inline]
            fn $op(self, rhs: &Array<U, P>) -> Self::Output {
                map_with_lhs(CastFrom::cast_from(ZeroDim(self.value)), rhs, $Elem::$elem)
            }
        }

        impl<T, U, P> $Op<Array<U, P>> for Array0<T, P>
        where
            ZeroDim<T>: $Family<U, P>,
            T: Element,
            U: Element,
            P: Policy,
            <ZeroDim<T> as $Family<U, P>>::$Assoc: $Elem,
        {
            type Output = Array<<ZeroDim<T> as $Family<U, P>>::$Assoc, P>;
            #[inline]
            fn $op(self, rhs: Array<U, P>) -> Self::Output {
                $Op::$op(self, &rhs)
            }
        }

        impl<T, U, P> $Op<Array0<U, P>> for Array0<T, P>
        where
            ZeroDim<T>: $Family<ZeroDim<U>, P>,
            T: Element,
            U: Element,
            P: Policy,
            <ZeroDim<T> as $Family<ZeroDim<U>, P>>::$Assoc: $Elem,
        {
            type Output = Array0<<ZeroDim<T> as $Family<ZeroDim<U>, P>>::$Assoc, P>;
            #[inline]
            fn $op(self, rhs: Array0<U, P>) -> Self::Output {
                let (l, r) = (CastFrom::cast_from(ZeroDim(self.value)), CastFrom::cast_from(ZeroDim(rhs.value)));
                Array0::new($Elem::$elem(l, r))
            }
        }

        binary_op!(@weak $Op, $op, $Family, $Assoc, $Elem, $elem; WeakInt, WeakFloat, WeakComplex, WeakBool);
    };
    (@weak $Op:ident, $op:ident, $Family:ident, $Assoc:ident, $Elem:ident, $elem:ident; $($W:ident),*) => {$(
        impl<T, P> $Op<$W> for &Array<T, P>
        where
            T: $Family<$W, P> + Element,
            P: Policy,
            <T as $Family<$W, P>>::$Assoc: $Elem,
        {
            type Output = Array<<T as $Family<$W, P>>::$Assoc, P>;
            #[inline]
            fn $op(self, rhs: $W) -> Self::Output {
                map_with(self, CastFrom::cast_from(rhs), $Elem::$elem)
            }
        }

        impl<T, P> $Op<$W> for Array<T, P>
        where
            T: $Family<$W, P> + Element,
            P: Policy,
            <T as $Family<$W, P>>::$Assoc: $Elem,
        {
            type Output = Array<<T as $Family<$W, P>>::$Assoc, P>;
            #[inline]
            fn $op(self, rhs: $W) -> Self::Output {
                $Op::$op(&self, rhs)
            }
        }

        impl<T, P> $Op<&Array<T, P>> for $W
        where
            $W: $Family<T, P>,
            T: Element,
            P: Policy,
            <$W as $Family<T, P>>::$Assoc: $Elem,
        {
            type Output = Array<<$W as $Family<T, P>>::$Assoc, P>;
            #[inline]
            fn $op(self, rhs: &Array<T, P>) -> Self::Output {
                map_with_lhs(CastFrom::cast_from(self), rhs, $Elem::$elem)
            }
        }

        impl<T, P> $Op<Array<T, P>> for $W
        where
            $W: $Family<T, P>,
            T: Element,
            P: Policy,
            <$W as $Family<T, P>>::$Assoc: $Elem,
        {
            type Output = Array<<$W as $Family<T, P>>::$Assoc, P>;
            #[inline]
            fn $op(self, rhs: Array<T, P>) -> Self::Output {
                $Op::$op(self, &rhs)
            }
        }

        impl<T, P> $Op<$W> for Array0<T, P>
        where
            ZeroDim<T>: $Family<$W, P>,
            T: Element,
            P: Policy,
            <ZeroDim<T> as $Family<$W, P>>::$Assoc: $Elem,
        {
            type Output = Array0<<ZeroDim<T> as $Family<$W, P>>::$Assoc, P>;
            #[inline]
            fn $op(self, rhs: $W) -> Self::Output {
                let (l, r) = (CastFrom::cast_from(ZeroDim(self.value)), CastFrom::cast_from(rhs));
                Array0::new($Elem::$elem(l, r))
            }
        }

        impl<T, P> $Op<Array0<T, P>> for $W
        where
            $W: $Family<ZeroDim<T>, P>,
            T: Element,
            P: Policy,
            <$W as $Family<ZeroDim<T>, P>>::$Assoc: $Elem,
        {
            type Output = Array0<<$W as $Family<ZeroDim<T>, P>>::$Assoc, P>;
            #[inline]
            fn $op(self, rhs: Array0<T, P>) -> Self::Output {
                let (l, r) = (CastFrom::cast_from(self), CastFrom::cast_from(ZeroDim(rhs.value)));
                Array0::new($Elem::$elem(l, r))
            }
        }
    )*};
}

binary_op!(Add, add, Promote::Output, ElementArith, add);
binary_op!(Sub, sub, Promote::Output, ElementSub, sub);
binary_op!(Mul, mul, Promote::Output, ElementArith, mul);
binary_op!(Div, div, PromoteDiv::Output, ElementDiv, div);
binary_op!(
    BitAnd,
    bitand,
    PromoteBitwise::Output,
    ElementBitwise,
    bitand
);
binary_op!(BitOr, bitor, PromoteBitwise::Output, ElementBitwise, bitor);
binary_op!(
    BitXor,
    bitxor,
    PromoteBitwise::Output,
    ElementBitwise,
    bitxor
);

/// Writes the in-place operator `$Assign` for every right operand of the family `$F`: it
/// compiles where the promoted result casts back into the left element type at the policy's
/// in-place level ([`Policy::InPlace`]).
macro_rules! assign_op {
    ($Assign:ident, $assign:ident, $F:ident, $Elem:ident, $elem:ident) => {
        /// In place: the promoted result, cast back into `T`. The right operand is an array (by
        /// reference), a 0-d array or a weak scalar; panics if two arrays' shapes differ.
        impl<T, R, P> $Assign<R> for Array<T, P>
        where
            T: Element + CastFrom<R::Compute>,
            P: Policy,
            R: RhsOperand<T, P, family::$F>,
            R::Compute: $Elem + CanCast<T, P, P::InPlace>,
        {
            #[inline]
            #[track_caller]
            fn $assign(&mut self, rhs: R) {
                rhs.apply_assign(self, $Elem::$elem)
            }
        }
    };
}

assign_op!(AddAssign, add_assign, Add, ElementArith, add);
assign_op!(SubAssign, sub_assign, Add, ElementSub, sub);
assign_op!(MulAssign, mul_assign, Add, ElementArith, mul);
assign_op!(DivAssign, div_assign, Div, ElementDiv, div);
assign_op!(BitAndAssign, bitand_assign, BitAnd, ElementBitwise, bitand);
assign_op!(BitOrAssign, bitor_assign, BitAnd, ElementBitwise, bitor);
assign_op!(BitXorAssign, bitxor_assign, BitAnd, ElementBitwise, bitxor);

#[cfg(test)]
mod tests {
    use alloc::vec;
    use alloc::vec::Vec;

    use crate::policies::{Jax, NumPy};
    use crate::{weak, Array, Array0};

    fn grid<T: crate::Element, P: crate::Policy>(shape: &[usize], data: Vec<T>) -> Array<T, P> {
        Array::from_shape_vec(shape.to_vec(), data).unwrap()
    }

    #[test]
    fn the_result_takes_the_operands_shape_on_every_path() {
        // One axis (the inline fast path), two axes and six (compared out of line, heap shape).
        for shape in [vec![4], vec![2, 2], vec![1, 2, 1, 2, 1, 1]] {
            let a: Array<i8, Jax> = grid(&shape, vec![1, -2, 3, -4]);
            let b: Array<f32, Jax> = grid(&shape, vec![0.5; 4]);
            let sum: Array<f32, Jax> = &a + &b;
            assert_eq!(sum.shape(), &shape[..]);
            assert_eq!(sum.as_slice(), &[1.5, -1.5, 3.5, -3.5]);
            let checked = a.checked_sub(&b).unwrap();
            assert_eq!(checked.shape(), &shape[..]);
            assert_eq!(checked.as_slice(), &[0.5, -2.5, 2.5, -4.5]);
            assert_eq!(a.maximum(&b).shape(), &shape[..]);
            let scaled: Array<i8, Jax> = &a * weak(2);
            assert_eq!(scaled.shape(), &shape[..]);
            assert_eq!(scaled.as_slice(), &[2, -4, 6, -8]);
            let left: Array<i8, Jax> = weak(10) - &a;
            assert_eq!(left.shape(), &shape[..]);
            assert_eq!(left.as_slice(), &[9, 12, 7, 14]);
            let wide: Array<i64, NumPy> = &a.clone().with_policy::<NumPy>() + Array0::new(1i64);
            assert_eq!(wide.shape(), &shape[..]);
        }
    }

    #[test]
    fn equal_lengths_are_not_equal_shapes() {
        let flat: Array<f32, Jax> = grid(&[4], vec![1.0; 4]);
        let square: Array<f32, Jax> = grid(&[2, 2], vec![1.0; 4]);
        let long: Array<f32, Jax> = grid(&[1, 1, 1, 1, 4], vec![1.0; 4]);
        let other: Array<f32, Jax> = grid(&[1, 1, 1, 4, 1], vec![1.0; 4]);
        for (a, b) in [
            (&flat, &square),
            (&square, &flat),
            (&flat, &long),
            (&long, &other),
        ] {
            let err = a.checked_add(b).unwrap_err();
            assert_eq!((err.lhs(), err.rhs()), (a.shape(), b.shape()));
        }
        assert_eq!(long.checked_add(&long).unwrap().shape(), long.shape());
    }

    #[test]
    #[should_panic(
        expected = "shape mismatch: left operand has shape [4], right operand has shape [2, 2]"
    )]
    fn an_operator_panics_on_equal_lengths_of_different_shapes() {
        let flat: Array<i8, Jax> = grid(&[4], vec![1; 4]);
        let square: Array<f32, Jax> = grid(&[2, 2], vec![1.0; 4]);
        let _ = &flat + &square;
    }

    #[test]
    #[should_panic(
        expected = "shape mismatch: left operand has shape [3], right operand has shape [2]"
    )]
    fn a_plain_method_panics_on_different_lengths() {
        let a: Array<i8, Jax> = grid(&[3], vec![1; 3]);
        let b: Array<i8, Jax> = grid(&[2], vec![1; 2]);
        let _ = a.maximum(&b);
    }
}
