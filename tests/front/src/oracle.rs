//! What a random declaration must resolve to, computed here from its definition alone, by brute
//! force and without the front end's code: the least upper bound of a pair by enumerating its
//! upper bounds, "not a lattice" exactly when a pair has two minimal ones, a table's cells as
//! written, and every check as promote-core's docs state it. Precision facts come from Rust's
//! own types (`i8::MIN`, `f32::MANTISSA_DIGITS`, `half::f16::MAX_EXP`).

use std::collections::{BTreeMap, BTreeSet};

use promote_decl::{Diagnostic, Model};

use crate::random::{Lattice, Table, CUSTOM};

/// The category of a code (`None` for a custom code declared without one).
fn category(code: &str, custom: &[crate::random::Custom]) -> Option<&'static str> {
    if let Some(c) = custom.iter().find(|c| c.code == code) {
        return c.category;
    }
    Some(match code {
        "b" | "b*" => "bool",
        "i*" => "int",
        "f*" => "float",
        "c*" => "complex",
        c if c.starts_with('u') || c.starts_with('i') => "int",
        c if c.starts_with('c') => "complex",
        _ => "float",
    })
}

/// What a strong standard code holds.
#[derive(Clone, Copy)]
enum Values {
    Bool,
    /// The integers `min..=max`.
    Ints(i128, i128),
    /// Floats of `digits` significand bits and exponents `min_exp..=max_exp`.
    Floats(u32, i32, i32),
    /// Complex numbers whose parts are these floats.
    Complex(u32, i32, i32),
}

fn values(code: &str) -> Option<Values> {
    use Values::*;
    macro_rules! int {
        ($t:ty) => {
            Ints(<$t>::MIN as i128, <$t>::MAX as i128)
        };
    }
    macro_rules! float {
        ($v:ident, $t:ty) => {
            $v(<$t>::MANTISSA_DIGITS, <$t>::MIN_EXP, <$t>::MAX_EXP)
        };
    }
    Some(match code {
        "b" => Bool,
        "u8" => int!(u8),
        "u16" => int!(u16),
        "u32" => int!(u32),
        "u64" => int!(u64),
        "i8" => int!(i8),
        "i16" => int!(i16),
        "i32" => int!(i32),
        "i64" => int!(i64),
        "bf16" => float!(Floats, half::bf16),
        "f16" => float!(Floats, half::f16),
        "f32" => float!(Floats, f32),
        "f64" => float!(Floats, f64),
        "c32" => float!(Complex, half::f16),
        "c64" => float!(Complex, f32),
        "c128" => float!(Complex, f64),
        _ => return None,
    })
}

/// Whether every value of `from` is exactly a value of `to`.
fn holds(to: Values, from: Values) -> bool {
    use Values::*;
    let floats_hold = |(d1, lo1, hi1): (u32, i32, i32), (d2, lo2, hi2): (u32, i32, i32)| {
        d1 <= d2 && lo1 >= lo2 && hi1 <= hi2
    };
    // Every integer of magnitude up to 2^digits is a float of `digits` significand bits.
    let ints_fit = |min: i128, max: i128, digits: u32| min.abs().max(max) <= 1i128 << digits;
    match (from, to) {
        (Bool, _) => true,
        (_, Bool) => false,
        (Ints(a, b), Ints(c, d)) => c <= a && b <= d,
        (Ints(a, b), Floats(d, ..) | Complex(d, ..)) => ints_fit(a, b, d),
        (Floats(..) | Complex(..), Ints(..)) => false,
        (Floats(d1, lo1, hi1), Floats(d2, lo2, hi2) | Complex(d2, lo2, hi2)) => {
            floats_hold((d1, lo1, hi1), (d2, lo2, hi2))
        }
        // The imaginary part has nowhere to go.
        (Complex(..), Floats(..)) => false,
        (Complex(d1, lo1, hi1), Complex(d2, lo2, hi2)) => {
            floats_hold((d1, lo1, hi1), (d2, lo2, hi2))
        }
    }
}

/// The operands of `lhs op rhs = out` that `out` does not hold and `lossy` does not excuse.
fn narrowed<'a>(
    lossy: &[(&str, &str)],
    custom: &[crate::random::Custom],
    lhs: &'a str,
    rhs: &'a str,
    out: &str,
) -> Vec<&'a str> {
    let Some(out_values) = values(out) else {
        return Vec::new();
    };
    [lhs, rhs]
        .into_iter()
        .filter(|operand| {
            let Some(v) = values(operand) else {
                return false;
            };
            let excused = lossy.iter().any(|&(from, to)| {
                Some(from) == category(operand, custom) && Some(to) == category(out, custom)
            });
            !holds(out_values, v) && !excused
        })
        .collect()
}

