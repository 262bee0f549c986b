// `directional;` misspelt: the parser expected the table next.
promote_core::promotion_table! {
    pub struct Ordered;
    directionnal;
    table {
        _    i32  i64;
        i32  i32  i64;
        i64  i32  i64;
    }
}

fn main() {}
