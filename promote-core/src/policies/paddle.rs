//! PaddlePaddle's rules (its guide "Introduction to Data Type Promotion"): tensor with tensor
//! only among floats and with complex, and a table of its own for tensor with Python scalar.

crate::promotion_table! {
    /// PaddlePaddle (`paddle.add`, dynamic graph): implicit promotion between tensors only among
    /// floating types (`bf16 ⊔ f16 = f32`) and with complex; every other pair of different tensor
    /// dtypes is undefined. A Python scalar adapts to the tensor: an `int` (`i*`) keeps any tensor's
    /// dtype but `bool`'s (which becomes `i64`), a `float` (`f*`) keeps floating dtypes and turns
    /// integer and bool tensors into `f32`, a `complex` (`c*`) gives `c64` (`c128` with `f64`), and
    /// a Python `bool` (`b*`, a code of its own because it behaves unlike a bool tensor) keeps the
    /// tensor's dtype. Two Python scalars are left undefined: Paddle computes them in Python.
    ///
    /// Paddle has no `u16`, `u32` or `u64`.
    ///
    /// 0-d tensors follow Paddle's own rule (`paddle/tensor/math.py`): with a 0-d tensor of its own
    /// major type (bool, integer, float, complex) an array keeps its dtype (`u8 + 0-d i64 = u8`,
    /// `bf16 + 0-d f16 = bf16`); otherwise, and between two 0-d tensors, the pair promotes by
    /// Paddle's full table, which mixes kinds as PyTorch does (`i32 + 0-d f16 = f16`,
    /// `0-d u8 + 0-d i8 = i16`). One deviation from the library, kept on purpose: Paddle divides a
    /// Python complex by a 0-d `f64` or `c128` tensor (either way round) into `c64`, though its `+`
    /// gives `c128` there; here the quotient follows the promoted type, `c128`.
    ///
    /// Source: the two tables (tensor-tensor and tensor-scalar) of PaddlePaddle's guide
    /// "Introduction to Data Type Promotion"
    /// (<https://www.paddlepaddle.org.cn/documentation/docs/en/guides/advanced/auto_type_promotion_en.html>)
    /// as first published (June 2024, Paddle 2.6), checked against
    /// `paddlepaddle` 3.3 by `tests/reference/regen/regen_paddle.py`. The tensor-scalar table
    /// is unchanged; in the tensor-tensor table the current release differs in 8 cells, and the
    /// release wins:
    /// - `b + b`, `u8 + u8`, `i8 + i8`, `i16 + i16`, `i32 + i32`, `i64 + i64` are defined (the
    ///   type itself): the guide's `-` block covered its diagonal, but two tensors of one dtype
    ///   need no promotion.
    /// - `c64 + f64 = c128` and `c64 + i64 = c64` (the guide first had `c64` and `c128`): its two
    ///   cells were swapped, as PaddlePaddle/docs PR #6830 has since corrected; the current release
    ///   is symmetric (`f64 + c64 = c128`).
    ///
    /// Families (from the same release): true division turns integers into `f32` and keeps
    /// `bool / bool` a `bool`; comparisons are defined wherever `+` is (complex included, although
    /// the guide's "Logic Rule" excludes complex); `&` refuses a Python number on its right
    /// (`tensor & 0` raises, `0 & tensor` does not); `sum` accumulates `bool` and `i32` in `i64`
    /// and keeps `u8`, `i8`, `i16`.
    ///
    /// The later families follow Paddle's CPU kernels: where no `uint8`, `int8` or `int16`
    /// kernel exists (`%`, `**`, `maximum`, `round`, `square`, reductions) the pair is undefined;
    /// `atan2`, `hypot` and the logical ops promote two arrays only between floats and between a
    /// real and a complex array; the functions (`floor_divide`, `atan2`, the logical ops) promote
    /// a 0-d tensor by the full table rather than the operators' major-type rule, and `maximum`
    /// treats it as an array; `mean` and `var` keep an integer dtype. Two documented deviations:
    /// `exp` and `log` lack the `uint8`, `int8` and `int16` kernels that `sqrt` and `sin` have
    /// (the float-math family follows `sqrt`), and a Python complex with a 0-d `f64` or `c128`
    /// tensor gives `c64` in `%` and `**` as in `/`.
    ///
    /// **Cargo feature:** `paddle`.
    pub struct Paddle;
    table {
        _    b     u8    i8    i16   i32   i64   bf16  f16   f32   f64   c64   c128  i*    f*    c*    b*;
        b    b     -     -     -     -     -     -     -     -     -     c64   c128  i64   f32   c64   b;
        u8   -     u8    -     -     -     -     -     -     -     -     c64   c128  u8    f32   c64   u8;
        i8   -     -     i8    -     -     -     -     -     -     -     c64   c128  i8    f32   c64   i8;
        i16  -     -     -     i16   -     -     -     -     -     -     c64   c128  i16   f32   c64   i16;
        i32  -     -     -     -     i32   -     -     -     -     -     c64   c128  i32   f32   c64   i32;
        i64  -     -     -     -     -     i64   -     -     -     -     c64   c128  i64   f32   c64   i64;
        bf16 -     -     -     -     -     -     bf16  f32   f32   f64   c64   c128  bf16  bf16  c64   bf16;
        f16  -     -     -     -     -     -     f32   f16   f32   f64   c64   c128  f16   f16   c64   f16;
        f32  -     -     -     -     -     -     f32   f32   f32   f64   c64   c128  f32   f32   c64   f32;
        f64  -     -     -     -     -     -     f64   f64   f64   f64   c128  c128  f64   f64   c128  f64;
        c64  c64   c64   c64   c64   c64   c64   c64   c64   c64   c128  c64   c128  c64   c64   c64   c64;
        c128 c128  c128  c128  c128  c128  c128  c128  c128  c128  c128  c128  c128  c128  c128  c128  c128;
        i*   i64   u8    i8    i16   i32   i64   bf16  f16   f32   f64   c64   c128  -     -     -     -;
        f*   f32   f32   f32   f32   f32   f32   bf16  f16   f32   f64   c64   c128  -     -     -     -;
        c*   c64   c64   c64   c64   c64   c64   c64   c64   c64   c128  c64   c128  -     -     -     -;
        b*   b     u8    i8    i16   i32   i64   bf16  f16   f32   f64   c64   c128  -     -     -     -;
    }
    // A 0-d tensor of the array's major type (bool, integer, float, complex) leaves the array's
    // dtype; otherwise, and between two 0-d tensors, Paddle promotes by its full table ("different
    // major types or both 0-d tensor follow with T+T rule; common major types follow with tensor").
    zero_dim {
        major_types table {
            _     b      u8     i8     i16    i32    i64    bf16   f16    f32    f64    c64    c128;
            b     b      u8     i8     i16    i32    i64    bf16   f16    f32    f64    c64    c128;
            u8    u8     u8     i16    i16    i32    i64    bf16   f16    f32    f64    c64    c128;
            i8    i8     i16    i8     i16    i32    i64    bf16   f16    f32    f64    c64    c128;
            i16   i16    i16    i16    i16    i32    i64    bf16   f16    f32    f64    c64    c128;
            i32   i32    i32    i32    i32    i32    i64    bf16   f16    f32    f64    c64    c128;
            i64   i64    i64    i64    i64    i64    i64    bf16   f16    f32    f64    c64    c128;
            bf16  bf16   bf16   bf16   bf16   bf16   bf16   bf16   f32    f32    f64    c64    c128;
            f16   f16    f16    f16    f16    f16    f16    f32    f16    f32    f64    c64    c128;
            f32   f32    f32    f32    f32    f32    f32    f32    f32    f32    f64    c64    c128;
            f64   f64    f64    f64    f64    f64    f64    f64    f64    f64    f64    c128   c128;
            c64   c64    c64    c64    c64    c64    c64    c64    c64    c64    c128   c64    c128;
            c128  c128   c128   c128   c128   c128   c128   c128   c128   c128   c128   c128   c128;
        }
    }
    families {
        // Paddle's "divide rule": integers divide into f32; bool / bool stays bool.
        div:    map { u8: f32, i8: f32, i16: f32, i32: f32, i64: f32 };
        eq:     ;
        lt:     ;
        // `tensor & 0` raises, while `0 & tensor` reflects to the tensor's method.
        // Bitwise ops need equal dtypes, even with a 0-d tensor.
        bitand: without float complex weak_rhs mixed with [i* b = b];
        // Paddle's CPU registers no uint8, int8 or int16 kernel for most of these: the pair
        // promotes, then finds no kernel. `map { u8: - }` refuses the pairs that would.
        // Its major-type 0-d rule is the operators'; the functions promote a 0-d tensor by its table.
        floor_divide: zero_dim_by_table without bool complex;
        remainder:    map { u8: -, i8: -, i16: - } without bool;
        power:        map { u8: -, i8: -, i16: - } without bool;
        // These take tensors only, and outside arithmetic Paddle promotes two arrays of different
        // dtypes only between floats and between a real and a complex one.
        maximum:      zero_dim_as_array map { u8: -, i8: -, i16: - } without bool complex weak;
        atan2:        zero_dim_by_table map { u8: -, i8: -, i16: -, i32: f64, i64: f64 } without bool complex weak
                      mixed_when [float float, complex bool, complex int, complex float, complex complex];
        hypot:        map { i32: f32, i64: f32 } only [i32, i64, f32, f64, c64, c128]
                      without weak
                      mixed_when arrays [float float, complex int, complex float, complex complex];
        logical_and:  zero_dim_by_table map { u8: - } all b without weak
                      mixed_when [float float, complex bool, complex int, complex float, complex complex];
        // `exp` and `log` have no uint8, int8 or int16 kernel where `sqrt` and `sin` do: those six
        // cells are pinned as deviations in tests/tests/suite/references.rs.
        float_math:   map { u8: f32, i8: f32, i16: f32, i32: f32, i64: f32 } without bool weak;
        abs:          map { u8: -, i8: -, i16: -, c64: f32, c128: f64 } without bool weak;
        negative:     without weak;
        floor:        without bool complex weak;
        round:        map { u8: -, i8: -, i16: - } without bool weak;
        sign:         without bool weak;
        square:       map { u8: -, i8: -, i16: - } without bool weak;
        reciprocal:   map { u8: f32, i8: f32, i16: f32, i32: f32, i64: f32 } without bool weak;
        isnan:        map { b: -, u8: -, i8: -, i16: - } all b without weak;
        prod:         map { b: -, u8: -, i8: -, i16: - };
        cumsum:       map { b: -, u8: i64, i8: i64, i16: i64, i32: i64 };
        // Paddle's `mean` and `var` keep an integer tensor's dtype.
        mean:         map { u8: -, i8: -, i16: - };
        var:          map { b: -, u8: -, i8: -, i16: -, bf16: -, c64: -, c128: - };
        max:          map { b: -, u8: -, i8: -, i16: - } without complex;
    }
    sum { b: i64, i32: i64 }
    // The float wins over integers whatever their width: `i64 + f16 = f16` rounds.
    lossy [int float, int complex];
}
