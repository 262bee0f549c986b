//! Generic code: the bound bundles `PromoteArith` / `PromoteSub`, the tuple fold `PromotedAll`
//! (order-independent under a lattice, checked at the type level and exhaustively at run time),
//! and the comparison table of `promote_core::guide`, checked cell by cell.

use std::any::TypeId;

use promote_core::generic::result_type_all;
use promote_core::policies::{catalog, ArrayApi, Jax, NumPy, Paddle, TensorFlow};
use promote_core::{
    bf16,
    element::{ElementArith, ElementSub},
    f16, Complex, DType, Element, Policy, Promote, PromoteAll, PromoteArith, PromoteSub, Promoted,
    PromotedAll, WeakComplex, WeakFloat, WeakInt,
};

// ---------------------------------------------------------------------------------------------
// PromoteArith and PromoteSub: one `where` line.
// ---------------------------------------------------------------------------------------------

fn axpy<A, X, P>(a: A, x: &[X]) -> Vec<Promoted<A, X, P>>
where
    A: PromoteArith<X, P>,
{
    let a = a.promote_lhs();
    x.iter().map(|xi| a.mul(A::promote_rhs_ref(xi))).collect()
}

/// `a * x + y`, with `y` in the promoted type already.
fn axpy_plus<A, X, P>(a: A, x: &[X], y: &[Promoted<A, X, P>]) -> Vec<Promoted<A, X, P>>
where
    A: PromoteArith<X, P>,
{
    axpy(a, x)
        .into_iter()
        .zip(y)
        .map(|(ax, &yi)| ax.add(yi))
        .collect()
}

fn differences<A, X, P>(a: &[A], x: &[X]) -> Vec<Promoted<A, X, P>>
where
    A: PromoteSub<X, P>,
{
    a.iter()
        .zip(x)
        .map(|(&ai, xi)| ai.promote_lhs().sub(A::promote_rhs_ref(xi)))
        .collect()
}

#[test]
fn axpy_is_typed_by_the_policy() {
    let jax: Vec<f32> = axpy::<i8, f32, Jax>(3, &[0.5, -1.0]);
    assert_eq!(jax, [1.5, -3.0]);

    let numpy: Vec<f64> = axpy::<i32, f32, NumPy>(16_777_217, &[1.0]); // NumPy: i32 + f32 = f64
    assert_eq!(numpy, [16_777_217.0]);
    let jax: Vec<f32> = axpy::<i32, f32, Jax>(16_777_217, &[1.0]); // JAX: f32
    assert_eq!(jax, [16_777_216.0]);

    let ints: Vec<i16> = axpy::<u8, i8, Jax>(200, &[1, -1, 2]); // u8 ⊔ i8 = i16
    assert_eq!(ints, [200, -200, 400]);

    let weak: Vec<f16> = axpy::<WeakFloat, f16, Jax>(WeakFloat(0.5), &[f16::from_f32(3.0)]);
    assert_eq!(weak, [f16::from_f32(1.5)]);

    let paddle: Vec<f32> = axpy::<bf16, f16, Paddle>(bf16::from_f32(2.0), &[f16::from_f32(0.25)]);
    assert_eq!(paddle, [0.5]);

    let plus: Vec<f32> = axpy_plus::<i8, f32, Jax>(2, &[1.0, 2.0], &[0.5, 0.5]);
    assert_eq!(plus, [2.5, 4.5]);
}

#[test]
fn bool_has_arithmetic_but_no_subtraction() {
    // `bool` is ElementArith (or / and), so PromoteArith holds...
    let b: Vec<bool> = axpy::<bool, bool, Jax>(true, &[true, false]);
    assert_eq!(b, [true, false]);
    // ...and numbers subtract.
    let d: Vec<i16> = differences::<u8, i8, Jax>(&[0, 255], &[1, -1]);
    assert_eq!(d, [-1, 256]);
    let c: Vec<Complex<f64>> =
        differences::<Complex<f32>, f64, NumPy>(&[Complex::new(1.0, 1.0)], &[0.5]);
    assert_eq!(c, [Complex::new(0.5, 1.0)]);
}

// ---------------------------------------------------------------------------------------------
// PromotedAll: a left fold over tuples.
// ---------------------------------------------------------------------------------------------

fn dtype_all<T: PromoteAll<P>, P: Policy>() -> DType {
    <PromotedAll<T, P> as Element>::DTYPE
}

