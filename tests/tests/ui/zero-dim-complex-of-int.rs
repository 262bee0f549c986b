// `complex_of` maps a float to the complex type of its precision.
promote_core::promotion_lattice! {
    pub struct Ranked;
    lattice { i32: [f32], f32: [c64] }
    lossy [int float, int complex];
    zero_dim { complex_of { i32: c64 } }
}

fn main() {}
