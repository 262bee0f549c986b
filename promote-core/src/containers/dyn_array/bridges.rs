//! [`DynArray`] to and from the arrays of other crates: ndarray's (feature `ndarray`) and
//! candle's tensors (feature `candle`).

#[cfg(feature = "candle")]
use super::Buffer;
#[cfg(any(feature = "ndarray", feature = "candle"))]
use super::DynArray;
#[cfg(any(feature = "ndarray", feature = "candle"))]
use super::DynError;
#[cfg(any(feature = "ndarray", feature = "candle"))]
use crate::dispatch::Typed;
#[cfg(feature = "ndarray")]
use crate::Element;

#[cfg(feature = "ndarray")]
impl<P> DynArray<P> {
    /// The elements of an ndarray array, in its logical (row-major) order, with its shape.
    ///
    /// ```
    /// use promote_core::{dyn_array::DynArray, policies::NumPy, DType};
    /// let a = ndarray::array![[1u8, 2], [3, 4]];
    /// let d = DynArray::<NumPy>::from_ndarray(&a.t());
    /// assert_eq!((d.dtype(), d.shape()), (DType::U8, &[2, 2][..]));
    /// assert_eq!(d.as_slice::<u8>()?, [1, 3, 2, 4]);
    /// # Ok::<(), promote_core::dyn_array::DynError>(())
    /// ```
    pub fn from_ndarray<T, S, D>(array: &ndarray::ArrayBase<S, D>) -> Self
    where
        T: Element,
        S: ndarray::Data<Elem = T>,
        D: ndarray::Dimension,
        super::Buffer: Typed<T>,
    {
        Self::from_vec(array.shape(), array.iter().copied().collect())
            .expect("an ndarray array's length is its shape's product")
    }

    /// The elements as an ndarray array of the same shape, or [`DynError::DType`] if the array
    /// holds another type than `T`.
    ///
    /// ```
    /// use promote_core::{dyn_array::DynArray, policies::NumPy};
    /// let d = DynArray::<NumPy>::from_vec([2], vec![1.5f32, 2.0])?;
    /// assert_eq!(d.to_ndarray::<f32>()?, ndarray::arr1(&[1.5f32, 2.0]).into_dyn());
    /// # Ok::<(), promote_core::dyn_array::DynError>(())
    /// ```
    pub fn to_ndarray<T: Element>(&self) -> Result<ndarray::ArrayD<T>, DynError>
    where
        super::Buffer: Typed<T>,
    {
        let data = self.as_slice::<T>()?.to_vec();
        Ok(ndarray::ArrayD::from_shape_vec(self.shape(), data)
            .expect("a DynArray's length is its shape's product"))
    }
}

/// Runs `$body` with `$T` the element type of a candle dtype that a [`Buffer`] holds, else
/// `$else`.
#[cfg(feature = "candle")]
macro_rules! candle_types {
    ($dtype:expr, $T:ident => $body:expr, else $other:expr) => {
        match $dtype {
            candle_core::DType::U8 => {
                type $T = u8;
                $body
            }
            candle_core::DType::U32 => {
                type $T = u32;
                $body
            }
            candle_core::DType::I16 => {
                type $T = i16;
                $body
            }
            candle_core::DType::I32 => {
                type $T = i32;
                $body
            }
            candle_core::DType::I64 => {
                type $T = i64;
                $body
            }
            candle_core::DType::BF16 => {
                type $T = crate::bf16;
                $body
            }
            candle_core::DType::F16 => {
                type $T = crate::f16;
                $body
            }
            candle_core::DType::F32 => {
                type $T = f32;
                $body
            }
            candle_core::DType::F64 => {
                type $T = f64;
                $body
            }
            _ => $other,
        }
    };
}

#[cfg(feature = "candle")]
impl<P> DynArray<P> {
    /// A candle tensor's elements (copied to the host), with its shape and dtype; a candle
    /// dtype a `DynArray` does not hold (the 8-, 6- and 4-bit floats) is an error that names it.
    ///
    /// ```
    /// use candle_core::{Device, Tensor};
    /// use promote_core::{dyn_array::DynArray, policies::Torch, DType};
    /// let t = Tensor::new(&[[1i64, 2], [3, 4]], &Device::Cpu)?;
    /// let d = DynArray::<Torch>::from_tensor(&t)?;
    /// assert_eq!((d.dtype(), d.shape()), (DType::I64, &[2, 2][..]));
    /// assert_eq!(d.to_tensor(&Device::Cpu)?.to_vec2::<i64>()?, [[1, 2], [3, 4]]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_tensor(tensor: &candle_core::Tensor) -> Result<Self, crate::candle::Error> {
        let flat = tensor.flatten_all()?;
        let data: Buffer = candle_types!(tensor.dtype(), T => Buffer::from_vec(flat.to_vec1::<T>()?),
        else return Err(crate::candle::Error::Candle(candle_core::Error::Msg(format!(
            "a DynArray holds no `{}` tensor (candle's narrow floats)", tensor.dtype().as_str()
        )))));
        Ok(Self::from_buffer(tensor.dims(), data)
            .expect("a tensor's length is its shape's product"))
    }

    /// The elements as a candle tensor of the same shape on `device`; a dtype candle lacks
    /// (`bool`, `i8`, complex, the weak ones, …) is [`Error::NotInCandle`](crate::candle::Error::NotInCandle).
    pub fn to_tensor(
        &self,
        device: &candle_core::Device,
    ) -> Result<candle_core::Tensor, crate::candle::Error> {
        let dtype = crate::candle::to_candle(self.dtype())?;
        let shape = self.shape().to_vec();
        candle_types!(dtype, T => Ok(candle_core::Tensor::from_vec(
            <Buffer as Typed<T>>::typed(self.buffer()).to_vec(), shape, device)?),
            else Err(crate::candle::Error::NotInCandle(self.dtype())))
    }
}
