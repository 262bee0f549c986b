//! The kernels of [`DynArray`](super::DynArray)'s methods: the operands read in blocks converted
//! into the type the policy computes in, the operation applied, the result written once.
//!
//! The type comes from the policy's run-time mirror, so the kernels depend on the compute type
//! and the operation only, not on the policy nor on the pair: one copy serves every policy, and
//! a build pays for the operations it calls (the [`dispatch`](crate::dispatch), instantiated per
//! pair and per policy, cost 9 s of promote-core's build per policy; see BENCHMARKS.md). A block
//! is small enough to stay in the L1 cache, so no operand is read twice from memory.

use alloc::vec::Vec;
use core::ops::Range;

use super::buffer::{BufferMut, BufferRef, Viewed};
use super::elements::{write_block, Elements, Filling, Storable};
use super::Buffer;
use crate::ops::{BinaryOp, UnaryOp};
use crate::values::Values;
use crate::Element;

/// Elements converted per block: 512 of the widest type (`c128`) are 8 KiB, so both operands'
/// blocks stay in the L1 cache. A block is a `Vec`, allocated at the first conversion, not an
/// array on the stack: filling an array before converting into it cost a third of a 1 Ki-element
/// operation.
const BLOCK: usize = 512;

macro_rules! computable {
    (dtypes_spec {
        standard { $($(#[$doc:meta])* $V:ident $code:literal $kind:ident $repr:ident($T:ty) $class:ident [$($names:tt)*];)* }
        narrow $narrow:tt
    }) => {
        computable!(@trait [$($T),*] [$($V $class $T),*]);
    };
    (@trait [$($From:ty),*] $rows:tt) => {
        /// A type an array operation computes in: a type of [`Buffer`], convertible from every
        /// other (a weak type too: JAX computes `bool` with a Python `int` as a weak `int`).
        pub trait Computable: Element + Default + Storable + Viewed $(+ crate::CastFrom<$From>)*
        {
            /// `src` converted into `dst` (of the same length).
            #[inline]
            fn from_f16s(src: &[crate::f16], dst: &mut [Self]) {
                for (d, &s) in dst.iter_mut().zip(src) {
                    *d = Self::cast_from(s);
                }
            }
        }
        computable!(@impls $rows);
    };
    (@impls [$($V:ident $class:ident $T:ty),*]) => {
        $(computable!(@impl $class $T);)*

        /// `buffer[range]` as `O`: borrowed where the buffer holds `O`, else converted into `block`
        /// (a `Vec`, so that nothing is written to it but the converted elements).
        #[inline]
        fn read<'a, O: Computable>(buffer: BufferRef<'a>, range: Range<usize>, block: &'a mut Vec<O>) -> &'a [O] {
            if let Some(own) = O::of(buffer) {
                return &own[range];
            }
            match buffer {
                $(BufferRef::$V(v) => computable!(@convert $V v[range] block),)*
            }
            block
        }

        /// `buffer[i]` as `O`: a scalar operand, converted without a block (a `Vec` allocated
        /// for one element was a fifth of a 1 Ki-element `i16 + 3`).
        #[inline]
        fn read_one<O: Computable>(buffer: BufferRef<'_>, i: usize) -> O {
            match buffer {
                $(BufferRef::$V(v) => O::cast_from(v[i]),)*
            }
        }
    };
    // `f16` widens to `f32` and `f64` through `half`'s slice conversions, which use the CPU's
    // F16C instructions where it has them (checked once a slice, not once an element).
    (@convert F16 $v:ident[$range:ident] $block:ident) => {{
        let src = &$v[$range];
        $block.resize(src.len(), O::default());
        O::from_f16s(src, $block);
    }};
    (@convert $V:ident $v:ident[$range:ident] $block:ident) => {{
        $block.clear();
        $block.extend($v[$range].iter().map(|&s| O::cast_from(s)));
    }};
    (@impl f32 $T:ty) => {
        impl Computable for $T {
            #[inline]
            fn from_f16s(src: &[crate::f16], dst: &mut [Self]) {
                half::slice::HalfFloatSliceExt::convert_to_f32_slice(src, dst);
            }
        }
    };
    (@impl f64 $T:ty) => {
        impl Computable for $T {
            #[inline]
            fn from_f16s(src: &[crate::f16], dst: &mut [Self]) {
                half::slice::HalfFloatSliceExt::convert_to_f64_slice(src, dst);
            }
        }
    };
    (@impl $class:ident $T:ty) => {
        impl Computable for $T {}
    };
}

dyn_dtypes!(computable);

/// `0..n` in ranges of `step` elements (the last one shorter).
#[inline]
fn blocks(n: usize, step: usize) -> impl Iterator<Item = Range<usize>> {
    (0..n)
        .step_by(step.max(1))
        .map(move |start| start..n.min(start + step))
}

/// Where a kernel writes its results, a block at a time: a new array, or an existing slice.
trait Sink<X> {
    /// Appends a block.
    fn put(&mut self, block: impl ExactSizeIterator<Item = X>);
}

impl<X: Storable> Sink<X> for Filling<X> {
    #[inline]
    fn put(&mut self, block: impl ExactSizeIterator<Item = X>) {
        Filling::put(self, block);
    }
}

/// An existing slice and how much of it is written.
struct Cursor<'a, X>(&'a mut [X], usize);

impl<X> Sink<X> for Cursor<'_, X> {
    #[inline]
    fn put(&mut self, block: impl ExactSizeIterator<Item = X>) {
        self.1 = write_block(self.0, self.1, block);
    }
}

/// `M` of `a` and `b` elementwise in `O`, into `sink`: equal lengths, or one of them a single
/// element (a 0-d operand or a Python scalar), converted once. Two loops: each instance of this
/// function is compiled in the user's build, once per compute type and operation, so its size is
/// the crate's build cost (three loops, the scalar on either side apart, cost a user's build of
/// twelve methods 6.7 s against 4.5 s; one loop over a block of the repeated scalar was a fifth
/// slower than a dedicated loop at 64 Ki elements).
#[inline]
fn elementwise<O, M, X>(
    values: &Values,
    a: BufferRef<'_>,
    b: BufferRef<'_>,
    sink: &mut impl Sink<X>,
) where
    O: Computable,
    M: BinaryOp<O, Output = X>,
{
    let n = a.len().max(b.len());
    let (mut block_a, mut block_b) = (Vec::new(), Vec::new());
    // An array of the compute type is read in place, at any length: with nothing to convert,
    // one block is the whole array.
    let converts = |x: BufferRef<'_>| x.len() > 1 && x.dtype() != O::DTYPE;
    let step = if converts(a) || converts(b) {
        BLOCK
    } else {
        n.max(1)
    };
    let scalar_left = a.len() == 1 && n > 1;
    if scalar_left || (b.len() == 1 && n > 1) {
        let (array, scalar) = if scalar_left { (b, a) } else { (a, b) };
        let s = read_one::<O>(scalar, 0);
        for range in blocks(n, step) {
            let x = read::<O>(array, range, &mut block_a);
            // The side is the same for every element: the optimizer takes the test out of the
            // loop.
            sink.put(x.iter().map(|&x| {
                if scalar_left {
                    M::apply_under(values, s, x)
                } else {
                    M::apply_under(values, x, s)
                }
            }));
        }
        return;
    }
    for range in blocks(n, step) {
        let x = read::<O>(a, range.clone(), &mut block_a);
        let y = read::<O>(b, range, &mut block_b);
        sink.put(x.iter().zip(y).map(|(&x, &y)| M::apply_under(values, x, y)));
    }
}

/// Types a probe stands for, holding none of their values.
type Types<T> = core::marker::PhantomData<fn() -> T>;

/// The arm of a compute type where the operation `M` applies: its kernel.
pub(super) struct Applies<O, M>(Types<(O, M)>);

impl<O, M> Applies<O, M> {
    /// The probe.
    pub(super) const fn new() -> Self {
        Applies(core::marker::PhantomData)
    }
}

/// The kernel of `M` in `O`, where it applies.
pub(super) trait Apply {
    /// `M` of `a` and `b` in `O` as `values`' library computes it, a new buffer.
    fn run(&self, values: &Values, a: BufferRef<'_>, b: BufferRef<'_>) -> Option<Buffer>;
    /// `M` of `a` and `b` in `O`, written into `out`: `Some(false)` if `out` does not hold the
    /// result's type.
    fn run_into(
        &self,
        values: &Values,
        a: BufferRef<'_>,
        b: BufferRef<'_>,
        out: &mut BufferMut<'_>,
    ) -> Option<bool>;
}

impl<O, M, X> Apply for Applies<O, M>
where
    O: Computable,
    M: BinaryOp<O, Output = X>,
    X: Storable + Viewed,
    Buffer: From<Elements<X>>,
{
    #[inline]
    fn run(&self, values: &Values, a: BufferRef<'_>, b: BufferRef<'_>) -> Option<Buffer> {
        let mut out = Filling::with_capacity(a.len().max(b.len()));
        elementwise::<O, M, X>(values, a, b, &mut out);
        Some(Buffer::from(out.finish()))
    }

    #[inline]
    fn run_into(
        &self,
        values: &Values,
        a: BufferRef<'_>,
        b: BufferRef<'_>,
        out: &mut BufferMut<'_>,
    ) -> Option<bool> {
        let Some(out) = X::of_mut(out) else {
            return Some(false);
        };
        elementwise::<O, M, X>(values, a, b, &mut Cursor(out, 0));
        Some(true)
    }
}

/// The arm of a compute type where `M` does not apply (`-` on `bool`): no result.
pub(super) trait NoApply {
    /// `None`.
    fn run(&self, values: &Values, a: BufferRef<'_>, b: BufferRef<'_>) -> Option<Buffer>;
    /// `None`.
    fn run_into(
        &self,
        values: &Values,
        a: BufferRef<'_>,
        b: BufferRef<'_>,
        out: &mut BufferMut<'_>,
    ) -> Option<bool>;
}

impl<O, M> NoApply for &Applies<O, M> {
    fn run(&self, _: &Values, _: BufferRef<'_>, _: BufferRef<'_>) -> Option<Buffer> {
        None
    }

    fn run_into(
        &self,
        _: &Values,
        _: BufferRef<'_>,
        _: BufferRef<'_>,
        _: &mut BufferMut<'_>,
    ) -> Option<bool> {
        None
    }
}

/// `M` of `a` and `b` in `O`, written over `a`, which holds `O` and is the result's type too
/// (`a op= b`; with `reflected`, `a = b op a`, NumPy's `add(b, a, out=a)`): `b` of `a`'s length,
/// converted in blocks where it holds another type, or a single element. A loop of its own rather
/// than [`elementwise`] with `a` as both operand and sink, which Rust's borrows do not allow.
#[inline]
fn elementwise_in_place<O, M>(values: &Values, a: &mut [O], b: BufferRef<'_>, reflected: bool)
where
    O: Computable,
    M: BinaryOp<O, Output = O>,
{
    // The side is tested once, out of the loops: each side is a loop of its own.
    if reflected {
        over_in_place(a, b, |x, y| M::apply_under(values, y, x));
    } else {
        over_in_place(a, b, |x, y| M::apply_under(values, x, y));
    }
}

/// `f` of each element of `a` (first) and of `b` (second), written over `a`: the loops of
/// [`elementwise_in_place`], for either side of the operation.
#[inline]
fn over_in_place<O: Computable>(a: &mut [O], b: BufferRef<'_>, f: impl Fn(O, O) -> O) {
    let n = a.len();
    if b.len() == 1 && n > 1 {
        let s = read_one::<O>(b, 0);
        a.iter_mut().for_each(|x| *x = f(*x, s));
        return;
    }
    let mut block = Vec::new();
    let step = if b.dtype() != O::DTYPE {
        BLOCK
    } else {
        n.max(1)
    };
    for range in blocks(n, step) {
        let y = read::<O>(b, range.clone(), &mut block);
        a[range].iter_mut().zip(y).for_each(|(x, &y)| *x = f(*x, y));
    }
}

/// The in-place kernel of `M` in `O`, where `M`'s result is `O` itself (arithmetic, not a
/// comparison).
pub(super) trait ApplyInPlace {
    /// `M` of `a` and `b` in `O` (of `b` and `a` where `reflected`), written over `a`:
    /// `Some(false)` if `a` does not hold `O`.
    fn run_in_place(
        &self,
        values: &Values,
        a: &mut BufferMut<'_>,
        b: BufferRef<'_>,
        reflected: bool,
    ) -> Option<bool>;
}

impl<O, M> ApplyInPlace for Applies<O, M>
where
    O: Computable,
    M: BinaryOp<O, Output = O>,
{
    #[inline]
    fn run_in_place(
        &self,
        values: &Values,
        a: &mut BufferMut<'_>,
        b: BufferRef<'_>,
        reflected: bool,
    ) -> Option<bool> {
        let Some(a) = O::of_mut(a) else {
            return Some(false);
        };
        elementwise_in_place::<O, M>(values, a, b, reflected);
        Some(true)
    }
}

/// The arm where `M` does not apply in place (its result is of another type, or it does not
/// apply to `O` at all): `None`.
pub(super) trait NoApplyInPlace {
    /// `None`.
    fn run_in_place(
        &self,
        values: &Values,
        a: &mut BufferMut<'_>,
        b: BufferRef<'_>,
        reflected: bool,
    ) -> Option<bool>;
}

impl<O, M> NoApplyInPlace for &Applies<O, M> {
    fn run_in_place(
        &self,
        _: &Values,
        _: &mut BufferMut<'_>,
        _: BufferRef<'_>,
        _: bool,
    ) -> Option<bool> {
        None
    }
}

/// `M` of every element of `a` read as `S` (converted where `a` holds another type), into
/// `sink`.
#[inline]
fn map<S, M, Y>(a: BufferRef<'_>, sink: &mut impl Sink<Y>)
where
    S: Computable,
    M: UnaryOp<S, Y>,
{
    let n = a.len();
    let mut block = Vec::new();
    let step = if a.dtype() == S::DTYPE {
        n.max(1)
    } else {
        BLOCK
    };
    for range in blocks(n, step) {
        let x = read::<S>(a, range, &mut block);
        sink.put(x.iter().map(|&x| M::apply(x)));
    }
}

/// The arm of a unary operation `M` read as `S` with results of `Y`, where `M` applies.
pub(super) struct Maps<S, M, Y>(Types<(S, M, Y)>);

impl<S, M, Y> Maps<S, M, Y> {
    /// The probe.
    pub(super) const fn new() -> Self {
        Maps(core::marker::PhantomData)
    }
}

/// The kernel of a unary `M`, where it applies.
pub(super) trait MapApply {
    /// `M` of every element of `a`, a new buffer.
    fn run(&self, a: BufferRef<'_>) -> Option<Buffer>;

    /// `M` of every element of `a`, written into `out` (of `a`'s length): `Some(false)` if `out`
    /// does not hold the result's type.
    fn run_into(&self, a: BufferRef<'_>, out: &mut BufferMut<'_>) -> Option<bool>;
}

impl<S, M, Y> MapApply for Maps<S, M, Y>
where
    S: Computable,
    M: UnaryOp<S, Y>,
    Y: Storable + Viewed,
    Buffer: From<Elements<Y>>,
{
    #[inline]
    fn run(&self, a: BufferRef<'_>) -> Option<Buffer> {
        let mut out = Filling::with_capacity(a.len());
        map::<S, M, Y>(a, &mut out);
        Some(Buffer::from(out.finish()))
    }

    #[inline]
    fn run_into(&self, a: BufferRef<'_>, out: &mut BufferMut<'_>) -> Option<bool> {
        let Some(out) = Y::of_mut(out) else {
            return Some(false);
        };
        map::<S, M, Y>(a, &mut Cursor(out, 0));
        Some(true)
    }
}

/// The in-place kernel of a unary `M` whose result is its operand's type (`negative` of
/// `f32`, `floor` of `f64`).
pub(super) trait MapApplyInPlace {
    /// `M` of every element of `a`, written over it: `Some(false)` if `a` does not hold `S`.
    fn run_in_place(&self, a: &mut BufferMut<'_>) -> Option<bool>;
}

impl<S, M> MapApplyInPlace for Maps<S, M, S>
where
    S: Computable,
    M: UnaryOp<S, S>,
{
    #[inline]
    fn run_in_place(&self, a: &mut BufferMut<'_>) -> Option<bool> {
        let Some(a) = S::of_mut(a) else {
            return Some(false);
        };
        a.iter_mut().for_each(|x| *x = M::apply(*x));
        Some(true)
    }
}

/// The arm of a unary `M` whose result is of another type than its operand (`isnan`, the
/// magnitude of a complex number), or that does not apply to it: `None`.
pub(super) trait NoMapApplyInPlace {
    /// `None`.
    fn run_in_place(&self, a: &mut BufferMut<'_>) -> Option<bool>;
}

impl<S, M, Y> NoMapApplyInPlace for &Maps<S, M, Y> {
    fn run_in_place(&self, _: &mut BufferMut<'_>) -> Option<bool> {
        None
    }
}

/// The arm of a unary `M` that does not apply to the type (`floor` of a complex number).
pub(super) trait NoMapApply {
    /// `None`.
    fn run(&self, a: BufferRef<'_>) -> Option<Buffer>;

    /// `None`.
    fn run_into(&self, a: BufferRef<'_>, out: &mut BufferMut<'_>) -> Option<bool>;
}

impl<S, M, Y> NoMapApply for &Maps<S, M, Y> {
    fn run(&self, _: BufferRef<'_>) -> Option<Buffer> {
        None
    }

    fn run_into(&self, _: BufferRef<'_>, _: &mut BufferMut<'_>) -> Option<bool> {
        None
    }
}

/// Every part's elements in turn, read as `O` (converted in blocks where a part holds another
/// type): the data of a concatenation.
#[inline]
fn join<O: Computable>(parts: &[BufferRef<'_>]) -> Buffer
where
    Buffer: From<Elements<O>>,
{
    let mut out = Filling::<O>::with_capacity(parts.iter().map(|p| p.len()).sum());
    let mut block = Vec::new();
    for part in parts {
        let n = part.len();
        let step = if part.dtype() == O::DTYPE {
            n.max(1)
        } else {
            BLOCK
        };
        for range in blocks(n, step) {
            out.put_slice(read::<O>(*part, range, &mut block));
        }
    }
    Buffer::from(out.finish())
}

macro_rules! join_as {
    (dtypes_spec {
        standard { $($(#[$doc:meta])* $V:ident $code:literal $kind:ident $repr:ident($T:ty) $class:ident [$($names:tt)*];)* }
        narrow $narrow:tt
    }) => {
        /// The parts joined in `dtype`, or `None` for a dtype a `Buffer` does not hold.
        // Inline: its 441 conversion loops are compiled where a crate joins arrays, not in every
        // build of this crate.
        #[inline]
        pub(super) fn join_as(dtype: crate::DType, parts: &[BufferRef<'_>]) -> Option<Buffer> {
            match dtype {
                $(crate::DType::$V => Some(join::<$T>(parts)),)*
                _ => None,
            }
        }
    };
}

dyn_dtypes!(join_as);
