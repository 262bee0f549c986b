//! Issue 13 item 1: every class of undefined cell is reported by its family's message, not by a
//! bare "cannot add" (E0369) or "no method" (E0599).
//!
//! From the run-time mirror of every policy of the catalog, this file picks one representative
//! undefined cell per class (policy × binary family × class, where class A is "the left type has
//! no defined cell in the family at all, with any right operand of any kind", class B "the left
//! type has defined cells, but not with this right operand"; the first such pair in the policy's
//! table order, narrow dtypes included) and writes one line of Rust per cell, each in its own
//! function, into `ui/undefined-every-class-<policy>.rs`. `compiletest.rs` pins what rustc says
//! about them (`ui/undefined-every-class-<policy>.stderr`), and the second test here reads those
//! pinned errors and checks that each line gives exactly one error, whose first line is the
//! family's message naming the pair and the policy.
//!
//! The operand kinds: an operator family (`+ - *`, `/`, `& | ^`) is written with `&Array` on both
//! sides, an `Array0` on the left, a weak scalar on the left or a weak scalar on the right (the
//! weak kinds only for a policy with weak dtypes); a family reached by methods (`a.maximum(b)`,
//! …) with `&Array` on both sides or a weak scalar on the right (methods have an `Array` on the
//! left by construction). Writing every class with every kind would pin about 440 errors (4,000
//! lines of `.stderr`; all of them passed this check when it was written); to keep the pinned
//! output short, each class is written once, with the kinds taking turns over a policy's cases
//! (plus one line for a kind that no class got), and the family's operators or methods over the
//! policies. The last test checks that every kind and every operator and method still appears.
//!
//! Regenerate the UI sources with
//! `UPDATE_UI=1 cargo test -p promote-tests --test suite -- undefined_every_class`, then their `.stderr`
//! with `TRYBUILD=overwrite cargo test -p promote-tests --test suite -- compile_fail`, and read the diff.

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use promote_core::families::Shape;
use promote_core::policies::catalog::{self, Entry};
use promote_core::{ArrayKind, DType, Op};

/// The operators of a family reached by operators, by the stem of their `_with` method.
const OPERATORS: &[(&str, &str)] = &[
    ("add", "+"),
    ("sub", "-"),
    ("mul", "*"),
    ("div", "/"),
    ("bitand", "&"),
    ("bitor", "|"),
    ("bitxor", "^"),
];

/// Operand kinds (in the mirror and in the source).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kinds {
    /// `&Array<L, P>` with `&Array<R, P>`.
    Arrays,
    /// `Array0<L, P>` with `&Array<R, P>`.
    ZeroDimLeft,
    /// A weak scalar `L` with `&Array<R, P>`.
    WeakLeft,
    /// `&Array<L, P>` with a weak scalar `R`.
    WeakRight,
}

impl Kinds {
    fn name(self) -> &'static str {
        match self {
            Kinds::Arrays => "arrays",
            Kinds::ZeroDimLeft => "array0_lhs",
            Kinds::WeakLeft => "weak_lhs",
            Kinds::WeakRight => "weak_rhs",
        }
    }

    fn left_kind(self) -> ArrayKind {
        match self {
            Kinds::ZeroDimLeft => ArrayKind::Array0,
            _ => ArrayKind::Array,
        }
    }

    /// Whether `l` and `r` are operands of this kind (weak on the weak side, strong elsewhere).
    fn fits(self, l: DType, r: DType) -> bool {
        let (lw, rw) = match self {
            Kinds::WeakLeft => (true, false),
            Kinds::WeakRight => (false, true),
            _ => (false, false),
        };
        l.is_weak() == lw && r.is_weak() == rw
    }
}

/// The class of an undefined cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Class {
    /// The left type has no defined cell in the family, with any right operand of any kind.
    LeftHasNoImpl,
    /// The left type has defined cells in the family, but not this one.
    PairUndefined,
}

impl Class {
    fn name(self) -> &'static str {
        match self {
            Class::LeftHasNoImpl => "a",
            Class::PairUndefined => "b",
        }
    }
}

