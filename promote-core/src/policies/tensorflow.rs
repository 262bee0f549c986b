//! TensorFlow's `tf.add`: no implicit promotion except with Python scalars (JEP 9407's appendix).

crate::promotion_table! {
    /// TensorFlow (`tf.add`): no implicit promotion between tensors; a Python scalar converts to the
    /// tensor's dtype when it can (`i*` into any numeric type, `f*` into floats and complex, `c*`
    /// into complex), and two Python scalars become an `i32`, `f32` or `c128` tensor.
    ///
    /// The rules are directional, as the right operand must convert to the left operand's type:
    /// `c64 + c*` is `c64` but `c* + c64` is undefined, because a Python complex becomes a
    /// `c128` tensor first.
    ///
    /// A Python `bool` (`b*`) converts on the right only, into the tensors TensorFlow's conversion
    /// accepts it for (`u64`, `i32`, `i64`, `f16`, `f32`, `f64`, `c128`: `i32_tensor + True` is
    /// `i32`, `i8_tensor + True` raises), and compares with a `bool` tensor (`==`, logical
    /// operations); `True + tensor` and two Python scalars with it are undefined.
    ///
    /// Source: the TensorFlow table in the appendix of JAX's design note JEP 9407
    /// (<https://jax.readthedocs.io/en/latest/jep/9407-type-promotion.html>). A Chinese translation
    /// it was first copied from ("JAX 类型提升的设计") had lost a cell of the `c128` row; restored
    /// by symmetry with the `c64` row, `c128 + c64` is `-`, as in the original. The current `tensorflow-cpu` gives the
    /// same 324 cells (`tests/reference/regen/regen_tensorflow.py`).
    ///
    /// The `tf.math` functions (`floordiv`, `floormod`, `pow`, `maximum`, `atan2`) convert a
    /// Python scalar on either side, as `tf.equal` does; TensorFlow has no unsigned `pow` and no
    /// `hypot` (that family keeps its default rule, with no reference); a Python scalar given to a
    /// unary function becomes TensorFlow's default dtype first (`i32`, `f32`, `c128`).
    ///
    /// Values are TensorFlow's ([`Values::TENSORFLOW`](crate::values::Values::TENSORFLOW)): a
    /// Python int is converted into the tensor's dtype first (`uint8 [1] + -1` is 0), a float
    /// `floor_divide` is `floor(a / b)` (`1.0 // 0.1` is 10.0), an integer division by zero
    /// raises ([`guide::values`](crate::guide::values)).
    ///
    /// **Cargo feature:** `tensorflow`.
    pub struct TensorFlow;
    directional;
    // `tf.add` refuses bool tensors.
    no_arithmetic [b];
    table {
        _    b   u8  u16 u32 u64 i8  i16 i32 i64 bf16 f16 f32 f64 c64 c128 i*   f*   c*   b*;
        b    -   -   -   -   -   -   -   -   -   -    -   -   -   -   -    -    -    -    -;
        u8   -   u8  -   -   -   -   -   -   -   -    -   -   -   -   -    u8   -    -    -;
        u16  -   -   u16 -   -   -   -   -   -   -    -   -   -   -   -    u16  -    -    -;
        u32  -   -   -   u32 -   -   -   -   -   -    -   -   -   -   -    u32  -    -    -;
        u64  -   -   -   -   u64 -   -   -   -   -    -   -   -   -   -    u64  -    -    u64;
        i8   -   -   -   -   -   i8  -   -   -   -    -   -   -   -   -    i8   -    -    -;
        i16  -   -   -   -   -   -   i16 -   -   -    -   -   -   -   -    i16  -    -    -;
        i32  -   -   -   -   -   -   -   i32 -   -    -   -   -   -   -    i32  -    -    i32;
        i64  -   -   -   -   -   -   -   -   i64 -    -   -   -   -   -    i64  -    -    i64;
        bf16 -   -   -   -   -   -   -   -   -   bf16 -   -   -   -   -    bf16 bf16 -    -;
        f16  -   -   -   -   -   -   -   -   -   -    f16 -   -   -   -    f16  f16  -    f16;
        f32  -   -   -   -   -   -   -   -   -   -    -   f32 -   -   -    f32  f32  -    f32;
        f64  -   -   -   -   -   -   -   -   -   -    -   -   f64 -   -    f64  f64  -    f64;
        c64  -   -   -   -   -   -   -   -   -   -    -   -   -   c64 -    c64  c64  c64  -;
        c128 -   -   -   -   -   -   -   -   -   -    -   -   -   -   c128 c128 c128 c128 c128;
        i*   -   -   -   -   -   -   -   i32 -   -    -   -   -   -   -    i32  -    -    i32;
        f*   -   -   -   -   -   -   -   -   -   -    -   f32 -   -   -    f32  f32  -    f32;
        c*   -   -   -   -   -   -   -   -   -   -    -   -   -   -   c128 c128 c128 c128 c128;
        b*   -   -   -   -   -   -   -   -   -   -    -   -   -   -   -    -    -    -    -;
    }
    families {
        div:    map { u8: f32, u16: f32, i8: f32, i16: f32, u32: f64, u64: f64, i32: f64, i64: f64 };
        // `tf.equal` converts a Python scalar on either side, `tf.add` only on the right.
        // A Python bool is taken where it converts to the tensor's dtype (see the table), and
        // compares with a bool tensor.
        eq:     symmetric except [i* f*, i* c*, f* c*, b* i*, b* f*, b* c*]
                with [b b = b, b b* = b, b* b = b, b* b* = b];
        lt:     symmetric without complex except [i* f*, b* i*, b* f*];
        bitand: symmetric without float complex except [b* i*];
        // The `tf.math` functions convert a Python scalar on either side, as `tf.equal` does.
        // A Python bool converts only on the right (as in `+`, see the table).
        floor_divide: symmetric without complex except [i* f*, b* i*, b* f*];
        remainder:    symmetric without complex except [i* f*, b* i*, b* f*];
        // No unsigned `pow` kernel.
        power:        symmetric map { u8: -, u16: -, u32: -, u64: - }
                      except [i* f*, i* c*, f* c*, b* i*, b* f*, b* c*];
        maximum:      symmetric without complex except [i* f*, b* i*, b* f*];
        atan2:        symmetric without int complex except [i* f*, b* f*];
        // `tf.hypot` does not exist: the default rule, and no reference.
        logical_and:  operands bool with [b b = b, b b* = b, b* b = b, b* b* = b];
        // A Python scalar becomes a tensor of TF's default dtype first: i32, f32, c128.
        float_math:   map { i*: -, f*: f32, c*: c128 } without bool int;
        abs:          map { u8: -, u16: -, u32: -, u64: -, c64: f32, c128: f64, i*: i32, f*: f32,
                            c*: f64 } without bool;
        negative:     map { u8: -, u16: -, u32: -, u64: -, i*: i32, f*: f32, c*: c128 } without bool;
        floor:        map { f*: f32 } without bool int complex;
        round:        map { i*: i32, f*: f32 } without bool complex;
        sign:         map { u8: -, u16: -, u32: -, u64: -, i*: i32, f*: f32, c*: c128 } without bool;
        square:       map { i*: i32, f*: f32, c*: c128 } without bool;
        reciprocal:   map { f*: f32, c*: c128 } without bool int;
        isnan:        all b operands float;
        prod:         map { b: - };
        cumsum:       map { b: - };
        mean:         map { b: - };
        var:          map { c64: f32, c128: f64 } without bool int;
        max:          without bool complex;
    }
    sum { b: - }
    // Edge values as TensorFlow computes them (`crate::values::Values::TENSORFLOW`).
    __values tensorflow;
}
