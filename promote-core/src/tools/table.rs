//! A policy's table as data: for printing it (CSV, Markdown) and for comparing it with references.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use crate::{DType, Policy};

/// A full promotion grid: `cells[l][r]` is the result for `codes[l]` with `codes[r]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    /// The operand dtypes, in table order.
    pub codes: Vec<DType>,
    /// The result per pair, `None` where undefined.
    pub cells: Vec<Vec<Option<DType>>>,
}

impl Grid {
    /// The run-time mirror of `P` over the 18 standard codes (those of the tables in JAX's design
    /// note [JEP 9407](https://jax.readthedocs.io/en/latest/jep/9407-type-promotion.html)), then
    /// the further codes `P` knows.
    ///
    /// ```
    /// use promote_core::{policies::Jax, table::Grid};
    /// let grid = Grid::of::<Jax>();
    /// // The 18 codes, a Python bool, and the 17 narrow types where the feature `narrow` is on.
    /// let narrow = if cfg!(feature = "narrow") { 17 } else { 0 };
    /// assert_eq!(grid.codes.len(), 18 + 1 + narrow);
    /// assert!(grid.to_csv().starts_with(",b,u8,u16,"));
    /// ```
    pub fn of<P: Policy>() -> Grid {
        Grid::from_fn(operand_codes(P::DTYPES), P::result_type)
    }

    /// The same for a policy picked at run time.
    pub fn of_entry(entry: &crate::policies::catalog::Entry) -> Grid {
        Grid::from_fn(operand_codes(entry.dtypes), entry.result_type)
    }

    /// The grid of one operation family between two kinds of operands (weak codes are scalars
    /// whatever the kind); comparisons give `b` where defined.
    ///
    /// ```
    /// use promote_core::{policies::Torch, table::Grid, ArrayKind, DType, Op, Policy};
    /// let grid = Grid::of_op::<Torch>(Op::Div, ArrayKind::Array, ArrayKind::Array);
    /// assert_eq!(grid.cells[5][5], Some(DType::F32)); // i8 / i8
    /// ```
    pub fn of_op<P: Policy>(op: crate::Op, lhs: crate::ArrayKind, rhs: crate::ArrayKind) -> Grid {
        Grid::from_fn(operand_codes(P::DTYPES), |l, r| {
            P::binary_result(op, lhs, l, rhs, r)
        })
    }

    /// [`Grid::of_op`] for a policy picked at run time.
    pub fn of_entry_op(
        entry: &crate::policies::catalog::Entry,
        op: crate::Op,
        lhs: crate::ArrayKind,
        rhs: crate::ArrayKind,
    ) -> Grid {
        let f = entry.binary_result;
        Grid::from_fn(operand_codes(entry.dtypes), |l, r| f(op, lhs, l, rhs, r))
    }

    /// A grid over `codes` filled by `f`.
    pub fn from_fn(codes: Vec<DType>, f: impl Fn(DType, DType) -> Option<DType>) -> Grid {
        let cells = codes
            .iter()
            .map(|&l| codes.iter().map(|&r| f(l, r)).collect())
            .collect();
        Grid { codes, cells }
    }

    /// The grid as CSV: a header row (an empty cell, then the codes), then one row per left
    /// operand; `-` marks an undefined pair.
    pub fn to_csv(&self) -> String {
        self.render(|row| {
            let mut line = row.join(",");
            line.push('\n');
            line
        })
    }

    /// The grid as a Markdown table.
    pub fn to_markdown(&self) -> String {
        let mut out = self.render(|row| format!("| {} |\n", row.join(" | ")));
        // The separator goes after the header line.
        let header_end = out.find('\n').map_or(out.len(), |i| i + 1);
        let separator = format!("|{}\n", "---|".repeat(self.codes.len() + 1));
        out.insert_str(header_end, &separator);
        out
    }

    fn render(&self, line: impl Fn(&[&str]) -> String) -> String {
        let mut out = String::new();
        let header: Vec<&str> = core::iter::once("")
            .chain(self.codes.iter().map(|c| c.code()))
            .collect();
        out.push_str(&line(&header));
        for (code, row) in self.codes.iter().zip(&self.cells) {
            let cells: Vec<&str> = core::iter::once(code.code())
                .chain(row.iter().map(|cell| cell.map_or("-", DType::code)))
                .collect();
            out.push_str(&line(&cells));
        }
        out
    }
}

/// The 18 standard codes (JEP 9407's), then the codes among `known` that are not among them.
pub fn operand_codes(known: &[DType]) -> Vec<DType> {
    let mut codes: Vec<DType> = DType::ALL[..18].to_vec();
    codes.extend(
        known
            .iter()
            .filter(|d| !codes.contains(d))
            .copied()
            .collect::<Vec<_>>(),
    );
    codes
}

/// The accumulator of `sum` per strong dtype as CSV: a header `,sum`, then `code,result` per line
/// (`-` where the policy has no sum), over the 15 strong standard codes and the policy's further
/// strong codes.
pub fn sum_csv(known: &[DType], sum: fn(DType) -> Option<DType>) -> String {
    column_csv(
        "sum",
        operand_codes(known).into_iter().filter(|d| !d.is_weak()),
        sum,
    )
}

