// An extension brings types and edges; its families are the base policy's.
promote_core::extend_jax! {
    pub struct JaxQ;
    types { q = u8 as int }
    lattice { i*: [q] }
    families { div: ; }
}

fn main() {}
