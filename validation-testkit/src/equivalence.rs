//! Asserting that hand-written and declarative validation agree.

use std::fmt;

use proptest::strategy::Strategy;
use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestError, TestRng, TestRunner};
use validation_runtime::matcher::NormalizationRule;
use validation_runtime::rollout::{compare, MismatchException};
use validation_runtime::{ErrorList, Operation};

use crate::{Case, CoverageRecorder};

/// A validator under comparison: `(operation, object, old object)`.
pub type ValidateFn<'a, T> = &'a dyn Fn(&Operation, &T, Option<&T>) -> ErrorList;

/// One type's hand-written and declarative validators, compared like the
/// rollout compares them ([`compare`]): the hand-written errors marked
/// covered-by-declarative against every declarative error.
pub struct Equivalence<'a, T> {
    type_name: &'a str,
    hand_written: ValidateFn<'a, T>,
    declarative: ValidateFn<'a, T>,
    exceptions: Vec<MismatchException>,
    normalization: Vec<NormalizationRule>,
    recorder: Option<&'a CoverageRecorder>,
}

impl<'a, T: fmt::Debug> Equivalence<'a, T> {
    pub fn new(type_name: &'a str, hand_written: ValidateFn<'a, T>, declarative: ValidateFn<'a, T>) -> Self {
        Equivalence {
            type_name,
            hand_written,
            declarative,
            exceptions: Vec::new(),
            normalization: Vec::new(),
            recorder: None,
        }
    }

    /// Differences accepted during migration.
    pub fn exceptions(mut self, exceptions: Vec<MismatchException>) -> Self {
        self.exceptions = exceptions;
        self
    }

    pub fn normalization(mut self, rules: Vec<NormalizationRule>) -> Self {
        self.normalization = rules;
        self
    }

    /// Record every declarative error seen, for the coverage check.
    pub fn record_into(mut self, recorder: &'a CoverageRecorder) -> Self {
        self.recorder = Some(recorder);
        self
    }

    /// Validates `case` both ways; `Err` describes the disagreement with
    /// both error lists.
    pub fn check(&self, case: &Case<T>) -> Result<(), String> {
        let hand = (self.hand_written)(&case.op, &case.obj, case.old.as_ref());
        let declarative = (self.declarative)(&case.op, &case.obj, case.old.as_ref());
        if let Some(recorder) = self.recorder {
            recorder.record(self.type_name, &declarative);
        }
        let mismatch = compare(&hand, &declarative, &self.normalization, &self.exceptions);
        if mismatch.is_empty() {
            return Ok(());
        }
        Err(format!(
            "{} case {:?} ({:?}): hand-written and declarative validation disagree\n  \
             differences: {mismatch}\n  hand-written errors:{}\n  declarative errors:{}\n  object: {:?}\n  old object: {:?}",
            self.type_name,
            case.name,
            case.op.kind,
            list(&hand),
            list(&declarative),
            case.obj,
            case.old
        ))
    }

    /// Panics, listing every failing case, unless all cases agree.
    #[track_caller]
    pub fn assert_table(&self, cases: &[Case<T>]) {
        let failures: Vec<String> = cases.iter().filter_map(|c| self.check(c).err()).collect();
        assert!(
            failures.is_empty(),
            "{} of {} cases disagree:\n{}",
            failures.len(),
            cases.len(),
            failures.join("\n")
        );
    }

    /// Property test: `n` random cases from `strategy` (see [`crate::cases`])
    /// all agree. The random stream is fixed, so CI runs are reproducible;
    /// proptest shrinks a failure to a minimal case before reporting it.
    pub fn check_for_all(&self, strategy: impl Strategy<Value = Case<T>>, n: u32) -> Result<(), String> {
        let config = Config {
            cases: n,
            failure_persistence: None,
            ..Config::default()
        };
        let mut runner = TestRunner::new_with_rng(config, TestRng::deterministic_rng(RngAlgorithm::ChaCha));
        match runner.run(&strategy, |case| self.check(&case).map_err(TestCaseError::fail)) {
            Ok(()) => Ok(()),
            Err(TestError::Fail(reason, case)) => Err(format!("property failed for minimal case {case:?}:\n{reason}")),
            Err(TestError::Abort(reason)) => Err(format!("property test aborted: {reason}")),
        }
    }

    /// Panics with [`Equivalence::check_for_all`]'s report on failure.
    #[track_caller]
    pub fn assert_for_all(&self, strategy: impl Strategy<Value = Case<T>>, n: u32) {
        if let Err(message) = self.check_for_all(strategy, n) {
            panic!("{message}");
        }
    }
}

/// One error per line, indented, or ` (none)`.
fn list(errs: &ErrorList) -> String {
    if errs.is_empty() {
        return " (none)".to_owned();
    }
    errs.iter()
        .map(|e| {
            format!(
                "\n    {e} [origin={:?}, covered={}]",
                e.origin, e.covered_by_declarative
            )
        })
        .collect()
}
