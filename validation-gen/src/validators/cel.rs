//! `k8s:validation:cel`: kube-openapi's CEL rule markers, on types and
//! fields, in their syntax so rules carry over from Kubernetes sources:
//!
//! ```text
//! +k8s:validation:cel[0]:rule="self.minReplicas <= self.replicas"
//! +k8s:validation:cel[0]:message="replicas must be at least minReplicas"
//! +k8s:validation:cel[1]:rule>!has(oldSelf.x) ||
//! +k8s:validation:cel[1]:rule>  has(self.x)
//! +k8s:validation:cel[1]:optionalOldSelf
//! ```
//!
//! `key=<JSON value>` assigns, `key><raw text>` assigns a raw string and
//! appends further lines of the same key (joined by a newline), a bare key
//! is `true`. Indices start at 0 and each index's lines stand together,
//! in order. The attributes of one index are gathered into one rule
//! ([`gather`]), which then stands as one tag with named arguments: its
//! checks compile the rule against the subject's schema at generation
//! time, and its schema meaning is an `x-kubernetes-validations` entry.

use std::collections::BTreeMap;

use validation_schema::ValidationRule;

use crate::diagnostics::did_you_mean;
use crate::model::{Shape, TagLine};
use crate::tags::{Arg, Literal, Span, Tag};

use super::{
    ArgDecl, Call, Check, EvalError, Keyword, Registry, Rule, SchemaMeaning, Scope, Stability, TagContext, TagDecl,
    TagError, TagValidator, Validations,
};

/// The tag's name: what a marker line's name reads as (the name stops at `[`).
pub const NAME: &str = "k8s:validation:cel";

/// What every marker starts with.
const MARKER: &str = "+k8s:validation:";

/// The attributes of one rule, in the order the API server lists them.
const ATTRIBUTES: [&str; 6] = [
    "rule",
    "message",
    "messageExpression",
    "reason",
    "fieldPath",
    "optionalOldSelf",
];

/// The reasons a rule may report.
const REASONS: [&str; 4] = [
    "FieldValueInvalid",
    "FieldValueForbidden",
    "FieldValueRequired",
    "FieldValueDuplicate",
];

pub fn register(registry: &mut Registry) {
    registry.register(CelRule);
}

struct CelRule;

fn string_arg(name: &'static str, required: bool, description: &'static str) -> ArgDecl {
    ArgDecl {
        name: Some(name),
        kind: crate::tags::LiteralKind::String,
        required,
        description,
    }
}

impl TagValidator for CelRule {
    fn decl(&self) -> TagDecl {
        TagDecl::new(NAME, &[Scope::Type, Scope::Field], Stability::Stable)
            .arg(string_arg(
                "rule",
                true,
                "`cel[N]:rule`: the CEL expression; `self` is the value, `oldSelf` the old value on update",
            ))
            .arg(string_arg("message", false, "`cel[N]:message`: the error's detail"))
            .arg(string_arg(
                "messageExpression",
                false,
                "`cel[N]:messageExpression`: a CEL expression giving the error's detail",
            ))
            .arg(string_arg(
                "reason",
                false,
                "`cel[N]:reason`: FieldValueInvalid (default), FieldValueForbidden, FieldValueRequired or FieldValueDuplicate",
            ))
            .arg(string_arg(
                "fieldPath",
                false,
                "`cel[N]:fieldPath`: where the error is reported, relative to the value (`.spec.x`, `['a.b']`)",
            ))
            .arg(ArgDecl {
                name: Some("optionalOldSelf"),
                kind: crate::tags::LiteralKind::Bool,
                required: false,
                description: "`cel[N]:optionalOldSelf`: a transition rule also runs on create, with `oldSelf` an optional",
            })
            .docs(
                "A CEL rule (`x-kubernetes-validations`) in kube-openapi's marker syntax: \
                 `+k8s:validation:cel[N]:<attribute>=<JSON value>`, `<attribute>><raw text>` (repeat the line to \
                 continue the text on a new line) or a bare `<attribute>` for `true`; indices count from 0, each \
                 index's lines together. Each rule is compiled against the value's schema at generation time \
                 (undeclared fields, type errors, cost over the API server's limit fail generation) and evaluated \
                 by the generated code with the API server's semantics and messages: \
                 `Invalid value: \"<type>\": failed rule: <rule>` unless a message is given. Rules that read \
                 `oldSelf` run only on update with a paired old value (or always, with `optionalOldSelf`). \
                 The generated code needs the `validation-cel` crate.",
                "/// +k8s:validation:cel[0]:rule=\"self.min <= self.max\"\n\
                 /// +k8s:validation:cel[0]:message=\"min must not exceed max\"\n\
                 /// +k8s:validation:cel[1]:rule=\"self.max >= oldSelf.max\"\n\
                 /// +k8s:validation:cel[1]:fieldPath=\".max\"\n\
                 /// +k8s:validation:cel[1]:reason=FieldValueForbidden\n\
                 #[derive(serde::Serialize)]\n\
                 pub struct Range {\n    pub min: i32,\n    pub max: i32,\n}",
            )
    }

