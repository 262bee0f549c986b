// Two policies with the same name in one module: rustc's own duplicate-definition error.
promote_core::promotion_table! {
    pub struct Same;
    table { _ i32 i64; i32 i32 i64; i64 i64 i64; }
}

promote_core::promotion_table! {
    pub struct Same;
    table { _ f32 f64; f32 f32 f64; f64 f64 f64; }
}

fn main() {}
