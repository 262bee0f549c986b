//! A sample of random declarations compiled for real: a few hundred valid lattices and tables
//! (the generator of `brute_force.rs`, standard codes only) expanded into a module of the
//! test binary `sample`, which asserts at compile time that `Promoted<A, B, P>` is the
//! brute-force join for every defined pair and that no `Promote` impl exists for every undefined
//! one; when it runs, the run-time mirror agrees on every pair (the `+` family's; `result_type`
//! differs where a table says `no_arithmetic`).
//!
//! The modules (`tests/sample/generated.rs` and `generated_2.rs`, the first and the second half
//! of the declarations, each the module of a binary of its own, `sample` and `sample_2`, so that
//! neither rustc needs 2 GB) are generated and committed, rust-analyzer's
//! "sourcegen" practice: cargo compiles it in the build that compiles the other suites in
//! parallel, where trybuild used to build promote-core and its macros a second time in a crate of
//! its own and compile the sample after every other suite had run. A test here checks that the
//! committed file is what the generator writes now, and rewrites it where not.

use std::fmt::Write;

use promote_front_tests::{oracle, random, rng::Rng};

/// Declarations in the sample, of each form.
const LATTICES: usize = 150;
const TABLES: usize = 150;

/// The Rust type (as the sample's prelude names it) and the `DType` variant of a standard code.
fn rust(code: &str) -> (&'static str, &'static str) {
    match code {
        "b" => ("bool", "Bool"),
        "u8" => ("u8", "U8"),
        "u16" => ("u16", "U16"),
        "u32" => ("u32", "U32"),
        "u64" => ("u64", "U64"),
        "i8" => ("i8", "I8"),
        "i16" => ("i16", "I16"),
        "i32" => ("i32", "I32"),
        "i64" => ("i64", "I64"),
        "bf16" => ("bf16", "BF16"),
        "f16" => ("f16", "F16"),
        "f32" => ("f32", "F32"),
        "f64" => ("f64", "F64"),
        "c32" => ("C32", "C32"),
        "c64" => ("C64", "C64"),
        "c128" => ("C128", "C128"),
        "i*" => ("WeakInt", "WeakInt"),
        "f*" => ("WeakFloat", "WeakFloat"),
        "c*" => ("WeakComplex", "WeakComplex"),
        "b*" => ("WeakBool", "WeakBool"),
        other => panic!("no Rust type for `{other}`"),
    }
}

/// The binaries the sample is cut into, each with an equal share of the declarations.
const PARTS: usize = 2;

/// The declarations of a part that clippy sees (`cfg(clippy)`; the others are
/// `#[cfg(not(clippy))]`): every declaration expands into the same shapes of code, so clippy
/// lints them in two as in 150, without type-checking the sample a second time (it was about 40
/// s of rustc in `cargo clippy --workspace --all-targets`, beside 35 s in the test build).
const LINTED: usize = 2;

/// The sample, one source per part: valid declarations only, each in a module of its own with its
/// assertions.
fn sample() -> Vec<String> {
    // Each declaration's module and its pairs, numbered over the whole sample.
    let mut modules: Vec<(String, usize)> = Vec::new();
    let (mut declarations, mut pairs) = (0usize, 0usize);
    let mut seed = 0u64;
    let (mut lattices, mut tables) = (0, 0);
    while lattices < LATTICES || tables < TABLES {
        seed += 1;
        let mut rng = Rng::new(seed ^ 0x5eed_0004);
        let lattice_turn = lattices < LATTICES && (tables >= TABLES || rng.chance(1, 2));
        let (text, answer, macro_name) = if lattice_turn {
            let lattice = random::lattice(&mut rng, false);
            (
                lattice.text("P"),
                oracle::lattice(&lattice),
                "promotion_lattice",
            )
        } else {
            let table = random::table(&mut rng, false);
            (table.text("P"), oracle::table(&table), "promotion_table")
        };
        if !answer.errors.is_empty() {
            continue;
        }
        if lattice_turn {
            lattices += 1;
        } else {
            tables += 1;
        }
        declarations += 1;
        let mut source = String::new();
        let pairs_before = pairs;
        writeln!(source, "pub mod d{declarations} {{\n    use super::*;\n    ::promote_core::{macro_name}! {{ {text} }}").unwrap();
        let mut mirror = String::new();
        for ((a, b), out) in &answer.grid {
            let ((ta, va), (tb, vb)) = (rust(a), rust(b));
            pairs += 1;
            match out {
                Some(c) => {
                    let (tc, vc) = rust(c);
                    writeln!(
                        source,
                        "    const _: fn(Promoted<{ta}, {tb}, P>) -> {tc} = same::<{tc}>;"
                    )
                    .unwrap();
                    write!(mirror, "(D::{va}, D::{vb}, Some(D::{vc})), ").unwrap();
                }
                None => {
                    writeln!(
                        source,
                        "    const _: () = assert!(!<Probe<{ta}, {tb}, P>>::DEFINED);"
                    )
                    .unwrap();
                    write!(mirror, "(D::{va}, D::{vb}, None), ").unwrap();
                }
            }
        }
        writeln!(source, "    pub fn mirror() -> Answers {{\n        (|a, b| P::binary_result(Op::Add, Array, a, Array, b), &[{}])\n    }}\n}}", mirror.trim_end()).unwrap();
        modules.push((source, pairs - pairs_before));
    }
    let per_part = declarations.div_ceil(PARTS);
    (0..PARTS)
        .map(|part| {
            let first = part * per_part;
            let last = (first + per_part).min(declarations);
            let mut source = PRELUDE.replace("{part}", &format!("{} of {PARTS}", part + 1));
            let mut pairs = 0;
            for (i, (module, n)) in modules[first..last].iter().enumerate() {
                if i >= LINTED {
                    source.push_str("#[cfg(not(clippy))]\n");
                }
                source.push_str(module);
                pairs += n;
            }
            source.push_str("/// Every declaration's mirror and the brute force's answers.\n#[cfg(not(clippy))]\npub const ALL: &[fn() -> Answers] = &[");
            for d in first + 1..=last {
                write!(source, "d{d}::mirror, ").unwrap();
            }
            source.push_str("];\n/// Under clippy, the declarations it lints.\n#[cfg(clippy)]\npub const ALL: &[fn() -> Answers] = &[");
            for d in first + 1..=(first + LINTED).min(last) {
                write!(source, "d{d}::mirror, ").unwrap();
            }
            source.push_str("];\n");
            writeln!(source, "/// The declarations and the pairs above.\npub const COUNTS: (usize, usize) = ({}, {pairs});", last - first).unwrap();
            source
        })
        .collect()
}

