//! PyTorch's promotion (its source, `c10/core/ScalarType.cpp` and
//! `aten/src/ATen/native/TypeProperties.cpp`, and the current release).

crate::promotion_table! {
    /// PyTorch (`torch.add` and friends between tensors and wrapped Python numbers).
    ///
    /// Between tensors, `c10::promoteTypes` (its lookup table `_promoteTypesLookup` in
    /// `c10/core/ScalarType.cpp` of <https://github.com/pytorch/pytorch>, as the article
    /// "Demystifying Dtype Promotion in PyTorch", <https://wentao.site/dtype_promotion>, prints
    /// it; unchanged in the current release): the float wins over integers whatever their width
    /// (`i64 ⊔ f16 = f16`), `u8 ⊔ i8 = i16`, `bf16 ⊔ f16 = f32`. A Python number is a *wrapped* 0-d tensor of the lowest
    /// rank: an `int` (`i*`) keeps the tensor's dtype (`bool` becomes `i64`), a `float` (`f*`)
    /// keeps floating dtypes and gives the default dtype `f32` otherwise, a `complex` (`c*`)
    /// gives the complex type of the tensor's precision (`f16` → `c32`, `f64` → `c128`, `c64` for
    /// integers).
    ///
    /// A Python `bool` (`b*`, [`weak(true)`](crate::weak)) is a wrapped number too, of the lowest
    /// category: any tensor keeps its dtype (`int8_tensor + True` is `int8`, the float8 types
    /// included), with a Python `int`, `float` or `complex` it gives `i64`, `f32` or `c64`, and
    /// `True + True` is `bool`; `bool_tensor ** True` is `bool`, though a bool tensor has no
    /// other `pow`.
    ///
    /// 0-d tensors follow PyTorch's category rule (`ResultTypeState`, `update_result_type_state`
    /// and `combine_categories` in `aten/src/ATen/native/TypeProperties.cpp`): a 0-d operand only
    /// counts against a dimensioned one when its category (bool < integer < float < complex) is
    /// higher, so `i8 array + 0-d i64 = i8` but
    /// `i8 array + 0-d f64 = f64`. Write a 0-d operand as [`ZeroDim<T>`](crate::ZeroDim).
    ///
    /// Differences from the PyTorch table (PyTorch of early 2022) in the appendix of JAX's design
    /// note JEP 9407 (<https://jax.readthedocs.io/en/latest/jep/9407-type-promotion.html>), all from
    /// the current release:
    /// - `u16`, `u32`, `u64` exist now, as "shell" types: each promotes with itself, with floats
    ///   (to the float) and with Python numbers (an `int` keeps it, a `float` gives `f32`, a
    ///   `complex` gives `c64`), and with nothing else (`u16 + i8` does not compile).
    /// - `complex32` (`c32`, `Complex<f16>`) is modelled, after the 18 standard codes:
    ///   `f16 + c* = c32` (JEP 9407: `c64`), and `c32` promotes as `c10::promoteTypes` says.
    /// - `bf16 + c*` is `bc32` (JEP 9407: `c64`), PyTorch's `bcomplex32` (complex bfloat16,
    ///   `Complex<bf16>`), which has few kernels but a place in `c10::promoteTypes`: `bc32` with an
    ///   integer, `bool` or `bf16` stays `bc32`, with `f16`, `f32` or `c32` gives `c64`. A `bf16`
    ///   array with a 0-d complex tensor is `bc32` too.
    /// - The float8 types (`f8e4m3fn`, `f8e5m2`, `f8e4m3fnuz`, `f8e5m2fnuz`, `f8e8m0fnu`) promote
    ///   only with themselves, with Python numbers (`int`, `float`: the float8 type stays) and with
    ///   0-d tensors of a lower or equal category; `f8e4m3fn + bf16`, `f8e4m3fn + f8e5m2`, even
    ///   `f8e4m3fn + bool` do not compile. PyTorch refuses them on purpose (PR #113975, after
    ///   issue #113663: "fp8 types are meant to work with per-tensor scales"): scale and convert
    ///   explicitly, e.g. `array.cast::<f32>()`. The shell integers `int1`…`uint7` are not
    ///   modelled: PyTorch has no operator on them.
    /// - Two Python numbers: `f* + f* = f32` and `c* + c* = c64` (JEP 9407: `f64`, `c128`), as
    ///   `torch.add(2.5, 2.5)` gives today.
    ///
    /// Families: true division turns integers and `bool` into `f32`; `==` and `<` are undefined
    /// between two Python numbers (PyTorch needs a tensor) and `<` and `&` on complex; `bf16 == c*`
    /// compares although `bf16 + c*` has no type; `sum` accumulates every integer and `bool` in
    /// `i64`.
    ///
    /// The later families: unary functions, `maximum`, `atan2`, `hypot` and the logical ops take
    /// tensors only (no Python number); float math, `atan2` and `reciprocal` turn integers into
    /// `f32`; `hypot` has float kernels only; `mean` and `var` of integers raise (so
    /// `Array<i32, Torch>::mean()` does not compile); `bf16 ** c*` is `bc32`. Cells
    /// where torch's CPU lacks a `ComplexHalf` or `UInt16/32/64` kernel take `torch.result_type`
    /// (checked on the meta device), as the reference README lists.
    ///
    /// Source: `tests/reference/torch_*.csv`, regenerated from torch 2.15 by
    /// `tests/reference/regen/regen_torch.py`.
    ///
    /// **Cargo feature:** `torch` (on by default).
    pub struct Torch;
    table {
        _          b    u8   u16  u32  u64  i8   i16  i32  i64  bf16 f16  f32  f64  c64  c128 i*         f*         c*   b*         c32  f8e4m3fn f8e5m2 f8e4m3fnuz f8e5m2fnuz f8e8m0fnu bc32;
        b          b    u8   -    -    -    i8   i16  i32  i64  bf16 f16  f32  f64  c64  c128 i64        f32        c64  b          c32  -        -      -          -          -         bc32;
        u8         u8   u8   -    -    -    i16  i16  i32  i64  bf16 f16  f32  f64  c64  c128 u8         f32        c64  u8         c32  -        -      -          -          -         bc32;
        u16        -    -    u16  -    -    -    -    -    -    bf16 f16  f32  f64  -    -    u16        f32        c64  u16        -    -        -      -          -          -         -;
        u32        -    -    -    u32  -    -    -    -    -    bf16 f16  f32  f64  -    -    u32        f32        c64  u32        -    -        -      -          -          -         -;
        u64        -    -    -    -    u64  -    -    -    -    bf16 f16  f32  f64  -    -    u64        f32        c64  u64        -    -        -      -          -          -         -;
        i8         i8   i16  -    -    -    i8   i16  i32  i64  bf16 f16  f32  f64  c64  c128 i8         f32        c64  i8         c32  -        -      -          -          -         bc32;
        i16        i16  i16  -    -    -    i16  i16  i32  i64  bf16 f16  f32  f64  c64  c128 i16        f32        c64  i16        c32  -        -      -          -          -         bc32;
        i32        i32  i32  -    -    -    i32  i32  i32  i64  bf16 f16  f32  f64  c64  c128 i32        f32        c64  i32        c32  -        -      -          -          -         bc32;
        i64        i64  i64  -    -    -    i64  i64  i64  i64  bf16 f16  f32  f64  c64  c128 i64        f32        c64  i64        c32  -        -      -          -          -         bc32;
        bf16       bf16 bf16 bf16 bf16 bf16 bf16 bf16 bf16 bf16 bf16 f32  f32  f64  c64  c128 bf16       bf16       bc32 bf16       c64  -        -      -          -          -         bc32;
        f16        f16  f16  f16  f16  f16  f16  f16  f16  f16  f32  f16  f32  f64  c64  c128 f16        f16        c32  f16        c32  -        -      -          -          -         c64;
        f32        f32  f32  f32  f32  f32  f32  f32  f32  f32  f32  f32  f32  f64  c64  c128 f32        f32        c64  f32        c64  -        -      -          -          -         c64;
        f64        f64  f64  f64  f64  f64  f64  f64  f64  f64  f64  f64  f64  f64  c128 c128 f64        f64        c128 f64        c128 -        -      -          -          -         c128;
        c64        c64  c64  -    -    -    c64  c64  c64  c64  c64  c64  c64  c128 c64  c128 c64        c64        c64  c64        c64  -        -      -          -          -         c64;
        c128       c128 c128 -    -    -    c128 c128 c128 c128 c128 c128 c128 c128 c128 c128 c128       c128       c128 c128       c128 -        -      -          -          -         c128;
        i*         i64  u8   u16  u32  u64  i8   i16  i32  i64  bf16 f16  f32  f64  c64  c128 i64        f32        c64  i64        c32  f8e4m3fn f8e5m2 f8e4m3fnuz f8e5m2fnuz f8e8m0fnu bc32;
        f*         f32  f32  f32  f32  f32  f32  f32  f32  f32  bf16 f16  f32  f64  c64  c128 f32        f32        c64  f32        c32  f8e4m3fn f8e5m2 f8e4m3fnuz f8e5m2fnuz f8e8m0fnu bc32;
        c*         c64  c64  c64  c64  c64  c64  c64  c64  c64  bc32 c32  c64  c128 c64  c128 c64        c64        c64  c64        c32  -        -      -          -          -         bc32;
        b*         b    u8   u16  u32  u64  i8   i16  i32  i64  bf16 f16  f32  f64  c64  c128 i64        f32        c64  b          c32  f8e4m3fn f8e5m2 f8e4m3fnuz f8e5m2fnuz f8e8m0fnu bc32;
        c32        c32  c32  -    -    -    c32  c32  c32  c32  c64  c32  c64  c128 c64  c128 c32        c32        c32  c32        c32  -        -      -          -          -         c64;
        f8e4m3fn   -    -    -    -    -    -    -    -    -    -    -    -    -    -    -    f8e4m3fn   f8e4m3fn   -    f8e4m3fn   -    f8e4m3fn -      -          -          -         -;
        f8e5m2     -    -    -    -    -    -    -    -    -    -    -    -    -    -    -    f8e5m2     f8e5m2     -    f8e5m2     -    -        f8e5m2 -          -          -         -;
        f8e4m3fnuz -    -    -    -    -    -    -    -    -    -    -    -    -    -    -    f8e4m3fnuz f8e4m3fnuz -    f8e4m3fnuz -    -        -      f8e4m3fnuz -          -         -;
        f8e5m2fnuz -    -    -    -    -    -    -    -    -    -    -    -    -    -    -    f8e5m2fnuz f8e5m2fnuz -    f8e5m2fnuz -    -        -      -          f8e5m2fnuz -         -;
        f8e8m0fnu  -    -    -    -    -    -    -    -    -    -    -    -    -    -    -    f8e8m0fnu  f8e8m0fnu  -    f8e8m0fnu  -    -        -      -          -          f8e8m0fnu -;
        bc32       bc32 bc32 -    -    -    bc32 bc32 bc32 bc32 bc32 c64  c64  c128 c64  c128 bc32       bc32       bc32 bc32       c64  -        -      -          -          -         bc32;
    }
    zero_dim { complex_of { bf16: bc32, f16: c32, f32: c64, f64: c128 } }
    families {
        div:    map { b: f32, u8: f32, u16: f32, u32: f32, u64: f32, i8: f32, i16: f32, i32: f32, i64: f32 };
        // PyTorch compares bf16 with complex although it has no `bcomplex32` kernels for `+`.
        eq:     without weak_pairs with [bf16 c* = c64, c* bf16 = c64, bf16 c32 = c64, c32 bf16 = c64,
                                         bf16 c64 = c64, c64 bf16 = c64, bf16 c128 = c128, c128 bf16 = c128];
        lt:     without complex weak_pairs;
        bitand: without float complex weak_pairs;
        floor_divide: without bool complex;
        remainder:    without bool complex weak_pairs;
        // A bool tensor has no `pow`, except to a Python bool's power.
        power:        without bool weak_pairs with [b b* = b];
        // These take tensors only: no Python number on either side.
        maximum:      without complex weak;
        atan2:        map { b: f32, u8: f32, u16: f32, u32: f32, u64: f32, i8: f32, i16: f32, i32: f32,
                            i64: f32 } without complex weak;
        // `hypot` has float kernels only: an integer pair does not promote to a float for it.
        hypot:        without bool int complex weak;
        logical_and:  all b without weak;
        // Unary functions take tensors only; integers compute in the default float.
        float_math:   map { b: f32, u8: f32, u16: f32, u32: f32, u64: f32, i8: f32, i16: f32, i32: f32,
                            i64: f32 } without weak;
        abs:          map { c32: f16, c64: f32, c128: f64, bc32: bf16 } without bool weak;
        negative:     without bool weak;
        floor:        without bool complex weak;
        round:        without bool complex weak;
        sign:         without complex weak;
        square:       map { b: i64 } without weak;
        reciprocal:   map { b: f32, u8: f32, u16: f32, u32: f32, u64: f32, i8: f32, i16: f32, i32: f32,
                            i64: f32 } without weak;
        isnan:        all b without weak;
        prod:         map { b: i64, u8: i64, u16: i64, u32: i64, u64: i64, i8: i64, i16: i64, i32: i64 };
        cumsum:       map { b: i64, u8: i64, u16: i64, u32: i64, u64: i64, i8: i64, i16: i64, i32: i64 };
        // `mean` and `var` of an integer tensor raise.
        mean:         without bool int;
        var:          map { c32: f16, c64: f32, c128: f64, bc32: bf16 } without bool int;
        max:          without complex;
        // `torch.sum` of half and bfloat16 accumulates in float (`acc_type`).
        accumulate:   map { f16: f32, bf16: f32 };
    }
    sum { b: i64, u8: i64, u16: i64, u32: i64, u64: i64, i8: i64, i16: i64, i32: i64 }
    // The float wins over integers whatever their width: `i64 + f16 = f16` rounds.
    lossy [int float, int complex];
    // `torch.can_cast` refuses only a cast down the categories bool < integer < float < complex
    // (`int64 -> uint8` is allowed); `a.add_(b)` and `out=` check `can_cast(result, a)`.
    casting { can_cast: kinds [b < u i < f < c]; in_place: can_cast; out: can_cast; }
    // Without the `narrow` feature the float8 types go, and nothing else changes (`bc32` stays:
    // `bf16 + c*` gives it).
    __narrow_optional;
    // Edge values as PyTorch computes them (`crate::values::Values::TORCH`).
    __values torch;
}
