//! `n_ary main [...]`: NumPy's order of knowledge for its n-ary rule, every node exactly once.

use proc_macro2::Span;

use super::Index;
use crate::check::ctxt::Ctxt;
use crate::parse::ast::Code;

/// The order of `n_ary main [...]`: every node exactly once.
pub fn order(
    cx: &mut Ctxt,
    span: Span,
    order: &[Code],
    codes_: &[String],
    index: Index,
) -> Vec<usize> {
    let mut seen = vec![false; codes_.len()];
    let mut out = Vec::new();
    for code in order {
        let Some(i) = index(cx, code) else { continue };
        if std::mem::replace(&mut seen[i], true) {
            cx.error_code(
                code,
                format_args!("`{}` is listed twice in `n_ary main [...]`", code.text),
            );
        }
        out.push(i);
    }
    let missing: Vec<&str> = codes_
        .iter()
        .zip(&seen)
        .filter(|&(_, &s)| !s)
        .map(|(c, _)| c.as_str())
        .collect();
    if !missing.is_empty() {
        cx.error(
            span,
            format_args!(
                "`n_ary main [...]` must order every type of the policy; it leaves out {}",
                missing.join(" ")
            ),
        );
    }
    out
}
