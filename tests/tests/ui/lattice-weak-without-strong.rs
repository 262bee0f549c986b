// The weak float only reaches the weak complex: neither can ever become a concrete dtype.
promote_core::promotion_lattice! {
    pub struct Floating;
    lattice { f*: [c*], i32: [i64] }
}

fn main() {}
