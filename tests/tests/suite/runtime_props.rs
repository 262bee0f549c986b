//! Properties of the run-time interface, on random inputs (proptest): the mirror
//! `Policy::result_type` of every built-in policy (through the catalog) and of test-local ones,
//! and `DType`'s `FromStr`.

use promote_core::policies::catalog::{self, Entry};
use promote_core::policies::{Jax, NumPy, TensorFlow};
use promote_core::{DType, Policy};
use proptest::prelude::*;

/// Every standard dtype, and a few custom ones no built-in policy knows.
fn any_dtype() -> impl Strategy<Value = DType> {
    prop_oneof![
        8 => prop::sample::select(DType::ALL.to_vec()),
        1 => prop::sample::select(vec![
            DType::Custom("q8"),
            DType::Custom(""),
            DType::Custom("f32"),
            DType::Custom("i*"),
        ]),
    ]
}

fn any_entry() -> impl Strategy<Value = &'static Entry> {
    prop::sample::select(catalog::ALL.iter().collect::<Vec<_>>())
}

/// Policies whose rules depend on the operands' order (declared `directional;`).
fn is_directional(entry: &Entry) -> bool {
    entry.name == TensorFlow::NAME
}

promote_core::promotion_lattice! {
    /// A test-local lattice with a custom-free mix of strong and weak types.
    pub struct Local;
    lattice { i*: [i8, f*], i8: [i16], f*: [f32], i16: [f32], f32: [f64] }
}

/// Fragments of dtype names, so that random strings often come near the accepted ones.
const FRAGMENTS: &[&str] = &[
    "",
    " ",
    "<",
    ">",
    "=",
    "|",
    "?",
    "*",
    "_",
    ".",
    "b",
    "i",
    "u",
    "f",
    "c",
    "U",
    "O",
    "M",
    "1",
    "2",
    "4",
    "8",
    "16",
    "32",
    "64",
    "128",
    "int",
    "uint",
    "float",
    "bfloat",
    "complex",
    "bool",
    "half",
    "double",
    "long",
    "short",
    "byte",
    "single",
    "weak",
    "torch.",
    "np.",
    "numpy.",
    "jnp.",
    "tf.",
    "paddle.",
    "ml_dtypes.",
    "Complex<",
    ">",
    "[ns]",
    "é",
    "\u{0}",
];

fn near_names() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(FRAGMENTS), 0..5).prop_map(|parts| parts.concat())
}

fn any_text() -> impl Strategy<Value = String> {
    prop_oneof![near_names(), any::<String>(), "[ -~]{0,12}"]
}

/// Names matched ignoring ASCII case (not the codes and typestrings, which are case-sensitive).
const WORDS: &[(&str, DType)] = &[
    ("float32", DType::F32),
    ("bfloat16", DType::BF16),
    ("complex128", DType::C128),
    ("uint16", DType::U16),
    ("double", DType::F64),
    ("torch.float", DType::F32),
    ("np.longlong", DType::I64),
    ("weak_complex", DType::WeakComplex),
    ("complex<f32>", DType::C64),
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2048))]

    #[test]
    fn result_type_never_panics_and_stays_in_the_policy(
        entry in any_entry(), lhs in any_dtype(), rhs in any_dtype()
    ) {
        let out = (entry.result_type)(lhs, rhs);
        if let Some(out) = out {
            prop_assert!(entry.dtypes.contains(&out), "{}: {lhs} + {rhs} = {out}", entry.name);
            // Defined only on dtypes the policy knows.
            prop_assert!(entry.dtypes.contains(&lhs) && entry.dtypes.contains(&rhs));
        }
        if !entry.dtypes.contains(&lhs) || !entry.dtypes.contains(&rhs) {
            prop_assert_eq!(out, None);
        }
    }

    #[test]
    fn result_type_is_symmetric_unless_the_policy_is_directional(
        entry in any_entry(), lhs in any_dtype(), rhs in any_dtype()
    ) {
        if !is_directional(entry) {
            prop_assert_eq!((entry.result_type)(lhs, rhs), (entry.result_type)(rhs, lhs));
        }
    }

    #[test]
    fn typed_mirrors_agree_with_the_catalog_and_with_lattice_laws(
        lhs in any_dtype(), rhs in any_dtype()
    ) {
        let numpy = catalog::find("numpy").unwrap();
        prop_assert_eq!(NumPy::result_type(lhs, rhs), (numpy.result_type)(lhs, rhs));
        let jax = catalog::find("jax").unwrap();
        prop_assert_eq!(Jax::result_type(lhs, rhs), (jax.result_type)(lhs, rhs));
        for join in [Jax::result_type, Local::result_type] {
            let out = join(lhs, rhs);
            prop_assert_eq!(out, join(rhs, lhs));
            if let Some(j) = out {
                prop_assert_eq!(join(lhs, j), Some(j));
                prop_assert_eq!(join(j, j), Some(j));
            }
        }
        if let Some(out) = Local::result_type(lhs, rhs) {
            prop_assert!(Local::DTYPES.contains(&out));
        }
    }

    #[test]
    fn every_dtype_round_trips_through_display(d in prop::sample::select(DType::ALL.to_vec())) {
        prop_assert_eq!(d.to_string().parse::<DType>(), Ok(d));
    }

    #[test]
    fn the_parser_never_panics_and_what_it_accepts_round_trips(text in any_text()) {
        match text.parse::<DType>() {
            Ok(d) => {
                prop_assert!(DType::ALL.contains(&d) || DType::NARROW.contains(&d), "{text:?} gave {d:?}");
                // The narrow ints' codes `i1 … u4` are NumPy typestrings: those do not round-trip.
                if !matches!(d, DType::I1 | DType::U1 | DType::I2 | DType::U2 | DType::I4 | DType::U4) {
                    prop_assert_eq!(d.to_string().parse::<DType>(), Ok(d));
                }
                // Surrounding whitespace does not matter.
                prop_assert_eq!(format!(" \t{text}\n").parse::<DType>(), Ok(d));
            }
            Err(err) => {
                let message = err.to_string();
                prop_assert!(message.contains("accepted: the codes"), "{message}");
                prop_assert!(text.trim().starts_with(err.input()));
                prop_assert!(err.input().len() <= 40);
                prop_assert_eq!(format!(" {text} ").parse::<DType>(), Err(err));
            }
        }
    }

    #[test]
    fn names_ignore_ascii_case(
        (name, want) in prop::sample::select(WORDS.to_vec()),
        flips in prop::collection::vec(any::<bool>(), 16),
    ) {
        let mixed: String = name
            .chars()
            .zip(flips.iter().cycle())
            .map(|(c, &up)| if up { c.to_ascii_uppercase() } else { c })
            .collect();
        prop_assert_eq!(mixed.parse::<DType>(), Ok(want), "{}", mixed);
    }
}

