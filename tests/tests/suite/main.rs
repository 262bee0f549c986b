//! promote's workspace-level suites, as one test binary (`cargo test -p promote-tests --test suite`):
//! one module per subject. One binary links promote-core once, and `cargo test -- <module>` runs a
//! subject alone (`cargo test -p promote-tests --test suite -- values`).
//!
//! Modules are grouped by what they hold up: the tables, the typed operations, the run-time side,
//! the values, the generic code and the messages. The dispatch grids are binaries of their own
//! (`--test 'dispatch*'`, cut by memory: see `dispatch/main.rs`), so that they compile in
//! parallel, each in less memory; the optional integrations another (`--test integrations`),
//! built only with their feature.

// The tables: every policy's grids against the references (the type checker against the mirror
// is the binaries `agreement` and `agreement_narrow`).
mod conformance;
mod laws;
mod one_source;
mod provenance;
mod references;
mod seed_examples;
mod tables_ops;

// Typed operations and conversions.
mod array_families;
mod casting;
mod conversion_steps;
mod conversions;
mod narrow_conversions;
mod operations;
mod python_bool;

// The run-time side: dtype names, `dispatch_all!`, `DynArray` (the grids of `dispatch_binary!` and
// `dispatch_unary!` are the binary `dispatch`).
mod dispatch_all;
mod dtype_parse;
mod dyn_array;
mod dyn_huge_pages;
mod runtime_props;

// Values against the libraries' own.
mod lax_div;
mod reliability;
mod values;

// Generic and downstream code (the integrations are the binary `integrations`).
mod downstream;
mod generic;

// Messages and documents: what must not compile, and what the README claims.
mod compile_fail;
mod readme;
mod undefined_every_class;
