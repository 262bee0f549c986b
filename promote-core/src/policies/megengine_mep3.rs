//! MegEngine's promotion as its design note MEP 3 "Tensor 类型提升" (Tensor type promotion)
//! designed it: PyTorch's scheme, with the choices the MEP leaves open made here. MegEngine 1.13.0
//! does not run it (see `megengine.rs`).

crate::promotion_table! {
    /// MegEngine's design note MEP 3 "Tensor type promotion" ("Tensor 类型提升", a draft of 2020):
    /// PyTorch's scheme. This is the seed document's design, kept for code written to it;
    /// MegEngine 1.13.0, the library's last release, runs other rules, which
    /// [`MegEngine`](crate::policies::MegEngine) follows (its rustdoc shows the two side by side).
    ///
    /// Operands rank as dimensioned tensor > 0-d tensor > Python number, types as bool < int <
    /// float, and a lower-ranked operand only counts when its type category is
    /// higher. The MEP's five worked
    /// examples hold (tested): `ones(int8) + 1 → int8`, `tensor(int8) + 1 → int8`,
    /// `ones(int8) + tensor(1) → int8`, `tensor(int8) + tensor(1) → int64`,
    /// `tensor(int8) + 1.0 → float32`.
    ///
    /// The MEP is a draft and leaves three questions open; this policy answers them:
    /// 1. *Should results be 64-bit?* Only when an operand is: `int64` and `float64` tensors are
    ///    kept (the MEP's own examples use `tensor(1)` as `int64`), but a Python number never
    ///    widens a result by itself: it takes MegEngine's defaults, `int32` and `float32`, so
    ///    `bool + 1` and two Python ints give `i32` where PyTorch gives `i64`.
    /// 2. *Should a scalar's value matter?* No: promotion is by type only, as in PyTorch, so a
    ///    program's types do not depend on its data.
    /// 3. *Should scalars become tensors?* No: Python numbers stay the lowest-ranked operands, as
    ///    the MEP's examples require (`tensor(int8) + 1 → int8`).
    ///
    /// MegEngine's dtypes: `bool`, `uint8`, `int8`, `int16`, `int32`, `bfloat16`, `float16`,
    /// `float32`, and `int64`/`float64` as above; no complex and no wider unsigned types.
    /// True division gives `f32` for integers; `sum` accumulates integers and `bool` in `i32`
    /// (`i64` for `i64`). A Python `bool` (`b*`) is PyTorch's wrapped bool: a tensor keeps its
    /// dtype, and with a Python `int` it gives the default int, `i32`.
    ///
    /// Source: MEP 3's header and motivation are public as `source/development/meps/mep-0003.rst`
    /// in [MegEngine/Documentation](https://github.com/MegEngine/Documentation/blob/4c28dbab2197ec0ae707ff66274bd8e0ef81115a/source/development/meps/mep-0003.rst)
    /// (commit `4c28dba`; the number was later reused for another MEP); the full draft, with the
    /// scheme, examples and open questions above, could not be located publicly. MegEngine's own
    /// code, `_dtype_promotion` in `imperative/python/src/tensor_utils.cpp` of
    /// <https://github.com/MegEngine/MegEngine>, lets a Python number count only when its category
    /// is higher, as here, but treats a 0-d tensor like any tensor; this policy follows the MEP.
    /// The design is not the library's, so its reference grids are derived from PyTorch's by
    /// these choices (`tests/reference/regen/regen_megengine_mep3.py`, `megengine-mep3_*.csv`).
    ///
    /// **Cargo feature:** `megengine-mep3`.
    pub struct MegEngineMep3;
    table {
        _    b    u8   i8   i16  i32  i64  bf16 f16 f32 f64 i*   f*   b*;
        b    b    u8   i8   i16  i32  i64  bf16 f16 f32 f64 i32  f32  b;
        u8   u8   u8   i16  i16  i32  i64  bf16 f16 f32 f64 u8   f32  u8;
        i8   i8   i16  i8   i16  i32  i64  bf16 f16 f32 f64 i8   f32  i8;
        i16  i16  i16  i16  i16  i32  i64  bf16 f16 f32 f64 i16  f32  i16;
        i32  i32  i32  i32  i32  i32  i64  bf16 f16 f32 f64 i32  f32  i32;
        i64  i64  i64  i64  i64  i64  i64  bf16 f16 f32 f64 i64  f32  i64;
        bf16 bf16 bf16 bf16 bf16 bf16 bf16 bf16 f32 f32 f64 bf16 bf16 bf16;
        f16  f16  f16  f16  f16  f16  f16  f32  f16 f32 f64 f16  f16  f16;
        f32  f32  f32  f32  f32  f32  f32  f32  f32 f32 f64 f32  f32  f32;
        f64  f64  f64  f64  f64  f64  f64  f64  f64 f64 f64 f64  f64  f64;
        i*   i32  u8   i8   i16  i32  i64  bf16 f16 f32 f64 i32  f32  i32;
        f*   f32  f32  f32  f32  f32  f32  bf16 f16 f32 f64 f32  f32  f32;
        b*   b    u8   i8   i16  i32  i64  bf16 f16 f32 f64 i32  f32  b;
    }
    zero_dim { complex_of { } }
    families {
        div:    map { b: f32, u8: f32, i8: f32, i16: f32, i32: f32, i64: f32 };
        eq:     without weak_pairs;
        lt:     without weak_pairs;
        bitand: without float weak_pairs;
        // The rest as PyTorch's (its grids are torch's by MEP 3's choices), on MegEngine's dtypes.
        floor_divide: without bool;
        remainder:    without bool weak_pairs;
        // As in PyTorch, a bool tensor has no `pow`, except to a Python bool's power.
        power:        without bool weak_pairs with [b b* = b];
        maximum:      without weak;
        atan2:        map { b: f32, u8: f32, i8: f32, i16: f32, i32: f32, i64: f32 } without weak;
        hypot:        without bool int weak;
        logical_and:  all b without weak;
        float_math:   map { b: f32, u8: f32, i8: f32, i16: f32, i32: f32, i64: f32 } without weak;
        abs:          without bool weak;
        negative:     without bool weak;
        floor:        without bool weak;
        round:        without bool weak;
        sign:         without weak;
        square:       map { b: i32 } without weak;
        reciprocal:   map { b: f32, u8: f32, i8: f32, i16: f32, i32: f32, i64: f32 } without weak;
        isnan:        all b without weak;
        prod:         map { b: i32, u8: i32, i8: i32, i16: i32 };
        cumsum:       map { b: i32, u8: i32, i8: i32, i16: i32 };
        mean:         without bool int;
        var:          without bool int;
        max:          ;
        accumulate:   map { f16: f32, bf16: f32 };
    }
    sum { b: i32, u8: i32, i8: i32, i16: i32 }
    // The float wins over integers whatever their width: `i64 + f16 = f16` rounds.
    lossy [int float, int complex];
}