/// One generated line: `form` is an operator symbol or a method name.
#[derive(Clone, Debug)]
struct Case {
    op: Op,
    form: &'static str,
    operator: bool,
    kinds: Kinds,
    class: Class,
    lhs: DType,
    rhs: DType,
}

/// The binary families, each with its operators (if it has them) or its methods.
fn binary_families() -> Vec<(Op, bool, Vec<&'static str>)> {
    Op::ALL
        .iter()
        .copied()
        .filter(|op| op.shape() == Shape::Binary)
        .map(|op| {
            let stems = op.operations();
            let symbols: Vec<&'static str> = stems
                .iter()
                .filter_map(|s| OPERATORS.iter().find(|(n, _)| n == s).map(|(_, o)| *o))
                .collect();
            if !symbols.is_empty() {
                assert_eq!(
                    symbols.len(),
                    stems.len(),
                    "{op:?}: operators and methods mixed"
                );
                (op, true, symbols)
            } else {
                (op, false, stems.to_vec())
            }
        })
        .collect()
}

/// Whether the left operand `(kind, l)` has any defined cell in the family `op`.
fn left_has_cells(entry: &Entry, op: Op, kind: ArrayKind, l: DType) -> bool {
    entry.dtypes.iter().any(|&r| {
        [ArrayKind::Array, ArrayKind::Array0]
            .into_iter()
            .any(|rk| (entry.binary_result)(op, kind, l, rk, r).is_some())
    })
}

/// The first undefined cell (left, right) in table order of `class` for the family `op` with
/// operands of the kinds `k`.
fn representative(entry: &Entry, op: Op, k: Kinds, class: Class) -> Option<(DType, DType)> {
    entry.dtypes.iter().find_map(|&l| {
        let no_impl = !left_has_cells(entry, op, k.left_kind(), l);
        if no_impl != (class == Class::LeftHasNoImpl) {
            return None;
        }
        entry.dtypes.iter().copied().find_map(|r| {
            let undefined = k.fits(l, r)
                && (entry.binary_result)(op, k.left_kind(), l, ArrayKind::Array, r).is_none();
            undefined.then_some((l, r))
        })
    })
}

/// The kinds of operands a family is written with under a policy.
fn kinds_of(operator: bool, has_weak: bool) -> &'static [Kinds] {
    match (operator, has_weak) {
        (true, true) => &[
            Kinds::Arrays,
            Kinds::ZeroDimLeft,
            Kinds::WeakLeft,
            Kinds::WeakRight,
        ],
        (true, false) => &[Kinds::Arrays, Kinds::ZeroDimLeft],
        (false, true) => &[Kinds::Arrays, Kinds::WeakRight],
        (false, false) => &[Kinds::Arrays],
    }
}

/// The representative undefined cells of one policy: one per binary family and class that
/// exists, then one more for each kind of operands that has undefined cells but was not used.
/// A class takes the first kinds not used yet that have a cell of it (in turn from the policy's
/// place in the catalog), and the family's operators or methods take turns over the policies,
/// so that every kind and every operator and method appears without writing every combination.
fn cases(entry: &Entry) -> Vec<Case> {
    let place = catalog::ALL
        .iter()
        .position(|e| e.cli_name == entry.cli_name)
        .expect("a policy of the catalog");
    let has_weak = entry.dtypes.iter().any(|d| d.is_weak());
    let classes = [Class::LeftHasNoImpl, Class::PairUndefined];
    let mut out: Vec<Case> = Vec::new();
    let mut kinds_turn = place;
    let mut form_turns = Vec::new();
    for (op, operator, forms) in binary_families() {
        let kinds = kinds_of(operator, has_weak);
        let mut form_turn = place;
        for class in classes {
            let rotated = (0..kinds.len()).map(|i| kinds[(kinds_turn + i) % kinds.len()]);
            let candidates: Vec<(Kinds, (DType, DType))> = rotated
                .filter_map(|k| representative(entry, op, k, class).map(|pair| (k, pair)))
                .collect();
            let unused = candidates
                .iter()
                .find(|(k, _)| !out.iter().any(|c| c.kinds == *k));
            if let Some(&(k, (lhs, rhs))) = unused.or(candidates.first()) {
                out.push(Case {
                    op,
                    form: forms[form_turn % forms.len()],
                    operator,
                    kinds: k,
                    class,
                    lhs,
                    rhs,
                });
                form_turn += 1;
                kinds_turn += 1;
            }
        }
        form_turns.push(form_turn);
    }
    // The kinds still missing: the first family and class that has a cell of them.
    for k in kinds_of(true, has_weak) {
        if out.iter().any(|c| c.kinds == *k) {
            continue;
        }
        let extra = binary_families().into_iter().zip(&mut form_turns).find_map(
            |((op, operator, forms), form_turn)| {
                if !kinds_of(operator, has_weak).contains(k) {
                    return None;
                }
                let (class, (lhs, rhs)) = classes
                    .into_iter()
                    .find_map(|c| representative(entry, op, *k, c).map(|pair| (c, pair)))?;
                let form = forms[*form_turn % forms.len()];
                *form_turn += 1;
                Some(Case {
                    op,
                    form,
                    operator,
                    kinds: *k,
                    class,
                    lhs,
                    rhs,
                })
            },
        );
        out.extend(extra);
    }
    out
}