const PRELUDE: &str = r#"//! Generated by `tests/front/compiled_sample.rs` (`cargo test -p promote-front-tests --test
//! front compiled_sample` rewrites it); do not edit. Part {part} of the compiled sample.
#![allow(dead_code)]
// Under clippy, the two declarations it sees need only some of the types.
#![cfg_attr(clippy, allow(unused_imports))]
use std::marker::PhantomData;
use promote_core::{ArrayKind::Array, DType, DType as D, Op, Policy, Promote, Promoted};
use promote_core::{bf16, f16, WeakBool, WeakComplex, WeakFloat, WeakInt};
type C32 = promote_core::Complex<f16>;
type C64 = promote_core::Complex<f32>;
type C128 = promote_core::Complex<f64>;

/// A declaration's mirror of `+`, and the brute force's answer for every pair.
pub type Answers = (fn(DType, DType) -> Option<DType>, &'static [(DType, DType, Option<DType>)]);

/// The identity at `T`: `const _: fn(X) -> T = same::<T>` compiles only where `X` is `T`.
fn same<T>(x: T) -> T { x }

/// `Probe<A, B, P>::DEFINED`: whether `A: Promote<B, P>`. The inherent constant exists only
/// where the bound holds; elsewhere the trait's `false` is found.
struct Probe<A, B, P>(PhantomData<(A, B, P)>);
trait Undefined { const DEFINED: bool = false; }
impl<A, B, P> Undefined for Probe<A, B, P> {}
impl<A: Promote<B, P>, B, P> Probe<A, B, P> { const DEFINED: bool = true; }
// The probe sees a defined pair, and an undefined one.
const _: () = assert!(<Probe<i8, f32, ::promote_core::policies::Jax>>::DEFINED);
const _: () = assert!(!<Probe<i8, f32, ::promote_core::policies::ArrayApi>>::DEFINED);
"#;

/// The path of part `part` (from 0) of the generated sample.
fn generated_path(part: usize) -> std::path::PathBuf {
    let name = match part {
        0 => "generated.rs".to_string(),
        n => format!("generated_{}.rs", n + 1),
    };
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/sample")
        .join(name)
}

/// The committed module is the generator's output; where it is not (the generator, the oracle
/// or the sample's size changed), the file is rewritten and the test fails, so that the next
/// build compiles the new sample and the change is committed with it.
#[test]
fn the_committed_sample_is_the_generators() {
    let mut rewritten = Vec::new();
    for (part, source) in sample().iter().enumerate() {
        let path = generated_path(part);
        let committed = std::fs::read_to_string(&path).unwrap_or_default();
        if committed != *source {
            std::fs::write(&path, source).expect("the sample is written");
            rewritten.push(path.display().to_string());
        }
    }
    assert!(
        rewritten.is_empty(),
        "{} not the generator's output: rewritten; build again and commit",
        rewritten.join(" and ")
    );
}
