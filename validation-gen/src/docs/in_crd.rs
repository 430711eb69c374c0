//! What a tag becomes in a CRD schema, for the reference: the tag's own
//! [`TagValidator::schema`](crate::validators::TagValidator::schema)
//! meaning, read off the tag's example (built into a model in memory, as
//! the schema stage would see it), so the reference says what the
//! generator does rather than what a hand-written table claims.

use std::path::PathBuf;

use crate::model::{Field, Model, Shape, TagLine, TypeId, TypeKind};
use crate::source::{Module, SourceFile, SourceSet};
use crate::tags;
use crate::validators::{Keyword, Registry, SchemaMeaning, Scope, TagContext, TagDecl};

/// `(for `+tag`) keywords` for `decl`'s tag, from the first use in its example;
/// `None` when the example does not use it where a schema is made (a bare
/// tag line or an example that does not build).
pub fn describe(registry: &Registry, decl: &TagDecl) -> Option<String> {
    let source = example_source(decl.example);
    let file = syn::parse_file(&source).ok()?;
    let sources = SourceSet {
        // Absolute and nowhere: the example has no crate and no dependencies.
        input: PathBuf::from("/validation-gen-docs/example.rs"),
        files: vec![SourceFile::new(
            PathBuf::from("/validation-gen-docs/example.rs"),
            source.clone(),
        )],
        modules: vec![Module {
            rust_path: crate::source::ModulePath::default(),
            file: 0,
            parent: None,
            children: Vec::new(),
            items: file.items,
            inner_attrs: file.attrs,
            output_path: None,
        }],
    };
    let model = crate::model::build(&sources).ok()?;
    let (line, site) = first_use(&model, decl.name)?;
    let (_, validator) = registry.get(decl.name)?;
    let tag = if decl.name == crate::validators::cel::NAME {
        // Kube-openapi's markers spread one rule over several lines.
        let lines = match &site {
            Site::Type(id, _) => &model.get(*id)?.tags,
            Site::Field(_, fields, index) => &fields.get(*index)?.tags,
        };
        crate::validators::cel::gather(lines).0.into_iter().next()?.0
    } else {
        crate::validators::openapi_markers::parse_line(&line.text)?
    };
    let named;
    let ctx = match site {
        Site::Type(id, scope) => {
            named = Shape::Named(id);
            type_context(&model, registry, id, scope, &named)
        }
        Site::Field(owner, fields, index) => field_context(&model, registry, owner, fields, index)?,
    };
    let mut words = format!("(for `{}`) {}", line.text, sentence(&validator.schema(&ctx, &tag)));
    if let Some(difference) = differences(decl.name) {
        words.push_str(". ");
        words.push_str(difference);
    }
    Some(words)
}

/// How the API server's errors for a lowered tag differ from the Rust
/// checks', where one rule on one node cannot report what they report.
fn differences(name: &str) -> Option<&'static str> {
    match name {
        "k8s:format" => Some(crate::validators::format::IN_CRD),
        "k8s:eachKey" => Some(
            "The rule reports one error at the map's path, with the detail for one failing key, where the Rust \
             check reports one per failing key (also at the map's path); a length limit is Invalid rather than \
             TooLong or TooShort (rules cannot report those). A rule the API server would reject as too costly \
             (a pattern on the keys of a map without `maxProperties`) is left out and reported. A key type's own tags \
             (a string newtype's) become the same rules on every map keyed by it",
        ),
        "k8s:immutable" => Some(
            "A transition rule runs only where the old object has the node it sits on: on update, a value inside a \
             struct, list item or map value that is itself new (an optional struct set, an item added) has no old \
             value, and its rule does not run, where the Rust check reports `field is immutable` for it (it has no \
             old value to keep). `update=NoSet` / `NoModify` / `NoUnset` rules are alike. The error's value is the API server's for a failed rule (from 1.35 a scalar's value and none for an \
             object, before that the schema type), where the Rust check shows `null`, as upstream's `validate.Immutable` \
             reports it: each is what its own server says",
        ),
        "k8s:update" => Some(
            "`NoAddItem` and `NoRemoveItem` are rules on the collection (every key, `set` item or `map` list key \
             of the new value is in the old one, or the reverse), Forbidden with the Rust detail, reported once at \
             the collection where the Rust check reports each item (an addition at `list[i]` or `map[key]`, a map \
             key's removal at `map[key]`); an optional collection set or cleared on update is reported at it by a \
             rule on its object. Matching items of a list costs more than the API server allows unless the list \
             and its items are bounded (`maxItems`, `maxLength`): such a rule is left out and reported",
        ),
        "k8s:ifMode" => Some(
            "A `required` under a mode, and the field forbidden in the modes none of its rules names, report \
             Required / Forbidden with the detail \"must be specified\" / \"may not be set\" (a rule cannot give \
             the Rust checks' empty detail). Payloads other than `required`, `optional`, `minimum`, `maximum` and \
             rules, and fields whose mode rules or discriminator sit behind an option or a level, are left out and \
             reported",
        ),
        "k8s:item" => Some(
            "A payload becomes rules on every item of the list, holding for the items the selector does not pick \
             and reported at the picked item (`list[i]`); `required`, transitions (`immutable`, `update`) and \
             keywords other than `minimum` and `maximum` cannot be said of one item and are reported. Item unions \
             (`k8s:item(..)=+k8s:unionMember`) are rules on the list over which items are present",
        ),
        _ => None,
    }
}

