//! The one generator of the family list's named methods (`checked_add`, `maximum`,
//! `floor_divide`, `sqrt`, `sum`, …), each typed by its family's type operator and computed by its
//! marker in [`crate::ops`]: [`Array`](crate::Array)'s own methods and the [`PromoteOps`]
//! trait of every container are the same items, written once here.
//!
//! A caller passes its context, then the family rows (see [`__family_rows!`](crate::__family_rows)):
//! `[vis] [element type] [policy] [container of O: before] [after] [scan's output type] [its
//! constructor]`, e.g. `[pub] [T] [P] [Array<] [, P>] [Array<O, P>] [Array::from_vec]`.
//!
//! [`PromoteOps`]: crate::container::PromoteOps

macro_rules! family_methods {
    ($ctx:tt family_rows { $($row:tt)* }) => {
        $(family_methods!(@row $ctx $row);)*
    };
    // One call per method: the context's own repetitions may not nest in the methods'.
    (@row $ctx:tt { $shape:ident $name:ident $docs:tt $Public:ident $Assoc:ident $Alias:ident $F:ident
        $Table:ident $Bridge:tt $result:ident [$title:literal $symbol:literal $what:literal] $messages:tt
        $default:tt [$($method:tt)*] }) => {
        $(family_methods!(@$shape $ctx [$Public $Assoc $F $title] $method);)*
    };
    (@binary [[$($vis:tt)*] [$E:ty] [$P:ty] [$($with:tt)*] [$($end:tt)*] $scan_ty:tt $scan_new:tt]
        [$Public:ident $Assoc:ident $F:ident $title:literal]
        [$M:ident $with_:ident [$plain:tt] [$checked:ident] [$try:ident] [$into:ident]]) => {
        #[doc = concat!("[`ops::", stringify!($M), "`] of `self` and `rhs` elementwise, in their ", $title,
            " type under the policy ([`", stringify!($Public), "`](crate::", stringify!($Public), ")), or a [`ShapeError`](crate::array::ShapeError) if the shapes do not combine.")]
        ///
        /// The right operand is a container of the same kind (by reference), a 0-d array or a
        /// weak scalar.
        #[inline]
        $($vis)* fn $checked<R>(&self, rhs: R)
            -> Result<$($with)* <ops::$M as BinaryOp<R::Compute>>::Output $($end)*, crate::array::ShapeError>
        where
            R: RhsOperand<Self, family::$F>,
            ops::$M: BinaryOp<R::Compute>,
        {
            rhs.apply(self, |a, b| <ops::$M as BinaryOp<R::Compute>>::apply_under(&<$P as Policy>::VALUES, a, b))
        }

        family_methods!(@plain [$($vis)*] [$P] [$($with)*] [$($end)*] $plain $checked $M $F);

        #[doc = concat!("[`ops::", stringify!($M), "`] of `self` and `rhs` elementwise, written into `out`: the result (in their ", $title,
            " type under the policy, [`", stringify!($Public), "`](crate::", stringify!($Public), ")) is cast into `out`'s element type, which must be allowed at the policy's output casting level ([`Policy::Out`]; NumPy's `out=` with `casting='same_kind'`).")]
        ///
        /// Nothing is allocated.
        ///
        /// # Panics
        /// If the shapes do not combine, or `out`'s shape is not the result's.
        #[inline]
        #[track_caller]
        $($vis)* fn $into<R, O>(&self, rhs: R, out: &mut $($with)* O $($end)*)
        where
            R: RhsOperand<Self, family::$F>,
            ops::$M: BinaryOp<R::Compute>,
            <ops::$M as BinaryOp<R::Compute>>::Output: CanCast<O, $P, <$P as Policy>::Out>,
            O: Element + CastFrom<<ops::$M as BinaryOp<R::Compute>>::Output>,
        {
            rhs.apply_into(self, out, |a, b| <ops::$M as BinaryOp<R::Compute>>::apply_under(&<$P as Policy>::VALUES, a, b))
        }
    };
    (@plain $vis:tt $P:tt $with:tt $end:tt _ $checked:ident $M:ident $F:ident) => {};
    (@plain [$($vis:tt)*] [$P:ty] [$($with:tt)*] [$($end:tt)*] $plain:ident $checked:ident $M:ident $F:ident) => {
        #[doc = concat!("[`", stringify!($checked), "`](Self::", stringify!($checked), "), panicking with both shapes if they do not combine.")]
        #[inline]
        #[track_caller]
        $($vis)* fn $plain<R>(&self, rhs: R) -> $($with)* <ops::$M as BinaryOp<R::Compute>>::Output $($end)*
        where
            R: RhsOperand<Self, family::$F>,
            ops::$M: BinaryOp<R::Compute>,
        {
            rhs.apply_or_panic(self, |a, b| <ops::$M as BinaryOp<R::Compute>>::apply_under(&<$P as Policy>::VALUES, a, b))
        }
    };
    (@unary $ctx:tt $family:tt [$M:ident $with_:ident [$m:ident] [] [] $into:tt]) => {
        family_methods!(@map $ctx $family $M $m);
        family_methods!(@map_into $ctx $family $M $into);
    };
    (@map [[$($vis:tt)*] [$E:ty] [$P:ty] [$($with:tt)*] [$($end:tt)*] $scan_ty:tt $scan_new:tt]
        [$Public:ident $Assoc:ident $F:ident $title:literal] $M:ident $m:ident) => {
        #[doc = concat!("[`ops::", stringify!($M), "`] of every element, in the ", $title, " type of the element type under the policy ([`", stringify!($Public), "`](crate::", stringify!($Public), ")).")]
        #[inline]
        // The result type as a parameter of the method: a bound on it is checked after the
        // method is found, so an undefined dtype gets the family's message, not E0599.
        $($vis)* fn $m<O>(&self) -> $($with)* O $($end)*
        where
            $E: $Public<$P, $Assoc = O>,
            O: Element,
            ops::$M: UnaryOp<$E, O>,
        {
            Container::map(self, <ops::$M as UnaryOp<$E, O>>::apply)
        }
    };
    (@map_into $ctx:tt $family:tt $M:ident []) => {};
    (@map_into [[$($vis:tt)*] [$E:ty] [$P:ty] [$($with:tt)*] [$($end:tt)*] $scan_ty:tt $scan_new:tt]
        [$Public:ident $Assoc:ident $F:ident $title:literal] $M:ident [$into:ident]) => {
        #[doc = concat!("[`ops::", stringify!($M), "`] of every element, written into `out`: the result (the ", $title,
            " type of the element type under the policy) is cast into `out`'s element type, which must be allowed at the policy's output casting level ([`Policy::Out`]).")]
        ///
        /// # Panics
        /// If `out`'s shape is not `self`'s.
        #[inline]
        #[track_caller]
        $($vis)* fn $into<O, Q>(&self, out: &mut $($with)* Q $($end)*)
        where
            $E: $Public<$P, $Assoc = O>,
            O: Element + CanCast<Q, $P, <$P as Policy>::Out>,
            Q: Element + CastFrom<O>,
            ops::$M: UnaryOp<$E, O>,
        {
            Container::map_into(self, out, |x| Q::cast_from(<ops::$M as UnaryOp<$E, O>>::apply(x)))
        }
    };
    (@scan [[$($vis:tt)*] [$E:ty] [$P:ty] $with:tt $end:tt [$($scan_ty:tt)*] [$($scan_new:tt)*]]
        [$Public:ident $Assoc:ident $F:ident $title:literal] [$M:ident $with_:ident [$m:ident] [] [] []]) => {
        #[doc = concat!("[`ops::", stringify!($M), "`] over the elements in row-major order, in the ", $title,
            " type of the element type under the policy ([`", stringify!($Public), "`](crate::", stringify!($Public), ")), as NumPy's `axis=None`: one value per element, flat.")]
        #[inline]
        $($vis)* fn $m<O>(&self) -> $($scan_ty)*
        where
            $E: $Public<$P, $Assoc = O>,
            O: Element + AccumulateIn<$P>,
            ops::$M: ScanOp<$E, AccumulatorOf<O, $P>, O>,
        {
            $($scan_new)*(
                <ops::$M as ScanOp<$E, AccumulatorOf<O, $P>, O>>::scan(Container::as_slice(self).iter().copied(), &<$P as Policy>::VALUES).collect(),
            )
        }
    };
    (@reduction [[$($vis:tt)*] [$E:ty] [$P:ty] $with:tt $end:tt $scan_ty:tt $scan_new:tt]
        [$Public:ident $Assoc:ident $F:ident $title:literal] [$M:ident $with_:ident [$m:ident] [] [] []]) => {
        #[doc = concat!("[`ops::", stringify!($M), "`] of every element, in the ", $title, " type of the element type under the policy ([`", stringify!($Public), "`](crate::", stringify!($Public), ")).")]
        #[inline]
        $($vis)* fn $m<O>(&self) -> O
        where
            $E: $Public<$P, $Assoc = O>,
            O: AccumulateIn<$P>,
            ops::$M: ReduceOp<$E, AccumulatorOf<O, $P>, O>,
        {
            <ops::$M as ReduceOp<$E, AccumulatorOf<O, $P>, O>>::reduce(Container::as_slice(self).iter().copied())
        }
    };
}
