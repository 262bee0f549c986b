// A result mapped twice in one `map`, and a sum declared twice for one type.
promote_core::promotion_lattice! {
    pub struct Ints;
    lattice { i8: [i16], i16: [f32] }
    families { div: map { i8: f32, i8: i16 }; }
    sum { i8: i16, i8: f32 }
}

fn main() {}
