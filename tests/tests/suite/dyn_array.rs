//! `DynArray` against the run-time mirror and the typed `Array`: for every policy, every binary
//! method of the family list and every pair of standard dtypes, as arrays, 0-d arrays and Python
//! scalars, the result dtype is the mirror's, or the error names the pair where the mirror has no
//! result; and the values are the typed `Array`'s, for pairs that convert on either side.

use promote_core::array::Array;
use promote_core::dispatch::DispatchError;
use promote_core::dyn_array::{Buffer, DynArray, DynError};
use promote_core::policies::*;
use promote_core::values::ValueError;
use promote_core::{ops, weak, ArrayKind, Complex, DType, Op, Policy};

/// The sum of `$check::<P>()` over the eleven built-in policies.
macro_rules! every_policy {
    ($check:ident) => {
        $check::<NumPy>()
            + $check::<NumPyMl>()
            + $check::<Jax>()
            + $check::<JaxX32>()
            + $check::<JaxStrict>()
            + $check::<JaxLax>()
            + $check::<Torch>()
            + $check::<ArrayApi>()
            + $check::<Paddle>()
            + $check::<TensorFlow>()
            + $check::<MegEngine>()
            + $check::<MegEngineMep3>()
            + $check::<OneFlow>()
    };
}

/// A `DynArray` of `dtype` and `kind`: two elements for an array, one for a 0-d array or a
/// Python scalar (a weak dtype).
fn operand<P: Policy>(dtype: DType, kind: ArrayKind) -> DynArray<P> {
    let shape: Vec<usize> = if kind == ArrayKind::Array0 || dtype.is_weak() {
        vec![]
    } else {
        vec![2]
    };
    let len = shape.iter().product();
    DynArray::from_buffer(shape, Buffer::zeros(dtype, len).expect("a standard dtype")).unwrap()
}

macro_rules! each_method {
    (family_rows { $($row:tt)* }) => {
        /// Every binary method, with its family.
        // One push per row of the list, other rows pushing none.
        #[allow(clippy::vec_init_then_push)]
        fn methods<P: Policy>() -> Vec<(&'static str, Op, fn(&DynArray<P>, &DynArray<P>) -> Result<DynArray<P>, DynError>)> {
            let mut all = Vec::new();
            $(each_method!(@row binary all $row);)*
            all
        }

        /// Every unary method, with its family.
        #[allow(clippy::vec_init_then_push)]
        fn unary_methods<P: Policy>() -> Vec<(&'static str, Op, fn(&DynArray<P>) -> Result<DynArray<P>, DynError>)> {
            let mut all = Vec::new();
            $(each_method!(@row unary all $row);)*
            all
        }
    };
    (@row $want:ident $all:ident { $shape:ident $name:ident $docs:tt $Public:ident $Assoc:ident $Alias:ident $F:ident $($rest:tt)* }) => {
        each_method!(@methods $want $all $shape $F $($rest)*);
    };
    (@methods binary $all:ident binary $F:ident $Table:ident $Bridge:tt $result:ident $texts:tt $messages:tt $default:tt
        [$([$M:ident $with:ident $plain:tt [$checked:ident] $try:tt $into:tt])*]) => {
        $($all.push((stringify!($checked), Op::$F, DynArray::<P>::$checked as fn(&_, &_) -> _));)*
    };
    (@methods unary $all:ident unary $F:ident $Table:ident $Bridge:tt $result:ident $texts:tt $messages:tt $default:tt
        [$([$M:ident $with:ident [$m:ident] $checked:tt $try:tt $into:tt])*]) => {
        $($all.push((stringify!($m), Op::$F, DynArray::<P>::$m as fn(&_) -> _));)*
    };
    (@methods $want:ident $all:ident $shape:ident $($rest:tt)*) => {};
}

promote_core::__family_rows!(each_method {});

