// One Rust type under two codes, and a standard element type under a custom code: their impls
// would collide (one error each, where rustc would give a dozen conflicting impls).
promote_core::promotion_table! {
    pub struct Twice;
    types { p = Q, q = Q, r = core::primitive::u8 }
    table { _ p q r; p p - -; q - q -; r - - r; }
}

fn main() {}
