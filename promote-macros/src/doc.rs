//! The Markdown the policy's rustdoc shows: its full table and its declaration.

use crate::ast::LatticeDecl;
use crate::model::Policy;

/// The policy's full promotion table as a Markdown table; `-` marks an undefined pair.
pub fn table(policy: &Policy) -> String {
    let mut out = String::from(
        "# Promotion table\n\nRow `⊔` column; `-`: undefined (does not compile).\n\n| ⊔ |",
    );
    for node in &policy.nodes {
        out.push_str(&format!(" `{}` |", node.code));
    }
    out.push_str("\n|---|");
    for _ in &policy.nodes {
        out.push_str("---|");
    }
    for (row, cells) in policy.nodes.iter().zip(&policy.grid) {
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
pub fn lattice_edges(decl: &LatticeDecl) -> String {
    let mut out =
        String::from("# Lattice\n\nEach type promotes to the types after its arrow:\n\n```text\n");
    for list in &decl.edges {
        let to: Vec<&str> = list.to.iter().map(|c| c.text.as_str()).collect();
        out.push_str(&format!("{} -> [{}]\n", list.from.text, to.join(", ")));
    }
    out.push_str("```\n");
    out
}

/// The note on a directional policy.
pub fn directional() -> String {
    "# Directional\n\nThis policy's rules depend on the operands' order (`a + b` need not equal \
     `b + a`), so its table is not symmetric.\n"
        .to_owned()
}

/// The triples on which the policy is not associative, from [`crate::laws`].
pub fn non_associative(policy: &Policy, triples: &[[usize; 5]]) -> String {
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
