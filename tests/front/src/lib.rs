//! Drives promote's declaration front end ([`promote_decl`]) without rustc, for the tests of this
//! crate and the fuzz target in `fuzz/`: the inputs promote-core's wrappers hand the macros
//! ([`Input`]), every declaration written in the repository ([`corpus()`]), token-level mutations
//! of them ([`mutate()`]) and the properties every run must keep ([`check`]).

// Grids are indexed by pairs of codes, both ways; iterators would hide which index is which.
#![allow(clippy::needless_range_loop)]

pub mod corpus;
pub mod input;
pub mod mutate;
pub mod oracle;
pub mod properties;
pub mod random;
pub mod rng;

pub use corpus::corpus;
pub use input::Input;
pub use mutate::mutate;
pub use properties::{check, Outcome};

/// Prints a test's counts and keeps them in `front-summary/name.txt` beside `dir` (the test's
/// `CARGO_TARGET_TMPDIR`, so in the target directory), where CI prints them
/// after the suites (a passing test's output is not shown).
pub fn report(dir: &str, name: &str, line: &str) {
    println!("{line}");
    let tmp = std::path::Path::new(dir);
    let dir = tmp.parent().unwrap_or(tmp).join("front-summary");
    // The counts are for people; a read-only target directory must not fail the test.
    let _ = std::fs::create_dir_all(&dir)
        .and_then(|()| std::fs::write(dir.join(format!("{name}.txt")), format!("{line}\n")));
}
