//! [`promoted_operators!`](crate::promoted_operators): the operator impls of a container type,
//! written by the crate that owns the type (the orphan rules allow them there and nowhere else).
//!
//! Each operator has one impl per kind of left operand (a reference, a value), generic over the
//! right operand through [`RhsOperand`](super::RhsOperand): one impl, not one per kind of right
//! operand, so that rustc always finds it and reports an undefined pair by the family's trait
//! and its message. A weak scalar or an `Array0` on the left has impls of its own per container.

/// Writes every promoted operator of a container type: `+ - * / & | ^` with a container of the
/// same kind, an [`Array0`](crate::Array0) or a weak scalar on the right; the same with a weak
/// scalar or an `Array0` on the left; `+= -= *= /= &= |= ^=`; and unary `-`.
///
/// Invoke it once, in the crate that defines the type, after implementing
/// [`Container`](crate::container::Container) for it. The generic parameters come first, as in
/// an `impl` header; the type's `Container` impl says which is the element type and which the
/// policy, so a type with its policy fixed works as well:
///
/// ```
/// # use promote_core::{container::Container, Element, policies::Torch};
/// # struct T32<T>(Vec<T>);
/// # impl<T: Element> Container for T32<T> {
/// #     type Elem = T; type Policy = Torch; type With<X: Element> = T32<X>;
/// #     fn shape(&self) -> &[usize] { core::slice::from_ref(&1) }
/// #     fn as_slice(&self) -> &[T] { &self.0 }
/// #     fn as_mut_slice(&mut self) -> &mut [T] { &mut self.0 }
/// #     fn with_data<X: Element>(&self, data: Vec<X>) -> T32<X> { T32(data) }
/// # }
/// promote_core::promoted_operators!(impl<T> for T32<T>); // always PyTorch's rules
/// let x: T32<f32> = &T32(vec![1i8]) + &T32(vec![0.5f32]);
/// assert_eq!(x.0, [1.5]);
/// ```
///
/// A pair the policy leaves undefined does not compile, and the error names the pair, the
/// policy and what to do, as for this crate's [`Array`](crate::Array).
#[macro_export]
macro_rules! promoted_operators {
    (impl<$($g:ident),* $(,)?> for $ty:ty) => {
        $crate::__promoted_operator!([$($g),*] $ty; Add add AddAssign add_assign Add ElementArith add);
        $crate::__promoted_operator!([$($g),*] $ty; Sub sub SubAssign sub_assign Add ElementSub sub);
        $crate::__promoted_operator!([$($g),*] $ty; Mul mul MulAssign mul_assign Add ElementArith mul);
        $crate::__promoted_operator!([$($g),*] $ty; Div div DivAssign div_assign Div ElementDiv div);
        $crate::__promoted_operator!([$($g),*] $ty; BitAnd bitand BitAndAssign bitand_assign BitAnd ElementBitwise bitand);
        $crate::__promoted_operator!([$($g),*] $ty; BitOr bitor BitOrAssign bitor_assign BitAnd ElementBitwise bitor);
        $crate::__promoted_operator!([$($g),*] $ty; BitXor bitxor BitXorAssign bitxor_assign BitAnd ElementBitwise bitxor);
        $crate::__promoted_neg!([$($g),*] &$ty, $ty);
        $crate::__promoted_neg!([$($g),*] $ty, $ty);
        $crate::__promoted_by_value_rhs!([$($g),*] $ty);
        $crate::__promoted_by_value_operand!([$($g),*] $ty);
    };
}

