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
//! Nested markers put a rule below the value: `+k8s:validation:items:cel[0]:...`
//! (list items), `additionalProperties:` (map values), `properties:<name>:`
//! (a struct field), nested in turn, and `+k8s:eachVal=+k8s:validation:cel[0]:...`.
//! Gathered rules are wrapped in their nesting; [`resolve`] checks it
//! against the value's type and turns it into `k8s:eachVal` /
//! `k8s:subfield`, which place the rule in the schema and run it at the
//! item's, value's or field's path. (kube-openapi writes nested rules
//! under an `allOf`, which CRD schemas may not have; here they go into
//! the nested schema itself, where the API server evaluates them the same
//! way.)
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
    ArgDecl, EvalError, Keyword, Registry, SchemaMeaning, Scope, Stability, TagContext, TagDecl, TagError,
    TagValidator, Validations,
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
        TagDecl::new(
            NAME,
            &[Scope::Type, Scope::Field, Scope::ListValue, Scope::MapValue],
            Stability::Stable,
        )
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
                 kube-openapi's nested markers put a rule below the value, in the schema and in the checks: \
                 `+k8s:validation:items:cel[N]:...` on every list item, `additionalProperties:` on every map \
                 value, `properties:<json name>:` on one struct field, nested in turn \
                 (`properties:spec:items:cel[0]:...`; each key numbers its rules from 0); \
                 `+k8s:eachVal=+k8s:validation:cel[N]:...` is the same as `items:`/`additionalProperties:`. \
                 Transition rules there pair `map` list items and map values by key, never `set` or `atomic` \
                 items, and never ratchet. Other rules ratchet on a value the update leaves unchanged, but \
                 `set` and `atomic` items pair with no old item: every item of a changed list runs the rules \
                 on and below it, an item also in the old list included (an unchanged `set` item still skips its other tags). \
                 Map keys take no rules (a schema has no place for them). \
                 A failing short-circuit tag check (`maxItems`, `immutable`, ...) skips no rule, only the other \
                 tag checks; a wrong type, an enum violation, a missing required value or a value over its \
                 maximum length, items or properties skips every rule of the object (`validate_<type>`), \
                 with the API server's `some validation rules were not checked ...` error. \
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
        compiled_check(ctx, tag, rule, at)
    }

    fn schema(&self, _ctx: &TagContext<'_>, tag: &Tag) -> SchemaMeaning {
        SchemaMeaning::keyword(Keyword::Rule(validation_rule(tag)))
    }
}

/// Without the `cel` feature a rule cannot be compiled, and an unchecked
/// rule would fail only when it runs (or, in a CRD, when it is applied):
/// generation stops at the tag, naming the feature.
#[cfg(not(feature = "cel"))]
fn compiled_check(_ctx: &TagContext<'_>, _tag: &Tag, _rule: ValidationRule, at: Span) -> Result<Validations, TagError> {
    Err(TagError::new(
        "CEL rules are compiled at generation time, which needs validation-gen's `cel` feature".to_string(),
    )
    .with_help(Some(
        "enable it: `validation-gen = { version = \"0.1\", default-features = false, features = [\"cel\"] }` \
         (it is a default feature)"
            .to_string(),
    ))
    .at(at))
}

/// The rule compiled against the schema of the value it is on: the check,
/// or the API server's compile error at the attribute it is about.
#[cfg(feature = "cel")]
fn compiled_check(ctx: &TagContext<'_>, tag: &Tag, rule: ValidationRule, at: Span) -> Result<Validations, TagError> {
    use super::{Call, Check, Rule};
    let (schema, root) = rules_schema(ctx);
    let transition = match (validation_cel::compile(&rule, &schema, root), rule.optional_old_self) {
        (Ok(compiled), Some(optional)) if !compiled.is_transition() => {
            return Err(TagError::new(format!(
                "invalid CEL rule: optionalOldSelf: Invalid value: {optional}: may not be set if oldSelf is not used in rule"
            ))
            .at(at));
        }
        (Ok(compiled), _) => compiled.is_transition(),
        (Err(e), _) => {
            let attribute = attribute_of(&e);
            let at = tag.arg(attribute).map_or(at, |a| a.value_span);
            return Err(compile_error(&e, at, attribute));
        }
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

/// A rule that does not compile, at `at`. The first line of the error is
/// the API server's message; the rest shows the rule with a caret, which
/// the diagnostic's own source line stands for, so it goes into the help.
/// The first type of the value a rule reads (the value's own type, its
/// items, map keys and values, past aliases) that does not implement
/// `Serialize`: the generated code would not compile.
pub(super) fn not_serializable<'m>(model: &'m crate::model::Model, shape: &Shape) -> Option<&'m str> {
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

#[cfg(feature = "cel")]
fn compile_error(e: &validation_cel::CompileError, at: Span, attribute: &'static str) -> TagError {
    let text = e.to_string();
    let (message, rest) = text.split_once('\n').unwrap_or((&text, ""));
    let help = (!rest.is_empty()).then(|| format!("in the {attribute}:\n{rest}"));
    let error = TagError::new(format!("invalid CEL rule: {message}"))
        .at(at)
        .with_help(help);
    if attribute == "rule" {
        error
    } else {
        error.in_attribute(attribute)
    }
}

/// The attribute a compile error is about.
#[cfg(feature = "cel")]
fn attribute_of(e: &validation_cel::CompileError) -> &'static str {
    use validation_cel::CompileError as E;
    match e {
        E::MessageExpression(_)
        | E::MessageExpressionCost(_)
        | E::MessageNotString
        | E::MessageExpressionProgram(_) => "messageExpression",
        E::FieldPath(_) => "fieldPath",
        E::Reason(_) => "reason",
        E::Rule(_) | E::Cost(_) | E::NotBool | E::Program(_) => "rule",
    }
}

