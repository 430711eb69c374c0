//! The API server's checks of a new CRD, in its order: the name, the
//! group and scope, a schema per version, each version (its name, its
//! deprecation warning, and its schema, subresources, printer columns and
//! selectable fields where the versions differ), unique version names and
//! one storage version, the names, then what every version shares, and
//! the conversion.
//!
//! What all versions share the API server keeps once, at the top of the
//! spec (`spec.validation`, `spec.subresources`,
//! `spec.additionalPrinterColumns`, `spec.selectableFields`), and checks
//! there, after the names.

use serde_json::Value;
use validation_runtime::{BadValue, ErrorList, FieldError, KubeVersion, Path};
use validation_schema::crd::{CustomResourceDefinitionVersion, CustomResourceSubresources};
use validation_schema::field_path::{self, Segment};
use validation_schema::object_meta::dns1035_label;
use validation_schema::structural::{self, CheckOptions, RuleChecks};
use validation_schema::{CustomResourceDefinition, Schema};

const PRINTER_COLUMN_TYPES: &str = "boolean,date,integer,number,string";
const PRINTER_COLUMN_FORMATS: &str = "byte,date,date-time,double,float,int32,int64,password";

/// Every error the API server gives `crd` on create; `rules` checks the
/// schemas' CEL rules.
pub(crate) fn check(
    crd: &CustomResourceDefinition,
    kube_version: KubeVersion,
    rules: &mut dyn RuleChecks,
) -> ErrorList {
    let mut errs = ErrorList::new();
    errs.append(name(crd));
    let spec = Path::new("spec");
    errs.append(group_and_scope(crd));
    let versions = spec.child("versions");
    for (i, version) in crd.spec.versions.iter().enumerate() {
        if openapi_schema(version).is_none() {
            let at = versions.index(i);
            errs.push(FieldError::required(&at.child("schema").child("openAPIV3Schema"), ""));
        }
    }
    let shared = Shared::of(&crd.spec.versions);
    let opts = CheckOptions {
        kube_version,
        ..CheckOptions::default()
    };
    let any_status = crd
        .spec
        .versions
        .iter()
        .any(|v| status_enabled(v.subresources.as_ref()));
    for (i, version) in crd.spec.versions.iter().enumerate() {
        let at = versions.index(i);
        dns1035(&mut errs, &at.child("name"), &version.name, "");
        errs.append(deprecation_warning(&at, version, kube_version));
        if !shared.schema {
            if let Some(schema) = openapi_schema(version) {
                let status = status_enabled(version.subresources.as_ref());
                errs.append(structural::check_version_schema_with_rules(
                    &at.child("schema"),
                    schema,
                    status,
                    opts,
                    rules,
                ));
            }
        }
        if !shared.subresources {
            errs.append(subresources(
                &at.child("subresources"),
                version.subresources.as_ref(),
                kube_version,
            ));
        }
        if !shared.columns {
            errs.append(columns(
                &at.child("additionalPrinterColumns"),
                &version.additional_printer_columns,
            ));
        }
        if !shared.selectable_fields && !version.selectable_fields.is_empty() {
            let at = at.child("selectableFields");
            match openapi_schema(version) {
                // The API server's words.
                None => errs.push(FieldError::invalid(
                    &at,
                    BadValue::String(String::new()),
                    "may only be set when `version.schema.openAPIV3Schema` is not included",
                )),
                Some(schema) => errs.append(selectable_fields(&at, &version.selectable_fields, schema)),
            }
        }
    }
    let mut seen = std::collections::HashSet::new();
    if !crd.spec.versions.iter().all(|v| seen.insert(v.name.as_str())) {
        // The API server shows the versions as a Go value.
        errs.push(FieldError::invalid(
            &versions,
            BadValue::Omitted,
            "must contain unique version names",
        ));
    }
    if crd.spec.versions.iter().filter(|v| v.storage).count() != 1 {
        errs.push(FieldError::invalid(
            &versions,
            BadValue::Omitted,
            "must have exactly one version marked as storage version",
        ));
    }
    errs.append(names(crd));
    let first = crd.spec.versions.first();
    if shared.schema {
        if let Some(schema) = first.and_then(openapi_schema) {
            errs.append(structural::check_version_schema_with_rules(
                &spec.child("validation"),
                schema,
                any_status,
                opts,
                rules,
            ));
        }
    }
    if shared.subresources {
        let first_subresources = first.and_then(|v| v.subresources.as_ref());
        errs.append(subresources(
            &spec.child("subresources"),
            first_subresources,
            kube_version,
        ));
    }
    if shared.columns {
        let shared_columns = first
            .map(|v| v.additional_printer_columns.as_slice())
            .unwrap_or_default();
        errs.append(columns(&spec.child("additionalPrinterColumns"), shared_columns));
    }
    if shared.selectable_fields {
        let at = spec.child("selectableFields");
        let fields = first.map(|v| v.selectable_fields.as_slice()).unwrap_or_default();
        let shared_schema = first.and_then(openapi_schema).filter(|_| shared.schema);
        match shared_schema {
            None => errs.push(FieldError::invalid(
                &at,
                BadValue::String(String::new()),
                "may only be set when validations.schema is included",
            )),
            Some(schema) => errs.append(selectable_fields(&at, fields, schema)),
        }
    }
    errs.append(conversion(crd.spec.conversion.as_ref()));
    if crd.spec.preserve_unknown_fields == Some(true) {
        errs.push(FieldError::invalid(
            &spec.child("preserveUnknownFields"),
            BadValue::Bool(true),
            "cannot set to true, set x-kubernetes-preserve-unknown-fields to true in spec.versions[*].schema instead",
        ));
    }
    errs
}

