//! Newtypes (`struct Name(pub T)`): named typedefs whose type tags apply
//! wherever they are used.

use serde::Serialize;

/// +k8s:minimum=1
/// +k8s:maximum=65535
#[derive(Serialize, Clone, Copy, Debug, Default, PartialEq)]
#[serde(transparent)]
pub struct Port(pub i32);

/// A newtype of a newtype: its own tags, then `Port`'s.
/// +k8s:minimum=1024
#[derive(Serialize, Clone, Copy, Debug, Default, PartialEq)]
#[serde(transparent)]
pub struct UnprivilegedPort(pub Port);

/// A chain of four newtypes over a string, each link with its own
/// `minLength`: a link's checks read the string through a generated
/// accessor (`Word`'s calls `Code`'s, which reads `.0.0.0`), not through
/// every link below.
/// +k8s:minLength=4
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(transparent)]
pub struct Word(pub Code);

/// +k8s:minLength=3
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(transparent)]
pub struct Code(pub ShortCode);

/// +k8s:minLength=2
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(transparent)]
pub struct ShortCode(pub Letter);

/// +k8s:minLength=1
/// +k8s:maxLength=4
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(transparent)]
pub struct Letter(pub String);

/// A named string: its value is shown as JSON in errors.
/// +k8s:validateFalse="named string"
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(transparent)]
pub struct Name(pub String);

/// A newtype of a struct.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(transparent)]
pub struct Wrapped(pub Inner);

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Inner {
    /// +k8s:minimum=0
    pub count: i32,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Struct {
    pub port: Port,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub optional_port: Option<Port>,
    pub unprivileged: UnprivilegedPort,
    pub name: Name,
    pub wrapped: Wrapped,
}

include!("zz_generated_validations.rs");
