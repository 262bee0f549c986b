//! `dispatch_binary!` and `dispatch_unary!` against the run-time mirror: for every family of the
//! list (binary, unary, reductions, scans) and every pair (or dtype) of the standard element
//! types, weak scalars included, the dispatch runs the kernel at the type the mirror names, or
//! fails where the mirror has no result, naming the pair, the family and the policy.

use promote_core::container::family::{self, Family};
use promote_core::dispatch::{BinaryKernel, DispatchError, UnaryKernel};
use promote_core::policies::{ArrayApi, Jax, NumPy, Torch};
use promote_core::{
    bf16, dispatch_binary, f16, ArrayKind, CastFrom, Complex, DType, Element, Op, Policy, WeakBool,
    WeakComplex, WeakFloat, WeakInt,
};

/// Returns the three types it was called at, as dtypes, and checks that both operands convert.
struct Types;

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
fn unary<P: Policy, F: Family>(
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
fn family<P: Policy, F: Family>(
    dispatch: impl Fn(DType, DType) -> Result<(DType, DType, DType), DispatchError>,
) -> usize {
    let mut cells = 0;
    for &l in &DType::ALL {
        for &r in &DType::ALL {
            let mirror = P::binary_result(F::OP, ArrayKind::Array, l, ArrayKind::Array, r);
            match (dispatch(l, r), mirror) {
                (Ok((tl, tr, o)), Some(m)) => {
                    assert_eq!(
                        (tl, tr),
                        (l, r),
                        "{} {:?}: called at the wrong types",
                        P::NAME,
                        F::OP
                    );
                    let expected = if F::OP.bool_result() { DType::Bool } else { o };
                    assert_eq!(
                        expected,
                        m,
                        "{} {:?} {l} {r}: dispatch and mirror differ",
                        P::NAME,
                        F::OP
                    );
                }
                (Err(e), None) => assert_eq!(
                    e,
                    DispatchError::Undefined {
                        lhs: l,
                        rhs: r,
                        op: F::OP,
                        policy: P::NAME
                    },
                    "{} {:?} {l} {r}",
                    P::NAME,
                    F::OP
                ),
                (got, mirror) => panic!(
                    "{} {:?} {l} {r}: dispatch {got:?}, mirror {mirror:?}",
                    P::NAME,
                    F::OP
                ),
            }
            cells += 1;
        }
    }
    cells
}

macro_rules! every_binary_family {
    // An item: the list's callback is expanded in item position.
    ($P:tt; family_rows { $($row:tt)* }) => {
        fn cells() -> usize {
            0 $(+ every_binary_family!(@row $P; $row))*
        }
    };
    (@row [$P:ty]; { binary $name:ident $docs:tt $Public:ident $Assoc:ident $Alias:ident $F:ident $($more:tt)* }) => {
        family::<$P, family::$F>(|l, r| dispatch_binary!($P, family::$F, l, r, [
            bool, u8, u16, u32, u64, i8, i16, i32, i64, bf16, f16, f32, f64,
            Complex<f32>, Complex<f64>, WeakInt, WeakFloat, WeakComplex, WeakBool, Complex<f16>,
        ], Types))
    };
    (@row [$P:ty]; { $shape:ident $name:ident $docs:tt $Public:ident $Assoc:ident $Alias:ident $F:ident $($more:tt)* }) => {
        unary::<$P, family::$F>(|t| promote_core::dispatch_unary!($P, family::$F, t, [
            bool, u8, u16, u32, u64, i8, i16, i32, i64, bf16, f16, f32, f64,
            Complex<f32>, Complex<f64>, WeakInt, WeakFloat, WeakComplex, WeakBool, Complex<f16>,
        ], Types))
    };
}

macro_rules! policy_test {
    ($($test:ident: $P:ty;)*) => {$(
        #[test]
        fn $test() {
            promote_core::__family_rows!(every_binary_family { [$P]; });
            let binary = Op::ALL.iter().filter(|op| op.shape() == promote_core::families::Shape::Binary).count();
            let others = Op::ALL.len() - binary;
            let n = DType::ALL.len();
            assert_eq!(cells(), binary * n * n + others * n);
        }
    )*};
}

policy_test! {
    numpy: NumPy;
    jax: Jax;
    torch: Torch;
    array_api: ArrayApi;
}

#[test]
fn a_dtype_not_listed_is_an_error_that_names_it() {
    let got = dispatch_binary!(NumPy, family::Add, DType::I8, DType::F16, [i8, f32], Types);
    let err = got.unwrap_err();
    assert_eq!(
        err,
        DispatchError::NotListed {
            lhs: DType::I8,
            rhs: DType::F16,
            op: Op::Add,
            policy: "NumPy"
        }
    );
    assert!(err.to_string().contains("`i8` and `f16`"), "{err}");
}

#[test]
fn an_undefined_pair_names_the_pair_the_family_and_the_policy() {
    let err = dispatch_binary!(
        ArrayApi,
        family::Add,
        DType::I8,
        DType::F32,
        [i8, f32],
        Types
    )
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "`i8` and `f32` have no `add` under the policy `ArrayApi`"
    );
}

#[test]
fn a_unary_dispatch_names_what_it_lacks() {
    let err =
        promote_core::dispatch_unary!(ArrayApi, family::FloatMath, DType::I8, [i8, f32], Types)
            .unwrap_err();
    assert_eq!(
        err.to_string(),
        "`float_math` of `i8` is undefined under the policy `ArrayApi`"
    );
    let err = promote_core::dispatch_unary!(NumPy, family::Sum, DType::U16, [i8, f32], Types)
        .unwrap_err();
    assert_eq!(
        err,
        DispatchError::NotListedUnary {
            dtype: DType::U16,
            op: Op::Sum,
            policy: "NumPy"
        }
    );
}
