//! The macros' output compiles where nothing is in scope: no prelude (`#![no_implicit_prelude]`),
//! promote-core under another name, and local items shadowing `Option`, `Result`, `core`, `bool`
//! and the crate's own trait names. All three declaration macros are used, with every section;
//! the dispatch macros in each form; and `promoted_operators!` on a tensor type of this crate. (A
//! crate of its own, because it depends on promote-core as `rp`.)

#![no_implicit_prelude]
#![forbid(unsafe_code)]

extern crate rp;
extern crate std;

// Shadows of what generated code might otherwise reach for by a relative path.
#[allow(dead_code)]
mod core {}
#[allow(dead_code)]
struct Option;
#[allow(dead_code)]
struct Result;
#[allow(dead_code)]
struct Policy;
#[allow(dead_code)]
struct Element;
#[allow(dead_code, non_camel_case_types)]
struct u8;

rp::promotion_table! {
    /// A table policy with a 0-d rule, families and a sum section.
    pub struct HygieneTable;
    table {
        _    b    i8   i16  f32  i*;
        b    b    i8   i16  f32  i16;
        i8   i8   i8   i16  f32  i8;
        i16  i16  i16  i16  f32  i16;
        f32  f32  f32  f32  f32  f32;
        i*   i16  i8   i16  f32  i16;
    }
    zero_dim { complex_of { } }
    families {
        div: map { b: f32, i8: f32, i16: f32 };
        floor_divide: without bool;
        float_math: map { b: f32, i8: f32, i16: f32 } without weak;
    }
    sum { b: i16, i8: i16 }
}

rp::promotion_lattice! {
    /// A lattice policy.
    pub struct HygieneLattice;
    lattice { i8: [i16], i16: [f32], f32: [] }
}

/// A custom type for the extension.
#[derive(
    ::core::clone::Clone, ::core::marker::Copy, ::core::fmt::Debug, ::core::cmp::PartialEq,
)]
pub struct Tiny(f32);

impl rp::Element for Tiny {
    const DTYPE: rp::DType = rp::DType::Custom("tiny");
}

impl rp::CastFrom<Tiny> for Tiny {
    fn cast_from(x: Tiny) -> Tiny {
        x
    }
}

impl rp::CastFrom<Tiny> for bool {
    fn cast_from(x: Tiny) -> bool {
        x.0 != 0.0
    }
}

/// Everything below `f*` in JAX's lattice joins `tiny` there, so converts into it.
macro_rules! into_tiny {
    ($($t:ty),*) => {$(
        impl rp::CastFrom<$t> for Tiny {
            fn cast_from(x: $t) -> Tiny {
                Tiny(<f32 as rp::CastFrom<$t>>::cast_from(x))
            }
        }
    )*};
}

into_tiny!(
    bool,
    ::core::primitive::u8,
    u16,
    u32,
    u64,
    i8,
    i16,
    i32,
    i64,
    rp::WeakBool,
    rp::WeakInt,
    rp::WeakFloat
);

rp::extend_jax! {
    /// JAX with a tiny float under `f*`.
    pub struct JaxTiny;
    types { tiny = Tiny as float }
    lattice { f*: [tiny] }
}

/// A kernel of the dispatch macros: the type each is called at.
pub struct Types;

impl rp::dispatch::BinaryKernel for Types {
    type Storage = ();
    type Output = rp::DType;
    type Op = ();
    fn call<L, R, O, X>(self) -> rp::DType
    where
        L: rp::Element,
        R: rp::Element,
        O: rp::Element + rp::CastFrom<L> + rp::CastFrom<R>,
    {
        O::DTYPE
    }
}

impl rp::dispatch::UnaryKernel for Types {
    type Storage = ();
    type Output = rp::DType;
    type Op = ();
    fn call<T: rp::Element, O: rp::Element>(self) -> rp::DType {
        O::DTYPE
    }
}

impl rp::dispatch::NaryKernel for Types {
    type Storage = ();
    type Output = rp::DType;
    fn call<O: rp::Element>(self, _: rp::dispatch::Converter<O, ()>) -> rp::DType {
        O::DTYPE
    }
}

