//! **The** list of operation families: every family of the crate is one entry here, and everything
//! else (the public traits and their aliases, the table traits the macros implement, [`Op`], the
//! run-time mirror, the rustdoc tables, the methods of `Array` and of the ndarray extension, the
//! `tables` example, the test probes) is derived from it. See `CONTRIBUTING.md` for what adding a
//! family takes.
//!
//! An entry reads
//!
//! ```text
//! /// docs of the public trait
//! shape name: PublicTrait::Assoc as Alias {
//!     op: OpVariant, table: TableTrait, [bridge: BridgeTrait,] result: output | bool,
//!     title: "...", symbol: "...", what: "...",
//!     message: "...", label: "...", note: "...",
//!     default: { rule },
//!     methods: { ... },
//! }
//! ```
//!
//! - `shape`: `binary` (a grid over pairs of dtypes, derived from the add grid; operands may be
//!   arrays, 0-d arrays and weak scalars), `unary` (one result per dtype, weak scalars included),
//!   `reduction` (one result per strong dtype: a scalar out of an array) or `scan` (the same, with
//!   an array out).
//! - `result`: `output` if the grid holds the result's type, `bool` if it holds the type both
//!   operands convert to and the result is `bool` (comparisons).
//! - `default`: the rule of a policy that does not declare the family, in the language of a
//!   policy's `families { ... }` section.
//! - `methods`: binary `plain checked with try_with into: OpMarker;` (`_` for no plain method:
//!   the operator is the plain form; `into` writes into an output buffer), unary
//!   `name with into: OpMarker;`, reductions and scans `name with: OpMarker;`. The markers are in
//!   [`crate::ops`].
//!
//! [`Op`]: crate::Op

