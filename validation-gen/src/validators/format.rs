//! `k8s:format=<name>`: a string must satisfy a named format.

use crate::tags::{Literal, Tag};

use super::lowering;
use super::{
    Call, Check, Keyword, KubeVersion, PayloadKind, Registry, Rule, SchemaMeaning, Scope, Stability, TagContext,
    TagDecl, TagError, TagValidator, Validations,
};

pub(crate) mod rules;

pub fn register(registry: &mut Registry) {
    registry.register(Format);
}

/// Every supported format name. Each has a runtime validator of the same
/// name in snake case under `validation_runtime::validate::format`.
/// (`k8s-ip` is documented upstream but not accepted by the generator.)
pub const FORMATS: &[&str] = &[
    "k8s-extended-resource-name",
    "k8s-label-key",
    "k8s-label-value",
    "k8s-long-name",
    "k8s-long-name-caseless",
    "k8s-path-segment-name",
    "k8s-prefixed-label-key",
    "k8s-resource-fully-qualified-name",
    "k8s-resource-pool-name",
    "k8s-short-name",
    "k8s-uuid",
];

struct Format;

/// How the formats become rules, for the tag reference (after what the
/// example's format becomes).
pub const IN_CRD: &str = "Every other format is `x-kubernetes-validations` rules in the CEL of Kubernetes 1.28 on, \
one rule per message the Rust check can give and with its words (TooLong reported as Invalid; a resource pool name \
names its first bad segment of each kind), rather than Kubernetes' CEL `format` library, whose `validate` reports \
all of a value's messages as one error";

/// How the schema states the named format: the API server's own `format`
/// from Kubernetes 1.34 for the two name formats (rules before), rules for
/// every other format.
fn format_meaning(name: &str) -> SchemaMeaning {
    let as_keywords = |found: Vec<lowering::Rule>| {
        SchemaMeaning::Keywords(found.into_iter().map(|r| Keyword::Rule(r.build())).collect())
    };
    match name {
        "k8s-short-name" | "k8s-long-name" => SchemaMeaning::Since {
            since: KubeVersion::NAME_FORMATS,
            native: Box::new(SchemaMeaning::keyword(Keyword::Format(name.to_owned()))),
            before: Box::new(as_keywords(rules::rules(name))),
        },
        // Its messages number the bad segment.
        "k8s-resource-pool-name" => SchemaMeaning::Since {
            since: KubeVersion::STRING_FORMAT,
            native: Box::new(as_keywords(rules::rules(name))),
            before: Box::new(SchemaMeaning::Unsaid(
                "numbers the bad segment in its messages with the strings library's `format`, which the API \
                 server has only from Kubernetes 1.30, so the check is left out"
                    .to_owned(),
            )),
        },
        _ => match rules::rules(name) {
            found if found.is_empty() => SchemaMeaning::NotInSchema,
            found => as_keywords(found),
        },
    }
}

impl TagValidator for Format {
    /// From Kubernetes 1.34 the API server honours `k8s-short-name` and
    /// `k8s-long-name` as schema formats (reporting its own format
    /// message); for older servers they are rules with the Rust messages,
    /// as every other format is ([`rules`]).
    fn schema(&self, _ctx: &TagContext<'_>, tag: &Tag) -> SchemaMeaning {
        format_meaning(tag.literal().and_then(Literal::as_str).unwrap_or_default())
    }

    fn decl(&self) -> TagDecl {
        TagDecl::new("k8s:format", Scope::VALUES, Stability::Stable)
            .payload(PayloadKind::String, true)
            .single_valued()
            .docs(
                "The string must satisfy the named format: k8s-short-name (DNS label), k8s-long-name (DNS subdomain), \
             k8s-long-name-caseless, k8s-label-key, k8s-prefixed-label-key, k8s-label-value, k8s-path-segment-name, \
             k8s-uuid, k8s-resource-pool-name, k8s-extended-resource-name, k8s-resource-fully-qualified-name. \
             Errors carry origin `format=<name>`.",
                r#"/// +k8s:optional
/// +k8s:format=k8s-short-name
pub host: Option<String>,
/// +k8s:optional
/// +k8s:eachVal=+k8s:format=k8s-uuid
pub owners: Vec<String>,"#,
            )
    }

    fn validations(&self, ctx: &TagContext<'_>, tag: &Tag) -> Result<Validations, TagError> {
        let name = tag.literal().and_then(Literal::as_str).unwrap_or_default();
        let at = tag.value_span.unwrap_or(tag.name_span);
        if !FORMATS.contains(&name) {
            return Err(TagError::new(format!("unsupported validation format \"{name}\""))
                .at(at)
                .with_help(Some(format!("supported formats: {}", FORMATS.join(", ")))));
        }
        if !ctx.kind.is_string() {
            return Err(TagError::new(format!(
                "tag \"{}\" can only be used on string types, not on {}",
                tag.name,
                ctx.kind.describe()
            ))
            .at(tag.name_span));
        }
        Ok(Validations::check(Check::new(
            Rule::new("format").with(Literal::String(name.to_string())),
            Call::Value {
                function: format!("::validation_runtime::validate::format::{}", name.replace('-', "_")),
                args: Vec::new(),
            },
        )))
    }
}