/// What the dispatch macros answer, in each form, where nothing is in scope: `i8` with `f32`
/// (`i8` alone for the unary families).
pub fn dispatched() -> [::core::result::Result<rp::DType, rp::dispatch::DispatchError>; 6] {
    use rp::container::family;
    let (i8_, f32_) = (rp::DType::I8, rp::DType::F32);
    let kinds = (rp::ArrayKind::Array, rp::ArrayKind::Array0);
    [
        rp::dispatch_binary!(HygieneLattice, family::Add, i8_, f32_, [i8, f32], Types),
        rp::dispatch_binary!(HygieneLattice, family::Add, i8_, f32_, [i8, f32], kernel: Types = Types),
        rp::dispatch_binary!(rp::policies::Torch, family::Add, kinds = kinds, i8_, f32_, [i8, f32],
            kernel: Types = Types),
        rp::dispatch_unary!(HygieneTable, family::Sum, i8_, [i8, f32], Types),
        rp::dispatch_unary!(HygieneTable, family::Sum, i8_, [i8, f32], kernel: Types = Types),
        rp::dispatch_all!(HygieneLattice, &[i8_, f32_], [i8, f32], Types),
    ]
}

/// A tensor type of this crate, given promote's operators by `promoted_operators!`.
pub struct Vector<T>(pub ::std::vec::Vec<T>, pub [usize; 1]);

impl<T: rp::Element> rp::container::Container for Vector<T> {
    type Elem = T;
    type Policy = HygieneLattice;
    type With<X: rp::Element> = Vector<X>;
    fn shape(&self) -> &[usize] {
        &self.1
    }
    fn as_slice(&self) -> &[T] {
        &self.0
    }
    fn as_mut_slice(&mut self) -> &mut [T] {
        &mut self.0
    }
    fn with_data<X: rp::Element>(&self, data: ::std::vec::Vec<X>) -> Vector<X> {
        let n = data.len();
        Vector(data, [n])
    }
}

rp::promoted_operators!(impl<T> for Vector<T>);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_macros_need_nothing_in_scope() {
        use rp::Policy as _;
        let table: rp::Promoted<i8, i16, HygieneTable> = 1i16;
        let lattice: rp::Promoted<i8, f32, HygieneLattice> = 1.0f32;
        let extension: rp::Promoted<Tiny, rp::WeakFloat, rp::policies::Jax> = Tiny(1.0);
        ::std::assert_eq!((table, lattice, extension), (1i16, 1.0f32, Tiny(1.0)));
        ::std::assert_eq!(
            HygieneTable::result_type(rp::DType::I8, rp::DType::F32),
            ::core::option::Option::Some(rp::DType::F32)
        );
        ::std::assert_eq!(
            JaxTiny::result_type(rp::DType::Custom("tiny"), rp::DType::WeakFloat),
            ::core::option::Option::Some(rp::DType::Custom("tiny"))
        );
    }

    #[test]
    fn promoted_operators_need_nothing_in_scope() {
        let a = Vector(::std::vec![1i8, 2], [2]);
        let b = Vector(::std::vec![0.5f32, 0.25], [2]);
        let sum: Vector<f32> = &a + &b;
        ::std::assert_eq!(sum.0, [1.5, 2.25]);
        let mut c = Vector(::std::vec![1i16, 2], [2]);
        c += &a;
        ::std::assert_eq!(c.0, [2, 4]);
        let product: Vector<f32> = a * &b;
        ::std::assert_eq!(product.0, [0.5, 0.5]);
    }

    #[test]
    fn the_dispatch_macros_need_nothing_in_scope() {
        use rp::DType::{F32, I16};
        let ok = ::core::result::Result::Ok;
        ::std::assert_eq!(
            dispatched(),
            [ok(F32), ok(F32), ok(F32), ok(I16), ok(I16), ok(F32)]
        );
    }
}

rp::promotion_table! {
    /// A policy compiled out: its generated impls and checks go with it (they used to stay, and
    /// fail to find the struct).
    #[cfg(any())]
    pub struct CompiledOut;
    table { _ i8 i16; i8 i8 i16; i16 i16 i16; }
}
