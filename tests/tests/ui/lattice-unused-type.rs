// A custom type declared but never placed in the lattice (usually a misspelt code).
promote_core::promotion_lattice! {
    pub struct Unused;
    types { q8 = Q8 }
    lattice { i8: [i16] }
}

fn main() {}
