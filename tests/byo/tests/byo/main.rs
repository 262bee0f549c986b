//! `promote-byo`'s suite: its operators. What must not compile for a user of `Tensor` is pinned
//! with promote's own UI cases (`tests/tests/ui/byo-*.rs`, the suite's `compile_fail`), which
//! share that suite's one trybuild build of the dependencies.

mod operators;
