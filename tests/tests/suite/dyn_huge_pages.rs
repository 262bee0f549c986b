//! `DynArray`'s storage with the feature `huge-pages`: which arrays are kept on huge pages, and
//! that their values are exactly those of the same operations on `Vec`-kept arrays, also when a
//! new array reuses a dropped one's mapping (whose old values must never show).

use promote_core::dyn_array::{Buffer, DynArray, Elements};
use promote_core::policies::{NumPy, Torch};
use promote_core::{weak, DType};

/// Elements in 2 MiB of `i16`: the smallest array kept on huge pages.
const HUGE_I16: usize = 1 << 20;

fn i16s(n: usize, seed: i32) -> Vec<i16> {
    (0..n as i32)
        .map(|i| (i.wrapping_mul(7919).wrapping_add(seed) % 30_000) as i16)
        .collect()
}

fn f32s(n: usize, seed: u32) -> Vec<f32> {
    (0..n as u32)
        .map(|i| (i.wrapping_mul(2_654_435_761).wrapping_add(seed) >> 8) as f32 / 65_536.0 - 128.0)
        .collect()
}

fn on_huge_pages<P>(array: &DynArray<P>) -> bool {
    match array.buffer() {
        Buffer::I16(e) => e.on_huge_pages(),
        Buffer::I32(e) => e.on_huge_pages(),
        Buffer::F32(e) => e.on_huge_pages(),
        Buffer::F64(e) => e.on_huge_pages(),
        Buffer::Bool(e) => e.on_huge_pages(),
        other => panic!("no case for {:?}", other.dtype()),
    }
}

#[test]
fn arrays_of_two_mib_and_more_that_dyn_array_creates_are_on_huge_pages() {
    let at = DynArray::<NumPy>::from_slice([HUGE_I16], &i16s(HUGE_I16, 1)).unwrap();
    let below = DynArray::<NumPy>::from_slice([HUGE_I16 - 1], &i16s(HUGE_I16 - 1, 1)).unwrap();
    let kept_vec = DynArray::<NumPy>::from_vec([HUGE_I16], i16s(HUGE_I16, 1)).unwrap();
    assert!(on_huge_pages(&at));
    assert!(!on_huge_pages(&below), "2 MiB less 2 bytes stays in a Vec");
    assert!(!on_huge_pages(&kept_vec), "from_vec keeps the Vec");

    let sum = at.checked_add(&DynArray::scalar(weak(3))).unwrap();
    assert!(on_huge_pages(&sum), "a result of 2 MiB");
    let wide = at.cast(DType::F64).unwrap();
    assert!(on_huge_pages(&wide), "a cast");
    assert!(on_huge_pages(&at.clone()), "a clone");
    let negated = at.negative().unwrap();
    assert!(on_huge_pages(&negated), "a unary result");
    // `bool` has bit patterns that are no value: never viewed from raw memory.
    let less = at.checked_less(&kept_vec).unwrap();
    assert_eq!(less.dtype(), DType::Bool);
    assert!(!on_huge_pages(&less));
}

#[test]
fn values_on_huge_pages_are_the_values_in_a_vec() {
    let (a, b) = (i16s(HUGE_I16, 1), f32s(HUGE_I16, 2));
    let paged = (
        DynArray::<Torch>::from_slice([HUGE_I16], &a).unwrap(),
        DynArray::<Torch>::from_slice([HUGE_I16], &b).unwrap(),
    );
    let vecs = (
        DynArray::<Torch>::from_vec([HUGE_I16], a.clone()).unwrap(),
        DynArray::<Torch>::from_vec([HUGE_I16], b.clone()).unwrap(),
    );
    assert_eq!(paged.0.as_slice::<i16>().unwrap(), &a[..]);
    assert!(paged.0 == vecs.0 && paged.1 == vecs.1);

    let sum = paged.0.checked_add(&paged.1).unwrap();
    assert_eq!(sum.dtype(), DType::F32, "Torch: int16 + float32 is float32");
    assert!(on_huge_pages(&sum));
    let expected: Vec<f32> = a.iter().zip(&b).map(|(&x, &y)| f32::from(x) + y).collect();
    assert_eq!(sum.as_slice::<f32>().unwrap(), &expected[..]);
    assert!(sum == vecs.0.checked_add(&vecs.1).unwrap());

    let mut out = DynArray::<Torch>::from_slice([HUGE_I16], &vec![0f32; HUGE_I16]).unwrap();
    paged.1.add_into(&paged.0, &mut out).unwrap();
    assert!(on_huge_pages(&out));
    assert_eq!(out.as_slice::<f32>().unwrap(), &expected[..]);

    let joined = DynArray::concatenate(&[&paged.0, &vecs.1]).unwrap();
    assert!(on_huge_pages(&joined));
    let mut expected_join: Vec<f32> = a.iter().map(|&x| f32::from(x)).collect();
    expected_join.extend(&b);
    assert_eq!(joined.as_slice::<f32>().unwrap(), &expected_join[..]);

    let (_, buffer) = sum.into_parts();
    let Buffer::F32(elements) = buffer else {
        panic!("a float32 buffer")
    };
    assert_eq!(elements.into_vec(), expected);
}

#[test]
fn a_reused_mapping_never_shows_its_old_values() {
    let n = HUGE_I16 / 2 * 3; // 3 MiB of i16: a mapping of 6 MiB, reused below for less
    let ones = DynArray::<NumPy>::from_slice([n], &vec![-1i16; n]).unwrap();
    drop(ones);
    // The same mapping size class, fewer elements: all of them are written, none shown past.
    let m = n - 12_345;
    let zeros = DynArray::<NumPy>::from_buffer([m], Buffer::zeros(DType::I16, m).unwrap()).unwrap();
    assert!(on_huge_pages(&zeros));
    assert_eq!(zeros.len(), m);
    assert!(zeros.as_slice::<i16>().unwrap().iter().all(|&x| x == 0));

    let twos = DynArray::<NumPy>::from_slice([n], &vec![2i16; n]).unwrap();
    drop(twos);
    let a = i16s(m, 5);
    let sum = DynArray::<NumPy>::from_vec([m], a.clone())
        .unwrap()
        .checked_add(&DynArray::scalar(weak(3)))
        .unwrap();
    assert!(on_huge_pages(&sum));
    let expected: Vec<i16> = a.iter().map(|&x| x.wrapping_add(3)).collect();
    assert_eq!(sum.as_slice::<i16>().unwrap(), &expected[..]);
}

#[test]
fn elements_convert_to_and_from_a_vec() {
    let values = f32s(HUGE_I16, 9);
    let paged = Elements::from_slice(&values);
    assert!(paged.on_huge_pages());
    assert_eq!(paged[..], values[..]);
    let small = Elements::from(vec![1.5f32, 2.5]);
    assert!(!small.on_huge_pages());
    assert_eq!(format!("{small:?}"), "[1.5, 2.5]");
    assert_eq!(paged.into_vec(), values);
    assert_eq!(Buffer::from(small), Buffer::F32(vec![1.5f32, 2.5].into()));
}