fn is_weak(code: &str) -> bool {
    code.ends_with('*')
}

/// One error the front end must report, in a form that its message can be matched against.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Expected {
    /// A cycle through these edges (checked against the graph, not by its exact path).
    Cycle,
    /// Pairs without a least upper bound, grouped by their minimal upper bounds: the candidates,
    /// and how many pairs have them.
    NotALattice(BTreeSet<String>, usize),
    /// `lhs + rhs = out` loses one of these operands.
    Narrowing(String, String, String, BTreeSet<String>),
    /// A weak code with no strong code above it.
    WeakAlone(String),
    /// A table's `a + a` is another type, or undefined without `no_arithmetic`.
    Diagonal(String),
    /// A table's `a + b` and `b + a` differ (without `directional`).
    Asymmetric(String, String),
    /// A table of weak codes only.
    WeakOnly,
}

/// The brute-force answer for a declaration: its errors, or its add grid by code.
pub struct Answer {
    pub errors: Vec<Expected>,
    /// `grid[(a, b)]` for every pair of codes, when there are no errors.
    pub grid: BTreeMap<(String, String), Option<String>>,
    /// A lattice's covering edges; a table's non-associative triples.
    pub covering: Option<BTreeSet<(String, String)>>,
    pub non_associative: Option<BTreeSet<[String; 3]>>,
}

/// The reflexive, transitive closure of `edges`: `le[a][b]` when `a` promotes to `b`.
pub fn closure(edges: &[Vec<usize>]) -> Vec<Vec<bool>> {
    let n = edges.len();
    let mut le = vec![vec![false; n]; n];
    for (a, row) in le.iter_mut().enumerate() {
        row[a] = true;
        for &b in &edges[a] {
            row[b] = true;
        }
    }
    for k in 0..n {
        for i in 0..n {
            for j in 0..n {
                if le[i][k] && le[k][j] {
                    le[i][j] = true;
                }
            }
        }
    }
    le
}

/// The brute-force answer for a lattice.
pub fn lattice(lattice: &Lattice) -> Answer {
    let n = lattice.codes.len();
    let code = |i: usize| lattice.codes[i].clone();
    let le = closure(&lattice.edges);
    let mut answer = Answer {
        errors: Vec::new(),
        grid: BTreeMap::new(),
        covering: None,
        non_associative: None,
    };
    if (0..n).any(|a| (0..n).any(|b| a != b && le[a][b] && le[b][a])) {
        answer.errors.push(Expected::Cycle);
        return answer;
    }
    let mut ambiguous: BTreeMap<BTreeSet<String>, usize> = BTreeMap::new();
    for a in 0..n {
        for b in 0..n {
            let upper: Vec<usize> = (0..n).filter(|&c| le[a][c] && le[b][c]).collect();
            let least = upper
                .iter()
                .copied()
                .find(|&c| upper.iter().all(|&d| le[c][d]));
            let join = match least {
                Some(c) => Some(code(c)),
                None if upper.is_empty() => None,
                None => {
                    let minimal = upper
                        .iter()
                        .copied()
                        .filter(|&c| !upper.iter().any(|&d| d != c && le[d][c]))
                        .map(code)
                        .collect();
                    if a <= b {
                        *ambiguous.entry(minimal).or_default() += 1;
                    }
                    None
                }
            };
            answer.grid.insert((code(a), code(b)), join.clone());
            if let Some(out) = join.filter(|_| a <= b) {
                let lost = narrowed(
                    &lattice.lossy,
                    &lattice.custom,
                    &lattice.codes[a],
                    &lattice.codes[b],
                    &out,
                );
                if !lost.is_empty() {
                    let (l, r) = ordered(code(a), code(b));
                    let lost = lost.into_iter().map(str::to_owned).collect();
                    answer.errors.push(Expected::Narrowing(l, r, out, lost));
                }
            }
        }
    }
    for (candidates, pairs) in ambiguous {
        answer.errors.push(Expected::NotALattice(candidates, pairs));
    }
    for w in 0..n {
        if is_weak(&lattice.codes[w]) && !(0..n).any(|c| le[w][c] && !is_weak(&lattice.codes[c])) {
            answer.errors.push(Expected::WeakAlone(code(w)));
        }
    }
    let mut covering = BTreeSet::new();
    for a in 0..n {
        for b in 0..n {
            let between = (0..n).any(|c| c != a && c != b && le[a][c] && le[c][b]);
            if a != b && le[a][b] && !between {
                covering.insert((code(a), code(b)));
            }
        }
    }
    answer.covering = Some(covering);
    answer
}

