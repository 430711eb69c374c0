//! CEL types, and the type the API server declares for a schema node.

use std::collections::BTreeMap;
use std::fmt;
use std::sync::Arc;

use validation_schema::Schema;

use crate::escape::escape;

/// A CEL type as the type checker sees it.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum CelType {
    Bool,
    Int,
    Uint,
    Double,
    String,
    Bytes,
    Null,
    Duration,
    Timestamp,
    List(Box<CelType>),
    Map(Box<CelType>, Box<CelType>),
    /// An object of a schema: its name and its (escaped) fields.
    Object(Arc<ObjectType>),
    Optional(Box<CelType>),
    /// The type of a type value (`type(x)`, `int`).
    Type(Box<CelType>),
    /// A library type: `kubernetes.URL`, `net.IP`, ...
    Opaque(&'static str),
    /// Known to be any value (int-or-string, `dyn(x)`).
    Dyn,
    /// Not known to this checker (a function it has no signature for): any
    /// value, never reported.
    Unknown,
    /// A sub-expression that already failed: any value, never reported again.
    Error,
}

/// An object type as the API server declares it for a schema node.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct ObjectType {
    /// The API server names the type of a rule's `self` `selfType<N>`, with
    /// `N` the nanosecond the CRD was written at, so that no rule can
    /// depend on it; the types below it are named by their path from there
    /// (`selfType<N>.spec.ports.@idx`). Here `N` is 0.
    pub(crate) name: String,
    pub(crate) fields: BTreeMap<String, CelType>,
}

/// The name of the type of `self` (see [`ObjectType::name`]).
pub(crate) const SELF_TYPE_NAME: &str = "selfType0";

impl CelType {
    /// Whether the type stands for any value.
    pub(crate) fn is_any(&self) -> bool {
        matches!(self, CelType::Dyn | CelType::Unknown | CelType::Error)
    }

    /// Whether `null` fits the type, as cel-go's checker keeps its legacy
    /// nullness: objects, durations, timestamps, library types and
    /// optionals; not strings, numbers, bools, bytes, lists or maps.
    pub(crate) fn is_nullable(&self) -> bool {
        self.is_any()
            || matches!(
                self,
                CelType::Null
                    | CelType::Object(_)
                    | CelType::Duration
                    | CelType::Timestamp
                    | CelType::Opaque(_)
                    | CelType::Optional(_)
            )
    }

    /// Whether the type is, or contains, a type this checker does not know.
    pub(crate) fn is_uncertain(&self) -> bool {
        match self {
            CelType::Unknown | CelType::Error => true,
            CelType::List(t) | CelType::Optional(t) | CelType::Type(t) => t.is_uncertain(),
            CelType::Map(k, v) => k.is_uncertain() || v.is_uncertain(),
            _ => false,
        }
    }

    pub(crate) fn list(t: CelType) -> CelType {
        CelType::List(Box::new(t))
    }

    pub(crate) fn map(k: CelType, v: CelType) -> CelType {
        CelType::Map(Box::new(k), Box::new(v))
    }

    pub(crate) fn optional(t: CelType) -> CelType {
        CelType::Optional(Box::new(t))
    }
}

impl fmt::Display for CelType {
    /// cel-go's spelling (`list(int)`, `map(string, dyn)`,
    /// `google.protobuf.Timestamp`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CelType::Bool => f.write_str("bool"),
            CelType::Int => f.write_str("int"),
            CelType::Uint => f.write_str("uint"),
            CelType::Double => f.write_str("double"),
            CelType::String => f.write_str("string"),
            CelType::Bytes => f.write_str("bytes"),
            CelType::Null => f.write_str("null_type"),
            CelType::Duration => f.write_str("google.protobuf.Duration"),
            CelType::Timestamp => f.write_str("google.protobuf.Timestamp"),
            CelType::List(t) => write!(f, "list({t})"),
            CelType::Map(k, v) => write!(f, "map({k}, {v})"),
            CelType::Object(o) => f.write_str(&o.name),
            CelType::Optional(t) => write!(f, "optional_type({t})"),
            CelType::Type(t) => write!(f, "type({t})"),
            CelType::Opaque(name) => f.write_str(name),
            CelType::Dyn | CelType::Unknown => f.write_str("dyn"),
            CelType::Error => f.write_str("*error*"),
        }
    }
}