/// Where a tag line is written.
enum Site<'a> {
    /// On a type (`Scope::Type`), or on one of an enum's values (`Scope::Constant`).
    Type(TypeId, Scope),
    /// On a field: the struct, its fields and the field's index.
    Field(TypeId, &'a [Field], usize),
}

/// The example as a source file: items as they are, fields in a struct.
fn example_source(example: &str) -> String {
    let declares_items = example.lines().any(|line| {
        let line = line.trim_start();
        [
            "pub struct",
            "struct ",
            "pub enum",
            "enum ",
            "pub type",
            "type ",
            "#[derive",
        ]
        .iter()
        .any(|start| line.starts_with(start))
    });
    if declares_items {
        return example.to_owned();
    }
    let fields: String = example
        .lines()
        .map(|line| {
            let line = if line.starts_with('+') {
                format!("/// {line}")
            } else {
                line.to_owned()
            };
            format!("    {line}\n")
        })
        .collect();
    format!("#[serde(rename_all = \"camelCase\")]\npub struct Example {{\n{fields}}}\n")
}

/// The first line using tag `name` (directly) on a type, field or enum
/// value.
fn first_use<'a>(model: &'a Model, name: &str) -> Option<(&'a TagLine, Site<'a>)> {
    let uses = |lines: &'a [TagLine]| lines.iter().find(|l| tags::tag_name(&l.text) == Some(name));
    for (id, t) in model.types.iter().enumerate() {
        if let Some(line) = uses(&t.tags) {
            return Some((line, Site::Type(id, Scope::Type)));
        }
        match &t.kind {
            TypeKind::Struct(fields) => {
                for (index, field) in fields.iter().enumerate() {
                    if let Some(line) = uses(&field.tags) {
                        return Some((line, Site::Field(id, fields, index)));
                    }
                }
            }
            TypeKind::Enum(variants) => {
                if let Some(line) = variants.iter().find_map(|v| uses(&v.tags)) {
                    return Some((line, Site::Type(id, Scope::Constant)));
                }
            }
            _ => {}
        }
    }
    None
}

/// What the schema stage gives a tag on type `id` (`shape`: `Named(id)`).
fn type_context<'a>(
    model: &'a Model,
    registry: &'a Registry,
    id: TypeId,
    scope: Scope,
    shape: &'a Shape,
) -> TagContext<'a> {
    TagContext {
        model,
        registry,
        scope,
        shape,
        kind: model.value_kind(shape),
        subject: format!("type {}", model.name(id)),
        default: None,
        siblings: None,
        owner: None,
        declared_correlation: None,
    }
}

/// What the schema stage gives a tag on field `index` of struct `owner`.
fn field_context<'a>(
    model: &'a Model,
    registry: &'a Registry,
    owner: TypeId,
    fields: &'a [Field],
    index: usize,
) -> Option<TagContext<'a>> {
    let field = fields.get(index)?;
    Some(TagContext {
        model,
        registry,
        scope: Scope::Field,
        shape: &field.shape,
        kind: model.value_kind(&field.shape),
        subject: format!("field {}.{}", model.name(owner), field.ident),
        default: field.default.as_ref(),
        siblings: Some((fields, index)),
        owner: Some(owner),
        declared_correlation: None,
    })
}