/// What every version has the same of, which the API server keeps once at
/// the top of the spec (one version shares with itself).
struct Shared {
    schema: bool,
    subresources: bool,
    columns: bool,
    selectable_fields: bool,
}

impl Shared {
    fn of(versions: &[CustomResourceDefinitionVersion]) -> Shared {
        let all_as_first =
            |same: &dyn Fn(&CustomResourceDefinitionVersion, &CustomResourceDefinitionVersion) -> bool| {
                versions
                    .first()
                    .is_some_and(|first| versions.iter().all(|v| same(first, v)))
            };
        Shared {
            schema: all_as_first(&|first, v| first.schema.is_some() && v.schema == first.schema),
            subresources: all_as_first(&|first, v| {
                first.subresources.is_some() && v.subresources == first.subresources
            }),
            columns: all_as_first(&|first, v| {
                !first.additional_printer_columns.is_empty()
                    && v.additional_printer_columns == first.additional_printer_columns
            }),
            selectable_fields: all_as_first(&|first, v| {
                !first.selectable_fields.is_empty() && v.selectable_fields == first.selectable_fields
            }),
        }
    }
}

/// A version's `schema.openAPIV3Schema`.
fn openapi_schema(version: &CustomResourceDefinitionVersion) -> Option<&Schema> {
    version.schema.as_ref()?.open_api_v3_schema.as_ref()
}

fn status_enabled(subresources: Option<&CustomResourceSubresources>) -> bool {
    subresources.is_some_and(|s| s.status.is_some())
}

/// `metadata.name` must be `<plural>.<group>`.
fn name(crd: &CustomResourceDefinition) -> ErrorList {
    let mut errs = ErrorList::new();
    let name = crd
        .metadata
        .as_ref()
        .and_then(|m| m.get("name"))
        .and_then(Value::as_str)
        .unwrap_or_default();
    let expected = format!("{}.{}", crd.spec.names.plural, crd.spec.group);
    if name != expected {
        errs.push(FieldError::invalid(
            &Path::new("metadata").child("name"),
            BadValue::String(name.to_owned()),
            "must be spec.names.plural+\".\"+spec.group",
        ));
    }
    errs
}

