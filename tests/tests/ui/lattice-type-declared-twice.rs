// A custom code declared twice in `types { ... }`.
promote_core::promotion_lattice! {
    pub struct Twice;
    types { q8 = Q8a, q8 = Q8b }
    lattice { q8: [i32] }
}

fn main() {}
