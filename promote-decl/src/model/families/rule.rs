//! A family's rule with its codes resolved to node indices, and what it does to the add grid
//! (a binary family) or to the identity (a unary family or a reduction).

use crate::codes::{self, Category};
use crate::model::grid::Grid;

/// A family's rule with codes resolved to node indices.
#[derive(Default)]
pub struct Rule {
    /// `each`: a unary family's column, through which strong operands and the result go first.
    pub each: Option<Vec<Option<usize>>>,
    pub keep_lhs: Vec<Category>,
    pub zero_dim_by_table: bool,
    pub zero_dim_as_array: bool,
    pub no_broadcast: bool,
    pub symmetric: bool,
    pub all: Option<usize>,
    pub map: Vec<(usize, Option<usize>)>,
    pub without: Vec<Category>,
    pub weak: bool,
    pub weak_pairs: bool,
    pub weak_rhs: bool,
    pub mixed: bool,
    pub operands: Option<Vec<Category>>,
    pub only: Option<Vec<usize>>,
    pub except: Vec<(usize, usize)>,
    pub mixed_when: Option<Vec<(Category, Category)>>,
    pub mixed_when_arrays_only: bool,
    pub with: Vec<(usize, usize, usize)>,
}

impl Rule {
    /// The result-only part: what becomes of a pair (or a dtype) whose result is `result`.
    pub fn on_result(
        &self,
        categories: &[Option<Category>],
        result: Option<usize>,
    ) -> Option<usize> {
        let mut cell = result?;
        if let Some(&(_, to)) = self.map.iter().find(|(from, _)| *from == cell) {
            cell = to?;
        }
        if let Some(all) = self.all {
            cell = all;
        }
        match categories[cell] {
            Some(category) if self.without.contains(&category) => None,
            _ => Some(cell),
        }
    }

    /// Whether an operand of node `i` may take part under `operands` and `only`.
    pub fn admits(&self, categories: &[Option<Category>], i: usize) -> bool {
        let category = match &self.operands {
            None => true,
            Some(allowed) => categories[i].is_some_and(|c| allowed.contains(&c)),
        };
        category && self.only.as_ref().is_none_or(|codes| codes.contains(&i))
    }

    /// Whether two operands may combine under `mixed_when` (a pair of one type, or with a weak
    /// operand, always may).
    pub fn mixes(&self, categories: &[Option<Category>], l: usize, r: usize, weak: bool) -> bool {
        let Some(pairs) = &self.mixed_when else {
            return true;
        };
        if l == r || weak {
            return true;
        }
        let (Some(a), Some(b)) = (categories[l], categories[r]) else {
            return false;
        };
        pairs
            .iter()
            .any(|&(x, y)| (x, y) == (a, b) || (y, x) == (a, b))
    }

    /// The whole rule on the add grid of one pair of kinds.
    pub fn apply(
        &self,
        codes_: &[String],
        categories: &[Option<Category>],
        add: &Grid,
        arrays: bool,
    ) -> Grid {
        let n = codes_.len();
        let mut grid = vec![vec![None; n]; n];
        let weak = |i: usize| codes::is_weak(&codes_[i]);
        // `each`: a strong type goes through the column; a weak one stays (it takes the other's).
        let through =
            |column: &[Option<usize>], i: usize| if weak(i) { Some(i) } else { column[i] };
        for l in 0..n {
            for r in 0..n {
                let mut cell = match &self.each {
                    None => add[l][r],
                    // A weak operand is resolved against the other one first (NumPy's Python
                    // scalars), then the pair's type goes through the column.
                    Some(column) if weak(l) || weak(r) => {
                        add[l][r].and_then(|out| through(column, out))
                    }
                    Some(column) => through(column, l)
                        .zip(through(column, r))
                        .and_then(|(a, b)| add[a][b])
                        .and_then(|out| through(column, out)),
                };
                if categories[r].is_some_and(|c| self.keep_lhs.contains(&c)) {
                    cell = Some(l);
                }
                if cell.is_none() && self.symmetric {
                    cell = add[r][l];
                }
                cell = self.on_result(categories, cell);
                let (lw, rw) = (codes::is_weak(&codes_[l]), codes::is_weak(&codes_[r]));
                // `mixed`: an operation that needs equal dtypes refuses two different strong types.
                let mixed = self.mixed && !lw && !rw && l != r;
                if (self.weak_pairs && lw && rw)
                    || (self.weak && (lw || rw))
                    || (self.weak_rhs && rw)
                    || mixed
                    || !self.admits(categories, l)
                    || !self.admits(categories, r)
                    || self.except.contains(&(l, r))
                    || ((arrays || !self.mixed_when_arrays_only)
                        && !self.mixes(categories, l, r, lw || rw))
                {
                    cell = None;
                }
                if let Some(&(_, _, out)) = self.with.iter().find(|(a, b, _)| (*a, *b) == (l, r)) {
                    cell = Some(out);
                }
                grid[l][r] = cell;
            }
        }
        grid
    }

    /// The rule on the identity: a unary family (`strong_only`: a reduction, which weak scalars
    /// do not have).
    pub fn apply_unary(
        &self,
        codes_: &[String],
        categories: &[Option<Category>],
        strong_only: bool,
        alias: &[usize],
    ) -> Vec<Option<usize>> {
        (0..codes_.len())
            .map(|i| {
                let weak = codes::is_weak(&codes_[i]);
                if (weak && (strong_only || self.weak)) || !self.admits(categories, i) {
                    return None;
                }
                self.on_result(categories, Some(alias[i]))
            })
            .collect()
    }
}
