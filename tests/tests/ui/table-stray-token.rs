// Something after the table block.
promote_core::promotion_table! {
    pub struct Trailing;
    table {
        _    i32  i64;
        i32  i32  i64;
        i64  i64  i64;
    }
    i32
}

fn main() {}
