//! [`FamilyType`]: the type a binary family computes two operands in, one trait over every
//! family, so that the operators, the methods and the ndarray extension name a family by its
//! marker instead of by its trait.

use super::family;
use crate::families::*;
use crate::{CastFrom, Element};

/// The type a binary family `F` computes `Self` with `R` in under `P`: [`Promoted`] for `+ - *`
/// (`family::Add`), [`Quotient`] for true division (`family::Div`), and so on for every binary
/// family of the list. `Self` and `R` are how the operands stand in the tables: an element type
/// for an array, [`ZeroDim<T>`](crate::ZeroDim) for a 0-d array, a weak type for a weak scalar.
///
/// ```
/// use promote_core::container::{family, FamilyType};
/// use promote_core::policies::NumPy;
/// fn quotient<L: FamilyType<R, NumPy, family::Div>, R>() -> &'static str {
///     core::any::type_name::<L::Out>()
/// }
/// assert_eq!(quotient::<i32, i32>(), "f64"); // NumPy's true division of ints
/// ```
pub trait FamilyType<R, P, F>: Sized {
    /// The common type both operands convert to.
    type Out: Element + CastFrom<Self> + CastFrom<R>;
}

/// The type of a unary family, reduction or scan, by its marker `F`: [`FamilyType`]'s twin for
/// one operand, so that code generic over families (the [`dispatch`](crate::dispatch)) names
/// any of them.
///
/// ```
/// use promote_core::container::{family, UnaryFamilyType};
/// use promote_core::policies::NumPy;
/// fn sum_type<T: UnaryFamilyType<NumPy, family::Sum>>() -> &'static str {
///     core::any::type_name::<T::Out>()
/// }
/// assert_eq!(sum_type::<u8>(), "u64"); // NumPy sums u8 in u64
/// ```
pub trait UnaryFamilyType<P, F>: Sized {
    /// The family's type for `Self`.
    type Out: Element;
}

macro_rules! family_types {
    (family_rows { $($row:tt)* }) => { $(family_types!(@row $row);)* };
    (@row { binary $name:ident $docs:tt $Public:ident $Assoc:ident $Alias:ident $F:ident $($more:tt)* }) => {
        impl<L: $Public<R, P>, R, P> FamilyType<R, P, family::$F> for L {
            type Out = <L as $Public<R, P>>::$Assoc;
        }
    };
    (@row { $shape:ident $name:ident $docs:tt $Public:ident $Assoc:ident $Alias:ident $F:ident $($more:tt)* }) => {
        impl<T: $Public<P>, P> UnaryFamilyType<P, family::$F> for T {
            type Out = <T as $Public<P>>::$Assoc;
        }
    };
}

crate::__family_rows!(family_types {});
