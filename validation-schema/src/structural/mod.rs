//! The API server's checks of a CRD's schemas (KEP-2332 structural schemas,
//! list and map types, unsupported OpenAPI features), with its messages and
//! paths.
//!
//! A version's schema is checked in three groups, reported in this order,
//! as the API server does:
//! 1. root restrictions (`nullable` at the root, the status subresource),
//! 2. the structural invariants and completeness (`invariants`,
//!    `completeness`), sorted by message as the API server sorts them,
//! 3. the OpenAPI restrictions every CRD schema obeys (`openapi`).

mod completeness;
mod invariants;
mod openapi;

use validation_runtime::{ErrorList, FieldError, Path};

use crate::crd::CustomResourceDefinition;
use crate::schema::Schema;

/// Checks every version's schema of `crd`; paths start at
/// `spec.versions[i].schema.openAPIV3Schema`.
pub fn check(crd: &CustomResourceDefinition) -> ErrorList {
    let mut errs = ErrorList::new();
    let spec = Path::new("spec");
    if crd.spec.preserve_unknown_fields == Some(true) {
        errs.push(FieldError::invalid(
            &spec.child("preserveUnknownFields"),
            validation_runtime::BadValue::Bool(true),
            "cannot set to true, set x-kubernetes-preserve-unknown-fields to true in spec.versions[*].schema instead",
        ));
    }
    let versions = spec.child("versions");
    for (i, version) in crd.spec.versions.iter().enumerate() {
        let Some(schema) = version.schema.as_ref().and_then(|s| s.open_api_v3_schema.as_ref()) else {
            continue;
        };
        let status_enabled = version.subresources.as_ref().is_some_and(|s| s.status.is_some());
        let at = versions.index(i);
        let validation = at.child("schema");
        errs.append(check_version_schema(&validation, schema, status_enabled));
    }
    errs
}

/// Checks one version's schema; `validation` is the path of the
/// `CustomResourceValidation` (`spec.versions[i].schema`).
pub fn check_version_schema(validation: &Path<'_>, schema: &Schema, status_enabled: bool) -> ErrorList {
    let mut errs = ErrorList::new();
    if status_enabled && schema.type_.as_deref().is_some_and(|t| t != "object") {
        errs.push(FieldError::invalid(
            &validation.child("openAPIV3Schema.type"),
            bad_string(schema.type_name()),
            "only \"object\" is allowed as the type at the root of the schema if the status subresource is enabled",
        ));
    }
    if schema.nullable {
        errs.push(FieldError::forbidden(
            &validation.child("openAPIV3Schema.nullable"),
            "nullable cannot be true at the root",
        ));
    }
    let root = validation.child("openAPIV3Schema");
    errs.append(check_structural(&root, schema));
    errs.append(openapi::check(&root, schema));
    errs
}

/// Checks a schema on its own, as it would be checked in a CRD version
/// without subresources; paths start at `openAPIV3Schema`. This is the
/// check for generated schemas.
pub fn check_schema(schema: &Schema) -> ErrorList {
    let root = Path::new("openAPIV3Schema");
    let mut errs = ErrorList::new();
    if schema.nullable {
        errs.push(FieldError::forbidden(
            &root.child("nullable"),
            "nullable cannot be true at the root",
        ));
    }
    errs.append(check_structural(&root, schema));
    errs.append(openapi::check(&root, schema));
    errs
}

/// The structural invariants and completeness of `schema` at `path`,
/// sorted by their rendering.
pub fn check_structural(path: &Path<'_>, schema: &Schema) -> ErrorList {
    let mut errs = invariants::check(path, schema);
    errs.append(completeness::check(path, schema));
    let mut list = errs.into_vec();
    list.sort_by_cached_key(ToString::to_string);
    list.into_iter().collect()
}

/// Whether `schema` is structural (no structural violations).
pub fn is_structural(schema: &Schema) -> bool {
    check_structural(&Path::root(), schema).is_empty()
}

fn bad_string(s: &str) -> validation_runtime::BadValue {
    validation_runtime::BadValue::String(s.to_owned())
}