/// The Rust type of a dtype as the generated source writes it, and what it imports from
/// `promote_core` for it. `None` for a custom dtype (no built-in policy has one).
fn rust_type(d: DType) -> Option<(String, Option<&'static str>)> {
    let plain = |s: &str| Some((s.to_owned(), None));
    let complex = |part: &'static str| Some((format!("Complex<{part}>"), Some(part)));
    match d {
        DType::Bool => plain("bool"),
        DType::U8 => plain("u8"),
        DType::U16 => plain("u16"),
        DType::U32 => plain("u32"),
        DType::U64 => plain("u64"),
        DType::I8 => plain("i8"),
        DType::I16 => plain("i16"),
        DType::I32 => plain("i32"),
        DType::I64 => plain("i64"),
        DType::F32 => plain("f32"),
        DType::F64 => plain("f64"),
        DType::BF16 => Some(("bf16".to_owned(), Some("bf16"))),
        DType::F16 => Some(("f16".to_owned(), Some("f16"))),
        DType::C32 => complex("f16"),
        DType::C64 => plain("Complex<f32>"),
        DType::C128 => plain("Complex<f64>"),
        DType::BC32 => complex("bf16"),
        DType::WeakInt => Some(("WeakInt".to_owned(), Some("WeakInt"))),
        DType::WeakFloat => Some(("WeakFloat".to_owned(), Some("WeakFloat"))),
        DType::WeakComplex => Some(("WeakComplex".to_owned(), Some("WeakComplex"))),
        DType::WeakBool => Some(("WeakBool".to_owned(), Some("WeakBool"))),
        DType::Custom(_) => None,
        narrow => {
            // The narrow types are exported at the crate root under their dtype's name.
            let name = format!("{narrow:?}");
            let name: &'static str = Box::leak(name.into_boxed_str());
            Some((name.to_owned(), Some(name)))
        }
    }
}

