//! The Markdown of the policy's rustdoc: its full table, its declaration, every family's table and
//! its 0-d rule, rendered from the resolved model.

use crate::model::families::Cells;
use crate::model::kinds::ZeroDimTable;
use crate::model::{DocSection, Policy};

/// Every section, in order: the add table, the declaration's sections, the laws, the families.
pub fn all(policy: &Policy) -> Vec<String> {
    let mut docs = vec![table(policy)];
    for section in &policy.doc_sections {
        docs.push(match section {
            DocSection::LatticeEdges(edges) => lattice_edges(edges),
            DocSection::Directional => directional(),
            DocSection::Extension(base) => extension(base),
            DocSection::Canonical(pairs) => canonical(pairs),
        });
    }
    if let Some(triples) = &policy.non_associative {
        docs.push(non_associative(policy, triples));
    }
    docs.push(families(policy));
    docs.push(casting(policy));
    // rustdoc joins the `#[doc]` attributes with one newline, so a section that ends in an HTML
    // block (`</details>`) would swallow the next one's `# Heading` as HTML: end each with a blank
    // line.
    for doc in &mut docs {
        while !doc.ends_with("\n\n") {
            doc.push('\n');
        }
    }
    docs
}

/// The page's style for [`scroll_box`]: the header row and the first column stay in view while the
/// grid scrolls under them. One `<style>` element, its rules scoped to the boxes' class. Sticky
/// cells lose their borders in rustdoc's collapsed tables, so the grids' cells draw their own.
const GRID_STYLE: &str = "<style>\n\
.docblock .promote-grid table { border-collapse: separate; border-spacing: 0; }\n\
.docblock .promote-grid th, .docblock .promote-grid td { border-width: 0 1px 1px 0; }\n\
.docblock .promote-grid tr > :first-child { border-left-width: 1px; position: sticky; left: 0; \
background: var(--main-background-color); }\n\
.docblock .promote-grid tbody tr:nth-child(2n) > :first-child { background: var(--table-alt-row-background-color); }\n\
.docblock .promote-grid thead th { border-top-width: 1px; position: sticky; top: 0; z-index: 1; \
background: var(--main-background-color); }\n\
.docblock .promote-grid thead th:first-child { z-index: 2; }\n\
</style>\n\n";

/// A grid in a box that scrolls both ways, so that no column is cut off at the right of a narrow
/// window and the horizontal scroll bar is never more than a screen below the grid's top (rustdoc
/// lets only the doc block's direct children scroll, and a `<details>` scrolls with its summary).
/// The blank lines keep the Markdown table inside rendered as Markdown.
fn scroll_box(table: &str) -> String {
    format!(
        "<div class=\"promote-grid\" style=\"overflow: auto; max-height: 80vh\">\n\n{table}\n</div>\n"
    )
}

/// A line of Markdown as inline HTML, for a `<summary>` (Markdown is not rendered inside an HTML
/// block): `&`, `<` and `>` escaped, each `` `code` `` span made `<code>code</code>`.
fn inline_html(text: &str) -> String {
    let mut out = String::new();
    for (i, part) in html_escape(text).split('`').enumerate() {
        if i % 2 == 1 {
            out.push_str("<code>");
            out.push_str(part);
            out.push_str("</code>");
        } else {
            out.push_str(part);
        }
    }
    out
}

/// The casting rules: the levels of the in-place operators and output buffers, and the policy's
/// own `can_cast` as a grid (`y`: allowed).
fn casting(policy: &Policy) -> String {
    let c = &policy.families.casting;
    let mut out = format!(
        "# Casting

`can_cast` (`CanCast<To, P>`, the level `Own`): `{}`. In-place operators (`a += b`) \
         write the promoted result back into `a` where it casts at the level `{}` \
         (`casting::{}`); `_into` methods write into their buffer at the level `{}` (`casting::{}`). \
         NumPy's levels `safe` and `same_kind` are derived from this policy's own promotion: see \
         [`casting`](crate::model::casting).\n\n",
        c.own_rule,
        c.in_place.word(),
        c.in_place.marker(),
        c.out.word(),
        c.out.marker(),
    );
    let strong: Vec<usize> = (0..policy.nodes.len())
        .filter(|&i| !crate::codes::is_weak(&policy.nodes[i].code))
        .collect();
    let mut grid = String::from("| from \\ to |");
    for &t in &strong {
        grid.push_str(&format!(" `{}` |", policy.nodes[t].code));
    }
    grid.push_str("\n|---|");
    for _ in &strong {
        grid.push_str("---|");
    }
    for &f in &strong {
        grid.push_str(&format!("\n| **`{}`** |", policy.nodes[f].code));
        for &t in &strong {
            grid.push_str(if c.own[f][t] { " y |" } else { " - |" });
        }
    }
    grid.push('\n');
    out.push_str(&format!(
        "<details><summary>can_cast: rows from, columns to</summary>\n\n{}\n</details>\n",
        scroll_box(&grid)
    ));
    out
}

/// The policy's full promotion table as a Markdown table; `-` marks an undefined pair.
fn table(policy: &Policy) -> String {
    let mut out = String::from(GRID_STYLE);
    out.push_str("# Promotion table\n\nRow `⊔` column; `-`: undefined (does not compile).\n\n");
    out.push_str(&scroll_box(&grid(policy, policy.grid(), "⊔")));
    out
}

