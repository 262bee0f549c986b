// An empty block: not even the header row.
promote_core::promotion_table! {
    pub struct Blank;
    table {}
}

fn main() {}
