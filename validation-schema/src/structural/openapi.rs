//! The OpenAPI restrictions on every CRD schema node: unsupported JSON
//! Schema features, `additionalProperties` with `properties`, defaults in
//! resource metadata, list and map types and their keys, and the static
//! shape of `x-kubernetes-validations` rules (compiling them is the CEL
//! engine's job).

use std::collections::HashSet;

use validation_runtime::{BadValue, ErrorList, FieldError, Path};

use super::CheckOptions;
use crate::schema::{Schema, SchemaOrArray, SchemaOrBool, SchemaOrStringArray};

const OPENAPI_TYPES: [&str; 6] = ["array", "boolean", "integer", "number", "object", "string"];
const RULE_REASONS: [&str; 4] = [
    "FieldValueDuplicate",
    "FieldValueForbidden",
    "FieldValueInvalid",
    "FieldValueRequired",
];

/// Where a node sits, as far as the restrictions care.
#[derive(Clone, Copy, Default)]
struct Context<'r> {
    /// Why defaults are forbidden here (`in top-level metadata`, ...).
    no_defaults: Option<&'r str>,
    /// Inside `apiVersion`, `kind` or `metadata` of a resource.
    in_resource_meta: bool,
    /// On the way from the root through properties, items and
    /// additionalProperties only: where the API server compiles rules.
    cel: bool,
    opts: CheckOptions,
}

/// The errors found, and the nodes (where rules are compiled) with an
/// error at or below them.
#[derive(Default)]
pub(super) struct Found {
    pub(super) errs: ErrorList,
    pub(super) nodes_with_errors: HashSet<String>,
}

pub(super) fn check(path: &Path<'_>, schema: &Schema, opts: CheckOptions) -> Found {
    let mut found = Found::default();
    let cx = Context {
        opts,
        cel: true,
        ..Context::default()
    };
    node(&mut found, path, schema, cx, true);
    found
}

/// The list- and map-type checks of `schema` and of every schema under it,
/// on their own.
pub(super) fn list_types(path: &Path<'_>, schema: &Schema, opts: CheckOptions) -> ErrorList {
    let mut errs = ErrorList::new();
    each_node(path, schema, &mut |at, s| {
        map_type(&mut errs, at, s);
        list_type(&mut errs, at, s, opts);
        if opts.require_map_list_keys_map_set_validation {
            map_and_set_items(&mut errs, at, s);
        }
    });
    errs
}

/// Visits `s` and every schema under it, with its path.
fn each_node(path: &Path<'_>, s: &Schema, visit: &mut dyn FnMut(&Path<'_>, &Schema)) {
    visit(path, s);
    if let Some(SchemaOrBool::Schema(sub)) = &s.additional_properties {
        each_node(&path.child("additionalProperties"), sub, visit);
    }
    let properties = path.child("properties");
    for (name, prop) in &s.properties {
        each_node(&properties.key(name), prop, visit);
    }
    if let Some(not) = &s.not {
        each_node(&path.child("not"), not, visit);
    }
    for (name, list) in [("allOf", &s.all_of), ("oneOf", &s.one_of), ("anyOf", &s.any_of)] {
        let at = path.child(name);
        for (i, sub) in list.iter().enumerate() {
            each_node(&at.index(i), sub, visit);
        }
    }
    let definitions = path.child("definitions");
    for (name, sub) in &s.definitions {
        each_node(&definitions.key(name), sub, visit);
    }
    match &s.items {
        Some(SchemaOrArray::Schema(sub)) => each_node(&path.child("items"), sub, visit),
        Some(SchemaOrArray::Array(list)) => {
            let at = path.child("items");
            for (i, sub) in list.iter().enumerate() {
                each_node(&at.index(i), sub, visit);
            }
        }
        None => {}
    }
    if let Some(deps) = &s.dependencies {
        let at = path.child("dependencies");
        for (name, dep) in deps {
            if let SchemaOrStringArray::Schema(sub) = dep {
                each_node(&at.key(name), sub, visit);
            }
        }
    }
}

