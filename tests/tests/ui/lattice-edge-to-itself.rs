promote_core::promotion_lattice! {
    pub struct SelfLoop;
    lattice { f32: [f32, f64] }
}

fn main() {}
