//! The resolved policy that [`crate::expand`] turns into code: nodes in table order and every
//! family's table, as indices. Both declaration forms (lattice and table) resolve into it, so the
//! code that emits impls, the run-time mirror and the rustdoc tables is shared. Nothing here is
//! code or Markdown: `expand` and `doc` render it.

use std::collections::HashMap;

use proc_macro2::Span;
use syn::{Attribute, Ident, Path, Type, Visibility};

use crate::ast::{Code, Header, TypeDecl};
use crate::codes;
use crate::ctxt::Ctxt;
use crate::families::{Families, Grid};
use crate::kinds::Category;
use crate::spec::Specs;

/// One dtype of a policy.
pub struct Node {
    pub code: String,
    /// Where the code is first written, for spans on generated items.
    pub span: Span,
    /// The Rust type of a custom code, as declared in `types { ... }`; `None` for a standard code.
    pub custom: Option<Type>,
    /// The standard code a custom type converts through (`via f64`), checked to be a strong
    /// standard code of this build.
    pub route: Option<String>,
}

/// What the policy's rustdoc says besides its tables.
pub enum DocSection {
    /// A lattice as declared: each node with the nodes it promotes to.
    LatticeEdges(Vec<(String, Vec<String>)>),
    /// The table is not symmetric on purpose.
    Directional,
    /// The run-time mirror of an extension of the named policy.
    Extension(String),
    /// `canonicalize { from: to, ... }`: types reasoned with but never held.
    Canonical(Vec<(String, String)>),
}

pub struct Policy {
    pub krate: Path,
    /// The operation families, in the order of `families.tables`.
    pub specs: Specs,
    pub attrs: Vec<Attribute>,
    pub vis: Visibility,
    pub name: Ident,
    pub nodes: Vec<Node>,
    /// Extra sections of the policy's rustdoc.
    pub doc_sections: Vec<DocSection>,
    /// For table policies, the triples `[a, b, c, (a⊔b)⊔c, a⊔(b⊔c)]` where associativity fails;
    /// emitted as a constant as well as listed in the rustdoc. A lattice is associative by
    /// construction, so it has none.
    pub non_associative: Option<Vec<[usize; 5]>>,
    /// The 0-d rule and the operation families, with every table derived; the add grid is the
    /// `add` family's.
    pub families: Families,
    /// For an extension of a built-in policy: the policy its impls are for (not `name`, which is
    /// then only the run-time mirror), and which nodes the extension adds: only pairs with a new
    /// node get impls, the others exist already.
    pub extends: Option<(Path, Vec<bool>)>,
    /// For a lattice: its covering edges (`a` promotes to `b` with nothing in between), the Hasse
    /// diagram that tools draw.
    pub covering: Option<Vec<(usize, usize)>>,
    /// The policy's tables take the pairs of the types that extensions add (`__extensible;`).
    pub extensible: bool,
    /// The build of promote-core lacks the narrow dtypes and the declaration is a built-in one
    /// that works without them: [`crate::project::drop_narrow`] drops them.
    pub drop_narrow: bool,
    /// Whether this build of promote-core has the narrow dtypes.
    pub narrow: bool,
    /// `no_arithmetic [b]`: the codes that promote with themselves in the library's
    /// `result_type` (and so in the n-ary rule) although `t + t` is undefined (the array API's
    /// `bool`). Codes, not indices: projections renumber the nodes.
    pub no_arithmetic: Vec<String>,
    /// `alias { b*: b }`, as codes: a code every family treats as another.
    pub alias: Vec<(String, String)>,
}

impl Policy {
    pub fn new(header: &Header, nodes: Vec<Node>, families: Families) -> Self {
        Policy {
            krate: header.krate.clone(),
            specs: header.specs.clone(),
            attrs: header.attrs.clone(),
            vis: header.vis.clone(),
            name: header.name.clone(),
            nodes,
            doc_sections: Vec::new(),
            non_associative: None,
            families,
            extends: None,
            covering: None,
            extensible: false,
            drop_narrow: false,
            narrow: header.narrow,
            no_arithmetic: Vec::new(),
            alias: Vec::new(),
        }
    }
}

impl Policy {
    /// `grid[l][r]`: the index of the result of `nodes[l] + nodes[r]` between arrays, `None` if
    /// undefined.
    pub fn grid(&self) -> &Grid {
        let add = self
            .specs
            .position("add")
            .expect("checked by spec::require");
        &self.families.binary(add).expect("`add` is binary")[0]
    }