/// Every method, pair and kind under `P`: the mirror's dtype, or its error. Returns the number
/// of cells compared.
fn against_mirror<P: Policy>() -> usize {
    use ArrayKind::{Array as A, Array0 as Z};
    let (mut cells, mut not_applicable) = (0, 0);
    for (name, op, method) in methods::<P>() {
        for &l in &DType::ALL {
            for &r in &DType::ALL {
                for (lk, rk) in [(A, A), (Z, A), (A, Z), (Z, Z)] {
                    let (a, b) = (operand::<P>(l, lk), operand::<P>(r, rk));
                    let (lk, rk) = (
                        if l.is_weak() { A } else { lk },
                        if r.is_weak() { A } else { rk },
                    );
                    let mirror = P::binary_result(op, lk, l, rk, r);
                    match (method(&a, &b), mirror) {
                        (Ok(c), Some(m)) => assert_eq!(
                            c.dtype(),
                            m,
                            "{} {name} {l} ({lk:?}) with {r} ({rk:?})",
                            P::NAME
                        ),
                        (Err(DynError::Dispatch(e)), None) => {
                            let text = e.to_string();
                            assert!(text.contains(&format!("`{l}` and `{r}`")) && text.contains(P::NAME), "{text}");
                        }
                        // The typed API refuses these at compile time (`bool - bool`, `atan2` of
                        // complex numbers): the family defines the pair, the operation does not
                        // apply to its type.
                        (Err(DynError::NotApplicable { .. }), Some(_)) => not_applicable += 1,
                        // The operands are zeros: PyTorch raises for an integer division by
                        // zero, whatever the type (`values.rs` checks which).
                        (Err(DynError::Value(ValueError::IntegerDivisionByZero { .. })), Some(_))
                            if matches!(op, Op::FloorDivide | Op::Remainder) => {}
                        (got, m) => panic!("{} {name} {l} ({lk:?}) with {r} ({rk:?}): {got:?}, the mirror says {m:?}", P::NAME),
                    }
                    cells += 1;
                }
            }
        }
    }
    println!(
        "{}: {cells} cells, {not_applicable} where the operation does not apply",
        P::NAME
    );
    cells
}

#[test]
fn every_policy_every_method_every_pair_is_the_mirror() {
    let cells = every_policy!(against_mirror);
    assert_eq!(cells, 13 * methods::<NumPy>().len() * 20 * 20 * 4);
}

/// `DynArray`'s `op` equals the typed `Array`'s, element for element, for a pair of typed inputs.
macro_rules! same_as_typed {
    ($P:ty, $a:expr, $b:expr, $dyn_method:ident, $typed:expr) => {{
        let (a, b) = ($a, $b);
        let typed = $typed(
            &Array::<_, $P>::from_vec(a.clone()),
            &Array::<_, $P>::from_vec(b.clone()),
        );
        let got = DynArray::<$P>::from_vec([a.len()], a)
            .unwrap()
            .$dyn_method(&DynArray::<$P>::from_vec([b.len()], b).unwrap())
            .unwrap();
        assert_eq!(got.to_array().unwrap(), typed);
    }};
}

