// The marker struct has no name.
promote_core::promotion_lattice! {
    pub struct;
    lattice { i32: [i64] }
}

fn main() {}
