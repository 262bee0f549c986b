//! `promote-byo`'s suites, as one test binary: its operators, and what must not compile.

mod compile_fail;
mod operators;
