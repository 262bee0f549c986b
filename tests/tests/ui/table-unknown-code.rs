// NumPy's name `int32` where the table wants the code `i32`.
promote_core::promotion_table! {
    pub struct Spelled;
    table {
        _      i16    int32;
        i16    i16    int32;
        int32  int32  int32;
    }
}

fn main() {}