fn node(found: &mut Found, path: &Path<'_>, s: &Schema, cx: Context<'_>, is_root: bool) {
    let before = found.errs.len();
    unsupported(&mut found.errs, path, s, cx);
    if s.unique_items {
        found.errs.push(FieldError::forbidden(
            &path.child("uniqueItems"),
            "uniqueItems cannot be set to true since the runtime complexity becomes quadratic",
        ));
    }
    if let Some(ap) = &s.additional_properties {
        let at = path.child("additionalProperties");
        if !s.properties.is_empty() && !matches!(ap, SchemaOrBool::Bool(true)) {
            found.errs.push(FieldError::forbidden(
                &at,
                "additionalProperties and properties are mutual exclusive",
            ));
        }
        if let SchemaOrBool::Schema(sub) = ap {
            let mut sub_cx = cx;
            if cx.in_resource_meta {
                sub_cx.no_defaults = Some("inside additionalProperties applying to object metadata");
            }
            node(found, &at, sub, sub_cx, false);
        }
    }
    let properties = path.child("properties");
    for (name, prop) in &s.properties {
        let mut sub_cx = cx;
        if (is_root || s.x_embedded_resource) && matches!(name.as_str(), "metadata" | "kind" | "apiVersion") {
            sub_cx.in_resource_meta = true;
            if is_root {
                sub_cx.no_defaults = Some(match name.as_str() {
                    "metadata" => "in top-level metadata",
                    "kind" => "in top-level kind",
                    _ => "in top-level apiVersion",
                });
            }
        }
        node(found, &properties.key(name), prop, sub_cx, false);
    }
    // The API server compiles no rules below these (CRDs may have none
    // there).
    let no_cel = Context { cel: false, ..cx };
    if let Some(not) = &s.not {
        node(found, &path.child("not"), not, no_cel, false);
    }
    for (name, list) in [("allOf", &s.all_of), ("oneOf", &s.one_of), ("anyOf", &s.any_of)] {
        let at = path.child(name);
        for (i, sub) in list.iter().enumerate() {
            node(found, &at.index(i), sub, no_cel, false);
        }
    }
    let definitions = path.child("definitions");
    for (name, sub) in &s.definitions {
        node(found, &definitions.key(name), sub, no_cel, false);
    }
    match &s.items {
        Some(SchemaOrArray::Schema(sub)) => node(found, &path.child("items"), sub, cx, false),
        Some(SchemaOrArray::Array(list)) => {
            let at = path.child("items");
            for (i, sub) in list.iter().enumerate() {
                node(found, &at.index(i), sub, cx, false);
            }
        }
        None => {}
    }
    if let Some(deps) = &s.dependencies {
        let at = path.child("dependencies");
        for (name, dep) in deps {
            if let SchemaOrStringArray::Schema(sub) = dep {
                node(found, &at.key(name), sub, no_cel, false);
            }
        }
    }
    if s.x_preserve_unknown_fields == Some(false) {
        found.errs.push(FieldError::invalid(
            &path.child("x-kubernetes-preserve-unknown-fields"),
            BadValue::Bool(false),
            "must be true or undefined",
        ));
    }
    map_type(&mut found.errs, path, s);
    list_type(&mut found.errs, path, s, cx.opts);
    if cx.opts.require_map_list_keys_map_set_validation {
        map_and_set_items(&mut found.errs, path, s);
    }
    rules(&mut found.errs, path, s);
    if cx.cel && found.errs.len() > before {
        found.nodes_with_errors.insert(path.to_string());
    }
}

/// JSON Schema features CRDs do not support.
fn unsupported(errs: &mut ErrorList, path: &Path<'_>, s: &Schema, cx: Context<'_>) {
    if let Some(ty) = s.type_.as_deref() {
        if cx.opts.require_valid_property_type && !ty.is_empty() && !OPENAPI_TYPES.contains(&ty) {
            errs.push(FieldError::not_supported(
                &path.child("type"),
                string(ty),
                &OPENAPI_TYPES,
            ));
        }
    }
    if s.default.is_some() {
        if let Some(reason) = cx.no_defaults {
            errs.push(FieldError::forbidden(
                &path.child("default"),
                format!("must not be set {reason}"),
            ));
        }
    }
    let forbidden = |errs: &mut ErrorList, field: &str, detail: &str| {
        errs.push(FieldError::forbidden(&path.child(field), detail));
    };
    if s.id.as_deref().is_some_and(|id| !id.is_empty()) {
        forbidden(errs, "id", "id is not supported");
    }
    if s.additional_items.is_some() {
        forbidden(errs, "additionalItems", "additionalItems is not supported");
    }
    if !s.pattern_properties.is_empty() {
        forbidden(errs, "patternProperties", "patternProperties is not supported");
    }
    if !s.definitions.is_empty() {
        forbidden(errs, "definitions", "definitions is not supported");
    }
    if s.dependencies.is_some() {
        forbidden(errs, "dependencies", "dependencies is not supported");
    }
    if s.reference.is_some() {
        forbidden(errs, "$ref", "$ref is not supported");
    }
    if s.type_name() == "null" {
        forbidden(
            errs,
            "type",
            "type cannot be set to null, use nullable as an alternative",
        );
    }
    if matches!(&s.items, Some(SchemaOrArray::Array(list)) if !list.is_empty()) {
        forbidden(errs, "items", "items must be a schema object and not an array");
    }
    if cx.in_resource_meta && s.x_embedded_resource {
        forbidden(
            errs,
            "x-kubernetes-embedded-resource",
            "must not be used inside of resource meta",
        );
    }
}

