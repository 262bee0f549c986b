// `each` takes a unary family.
promote_core::promotion_table! {
    pub struct Each;
    table { _ i8 f32; i8 i8 f32; f32 f32 f32; }
    families { atan2: each div; }
}

fn main() {}
