//! The shape every resolved table shares.

/// A grid of node indices: `grid[l][r]` is the result of the pair, `None` where undefined.
pub type Grid = Vec<Vec<Option<usize>>>;
