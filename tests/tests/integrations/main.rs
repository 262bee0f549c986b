//! The optional integrations' suites, as a binary of their own (`cargo test -p promote-tests
//! --features ndarray --test integrations`, or `--all-features`): turning a feature on rebuilds
//! these modules, not the whole suite.

mod ndarray_integration;
mod ndarray_values;
mod ndarray_zero_dim;
