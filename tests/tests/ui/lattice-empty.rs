// A lattice with no nodes: nothing would promote, not even `x + x`.
promote_core::promotion_lattice! {
    pub struct Nothing;
    lattice {}
}

fn main() {}
