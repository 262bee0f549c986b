//! The second half of the front end's compiled sample (see `main.rs`): a binary of its own, so
//! that neither half needs 2 GB of rustc.

/// The committed sample's second half.
#[rustfmt::skip]
#[path = "generated_2.rs"]
mod generated;

#[path = "check.rs"]
mod check;

/// Every pair of every declaration: the mirror gives the brute force's answer.
#[test]
fn random_declarations_compile_to_the_brute_force_types() {
    check::every_pair(generated::ALL, generated::COUNTS, "compiled_sample_2");
}
