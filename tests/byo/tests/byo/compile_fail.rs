//! What a user of `Tensor` sees for code that must not compile: pinned in `ui/*.stderr`.
//! Regenerate with `TRYBUILD=overwrite cargo test -p promote-byo --test byo -- compile_fail` and review.

#[test]
fn ui() {
    trybuild::TestCases::new().compile_fail("tests/ui/*.rs");
}
