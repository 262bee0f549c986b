promote_core::promotion_lattice! {
    lattice { f32: [f64] }
}

fn main() {}
