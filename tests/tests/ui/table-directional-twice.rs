promote_core::promotion_table! {
    pub struct Twice;
    directional;
    directional;
    table { _ i8; i8 i8; }
}

fn main() {}
