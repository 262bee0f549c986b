// A `casting` section that lies is rejected, each error at its token: an exception that changes
// nothing, a kind left out of the order, an unknown level.
promote_core::promotion_lattice! {
    pub struct Small;
    lattice {
        b: [i8],
        i8: [i16],
        i16: [f32],
    }
    casting {
        can_cast: kinds [b < i f c] with [b -> i16];
        in_place: sometimes;
    }
}

fn main() {}
