// A custom code declared twice in `types { ... }`.
promote_core::promotion_lattice! {
    pub struct Twice;
    types { q8 = u8, q8 = i8 }
    lattice { q8: [i32] }
}

fn main() {}
