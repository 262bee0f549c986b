// An extension brings types and edges; its families are the base policy's.
promote_core::extend_jax! {
    pub struct JaxQ;
    types { q = Q as int }
    lattice { i*: [q] }
    families { div: ; }
}

fn main() {}
