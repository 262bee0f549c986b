//! The rules: what promotion is. The [`Policy`](policy::Policy) trait (a policy's run-time
//! mirror), the operation families and their type operators, casting, the 0-d rules, the bundles
//! and the n-ary rule of generic code, and weak results made strong.

pub mod casting;
pub mod families;
pub mod generic;
pub mod materialize;
pub mod policy;
pub mod values;
pub mod zero_dim;
