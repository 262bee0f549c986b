//! Algebraic laws of the policies, checked exhaustively over every pair and triple of each
//! policy's dtypes (`P::DTYPES`) through its run-time mirror (`P::result_type`, which the
//! conformance and agreement suites tie to the compile-time impls).
//!
//! The laws of a join semilattice, read with `⊔` = `result_type`:
//! - commutativity: `a ⊔ b = b ⊔ a` (both undefined counts as equal);
//! - associativity: `(a ⊔ b) ⊔ c = a ⊔ (b ⊔ c)`, both defined and equal, or both undefined;
//! - idempotence: `a ⊔ a = a`;
//! - upper bound: where `j = a ⊔ b` is defined, `a ⊔ j = j` (each operand promotes to the join).
//!
//! A lattice policy satisfies all four everywhere, by construction. A table policy need not: the
//! tests below pin, per policy, exactly where each law fails, so that a change to a table that
//! adds or removes an exception is noticed. Run with `--nocapture` to see the counts.

use promote_core::policies::{
    ArrayApi, Jax, JaxLax, JaxStrict, JaxX32, MegEngine, MegEngineMep3, NumPy, OneFlow, Paddle,
    TensorFlow, Torch,
};
use promote_core::{DType, Policy};
use promote_tests::Reference;

/// Every triple of `P`'s dtypes where both groupings are defined and differ, computed here from
/// the run-time mirror, independently of the macro.
fn non_associative<P: Policy>() -> Vec<[DType; 5]> {
    let join = P::result_type;
    let mut out = Vec::new();
    for &a in P::DTYPES {
        for &b in P::DTYPES {
            for &c in P::DTYPES {
                let left = join(a, b).and_then(|ab| join(ab, c));
                let right = join(b, c).and_then(|bc| join(a, bc));
                if let (Some(left), Some(right)) = (left, right) {
                    if left != right {
                        out.push([a, b, c, left, right]);
                    }
                }
            }
        }
    }
    out
}

#[test]
fn numpy_non_associative_triples_are_the_documented_ones() {
    let found = non_associative::<NumPy>();
    assert_eq!(
        found,
        NumPy::NON_ASSOCIATIVE,
        "the rustdoc list must be exactly the failing triples"
    );
    // The example of JAX's design note JEP 9407
    // (https://jax.readthedocs.io/en/latest/jep/9407-type-promotion.html): (i8 + u8) + f16 is f32,
    // but i8 + (u8 + f16) is f16.
    assert!(found.contains(&[DType::I8, DType::U8, DType::F16, DType::F32, DType::F16]));
    let n = NumPy::DTYPES.len();
    println!(
        "NumPy: {} of {} ordered triples are not associative",
        found.len(),
        n * n * n
    );
    // 256 over the 17 dtypes before the Python bool, which repeats `bool`'s triples.
    assert_eq!(found.len(), 320);
}

/// Where each law fails for one policy, over all ordered pairs and triples of its dtypes.
#[derive(Debug, Default)]
struct Laws {
    name: &'static str,
    pairs: usize,
    triples: usize,
    /// Unordered pairs `(a, b)`, `a` before `b` in `P::DTYPES`, with `a ⊔ b ≠ b ⊔ a`.
    non_commutative: Vec<(DType, DType)>,
    /// `[a, b, c, (a ⊔ b) ⊔ c, a ⊔ (b ⊔ c)]`, both defined and different (as `NON_ASSOCIATIVE`).
    non_associative: Vec<[DType; 5]>,
    /// `(a, b, c)` where one grouping is defined and the other is not.
    half_defined_triples: Vec<(DType, DType, DType)>,
    /// `(a, a ⊔ a)` where `a ⊔ a ≠ a` (`None`: undefined).
    non_idempotent: Vec<(DType, Option<DType>)>,
    /// `(a, b, j, a ⊔ j)` where `j = a ⊔ b` is defined but `a ⊔ j ≠ j`.
    not_upper_bound: Vec<(DType, DType, DType, Option<DType>)>,
}

