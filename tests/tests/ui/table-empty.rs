// A header row with no codes: nothing would promote, not even `x + x`.
promote_core::promotion_table! {
    pub struct Nothing;
    table {
        _;
    }
}

fn main() {}