/// The line of `attribute` of the rule whose tag stands on `rule_line`,
/// among a subject's tag `lines`.
pub fn attribute_line<'l>(lines: &'l [TagLine], rule_line: &TagLine, attribute: &str) -> Option<&'l TagLine> {
    let key = |line: &TagLine| {
        let nesting = nesting(&line.text)?;
        let marker = split(&line.text, nesting.cel_start).ok()?;
        Some((nesting.group, marker.index, marker.attribute.to_owned()))
    };
    let (group, index, _) = key(rule_line)?;
    lines
        .iter()
        .find(|l| key(l).is_some_and(|(g, i, a)| g == group && i == index && a == attribute))
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
    // The field path is read against the value's own schema when the rule
    // compiles, not against this stand-in.
    let first = errs
        .iter()
        .filter(|e| !(e.field.ends_with(".fieldPath") && e.detail == "must be a valid path"))
        .find(|e| e.field.contains("x-kubernetes-validations"))?;
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

/// Whether a tag line is a CEL rule marker, nested or not.
pub fn is_marker(line: &TagLine) -> bool {
    nesting(&line.text).is_some()
}

/// Where a rule written on a value applies below it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Nest {
    /// kube-openapi's `items:`: every list item.
    Items,
    /// kube-openapi's `additionalProperties:`: every map value.
    AdditionalProperties,
    /// kube-openapi's `properties:<json name>:`: one struct field.
    Property(String),
    /// `k8s:eachVal=+`: every list item or map value.
    EachVal,
    /// `k8s:eachKey=+`: map keys, which a schema has no place for rules on.
    EachKey,
}

/// A marker line's nesting: the steps, outermost first, each with its
/// span in the line, and where `cel` starts.
#[derive(Clone)]
struct Nesting {
    steps: Vec<(Nest, Span)>,
    cel_start: usize,
    /// kube-openapi's key before `cel` (`items:`, `properties:a:`), as its
    /// messages name keys.
    key_prefix: String,
    /// Everything before `cel`: lines of one rule list share it.
    group: String,
}

/// The nesting of a CEL marker line, or `None` for any other line:
/// `+k8s:validation:[items:|additionalProperties:|properties:<name>:]*cel...`,
/// possibly inside `+k8s:eachVal=` / `+k8s:eachKey=`.
fn nesting(text: &str) -> Option<Nesting> {
    let mut pos = text.len() - text.trim_start().len();
    let mut steps = Vec::new();
    let wrappers = [("+k8s:eachVal=", Nest::EachVal), ("+k8s:eachKey=", Nest::EachKey)];
    while let Some((prefix, nest)) = wrappers
        .iter()
        .find(|(p, _)| text.get(pos..).is_some_and(|r| r.starts_with(p)))
    {
        steps.push((nest.clone(), Span::new(pos + 1, pos + prefix.len() - 1)));
        pos += prefix.len();
    }
    if !text.get(pos..)?.starts_with(MARKER) {
        return None;
    }
    let key_start = pos + MARKER.len();
    let mut at = key_start;
    loop {
        let rest = text.get(at..)?;
        if let Some(after) = rest.strip_prefix("cel") {
            // `cel[`, or a malformed `cel...` that is still meant as one.
            if after
                .chars()
                .next()
                .is_none_or(|c| !(c.is_alphanumeric() || matches!(c, '_' | '-' | '.')))
            {
                return Some(Nesting {
                    steps,
                    cel_start: at,
                    key_prefix: text.get(key_start..at)?.to_owned(),
                    group: text.get(..at)?.trim_start().to_owned(),
                });
            }
        }
        let (nest, len) = nest_step(rest)?;
        steps.push((nest, Span::new(at, at + len)));
        at += len + 1;
    }
}

/// The nesting step a marker key starts with (`items:`,
/// `additionalProperties:`, `properties:<name>:`) and its length without
/// the `:` that ends it; `None` when the key starts with no step.
fn nest_step(rest: &str) -> Option<(Nest, usize)> {
    if rest.starts_with("items:") {
        Some((Nest::Items, "items".len()))
    } else if rest.starts_with("additionalProperties:") {
        Some((Nest::AdditionalProperties, "additionalProperties".len()))
    } else if let Some(after) = rest.strip_prefix("properties:") {
        // kube-openapi's key characters.
        let name_len = after
            .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '-')))
            .unwrap_or(after.len());
        let name = after.get(..name_len)?;
        if name.is_empty() || !after.get(name_len..)?.starts_with(':') {
            return None;
        }
        Some((Nest::Property(name.to_owned()), "properties:".len() + name_len))
    } else {
        None
    }
}

/// The nesting steps of a marker key starting at byte `at` of `text`,
/// outermost first with their spans, and where the key after them starts
/// (value markers: `items:properties:a:maxLength`).
pub(super) fn key_steps(text: &str, mut at: usize) -> (Vec<(Nest, Span)>, usize) {
    let mut steps = Vec::new();
    while let Some((nest, len)) = text.get(at..).and_then(nest_step) {
        steps.push((nest, Span::new(at, at + len)));
        at += len + 1;
    }
    (steps, at)
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

/// The rules of one rule list (one nesting) being gathered, by index.
struct Group<'l> {
    nesting: Nesting,
    index: usize,
    attributes: BTreeMap<&'static str, Assigned<'l>>,
    first_line: &'l TagLine,
}