/// Passes the family list to `$callback!`, between `$before` and `$after`.
#[doc(hidden)]
#[macro_export]
macro_rules! __families {
    ($callback:path { $($before:tt)* } $($after:tt)*) => {
        $callback! {
            $($before)*
            families_spec {
                /// A **type operator**: the element type that `Self` and `Rhs` promote to under the
                /// policy `P`; the type of `+ - *`.
                ///
                /// The impls are generated, one per defined pair, by the policy's declaration. A
                /// pair the policy leaves undefined has no impl, so using it does not compile. Both
                /// operands convert into [`Output`](Promote::Output) by [`CastFrom`](crate::CastFrom):
                /// inlined, no run-time dispatch.
                ///
                /// ```
                /// use promote_core::{policies::Jax, Promote, Promoted};
                /// let x: Promoted<i8, f32, Jax> = <i8 as Promote<f32, Jax>>::promote_lhs(-3);
                /// assert_eq!(x, -3.0f32);
                /// ```
                binary add: Promote::Output as Promoted {
                    op: Add, table: AddTable, bridge: AddBridge, result: output,
                    title: "Promotion", symbol: "+", what: "the promoted type, of `+ - *`",
                    message: "`{Self}` and `{Rhs}` have no promotion under the policy `{P}`",
                    label: "`{Self}` with `{Rhs}` is undefined under `{P}`",
                    note: "where `{P}` is a policy, it leaves this pair undefined on purpose (its rustdoc says why): convert one operand explicitly first, e.g. `array.cast::<T>()` to a type `T` that promotes with the other",
                    default: {},
                    methods: {
                        _ checked_add add_with try_add_with add_into: Add;
                        _ checked_sub sub_with try_sub_with sub_into: Sub;
                        _ checked_mul mul_with try_mul_with mul_into: Mul;
                    },
                }

                /// A **type operator**: the dtype of true division `Self / Rhs` under the policy `P`.
                ///
                /// Integers divide into a float chosen by the policy (NumPy `f64`, PyTorch `f32`,
                /// JAX by width); where the policy has no true division for the pair (the array API
                /// standard on integers), there is no impl.
                ///
                /// ```
                /// use promote_core::{policies::{Jax, NumPy}, Quotient};
                /// let a: Quotient<i32, i32, NumPy> = 0.5f64;
                /// let b: Quotient<i32, i32, Jax> = 0.5f32;
                /// ```
                binary div: PromoteDiv::Output as Quotient {
                    op: Div, table: DivTable, bridge: DivBridge, result: output,
                    title: "True division", symbol: "/", what: "the quotient's type",
                    message: "true division `{Self} / {Rhs}` is undefined under the policy `{P}`",
                    label: "`{Self} / {Rhs}` has no promotion under `{P}`",
                    note: "cast the operands to a floating type first, e.g. `array.cast::<f32>()`",
                    default: { without bool int },
                    methods: { _ checked_div div_with try_div_with div_into: Div; },
                }

                /// A **type operator**: the type in which `Self == Rhs` is computed under `P` (the
                /// result is `bool`).
                ///
                /// ```
                /// use promote_core::{policies::NumPy, EqCompute};
                /// let x: EqCompute<i32, f32, NumPy> = 1.0f64; // compared in f64
                /// ```
                binary eq: PromoteEq::Compute as EqCompute {
                    op: Eq, table: EqTable, bridge: EqBridge, result: bool,
                    title: "Equality", symbol: "==", what: "the type both sides convert to before comparing; the result is `bool`",
                    message: "`{Self}` and `{Rhs}` cannot be compared for equality under the policy `{P}`",
                    label: "`{Self} == {Rhs}` is undefined under `{P}`",
                    note: "cast one operand explicitly first, e.g. `array.cast::<T>()`",
                    default: {},
                    methods: {
                        equal checked_equal equal_with try_equal_with equal_into: Equal;
                        not_equal checked_not_equal not_equal_with try_not_equal_with not_equal_into: NotEqual;
                    },
                }

                /// A **type operator**: the type in which `Self < Rhs` (and `<= > >=`) is computed
                /// under `P` (the result is `bool`).
                ///
                /// Most policies refuse to order complex numbers; NumPy and JAX order them
                /// lexicographically.
                binary lt: PromoteOrd::Compute as OrdCompute {
                    op: Lt, table: OrdTable, bridge: OrdBridge, result: bool,
                    title: "Ordering", symbol: "<", what: "the type both sides convert to before comparing; the result is `bool`",
                    message: "`{Self}` and `{Rhs}` cannot be ordered under the policy `{P}`",
                    label: "`{Self} < {Rhs}` is undefined under `{P}`",
                    note: "`{P}` has no order for this pair (complex numbers usually have none); compare real parts explicitly",
                    default: { without complex },
                    methods: {
                        less checked_less less_with try_less_with less_into: Less;
                        less_equal checked_less_equal less_equal_with try_less_equal_with less_equal_into: LessEqual;
                        greater checked_greater greater_with try_greater_with greater_into: Greater;
                        greater_equal checked_greater_equal greater_equal_with try_greater_equal_with greater_equal_into: GreaterEqual;
                    },
                }

                /// A **type operator**: the dtype of the bitwise ops `& | ^` on `Self` and `Rhs`
                /// under `P`: integers and booleans only.
                ///
                /// ```compile_fail
                /// use promote_core::{policies::Jax, BitwiseOutput};
                /// let x: BitwiseOutput<f32, i32, Jax> = 1.0; // floats have no bitwise ops
                /// ```
                binary bitand: PromoteBitwise::Output as BitwiseOutput {
                    op: BitAnd, table: BitwiseTable, bridge: BitwiseBridge, result: output,
                    title: "Bitwise", symbol: "&", what: "the result's type",
                    message: "bitwise operation on `{Self}` and `{Rhs}` is undefined under the policy `{P}`",
                    label: "`{Self} & {Rhs}` has no promotion under `{P}`",
                    note: "bitwise `& | ^` take integers and booleans only",
                    default: { without float complex },
                    methods: {
                        _ checked_bitand bitand_with try_bitand_with bitand_into: BitAnd;
                        _ checked_bitor bitor_with try_bitor_with bitor_into: BitOr;
                        _ checked_bitxor bitxor_with try_bitxor_with bitxor_into: BitXor;
                    },
                }

                /// A **type operator**: the dtype of floor division `floor_divide(Self, Rhs)`
                /// (Python's `//`) under `P`.
                ///
                /// Each library has its quirks: NumPy gives `b // b = i8`, JAX `i32`, PyTorch `i64`;
                /// none divides complex numbers this way.
                ///
                /// ```
                /// use promote_core::{policies::{Jax, NumPy}, FloorQuotient};
                /// let a: FloorQuotient<bool, bool, NumPy> = 1i8;
                /// let b: FloorQuotient<i8, f32, Jax> = 1.0f32;
                /// ```
                binary floor_divide: PromoteFloorDiv::Output as FloorQuotient {
                    op: FloorDivide, table: FloorDivTable, bridge: FloorDivBridge, result: output,
                    title: "Floor division", symbol: "//", what: "the quotient's type",
                    message: "floor division of `{Self}` by `{Rhs}` is undefined under the policy `{P}`",
                    label: "`floor_divide({Self}, {Rhs})` is undefined under `{P}`",
                    note: "floor division takes real numbers; cast the operands to a type `{P}` divides, e.g. `array.cast::<f64>()`",
                    default: { without bool complex },
                    methods: { floor_divide checked_floor_divide floor_divide_with try_floor_divide_with floor_divide_into: FloorDivide; },
                }

                /// A **type operator**: the dtype of `remainder(Self, Rhs)` (Python's `%`: the sign
                /// of the divisor) under `P`.
                ///
                /// ```
                /// use promote_core::{policies::NumPy, RemainderOf};
                /// let x: RemainderOf<u8, i8, NumPy> = 1i16;
                /// ```
                binary remainder: PromoteRem::Output as RemainderOf {
                    op: Remainder, table: RemTable, bridge: RemBridge, result: output,
                    title: "Remainder", symbol: "%", what: "the remainder's type",
                    message: "`remainder` of `{Self}` by `{Rhs}` is undefined under the policy `{P}`",
                    label: "`remainder({Self}, {Rhs})` is undefined under `{P}`",
                    note: "the remainder takes real numbers; cast the operands to a type `{P}` divides, e.g. `array.cast::<f64>()`",
                    default: { without bool complex },
                    methods: { remainder checked_remainder remainder_with try_remainder_with remainder_into: Remainder; },
                }

                /// A **type operator**: the dtype of `Self ** Rhs` under `P`.
                ///
                /// A weak integer exponent keeps the base's type (`Array<i16> ** weak(2)` is `i16`);
                /// NumPy gives `bool ** bool = i8`, JAX `i32`.
                ///
                /// ```
                /// use promote_core::{policies::{Jax, NumPy}, PowerOf, WeakInt};
                /// let a: PowerOf<i16, WeakInt, NumPy> = 4i16;
                /// let b: PowerOf<bool, bool, Jax> = 1i32;
                /// ```
                binary power: PromotePow::Output as PowerOf {
                    op: Power, table: PowTable, bridge: PowBridge, result: output,
                    title: "Power", symbol: "**", what: "the power's type",
                    message: "`{Self} ** {Rhs}` is undefined under the policy `{P}`",
                    label: "`pow({Self}, {Rhs})` is undefined under `{P}`",
                    note: "cast the operands to a type `{P}` raises to powers, e.g. `array.cast::<f64>()`",
                    default: { without bool },
                    methods: { pow checked_pow pow_with try_pow_with pow_into: Pow; },
                }

                /// A **type operator**: the dtype of `maximum(Self, Rhs)` and `minimum(Self, Rhs)`
                /// (elementwise, NaN propagating) under `P`.
                ///
                /// ```
                /// use promote_core::{policies::Jax, MaxMinOf};
                /// let x: MaxMinOf<u8, i8, Jax> = 1i16;
                /// ```
                binary maximum: PromoteMaxMin::Output as MaxMinOf {
                    op: Maximum, table: MaxMinTable, bridge: MaxMinBridge, result: output,
                    title: "Maximum and minimum", symbol: "max", what: "the result's type",
                    message: "`maximum` of `{Self}` and `{Rhs}` is undefined under the policy `{P}`",
                    label: "`maximum({Self}, {Rhs})` is undefined under `{P}`",
                    note: "`{P}` orders no such pair (complex numbers usually have no order); cast explicitly first",
                    default: { without complex },
                    methods: {
                        maximum checked_maximum maximum_with try_maximum_with maximum_into: Maximum;
                        minimum checked_minimum minimum_with try_minimum_with minimum_into: Minimum;
                    },
                }

                /// A **type operator**: the dtype of `atan2(Self, Rhs)` under `P`: a real float.
                ///
                /// ```
                /// use promote_core::{policies::{Jax, NumPy}, Atan2Of};
                /// let a: Atan2Of<i8, u8, NumPy> = promote_core::f16::ZERO; // both fit f16
                /// let b: Atan2Of<i8, u8, Jax> = 0.0f32;
                /// ```
                binary atan2: PromoteAtan2::Output as Atan2Of {
                    op: Atan2, table: Atan2Table, bridge: Atan2Bridge, result: output,
                    title: "Arc tangent of a quotient", symbol: "atan2", what: "the angle's type",
                    message: "`atan2` of `{Self}` and `{Rhs}` is undefined under the policy `{P}`",
                    label: "`atan2({Self}, {Rhs})` is undefined under `{P}`",
                    note: "`atan2` takes real floats under `{P}`; cast first, e.g. `array.cast::<f32>()`",
                    default: { without bool int complex },
                    methods: { atan2 checked_atan2 atan2_with try_atan2_with atan2_into: Atan2; },
                }

                /// A **type operator**: the dtype of `hypot(Self, Rhs)` under `P`: a real float.
                binary hypot: PromoteHypot::Output as HypotOf {
                    op: Hypot, table: HypotTable, bridge: HypotBridge, result: output,
                    title: "Hypotenuse", symbol: "hypot", what: "the result's type",
                    message: "`hypot` of `{Self}` and `{Rhs}` is undefined under the policy `{P}`",
                    label: "`hypot({Self}, {Rhs})` is undefined under `{P}`",
                    note: "`hypot` takes real floats under `{P}`; cast first, e.g. `array.cast::<f32>()`",
                    default: { without bool int complex },
                    methods: { hypot checked_hypot hypot_with try_hypot_with hypot_into: Hypot; },
                }

                /// A **type operator**: whether `logical_and/or/xor(Self, Rhs)` exists under `P`;
                /// its type is `bool`, and the operands are taken as truth values (`x != 0`).
                ///
                /// ```
                /// use promote_core::{policies::NumPy, LogicalOf};
                /// let x: LogicalOf<f32, i8, NumPy> = true;
                /// ```
                binary logical_and: PromoteLogical::Output as LogicalOf {
                    op: LogicalAnd, table: LogicalTable, bridge: LogicalBridge, result: output,
                    title: "Logical operations", symbol: "and", what: "the result's type, `bool`",
                    message: "logical operation on `{Self}` and `{Rhs}` is undefined under the policy `{P}`",
                    label: "`logical_and({Self}, {Rhs})` is undefined under `{P}`",
                    note: "`{P}` takes only these operands as truth values; compare with zero first, e.g. `array.not_equal(weak(0))`",
                    default: { all b operands bool },
                    methods: {
                        logical_and checked_logical_and logical_and_with try_logical_and_with logical_and_into: LogicalAnd;
                        logical_or checked_logical_or logical_or_with try_logical_or_with logical_or_into: LogicalOr;
                        logical_xor checked_logical_xor logical_xor_with try_logical_xor_with logical_xor_into: LogicalXor;
                    },
                }

                /// A **type operator**: the float dtype that `sqrt`, `exp`, `log`, `sin`, `cos`,
                /// `tan` and `tanh` of `Self` give under `P`.
                ///
                /// NumPy picks the smallest float that holds the integer (`i8` → `f16`, `i16` →
                /// `f32`, `i32` → `f64`), JAX `f32` up to 32 bits, PyTorch its default float `f32`;
                /// the array API standard leaves integers out.
                ///
                /// ```
                /// use promote_core::{policies::{Jax, NumPy}, f16, FloatOf};
                /// let a: FloatOf<i8, NumPy> = f16::ONE;
                /// let b: FloatOf<i8, Jax> = 1.0f32;
                /// ```
                unary float_math: FloatMath::Output as FloatOf {
                    op: FloatMath, table: FloatMathTable, result: output,
                    title: "Float math", symbol: "sqrt", what: "the float type of `sqrt`, `exp`, `log`, `sin`, …",
                    message: "float math (`sqrt`, `exp`, …) on `{Self}` is undefined under the policy `{P}`",
                    label: "`sqrt({Self})` is undefined under `{P}`",
                    note: "cast to a floating type first, e.g. `array.cast::<f32>()`",
                    default: { without bool int },
                    methods: {
                        sqrt sqrt_with sqrt_into: Sqrt; exp exp_with exp_into: Exp; log log_with log_into: Log; sin sin_with sin_into: Sin;
                        cos cos_with cos_into: Cos; tan tan_with tan_into: Tan; tanh tanh_with tanh_into: Tanh;
                    },
                }

                /// A **type operator**: the dtype of `abs(Self)` under `P` (real for complex:
                /// `abs(c64)` is `f32`).
                ///
                /// ```
                /// use promote_core::{policies::NumPy, AbsOf, Complex};
                /// let x: AbsOf<Complex<f32>, NumPy> = 1.0f32;
                /// ```
                unary abs: AbsValue::Output as AbsOf {
                    op: Abs, table: AbsTable, result: output,
                    title: "Absolute value", symbol: "abs", what: "the magnitude's type",
                    message: "`abs` of `{Self}` is undefined under the policy `{P}`",
                    label: "`abs({Self})` is undefined under `{P}`",
                    note: "cast to a numeric type first",
                    default: { map { c32: f16, c64: f32, c128: f64, c*: f* } without bool },
                    methods: { abs abs_with abs_into: Abs; },
                }

                /// A **type operator**: the dtype of `-Self` (`negative`) under `P`; `bool` has none
                /// in NumPy, PyTorch and JAX.
                unary negative: Negate::Output as NegOf {
                    op: Negative, table: NegTable, result: output,
                    title: "Negation", symbol: "-", what: "the result's type",
                    message: "`-{Self}` is undefined under the policy `{P}`",
                    label: "`negative({Self})` is undefined under `{P}`",
                    note: "booleans have no negation; use `logical_xor` with `true` to flip them",
                    default: { without bool },
                    methods: { negative negative_with negative_into: Negative; },
                }

                /// A **type operator**: the dtype of `floor`, `ceil` and `trunc` of `Self` under `P`
                /// (integers keep their type in NumPy 2 and the array API; complex numbers have none).
                unary floor: Rounding::Output as FloorOf {
                    op: Floor, table: FloorTable, result: output,
                    title: "Floor, ceiling, truncation", symbol: "floor", what: "the result's type",
                    message: "`floor` of `{Self}` is undefined under the policy `{P}`",
                    label: "`floor({Self})` is undefined under `{P}`",
                    note: "complex numbers have no floor; round the parts explicitly",
                    default: { without complex },
                    methods: { floor floor_with floor_into: Floor; ceil ceil_with ceil_into: Ceil; trunc trunc_with trunc_into: Trunc; },
                }

                /// A **type operator**: the dtype of `round(Self)` (to nearest, ties to even) under
                /// `P`; NumPy and the array API round complex numbers part by part.
                unary round: RoundHalfEven::Output as RoundOf {
                    op: Round, table: RoundTable, result: output,
                    title: "Rounding", symbol: "round", what: "the result's type",
                    message: "`round` of `{Self}` is undefined under the policy `{P}`",
                    label: "`round({Self})` is undefined under `{P}`",
                    note: "cast to a type `{P}` rounds first",
                    default: {},
                    methods: { round round_with round_into: Round; },
                }

                /// A **type operator**: the dtype of `sign(Self)` under `P`.
                unary sign: Signum::Output as SignOf {
                    op: Sign, table: SignTable, result: output,
                    title: "Sign", symbol: "sign", what: "the result's type",
                    message: "`sign` of `{Self}` is undefined under the policy `{P}`",
                    label: "`sign({Self})` is undefined under `{P}`",
                    note: "cast to a numeric type `{P}` takes the sign of first",
                    default: { without bool },
                    methods: { sign sign_with sign_into: Sign; },
                }

                /// A **type operator**: the dtype of `square(Self)` under `P`.
                unary square: Squared::Output as SquareOf {
                    op: Square, table: SquareTable, result: output,
                    title: "Square", symbol: "square", what: "the result's type",
                    message: "`square` of `{Self}` is undefined under the policy `{P}`",
                    label: "`square({Self})` is undefined under `{P}`",
                    note: "cast to a numeric type first",
                    default: { without bool },
                    methods: { square square_with square_into: Square; },
                }

                /// A **type operator**: the dtype of `reciprocal(Self)` under `P` (NumPy keeps
                /// integers integers, PyTorch gives `f32`).
                unary reciprocal: Invert::Output as ReciprocalOf {
                    op: Reciprocal, table: ReciprocalTable, result: output,
                    title: "Reciprocal", symbol: "1/x", what: "the result's type",
                    message: "`reciprocal` of `{Self}` is undefined under the policy `{P}`",
                    label: "`reciprocal({Self})` is undefined under `{P}`",
                    note: "cast to a floating type first, e.g. `array.cast::<f32>()`",
                    default: { without bool int },
                    methods: { reciprocal reciprocal_with reciprocal_into: Reciprocal; },
                }

                /// A **type operator**: whether `isnan`, `isfinite` and `isinf` of `Self` exist
                /// under `P`; their type is `bool`.
                unary isnan: Classify::Output as ClassOf {
                    op: IsNan, table: ClassifyTable, result: output,
                    title: "Classification", symbol: "isnan", what: "the result's type, `bool`",
                    message: "`isnan` of `{Self}` is undefined under the policy `{P}`",
                    label: "`isnan({Self})` is undefined under `{P}`",
                    note: "`{P}` classifies only numbers",
                    default: { all b },
                    methods: { isnan isnan_with isnan_into: IsNan; isfinite isfinite_with isfinite_into: IsFinite; isinf isinf_with isinf_into: IsInf; },
                }

                /// A **type operator**: the type in which `sum`, `prod`, `mean` and `cumsum` add up
                /// elements whose result type is `Self` under `P` (the result is rounded once to
                /// `Self` at the end).
                ///
                /// The dtype of a sum and the type its loop adds in are two things: NumPy sums
                /// `f16` in `f32` (pairwise), JAX and PyTorch sum `f16` and `bf16` in `f32`, so a
                /// sum of 10,000 small `f16` values does not stop growing at 2048.
                ///
                /// ```
                /// use promote_core::{policies::{Jax, NumPy}, bf16, f16, AccumulatorOf};
                /// let a: AccumulatorOf<f16, NumPy> = 1.0f32;
                /// let b: AccumulatorOf<i64, NumPy> = 1i64;           // others: the type itself
                /// let c: AccumulatorOf<bf16, Jax> = 1.0f32;
                /// ```
                unary accumulate: AccumulateIn::Output as AccumulatorOf {
                    op: Accumulate, table: AccumulateTable, result: output,
                    title: "Accumulator", symbol: "acc", what: "the type reductions add up in",
                    message: "`{Self}` has no accumulator under the policy `{P}`",
                    label: "no accumulator for a `{Self}` result under `{P}`",
                    note: "`{P}` declares none for this type; its default is the type itself",
                    default: {},
                    methods: {},
                }

                /// A **type operator**: the accumulator dtype of `sum` over elements of `Self`
                /// under `P`, which is also the dtype of the sum.
                ///
                /// ```
                /// use promote_core::{policies::{NumPy, Torch}, SumOf};
                /// let a: SumOf<u8, NumPy> = 300u64;  // NumPy sums unsigned ints in u64
                /// let b: SumOf<u8, Torch> = 300i64;  // PyTorch sums every integer in i64
                /// ```
                reduction sum: Accumulate::Output as SumOf {
                    op: Sum, table: SumTable, result: output,
                    title: "Sum", symbol: "sum", what: "the sum's type",
                    message: "`sum` over `{Self}` is undefined under the policy `{P}`",
                    label: "no accumulator for `{Self}` under `{P}`",
                    note: "`{P}` has no sum of this type; cast the array first, e.g. `array.cast::<T>()`",
                    default: {},
                    methods: { sum sum_with: Sum; },
                }

                /// A **type operator**: the dtype of `prod` over elements of `Self` under `P`.
                reduction prod: AccumulateProd::Output as ProdOf {
                    op: Prod, table: ProdTable, result: output,
                    title: "Product", symbol: "prod", what: "the product's type",
                    message: "`prod` over `{Self}` is undefined under the policy `{P}`",
                    label: "no product of `{Self}` under `{P}`",
                    note: "cast the array first, e.g. `array.cast::<T>()`",
                    default: {},
                    methods: { prod prod_with: Prod; },
                }

                /// A **type operator**: the dtype of `cumsum` (the running sum, flattened) over
                /// elements of `Self` under `P`.
                scan cumsum: AccumulateScan::Output as CumsumOf {
                    op: Cumsum, table: CumsumTable, result: output,
                    title: "Cumulative sum", symbol: "cumsum", what: "the running sum's type",
                    message: "`cumsum` over `{Self}` is undefined under the policy `{P}`",
                    label: "no cumulative sum of `{Self}` under `{P}`",
                    note: "cast the array first, e.g. `array.cast::<T>()`",
                    default: {},
                    methods: { cumsum cumsum_with: Cumsum; },
                }

                /// A **type operator**: the dtype of `mean` over elements of `Self` under `P`.
                ///
                /// NumPy averages integers in `f64`, JAX in `f32` (64-bit ints in `f64`); PyTorch
                /// refuses integer tensors, so `Array<i32, Torch>::mean()` does not compile.
                ///
                /// ```
                /// use promote_core::{policies::NumPy, MeanOf};
                /// let x: MeanOf<i32, NumPy> = 0.5f64;
                /// ```
                reduction mean: MeanType::Output as MeanOf {
                    op: Mean, table: MeanTable, result: output,
                    title: "Mean", symbol: "mean", what: "the mean's type",
                    message: "`mean` over `{Self}` is undefined under the policy `{P}`",
                    label: "no mean of `{Self}` under `{P}`",
                    note: "cast the array to a floating type first, e.g. `array.cast::<f32>()`",
                    default: { without bool int },
                    methods: { mean mean_with: Mean; },
                }

                /// A **type operator**: the dtype of `var` (population variance) over elements of
                /// `Self` under `P`: real for complex (`var(c64)` is `f32`).
                reduction var: VarType::Output as VarOf {
                    op: Var, table: VarTable, result: output,
                    title: "Variance", symbol: "var", what: "the variance's type",
                    message: "`var` over `{Self}` is undefined under the policy `{P}`",
                    label: "no variance of `{Self}` under `{P}`",
                    note: "cast the array to a floating type first, e.g. `array.cast::<f32>()`",
                    default: { map { c32: f16, c64: f32, c128: f64 } without bool int },
                    methods: { var var_with: Var; },
                }

                /// A **type operator**: the dtype of `max` and `min` over elements of `Self` under
                /// `P` (the type itself where defined).
                reduction max: Extremum::Output as MaxOf {
                    op: Max, table: MaxTable, result: output,
                    title: "Maximum and minimum", symbol: "max", what: "the result's type",
                    message: "`max` over `{Self}` is undefined under the policy `{P}`",
                    label: "no maximum of `{Self}` under `{P}`",
                    note: "`{P}` orders no such type (complex numbers usually have no order)",
                    default: { without complex },
                    methods: { max max_with: Max; min min_with: Min; },
                }
            }
            $($after)*
        }
    };
}