fn group_and_scope(crd: &CustomResourceDefinition) -> ErrorList {
    let mut errs = ErrorList::new();
    let spec = Path::new("spec");
    let group = &crd.spec.group;
    let subdomain = validation_runtime::content::dns1123_subdomain(group);
    if group.is_empty() {
        errs.push(FieldError::required(&spec.child("group"), ""));
    } else if !subdomain.is_empty() {
        let messages: Vec<String> = subdomain
            .into_iter()
            .map(|m| m.replace("must be no more than 253 bytes", "must be no more than 253 characters"))
            .collect();
        errs.push(FieldError::invalid(
            &spec.child("group"),
            BadValue::String(group.clone()),
            messages.join(","),
        ));
    } else if !group.contains('.') {
        errs.push(FieldError::invalid(
            &spec.child("group"),
            BadValue::String(group.clone()),
            "should be a domain with at least one dot",
        ));
    }
    match crd.spec.scope.as_str() {
        "" => errs.push(FieldError::required(&spec.child("scope"), "")),
        "Cluster" | "Namespaced" => {}
        other => errs.push(FieldError::not_supported(
            &spec.child("scope"),
            BadValue::String(other.to_owned()),
            &["Cluster", "Namespaced"],
        )),
    }
    errs
}

/// A version's `deprecationWarning`: only on a deprecated version, at most
/// 256 bytes, not empty, printable.
fn deprecation_warning(
    at: &Path<'_>,
    version: &CustomResourceDefinitionVersion,
    kube_version: KubeVersion,
) -> ErrorList {
    let mut errs = ErrorList::new();
    let Some(warning) = &version.deprecation_warning else {
        return errs;
    };
    let at = at.child("deprecationWarning");
    let mut problems = Vec::new();
    if !version.deprecated {
        problems.push("can only be set for deprecated versions".to_owned());
    } else {
        if warning.len() > 256 {
            problems.push("must be <= 256 characters long".to_owned());
        }
        if warning.is_empty() {
            problems.push("must not be an empty string".to_owned());
        }
        if let Some((i, c)) = warning.char_indices().find(|(_, c)| c.is_control() || !is_print(*c)) {
            let what = if is_print(c) { "control" } else { "non-printable" };
            problems.push(format!(
                "must only contain printable UTF-8 characters; {what} character found at index {i}"
            ));
        }
    }
    for problem in problems {
        errs.push(FieldError::invalid(&at, string_pointer(warning, kube_version), problem));
    }
    errs
}

/// A `*string` field's value as the API server of `version` shows it:
/// JSON from Kubernetes 1.34, before that Go's `%#v` of the pointer, whose
/// address (different on every request) is shown as `0xc000000000`.
fn string_pointer(value: &str, version: KubeVersion) -> BadValue {
    if version >= KubeVersion::JSON_VALUES {
        BadValue::json(value)
    } else {
        BadValue::GoSyntax("(*string)(0xc000000000)".to_owned())
    }
}

/// Go's `unicode.IsPrint`: letters, marks, numbers, punctuation, symbols
/// and the ASCII space (approximated by Rust's notion of a control or
/// other separator: the printable ranges of both agree on the characters
/// deprecation warnings hold).
fn is_print(c: char) -> bool {
    c == ' ' || !(c.is_control() || c.is_whitespace())
}

/// The scale subresource's paths: simple JSON paths under `.spec` and
/// `.status`.
fn subresources(at: &Path<'_>, subresources: Option<&CustomResourceSubresources>, version: KubeVersion) -> ErrorList {
    let mut errs = ErrorList::new();
    let Some(scale) = subresources.and_then(|s| s.scale.as_ref()) else {
        return errs;
    };
    let paths = [
        (
            "scale.specReplicasPath",
            &scale.spec_replicas_path,
            ".spec.",
            "should be a json path under .spec",
        ),
        (
            "scale.statusReplicasPath",
            &scale.status_replicas_path,
            ".status.",
            "should be a json path under .status",
        ),
    ];
    for (name, path, prefix, under) in paths {
        let at = at.child(name);
        if path.is_empty() {
            errs.push(FieldError::required(&at, ""));
            continue;
        }
        let mut path_errs = simple_json_path(&at, path);
        if path_errs.is_empty() && !path.starts_with(prefix) {
            path_errs.push(FieldError::invalid(&at, BadValue::String(path.clone()), under));
        }
        errs.append(path_errs);
    }
    if let Some(selector) = scale.label_selector_path.as_deref().filter(|p| !p.is_empty()) {
        let at = at.child("scale.labelSelectorPath");
        let mut path_errs = simple_json_path(&at, selector);
        if path_errs.is_empty() && !selector.starts_with(".spec.") && !selector.starts_with(".status.") {
            // The API server shows the field, a `*string`.
            path_errs.push(FieldError::invalid(
                &at,
                string_pointer(selector, version),
                "should be a json path under either .spec or .status",
            ));
        }
        errs.append(path_errs);
    }
    errs
}

