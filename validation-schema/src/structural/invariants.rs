//! Structural invariants (KEP-2332): every node outside value validation
//! has a type; value validation (`allOf`, `anyOf`, `oneOf`, `not`) only
//! validates, it never specifies types, defaults, descriptions or Kubernetes
//! extensions; metadata at the root only restricts `name` and
//! `generateName`; embedded resources are objects.

use validation_runtime::{BadValue, ErrorList, FieldError, Path};

use crate::schema::{Schema, SchemaOrArray, SchemaOrBool};

#[derive(Clone, Copy, PartialEq, Eq)]
enum Level {
    Root,
    Item,
    Field,
}

pub(super) fn check(path: &Path<'_>, schema: &Schema) -> ErrorList {
    let mut errs = ErrorList::new();
    node(&mut errs, path, schema, Level::Root);
    errs
}

fn node(errs: &mut ErrorList, path: &Path<'_>, s: &Schema, level: Level) {
    let ty = s.type_name();
    let items = path.child("items");
    if ty == "array" && s.items.is_none() {
        errs.push(FieldError::required(&items, "must be specified"));
    }
    if let Some(item) = s.item_schema() {
        node(errs, &items, item, Level::Item);
    }
    let properties = path.child("properties");
    for (name, prop) in &s.properties {
        node(errs, &properties.key(name), prop, Level::Field);
    }
    if s.additional_properties.is_some() {
        let ap = path.child("additionalProperties");
        if level == Level::Root {
            errs.push(FieldError::forbidden(&ap, "must not be used at the root"));
        }
        if let Some(SchemaOrBool::Schema(sub)) = &s.additional_properties {
            node(errs, &ap, sub, Level::Field);
        }
    }
    extensions(errs, path, s);
    value_validation(
        errs,
        path,
        s,
        is_int_or_string_any_of(&s.any_of),
        starts_with_int_or_string(s),
    );
    types(errs, path, s, level);
    type_and_object_meta(errs, path, s, level);
    if s.x_embedded_resource && !s.preserves_unknown_fields() && s.properties.is_empty() {
        errs.push(FieldError::required(
            &properties,
            "must not be empty if x-kubernetes-embedded-resource is true without x-kubernetes-preserve-unknown-fields",
        ));
    }
}

fn extensions(errs: &mut ErrorList, path: &Path<'_>, s: &Schema) {
    if s.x_int_or_string && s.preserves_unknown_fields() {
        errs.push(FieldError::invalid(
            &path.child("x-kubernetes-preserve-unknown-fields"),
            BadValue::Bool(true),
            "must be false if x-kubernetes-int-or-string is true",
        ));
    }
    if s.x_int_or_string && s.x_embedded_resource {
        errs.push(FieldError::invalid(
            &path.child("x-kubernetes-embedded-resource"),
            BadValue::Bool(true),
            "must be false if x-kubernetes-int-or-string is true",
        ));
    }
}

fn types(errs: &mut ErrorList, path: &Path<'_>, s: &Schema, level: Level) {
    let ty = s.type_name();
    let at = path.child("type");
    const EMBEDDED: &str = "must be object if x-kubernetes-embedded-resource is true";
    if s.x_embedded_resource && ty != "object" {
        if ty.is_empty() {
            errs.push(FieldError::required(&at, EMBEDDED));
        } else {
            errs.push(FieldError::invalid(&at, string(ty), EMBEDDED));
        }
    } else if ty.is_empty() && !s.x_int_or_string && !s.preserves_unknown_fields() {
        let detail = match level {
            Level::Root => "must not be empty at the root",
            Level::Item => "must not be empty for specified array items",
            Level::Field => "must not be empty for specified object fields",
        };
        errs.push(FieldError::required(&at, detail));
    }
    if s.x_embedded_resource && s.additional_properties.is_some() {
        errs.push(FieldError::forbidden(
            &path.child("additionalProperties"),
            "must not be used if x-kubernetes-embedded-resource is set",
        ));
    }
    if level == Level::Root && !ty.is_empty() && ty != "object" {
        errs.push(FieldError::invalid(&at, string(ty), "must be object at the root"));
    }
}

/// `apiVersion`, `kind` and `metadata` of a resource (the root or an
/// embedded resource) have fixed types; root metadata may only restrict
/// `name` and `generateName`.
fn type_and_object_meta(errs: &mut ErrorList, path: &Path<'_>, s: &Schema, level: Level) {
    let resource = level == Level::Root || s.x_embedded_resource;
    let properties = path.child("properties");
    if resource {
        for (name, want) in [("kind", "string"), ("apiVersion", "string"), ("metadata", "object")] {
            if let Some(prop) = s.properties.get(name) {
                if prop.type_name() != want {
                    let key = properties.key(name);
                    let detail = if want == "string" {
                        "must be string"
                    } else {
                        "must be object"
                    };
                    errs.push(FieldError::invalid(
                        &key.child("type"),
                        string(prop.type_name()),
                        detail,
                    ));
                }
            }
        }
    }
    if level == Level::Root {
        if let Some(metadata) = s.properties.get("metadata") {
            if !restricts_only_names(metadata) {
                errs.push(FieldError::forbidden(
                    &properties.key("metadata"),
                    "must not specify anything other than name and generateName, but metadata is implicitly specified",
                ));
            }
        }
    }
}

