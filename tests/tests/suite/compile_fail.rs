//! UI tests: code that must not compile, with its exact diagnostics pinned in `ui/*.stderr`.
//! Regenerate with `TRYBUILD=overwrite cargo test -p promote-tests --test suite -- compile_fail` and review.

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui/*.rs");
}
