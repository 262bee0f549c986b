//! What every run of the front end must keep, whatever its input: no panic, no stack overflow,
//! an end, and every error spanned inside the declaration.

use std::sync::mpsc;
use std::time::Duration;

use promote_decl::{Diagnostic, Model};

use crate::input::Input;

/// What one input gave.
pub enum Outcome {
    /// A model (whose expansion ran without a panic).
    Model(Box<Model>),
    /// The errors, each pointing into the declaration.
    Errors(Vec<Diagnostic>),
}

/// The stack the front end runs on here: rustc gives proc macros more, so an input that passes
/// here passes there.
const STACK: usize = 2 << 20;

/// Runs `work` on a thread with a 2 MiB stack, and waits at most `limit` for it. The
/// front end's tokens and spans belong to the thread that made them (proc-macro2's source map
/// is thread-local), so `work` lexes, mutates and checks; only its summary crosses back.
///
/// # Errors
/// The thread did not answer within `limit` (an input that does not end), or panicked outside
/// [`check`].
pub fn on_small_stack<R: Send + 'static>(
    limit: Duration,
    work: impl FnOnce() -> R + Send + 'static,
) -> Result<R, String> {
    // One piece of `on_small_stacks`, whose work is called once: taken out of its cell there.
    let work = std::sync::Mutex::new(Some(work));
    let mut results = on_small_stacks(limit, 1, move |_| {
        let work = work.lock().ok().and_then(|mut work| work.take());
        work.map(|work| work())
    })?;
    results
        .pop()
        .flatten()
        .ok_or_else(|| "the thread panicked".to_owned())
}

/// [`on_small_stack`] for work in `parts` independent pieces, each on a small stack of its own
/// and all at once, waiting at most `limit` for all of them: a long run then uses both cores of
/// a CI machine, not one beside the harness's other test. `work` is given the piece's index;
/// the results come back in that order.
///
/// # Errors
/// A piece did not answer within `limit`, or panicked outside [`check`].
pub fn on_small_stacks<R: Send + 'static>(
    limit: Duration,
    parts: usize,
    work: impl Fn(usize) -> R + Send + Sync + 'static,
) -> Result<Vec<R>, String> {
    let work = std::sync::Arc::new(work);
    let (send, receive) = mpsc::channel();
    let mut handles = Vec::with_capacity(parts);
    for part in 0..parts {
        let (send, work) = (send.clone(), std::sync::Arc::clone(&work));
        let handle = std::thread::Builder::new()
            .stack_size(STACK)
            .spawn(move || {
                // The receiver is gone only after a timeout, which is already reported.
                let _ = send.send((part, work(part)));
            })
            .map_err(|e| format!("cannot start a thread: {e}"))?;
        handles.push(handle);
    }
    drop(send);
    let deadline = std::time::Instant::now() + limit;
    let mut results: Vec<Option<R>> = (0..parts).map(|_| None).collect();
    for _ in 0..parts {
        let left = deadline.saturating_duration_since(std::time::Instant::now());
        match receive.recv_timeout(left) {
            Ok((part, result)) => results[part] = Some(result),
            Err(mpsc::RecvTimeoutError::Timeout) => {
                return Err(format!("no answer in {} s", limit.as_secs()))
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => return Err("a thread panicked".to_owned()),
        }
    }
    for handle in handles {
        let _ = handle.join();
    }
    Ok(results.into_iter().flatten().collect())
}

thread_local! {
    /// Whether this thread is inside [`check`], whose panics are caught and reported.
    static CHECKING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs the front end on `input` and checks the properties, returning what it gave or which
/// property failed; a panic is caught and reported as a failure.
pub fn check(input: &Input) -> Result<Outcome, String> {
    // The panic hook is the process's: swapping it around each check raced when two pieces of a
    // run checked at once (one restored the hook the other had silenced, or kept a silent one
    // for good). One hook instead, installed once, silent only on a thread inside a check.
    static QUIET_HOOK: std::sync::Once = std::sync::Once::new();
    QUIET_HOOK.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !CHECKING.with(std::cell::Cell::get) {
                previous(info);
            }
        }));
    });
    CHECKING.with(|checking| checking.set(true));
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run(input)));
    CHECKING.with(|checking| checking.set(false));
    result.unwrap_or_else(|payload| {
        let message = payload
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| payload.downcast_ref::<&str>().map(|s| (*s).to_owned()))
            .unwrap_or_default();
        Err(format!("panicked: {message}"))
    })
}

/// The front end on one input, then the properties of its answer; this is what the fuzz target
/// runs directly, where libFuzzer reports a panic itself.
pub fn run(input: &Input) -> Result<Outcome, String> {
    match promote_decl::resolve(input.form, input.tokens()) {
        Ok(model) => {
            // Expansion must not panic either; its tokens are not checked here.
            let _ = promote_decl::expand(input.form, input.tokens());
            Ok(Outcome::Model(Box::new(model)))
        }
        Err(errors) => {
            for error in &errors {
                if !inside(input, error) {
                    return Err(format!(
                        "error spanned outside the declaration ({:?}..{:?}): {}",
                        error.span.byte_range(),
                        error.end.byte_range(),
                        error.message
                    ));
                }
            }
            if errors.is_empty() {
                return Err("an error without a message".to_owned());
            }
            Ok(Outcome::Errors(errors))
        }
    }
}

/// Whether an error points into the user's declaration: both ends in the body's text and within
/// its tokens. An input that ends before the parser finds what it expects is reported where it
/// ends: for a declaration inside promote-core's tokens (an extension) the closing brace around
/// it, for a top-level one the macro's call site (where rustc underlines the invocation). Such an
/// error says what was expected; any other error outside the body points nowhere the user can
/// see, or at promote-core's own tokens.
///
/// Under `cfg(fuzzing)` (the fuzz target) proc-macro2 keeps no span locations, so every error
/// counts as inside: there the fuzz target checks the other properties, and the CI proptest this
/// one.
fn inside(input: &Input, error: &Diagnostic) -> bool {
    if cfg!(fuzzing) {
        return true;
    }
    let in_body = input.body_place().is_some_and(|(first, range)| {
        [error.span, error.end].iter().all(|&span| {
            let r = span.byte_range();
            first.join(span).is_some() && range.start <= r.start && r.end <= range.end
        })
    });
    let expected = error.message.starts_with("unexpected end of input")
        || error.message.starts_with("expected ");
    in_body || expected
}
