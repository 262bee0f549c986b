// Complex numbers have no floor in NumPy.
use promote_core::{policies::NumPy, Array, Complex};

fn main() {
    let a: Array<Complex<f32>, NumPy> = Array::from_vec(vec![Complex::new(1.5, 0.5)]);
    let _ = a.floor();
}
