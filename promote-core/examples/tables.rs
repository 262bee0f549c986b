//! Prints a policy's promotion table, or one of its operation families.
//!
//! ```text
//! cargo run -q --example tables -- --policy numpy [--op FAMILY|OPERATION]
//!     [--lhs-kind array|array0] [--rhs-kind array|array0] [--format csv|md|dot|mermaid]
//!     [--explain A B] [--casting no|equiv|safe|same_kind|unsafe|can_cast]
//! ```
//!
//! Casting: `--op can_cast` prints the policy's casting grid (rows from, columns to, `y`/`n`) at
//! `--casting` (default: the policy's own `can_cast`, for NumPy `safe`); `--op iadd` (`idiv`,
//! `iand`, `isub`, …: `i` and a binary family or operation) where `a op= b` compiles (rows the
//! left array's dtype, columns the right operand, the left dtype or `-`); `--op result_type3` the
//! n-ary result type of every triple (rows `a,b`, columns `c`).
//!
//! `--op` takes any family of the family list (`add`, `div`, `floor_divide`, `sum`, …) or one of
//! its operations (`maximum`, `less_equal`, …); `cmp` is the ordering comparisons. A binary family
//! prints its grid, a unary family or reduction a `code,result` column.
//! `--format dot|mermaid` draws a lattice policy's Hasse diagram; `--explain A B` says why `A op B`
//! has its type (the path up the lattice, or the table cell and any 0-d category rule).

use std::process::ExitCode;

use promote_core::casting::Casting;
use promote_core::diagram;
use promote_core::families::Shape;
use promote_core::policies::catalog;
use promote_core::table::{can_cast_csv, in_place_csv, result_type3_csv, unary_csv, Grid};
use promote_core::{ArrayKind, DType, Op};

/// The usage line; `POLICY` is one of the catalog's names.
const USAGE: &str = "usage: tables --policy POLICY \
[--op FAMILY|OPERATION] [--lhs-kind array|array0] [--rhs-kind array|array0] [--format csv|md|dot|mermaid] \
[--explain A B] [--casting no|equiv|safe|same_kind|unsafe|can_cast]";

/// The usage line with the policies the catalog has.
fn usage() -> String {
    let names: Vec<&str> = catalog::ALL.iter().map(|e| e.cli_name).collect();
    format!("{USAGE}\n  POLICY: {}", names.join("|"))
}

fn main() -> ExitCode {
    match run(std::env::args().skip(1).collect()) {
        Ok(out) => {
            print!("{out}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("error: {message}\n{}", usage());
            ExitCode::from(2)
        }
    }
}

fn csv_only(format: &str, csv: String) -> Result<String, String> {
    match format {
        "csv" => Ok(csv),
        other => Err(format!("`--format {other}`: this table prints CSV only")),
    }
}

fn kind(value: &str) -> Result<ArrayKind, String> {
    match value {
        "array" => Ok(ArrayKind::Array),
        "array0" => Ok(ArrayKind::Array0),
        other => Err(format!("unknown kind `{other}`; expected array or array0")),
    }
}

fn run(args: Vec<String>) -> Result<String, String> {
    let (mut policy, mut format, mut op) = (None, "csv".to_owned(), "add".to_owned());
    let (mut lhs, mut rhs) = (ArrayKind::Array, ArrayKind::Array);
    let mut explain: Option<(DType, DType)> = None;
    let mut casting = Casting::Own;
    let mut args = args.into_iter();
    while let Some(flag) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("`{flag}` needs a value"));
        match flag.as_str() {
            "--policy" => policy = Some(value()?),
            "--format" => format = value()?,
            "--op" => op = value()?,
            "--lhs-kind" => lhs = kind(&value()?)?,
            "--rhs-kind" => rhs = kind(&value()?)?,
            "--explain" => {
                let a = value()?;
                let b = args.next().ok_or("`--explain` needs two dtypes")?;
                let parse = |s: &str| s.parse::<DType>().map_err(|e| format!("`{s}`: {e}"));
                explain = Some((parse(&a)?, parse(&b)?));
            }
            "--casting" => {
                let name = value()?;
                casting = Casting::from_name(&name).map_err(|e| format!("`{name}`: {e}"))?;
            }
            "-h" | "--help" => return Ok(format!("{}\n", usage())),
            other => return Err(format!("unknown argument `{other}`")),
        }
    }
    let policy = policy.ok_or("`--policy` is required")?;
    let entry = catalog::lookup(&policy).map_err(|e| e.to_string())?;
    // `cmp` is the ordering comparisons, the stricter of the two (complex numbers have none in
    // most policies); `eq` is `==` and `!=`.
    match op.as_str() {
        "can_cast" => return csv_only(&format, can_cast_csv(entry, casting)),
        "result_type3" => return csv_only(&format, result_type3_csv(entry)),
        _ => {}
    }
    // `iadd`, `isub`, `idiv`, `iand`, …: the in-place operator of a binary family.
    let in_place = op
        .strip_prefix('i')
        .and_then(|rest| Op::from_name(rest).or_else(|| Op::from_name(&format!("bit{rest}"))));
    if let Some(in_place) = in_place {
        if in_place.shape() == Shape::Binary {
            return csv_only(&format, in_place_csv(entry, in_place));
        }
    }
    let name = if op == "cmp" { "lt" } else { op.as_str() };
    let op = Op::from_name(name).ok_or_else(|| {
        let names: Vec<&str> = Op::ALL.iter().map(|op| op.name()).collect();
        format!(
            "unknown op `{op}`; expected one of: {} (or one of their operations)",
            names.join(", ")
        )
    })?;
    if op.shape() != Shape::Binary {
        // The header names the operation asked for (`,exp` for `--op exp`), as the references do.
        let csv = unary_csv(entry.dtypes, op, entry.unary_result);
        let body = csv.split_once('\n').map_or("", |(_, body)| body);
        return match format.as_str() {
            "csv" => Ok(format!(",{name}\n{body}")),
            _ => Err(format!("`--op {name}` prints CSV only")),
        };
    }
    if let Some((a, b)) = explain {
        return Ok(diagram::explain(entry, op, lhs, a, rhs, b));
    }
    let not_a_lattice =
        || format!("`--format {format}` draws a lattice, and `{policy}` is declared as a table");
    let grid = Grid::of_entry_op(entry, op, lhs, rhs);
    match format.as_str() {
        "csv" => Ok(grid.to_csv()),
        "md" => Ok(grid.to_markdown()),
        "dot" => diagram::dot(entry).ok_or_else(not_a_lattice),
        "mermaid" => diagram::mermaid(entry).ok_or_else(not_a_lattice),
        other => Err(format!(
            "unknown format `{other}`; expected csv, md, dot or mermaid"
        )),
    }
}
