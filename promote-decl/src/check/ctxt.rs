//! Collects the errors of one declaration so that the user sees all of them at once.

use std::fmt::Display;

use proc_macro2::Span;

/// An error sink. Checks push into it and go on; [`Ctxt::finish`] combines what was pushed.
#[derive(Default)]
pub struct Ctxt {
    errors: Vec<syn::Error>,
}

impl Ctxt {
    pub fn new() -> Self {
        Ctxt::default()
    }

    /// Records an error at `span`.
    pub fn error(&mut self, span: Span, message: impl Display) {
        self.errors.push(syn::Error::new(span, message));
    }

    /// Records an error underlining the whole of `code` (both tokens of `i*`).
    pub fn error_code(&mut self, code: &crate::parse::ast::Code, message: impl Display) {
        self.errors
            .push(syn::Error::new_spanned(code.tokens(), message));
    }

    pub fn has_errors(&self) -> bool {
        !self.errors.is_empty()
    }

    /// All recorded errors as one `syn::Error` (they render as separate compile errors), or `Ok`.
    pub fn finish(self) -> syn::Result<()> {
        let mut errors = self.errors.into_iter();
        let Some(mut first) = errors.next() else {
            return Ok(());
        };
        for error in errors {
            first.combine(error);
        }
        Err(first)
    }
}