#[test]
fn values_are_the_typed_arrays() {
    let i8s = vec![-128i8, -3, 0, 1, 7, 127];
    let u8s = vec![0u8, 255, 3, 1, 200, 128];
    let f32s = vec![0.5f32, -2.25, f32::INFINITY, 1e30, -0.0, 3.0];
    let f64s = vec![1.0f64 / 3.0, -1e300, 0.5, f64::INFINITY, 2.5, -7.0];
    let c64s: Vec<Complex<f32>> = f32s.iter().map(|&x| Complex::new(x, 1.0)).collect();
    same_as_typed!(
        NumPy,
        i8s.clone(),
        f32s.clone(),
        checked_add,
        |a: &Array<i8, NumPy>, b| a + b
    );
    same_as_typed!(
        NumPy,
        u8s.clone(),
        i8s.clone(),
        checked_add,
        |a: &Array<u8, NumPy>, b| a + b
    );
    same_as_typed!(
        NumPy,
        u8s.clone(),
        i8s.clone(),
        checked_mul,
        |a: &Array<u8, NumPy>, b| a * b
    );
    same_as_typed!(
        NumPy,
        i8s.clone(),
        f64s.clone(),
        checked_div,
        |a: &Array<i8, NumPy>, b| a / b
    );
    same_as_typed!(
        Torch,
        i8s.clone(),
        u8s.clone(),
        checked_sub,
        |a: &Array<i8, Torch>, b| a - b
    );
    same_as_typed!(
        Jax,
        c64s.clone(),
        f64s.clone(),
        checked_add,
        |a: &Array<Complex<f32>, Jax>, b| a + b
    );
    same_as_typed!(
        NumPy,
        c64s.clone(),
        f64s.clone(),
        checked_add,
        |a: &Array<Complex<f32>, NumPy>, b| a + b
    );
    same_as_typed!(
        NumPy,
        f32s.clone(),
        f64s.clone(),
        checked_maximum,
        |a: &Array<f32, NumPy>, b: &Array<f64, NumPy>| a.maximum(b)
    );
    same_as_typed!(
        NumPy,
        i8s.clone(),
        f32s.clone(),
        checked_less,
        |a: &Array<i8, NumPy>, b: &Array<f32, NumPy>| a.less(b)
    );
    // PyTorch raises for the zero divisor; the same without it.
    let typed = Array::<u8, Torch>::from_vec(u8s.clone())
        .checked_floor_divide(&Array::<i8, Torch>::from_vec(i8s.clone()));
    let dynamic = DynArray::<Torch>::from_vec([6], u8s.clone())
        .unwrap()
        .checked_floor_divide(&DynArray::<Torch>::from_vec([6], i8s.clone()).unwrap());
    assert!(typed.unwrap_err().value_error().is_some());
    assert!(matches!(dynamic, Err(DynError::Value(_))));
    let nonzero: Vec<i8> = i8s.iter().map(|&x| if x == 0 { 2 } else { x }).collect();
    same_as_typed!(
        Torch,
        u8s.clone(),
        nonzero,
        checked_floor_divide,
        |a: &Array<u8, Torch>, b: &Array<i8, Torch>| a.floor_divide(b)
    );
}

#[test]
fn zero_dim_and_python_scalars_follow_the_library() {
    // PyTorch: an i64 0-d tensor does not widen an i8 tensor; the value is computed in i8.
    let a = DynArray::<Torch>::from_vec([2], vec![1i8, 100]).unwrap();
    let c = a.checked_add(&DynArray::scalar(300i64)).unwrap();
    assert_eq!(c.dtype(), DType::I8);
    assert_eq!(
        c.as_slice::<i8>().unwrap(),
        [
            1i8.wrapping_add(300i64 as i8),
            100i8.wrapping_add(300i64 as i8)
        ]
    );
    // NumPy 2: a 0-d array is an array; a Python float is weak.
    let n = DynArray::<NumPy>::from_vec([2], vec![1i8, 2]).unwrap();
    assert_eq!(
        n.checked_add(&DynArray::scalar(1i64)).unwrap().dtype(),
        DType::I64
    );
    let h = DynArray::<NumPy>::from_vec([2], vec![half::f16::ONE, half::f16::ONE]).unwrap();
    let s = h.checked_mul(&DynArray::scalar(weak(2.5))).unwrap();
    assert_eq!(s.dtype(), DType::F16);
    assert_eq!(
        s.as_slice::<half::f16>().unwrap(),
        [half::f16::from_f32(2.5); 2]
    );
    // The scalar on the left.
    let t = DynArray::<NumPy>::scalar(weak(1)).checked_sub(&n).unwrap();
    assert_eq!(t.as_slice::<i8>().unwrap(), [0, -1]);
}

