// A standard code redeclared in `types { ... }`: `bf16` already means `half::bf16`.
promote_core::promotion_lattice! {
    pub struct Redeclared;
    types { bf16 = Q16 }
    lattice { bf16: [f32] }
}

fn main() {}
