//! The API server's checks of object metadata on create: a custom
//! resource's name (or `generateName`) is a DNS subdomain, an embedded
//! resource's a path segment; a namespace that is a DNS label, well-formed
//! labels, annotations and finalizers; and the warnings about finalizer
//! names (1.29 on).
//!
//! Length messages are worded per Kubernetes version: names and namespaces
//! are checked by apimachinery's `util/validation`, which says
//! `must be no more than 253 characters` in every version; label keys and
//! values (and finalizer and annotation names, which are label keys) moved
//! to `api/validate/content` in 1.35, which says `bytes`.

use serde_json::Value;
use validation_runtime::quote::go_quote;
use validation_runtime::{content, BadValue, ErrorList, FieldError, KubeVersion, Path};

/// The first version whose label-key and label-value checks say `bytes`.
const CONTENT_LENGTHS_IN_BYTES: KubeVersion = KubeVersion::new(35);
/// The first version that warns about finalizer names.
const FINALIZER_WARNINGS: KubeVersion = KubeVersion::new(29);
/// The first version that tells a dotted finalizer name to add a path.
const FINALIZER_PATH_HINT: KubeVersion = KubeVersion::new(32);
/// Finalizers of Kubernetes itself, which need no domain.
const STANDARD_FINALIZERS: [&str; 3] = ["orphan", "foregroundDeletion", "kubernetes"];

/// `must be no more than N bytes` as util/validation words it.
fn in_characters(messages: Vec<String>) -> Vec<String> {
    messages
        .into_iter()
        .map(|m| match m.strip_suffix(" bytes") {
            Some(head) if head.contains("must be no more than ") => format!("{head} characters"),
            _ => m,
        })
        .collect()
}

/// A label key's (qualified name's) messages in `version`'s words: before
/// 1.35 util/validation's `IsQualifiedName` called a key with two slashes
/// "a qualified name", not "a valid label key".
fn qualified_name(value: &str, version: KubeVersion) -> Vec<String> {
    let messages = content::label_key(value);
    if version >= CONTENT_LENGTHS_IN_BYTES {
        return messages;
    }
    in_characters(messages)
        .into_iter()
        .map(|m| match m.strip_prefix("a valid label key ") {
            Some(rest) => format!("a qualified name {rest}"),
            None => m,
        })
        .collect()
}

/// A label value's messages in `version`'s words.
fn label_value(value: &str, version: KubeVersion) -> Vec<String> {
    let messages = content::label_value(value);
    if version >= CONTENT_LENGTHS_IN_BYTES {
        messages
    } else {
        in_characters(messages)
    }
}

const DNS1035_LABEL: &str = "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?')";

/// util/validation's `IsDNS1035Label` messages (empty: valid): a CRD's
/// version names, plural, shortNames and categories, and (lowercased) its
/// kinds and an embedded resource's kind.
pub fn dns1035_label(value: &str) -> Vec<String> {
    let mut messages = Vec::new();
    if value.len() > 63 {
        messages.push("must be no more than 63 characters".to_owned());
    }
    let b = value.as_bytes();
    let grammar = match (b.first(), b.last()) {
        (Some(first), Some(last)) => {
            first.is_ascii_lowercase()
                && (last.is_ascii_lowercase() || last.is_ascii_digit())
                && b.iter()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == b'-')
        }
        _ => false,
    };
    if !grammar {
        messages.push(DNS1035_LABEL.to_owned());
    }
    messages
}

/// Annotations may hold at most this many bytes of keys and values.
const TOTAL_ANNOTATION_SIZE_LIMIT: i64 = 256 * 1024;

/// How a resource's name is checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Names {
    /// A DNS subdomain, required (or a `generateName`): a custom
    /// resource's.
    DnsSubdomain,
    /// A path segment (not `.` or `..`, no `/` or `%`), which may be left
    /// out: an embedded resource's (`x-kubernetes-embedded-resource`).
    PathSegment,
}

/// Errors in `metadata` of the custom resource `object`.
pub fn validate(object: &Value, version: KubeVersion) -> ErrorList {
    validate_metadata(
        object.get("metadata"),
        &Path::new("metadata"),
        Names::DnsSubdomain,
        version,
    )
}

