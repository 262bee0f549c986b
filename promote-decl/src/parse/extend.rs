//! The input of `extend_lattice!`: promote-core's settings, the base policy, the extension as
//! the user wrote it, and the base's own lattice, which promote-core's wrapper appends.

use syn::parse::{Parse, ParseStream};
use syn::{braced, Path, Token};

use crate::parse::ast::{EdgeList, Header, LatticeDecl};

mod kw {
    syn::custom_keyword!(base);
    syn::custom_keyword!(extension);
    syn::custom_keyword!(lattice);
}

/// `crate = path; base = path; extension { <struct, types, lattice> } lattice { ... } <options>`.
pub struct ExtendDecl {
    pub base: Path,
    pub extension: LatticeDecl,
    pub base_lattice: LatticeDecl,
}

impl Parse for ExtendDecl {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        input.parse::<Token![crate]>()?;
        input.parse::<Token![=]>()?;
        let krate = Path::parse_mod_style(input)?;
        input.parse::<Token![;]>()?;
        let narrow = super::declaration::parse_narrow_setting(input)?;
        let specs = crate::parse::spec::Specs::parse_if_present(input)?;
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
        let options = super::options::parse_options(input)?;
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
