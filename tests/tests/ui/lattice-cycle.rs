promote_core::promotion_lattice! {
    pub struct Loop;
    lattice { i8: [i16], i16: [i32], i32: [i8] }
}

fn main() {}
