//! Pictures and explanations of a policy: its Hasse diagram as Graphviz `dot` or Mermaid, and why
//! a pair promotes as it does.

use alloc::collections::VecDeque;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use crate::policies::catalog::Entry;
use crate::{ArrayKind, DType, Kind, Op};

/// A Mermaid identifier for a code: `i*` becomes `i_weak`.
fn mermaid_id(dtype: DType) -> String {
    dtype.code().replace('*', "_weak")
}

/// The lattice of `entry` as a Mermaid flowchart, from bottom to top; weak types are drawn with
/// round ends and dashed borders. `None` for a policy declared as a table.
///
/// ```
/// use promote_core::{diagram, policies::catalog};
/// let text = diagram::mermaid(catalog::find("jax").unwrap()).unwrap();
/// assert!(text.starts_with("graph BT"));
/// assert!(text.contains("i_weak --> u8"));
/// ```
pub fn mermaid(entry: &Entry) -> Option<String> {
    let edges = entry.lattice_edges?;
    let mut out = String::from("graph BT\n");
    for &dtype in entry.dtypes {
        let (open, close) = if dtype.is_weak() {
            ("([\"", "\"])")
        } else {
            ("[\"", "\"]")
        };
        out.push_str(&format!(
            "    {}{open}{}{close}\n",
            mermaid_id(dtype),
            dtype.code()
        ));
    }
    for &(from, to) in edges {
        out.push_str(&format!(
            "    {} --> {}\n",
            mermaid_id(from),
            mermaid_id(to)
        ));
    }
    let weak: Vec<String> = entry
        .dtypes
        .iter()
        .filter(|d| d.is_weak())
        .map(|&d| mermaid_id(d))
        .collect();
    if !weak.is_empty() {
        out.push_str("    classDef weak stroke-dasharray: 4 4\n");
        out.push_str(&format!("    class {} weak\n", weak.join(",")));
    }
    Some(out)
}

/// The lattice of `entry` as a Graphviz digraph, from bottom to top; weak types are dashed.
/// `None` for a policy declared as a table.
pub fn dot(entry: &Entry) -> Option<String> {
    let edges = entry.lattice_edges?;
    let mut out = format!(
        "digraph {} {{\n    rankdir=BT;\n    node [shape=box];\n",
        entry.name
    );
    for &dtype in entry.dtypes {
        let style = if dtype.is_weak() {
            " [style=dashed, shape=ellipse]"
        } else {
            ""
        };
        out.push_str(&format!("    \"{}\"{style};\n", dtype.code()));
    }
    for &(from, to) in edges {
        out.push_str(&format!("    \"{}\" -> \"{}\";\n", from.code(), to.code()));
    }
    out.push_str("}\n");
    Some(out)
}

/// A shortest path up the covering edges from `from` to `to`, both included.
fn path_up(edges: &[(DType, DType)], from: DType, to: DType) -> Option<Vec<DType>> {
    let mut previous: Vec<(DType, DType)> = Vec::new();
    let mut queue = VecDeque::from([from]);
    let mut seen = Vec::from([from]);
    while let Some(node) = queue.pop_front() {
        if node == to {
            let mut path = Vec::from([to]);
            let mut at = to;
            while let Some(&(_, before)) = previous.iter().find(|(n, _)| *n == at) {
                path.push(before);
                at = before;
            }
            path.reverse();
            return Some(path);
        }
        for &(a, b) in edges {
            if a == node && !seen.contains(&b) {
                seen.push(b);
                previous.push((b, a));
                queue.push_back(b);
            }
        }
    }
    None
}

fn arrowed(path: &[DType]) -> String {
    path.iter()
        .map(|d| d.code())
        .collect::<Vec<_>>()
        .join(" → ")
}

/// PyTorch's categories: bool < integer < float < complex.
fn category(dtype: DType) -> &'static str {
    match dtype.kind() {
        Kind::Bool => "bool",
        Kind::Unsigned | Kind::Signed => "integer",
        Kind::Float => "float",
        Kind::Complex => "complex",
        Kind::Other => "none",
    }
}

