// Tables that lie: an undefined diagonal, a type that widens with itself, a table of weak types
// only (each reported), and families that make a result weak or narrow a sum to a bool.
promote_core::promotion_table! {
    pub struct Diagonal;
    table {
        _    b    i8   i16  f32  i*   f*;
        b    -    i8   i16  f32  i8   f32;
        i8   i8   i16  i16  f32  i8   f32;
        i16  i16  i16  i16  f32  i16  f32;
        f32  f32  f32  f32  f32  f32  f32;
        i*   i8   i8   i16  f32  i*   f*;
        f*   f32  f32  f32  f32  f*   f*;
    }
    families { div: map { i16: f* }; }
    sum { i8: i*, i16: b }
}

promote_core::promotion_table! {
    pub struct WeakOnly;
    table { _ i* f*; i* i* f*; f* f* f*; }
}

fn main() {}
