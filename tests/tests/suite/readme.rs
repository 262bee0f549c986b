//! The README's claims that can drift: its Mermaid picture of the JAX lattice is the output of the
//! command it names, and its error example is the pinned UI output.

use promote_core::diagram;
use promote_core::policies::catalog;

const README: &str = include_str!("../../../README.md");

/// The body of the README's first fenced block that opens with `opening` (the fence line and what
/// follows it, if anything), up to the closing fence.
fn block(opening: &str, keep_from: &str) -> &'static str {
    let start = README
        .find(opening)
        .unwrap_or_else(|| panic!("the README has a block opening with {opening:?}"))
        + opening.len()
        - keep_from.len();
    let end = start + README[start..].find("```").expect("the block is closed");
    &README[start..end]
}

#[test]
fn the_readme_lattice_is_the_commands_output() {
    let jax = catalog::find("jax").expect("jax is a built-in policy");
    assert_eq!(
        block("```mermaid\n", ""),
        diagram::mermaid(jax).expect("jax is a lattice")
    );
}

#[test]
fn table_policies_have_no_lattice_picture() {
    let numpy = catalog::find("numpy").expect("numpy is a built-in policy");
    assert_eq!(diagram::mermaid(numpy), None);
    assert_eq!(diagram::dot(numpy), None);
}

#[test]
fn the_readme_error_is_the_pinned_ui_output() {
    // The README shows the error as a user's `src/main.rs` gets it.
    let pinned = include_str!("../ui/undefined-array-api-i8-f32.stderr")
        .replace("tests/ui/undefined-array-api-i8-f32.rs", "src/main.rs");
    assert_eq!(block("```text\nerror[E0277]", "error[E0277]"), pinned);
}
