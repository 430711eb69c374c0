//! A CRD document's values of the wrong JSON type, as the API server's Go
//! decoder reports them: `json: cannot unmarshal number into Go struct
//! field CustomResourceDefinitionSpec.spec.group of type string`. The Go
//! decoder goes on after such an error and returns the first, in document
//! order; `null` is the zero value of any field. The field path is the
//! JSON names of the struct fields from the document's root (list indices
//! and map keys are not in it), after the name of the innermost struct.
//!
//! Fields decoded by custom code in Go (`items`, `additionalProperties`,
//! `additionalItems`, `dependencies` of a schema, `conversion.webhook`)
//! are not checked here; serde's message is shown for those.

use serde_json::Value;

use crate::document::LineIndex;

/// What a field decodes into.
#[derive(Clone, Copy)]
enum Shape {
    /// A string type, by its Go name (`string`, `v1.ResourceScope`).
    Str(&'static str),
    Bool,
    /// An integer type, by its Go name (`int64`, `int32`).
    Int(&'static str),
    Float,
    /// `[]string`.
    Strings,
    /// `map[string]string`.
    StringMap,
    /// Any JSON (`v1.JSON`, `[]v1.JSON`'s items).
    Any,
    /// `[]v1.JSON`.
    AnyList,
    /// A struct.
    Struct(Kind),
    /// A list of structs, by the list's Go name.
    Structs(Kind, &'static str),
    /// A map of structs, by the map's Go name.
    StructMap(Kind, &'static str),
}

/// The Go structs of a CRD.
#[derive(Clone, Copy)]
enum Kind {
    Crd,
    Meta,
    Spec,
    Names,
    Version,
    Validation,
    Subresources,
    Status,
    Scale,
    Column,
    Selectable,
    Conversion,
    Schema,
    Rule,
    Docs,
}

impl Kind {
    /// The struct's name, as the error names it.
    fn name(self) -> &'static str {
        match self {
            Kind::Crd => "CustomResourceDefinition",
            Kind::Meta => "ObjectMeta",
            Kind::Spec => "CustomResourceDefinitionSpec",
            Kind::Names => "CustomResourceDefinitionNames",
            Kind::Version => "CustomResourceDefinitionVersion",
            Kind::Validation => "CustomResourceValidation",
            Kind::Subresources => "CustomResourceSubresources",
            Kind::Status => "CustomResourceSubresourceStatus",
            Kind::Scale => "CustomResourceSubresourceScale",
            Kind::Column => "CustomResourceColumnDefinition",
            Kind::Selectable => "SelectableField",
            Kind::Conversion => "CustomResourceConversion",
            Kind::Schema => "JSONSchemaProps",
            Kind::Rule => "ValidationRule",
            Kind::Docs => "ExternalDocumentation",
        }
    }

    /// The struct's Go type (`v1.CustomResourceDefinitionSpec`).
    fn go_type(self) -> String {
        match self {
            Kind::Meta => "v1.ObjectMeta".to_owned(),
            other => format!("v1.{}", other.name()),
        }
    }

    /// Its fields, by JSON name.
    fn fields(self) -> &'static [(&'static str, Shape)] {
        use Shape::*;
        const STRING: Shape = Str("string");
        match self {
            Kind::Crd => &[("metadata", Struct(Kind::Meta)), ("spec", Struct(Kind::Spec))],
            Kind::Meta => &[
                ("name", STRING),
                ("generateName", STRING),
                ("namespace", STRING),
                ("uid", Str("types.UID")),
                ("resourceVersion", STRING),
                ("generation", Int("int64")),
                ("labels", StringMap),
                ("annotations", StringMap),
                ("finalizers", Strings),
            ],
            Kind::Spec => &[
                ("group", STRING),
                ("names", Struct(Kind::Names)),
                ("scope", Str("v1.ResourceScope")),
                (
                    "versions",
                    Structs(Kind::Version, "[]v1.CustomResourceDefinitionVersion"),
                ),
                ("conversion", Struct(Kind::Conversion)),
                ("preserveUnknownFields", Bool),
            ],
            Kind::Names => &[
                ("plural", STRING),
                ("singular", STRING),
                ("shortNames", Strings),
                ("kind", STRING),
                ("listKind", STRING),
                ("categories", Strings),
            ],
            Kind::Version => &[
                ("name", STRING),
                ("served", Bool),
                ("storage", Bool),
                ("deprecated", Bool),
                ("deprecationWarning", STRING),
                ("schema", Struct(Kind::Validation)),
                ("subresources", Struct(Kind::Subresources)),
                (
                    "additionalPrinterColumns",
                    Structs(Kind::Column, "[]v1.CustomResourceColumnDefinition"),
                ),
                ("selectableFields", Structs(Kind::Selectable, "[]v1.SelectableField")),
            ],
            Kind::Validation => &[("openAPIV3Schema", Struct(Kind::Schema))],
            Kind::Subresources => &[("status", Struct(Kind::Status)), ("scale", Struct(Kind::Scale))],
            Kind::Status => &[],
            Kind::Scale => &[
                ("specReplicasPath", STRING),
                ("statusReplicasPath", STRING),
                ("labelSelectorPath", STRING),
            ],
            Kind::Column => &[
                ("name", STRING),
                ("type", STRING),
                ("format", STRING),
                ("description", STRING),
                ("priority", Int("int32")),
                ("jsonPath", STRING),
            ],
            Kind::Selectable => &[("jsonPath", STRING)],
            Kind::Conversion => &[("strategy", Str("v1.ConversionStrategyType"))],
            Kind::Schema => &[
                ("id", STRING),
                ("$schema", Str("v1.JSONSchemaURL")),
                ("$ref", STRING),
                ("description", STRING),
                ("type", STRING),
                ("format", STRING),
                ("title", STRING),
                ("default", Any),
                ("maximum", Float),
                ("exclusiveMaximum", Bool),
                ("minimum", Float),
                ("exclusiveMinimum", Bool),
                ("maxLength", Int("int64")),
                ("minLength", Int("int64")),
                ("pattern", STRING),
                ("maxItems", Int("int64")),
                ("minItems", Int("int64")),
                ("uniqueItems", Bool),
                ("multipleOf", Float),
                ("enum", AnyList),
                ("maxProperties", Int("int64")),
                ("minProperties", Int("int64")),
                ("required", Strings),
                ("allOf", Structs(Kind::Schema, "[]v1.JSONSchemaProps")),
                ("oneOf", Structs(Kind::Schema, "[]v1.JSONSchemaProps")),
                ("anyOf", Structs(Kind::Schema, "[]v1.JSONSchemaProps")),
                ("not", Struct(Kind::Schema)),
                ("properties", StructMap(Kind::Schema, "map[string]v1.JSONSchemaProps")),
                (
                    "patternProperties",
                    StructMap(Kind::Schema, "map[string]v1.JSONSchemaProps"),
                ),
                ("definitions", StructMap(Kind::Schema, "v1.JSONSchemaDefinitions")),
                ("externalDocs", Struct(Kind::Docs)),
                ("example", Any),
                ("nullable", Bool),
                ("x-kubernetes-preserve-unknown-fields", Bool),
                ("x-kubernetes-embedded-resource", Bool),
                ("x-kubernetes-int-or-string", Bool),
                ("x-kubernetes-list-map-keys", Strings),
                ("x-kubernetes-list-type", STRING),
                ("x-kubernetes-map-type", STRING),
                ("x-kubernetes-validations", Structs(Kind::Rule, "v1.ValidationRules")),
            ],
            Kind::Rule => &[
                ("rule", STRING),
                ("message", STRING),
                ("messageExpression", STRING),
                ("reason", Str("v1.FieldValueErrorReason")),
                ("fieldPath", STRING),
                ("optionalOldSelf", Bool),
            ],
            Kind::Docs => &[("description", STRING), ("url", STRING)],
        }
    }
}

/// A value to check: where it is, and what it decodes into.
struct Pending<'v> {
    value: &'v Value,
    kind: Kind,
    /// The Go field path of the struct (`spec.versions`).
    go_path: String,
    /// Its path in the document, for its line (`spec.versions[0]`).
    at: String,
}