/// Passes the family list to `$callback!`, after `$before`, as `family_rows { {row} ... }`: every
/// entry normalized into one row of positional fields, so that the list's grammar is read here
/// once and the crate's own consumers (the traits, [`Op`](crate::Op), the methods, the ndarray
/// extension, the test probes) match rows, not keywords. A row reads
///
/// ```text
/// { shape name [#[doc]...] Public Assoc Alias Op Table [Bridge] result
///   [title symbol what] [message label note] {default} [methods...] }
/// ```
///
/// with `[Bridge]` empty for a family of one operand, and one row per method,
/// `[Marker with [plain] [checked] [try] [into]]`: the marker in `crate::ops`, the `_with` method,
/// then the names of the other forms, each `[]` where the family has none (only binary families
/// have `checked_` and `try_` forms; a binary `plain` may be `[_]`, the operator being the plain
/// form). The proc macro reads the
/// keyword form of [`__families!`](crate::__families), by its own parser.
#[doc(hidden)]
#[macro_export]
macro_rules! __family_rows {
    ($callback:path { $($before:tt)* }) => {
        $crate::__families!($crate::__family_rows { @entries [$callback] [$($before)*] });
    };
    // The one arm that reads the entries, all at once (a recursion per entry would spend the
    // callbacks' recursion limit).
    (@entries $callback:tt $before:tt families_spec { $(
        $(#[$doc:meta])*
        $shape:ident $name:ident: $Public:ident::$Assoc:ident as $Alias:ident {
            op: $Op:ident, table: $Table:ident, $(bridge: $Bridge:ident,)? result: $result:ident,
            title: $title:literal, symbol: $symbol:literal, what: $what:literal,
            message: $message:literal, label: $label:literal, note: $note:literal,
            default: $default:tt, methods: $methods:tt $(,)?
        }
    )* }) => {
        $crate::__family_rows!(@methods $callback $before [] $(
            [$shape $name [$(#[$doc])*] $Public $Assoc $Alias $Op $Table [$($Bridge)?] $result
                [$title $symbol $what] [$message $label $note] $default] $shape $methods
        )*);
    };
    // The method lists, one entry per step: their grammar depends on the shape.
    (@methods [$callback:path] [$($before:tt)*] [$($rows:tt)*]) => {
        $callback! { $($before)* family_rows { $($rows)* } }
    };
    (@methods $callback:tt $before:tt [$($rows:tt)*] [$($row:tt)*] binary {
        $($plain:tt $checked:ident $with:ident $try:ident $into:ident: $M:ident;)*
    } $($rest:tt)*) => {
        $crate::__family_rows!(@methods $callback $before [$($rows)*
            { $($row)* [$([$M $with [$plain] [$checked] [$try] [$into]])*] }
        ] $($rest)*);
    };
    (@methods $callback:tt $before:tt [$($rows:tt)*] [$($row:tt)*] $shape:ident {
        $($m:ident $with:ident $($into:ident)?: $M:ident;)*
    } $($rest:tt)*) => {
        $crate::__family_rows!(@methods $callback $before [$($rows)*
            { $($row)* [$([$M $with [$m] [] [] [$($into)?]])*] }
        ] $($rest)*);
    };
}
