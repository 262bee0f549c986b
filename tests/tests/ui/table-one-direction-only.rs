// `i8 + f32` is defined but its mirror `f32 + i8` was left `-`.
promote_core::promotion_table! {
    pub struct HalfDefined;
    table {
        _    i8   i32  f32;
        i8   i8   i32  f32;
        i32  i32  i32  -;
        f32  -    -    f32;
    }
}

fn main() {}
