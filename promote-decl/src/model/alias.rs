//! `alias { b*: b }`: a code that every family treats as another. NumPy and JAX take a Python
//! `bool` as their `bool` dtype (`int8_array + True` is `int8`, `True + True` is `bool`,
//! `sqrt(True)` is `sqrt` of a bool), so `b*` gets `b`'s row and column of the add grid (its cell
//! with itself too) before the families derive their grids from it, and `b`'s place as the base
//! of the one-operand families. A family's own cells (`with`) still apply: JAX's `x ** True` is
//! an integer power, as `x ** 1` is.

use crate::check::ctxt::Ctxt;
use crate::model::grid::Grid;
use crate::parse::ast::Code;

/// `alias[i]`: the node that node `i` is treated as (itself when not aliased). Every error is
/// recorded: an unknown code, an alias of itself or of an alias, a code aliased twice.
pub fn resolve(
    cx: &mut Ctxt,
    decl: Option<&(proc_macro2::Span, Vec<(Code, Code)>)>,
    codes: &[String],
    index: &dyn Fn(&mut Ctxt, &Code) -> Option<usize>,
) -> Vec<usize> {
    let mut alias: Vec<usize> = (0..codes.len()).collect();
    let Some((_, pairs)) = decl else {
        return alias;
    };
    let resolved: Vec<(usize, usize, &Code)> = pairs
        .iter()
        .filter_map(|(from, to)| Some((index(cx, from)?, index(cx, to)?, from)))
        .collect();
    for &(from, to, code) in &resolved {
        if from == to {
            cx.error_code(
                code,
                format_args!("`{}` cannot be an alias of itself", code.text),
            );
        } else if alias[from] != from {
            cx.error_code(code, format_args!("`{}` is aliased twice", code.text));
        } else if resolved.iter().any(|&(other, _, _)| other == to) {
            cx.error_code(
                code,
                format_args!(
                    "`{}` is itself an alias; name the type it stands for",
                    codes[to]
                ),
            );
        } else {
            alias[from] = to;
        }
    }
    alias
}

/// The declared pairs as codes, for the model (whose indices projections renumber).
pub fn codes(decl: Option<&(proc_macro2::Span, Vec<(Code, Code)>)>) -> Vec<(String, String)> {
    decl.map_or_else(Vec::new, |(_, pairs)| {
        pairs
            .iter()
            .map(|(from, to)| (from.text.clone(), to.text.clone()))
            .collect()
    })
}

/// The add grid with every alias's row and column replaced by its type's.
pub fn grid(add: &Grid, alias: &[usize]) -> Grid {
    (0..add.len())
        .map(|l| (0..add.len()).map(|r| add[alias[l]][alias[r]]).collect())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_alias_takes_its_types_row_and_column() {
        // Nodes b, i8, b*: b* + anything declared undefined, aliased to b.
        let add: Grid = vec![
            vec![Some(0), Some(1), None],
            vec![Some(1), Some(1), None],
            vec![None, None, None],
        ];
        let out = grid(&add, &[0, 1, 0]);
        assert_eq!(out[2], vec![Some(0), Some(1), Some(0)]);
        assert_eq!(out[1][2], Some(1));
        assert_eq!(out[0][0], Some(0));
    }
}
