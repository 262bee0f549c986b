// `without` takes categories and operand filters only.
promote_core::promotion_lattice! {
    pub struct Floats;
    lattice { f32: [f64] }
    families { lt: without strings; }
}

fn main() {}
