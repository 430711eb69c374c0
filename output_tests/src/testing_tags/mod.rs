//! The testing tags and the ordering rules they exercise:
//! short-circuit checks first, non-error checks, cohorts.

use serde::Serialize;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Struct {
    /// +k8s:validateTrue="never fails"
    pub passes: i32,

    /// Two plain checks: both report.
    /// +k8s:validateFalse="first"
    /// +k8s:validateFalse="second"
    pub two_failures: i32,

    /// Every short-circuit check runs; then the rest is skipped.
    /// +k8s:validateFalse="plain"
    /// +k8s:validateFalse(flags: "ShortCircuit")="sc1"
    /// +k8s:validateFalse(flags: "ShortCircuit")="sc2"
    pub short_circuits: i32,

    /// A non-error short-circuit stops the rest without an error.
    /// +k8s:validateFalse="skipped"
    /// +k8s:validateFalse(flags: "ShortCircuit,NonError")="silent"
    pub silent_stop: i32,

    /// A named cohort is isolated: its short-circuit skips only its own checks.
    /// +k8s:validateFalse(cohort: "a", flags: "ShortCircuit")="a-sc"
    /// +k8s:validateFalse(cohort: "a")="a-skipped"
    /// +k8s:validateFalse="default"
    /// +k8s:validateFalse(cohort: "b")="b-runs"
    pub cohorts: i32,

    /// A default-cohort short-circuit skips the named cohorts too.
    /// +k8s:validateFalse(flags: "ShortCircuit")="stop"
    /// +k8s:validateFalse(cohort: "c")="c-skipped"
    pub stops_cohorts: i32,

    /// A struct value in the error is JSON.
    pub child: Child,

    /// A default-cohort short-circuit at type level stops the fields.
    pub stopped: Stopped,
}

/// +k8s:validateFalse="child type"
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Child {
    pub name: String,
    #[serde(rename = "n")]
    pub number: i64,
}

/// +k8s:validateFalse(flags: "ShortCircuit")="type stop"
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Stopped {
    /// +k8s:validateFalse="never reached"
    pub field: i32,
}

include!("zz_generated_validations.rs");