/// Every operation family, for the fuzz-like loop below.
fn any_op() -> impl Strategy<Value = promote_core::Op> {
    prop::sample::select(promote_core::Op::ALL.to_vec())
}

fn any_kind() -> impl Strategy<Value = promote_core::ArrayKind> {
    prop::sample::select(vec![
        promote_core::ArrayKind::Array,
        promote_core::ArrayKind::Array0,
    ])
}

proptest! {
    // The fuzz target's properties (fuzz/fuzz_targets/parse_dtype.rs), as a loop of 100,000 cases
    // that `cargo test` runs: CI has no nightly toolchain for `cargo fuzz`.
    #![proptest_config(ProptestConfig { cases: 100_000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn fuzz_what_parses_feeds_every_mirror_without_panic(
        text in any_text(), entry in any_entry(), op in any_op(), lk in any_kind(), rk in any_kind(),
        partner in prop::sample::select(DType::ALL.to_vec()),
    ) {
        let parsed = match text.parse::<DType>() {
            Ok(d) => {
                prop_assert!(DType::ALL.contains(&d) || DType::NARROW.contains(&d), "{text:?} gave {d:?}");
                // The narrow ints' codes `i1 … u4` are NumPy typestrings: those do not round-trip.
                if !matches!(d, DType::I1 | DType::U1 | DType::I2 | DType::U2 | DType::I4 | DType::U4) {
                    prop_assert_eq!(d.to_string().parse::<DType>(), Ok(d));
                }
                d
            }
            Err(err) => {
                prop_assert!(text.trim().starts_with(err.input()));
                prop_assert!(err.to_string().contains("accepted: "));
                // An unparsed text still feeds the mirror through its partner alone.
                partner
            }
        };
        for (lhs, rhs) in [(parsed, partner), (partner, parsed)] {
            if let Some(out) = (entry.binary_result)(op, lk, lhs, rk, rhs) {
                if op.bool_result() {
                    prop_assert_eq!(out, DType::Bool);
                } else {
                    prop_assert!(entry.dtypes.contains(&out), "{}: {op:?} {lhs} {rhs} = {out}", entry.name);
                }
            }
            if op.shape() == promote_core::families::Shape::Binary {
                prop_assert_eq!((entry.unary_result)(op, lhs), None);
            } else {
                prop_assert_eq!((entry.binary_result)(op, lk, lhs, rk, rhs), None);
                if let Some(out) = (entry.unary_result)(op, lhs) {
                    prop_assert!(entry.dtypes.contains(&out), "{}: {op:?} {lhs} = {out}", entry.name);
                }
            }
        }
        // `result_type` is `+` between arrays, except `bool` with `bool` (or a Python bool)
        // under a policy without arithmetic on it, where only `result_type` is defined.
        let plus = (entry.binary_result)(promote_core::Op::Add, promote_core::ArrayKind::Array, parsed, promote_core::ArrayKind::Array, partner);
        let result_type = (entry.result_type)(parsed, partner);
        let bools = [DType::Bool, DType::WeakBool];
        prop_assert!(
            plus == result_type
                || (plus.is_none()
                    && result_type == Some(DType::Bool)
                    && bools.contains(&parsed)
                    && bools.contains(&partner)),
            "{}: {parsed} + {partner} is {plus:?}, result_type {result_type:?}", entry.name
        );
    }
}
