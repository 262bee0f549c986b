// A non-square grid: three columns but only two rows, so `i32 + _` is never stated.
promote_core::promotion_table! {
    pub struct Unfinished;
    table {
        _    i8   i16  i32;
        i8   i8   i16  i32;
        i16  i16  i16  i32;
    }
}

fn main() {}