fn map_type(errs: &mut ErrorList, path: &Path<'_>, s: &Schema) {
    let Some(map_type) = s.x_map_type.as_deref() else {
        return;
    };
    let ty = s.type_name();
    const OBJECT: &str = "must be object if x-kubernetes-map-type is specified";
    if ty != "object" {
        if ty.is_empty() {
            errs.push(FieldError::required(&path.child("type"), OBJECT));
        } else {
            errs.push(FieldError::invalid(&path.child("type"), string(ty), OBJECT));
        }
    }
    if map_type != "atomic" && map_type != "granular" {
        errs.push(FieldError::not_supported(
            &path.child("x-kubernetes-map-type"),
            string(map_type),
            &["atomic", "granular"],
        ));
    }
}

fn list_type(errs: &mut ErrorList, path: &Path<'_>, s: &Schema, opts: CheckOptions) {
    let ty = s.type_name();
    let list_type = s.x_list_type.as_deref();
    const ARRAY: &str = "must be array if x-kubernetes-list-type is specified";
    if list_type.is_some() && ty != "array" {
        if ty.is_empty() {
            errs.push(FieldError::required(&path.child("type"), ARRAY));
        } else {
            errs.push(FieldError::invalid(&path.child("type"), string(ty), ARRAY));
        }
    } else if list_type == Some("set") && opts.require_atomic_set_type {
        if let Some(item) = s.item_schema() {
            set_item_is_atomic(errs, path, item);
        }
    }
    if let Some(lt) = list_type {
        if !matches!(lt, "atomic" | "set" | "map") {
            errs.push(FieldError::not_supported(
                &path.child("x-kubernetes-list-type"),
                string(lt),
                &["atomic", "set", "map"],
            ));
        }
    }
    const MAP: &str = "must be map if x-kubernetes-list-map-keys is non-empty";
    if !s.x_list_map_keys.is_empty() {
        match list_type {
            None => errs.push(FieldError::required(&path.child("x-kubernetes-list-type"), MAP)),
            Some("map") => {}
            Some(other) => errs.push(FieldError::invalid(
                &path.child("x-kubernetes-list-type"),
                string(other),
                MAP,
            )),
        }
    }
    if list_type == Some("map") {
        list_map(errs, path, s);
    }
}

/// Items of a set are compared whole, so they must be atomic.
fn set_item_is_atomic(errs: &mut ErrorList, path: &Path<'_>, item: &Schema) {
    const ATOMIC: &str = "must be atomic as item of a list with x-kubernetes-list-type=set";
    let items = path.child("items");
    let item_list_type = || match &item.x_list_type {
        Some(lt) => string(lt),
        None => BadValue::Null,
    };
    match item.type_name() {
        "array" if item.x_list_type.as_deref().is_some_and(|lt| lt != "atomic") => {
            errs.push(FieldError::invalid(
                &items.child("x-kubernetes-list-type"),
                item_list_type(),
                ATOMIC,
            ));
        }
        "object" if item.x_map_type.as_deref() != Some("atomic") => {
            // The API server reports the item's list type here.
            errs.push(FieldError::invalid(
                &items.child("x-kubernetes-map-type"),
                item_list_type(),
                ATOMIC,
            ));
        }
        _ => {}
    }
}

