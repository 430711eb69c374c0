//! Safe rollout (KEP-5073): run hand-written and declarative validation of
//! one request side by side under two switches.
//!
//! | DeclarativeValidation | Takeover | runs | returns |
//! | --- | --- | --- | --- |
//! | off | any | hand-written | hand-written errors |
//! | on | off | both, compared | hand-written errors |
//! | on | on | both, compared | enforced declarative errors + hand-written errors not covered by declarative |
//!
//! Mismatches between the covered hand-written errors and the declarative
//! errors ([`compare`]) are logged and counted; a panic in declarative
//! validation is contained, logged and counted, and under Takeover becomes
//! an internal error at the root path.
//!
//! ```
//! use validation_runtime::rollout::{Rollout, ValidationSwitches};
//! use validation_runtime::{ErrorList, FieldError, Operation, Path, BadValue};
//!
//! let replicas = -1;
//! let rollout = Rollout::new("Widget", ValidationSwitches { declarative_validation: true, takeover: true });
//! let errs = rollout.validate(
//!     &Operation::create(),
//!     || ErrorList::from(FieldError::invalid(&Path::new("spec").child("replicas"), BadValue::Int(replicas), "must be non-negative")
//!         .with_origin("minimum")).mark_covered_by_declarative(),
//!     || ErrorList::from(FieldError::invalid(&Path::new("spec").child("replicas"), BadValue::Int(replicas), "must be greater than or equal to 0")
//!         .with_origin("minimum")),
//! );
//! // Takeover: the declarative error replaces the covered hand-written one.
//! assert_eq!(errs.iter().map(|e| e.to_string()).collect::<Vec<_>>(),
//!     ["spec.replicas: Invalid value: -1: must be greater than or equal to 0"]);
//! ```

mod compare;
mod log;
mod metrics;
mod panics;
#[cfg(test)]
mod tests;

use std::sync::Arc;

pub use compare::{compare, ErrorKey, Mismatch, MismatchException};
pub use log::{NoopLogger, RecordingLogger, RolloutLogger};
#[cfg(feature = "metrics")]
pub use metrics::PrometheusMetrics;
pub use metrics::{NoMetrics, RolloutMetrics};
pub use panics::quiet_contained_panics;

use crate::matcher::NormalizationRule;
use crate::reconcile::enforced_declarative_errors;
use crate::{ErrorList, FieldError, Operation, Path};

/// The two feature gates of the migration. Takeover without
/// DeclarativeValidation behaves as both off.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ValidationSwitches {
    /// Run declarative validation too, and compare.
    pub declarative_validation: bool,
    /// Return the declarative result instead of the covered hand-written one.
    pub takeover: bool,
}

impl ValidationSwitches {
    /// Whether declarative errors decide the result.
    pub fn takes_over(self) -> bool {
        self.declarative_validation && self.takeover
    }
}

/// What happened while validating one request.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Outcome {
    /// The errors to return to the client.
    pub errors: ErrorList,
    /// The comparison, when both sides ran to completion.
    pub mismatch: Option<Mismatch>,
    /// The panic message, when declarative validation panicked.
    pub panic: Option<String>,
}

/// Runs one type's hand-written and declarative validation under the
/// switches; cheap to clone (the logger and metrics are shared).
#[derive(Clone)]
pub struct Rollout {
    type_name: String,
    switches: ValidationSwitches,
    exceptions: Vec<MismatchException>,
    normalization: Vec<NormalizationRule>,
    logger: Arc<dyn RolloutLogger>,
    metrics: Arc<dyn RolloutMetrics>,
}

impl std::fmt::Debug for Rollout {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Rollout")
            .field("type_name", &self.type_name)
            .field("switches", &self.switches)
            .field("exceptions", &self.exceptions)
            .field("normalization", &self.normalization)
            .finish_non_exhaustive()
    }
}

/// The `operation` label and log field.
fn operation_name(op: &Operation) -> &'static str {
    if op.is_update() {
        "update"
    } else {
        "create"
    }
}

