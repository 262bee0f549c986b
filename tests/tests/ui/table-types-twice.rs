promote_core::promotion_table! {
    pub struct Twice;
    types { q = Q }
    directional;
    types { r = R }
    table { _ i8; i8 i8; }
}

fn main() {}