    fn validations(&self, ctx: &TagContext<'_>, tag: &Tag) -> Result<Validations, TagError> {
        let rule = validation_rule(tag);
        let at = tag.arg("rule").map_or(tag.name_span, |a| a.value_span);
        if let Some(problem) = shape_problem(&rule) {
            return Err(TagError::new(format!("invalid CEL rule: {problem}")).at(at));
        }
        let (schema, root) = crate::schema::subject_schema(ctx);
        let transition = match (validation_cel::compile(&rule, &schema, root), rule.optional_old_self) {
            (Ok(compiled), Some(optional)) if !compiled.is_transition() => {
                return Err(TagError::new(format!(
                    "invalid CEL rule: optionalOldSelf: Invalid value: {optional}: may not be set if oldSelf is not used in rule"
                ))
                .at(at));
            }
            (Ok(compiled), _) => compiled.is_transition(),
            (Err(e), _) => return Err(compile_error(&e, at)),
        };
        // After compiling: a rule that does not compile says more.
        if let Some(name) = not_serializable(ctx.model, ctx.shape) {
            return Err(TagError::new(format!(
                "CEL rules read their value through `serde::Serialize`, which `{name}` does not implement"
            ))
            .with_help(Some(format!(
                "add `#[derive(serde::Serialize)]` to `{name}`, with the `#[serde]` attributes of its JSON form"
            )))
            .at(at));
        }
        let check = Check::new(
            Rule::new("cel").with(Literal::String(rule.rule.clone())),
            Call::Cel {
                rule: serde_json::to_string(&rule).unwrap_or_default(),
                schema: serde_json::to_string(&crate::schema::for_rules(schema)).unwrap_or_default(),
                root,
                transition,
            },
        );
        Ok(Validations::check(check))
    }

    fn schema(&self, _ctx: &TagContext<'_>, tag: &Tag) -> SchemaMeaning {
        SchemaMeaning::keyword(Keyword::Rule(validation_rule(tag)))
    }
}

/// A rule that does not compile, at `at`. The first line of the error is
/// the API server's message; the rest shows the rule with a caret, which
/// the diagnostic's own source line stands for, so it goes into the help.
/// The first type of the value a rule reads (the value's own type, its
/// items, map keys and values, past aliases) that does not implement
/// `Serialize`: the generated code would not compile.
fn not_serializable<'m>(model: &'m crate::model::Model, shape: &Shape) -> Option<&'m str> {
    fn find<'m>(model: &'m crate::model::Model, shape: &Shape, depth: usize) -> Option<&'m str> {
        // Aliases could name each other in a loop; the model reports that.
        if depth > 64 {
            return None;
        }
        match shape {
            Shape::Named(id) => {
                let t = model.get(*id)?;
                match &t.kind {
                    crate::model::TypeKind::Alias(target) => find(model, target, depth + 1),
                    _ if !t.serializes => Some(t.name.as_str()),
                    _ => None,
                }
            }
            Shape::Optional(inner) | Shape::Pointer(_, inner) | Shape::List(inner) => find(model, inner, depth + 1),
            Shape::Map(_, key, value) => find(model, key, depth + 1).or_else(|| find(model, value, depth + 1)),
            Shape::Primitive(_) | Shape::External(_) | Shape::Unsupported { .. } => None,
        }
    }
    find(model, shape, 0)
}