#[test]
#[allow(clippy::type_complexity)] // long tuples are the point
fn tuples_of_one_to_eight() {
    let _: PromotedAll<(u16,), Jax> = 1u16;
    let _: PromotedAll<(u8, i8), Jax> = 1i16;
    let _: PromotedAll<(u8, i8, u16), Jax> = 1i32;
    let _: PromotedAll<(u8, i8, u16, u32), Jax> = 1i64;
    let _: PromotedAll<(u8, i8, u16, u32, WeakInt), Jax> = 1i64;
    let _: PromotedAll<(u8, i8, u16, u32, WeakInt, f16), Jax> = f16::ONE;
    let _: PromotedAll<(u8, i8, u16, u32, WeakInt, f16, bf16), Jax> = 1f32;
    let _: PromotedAll<(u8, i8, u16, u32, WeakInt, f16, bf16, WeakComplex), Jax> =
        Complex::<f32>::new(1.0, 0.0);
    // The longest impl, backwards, under a lattice: the same.
    assert_eq!(
        TypeId::of::<PromotedAll<(WeakComplex, bf16, f16, WeakInt, u32, u16, i8, u8), Jax>>(),
        TypeId::of::<Complex<f32>>()
    );
    // Pairs are just Promote.
    assert_eq!(
        TypeId::of::<PromotedAll<(i32, f32), NumPy>>(),
        TypeId::of::<Promoted<i32, f32, NumPy>>()
    );
}

#[test]
fn the_fold_goes_left_to_right() {
    // NumPy's operators are not associative: (i8 + u8) + f16 = i16 + f16 = f32, but
    // (u8 + f16) + i8 = f16. Its n-ary result type is not that fold: np.result_type(i8, u8, f16)
    // is f16 in every order (casting.rs checks every triple against NumPy).
    let fold = |a, b, c| NumPy::result_type(a, b).and_then(|ab| NumPy::result_type(ab, c));
    assert_eq!(fold(DType::I8, DType::U8, DType::F16), Some(DType::F32));
    assert_eq!(fold(DType::U8, DType::F16, DType::I8), Some(DType::F16));
    assert_eq!(dtype_all::<(i8, u8, f16), NumPy>(), DType::F16);
    assert_eq!(dtype_all::<(u8, f16, i8), NumPy>(), DType::F16);
    assert_eq!(
        result_type_all::<NumPy>(&[DType::I8, DType::U8, DType::F16]),
        Some(DType::F16)
    );
    assert_eq!(
        result_type_all::<NumPy>(&[DType::U8, DType::F16, DType::I8]),
        Some(DType::F16)
    );
    // TensorFlow is directional: `c64 + c*` is c64, `c* + c64` undefined.
    assert_eq!(
        dtype_all::<(Complex<f32>, WeakComplex), TensorFlow>(),
        DType::C64
    );
    assert_eq!(
        result_type_all::<TensorFlow>(&[DType::WeakComplex, DType::C64]),
        None
    );
    // An undefined step anywhere makes the whole fold undefined.
    assert_eq!(
        result_type_all::<ArrayApi>(&[DType::I8, DType::U8, DType::F32]),
        None
    );
    assert_eq!(result_type_all::<Jax>(&[]), None);
    assert_eq!(result_type_all::<Jax>(&[DType::U16]), Some(DType::U16));
}

/// `a + b + c` in the type the policy's n-ary rule gives, written with nothing but the natural
/// bound: rustc treats the output as opaque under it, and `promote_all` converts the operands.
fn sum3<A, B, C, P: Policy>(a: A, b: B, c: C) -> PromotedAll<(A, B, C), P>
where
    (A, B, C): PromoteAll<P, Output: ElementArith>,
{
    let (a, b, c) = (a, b, c).promote_all();
    a.add(b).add(c)
}

#[test]
fn the_natural_bound_is_enough_for_generic_code() {
    // NumPy's rule is not a fold: `(u16 + i8) + f32` is f64, `result_type(u16, i8, f32)` is f32.
    let x: f32 = sum3::<u16, i8, f32, NumPy>(300, -2, 0.25);
    assert_eq!(x, 298.25);
    assert_eq!(
        TypeId::of::<Promoted<Promoted<u16, i8, NumPy>, f32, NumPy>>(),
        TypeId::of::<f64>()
    );
    // Under JAX, u8 ⊔ i8 = i16 and i16 ⊔ f16 = f16: 200 arrives in f16 exactly, -3 too.
    let y: f16 = sum3::<u8, i8, f16, Jax>(200, -3, f16::from_f32(0.5));
    assert_eq!(y, f16::from_f32(197.5));
    // Every element is converted into the output, whatever the tuple's length: under JAX an
    // integer with a weak float is a weak float.
    let (a, b, c, d) = PromoteAll::<Jax>::promote_all((1u8, -1i8, 2u16, WeakFloat(0.5)));
    assert_eq!(
        (a, b, c, d),
        (
            WeakFloat(1.0),
            WeakFloat(-1.0),
            WeakFloat(2.0),
            WeakFloat(0.5)
        )
    );
}