    /// The cells where the library's `result_type` differs from `+`: `(l, r, t)` for a type `t`
    /// declared `no_arithmetic` (the array API's `bool`), whose `result_type` with itself, with an
    /// alias of itself and with a Python scalar of its kind is `t` although `+` is undefined
    /// (`xp.result_type(bool, bool)` and `xp.result_type(bool, True)` are `bool`). Two Python
    /// scalars stay undefined, as everywhere.
    pub fn result_type_cells(&self) -> Vec<(usize, usize, usize)> {
        let grid = self.grid();
        let mut cells = Vec::new();
        for (t, node) in self.nodes.iter().enumerate() {
            if !self.no_arithmetic.contains(&node.code) {
                continue;
            }
            let category = codes::standard(&node.code).map(|row| row.category);
            let is_t = |i: usize| {
                let code = &self.nodes[i].code;
                *code == node.code
                    || self
                        .alias
                        .iter()
                        .any(|(a, to)| a == code && *to == node.code)
            };
            let weak_of_kind = |i: usize| {
                let code = &self.nodes[i].code;
                codes::is_weak(code) && codes::standard(code).map(|row| row.category) == category
            };
            for (l, row) in grid.iter().enumerate() {
                for (r, plus) in row.iter().enumerate() {
                    let meets =
                        (is_t(l) && (is_t(r) || weak_of_kind(r))) || (is_t(r) && weak_of_kind(l));
                    if meets && plus.is_none() {
                        cells.push((l, r, t));
                    }
                }
            }
        }
        cells
    }

    /// Whether node `i` gets impls: every node of a policy, only the new ones of an extension.
    pub fn emits(&self, i: usize) -> bool {
        self.extends.as_ref().is_none_or(|(_, new)| new[i])
    }
}

/// Whether `route` can carry a custom type's conversions: a strong standard code whose type this
/// build has (every standard type converts into and out of every other). Reports why not.
fn check_route(cx: &mut Ctxt, route: &Code, narrow: bool) -> bool {
    let text = &route.text;
    let why = if codes::standard_rank(text).is_none() {
        let strong: Vec<&str> = codes::TABLE
            .iter()
            .map(|row| row.code)
            .filter(|code| !codes::is_weak(code))
            .collect();
        format!(
            "the route `{text}` is not a standard code: a custom type converts through one of {}",
            strong.join(" ")
        )
    } else if codes::is_weak(text) {
        format!("the route `{text}` is a weak code: convert through a strong type, such as `f64`")
    } else if !narrow && codes::is_narrow(text) {
        format!("the route `{text}` is a narrow dtype, which this build of promote-core leaves out: enable its `narrow` feature, or convert through `f64`")
    } else {
        return true;
    };
    cx.error_code(route, why);
    false
}

