//! `+k8s:format=<name>`: every format name.

use serde::Serialize;

/// +k8s:format=k8s-short-name
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(transparent)]
pub struct ShortName(pub String);

/// The three costliest formats' fields are bounded (far above any value the
/// tests use) so that the CRD schema's rules fit the API server's total
/// estimated cost for a schema.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Struct {
    /// +k8s:format=k8s-short-name
    pub short_name: String,
    /// +k8s:format=k8s-long-name
    pub long_name: String,
    /// +k8s:format=k8s-long-name-caseless
    pub long_name_caseless: String,
    /// +k8s:format=k8s-label-key
    pub label_key: String,
    /// +k8s:format=k8s-prefixed-label-key
    pub prefixed_label_key: String,
    /// +k8s:format=k8s-label-value
    pub label_value: String,
    /// +k8s:format=k8s-path-segment-name
    pub path_segment_name: String,
    /// +k8s:format=k8s-uuid
    pub uuid: String,
    /// +k8s:maxLength=65536
    /// +k8s:format=k8s-resource-pool-name
    pub resource_pool_name: String,
    /// +k8s:maxLength=65536
    /// +k8s:format=k8s-extended-resource-name
    pub extended_resource_name: String,
    /// +k8s:maxLength=65536
    /// +k8s:format=k8s-resource-fully-qualified-name
    pub resource_fully_qualified_name: String,
    /// An absent value is not checked; a present empty one is.
    /// +k8s:format=k8s-short-name
    #[serde(skip_serializing_if = "Option::is_none")]
    pub optional: Option<String>,
    /// A named type's format; its value is shown as JSON.
    pub named: ShortName,
}

/// Formats on strings with a length limit: the CRD schema's rules then
/// cost what the limit allows rather than what a request could hold.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Bounded {
    /// +k8s:maxLength=253
    /// +k8s:format=k8s-label-key
    pub label_key: String,
    /// +k8s:maxLength=253
    /// +k8s:format=k8s-resource-pool-name
    pub resource_pool_name: String,
    /// +k8s:maxLength=253
    /// +k8s:format=k8s-extended-resource-name
    pub extended_resource_name: String,
    /// Every item a label value.
    /// +k8s:maxItems=16
    /// +k8s:eachVal=+k8s:maxLength=63
    /// +k8s:eachVal=+k8s:format=k8s-label-value
    pub label_values: Vec<String>,
}

include!("zz_generated_validations.rs");
