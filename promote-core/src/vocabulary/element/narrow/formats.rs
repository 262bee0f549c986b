//! The formats of ml_dtypes' narrow types: one marker type each, and the aliases users name.

use super::int::{IntFormat, NarrowInt};
use super::minifloat::{Encoding, Format, Minifloat, Sealed};
use crate::DType;

macro_rules! float_formats {
    ($($(#[$doc:meta])* $marker:ident => $alias:ident: $e:literal, $m:literal, bias $bias:literal,
        $encoding:ident, $dtype:ident;)*) => {$(
        $(#[$doc])*
        ///
        /// The format marker of a [`Minifloat`]; the element type is its alias
        #[doc = concat!("[`", stringify!($alias), "`](crate::", stringify!($alias), ").")]
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        pub struct $marker;
        impl Sealed for $marker {}
        impl Format for $marker {
            const EXPONENT_BITS: u32 = $e;
            const MANTISSA_BITS: u32 = $m;
            const BIAS: i32 = $bias;
            const ENCODING: Encoding = Encoding::$encoding;
            const DTYPE: DType = DType::$dtype;
        }
        $(#[$doc])*
        pub type $alias = Minifloat<$marker>;
    )*};
}

float_formats! {
    /// `float8_e4m3fn` (OCP FP8 E4M3; PyTorch's and candle's `F8E4M3`): 4 exponent bits, 3
    /// mantissa bits, bias 7, no infinities, `S.1111.111` NaN; largest 448.
    E4M3Fn => F8E4M3FN: 4, 3, bias 7, FiniteNan, F8E4M3FN;
    /// `float8_e5m2` (OCP FP8 E5M2): IEEE-like, bias 15, ±∞ and NaNs; largest 57344.
    E5M2 => F8E5M2: 5, 2, bias 15, Ieee, F8E5M2;
    /// `float8_e4m3` (IEEE-like E4M3): bias 7, ±∞ and NaNs; largest 240.
    E4M3 => F8E4M3: 4, 3, bias 7, Ieee, F8E4M3;
    /// `float8_e3m4` (IEEE-like E3M4): bias 3, ±∞ and NaNs; largest 15.5.
    E3M4 => F8E3M4: 3, 4, bias 3, Ieee, F8E3M4;
    /// `float8_e4m3fnuz` (Graphcore/AMD): bias 8, no infinities, no −0, `0x80` NaN; largest 240.
    E4M3Fnuz => F8E4M3FNUZ: 4, 3, bias 8, FiniteNanUnsignedZero, F8E4M3FNUZ;
    /// `float8_e5m2fnuz` (Graphcore/AMD): bias 16, no infinities, no −0, `0x80` NaN; largest
    /// 57344.
    E5M2Fnuz => F8E5M2FNUZ: 5, 2, bias 16, FiniteNanUnsignedZero, F8E5M2FNUZ;
    /// `float8_e4m3b11fnuz` (TPU): bias 11, no infinities, no −0, `0x80` NaN; largest 30.
    E4M3B11Fnuz => F8E4M3B11FNUZ: 4, 3, bias 11, FiniteNanUnsignedZero, F8E4M3B11FNUZ;
    /// `float8_e8m0fnu` (OCP MX scale; candle's `F8E8M0`): unsigned powers of two 2^-127 ..=
    /// 2^127, no zero, `0xff` NaN.
    E8M0Fnu => F8E8M0FNU: 8, 0, bias 127, PowerOfTwo, F8E8M0FNU;
    /// `float6_e2m3fn` (OCP MX FP6; candle's `F6E2M3`): bias 1, every pattern finite; largest
    /// 7.5. Stored in the low 6 bits of a byte.
    E2M3Fn => F6E2M3FN: 2, 3, bias 1, Finite, F6E2M3FN;
    /// `float6_e3m2fn` (OCP MX FP6; candle's `F6E3M2`): bias 3, every pattern finite; largest
    /// 28. Stored in the low 6 bits of a byte.
    E3M2Fn => F6E3M2FN: 3, 2, bias 3, Finite, F6E3M2FN;
    /// `float4_e2m1fn` (OCP MX FP4, MXFP4's element; candle's `F4`): bias 1, every pattern
    /// finite; largest 6. Stored in the low 4 bits of a byte, one value per byte.
    E2M1Fn => F4E2M1FN: 2, 1, bias 1, Finite, F4E2M1FN;
}

macro_rules! int_formats {
    ($($(#[$doc:meta])* $marker:ident => $alias:ident: $bits:literal, $signed:literal, $dtype:ident;)*) => {$(
        $(#[$doc])*
        ///
        /// The format marker of a [`NarrowInt`]; the element type is its alias
        #[doc = concat!("[`", stringify!($alias), "`](crate::", stringify!($alias), ").")]
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        pub struct $marker;
        impl Sealed for $marker {}
        impl IntFormat for $marker {
            const BITS: u32 = $bits;
            const SIGNED: bool = $signed;
            const DTYPE: DType = DType::$dtype;
        }
        $(#[$doc])*
        pub type $alias = NarrowInt<$marker>;
    )*};
}

int_formats! {
    /// ml_dtypes' `int1`: −1 ..= 0, one value per byte.
    Int1 => I1: 1, true, I1;
    /// ml_dtypes' `uint1`: 0 ..= 1, one value per byte.
    UInt1 => U1: 1, false, U1;
    /// ml_dtypes' `int2`: −2 ..= 1, one value per byte.
    Int2 => I2: 2, true, I2;
    /// ml_dtypes' `uint2`: 0 ..= 3, one value per byte.
    UInt2 => U2: 2, false, U2;
    /// `int4` (ml_dtypes, JAX, PyTorch's shell type): −8 ..= 7, one value per byte.
    Int4 => I4: 4, true, I4;
    /// `uint4`: 0 ..= 15, one value per byte.
    UInt4 => U4: 4, false, U4;
}
