//! Cells that lose an operand: a result must hold both operands exactly (`i8 + i16 = i8` would
//! turn 1 + 1000 into -23, `f64 + f32 = f32` 1e300 into inf), unless the declaration says the
//! library really rounds there (`lossy [int float]`: NumPy's `i64 + f64 = f64`, JAX's
//! `i64 + f16 = f16`). Weak operands and results, and custom types, are not judged: their
//! precision is the library's business.

use proc_macro2::Span;

use crate::check::ctxt::Ctxt;
use crate::codes::Category;
use crate::codes::{self, Width};
use crate::parse::ast::Code;

/// The precision of a standard strong code: category, then what it holds.
fn format(code: &str) -> Option<(Category, Width)> {
    let row = codes::standard(code)?;
    Some((row.category, row.width?))
}

/// Whether every value of `from` is exactly a value of `to`.
fn holds(to: Width, from: Width) -> bool {
    use Width::*;
    match (from, to) {
        (Bool, _) => true,
        (_, Bool) => false,
        (Unsigned(a), Unsigned(b)) => a <= b,
        (Unsigned(a), Signed(b)) => a < b,
        (Signed(a), Signed(b)) => a <= b,
        (Signed(_), Unsigned(_)) => false,
        // An integer of n value bits fits a float with at least n significand bits.
        (Unsigned(a), Float { digits, .. }) => a <= digits,
        (Signed(a), Float { digits, .. }) => a - 1 <= digits,
        (Float { .. }, Unsigned(_) | Signed(_)) => false,
        (
            Float {
                digits: d1,
                exponent: e1,
            },
            Float {
                digits: d2,
                exponent: e2,
            },
        ) => d1 <= d2 && e1 <= e2,
    }
}

/// Checks one defined cell `lhs op rhs = out` (codes), reporting at `span`.
pub fn check_cell(
    cx: &mut Ctxt,
    lossy: &[(Code, Code)],
    span: Span,
    lhs: &str,
    rhs: &str,
    out: &str,
) {
    let Some((out_category, out_width)) = format(out) else {
        return;
    };
    for operand in [lhs, rhs] {
        let Some((category, width)) = format(operand) else {
            continue;
        };
        // A real operand of a complex result is its real part.
        if holds(out_width, width)
            && !(category == Category::Complex && out_category != Category::Complex)
        {
            continue;
        }
        let marked = lossy.iter().any(|(from, to)| {
            Category::from_word(&from.text) == Some(category)
                && Category::from_word(&to.text) == Some(out_category)
        });
        if !marked {
            cx.error(
                span,
                format_args!(
                    "`{lhs} + {rhs} = {out}` does not hold every `{operand}`: the result must hold both operands exactly; if the library really rounds here, say so with `lossy [{} {}];` after the table",
                    word(category),
                    word(out_category)
                ),
            );
            return;
        }
    }
}

fn word(category: Category) -> &'static str {
    match category {
        Category::Bool => "bool",
        Category::Int => "int",
        Category::Float => "float",
        Category::Complex => "complex",
    }
}

/// The words of `lossy [...]` must be categories.
pub fn check_words(cx: &mut Ctxt, lossy: &[(Code, Code)]) {
    for (from, to) in lossy {
        for code in [from, to] {
            if Category::from_word(&code.text).is_none() {
                cx.error_code(
                    code,
                    format_args!(
                        "unknown `lossy` word `{}`; expected bool, int, float or complex",
                        code.text
                    ),
                );
            }
        }
    }
}
