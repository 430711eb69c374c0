//! `k8s:enum` and `k8s:enumExclude`.
//!
//! An enum is a named string type with a fixed set of values: a string
//! newtype whose values are its associated constants
//! (`impl Protocol { pub const TCP: &'static str = "TCP"; }`), or an enum of
//! unit variants whose values are their serde names. A value (constant or
//! variant) tagged `+k8s:enumExclude` is not allowed; under
//! `+k8s:ifEnabled(X)=+k8s:enumExclude` it is not allowed while X is enabled.

use crate::model::{Primitive, Shape, TagLine, TypeKind};
use crate::tags::{self, Tag};

use super::{
    Call, CallArg, Check, Keyword, Registry, Rule, SchemaMeaning, Scope, Stability, TagContext, TagDecl, TagError,
    TagValidator, Validations,
};

pub fn register(registry: &mut Registry) {
    registry.register(Enum);
    registry.register(EnumExclude);
}

struct Enum;

impl TagValidator for Enum {
    fn decl(&self) -> TagDecl {
        TagDecl::new("k8s:enum", &[Scope::Type], Stability::Stable).docs(
            "The value must be one of the type's values (a string newtype's associated constants, or a unit \
             enum's variants), minus excluded ones: NotSupported listing the supported values.",
            r#"/// +k8s:enum
#[derive(serde::Serialize)]
pub enum Protocol {
    #[serde(rename = "TCP")]
    Tcp,
    #[serde(rename = "UDP")]
    Udp,
}

/// Or a string newtype whose values are its associated constants.
/// +k8s:enum
pub struct Phase(pub String);

impl Phase {
    pub const PENDING: &'static str = "Pending";
    pub const RUNNING: &'static str = "Running";
}

pub struct PortSpec {
    /// +k8s:optional
    pub protocol: Option<Protocol>,
    /// +k8s:optional
    pub phase: Option<Phase>,
}"#,
        )
    }

    /// `enum` with the values not always excluded: the API server knows no
    /// options, so values excluded only under an option stay allowed.
    fn schema(&self, ctx: &TagContext<'_>, tag: &Tag) -> SchemaMeaning {
        match values(ctx, tag) {
            Ok(values) => SchemaMeaning::keyword(Keyword::Enum(
                values
                    .into_iter()
                    .filter(|(_, lines)| !matches!(exclusion(lines), Exclusion::Always))
                    .map(|(value, _)| value.to_string())
                    .collect(),
            )),
            Err(_) => SchemaMeaning::NotInSchema,
        }
    }

    fn validations(&self, ctx: &TagContext<'_>, tag: &Tag) -> Result<Validations, TagError> {
        let values = values(ctx, tag)?;
        let mut valid = Vec::new();
        let mut exclusions = Vec::new();
        for (value, lines) in values {
            match exclusion(lines) {
                Exclusion::None => valid.push(value),
                Exclusion::Always => {}
                Exclusion::When(gates) => {
                    valid.push(value);
                    exclusions.extend(gates.into_iter().map(|(option, exclude_when)| CallArg::Struct {
                        path: "::validation_runtime::validate::Exclusion".into(),
                        fields: vec![
                            ("value".into(), CallArg::Str(value.to_string())),
                            ("option".into(), CallArg::Str(option)),
                            ("exclude_when".into(), CallArg::Bool(exclude_when)),
                        ],
                    }));
                }
            }
        }
        Ok(Validations::check(Check::new(
            Rule::new("enum"),
            Call::Value {
                function: "::validation_runtime::validate::enumeration".into(),
                args: vec![
                    CallArg::Slice(valid.into_iter().map(|v| CallArg::Str(v.to_string())).collect()),
                    CallArg::Slice(exclusions),
                ],
            },
        )))
    }
}

fn not_enum(tag: &Tag) -> TagError {
    TagError::new(
        "k8s:enum can only be used on a string newtype with associated string constants, or an enum of unit variants",
    )
    .at(tag.name_span)
}

/// The type's values with their tag lines: a unit enum's variants or a
/// string newtype's associated constants.
fn values<'a>(ctx: &TagContext<'a>, tag: &Tag) -> Result<Vec<(&'a str, &'a [TagLine])>, TagError> {
    let Shape::Named(id) = ctx.shape else {
        return Err(not_enum(tag));
    };
    let values: Vec<(&str, &[TagLine])> = match ctx.model.get(*id).map(|t| &t.kind) {
        Some(TypeKind::Enum(variants)) => variants
            .iter()
            .map(|v| (v.json_name.as_str(), v.tags.as_slice()))
            .collect(),
        Some(TypeKind::Newtype(Shape::Primitive(Primitive::String))) => ctx
            .model
            .get(*id)
            .map(|t| {
                t.constants
                    .iter()
                    .map(|c| (c.value.as_str(), c.tags.as_slice()))
                    .collect()
            })
            .unwrap_or_default(),
        _ => return Err(not_enum(tag)),
    };
    Ok(values)
}

/// How a value is excluded by its `k8s:enumExclude` tags.
enum Exclusion {
    None,
    Always,
    /// Excluded while any of these (option, excluded-when-enabled) holds.
    When(Vec<(String, bool)>),
}

/// Read a constant's or variant's exclusion tags. Malformed tags are
/// reported where the constant's tags are checked, so they are skipped here.
fn exclusion(lines: &[TagLine]) -> Exclusion {
    let mut gates = Vec::new();
    for line in lines {
        let Ok(tag) = tags::parse_tag(&line.text) else { continue };
        match (tag.name.as_str(), tag.chained()) {
            ("k8s:enumExclude", _) => return Exclusion::Always,
            (gate @ ("k8s:ifEnabled" | "k8s:ifDisabled"), Some(inner)) if inner.name == "k8s:enumExclude" => {
                if let Some(option) = tag.positional_arg().and_then(|a| a.value.as_str()) {
                    gates.push((option.to_string(), gate == "k8s:ifEnabled"));
                }
            }
            _ => {}
        }
    }
    if gates.is_empty() {
        Exclusion::None
    } else {
        Exclusion::When(gates)
    }
}

/// Marks a value of an enum as not allowed (read by `k8s:enum`).
struct EnumExclude;

impl TagValidator for EnumExclude {
    /// Read by `k8s:enum`, which leaves the value out of `enum`.
    fn schema(&self, _ctx: &TagContext<'_>, _tag: &Tag) -> SchemaMeaning {
        SchemaMeaning::Nothing
    }

    fn decl(&self) -> TagDecl {
        TagDecl::new("k8s:enumExclude", &[Scope::Constant], Stability::Alpha).docs(
            "On an enum's constant or variant: the value is not allowed. Wrap it in `k8s:ifEnabled` / \
             `k8s:ifDisabled` to exclude it only under an option.",
            r#"/// +k8s:enum
pub enum Protocol {
    Tcp,
    Udp,
    /// No longer accepted.
    /// +k8s:enumExclude
    Legacy,
    /// Accepted only while the `SCTPSupport` option is enabled.
    /// +k8s:ifDisabled("SCTPSupport")=+k8s:enumExclude
    Sctp,
}"#,
        )
    }

    fn validations(&self, ctx: &TagContext<'_>, tag: &Tag) -> Result<Validations, TagError> {
        if ctx.scope != Scope::Constant {
            return Err(TagError::new("k8s:enumExclude belongs on an enum's constant or variant").at(tag.name_span));
        }
        Ok(Validations::none())
    }
}
