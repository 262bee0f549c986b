//! `JaxLax`'s integer division against the values `jax.lax.div` prints
//! (`tests/reference/jax-lax_div_values.csv`, written by `regen/regen_lax_div.py`): every
//! standard integer dtype, every pair of edge operands, including the zero divisors and `MIN / -1`
//! that Rust's own division panics on. Both the typed `Array` and `DynArray` are checked.

use promote_core::dyn_array::DynArray;
use promote_core::policies::JaxLax;
use promote_core::Array;

const REFERENCE: &str = include_str!("../../reference/jax-lax_div_values.csv");

/// The rows of one dtype: `(a, b, quotient)`, parsed as that dtype.
fn rows<T: core::str::FromStr>(code: &str) -> Vec<(T, T, T)>
where
    T::Err: core::fmt::Debug,
{
    let mut lines = REFERENCE.lines();
    assert_eq!(lines.next(), Some("dtype,a,b,quotient"));
    lines
        .filter_map(|line| {
            let cells: Vec<&str> = line.split(',').collect();
            (cells[0] == code).then(|| {
                let parse = |s: &str| s.parse::<T>().unwrap();
                (parse(cells[1]), parse(cells[2]), parse(cells[3]))
            })
        })
        .collect()
}

macro_rules! check {
    ($($T:ty => $code:literal),*) => {{
        let mut checked = 0;
        $(
            let cells = rows::<$T>($code);
            assert!(cells.len() >= 36, "{}: {} rows", $code, cells.len());
            let (a, b): (Vec<$T>, Vec<$T>) = cells.iter().map(|&(a, b, _)| (a, b)).unzip();
            let expected: Vec<$T> = cells.iter().map(|&(_, _, q)| q).collect();
            let typed = Array::<$T, JaxLax>::from_vec(a.clone()) / Array::<$T, JaxLax>::from_vec(b.clone());
            let typed: Array<$T, JaxLax> = typed;
            assert_eq!(typed.as_slice(), expected.as_slice(), "Array<{}, JaxLax>", $code);
            let quotient = (&DynArray::<JaxLax>::from_vec([a.len()], a).unwrap()
                / &DynArray::<JaxLax>::from_vec([b.len()], b).unwrap())
                .unwrap();
            assert_eq!(quotient.as_slice::<$T>().unwrap(), expected.as_slice(), "DynArray<JaxLax> {}", $code);
            checked += cells.len();
        )*
        checked
    }};
}

#[test]
fn integer_division_is_lax_div() {
    let checked = check!(
        i8 => "i8", i16 => "i16", i32 => "i32", i64 => "i64",
        u8 => "u8", u16 => "u16", u32 => "u32", u64 => "u64"
    );
    assert_eq!(checked, REFERENCE.lines().count() - 1);
}