#[test]
fn errors_name_what_is_wrong() {
    let a = DynArray::<ArrayApi>::from_vec([2], vec![1i8, 2]).unwrap();
    let f = DynArray::<ArrayApi>::from_vec([2], vec![1.0f32, 2.0]).unwrap();
    assert_eq!(
        (&a + &f).unwrap_err().to_string(),
        "`i8` and `f32` have no `add` under the policy `ArrayApi`"
    );
    assert_eq!(
        DynArray::concatenate(&[&a, &f]).unwrap_err().to_string(),
        "`i8` and `f32` have no common dtype under the policy `ArrayApi`"
    );
    let long = DynArray::<ArrayApi>::from_vec([3], vec![1i8, 2, 3]).unwrap();
    assert!(matches!(a.checked_add(&long), Err(DynError::Shape(_))));
    assert!(matches!(
        a.as_slice::<f32>(),
        Err(DynError::DType {
            expected: DType::F32,
            found: DType::I8
        })
    ));
    assert!(matches!(
        a.cast(DType::F8E4M3FN),
        Err(DynError::Cast { .. })
    ));
    let b = DynArray::<NumPy>::from_vec([2], vec![true, false]).unwrap();
    assert_eq!(
        b.checked_sub(&b).unwrap_err().to_string(),
        "`ops::Sub` does not apply to `b`, the type the pair is computed in"
    );
}

#[test]
fn conversions_round_trip() {
    let a = Array::<u8, NumPy>::from_shape_vec([2, 2], vec![1, 2, 3, 4]).unwrap();
    let d = DynArray::from(a.clone());
    assert_eq!(d.shape(), [2, 2]);
    assert_eq!(d.to_array::<u8>().unwrap(), a);
    let f = d.cast(DType::F64).unwrap();
    assert_eq!(f.as_slice::<f64>().unwrap(), [1.0, 2.0, 3.0, 4.0]);
    assert!(DynArray::<NumPy>::from_vec([3], vec![1u8]).is_err());
}

#[test]
fn into_writes_what_the_method_returns() {
    let a = DynArray::<NumPy>::from_vec([4], vec![1i8, -2, 3, 127]).unwrap();
    let b = DynArray::<NumPy>::from_vec([4], vec![0.5f32, 0.25, -3.0, 1.0]).unwrap();
    let mut out = DynArray::<NumPy>::from_vec([4], vec![0.0f32; 4]).unwrap();
    a.add_into(&b, &mut out).unwrap();
    assert_eq!(out, a.checked_add(&b).unwrap());
    let s = DynArray::<NumPy>::scalar(weak(2.5));
    b.mul_into(&s, &mut out).unwrap();
    assert_eq!(out, b.checked_mul(&s).unwrap());
    let mut mask = DynArray::<NumPy>::from_vec([4], vec![false; 4]).unwrap();
    a.less_into(&b, &mut mask).unwrap();
    assert_eq!(
        mask.as_slice::<bool>().unwrap(),
        [false, true, false, false]
    );
    let mut wrong = DynArray::<NumPy>::from_vec([4], vec![0.0f64; 4]).unwrap();
    assert!(matches!(
        a.add_into(&b, &mut wrong),
        Err(DynError::DType {
            expected: DType::F32,
            found: DType::F64
        })
    ));
    let mut short = DynArray::<NumPy>::from_vec([2], vec![0.0f32; 2]).unwrap();
    assert!(matches!(
        a.add_into(&b, &mut short),
        Err(DynError::Shape(_))
    ));
}

