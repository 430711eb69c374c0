//! Containing a panic in declarative validation: the caller keeps running.

use std::any::Any;
use std::cell::Cell;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Once;

thread_local! {
    /// Set while this thread runs declarative validation under a rollout.
    static IN_DECLARATIVE: Cell<bool> = const { Cell::new(false) };
}

/// Runs `f`, turning a panic into `Err(message)`.
pub(super) fn contain<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    let was = IN_DECLARATIVE.with(|flag| flag.replace(true));
    let result = catch_unwind(AssertUnwindSafe(f));
    IN_DECLARATIVE.with(|flag| flag.set(was));
    result.map_err(|payload| panic_message(payload.as_ref()))
}

/// The text a panic was raised with (`panic!("..")` payloads are `&str` or
/// `String`).
fn panic_message(payload: &(dyn Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_owned()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "non-string panic payload".to_owned()
    }
}

/// Installs (once per process) a panic hook that stays silent for panics
/// raised inside declarative validation run by a [`super::Rollout`] (they are
/// contained, counted and logged through the rollout's logger) and defers to
/// the previous hook for every other panic. Opt-in, as hooks are global.
pub fn quiet_contained_panics() {
    static INSTALL: Once = Once::new();
    INSTALL.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !IN_DECLARATIVE.with(Cell::get) {
                previous(info);
            }
        }));
    });
}
