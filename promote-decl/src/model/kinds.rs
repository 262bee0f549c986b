//! Operand kinds: dimensioned arrays, 0-d arrays and weak scalars, and PyTorch's rule for
//! combining them (`ResultTypeState` and `combine_categories` in PyTorch's
//! `aten/src/ATen/native/TypeProperties.cpp`, <https://github.com/pytorch/pytorch>).

use crate::codes::{self, Category};

/// The four pairs of array kinds, in the order of the generated tables.
pub const PAIRS: [(bool, bool); 4] = [(false, false), (false, true), (true, false), (true, true)];

/// How 0-d operands promote, when not like arrays.
pub enum ZeroDimTable {
    /// PyTorch's category rule, with `complex_of` per node (the complex type of a float's precision).
    Categories(Vec<Option<usize>>),
    /// PaddlePaddle's rule, with its full promotion table between strong types.
    MajorTypes(Vec<Vec<Option<usize>>>),
    /// OneFlow's rule: against a dimensioned operand a 0-d operand does not count, whatever its
    /// category (`i8 + 0-d f64 = i8`; `TensorProcessor::Apply` in OneFlow's
    /// `oneflow/core/functional/tensor_processor.cpp` promotes the dimensioned operands alone).
    Ignored,
}

/// The add grid for one pair of kinds. Without a 0-d rule a 0-d array is an array and every kind
/// pair gets the base grid.
pub fn add_grid(
    codes_: &[String],
    categories: &[Option<Category>],
    base: &[Vec<Option<usize>>],
    zero_dim: Option<&ZeroDimTable>,
    (lhs_0d, rhs_0d): (bool, bool),
    same_major_type_rule: bool,
) -> Vec<Vec<Option<usize>>> {
    // Between a dimensioned operand and a 0-d one: the rule's answer from (dimensioned, 0-d).
    let mixed: &dyn Fn(usize, usize) -> Option<usize> = match zero_dim {
        None => return base.to_vec(),
        Some(ZeroDimTable::Categories(complex_of)) => {
            &|higher, lower| combine(categories, base, complex_of, higher, lower)
        }
        Some(ZeroDimTable::Ignored) => &|array, _| base[array][array],
        Some(ZeroDimTable::MajorTypes(full)) => {
            return major_types(
                codes_,
                categories,
                base,
                full,
                (lhs_0d, rhs_0d),
                same_major_type_rule,
            )
        }
    };
    let n = codes_.len();
    let mut grid = base.to_vec();
    for l in 0..n {
        for r in 0..n {
            // A weak operand is a scalar whatever the kind pair, and operands of one rank promote
            // by the table.
            let (lw, rw) = (codes::is_weak(&codes_[l]), codes::is_weak(&codes_[r]));
            if lw || rw || lhs_0d == rhs_0d {
                continue;
            }
            let (higher, lower) = if lhs_0d { (r, l) } else { (l, r) };
            grid[l][r] = mixed(higher, lower);
        }
    }
    grid
}

/// `combine_categories(higher, lower)` of PyTorch: the dimensioned operand's type, unless the
/// 0-d operand's category is higher.
fn combine(
    categories: &[Option<Category>],
    base: &[Vec<Option<usize>>],
    complex_of: &[Option<usize>],
    higher: usize,
    lower: usize,
) -> Option<usize> {
    let (Some(h), Some(z)) = (categories[higher], categories[lower]) else {
        return base[higher][lower];
    };
    match (h, z) {
        (Category::Complex, _) => Some(higher),
        // A float array keeps its precision and becomes complex; there may be no such type
        // (PyTorch has no complex bfloat16).
        (Category::Float, Category::Complex) => complex_of[higher],
        (_, Category::Complex) => Some(lower),
        (Category::Float, _) => Some(higher),
        (Category::Bool, _) | (_, Category::Float) => base[higher][lower],
        _ => Some(higher),
    }
}

/// PaddlePaddle's rule (`python/paddle/tensor/math.py`: "different major types or both 0-d tensor
/// follow with T+T rule; common major types follow with tensor"): a 0-d operand of the array's
/// category leaves the array's dtype; otherwise, and between two 0-d operands, the full table.
/// Without `same_major_type_rule` (Paddle's functions outside its arithmetic operators) every
/// pair with a 0-d operand promotes by the full table.
fn major_types(
    codes_: &[String],
    categories: &[Option<Category>],
    base: &[Vec<Option<usize>>],
    full: &[Vec<Option<usize>>],
    (lhs_0d, rhs_0d): (bool, bool),
    same_major_type_rule: bool,
) -> Vec<Vec<Option<usize>>> {
    let n = codes_.len();
    let mut grid = base.to_vec();
    for l in 0..n {
        for r in 0..n {
            let (lw, rw) = (codes::is_weak(&codes_[l]), codes::is_weak(&codes_[r]));
            let (l0, r0) = (lhs_0d && !lw, rhs_0d && !rw);
            if lw || rw || (!l0 && !r0) {
                continue;
            }
            grid[l][r] = if (l0 && r0) || !same_major_type_rule {
                full[l][r]
            } else {
                let (array, scalar) = if l0 { (r, l) } else { (l, r) };
                match (categories[array], categories[scalar]) {
                    (Some(a), Some(s)) if a == s => Some(array),
                    _ => full[l][r],
                }
            };
        }
    }
    grid
}
