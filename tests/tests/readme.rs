//! The README's claims that can drift: its Mermaid picture of the JAX lattice is the output of the
//! command it names, and its error example is the pinned UI output.

use promote_core::diagram;
use promote_core::policies::catalog;

#[test]
fn the_readme_lattice_is_the_commands_output() {
    let readme = include_str!("../../README.md");
    let start = readme
        .find("```mermaid\n")
        .expect("the README has a Mermaid block")
        + "```mermaid\n".len();
    let end = start + readme[start..].find("```").expect("the block is closed");
    let jax = catalog::find("jax").expect("jax is a built-in policy");
    assert_eq!(
        &readme[start..end],
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
    let readme = include_str!("../../README.md");
    let start = readme
        .find("```text\nerror[E0277]")
        .expect("the README shows an error")
        + "```text\n".len();
    let end = start + readme[start..].find("```").expect("the block is closed");
    // The README shows the error as a user's `src/main.rs` gets it.
    let pinned = include_str!("ui/undefined-array-api-i8-f32.stderr")
        .replace("tests/ui/undefined-array-api-i8-f32.rs", "src/main.rs");
    assert_eq!(&readme[start..end], pinned);
}