/// One operator of [`promoted_operators!`](crate::promoted_operators), every operand kind.
#[doc(hidden)]
#[macro_export]
macro_rules! __promoted_operator {
    ([$($g:ident),*] $ty:ty; $Op:ident $op:ident $Assign:ident $assign:ident $F:ident $Elem:ident $elem:ident) => {
        $crate::__promoted_operator!(@lhs [$($g),*] $ty, &$ty, []; $Op $op $F $Elem $elem);
        $crate::__promoted_operator!(@lhs [$($g),*] $ty, $ty, [&]; $Op $op $F $Elem $elem);

        /// In place: the promoted result, cast back into the left element type, where the
        /// policy's in-place casting level allows it.
        impl<$($g,)* __R> ::core::ops::$Assign<__R> for $ty
        where
            $ty: $crate::__private::container::Container,
            __R: $crate::__private::container::RhsOperand<$ty, $crate::__private::container::family::$F>,
            <__R as $crate::__private::container::RhsOperand<$ty, $crate::__private::container::family::$F>>::Compute: $crate::__private::$Elem
                + $crate::__private::CanCast<
                    <$ty as $crate::__private::container::Container>::Elem,
                    <$ty as $crate::__private::container::Container>::Policy,
                    <<$ty as $crate::__private::container::Container>::Policy as $crate::__private::Policy>::InPlace,
                >,
            <$ty as $crate::__private::container::Container>::Elem: $crate::__private::CastFrom<
                <__R as $crate::__private::container::RhsOperand<$ty, $crate::__private::container::family::$F>>::Compute,
            >,
        {
            #[inline]
            #[track_caller]
            fn $assign(&mut self, rhs: __R) {
                $crate::__private::container::RhsOperand::apply_assign(rhs, self, $crate::__private::$Elem::$elem)
            }
        }
    };
    // The operator for one kind of left operand, `&C` or `C` (borrowed to reach `&C`).
    (@lhs [$($g:ident),*] $ty:ty, $Lhs:ty, [$($borrow:tt)*]; $Op:ident $op:ident $F:ident $Elem:ident $elem:ident) => {
        impl<$($g,)* __R> ::core::ops::$Op<__R> for $Lhs
        where
            $ty: $crate::__private::container::Container,
            __R: $crate::__private::container::RhsOperand<$ty, $crate::__private::container::family::$F>,
            <__R as $crate::__private::container::RhsOperand<$ty, $crate::__private::container::family::$F>>::Compute: $crate::__private::$Elem,
        {
            type Output = <$ty as $crate::__private::container::Container>::With<
                <__R as $crate::__private::container::RhsOperand<$ty, $crate::__private::container::family::$F>>::Compute,
            >;
            #[inline]
            #[track_caller]
            fn $op(self, rhs: __R) -> Self::Output {
                $crate::__private::container::RhsOperand::apply_or_panic(rhs, $($borrow)* self, $crate::__private::$Elem::$elem)
            }
        }
    };
}

/// Unary `-` of a container (by reference or by value), where the policy defines it.
#[doc(hidden)]
#[macro_export]
macro_rules! __promoted_neg {
    ([$($g:ident),*] $Lhs:ty, $ty:ty) => {
        impl<$($g),*> ::core::ops::Neg for $Lhs
        where
            $ty: $crate::__private::container::Container,
            <$ty as $crate::__private::container::Container>::Elem:
                $crate::__private::Negate<<$ty as $crate::__private::container::Container>::Policy>,
            $crate::__private::ops::Negative: $crate::__private::ops::UnaryOp<
                <$ty as $crate::__private::container::Container>::Elem,
                $crate::__private::NegOf<
                    <$ty as $crate::__private::container::Container>::Elem,
                    <$ty as $crate::__private::container::Container>::Policy,
                >,
            >,
        {
            type Output = <$ty as $crate::__private::container::Container>::With<
                $crate::__private::NegOf<
                    <$ty as $crate::__private::container::Container>::Elem,
                    <$ty as $crate::__private::container::Container>::Policy,
                >,
            >;
            #[inline]
            fn neg(self) -> Self::Output {
                <$ty as $crate::__private::container::Container>::map(&self, <$crate::__private::ops::Negative as $crate::__private::ops::UnaryOp<_, _>>::apply)
            }
        }
    };
}