fn simple_json_path(at: &Path<'_>, path: &str) -> ErrorList {
    let mut errs = ErrorList::new();
    let problem = if path.is_empty() {
        Some("must not be empty")
    } else if !path.starts_with('.') {
        Some("must be a simple json path starting with .")
    } else {
        None
    };
    if let Some(problem) = problem {
        errs.push(FieldError::invalid(at, BadValue::String(path.to_owned()), problem));
    }
    errs
}

/// Each printer column: a name, a known type and format, a simple JSON
/// path.
fn columns(at: &Path<'_>, columns: &[Value]) -> ErrorList {
    let mut errs = ErrorList::new();
    for (i, column) in columns.iter().enumerate() {
        let at = at.index(i);
        let text = |key: &str| column.get(key).and_then(Value::as_str).unwrap_or_default();
        if text("name").is_empty() {
            errs.push(FieldError::required(&at.child("name"), ""));
        }
        let types = format!("must be one of {PRINTER_COLUMN_TYPES}");
        match text("type") {
            "" => errs.push(FieldError::required(&at.child("type"), types)),
            t if !PRINTER_COLUMN_TYPES.split(',').any(|known| known == t) => {
                errs.push(FieldError::invalid(
                    &at.child("type"),
                    BadValue::String(t.to_owned()),
                    types,
                ));
            }
            _ => {}
        }
        let format = text("format");
        if !format.is_empty() && !PRINTER_COLUMN_FORMATS.split(',').any(|known| known == format) {
            errs.push(FieldError::invalid(
                &at.child("format"),
                BadValue::String(format.to_owned()),
                format!("must be one of {PRINTER_COLUMN_FORMATS}"),
            ));
        }
        match text("jsonPath") {
            "" => errs.push(FieldError::required(&at.child("JSONPath"), "")),
            path => errs.append(simple_json_path(&at.child("JSONPath"), path)),
        }
    }
    errs
}

/// At most this many selectable fields.
const MAX_SELECTABLE_FIELDS: usize = 8;

/// Each selectable field: a JSON path (no brackets) to a string, boolean or
/// integer field of `schema` outside `metadata`, named once; at most
/// [`MAX_SELECTABLE_FIELDS`].
fn selectable_fields(at: &Path<'_>, fields: &[Value], schema: &Schema) -> ErrorList {
    let mut errs = ErrorList::new();
    let mut unique = std::collections::HashSet::new();
    for (i, field) in fields.iter().enumerate() {
        let item = at.index(i);
        let json_path = item.child("jsonPath");
        let text = field.get("jsonPath").and_then(Value::as_str).unwrap_or_default();
        if text.is_empty() {
            errs.push(FieldError::required(&json_path, ""));
            continue;
        }
        let value = || BadValue::String(text.to_owned());
        let (segments, found) = match field_path::resolve(text, schema, false) {
            Ok(resolved) => resolved,
            Err(why) => {
                errs.push(FieldError::invalid(
                    &json_path,
                    value(),
                    format!("is an invalid path: {why}"),
                ));
                continue;
            }
        };
        if matches!(segments.first(), Some(Segment::Field(root)) if root == "metadata") {
            errs.push(FieldError::invalid(
                &json_path,
                value(),
                "must not point to fields in metadata",
            ));
        }
        if !matches!(found.type_name(), "string" | "boolean" | "integer") {
            errs.push(FieldError::invalid(
                &json_path,
                value(),
                "must point to a field of type string, boolean or integer. Enum string fields and strings with formats are allowed.",
            ));
        }
        if !unique.insert(segments) {
            errs.push(FieldError::duplicate(&json_path, value()));
        }
    }
    if unique.len() > MAX_SELECTABLE_FIELDS {
        errs.push(FieldError::too_many(
            at,
            unique.len() as i64,
            MAX_SELECTABLE_FIELDS as i64,
        ));
    }
    errs
}