impl Laws {
    fn check<P: Policy>() -> Laws {
        let join = P::result_type;
        let dtypes = P::DTYPES;
        let mut laws = Laws {
            name: P::NAME,
            ..Laws::default()
        };
        for (i, &a) in dtypes.iter().enumerate() {
            let aa = join(a, a);
            if aa != Some(a) {
                laws.non_idempotent.push((a, aa));
            }
            for (k, &b) in dtypes.iter().enumerate() {
                laws.pairs += 1;
                let ab = join(a, b);
                if i < k && ab != join(b, a) {
                    laws.non_commutative.push((a, b));
                }
                if let Some(j) = ab {
                    let aj = join(a, j);
                    if aj != Some(j) {
                        laws.not_upper_bound.push((a, b, j, aj));
                    }
                }
                for &c in dtypes {
                    laws.triples += 1;
                    let left = ab.and_then(|ab| join(ab, c));
                    let right = join(b, c).and_then(|bc| join(a, bc));
                    match (left, right) {
                        (Some(l), Some(r)) if l != r => {
                            laws.non_associative.push([a, b, c, l, r]);
                        }
                        (Some(_), None) | (None, Some(_)) => {
                            laws.half_defined_triples.push((a, b, c));
                        }
                        _ => {}
                    }
                }
            }
        }
        println!(
            "{}: {} dtypes, {} pairs and {} triples checked; exceptions: {} non-commutative pairs, \
             {} non-associative triples (+ {} defined on one side only), {} non-idempotent dtypes, \
             {} pairs whose left operand does not promote to their join",
            laws.name,
            dtypes.len(),
            laws.pairs,
            laws.triples,
            laws.non_commutative.len(),
            laws.non_associative.len(),
            laws.half_defined_triples.len(),
            laws.non_idempotent.len(),
            laws.not_upper_bound.len(),
        );
        laws
    }

    /// Asserts the numbers of pairs and triples for `n` dtypes.
    fn assert_counts(&self, n: usize) {
        assert_eq!(self.pairs, n * n, "{}: pairs", self.name);
        assert_eq!(self.triples, n * n * n, "{}: triples", self.name);
    }

    /// Asserts that every law holds everywhere, as it must for a lattice.
    fn assert_lattice(&self) {
        assert!(self.non_commutative.is_empty(), "{self:#?}");
        assert!(self.non_associative.is_empty(), "{self:#?}");
        assert!(self.half_defined_triples.is_empty(), "{self:#?}");
        assert!(self.non_idempotent.is_empty(), "{self:#?}");
        assert!(self.not_upper_bound.is_empty(), "{self:#?}");
    }

    /// [`assert_lattice`](Self::assert_lattice) but for a Python `bool`, which JAX takes as its
    /// `bool` dtype (`alias { b*: b }`): `b* ⊔ b* = b`, the one exception.
    fn assert_lattice_but_python_bool(&self) {
        assert!(self.non_commutative.is_empty(), "{self:#?}");
        assert!(self.non_associative.is_empty(), "{self:#?}");
        assert!(self.half_defined_triples.is_empty(), "{self:#?}");
        assert_eq!(
            self.non_idempotent,
            [(DType::WeakBool, Some(DType::Bool))],
            "{}",
            self.name
        );
        assert!(self.not_upper_bound.is_empty(), "{self:#?}");
    }

