//! Every declaration written in the repository: the built-in policies, the UI cases, the tests,
//! the examples and the docs (doc comments and Markdown code blocks), as the seeds of mutation.

use std::path::{Path, PathBuf};
use std::str::FromStr;

use proc_macro2::{Delimiter, TokenStream, TokenTree};
use promote_decl::Form;

use crate::input::Input;

/// The repository's root, from this crate's place in it.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every distinct declaration body in the repository's Rust and Markdown files, with the file
/// it came from (relative to the root), in a stable order.
pub fn corpus() -> Vec<(String, Input)> {
    let mut files = Vec::new();
    collect(&root(), &mut files);
    files.sort();
    let mut seen = std::collections::HashSet::new();
    let mut found = Vec::new();
    for file in files {
        let Ok(text) = std::fs::read_to_string(&file) else {
            continue;
        };
        let name = file
            .strip_prefix(root())
            .unwrap_or(&file)
            .display()
            .to_string();
        for source in sources(&file, &text) {
            let Ok(tokens) = TokenStream::from_str(&source) else {
                continue;
            };
            for (form, body) in declarations(&tokens) {
                if seen.insert((form as u8, body.to_string())) {
                    found.push((name.clone(), Input::new(form, body)));
                }
            }
        }
    }
    found
}

fn collect(dir: &Path, files: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if path.is_dir() {
            if !matches!(
                name.as_ref(),
                "target" | ".git" | "reference" | "corpus" | "artifacts"
            ) {
                collect(&path, files);
            }
        } else if name.ends_with(".rs") || name.ends_with(".md") {
            files.push(path);
        }
    }
}

/// The Rust texts of a file: a Rust file itself and its doc comments' code, or a Markdown
/// file's code blocks.
fn sources(file: &Path, text: &str) -> Vec<String> {
    let is_markdown = file.extension().is_some_and(|e| e == "md");
    let mut docs = String::new();
    let mut in_block = is_markdown.then_some(false);
    for line in text.lines() {
        let line = line.trim_start();
        let doc = if is_markdown {
            Some(line)
        } else {
            line.strip_prefix("///")
                .or_else(|| line.strip_prefix("//!"))
                .map(|rest| rest.strip_prefix(' ').unwrap_or(rest))
        };
        let Some(doc) = doc else { continue };
        if let Some(open) = in_block.as_mut() {
            if doc.starts_with("```") {
                *open = !*open;
                continue;
            }
            if !*open {
                continue;
            }
        }
        let doc = doc.strip_prefix("# ").unwrap_or(doc);
        docs.push_str(doc);
        docs.push('\n');
    }
    if is_markdown {
        vec![docs]
    } else {
        vec![text.to_owned(), docs]
    }
}

/// The bodies of `promotion_lattice! { ... }`, `promotion_table! { ... }` and
/// `extend_jax! { ... }` in `tokens`, at any depth.
fn declarations(tokens: &TokenStream) -> Vec<(Form, TokenStream)> {
    let trees: Vec<TokenTree> = tokens.clone().into_iter().collect();
    let mut found = Vec::new();
    for (i, tree) in trees.iter().enumerate() {
        match tree {
            TokenTree::Ident(ident) => {
                let form = match ident.to_string().as_str() {
                    "promotion_lattice" => Form::Lattice,
                    "promotion_table" => Form::Table,
                    "extend_jax" | "extend_lattice" => Form::Extension,
                    _ => continue,
                };
                let next = match trees.get(i + 1) {
                    Some(TokenTree::Punct(p)) if p.as_char() == '!' => trees.get(i + 2),
                    other => other,
                };
                if let Some(TokenTree::Group(group)) = next {
                    if group.delimiter() != Delimiter::None && !group.stream().is_empty() {
                        found.push((form, group.stream()));
                    }
                }
            }
            TokenTree::Group(group) => found.extend(declarations(&group.stream())),
            _ => {}
        }
    }
    found
}
