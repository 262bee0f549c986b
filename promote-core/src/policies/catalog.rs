//! The built-in policies as run-time values, for tools that pick a policy by name.

use crate::casting::{Casting, Level};
use crate::generic::result_type_all;
use crate::{ArrayKind, DType, Op, Policy};

#[allow(unused_imports)] // a build with no policy uses none
use super::*;

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
            category_rule: <P::ZeroDim as crate::zero_dim::ZeroDimRule>::CATEGORY_RULE,
            can_cast: P::can_cast,
            in_place: <P::InPlace as Level>::CASTING,
            out: <P::Out as Level>::CASTING,
            result_type_all: result_type_all::<P>,
        }
    }
}

/// Every built-in policy: its command-line name, its Cargo feature and its type.
macro_rules! catalog {
    ($($cli:literal $feature:literal $policy:ident;)*) => {
        /// Every built-in policy compiled into this build (each is a Cargo feature).
        ///
        /// ```
        /// use promote_core::policies::catalog;
        /// let numpy = catalog::find("numpy").unwrap();
        /// assert_eq!(numpy.name, "NumPy");
        /// ```
        pub const ALL: &[Entry] = &[$(
            #[cfg(feature = $feature)]
            Entry::of::<$policy>($cli),
        )*];

        /// Every built-in policy's command-line name and the Cargo feature that compiles it in,
        /// whether this build has it or not.
        pub const FEATURES: &[(&str, &str)] = &[$(($cli, $feature)),*];
    };
}

catalog! {
    "numpy"      "numpy"      NumPy;
    "numpy-ml"   "numpy-ml"   NumPyMl;
    "jax"        "jax"        Jax;
    "jax-strict" "jax-strict" JaxStrict;
    "jax-x32"    "jax-x32"    JaxX32;
    "jax-lax"    "jax-lax"    JaxLax;
    "torch"      "torch"      Torch;
    "array-api"  "array-api"  ArrayApi;
    "paddle"     "paddle"     Paddle;
    "tensorflow" "tensorflow" TensorFlow;
    "megengine"  "megengine"  MegEngine;
    "megengine-mep3" "megengine-mep3" MegEngineMep3;
    "oneflow"    "oneflow"    OneFlow;
}

/// The built-in policy with this command-line name, if this build has it ([`lookup`] says why
/// not).
pub fn find(cli_name: &str) -> Option<&'static Entry> {
    ALL.iter().find(|entry| entry.cli_name == cli_name)
}

/// The built-in policy with this command-line name, or an error that names the Cargo feature to
/// enable (a policy this build left out) or the names this build accepts.
///
/// ```
/// use promote_core::policies::catalog;
/// assert_eq!(catalog::lookup("jax").unwrap().name, "Jax");
/// let error = catalog::lookup("numpyy").unwrap_err();
/// assert!(error.to_string().starts_with("unknown policy `numpyy`; expected one of"));
/// ```
pub fn lookup(cli_name: &str) -> Result<&'static Entry, LookupError<'_>> {
    if let Some(entry) = find(cli_name) {
        return Ok(entry);
    }
    let feature = FEATURES
        .iter()
        .find(|(cli, _)| *cli == cli_name)
        .map(|(_, feature)| *feature);
    Err(LookupError {
        name: cli_name,
        feature,
    })
}

/// Why [`lookup`] found no policy.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LookupError<'a> {
    name: &'a str,
    feature: Option<&'static str>,
}

impl LookupError<'_> {
    /// The Cargo feature that would compile the policy in, for a built-in policy this build
    /// left out; `None` for a name no built-in policy has.
    pub fn feature(&self) -> Option<&'static str> {
        self.feature
    }
}

impl core::fmt::Display for LookupError<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.feature {
            Some(feature) => write!(
                f,
                "the policy `{}` is not compiled in: enable promote-core's `{feature}` feature (or `full`)",
                self.name
            ),
            None => {
                write!(f, "unknown policy `{}`; expected one of", self.name)?;
                for (i, entry) in ALL.iter().enumerate() {
                    let sep = if i == 0 { " " } else { ", " };
                    write!(f, "{sep}`{}`", entry.cli_name)?;
                }
                if ALL.is_empty() {
                    f.write_str(" nothing: this build has no policy (enable a policy feature)")?;
                }
                Ok(())
            }
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for LookupError<'_> {}

#[cfg(all(test, feature = "std"))]
mod tests {
    use super::*;

    #[test]
    fn an_unknown_name_lists_the_names_this_build_accepts() {
        let error = lookup("numpyy").unwrap_err();
        assert_eq!(error.feature(), None);
        let text = error.to_string();
        assert!(text.starts_with("unknown policy `numpyy`; expected one of "));
        for entry in ALL {
            assert!(text.contains(&format!("`{}`", entry.cli_name)), "{text}");
        }
    }

    #[test]
    fn every_policy_left_out_names_its_feature() {
        for (cli, feature) in FEATURES {
            match lookup(cli) {
                Ok(entry) => assert_eq!(entry.cli_name, *cli),
                Err(error) => {
                    assert_eq!(error.feature(), Some(*feature));
                    assert_eq!(
                        error.to_string(),
                        format!("the policy `{cli}` is not compiled in: enable promote-core's `{feature}` feature (or `full`)")
                    );
                }
            }
        }
        assert_eq!(
            ALL.len(),
            FEATURES
                .iter()
                .filter(|(cli, _)| find(cli).is_some())
                .count()
        );
    }

    /// Without `narrow`, a policy loses the narrow dtypes and nothing else: every `+` cell of two
    /// dtypes it kept is the reference grid's (made by the libraries, `tests/reference`).
    #[cfg(not(feature = "narrow"))]
    #[test]
    fn without_narrow_every_other_cell_is_the_references() {
        use crate::DType;
        let code = |c: &str| {
            DType::ALL
                .iter()
                .chain(DType::NARROW.iter())
                .copied()
                .find(|d| d.code() == c)
        };
        let mut cells = 0;
        for entry in ALL {
            let narrow_kept: Vec<_> = entry
                .dtypes
                .iter()
                .filter(|d| DType::NARROW.contains(d) && **d != DType::BC32)
                .collect();
            assert!(narrow_kept.is_empty(), "{}: {narrow_kept:?}", entry.name);
            let path = format!(
                "{}/../tests/reference/{}_add.csv",
                env!("CARGO_MANIFEST_DIR"),
                entry.cli_name
            );
            let csv = std::fs::read_to_string(&path).expect("the reference grid");
            let mut lines = csv.lines();
            let header: Vec<_> = lines.next().unwrap().split(',').skip(1).collect();
            for line in lines {
                let mut fields = line.split(',');
                let l = code(fields.next().unwrap()).unwrap();
                for (r, cell) in header.iter().zip(fields) {
                    let r = code(r).unwrap();
                    if !(entry.dtypes.contains(&l) && entry.dtypes.contains(&r)) {
                        continue;
                    }
                    let expected = if cell == "-" { None } else { code(cell) };
                    let array = crate::ArrayKind::Array;
                    assert_eq!(
                        (entry.binary_result)(crate::Op::Add, array, l, array, r),
                        expected,
                        "{}: {l} + {r}",
                        entry.name
                    );
                    cells += 1;
                }
            }
        }
        assert!(ALL.is_empty() || cells > 0);
    }
}