    fn print_exceptions(&self) {
        let show = |d: Option<DType>| d.map_or("-".to_owned(), |d| d.to_string());
        for (a, b) in &self.non_commutative {
            println!("  {}: {a} + {b} ≠ {b} + {a}", self.name);
        }
        for (a, aa) in &self.non_idempotent {
            println!("  {}: {a} + {a} = {}", self.name, show(*aa));
        }
        for (a, b, j, aj) in &self.not_upper_bound {
            println!(
                "  {}: {a} + {b} = {j} but {a} + {j} = {}",
                self.name,
                show(*aj)
            );
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Lattice policies: every law holds everywhere.

#[test]
fn jax_is_a_lattice_on_all_pairs_and_triples() {
    // JEP 9407's 18 codes and JAX 0.10's 17 narrow types.
    let laws = Laws::check::<Jax>();
    laws.assert_counts(36);
    assert_eq!((laws.pairs, laws.triples), (1296, 46656));
    laws.assert_lattice_but_python_bool();
}

#[test]
fn jax_x32_and_jax_strict_are_lattices() {
    // x32 holds no 64-bit type: 31 codes.
    let laws = Laws::check::<JaxX32>();
    laws.assert_counts(32);
    laws.assert_lattice_but_python_bool();
    let laws = Laws::check::<JaxStrict>();
    laws.assert_counts(36);
    laws.assert_lattice_but_python_bool();
}

promote_core::promotion_lattice! {
    /// Integers and floats kept apart: many pairs are undefined, and the laws must still hold
    /// (definedness included).
    pub struct Split;
    lattice {
        i8: [i16], i16: [i32], i32: [i64],
        u8: [u16, i16], u16: [i32],
        f16: [f32], bf16: [f32], f32: [f64],
    }
}

promote_core::promotion_lattice! {
    /// A chain of every standard dtype but the weak ones: a total order.
    pub struct Chain;
    lattice {
        b: [u8], u8: [u16], u16: [u32], u32: [u64], u64: [i8], i8: [i16], i16: [i32],
        i32: [i64], i64: [bf16], bf16: [f16], f16: [f32], f32: [f64], f64: [c64], c64: [c128],
    }
    // A chain through every type narrows on purpose (`u64 ⊔ i8 = i8`): the laws are about order.
    lossy [int int, int float, int complex, float float, float complex];
}

promote_core::promotion_lattice! {
    /// Weak types on top of two incomparable families that meet only at `c128`, and a Paddle-like
    /// `b*` below everything.
    pub struct Weak;
    lattice {
        b*: [b, i*],
        b:  [i*],
        i*: [i8, f*],
        f*: [f32, c*],
        c*: [c64],
        i8: [i16], i16: [c128],
        f32: [c64], c64: [c128],
    }
}

#[test]
fn test_local_lattices_are_lattices_on_all_pairs_and_triples() {
    let split = Laws::check::<Split>();
    split.assert_counts(10);
    split.assert_lattice();
    let chain = Laws::check::<Chain>();
    chain.assert_counts(15);
    chain.assert_lattice();
    let weak = Laws::check::<Weak>();
    weak.assert_counts(10);
    weak.assert_lattice();
    // A chain is a total order: every pair has a join, the larger of the two.
    for (i, &a) in Chain::DTYPES.iter().enumerate() {
        for &b in &Chain::DTYPES[i..] {
            assert_eq!(Chain::result_type(a, b), Some(b));
        }
    }
    // Split leaves integer + float undefined, on both sides.
    assert_eq!(Split::result_type(DType::I8, DType::F32), None);
    assert_eq!(Split::result_type(DType::F32, DType::I8), None);
}

// ---------------------------------------------------------------------------------------------
// Table policies: the exceptions to each law, pinned.

/// What a table policy's exceptions must be: the commutativity exceptions as `"a b"`, the
/// idempotence ones as `"a a⊔a"`, the upper-bound ones as `"a b a⊔b a⊔(a⊔b)"` (`-`: undefined),
/// and the numbers of dtypes, of non-associative triples and of half-defined triples.
struct Pinned<'a> {
    dtypes: usize,
    non_commutative: &'a [&'a str],
    non_associative: usize,
    half_defined_triples: usize,
    non_idempotent: &'a [&'a str],
    not_upper_bound: &'a [&'a str],
}

impl Laws {
    /// Asserts that `P`'s exceptions are exactly the pinned ones, and that the non-associative
    /// triples are exactly the `NON_ASSOCIATIVE` list that `promotion_table!` generated.
    fn assert_pinned(&self, generated_non_associative: &[[DType; 5]], pinned: &Pinned) {
        self.print_exceptions();
        self.assert_counts(pinned.dtypes);
        let name = self.name;
        let non_commutative: Vec<(DType, DType)> = pinned
            .non_commutative
            .iter()
            .map(|t| match codes(t)[..] {
                [Some(a), Some(b)] => (a, b),
                _ => panic!("`{t}`: expected `a b`"),
            })
            .collect();
        assert_eq!(
            self.non_commutative, non_commutative,
            "{name}: commutativity"
        );
        assert_eq!(
            self.non_associative, generated_non_associative,
            "{name}: the generated NON_ASSOCIATIVE list must be exactly the failing triples"
        );
        assert_eq!(self.non_associative.len(), pinned.non_associative, "{name}");
        assert_eq!(
            self.half_defined_triples.len(),
            pinned.half_defined_triples,
            "{name}: triples defined under one grouping only"
        );
        let non_idempotent: Vec<(DType, Option<DType>)> = pinned
            .non_idempotent
            .iter()
            .map(|t| match codes(t)[..] {
                [Some(a), aa] => (a, aa),
                _ => panic!("`{t}`: expected `a a⊔a`"),
            })
            .collect();
        assert_eq!(self.non_idempotent, non_idempotent, "{name}: idempotence");
        let not_upper_bound: Vec<(DType, DType, DType, Option<DType>)> = pinned
            .not_upper_bound
            .iter()
            .map(|t| match codes(t)[..] {
                [Some(a), Some(b), Some(j), aj] => (a, b, j, aj),
                _ => panic!("`{t}`: expected `a b a⊔b a⊔(a⊔b)`"),
            })
            .collect();
        assert_eq!(self.not_upper_bound, not_upper_bound, "{name}: upper bound");
    }
}

