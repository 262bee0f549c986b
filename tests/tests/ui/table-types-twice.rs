promote_core::promotion_table! {
    pub struct Twice;
    types { q = u8 }
    directional;
    types { r = u16 }
    table { _ i8; i8 i8; }
}

fn main() {}
