// A custom code ending in `*` would read as weak; custom types are strong.
promote_core::promotion_lattice! {
    pub struct Q;
    types { q* = f32 as float }
    lattice { i8: [q*] }
}

fn main() {}
