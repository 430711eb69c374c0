//! What the rules walk: every tagged subject of the input (types, fields,
//! enum variants, constants) with its tag lines parsed.

use crate::model::{Field, Model, TagLine, TypeId, TypeKind};
use crate::source::SourceLocation;
use crate::tags::{self, Span, Tag};
use crate::validators::Registry;

/// A type, or one of its fields, variants or constants, and its tag lines.
pub(crate) struct Subject<'a> {
    pub type_id: TypeId,
    /// The field, for field tags.
    pub field: Option<&'a Field>,
    pub tags: &'a [TagLine],
}

/// One parsed use of a registered validation tag.
pub(crate) struct Parsed<'a> {
    pub line: &'a TagLine,
    pub tag: Tag,
}

impl Parsed<'_> {
    /// Where a tag of this line's chain (or the line's own tag) is named.
    pub fn location_of(&self, tag: &Tag) -> SourceLocation {
        span_location(self.line, tag.name_span)
    }
}

/// Every subject of the input's own (not dependency) types.
pub(crate) fn subjects(model: &Model) -> impl Iterator<Item = Subject<'_>> {
    model
        .types
        .iter()
        .enumerate()
        .filter(|(_, t)| t.foreign.is_none())
        .flat_map(|(id, t)| {
            let own = std::iter::once(Subject {
                type_id: id,
                field: None,
                tags: &t.tags,
            });
            let fields: Vec<Subject<'_>> = match &t.kind {
                TypeKind::Struct(fields) => fields
                    .iter()
                    .map(|f| Subject {
                        type_id: id,
                        field: Some(f),
                        tags: &f.tags,
                    })
                    .collect(),
                TypeKind::Enum(variants) => variants
                    .iter()
                    .map(|v| Subject {
                        type_id: id,
                        field: None,
                        tags: &v.tags,
                    })
                    .collect(),
                _ => Vec::new(),
            };
            let constants = t.constants.iter().map(move |c| Subject {
                type_id: id,
                field: None,
                tags: &c.tags,
            });
            own.chain(fields).chain(constants)
        })
}

/// The subjects the Kubernetes rules check: those of the
/// roots and every type reachable from them; every subject when planning
/// failed (the roots are then unknown).
pub(crate) fn kubernetes_subjects<'a>(ctx: &'a super::Context<'a>) -> impl Iterator<Item = Subject<'a>> {
    let reachable = ctx
        .plan
        .map(|plan| super::rules::requiredness::reachable(ctx.model, plan));
    subjects(ctx.model).filter(move |s| reachable.as_ref().is_none_or(|r| r.contains(&s.type_id)))
}

/// The lines of registered validation tags that parse (the generator
/// reports the others). kube-openapi's markers (value markers and CEL
/// rules) are not in the tag grammar and are left to the generator: like
/// Kubernetes' validation-gen, the lint rules take them for another tool's.
pub(crate) fn parse<'a>(registry: &Registry, lines: &'a [TagLine]) -> Vec<Parsed<'a>> {
    lines
        .iter()
        .filter(|line| tags::tag_name(&line.text).is_some_and(|name| registry.get(name).is_some()))
        .filter(|line| !crate::validators::openapi_markers::is_marker_line(&line.text))
        .filter_map(|line| tags::parse_tag(&line.text).ok().map(|tag| Parsed { line, tag }))
        .collect()
}

/// The location of a byte range of a tag line's text.
pub(crate) fn span_location(line: &TagLine, span: Span) -> SourceLocation {
    let chars_before = line.text.get(..span.start).map_or(0, |s| s.chars().count());
    let len = line.text.get(span.start..span.end).map_or(1, |s| s.chars().count());
    line.location.shifted(chars_before, len)
}

/// Tags that only wrap another (levels and options): requiredness and
/// effect are decided by what they wrap.
pub(crate) const WRAPPERS: &[&str] = &["k8s:alpha", "k8s:beta", "k8s:ifEnabled", "k8s:ifDisabled"];

/// The tag a chain of wrappers stands for.
pub(crate) fn unwrapped(tag: &Tag) -> &Tag {
    let mut current = tag;
    while WRAPPERS.contains(&current.name.as_str()) {
        match current.chained() {
            Some(next) => current = next,
            None => break,
        }
    }
    current
}

/// A field's phrase for messages: `field Widget.spec` (by JSON name).
pub(crate) fn field_phrase(model: &Model, type_id: TypeId, field: &Field) -> String {
    let name = if field.json_name.is_empty() {
        field.ident.as_str()
    } else {
        field.json_name.as_str()
    };
    format!("field {}.{}", model.name(type_id), name)
}
