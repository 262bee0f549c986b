//! [`PromoteOps`]: the named operations of the family list (`checked_add`, `maximum`, `sqrt`,
//! `sum`, …) on every [`Container`], typed by each family's type operator and computed by its
//! marker in [`crate::ops`], through the same [`RhsOperand`] as the operators.

use alloc::vec::Vec;

use super::{family, Container, RhsOperand};
use crate::families::*;
use crate::ops::{self, BinaryOp, ReduceOp, ScanOp, UnaryOp};
use crate::{CanCast, CastFrom, Element, Policy};

/// Every named operation of the family list on a [`Container`]: `maximum`, `floor_divide`,
/// `less`, `sqrt`, `sum`, … with their `checked_*` (a [`ShapeError`](crate::array::ShapeError)
/// instead of a panic) and `*_into` (into an output buffer) forms. Implemented for every
/// container; [`Array`](crate::Array) has the same methods as its own.
///
/// The right operand of a binary method is what the operators take ([`RhsOperand`]).
pub trait PromoteOps: Container {
    crate::__family_rows!(family_methods {
        [[] [Self::Elem] [Self::Policy] [Self::With<] [>] [Vec<O>] [core::convert::identity]]
    });
}

impl<C: Container> PromoteOps for C {}