/// Errors in `meta`, object metadata at `metadata`, with names checked as
/// `names` says.
pub fn validate_metadata(meta: Option<&Value>, metadata: &Path<'_>, names: Names, version: KubeVersion) -> ErrorList {
    let mut errs = ErrorList::new();
    let field = |name: &str| meta.and_then(|m| m.get(name));
    let text = |name: &str| field(name).and_then(Value::as_str);
    let name = text("name").unwrap_or_default();
    let generate_name = text("generateName").unwrap_or_default();
    if !generate_name.is_empty() {
        let messages = match names {
            Names::DnsSubdomain => {
                let prefix = generate_name.strip_suffix('-').unwrap_or(generate_name);
                in_characters(content::dns1123_subdomain(prefix))
            }
            Names::PathSegment => content::path_segment_prefix(generate_name),
        };
        invalid_each(&mut errs, &metadata.child("generateName"), generate_name, messages);
    }
    match (name.is_empty(), names) {
        // The API server names an embedded resource without one `fakename`.
        (true, Names::PathSegment) => {}
        (true, Names::DnsSubdomain) => {
            if generate_name.is_empty() {
                errs.push(FieldError::required(
                    &metadata.child("name"),
                    "name or generateName is required",
                ));
            }
        }
        (false, Names::DnsSubdomain) => invalid_each(
            &mut errs,
            &metadata.child("name"),
            name,
            in_characters(content::dns1123_subdomain(name)),
        ),
        (false, Names::PathSegment) => invalid_each(
            &mut errs,
            &metadata.child("name"),
            name,
            content::path_segment_name(name),
        ),
    }
    if let Some(namespace) = text("namespace").filter(|n| !n.is_empty()) {
        invalid_each(
            &mut errs,
            &metadata.child("namespace"),
            namespace,
            in_characters(content::dns1123_label(namespace)),
        );
    }
    if let Some(Value::Object(labels)) = field("labels") {
        let at = metadata.child("labels");
        for (key, value) in labels {
            invalid_each(&mut errs, &at, key, qualified_name(key, version));
            let value = value.as_str().unwrap_or_default();
            invalid_each(&mut errs, &at, value, label_value(value, version));
        }
    }
    if let Some(Value::Object(annotations)) = field("annotations") {
        let at = metadata.child("annotations");
        let mut total = 0;
        for (key, value) in annotations {
            invalid_each(&mut errs, &at, key, qualified_name(&key.to_lowercase(), version));
            total += key.len() + value.as_str().map_or(0, str::len);
        }
        if total as i64 > TOTAL_ANNOTATION_SIZE_LIMIT {
            errs.push(FieldError::too_long(&at, TOTAL_ANNOTATION_SIZE_LIMIT));
        }
    }
    let finalizers = finalizers(meta);
    let at = metadata.child("finalizers");
    for finalizer in &finalizers {
        invalid_each(&mut errs, &at, finalizer, qualified_name(finalizer, version));
    }
    if finalizers.contains(&"orphan") && finalizers.contains(&"foregroundDeletion") {
        let list: Vec<String> = finalizers.iter().map(|f| go_quote(f)).collect();
        errs.push(FieldError::invalid(
            &at,
            BadValue::GoSyntax(format!("[]string{{{}}}", list.join(", "))),
            "finalizer orphan and foregroundDeletion cannot be both set",
        ));
    }
    errs
}

/// The strings among `finalizers` of `meta`.
fn finalizers(meta: Option<&Value>) -> Vec<&str> {
    meta.and_then(|m| m.get("finalizers"))
        .and_then(Value::as_array)
        .map(|list| list.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default()
}

/// The API server's warnings (from 1.29) about the finalizers `object`
/// adds (all of them on create, those `old` does not have on update), in
/// name order: a name that is not a qualified name, and a name without a
/// domain (apiextensions' `validateKubeFinalizerName`).
pub fn finalizer_warnings(object: &Value, old: Option<&Value>, version: KubeVersion) -> Vec<String> {
    if version < FINALIZER_WARNINGS {
        return Vec::new();
    }
    let before = finalizers(old.and_then(|o| o.get("metadata")));
    let mut added: Vec<&str> = finalizers(object.get("metadata"))
        .into_iter()
        .filter(|f| !before.contains(f))
        .collect();
    added.sort_unstable();
    added.dedup();
    let mut warnings = Vec::new();
    for name in added {
        let quoted = go_quote(name);
        for message in qualified_name(name, version) {
            warnings.push(format!("metadata.finalizers: {quoted}: {message}"));
        }
        if !name.contains('/') && !STANDARD_FINALIZERS.contains(&name) {
            let hint = if name.contains('.') && version >= FINALIZER_PATH_HINT {
                "prefer a domain-qualified finalizer name including a path (/) to avoid accidental conflicts with other finalizer writers"
            } else {
                "prefer a domain-qualified finalizer name to avoid accidental conflicts with other finalizer writers"
            };
            warnings.push(format!("metadata.finalizers: {quoted}: {hint}"));
        }
    }
    warnings
}

fn invalid_each(errs: &mut ErrorList, at: &Path<'_>, value: &str, messages: Vec<String>) {
    for message in messages {
        errs.push(FieldError::invalid(at, BadValue::String(value.to_owned()), message));
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn messages(object: Value) -> Vec<String> {
        validate(&object, KubeVersion::NEWEST)
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    #[test]
    fn metadata_of_custom_resources() {
        let cases = [
            (json!({"metadata": {"name": "ok", "labels": {"app": "x"}}}), vec![]),
            (json!({"metadata": {"generateName": "ok-"}}), vec![]),
            (
                json!({"metadata": {}}),
                vec!["metadata.name: Required value: name or generateName is required"],
            ),
            (
                json!({"metadata": {"name": "Bad_Name"}}),
                vec!["metadata.name: Invalid value: \"Bad_Name\": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')"],
            ),
            (
                json!({"metadata": {"name": "a", "namespace": "a.b"}}),
                vec!["metadata.namespace: Invalid value: \"a.b\": must not contain dots"],
            ),
            (
                json!({"metadata": {"name": "a", "labels": {"a/b/c": "-x"}}}),
                vec![
                    "metadata.labels: Invalid value: \"a/b/c\": a valid label key must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]') with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')",
                    "metadata.labels: Invalid value: \"-x\": a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')",
                ],
            ),
            (
                json!({"metadata": {"name": "a", "annotations": {"x": "y".repeat(262144)}}}),
                vec!["metadata.annotations: Too long: may not be more than 262144 bytes"],
            ),
        ];
        for (object, want) in cases {
            assert_eq!(messages(object.clone()), want, "{object}");
        }
    }
}
