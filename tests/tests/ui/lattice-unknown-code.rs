promote_core::promotion_lattice! {
    pub struct Typo;
    lattice { i8: [i16], i16: [int32] }
}

fn main() {}
