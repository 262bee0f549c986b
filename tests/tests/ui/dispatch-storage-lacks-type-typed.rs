// The typed form (`kernel: K = ..`): a storage that lacks the promoted type of a listed pair
// (`i8` with `f32` is `f32` under NumPy) is a compile error at the dispatch, as in the plain form
// (`dispatch-storage-lacks-type.rs`), not a pair the dispatch would report as undefined.
use promote_core::container::family;
use promote_core::dispatch::{BinaryKernel, Typed};
use promote_core::policies::NumPy;
use promote_core::{dispatch_binary, ops, CastFrom, DType, Element};

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

struct Add<'a>(&'a Buffer);

impl BinaryKernel for Add<'_> {
    type Storage = Buffer;
    type Output = ();
    type Op = ops::Add;
    fn call<L: Element, R: Element, O: Element + CastFrom<L> + CastFrom<R>, X>(self) {}
}

fn main() {
    let a = Buffer::I8(vec![1]);
    let _ = dispatch_binary!(NumPy, family::Add, DType::I8, DType::F32, [i8, f32], kernel: Add<'_> = Add(&a));
}
