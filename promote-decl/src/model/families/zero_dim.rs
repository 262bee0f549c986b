//! The 0-d rule of a policy resolved against its nodes: PyTorch's categories with each float's
//! complex type, or PaddlePaddle's table of major types.

use super::Index;
use crate::check::ctxt::Ctxt;
use crate::codes::{self, Category};
use crate::model::kinds::ZeroDimTable;
use crate::parse::ast::{Cell, ZeroDimDecl};

/// Resolves the 0-d declaration against the policy's nodes.
pub fn resolve(
    cx: &mut Ctxt,
    decl: &ZeroDimDecl,
    codes_: &[String],
    categories: &[Option<Category>],
    index: Index,
) -> ZeroDimTable {
    match decl {
        ZeroDimDecl::Categories { complex_of: pairs } => {
            let mut complex_of = vec![None; codes_.len()];
            for (from, to) in pairs {
                if let (Some(f), Some(t)) = (index(cx, from), index(cx, to)) {
                    if categories[f] != Some(Category::Float)
                        || categories[t] != Some(Category::Complex)
                    {
                        cx.error_code(
                            from,
                            format_args!(
                                "`complex_of` maps a float to a complex type, not `{}` to `{}`",
                                from.text, to.text
                            ),
                        );
                    }
                    complex_of[f] = Some(t);
                }
            }
            ZeroDimTable::Categories(complex_of)
        }
        ZeroDimDecl::MajorTypes {
            span,
            columns,
            rows,
        } => {
            // The table promotes every pair of the policy's strong types, in the policy's order.
            let strong: Vec<&String> = codes_.iter().filter(|c| !codes::is_weak(c)).collect();
            let written: Vec<&String> = columns.iter().map(|c| &c.text).collect();
            let n = codes_.len();
            let mut grid = vec![vec![None; n]; n];
            if written != strong || rows.len() != strong.len() {
                let expected: Vec<&str> = strong.iter().map(|s| s.as_str()).collect();
                cx.error(
                    *span,
                    format_args!(
                        "the `major_types` table needs the policy's strong types as columns and rows, in order: {}",
                        expected.join(" ")
                    ),
                );
                return ZeroDimTable::MajorTypes(grid);
            }
            for (row, label) in rows.iter().zip(&strong) {
                if row.label.text != **label || row.cells.len() != strong.len() {
                    cx.error_code(
                        &row.label,
                        format_args!("expected row `{label}` with {} cells", strong.len()),
                    );
                    continue;
                }
                let l = codes_
                    .iter()
                    .position(|c| c == *label)
                    .expect("a strong code");
                for (cell, column) in row.cells.iter().zip(&strong) {
                    let r = codes_
                        .iter()
                        .position(|c| c == *column)
                        .expect("a strong code");
                    grid[l][r] = match cell {
                        Cell::Result(code) => index(cx, code),
                        Cell::Undefined(_) => None,
                    };
                }
            }
            ZeroDimTable::MajorTypes(grid)
        }
        ZeroDimDecl::Ignored => ZeroDimTable::Ignored,
    }
}
