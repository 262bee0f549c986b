//! Algebraic laws of the policies, checked over every pair and triple.

use promote_core::policies::NumPy;
use promote_core::{DType, Policy};

/// Every triple of `P`'s dtypes where both groupings are defined and differ, computed here from
/// the run-time mirror, independently of the macro.
fn non_associative<P: Policy>() -> Vec<[DType; 5]> {
    let join = P::result_type;
    let mut out = Vec::new();
    for &a in P::DTYPES {
        for &b in P::DTYPES {
            for &c in P::DTYPES {
                let left = join(a, b).and_then(|ab| join(ab, c));
                let right = join(b, c).and_then(|bc| join(a, bc));
                if let (Some(left), Some(right)) = (left, right) {
                    if left != right {
                        out.push([a, b, c, left, right]);
                    }
                }
            }
        }
    }
    out
}

#[test]
fn numpy_non_associative_triples_are_the_documented_ones() {
    let found = non_associative::<NumPy>();
    assert_eq!(
        found,
        NumPy::NON_ASSOCIATIVE,
        "the rustdoc list must be exactly the failing triples"
    );
    // Seed 004's example: (i8 + u8) + f16 is f32, but i8 + (u8 + f16) is f16.
    assert!(found.contains(&[DType::I8, DType::U8, DType::F16, DType::F32, DType::F16]));
    let n = NumPy::DTYPES.len();
    println!(
        "NumPy: {} of {} ordered triples are not associative",
        found.len(),
        n * n * n
    );
    assert_eq!(found.len(), 256);
}