/// A unary family, reduction or scan as CSV, as [`sum_csv`] prints `sum`: a header `,<op>`, then
/// `code,result` per line (`-` where undefined). A unary family lists every code, weak ones
/// included (a Python scalar's result); a reduction or scan the strong ones.
///
/// ```
/// use promote_core::{policies::NumPy, table::unary_csv, Op, Policy};
/// let csv = unary_csv(NumPy::DTYPES, Op::Sum, NumPy::unary_result);
/// assert!(csv.starts_with(",sum\nb,i64\nu8,u64\n"));
/// ```
pub fn unary_csv(
    known: &[DType],
    op: crate::Op,
    f: impl Fn(crate::Op, DType) -> Option<DType>,
) -> String {
    let weak_too = op.shape() == crate::families::Shape::Unary;
    let codes = operand_codes(known)
        .into_iter()
        .filter(move |d| weak_too || !d.is_weak());
    column_csv(op.name(), codes, |d| f(op, d))
}

fn column_csv(
    header: &str,
    codes: impl Iterator<Item = DType>,
    f: impl Fn(DType) -> Option<DType>,
) -> String {
    let mut out = format!(",{header}\n");
    for code in codes {
        out.push_str(&format!("{},{}\n", code, f(code).map_or("-", DType::code)));
    }
    out
}

/// A policy's casting grid at `level` as CSV: rows from, columns to, over its strong dtypes; `y`
/// where the cast is allowed, `n` where not (the form of the casting references).
///
/// ```
/// use promote_core::{casting::Casting, policies::catalog, table::can_cast_csv};
/// let csv = can_cast_csv(catalog::find("numpy").unwrap(), Casting::Safe);
/// assert!(csv.starts_with(",b,u8,"));
/// assert!(csv.contains("\ni64,n,n,n,n,n,n,n,n,y,n,n,y,n,y\n")); // i64 -> f64, c128 only
/// ```
pub fn can_cast_csv(
    entry: &crate::policies::catalog::Entry,
    level: crate::casting::Casting,
) -> String {
    let codes: Vec<DType> = entry
        .dtypes
        .iter()
        .copied()
        .filter(|d| !d.is_weak())
        .collect();
    let mut out = String::new();
    for code in &codes {
        out.push(',');
        out.push_str(code.code());
    }
    out.push('\n');
    for &from in &codes {
        out.push_str(from.code());
        for &to in &codes {
            out.push_str(if (entry.can_cast)(from, to, level) {
                ",y"
            } else {
                ",n"
            });
        }
        out.push('\n');
    }
    out
}

/// Where an in-place operator of the binary family `op` compiles under a policy, as CSV: rows the
/// left array's dtype (strong), columns the right operand (weak codes included); the left dtype
/// where `a op= b` compiles (the result casts back at the policy's in-place level), `-` where not.
///
/// ```
/// use promote_core::{policies::catalog, table::in_place_csv, Op};
/// let csv = in_place_csv(catalog::find("numpy").unwrap(), Op::Add);
/// assert!(csv.contains("\nu8,u8,u8,"));                  // u8 += b, u8 += u8
/// // i32 += 1: yes; i32 += 1.5, i32 += 1j: no; i32 += True: yes
/// assert!(csv.lines().any(|l| l.starts_with("i32,") && l.ends_with(",i32,-,-,i32")));
/// ```
pub fn in_place_csv(entry: &crate::policies::catalog::Entry, op: crate::Op) -> String {
    use crate::ArrayKind::Array;
    let columns: Vec<DType> = entry.dtypes.to_vec();
    let mut out = String::new();
    for code in &columns {
        out.push(',');
        out.push_str(code.code());
    }
    out.push('\n');
    for &l in columns.iter().filter(|d| !d.is_weak()) {
        out.push_str(l.code());
        for &r in &columns {
            let ok = (entry.binary_result)(op, Array, l, Array, r)
                .is_some_and(|result| (entry.can_cast)(result, l, entry.in_place));
            out.push(',');
            out.push_str(if ok { l.code() } else { "-" });
        }
        out.push('\n');
    }
    out
}

/// The policy's n-ary result type of every ordered triple as CSV: rows `a,b` (quoted), columns
/// `c`, the cell `result_type(a, b, c)` or `-`.
///
/// ```
/// use promote_core::{policies::catalog, table::result_type3_csv};
/// let csv = result_type3_csv(catalog::find("numpy").unwrap());
/// let row = csv.lines().find(|l| l.starts_with("\"u8,i8\",")).unwrap();
/// assert!(row.contains(",f16,f32,")); // columns f16, f32: np.result_type(u8, i8, f16) is f16
/// ```
pub fn result_type3_csv(entry: &crate::policies::catalog::Entry) -> String {
    let codes = entry.dtypes;
    let mut out = String::new();
    for code in codes {
        out.push(',');
        out.push_str(code.code());
    }
    out.push('\n');
    for &a in codes {
        for &b in codes {
            out.push_str(&format!("\"{a},{b}\""));
            for &c in codes {
                out.push(',');
                out.push_str((entry.result_type_all)(&[a, b, c]).map_or("-", DType::code));
            }
            out.push('\n');
        }
    }
    out
}