fn op_name(op: Op) -> &'static str {
    op.symbol()
}

fn kind_name(kind: ArrayKind, dtype: DType) -> &'static str {
    match (dtype.is_weak(), kind) {
        (true, _) => "weak scalar",
        (false, ArrayKind::Array) => "array",
        (false, ArrayKind::Array0) => "0-d array",
    }
}

/// Why `lhs op rhs` has the type it has under the policy: the result, then the path up the lattice
/// (for a lattice policy) or the table cell (for a table policy), the 0-d category rule where it
/// applies, and the family's rule for operations other than `+`.
///
/// ```
/// use promote_core::{diagram, policies::catalog, ArrayKind::Array, DType, Op};
/// let jax = catalog::find("jax").unwrap();
/// let text = diagram::explain(jax, Op::Add, Array, DType::U64, Array, DType::I8);
/// assert!(text.contains("u64 → f*"));
/// assert!(text.contains("i8 → i16 → i32 → i64 → f*"));
/// ```
pub fn explain(
    entry: &Entry,
    op: Op,
    lhs_kind: ArrayKind,
    lhs: DType,
    rhs_kind: ArrayKind,
    rhs: DType,
) -> String {
    let result = (entry.binary_result)(op, lhs_kind, lhs, rhs_kind, rhs);
    let add = (entry.binary_result)(Op::Add, lhs_kind, lhs, rhs_kind, rhs);
    let mut out = format!(
        "{lhs} {} {rhs} under {} ({} with {}): {}\n",
        op_name(op),
        entry.name,
        kind_name(lhs_kind, lhs),
        kind_name(rhs_kind, rhs),
        result.map_or_else(
            || String::from("undefined (does not compile)"),
            |d| String::from(d.code())
        )
    );
    for side in [lhs, rhs] {
        if !entry.dtypes.contains(&side) {
            out.push_str(&format!(
                "- `{side}` is not one of {}'s types.\n",
                entry.name
            ));
        }
    }
    let zero_dim = |kind: ArrayKind, dtype: DType| kind == ArrayKind::Array0 && !dtype.is_weak();
    let mixed =
        zero_dim(lhs_kind, lhs) != zero_dim(rhs_kind, rhs) && !lhs.is_weak() && !rhs.is_weak();
    let base = (entry.result_type)(lhs, rhs);
    if entry.category_rule && mixed {
        let (array, scalar) = if zero_dim(lhs_kind, lhs) {
            (rhs, lhs)
        } else {
            (lhs, rhs)
        };
        out.push_str(&format!(
            "- category rule (PyTorch): the 0-d `{scalar}` ({}) ranks below the array `{array}` ({}); {}\n",
            category(scalar),
            category(array),
            if scalar.kind() > array.kind() && category(scalar) != category(array) {
                "its category is higher, so it counts"
            } else {
                "its category is not higher, so the array's type wins"
            }
        ));
    }
    match (entry.lattice_edges, base) {
        (Some(edges), Some(join)) => {
            out.push_str(&format!("- the least upper bound of `{lhs}` and `{rhs}` in the lattice is `{join}`:\n"));
            for side in [lhs, rhs] {
                if let Some(path) = path_up(edges, side, join) {
                    out.push_str(&format!("    {}\n", arrowed(&path)));
                }
            }
        }
        (Some(_), None) => out.push_str(&format!(
            "- `{lhs}` and `{rhs}` have no common upper bound in the lattice, so the pair is undefined\n"
        )),
        (None, cell) => out.push_str(&format!(
            "- the table's cell in row `{lhs}`, column `{rhs}` is `{}`\n",
            cell.map_or("-", DType::code)
        )),
    }
    if op != Op::Add {
        out.push_str(&format!(
            "- the `{}` family maps the promoted type {} to {}\n",
            op_name(op),
            add.map_or("(undefined)", DType::code),
            result.map_or("undefined", DType::code)
        ));
    }
    out
}
