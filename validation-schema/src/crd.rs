//! A `CustomResourceDefinition` (`apiextensions.k8s.io/v1`): the parts the
//! checks, validation and pruning read, with everything else kept as JSON so
//! a definition round-trips.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::schema::JsonSchemaProps;

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CustomResourceDefinition {
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub api_version: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub kind: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub metadata: Option<Value>,
    pub spec: CustomResourceDefinitionSpec,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<Value>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CustomResourceDefinitionSpec {
    pub group: String,
    pub names: CustomResourceDefinitionNames,
    /// `Namespaced` or `Cluster`.
    pub scope: String,
    pub versions: Vec<CustomResourceDefinitionVersion>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conversion: Option<Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub preserve_unknown_fields: Option<bool>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CustomResourceDefinitionNames {
    pub plural: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub singular: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub short_names: Vec<String>,
    pub kind: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub list_kind: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub categories: Vec<String>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CustomResourceDefinitionVersion {
    pub name: String,
    pub served: bool,
    pub storage: bool,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub deprecated: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deprecation_warning: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub schema: Option<CustomResourceValidation>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub subresources: Option<CustomResourceSubresources>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub additional_printer_columns: Vec<Value>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub selectable_fields: Vec<Value>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct CustomResourceValidation {
    #[serde(rename = "openAPIV3Schema", default, skip_serializing_if = "Option::is_none")]
    pub open_api_v3_schema: Option<JsonSchemaProps>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct CustomResourceSubresources {
    /// Present (as `{}`) when the status subresource is enabled.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scale: Option<CustomResourceSubresourceScale>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CustomResourceSubresourceScale {
    pub spec_replicas_path: String,
    pub status_replicas_path: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label_selector_path: Option<String>,
}

impl CustomResourceDefinition {
    /// Parses a definition from JSON text.
    pub fn from_json(text: &str) -> Result<CustomResourceDefinition, serde_json::Error> {
        serde_json::from_str(text)
    }

    /// The schema of the version named `version`.
    pub fn schema_of(&self, version: &str) -> Option<&JsonSchemaProps> {
        self.spec
            .versions
            .iter()
            .find(|v| v.name == version)
            .and_then(|v| v.schema.as_ref())
            .and_then(|s| s.open_api_v3_schema.as_ref())
    }
}

/// Kubernetes' order of API versions (`CompareKubeAwareVersionStrings`),
/// highest first: GA before beta before alpha, higher numbers first within
/// each; names not of the `v<N>[(alpha|beta)<M>]` form last, by name. The
/// order CRD versions are listed and stored in, and built-in API versions
/// are preferred in.
///
/// ```
/// use validation_schema::crd::version_priority;
///
/// let mut versions = ["foo", "v1alpha1", "v10", "v2beta1", "v1", "v1beta", "v2", "bar", "v1beta2", "v11alpha2"];
/// versions.sort_by(|a, b| version_priority(a, b));
/// assert_eq!(
///     versions,
///     ["v10", "v2", "v1", "v2beta1", "v1beta2", "v11alpha2", "v1alpha1", "bar", "foo", "v1beta"],
/// );
/// ```
pub fn version_priority(a: &str, b: &str) -> std::cmp::Ordering {
    use std::cmp::Reverse;
    fn key(v: &str) -> (u8, Reverse<u64>, Reverse<u64>, &str) {
        let parsed = v.strip_prefix('v').and_then(|rest| {
            let digits = rest.find(|c: char| !c.is_ascii_digit()).unwrap_or(rest.len());
            let major: u64 = rest.get(..digits)?.parse().ok()?;
            let tail = rest.get(digits..)?;
            let (level, minor) = if tail.is_empty() {
                (0, 0)
            } else if let Some(m) = tail.strip_prefix("beta") {
                (1, m.parse().ok()?)
            } else {
                (2, tail.strip_prefix("alpha")?.parse().ok()?)
            };
            Some((level, major, minor))
        });
        match parsed {
            Some((level, major, minor)) => (level, Reverse(major), Reverse(minor), ""),
            None => (3, Reverse(0), Reverse(0), v),
        }
    }
    key(a).cmp(&key(b))
}
