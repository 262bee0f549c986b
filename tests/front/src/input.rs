//! A declaration as the macro receives it: promote-core's prefix (its path, whether it has the
//! narrow dtypes, the family list), then what the user wrote. The two are lexed apart, so that
//! a check can tell whether a span points into the user's part.

use std::ops::Range;
use std::str::FromStr;

use proc_macro2::{Delimiter, Group, TokenStream, TokenTree};
use promote_decl::Form;

// The wrappers call back a macro by path, which works in item position only: each callback
// writes a constant.
macro_rules! prefix {
    ($($tokens:tt)*) => {
        /// What promote-core's `promotion_lattice!` and `promotion_table!` pass before the
        /// declaration.
        const PREFIX: &str = stringify!($($tokens)*);
    };
}

macro_rules! extension {
    ($($tokens:tt)*) => {
        /// What `extend_jax!` passes, with `__body__` where the user's declaration goes: the
        /// family list, the base policy and JAX's own lattice.
        const EXTENSION: &str = stringify!($($tokens)*);
    };
}

promote_core::__families!(prefix { crate = ::promote_core; narrow = on; });

promote_core::__jax_lattice!(promote_core::__families {
    extension { crate = ::promote_core; narrow = on; }
    base = ::promote_core::policies::Jax; extension { __body__ }
});

/// One input of the front end.
#[derive(Clone)]
pub struct Input {
    /// The macro it is for.
    pub form: Form,
    /// The user's part, as written.
    pub body: TokenStream,
}

impl Input {
    /// The input of `form` with the user's part `body`.
    pub fn new(form: Form, body: TokenStream) -> Self {
        Input { form, body }
    }

    /// Lexes `body` as Rust tokens; `None` if it does not lex.
    pub fn parse(form: Form, body: &str) -> Option<Self> {
        TokenStream::from_str(body)
            .ok()
            .map(|body| Input::new(form, body))
    }

    /// The whole stream the macro receives: promote-core's part with the body in its place.
    pub fn tokens(&self) -> TokenStream {
        match self.form {
            Form::Lattice | Form::Table => {
                let mut tokens = lex(PREFIX);
                tokens.extend(self.body.clone());
                tokens
            }
            Form::Extension => splice(lex(EXTENSION), &self.body),
        }
    }

    /// Where the body lies: one of its spans (to tell its file from the prefix's: proc-macro2
    /// joins two spans only within one lexed text) and the bytes its tokens cover within that
    /// text; `None` for a body without tokens.
    pub fn body_place(&self) -> Option<(proc_macro2::Span, Range<usize>)> {
        let mut place: Option<(proc_macro2::Span, Range<usize>)> = None;
        visit(&self.body, &mut |span| {
            let r = span.byte_range();
            place = Some(match place.take() {
                None => (span, r),
                Some((first, old)) => (first, old.start.min(r.start)..old.end.max(r.end)),
            });
        });
        place
    }
}

fn lex(text: &str) -> TokenStream {
    TokenStream::from_str(text).expect("promote-core's tokens lex")
}

/// Replaces the group `{ __body__ }` in `tokens` by `{ body }`.
fn splice(tokens: TokenStream, body: &TokenStream) -> TokenStream {
    tokens
        .into_iter()
        .map(|tree| match tree {
            TokenTree::Group(group) => {
                let inner: Vec<TokenTree> = group.stream().into_iter().collect();
                let placeholder =
                    matches!(inner.as_slice(), [TokenTree::Ident(i)] if i == "__body__");
                let stream = if placeholder {
                    body.clone()
                } else {
                    splice(group.stream(), body)
                };
                let mut new = Group::new(group.delimiter(), stream);
                new.set_span(group.span());
                TokenTree::Group(new)
            }
            other => other,
        })
        .collect()
}

/// Calls `f` with the span of every token and group delimiter in `tokens`, without recursion
/// (a fuzzed input may nest deeper than a thread's stack allows).
fn visit(tokens: &TokenStream, f: &mut impl FnMut(proc_macro2::Span)) {
    let mut stack = vec![tokens.clone().into_iter()];
    while let Some(iter) = stack.last_mut() {
        let Some(tree) = iter.next() else {
            stack.pop();
            continue;
        };
        match &tree {
            TokenTree::Group(group) => {
                if group.delimiter() != Delimiter::None {
                    f(group.span_open());
                    f(group.span_close());
                }
                stack.push(group.stream().into_iter());
            }
            other => f(other.span()),
        }
    }
}
