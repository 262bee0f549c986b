//! [`DynArray`]'s methods, one per binary and unary method of the family list: the result dtype
//! from the policy's run-time mirror, then the operation's kernel in that type.

use super::kernels::{
    Applies, Apply as _, ApplyInPlace as _, MapApply as _, MapApplyInPlace as _, Maps,
    NoApply as _, NoApplyInPlace as _, NoMapApply as _, NoMapApplyInPlace as _,
};
use super::{BufferMut, BufferRef, DynArray, DynError, DynView, DynViewMut};
use crate::container::family::{self, Family};
use crate::values::Values;
use crate::{ops, DType, Op, Policy};

mod sealed {
    /// The markers of [`DynView`](super::DynView)'s binary and unary methods.
    pub trait Sealed {}
}

/// A binary operation by its marker ([`ops::Add`], [`ops::Maximum`], …, one per binary method of
/// [`DynView`]): what [`DynViewMut::op_assign`] computes in place. Implemented for every binary
/// method's marker, and by nothing else.
pub trait InPlaceOp: sealed::Sealed {
    /// The operation's family and its name (the marker's), for the mirror and for messages.
    #[doc(hidden)]
    const OPERATION: (Op, &'static str);

    /// The operation in `dtype` over `a` with `b` (`b` with `a` where `reflected`: `a = b op
    /// a`), as `values`' library computes it: `Some(false)` where `a` does not hold `dtype`,
    /// `None` where the operation's result in `dtype` is not of `dtype` (a comparison) or it does
    /// not apply to `dtype`. Not generic over the policy, so that its loops are compiled once,
    /// not once per policy; inlined, so that they are compiled where a crate calls them, not in
    /// every build of promote-core with `dyn`.
    #[doc(hidden)]
    fn run_in_place(
        values: &Values,
        dtype: DType,
        a: &mut BufferMut<'_>,
        b: BufferRef<'_>,
        reflected: bool,
    ) -> Option<bool>;

    /// The operation as a new array ([`DynView::checked_add`] for [`ops::Add`]).
    #[doc(hidden)]
    fn checked<P: Policy>(a: &DynView<'_, P>, b: &DynView<'_, P>) -> Result<DynArray<P>, DynError>;
}

/// A unary operation by its marker ([`ops::Negative`], [`ops::Floor`], …, one per unary method
/// of [`DynView`]): what [`DynViewMut::unary_assign`] computes in place and
/// [`DynView::unary_into`] into an output. Implemented for every unary method's marker, and by
/// nothing else.
pub trait UnaryInPlaceOp: sealed::Sealed {
    /// The operation's family, for the mirror.
    #[doc(hidden)]
    const OP: Op;

