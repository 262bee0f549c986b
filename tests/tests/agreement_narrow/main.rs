//! The agreement of `agreement` for the policies with ml_dtypes' narrow types and PyTorch's float8
//! types (`cargo test -p promote-tests --test agreement_narrow`): a binary of its own, for rustc's
//! time and memory (see `agreement/main.rs`).

/// The agreement macros, shared with `agreement`.
#[macro_use]
#[path = "../agreement/agree.rs"]
mod agree;

mod policies;
