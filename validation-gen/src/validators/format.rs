//! `k8s:format=<name>`: a string must satisfy a named format.

use crate::tags::{Literal, Tag};

use validation_runtime::content;

use super::lowering;
use super::{
    Call, Check, Keyword, KubeVersion, PayloadKind, Registry, Rule, SchemaMeaning, Scope, Stability, TagContext,
    TagDecl, TagError, TagValidator, Validations,
};

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

/// `k8s-short-name` and `k8s-long-name` as rules in standard CEL, one per
/// message the Rust check can give (the length, then the grammar), with
/// its words; `None` for the formats without rules.
fn format_rules(name: &str) -> Option<Vec<Keyword>> {
    // The grammar messages, as the runtime words them for a value that
    // fails only the grammar.
    let grammar = |messages: Vec<String>| messages.into_iter().next().unwrap_or_default();
    let (max, pattern, message) = match name {
        "k8s-short-name" => (
            content::DNS1123_LABEL_MAX_LENGTH,
            content::DNS1123_LABEL_FMT,
            // A subdomain fails a label only by its dots.
            format!(
                "self.matches({}) ? 'must not contain dots' : {}",
                lowering::string(&format!("^{}$", content::DNS1123_SUBDOMAIN_FMT)),
                lowering::string(&grammar(content::dns1123_label("-")))
            ),
        ),
        "k8s-long-name" => (
            content::DNS1123_SUBDOMAIN_MAX_LENGTH,
            content::DNS1123_SUBDOMAIN_FMT,
            lowering::string(&grammar(content::dns1123_subdomain("-"))),
        ),
        _ => return None,
    };
    let length = lowering::Rule::new(format!("size(bytes(self)) <= {max}"), content::max_len_error(max));
    let grammar = lowering::Rule::computed(
        format!("self.matches({})", lowering::string(&format!("^{pattern}$"))),
        message,
    );
    Some(vec![Keyword::Rule(length.build()), Keyword::Rule(grammar.build())])
}

impl TagValidator for Format {
    /// From Kubernetes 1.34 the API server honours `k8s-short-name` and
    /// `k8s-long-name` as schema formats (reporting its own format
    /// message); for older servers they are rules with the Rust messages.
    /// The other formats have no schema equivalent yet.
    fn schema(&self, _ctx: &TagContext<'_>, tag: &Tag) -> SchemaMeaning {
        let name = tag.literal().and_then(Literal::as_str).unwrap_or_default();
        match format_rules(name) {
            Some(rules) => SchemaMeaning::Since {
                since: KubeVersion::NAME_FORMATS,
                native: Box::new(SchemaMeaning::keyword(Keyword::Format(name.to_owned()))),
                before: Box::new(SchemaMeaning::Keywords(rules)),
            },
            None => SchemaMeaning::NotInSchema,
        }
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