    /// The operation over `a`, whose dtype `dtype` is the result's too: `Some(false)` where
    /// `a` does not hold `dtype`, `None` where the operation's result in `dtype` is of another
    /// type or it does not apply. Not generic over the policy, and inlined: compiled once, where
    /// a crate calls it.
    #[doc(hidden)]
    fn run_in_place(dtype: DType, a: &mut BufferMut<'_>) -> Option<bool>;

    /// The operation of `a`, whose dtype is `dtype`, into `out`, which holds `result` (the
    /// policy's type of the operation on `dtype`), as the method computes it: `Some(false)`
    /// where the kernel's type is not `out`'s (a complex number's magnitude is computed as a
    /// complex number, then converted), `None` where the operation does not apply. Inlined, as
    /// [`run_in_place`](Self::run_in_place).
    #[doc(hidden)]
    fn run_into(
        dtype: DType,
        result: DType,
        a: BufferRef<'_>,
        out: &mut BufferMut<'_>,
    ) -> Option<bool>;

    /// The operation as a new array ([`DynView::negative`] for [`ops::Negative`]).
    #[doc(hidden)]
    fn checked<P: Policy>(a: &DynView<'_, P>) -> Result<DynArray<P>, DynError>;
}

macro_rules! dyn_methods {
    (dtypes_spec {
        standard { $($(#[$doc:meta])* $V:ident $code:literal $kind:ident $repr:ident($T:ty) $class:ident [$($names:tt)*];)* }
        narrow $narrow:tt
    }) => {
        crate::__family_rows!(dyn_methods { [$($V $repr $T),*] });
    };
    ($types:tt family_rows { $($row:tt)* }) => {
        impl<P: Policy> DynArray<P> {
            $(dyn_methods!(@row array $types $row);)*
        }

        impl<P: Policy> DynView<'_, P> {
            $(dyn_methods!(@row view $types $row);)*
        }

        $(dyn_methods!(@row in_place $types $row);)*
    };
    (@row $side:ident $types:tt { $shape:ident $name:ident $docs:tt $Public:ident $Assoc:ident $Alias:ident $F:ident
        $Table:ident $Bridge:tt $result:ident [$title:literal $symbol:literal $what:literal]
        $messages:tt $default:tt [$($method:tt)*] }) => {
        $(dyn_methods!(@$shape $side $types $F $Public $title $method);)*
    };
    (@binary array $types:tt $F:ident $Public:ident $title:literal [$M:ident $with:ident $plain:tt [$checked:ident] $try:tt [$into:ident]]) => {
        #[doc = concat!("[`ops::", stringify!($M), "`](crate::ops::", stringify!($M), ") of `self` and `rhs` elementwise, in their ", $title,
            " type under the policy ([`", stringify!($Public), "`](crate::", stringify!($Public), ")), as the library the policy follows computes it (0-d arrays and Python scalars included); or a [`DynError`] if the policy leaves the pair undefined, the operation does not apply to the type the policy computes it in, or the shapes are neither equal nor one of them 0-d.")]
        #[inline]
        pub fn $checked(&self, rhs: &Self) -> Result<Self, DynError> {
            self.view().$checked(&rhs.view())
        }

        #[doc = concat!("[`", stringify!($checked), "`](Self::", stringify!($checked), ") written into `out`, which must have the result's shape and dtype (NumPy's `out=`); nothing is allocated.")]
        #[inline]
        pub fn $into(&self, rhs: &Self, out: &mut Self) -> Result<(), DynError> {
            self.view().$into(&rhs.view(), &mut out.view_mut())
        }
    };
    (@unary array $types:tt $F:ident $Public:ident $title:literal [$M:ident $with:ident [$m:ident] $checked:tt $try:tt $into:tt]) => {
        #[doc = concat!("[`ops::", stringify!($M), "`](crate::ops::", stringify!($M), ") of every element, in the ", $title,
            " type of the dtype under the policy ([`", stringify!($Public), "`](crate::", stringify!($Public), ")); or a [`DynError`] if the policy leaves the dtype undefined or the operation does not apply to it.")]
        #[inline]
        pub fn $m(&self) -> Result<Self, DynError> {
            self.view().$m()
        }
    };
    (@binary view [$($V:ident $repr:ident $T:ty),*] $F:ident $Public:ident $title:literal [$M:ident $with:ident $plain:tt [$checked:ident] $try:tt [$into:ident]]) => {
        #[doc = concat!("[`DynArray::", stringify!($checked), "`] of the borrowed elements: a new array.")]
        pub fn $checked(&self, rhs: &DynView<'_, P>) -> Result<DynArray<P>, DynError> {
            self.binary(rhs, (<family::$F as Family>::OP, stringify!($M)), |dtype: DType, a: BufferRef<'_>, b: BufferRef<'_>| {
                $(dyn_methods!(@arm $repr $V [$T] $M dtype a b);)*
                None
            })
        }

        #[doc = concat!("[`DynArray::", stringify!($into), "`] of the borrowed elements, into `out`, which must have the result's shape and dtype.")]
        pub fn $into(&self, rhs: &DynView<'_, P>, out: &mut DynViewMut<'_, P>) -> Result<(), DynError> {
            self.binary_into(rhs, out, (<family::$F as Family>::OP, stringify!($M)), |dtype: DType, a: BufferRef<'_>, b: BufferRef<'_>, out: &mut BufferMut<'_>| {
                $(dyn_methods!(@arm_into $repr $V [$T] $M dtype a b out);)*
                None
            })
        }
    };
    (@binary in_place [$($V:ident $repr:ident $T:ty),*] $F:ident $Public:ident $title:literal [$M:ident $with:ident $plain:tt [$checked:ident] $try:tt [$into:ident]]) => {
        impl sealed::Sealed for ops::$M {}

        impl InPlaceOp for ops::$M {
            const OPERATION: (Op, &'static str) = (<family::$F as Family>::OP, stringify!($M));

            #[inline]
            fn run_in_place(values: &Values, dtype: DType, a: &mut BufferMut<'_>, b: BufferRef<'_>, reflected: bool) -> Option<bool> {
                $(if dtype == DType::$V {
                    return (&Applies::<$T, ops::$M>::new()).run_in_place(values, a, b, reflected);
                })*
                None
            }

            fn checked<P: Policy>(a: &DynView<'_, P>, b: &DynView<'_, P>) -> Result<DynArray<P>, DynError> {
                a.$checked(b)
            }
        }
    };
    (@unary in_place [$($V:ident $repr:ident $T:ty),*] $F:ident $Public:ident $title:literal [$M:ident $with:ident [$m:ident] $checked:tt $try:tt $into:tt]) => {
        impl sealed::Sealed for ops::$M {}

        impl UnaryInPlaceOp for ops::$M {
            const OP: Op = <family::$F as Family>::OP;

            #[inline]
            fn run_in_place(dtype: DType, a: &mut BufferMut<'_>) -> Option<bool> {
                $(if dtype == DType::$V {
                    return (&Maps::<$T, ops::$M, $T>::new()).run_in_place(a);
                })*
                None
            }

            #[inline]
            fn run_into(dtype: DType, result: DType, a: BufferRef<'_>, out: &mut BufferMut<'_>) -> Option<bool> {
                // Each operation reads one of the two (see `@read`).
                let _ = (dtype, result);
                dyn_methods!(@read $M [$($V [$T])*] dtype result [run_into(a, out)])
            }

            fn checked<P: Policy>(a: &DynView<'_, P>) -> Result<DynArray<P>, DynError> {
                a.$m()
            }
        }
    };
    (@arm $repr:ident $V:ident [$T:ty] $M:ident $dtype:ident $a:ident $b:ident) => {
        if $dtype == DType::$V {
            return (&Applies::<$T, ops::$M>::new()).run(&P::VALUES, $a, $b);
        }
    };
    (@arm_into $repr:ident $V:ident [$T:ty] $M:ident $dtype:ident $a:ident $b:ident $out:ident) => {
        if $dtype == DType::$V {
            return (&Applies::<$T, ops::$M>::new()).run_into(&P::VALUES, $a, $b, $out);
        }
    };
    (@unary view [$($V:ident $repr:ident $T:ty),*] $F:ident $Public:ident $title:literal [$M:ident $with:ident [$m:ident] $checked:tt $try:tt $into:tt]) => {
        #[doc = concat!("[`DynArray::", stringify!($m), "`] of the borrowed elements: a new array.")]
        pub fn $m(&self) -> Result<DynArray<P>, DynError> {
            self.unary((<family::$F as Family>::OP, stringify!($M)), |dtype: DType, result: DType, a: BufferRef<'_>| {
                // Each operation reads one of the two (see `@read`).
                let _ = (dtype, result);
                dyn_methods!(@read $M [$($V [$T])*] dtype result [run(a)])
            })
        }
    };
    // How each operation reads its operand: in the element's own type where the marker computes
    // there (`abs`, in the magnitude's type; the predicates, into `bool`), converted to the
    // family's type for the others (their markers convert first: `sqrt` of `i8` in `f16`).
    // `$call` is the kernel's method and its arguments: `run(a)` for a new buffer, `run_into(a,
    // out)` into an output's memory.
    (@read Abs [$($V:ident [$T:ty])*] $dtype:ident $result:ident $call:tt) => {{
        $(dyn_methods!(@arm_map $V [$T] [$T] Abs $dtype $call);)*
        None
    }};
    (@read $M:ident [$($V:ident [$T:ty])*] $dtype:ident $result:ident $call:tt) => {
        dyn_methods!(@predicate $M [$($V [$T])*] $dtype $result $call)
    };
    (@predicate IsNan $types:tt $dtype:ident $result:ident $call:tt) => { dyn_methods!(@on_element IsNan $types $dtype $call) };
    (@predicate IsFinite $types:tt $dtype:ident $result:ident $call:tt) => { dyn_methods!(@on_element IsFinite $types $dtype $call) };
    (@predicate IsInf $types:tt $dtype:ident $result:ident $call:tt) => { dyn_methods!(@on_element IsInf $types $dtype $call) };
    (@predicate $M:ident [$($V:ident [$T:ty])*] $dtype:ident $result:ident $call:tt) => {{
        $(dyn_methods!(@arm_map $V [$T] [$T] $M $result $call);)*
        None
    }};
    (@on_element $M:ident [$($V:ident [$T:ty])*] $dtype:ident $call:tt) => {{
        $(dyn_methods!(@arm_map $V [$T] [bool] $M $dtype $call);)*
        None
    }};
    (@arm_map $V:ident [$T:ty] [$Y:ty] $M:ident $dtype:ident [$($call:tt)*]) => {
        if $dtype == DType::$V {
            return (&Maps::<$T, ops::$M, $Y>::new()).$($call)*;
        }
    };
    (@reduction $side:ident $types:tt $F:ident $Public:ident $title:literal $method:tt) => {};
    (@scan $side:ident $types:tt $F:ident $Public:ident $title:literal $method:tt) => {};
}

dyn_dtypes!(dyn_methods);
