//! Shared helpers of the workspace-level suites.
#![forbid(unsafe_code)]
