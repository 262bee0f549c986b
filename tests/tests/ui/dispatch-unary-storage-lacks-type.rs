// A unary dispatch whose storage lacks the family's type of a listed dtype (NumPy sums `i8` in
// `i64`) is a compile error at the dispatch in either form, not a dtype the dispatch would
// report as undefined: the plain form's arm, then the typed form's (`kernel: K = ..`).
use promote_core::container::family;
use promote_core::dispatch::{Typed, UnaryKernel};
use promote_core::policies::NumPy;
use promote_core::{dispatch_unary, DType, Element};

enum Buffer {
    I8(Vec<i8>),
}

impl Typed<i8> for Buffer {
    fn typed(&self) -> &[i8] {
        match self {
            Buffer::I8(v) => v,
        }
    }
    fn from_vec(v: Vec<i8>) -> Self {
        Buffer::I8(v)
    }
}

struct Sum<'a>(&'a Buffer);

impl UnaryKernel for Sum<'_> {
    type Storage = Buffer;
    type Output = ();
    type Op = ();
    fn call<T: Element, O: Element>(self) {}
}

fn main() {
    let a = Buffer::I8(vec![1]);
    let _ = dispatch_unary!(NumPy, family::Sum, DType::I8, [i8], Sum(&a));
    let _ = dispatch_unary!(NumPy, family::Sum, DType::I8, [i8], kernel: Sum<'_> = Sum(&a));
}
