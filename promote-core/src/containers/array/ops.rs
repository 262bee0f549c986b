//! [`Array`] as a [`Container`]: its elementwise loops, which its operators (written by
//! [`promoted_operators!`](crate::promoted_operators), as for any container) and its methods run.

use core::marker::PhantomData;

use alloc::vec::Vec;

use super::shape::Shape;
use super::{Array, ShapeError};
use crate::container::Container;
use crate::{Element, Policy};

// How an op is laid out, for speed at every size:
//
// - The loop lives in a kernel of its own (`zip_kernel`, `map_kernel`, ...) that takes the
//   operands as slices. Slice arguments are `noalias`, so LLVM vectorizes the loop without the
//   run-time overlap check between the fresh output and the inputs that it needs when the input
//   pointers are loaded from an `&Array` (and it knows their lengths' bounds, so no capacity
//   overflow check either). The kernel builds the result `Array` in its return slot: no `Result`
//   around it, no temporary to move out of (a wide reload of narrow stores stalls some cores).
// - That holds where LLVM inlines the loop into the kernel. Where the loop is large (`f16` and
//   `bf16` converted in software, without F16C), `collect` stays a call of its own (`Vec`'s
//   `from_iter`), and its `Vec` goes straight into the result's `data` field only if nothing
//   between that call and the result needs cleaning up on unwinding. Cloning a heap shape after the
//   loop did (it allocates), so LLVM kept the `Vec` in a temporary and copied it into the result
//   with a 16-byte load of two 8-byte stores, a failed store-to-load forward: `f16 + f32` at 16
//   elements cost 4.6 ns more than its hand-written loop on AMD EPYC, 2.3 ns without. So the
//   kernel copies an inline shape (up to four axes: no allocation) after the loop, and an array of
//   more axes goes out of line ([`zip_heap`]), run as one axis and then given its heap shape. The
//   closure is moved into the iterator, not borrowed: one pointer fewer to hand to `from_iter`.
// - The shape check comes first, and only the common case is inline: two one-axis operands of
//   equal length. Any other pair of shapes is compared out of line, and a mismatch panics from a
//   cold function, so neither the comparison of heap shapes nor the error's formatting weighs on
//   the fast path.
// - A binary op between two arrays is one call ([`zip_arrays`]): the inline shape test, the loop
//   and the result in one function, which the caller reaches with a jump (the `&Array` operands
//   and the panic location are its arguments, nothing else). The shape test passing says the
//   result's shape is `[len]`: written as constants and the length, no shape read or branched on
//   (no heap shape to tell apart). This costs LLVM's run-time overlap check of the fresh output
//   against the inputs (a dozen instructions, taken once per call, where the loop is vectorized):
//   the input pointers are loaded from the arrays, not `noalias` slice arguments. It costs less
//   time than what it replaces (about as many instructions: independent compares): a second call
//   level (the caller's own frame, the arguments moved into place, a call that LLVM did not turn
//   into a jump), the kernel's test for a heap shape, its minimum of the two lengths, and the
//   shape read from the operand and copied. At 16 elements on AMD EPYC (Zen 2), 0.2-1.3 ns less
//   per call (BENCHMARKS.md). The check and its slow path as two calls in the caller were tried
//   too: LLVM then saves five registers and keeps a frame in the fast path.
// - The conversions into the common type are in the closure the kernel gets (a scalar operand is
//   converted once, before the loop, and captured): monomorphized and inlined into the loop.

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
fn shape_mismatch(lhs: &[usize], rhs: &[usize]) -> ! {
    panic!("{}", ShapeError::new(lhs, rhs))
}

/// Whether two arrays certainly have the same shape, by the inline test: both one-dimensional and
/// equally long. `false` says nothing: compare the shapes.
#[inline]
fn same_one_axis<L, R, P>(lhs: &Array<L, P>, rhs: &Array<R, P>) -> bool {
    lhs.shape.is_one() & rhs.shape.is_one() & (lhs.data.len() == rhs.data.len())
}

