//! The ndarray extension on NumPy's values: a Python int that NumPy compares exactly, or refuses,
//! read off NumPy's value reference (`tests/reference/values/numpy.txt.gz`, as the suite's
//! `values` module reads it).

use std::io::Read;

use promote_core::ndarray_ext::PromoteExt;
use promote_core::policies::NumPy;
use promote_core::weak;

/// NumPy's value reference, unzipped.
fn reference() -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/reference/values/numpy.txt.gz");
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut text = String::new();
    flate2::read::GzDecoder::new(&bytes[..])
        .read_to_string(&mut text)
        .unwrap_or_else(|e| panic!("{path}: {e}"));
    text
}

/// The tokens of the line that starts with `head` (a result line's first is its dtype).
fn line<'a>(text: &'a str, head: &str) -> Vec<&'a str> {
    let line = text
        .lines()
        .find(|l| l.starts_with(&format!("{head} ")))
        .unwrap_or_else(|| panic!("no reference line `{head}`"));
    line[head.len() + 1..].split(' ').collect()
}

/// Elements as the reference writes them: a `bool` as `0`/`1`.
fn tokens<T: Copy + Into<i64>>(v: &[T]) -> Vec<String> {
    v.iter().map(|&x| x.into().to_string()).collect()
}

#[test]
fn numpy_rules_on_ndarray() {
    let text = reference();
    let edges: Vec<i8> = line(&text, "values int8")
        .iter()
        .map(|t| t.parse().expect("an int8"))
        .collect();
    let a = ndarray::Array1::from_vec(edges);
    let less = a.less_with::<NumPy>(weak(300));
    assert_eq!(
        tokens(less.as_slice().unwrap()),
        line(&text, "less as int8 300")[1..],
        "less as int8 300"
    );
    let eq = a.equal_with::<NumPy>(weak(-129));
    assert_eq!(
        tokens(eq.as_slice().unwrap()),
        line(&text, "equal as int8 -129")[1..],
        "equal as int8 -129"
    );
    let panic = std::panic::catch_unwind(|| a.add_with::<NumPy>(weak(300))).unwrap_err();
    let message = panic.downcast_ref::<String>().unwrap();
    assert!(
        message.starts_with("Python integer 300 out of bounds for int8"),
        "{message}"
    );
    assert_eq!(
        tokens(a.add_with::<NumPy>(weak(2)).as_slice().unwrap()),
        line(&text, "add as int8 2")[1..],
        "add as int8 2"
    );
}
