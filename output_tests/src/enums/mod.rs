//! `+k8s:enum` and `+k8s:enumExclude`, for both enum shapes:
//! a string newtype with associated constants and a unit-variant enum.

use serde::Serialize;

/// +k8s:enum
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(transparent)]
pub struct Protocol(pub String);

impl Protocol {
    pub const TCP: &'static str = "TCP";
    pub const UDP: &'static str = "UDP";
    /// Never allowed.
    /// +k8s:enumExclude
    pub const ICMP: &'static str = "ICMP";
    /// Not allowed while `SCTPDisabled` is enabled.
    /// +k8s:ifEnabled("SCTPDisabled")=+k8s:enumExclude
    pub const SCTP: &'static str = "SCTP";
    /// Only allowed while `QUIC` is enabled.
    /// +k8s:ifDisabled("QUIC")=+k8s:enumExclude
    pub const QUIC: &'static str = "QUIC";
}

/// +k8s:enum
#[derive(Serialize, Clone, Copy, Debug, Default, PartialEq)]
pub enum Policy {
    #[default]
    Always,
    IfNotPresent,
    /// Not allowed while `NeverPull` is disabled.
    /// +k8s:ifDisabled("NeverPull")=+k8s:enumExclude
    Never,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Struct {
    pub protocol: Protocol,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub optional_protocol: Option<Protocol>,
    pub policy: Policy,
}

include!("zz_generated_validations.rs");
