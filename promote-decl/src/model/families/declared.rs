//! The rules a policy declares: its `families { ... }` entries and its `sum { ... }` section, by
//! position in promote-core's family list.

use proc_macro2::Span;

use super::Index;
use crate::check::ctxt::Ctxt;
use crate::codes;
use crate::parse::ast::{Cell, Code, FamilyDecl, Modifier, Options, SumDecl};
use crate::parse::spec::Specs;

/// The rules the policy declares, by position in the family list, with the span of each
/// declaration: its `families { ... }` entries and its `sum { ... }` section.
pub fn rules(
    cx: &mut Ctxt,
    specs: &Specs,
    options: &Options,
    codes_: &[String],
    index: Index,
) -> Vec<Option<(Vec<Modifier>, Span)>> {
    let mut rules: Vec<Option<(Vec<Modifier>, Span)>> = specs.0.iter().map(|_| None).collect();
    for family in &options.families {
        let Some(slot) = family_slot(cx, specs, family) else {
            continue;
        };
        if rules[slot].is_some() {
            cx.error_code(
                &family.name,
                format_args!("family `{}` is declared twice", family.name.text),
            );
        }
        rules[slot] = Some((family.modifiers.clone(), family.name.span));
    }
    if let Some(decl) = &options.sum {
        let slot = specs.position("sum");
        let span = decl.entries.first().map_or(decl.span, |(c, _)| c.span);
        match slot {
            Some(slot) if rules[slot].is_some() => cx.error(
                span,
                "`sum` is declared both in `families { ... }` and as `sum { ... }`",
            ),
            Some(slot) => rules[slot] = Some((sum(cx, decl, codes_, index), span)),
            None => cx.error(span, "this promote-core has no `sum` family"),
        }
    }
    rules
}

/// The position of a declared family in the list, reporting an unknown name or `add`.
fn family_slot(cx: &mut Ctxt, specs: &Specs, family: &FamilyDecl) -> Option<usize> {
    let name = &family.name.text;
    if name == "add" {
        cx.error_code(
            &family.name,
            "`add` is the policy's table itself; declare it in the table or lattice",
        );
        return None;
    }
    let slot = specs.position(name);
    if slot.is_none() {
        let names: Vec<&str> = specs
            .0
            .iter()
            .map(|s| s.name.as_str())
            .filter(|n| *n != "add")
            .collect();
        cx.error_code(
            &family.name,
            format_args!(
                "unknown operation family `{name}`; expected one of: {}",
                names.join(", ")
            ),
        );
    }
    slot
}

/// The `sum { code: accumulator, ... }` section: the sum family's `map`, over strong types.
fn sum(cx: &mut Ctxt, decl: &SumDecl, codes_: &[String], index: Index) -> Vec<Modifier> {
    for (from, _) in &decl.entries {
        if let Some(f) = codes_.iter().position(|c| *c == from.text) {
            if codes::is_weak(&codes_[f]) {
                cx.error_code(
                    from,
                    format_args!("`sum` is over arrays; weak type `{}` has no sum", from.text),
                );
            }
        } else {
            index(cx, from);
        }
    }
    let mut known: Vec<(Code, Cell)> = Vec::new();
    for (from, to) in &decl.entries {
        if known.iter().any(|(earlier, _)| earlier.text == from.text) {
            cx.error_code(
                from,
                format_args!("the sum of `{}` is declared twice", from.text),
            );
        } else if codes_.iter().any(|c| *c == from.text && !codes::is_weak(c)) {
            known.push((from.clone(), to.clone()));
        }
    }
    vec![Modifier::Map(known)]
}
