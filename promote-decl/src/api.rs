//! The crate's API: one declaration, from tokens to its model or its errors, and to code.

use std::fmt;

use proc_macro2::{Span, TokenStream};

use crate::model::families::Cells;
use crate::model::Policy;

/// Which macro a declaration is written for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// `promotion_lattice!`: nodes and edges.
    Lattice,
    /// `promotion_table!`: an explicit grid.
    Table,
    /// `extend_lattice!` (`extend_jax!`): new types in a built-in lattice.
    Extension,
}

/// One error of a declaration: what is wrong, and the tokens at fault.
#[derive(Clone, Debug)]
pub struct Diagnostic {
    /// The span of the first token at fault (with `proc-macro2`'s `span-locations` feature
    /// outside a macro, its line and column).
    pub span: Span,
    /// The span of the last token at fault (the `*` of `i*`); the same as `span` for one token.
    pub end: Span,
    /// The message, as rustc prints it.
    pub message: String,
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

/// A declaration resolved: its dtypes in table order and every family's table, as codes.
pub struct Model {
    policy: Policy,
}

/// Runs the front end (limits, parse, every check, resolution) on one declaration, as
/// `promote-core`'s wrapper hands it to the macro: `crate = path; narrow = on|off;
/// families_spec { ... }` first (each optional here), then the declaration as the user wrote it.
///
/// # Errors
/// Every error the macro would report, each with its span, in the order it reports them.
pub fn resolve(form: Form, input: TokenStream) -> Result<Model, Vec<Diagnostic>> {
    resolve_policy(form, input)
        .map(|policy| Model { policy })
        .map_err(diagnostics)
}

/// What the macro for `form` expands `input` to: the policy's items, or its errors as
/// `compile_error!` invocations.
pub fn expand(form: Form, input: TokenStream) -> TokenStream {
    resolve_policy(form, input)
        .map(|policy| crate::expand::policy(&policy))
        .unwrap_or_else(syn::Error::into_compile_error)
}

fn resolve_policy(form: Form, input: TokenStream) -> syn::Result<Policy> {
    crate::parse::limits::check(&input)?;
    match form {
        Form::Lattice => crate::model::lattice::resolve(&syn::parse2(input)?),
        Form::Table => crate::model::table::resolve(&syn::parse2(input)?),
        Form::Extension => crate::model::extend::resolve(&syn::parse2(input)?),
    }
}

fn diagnostics(error: syn::Error) -> Vec<Diagnostic> {
    error
        .into_iter()
        .map(|error| {
            // A spanned error renders as `compile_error!` from its first token to its last.
            let tokens: Vec<_> = error.to_compile_error().into_iter().collect();
            let span = tokens.first().map_or_else(|| error.span(), |t| t.span());
            let end = tokens.last().map_or(span, |t| t.span());
            Diagnostic {
                span,
                end,
                message: error.to_string(),
            }
        })
        .collect()
}

impl Model {
    /// The policy's dtype codes, in table order (rows and columns of every grid).
    pub fn codes(&self) -> Vec<&str> {
        self.policy.nodes.iter().map(|n| n.code.as_str()).collect()
    }

    /// The operation families, in the order of the family list.
    pub fn families(&self) -> Vec<&str> {
        self.policy
            .specs
            .0
            .iter()
            .map(|s| s.name.as_str())
            .collect()
    }

    /// `grid[l][r]`: the code of `codes[l] op codes[r]` between two arrays under the binary family
    /// `family`, `None` where undefined; `None` for a family that is not binary or not listed.
    pub fn binary(&self, family: &str) -> Option<Vec<Vec<Option<&str>>>> {
        let index = self.policy.specs.position(family)?;
        let grids = self.policy.families.binary(index)?;
        Some(grids[0].iter().map(|row| self.codes_of(row)).collect())
    }

    /// `column[t]`: the code of the one-operand family `family` (unary or reduction) on an array
    /// of `codes[t]`, `None` where undefined; `None` for a family that is not one.
    pub fn unary(&self, family: &str) -> Option<Vec<Option<&str>>> {
        let index = self.policy.specs.position(family)?;
        match &self.policy.families.tables[index].cells {
            Cells::Unary(column) => Some(self.codes_of(column)),
            Cells::Binary(_) => None,
        }
    }

    /// The add grid between two arrays: the lattice's joins, or the table as declared.
    pub fn add(&self) -> Vec<Vec<Option<&str>>> {
        self.policy
            .grid()
            .iter()
            .map(|row| self.codes_of(row))
            .collect()
    }

    /// A lattice's covering edges (its Hasse diagram), `(lower, upper)`; `None` for a table.
    pub fn covering(&self) -> Option<Vec<(&str, &str)>> {
        let code = |i: usize| self.policy.nodes[i].code.as_str();
        let edges = self.policy.covering.as_ref()?;
        Some(edges.iter().map(|&(a, b)| (code(a), code(b))).collect())
    }

    /// A table's triples `(a, b, c)` where `(a + b) + c` and `a + (b + c)` differ; `None` for a
    /// lattice, which is associative by construction.
    pub fn non_associative(&self) -> Option<Vec<[&str; 3]>> {
        let code = |i: usize| self.policy.nodes[i].code.as_str();
        let triples = self.policy.non_associative.as_ref()?;
        Some(
            triples
                .iter()
                .map(|t| [code(t[0]), code(t[1]), code(t[2])])
                .collect(),
        )
    }

    fn codes_of(&self, cells: &[Option<usize>]) -> Vec<Option<&str>> {
        cells
            .iter()
            .map(|cell| cell.map(|i| self.policy.nodes[i].code.as_str()))
            .collect()
    }
}
