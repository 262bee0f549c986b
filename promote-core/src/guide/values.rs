//! # Values: what each policy computes, edge values included
//!
//! A policy says which *type* `a + b` has; its library also decides which *value* it holds, and
//! on edge values the libraries disagree. promote computes what the policy's library computes,
//! and where the library raises, promote fails: [`DynArray`](crate::dyn_array::DynArray) and
//! the `checked_` methods return the library's error
//! ([`ValueError`](crate::values::ValueError)), the operators (which have no error channel)
//! panic with its message, as Rust's own integer overflow does in a debug build.
//!
//! ## How it is checked
//!
//! `tests/reference/values/` holds what NumPy 2.5.5, JAX 0.12.0.1 (64-bit types on, and off),
//! PyTorch 2.15.0 and TensorFlow 2.21.0 (`tensorflow-cpu`) printed for edge values (0, ±1, small values, min, max, ±0.0, 0.1, the
//! smallest subnormal, the largest finite, ±inf, NaN) of every dtype each has: every binary
//! operation between arrays of every pair of dtypes, between an array and a 0-d array of every
//! value of every dtype on either side, with Python scalars in and out of every dtype's range
//! (up to `2**64 - 1` and down to `-2**63 - 1`) on either side, in place (`a op= b` with an
//! array or a Python scalar: NumPy's `out=a` under `same_kind`, PyTorch's `a += b`; JAX and
//! TensorFlow arrays have no in-place update), every unary operation, every conversion (`astype`), and long sums
//! and scans (5,000 ones, 10⁶ and 10⁷ times 0.1, alternating large and small). `tests/reference/regen/regen_values.py` prints them
//! (`scripts/regen-references.sh values`, pinned in `requirements-values.txt` and, for
//! TensorFlow, `requirements-tf.txt`), and
//! `tests/tests/suite/values.rs` computes every cell with `DynArray` (in place with
//! [`DynArray::assign`](crate::dyn_array::DynArray::assign), every array result again with its
//! `_into` twin, the long reductions with `Array`), and the cases of each rule below with
//! `Array`, `Array0` and weak scalars, and compares: integers exactly, floats bit for bit (any
//! NaN equals any NaN), an error against an error. It prints its counts; a difference that is
//! not one of the kept classes below fails. [`ArrayApi`](crate::policies::ArrayApi) is held to
//! NumPy's values (array-api-strict computes with NumPy) on everything the standard defines; what
//! it leaves undefined is counted apart.
//!
//! ## The rules that differ by library
//!
//! Each built-in policy names its library's rules ([`Values`](crate::values::Values)); a policy
//! you declare follows NumPy's, and so do [`Paddle`](crate::policies::Paddle),
//! [`MegEngine`](crate::policies::MegEngine), [`MegEngineMep3`](crate::policies::MegEngineMep3)
//! and [`OneFlow`](crate::policies::OneFlow), whose libraries have no value reference yet.
//! [`TensorFlow`](crate::policies::TensorFlow)'s are its own ([`Values::TENSORFLOW`](crate::values::Values::TENSORFLOW)),
//! after the table.
//!
//! | case | NumPy ([`NumPy`](crate::policies::NumPy), [`NumPyMl`](crate::policies::NumPyMl), [`ArrayApi`](crate::policies::ArrayApi)) | JAX ([`Jax`](crate::policies::Jax), [`JaxX32`](crate::policies::JaxX32), [`JaxStrict`](crate::policies::JaxStrict), [`JaxLax`](crate::policies::JaxLax)) | PyTorch ([`Torch`](crate::policies::Torch)) |
//! |---|---|---|---|
//! | `int8 [100] < 300` | `true`: compared exactly | `false`: 300 wraps to 44 | `false`: wraps |
//! | `int8 [0] + 300` | error: "Python integer 300 out of bounds for int8" | 44 (wraps) | 44 (wraps) |
//! | `int64 [2**63-1] == uint64 [2**63]` | `false`: compared exactly | `true` (in `float64`) | no `uint64` arithmetic |
//! | `int8 [2] ** int8 [-1]` | error: "Integers to negative integer powers are not allowed" | 0 | 0 |
//! | `float16` `cumsum` of 5,000 ones | 2048 (adds in `float16`) | 5000 (in `float32`) | 5000 (in `float32`) |
//! | `uint64 [0] + (2**64 - 1)` | `2**64 - 1` | error: "Python int 18446744073709551615 too large to convert" (outside `int64`; [`JaxX32`](crate::policies::JaxX32): outside `int32`, so `2**31` already) | `2**64 - 1` |
//! | `int8 [0] + 2**63` | error: "Python integer 9223372036854775808 out of bounds for int8" | error: too large | 0 (read as a `uint64`, wrapped) |
//! | `float32 [0] + (2**64 - 1)` | `1.8446744e19` | error: too large | `1.8446744e19` |
//! | `bool [1] + 2**63` | error: out of bounds for `int64` | error: too large | error: "Promotion for uint16, uint32, uint64 types is not supported" |
//! | `logical_and(int8 [1], 2**63)` | error: out of bounds for `int64` (the Python int is read as `int64`) | error: too large | error for `bool` only |
//! | `int8 [2] ** -1` (a Python int) | error: "Integers to negative integer powers are not allowed" | error (JAX: `TypeError`) | (open, below) |
//! | `int8 [2] ** 2**63` (a Python int) | error: out of bounds | `lax.integer_pow`: no error (value open, below) | error |
//! | `int8 [1] // int8 [0]`, `int8 [1] % 0` | 0, 0 (with a warning) | `-2` (XLA's all-ones quotient, one step down; `-1` for `0 // 0`, `MAX` unsigned), 0 | error: "ZeroDivisionError" (`256` too: it wraps to 0 first) |
//! | `remainder(-1.0, 1.0)` | `0.0` (the divisor's sign) | `-0.0` (`lax.rem`'s, the dividend's) | `-0.0` (`fmod`'s) |
//! | `1e300 % 5e-324` (the quotient overflows) | `0.0` | `0.0` | NaN (its vectorized loop) |
//! | `logical_and(int8 [1], 256)` | `true` | `false` (256 wraps to `int8` 0 first) | `true` |
//! | `logical_and(uint8 [1], int16 0-d -32768)` | `true` | `true` | `false` (a 0-d operand is converted into the pair's dtype, `uint8`, first: -32768 is 0) |
//! | `float16 [1.5] * 0.1` | `0.1499` (0.1 rounded to `float16` first) | `0.1499` | `0.15` (0.1 read in `float32`, the product rounded once; `*`, `/`, `//` with a Python number or a 0-d tensor on the right, `DynArray`) |
//! | `int8 [0] * 1e300` under [`JaxX32`](crate::policies::JaxX32) | (no `JaxX32`) | NaN: the weak result computes in `float32`, where 1e300 is `inf` ([`Jax`](crate::policies::Jax): 0) | 0 |
//! | `uint8 [2] ** 256`, `float16 [2] ** 65536.0` (Python exponents) | 0, `inf` | 0, `inf` | error: "value cannot be converted to type u8 without overflow" (PyTorch converts the exponent with a check) |
//!
//! A [`WeakInt`](crate::WeakInt) holds an `i128`, so every Python int these libraries accept can
//! be written (`weak(u64::MAX)`, `weak(i128::from(i64::MIN) - 1)`); whether the library accepts
//! it is decided where it meets an array, as the library decides.
//!
//! And in every policy, as NumPy computes them (JAX and PyTorch agree on each, except where the
//! last section says):
//!
//! - **Float `floor_divide` and `remainder`** are `divmod`'s: the quotient is the one that makes
//!   the remainder exact, so `1.0 // 0.1` is `9.0` (0.1 is a little more than a tenth), `inf //
//!   1.0` is NaN, `-1.0 // inf` is `-1.0`; a zero remainder has the divisor's sign (JAX's and
//!   PyTorch's the dividend's, as the table says: [`DivmodRule`](crate::values::DivmodRule)).
//! - **Integer powers** use the whole exponent (`3 ** (2**53 + 1)` in `int64` wraps from it, not
//!   from `u32::MAX`).
//! - **`reciprocal` of an integer 0** is NumPy's: 0, or the minimum for `int32` and `int64` (the
//!   conversion of `1.0 / 0` to the integer on x86).
//! - **`sign(-0.0)`** is `0.0`; the sign of a complex number at an infinity is its direction.
//! - **Complex division** is Smith's (scaled by the divisor's larger part): `10 / (1+0j)` is
//!   exactly 10, where `|b|²` first rounds. A complex power with an integer exponent below 100 in
//!   magnitude multiplies, as NumPy's does; a complex `reciprocal` is NumPy's formula.
//! - **Sums** add in NumPy's pairwise order (eight accumulators over blocks of 128, halves above):
//!   `sum([0.1] * 1001)` in `float32` is NumPy's `100.10001` to the bit, and the error of
//!   `sum([0.1] * 10**7)` is NumPy's.
//!
//! ## Differences kept on purpose
//!
//! Each class is counted by the test, and bounded where a bound applies:
//!
//! | class | why | bound (tested) |
//! |---|---|---|
//! | real `exp`, `log`, `sin`, `cos`, `tan`, `tanh`, `atan2`, `hypot`, `pow` of floats | promote is `no_std` and computes them with `libm`; the libraries call glibc or their own SIMD kernels | 2 ulp |
//! | complex `sqrt`, `exp`, `log`, trigonometric functions | `num-complex`'s formulas | 256 ulp a part |
//! | complex `**` with a non-integer or large exponent | `num-complex`'s `exp(w ln z)` against glibc's `cpow`; an angle `w ln z` of thousands of radians keeps its rounding | 4096 ulp a part |
//! | complex functions at infinities, NaN and signed zeros | `num-complex` does not follow C99 Annex G's special values | (NaN, infinity or zero parts only) |
//! | the sign of zero from `maximum(-0.0, 0.0)` | NumPy's answer depends on its SIMD path (the second operand when equal); promote gives one answer | (zeros only) |
//! | float-to-int conversions of NaN, ±inf and out-of-range values | Rust's `as` saturates (NaN to 0); C leaves it undefined and NumPy gives the platform's value (x86: the minimum) | (NaN, infinite or out-of-range sources only) |
//! | `x ** 0.5` | NumPy's float power gives `sqrt`'s answer at `-inf` (NaN) where C's `pow` gives `+inf`; elsewhere within the 2 ulp above | (`-inf` only) |
//! | PyTorch's float `remainder` where `a / b` overflows | PyTorch's answer depends on the element's place: its vectorized loop gives NaN (promote's answer), the scalar loop that ends an array (the last elements, or all of a short one) `fmod`'s | (those cells only) |
//! | XLA on CPU: subnormal operands and results | XLA flushes them to zero; promote computes them, as NumPy does | (subnormal cells only) |
//! | XLA's float division | XLA multiplies by the divisor's reciprocal: 1 ulp off, and 0 (or NaN for an infinity) where the reciprocal is subnormal and flushed | 1 ulp, or a flushed reciprocal |
//! | XLA's multiplication by a `bool` | XLA selects: `x * True` is `x` and `x * False` is `+0.0`, for NaN and infinite parts too; promote multiplies | (a `bool` operand only) |
//! | JAX's complex `maximum`/`minimum` | JAX selects lexicographically, so a NaN part does not propagate; promote propagates it, as NumPy does | (NaN parts only) |
//! | JAX's integer power with an array exponent | JAX's own, wrong for negative exponents (`int8 2 ** int64 -1` is `-2**63`) | (integer powers with an array or 0-d exponent) |
//! | JAX's `power` with a concrete 0-d integer exponent | JAX calls `lax.integer_pow` when the exponent is a concrete 0-d integer: the base's dtype, the exponent whole, an error for a negative one with an integer base; under `jit` it promotes as any array does, and so does promote (a type can not know that a value is concrete) | (a 0-d integer exponent only) |
//!
//! TensorFlow (most of its pairs are undefined: it promotes only a Python scalar, into the
//! tensor's dtype) follows NumPy's rules but these:
//!
//! | case | NumPy | TensorFlow ([`TensorFlow`](crate::policies::TensorFlow)) |
//! |---|---|---|
//! | `int8 [1] + 300`, `uint8 [1] + -1` | error: out of bounds | 45, 0: the int is converted into the tensor's dtype first, wrapped |
//! | `uint32 [0] < -1` | `false`: compared exactly | `true`: -1 is `uint32` 4294967295 |
//! | `int8 [1] + 2**63`, `uint64 [1] + -1` | error | error: an int converts only within `int64` (within `uint64` for a `uint64` tensor; `float16`, `float32`, `float64` and `complex128` tensors take any) |
//! | `int32 [1] + 2**31` with the int on the left (`tf.add`, `tf.math.truediv`) | error | error: the int alone becomes an `int64` tensor |
//! | `floor_divide(1.0, 0.1)`, `inf // 1.0` | 9.0, NaN | 10.0, `inf`: `floor(a / b)` (for `float16` and `bfloat16` the quotient rounded to the dtype first) |
//! | `remainder(-0.0, 1.0)`, `remainder(1.0, -1.0)` | `0.0`, `-0.0` (the divisor's sign) | `-0.0`, `0.0` (`fmod`'s zero, the dividend's sign) |
//! | `int8 [1] // int8 [0]`, `int8 [1] % 256` | 0, 0 | error: "Integer division by zero" (256 is `int8` 0) |
//! | `int8 [2] ** 128` (a Python int) | error: out of bounds | error: 128 is `int8` -128, a negative power |
//!
//! ## Not yet the library's
//!
//! What the test reports as *open*, by class, and each policy's count of cells:
//!
//! - **PyTorch's and JAX's own kernels** where they are not NumPy's. PyTorch: complex
//!   `add`/`sub` multiply the right operand by `alpha = 1` (a NaN or infinite part spreads; 4,884
//!   cells), a Python number divided by a tensor is the number times the tensor's reciprocal
//!   (368), `float16`/`bfloat16` `floor_divide` rounds its steps otherwise (1 ulp), `sign(NaN)`
//!   is 0, a complex negation is `0 - z`, a Python float exponent is not rounded to the dtype.
//!   JAX: a Python int exponent is `lax.integer_pow`'s, whole (`uint8 [0] ** 256` is 0), JAX
//!   0.12 computes `atan2` of complex numbers (promote's is real only), its complex division
//!   is not Smith's, `sign(-0.0)` is `-0.0`, and it sums in XLA's order. promote computes
//!   NumPy's values there; the test names each class and counts its cells.
//! - **TensorFlow's kernels and conversions** (296,370 cells, 3,677 kept or open): TensorFlow
//!   on CPU flushes subnormal operands and results to zero, `float64` too (1,776 cells; promote
//!   computes them); `tf.subtract` and `tf.multiply` convert a Python scalar on the left into
//!   the tensor's dtype where `tf.add` converts it alone (600: promote's `-` and `*` have `+`'s
//!   table, so `3 - uint8_tensor` is undefined, a compile error, where TensorFlow computes it);
//!   a complex division is Eigen's formula (NaN for a zero or infinite divisor, 1 ulp, signs of
//!   zeros; 206); a Python int beyond `int32` on the left of `tf.add` is an `int64` tensor, and
//!   a Python float beyond `float32` there raises (a type that depends on the value; 12); the
//!   `float32` reciprocal and `float64` `tanh` are Eigen's approximations (1 and 3 ulp); a
//!   complex sign at a signed zero or NaN, and a complex cast to `bool`, which reads the real
//!   part alone.
//! - **Typed `Array` only**: PyTorch's `float16`/`bfloat16` `*`, `/` and `//` with a scalar read
//!   the scalar in `float32` ([`Values::reduced_float_scalar_in_float32`](crate::values::Values));
//!   `DynArray` does, the typed operators still convert the scalar to the array's dtype first
//!   (their closure does not know `*` from `+`, which PyTorch computes the other way).
//!
//! Each library's `floor_divide` and `remainder`, PyTorch's `ZeroDivisionError`, exponent check,
//! 0-d logical operands and `float16` scalars, JAX's logical operations on a Python int and its
//! 32-bit weak results under [`JaxX32`](crate::policies::JaxX32) are its own: the table above.
//! - **What the references do not hold yet**: the narrow formats (`NumPyMl`'s float8 and int4
//!   types) are held to ml_dtypes by their own references (`tests/reference/ml_dtypes/`:
//!   conversions and arithmetic), not by these; `out=` of another dtype than the result's
//!   (promote's `_into` takes only the result's); JAX's in-place update (`x.at[...]`), which
//!   `a += b` on a JAX array is not; the value rules of Paddle, MegEngine and OneFlow.
