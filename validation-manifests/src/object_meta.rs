//! The API server's checks of a custom resource's `metadata` on create:
//! a name (or `generateName`) that is a DNS subdomain, a namespace that is
//! a DNS label, well-formed labels and annotations.

use serde_json::Value;
use validation_runtime::{content, BadValue, ErrorList, FieldError, Path};

/// Annotations may hold at most this many bytes of keys and values.
const TOTAL_ANNOTATION_SIZE_LIMIT: i64 = 256 * 1024;

/// Errors in `metadata` of the custom resource `object`.
pub fn validate(object: &Value) -> ErrorList {
    let mut errs = ErrorList::new();
    let metadata = Path::new("metadata");
    let text = |field: &str| object.pointer(&format!("/metadata/{field}")).and_then(Value::as_str);
    let name = text("name").unwrap_or_default();
    let generate_name = text("generateName").unwrap_or_default();
    if !generate_name.is_empty() {
        let prefix = generate_name.strip_suffix('-').unwrap_or(generate_name);
        invalid_each(
            &mut errs,
            &metadata.child("generateName"),
            generate_name,
            content::dns1123_subdomain(prefix),
        );
    }
    if name.is_empty() {
        if generate_name.is_empty() {
            errs.push(FieldError::required(
                &metadata.child("name"),
                "name or generateName is required",
            ));
        }
    } else {
        invalid_each(
            &mut errs,
            &metadata.child("name"),
            name,
            content::dns1123_subdomain(name),
        );
    }
    if let Some(namespace) = text("namespace").filter(|n| !n.is_empty()) {
        invalid_each(
            &mut errs,
            &metadata.child("namespace"),
            namespace,
            content::dns1123_label(namespace),
        );
    }
    if let Some(Value::Object(labels)) = object.pointer("/metadata/labels") {
        let at = metadata.child("labels");
        for (key, value) in labels {
            invalid_each(&mut errs, &at, key, content::label_key(key));
            let value = value.as_str().unwrap_or_default();
            invalid_each(&mut errs, &at, value, content::label_value(value));
        }
    }
    if let Some(Value::Object(annotations)) = object.pointer("/metadata/annotations") {
        let at = metadata.child("annotations");
        let mut total = 0;
        for (key, value) in annotations {
            invalid_each(&mut errs, &at, key, content::label_key(&key.to_lowercase()));
            total += key.len() + value.as_str().map_or(0, str::len);
        }
        if total as i64 > TOTAL_ANNOTATION_SIZE_LIMIT {
            errs.push(FieldError::too_long(&at, TOTAL_ANNOTATION_SIZE_LIMIT));
        }
    }
    errs
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
        validate(&object).iter().map(ToString::to_string).collect()
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
