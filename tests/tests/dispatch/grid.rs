//! The dispatch checks shared by `arrays`, `policies` and `zero_dim`: for every family of
//! the list (binary, unary, reductions, scans) and every pair (or dtype) of the standard element
//! types, weak scalars included, `dispatch_binary!` and `dispatch_unary!` run the kernel at the
//! type the mirror names, or fail where the mirror has no result, naming the pair, the family and
//! the policy.

use promote_core::container::family::Family;
use promote_core::dispatch::{BinaryKernel, DispatchError, UnaryKernel};
use promote_core::{ArrayKind, CastFrom, DType, Element, Policy};

/// Returns the three types it was called at, as dtypes, and checks that both operands convert.
pub struct Types;

/// What [`Types`] returns: the left, right and result types the kernel was called at.
pub type Called = (DType, DType, DType);

impl BinaryKernel for Types {
    type Storage = ();
    type Output = (DType, DType, DType);
    type Op = ();
    fn call<L, R, O, X>(self) -> Self::Output
    where
        L: Element,
        R: Element,
        O: Element + CastFrom<L> + CastFrom<R>,
    {
        (L::DTYPE, R::DTYPE, O::DTYPE)
    }
}

impl UnaryKernel for Types {
    type Storage = ();
    type Output = (DType, DType, DType);
    type Op = ();
    fn call<T: Element, O: Element>(self) -> Self::Output {
        (T::DTYPE, T::DTYPE, O::DTYPE)
    }
}

/// Every standard type in one unary family, reduction or scan under one policy.
pub fn unary<P: Policy, F: Family>(
    dispatch: impl Fn(DType) -> Result<(DType, DType, DType), DispatchError>,
) -> usize {
    for &t in &DType::ALL {
        let mirror = P::unary_result(F::OP, t);
        match (dispatch(t), mirror) {
            (Ok((called, _, o)), Some(m)) => {
                assert_eq!(
                    called,
                    t,
                    "{} {:?}: called at the wrong type",
                    P::NAME,
                    F::OP
                );
                let expected = if F::OP.bool_result() { DType::Bool } else { o };
                assert_eq!(
                    expected,
                    m,
                    "{} {:?} {t}: dispatch and mirror differ",
                    P::NAME,
                    F::OP
                );
            }
            (Err(e), None) => assert_eq!(
                e,
                DispatchError::UndefinedUnary {
                    dtype: t,
                    op: F::OP,
                    policy: P::NAME
                },
                "{} {:?} {t}",
                P::NAME,
                F::OP
            ),
            (got, mirror) => panic!(
                "{} {:?} {t}: dispatch {got:?}, mirror {mirror:?}",
                P::NAME,
                F::OP
            ),
        }
    }
    DType::ALL.len()
}

/// Every pair of the standard types in one family under one policy; returns the cells compared.
pub fn family<P: Policy, F: Family>(
    dispatch: impl Fn(DType, DType) -> Result<(DType, DType, DType), DispatchError>,
) -> usize {
    let mut cells = 0;
    for &l in &DType::ALL {
        for &r in &DType::ALL {
            let mirror = P::binary_result(F::OP, ArrayKind::Array, l, ArrayKind::Array, r);
            let at = format!("{} {:?} {l} {r}", P::NAME, F::OP);
            check_cell::<P, F>(dispatch(l, r), mirror, (l, r), &at);
            cells += 1;
        }
    }
    cells
}

/// One cell of a binary family: the dispatch called the kernel at the pair's types and at the
/// type the mirror names (`bool` for a comparison's), or failed where the mirror has no result,
/// naming the pair, the family and the policy. `at` names the cell in a failure.
pub fn check_cell<P: Policy, F: Family>(
    got: Result<(DType, DType, DType), DispatchError>,
    mirror: Option<DType>,
    (l, r): (DType, DType),
    at: &str,
) {
    match (got, mirror) {
        (Ok((tl, tr, o)), Some(m)) => {
            assert_eq!((tl, tr), (l, r), "{at}: called at the wrong types");
            let o = if F::OP.bool_result() { DType::Bool } else { o };
            assert_eq!(o, m, "{at}: dispatch and mirror differ");
        }
        (Err(e), None) => assert_eq!(
            e,
            DispatchError::Undefined {
                lhs: l,
                rhs: r,
                op: F::OP,
                policy: P::NAME
            },
            "{at}"
        ),
        (got, mirror) => panic!("{at}: dispatch {got:?}, mirror {mirror:?}"),
    }
}

