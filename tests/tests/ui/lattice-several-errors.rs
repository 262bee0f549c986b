// Every mistake of one declaration is reported at once.
promote_core::promotion_lattice! {
    pub struct Messy;
    lattice { i8: [i8, int16], f32: [f64], f32: [c64] }
}

fn main() {}
