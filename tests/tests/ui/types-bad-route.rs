// A route must be a standard strong code of this build: each bad one is an error at the route,
// all reported at once.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Q(f32);
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct R(f32);

promote_core::promotion_lattice! {
    pub struct Bad;
    types { q = Q as float via f*, r = R as float via f128 }
    lattice { q: [r] }
}

fn main() {}