/// `op_assign` over the left operand is its method's result, past one block (the right operand
/// converted in blocks) and with a scalar; a weak pair that JAX without 64-bit types computes in
/// 32 bits; and on an error or another dtype than the result's, the operand is unchanged.
#[test]
fn in_place_is_the_method() {
    let n = 1300;
    let f64s: Vec<f64> = (0..n).map(|i| 1.0 / (i as f64 + 1.0)).collect();
    let f32s: Vec<f32> = (0..n).map(|i| i as f32 * 0.75 - 300.0).collect();
    let i8s: Vec<i8> = (0..n).map(|i| (i * 37 % 256) as u8 as i8).collect();
    let a = DynArray::<NumPy>::from_vec([n], f64s).unwrap();
    let b = DynArray::<NumPy>::from_vec([n], f32s).unwrap();
    let mut over = a.clone();
    over.view_mut().op_assign::<ops::Sub>(&b.view()).unwrap();
    assert_eq!(over, a.checked_sub(&b).unwrap());
    let c = DynArray::<NumPy>::from_vec([n], i8s).unwrap();
    let three = DynArray::<NumPy>::scalar(weak(3));
    let mut over = c.clone();
    over.view_mut()
        .op_assign::<ops::FloorDivide>(&three.view())
        .unwrap();
    assert_eq!(over, c.checked_floor_divide(&three).unwrap());

    let big = DynArray::<JaxX32>::scalar(weak(2_000_000_000));
    let mut over = big.clone();
    over.view_mut().op_assign::<ops::Add>(&big.view()).unwrap();
    assert_eq!(over, big.checked_add(&big).unwrap());

    let mut over = c.clone();
    let err = over
        .view_mut()
        .op_assign::<ops::Add>(&DynArray::scalar(weak(1000)).view());
    assert!(matches!(err, Err(DynError::Value(_))), "{err:?}");
    assert_eq!(over, c);
    let err = over.view_mut().op_assign::<ops::Add>(&b.view());
    assert!(
        matches!(
            err,
            Err(DynError::DType {
                expected: DType::F32,
                found: DType::I8
            })
        ),
        "{err:?}"
    );
    assert_eq!(over, c);
}

/// Past one block (512 elements converted at a time): each side converting, both, neither, and a
/// scalar on either side, against the typed `Array`, new and into an existing array.
#[test]
fn long_arrays_cross_blocks() {
    let n = 1300;
    let i8s: Vec<i8> = (0..n).map(|i| (i * 37 % 256) as u8 as i8).collect();
    let f32s: Vec<f32> = (0..n).map(|i| i as f32 * 0.75 - 300.0).collect();
    let f64s: Vec<f64> = (0..n).map(|i| 1.0 / (i as f64 + 1.0)).collect();
    let c64s: Vec<Complex<f32>> = (0..n)
        .map(|i| Complex::new(i as f32, -(i as f32) / 3.0))
        .collect();
    same_as_typed!(
        NumPy,
        i8s.clone(),
        f32s.clone(),
        checked_add,
        |a: &Array<i8, NumPy>, b| a + b
    );
    same_as_typed!(
        NumPy,
        f32s.clone(),
        i8s.clone(),
        checked_sub,
        |a: &Array<f32, NumPy>, b| a - b
    );
    same_as_typed!(
        NumPy,
        c64s.clone(),
        f64s.clone(),
        checked_mul,
        |a: &Array<Complex<f32>, NumPy>, b| a * b
    );
    same_as_typed!(
        NumPy,
        f32s.clone(),
        f32s.clone(),
        checked_maximum,
        |a: &Array<f32, NumPy>, b: &Array<f32, NumPy>| a.maximum(b)
    );
    let a = DynArray::<NumPy>::from_vec([n], i8s.clone()).unwrap();
    let s = DynArray::<NumPy>::scalar(weak(2.5));
    let typed = &Array::<i8, NumPy>::from_vec(i8s) * weak(2.5);
    assert_eq!(a.checked_mul(&s).unwrap().to_array().unwrap(), typed);
    assert_eq!(s.checked_mul(&a).unwrap().to_array().unwrap(), typed);
    let mut out = DynArray::<NumPy>::from_vec([n], vec![0.0f64; n]).unwrap();
    s.mul_into(&a, &mut out).unwrap();
    assert_eq!(out.to_array().unwrap(), typed);
}

