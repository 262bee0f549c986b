// A non-square grid: the `i16` row lost its last cell.
promote_core::promotion_table! {
    pub struct Short;
    table {
        _    i8   i16  i32;
        i8   i8   i16  i32;
        i16  i16  i16;
        i32  i32  i32  i32;
    }
}

fn main() {}