fn list_map(errs: &mut ErrorList, path: &Path<'_>, s: &Schema) {
    let keys_path = path.child("x-kubernetes-list-map-keys");
    if s.x_list_map_keys.is_empty() {
        errs.push(FieldError::required(
            &keys_path,
            "must not be empty if x-kubernetes-list-type is map",
        ));
    }
    let items = path.child("items");
    let item = match &s.items {
        None => {
            errs.push(FieldError::required(
                &items,
                "must have a schema if x-kubernetes-list-type is map",
            ));
            return;
        }
        Some(SchemaOrArray::Array(list)) => {
            errs.push(FieldError::invalid(
                &items,
                BadValue::json(list),
                "must only have a single schema if x-kubernetes-list-type is map",
            ));
            return;
        }
        Some(SchemaOrArray::Schema(item)) => item,
    };
    if item.type_name() != "object" {
        errs.push(FieldError::invalid(
            &items.child("type"),
            string(item.type_name()),
            "must be object if parent array's x-kubernetes-list-type is map",
        ));
        return;
    }
    let item_props = items.child("properties");
    let keys = BadValue::json(&s.x_list_map_keys);
    for (i, key) in s.x_list_map_keys.iter().enumerate() {
        match item.properties.get(key) {
            Some(prop) if matches!(prop.type_name(), "array" | "object") => {
                // The API server reports the item's type (`object`) here.
                errs.push(FieldError::invalid(
                    &item_props.key(key).child("type"),
                    string(item.type_name()),
                    "must be a scalar type if parent array's x-kubernetes-list-type is map",
                ));
            }
            Some(_) => {}
            None => errs.push(FieldError::invalid(
                &keys_path,
                keys.clone(),
                "entries must all be names of item properties",
            )),
        }
        if s.x_list_map_keys.iter().take(i).any(|k| k == key) {
            errs.push(FieldError::invalid(
                &keys_path,
                keys.clone(),
                "must not contain duplicate entries",
            ));
        }
    }
}

/// Items of sets and maps cannot be null; map keys are always present.
fn map_and_set_items(errs: &mut ErrorList, path: &Path<'_>, s: &Schema) {
    let (Some(lt @ ("set" | "map")), Some(item)) = (s.x_list_type.as_deref(), s.item_schema()) else {
        return;
    };
    let items = path.child("items");
    if item.nullable {
        errs.push(FieldError::forbidden(
            &items.child("nullable"),
            format!("cannot be nullable when x-kubernetes-list-type is {lt}"),
        ));
    }
    if lt != "map" {
        return;
    }
    let item_props = items.child("properties");
    for key in &s.x_list_map_keys {
        let Some(prop) = item.properties.get(key) else {
            continue;
        };
        let at = item_props.key(key);
        if !item.required.contains(key) && prop.default.is_none() {
            errs.push(FieldError::required(
                &at.child("default"),
                "this property is in x-kubernetes-list-map-keys, so it must have a default or be a required property",
            ));
        }
        if prop.nullable {
            errs.push(FieldError::forbidden(
                &at.child("nullable"),
                "this property is in x-kubernetes-list-map-keys, so it cannot be nullable",
            ));
        }
    }
}

fn has_newlines(s: &str) -> bool {
    s.contains(['\n', '\r'])
}

/// The static shape of `x-kubernetes-validations` rules.
fn rules(errs: &mut ErrorList, path: &Path<'_>, s: &Schema) {
    let list = path.child("x-kubernetes-validations");
    for (i, rule) in s.x_validations.iter().enumerate() {
        let at = list.index(i);
        let expr = rule.rule.trim();
        let message = rule.message.trim();
        if expr.is_empty() {
            errs.push(FieldError::required(&at.child("rule"), "rule is not specified"));
        } else if !rule.message.is_empty() && message.is_empty() {
            errs.push(FieldError::invalid(
                &at.child("message"),
                string(&rule.message),
                "must be non-empty if specified",
            ));
        } else if has_newlines(message) {
            errs.push(FieldError::invalid(
                &at.child("message"),
                string(&rule.message),
                "must not contain line breaks",
            ));
        } else if has_newlines(expr) && message.is_empty() {
            errs.push(FieldError::required(
                &at.child("message"),
                "message must be specified if rule contains line breaks",
            ));
        }
        if !rule.message_expression.is_empty() && rule.message_expression.trim().is_empty() {
            errs.push(FieldError::required(
                &at.child("messageExpression"),
                "messageExpression must be non-empty if specified",
            ));
        }
        if let Some(reason) = &rule.reason {
            if !RULE_REASONS.contains(&reason.as_str()) {
                errs.push(FieldError::not_supported(
                    &at.child("reason"),
                    string(reason),
                    &RULE_REASONS,
                ));
            }
        }
        if !rule.field_path.is_empty() && rule.field_path.trim().is_empty() {
            errs.push(FieldError::invalid(
                &at.child("fieldPath"),
                string(&rule.field_path),
                "must be non-empty if specified",
            ));
        }
        if has_newlines(&rule.field_path) {
            errs.push(FieldError::invalid(
                &at.child("fieldPath"),
                string(&rule.field_path),
                "must not contain line breaks",
            ));
        }
        if !rule.field_path.is_empty() && crate::field_path::parse(&rule.field_path, s).is_err() {
            errs.push(FieldError::invalid(
                &at.child("fieldPath"),
                string(&rule.field_path),
                "must be a valid path",
            ));
        }
    }
}

fn string(s: &str) -> BadValue {
    BadValue::String(s.to_owned())
}