fn compile_error(e: &validation_cel::CompileError, at: Span) -> TagError {
    let text = e.to_string();
    let (message, rest) = text.split_once('\n').unwrap_or((&text, ""));
    let help = (!rest.is_empty()).then(|| format!("in the rule:\n{rest}"));
    TagError::new(format!("invalid CEL rule: {message}"))
        .at(at)
        .with_help(help)
}

/// What the API server rejects in a rule's own text (a message with line
/// breaks, a rule over several lines without a message, ...), with its
/// message.
fn shape_problem(rule: &ValidationRule) -> Option<String> {
    let node = validation_schema::Schema {
        type_: Some("object".into()),
        x_validations: vec![rule.clone()],
        ..validation_schema::Schema::default()
    };
    let errs = validation_schema::structural::check_schema(&node);
    let first = errs.iter().find(|e| e.field.contains("x-kubernetes-validations"))?;
    let text = first.to_string();
    Some(text.strip_prefix("openAPIV3Schema.").unwrap_or(&text).to_owned())
}

/// The rule a gathered tag stands for.
fn validation_rule(tag: &Tag) -> ValidationRule {
    let text = |name: &str| {
        tag.arg(name)
            .and_then(|a| a.value.as_str())
            .unwrap_or_default()
            .to_owned()
    };
    ValidationRule {
        rule: text("rule"),
        message: text("message"),
        message_expression: text("messageExpression"),
        reason: tag.arg("reason").and_then(|a| a.value.as_str()).map(str::to_owned),
        field_path: text("fieldPath"),
        optional_old_self: tag.arg("optionalOldSelf").and_then(|a| a.value.as_bool()),
    }
}

/// Whether a tag line is a CEL rule marker.
pub fn is_marker(line: &TagLine) -> bool {
    crate::tags::tag_name(&line.text) == Some(NAME)
}

/// One attribute as written: its value and the line it ends on.
struct Assigned<'l> {
    value: Literal,
    /// Where the value starts on its first line.
    line: &'l TagLine,
    value_span: Span,
}

/// One marker line, split.
struct Marker<'t> {
    index: usize,
    attribute: &'t str,
    value: MarkerValue<'t>,
    /// Byte offsets in the line's text.
    index_span: Span,
    attribute_span: Span,
    value_span: Span,
}