/// The names: present, DNS-1035 labels (kinds in any case), a list kind
/// that is not the kind.
fn names(crd: &CustomResourceDefinition) -> ErrorList {
    let mut errs = ErrorList::new();
    let names = &crd.spec.names;
    let spec = Path::new("spec");
    let at = spec.child("names");
    // In v1 the singular and list kind default from the kind.
    let singular = match names.singular.as_str() {
        "" => names.kind.to_lowercase(),
        given => given.to_owned(),
    };
    let list_kind = match (names.list_kind.as_str(), names.kind.as_str()) {
        ("", "") => String::new(),
        ("", kind) => format!("{kind}List"),
        (given, _) => given.to_owned(),
    };
    for (key, value) in [
        ("plural", &names.plural),
        ("singular", &singular),
        ("kind", &names.kind),
        ("listKind", &list_kind),
    ] {
        if value.is_empty() {
            errs.push(FieldError::required(&at.child(key), ""));
        }
    }
    for (key, value) in [("plural", &names.plural), ("singular", &singular)] {
        if !value.is_empty() {
            dns1035(&mut errs, &at.child(key), value, "");
        }
    }
    let mixed_case = "may have mixed case, but should otherwise match: ";
    for (key, value) in [("kind", &names.kind), ("listKind", &list_kind)] {
        if !value.is_empty() {
            dns1035(&mut errs, &at.child(key), value, mixed_case);
        }
    }
    let short_names = at.child("shortNames");
    for (i, short) in names.short_names.iter().enumerate() {
        dns1035(&mut errs, &short_names.index(i), short, "");
    }
    if !names.kind.is_empty() && names.kind == list_kind {
        errs.push(FieldError::invalid(
            &at.child("listKind"),
            BadValue::String(list_kind.clone()),
            "kind and listKind may not be the same",
        ));
    }
    let categories = at.child("categories");
    for (i, category) in names.categories.iter().enumerate() {
        dns1035(&mut errs, &categories.index(i), category, "");
    }
    errs
}

/// One error at `at` when `value` is not a DNS-1035 label, its messages
/// joined after `prefix`; with a prefix (a kind's), `value` is taken in
/// lower case.
fn dns1035(errs: &mut ErrorList, at: &Path<'_>, value: &str, prefix: &str) {
    let messages = if prefix.is_empty() {
        dns1035_label(value)
    } else {
        dns1035_label(&value.to_lowercase())
    };
    if !messages.is_empty() {
        let detail = format!("{prefix}{}", messages.join(","));
        errs.push(FieldError::invalid(at, BadValue::String(value.to_owned()), detail));
    }
}

/// The conversion strategy, and a webhook's client configuration exactly
/// when the strategy is `Webhook`.
fn conversion(conversion: Option<&Value>) -> ErrorList {
    let mut errs = ErrorList::new();
    let Some(conversion) = conversion else {
        return errs;
    };
    let spec = Path::new("spec");
    let at = spec.child("conversion");
    let strategy = conversion.get("strategy").and_then(Value::as_str).unwrap_or_default();
    match strategy {
        "" => errs.push(FieldError::required(&at.child("strategy"), "")),
        "None" | "Webhook" => {}
        other => errs.push(FieldError::not_supported(
            &at.child("strategy"),
            BadValue::String(other.to_owned()),
            &["None", "Webhook"],
        )),
    }
    let client = conversion.get("webhook").and_then(|w| w.get("clientConfig"));
    let review_versions = conversion
        .get("webhook")
        .and_then(|w| w.get("conversionReviewVersions"))
        .and_then(Value::as_array)
        .is_some_and(|v| !v.is_empty());
    if strategy == "Webhook" {
        match client {
            None => errs.push(FieldError::required(
                &at.child("webhookClientConfig"),
                "required when strategy is set to Webhook",
            )),
            Some(client) if client.get("url").is_some() == client.get("service").is_some() => {
                errs.push(FieldError::required(
                    &at.child("webhookClientConfig"),
                    "exactly one of url or service is required",
                ))
            }
            Some(_) => {}
        }
    } else {
        if client.is_some() {
            errs.push(FieldError::forbidden(
                &at.child("webhookClientConfig"),
                "should not be set when strategy is not set to Webhook",
            ));
        }
        if review_versions {
            errs.push(FieldError::forbidden(
                &at.child("conversionReviewVersions"),
                "should not be set when strategy is not set to Webhook",
            ));
        }
    }
    errs
}