/// The generated UI source of one policy.
fn source(entry: &Entry) -> String {
    let cases = cases(entry);
    let p = entry.name;
    let mut imports: BTreeSet<&str> = BTreeSet::new();
    let mut body = String::new();
    for (i, case) in cases.iter().enumerate() {
        let (l, li) = rust_type(case.lhs).expect("a built-in dtype");
        let (r, ri) = rust_type(case.rhs).expect("a built-in dtype");
        imports.extend(li);
        imports.extend(ri);
        if l.starts_with("Complex") || r.starts_with("Complex") {
            imports.insert("Complex");
        }
        let (lhs_ty, rhs_ty) = match case.kinds {
            Kinds::Arrays => (format!("&Array<{l}, {p}>"), format!("&Array<{r}, {p}>")),
            Kinds::ZeroDimLeft => (format!("Array0<{l}, {p}>"), format!("&Array<{r}, {p}>")),
            Kinds::WeakLeft => (l.clone(), format!("&Array<{r}, {p}>")),
            Kinds::WeakRight => (format!("&Array<{l}, {p}>"), r.clone()),
        };
        if case.kinds == Kinds::ZeroDimLeft {
            imports.insert("Array0");
        }
        let expr = if case.operator {
            format!("a {} b", case.form)
        } else {
            format!("a.{}(b)", case.form)
        };
        let _ = writeln!(
            body,
            "fn c{i:03}_{}_{}_{}(a: {lhs_ty}, b: {rhs_ty}) {{ let _ = {expr}; }} // {} {} {}",
            case.op.name(),
            case.kinds.name(),
            case.class.name(),
            case.lhs.code(),
            case.form,
            case.rhs.code(),
        );
    }
    imports.insert("Array");
    let mut out = String::new();
    let _ = writeln!(
        out,
        "// Generated by tests/undefined_every_class.rs from the run-time mirror of `{p}`: one undefined"
    );
    out.push_str(
        "// cell per binary family and class (a: the left type has no defined cell in the family; b: it\n\
         // has some, not this one). Every line must fail with the family's message.\n\
         // Regenerate with `UPDATE_UI=1 cargo test -p promote-tests --test suite -- undefined_every_class`.\n",
    );
    let _ = writeln!(out, "use promote_core::policies::{p};");
    let mut imports: Vec<&str> = imports.into_iter().collect();
    // rustfmt's order: lower-case names (the `half` types) before types.
    imports.sort_by_key(|s| (s.starts_with(|c: char| c.is_uppercase()), *s));
    let _ = writeln!(out, "use promote_core::{{{}}};", imports.join(", "));
    out.push('\n');
    out.push_str(&body);
    out.push_str("\nfn main() {}\n");
    out
}

fn ui_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("ui")
}

fn ui_path(entry: &Entry, ext: &str) -> PathBuf {
    ui_dir().join(format!("undefined-every-class-{}.{ext}", entry.cli_name))
}

#[test]
fn the_ui_sources_are_generated_from_the_mirror() {
    let update = std::env::var_os("UPDATE_UI").is_some_and(|v| v == "1");
    let mut stale = Vec::new();
    for entry in catalog::ALL {
        let path = ui_path(entry, "rs");
        let generated = source(entry);
        let committed = std::fs::read_to_string(&path).unwrap_or_default();
        if committed != generated {
            if update {
                std::fs::write(&path, &generated).unwrap_or_else(|e| panic!("{path:?}: {e}"));
            } else {
                stale.push(path.display().to_string());
            }
        }
    }
    assert!(
        stale.is_empty(),
        "these UI sources differ from what the mirror gives: {stale:#?}\n\
         regenerate them with `UPDATE_UI=1 cargo test -p promote-tests --test suite -- undefined_every_class`, \
         then their .stderr with `TRYBUILD=overwrite cargo test -p promote-tests --test suite -- compile_fail`, \
         and read the diff"
    );
}

/// The `message:` of each family in the family list, by its `Op` variant.
fn family_message(op: Op) -> &'static str {
    const LIST: &str = include_str!("../../../promote-core/src/rules/families/list.rs");
    let at = LIST
        .find(&format!("op: {op:?},"))
        .unwrap_or_else(|| panic!("{op:?} is in the family list"));
    let rest = &LIST[at..];
    let start = rest.find("message: \"").expect("a message") + "message: \"".len();
    let end = start + rest[start..].find("\",").expect("a closed message");
    &rest[start..end]
}

/// Whether `line` is `message` with `{P}` filled in by the policy, `{Self}` by `lhs` and `{Rhs}`
/// by `rhs` (as [`trimmed`] writes types).
fn is_family_message(line: &str, message: &str, lhs: &str, rhs: &str, policy: &str) -> bool {
    let message = message.replace("{P}", policy);
    let mut rest = line;
    let mut pieces = message.split('{');
    let Some(first) = pieces.next() else {
        return false;
    };
    let Some(after) = rest.strip_prefix(first) else {
        return false;
    };
    rest = after;
    for piece in pieces {
        let (hole, literal) = piece.split_once('}').expect("a closed hole");
        let want = match hole {
            "Self" => lhs,
            "Rhs" => rhs,
            other => panic!("an unknown hole {{{other}}}"),
        };
        // The hole's text runs to the next literal (the types never contain a backtick).
        let end = if literal.is_empty() {
            rest.len()
        } else {
            match rest.find(literal) {
                Some(end) => end,
                None => return false,
            }
        };
        if trimmed(&rest[..end]) != want {
            return false;
        }
        rest = &rest[end + literal.len()..];
    }
    rest.is_empty()
}

