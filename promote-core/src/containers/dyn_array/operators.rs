//! The operators of [`DynArray`]: `&a + &b` is [`DynArray::checked_add`], and so on; each gives a
//! `Result`, as the dtypes are only known at run time.

use core::ops;

use super::{DynArray, DynError};
use crate::Policy;

macro_rules! operators {
    ($($Trait:ident $method:ident => $checked:ident;)*) => {$(
        #[doc = concat!("[`DynArray::", stringify!($checked), "`].")]
        impl<P: Policy> ops::$Trait<&DynArray<P>> for &DynArray<P> {
            type Output = Result<DynArray<P>, DynError>;
            fn $method(self, rhs: &DynArray<P>) -> Self::Output {
                self.$checked(rhs)
            }
        }
    )*};
}

operators! {
    Add add => checked_add;
    Sub sub => checked_sub;
    Mul mul => checked_mul;
    Div div => checked_div;
    Rem rem => checked_remainder;
    BitAnd bitand => checked_bitand;
    BitOr bitor => checked_bitor;
    BitXor bitxor => checked_bitxor;
}
