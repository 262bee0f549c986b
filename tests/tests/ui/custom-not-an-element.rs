// A type that is no element type at all: two errors at its code, not twenty.
promote_core::promotion_table! {
    pub struct Strings;
    types { s = String as int }
    table { _ s; s s; }
}

fn main() {}
