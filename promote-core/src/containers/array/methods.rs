//! The named methods of [`Array`], one per operation in the family list: `checked_add`,
//! `maximum`, `floor_divide`, `sqrt`, `sum`, … (the same items as every container's
//! [`PromoteOps`](crate::container::PromoteOps), from one generator), as inherent methods so that
//! they need no import.

use super::Array;
use crate::container::{family, Container, RhsOperand};
use crate::families::*;
use crate::ops::{self, BinaryOp, ReduceOp, ScanOp, UnaryOp};
use crate::{CanCast, CastFrom, Element, Policy};

impl<T: Element, P: Policy> Array<T, P> {
    crate::__family_rows!(family_methods {
        [[pub] [T] [P] [Array<] [, P>] [Array<O, P>] [Array::from_vec]]
    });
}