/// A meaning in words.
pub fn sentence(meaning: &SchemaMeaning) -> String {
    match meaning {
        SchemaMeaning::Keywords(keywords) if keywords.is_empty() => "nothing beyond the value's type".to_owned(),
        SchemaMeaning::Keywords(keywords) => keywords.iter().map(keyword).collect::<Vec<_>>().join(", "),
        SchemaMeaning::Property(name, inner) => format!("on property `{name}`: {}", sentence(inner)),
        SchemaMeaning::Elements(inner) => format!("on every item or map value: {}", sentence(inner)),
        SchemaMeaning::Since { since, native, before } => format!(
            "from Kubernetes {since}: {}; before: {}",
            sentence(native),
            sentence(before)
        ),
        SchemaMeaning::Nothing => "no keyword of its own".to_owned(),
        SchemaMeaning::Unsaid(why) => format!("none: it {why}"),
        SchemaMeaning::NotInSchema => {
            "none; the API server would not check it, and the generator reports that (`--schema-unsupported`)"
                .to_owned()
        }
    }
}

/// A rule with what it reports: `` `rule` (message "...") ``.
fn rule_words(rule: &validation_schema::ValidationRule) -> String {
    let mut words = format!("`{}`", rule.rule);
    if !rule.message.is_empty() {
        words.push_str(&format!(" (message \"{}\")", rule.message));
    } else if !rule.message_expression.is_empty() {
        words.push_str(&format!(" (messageExpression `{}`)", rule.message_expression));
    }
    words
}

fn keyword(keyword: &Keyword) -> String {
    match keyword {
        Keyword::Minimum(n) => format!("`minimum: {n}`"),
        Keyword::Maximum(n) => format!("`maximum: {n}`"),
        Keyword::MinLength(n) => format!("`minLength: {n}`"),
        Keyword::MaxLength(n) => format!("`maxLength: {n}`"),
        Keyword::MinItems(n) => format!("`minItems: {n}`"),
        Keyword::MaxItems(n) => format!("`maxItems: {n}`"),
        Keyword::MinProperties(n) => format!("`minProperties: {n}`"),
        Keyword::MaxProperties(n) => format!("`maxProperties: {n}`"),
        Keyword::Enum(values) => format!("`enum: [{}]`", values.join(", ")),
        Keyword::Required => "the field listed in its object's `required`".to_owned(),
        Keyword::ListType(kind) => format!("`x-kubernetes-list-type: {kind}`"),
        Keyword::ListMapKey(key) => format!("`x-kubernetes-list-map-keys: [{key}]`"),
        Keyword::Format(name) => format!("`format: {name}`"),
        Keyword::Rule(rule) => format!("`x-kubernetes-validations` rule {}", rule_words(rule)),
        Keyword::ParentRule(rule) => format!(
            "`x-kubernetes-validations` rule on the object holding the field: {}",
            rule_words(rule)
        ),
        Keyword::Marker(marker) => marker_keyword(marker),
    }
}

fn marker_keyword(marker: &crate::validators::MarkerKeyword) -> String {
    use crate::validators::MarkerKeyword as M;
    let json = |v: f64| serde_json::to_string(&v).unwrap_or_default();
    match marker {
        M::Minimum(n) => format!("`minimum: {}`", json(*n)),
        M::Maximum(n) => format!("`maximum: {}`", json(*n)),
        M::ExclusiveMinimum => "`exclusiveMinimum: true`".to_owned(),
        M::ExclusiveMaximum => "`exclusiveMaximum: true`".to_owned(),
        M::MultipleOf(n) => format!("`multipleOf: {}`", json(*n)),
        M::Pattern(p) => format!("`pattern: {}`", serde_json::to_string(p).unwrap_or_default()),
        M::Enum(values) => format!("`enum: {}`", serde_json::Value::Array(values.clone())),
        M::Nullable => "`nullable: true`".to_owned(),
    }
}