enum MarkerValue<'t> {
    /// `=<JSON>`.
    Json(&'t str),
    /// `><raw text>`.
    Raw(&'t str),
    /// A bare key: `true`.
    Bare,
}

/// The CEL markers among a subject's tag lines, one tag per rule index
/// (with the line of its first attribute), and every problem found.
pub fn gather(lines: &[TagLine]) -> (Vec<(Tag, &TagLine)>, Vec<EvalError>) {
    let mut errors = Vec::new();
    // Indices with a line already reported: not settled again.
    let mut broken = std::collections::BTreeSet::new();
    let mut rules: BTreeMap<usize, BTreeMap<&'static str, Assigned<'_>>> = BTreeMap::new();
    let mut first_lines: BTreeMap<usize, &TagLine> = BTreeMap::new();
    // The previous line's index and attribute, when it was a marker:
    // indices run 0, 1, ... and raw text continues only on the next line.
    let mut previous: Option<(usize, &'static str)> = None;
    for line in lines {
        let last = previous.take();
        if !is_marker(line) {
            continue;
        }
        let marker = match split(&line.text) {
            Ok(m) => m,
            Err((message, span, help)) => {
                errors.push(error(line, span, message, help));
                if let Some(index) = index_of(&line.text) {
                    broken.insert(index);
                }
                continue;
            }
        };
        let Some(attribute) = ATTRIBUTES.iter().copied().find(|a| *a == marker.attribute) else {
            let help = did_you_mean(marker.attribute, ATTRIBUTES).map(|a| format!("did you mean `{a}`?"));
            errors.push(error(
                line,
                marker.attribute_span,
                format!("unknown CEL rule attribute \"{}\"", marker.attribute),
                help.or_else(|| Some(format!("the attributes are {}", ATTRIBUTES.join(", ")))),
            ));
            broken.insert(marker.index);
            continue;
        };
        // As kube-openapi lints them: after any other line the index starts
        // again at 0; after a marker it stays or grows by one.
        let consecutive = match last {
            None => marker.index == 0,
            Some((i, _)) => marker.index == i || marker.index == i + 1,
        };
        if !consecutive {
            errors.push(error(
                line,
                marker.index_span,
                format!("non-consecutive index {} for key 'cel'", marker.index),
                Some(
                    "number the rules from 0, in order, and keep the lines of each rule together, with no other tag between them"
                        .into(),
                ),
            ));
        }
        previous = Some((marker.index, attribute));
        first_lines.entry(marker.index).or_insert(line);
        let attributes = rules.entry(marker.index).or_default();
        let key = format!("cel[{}]:{attribute}", marker.index);
        match (marker.value, attributes.get_mut(attribute)) {
            (MarkerValue::Raw(text), Some(existing)) if last == Some((marker.index, attribute)) => {
                if let Literal::String(s) = &mut existing.value {
                    s.push('\n');
                    s.push_str(text.trim_matches(' '));
                }
            }
            (MarkerValue::Raw(_), Some(_)) => {
                errors.push(error(
                    line,
                    marker.attribute_span,
                    format!("concatenations to key '{key}' must be consecutive with its assignment"),
                    Some(format!("continue `{key}` on the lines right after its first one")),
                ));
                broken.insert(marker.index);
            }
            (_, Some(_)) => {
                errors.push(error(
                    line,
                    marker.attribute_span,
                    format!("cannot have multiple values for key '{key}'"),
                    None,
                ));
                broken.insert(marker.index);
            }
            (value, None) => match literal(marker.index, attribute, &value) {
                Ok(v) => {
                    attributes.insert(
                        attribute,
                        Assigned {
                            value: v,
                            line,
                            value_span: marker.value_span,
                        },
                    );
                }
                Err(message) => {
                    errors.push(error(line, marker.value_span, message, None));
                    broken.insert(marker.index);
                }
            },
        }
    }
    let mut tags = Vec::new();
    for (index, attributes) in rules {
        if broken.contains(&index) {
            continue;
        }
        let Some(first) = first_lines.get(&index).copied() else {
            continue;
        };
        match settle(&attributes) {
            Ok(()) => {
                // The rule's own line stands for the tag: compile errors point there.
                let line = attributes.get("rule").map_or(first, |a| a.line);
                tags.push((rule_tag(line, &attributes), line));
            }
            Err((message, at)) => {
                let (line, span) = match at.and_then(|a| attributes.get(a)) {
                    Some(a) => (a.line, a.value_span),
                    None => (first, name_span(&first.text)),
                };
                errors.push(error(
                    line,
                    span,
                    format!("invalid CEL tag at index {index}: {message}"),
                    None,
                ));
            }
        }
    }
    (tags, errors)
}

/// The checks kube-openapi makes of one gathered rule, and ours of its
/// reason: the message, and the attribute it is about.
fn settle(attributes: &BTreeMap<&'static str, Assigned<'_>>) -> Result<(), (String, Option<&'static str>)> {
    let text = |name: &str| attributes.get(name).and_then(|a| a.value.as_str());
    if text("rule").is_none_or(|r| r.trim().is_empty()) {
        return Err(("rule cannot be empty".into(), None));
    }
    if text("message").is_some_and(|m| !m.is_empty()) && text("messageExpression").is_some_and(|m| !m.is_empty()) {
        return Err((
            "message and messageExpression cannot be set at the same time".into(),
            Some("messageExpression"),
        ));
    }
    if let Some(reason) = text("reason") {
        if !REASONS.contains(&reason) {
            let supported: Vec<String> = REASONS.iter().map(|r| format!("\"{r}\"")).collect();
            let hint = did_you_mean(reason, REASONS)
                .map(|r| format!(" (did you mean \"{r}\"?)"))
                .unwrap_or_default();
            return Err((
                format!(
                    "reason: Unsupported value: \"{reason}\": supported values: {}{hint}",
                    supported.join(", ")
                ),
                Some("reason"),
            ));
        }
    }
    Ok(())
}

/// One rule as a tag with named arguments (each attribute's span is on its
/// own line).
fn rule_tag(first: &TagLine, attributes: &BTreeMap<&'static str, Assigned<'_>>) -> Tag {
    let name_span = name_span(&first.text);
    let args = ATTRIBUTES
        .iter()
        .filter_map(|name| {
            let a = attributes.get(name)?;
            Some(Arg {
                name: Some((*name).to_owned()),
                name_span: None,
                value: a.value.clone(),
                raw: a.value.to_string(),
                value_span: a.value_span,
                span: a.value_span,
            })
        })
        .collect();
    Tag {
        name: NAME.to_owned(),
        name_span,
        args,
        args_span: None,
        value: None,
        value_raw: None,
        value_span: None,
        span: Span::new(0, first.text.len()),
    }
}

fn name_span(text: &str) -> Span {
    let start = text.find(NAME).unwrap_or(0);
    Span::new(start, start + NAME.len())
}

type SplitError = (String, Span, Option<String>);

/// `+k8s:validation:cel[N]:attribute` and its value.
fn split(text: &str) -> Result<Marker<'_>, SplitError> {
    let start = text.find(MARKER).map_or(0, |i| i + MARKER.len());
    let body = text.get(start..).unwrap_or_default();
    let key_len = body
        .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, ':' | '_' | '[' | ']' | '-')))
        .unwrap_or(body.len());
    let (key, rest) = body.split_at(key_len);
    let whole = Span::new(start, text.len());
    let value_start = start + key_len + 1;
    let value = match rest.chars().next() {
        None => MarkerValue::Bare,
        Some('=') => MarkerValue::Json(rest.get(1..).unwrap_or_default()),
        Some('>') => MarkerValue::Raw(rest.get(1..).unwrap_or_default()),
        Some(_) => {
            return Err((
                "invalid marker comment does not match expected `+key=<json formatted value>` pattern".into(),
                whole,
                Some("write `cel[N]:<attribute>=<JSON value>`, `cel[N]:<attribute>><raw text>` or a bare `cel[N]:<attribute>`".into()),
            ))
        }
    };
    let value_span = Span::new(value_start.min(text.len()), text.len());
    let subscript = key.strip_prefix("cel[").and_then(|s| s.split_once(']'));
    let Some((index_text, after)) = subscript else {
        return Err((
            format!("expected `cel[<index>]:<attribute>`, got `{key}`"),
            Span::new(start, start + key_len),
            None,
        ));
    };
    let index_span = Span::new(start + 4, start + 4 + index_text.len());
    let index = index_text.parse::<usize>().map_err(|_| {
        (
            format!("expected integer index in key '{key}'"),
            index_span,
            Some("indices are 0, 1, 2, ...".to_owned()),
        )
    })?;
    let attribute_start = start + 4 + index_text.len() + 2;
    let Some(attribute) = after.strip_prefix(':') else {
        return Err((
            format!("expected an attribute after `cel[{index}]`, as in `cel[{index}]:rule`"),
            Span::new(start, start + key_len),
            None,
        ));
    };
    Ok(Marker {
        index,
        attribute,
        value,
        index_span,
        attribute_span: Span::new(attribute_start, attribute_start + attribute.len()),
        value_span,
    })
}

