//! Rust primitives to schema types. Integers get the OpenAPI format of the
//! smallest of `int32`/`int64` that holds them, and the bounds of their
//! Rust type where the format does not already imply them, so the API
//! server stores no value the Rust type cannot read back.

use validation_schema::Schema;

use crate::model::Primitive;

pub(super) fn schema(primitive: Primitive) -> Schema {
    let typed = |type_: &str, format: Option<&str>| Schema {
        type_: Some(type_.into()),
        format: format.map(Into::into),
        ..Schema::default()
    };
    match primitive {
        Primitive::Bool => typed("boolean", None),
        Primitive::String => typed("string", None),
        Primitive::F32 => typed("number", Some("float")),
        Primitive::F64 => typed("number", Some("double")),
        integer => integer_schema(integer),
    }
}

fn integer_schema(integer: Primitive) -> Schema {
    let (min, max) = integer.integer_range().unwrap_or((i64::MIN.into(), i64::MAX.into()));
    let int32 = min >= i32::MIN.into() && max <= i32::MAX.into();
    let (format, format_min, format_max): (&str, i128, i128) = if int32 {
        ("int32", i32::MIN.into(), i32::MAX.into())
    } else {
        ("int64", i64::MIN.into(), i64::MAX.into())
    };
    // Bounds beyond i64 (u64::MAX) cannot be written exactly; the format's own is kept.
    let bound = |value: i128, implied: i128| (value != implied && i64::try_from(value).is_ok()).then_some(value as f64);
    Schema {
        type_: Some("integer".into()),
        format: Some(format.into()),
        minimum: bound(min, format_min),
        maximum: bound(max, format_max),
        ..Schema::default()
    }
}
