// JAX 0.10 refuses to promote an 8-bit float with anything beside it: `f8e4m3fn + bf16` is an
// error there, and does not compile here. The error names the pair and the policy.
use promote_core::{policies::Jax, Array, F8E4M3FN};
use promote_core::bf16;

fn main() {
    let a: Array<F8E4M3FN, Jax> = Array::from_vec(vec![F8E4M3FN::from_f32(1.0)]);
    let b: Array<bf16, Jax> = Array::from_vec(vec![bf16::from_f32(1.0)]);
    let _ = &a + &b;
}
