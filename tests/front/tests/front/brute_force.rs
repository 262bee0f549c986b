//! Random declarations against brute force: 10,000 lattices and tables per run (fixed seeds),
//! each resolved by the front end and compared with [`oracle`]'s independent answer, every cell
//! and every error. The fuzz target in `fuzz/` runs the same comparison on seeds it chooses.

use std::time::Duration;

use promote_decl::Form;
use promote_front_tests::input::Input;
use promote_front_tests::properties::on_small_stacks;
use promote_front_tests::{oracle, random, rng::Rng};

/// Declarations per run, of each form.
const LATTICES: u64 = 6_000;
const TABLES: u64 = 4_000;

/// Resolves `text` as a `form` declaration and compares it with `answer`.
fn cross_check(form: Form, text: &str, answer: &oracle::Answer) -> Result<usize, String> {
    let input = Input::parse(form, text).ok_or("the generator wrote tokens that do not lex")?;
    let got = promote_decl::resolve(form, input.tokens());
    oracle::compare(form == Form::Lattice, answer, got).map_err(|e| format!("{text}\n{e}"))
}

/// Pieces a run is cut into, each on a thread of its own: a CI machine's two cores.
const PIECES: u64 = 2;

#[derive(Default, Debug)]
struct Counts {
    declarations: u64,
    valid: u64,
    rejected: u64,
    cells: usize,
    /// Errors matched, by kind.
    errors: std::collections::BTreeMap<&'static str, usize>,
}

impl Counts {
    fn add(mut self, other: Counts) -> Counts {
        self.declarations += other.declarations;
        self.valid += other.valid;
        self.rejected += other.rejected;
        self.cells += other.cells;
        for (kind, n) in other.errors {
            *self.errors.entry(kind).or_default() += n;
        }
        self
    }
}

/// The `count` declarations of a run, in [`PIECES`] at once; declaration `i` is the same
/// whichever piece draws it (its generator is seeded by `seed` and `i`).
fn run_in_pieces(seed: u64, count: u64, form: Form) -> Result<Counts, String> {
    let pieces = on_small_stacks(Duration::from_secs(900), PIECES as usize, move |piece| {
        let piece = piece as u64;
        run(
            seed,
            count * piece / PIECES..count * (piece + 1) / PIECES,
            form,
        )
    })?;
    pieces
        .into_iter()
        .try_fold(Counts::default(), |total, piece| Ok(total.add(piece?)))
}

fn run(seed: u64, declarations: std::ops::Range<u64>, form: Form) -> Result<Counts, String> {
    let mut counts = Counts::default();
    for i in declarations {
        let mut rng = Rng::new(seed.wrapping_mul(1_000_003).wrapping_add(i));
        let custom_ok = rng.chance(1, 3);
        let (text, answer) = match form {
            Form::Lattice => {
                let lattice = random::lattice(&mut rng, custom_ok);
                (lattice.text("P"), oracle::lattice(&lattice))
            }
            _ => {
                let table = random::table(&mut rng, custom_ok);
                (table.text("P"), oracle::table(&table))
            }
        };
        let cells = cross_check(form, &text, &answer)?;
        counts.declarations += 1;
        if answer.errors.is_empty() {
            counts.valid += 1;
        } else {
            counts.rejected += 1;
        }
        counts.cells += cells;
        for error in &answer.errors {
            *counts.errors.entry(kind(error)).or_default() += 1;
        }
    }
    Ok(counts)
}

fn kind(error: &oracle::Expected) -> &'static str {
    use oracle::Expected::*;
    match error {
        Cycle => "cycle",
        NotALattice(..) => "not a lattice",
        Narrowing(..) => "narrowing",
        WeakAlone(_) => "weak alone",
        Diagonal(_) => "diagonal",
        Asymmetric(..) => "asymmetric",
        WeakOnly => "weak only",
    }
}

#[test]
fn random_lattices_agree_with_brute_force() {
    let counts = run_in_pieces(1, LATTICES, Form::Lattice).unwrap_or_else(|e| panic!("{e}"));
    promote_front_tests::report(env!("CARGO_TARGET_TMPDIR"), "brute_force_lattices", &format!(
        "brute force, lattices: {} declarations ({} valid, {} with errors, every error matched: {:?}), {} cells compared",
        counts.declarations, counts.valid, counts.rejected, counts.errors, counts.cells
    ));
    for kind in ["cycle", "not a lattice", "narrowing", "weak alone"] {
        assert!(
            counts.errors.get(kind).is_some_and(|&n| n > 10),
            "few `{kind}` errors: {counts:?}"
        );
    }
    assert_eq!(counts.declarations, LATTICES);
    // The generator must reach both sides of every check, or the comparison proves little.
    assert!(
        counts.valid > LATTICES / 10 && counts.rejected > LATTICES / 10,
        "{counts:?}"
    );
}

#[test]
fn random_tables_agree_with_brute_force() {
    let counts = run_in_pieces(2, TABLES, Form::Table).unwrap_or_else(|e| panic!("{e}"));
    promote_front_tests::report(env!("CARGO_TARGET_TMPDIR"), "brute_force_tables", &format!(
        "brute force, tables: {} declarations ({} valid, {} with errors, every error matched: {:?}), {} cells compared",
        counts.declarations, counts.valid, counts.rejected, counts.errors, counts.cells
    ));
    for kind in ["narrowing", "diagonal", "asymmetric", "weak only"] {
        assert!(
            counts.errors.get(kind).is_some_and(|&n| n > 10),
            "few `{kind}` errors: {counts:?}"
        );
    }
    assert_eq!(counts.declarations, TABLES);
    assert!(
        counts.valid > TABLES / 10 && counts.rejected > TABLES / 10,
        "{counts:?}"
    );
}