/// A type as written, without spaces, to compare declarations.
fn type_key(ty: &Type) -> String {
    quote::quote!(#ty).to_string().replace(' ', "")
}

/// The name of a standard element type if `ty` is one (by its last path segment: `u8`,
/// `core::primitive::u8`, `half::f16`, `Complex<f32>`): its impls exist already.
fn standard_type_name(ty: &Type) -> Option<String> {
    let Type::Path(path) = ty else { return None };
    let last = path.path.segments.last()?;
    let key = {
        let args = &last.arguments;
        let ident = &last.ident;
        quote::quote!(#ident #args).to_string().replace(' ', "")
    };
    codes::TABLE
        .iter()
        .any(|row| row.name == key)
        .then_some(key)
}

/// The run-time tables index dtypes with a `u8`; more than [`MAX_DTYPES`] would not fit.
///
/// [`MAX_DTYPES`]: crate::families::MAX_DTYPES
pub fn check_size(cx: &mut Ctxt, span: Span, dtypes: usize) {
    if dtypes > crate::families::MAX_DTYPES {
        cx.error(
            span,
            format_args!(
                "a policy may have at most {} dtypes; this one has {dtypes}",
                crate::families::MAX_DTYPES
            ),
        );
    }
}

/// The element types a declaration may name: the standard codes plus its `types { ... }` section.
pub struct Vocabulary<'a> {
    custom: HashMap<String, &'a Type>,
    routes: HashMap<String, String>,
    categories: HashMap<String, Category>,
    /// Custom codes in declaration order.
    custom_order: Vec<String>,
}

impl<'a> Vocabulary<'a> {
    /// Reads the `types { ... }` section, reporting redefinitions.
    pub fn new(cx: &mut Ctxt, types: &'a [TypeDecl], narrow: bool) -> Self {
        let mut custom = HashMap::new();
        let mut routes = HashMap::new();
        let mut custom_order = Vec::new();
        // Each custom code's type, written out, to find one type under two codes.
        let mut decl_types: Vec<(String, String)> = Vec::new();
        let mut categories = HashMap::new();
        for decl in types {
            if let Some(word) = &decl.category {
                match Category::from_word(&word.text) {
                    Some(category) => {
                        categories.insert(decl.code.text.clone(), category);
                    }
                    None => cx.error_code(
                        word,
                        format_args!(
                            "unknown category `{}`; expected bool, int, float or complex",
                            word.text
                        ),
                    ),
                }
            }
            let code = &decl.code.text;
            if let Some(route) = &decl.route {
                if check_route(cx, route, narrow) {
                    routes.insert(code.clone(), route.text.clone());
                }
            }
            // A type a standard code already has, or one another custom code has: their impls
            // would collide. Reported here, once; the code still counts as declared, so that its
            // uses report nothing more.
            if let Some(standard) = standard_type_name(&decl.ty) {
                cx.error_code(&decl.code,
                    format_args!("`{standard}` is already an element type here (a standard code's); a custom code needs a type of its own"),
                );
            } else if let Some((earlier, _)) =
                decl_types.iter().find(|(_, ty)| *ty == type_key(&decl.ty))
            {
                cx.error_code(&decl.code,
                    format_args!("`{code}` and `{earlier}` are the same Rust type; one type can have only one code"),
                );
            }
            if codes::is_weak(code) && codes::standard_rank(code).is_none() {
                cx.error_code(&decl.code,
                    format_args!("`{code}` reads as a weak code, and custom types are strong: name it without the `*`"),
                );
            } else if codes::standard_rank(code).is_some() {
                cx.error_code(&decl.code,
                    format_args!("`{code}` is a standard code with a built-in type; custom types need a new code"),
                );
            } else if custom.insert(code.clone(), &decl.ty).is_some() {
                cx.error_code(
                    &decl.code,
                    format_args!("type code `{code}` is declared twice"),
                );
            } else {
                custom_order.push(code.clone());
                decl_types.push((code.clone(), type_key(&decl.ty)));
            }
        }
        Vocabulary {
            custom,
            routes,
            categories,
            custom_order,
        }
    }

    /// Whether `code` names a type; reports an error at its span if not.
    pub fn check(&self, cx: &mut Ctxt, code: &Code) -> bool {
        let known =
            codes::standard_rank(&code.text).is_some() || self.custom.contains_key(&code.text);
        if !known {
            cx.error_code(code,
                format_args!(
                    "unknown dtype code `{}`; expected one of {}, or a code declared in `types {{ ... }}`",
                    code.text,
                    codes::standard_codes()
                ),
            );
        }
        known
    }

    /// Sort key that puts codes in table order: the standard ones by rank, then custom ones.
    pub fn order(&self, code: &str) -> usize {
        codes::standard_rank(code).unwrap_or_else(|| {
            codes::TABLE.len()
                + self
                    .custom_order
                    .iter()
                    .position(|c| c == code)
                    .unwrap_or(usize::MAX / 2)
        })
    }

    /// The category of a code: built in for the standard codes, declared (`as float`) for others.
    pub fn category(&self, code: &str) -> Option<Category> {
        Category::of(code).or_else(|| self.categories.get(code).copied())
    }

    /// Custom codes in declaration order.
    pub fn custom_codes(&self) -> &[String] {
        &self.custom_order
    }

    /// The resolved node of a known code.
    pub fn node(&self, code: &str, span: Span) -> Node {
        let custom = match codes::standard_rank(code) {
            Some(_) => None,
            None => self.custom.get(code).map(|t| (*t).clone()),
        };
        Node {
            code: code.to_owned(),
            span,
            route: custom.as_ref().and_then(|_| self.routes.get(code).cloned()),
            custom,
        }
    }
}