/// A type's name without its paths (`promote_core::WeakInt` → `WeakInt`,
/// `num_complex::Complex<half::binary16::f16>` → `Complex<f16>`): rustc prints some paths and
/// not others.
fn trimmed(ty: &str) -> String {
    let mut out = String::new();
    let mut word = String::new();
    let mut chars = ty.chars().peekable();
    while let Some(c) = chars.next() {
        if c.is_alphanumeric() || c == '_' {
            word.push(c);
        } else if c == ':' && chars.peek() == Some(&':') {
            chars.next();
            word.clear();
        } else {
            out.push_str(&word);
            word.clear();
            out.push(c);
        }
    }
    out.push_str(&word);
    out
}

/// The operand's type as the family's message names it, trimmed: the element type, in a
/// `ZeroDim` for a 0-d operand.
fn named(d: DType, zero_dim: bool) -> String {
    use promote_core as p;
    use std::any::type_name;
    let ty = match d {
        DType::Bool => type_name::<bool>(),
        DType::U8 => type_name::<u8>(),
        DType::U16 => type_name::<u16>(),
        DType::U32 => type_name::<u32>(),
        DType::U64 => type_name::<u64>(),
        DType::I8 => type_name::<i8>(),
        DType::I16 => type_name::<i16>(),
        DType::I32 => type_name::<i32>(),
        DType::I64 => type_name::<i64>(),
        DType::BF16 => type_name::<p::bf16>(),
        DType::F16 => type_name::<p::f16>(),
        DType::F32 => type_name::<f32>(),
        DType::F64 => type_name::<f64>(),
        DType::C32 => type_name::<p::Complex<p::f16>>(),
        DType::C64 => type_name::<p::Complex<f32>>(),
        DType::C128 => type_name::<p::Complex<f64>>(),
        DType::BC32 => type_name::<p::Complex<p::bf16>>(),
        DType::WeakInt => type_name::<p::WeakInt>(),
        DType::WeakFloat => type_name::<p::WeakFloat>(),
        DType::WeakComplex => type_name::<p::WeakComplex>(),
        DType::WeakBool => type_name::<p::WeakBool>(),
        DType::F8E4M3FN => type_name::<p::F8E4M3FN>(),
        DType::F8E5M2 => type_name::<p::F8E5M2>(),
        DType::F8E4M3 => type_name::<p::F8E4M3>(),
        DType::F8E3M4 => type_name::<p::F8E3M4>(),
        DType::F8E4M3FNUZ => type_name::<p::F8E4M3FNUZ>(),
        DType::F8E5M2FNUZ => type_name::<p::F8E5M2FNUZ>(),
        DType::F8E4M3B11FNUZ => type_name::<p::F8E4M3B11FNUZ>(),
        DType::F8E8M0FNU => type_name::<p::F8E8M0FNU>(),
        DType::F6E2M3FN => type_name::<p::F6E2M3FN>(),
        DType::F6E3M2FN => type_name::<p::F6E3M2FN>(),
        DType::F4E2M1FN => type_name::<p::F4E2M1FN>(),
        DType::I1 => type_name::<p::I1>(),
        DType::U1 => type_name::<p::U1>(),
        DType::I2 => type_name::<p::I2>(),
        DType::U2 => type_name::<p::U2>(),
        DType::I4 => type_name::<p::I4>(),
        DType::U4 => type_name::<p::U4>(),
        DType::Custom(code) => panic!("no built-in policy has the custom dtype {code}"),
    };
    let ty = trimmed(ty);
    if zero_dim {
        format!("ZeroDim<{ty}>")
    } else {
        ty
    }
}

