// The same edge listed twice in one list.
promote_core::promotion_lattice! {
    pub struct Again;
    lattice { i8: [i16, i32, i16], i16: [i32] }
}

fn main() {}
