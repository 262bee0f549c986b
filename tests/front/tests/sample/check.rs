//! The run-time half of the compiled sample, shared by its two binaries (`sample`, `sample_2`).

use promote_core::DType;

/// A declaration's mirror of `+`, and the brute force's answer for every pair (the generated
/// modules' `Answers`).
pub type Answers = (
    fn(DType, DType) -> Option<DType>,
    &'static [(DType, DType, Option<DType>)],
);

/// Every pair of every declaration of `all`: the mirror gives the brute force's answer; then the
/// counts, against the generated module's, into the front end's summary as `name`.
pub fn every_pair(all: &[fn() -> Answers], counts: (usize, usize), name: &str) {
    let (mut declarations, mut pairs) = (0, 0);
    for answers in all {
        let (add, grid) = answers();
        declarations += 1;
        for &(a, b, expected) in grid {
            assert_eq!(
                add(a, b),
                expected,
                "declaration {declarations} of {name}: {a} + {b}"
            );
            pairs += 1;
        }
    }
    assert_eq!((declarations, pairs), counts);
    promote_front_tests::report(
        env!("CARGO_TARGET_TMPDIR"),
        name,
        &format!("compiled sample ({name}): {declarations} random declarations, {pairs} pairs asserted at compile time and by the mirror"),
    );
}
