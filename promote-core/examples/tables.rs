//! Prints a policy's promotion table.
//!
//! ```text
//! cargo run -q --example tables -- --policy jax [--format csv|md]
//! ```

use std::process::ExitCode;

use promote_core::policies::Jax;
use promote_core::table::Grid;

const USAGE: &str = "usage: tables --policy jax [--format csv|md]";

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
    let grid = match policy.as_deref() {
        Some("jax") => Grid::of::<Jax>(),
        Some(other) => return Err(format!("unknown policy `{other}`; expected: jax")),
        None => return Err("`--policy` is required".to_owned()),
    };
    match format.as_str() {
        "csv" => Ok(grid.to_csv()),
        "md" => Ok(grid.to_markdown()),
        other => Err(format!("unknown format `{other}`; expected csv or md")),
    }
}
