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
//! - `methods`: binary `plain checked with try_with: OpMarker;` (`_` for no plain method: the
//!   operator is the plain form), unary and reductions `name with: OpMarker;`. The markers are
//!   in [`crate::ops`].
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
                    note: "`{P}` leaves this pair undefined on purpose; convert one operand explicitly first, e.g. `array.cast::<T>()` to a type `T` that promotes with the other",
                    default: {},
                    methods: {
                        _ checked_add add_with try_add_with: Add;
                        _ checked_sub sub_with try_sub_with: Sub;
                        _ checked_mul mul_with try_mul_with: Mul;
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
                    methods: { _ checked_div div_with try_div_with: Div; },
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
                        equal checked_equal equal_with try_equal_with: Equal;
                        not_equal checked_not_equal not_equal_with try_not_equal_with: NotEqual;
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
                        less checked_less less_with try_less_with: Less;
                        less_equal checked_less_equal less_equal_with try_less_equal_with: LessEqual;
                        greater checked_greater greater_with try_greater_with: Greater;
                        greater_equal checked_greater_equal greater_equal_with try_greater_equal_with: GreaterEqual;
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
                        _ checked_bitand bitand_with try_bitand_with: BitAnd;
                        _ checked_bitor bitor_with try_bitor_with: BitOr;
                        _ checked_bitxor bitxor_with try_bitxor_with: BitXor;
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
                    methods: { floor_divide checked_floor_divide floor_divide_with try_floor_divide_with: FloorDivide; },
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
                    op: Sum, table: Accumulate, result: output,
                    title: "Sum", symbol: "sum", what: "the sum's type",
                    message: "`sum` over `{Self}` is undefined under the policy `{P}`",
                    label: "no accumulator for `{Self}` under `{P}`",
                    note: "`{P}` has no sum of this type; cast the array first, e.g. `array.cast::<T>()`",
                    default: {},
                    methods: { sum sum_with: Sum; },
                }
            }
            $($after)*
        }
    };
}