/// The index of a marker line that does not split, if it has one.
fn index_of(text: &str) -> Option<usize> {
    let after = text.split_once("cel[")?.1;
    after.split_once(']')?.0.parse().ok()
}

/// An attribute's value as the attribute takes it.
fn literal(index: usize, attribute: &str, value: &MarkerValue<'_>) -> Result<Literal, String> {
    let boolean = attribute == "optionalOldSelf";
    match value {
        MarkerValue::Bare if boolean => Ok(Literal::Bool(true)),
        MarkerValue::Bare => Err(format!("cel[{index}]:{attribute} needs a value: `{attribute}=\"...\"`")),
        MarkerValue::Raw(text) if !boolean => Ok(Literal::String(text.trim_matches(' ').to_owned())),
        MarkerValue::Raw(_) => Err(format!(
            "{attribute} takes a bool: `{attribute}=true` or a bare `{attribute}`"
        )),
        MarkerValue::Json(text) => match serde_json::from_str::<serde_json::Value>(text) {
            Ok(serde_json::Value::Bool(b)) if boolean => Ok(Literal::Bool(b)),
            Ok(serde_json::Value::String(s)) if !boolean => Ok(Literal::String(s)),
            Ok(other) => Err(format!(
                "{attribute} takes a {}, got {}",
                if boolean { "bool" } else { "string" },
                json_kind(&other)
            )),
            // Kubernetes sources write reasons bare (`reason=FieldValueForbidden`).
            Err(_) if attribute == "reason" && !text.is_empty() && text.chars().all(|c| c.is_ascii_alphanumeric()) => {
                Ok(Literal::String(text.to_string()))
            }
            Err(e) => Err(format!(
                "failed to parse value for key cel[{index}]:{attribute} as JSON: {e}"
            )),
        },
    }
}

