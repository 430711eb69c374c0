//! Types the generator cannot read but Kubernetes gives a schema: the
//! apimachinery types API structs embed, known by name, and the schema of
//! a value nothing describes.

use validation_schema::Schema;

/// The schema of a well-known type from another crate, by its path as
/// written (`IntOrString`, `k8s_openapi::...::Time`, `serde_json::Value`).
/// Names only Kubernetes uses match alone; `Value` needs its crate.
pub(super) fn known(path: &str) -> Option<Schema> {
    let name = path.rsplit("::").next().unwrap_or(path);
    let schema = match name {
        // An integer or a string (`IntOrString`, `Quantity`: `1`, `"500m"`).
        "IntOrString" | "Quantity" => Schema {
            x_int_or_string: true,
            ..Schema::default()
        },
        "Time" | "MicroTime" => Schema {
            type_: Some("string".into()),
            format: Some("date-time".into()),
            ..Schema::default()
        },
        // A nested object's metadata (a template's): its fields are the
        // API server's, kept as written.
        "ObjectMeta" => Schema {
            type_: Some("object".into()),
            x_preserve_unknown_fields: Some(true),
            ..Schema::default()
        },
        // A whole object of any kind, with its own apiVersion, kind and
        // metadata.
        "RawExtension" => Schema {
            type_: Some("object".into()),
            x_embedded_resource: true,
            x_preserve_unknown_fields: Some(true),
            ..Schema::default()
        },
        // `serde_json::Value`: any JSON.
        "Value" if path.ends_with("serde_json::Value") => preserve_unknown(),
        _ => return None,
    };
    Some(schema)
}

/// Any JSON value, kept as written (neither checked nor pruned).
pub(super) fn preserve_unknown() -> Schema {
    Schema {
        x_preserve_unknown_fields: Some(true),
        ..Schema::default()
    }
}