#[cfg(test)]
mod tests {
    use serde_json::json;
    use validation_schema::structural::NoRules;

    use super::*;

    fn errors(crd: Value) -> Vec<String> {
        let crd: CustomResourceDefinition = serde_json::from_value(crd).unwrap();
        check(&crd, KubeVersion::NEWEST, &mut NoRules)
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    /// One version: its schema, subresources and printer columns are the
    /// spec's, checked after the names.
    #[test]
    fn a_new_crds_errors_in_the_api_servers_order() {
        let got = errors(json!({"metadata": {"name": "widget.example.com"}, "spec": {
            "group": "Example.com", "scope": "Global",
            "names": {"plural": "widgets", "kind": "Widget", "listKind": "Widget", "shortNames": ["W"]},
            "versions": [{"name": "V1", "served": true, "storage": false, "deprecationWarning": "old",
                "schema": {"openAPIV3Schema": {"type": "object", "properties": {"a": {"type": "int"}}}},
                "subresources": {"scale": {"specReplicasPath": "spec.replicas", "statusReplicasPath": ".spec.replicas"}},
                "additionalPrinterColumns": [{"name": "A", "type": "int", "jsonPath": ""}]}],
            "conversion": {"strategy": "Webhook"}}}));
        let dns1035 = "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an \
                       alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', \
                       regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?')";
        let want = [
            "metadata.name: Invalid value: \"widget.example.com\": must be spec.names.plural+\".\"+spec.group"
                .to_owned(),
            "spec.group: Invalid value: \"Example.com\": a lowercase RFC 1123 subdomain must consist of lower case \
             alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. \
             'example.com', regex used for validation is \
             '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')"
                .to_owned(),
            "spec.scope: Unsupported value: \"Global\": supported values: \"Cluster\", \"Namespaced\"".to_owned(),
            format!("spec.versions[0].name: Invalid value: \"V1\": {dns1035}"),
            "spec.versions[0].deprecationWarning: Invalid value: \"old\": can only be set for deprecated versions"
                .to_owned(),
            "spec.versions: Invalid value: must have exactly one version marked as storage version".to_owned(),
            format!("spec.names.shortNames[0]: Invalid value: \"W\": {dns1035}"),
            "spec.names.listKind: Invalid value: \"Widget\": kind and listKind may not be the same".to_owned(),
            "spec.validation.openAPIV3Schema.properties[a].type: Unsupported value: \"int\": supported values: \
             \"array\", \"boolean\", \"integer\", \"number\", \"object\", \"string\""
                .to_owned(),
            "spec.subresources.scale.specReplicasPath: Invalid value: \"spec.replicas\": must be a simple json path \
             starting with ."
                .to_owned(),
            "spec.subresources.scale.statusReplicasPath: Invalid value: \".spec.replicas\": should be a json path \
             under .status"
                .to_owned(),
            "spec.additionalPrinterColumns[0].type: Invalid value: \"int\": must be one of \
             boolean,date,integer,number,string"
                .to_owned(),
            "spec.additionalPrinterColumns[0].JSONPath: Required value".to_owned(),
            "spec.conversion.webhookClientConfig: Required value: required when strategy is set to Webhook".to_owned(),
        ];
        assert_eq!(got, want);
    }

    /// Versions that differ keep their schemas, subresources and columns,
    /// checked with each version; names default from the kind.
    #[test]
    fn versions_that_differ_are_checked_each() {
        let version = |name: &str, storage: bool, column_type: &str| {
            json!({"name": name, "served": true, "storage": storage,
                "schema": {"openAPIV3Schema": {"type": "object", "properties": {name: {"type": "string"}}}},
                "additionalPrinterColumns": [{"name": "A", "type": column_type, "jsonPath": ".spec.a"}]})
        };
        let got = errors(json!({"metadata": {"name": "widgets.example.com"}, "spec": {
            "group": "example.com", "scope": "Namespaced", "names": {"plural": "widgets", "kind": "Wid_get"},
            "versions": [version("v1", true, "string"), version("v1", false, "text"),
                {"name": "v2", "served": true, "storage": false}]}}));
        let kind = "may have mixed case, but should otherwise match: a DNS-1035 label must consist of lower case \
                    alphanumeric characters or '-', start with an alphabetic character, and end with an \
                    alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is \
                    '[a-z]([-a-z0-9]*[a-z0-9])?')";
        let singular = kind.replace("may have mixed case, but should otherwise match: ", "");
        assert_eq!(
            got,
            [
                "spec.versions[2].schema.openAPIV3Schema: Required value".to_owned(),
                "spec.versions[1].additionalPrinterColumns[0].type: Invalid value: \"text\": must be one of \
                 boolean,date,integer,number,string"
                    .to_owned(),
                "spec.versions: Invalid value: must contain unique version names".to_owned(),
                format!("spec.names.singular: Invalid value: \"wid_get\": {singular}"),
                format!("spec.names.kind: Invalid value: \"Wid_get\": {kind}"),
                format!("spec.names.listKind: Invalid value: \"Wid_getList\": {kind}"),
            ]
        );
    }

    /// Selectable fields: a JSON path without brackets to a string,
    /// boolean or integer field outside `metadata`, once each, at most 8.
    #[test]
    fn selectable_fields_name_scalar_fields_once() {
        let fields: Vec<Value> = [
            ".spec.a",
            "",
            ".spec.nope",
            ".spec['a']",
            ".metadata.name",
            ".spec.list",
            ".spec.a",
            ".spec.b",
            ".spec.c",
            ".spec.d",
            ".spec.e",
            ".spec.f",
            ".spec.g",
            ".spec.h",
        ]
        .iter()
        .map(|p| json!({"jsonPath": p}))
        .collect();
        let scalar = json!({"type": "string"});
        let got = errors(json!({"metadata": {"name": "widgets.example.com"}, "spec": {
            "group": "example.com", "scope": "Namespaced", "names": {"plural": "widgets", "kind": "Widget"},
            "versions": [{"name": "v1", "served": true, "storage": true, "selectableFields": fields,
                "schema": {"openAPIV3Schema": {"type": "object", "properties": {
                    "metadata": {"type": "object", "properties": {"name": scalar}},
                    "spec": {"type": "object", "properties": {
                        "a": scalar, "b": scalar, "c": scalar, "d": scalar, "e": scalar, "f": scalar, "g": scalar,
                        "h": {"type": "integer"}, "list": {"type": "array", "items": scalar}}}}}}}]}}));
        let at = |i: usize, rest: &str| format!("spec.selectableFields[{i}].jsonPath: {rest}");
        assert_eq!(
            got,
            [
                at(1, "Required value"),
                at(
                    2,
                    "Invalid value: \".spec.nope\": is an invalid path: does not refer to a valid field"
                ),
                at(
                    3,
                    "Invalid value: \".spec['a']\": is an invalid path: array notation is not allowed"
                ),
                at(
                    4,
                    "Invalid value: \".metadata.name\": must not point to fields in metadata"
                ),
                at(
                    5,
                    "Invalid value: \".spec.list\": must point to a field of type string, boolean or integer. \
                     Enum string fields and strings with formats are allowed."
                ),
                at(6, "Duplicate value: \".spec.a\""),
                "spec.selectableFields: Too many: 10: must have at most 8 items".to_owned(),
            ]
        );
    }
}
