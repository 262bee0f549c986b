// An alias must name two of the policy's types, and not itself: each mistake is an error at its
// code, all reported at once.
promote_core::promotion_table! {
    pub struct Bad;
    table {
        _  b  i8 b*;
        b  b  i8 b;
        i8 i8 i8 i8;
        b* b  i8 b;
    }
    alias { b*: b*, q: b }
}

fn main() {}
