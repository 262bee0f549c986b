//! `dispatch_all!` against the run-time mirror: under every built-in policy, for every list of
//! one, two and three standard dtypes (weak scalars included), the kernel runs at the common type
//! that [`result_type_all`] names, or the dispatch fails naming a pair without one; the
//! converter it is given writes each operand, read at its own type, into that type.

use promote_core::dispatch::{Converter, DispatchError, NaryKernel, Typed};
use promote_core::generic::result_type_all;
use promote_core::policies::{
    ArrayApi, Jax, JaxLax, JaxStrict, JaxX32, MegEngine, MegEngineMep3, NumPy, NumPyMl, OneFlow,
    Paddle, TensorFlow, Torch,
};
use promote_core::{
    bf16, dispatch_all, f16, CastFrom, Complex, DType, Element, Policy, WeakBool, WeakComplex,
    WeakFloat, WeakInt,
};

/// One buffer per standard type, as a crate's run-time tensor stores them.
#[derive(Debug)]
enum Buffer {
    Empty,
    Bool(Vec<bool>),
    U8(Vec<u8>),
    U16(Vec<u16>),
    U32(Vec<u32>),
    U64(Vec<u64>),
    I8(Vec<i8>),
    I16(Vec<i16>),
    I32(Vec<i32>),
    I64(Vec<i64>),
    BF16(Vec<bf16>),
    F16(Vec<f16>),
    F32(Vec<f32>),
    F64(Vec<f64>),
    C64(Vec<Complex<f32>>),
    C128(Vec<Complex<f64>>),
    WeakInt(Vec<WeakInt>),
    WeakFloat(Vec<WeakFloat>),
    WeakComplex(Vec<WeakComplex>),
    WeakBool(Vec<WeakBool>),
    C32(Vec<Complex<f16>>),
}

macro_rules! buffers {
    ($($T:ty => $V:ident),* $(,)?) => {
        $(impl Typed<$T> for Buffer {
            fn typed(&self) -> &[$T] {
                match self {
                    Buffer::$V(v) => v,
                    _ => &[],
                }
            }
            fn from_vec(v: Vec<$T>) -> Self {
                Buffer::$V(v)
            }
        })*

        impl Buffer {
            /// `[0, 1]` in `dtype`'s type.
            fn zero_one(dtype: DType) -> Buffer {
                $(if dtype == <$T>::DTYPE {
                    return Buffer::$V(vec![<$T>::cast_from(false), <$T>::cast_from(true)]);
                })*
                Buffer::Empty
            }

            /// The elements as `f64`s, and the dtype of the variant.
            fn as_f64(&self) -> (DType, Vec<f64>) {
                match self {
                    $(Buffer::$V(v) => (<$T>::DTYPE, v.iter().map(|&x| f64::cast_from(x)).collect()),)*
                    Buffer::Empty => (DType::Custom("none"), Vec::new()),
                }
            }
        }

        /// The dispatch of `dtypes` under `P` over every standard type.
        fn dispatch<P: Policy, K: NaryKernel<Storage = Buffer>>(dtypes: &[DType], kernel: K)
            -> Result<K::Output, DispatchError>
        {
            dispatch_all!(P, dtypes, [$($T),*], kernel)
        }
    };
}

buffers! {
    bool => Bool, u8 => U8, u16 => U16, u32 => U32, u64 => U64,
    i8 => I8, i16 => I16, i32 => I32, i64 => I64,
    bf16 => BF16, f16 => F16, f32 => F32, f64 => F64,
    Complex<f32> => C64, Complex<f64> => C128,
    WeakInt => WeakInt, WeakFloat => WeakFloat, WeakComplex => WeakComplex, WeakBool => WeakBool,
    Complex<f16> => C32,
}

/// Concatenates its operands into their common type.
struct Concat<'a>(&'a [(DType, Buffer)]);

impl NaryKernel for Concat<'_> {
    type Storage = Buffer;
    type Output = Result<Buffer, DispatchError>;
    fn call<O: Element>(self, operands: Converter<O, Buffer>) -> Self::Output
    where
        Buffer: Typed<O>,
    {
        let mut out = Vec::new();
        for (dtype, buffer) in self.0 {
            operands.extend(buffer, *dtype, &mut out)?;
        }
        Ok(Buffer::from_vec(out))
    }
}

