//! The first stage: tokens into the typed model of [`ast`]. Only what one token can tell is
//! checked here; whole-declaration rules are the next stage's (`crate::check`).
//!
//! [`limits`] bounds the input before anything recurses into it; `declaration` reads the two
//! forms, `options` the sections after them, `modifiers` a family's rule, [`casting`] the
//! `casting { ... }` section, [`spec`] promote-core's family list and [`extend`] an extension
//! of a built-in lattice.

pub mod ast;
pub mod casting;
pub(crate) mod declaration;
pub mod extend;
mod grid;
mod keywords;
pub mod limits;
pub(crate) mod modifiers;
mod options;
mod pairs;
pub mod spec;