/// A pair in an order that does not depend on table order.
fn ordered(a: String, b: String) -> (String, String) {
    if a <= b {
        (a, b)
    } else {
        (b, a)
    }
}

/// The brute-force answer for a table.
pub fn table(table: &Table) -> Answer {
    let n = table.codes.len();
    let code = |i: usize| table.codes[i].clone();
    let mut answer = Answer {
        errors: Vec::new(),
        grid: BTreeMap::new(),
        covering: None,
        non_associative: None,
    };
    for l in 0..n {
        for r in 0..n {
            let cell = table.cells[l][r];
            answer.grid.insert((code(l), code(r)), cell.map(code));
            if !table.directional && r < l && cell != table.cells[r][l] {
                answer.errors.push(Expected::Asymmetric(code(l), code(r)));
            }
            if let Some(out) = cell {
                let lost = narrowed(
                    &table.lossy,
                    &table.custom,
                    &table.codes[l],
                    &table.codes[r],
                    &table.codes[out],
                );
                if !lost.is_empty() {
                    let lost = lost.into_iter().map(str::to_owned).collect();
                    answer
                        .errors
                        .push(Expected::Narrowing(code(l), code(r), code(out), lost));
                }
            }
        }
        let diagonal_ok = match table.cells[l][l] {
            Some(d) => d == l,
            None => table.no_arithmetic.contains(&l),
        };
        if !is_weak(&table.codes[l]) && !diagonal_ok {
            answer.errors.push(Expected::Diagonal(code(l)));
        }
    }
    if table.codes.iter().all(|c| is_weak(c)) {
        answer.errors.push(Expected::WeakOnly);
    }
    let mut triples = BTreeSet::new();
    for a in 0..n {
        for b in 0..n {
            for c in 0..n {
                let left = table.cells[a][b].and_then(|ab| table.cells[ab][c]);
                let right = table.cells[b][c].and_then(|bc| table.cells[a][bc]);
                if left.is_some() && right.is_some() && left != right {
                    triples.insert([code(a), code(b), code(c)]);
                }
            }
        }
    }
    answer.non_associative = Some(triples);
    answer
}

/// The code names between backticks in `text`.
fn quoted(text: &str) -> Vec<String> {
    text.split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_owned)
        .collect()
}

/// Reads one of the front end's messages back into an [`Expected`]; `None` for a message this
/// check does not know, which is itself a failure.
fn read(message: &str) -> Option<Expected> {
    if message.starts_with("cycle in the lattice") {
        return Some(Expected::Cycle);
    }
    if let Some(rest) = message.strip_prefix("not a lattice: ") {
        // "`a` and `b`, `c` and `d` and 3 more pairs have 2 least upper bound candidates, ..."
        let (pairs, candidates) = rest.split_once(" least upper bound candidates, ")?;
        let (pairs, _) = pairs.rsplit_once(" have ")?;
        let candidates = candidates.split(", and none").next()?;
        let shown = pairs.matches("` and `").count();
        let more = match pairs.strip_suffix(" more pairs") {
            Some(head) => head.rsplit(' ').next()?.parse::<usize>().ok()?,
            None => 0,
        };
        return Some(Expected::NotALattice(
            quoted(candidates).into_iter().collect(),
            shown + more,
        ));
    }
    if message.contains("does not hold every") {
        let cell = quoted(message).into_iter().next()?;
        let operand = quoted(message).into_iter().nth(1)?;
        let (lhs, rest) = cell.split_once(" + ")?;
        let (rhs, out) = rest.split_once(" = ")?;
        return Some(Expected::Narrowing(
            lhs.into(),
            rhs.into(),
            out.into(),
            BTreeSet::from([operand]),
        ));
    }
    if message.starts_with("weak type ") && message.contains("has no strong type above it") {
        return Some(Expected::WeakAlone(quoted(message).into_iter().next()?));
    }
    if message.starts_with("asymmetric cell: ") {
        let cell = quoted(message).into_iter().next()?;
        let (l, r) = cell.split_once(" + ")?;
        return Some(Expected::Asymmetric(l.into(), r.into()));
    }
    if message.contains("a type promotes with itself to itself") {
        let cell = quoted(message).into_iter().next()?;
        let (l, _) = cell.split_once(" + ")?;
        return Some(Expected::Diagonal(l.into()));
    }
    if message.starts_with("the table has weak types only") {
        return Some(Expected::WeakOnly);
    }
    None
}