/// Checks one list of dtypes: the dispatch's common type and values against the mirror, or its
/// error against the pairs.
fn check<P: Policy>(dtypes: &[DType]) {
    let operands: Vec<(DType, Buffer)> = dtypes.iter().map(|&d| (d, Buffer::zero_one(d))).collect();
    let at = format!("{} {dtypes:?}", P::NAME);
    match (
        dispatch::<P, _>(dtypes, Concat(&operands)),
        result_type_all::<P>(dtypes),
    ) {
        (Ok(joined), Some(common)) => {
            let (dtype, values) = joined.expect(&at).as_f64();
            assert_eq!(dtype, common, "{at}: dispatch and mirror differ");
            let expected: Vec<f64> = dtypes.iter().flat_map(|_| [0.0, 1.0]).collect();
            assert_eq!(values, expected, "{at}: converted values");
        }
        (Err(DispatchError::UndefinedAll { lhs, rhs, policy }), None) => {
            assert_eq!(policy, P::NAME, "{at}");
            let mut pairs = dtypes
                .iter()
                .enumerate()
                .flat_map(|(i, &l)| dtypes[i + 1..].iter().map(move |&r| (l, r)));
            match pairs.find(|&(l, r)| P::result_type(l, r).is_none()) {
                Some(first) => assert_eq!((lhs, rhs), first, "{at}: not the first pair"),
                None => assert!(
                    P::result_type(lhs, rhs).is_none()
                        || (lhs, rhs) == (dtypes[0], dtypes[dtypes.len() - 1]),
                    "{at}: ({lhs}, {rhs}) has a common dtype"
                ),
            }
        }
        (Err(DispatchError::NotListedAll { dtype, policy }), Some(common)) => {
            // A common dtype outside the standard ones (PyTorch's `bf16` with a weak complex).
            assert_eq!((dtype, policy), (common, P::NAME), "{at}");
            assert!(!DType::ALL.contains(&common), "{at}: {common} is listed");
        }
        (got, mirror) => panic!("{at}: dispatch {got:?}, mirror {mirror:?}"),
    }
}

/// Every list of one, two and three standard dtypes; returns how many.
fn every_list<P: Policy>() -> usize {
    let mut lists = 0;
    for &a in &DType::ALL {
        check::<P>(&[a]);
        for &b in &DType::ALL {
            check::<P>(&[a, b]);
            for &c in &DType::ALL {
                check::<P>(&[a, b, c]);
                lists += 1;
            }
            lists += 1;
        }
        lists += 1;
    }
    lists
}

macro_rules! policy_test {
    ($($test:ident: $P:ty;)*) => {$(
        #[test]
        fn $test() {
            let n = DType::ALL.len();
            assert_eq!(every_list::<$P>(), n + n * n + n * n * n);
        }
    )*};
}

policy_test! {
    numpy: NumPy;
    numpy_ml: NumPyMl;
    jax: Jax;
    jax_x32: JaxX32;
    jax_strict: JaxStrict;
    jax_lax: JaxLax;
    torch: Torch;
    array_api: ArrayApi;
    paddle: Paddle;
    tensorflow: TensorFlow;
    megengine: MegEngine;
    megengine_mep3: MegEngineMep3;
    oneflow: OneFlow;
}

#[test]
fn no_operands_is_an_error() {
    let err = dispatch::<NumPy, _>(&[], Concat(&[])).unwrap_err();
    assert_eq!(err, DispatchError::NoOperands { policy: "NumPy" });
    assert!(err.to_string().contains("no operands"), "{err}");
}

#[test]
fn the_error_names_the_first_pair_without_a_common_dtype() {
    use DType::*;
    let dtypes = [I8, U8, F32, I16];
    let operands: Vec<_> = dtypes.iter().map(|&d| (d, Buffer::zero_one(d))).collect();
    let err = dispatch::<ArrayApi, _>(&dtypes, Concat(&operands)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "`i8` and `f32` have no common dtype under the policy `ArrayApi`"
    );
}

#[test]
fn a_common_dtype_the_site_does_not_list_is_named() {
    use DType::*;
    let operands = [(I8, Buffer::zero_one(I8)), (U8, Buffer::zero_one(U8))];
    let narrow = dispatch_all!(NumPy, &[I8, U8], [i8, u8], Concat(&operands)).unwrap_err();
    assert_eq!(
        narrow,
        DispatchError::NotListedAll {
            dtype: I16,
            policy: "NumPy"
        }
    );
    assert_eq!(
        narrow.to_string(),
        "`i16` under `NumPy`: a dtype this dispatch does not list"
    );
}

#[test]
fn an_operand_the_site_does_not_list_is_named_by_the_converter() {
    use DType::*;
    // The kernel reads an operand of a dtype the site leaves out: its converter has no arm.
    let operands = [(I16, Buffer::zero_one(I16)), (F32, Buffer::zero_one(F32))];
    let got = dispatch_all!(NumPy, &[I16, F32], [f32], Concat(&operands)).unwrap();
    assert_eq!(
        got.unwrap_err(),
        DispatchError::NotListedAll {
            dtype: I16,
            policy: "NumPy"
        }
    );
}

#[test]
fn where_every_pair_has_a_common_dtype_the_error_names_the_fold_step() {
    use DType::*;
    // PaddlePaddle: `bool` with a Python int is `i64`, and `i64` with `bool` has none (`b` in messages).
    let dtypes = [Bool, WeakInt, Bool];
    let operands: Vec<_> = dtypes.iter().map(|&d| (d, Buffer::zero_one(d))).collect();
    let err = dispatch::<Paddle, _>(&dtypes, Concat(&operands)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "`i64` and `b` have no common dtype under the policy `Paddle`"
    );
}
