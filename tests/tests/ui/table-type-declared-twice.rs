// A custom code declared twice in `types { ... }`.
promote_core::promotion_table! {
    pub struct Twice;
    types { q8 = Q8a, q8 = Q8b }
    table {
        _    q8   i32;
        q8   q8   i32;
        i32  i32  i32;
    }
}

fn main() {}
