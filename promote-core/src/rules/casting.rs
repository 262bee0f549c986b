//! Casting rules: may a value of one dtype be written into another?
//!
//! Promotion answers "what type does `a + b` produce"; casting answers "may this value be stored
//! there", which in-place operators (`a += b` writes `a + b` back into `a`) and output buffers
//! (`a.add_into(&b, &mut out)`) need. The answer is a type again: `From: CanCast<To, P, C>` holds
//! where the policy `P` allows the cast at the casting level `C`, and has no impl elsewhere.
//!
//! The levels are NumPy's five ([`No`], [`Equiv`], [`Safe`], [`SameKind`], [`Unsafe`]), each
//! defined for every policy from the policy's own promotion, plus [`Own`]: what the library's own
//! `can_cast` says, declared per policy.
//!
//! | level | `From` casts to `To` when |
//! |---|---|
//! | [`No`], [`Equiv`] | they are the same type (this crate has no byte orders, so the two agree) |
//! | [`Safe`] | `From ⊔ To = To` under the policy: promotion itself would turn a `From` into a `To` |
//! | [`SameKind`] | [`Safe`], or `From`'s kind is not above `To`'s in `bool < unsigned < signed < float < complex` |
//! | [`Unsafe`] | always (every [`CastFrom`] conversion) |
//! | [`Own`] | as the policy declares: `np.can_cast` (NumPy, JAX), `torch.can_cast`, the array API's |
//!
//! For NumPy the first five are exactly `np.can_cast(from, to, casting)`; the tests compare all
//! five grids with NumPy cell for cell. A policy also names the level its in-place operators use
//! ([`Policy::InPlace`]) and the one its output buffers use ([`Policy::Out`]).
//!
//! ```
//! use promote_core::casting::{SameKind, Safe};
//! use promote_core::{policies::{NumPy, Torch}, CanCast};
//!
//! fn can<From: CanCast<To, P, C>, To, P, C>() {}
//! can::<i64, f64, NumPy, Safe>();     // np.can_cast(int64, float64) is True
//! can::<f64, f32, NumPy, SameKind>(); // within a kind: same_kind allows it
//! can::<i64, u8, Torch, promote_core::casting::Own>(); // torch.can_cast(int64, uint8) is True
//! ```
//!
//! ```compile_fail
//! # use promote_core::casting::Safe;
//! # use promote_core::{policies::NumPy, CanCast};
//! fn can<From: CanCast<To, P, C>, To, P, C>() {}
//! can::<i8, u8, NumPy, Safe>(); // a negative i8 does not fit in u8
//! ```
//!
//! [`Policy::InPlace`]: crate::Policy::InPlace
//! [`Policy::Out`]: crate::Policy::Out

use crate::{CastFrom, Element};

/// A casting level, as a type: [`No`], [`Equiv`], [`Safe`], [`SameKind`], [`Unsafe`] or [`Own`].
pub trait Level: Copy + Default + core::fmt::Debug + 'static {
    /// The level at run time.
    const CASTING: Casting;
}

/// A casting level at run time, for [`Policy::can_cast`](crate::Policy::can_cast).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Casting {
    /// Only the same type.
    No,
    /// Only the same type (byte orders would differ here; this crate has none).
    Equiv,
    /// Where promotion itself would convert: `From ⊔ To = To`.
    Safe,
    /// [`Casting::Safe`], or within a kind or up the kinds `bool < unsigned < signed < float <
    /// complex`.
    SameKind,
    /// Always.
    Unsafe,
    /// The policy's own `can_cast`.
    Own,
}

impl Casting {
    /// Every level, in the order above.
    pub const ALL: [Casting; 6] = [
        Casting::No,
        Casting::Equiv,
        Casting::Safe,
        Casting::SameKind,
        Casting::Unsafe,
        Casting::Own,
    ];

    /// The level's name as NumPy spells it (`"same_kind"`), and `"can_cast"` for [`Casting::Own`].
    pub const fn name(self) -> &'static str {
        match self {
            Casting::No => "no",
            Casting::Equiv => "equiv",
            Casting::Safe => "safe",
            Casting::SameKind => "same_kind",
            Casting::Unsafe => "unsafe",
            Casting::Own => "can_cast",
        }
    }

    /// The level named `name` (as [`name`](Self::name) gives it), or an error listing the names.
    ///
    /// ```
    /// use promote_core::casting::Casting;
    /// assert_eq!(Casting::from_name("same_kind"), Ok(Casting::SameKind));
    /// let err = Casting::from_name("sometimes").unwrap_err();
    /// assert!(err.to_string().contains("no, equiv, safe, same_kind, unsafe, can_cast"));
    /// ```
    pub fn from_name(name: &str) -> Result<Casting, UnknownCasting> {
        Casting::ALL
            .into_iter()
            .find(|level| level.name() == name)
            .ok_or(UnknownCasting)
    }
}

/// The error of [`Casting::from_name`]: its message lists the accepted names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnknownCasting;

impl core::fmt::Display for UnknownCasting {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(
            "unknown casting level; expected one of no, equiv, safe, same_kind, unsafe, can_cast",
        )
    }
}

macro_rules! levels {
    ($($(#[$doc:meta])* $Level:ident,)*) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        pub struct $Level;

        impl Level for $Level {
            const CASTING: Casting = Casting::$Level;
        }
    )*};
}

levels! {
    /// NumPy's `casting='no'`: only the same type.
    No,
    /// NumPy's `casting='equiv'`: only the same type (no byte orders here).
    Equiv,
    /// NumPy's `casting='safe'`, for any policy: `From ⊔ To = To`.
    Safe,
    /// NumPy's `casting='same_kind'`, for any policy: [`Safe`], or not down the kinds
    /// `bool < unsigned < signed < float < complex`.
    SameKind,
    /// NumPy's `casting='unsafe'`: always.
    Unsafe,
    /// The policy's own `can_cast` (`np.can_cast`, `torch.can_cast`, the array API's).
    Own,
}

/// **Casting as a type**: a `Self` value may be written into a `To` under the policy `P` at the
/// casting level `C` ([`Own`], the policy's own `can_cast`, unless named).
///
/// The impls of [`Safe`], [`SameKind`] and [`Own`] are generated by each policy's declaration
/// (the run-time mirror is [`Policy::can_cast`](crate::Policy::can_cast)); [`No`] and [`Equiv`]
/// hold for every type with itself, [`Unsafe`] for every conversion.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be cast to `{To}` under the policy `{P}` at the casting level `{C}`",
    label = "`{Self}` does not cast to `{To}` here",
    note = "an in-place operator or an `_into` buffer stores the promoted result (`{Self}`) in the left operand or the buffer (`{To}`), and `{P}` does not allow that cast; use the plain operator (`a + b`) for a new array, or `.cast::<T>()` an operand first"
)]
pub trait CanCast<To, P, C = Own> {}

impl<T: Element, P> CanCast<T, P, No> for T {}
impl<T: Element, P> CanCast<T, P, Equiv> for T {}
impl<F: Element, T: Element + CastFrom<F>, P> CanCast<T, P, Unsafe> for F {}