/// The loop of a binary op: each pair of two equally long slices through `f`, in an array of
/// `shape`.
#[inline(never)]
fn zip_kernel<L: Copy, R: Copy, X, P>(
    lhs: &[L],
    rhs: &[R],
    shape: &Shape,
    f: impl Fn(L, R) -> X,
) -> Array<X, P> {
    match shape {
        // No allocation after the loop: `collect` writes straight into the result (see above).
        // `zip_loop`, as `zip_arrays`'s: one iterator chain per operation, not two, which a debug
        // build generates in full (a dozen functions each).
        &Shape::Inline { ndim, dims } => Array {
            data: zip_loop(lhs, rhs, f),
            shape: Shape::Inline { ndim, dims },
            policy: PhantomData,
        },
        Shape::Heap(_) => zip_heap(lhs, rhs, shape, f),
    }
}

/// [`zip_kernel`] for a result of more than four axes (a heap shape): the loop run as one axis,
/// then the shape copied in. Out of line and cold, so that the kernel's frame and its straight path
/// are the inline case's.
#[cold]
#[inline(never)]
fn zip_heap<L: Copy, R: Copy, X, P>(
    lhs: &[L],
    rhs: &[R],
    shape: &Shape,
    f: impl Fn(L, R) -> X,
) -> Array<X, P> {
    let mut out = zip_kernel(lhs, rhs, &Shape::one(lhs.len()), f);
    out.shape = shape.clone();
    out
}

/// A binary op between two arrays, in one call (see the top of this file): two one-axis operands of
/// equal length (the inline test) run the loop here and give a result of shape `[len]`; any other
/// pair goes to [`zip_checked`] (compared in full, a mismatch panics).
#[inline(never)]
#[track_caller]
fn zip_arrays<L: Copy, R: Copy, X, P>(
    lhs: &Array<L, P>,
    rhs: &Array<R, P>,
    f: impl Fn(L, R) -> X,
) -> Array<X, P> {
    if same_one_axis(lhs, rhs) {
        Array {
            data: zip_loop(&lhs.data, &rhs.data, f),
            shape: Shape::one(lhs.data.len()),
            policy: PhantomData,
        }
    } else {
        zip_checked(lhs, rhs, f)
    }
}

/// The loop of [`zip_arrays`]: each pair of two equally long slices through `f`. Always inlined,
/// so that its `Vec` is built in the result.
#[inline(always)]
fn zip_loop<L: Copy, R: Copy, X>(lhs: &[L], rhs: &[R], f: impl Fn(L, R) -> X) -> Vec<X> {
    lhs.iter().zip(rhs).map(move |(&x, &y)| f(x, y)).collect()
}

/// The shapes compared in full (out of line), then the kernel.
#[inline(never)]
#[track_caller]
fn zip_checked<L: Copy, R: Copy, X, P>(
    lhs: &Array<L, P>,
    rhs: &Array<R, P>,
    f: impl Fn(L, R) -> X,
) -> Array<X, P> {
    if lhs.shape != rhs.shape {
        shape_mismatch(&lhs.shape, &rhs.shape);
    }
    zip_kernel(&lhs.data, &rhs.data, &lhs.shape, f)
}

/// The loop of a unary op, or of a binary op with a scalar operand captured by `f`.
#[inline(never)]
fn map_kernel<L: Copy, X, P>(lhs: &[L], shape: &Shape, f: impl Fn(L) -> X) -> Array<X, P> {
    match shape {
        // As in `zip_kernel`.
        &Shape::Inline { ndim, dims } => Array {
            data: map_loop(lhs, f),
            shape: Shape::Inline { ndim, dims },
            policy: PhantomData,
        },
        Shape::Heap(_) => map_heap(lhs, shape, f),
    }
}

/// The loop of [`map_kernel`], as [`zip_loop`] is [`zip_kernel`]'s: generic over the element
/// types and the closure alone, so that one loop serves every policy.
#[inline(always)]
fn map_loop<L: Copy, X>(lhs: &[L], f: impl Fn(L) -> X) -> Vec<X> {
    lhs.iter().map(move |&x| f(x)).collect()
}

