// The classic typo of hand-written tables: `i16 + u8 = i32` but `u8 + i16 = i16`.
promote_core::promotion_table! {
    pub struct Typo;
    table {
        _    u8   u16  i16  i32;
        u8   u8   u16  i16  i32;
        u16  u16  u16  -    i32;
        i16  i32  -    i16  i32;
        i32  i32  i32  i32  i32;
    }
}

fn main() {}
