//! `canonicalize { u64: u32, ... }`: a policy that reasons with types it never holds. JAX with
//! 64-bit types disabled promotes on its full lattice and then canonicalizes the result
//! (`jax._src.dtypes.canonicalize_dtype`: `int64` becomes `int32`), and no array is ever 64-bit.
//! So every table is first derived over all the lattice's nodes, as the library does, and then
//! the canonicalized nodes lose their rows and columns and every result of one becomes its
//! canonical node. A pass on the resolved model: it knows no family by name.

use proc_macro2::Span;

use crate::check::ctxt::Ctxt;
use crate::model::{DocSection, Policy};
use crate::parse::ast::Code;

/// Checks the section against the policy's nodes and applies it.
pub fn apply(policy: &mut Policy, span: Span, pairs: &[(Code, Code)]) -> syn::Result<()> {
    let mut cx = Ctxt::new();
    let canon = resolve(&mut cx, policy, span, pairs);
    cx.finish()?;
    let canon = canon.expect("no errors, so resolved");
    let keep: Vec<usize> = (0..canon.len()).filter(|&i| canon[i] == i).collect();
    crate::model::project::keep_nodes(policy, &canon, &keep);
    let mapped = pairs
        .iter()
        .map(|(from, to)| (from.text.clone(), to.text.clone()))
        .collect();
    policy.doc_sections.push(DocSection::Canonical(mapped));
    Ok(())
}

/// `canon[i]`: the node that node `i` becomes (itself if it stays). Every error is recorded.
fn resolve(
    cx: &mut Ctxt,
    policy: &Policy,
    span: Span,
    pairs: &[(Code, Code)],
) -> Option<Vec<usize>> {
    let codes: Vec<String> = policy.nodes.iter().map(|n| n.code.clone()).collect();
    let index = |cx: &mut Ctxt, code: &Code| super::node_index(cx, &codes, code);
    let mut canon: Vec<usize> = (0..policy.nodes.len()).collect();
    let mut dropped = vec![false; canon.len()];
    let mut resolved = Vec::new();
    for (from, to) in pairs {
        let (Some(f), Some(t)) = (index(cx, from), index(cx, to)) else {
            continue;
        };
        if f == t {
            cx.error_code(
                from,
                format_args!("`{}` cannot canonicalize to itself", from.text),
            );
        } else if dropped[f] {
            cx.error_code(from, format_args!("`{}` is canonicalized twice", from.text));
        } else {
            dropped[f] = true;
            resolved.push((f, t, to));
        }
    }
    for &(f, t, to) in &resolved {
        if dropped[t] {
            cx.error_code(
                to,
                format_args!(
                    "`{}` is itself canonicalized; map `{}` to the type it finally becomes",
                    to.text, policy.nodes[f].code
                ),
            );
        }
        canon[f] = t;
    }
    if resolved.len() == canon.len() || pairs.is_empty() {
        cx.error(
            span,
            "`canonicalize` must leave some types and drop at least one",
        );
    }
    (!cx.has_errors()).then_some(canon)
}
