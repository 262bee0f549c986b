// Rows must come in the header's order, so that the grid reads the same both ways.
promote_core::promotion_table! {
    pub struct Shuffled;
    table {
        _    i8   i16  i32;
        i8   i8   i16  i32;
        i32  i32  i32  i32;
        i16  i16  i16  i32;
    }
}

fn main() {}