/// Whether a root `metadata` schema says nothing beyond its type, a default
/// and schemas for `name` / `generateName`.
fn restricts_only_names(metadata: &Schema) -> bool {
    let mut rest = metadata.clone();
    rest.type_ = None;
    rest.default = None;
    // Not part of the structural model: ignored here, checked elsewhere.
    rest.example = None;
    rest.external_docs = None;
    rest.id = None;
    rest.schema = None;
    rest.reference = None;
    rest.definitions.clear();
    rest.dependencies = None;
    rest.pattern_properties.clear();
    rest.additional_items = None;
    if rest.properties.keys().all(|k| k == "name" || k == "generateName") {
        rest.properties.clear();
    }
    rest == Schema::default()
}

/// The first int-or-string shape: `anyOf: [{type: integer}, {type: string}]`.
fn is_int_or_string_any_of(any_of: &[Schema]) -> bool {
    let only_type = |s: &Schema, t: &str| {
        *s == Schema {
            type_: Some(t.to_owned()),
            ..Schema::default()
        }
    };
    matches!(any_of, [int, string] if only_type(int, "integer") && only_type(string, "string"))
}

/// The second shape: `allOf: [{anyOf: [{type: integer}, {type: string}]}, ...]`.
fn starts_with_int_or_string(s: &Schema) -> bool {
    s.all_of
        .first()
        .is_some_and(|first| is_int_or_string_any_of(&first.any_of))
}

fn value_validation(
    errs: &mut ErrorList,
    path: &Path<'_>,
    s: &Schema,
    skip_any_of: bool,
    skip_first_all_of_any_of: bool,
) {
    if !skip_any_of {
        let any_of = path.child("anyOf");
        for (i, sub) in s.any_of.iter().enumerate() {
            nested(errs, &any_of.index(i), sub, false);
        }
    }
    let all_of = path.child("allOf");
    for (i, sub) in s.all_of.iter().enumerate() {
        nested(errs, &all_of.index(i), sub, skip_first_all_of_any_of && i == 0);
    }
    let one_of = path.child("oneOf");
    for (i, sub) in s.one_of.iter().enumerate() {
        nested(errs, &one_of.index(i), sub, false);
    }
    if let Some(not) = &s.not {
        nested(errs, &path.child("not"), not, false);
    }
    if let Some(pattern) = &s.pattern {
        if let Some(e) = crate::pattern::syntax_error(pattern) {
            errs.push(FieldError::invalid(
                &path.child("pattern"),
                string(pattern),
                format!("must be a valid regular expression, but isn't: {e}"),
            ));
        }
    }
}

/// A node inside `allOf` / `anyOf` / `oneOf` / `not`: only value validation.
fn nested(errs: &mut ErrorList, path: &Path<'_>, v: &Schema, skip_any_of: bool) {
    value_validation(errs, path, v, skip_any_of, false);
    if let Some(SchemaOrArray::Schema(items)) = &v.items {
        nested(errs, &path.child("items"), items, false);
    }
    let properties = path.child("properties");
    for (name, prop) in &v.properties {
        nested(errs, &properties.key(name), prop, false);
    }
    let forbidden = |errs: &mut ErrorList, field: &str, detail: &str| {
        errs.push(FieldError::forbidden(&path.child(field), detail));
    };
    const EMPTY: &str = "must be empty to be structural";
    const UNDEFINED: &str = "must be undefined to be structural";
    const FALSE: &str = "must be false to be structural";
    if !v.type_name().is_empty() {
        forbidden(errs, "type", EMPTY);
    }
    if v.additional_properties.is_some() {
        forbidden(errs, "additionalProperties", UNDEFINED);
    }
    if v.default.is_some() {
        forbidden(errs, "default", UNDEFINED);
    }
    if v.title.as_deref().is_some_and(|t| !t.is_empty()) {
        forbidden(errs, "title", EMPTY);
    }
    if v.description.as_deref().is_some_and(|d| !d.is_empty()) {
        forbidden(errs, "description", EMPTY);
    }
    if v.nullable {
        forbidden(errs, "nullable", FALSE);
    }
    if v.preserves_unknown_fields() {
        forbidden(errs, "x-kubernetes-preserve-unknown-fields", FALSE);
    }
    if v.x_embedded_resource {
        forbidden(errs, "x-kubernetes-embedded-resource", FALSE);
    }
    if v.x_int_or_string {
        forbidden(errs, "x-kubernetes-int-or-string", FALSE);
    }
    if !v.x_list_map_keys.is_empty() {
        forbidden(errs, "x-kubernetes-list-map-keys", EMPTY);
    }
    if v.x_list_type.is_some() {
        forbidden(errs, "x-kubernetes-list-type", UNDEFINED);
    }
    if v.x_map_type.is_some() {
        forbidden(errs, "x-kubernetes-map-type", UNDEFINED);
    }
    // CRDs have no CEL rules under a junctor: the API server rejects them
    // rather than evaluate (and never ratchet) them.
    if !v.x_validations.is_empty() {
        forbidden(errs, "x-kubernetes-validations", EMPTY);
    }
    if v.properties.contains_key("metadata") {
        errs.push(FieldError::forbidden(
            &properties.key("metadata"),
            "must not be specified in a nested context",
        ));
    }
}

fn string(s: &str) -> BadValue {
    BadValue::String(s.to_owned())
}
