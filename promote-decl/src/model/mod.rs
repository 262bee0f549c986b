//! The resolved policy that [`crate::expand`] turns into code: nodes in table order and every
//! family's table, as indices. Both declaration forms (lattice and table) resolve into it, so the
//! code that emits impls, the run-time mirror and the rustdoc tables is shared. Nothing here is
//! code or Markdown: `expand` and `doc` render it.

pub mod alias;
pub mod canonical;
pub mod casting;
pub mod extend;
pub mod families;
pub mod finish;
pub mod grid;
pub mod kinds;
pub mod lattice;
pub mod laws;
pub mod project;
pub mod table;

use proc_macro2::Span;
use syn::{Attribute, Ident, Path, Type, Visibility};

use crate::check::ctxt::Ctxt;
use crate::check::vocabulary::Vocabulary;
use crate::codes;
use crate::model::families::Families;
use crate::model::grid::Grid;
use crate::parse::ast::{Code, Header};
use crate::parse::spec::Specs;

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

impl Node {
    /// The node of a code the vocabulary knows, first written at `span`.
    pub fn new(vocab: &Vocabulary, code: &str, span: Span) -> Self {
        let custom = vocab.custom_type(code).cloned();
        Node {
            code: code.to_owned(),
            span,
            route: custom
                .as_ref()
                .and_then(|_| vocab.route(code).map(str::to_owned)),
            custom,
        }
    }
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
    /// that works without them: [`crate::model::project::drop_narrow`] drops them.
    pub drop_narrow: bool,
    /// Whether this build of promote-core has the narrow dtypes.
    pub narrow: bool,
    /// `no_arithmetic [b]`: the codes that promote with themselves in the library's
    /// `result_type` (and so in the n-ary rule) although `t + t` is undefined (the array API's
    /// `bool`). Codes, not indices: projections renumber the nodes.
    pub no_arithmetic: Vec<String>,
    /// `alias { b*: b }`, as codes: a code every family treats as another.
    pub alias: Vec<(String, String)>,
    /// `__values numpy;`: the library whose edge-value rules the operations follow, by the name
    /// of its `Values` constant (upper case); `None` for the default (NumPy's).
    pub values: Option<String>,
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
            values: None,
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

/// The index of `code` among the policy's nodes; an error at it when it is none of them.
pub fn node_index(cx: &mut Ctxt, codes: &[String], code: &Code) -> Option<usize> {
    let found = codes.iter().position(|c| *c == code.text);
    if found.is_none() {
        cx.error_code(
            code,
            format_args!(
                "`{}` is not one of this policy's types ({})",
                code.text,
                codes.join(" ")
            ),
        );
    }
    found
}
