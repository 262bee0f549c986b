// A family the macros do not know.
promote_core::promotion_lattice! {
    pub struct Floats;
    lattice { f32: [f64] }
    families { modulo: ; }
}

fn main() {}
