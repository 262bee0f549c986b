// The marker struct has no name.
promote_core::promotion_table! {
    pub struct;
    table {
        _    i32  i64;
        i32  i32  i64;
        i64  i64  i64;
    }
}

fn main() {}