/// Dtypes from their table codes, `-` for undefined.
fn codes(text: &str) -> Vec<Option<DType>> {
    text.split_whitespace()
        .map(|c| (c != "-").then(|| code(c)))
        .collect()
}

/// A dtype from its table code.
fn code(text: &str) -> DType {
    text.parse()
        .unwrap_or_else(|e| panic!("`{text}` is not a dtype code: {e}"))
}

#[test]
fn numpy_laws() {
    // Not associative: "the smallest float that holds both" does not compose (JEP 9407); two
    // Python scalars give NumPy's default dtype, a strong one.
    Laws::check::<NumPy>().assert_pinned(
        NumPy::NON_ASSOCIATIVE,
        &Pinned {
            dtypes: 18,
            non_commutative: &[],
            non_associative: 320,
            half_defined_triples: 0,
            // A Python bool is NumPy's `bool`: `True + True` is `bool`.
            non_idempotent: &["i* i64", "f* f64", "c* c128", "b* b"],
            not_upper_bound: &[],
        },
    );
}

#[test]
fn jax_lax_laws() {
    // `jax.lax` combines equal dtypes, and weak types into strong ones; `lax.add` has no `bool`.
    Laws::check::<JaxLax>().assert_pinned(
        JaxLax::NON_ASSOCIATIVE,
        &Pinned {
            dtypes: 19,
            non_commutative: &[],
            non_associative: 0,
            half_defined_triples: 0,
            // `lax.add` has no `bool`, but `result_type(b, b)` is `b` (`no_arithmetic [b]`), and
            // a Python bool is the `bool` dtype.
            non_idempotent: &["b* b"],
            not_upper_bound: &[],
        },
    );
}

#[test]
fn array_api_laws() {
    let laws = Laws::check::<ArrayApi>();
    // The standard leaves two Python scalars undefined (`bool + bool` too, but its
    // `result_type(bool, bool)`, this join, is `bool`).
    laws.assert_pinned(
        ArrayApi::NON_ASSOCIATIVE,
        &Pinned {
            dtypes: 17,
            non_commutative: &[],
            non_associative: 0,
            half_defined_triples: 90,
            non_idempotent: &["i* -", "f* -", "c* -", "b* -"],
            not_upper_bound: &[],
        },
    );
    // Where the two groupings disagree, it is only on whether the result is defined, and always
    // because two Python scalars meet: `(x + 1) + 2` is `x`'s dtype, but `x + (1 + 2)` asks for
    // `i* + i*`, which the standard leaves to Python.
    assert!(laws
        .half_defined_triples
        .contains(&(DType::U8, DType::WeakInt, DType::WeakInt)));
    assert!(laws
        .half_defined_triples
        .iter()
        .all(|&(a, b, c)| b.is_weak() && (a.is_weak() || c.is_weak())));
}

#[test]
fn paddle_laws() {
    // Two Python scalars are computed by Python, not Paddle: undefined here. And a Python scalar
    // may lead where no tensor may: `i8 + f*` is `f32`, but an `i8` tensor and an `f32` tensor do
    // not combine; `b + i*` is `i64`, but `b + i64` is undefined.
    Laws::check::<Paddle>().assert_pinned(
        Paddle::NON_ASSOCIATIVE,
        &Pinned {
            dtypes: 16,
            non_commutative: &[],
            non_associative: 0,
            half_defined_triples: 966,
            non_idempotent: &["i* -", "f* -", "c* -", "b* -"],
            not_upper_bound: &[
                "b i* i64 -",
                "b f* f32 -",
                "u8 f* f32 -",
                "i8 f* f32 -",
                "i16 f* f32 -",
                "i32 f* f32 -",
                "i64 f* f32 -",
            ],
        },
    );
}

