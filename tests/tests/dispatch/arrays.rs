//! `dispatch_binary!` and `dispatch_unary!` against the run-time mirror under JAX, the array API,
//! TensorFlow and MegEngine (JAX's other lattices and NumPy with ml_dtypes:
//! `tests/dispatch/bins/policies_numpy_jax.rs`; the policies with a kinds grid, beside it in
//! `tests/dispatch/bins/zero_dim_*.rs`), and the errors a dispatch returns.

use promote_core::container::family;
use promote_core::dispatch::DispatchError;
use promote_core::policies::{ArrayApi, Jax, MegEngine, NumPy, TensorFlow, Torch};
use promote_core::{dispatch_binary, ArrayKind, DType, Op};

use crate::grid::Types;

// Two policies' grids in each form: the plain form's full grids are these two (every other grid
// is typed, which builds in about two thirds of the time and memory).
policy_test! { plain;
    jax: Jax;
    array_api: ArrayApi;
}

policy_test! { typed;
    tensorflow: TensorFlow;
    megengine: MegEngine;
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
fn a_unary_dispatch_names_what_it_lacks_in_both_forms() {
    let plain =
        promote_core::dispatch_unary!(ArrayApi, family::FloatMath, DType::I8, [i8, f32], Types);
    let typed = promote_core::dispatch_unary!(
        ArrayApi,
        family::FloatMath,
        DType::I8,
        [i8, f32],
        kernel: Types = Types
    );
    for err in [plain.unwrap_err(), typed.unwrap_err()] {
        assert_eq!(
            err.to_string(),
            "`float_math` of `i8` is undefined under the policy `ArrayApi`"
        );
    }
    let plain = promote_core::dispatch_unary!(NumPy, family::Sum, DType::U16, [i8, f32], Types);
    let typed = promote_core::dispatch_unary!(
        NumPy,
        family::Sum,
        DType::U16,
        [i8, f32],
        kernel: Types = Types
    );
    for err in [plain.unwrap_err(), typed.unwrap_err()] {
        assert_eq!(
            err,
            DispatchError::NotListedUnary {
                dtype: DType::U16,
                op: Op::Sum,
                policy: "NumPy"
            }
        );
    }
}

#[test]
fn a_zero_dim_operand_is_named_by_its_dtype_in_an_error() {
    let kinds = (ArrayKind::Array0, ArrayKind::Array);
    let err = dispatch_binary!(
        Torch,
        family::Add,
        kinds = kinds,
        DType::I8,
        DType::F16,
        [i8, f32],
        Types
    )
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "`add` of `i8` and `f16` under `Torch`: a dtype this dispatch does not list"
    );
}

/// Returns the types it was called at, for an operation (`&`) that applies to integers only.
struct BitAndTypes;

impl promote_core::dispatch::BinaryKernel for BitAndTypes {
    type Storage = ();
    type Output = crate::grid::Called;
    type Op = promote_core::ops::BitAnd;
    fn call<L, R, O, X>(self) -> Self::Output
    where
        L: promote_core::Element,
        R: promote_core::Element,
        O: promote_core::Element + promote_core::CastFrom<L> + promote_core::CastFrom<R>,
    {
        (L::DTYPE, R::DTYPE, O::DTYPE)
    }
}

#[test]
fn a_kernel_whose_operation_does_not_apply_is_an_undefined_arm_in_both_forms() {
    // `i8 + f32` is defined (`f32`), but the kernel's `&` does not apply to `f32`: an error at
    // run time in either form, not a compile error; `i8 + i16` runs in both.
    for (l, r, expected) in [
        (
            DType::I8,
            DType::F32,
            Err(DispatchError::Undefined {
                lhs: DType::I8,
                rhs: DType::F32,
                op: Op::Add,
                policy: "NumPy",
            }),
        ),
        (
            DType::I8,
            DType::I16,
            Ok((DType::I8, DType::I16, DType::I16)),
        ),
    ] {
        let plain = dispatch_binary!(NumPy, family::Add, l, r, [i8, i16, f32], BitAndTypes);
        let typed = dispatch_binary!(
            NumPy,
            family::Add,
            l,
            r,
            [i8, i16, f32],
            kernel: BitAndTypes = BitAndTypes
        );
        assert_eq!(plain, expected, "{l} {r}");
        assert_eq!(typed, expected, "{l} {r}");
    }
}

/// Returns the types it was called at, for an operation (`sqrt`) that applies to floats only.
struct SqrtTypes;

impl promote_core::dispatch::UnaryKernel for SqrtTypes {
    type Storage = ();
    type Output = (DType, DType);
    type Op = promote_core::ops::Sqrt;
    fn call<T: promote_core::Element, O: promote_core::Element>(self) -> Self::Output {
        (T::DTYPE, O::DTYPE)
    }
}

#[test]
fn a_unary_kernel_whose_operation_does_not_apply_is_an_undefined_arm_in_both_forms() {
    // NumPy sums `i16` in `i64`, but the kernel's `sqrt` does not apply to `i64`: an error at run
    // time in either form; `f32`, summed in `f32`, runs in both.
    for (t, expected) in [
        (
            DType::I16,
            Err(DispatchError::UndefinedUnary {
                dtype: DType::I16,
                op: Op::Sum,
                policy: "NumPy",
            }),
        ),
        (DType::F32, Ok((DType::F32, DType::F32))),
    ] {
        let plain = promote_core::dispatch_unary!(NumPy, family::Sum, t, [i16, f32], SqrtTypes);
        let typed = promote_core::dispatch_unary!(
            NumPy,
            family::Sum,
            t,
            [i16, f32],
            kernel: SqrtTypes = SqrtTypes
        );
        assert_eq!(plain, expected, "{t}");
        assert_eq!(typed, expected, "{t}");
    }
}
