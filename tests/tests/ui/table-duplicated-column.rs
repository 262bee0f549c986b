// The header names `i16` twice.
promote_core::promotion_table! {
    pub struct TwoColumns;
    table {
        _    i8   i16  i16;
        i8   i8   i16  i16;
        i16  i16  i16  i16;
        i16  i16  i16  i16;
    }
}

fn main() {}