/// One type error.
struct Mismatch {
    at: String,
    message: String,
}

/// The Go decoder's first type error in the CRD document (by line), and
/// the line of its value.
pub fn first_type_error(crd: &Value, lines: &LineIndex) -> Option<(Option<usize>, String)> {
    let mut found: Vec<Mismatch> = Vec::new();
    let mut pending = vec![Pending {
        value: crd,
        kind: Kind::Crd,
        go_path: String::new(),
        at: String::new(),
    }];
    while let Some(item) = pending.pop() {
        let Value::Object(fields) = item.value else {
            continue;
        };
        for (name, shape) in item.kind.fields() {
            let Some(value) = fields.get(*name) else {
                continue;
            };
            let go_path = join(&item.go_path, name);
            let at = join(&item.at, name);
            let mut mismatch = |what: String, go_type: &str, at: String| {
                found.push(Mismatch {
                    at,
                    message: format!(
                        "json: cannot unmarshal {what} into Go struct field {}.{go_path} of type {go_type}",
                        item.kind.name()
                    ),
                })
            };
            check(value, *shape, &go_path, &at, &mut mismatch, &mut pending);
        }
    }
    found
        .into_iter()
        .map(|m| (lines.line_of(&m.at), m))
        .min_by(|(a, m), (b, n)| {
            a.unwrap_or(usize::MAX)
                .cmp(&b.unwrap_or(usize::MAX))
                .then(m.at.cmp(&n.at))
        })
        .map(|(line, m)| (line, m.message))
}

