//! The float operations IEEE 754 defines exactly (`sqrt` correctly rounded; `floor`, `ceil`,
//! `trunc`, and `rint`'s ties to even), under `libm`'s names: with `std`, the standard library's,
//! which LLVM compiles to the CPU's instructions and vectorizes (`vsqrtps`, `vroundps`); without
//! it, `libm`'s, which are calls of a scalar function. The values are the same either way, as
//! IEEE 754 leaves them no choice: `sqrt` of `f32[64 Ki]` from Python went from 3.9x NumPy's time
//! to 0.56x (BENCHMARKS.md, "Session 34"). The transcendental functions stay `libm`'s everywhere,
//! for the same values on every platform.
//!
//! No trait of this crate is in scope here, so `x.sqrt()` can only be the inherent method.

macro_rules! exact {
    ($($name:ident($ty:ident) => $method:ident;)*) => {$(
        #[doc = concat!("`", stringify!($method), "` of an `", stringify!($ty), "`, exactly.")]
        #[inline(always)]
        pub(crate) fn $name(x: $ty) -> $ty {
            #[cfg(feature = "std")]
            {
                x.$method()
            }
            #[cfg(not(feature = "std"))]
            {
                libm::$name(x)
            }
        }
    )*};
}

exact! {
    sqrtf(f32) => sqrt;
    sqrt(f64) => sqrt;
    floorf(f32) => floor;
    floor(f64) => floor;
    ceilf(f32) => ceil;
    ceil(f64) => ceil;
    truncf(f32) => trunc;
    trunc(f64) => trunc;
    rintf(f32) => round_ties_even;
    rint(f64) => round_ties_even;
}
