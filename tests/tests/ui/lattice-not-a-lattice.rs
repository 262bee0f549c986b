// NumPy's own graph: i8 and u8 both go to i16 and to f16, which are unordered.
promote_core::promotion_lattice! {
    pub struct NumpyLike;
    lattice { u8: [i16, f16], i8: [i16, f16] }
}

fn main() {}