/// The families' tables, each folded away, then the 0-d rule.
fn families(policy: &Policy) -> String {
    let mut out = String::from("# Operation families\n\n");
    for (spec, table) in policy.specs.0.iter().zip(&policy.families.tables) {
        if spec.name == "add" {
            continue;
        }
        let (title, what) = (inline_html(&spec.title), inline_html(&spec.what));
        let symbol = &html_escape(&spec.symbol);
        let body = match &table.cells {
            Cells::Binary(per_kind) => scroll_box(&grid(policy, &per_kind[0], symbol)),
            Cells::Unary(column) => {
                let mut out = format!("| type | {symbol} |\n|---|---|\n");
                for (node, result) in policy.nodes.iter().zip(column) {
                    if let Some(result) = result {
                        out.push_str(&format!(
                            "| `{}` | `{}` |\n",
                            node.code, policy.nodes[*result].code
                        ));
                    }
                }
                out
            }
        };
        out.push_str(&format!(
            "<details><summary>{title} (<code>{symbol}</code>): {what}</summary>\n\n{body}\n</details>\n\n"
        ));
    }
    out.push_str(match policy.families.zero_dim {
        Some(ZeroDimTable::MajorTypes(_)) => {
            "# Zero-dimensional operands\n\nPaddlePaddle's rule: with a 0-d operand of its own major type \
             (bool, integer, float, complex) an array keeps its dtype; otherwise, and between two 0-d \
             operands, the pair promotes by Paddle's full table. Write a 0-d operand as `ZeroDim<T>` in \
             the type operators.\n"
        }
        Some(ZeroDimTable::Categories(_)) => {
            "# Zero-dimensional operands\n\nPyTorch's category rule: dimensioned array > 0-d array > Python \
             scalar, and a lower-ranked operand only counts when its category (bool < integer < float < \
             complex) is higher. Write a 0-d operand as `ZeroDim<T>` in the type operators.\n"
        }
        Some(ZeroDimTable::Ignored) => {
            "# Zero-dimensional operands\n\nOneFlow's rule: against an operand with dimensions a 0-d \
             operand's dtype does not count, whatever its category (`i8` array with a 0-d `f64` is \
             `i8`); two 0-d operands promote as arrays. Write a 0-d operand as `ZeroDim<T>` in the \
             type operators.\n"
        }
        None => "# Zero-dimensional operands\n\nA 0-d array promotes exactly like an array.\n",
    });
    out
}

/// One grid as a Markdown table headed by `symbol`.
fn grid(policy: &Policy, cells: &[Vec<Option<usize>>], symbol: &str) -> String {
    let mut out = format!("| {symbol} |");
    for node in &policy.nodes {
        out.push_str(&format!(" `{}` |", node.code));
    }
    out.push_str("\n|---|");
    for _ in &policy.nodes {
        out.push_str("---|");
    }
    for (row, cells) in policy.nodes.iter().zip(cells) {
        out.push_str(&format!("\n| **`{}`** |", row.code));
        for cell in cells {
            match cell {
                Some(result) => out.push_str(&format!(" `{}` |", policy.nodes[*result].code)),
                None => out.push_str(" - |"),
            }
        }
    }
    out.push('\n');
    out
}

/// The lattice as declared: one line per node and the nodes it promotes to.
fn lattice_edges(edges: &[(String, Vec<String>)]) -> String {
    let mut out =
        String::from("# Lattice\n\nEach type promotes to the types after its arrow:\n\n```text\n");
    for (from, to) in edges {
        out.push_str(&format!("{from} -> [{}]\n", to.join(", ")));
    }
    out.push_str("```\n");
    out
}

/// The note on a directional policy.
fn directional() -> String {
    "# Directional\n\nThis policy's rules depend on the operands' order (`a + b` need not equal \
     `b + a`), so its table is not symmetric.\n"
        .to_owned()
}

/// The note on an extension's run-time mirror.
fn extension(base: &str) -> String {
    format!(
        "# Extension\n\nThe run-time mirror of `{base}` with the types this crate adds. At compile time, \
         use `{base}` itself: the pairs with the new types are added to it.\n"
    )
}

/// The triples on which the policy is not associative, from [`crate::model::laws`].
fn non_associative(policy: &Policy, triples: &[[usize; 5]]) -> String {
    if triples.is_empty() {
        return "# Associativity\n\nAssociative: `(a ⊔ b) ⊔ c = a ⊔ (b ⊔ c)` wherever both sides are defined.\n"
            .to_owned();
    }
    let code = |i: usize| policy.nodes[i].code.as_str();
    let mut out = format!(
        "# Associativity\n\nNot associative: {} ordered triples `(a, b, c)` have `(a ⊔ b) ⊔ c ≠ a ⊔ (b ⊔ c)` \
         (both defined), so the result of `a + b + c` depends on where the parentheses go.\n\n\
         <details><summary>The triples</summary>\n\n| a | b | c | (a ⊔ b) ⊔ c | a ⊔ (b ⊔ c) |\n|---|---|---|---|---|\n",
        triples.len()
    );
    for &[a, b, c, left, right] in triples {
        out.push_str(&format!(
            "| `{}` | `{}` | `{}` | `{}` | `{}` |\n",
            code(a),
            code(b),
            code(c),
            code(left),
            code(right)
        ));
    }
    out.push_str("\n</details>\n");
    out
}

/// `&`, `<` and `>` as HTML, for symbols shown in summaries and table headers.
fn html_escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The types the policy reasons with but never holds.
fn canonical(pairs: &[(String, String)]) -> String {
    let list: Vec<String> = pairs
        .iter()
        .map(|(from, to)| format!("`{from}` → `{to}`"))
        .collect();
    format!(
        "# Canonical types\n\nThe tables are derived over the whole lattice, and then each of these \
         types, which this policy never holds, becomes its canonical type: {}. They have no rows \
         or columns here.\n",
        list.join(", ")
    )
}