/// Every unary method and dtype under `P`: the mirror's dtype, or its error.
fn unary_against_mirror<P: Policy>() -> usize {
    let (mut cells, mut not_applicable) = (0, 0);
    for (name, op, method) in unary_methods::<P>() {
        for &t in &DType::ALL {
            for kind in [ArrayKind::Array, ArrayKind::Array0] {
                let a = operand::<P>(t, kind);
                match (method(&a), P::unary_result(op, t)) {
                    (Ok(c), Some(m)) => assert_eq!(c.dtype(), m, "{} {name} {t}", P::NAME),
                    (Err(DynError::Dispatch(e)), None) => {
                        assert!(e.to_string().contains(&format!("`{t}`")), "{e}")
                    }
                    (Err(DynError::NotApplicable { .. }), Some(_)) => not_applicable += 1,
                    (got, m) => panic!("{} {name} {t}: {got:?}, the mirror says {m:?}", P::NAME),
                }
                cells += 1;
            }
        }
    }
    println!(
        "{}: {cells} unary cells, {not_applicable} where the operation does not apply",
        P::NAME
    );
    cells
}

#[test]
fn every_policy_every_unary_method_is_the_mirror() {
    let cells = every_policy!(unary_against_mirror);
    assert_eq!(cells, 13 * unary_methods::<NumPy>().len() * 20 * 2);
}

#[test]
fn unary_values_are_the_typed_arrays() {
    let i8s = vec![-128i8, -3, 0, 1, 7, 127];
    let f32s = vec![0.5f32, -2.25, f32::INFINITY, 1e30, -0.0, 3.0];
    let c64s: Vec<Complex<f32>> = f32s.iter().map(|&x| Complex::new(x, 1.0)).collect();
    let roots = vec![0i8, 1, 4, 7, 100, 127];
    let d = |v: Vec<i8>| DynArray::<NumPy>::from_vec([v.len()], v).unwrap();
    let t = |v: Vec<i8>| Array::<i8, NumPy>::from_vec(v);
    assert_eq!(
        d(roots.clone()).sqrt().unwrap().to_array().unwrap(),
        t(roots).sqrt()
    );
    assert_eq!(
        d(i8s.clone()).abs().unwrap().to_array().unwrap(),
        t(i8s.clone()).abs()
    );
    assert_eq!(
        d(i8s.clone()).negative().unwrap().to_array().unwrap(),
        t(i8s.clone()).negative()
    );
    assert_eq!(
        d(i8s.clone()).square().unwrap().to_array().unwrap(),
        t(i8s.clone()).square()
    );
    let c = DynArray::<Torch>::from_vec([6], c64s.clone()).unwrap();
    let tc = Array::<Complex<f32>, Torch>::from_vec(c64s);
    assert_eq!(c.abs().unwrap().to_array().unwrap(), tc.abs());
    assert_eq!(c.isinf().unwrap().to_array().unwrap(), tc.isinf());
    let f = DynArray::<Jax>::from_vec([6], f32s.clone()).unwrap();
    let tf = Array::<f32, Jax>::from_vec(f32s);
    assert_eq!(f.floor().unwrap().to_array().unwrap(), tf.floor());
    assert_eq!(f.isfinite().unwrap().to_array().unwrap(), tf.isfinite());
}

