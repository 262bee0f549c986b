// `weak` takes numbers and `bool`; the error says which.
use promote_core::weak;

fn main() {
    let _ = weak("2.5");
}