/// Every order of a triple gives one type under the policy `$p`, at the type level (`TypeId`),
/// and it is the run-time fold's answer.
macro_rules! all_orders_agree {
    ($p:ty; $($a:ty, $b:ty, $c:ty);* $(;)?) => {$({
        let ids = [
            TypeId::of::<PromotedAll<($a, $b, $c), $p>>(),
            TypeId::of::<PromotedAll<($a, $c, $b), $p>>(),
            TypeId::of::<PromotedAll<($b, $a, $c), $p>>(),
            TypeId::of::<PromotedAll<($b, $c, $a), $p>>(),
            TypeId::of::<PromotedAll<($c, $a, $b), $p>>(),
            TypeId::of::<PromotedAll<($c, $b, $a), $p>>(),
        ];
        let triple = stringify!(($a, $b, $c));
        assert!(ids.iter().all(|id| *id == ids[0]), "{triple}: the order matters under {}", <$p>::NAME);
        let dtype = dtype_all::<($a, $b, $c), $p>();
        let runtime = result_type_all::<$p>(&[<$a>::DTYPE, <$b>::DTYPE, <$c>::DTYPE]);
        assert_eq!(Some(dtype), runtime, "{triple}: type level and run time disagree");
    })*};
}

#[test]
fn under_a_lattice_the_order_cannot_matter() {
    all_orders_agree! { Jax;
        i8, u8, f16;
        bf16, f16, i64;
        u64, i8, WeakFloat;
        bool, WeakInt, u16;
        Complex<f32>, f64, i32;
        WeakFloat, bf16, u32;
        WeakComplex, f16, bool;
        u32, i32, WeakInt;
        u8, u16, u64;
        WeakInt, WeakFloat, WeakComplex;
        bf16, Complex<f32>, u8;
    }
}

/// The six orders of `[a, b, c]`.
fn orders(a: DType, b: DType, c: DType) -> [[DType; 3]; 6] {
    [
        [a, b, c],
        [a, c, b],
        [b, a, c],
        [b, c, a],
        [c, a, b],
        [c, b, a],
    ]
}

#[test]
fn under_a_lattice_the_order_cannot_matter_exhaustively() {
    let dtypes = Jax::DTYPES;
    let mut checked = 0;
    for &a in dtypes {
        for &b in dtypes {
            for &c in dtypes {
                let results = orders(a, b, c).map(|o| result_type_all::<Jax>(&o));
                assert!(
                    results.iter().all(|r| *r == results[0]),
                    "Jax: {a} {b} {c} give {results:?} in the six orders"
                );
                // JEP 9407's 18 types have a top element for every pair: nothing is undefined
                // among them (JAX 0.10's narrow types meet only what lies below them).
                if [a, b, c].iter().all(|d| !DType::NARROW.contains(d)) {
                    assert!(results[0].is_some(), "Jax: {a} {b} {c} undefined");
                }
                checked += 1;
            }
        }
    }
    assert_eq!(checked, dtypes.len().pow(3));
}

#[test]
fn under_a_table_the_fold_order_can_matter_but_numpys_result_type_cannot() {
    // The lattice check above is not vacuous: NumPy has triples whose left folds disagree by
    // order; its n-ary rule (`PyArray_PromoteDTypeSequence`) is built to give one answer.
    let dtypes = NumPy::DTYPES;
    let fold =
        |[a, b, c]: [DType; 3]| NumPy::result_type(a, b).and_then(|ab| NumPy::result_type(ab, c));
    let triples = || {
        dtypes.iter().flat_map(|&a| {
            dtypes
                .iter()
                .flat_map(move |&b| dtypes.iter().map(move |&c| (a, b, c)))
        })
    };
    let disagreeing = triples()
        .filter(|&(a, b, c)| {
            let results = orders(a, b, c).map(fold);
            results.iter().any(|r| *r != results[0])
        })
        .count();
    assert!(disagreeing > 0);
    for (a, b, c) in triples() {
        let results = orders(a, b, c).map(|o| result_type_all::<NumPy>(&o));
        assert!(
            results.iter().all(|r| *r == results[0]),
            "({a}, {b}, {c}): {results:?}"
        );
    }
}

