//! The front end on mutations of every declaration in the repository (deleted, duplicated,
//! swapped, retyped and moved tokens, changed delimiters): never a panic, never a hang or a
//! stack overflow, every error spanned inside the declaration. Proptest runs with fixed seeds
//! (one per piece of the run), so that CI runs the same cases each time; `fuzz/` runs the same check without a bound.

use std::cell::Cell;
use std::time::{Duration, Instant};

use promote_front_tests::{check, corpus, mutate, rng::Rng, Input, Outcome};
use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestRng, TestRunner};

/// Cases per run: about a minute of CI time on two cores.
const CASES: u32 = 3_000;

/// The run's pieces, each a proptest run of its own seed and `CASES / PIECES` cases, on threads
/// of their own: a CI machine's two cores.
const PIECES: u32 = 2;

/// What one piece found: the repository's declarations, how many of them resolve and fail
/// unmutated (counted by the first piece), the mutated runs resolved and rejected, the slowest
/// and the outcome.
type Piece = (
    usize,
    (usize, usize),
    (usize, usize),
    Duration,
    Result<(), String>,
);

#[test]
fn mutated_declarations_keep_the_properties() {
    let pieces = promote_front_tests::properties::on_small_stacks(
        Duration::from_secs(900),
        PIECES as usize,
        |piece| -> Piece {
            let corpus = corpus();
            assert!(
                corpus.len() > 100,
                "the corpus found {} declarations",
                corpus.len()
            );
            // Each declaration as written must resolve or fail cleanly too (checked once).
            let mut originals = (0, 0);
            for (file, input) in corpus.iter().filter(|_| piece == 0) {
                match check(input) {
                    Ok(Outcome::Model(_)) => originals.0 += 1,
                    Ok(Outcome::Errors(_)) => originals.1 += 1,
                    Err(failure) => panic!("{file}, unmutated: {failure}"),
                }
            }
            let config = Config {
                cases: CASES / PIECES,
                failure_persistence: None,
                rng_algorithm: RngAlgorithm::ChaCha,
                ..Config::default()
            };
            let mut runner = TestRunner::new_with_rng(
                config,
                TestRng::from_seed(RngAlgorithm::ChaCha, &[26 + piece as u8; 32]),
            );
            let (resolved, rejected) = (Cell::new(0usize), Cell::new(0usize));
            let slowest = Cell::new(Duration::ZERO);
            let strategy = (0..corpus.len(), proptest::num::u64::ANY);
            let result = runner.run(&strategy, |(index, seed)| {
                let (file, original) = &corpus[index];
                let mutated =
                    Input::new(original.form, mutate(&original.body, &mut Rng::new(seed)));
                let start = Instant::now();
                let outcome = check(&mutated).map_err(|failure| {
                    TestCaseError::fail(format!("{file}, mutated to `{}`: {failure}", mutated.body))
                })?;
                slowest.set(slowest.get().max(start.elapsed()));
                match outcome {
                    Outcome::Model(_) => resolved.set(resolved.get() + 1),
                    Outcome::Errors(_) => rejected.set(rejected.get() + 1),
                }
                Ok(())
            });
            let counts = (resolved.get(), rejected.get());
            (
                corpus.len(),
                originals,
                counts,
                slowest.get(),
                result.map_err(|e| e.to_string()),
            )
        },
    )
    .expect("the run ends");
    let (declarations, originals) = (pieces[0].0, pieces[0].1);
    let counts = pieces
        .iter()
        .fold((0, 0), |(r, j), p| (r + p.2 .0, j + p.2 .1));
    let slowest = pieces.iter().map(|p| p.3).max().unwrap_or_default();
    let result = pieces.into_iter().try_for_each(|p| p.4);
    promote_front_tests::report(env!("CARGO_TARGET_TMPDIR"), "mutations", &format!(
        "mutation check: {declarations} declarations in the repository ({} resolve, {} are error cases); {} mutated runs: {} resolved, {} rejected with spanned errors; slowest {:?}",
        originals.0,
        originals.1,
        counts.0 + counts.1,
        counts.0,
        counts.1,
        slowest
    ));
    if let Err(failure) = result {
        panic!("{failure}");
    }
}