#[test]
fn tensorflow_laws() {
    let laws = Laws::check::<TensorFlow>();
    // Directional: the commutativity exceptions are exactly the asymmetric cells of the reference
    // grid, read off `tensorflow_add.csv` (the real `tf.add`), not typed here.
    let reference = Reference::parse(include_str!("../../reference/tensorflow_add.csv"));
    let mut asymmetric = Vec::new();
    for (l, lcode) in reference.codes.iter().enumerate() {
        for (r, rcode) in reference.codes.iter().enumerate().skip(l + 1) {
            if reference.cells[l][r] != reference.cells[r][l] {
                asymmetric.push(format!("{lcode} {rcode}"));
            }
        }
    }
    let asymmetric: Vec<&str> = asymmetric.iter().map(String::as_str).collect();
    // 22 before the Python bool, which converts on the right only.
    assert_eq!(asymmetric.len(), 32);
    // Two Python scalars become an `i32`, `f32` or `c128` tensor; `tf.add` has no `bool`, though
    // `tnp.result_type(bool, bool)` (this join) and `tf.concat` of bools are `bool`.
    laws.assert_pinned(
        TensorFlow::NON_ASSOCIATIVE,
        &Pinned {
            dtypes: 19,
            non_commutative: &asymmetric,
            non_associative: 0,
            half_defined_triples: 118,
            non_idempotent: &["i* i32", "f* f32", "c* c128", "b* -"],
            not_upper_bound: &[],
        },
    );
    // A tensor with a Python scalar keeps the tensor's dtype; the scalar first is undefined.
    assert!(laws
        .non_commutative
        .contains(&(DType::C64, DType::WeakComplex)));
    assert_eq!(
        TensorFlow::result_type(DType::C64, DType::WeakComplex),
        Some(DType::C64)
    );
    assert_eq!(
        TensorFlow::result_type(DType::WeakComplex, DType::C64),
        None
    );
}

#[test]
fn torch_laws() {
    // `c10::promoteTypes` lets floats win over integers of any width, so it is not associative;
    // the "shell" unsigned types combine with a Python complex (`c64`) but not with a `c64`
    // tensor.
    Laws::check::<Torch>().assert_pinned(
        Torch::NON_ASSOCIATIVE,
        &Pinned {
            // 212 and 856 over the 19 codes before the float8 types and `bc32`; `bc32` adds the
            // rest: `(b ⊔ f*) ⊔ bc32 = f32 ⊔ bc32 = c64`, but `b ⊔ (f* ⊔ bc32) = b ⊔ bc32 = bc32`.
            // A Python bool (`b*`) adds 48 and 80.
            dtypes: 26,
            non_commutative: &[],
            non_associative: 364,
            half_defined_triples: 990,
            non_idempotent: &["i* i64", "f* f32", "c* c64", "b* b"],
            not_upper_bound: &["u16 c* c64 -", "u32 c* c64 -", "u64 c* c64 -"],
        },
    );
}

#[test]
fn megengine_laws() {
    Laws::check::<MegEngine>().assert_pinned(
        MegEngine::NON_ASSOCIATIVE,
        &Pinned {
            dtypes: 14,
            non_commutative: &[],
            non_associative: 28,
            half_defined_triples: 154,
            non_idempotent: &["i* i32", "f* f32", "c* -", "b* -"],
            not_upper_bound: &[],
        },
    );
}

#[test]
fn oneflow_laws() {
    Laws::check::<OneFlow>().assert_pinned(
        OneFlow::NON_ASSOCIATIVE,
        &Pinned {
            dtypes: 12,
            non_commutative: &[],
            non_associative: 44,
            half_defined_triples: 190,
            non_idempotent: &["i* -", "f* -", "b* -"],
            not_upper_bound: &[],
        },
    );
}

#[test]
fn megengine_mep3_laws() {
    Laws::check::<MegEngineMep3>().assert_pinned(
        MegEngineMep3::NON_ASSOCIATIVE,
        &Pinned {
            dtypes: 13,
            non_commutative: &[],
            non_associative: 98,
            half_defined_triples: 0,
            non_idempotent: &["i* i32", "f* f32", "b* b"],
            not_upper_bound: &[],
        },
    );
}
