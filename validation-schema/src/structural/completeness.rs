//! Completeness (KEP-2332): every property or item that value validation
//! (`allOf`, `anyOf`, `oneOf`, `not`) talks about is also specified in the
//! structural part of the schema, so validation never reaches fields that
//! pruning would drop.

use validation_runtime::{ErrorList, FieldError, Path};

use crate::schema::{Schema, SchemaOrArray};

pub(super) fn check(path: &Path<'_>, schema: &Schema) -> ErrorList {
    let mut errs = ErrorList::new();
    value_validation(&mut errs, schema, Some(schema), path, path);
    errs
}

fn missing(errs: &mut ErrorList, s_path: &Path<'_>, v_path: &Path<'_>) {
    errs.push(FieldError::required(
        s_path,
        format!("because it is defined in {v_path}"),
    ));
}

/// The junctors of `v` (a structural node or a nested one) against the
/// structural node `s`.
fn value_validation(errs: &mut ErrorList, v: &Schema, s: Option<&Schema>, s_path: &Path<'_>, v_path: &Path<'_>) {
    let has_junctors = v.not.is_some() || !v.all_of.is_empty() || !v.any_of.is_empty() || !v.one_of.is_empty();
    if !has_junctors {
        return;
    }
    let Some(s) = s else {
        missing(errs, s_path, v_path);
        return;
    };
    if let Some(not) = &v.not {
        nested(errs, not, Some(s), s_path, &v_path.child("not"));
    }
    for (name, list) in [("allOf", &v.all_of), ("anyOf", &v.any_of), ("oneOf", &v.one_of)] {
        let at = v_path.child(name);
        for (i, sub) in list.iter().enumerate() {
            nested(errs, sub, Some(s), s_path, &at.index(i));
        }
    }
}

fn nested(errs: &mut ErrorList, v: &Schema, s: Option<&Schema>, s_path: &Path<'_>, v_path: &Path<'_>) {
    let Some(s) = s else {
        missing(errs, s_path, v_path);
        return;
    };
    value_validation(errs, v, Some(s), s_path, v_path);
    if let Some(SchemaOrArray::Schema(items)) = &v.items {
        nested(
            errs,
            items,
            s.item_schema(),
            &s_path.child("items"),
            &v_path.child("items"),
        );
    }
    let s_props = s_path.child("properties");
    let v_props = v_path.child("properties");
    for (name, sub) in &v.properties {
        nested(
            errs,
            sub,
            s.properties.get(name),
            &s_props.key(name),
            &v_props.key(name),
        );
    }
}
