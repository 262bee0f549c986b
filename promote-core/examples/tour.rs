//! A short tour: promoted types are known at compile time, and the run-time mirror agrees.
//!
//! ```text
//! cargo run --example tour
//! ```

use std::any::type_name;

use promote_core::policies::Jax;
use promote_core::{weak, Array, DType, Element, Policy};

/// Prints an expression, the type the compiler inferred for it, and its values.
fn show<T: Element>(expr: &str, value: &Array<T, Jax>) {
    println!(
        "{expr:<28} : Array<{:<34}> = {:?}",
        type_name::<T>(),
        value.as_slice()
    );
}

fn main() {
    let a_i8: Array<i8, Jax> = Array::from_vec(vec![1, -2, 3]);
    let b_u8: Array<u8, Jax> = Array::from_vec(vec![200, 100, 0]);
    let c_f32: Array<f32, Jax> = Array::from_vec(vec![0.5, 0.25, 0.125]);
    let d_u64: Array<u64, Jax> = Array::from_vec(vec![1, 2, 3]);
    let e_bf16: Array<promote_core::bf16, Jax> = c_f32.cast();

    println!(
        "Compile-time promotion under {} (the JAX lattice):\n",
        Jax::NAME
    );
    show("i8 + u8", &(&a_i8 + &b_u8));
    show("i8 + f32", &(&a_i8 + &c_f32));
    show("i8 * weak(2)", &(&a_i8 * weak(2)));
    show("i8 + weak(2.5)", &(&a_i8 + weak(2.5)));
    show("u64 + i8  (weak result)", &(&d_u64 + &a_i8));
    show("(u64 + i8) + bf16", &(&(&d_u64 + &a_i8) + &e_bf16));

    println!("\nThe run-time mirror, for dtypes known only at run time:\n");
    for (l, r) in [
        ("i8", "u8"),
        ("int8", "float32"),
        ("u64", "i8"),
        ("bf16", "f16"),
        ("i*", "f*"),
    ] {
        let (lhs, rhs): (DType, DType) = (
            l.parse().expect("known name"),
            r.parse().expect("known name"),
        );
        let out = Jax::result_type(lhs, rhs).map_or("undefined".to_owned(), |d| d.to_string());
        println!("result_type({lhs}, {rhs}) = {out}");
    }
}
