//! Algebraic laws of a resolved grid, for the policy's documentation.

/// Every triple `(a, b, c)` where `(a ⊔ b) ⊔ c` and `a ⊔ (b ⊔ c)` are both defined and differ.
pub fn non_associative_triples(grid: &[Vec<Option<usize>>]) -> Vec<[usize; 5]> {
    let n = grid.len();
    let mut triples = Vec::new();
    for a in 0..n {
        for b in 0..n {
            for c in 0..n {
                let left = grid[a][b].and_then(|ab| grid[ab][c]);
                let right = grid[b][c].and_then(|bc| grid[a][bc]);
                if let (Some(left), Some(right)) = (left, right) {
                    if left != right {
                        triples.push([a, b, c, left, right]);
                    }
                }
            }
        }
    }
    triples
}
