//! A short tour: promoted types are known at compile time, and the run-time mirror agrees.
//!
//! ```text
//! cargo run --example tour
//! ```

use std::any::type_name;
use std::fmt::Debug;

use promote_core::policies::{ArrayApi, Jax, NumPy, Torch};
use promote_core::{weak, Array, Array0, DType, Element, Policy};

/// Prints an expression, the element type the compiler inferred for it, and its values.
fn show<T: Element, P: Policy>(expr: &str, value: &Array<T, P>) {
    let ty = type_name::<T>().rsplit("::").next().unwrap_or_default();
    println!(
        "  {expr:<34} Array<{ty}, {}> = {:?}",
        P::NAME,
        value.as_slice()
    );
}

fn show_value<T: Debug>(expr: &str, ty: &str, value: T) {
    println!("  {expr:<34} {ty} = {value:?}");
}

fn main() {
    let a_i8: Array<i8, Jax> = Array::from_vec(vec![1, -2, 3]);
    let b_u8: Array<u8, Jax> = Array::from_vec(vec![200, 100, 0]);
    let c_f32: Array<f32, Jax> = Array::from_vec(vec![0.5, 0.25, 0.125]);
    let d_u64: Array<u64, Jax> = Array::from_vec(vec![1, 2, 3]);
    let e_bf16: Array<promote_core::bf16, Jax> = c_f32.cast();

    println!("JAX's lattice, at compile time:");
    show("i8 + u8", &(&a_i8 + &b_u8));
    show("i8 + f32", &(&a_i8 + &c_f32));
    show("i8 * weak(2)", &(&a_i8 * weak(2)));
    show("i8 + weak(2.5)   (stays weak)", &(&a_i8 + weak(2.5)));
    show("u64 + i8         (a weak float)", &(&d_u64 + &a_i8));
    show("(u64 + i8) + bf16", &(&(&d_u64 + &a_i8) + &e_bf16));
    let two_i8: Array<i8, Jax> = Array::full([3], 2);
    show("i8 / i8", &(&a_i8 / &two_i8));
    show("i8 < f32", &a_i8.less(&c_f32));

    println!("\nThe same operands under other policies:");
    let n_i8 = a_i8.clone().with_policy::<NumPy>();
    let n_f32 = c_f32.clone().with_policy::<NumPy>();
    show("NumPy: i8 + f32", &(&n_i8 + &n_f32));
    show(
        "NumPy: i8 / i8",
        &(&n_i8 / &two_i8.clone().with_policy::<NumPy>()),
    );
    let t_i8 = a_i8.clone().with_policy::<Torch>();
    show("Torch: i8 + 0-d i64", &(&t_i8 + Array0::new(10i64)));
    show("Torch: i8 + 0-d f64", &(&t_i8 + Array0::new(0.5f64)));
    show_value(
        "NumPy: sum of u8",
        "u64",
        b_u8.clone().with_policy::<NumPy>().sum(),
    );
    show_value("Torch: sum of u8", "i64", b_u8.with_policy::<Torch>().sum());
    println!(
        "  ArrayApi: i8 + f32                 does not compile: the standard keeps kinds apart"
    );

    println!("\nThe run-time mirror, for dtypes known only at run time:");
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
        println!("  Jax::result_type({lhs}, {rhs}) = {out}");
    }
    let out = ArrayApi::result_type(DType::I8, DType::F32);
    println!("  ArrayApi::result_type(i8, f32) = {out:?}");
}