// ---------------------------------------------------------------------------------------------
// The comparison table of `promote_core::guide`, cell by cell against the run-time mirror.
// ---------------------------------------------------------------------------------------------

const GUIDE: &str = include_str!("../../../promote-core/src/guide/mod.rs");

/// The text between the first pair of backticks of `cell`.
fn in_backticks(cell: &str) -> Option<&str> {
    let start = cell.find('`')? + 1;
    let len = cell[start..].find('`')?;
    Some(&cell[start..start + len])
}

/// A guide cell: `` `f32` `` or `undefined`.
fn cell_text(result: Option<DType>) -> String {
    match result {
        Some(d) => format!("`{d}`"),
        None => "undefined".to_owned(),
    }
}

#[test]
fn the_guide_table_matches_every_policy() {
    let rows: Vec<Vec<&str>> = GUIDE
        .lines()
        .filter_map(|line| line.strip_prefix("//! |"))
        .map(|line| {
            line.trim_end()
                .trim_end_matches('|')
                .split('|')
                .map(str::trim)
                .collect()
        })
        .collect();
    assert!(rows.len() > 2, "no table found in guide.rs");

    // The header names the pairs: `lhs + rhs`.
    let pairs: Vec<(DType, DType)> = rows[0][1..]
        .iter()
        .map(|cell| {
            let pair = in_backticks(cell).unwrap_or_else(|| panic!("header cell {cell:?}"));
            let (l, r) = pair
                .split_once(" + ")
                .unwrap_or_else(|| panic!("header cell {cell:?}"));
            (l.parse().unwrap(), r.parse().unwrap())
        })
        .collect();
    assert!(
        rows[1].iter().all(|c| c.chars().all(|ch| ch == '-')),
        "separator row"
    );

    let body = &rows[2..];
    let names: Vec<&str> = body
        .iter()
        .map(|row| in_backticks(row[0]).unwrap())
        .collect();
    let catalog_names: Vec<&str> = catalog::ALL.iter().map(|e| e.name).collect();

    // What the table should say, to paste in if it does not.
    let expected: Vec<String> = catalog::ALL
        .iter()
        .map(|entry| {
            let cells: Vec<String> = pairs
                .iter()
                .map(|&(l, r)| cell_text((entry.result_type)(l, r)))
                .collect();
            format!("//! | [`{}`] | {} |", entry.name, cells.join(" | "))
        })
        .collect();
    let expected = expected.join("\n");

    assert_eq!(
        names, catalog_names,
        "the guide's rows must be the catalog's policies, in its order; expected rows:\n{expected}"
    );
    for (row, entry) in body.iter().zip(catalog::ALL) {
        assert_eq!(
            row.len(),
            pairs.len() + 1,
            "{}: wrong number of cells",
            entry.name
        );
        for (cell, &(l, r)) in row[1..].iter().zip(&pairs) {
            let want = cell_text((entry.result_type)(l, r));
            assert_eq!(
                *cell, want,
                "{}: `{l} + {r}` is {want}, the guide says {cell}; expected rows:\n{expected}",
                entry.name
            );
        }
    }
}

#[test]
fn a_cell_of_the_guide_agrees_with_the_type_checker() {
    // The run-time mirror agrees with the impls everywhere (the agreement suite); one cell per
    // policy here, as the guide's own doc-test shows.
    assert_eq!(
        TypeId::of::<Promoted<i16, WeakFloat, NumPy>>(),
        TypeId::of::<f64>()
    );
    assert_eq!(
        TypeId::of::<Promoted<u64, i64, Jax>>(),
        TypeId::of::<WeakFloat>()
    );
    assert_eq!(
        TypeId::of::<Promoted<bf16, f16, Paddle>>(),
        TypeId::of::<f32>()
    );
    assert_eq!(
        TypeId::of::<Promoted<i8, u8, ArrayApi>>(),
        TypeId::of::<i16>()
    );
    let _ = <i8 as Promote<u8, Jax>>::promote_lhs(1);
}

// ---------------------------------------------------------------------------------------------
// The array API's `result_type`: `bool` with `bool` is `bool`, though `+` is undefined on it.
// ---------------------------------------------------------------------------------------------

