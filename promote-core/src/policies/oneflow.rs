//! OneFlow's promotion as OneFlow 0.9.0, its last release, runs it (printed by the library:
//! `tests/reference/regen/regen_oneflow.py`). It is PyTorch's scheme in outline, not in its cells.

crate::promotion_table! {
    /// OneFlow 0.9.0 (`oneflow.add` and friends between tensors and Python numbers), as the
    /// library runs it; every cell is printed by OneFlow itself (`tests/reference/oneflow_*.csv`).
    ///
    /// OneFlow's dtypes: `bool`, `uint8`, `int8`, `int32`, `int64`, `bfloat16`, `float16`,
    /// `float32`, `float64`; no `uint16`, `uint32`, `uint64`, `int16` or complex type.
    ///
    /// OneFlow's type promotion was written after PyTorch's (`TensorProcessor`, added by
    /// [PR #6380](https://github.com/Oneflow-Inc/oneflow/pull/6380), with `promoteTypes` in
    /// `oneflow/core/framework/dtype.cpp`), and a OneFlow developer's article says it follows
    /// PyTorch, answering its worked example `int8_tensor * tensor(1, dtype=float64)` with
    /// PyTorch's `float64`; OneFlow 0.9.0 gives `int8` (tested in `seed_examples.rs`). The
    /// article's other rule, `sum` of integers in `int64` (`TensorProcessor`'s lowest dtype),
    /// holds. The release differs from PyTorch ([`Torch`](crate::policies::Torch)) in these
    /// cells, which the article does not mention:
    /// - `bf16` outranks every other dtype: `bf16` with `f16`, `f32` or `f64` is `bf16` (PyTorch:
    ///   `f32`, `f32`, `f64`), both orders.
    /// - `u8 + i8` is undefined: OneFlow's table says `int16`, a dtype it has no tensors of, and
    ///   the call always fails in the promotion's own cast (PyTorch: `i16`).
    /// - **0-d tensors do not count** against a tensor with dimensions, whatever their category
    ///   (`zero_dim { ignored }`): `i8` tensor + 0-d `f64` is `i8`, a bool tensor with any 0-d
    ///   tensor stays `bool` (PyTorch's category rule: `f64`). Two 0-d tensors promote as tensors.
    ///   `atan2` is the exception: it expands a 0-d operand first, so it promotes as arrays.
    /// - A Python `bool` (`b*`) is a Python `int`: `bool` tensor + `True` is `i64` (PyTorch:
    ///   `bool`). `/`, `**` and `//` refuse it.
    /// - Two Python numbers have no signature (PyTorch: a tensor of the defaults).
    /// - A Python `complex` is refused (`oneflow.add(tensor, 1j)` crashes the interpreter).
    /// - True division keeps `bool / bool` as `bool` and divides a bool tensor by a Python `int`
    ///   into `i64`; integers divide into `f32`, and so does a bool tensor by an integer tensor of
    ///   any rank (the 0-d one counts here).
    /// - `pow` of two integer tensors is `f32`; an integer or bool base with a Python `int`
    ///   exponent keeps the promoted integer type.
    /// - `neg`, `sign` and `square` of integer and bool tensors give `f32`; `floor`, `ceil` and
    ///   `round` have no integer kernels; `prod` keeps integer dtypes (`bool`: `i64`), `sum` and
    ///   `cumsum` accumulate every integer and `bool` in `i64`; `mean` takes floats only, and
    ///   not `bf16`.
    /// - `floor_divide` does not broadcast, so it refuses a 0-d tensor with a dimensioned one;
    ///   there is no bitwise `&` (`a & b` is `logical_and`), no `remainder` (`%` is `fmod`) and
    ///   no `hypot`.
    ///
    /// Where a bfloat16 or float16 kernel is missing on the CPU, the cell is the output dtype of
    /// the kernel OneFlow looked for, which it decided before the lookup (each logged by the
    /// generator and checked by the same call in `f32`): a missing kernel is not a promotion
    /// rule. Nor is the missing elementwise `bool` kernel of `pow`, `maximum` and `minimum`: two
    /// bool tensors of one shape fail, while the broadcasting kernel of the same operation gives
    /// `bool`, so those pairs are `bool` (956 such cells in all). `floor_divide` and `atan2` of
    /// two bools, which no kernel computes, are undefined.
    ///
    /// Values are not yet checked against OneFlow (the value references are NumPy's, JAX's and
    /// PyTorch's); the policy's edge-value rules are NumPy's, the default. Two differences are
    /// known: a Python int out of the tensor's range wraps in OneFlow (`int8_tensor + 300` is
    /// `45` where the tensor holds 1), where NumPy's rules raise `OverflowError`; and a 0-d float
    /// operand converted into an integer tensor's dtype truncates toward zero in range, as here,
    /// but out of range OneFlow wraps (`int8_tensor + tensor(300.0)` adds 44) where this crate's
    /// conversion saturates (127).
    ///
    /// Source: `tests/reference/oneflow_*.csv`, printed by OneFlow 0.9.0 on CPython 3.10
    /// (`tests/reference/regen/regen_oneflow.py`, `requirements-oneflow.txt`).
    ///
    /// **Cargo feature:** `oneflow`.
    pub struct OneFlow;
    table {
        _    b    u8   i8   i32  i64  bf16 f16  f32  f64  i*   f*   b*;
        b    b    u8   i8   i32  i64  bf16 f16  f32  f64  i64  f32  i64;
        u8   u8   u8   -    i32  i64  bf16 f16  f32  f64  u8   f32  u8;
        i8   i8   -    i8   i32  i64  bf16 f16  f32  f64  i8   f32  i8;
        i32  i32  i32  i32  i32  i64  bf16 f16  f32  f64  i32  f32  i32;
        i64  i64  i64  i64  i64  i64  bf16 f16  f32  f64  i64  f32  i64;
        bf16 bf16 bf16 bf16 bf16 bf16 bf16 bf16 bf16 bf16 bf16 bf16 bf16;
        f16  f16  f16  f16  f16  f16  bf16 f16  f32  f64  f16  f16  f16;
        f32  f32  f32  f32  f32  f32  bf16 f32  f32  f64  f32  f32  f32;
        f64  f64  f64  f64  f64  f64  bf16 f64  f64  f64  f64  f64  f64;
        i*   i64  u8   i8   i32  i64  bf16 f16  f32  f64  -    -    -;
        f*   f32  f32  f32  f32  f32  bf16 f16  f32  f64  -    -    -;
        b*   i64  u8   i8   i32  i64  bf16 f16  f32  f64  -    -    -;
    }
    zero_dim { ignored }
    families {
        // Integers divide into f32, and so does bool by an integer; `bool / bool` stays bool and
        // a bool tensor divided by a Python int is i64. A Python bool is refused.
        div:    map { u8: f32, i8: f32, i32: f32, i64: f32 } only [b, u8, i8, i32, i64, bf16, f16, f32, f64, i*, f*]
                with [b u8 = f32, b i8 = f32, b i32 = f32, b i64 = f32, u8 b = f32, i8 b = f32,
                      i32 b = f32, i64 b = f32, b i* = i64, u8 i8 = f32, i8 u8 = f32];
        // Comparisons compute in `+`'s type.
        eq:     ;
        lt:     ;
        // No bitwise operation: `&` of two bool tensors is `logical_and`.
        bitand: without bool int float complex with [b b = b];
        // No broadcasting, no Python number on the left, no Python bool, no kernel for two bools.
        floor_divide: no_broadcast only [b, u8, i8, i32, i64, bf16, f16, f32, f64, i*, f*]
                      except [b b, i* b, i* u8, i* i8, i* i32, i* i64, i* bf16, i* f16, i* f32, i* f64,
                              f* b, f* u8, f* i8, f* i32, f* i64, f* bf16, f* f16, f* f32, f* f64];
        // `%` is C's `fmod`, another operation.
        remainder:    without bool int float complex weak;
        power:        map { u8: f32, i8: f32, i32: f32, i64: f32 } only [b, u8, i8, i32, i64, bf16, f16, f32, f64, i*, f*]
                      with [b u8 = f32, b i8 = f32, b i32 = f32, b i64 = f32, u8 b = f32, i8 b = f32,
                            i32 b = f32, i64 b = f32, b i* = i64, u8 i* = u8, i8 i* = i8,
                            i32 i* = i32, i64 i* = i64, i* b = i64, i* u8 = u8, i* i8 = i8,
                            i* i32 = i32, i* i64 = i64, u8 i8 = f32, i8 u8 = f32];
        maximum:      without weak;
        // `atan2` expands a 0-d operand first: it promotes as arrays. Two integers meet in f32,
        // even `u8` with `i8`; two bools have no kernel at all.
        atan2:        zero_dim_as_array map { b: f32, u8: f32, i8: f32, i32: f32, i64: f32 } without weak
                      except [b b] with [u8 i8 = f32, i8 u8 = f32];
        hypot:        without bool int float complex weak;
        logical_and:  all b;
        float_math:   map { b: f32, u8: f32, i8: f32, i32: f32, i64: f32 } without weak;
        abs:          without bool weak;
        negative:     map { b: f32, u8: f32, i8: f32, i32: f32, i64: f32 } without weak;
        floor:        without bool int weak;
        round:        without bool int weak;
        sign:         map { b: f32, u8: f32, i8: f32, i32: f32, i64: f32 } without weak;
        square:       map { b: f32, u8: f32, i8: f32, i32: f32, i64: f32 } without weak;
        reciprocal:   map { b: f32, u8: f32, i8: f32, i32: f32, i64: f32 } without weak;
        isnan:        all b operands int float without weak;
        prod:         map { b: i64 };
        cumsum:       map { b: i64, u8: i64, i8: i64, i32: i64 };
        mean:         without bool int only [f16, f32, f64];
        var:          without bool int;
        max:          ;
    }
    sum { b: i64, u8: i64, i8: i64, i32: i64 }
    // The float wins over integers whatever their width (`i64 + f16 = f16` rounds), and bf16
    // over every float (`f64 + bf16 = bf16` rounds).
    lossy [int float, float float];
}