impl Rollout {
    /// A rollout for `type_name` (the `type` label), logging nowhere and
    /// counting nothing until [`Rollout::logger`] / [`Rollout::metrics`].
    pub fn new(type_name: impl Into<String>, switches: ValidationSwitches) -> Rollout {
        Rollout {
            type_name: type_name.into(),
            switches,
            exceptions: Vec::new(),
            normalization: Vec::new(),
            logger: Arc::new(NoopLogger),
            metrics: Arc::new(NoMetrics),
        }
    }

    /// Where mismatches and contained panics are logged (default: nowhere).
    pub fn logger(mut self, logger: Arc<dyn RolloutLogger>) -> Self {
        self.logger = logger;
        self
    }

    /// Where mismatches and contained panics are counted (default: nowhere).
    pub fn metrics(mut self, metrics: Arc<dyn RolloutMetrics>) -> Self {
        self.metrics = metrics;
        self
    }

    /// Differences accepted during migration (not logged nor counted).
    pub fn exceptions(mut self, exceptions: Vec<MismatchException>) -> Self {
        self.exceptions = exceptions;
        self
    }

    /// Field-path rewrites applied to both sides before comparing.
    pub fn normalization(mut self, rules: Vec<NormalizationRule>) -> Self {
        self.normalization = rules;
        self
    }

    /// The switches this rollout runs under.
    pub fn switches(&self) -> ValidationSwitches {
        self.switches
    }

    /// The validated type's name (in logs and metrics).
    pub fn type_name(&self) -> &str {
        &self.type_name
    }

    /// The errors to return for one request; see [`Rollout::run`].
    pub fn validate(
        &self,
        op: &Operation,
        hand_written: impl FnOnce() -> ErrorList,
        declarative: impl FnOnce() -> ErrorList,
    ) -> ErrorList {
        self.run(op, hand_written, declarative).errors
    }

    /// Validates one request: `declarative` runs only when
    /// DeclarativeValidation is on, and never takes the caller down. With it
    /// on, the hand-written errors are marked from-imperative, so a Takeover result says which side each error came from.
    /// After a panic nothing is compared.
    pub fn run(
        &self,
        op: &Operation,
        hand_written: impl FnOnce() -> ErrorList,
        declarative: impl FnOnce() -> ErrorList,
    ) -> Outcome {
        let hand = hand_written();
        if !self.switches.declarative_validation {
            return Outcome {
                errors: hand,
                ..Outcome::default()
            };
        }
        let hand = hand.mark_from_imperative();
        let operation = operation_name(op);
        let takeover = self.switches.takes_over();
        match panics::contain(declarative) {
            Ok(declarative) => {
                let mismatch = compare(&hand, &declarative, &self.normalization, &self.exceptions);
                if !mismatch.is_empty() {
                    self.metrics.mismatch(&self.type_name, operation);
                    self.logger.log(&format!(
                        "declarative validation mismatch: type={} operation={operation} takeover={takeover} {mismatch}",
                        self.type_name
                    ));
                }
                let errors = if takeover { taken_over(hand, &declarative) } else { hand };
                Outcome {
                    errors,
                    mismatch: Some(mismatch),
                    panic: None,
                }
            }
            Err(message) => {
                self.metrics.panic(&self.type_name, operation);
                self.logger.log(&format!(
                    "declarative validation panicked: type={} operation={operation} takeover={takeover}: {message}",
                    self.type_name
                ));
                let errors = if takeover {
                    let internal = FieldError::internal(
                        &Path::root(),
                        format_args!("panic during declarative validation: {message}"),
                    );
                    taken_over(hand, &ErrorList::from(internal))
                } else {
                    hand
                };
                Outcome {
                    errors,
                    mismatch: None,
                    panic: Some(message),
                }
            }
        }
    }
}

/// Takeover's result: the enforced declarative errors
/// (Takeover enabling beta rules; alpha rules are only compared) after the
/// hand-written errors declarative validation does not cover.
fn taken_over(hand: ErrorList, declarative: &ErrorList) -> ErrorList {
    let mut errors = hand.remove_covered_by_declarative();
    errors.append(enforced_declarative_errors(declarative, true, false));
    errors
}
