//! The built-in policies as run-time values, for tools that pick a policy by name.

use crate::casting::{Casting, Level};
use crate::generic::result_type_all;
use crate::{ArrayKind, DType, Op, Policy};

use super::{
    ArrayApi, Jax, JaxLax, JaxStrict, JaxX32, MegEngine, NumPy, NumPyMl, Paddle, TensorFlow, Torch,
};

/// A policy seen at run time: its names and its run-time mirror.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// The name tools take on their command line (`numpy`, `jax-lax`, ...).
    pub cli_name: &'static str,
    /// The policy type's name ([`Policy::NAME`]).
    pub name: &'static str,
    /// The dtypes it knows ([`Policy::DTYPES`]).
    pub dtypes: &'static [DType],
    /// Its run-time mirror ([`Policy::result_type`]).
    pub result_type: fn(DType, DType) -> Option<DType>,
    /// Its run-time mirror of every family and kind ([`Policy::binary_result`]).
    pub binary_result: fn(Op, ArrayKind, DType, ArrayKind, DType) -> Option<DType>,
    /// Its accumulators ([`Policy::sum_result`]).
    pub sum_result: fn(DType) -> Option<DType>,
    /// Its run-time mirror of every unary family, reduction and scan ([`Policy::unary_result`]).
    pub unary_result: fn(Op, DType) -> Option<DType>,
    /// Its Hasse diagram, for a lattice ([`Policy::LATTICE_EDGES`]).
    pub lattice_edges: Option<&'static [(DType, DType)]>,
    /// Whether 0-d operands follow PyTorch's category rule ([`Policy::ZeroDim`]).
    pub category_rule: bool,
    /// Its casting rules ([`Policy::can_cast`]).
    pub can_cast: fn(DType, DType, Casting) -> bool,
    /// The level of its in-place operators ([`Policy::InPlace`]).
    pub in_place: Casting,
    /// The level of its output buffers ([`Policy::Out`]).
    pub out: Casting,
    /// Its n-ary result type ([`result_type_all`]).
    pub result_type_all: fn(&[DType]) -> Option<DType>,
}

impl Entry {
    /// The entry of the policy `P`.
    pub const fn of<P: Policy>(cli_name: &'static str) -> Entry {
        Entry {
            cli_name,
            name: P::NAME,
            dtypes: P::DTYPES,
            result_type: P::result_type,
            binary_result: P::binary_result,
            sum_result: P::sum_result,
            unary_result: P::unary_result,
            lattice_edges: P::LATTICE_EDGES,
            category_rule: <P::ZeroDim as crate::ZeroDimRule>::CATEGORY_RULE,
            can_cast: P::can_cast,
            in_place: <P::InPlace as Level>::CASTING,
            out: <P::Out as Level>::CASTING,
            result_type_all: result_type_all::<P>,
        }
    }
}

/// Every built-in policy.
///
/// ```
/// use promote_core::policies::catalog;
/// let numpy = catalog::find("numpy").unwrap();
/// assert_eq!(numpy.name, "NumPy");
/// ```
pub const ALL: &[Entry] = &[
    Entry::of::<NumPy>("numpy"),
    Entry::of::<NumPyMl>("numpy-ml"),
    Entry::of::<Jax>("jax"),
    Entry::of::<JaxStrict>("jax-strict"),
    Entry::of::<JaxX32>("jax-x32"),
    Entry::of::<JaxLax>("jax-lax"),
    Entry::of::<Torch>("torch"),
    Entry::of::<ArrayApi>("array-api"),
    Entry::of::<Paddle>("paddle"),
    Entry::of::<TensorFlow>("tensorflow"),
    Entry::of::<MegEngine>("megengine"),
];

/// The built-in policy with this command-line name.
pub fn find(cli_name: &str) -> Option<&'static Entry> {
    ALL.iter().find(|entry| entry.cli_name == cli_name)
}
