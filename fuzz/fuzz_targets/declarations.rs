//! The declaration front end (`promote-decl`) on inputs libFuzzer chooses, in three modes picked
//! by the first byte:
//! - **arbitrary tokens**: the rest as UTF-8, lexed, as the body of a lattice, a table or an
//!   extension;
//! - **mutations**: one of the repository's declarations (`promote_front_tests::corpus`) mutated
//!   from a seed the bytes give (the same mutations as `tests/front/tests/front/mutations.rs`);
//! - **brute force**: a random lattice or table from a seed the bytes give, resolved and
//!   compared with the brute-force oracle (as `tests/front/tests/front/brute_force.rs`).
//!
//! Checked on every input: no panic, no stack overflow, no hang (`-timeout`), and in the third
//! mode every cell and error as the oracle says. Spans are not: under `cfg(fuzzing)` proc-macro2
//! keeps no span locations, so `tests/front/tests/front/mutations.rs` checks them, in CI.
//!
//! Run: `cargo +nightly fuzz run declarations -- -max_total_time=600 -timeout=10`

#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use promote_decl::Form;
use promote_front_tests::input::Input;
use promote_front_tests::{mutate, oracle, properties, random, rng::Rng};

/// The corpus as text: tokens are not `Sync`, and each run lexes its own.
fn corpus() -> &'static [(Form, String)] {
    static CORPUS: OnceLock<Vec<(Form, String)>> = OnceLock::new();
    CORPUS.get_or_init(|| {
        promote_front_tests::corpus()
            .into_iter()
            .map(|(_, input)| (input.form, input.body.to_string()))
            .collect()
    })
}

fn form(byte: u8) -> Form {
    match byte % 3 {
        0 => Form::Lattice,
        1 => Form::Table,
        _ => Form::Extension,
    }
}

fn seed(bytes: &[u8]) -> u64 {
    let mut seed = [0u8; 8];
    for (i, b) in bytes.iter().take(8).enumerate() {
        seed[i] = *b;
    }
    u64::from_le_bytes(seed)
}

fn check(input: &Input) {
    if let Err(failure) = properties::run(input) {
        panic!("{failure}\ninput: {}", input.body);
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    match mode % 3 {
        0 => {
            let Some((&which, text)) = rest.split_first() else {
                return;
            };
            if let Some(input) = Input::parse(form(which), &String::from_utf8_lossy(text)) {
                check(&input);
            }
        }
        1 => {
            let corpus = corpus();
            let Some((&index, seed_bytes)) = rest.split_first() else {
                return;
            };
            let (form, text) = &corpus[usize::from(index) % corpus.len()];
            let original = Input::parse(*form, text).expect("the corpus lexes");
            let mut rng = Rng::new(seed(seed_bytes));
            check(&Input::new(*form, mutate(&original.body, &mut rng)));
        }
        _ => {
            let mut rng = Rng::new(seed(rest));
            let custom_ok = rng.chance(1, 3);
            let (form, text, answer) = if rng.chance(1, 2) {
                let lattice = random::lattice(&mut rng, custom_ok);
                (Form::Lattice, lattice.text("P"), oracle::lattice(&lattice))
            } else {
                let table = random::table(&mut rng, custom_ok);
                (Form::Table, table.text("P"), oracle::table(&table))
            };
            let input = Input::parse(form, &text).expect("generated declarations lex");
            let got = promote_decl::resolve(form, input.tokens());
            if let Err(failure) = oracle::compare(form == Form::Lattice, &answer, got) {
                panic!("{text}\n{failure}");
            }
        }
    }
});
