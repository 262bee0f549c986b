// A standard code redeclared in `types { ... }`: `f16` already means `half::f16`.
promote_core::promotion_table! {
    pub struct Redeclared;
    types { f16 = Q16 }
    table {
        _    f16  f32;
        f16  f16  f32;
        f32  f32  f32;
    }
}

fn main() {}