/// Compares the front end's answer with the brute-force one: every error (as a multiset; a
/// narrowing error may name any operand the result loses, and a lattice's narrowing pair is
/// unordered) and, without errors, every cell of the add grid, the covering edges or the
/// non-associative triples. Returns the number of cells compared.
pub fn compare(
    lattice_form: bool,
    answer: &Answer,
    got: Result<Model, Vec<Diagnostic>>,
) -> Result<usize, String> {
    match got {
        Err(diagnostics) => {
            if answer.errors.is_empty() {
                let messages: Vec<&str> = diagnostics.iter().map(|d| d.message.as_str()).collect();
                return Err(format!("rejected a valid declaration: {messages:#?}"));
            }
            let mut expected = answer.errors.clone();
            let mut got = Vec::new();
            for d in &diagnostics {
                let mut read =
                    read(&d.message).ok_or_else(|| format!("unexpected error: {}", d.message))?;
                if let (true, Expected::Narrowing(l, r, ..)) = (lattice_form, &mut read) {
                    let (a, b) = ordered(l.clone(), r.clone());
                    (*l, *r) = (a, b);
                }
                got.push(read);
            }
            // A narrowing error names one lost operand; the answer lists every one.
            for g in &mut got {
                if let Expected::Narrowing(l, r, out, named) = g {
                    let found = expected.iter().find_map(|e| match e {
                        Expected::Narrowing(el, er, eo, lost)
                            if el == l && er == r && eo == out =>
                        {
                            Some(lost.clone())
                        }
                        _ => None,
                    });
                    if let Some(lost) = found {
                        if named.is_subset(&lost) {
                            *named = lost;
                        }
                    }
                }
            }
            let cycle = expected.contains(&Expected::Cycle);
            if cycle {
                // One error per cycle found: how many depends on the search order.
                return if !got.is_empty() && got.iter().all(|g| *g == Expected::Cycle) {
                    Ok(0)
                } else {
                    Err(format!("expected only cycle errors, got {got:?}"))
                };
            }
            expected.sort();
            got.sort();
            if expected == got {
                Ok(0)
            } else {
                Err(format!(
                    "errors differ:\n expected {expected:?}\n got      {got:?}"
                ))
            }
        }
        Ok(model) => {
            if !answer.errors.is_empty() {
                return Err(format!(
                    "accepted a declaration with errors {:?}",
                    answer.errors
                ));
            }
            let codes = model.codes();
            let grid = model.add();
            let mut cells = 0;
            for (l, row) in grid.iter().enumerate() {
                for (r, cell) in row.iter().enumerate() {
                    let key = (codes[l].to_owned(), codes[r].to_owned());
                    let want = answer.grid.get(&key).ok_or_else(|| {
                        format!("the model has a pair {key:?} the declaration does not")
                    })?;
                    if want.as_deref() != *cell {
                        return Err(format!(
                            "`{} + {}`: expected {want:?}, got {cell:?}",
                            key.0, key.1
                        ));
                    }
                    cells += 1;
                }
            }
            if cells != answer.grid.len() {
                return Err(format!(
                    "the model has {cells} cells, the declaration {}",
                    answer.grid.len()
                ));
            }
            if let Some(covering) = &answer.covering {
                let got: BTreeSet<(String, String)> = model
                    .covering()
                    .ok_or("a lattice without covering edges")?
                    .into_iter()
                    .map(|(a, b)| (a.to_owned(), b.to_owned()))
                    .collect();
                if &got != covering {
                    return Err(format!(
                        "covering edges: expected {covering:?}, got {got:?}"
                    ));
                }
            }
            if let Some(triples) = &answer.non_associative {
                let got: BTreeSet<[String; 3]> = model
                    .non_associative()
                    .ok_or("a table without its non-associative triples")?
                    .into_iter()
                    .map(|t| t.map(str::to_owned))
                    .collect();
                if &got != triples {
                    return Err(format!(
                        "non-associative triples: expected {triples:?}, got {got:?}"
                    ));
                }
            }
            Ok(cells)
        }
    }
}

/// The custom codes in this module's pool, re-exported for the tests' type definitions.
pub const CUSTOM_CODES: &[&str] = CUSTOM;