fn join(path: &str, name: &str) -> String {
    if path.is_empty() {
        name.to_owned()
    } else {
        format!("{path}.{name}")
    }
}

/// Checks one field's value against its shape: a mismatch is reported with
/// (what the value is, the Go type, where), structs are queued.
fn check<'v>(
    value: &'v Value,
    shape: Shape,
    go_path: &str,
    at: &str,
    mismatch: &mut dyn FnMut(String, &str, String),
    pending: &mut Vec<Pending<'v>>,
) {
    if value.is_null() {
        return;
    }
    let what = json_kind(value).to_owned();
    match shape {
        Shape::Any => {}
        Shape::Str(go_type) => {
            if !value.is_string() {
                mismatch(what, go_type, at.to_owned());
            }
        }
        Shape::Bool => {
            if !value.is_boolean() {
                mismatch(what, "bool", at.to_owned());
            }
        }
        Shape::Float => {
            if !value.is_number() {
                mismatch(what, "float64", at.to_owned());
            }
        }
        Shape::Int(go_type) => match value {
            Value::Number(n) if n.is_i64() || n.is_u64() => {}
            // Go names the number it could not take.
            Value::Number(n) => mismatch(format!("number {n}"), go_type, at.to_owned()),
            _ => mismatch(what, go_type, at.to_owned()),
        },
        Shape::Strings | Shape::AnyList => {
            let Value::Array(items) = value else {
                let go_type = if matches!(shape, Shape::Strings) {
                    "[]string"
                } else {
                    "[]v1.JSON"
                };
                return mismatch(what, go_type, at.to_owned());
            };
            if matches!(shape, Shape::Strings) {
                for (i, item) in items.iter().enumerate() {
                    if !item.is_string() && !item.is_null() {
                        mismatch(json_kind(item).to_owned(), "string", format!("{at}[{i}]"));
                    }
                }
            }
        }
        Shape::StringMap => {
            let Value::Object(entries) = value else {
                return mismatch(what, "map[string]string", at.to_owned());
            };
            for (key, item) in entries {
                if !item.is_string() && !item.is_null() {
                    mismatch(json_kind(item).to_owned(), "string", format!("{at}[{key}]"));
                }
            }
        }
        Shape::Struct(kind) => {
            if !value.is_object() {
                return mismatch(what, &kind.go_type(), at.to_owned());
            }
            pending.push(Pending {
                value,
                kind,
                go_path: go_path.to_owned(),
                at: at.to_owned(),
            });
        }
        Shape::Structs(kind, go_type) => {
            let Value::Array(items) = value else {
                return mismatch(what, go_type, at.to_owned());
            };
            for (i, item) in items.iter().enumerate() {
                check(
                    item,
                    Shape::Struct(kind),
                    go_path,
                    &format!("{at}[{i}]"),
                    mismatch,
                    pending,
                );
            }
        }
        Shape::StructMap(kind, go_type) => {
            let Value::Object(entries) = value else {
                return mismatch(what, go_type, at.to_owned());
            };
            for (key, item) in entries {
                check(
                    item,
                    Shape::Struct(kind),
                    go_path,
                    &format!("{at}[{key}]"),
                    mismatch,
                    pending,
                );
            }
        }
    }
}