/// The last line of the lines before a subject's own (the links below an
/// alias in its chain, see `plan::chains`), when it is a marker of the
/// value's own rule list: the subject's rules may continue that list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleBefore {
    /// The rule list's lines' text before `cel`.
    group: String,
    index: usize,
    attribute: &'static str,
}

/// The value's own rule list's marker that ends `lines`, if one does.
pub fn last_rule(lines: &[TagLine]) -> Option<RuleBefore> {
    let line = lines.last()?;
    let nesting = nesting(&line.text).filter(|n| n.steps.is_empty())?;
    let marker = split(&line.text, nesting.cel_start).ok()?;
    let attribute = ATTRIBUTES.iter().copied().find(|a| *a == marker.attribute)?;
    Some(RuleBefore {
        group: nesting.group,
        index: marker.index,
        attribute,
    })
}

/// Whether a line is a marker of the value's own rule list (not nested).
pub fn is_own_list_marker(line: &TagLine) -> bool {
    nesting(&line.text).is_some_and(|n| n.steps.is_empty())
}

/// Whether the markers of `lines` (a link's own) only add rules to the
/// value's own rule list after `before` (the rules below, ending with
/// `before`; `any_before` says there are some): each gathered alone,
/// after [`RulesAfter`] opens `before`, is as the lines gather together
/// with those below. Only the value's own list, no nested one.
pub fn only_add_rules(lines: &[TagLine], before: Option<&RuleBefore>, any_before: bool) -> bool {
    lines.iter().all(|line| match nesting(&line.text) {
        None => true,
        Some(n) if !n.steps.is_empty() => false,
        Some(n) => {
            let index = index_of(line.text.get(n.cel_start..).unwrap_or_default());
            match (before, index) {
                (Some(b), Some(index)) => b.group == n.group && index > b.index,
                (None, _) => !any_before,
                (Some(_), None) => false,
            }
        }
    })
}

/// What a link's rules continue (see [`RulesAfter`]).
#[derive(Clone, Default)]
struct Continued {
    rule: Option<RuleBefore>,
    // Read where rules are compiled (the `cel` feature).
    #[cfg_attr(not(feature = "cel"), allow(dead_code))]
    schema: Option<(validation_schema::Schema, bool)>,
}

thread_local! {
    /// What the lines gathered continue, see [`RulesAfter`].
    static CONTINUED: std::cell::RefCell<Continued> = std::cell::RefCell::new(Continued::default());
}

/// While alive, [`gather`] reads its lines as continuing after `before`
/// (the rules of the links below an alias, `plan::chains`): its first
/// marker's index follows that rule's, as in the chain's lines together.
/// With `schema` (and whether it is a resource's root), the rules are
/// compiled against it instead of the subject's schema lowered again: a
/// link whose lines are only rules has the schema of the link below, for
/// its rules (which leave out rules), and lowering it reads every line of
/// the chain.
pub struct RulesAfter(Continued);

impl RulesAfter {
    pub fn enter(before: Option<RuleBefore>, schema: Option<(validation_schema::Schema, bool)>) -> RulesAfter {
        let continued = Continued { rule: before, schema };
        RulesAfter(CONTINUED.with(|c| c.replace(continued)))
    }
}

impl Drop for RulesAfter {
    fn drop(&mut self) {
        let outer = std::mem::take(&mut self.0);
        CONTINUED.with(|c| c.replace(outer));
    }
}

/// The schema a rule on the subject is compiled against, and whether it
/// is a resource's root.
#[cfg(feature = "cel")]
fn rules_schema(ctx: &TagContext<'_>) -> (validation_schema::Schema, bool) {
    CONTINUED
        .with(|c| c.borrow().schema.clone())
        .unwrap_or_else(|| crate::schema::subject_schema(ctx))
}

