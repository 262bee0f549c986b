// The `i16` row is pasted twice.
promote_core::promotion_table! {
    pub struct Pasted;
    table {
        _    i8   i16  i32;
        i8   i8   i16  i32;
        i16  i16  i16  i32;
        i16  i16  i16  i32;
        i32  i32  i32  i32;
    }
}

fn main() {}
