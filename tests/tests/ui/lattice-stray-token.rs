// A `;` and an extra list after the lattice block.
promote_core::promotion_lattice! {
    pub struct Trailing;
    lattice { i32: [i64] };
    f32: [f64]
}

fn main() {}