/// The CRD document with its `null` struct fields left out: Go decodes
/// `null` as the field's zero value (`nullable: null` is `false`,
/// `required: null` no list), where the Rust types would reject it. Values
/// of any JSON (`default`, `enum`, `example`) keep their nulls.
pub fn without_null_fields(crd: &mut Value) {
    let mut pending: Vec<(&mut Value, Kind)> = vec![(crd, Kind::Crd)];
    while let Some((value, kind)) = pending.pop() {
        let Value::Object(fields) = value else {
            continue;
        };
        fields.retain(|name, v| !(v.is_null() && kind.fields().iter().any(|(known, _)| known == name)));
        for (name, field) in fields.iter_mut() {
            let Some(shape) = kind
                .fields()
                .iter()
                .find(|(known, _)| known == name)
                .map(|(_, shape)| *shape)
            else {
                continue;
            };
            match (shape, field) {
                (Shape::Struct(inner), field) => pending.push((field, inner)),
                (Shape::Structs(inner, _), Value::Array(items)) => {
                    pending.extend(items.iter_mut().map(|item| (item, inner)));
                }
                (Shape::StructMap(inner, _), Value::Object(entries)) => {
                    pending.extend(entries.values_mut().map(|item| (item, inner)));
                }
                _ => {}
            }
        }
    }
}