/// [`map_kernel`] for a heap shape, as [`zip_heap`].
#[cold]
#[inline(never)]
fn map_heap<L: Copy, X, P>(lhs: &[L], shape: &Shape, f: impl Fn(L) -> X) -> Array<X, P> {
    let mut out = map_kernel(lhs, &Shape::one(lhs.len()), f);
    out.shape = shape.clone();
    out
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
fn check_same<L, R, P>(lhs: &Array<L, P>, rhs: &Array<R, P>) {
    if !(same_one_axis(lhs, rhs) || lhs.shape == rhs.shape) {
        shape_mismatch(&lhs.shape, &rhs.shape);
    }
}

/// The loop of an in-place op: each left element replaced by `f` of itself and the matching right
/// one. The slices are equally long.
#[inline(never)]
fn zip_assign_kernel<L: Copy, R: Copy>(lhs: &mut [L], rhs: &[R], f: impl Fn(L, R) -> L) {
    for (x, &y) in lhs.iter_mut().zip(rhs) {
        *x = f(*x, y);
    }
}

/// The loop of an in-place op with a scalar operand captured by `f`.
#[inline(never)]
fn map_assign_kernel<L: Copy>(lhs: &mut [L], f: impl Fn(L) -> L) {
    for x in lhs.iter_mut() {
        *x = f(*x);
    }
}

/// The loop of a binary op into an output buffer: the three slices are equally long.
#[inline(never)]
fn zip_into_kernel<L: Copy, R: Copy, O>(
    lhs: &[L],
    rhs: &[R],
    out: &mut [O],
    f: impl Fn(L, R) -> O,
) {
    for ((o, &x), &y) in out.iter_mut().zip(lhs).zip(rhs) {
        *o = f(x, y);
    }
}

/// The loop of a unary op (or one with a captured scalar operand) into an output buffer.
#[inline(never)]
fn map_into_kernel<L: Copy, O>(src: &[L], out: &mut [O], f: impl Fn(L) -> O) {
    for (o, &x) in out.iter_mut().zip(src) {
        *o = f(x);
    }
}

/// `Array`'s loops are the kernels above, with the inline one-axis shape test in front.
impl<T: Element, P: Policy> Container for Array<T, P> {
    type Elem = T;
    type Policy = P;
    type With<X: Element> = Array<X, P>;

    #[inline]
    fn shape(&self) -> &[usize] {
        &self.shape
    }

    #[inline]
    fn as_slice(&self) -> &[T] {
        &self.data
    }

    #[inline]
    fn as_mut_slice(&mut self) -> &mut [T] {
        &mut self.data
    }

    #[inline]
    fn with_data<X: Element>(&self, data: Vec<X>) -> Array<X, P> {
        Array::with_shape_of(data, &self.shape)
    }

    #[inline]
    fn map<X: Element>(&self, f: impl Fn(T) -> X) -> Array<X, P> {
        map_kernel(&self.data, &self.shape, f)
    }

    #[inline]
    fn try_zip_map<U: Element, X: Element>(
        &self,
        rhs: &Array<U, P>,
        f: impl Fn(T, U) -> X,
    ) -> Result<Array<X, P>, ShapeError> {
        if !same_one_axis(self, rhs) && self.shape != rhs.shape {
            return Err(ShapeError::new(&self.shape, &rhs.shape));
        }
        Ok(zip_kernel(&self.data, &rhs.data, &self.shape, f))
    }

    #[inline]
    #[track_caller]
    fn zip_map<U: Element, X: Element>(
        &self,
        rhs: &Array<U, P>,
        f: impl Fn(T, U) -> X,
    ) -> Array<X, P> {
        zip_arrays(self, rhs, f)
    }

    #[inline]
    fn map_assign(&mut self, f: impl Fn(T) -> T) {
        map_assign_kernel(&mut self.data, f);
    }

    #[inline]
    #[track_caller]
    fn zip_assign<U: Element>(&mut self, rhs: &Array<U, P>, f: impl Fn(T, U) -> T) {
        check_same(self, rhs);
        zip_assign_kernel(&mut self.data, &rhs.data, f);
    }

    #[inline]
    #[track_caller]
    fn map_into<O: Element>(&self, out: &mut Array<O, P>, f: impl Fn(T) -> O) {
        check_out(self, out);
        map_into_kernel(&self.data, &mut out.data, f);
    }

    #[inline]
    #[track_caller]
    fn zip_into<U: Element, O: Element>(
        &self,
        rhs: &Array<U, P>,
        out: &mut Array<O, P>,
        f: impl Fn(T, U) -> O,
    ) {
        check_same(self, rhs);
        check_out(self, out);
        zip_into_kernel(&self.data, &rhs.data, &mut out.data, f);
    }
}

crate::promoted_operators!(impl<T, P> for Array<T, P>);

#[cfg(all(test, feature = "jax", feature = "numpy"))]
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