/// The type the API server declares for values of `schema`, named `name`
/// if it is an object (see [`ObjectType::name`]), or `None` when such
/// values are not visible to rules (no type, an array without items, a map
/// whose values are not visible). `root` says the node is the root of a
/// resource or an embedded resource: it also has `apiVersion`, `kind` and
/// `metadata.name`/`metadata.generateName`.
pub(crate) fn schema_type(schema: &Schema, root: bool, name: &str) -> Option<CelType> {
    if schema.x_int_or_string {
        return Some(CelType::Dyn);
    }
    match schema.type_name() {
        "array" => {
            let items = schema.item_schema()?;
            schema_type(items, items.x_embedded_resource, &format!("{name}.@idx")).map(CelType::list)
        }
        "object" => {
            if let Some(values) = schema.additional_properties_schema() {
                return schema_type(values, values.x_embedded_resource, &format!("{name}.@elem"))
                    .map(|v| CelType::map(CelType::String, v));
            }
            let mut fields = BTreeMap::new();
            for (property_name, property) in &schema.properties {
                let Some(cel_name) = escape(property_name) else {
                    continue;
                };
                let field_type_name = format!("{name}.{cel_name}");
                if let Some(t) = schema_type(property, property.x_embedded_resource, &field_type_name) {
                    fields.insert(cel_name, t);
                }
            }
            if root {
                with_type_and_object_meta(schema, &mut fields, name);
            }
            Some(CelType::Object(Arc::new(ObjectType {
                name: name.to_owned(),
                fields,
            })))
        }
        "string" => Some(match schema.format.as_deref() {
            Some("byte") => CelType::Bytes,
            Some("duration") => CelType::Duration,
            Some("date") | Some("date-time") => CelType::Timestamp,
            _ => CelType::String,
        }),
        "boolean" => Some(CelType::Bool),
        "number" => Some(CelType::Double),
        "integer" => Some(CelType::Int),
        _ => None,
    }
}

/// Whether `schema` declares `kind` and `apiVersion` as strings and
/// `metadata` as an object with string `name` and `generateName`: then a
/// resource's values are typed (and bound) by it alone, `metadata`'s other
/// declared fields included.
pub(crate) fn declares_type_and_object_meta(schema: &Schema) -> bool {
    let is = |s: Option<&Schema>, t: &str| s.is_some_and(|s| s.type_name() == t);
    let metadata = schema.properties.get("metadata");
    is(schema.properties.get("kind"), "string")
        && is(schema.properties.get("apiVersion"), "string")
        && is(metadata, "object")
        && is(metadata.and_then(|m| m.properties.get("name")), "string")
        && is(metadata.and_then(|m| m.properties.get("generateName")), "string")
}

/// `kind` and `apiVersion` as strings and `metadata` with `name` and
/// `generateName`, unless the schema already declares all of them.
fn with_type_and_object_meta(schema: &Schema, fields: &mut BTreeMap<String, CelType>, name: &str) {
    if declares_type_and_object_meta(schema) {
        return;
    }
    fields.insert("kind".to_owned(), CelType::String);
    fields.insert("apiVersion".to_owned(), CelType::String);
    let meta = BTreeMap::from([
        ("name".to_owned(), CelType::String),
        ("generateName".to_owned(), CelType::String),
    ]);
    fields.insert(
        "metadata".to_owned(),
        CelType::Object(Arc::new(ObjectType {
            name: format!("{name}.metadata"),
            fields: meta,
        })),
    );
}
