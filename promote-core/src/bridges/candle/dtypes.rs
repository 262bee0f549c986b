//! candle's dtypes and this crate's: which holds which, both ways.

use super::Error;
use crate::DType;

/// Every dtype of candle-core 0.11, in candle's order, with the dtype of this crate it holds.
///
/// ```
/// use promote_core::{candle::DTYPES, DType};
/// assert_eq!(DTYPES.len(), 14);
/// assert!(DTYPES.contains(&(DType::F8E4M3FN, candle_core::DType::F8E4M3)));
/// ```
pub const DTYPES: [(DType, candle_core::DType); 14] = [
    (DType::U8, candle_core::DType::U8),
    (DType::U32, candle_core::DType::U32),
    (DType::I16, candle_core::DType::I16),
    (DType::I32, candle_core::DType::I32),
    (DType::I64, candle_core::DType::I64),
    (DType::BF16, candle_core::DType::BF16),
    (DType::F16, candle_core::DType::F16),
    (DType::F32, candle_core::DType::F32),
    (DType::F64, candle_core::DType::F64),
    (DType::F8E4M3FN, candle_core::DType::F8E4M3),
    (DType::F6E2M3FN, candle_core::DType::F6E2M3),
    (DType::F6E3M2FN, candle_core::DType::F6E3M2),
    (DType::F4E2M1FN, candle_core::DType::F4),
    (DType::F8E8M0FNU, candle_core::DType::F8E8M0),
];

/// The dtypes candle stores as raw bytes only: its CPU backend neither converts them
/// ([`Tensor::to_dtype`](candle_core::Tensor::to_dtype)) nor computes on them, so they are never operands or results here.
pub const STORAGE_ONLY: [candle_core::DType; 4] = [
    candle_core::DType::F6E2M3,
    candle_core::DType::F6E3M2,
    candle_core::DType::F4,
    candle_core::DType::F8E8M0,
];

/// The candle dtype that holds `dtype`, or [`Error::NotInCandle`].
///
/// ```
/// use promote_core::{candle::to_candle, DType};
/// assert_eq!(to_candle(DType::BF16).unwrap(), candle_core::DType::BF16);
/// assert_eq!(to_candle(DType::F8E4M3FN).unwrap(), candle_core::DType::F8E4M3);
/// let err = to_candle(DType::I8).unwrap_err().to_string();
/// assert!(err.starts_with("candle has no dtype `i8`; it has u8, u32, i16,"), "{err}");
/// ```
pub fn to_candle(dtype: DType) -> Result<candle_core::DType, Error> {
    DTYPES
        .iter()
        .find(|(ours, _)| *ours == dtype)
        .map(|&(_, theirs)| theirs)
        .ok_or(Error::NotInCandle(dtype))
}

/// This crate's dtype for a candle dtype, or [`Error::UnknownCandleDType`] for a variant added to
/// candle after 0.11 (its `DType` is `#[non_exhaustive]`).
///
/// ```
/// use promote_core::{candle::from_candle, DType};
/// assert_eq!(from_candle(candle_core::DType::F4).unwrap(), DType::F4E2M1FN);
/// ```
pub fn from_candle(dtype: candle_core::DType) -> Result<DType, Error> {
    DTYPES
        .iter()
        .find(|(_, theirs)| *theirs == dtype)
        .map(|&(ours, _)| ours)
        .ok_or(Error::UnknownCandleDType(dtype))
}

impl TryFrom<DType> for candle_core::DType {
    type Error = Error;

    /// [`to_candle`].
    fn try_from(dtype: DType) -> Result<Self, Error> {
        to_candle(dtype)
    }
}

impl TryFrom<candle_core::DType> for DType {
    type Error = Error;

    /// [`from_candle`].
    fn try_from(dtype: candle_core::DType) -> Result<Self, Error> {
        from_candle(dtype)
    }
}
