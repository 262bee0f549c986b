//! Every reference file says where it came from: `tests/reference/provenance.csv` has one row per
//! file (the generator and its arguments, the library versions it had loaded, the Python it ran
//! on), written by the generators themselves (`regen/common.py`, `record`). The grids stay plain
//! CSV, which many suites read; the value references (`values/*.txt.gz`) carry the same facts in
//! their own header lines.

use std::collections::BTreeMap;
use std::path::Path;

fn reference_dir() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/reference"))
}

/// The rows of `provenance.csv`, by file.
fn rows() -> BTreeMap<String, Vec<String>> {
    let text = std::fs::read_to_string(reference_dir().join("provenance.csv"))
        .expect("tests/reference/provenance.csv");
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some("file,made by,libraries,python"));
    let mut rows = BTreeMap::new();
    for line in lines {
        let fields: Vec<String> = line.split(',').map(str::to_owned).collect();
        assert_eq!(fields.len(), 4, "provenance.csv: {line}");
        assert!(
            rows.insert(fields[0].clone(), fields).is_none(),
            "provenance.csv lists a file twice: {line}"
        );
    }
    rows
}

/// The generated files: every file under `tests/reference/` but the seeds (copies of published
/// tables), the generators, the README and the value references.
fn generated(dir: &Path, prefix: &str, out: &mut Vec<String>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("tests/reference")
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .expect("a UTF-8 name");
        if path.is_dir() {
            if !["seeds", "regen", "values"].contains(&name) {
                generated(&path, &format!("{prefix}{name}/"), out);
            }
        } else if name != "README.md" && name != "provenance.csv" {
            out.push(format!("{prefix}{name}"));
        }
    }
}

#[test]
fn every_reference_file_records_its_library_and_python() {
    let rows = rows();
    let mut files = Vec::new();
    generated(reference_dir(), "", &mut files);
    let missing: Vec<&String> = files.iter().filter(|f| !rows.contains_key(*f)).collect();
    assert!(
        missing.is_empty(),
        "{} reference files have no row in provenance.csv (regenerate them with \
         scripts/regen-references.sh): {missing:?}",
        missing.len()
    );
    for (file, row) in &rows {
        assert!(
            files.contains(file),
            "provenance.csv lists {file}, which does not exist"
        );
        assert!(
            row[1].starts_with("regen_") && row[1].contains(".py"),
            "{file}: made by {:?}",
            row[1]
        );
        assert!(
            row[3].starts_with("CPython 3."),
            "{file}: python {:?}",
            row[3]
        );
        // MEP 3's grids are derived from PyTorch's by a script of the standard library alone.
        if !row[1].starts_with("regen_megengine_mep3.py") {
            assert!(!row[2].is_empty(), "{file}: no library version recorded");
        }
    }
}

/// Each library's grids were printed by the release the README's table names.
#[test]
fn the_grids_come_from_the_current_releases() {
    let rows = rows();
    let expect = [
        ("numpy_add.csv", "numpy 2.5.5"),
        ("array-api_add.csv", "array_api_strict 2.6.1"),
        ("jax_hypot.csv", "jax 0.12.0.1"),
        ("jax-x32_hypot.csv", "jax 0.12.0.1"),
        ("jax-strict_add.csv", "jax 0.12.0.1"),
        ("oneflow_add.csv", "oneflow 0.9.0"),
        ("megengine_add.csv", "megengine 1.13.0"),
    ];
    for (file, library) in expect {
        let row = rows
            .get(file)
            .unwrap_or_else(|| panic!("{file}: no provenance"));
        assert!(
            row[2].contains(library),
            "{file}: {:?}, expected {library}",
            row[2]
        );
    }
}
