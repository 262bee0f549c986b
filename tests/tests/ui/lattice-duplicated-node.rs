promote_core::promotion_lattice! {
    pub struct Twice;
    lattice { i8: [i16], i16: [i32], i8: [f32] }
}

fn main() {}