fn json_kind(v: &serde_json::Value) -> &'static str {
    match v {
        serde_json::Value::Null => "null",
        serde_json::Value::Bool(_) => "bool",
        serde_json::Value::Number(_) => "number",
        serde_json::Value::String(_) => "string",
        serde_json::Value::Array(_) => "array",
        serde_json::Value::Object(_) => "object",
    }
}

fn error(line: &TagLine, span: Span, message: String, help: Option<String>) -> EvalError {
    let chars_before = line.text.get(..span.start).map_or(0, |s| s.chars().count());
    let len = line.text.get(span.start..span.end).map_or(1, |s| s.chars().count());
    EvalError {
        code: "invalid-tag",
        message,
        location: line.location.shifted(chars_before, len),
        label: None,
        help,
    }
}

/// Transition rules no old value can ever reach: under the items of a
/// list that is not a `map` list (`atomic` or `set` items have no old
/// counterpart), as the API server rejects them. One problem per rule and
/// list field, at the field: (message, help, where).
pub fn uncorrelatable(model: &crate::model::Model, registry: &Registry) -> Vec<EvalError> {
    use crate::model::TypeKind;
    let has_rules = |lines: &[TagLine]| lines.iter().any(is_marker);
    let any_rule = model.types.iter().any(|t| {
        has_rules(&t.tags) || matches!(&t.kind, TypeKind::Struct(fs) if fs.iter().any(|f| has_rules(&f.tags)))
    });
    if !any_rule || registry.get(NAME).is_none() {
        return Vec::new();
    }
    let mut problems = Vec::new();
    for (owner, t) in model.types.iter().enumerate() {
        let TypeKind::Struct(fields) = &t.kind else {
            continue;
        };
        for (index, field) in fields.iter().enumerate() {
            if !matches!(crate::plan::strip(&field.shape), Shape::List(_)) {
                continue;
            }
            let ctx = TagContext {
                model,
                registry,
                scope: Scope::Field,
                shape: &field.shape,
                kind: model.value_kind(&field.shape),
                subject: format!("field {}.{}", t.name, field.ident),
                default: None,
                siblings: Some((fields, index)),
                owner: Some(owner),
                declared_correlation: None,
            };
            let (schema, _) = crate::schema::subject_schema(&ctx);
            if schema.list_type() == "map" {
                continue;
            }
            let Some(items) = schema.item_schema() else {
                continue;
            };
            let mut rules = Vec::new();
            transition_rules(items, &mut rules);
            for rule in rules {
                problems.push(EvalError {
                    code: "invalid-tag",
                    message: format!(
                        "oldSelf cannot be used on the uncorrelatable portion of the schema within properties[{}].items: rule \"{rule}\"",
                        field.json_name
                    ),
                    location: field.location,
                    label: Some(format!("a list of type {}", schema.list_type())),
                    help: Some(
                        "items of an atomic or set list have no old value to compare with: make it a map list \
                         (+k8s:listType=map with +k8s:listMapKey) or write the rule without oldSelf"
                            .into(),
                    ),
                });
            }
        }
    }
    problems
}