/// Calls promote-core's `$dispatch!` with `$before`, the twenty types every grid lists (the
/// standard ones, the weak scalars and `c32`), then `$after`.
#[cfg(not(clippy))]
macro_rules! dispatched_types {
    ($dispatch:ident { $($before:tt)* } { $($after:tt)* }) => {
        promote_core::$dispatch!($($before)* [
            bool, u8, u16, u32, u64, i8, i16, i32, i64, promote_core::bf16, promote_core::f16,
            f32, f64, promote_core::Complex<f32>, promote_core::Complex<f64>,
            promote_core::WeakInt, promote_core::WeakFloat, promote_core::WeakComplex,
            promote_core::WeakBool, promote_core::Complex<promote_core::f16>,
        ], $($after)*)
    };
}

/// Under clippy, three of them: every arm is one expansion repeated over the types, so clippy
/// lints the same code in 9 arms as in 400, without type-checking all 157,440 arms a second time
/// (the test build does; the grids were half of `cargo clippy --workspace --all-targets`).
#[cfg(clippy)]
macro_rules! dispatched_types {
    ($dispatch:ident { $($before:tt)* } { $($after:tt)* }) => {
        promote_core::$dispatch!($($before)* [bool, i8, promote_core::WeakFloat], $($after)*)
    };
}

macro_rules! every_binary_family {
    // An item: the list's callback is expanded in item position.
    ($form:ident $P:tt; family_rows { $($row:tt)* }) => {
        fn cells() -> usize {
            0 $(+ every_binary_family!(@row $form $P; $row))*
        }
    };
    // A function per family, not a closure: a closure is type- and borrow-checked with the
    // function around it, and one body of every family's arms holds them all in memory at once.
    (@row $form:ident [$P:ty]; { binary $name:ident $docs:tt $Public:ident $Assoc:ident $Alias:ident $F:ident $($more:tt)* }) => {{
        fn dispatch(
            l: promote_core::DType,
            r: promote_core::DType,
        ) -> Result<crate::grid::Called, promote_core::dispatch::DispatchError> {
            every_binary_family!(@dispatch $form $P, promote_core::container::family::$F, l, r)
        }
        crate::grid::family::<$P, promote_core::container::family::$F>(dispatch)
    }};
    // `dispatch_binary!` in each of its forms: `plain` (the kernel an expression) and `typed`
    // (`kernel: K = expr`, whose arms are constants: see the macro's documentation); the unary
    // families' `dispatch_unary!` below in the same form.
    (@dispatch plain $P:ty, $F:ty, $l:ident, $r:ident) => {
        dispatched_types!(dispatch_binary { $P, $F, $l, $r, } { crate::grid::Types })
    };
    (@dispatch typed $P:ty, $F:ty, $l:ident, $r:ident) => {
        dispatched_types!(dispatch_binary { $P, $F, $l, $r, } {
            kernel: crate::grid::Types = crate::grid::Types
        })
    };
    (@row $form:ident [$P:ty]; { $shape:ident $name:ident $docs:tt $Public:ident $Assoc:ident $Alias:ident $F:ident $($more:tt)* }) => {
        crate::grid::unary::<$P, promote_core::container::family::$F>(|t| {
            every_binary_family!(@dispatch_unary $form $P, promote_core::container::family::$F, t)
        })
    };
    // `dispatch_unary!` in the same form.
    (@dispatch_unary plain $P:ty, $F:ty, $t:ident) => {
        dispatched_types!(dispatch_unary { $P, $F, $t, } { crate::grid::Types })
    };
    (@dispatch_unary typed $P:ty, $F:ty, $t:ident) => {
        dispatched_types!(dispatch_unary { $P, $F, $t, } {
            kernel: crate::grid::Types = crate::grid::Types
        })
    };
}

/// A test per policy of the dispatch grid without kinds, in the form given first (`plain` or
/// `typed`: `every_binary_family!`'s `@dispatch`).
macro_rules! policy_test {
    ($form:ident; $($test:ident: $P:ty;)*) => {$(
        #[test]
        fn $test() {
            promote_core::__family_rows!(every_binary_family { $form [$P]; });
            let binary = promote_core::Op::ALL.iter().filter(|op| op.shape() == promote_core::families::Shape::Binary).count();
            let others = promote_core::Op::ALL.len() - binary;
            let n = promote_core::DType::ALL.len();
            let cells = cells();
            assert_eq!(cells, binary * n * n + others * n);
            promote_tests::report_counts(
                env!("CARGO_TARGET_TMPDIR"),
                "dispatch",
                stringify!($test),
                &format!(
                    "dispatch under {}, {} form: {cells} arms against the mirror ({binary} binary families x {} pairs, {others} families of one operand x {n} dtypes)\n",
                    <$P as promote_core::Policy>::NAME,
                    stringify!($form),
                    n * n,
                ),
            );
        }
    )*};
}
