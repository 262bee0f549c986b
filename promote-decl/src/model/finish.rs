//! The step both forms end with, once their grid is resolved.

use crate::model::Policy;
use crate::parse::ast::{Header, Options};

/// The last step of both forms: the policy's types as the build holds them. `canonicalize`
/// folds the types a policy reasons with but never holds into their canonical ones; a build
/// without the narrow dtypes drops them from a built-in declaration, and refuses a user's that
/// names one.
pub fn finish(policy: &mut Policy, header: &Header, options: &Options) -> syn::Result<()> {
    if let Some((span, pairs)) = &options.canonicalize {
        crate::model::canonical::apply(policy, *span, pairs)?;
    }
    policy.values = options
        .values
        .as_ref()
        .map(|v| v.to_string().to_uppercase());
    policy.drop_narrow = !header.narrow && options.narrow_optional;
    if !header.narrow && !options.narrow_optional {
        crate::model::project::refuse_narrow(policy)?;
    }
    crate::model::project::drop_narrow(policy);
    Ok(())
}