/// The rules under `schema` (itself included) that read `oldSelf`.
fn transition_rules(schema: &validation_schema::Schema, out: &mut Vec<String>) {
    for rule in &schema.x_validations {
        let transition = validation_cel::compile(rule, schema, false).is_ok_and(|c| c.is_transition());
        if transition && !out.contains(&rule.rule) {
            out.push(rule.rule.clone());
        }
    }
    for property in schema.properties.values() {
        transition_rules(property, out);
    }
    if let Some(items) = schema.item_schema() {
        transition_rules(items, out);
    }
    if let Some(values) = schema.additional_properties_schema() {
        transition_rules(values, out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::SourceLocation;

    fn lines(texts: &[&str]) -> Vec<TagLine> {
        texts
            .iter()
            .enumerate()
            .map(|(i, text)| TagLine {
                text: (*text).to_owned(),
                location: SourceLocation {
                    file: 0,
                    line: i + 1,
                    column: 4,
                    len: text.chars().count(),
                },
            })
            .collect()
    }

    /// The rules gathered from `texts`, as `x-kubernetes-validations` JSON,
    /// and the problems as `line:column: message`.
    fn gathered(texts: &[&str]) -> (Vec<String>, Vec<String>) {
        let lines = lines(texts);
        let (tags, errors) = gather(&lines);
        let rules = tags
            .iter()
            .map(|(tag, _)| serde_json::to_string(&validation_rule(tag)).unwrap())
            .collect();
        let errors = errors
            .iter()
            .map(|e| format!("{}:{}: {}", e.location.line, e.location.column, e.message))
            .collect();
        (rules, errors)
    }

    /// kube-openapi's accepted forms, with what each becomes.
    #[test]
    fn markers_become_rules() {
        let cases: &[(&[&str], &[&str])] = &[
            (
                &[
                    r#"+k8s:validation:cel[0]:rule="oldSelf == self""#,
                    r#"+k8s:validation:cel[0]:message="immutable field""#,
                ],
                &[r#"{"rule":"oldSelf == self","message":"immutable field"}"#],
            ),
            (
                &[
                    r#"+k8s:validation:cel[0]:rule="oldSelf == self""#,
                    "+k8s:validation:cel[0]:optionalOldSelf",
                    r#"+k8s:validation:cel[0]:messageExpression="self + ' must be equal to old value'""#,
                    r#"+k8s:validation:cel[1]:rule="self > 5""#,
                    "+k8s:validation:cel[1]:optionalOldSelf=true",
                    r#"+k8s:validation:cel[1]:message="must be greater than 5""#,
                ],
                &[
                    r#"{"rule":"oldSelf == self","messageExpression":"self + ' must be equal to old value'","optionalOldSelf":true}"#,
                    r#"{"rule":"self > 5","message":"must be greater than 5","optionalOldSelf":true}"#,
                ],
            ),
            (
                &[
                    "+k8s:validation:cel[0]:rule> self.length() % 2 == 0",
                    "+k8s:validation:cel[0]:rule>   ? self.field == self.name + ' is even'",
                    "+k8s:validation:cel[0]:rule>   : self.field == self.name + ' is odd'",
                    "+k8s:validation:cel[0]:message>raw string message",
                ],
                &[
                    r#"{"rule":"self.length() % 2 == 0\n? self.field == self.name + ' is even'\n: self.field == self.name + ' is odd'","message":"raw string message"}"#,
                ],
            ),
            (
                // `=` then `>`: the raw lines continue the assigned value.
                &[
                    "+k8s:validation:cel[0]:message>raw string message",
                    r#"+k8s:validation:cel[0]:rule="self.length() % 2 == 0""#,
                    "+k8s:validation:cel[0]:rule>  ? a",
                ],
                &[r#"{"rule":"self.length() % 2 == 0\n? a","message":"raw string message"}"#],
            ),
            (
                // Subscripts inside values are text.
                &[
                    "+k8s:validation:cel[0]:message>[3]string rule [1]",
                    r#"+k8s:validation:cel[0]:rule="string rule [1]""#,
                ],
                &[r#"{"rule":"string rule [1]","message":"[3]string rule [1]"}"#],
            ),
            (
                &[
                    r#"+k8s:validation:cel[0]:rule="self.x""#,
                    "+k8s:validation:cel[0]:reason=FieldValueForbidden",
                    r#"+k8s:validation:cel[0]:fieldPath=".x""#,
                ],
                &[r#"{"rule":"self.x","reason":"FieldValueForbidden","fieldPath":".x"}"#],
            ),
        ];
        for (texts, want) in cases {
            let (rules, errors) = gathered(texts);
            assert_eq!(errors, Vec::<String>::new(), "{texts:?}");
            assert_eq!(rules, *want, "{texts:?}");
        }
    }

    /// kube-openapi's rejected forms: each problem at its line and column.
    #[test]
    fn malformed_markers_are_located() {
        let cases: &[(&[&str], &[&str])] = &[
            (
                &[
                    r#"+k8s:validation:cel[0]:rule="a""#,
                    r#"+k8s:validation:cel[2]:rule="b""#,
                ],
                &["2:24: non-consecutive index 2 for key 'cel'"],
            ),
            (
                // Another tag between the lines of a rule list.
                &[
                    r#"+k8s:validation:cel[0]:rule="a""#,
                    "+k8s:minimum=5",
                    r#"+k8s:validation:cel[1]:rule="b""#,
                ],
                &["3:24: non-consecutive index 1 for key 'cel'"],
            ),
            (
                &[
                    "+k8s:validation:cel[0]:message>m",
                    r#"+k8s:validation:cel[0]:rule="r""#,
                    "+k8s:validation:cel[0]:message>more",
                ],
                &["3:27: concatenations to key 'cel[0]:message' must be consecutive with its assignment"],
            ),
            (
                &[
                    r#"+k8s:validation:cel[0]:rule="a""#,
                    r#"+k8s:validation:cel[0]:rule="b""#,
                ],
                &["2:27: cannot have multiple values for key 'cel[0]:rule'"],
            ),
            (
                &[r#"+k8s:validation:cel[x]:rule="a""#],
                &["1:24: expected integer index in key 'cel[x]:rule'"],
            ),
            (
                &[r#"+k8s:validation:cel[0]="a""#],
                &["1:20: expected an attribute after `cel[0]`, as in `cel[0]:rule`"],
            ),
            (
                &["+k8s:validation:cel[0]:rule"],
                &["1:31: cel[0]:rule needs a value: `rule=\"...\"`"],
            ),
            (
                &[
                    r#"+k8s:validation:cel[0]:rule="a""#,
                    "+k8s:validation:cel[0]:optionalOldSelf=\"yes\"",
                ],
                &["2:43: optionalOldSelf takes a bool, got string"],
            ),
            (
                &[r#"+k8s:validation:cel[0]:rule="a" # why"#],
                &["1:32: failed to parse value for key cel[0]:rule as JSON: trailing characters at line 1 column 5"],
            ),
            (
                &["+k8s:validation:cel[0]:rule!a"],
                &["1:20: invalid marker comment does not match expected `+key=<json formatted value>` pattern"],
            ),
            (
                &[r#"+k8s:validation:cel[0]:messageExpression="'m'""#],
                &["1:5: invalid CEL tag at index 0: rule cannot be empty"],
            ),
        ];
        for (texts, want) in cases {
            let (_, errors) = gathered(texts);
            assert_eq!(errors, *want, "{texts:?}");
        }
    }
}
