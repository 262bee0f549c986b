//! `extend_lattice!`: new element types added to a built-in lattice policy from another crate.
//!
//! The built-in policy hands its own declaration to this macro (`promote_core::extend_jax!` wraps
//! JAX's lattice tokens), so the lattice is written once. The macro resolves the base lattice with
//! the extension's nodes and edges merged in, checks that no pair of the base changes, and emits:
//! the cells of every pair with a new type, as impls for the extension's marker type that the base
//! policy's blanket impls read (`expand::extension`: so two extensions of one type conflict once,
//! on `ExtensionOf`, not once per cell), and the marker's `Policy` impl, the run-time mirror of the
//! extended lattice.

use crate::check::ctxt::Ctxt;
use crate::model::lattice;
use crate::model::{DocSection, Policy};
use crate::parse::ast::{Header, LatticeDecl};
use crate::parse::extend::ExtendDecl;

/// The base lattice with the extension's edges merged in: a node the base already lists gets the
/// extension's edges appended to its list.
fn merged(decl: &ExtendDecl) -> LatticeDecl {
    let ext = &decl.extension;
    let mut edges = decl.base_lattice.edges.clone();
    for list in &ext.edges {
        match edges
            .iter_mut()
            .find(|base| base.from.text == list.from.text)
        {
            Some(base) => base.to.extend(list.to.iter().cloned()),
            None => edges.push(list.clone()),
        }
    }
    LatticeDecl {
        header: Header {
            krate: ext.header.krate.clone(),
            specs: ext.header.specs.clone(),
            attrs: ext.header.attrs.clone(),
            vis: ext.header.vis.clone(),
            name: ext.header.name.clone(),
            narrow: ext.header.narrow,
        },
        types: ext.types.clone(),
        lattice_span: ext.lattice_span,
        edges,
        options: decl.base_lattice.options.clone(),
    }
}

pub fn resolve(decl: &ExtendDecl) -> syn::Result<Policy> {
    let base = lattice::resolve(&decl.base_lattice)?;
    let mut extended = lattice::resolve(&merged(decl))?;
    let mut cx = Ctxt::new();
    check_base_unchanged(&mut cx, decl, &base, &extended);
    let new: Vec<bool> = extended
        .nodes
        .iter()
        .map(|node| !base.nodes.iter().any(|b| b.code == node.code))
        .collect();
    if !new.contains(&true) {
        cx.error(
            decl.extension.lattice_span,
            "the extension adds no type: declare one in `types { ... }` and give it edges",
        );
    }
    cx.finish()?;
    extended.doc_sections.push(DocSection::Extension(
        decl.base_lattice.header.name.to_string(),
    ));
    extended.extends = Some((decl.base.clone(), new));
    Ok(extended)
}

/// An extension may only add types: if a new edge changed the join of two of the base's types,
/// the base's impls (compiled in another crate) and the extended lattice would disagree.
fn check_base_unchanged(cx: &mut Ctxt, decl: &ExtendDecl, base: &Policy, extended: &Policy) {
    let index = |policy: &Policy, code: &str| policy.nodes.iter().position(|n| n.code == code);
    let name = |cell: Option<&str>| cell.map_or("undefined".to_owned(), |c| format!("`{c}`"));
    let mut changes = Vec::new();
    for (l, left) in base.nodes.iter().enumerate() {
        for (r, right) in base.nodes.iter().enumerate().skip(l) {
            let before = base.grid()[l][r].map(|i| base.nodes[i].code.as_str());
            let (Some(el), Some(er)) = (index(extended, &left.code), index(extended, &right.code))
            else {
                continue;
            };
            let after = extended.grid()[el][er].map(|i| extended.nodes[i].code.as_str());
            if before != after {
                changes.push(format!(
                    "`{} ⊔ {}` from {} to {}",
                    left.code,
                    right.code,
                    name(before),
                    name(after)
                ));
            }
        }
    }
    if !changes.is_empty() {
        let shown = changes.len().min(4);
        cx.error(
            decl.extension.lattice_span,
            format_args!(
                "the extension changes {} of the base policy's own types ({}{}); an extension may only add types",
                if changes.len() == 1 { "1 pair".to_owned() } else { format!("{} pairs", changes.len()) },
                changes[..shown].join(", "),
                if changes.len() > shown { ", ..." } else { "" }
            ),
        );
    }
}
