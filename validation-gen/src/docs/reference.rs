//! The tag reference as plain data, built from a registry; what the JSON
//! output serializes.

use std::collections::BTreeSet;

use serde::Serialize;

use crate::validators::{GeneratorTag, PayloadKind, TagDecl, GENERATOR_TAGS};
use crate::Registry;

/// Every tag a generator with some registry understands.
///
/// JSON: `{"tags": [TagDoc...], "generatorTags": [GeneratorTagDoc...]}`.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Reference {
    /// Validation tags, sorted by name.
    pub tags: Vec<TagDoc>,
    /// The generator-level tags, in declaration order.
    pub generator_tags: Vec<GeneratorTagDoc>,
}

/// One validation tag.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TagDoc {
    /// `k8s:minimum`.
    pub name: &'static str,
    /// Whether the tag ships with validation-gen (else a program registered it).
    pub builtin: bool,
    /// `Alpha`, `Beta` or `Stable`.
    pub stability: String,
    /// Where the tag may be written, in the reference's phrases: `type
    /// definitions`, `struct fields`, `list values`, `map keys`, `map
    /// values`, `constant values`.
    pub scopes: Vec<&'static str>,
    /// Declared arguments: positional first as written, then named.
    pub args: Vec<ArgDoc>,
    /// Whether named arguments beyond `args` are accepted (`k8s:item`).
    pub accepts_unknown_args: bool,
    pub payload: PayloadDoc,
    pub description: &'static str,
    /// Rust source using the tag: struct fields, or complete items.
    pub example: &'static str,
    /// What the tag becomes in a CRD schema, read from the tag's own
    /// schema meaning for its example (`null` when the example does not
    /// show one).
    pub in_crd: Option<String>,
}

/// One declared argument.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ArgDoc {
    /// `null` for the positional argument.
    pub name: Option<&'static str>,
    /// `string`, `int` or `bool`.
    pub kind: &'static str,
    pub required: bool,
    pub description: &'static str,
}

/// What follows `=`.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PayloadDoc {
    /// `none`, `string`, `int`, `bool`, `tag` (a chained `+<tag>`) or `raw`
    /// (a string, int or bool matching the value).
    pub kind: String,
    pub required: bool,
}

/// One generator-level tag.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GeneratorTagDoc {
    pub name: &'static str,
    /// Where it is written: module docs (`//!`) and/or type definitions.
    pub placement: &'static str,
    /// What follows `=` (empty when it takes no value).
    pub value: &'static str,
    pub description: &'static str,
    pub example: &'static str,
}

impl Reference {
    pub fn of(registry: &Registry) -> Self {
        let builtin: BTreeSet<&str> = Registry::builtin().decls().map(|d| d.name).collect();
        let mut tags: Vec<TagDoc> = registry
            .decls()
            .map(|d| TagDoc::of(d, builtin.contains(d.name), super::in_crd::describe(registry, d)))
            .collect();
        tags.sort_by(|a, b| a.name.cmp(b.name));
        Reference {
            tags,
            generator_tags: GENERATOR_TAGS.iter().map(GeneratorTagDoc::of).collect(),
        }
    }

    /// Only the tags a program registered itself, without the built-in and
    /// generator tags: the reference a project with its own tags checks in
    /// next to them.
    pub fn registered_only(mut self) -> Self {
        self.tags.retain(|t| !t.builtin);
        self.generator_tags.clear();
        self
    }

    pub fn to_markdown(&self) -> String {
        super::markdown::render(self)
    }

    /// Pretty-printed JSON with a final newline.
    pub fn to_json(&self) -> String {
        // Serializing plain strings, bools and vectors cannot fail.
        let mut json = serde_json::to_string_pretty(self).unwrap_or_default();
        json.push('\n');
        json
    }
}

impl TagDoc {
    fn of(decl: &TagDecl, builtin: bool, in_crd: Option<String>) -> Self {
        TagDoc {
            name: decl.name,
            builtin,
            stability: decl.stability.to_string(),
            scopes: decl.scopes.iter().map(|s| s.phrase()).collect(),
            args: decl
                .args
                .iter()
                .map(|a| ArgDoc {
                    name: a.name,
                    kind: a.kind.as_str(),
                    required: a.required,
                    description: a.description,
                })
                .collect(),
            accepts_unknown_args: decl.accepts_unknown_args,
            payload: PayloadDoc {
                kind: decl.payload.to_string(),
                required: decl.payload != PayloadKind::None && decl.payload_required,
            },
            description: decl.description,
            example: decl.example,
            in_crd,
        }
    }
}

impl GeneratorTagDoc {
    fn of(tag: &GeneratorTag) -> Self {
        GeneratorTagDoc {
            name: tag.name,
            placement: tag.placement.phrase(),
            value: tag.value,
            description: tag.description,
            example: tag.example,
        }
    }
}
