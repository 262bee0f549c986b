// Cells that lose an operand: `i8 + i16 = i8` turns 1 + 1000 into -23, `f64 + f32 = f32` turns
// 1e300 into inf. A library that really rounds (NumPy's `i64 + f64`) says `lossy [int float]`.
promote_core::promotion_table! {
    pub struct Narrow;
    table {
        _    i8   i16  f32  f64;
        i8   i8   i8   f32  f64;
        i16  i8   i16  f32  f64;
        f32  f32  f32  f32  f32;
        f64  f64  f64  f32  f64;
    }
}

promote_core::promotion_lattice! {
    pub struct Rounds;
    lattice { i8: [i16], i16: [i32], i32: [f32], f32: [] }
}

promote_core::promotion_lattice! {
    /// The same, declared: no error.
    pub struct RoundsOnPurpose;
    lattice { i8: [i16], i16: [i32], i32: [f32], f32: [] }
    lossy [int float];
}

fn main() {}
