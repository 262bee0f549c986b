//! Bounds on a declaration's size and nesting, checked before parsing: the parser and the
//! checkers recurse into groups and generic arguments, and a declaration deeper or longer than
//! any real one would overflow the stack or run for minutes instead of failing with a message.

use proc_macro2::{Spacing, TokenStream, TokenTree};

/// The most tokens a declaration may have. JAX's, the longest built-in one, has about 3,000
/// with promote-core's family list; a policy of 255 dtypes written as a full table has 66,000.
pub const MAX_TOKENS: usize = 200_000;

/// The deepest nesting of groups (`{ [ ( `) and of generic arguments (`<`) in a declaration.
/// Real ones nest four deep (a family's rule inside `families { }`, a custom type's generics).
pub const MAX_DEPTH: usize = 32;

/// Checks `input` against [`MAX_TOKENS`] and [`MAX_DEPTH`], without recursion (the point is to
/// survive any input), spanning an error at the first token past a limit.
pub fn check(input: &TokenStream) -> syn::Result<()> {
    /// An open group: its tokens, the depth of its content, and the open `<` of the level
    /// around it, restored when it closes.
    struct Level {
        // Peekable for the `>` after a joint punct: a clone of the iterator to look one token
        // ahead copied the group's remaining tokens at every `->`, `=>` and `::` (quadratic in a
        // long group).
        iter: core::iter::Peekable<proc_macro2::token_stream::IntoIter>,
        base: usize,
        outer_angles: usize,
    }
    let mut tokens = 0usize;
    let mut angles = 0usize;
    let mut stack = vec![Level {
        iter: input.clone().into_iter().peekable(),
        base: 0,
        outer_angles: 0,
    }];
    while let Some(level) = stack.last_mut() {
        let base = level.base;
        let Some(tree) = level.iter.next() else {
            angles = stack.pop().expect("the stack is not empty").outer_angles;
            continue;
        };
        tokens += 1;
        if tokens > MAX_TOKENS {
            return Err(syn::Error::new(
                tree.span(),
                format_args!("declaration too long: a declaration may have at most {MAX_TOKENS} tokens; split the policy, or leave out what no operation uses"),
            ));
        }
        match &tree {
            TokenTree::Group(group) => {
                let depth = base + angles + 1;
                if depth > MAX_DEPTH {
                    return Err(too_deep(group.span_open()));
                }
                stack.push(Level {
                    iter: group.stream().into_iter().peekable(),
                    base: depth,
                    outer_angles: angles,
                });
                angles = 0;
            }
            TokenTree::Punct(punct) if punct.as_char() == '<' => {
                angles += 1;
                if base + angles > MAX_DEPTH {
                    return Err(too_deep(punct.span()));
                }
            }
            TokenTree::Punct(punct) if punct.as_char() == '>' => {
                angles = angles.saturating_sub(1);
            }
            // The `>` of `->` and `=>` closes nothing.
            TokenTree::Punct(punct) if punct.spacing() == Spacing::Joint => {
                if matches!(level.iter.peek(), Some(TokenTree::Punct(p)) if p.as_char() == '>') {
                    level.iter.next();
                    tokens += 1;
                }
            }
            _ => {}
        }
    }
    Ok(())
}

fn too_deep(span: proc_macro2::Span) -> syn::Error {
    syn::Error::new(
        span,
        format_args!("declaration nested too deep: groups and generic arguments may nest at most {MAX_DEPTH} levels"),
    )
}
