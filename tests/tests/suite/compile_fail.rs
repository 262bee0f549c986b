//! UI tests: code that must not compile, with its exact diagnostics pinned in `ui/*.stderr`.
//! Regenerate with `TRYBUILD=overwrite cargo test -p promote-tests --test suite -- compile_fail` and review.
//!
//! trybuild (since 1.0.115) checks its project's dependencies twice on a fresh target: once to
//! build them, with its rustc flags, and once with the cases, with those flags and
//! `--diagnostic-width=140`; cargo keeps both builds apart, so promote-core, the macros and every
//! dev-dependency were checked twice (this test took 65 s on a fresh clone, 6 s warm). So the
//! cases run in a child process of this binary whose `CARGO_ENCODED_RUSTFLAGS` (which cargo
//! prefers to the flags trybuild gives it) is the flags of trybuild's second pass: both passes
//! build with the same flags, once (28-30 s fresh), and the diagnostics are the ones trybuild
//! pins.

use std::process::Command;

/// trybuild's rustc flags when it checks the cases (its `rustflags.rs`, and the width that
/// `build_all_tests` adds), separated as `CARGO_ENCODED_RUSTFLAGS` wants.
const TRYBUILD_FLAGS: [&str; 6] = [
    "--cfg",
    "trybuild",
    "--verbose",
    "-A",
    "dead_code",
    "--diagnostic-width=140",
];

/// Set in the child process that runs the cases.
const IN_CHILD: &str = "PROMOTE_UI_CASES";

#[test]
fn ui() {
    if std::env::var_os(IN_CHILD).is_some() {
        let t = trybuild::TestCases::new();
        t.compile_fail("tests/ui/*.rs");
        return;
    }
    let mut flags = TRYBUILD_FLAGS.to_vec();
    // trybuild keeps a coverage build's instrumentation (cargo-llvm-cov); so does this.
    if std::env::var("RUSTFLAGS").is_ok_and(|f| f.contains("-C instrument-coverage")) {
        flags.extend(["-C", "instrument-coverage"]);
    }
    let this = std::env::current_exe().expect("the test binary's path");
    let status = Command::new(this)
        .args(["--exact", "compile_fail::ui", "--nocapture"])
        .env(IN_CHILD, "1")
        .env("CARGO_ENCODED_RUSTFLAGS", flags.join("\u{1f}"))
        .status()
        .expect("the test binary runs the UI cases in a child process");
    assert!(
        status.success(),
        "UI cases failed: trybuild's report is above"
    );
}
