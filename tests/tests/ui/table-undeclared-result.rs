// A cell names a type that is not one of the table's columns: `i32 + f32` would be an `f64`
// that the policy cannot combine with anything.
promote_core::promotion_table! {
    pub struct Escapes;
    table {
        _    i32  f32;
        i32  i32  f64;
        f32  f64  f32;
    }
}

fn main() {}
