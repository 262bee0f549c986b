// A non-square grid: the `i16` row has a cell more than the header has columns.
promote_core::promotion_table! {
    pub struct Long;
    table {
        _    i8   i16  i32;
        i8   i8   i16  i32;
        i16  i16  i16  i32  i32;
        i32  i32  i32  i32;
    }
}

fn main() {}
