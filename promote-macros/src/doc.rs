//! The Markdown the policy's rustdoc shows: its full table and its declaration.

use crate::ast::LatticeDecl;
use crate::model::Policy;

/// The policy's full promotion table as a Markdown table; `-` marks an undefined pair.
pub fn table(policy: &Policy) -> String {
    let mut out =
        String::from("# Promotion table\n\nRow `⊔` column; `-`: undefined (does not compile).\n\n");
    out.push_str(&grid(policy, &policy.grid, "⊔"));
    out
}

/// The families' tables, each folded away.
pub fn families(policy: &Policy) -> String {
    let titles = [
        ("True division", "/", "the quotient's type"),
        (
            "Equality",
            "==",
            "the type both sides convert to before comparing; the result is `bool`",
        ),
        (
            "Ordering",
            "<",
            "the type both sides convert to before comparing; the result is `bool`",
        ),
        ("Bitwise", "&amp;", "the result's type"),
    ];
    let mut out = String::from("# Operation families\n\n");
    for ((title, symbol, what), per_kind) in titles.iter().zip(&policy.families.grids[1..]) {
        out.push_str(&format!(
            "<details><summary>{title} (<code>{symbol}</code>): {what}</summary>\n\n{}\n</details>\n\n",
            grid(policy, &per_kind[0], symbol)
        ));
    }
    out.push_str(
        "<details><summary>Sum: the accumulator's type</summary>\n\n| type | sum |\n|---|---|\n",
    );
    for (node, acc) in policy.nodes.iter().zip(&policy.families.sum) {
        if let Some(acc) = acc {
            out.push_str(&format!(
                "| `{}` | `{}` |\n",
                node.code, policy.nodes[*acc].code
            ));
        }
    }
    out.push_str("\n</details>\n\n");
    if let Some(crate::kinds::ZeroDim::MajorTypes(_)) = policy.families.zero_dim {
        out.push_str(
            "# Zero-dimensional operands\n\nPaddlePaddle's rule: with a 0-d operand of its own major type \
             (bool, integer, float, complex) an array keeps its dtype; otherwise, and between two 0-d \
             operands, the pair promotes by Paddle's full table. Write a 0-d operand as `ZeroDim<T>` in \
             the type operators.\n",
        );
    } else if policy.families.zero_dim.is_some() {
        out.push_str(
            "# Zero-dimensional operands\n\nPyTorch's category rule: dimensioned array > 0-d array > Python \
             scalar, and a lower-ranked operand only counts when its category (bool < integer < float < \
             complex) is higher. Write a 0-d operand as `ZeroDim<T>` in the type operators.\n",
        );
    } else {
        out.push_str(
            "# Zero-dimensional operands\n\nA 0-d array promotes exactly like an array.\n",
        );
    }
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
