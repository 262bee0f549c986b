//! `extend_lattice!`: new element types added to a built-in lattice policy from another crate.
//!
//! The built-in policy hands its own declaration to this macro (`promote_core::extend_jax!` wraps
//! JAX's lattice tokens), so the lattice is written once. The macro resolves the base lattice with
//! the extension's nodes and edges merged in, checks that no pair of the base changes, and emits:
//! the cells of every pair with a new type, as impls for the extension's marker type that the base
//! policy's blanket impls read (`expand::extension`: so two extensions of one type conflict once,
//! on `ExtensionOf`, not once per cell), and the marker's `Policy` impl, the run-time mirror of the
//! extended lattice.

use syn::parse::{Parse, ParseStream};
use syn::{braced, Path, Token};

use crate::ast::{EdgeList, Header, LatticeDecl};
use crate::ctxt::Ctxt;
use crate::model::{DocSection, Policy};
use crate::{lattice, parse};

mod kw {
    syn::custom_keyword!(base);
    syn::custom_keyword!(extension);
    syn::custom_keyword!(lattice);
}

/// `crate = path; base = path; extension { <struct, types, lattice> } lattice { ... } <options>`.
pub struct ExtendDecl {
    base: Path,
    extension: LatticeDecl,
    base_lattice: LatticeDecl,
}

impl Parse for ExtendDecl {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        input.parse::<Token![crate]>()?;
        input.parse::<Token![=]>()?;
        let krate = Path::parse_mod_style(input)?;
        input.parse::<Token![;]>()?;
        let narrow = parse::parse_narrow_setting(input)?;
        let specs = crate::spec::Specs::parse_if_present(input)?;
        input.parse::<kw::base>()?;
        input.parse::<Token![=]>()?;
        let base: Path = input.parse()?;
        input.parse::<Token![;]>()?;
        input.parse::<kw::extension>()?;
        let content;
        braced!(content in input);
        let mut extension: LatticeDecl = content.parse()?;
        extension.header.krate = krate.clone();
        extension.header.specs = specs.clone();
        extension.header.narrow = narrow;
        let options = &extension.options;
        if options.zero_dim.is_some() || !options.families.is_empty() || options.sum.is_some() {
            // Spanned on the first offending section's first code (a 0-d rule has none to show).
            let span = options
                .families
                .first()
                .map(|f| f.name.span)
                .or_else(|| {
                    options
                        .sum
                        .as_ref()
                        .and_then(|s| s.entries.first())
                        .map(|(c, _)| c.span)
                })
                .unwrap_or(extension.lattice_span);
            return Err(syn::Error::new(
                span,
                "an extension adds types and edges; its families, sums and 0-d rule are the base policy's",
            ));
        }
        let lattice_span = input.parse::<kw::lattice>()?.span;
        let edges;
        braced!(edges in input);
        let edges = edges
            .parse_terminated(EdgeList::parse, Token![,])?
            .into_iter()
            .collect();
        let options = parse::parse_options(input)?;
        let base_lattice = LatticeDecl {
            header: Header {
                krate,
                specs,
                attrs: Vec::new(),
                vis: syn::Visibility::Inherited,
                name: base
                    .segments
                    .last()
                    .expect("a path has a segment")
                    .ident
                    .clone(),
                narrow,
            },
            types: Vec::new(),
            lattice_span,
            edges,
            options,
        };
        Ok(ExtendDecl {
            base,
            extension,
            base_lattice,
        })
    }
}

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