/// `ArrayApi::result_type` against `xp.result_type` of array-api-strict, every pair of the
/// reference's codes that the policy holds; the codes it lacks are the standard's missing
/// `bf16` and `f16`. `bool` with `bool` or with a Python bool is `bool`, though `+` is undefined.
#[test]
fn array_api_result_type_is_the_librarys() {
    let reference =
        promote_tests::Reference::parse(include_str!("../../reference/array-api_result_type.csv"));
    let dtype = |code: &str| ArrayApi::DTYPES.iter().copied().find(|d| d.code() == code);
    let lacking: Vec<&str> = reference
        .codes
        .iter()
        .filter(|c| dtype(c).is_none())
        .map(String::as_str)
        .collect();
    assert_eq!(lacking, ["bf16", "f16"]);
    let mut checked = 0;
    for (l, lcode) in reference.codes.iter().enumerate() {
        for (r, rcode) in reference.codes.iter().enumerate() {
            let (Some(a), Some(b)) = (dtype(lcode), dtype(rcode)) else {
                continue;
            };
            let got = ArrayApi::result_type(a, b).map_or("-", DType::code);
            assert_eq!(got, reference.cells[l][r], "result_type({lcode}, {rcode})");
            checked += 1;
        }
    }
    assert_eq!(checked, 17 * 17);
    // Only the `bool` pair differs from `+`.
    assert_eq!(
        ArrayApi::binary_result(
            promote_core::Op::Add,
            promote_core::ArrayKind::Array,
            DType::Bool,
            promote_core::ArrayKind::Array,
            DType::Bool
        ),
        None
    );
}

#[test]
fn array_api_joins_bools() {
    // xp.result_type(bool, bool, bool) is bool, and so is xp.concat of bool arrays.
    assert_eq!(dtype_all::<(bool, bool, bool), ArrayApi>(), DType::Bool);
    assert_eq!(
        result_type_all::<ArrayApi>(&[DType::Bool, DType::Bool]),
        Some(DType::Bool)
    );
    let a: promote_core::Array<bool, ArrayApi> = promote_core::Array::from_vec(vec![true]);
    let b: promote_core::Array<bool, ArrayApi> = promote_core::Array::from_vec(vec![false, true]);
    let joined = promote_core::array::concatenate((&a, &b)).unwrap();
    assert_eq!(joined.as_slice(), &[true, false, true]);
    // bool with an integer stays undefined, as in the library.
    assert_eq!(result_type_all::<ArrayApi>(&[DType::Bool, DType::I8]), None);
}

/// After `use promote_core::*;` (as generic code and custom elements write it), the std methods
/// on std numbers mean what they meant: no trait of ours is picked before them.
mod glob_import {
    #[allow(unused_imports)]
    use promote_core::*;

    #[test]
    fn std_methods_keep_their_meaning() {
        use core::cmp::Ordering::{Greater, Less};
        assert_eq!(1.5f64.partial_cmp(&2.0), Some(Less));
        assert_eq!(f32::NAN.partial_cmp(&0.0), None);
        assert_eq!(3u8.partial_cmp(&2), Some(Greater));
        let three = std::hint::black_box(3i32);
        assert_eq!(three.max(4), 4);
        assert_eq!(three.min(4), 3);
        assert_eq!(1.5f64.max(f64::NAN), 1.5); // std's max ignores NaN; NumPy's maximum does not
        assert_eq!((-2i8).abs(), 2);
        assert_eq!((-1.5f32).abs(), 1.5);
        assert_eq!(2i32.pow(3), 8);
        assert_eq!(2.0f64.powi(3), 8.0);
        assert_eq!(1.0f64.sqrt(), 1.0);
        // The element traits, by their module's path.
        assert_eq!(element::ElementOrd::compare(1.5f64, 2.0), Some(Less));
        assert_eq!(element::ElementArith::add(1u8, 255), 0);
    }

    /// std's operator traits imported beside the glob: each method is the operator's, not
    /// ambiguous with an element trait's method of the same name (E0034).
    #[test]
    fn std_operator_methods_are_not_ambiguous() {
        use core::ops::{Add, BitAnd, BitOr, BitXor, Div, Mul, Neg, Not, Rem, Sub};
        let seven = std::hint::black_box(7i32);
        assert_eq!(seven.add(2), 9);
        assert_eq!(seven.sub(2), 5);
        assert_eq!(seven.mul(2), 14);
        assert_eq!(seven.div(2), 3);
        assert_eq!(seven.rem(2), 1);
        assert_eq!(seven.neg(), -7);
        assert_eq!(seven.bitand(3), 3);
        assert_eq!(seven.bitor(8), 15);
        assert_eq!(seven.bitxor(1), 6);
        assert_eq!(seven.not(), -8);
        assert_eq!(1.5f64.add(1.0), 2.5);
        assert!(!true.bitand(false));
        assert!(1.5f32.lt(&2.0));
        assert_eq!(2.0f64.powf(0.5), std::f64::consts::SQRT_2);
        assert_eq!(seven.clamp(0, 5), 5);
    }
}