/// A container by value on the right of a weak scalar or an `Array0`: as by reference.
#[doc(hidden)]
#[macro_export]
macro_rules! __promoted_by_value_rhs {
    ([$($g:ident),*] $ty:ty) => {
        impl<$($g,)* __W, __F> $crate::__private::container::WeakLhsRhs<__W, __F> for $ty
        where
            $ty: $crate::__private::container::Container,
            __F: $crate::__private::container::family::Family,
            __W: $crate::__private::Element + $crate::__private::container::FamilyType<
                <$ty as $crate::__private::container::Container>::Elem,
                <$ty as $crate::__private::container::Container>::Policy,
                __F,
            >,
        {
            type Compute = <__W as $crate::__private::container::FamilyType<
                <$ty as $crate::__private::container::Container>::Elem,
                <$ty as $crate::__private::container::Container>::Policy,
                __F,
            >>::Out;
            type Output<__X: $crate::__private::Element> = <$ty as $crate::__private::container::Container>::With<__X>;
            #[inline]
            #[track_caller]
            fn apply<__X: $crate::__private::Element>(
                self,
                lhs: __W,
                f: impl ::core::ops::Fn(Self::Compute, Self::Compute) -> __X,
            ) -> Self::Output<__X> {
                $crate::__private::container::weak_lhs::<$ty, __F, __W, __X>(&self, lhs, f)
            }
        }
        $crate::__promoted_by_value_rhs!(@one [$($g,)* __T] $ty;
            $crate::__private::container::ZeroDimLhsRhs<__T, <$ty as $crate::__private::container::Container>::Policy, __F>,
            $crate::__private::ZeroDim<__T>);
    };
    (@one [$($g:ident),*] $ty:ty; $Trait:ty, $L:ty) => {
        impl<$($g,)* __F> $Trait for $ty
        where
            $ty: $crate::__private::container::Container,
            $L: $crate::__private::container::FamilyType<
                    <$ty as $crate::__private::container::Container>::Elem,
                    <$ty as $crate::__private::container::Container>::Policy,
                    __F,
                > + ::core::marker::Copy,
        {
            type Compute = <$L as $crate::__private::container::FamilyType<
                <$ty as $crate::__private::container::Container>::Elem,
                <$ty as $crate::__private::container::Container>::Policy,
                __F,
            >>::Out;
            type Output<__X: $crate::__private::Element> = <$ty as $crate::__private::container::Container>::With<__X>;
            #[inline]
            fn apply<__X: $crate::__private::Element>(
                self,
                lhs: $L,
                f: impl ::core::ops::Fn(Self::Compute, Self::Compute) -> __X,
            ) -> Self::Output<__X> {
                let s: Self::Compute = $crate::__private::CastFrom::cast_from(lhs);
                <$ty as $crate::__private::container::Container>::map(&self, move |y| {
                    f(s, $crate::__private::CastFrom::cast_from(y))
                })
            }
        }
    };
}

/// A container by value on the right of a container: as by reference (it delegates to the impl
/// for `&D`, with the same bounds).
#[doc(hidden)]
#[macro_export]
macro_rules! __promoted_by_value_operand {
    ([$($g:ident),*] $ty:ty) => {
        impl<$($g,)* __C, __F> $crate::__private::container::RhsOperand<__C, __F> for $ty
        where
            __C: $crate::__private::container::Container,
            __F: $crate::__private::container::family::Family,
            $ty: $crate::__private::container::SameKind<__C>,
            <__C as $crate::__private::container::Container>::Elem: $crate::__private::container::FamilyType<
                <$ty as $crate::__private::container::Container>::Elem,
                <__C as $crate::__private::container::Container>::Policy,
                __F,
            >,
        {
            type Compute = <<__C as $crate::__private::container::Container>::Elem as $crate::__private::container::FamilyType<
                <$ty as $crate::__private::container::Container>::Elem,
                <__C as $crate::__private::container::Container>::Policy,
                __F,
            >>::Out;

            #[inline]
            fn apply<__X: $crate::__private::Element>(
                self,
                lhs: &__C,
                f: impl ::core::ops::Fn(Self::Compute, Self::Compute) -> __X,
            ) -> ::core::result::Result<<__C as $crate::__private::container::Container>::With<__X>, $crate::__private::ShapeError> {
                $crate::__private::container::RhsOperand::<__C, __F>::apply(&self, lhs, f)
            }

            #[inline]
            #[track_caller]
            fn apply_or_panic<__X: $crate::__private::Element>(
                self,
                lhs: &__C,
                f: impl ::core::ops::Fn(Self::Compute, Self::Compute) -> __X,
            ) -> <__C as $crate::__private::container::Container>::With<__X> {
                $crate::__private::container::RhsOperand::<__C, __F>::apply_or_panic(&self, lhs, f)
            }

            #[inline]
            #[track_caller]
            fn apply_assign<__X>(self, lhs: &mut __C, f: impl ::core::ops::Fn(Self::Compute, Self::Compute) -> __X)
            where
                <__C as $crate::__private::container::Container>::Elem: $crate::__private::CastFrom<__X>,
            {
                $crate::__private::container::RhsOperand::<__C, __F>::apply_assign(&self, lhs, f)
            }

            #[inline]
            #[track_caller]
            fn apply_into<__X, __O>(
                self,
                lhs: &__C,
                out: &mut <__C as $crate::__private::container::Container>::With<__O>,
                f: impl ::core::ops::Fn(Self::Compute, Self::Compute) -> __X,
            ) where
                __O: $crate::__private::Element + $crate::__private::CastFrom<__X>,
            {
                $crate::__private::container::RhsOperand::<__C, __F>::apply_into(&self, lhs, out, f)
            }
        }
    };
}
