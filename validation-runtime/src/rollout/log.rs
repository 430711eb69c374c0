//! Where rollout events go: a pluggable logger. The default drops them; the
//! recording logger keeps them for tests.

use std::sync::{Mutex, PoisonError};

/// Receives one line per mismatch or contained panic.
pub trait RolloutLogger: Send + Sync {
    /// Records one line.
    fn log(&self, line: &str);
}

/// Drops every line (the default: the runtime never writes to stderr).
#[derive(Clone, Copy, Debug, Default)]
pub struct NoopLogger;

impl RolloutLogger for NoopLogger {
    fn log(&self, _line: &str) {}
}

/// Keeps every line, in order.
#[derive(Debug, Default)]
pub struct RecordingLogger {
    lines: Mutex<Vec<String>>,
}

impl RecordingLogger {
    /// A logger that keeps every line (see `lines`).
    pub fn new() -> RecordingLogger {
        RecordingLogger::default()
    }

    /// The lines logged so far.
    pub fn lines(&self) -> Vec<String> {
        self.lines.lock().unwrap_or_else(PoisonError::into_inner).clone()
    }
}

impl RolloutLogger for RecordingLogger {
    fn log(&self, line: &str) {
        self.lines
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(line.to_owned());
    }
}

/// Any `Fn(&str)` closure is a logger (e.g. one forwarding to `tracing`).
impl<F: Fn(&str) + Send + Sync> RolloutLogger for F {
    fn log(&self, line: &str) {
        self(line)
    }
}
