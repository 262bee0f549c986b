//! Prints a policy's promotion table.
//!
//! ```text
//! cargo run -q --example tables -- --policy numpy [--format csv|md]
//! ```

use std::process::ExitCode;

use promote_core::policies::catalog;
use promote_core::table::Grid;

const USAGE: &str =
    "usage: tables --policy numpy|jax|jax-lax|torch|array-api|paddle|tensorflow|megengine [--format csv|md]";

fn main() -> ExitCode {
    match run(std::env::args().skip(1).collect()) {
        Ok(out) => {
            print!("{out}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("error: {message}\n{USAGE}");
            ExitCode::from(2)
        }
    }
}

fn run(args: Vec<String>) -> Result<String, String> {
    let mut policy = None;
    let mut format = "csv".to_owned();
    let mut args = args.into_iter();
    while let Some(flag) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("`{flag}` needs a value"));
        match flag.as_str() {
            "--policy" => policy = Some(value()?),
            "--format" => format = value()?,
            "-h" | "--help" => return Ok(format!("{USAGE}\n")),
            other => return Err(format!("unknown argument `{other}`")),
        }
    }
    let policy = policy.ok_or("`--policy` is required")?;
    let entry = catalog::find(&policy).ok_or_else(|| {
        let names: Vec<&str> = catalog::ALL.iter().map(|e| e.cli_name).collect();
        format!(
            "unknown policy `{policy}`; expected one of: {}",
            names.join(", ")
        )
    })?;
    let grid = Grid::of_entry(entry);
    match format.as_str() {
        "csv" => Ok(grid.to_csv()),
        "md" => Ok(grid.to_markdown()),
        other => Err(format!("unknown format `{other}`; expected csv or md")),
    }
}