/// The CEL markers among a subject's tag lines, one tag per rule (with the
/// line of its `rule` attribute), and every problem found. A nested rule's
/// tag wraps the rule in its nesting ([`resolve`] checks and completes it).
pub fn gather(lines: &[TagLine]) -> (Vec<(Tag, &TagLine)>, Vec<EvalError>) {
    let mut errors = Vec::new();
    let mut groups: Vec<Group<'_>> = Vec::new();
    // Each rule's place in `groups`, by rule list and index.
    let mut positions: std::collections::HashMap<(String, usize), usize> = std::collections::HashMap::new();
    // Rules (group, index) with a line already reported: not settled.
    let mut broken = std::collections::BTreeSet::new();
    // The previous line's group, index and attribute, when it was a
    // marker: indices run 0, 1, ... and raw text continues only on the
    // next line.
    let mut previous: Option<(String, usize, &'static str)> =
        CONTINUED.with(|c| c.borrow().rule.clone().map(|b| (b.group, b.index, b.attribute)));
    for line in lines {
        let last = previous.take();
        let Some(nesting) = nesting(&line.text) else {
            continue;
        };
        let marker = match split(&line.text, nesting.cel_start) {
            Ok(m) => m,
            Err((message, span, help)) => {
                errors.push(error(line, span, message, help));
                if let Some(index) = index_of(line.text.get(nesting.cel_start..).unwrap_or_default()) {
                    broken.insert((nesting.group.clone(), index));
                }
                continue;
            }
        };
        let position = *positions
            .entry((nesting.group.clone(), marker.index))
            .or_insert_with(|| {
                groups.push(Group {
                    nesting: nesting.clone(),
                    index: marker.index,
                    attributes: BTreeMap::new(),
                    first_line: line,
                });
                groups.len() - 1
            });
        let Some(group) = groups.get_mut(position) else {
            continue;
        };
        let Some(attribute) = ATTRIBUTES.iter().copied().find(|a| *a == marker.attribute) else {
            let help = did_you_mean(marker.attribute, ATTRIBUTES).map(|a| format!("did you mean `{a}`?"));
            errors.push(error(
                line,
                marker.attribute_span,
                format!("unknown CEL rule attribute \"{}\"", marker.attribute),
                help.or_else(|| Some(format!("the attributes are {}", ATTRIBUTES.join(", ")))),
            ));
            broken.insert((nesting.group.clone(), marker.index));
            continue;
        };
        // As kube-openapi lints them: after any other line, or a line of
        // another rule list, the index starts again at 0; after a marker
        // of the same list it stays or grows by one.
        let consecutive = match &last {
            Some((g, i, _)) if *g == nesting.group => marker.index == *i || marker.index == i + 1,
            _ => marker.index == 0,
        };
        let prefix = &nesting.key_prefix;
        if !consecutive {
            errors.push(error(
                line,
                marker.index_span,
                format!("non-consecutive index {} for key '{prefix}cel'", marker.index),
                Some(
                    "number the rules from 0, in order, and keep the lines of each rule together, with no other tag between them"
                        .into(),
                ),
            ));
        }
        let continues = last
            .as_ref()
            .is_some_and(|(g, i, a)| *g == nesting.group && *i == marker.index && *a == attribute);
        previous = Some((nesting.group.clone(), marker.index, attribute));
        let key = format!("{prefix}cel[{}]:{attribute}", marker.index);
        match (marker.value, group.attributes.get_mut(attribute)) {
            (MarkerValue::Raw(text), Some(existing)) if continues => {
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
                broken.insert((nesting.group.clone(), marker.index));
            }
            (_, Some(_)) => {
                errors.push(error(
                    line,
                    marker.attribute_span,
                    format!("cannot have multiple values for key '{key}'"),
                    None,
                ));
                broken.insert((nesting.group.clone(), marker.index));
            }
            (value, None) => match literal(marker.index, attribute, &value) {
                Ok(v) => {
                    group.attributes.insert(
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
                    broken.insert((nesting.group.clone(), marker.index));
                }
            },
        }
    }
    let mut tags = Vec::new();
    for group in groups {
        if broken.contains(&(group.nesting.group.clone(), group.index)) {
            continue;
        }
        let (index, attributes, first) = (group.index, &group.attributes, group.first_line);
        if let Some((_, span)) = group.nesting.steps.iter().find(|(n, _)| *n == Nest::EachKey) {
            errors.push(error(
                first,
                *span,
                "CEL rules cannot check map keys: a schema has no place for rules on keys".into(),
                Some("write the rule on the map itself, over its keys: `self.all(k, <rule on k>)`".into()),
            ));
            continue;
        }
        match settle(attributes) {
            Ok(()) => {
                // The rule's own line stands for the tag: compile errors point there.
                let line = attributes.get("rule").map_or(first, |a| a.line);
                let tag = rule_tag(line, &group.nesting, attributes);
                tags.push((wrap(tag, &group.nesting), line));
            }
            Err((message, at)) => {
                let (line, span) = match at.and_then(|a| attributes.get(a)) {
                    Some(a) => (a.line, a.value_span),
                    None => (first, name_span(&first.text, &group.nesting)),
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

/// The tags a rule's nesting stands for around the rule's own tag,
/// outermost first: `k8s:eachVal` for `k8s:eachVal=+`, and kube-openapi's
/// keys (`k8s:validation:items`, `k8s:validation:additionalProperties`,
/// `k8s:validation:properties("name")`), which [`resolve`] checks against
/// the value's type and turns into `k8s:eachVal` and `k8s:subfield`.
fn wrap(rule: Tag, nesting: &Nesting) -> Tag {
    wrap_steps(rule, &nesting.steps)
}

/// `rule` wrapped in the tags of `steps` (see [`wrap`]).
pub(super) fn wrap_steps(rule: Tag, steps: &[(Nest, Span)]) -> Tag {
    steps.iter().rev().fold(rule, |inner, (nest, span)| {
        let (name, args) = match nest {
            Nest::Items => (ITEMS, Vec::new()),
            Nest::AdditionalProperties => (ADDITIONAL_PROPERTIES, Vec::new()),
            Nest::Property(property) => (
                PROPERTIES,
                vec![Arg {
                    name: None,
                    name_span: None,
                    value: Literal::String(property.clone()),
                    raw: format!("{property:?}"),
                    value_span: *span,
                    span: *span,
                }],
            ),
            Nest::EachVal | Nest::EachKey => ("k8s:eachVal", Vec::new()),
        };
        Tag {
            name: name.to_owned(),
            name_span: *span,
            args,
            args_span: None,
            value_span: Some(inner.span),
            value: Some(crate::tags::TagValue::Tag(Box::new(inner))),
            value_raw: None,
            span: Span::new(span.start, span.end),
        }
    })
}

/// kube-openapi's nested keys, as the tags [`wrap`] makes of them.
pub(super) const ITEMS: &str = "k8s:validation:items";
pub(super) const ADDITIONAL_PROPERTIES: &str = "k8s:validation:additionalProperties";
pub(super) const PROPERTIES: &str = "k8s:validation:properties";

/// A gathered rule's tag checked against the value it is on, as
/// kube-openapi checks its nested keys (`items` on lists, `additionalProperties`
/// on maps, `properties:<name>` on struct fields that exist), with
/// kube-openapi's keys turned into the tags that run and place a tag
/// there: `k8s:eachVal` and `k8s:subfield`.
pub fn resolve(ctx: &TagContext<'_>, tag: &Tag) -> Result<Tag, TagError> {
    resolve_at(ctx.model, ctx.shape, tag)
}

fn resolve_at(model: &crate::model::Model, shape: &Shape, tag: &Tag) -> Result<Tag, TagError> {
    let Some(inner) = tag.chained() else {
        return Ok(tag.clone());
    };
    let elements = super::iteration::elements(model, shape);
    let (name, below) = match tag.name.as_str() {
        ITEMS => match elements {
            Some((None, item)) => ("k8s:eachVal", item),
            _ => return Err(TagError::new("items can only be used on array types").at(tag.name_span)),
        },
        ADDITIONAL_PROPERTIES => match elements {
            Some((Some(_), value)) => ("k8s:eachVal", value),
            _ => return Err(TagError::new("additionalProperties can only be used on map types").at(tag.name_span)),
        },
        PROPERTIES => {
            let property = tag.positional_arg().and_then(|a| a.value.as_str()).unwrap_or_default();
            let Some(fields) = super::subfield::struct_fields(model, shape) else {
                return Err(TagError::new("properties can only be used on struct types").at(tag.name_span));
            };
            // An embedded (flattened) struct's fields are the struct's own,
            // as kube-openapi finds them.
            let Some(super::subfield::Promoted { field, .. }) = super::subfield::promoted_field(model, shape, property)
            else {
                return Err(TagError::new(format!(
                    "property used in comment tag \"{property}\" not found in struct {}",
                    struct_name(model, shape)
                ))
                .at(tag.name_span)
                .with_help(Some(format!(
                    "the fields are named as in JSON: {}",
                    fields
                        .iter()
                        .filter(|f| !f.flatten)
                        .map(|f| format!("`{}`", f.json_name))
                        .collect::<Vec<_>>()
                        .join(", ")
                ))));
            };
            ("k8s:subfield", &field.shape)
        }
        _ => match elements {
            // `k8s:eachVal=+`: its own checks say where it may be.
            Some((_, value)) => (tag.name.as_str(), value),
            None => return Ok(tag.clone()),
        },
    };
    let below = resolve_at(model, below, inner).map_err(|mut e| {
        if tag.name == PROPERTIES {
            let property = tag.positional_arg().and_then(|a| a.value.as_str()).unwrap_or_default();
            e.message = format!("failed to validate property \"{property}\": {}", e.message);
        }
        e
    })?;
    let mut resolved = tag.clone();
    resolved.name = name.to_owned();
    resolved.value = Some(crate::tags::TagValue::Tag(Box::new(below)));
    Ok(resolved)
}

/// A struct's name for messages.
fn struct_name(model: &crate::model::Model, shape: &Shape) -> String {
    match shape {
        Shape::Optional(inner) | Shape::Pointer(_, inner) => struct_name(model, inner),
        Shape::Named(id) => model.name(*id).to_owned(),
        _ => "struct".to_owned(),
    }
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
fn rule_tag(first: &TagLine, nesting: &Nesting, attributes: &BTreeMap<&'static str, Assigned<'_>>) -> Tag {
    let name_span = name_span(&first.text, nesting);
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

/// The span of `cel` (and what precedes it of `k8s:validation:`) in a
/// marker line.
fn name_span(text: &str, nesting: &Nesting) -> Span {
    let start = text
        .get(..nesting.cel_start)
        .and_then(|t| t.rfind("k8s:validation:"))
        .unwrap_or(nesting.cel_start);
    Span::new(start, nesting.cel_start + "cel".len())
}

type SplitError = (String, Span, Option<String>);

/// `cel[N]:attribute` (starting at `start`) and its value.
fn split(text: &str, start: usize) -> Result<Marker<'_>, SplitError> {
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

/// Where CRD schemas have no place for a rule, as the API server (or a
/// schema) would have it: transition rules no old value can ever reach,
/// under the items of a list that is not a `map` list (`atomic` or `set`
/// items have no old counterpart), however the list is reached from a
/// struct field or a root alias (map values, list items, `Option`, `Box`,
/// aliases); and rules of a map's key type, which a schema cannot carry.
/// One problem per rule and place, at the field (or alias) that reaches it.
pub fn uncorrelatable(model: &crate::model::Model, registry: &Registry) -> Vec<EvalError> {
    use crate::model::TypeKind;
    let has_rules = |lines: &[TagLine]| lines.iter().any(is_marker);
    let any_rule = model.types.iter().any(|t| {
        has_rules(&t.tags) || matches!(&t.kind, TypeKind::Struct(fs) if fs.iter().any(|f| has_rules(&f.tags)))
    });
    if !any_rule || registry.get(NAME).is_none() {
        return Vec::new();
    }
    let referenced = referenced_types(model);
    let mut problems = Vec::new();
    for (owner, t) in model.types.iter().enumerate() {
        match &t.kind {
            TypeKind::Struct(fields) => {
                for (index, field) in fields.iter().enumerate() {
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
                    let place = format!("properties[{}]", field.json_name);
                    misplaced(&ctx, place, &field.tags, field.location, &mut problems);
                }
            }
            // An alias or newtype no field names: its own schema is a
            // root, whose list items may hold rules reached only through it.
            TypeKind::Alias(_) | TypeKind::Newtype(_) if !referenced.contains(&owner) => {
                let shape = Shape::Named(owner);
                let ctx = TagContext::for_type(model, registry, &shape, &t.name);
                misplaced(&ctx, String::new(), &t.tags, t.location, &mut problems);
            }
            _ => {}
        }
    }
    problems
}

/// The problems of one subject (a field at `place` with its tag `lines`,
/// or a root alias at the empty place), each at the rule's tag line when
/// it is found, else at `location`, the subject's declaration.
fn misplaced(
    ctx: &TagContext<'_>,
    place: String,
    lines: &[TagLine],
    location: crate::source::SourceLocation,
    problems: &mut Vec<EvalError>,
) {
    let mut found = Vec::new();
    if reaches_list(ctx.model, ctx.shape, 0) {
        let (schema, _) = crate::schema::subject_schema(ctx);
        unpaired_transitions(&schema, place, &mut found);
    }
    let candidates = (!found.is_empty()).then(|| candidate_lines(ctx.model, lines, ctx.shape));
    for (path, list_type, rule) in found {
        let message = format!(
            "oldSelf cannot be used on the uncorrelatable portion of the schema within {path}: rule \"{rule}\""
        );
        let help = format!(
            "the items of {}, a list of type {list_type}, have no old value to compare with: \
             make it a map list (+k8s:listType=map with +k8s:listMapKey) or write the rule without oldSelf",
            ctx.subject
        );
        let at = candidates.as_deref().and_then(|c| rule_line(c, &rule));
        problems.push(match at {
            Some((line, span)) => error(line, span, message, Some(help)),
            None => EvalError {
                code: "invalid-tag",
                message,
                location,
                label: None,
                help: Some(help),
            },
        });
    }
    if let Some(key) = key_with_rules(ctx.model, ctx.shape, 0) {
        problems.push(EvalError {
            code: "invalid-tag",
            message: "CEL rules cannot check map keys: a schema has no place for rules on keys".into(),
            location,
            label: Some(format!("the keys are `{key}`, which has CEL rules")),
            help: Some(format!(
                "write the rule on the map itself, over its keys: `self.all(k, <rule on k>)`, \
                 and remove it from `{key}`"
            )),
        });
    }
}

/// The tag lines a rule below a subject may stand on, nearest first: the
/// subject's own (nested markers, `eachVal`), then those of every type
/// reached from `shape` and of their fields, in the order reached.
fn candidate_lines<'m>(model: &'m crate::model::Model, own: &'m [TagLine], shape: &Shape) -> Vec<&'m [TagLine]> {
    use crate::model::TypeKind;
    let mut groups: Vec<&'m [TagLine]> = vec![own];
    let mut queue = Vec::new();
    named_types(shape, &mut queue);
    let mut seen = std::collections::BTreeSet::new();
    let mut next = 0;
    while let Some(id) = queue.get(next).copied() {
        next += 1;
        if !seen.insert(id) {
            continue;
        }
        let Some(t) = model.get(id) else {
            continue;
        };
        groups.push(&t.tags);
        match &t.kind {
            TypeKind::Struct(fields) => {
                for field in fields {
                    groups.push(&field.tags);
                    named_types(&field.shape, &mut queue);
                }
            }
            TypeKind::Newtype(inner) | TypeKind::Alias(inner) => named_types(inner, &mut queue),
            TypeKind::Enum(_) | TypeKind::Unsupported { .. } => {}
        }
    }
    groups
}

/// The line and span of the first rule among `groups` whose text is `rule`.
fn rule_line<'l>(groups: &[&'l [TagLine]], rule: &str) -> Option<(&'l TagLine, Span)> {
    groups.iter().find_map(|lines| {
        let (tags, _) = gather(lines);
        tags.into_iter().find_map(|(tag, line)| {
            let innermost = tag.chain().last()?;
            let arg = innermost.arg("rule")?;
            (arg.value.as_str() == Some(rule)).then_some((line, arg.value_span))
        })
    })
}

/// Whether a list is reached from `shape` without passing a struct (whose
/// fields are subjects of their own): only then can the value's schema
/// hold list items below it.
fn reaches_list(model: &crate::model::Model, shape: &Shape, depth: usize) -> bool {
    // Aliases could name each other in a loop; the model reports that.
    if depth > 64 {
        return false;
    }
    match shape {
        Shape::List(_) => true,
        Shape::Optional(inner) | Shape::Pointer(_, inner) | Shape::Map(_, _, inner) => {
            reaches_list(model, inner, depth + 1)
        }
        Shape::Named(id) => match model.get(*id).map(|t| &t.kind) {
            Some(crate::model::TypeKind::Alias(target) | crate::model::TypeKind::Newtype(target)) => {
                reaches_list(model, target, depth + 1)
            }
            _ => false,
        },
        Shape::Primitive(_) | Shape::External(_) | Shape::Unsupported { .. } => false,
    }
}

/// `path` extended by one schema step, as the API server joins field paths.
fn schema_path(path: &str, step: &str) -> String {
    if path.is_empty() {
        step.to_owned()
    } else {
        format!("{path}.{step}")
    }
}

/// The transition rules below the items of a list that is not a `map`
/// list, reached from `schema` at `path` through list items and map
/// values: (the list's path, the list type, the rule). Properties are
/// not followed: each struct's fields are subjects of their own.
fn unpaired_transitions(schema: &validation_schema::Schema, path: String, out: &mut Vec<(String, String, String)>) {
    if let Some(items) = schema.item_schema() {
        let at = schema_path(&path, "items");
        if schema.list_type() == "map" {
            unpaired_transitions(items, at, out);
        } else {
            let mut rules = Vec::new();
            transition_rules(items, &mut rules);
            // The API server names the list (the root: `openAPIV3Schema`).
            let list = if path.is_empty() {
                "openAPIV3Schema".to_owned()
            } else {
                path.clone()
            };
            out.extend(
                rules
                    .into_iter()
                    .map(|r| (list.clone(), schema.list_type().to_owned(), r)),
            );
        }
    }
    if let Some(values) = schema.additional_properties_schema() {
        unpaired_transitions(values, schema_path(&path, "additionalProperties"), out);
    }
}

/// The first map key type reached from `shape` (through options, boxes,
/// list items, map values and aliases, not struct fields) that carries CEL
/// rules, or one of whose aliases does.
fn key_with_rules<'m>(model: &'m crate::model::Model, shape: &Shape, depth: usize) -> Option<&'m str> {
    // Aliases could name each other in a loop; the model reports that.
    if depth > 64 {
        return None;
    }
    match shape {
        Shape::Optional(inner) | Shape::Pointer(_, inner) | Shape::List(inner) => {
            key_with_rules(model, inner, depth + 1)
        }
        Shape::Map(_, key, value) => {
            has_own_rules(model, key, depth + 1).or_else(|| key_with_rules(model, value, depth + 1))
        }
        Shape::Named(id) => match &model.get(*id)?.kind {
            crate::model::TypeKind::Alias(target) | crate::model::TypeKind::Newtype(target) => {
                key_with_rules(model, target, depth + 1)
            }
            _ => None,
        },
        Shape::Primitive(_) | Shape::External(_) | Shape::Unsupported { .. } => None,
    }
}

/// The name of the type `shape` names (or of an alias on the way to it)
/// when that type carries CEL rules of its own.
fn has_own_rules<'m>(model: &'m crate::model::Model, shape: &Shape, depth: usize) -> Option<&'m str> {
    if depth > 64 {
        return None;
    }
    let Shape::Named(id) = shape else {
        return None;
    };
    let t = model.get(*id)?;
    if t.tags.iter().any(is_marker) {
        return Some(t.name.as_str());
    }
    match &t.kind {
        crate::model::TypeKind::Alias(target) => has_own_rules(model, target, depth + 1),
        _ => None,
    }
}

/// The types some field, newtype or alias names.
fn referenced_types(model: &crate::model::Model) -> std::collections::BTreeSet<usize> {
    use crate::model::TypeKind;
    let mut out = Vec::new();
    for t in &model.types {
        match &t.kind {
            TypeKind::Struct(fields) => fields.iter().for_each(|f| named_types(&f.shape, &mut out)),
            TypeKind::Newtype(shape) | TypeKind::Alias(shape) => named_types(shape, &mut out),
            TypeKind::Enum(_) | TypeKind::Unsupported { .. } => {}
        }
    }
    out.into_iter().collect()
}

/// The types `shape` names directly (not those their fields name).
fn named_types(shape: &Shape, out: &mut Vec<usize>) {
    match shape {
        Shape::Named(id) => out.push(*id),
        Shape::Optional(inner) | Shape::Pointer(_, inner) | Shape::List(inner) => named_types(inner, out),
        Shape::Map(_, key, value) => {
            named_types(key, out);
            named_types(value, out);
        }
        Shape::Primitive(_) | Shape::External(_) | Shape::Unsupported { .. } => {}
    }
}

/// The rules under `schema` (itself included) that read `oldSelf`.
fn transition_rules(schema: &validation_schema::Schema, out: &mut Vec<String>) {
    for rule in &schema.x_validations {
        // Without the engine no rule gets this far: its tag fails generation.
        #[cfg(feature = "cel")]
        let transition = validation_cel::compile(rule, schema, false).is_ok_and(|c| c.is_transition());
        #[cfg(not(feature = "cel"))]
        let transition = false;
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

    /// Nested markers: each rule list (nesting) numbers its rules on its
    /// own; the rule's tag is wrapped in its nesting, outermost first.
    #[test]
    fn nested_markers_become_wrapped_rules() {
        let texts = [
            r#"+k8s:validation:cel[0]:rule="a""#,
            r#"+k8s:validation:items:cel[0]:rule="b""#,
            r#"+k8s:validation:items:cel[0]:message="m""#,
            r#"+k8s:validation:items:cel[1]:rule="c""#,
            r#"+k8s:validation:properties:spec-x:additionalProperties:cel[0]:rule="d""#,
            r#"+k8s:eachVal=+k8s:validation:cel[0]:rule="e""#,
            r#"+k8s:eachVal=+k8s:validation:items:cel[0]:rule="f""#,
        ];
        let lines = lines(&texts);
        let (tags, errors) = gather(&lines);
        assert!(
            errors.is_empty(),
            "{:?}",
            errors.iter().map(|e| &e.message).collect::<Vec<_>>()
        );
        let described: Vec<String> = tags
            .iter()
            .map(|(tag, line)| {
                let chain: Vec<String> = tag
                    .chain()
                    .map(|t| match t.positional_arg() {
                        Some(a) => format!("{}({})", t.name, a.raw),
                        None => t.name.clone(),
                    })
                    .collect();
                let rule = serde_json::to_string(&validation_rule(tag.innermost())).unwrap();
                format!("{}: {} {rule}", line.location.line, chain.join(" > "))
            })
            .collect();
        assert_eq!(
            described,
            [
                r#"1: k8s:validation:cel {"rule":"a"}"#,
                r#"2: k8s:validation:items > k8s:validation:cel {"rule":"b","message":"m"}"#,
                r#"4: k8s:validation:items > k8s:validation:cel {"rule":"c"}"#,
                r#"5: k8s:validation:properties("spec-x") > k8s:validation:additionalProperties > k8s:validation:cel {"rule":"d"}"#,
                r#"6: k8s:eachVal > k8s:validation:cel {"rule":"e"}"#,
                r#"7: k8s:eachVal > k8s:validation:items > k8s:validation:cel {"rule":"f"}"#,
            ]
        );
        // Other kube-openapi markers, nested or not, are not CEL markers.
        for text in [
            "+k8s:validation:items:maxLength=5",
            "+k8s:validation:properties:a:pattern=\"x\"",
            "+k8s:validation:celx=1",
            "+k8s:eachVal=+k8s:minimum=1",
            "+k8s:validation:properties::cel[0]:rule=\"x\"",
        ] {
            assert!(nesting(text).is_none(), "{text}");
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
            (
                // Each rule list counts from 0 after another one.
                &[
                    r#"+k8s:validation:cel[0]:rule="a""#,
                    r#"+k8s:validation:items:cel[1]:rule="b""#,
                ],
                &["2:30: non-consecutive index 1 for key 'items:cel'"],
            ),
            (
                &[
                    r#"+k8s:validation:properties:a:cel[0]:rule="a""#,
                    r#"+k8s:validation:properties:a:cel[0]:rule="b""#,
                ],
                &["2:40: cannot have multiple values for key 'properties:a:cel[0]:rule'"],
            ),
            (
                &[r#"+k8s:eachKey=+k8s:validation:cel[0]:rule="a""#],
                &["1:5: CEL rules cannot check map keys: a schema has no place for rules on keys"],
            ),
        ];
        for (texts, want) in cases {
            let (_, errors) = gathered(texts);
            assert_eq!(errors, *want, "{texts:?}");
        }
    }

    /// Which transition rules the schema walk finds below unpairable list
    /// items, at which path: maps and `map` lists are followed, properties
    /// are not (their fields are subjects of their own).
    #[test]
    fn unpaired_transitions_follow_items_and_values() {
        use validation_schema::{Schema, SchemaOrArray, SchemaOrBool};
        let rule = |text: &str| ValidationRule {
            rule: text.into(),
            ..ValidationRule::default()
        };
        let int_item = || Schema {
            type_: Some("integer".into()),
            x_validations: vec![rule("self >= oldSelf"), rule("self > 0")],
            ..Schema::default()
        };
        let list = |list_type: Option<&str>, items: Schema| Schema {
            type_: Some("array".into()),
            x_list_type: list_type.map(str::to_owned),
            items: Some(SchemaOrArray::Schema(Box::new(items))),
            ..Schema::default()
        };
        let map = |values: Schema| Schema {
            type_: Some("object".into()),
            additional_properties: Some(SchemaOrBool::Schema(Box::new(values))),
            ..Schema::default()
        };
        let object = |name: &str, property: Schema| Schema {
            type_: Some("object".into()),
            properties: [(name.to_owned(), property)].into_iter().collect(),
            ..Schema::default()
        };
        // (the list's path, the list type, the rule) found below each schema.
        type Found = Vec<(&'static str, &'static str, &'static str)>;
        let cases: Vec<(Schema, Found)> = vec![
            (int_item(), vec![]),
            (list(None, int_item()), vec![("p", "atomic", "self >= oldSelf")]),
            (list(Some("set"), int_item()), vec![("p", "set", "self >= oldSelf")]),
            (
                map(list(Some("set"), int_item())),
                vec![("p.additionalProperties", "set", "self >= oldSelf")],
            ),
            (
                list(None, list(Some("set"), int_item())),
                vec![("p", "atomic", "self >= oldSelf")],
            ),
            (
                list(None, object("a", object("b", int_item()))),
                vec![("p", "atomic", "self >= oldSelf")],
            ),
            (map(int_item()), vec![]),
            (list(Some("map"), object("a", int_item())), vec![]),
            (
                list(Some("map"), map(list(None, int_item()))),
                vec![("p.items.additionalProperties", "atomic", "self >= oldSelf")],
            ),
            (object("a", list(None, int_item())), vec![]),
        ];
        let mut at_root = Vec::new();
        unpaired_transitions(&list(None, int_item()), String::new(), &mut at_root);
        assert_eq!(
            at_root,
            [(
                "openAPIV3Schema".to_owned(),
                "atomic".to_owned(),
                "self >= oldSelf".to_owned()
            )]
        );
        for (schema, want) in cases {
            let mut found = Vec::new();
            unpaired_transitions(&schema, "p".into(), &mut found);
            let want: Vec<(String, String, String)> = want
                .into_iter()
                .map(|(p, l, r)| (p.to_owned(), l.to_owned(), r.to_owned()))
                .collect();
            assert_eq!(found, want, "{schema:?}");
        }
        assert_eq!(schema_path("", "items"), "items");
        assert_eq!(schema_path("properties[a]", "items"), "properties[a].items");
    }
}
