// The Array API standard has no true division of integers: the error names the pair, the
// policy and the fix, for a tensor type of another crate as for promote's own `Array`.
use promote_byo::Tensor;
use promote_core::policies::ArrayApi;

fn main() {
    let a: Tensor<i32, ArrayApi> = Tensor::new(&[1], vec![1]);
    let _ = &a / &a;
}