/// `concatenate` and `stack` of every triple of standard dtypes: the n-ary rule's dtype
/// (`result_type_all`), or an error where it has none.
fn joins_against_mirror<P: Policy>() {
    let strong: Vec<DType> = DType::ALL
        .iter()
        .copied()
        .filter(|d| !d.is_weak())
        .collect();
    for &a in &strong {
        for &b in &strong {
            for &c in &strong {
                let arrays = [
                    operand::<P>(a, ArrayKind::Array),
                    operand::<P>(b, ArrayKind::Array),
                    operand::<P>(c, ArrayKind::Array),
                ];
                let refs = [&arrays[0], &arrays[1], &arrays[2]];
                let expected = promote_core::generic::result_type_all::<P>(&[a, b, c]);
                for joined in [DynArray::concatenate(&refs), DynArray::stack(&refs)] {
                    match (joined, expected) {
                        (Ok(j), Some(e)) => assert_eq!(j.dtype(), e, "{} {a} {b} {c}", P::NAME),
                        (Err(DynError::Dispatch(DispatchError::UndefinedAll { .. })), None) => {}
                        (got, e) => {
                            panic!("{} {a} {b} {c}: {got:?}, the mirror says {e:?}", P::NAME)
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn joins_follow_the_n_ary_rule() {
    joins_against_mirror::<NumPy>();
    joins_against_mirror::<Jax>();
    joins_against_mirror::<Torch>();
    joins_against_mirror::<ArrayApi>();
    let a = DynArray::<NumPy>::from_vec([2, 1], vec![1u8, 2]).unwrap();
    let b = DynArray::<NumPy>::from_vec([1, 1], vec![-3i8]).unwrap();
    let j = DynArray::concatenate(&[&a, &b]).unwrap();
    assert_eq!(
        (j.shape(), j.as_slice::<i16>().unwrap()),
        (&[3, 1][..], &[1i16, 2, -3][..])
    );
    assert!(matches!(
        DynArray::stack(&[&a, &b]),
        Err(DynError::Shape(_))
    ));
    assert!(matches!(
        DynArray::<NumPy>::concatenate(&[]),
        Err(DynError::Shape(_))
    ));
    let t = DynArray::<NumPy>::stack(&[&a, &a]).unwrap();
    assert_eq!(t.shape(), [2, 2, 1]);
}

/// Values of every pair: a mixed pair computed in blocks equals its operands cast to the compute
/// dtype first, then computed there (for arrays, 0-d operands and scalars on either side).
fn values_of_every_pair<P: Policy>() -> usize {
    use ArrayKind::{Array as A, Array0 as Z};
    let mut compared = 0;
    let values = |d: DType, len: usize| {
        let base = DynArray::<P>::from_vec(
            [len],
            (0..len).map(|i| (i as i64 % 7) - 3).collect::<Vec<i64>>(),
        )
        .unwrap();
        base.cast(d).unwrap()
    };
    for &l in &DType::ALL {
        for &r in &DType::ALL {
            for (lk, rk) in [(A, A), (Z, A), (A, Z)] {
                let shape = |d: DType, k: ArrayKind| if k == Z || d.is_weak() { 1 } else { 600 };
                let reshape = |x: DynArray<P>, k: ArrayKind, d: DType| {
                    let (s, data) = x.into_parts();
                    DynArray::<P>::from_buffer(if k == Z || d.is_weak() { vec![] } else { s }, data)
                        .unwrap()
                };
                let a = reshape(values(l, shape(l, lk)), lk, l);
                let b = reshape(values(r, shape(r, rk)), rk, r);
                let (Ok(sum), Some(o)) = (
                    a.checked_add(&b),
                    P::binary_result(
                        Op::Add,
                        if l.is_weak() { A } else { lk },
                        l,
                        if r.is_weak() { A } else { rk },
                        r,
                    ),
                ) else {
                    continue;
                };
                let (ca, cb) = (a.cast(o).unwrap(), b.cast(o).unwrap());
                // The casts are arrays of `o` now: the same dtype on both sides computes in `o`.
                if let Ok(same) = ca.checked_add(&cb) {
                    if same.dtype() == o {
                        assert_eq!(sum, same, "{} {l} ({lk:?}) + {r} ({rk:?})", P::NAME);
                        compared += 1;
                    }
                }
            }
        }
    }
    compared
}

#[test]
fn every_pair_computes_its_values_in_the_compute_dtype() {
    for (policy, compared) in [
        ("NumPy", values_of_every_pair::<NumPy>()),
        ("Torch", values_of_every_pair::<Torch>()),
        ("Jax", values_of_every_pair::<Jax>()),
    ] {
        // Of 1,200 cells, those the policy defines and whose compute dtype adds to itself.
        assert!(compared > 900, "{policy}: {compared} cells compared");
        println!("{policy}: {compared} cells compared");
    }
}
