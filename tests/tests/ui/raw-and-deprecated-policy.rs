// A deprecated policy warns its users only: the one warning below is the use in `main`, none
// comes from the generated code.
#![deny(warnings)]

promote_core::promotion_table! {
    #[deprecated(note = "use NumPy")]
    pub struct r#Match;
    table { _ i8 i16; i8 i8 i16; i16 i16 i16; }
}

fn main() {
    let _ = r#Match;
}