/// How Go's decoder names a JSON value's kind.
fn json_kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "bool",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn error(crd: Value) -> Option<String> {
        first_type_error(&crd, &LineIndex::default()).map(|(_, message)| message)
    }

    #[test]
    fn go_decoder_type_errors() {
        let version = |extra: Value| {
            let mut v = json!({"name": "v1", "served": true, "storage": true});
            if let (Value::Object(v), Value::Object(extra)) = (&mut v, extra) {
                v.extend(extra);
            }
            json!({"spec": {"group": "example.com", "versions": [v]}})
        };
        let schema = |schema: Value| version(json!({"schema": {"openAPIV3Schema": schema}}));
        let cases = [
            (json!({"spec": {"group": 5}}), Some("json: cannot unmarshal number into Go struct field CustomResourceDefinitionSpec.spec.group of type string")),
            (json!({"spec": {"scope": true}}), Some("json: cannot unmarshal bool into Go struct field CustomResourceDefinitionSpec.spec.scope of type v1.ResourceScope")),
            (json!({"spec": "x"}), Some("json: cannot unmarshal string into Go struct field CustomResourceDefinition.spec of type v1.CustomResourceDefinitionSpec")),
            (json!({"spec": {"versions": {}}}), Some("json: cannot unmarshal object into Go struct field CustomResourceDefinitionSpec.spec.versions of type []v1.CustomResourceDefinitionVersion")),
            (json!({"spec": {"versions": [3]}}), Some("json: cannot unmarshal number into Go struct field CustomResourceDefinitionSpec.spec.versions of type v1.CustomResourceDefinitionVersion")),
            (version(json!({"served": "yes"})), Some("json: cannot unmarshal string into Go struct field CustomResourceDefinitionVersion.spec.versions.served of type bool")),
            (json!({"metadata": {"annotations": 11}}), Some("json: cannot unmarshal number into Go struct field ObjectMeta.metadata.annotations of type map[string]string")),
            (json!({"metadata": {"labels": {"a": 1}}}), Some("json: cannot unmarshal number into Go struct field ObjectMeta.metadata.labels of type string")),
            (schema(json!({"properties": {"a": {"minimum": "5"}}})), Some("json: cannot unmarshal string into Go struct field JSONSchemaProps.spec.versions.schema.openAPIV3Schema.properties.minimum of type float64")),
            (schema(json!({"maxLength": 1.5})), Some("json: cannot unmarshal number 1.5 into Go struct field JSONSchemaProps.spec.versions.schema.openAPIV3Schema.maxLength of type int64")),
            (schema(json!({"required": ["a", 2]})), Some("json: cannot unmarshal number into Go struct field JSONSchemaProps.spec.versions.schema.openAPIV3Schema.required of type string")),
            (schema(json!({"x-kubernetes-validations": [{"rule": "true", "reason": 1}]})), Some("json: cannot unmarshal number into Go struct field ValidationRule.spec.versions.schema.openAPIV3Schema.x-kubernetes-validations.reason of type v1.FieldValueErrorReason")),
            (schema(json!({"allOf": [{"not": 1}]})), Some("json: cannot unmarshal number into Go struct field JSONSchemaProps.spec.versions.schema.openAPIV3Schema.allOf.not of type v1.JSONSchemaProps")),
            // null is every field's zero value; default, enum and example
            // take any JSON.
            (schema(json!({"type": null, "default": 1, "enum": [1, "a", null], "example": {}})), None),
            (version(json!({"deprecated": null, "schema": null})), None),
        ];
        for (crd, want) in cases {
            assert_eq!(error(crd.clone()).as_deref(), want, "{crd}");
        }
    }

    #[test]
    fn null_struct_fields_are_left_out() {
        let mut crd = json!({
            "metadata": {"labels": null},
            "spec": {"group": null, "unknown": null, "versions": [{"name": "v1", "schema": {"openAPIV3Schema": {
                "nullable": null, "required": null, "default": null, "enum": [null],
                "properties": {"a": {"type": null, "x-kubernetes-validations": [{"rule": "true", "reason": null}]}}
            }}}]}
        });
        without_null_fields(&mut crd);
        assert_eq!(
            crd,
            json!({
                "metadata": {},
                "spec": {"unknown": null, "versions": [{"name": "v1", "schema": {"openAPIV3Schema": {
                    "enum": [null],
                    "properties": {"a": {"x-kubernetes-validations": [{"rule": "true"}]}}
                }}}]}
            })
        );
    }

    #[test]
    fn the_first_in_document_order() {
        let mut lines = LineIndex::default();
        lines.insert(&["spec".into()], 5);
        lines.insert(&["spec".into(), "scope".into()], 6);
        lines.insert(&["spec".into(), "group".into()], 9);
        let crd = json!({"spec": {"group": 1, "scope": 2}});
        assert_eq!(
            first_type_error(&crd, &lines),
            Some((
                Some(6),
                "json: cannot unmarshal number into Go struct field CustomResourceDefinitionSpec.spec.scope of type v1.ResourceScope".to_owned()
            ))
        );
    }
}
