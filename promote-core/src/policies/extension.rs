//! The plumbing of [`extend_jax!`](crate::extend_jax): how an extension's pairs reach `Jax`'s
//! tables without an impl that a second extension of the same type would repeat.
//!
//! Two `extend_jax!` calls cannot see each other, so both may add the same Rust type. If each
//! implemented `AddTable<i8, Jax> for Q` and every other table itself, rustc would report one
//! conflict (E0119) per generated impl: hundreds. Instead `Jax`'s declaration carries one blanket
//! impl per table (`doc(hidden)`, `diagnostic::do_not_recommend`, so an undefined pair still
//! reads as the table's own error), which looks the pair up in the tables of the extension that
//! declared its type, keyed by that extension's marker type. An extension emits:
//!
//! - `impl ExtensionOf<Jax> for Q { type Extension = JaxQ; }`, spanned at `Q` in its `types`
//!   section: the one impl that a second extension of `Q` repeats, so the one conflict reported;
//! - `Join` impls between its marker and [`Base`] (the key of `Jax`'s own types);
//! - its cells as impls of [`ExtCell`] (every binary family's result for a pair), [`ExtUnary`]
//!   and [`ExtCast`] for its marker, which two extensions never share.
//!
//! A pair of types from two different extensions finds no `Join` and stays undefined.

/// The extension that declared `Self` as an element type of `P` ([`Base`] for `P`'s own types).
/// Implemented once per type: a type that two extensions add has two impls, and that conflict is
/// the error.
pub trait ExtensionOf<P> {
    /// The marker type of the declaring extension.
    type Extension;
}

/// The key of the policy's own types.
#[derive(Clone, Copy, Debug)]
pub enum Base {}

/// The extension whose tables hold a pair: `Base` for two of the policy's own types, else the
/// extension of the new one.
pub trait Join<Rhs> {
    /// The extension to look the pair up in.
    type Key;
}

impl Join<Base> for Base {
    type Key = Base;
}

/// The pair's extension, as [`Join`] gives it.
pub type KeyOf<L, R, P> =
    <<L as ExtensionOf<P>>::Extension as Join<<R as ExtensionOf<P>>::Extension>>::Key;

pub use crate::families::tables::ExtCell;

/// A one-operand family's cell `op(T) = Output`.
pub trait ExtUnary<T, const FAMILY: usize> {
    /// The result type.
    type Output;
}

/// A casting cell: `F` casts to `T` at the level `K`.
pub trait ExtCast<F, T, K> {}
