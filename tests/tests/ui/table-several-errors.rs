// Every mistake of one table is reported at once: an unknown code in the header, a short row, and
// a result that is not one of the columns.
promote_core::promotion_table! {
    pub struct Messy;
    table {
        _      i8     i16    int32;
        i8     i8     i16    int32;
        i16    i16    i16;
        int32  int32  f64    int32;
    }
}

fn main() {}