#[test]
fn every_generated_line_fails_once_with_its_familys_message() {
    let mut failures = Vec::new();
    let mut total = 0;
    for entry in catalog::ALL {
        let source = source(entry);
        let rs_name = format!("undefined-every-class-{}.rs", entry.cli_name);
        let stderr_path = ui_path(entry, "stderr");
        let stderr = std::fs::read_to_string(&stderr_path).unwrap_or_else(|e| {
            panic!("{stderr_path:?}: {e} (run the compiletest with TRYBUILD=overwrite)")
        });
        for code in ["E0369", "E0599", "E0600"] {
            if stderr.contains(code) {
                failures.push(format!("{}: a bare {code}", stderr_path.display()));
            }
        }
        // Every error: its first line and the source line it points at.
        let mut errors: Vec<(String, usize)> = Vec::new();
        let mut lines = stderr.lines();
        while let Some(line) = lines.next() {
            if !line.starts_with("error") {
                continue;
            }
            let at = lines
                .next()
                .and_then(|l| l.trim_start().strip_prefix("--> "))
                .and_then(|l| l.strip_prefix(&format!("tests/ui/{rs_name}:")))
                .and_then(|l| l.split(':').next())
                .and_then(|n| n.parse().ok())
                .unwrap_or(0);
            errors.push((line.to_owned(), at));
        }
        let cases = cases(entry);
        for (index, text) in source.lines().enumerate() {
            let Some(name) = text
                .strip_prefix("fn c")
                .and_then(|t| t.split('_').next())
                .and_then(|n| n.parse::<usize>().ok())
            else {
                continue;
            };
            let case = &cases[name];
            total += 1;
            let here: Vec<&String> = errors
                .iter()
                .filter(|(_, at)| *at == index + 1)
                .map(|(line, _)| line)
                .collect();
            let what = format!("{}:{}: `{}`", rs_name, index + 1, text);
            match here.as_slice() {
                [line] => {
                    let message = family_message(case.op);
                    let lhs = named(case.lhs, case.kinds == Kinds::ZeroDimLeft);
                    let rhs = named(case.rhs, false);
                    let body = line.split_once("]: ").map_or("", |(_, b)| b);
                    if !line.starts_with("error[E0277]: ")
                        || !is_family_message(body, message, &lhs, &rhs, entry.name)
                    {
                        failures.push(format!("{what}\n    not the family's message: {line}"));
                    }
                }
                _ => failures.push(format!("{what}\n    {} errors: {here:?}", here.len())),
            }
        }
        if errors.len() != cases.len() {
            failures.push(format!(
                "{}: {} errors for {} generated lines",
                stderr_path.display(),
                errors.len(),
                cases.len()
            ));
        }
    }
    assert!(total > 0);
    assert!(
        failures.is_empty(),
        "{} of {total} generated lines or files fail:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn every_family_kind_and_form_appears() {
    // Some policies define every pair of a family (NumPy's `+`): those have no case. Every
    // family has cases under some policy, and every policy has cases.
    let all: Vec<(&Entry, Vec<Case>)> = catalog::ALL.iter().map(|e| (e, cases(e))).collect();
    for (entry, cases) in &all {
        assert!(!cases.is_empty(), "{}: no undefined cell", entry.name);
        // Every kind of operands with an undefined cell in some family appears in the policy.
        for k in [
            Kinds::Arrays,
            Kinds::ZeroDimLeft,
            Kinds::WeakLeft,
            Kinds::WeakRight,
        ] {
            let exists = binary_families().iter().any(|(op, operator, _)| {
                (*operator || matches!(k, Kinds::Arrays | Kinds::WeakRight))
                    && [Class::LeftHasNoImpl, Class::PairUndefined]
                        .into_iter()
                        .any(|c| representative(entry, *op, k, c).is_some())
            });
            let written = cases.iter().any(|c| c.kinds == k);
            assert_eq!(exists, written, "{}: {} ", entry.name, k.name());
        }
    }
    for (op, _, forms) in binary_families() {
        for form in forms {
            let n = all
                .iter()
                .flat_map(|(_, cases)| cases)
                .filter(|c| c.op == op && c.form == form)
                .count();
            assert!(n > 0, "{}: `{form}` is never written", op.name());
        }
    }
}
