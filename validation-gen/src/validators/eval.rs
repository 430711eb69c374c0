//! Evaluating the tag lines of one subject (a type, a field, a constant):
//! parse, sort by name (stable), type-check against each tag's
//! declaration and collect what the tags contribute.

use std::collections::{HashMap, HashSet};

use crate::diagnostics::did_you_mean;
use crate::model::TagLine;
use crate::source::SourceLocation;
use crate::tags::{self, Tag, TagValue};

use super::{Call, PayloadKind, Registry, TagContext, TagDecl, TagError, Validations};

/// A rejected tag use, located in the source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EvalError {
    pub code: &'static str,
    pub message: String,
    pub location: SourceLocation,
    pub label: Option<String>,
    pub help: Option<String>,
}

/// Evaluate the tag lines of one subject. Generator-level tags are skipped
/// (the planner reads them). Returns everything the valid tags contribute
/// and every problem found; callers fail when the list is non-empty.
pub fn evaluate(registry: &Registry, ctx: &TagContext<'_>, lines: &[TagLine]) -> (Validations, Vec<EvalError>) {
    let (parsed, mut validations, mut errors) = evaluate_lines(registry, ctx, lines);
    // Deferred work: subfield checks and unions need every
    // subfield tag, list semantics every list tag.
    let checks = std::mem::take(&mut validations.checks);
    match super::subfield::finish(ctx, checks, validations.opaque) {
        Ok(checks) => validations.checks = checks,
        Err(message) => {
            let subfield_tag = parsed.iter().find(|(t, _)| mentions(t, "k8s:subfield"));
            if let Some((tag, line)) = subfield_tag.or(parsed.first()) {
                errors.push(located(line, tag, TagError::new(message)));
            }
        }
    }
    // List semantics.
    // Item union members are named after the list: its JSON name, or on a
    // typedef the type's name.
    let list_name = match (ctx.siblings.and_then(|(fields, i)| fields.get(i)), ctx.shape) {
        (Some(field), _) => field.json_name.as_str(),
        (None, crate::model::Shape::Named(id)) if ctx.scope == super::Scope::Type => ctx.model.name(*id),
        (None, _) => "",
    };
    if let Err(message) = super::lists::settle(
        ctx.model,
        ctx.shape,
        list_name,
        ctx.declared_correlation.as_ref(),
        &mut validations,
    ) {
        let (culprit, repeated) = list_error_tag(&message);
        let mut candidates = parsed.iter().filter(|(t, _)| mentions(t, culprit));
        let list_tag = if repeated {
            candidates.next_back()
        } else {
            candidates.next()
        };
        let any_list_tag = || {
            parsed.iter().find(|(t, _)| {
                matches!(
                    t.name.as_str(),
                    "k8s:listType" | "k8s:unique" | "k8s:listMapKey" | "k8s:customUnique" | "k8s:update" | "k8s:item"
                )
            })
        };
        if let Some((tag, line)) = list_tag.or_else(any_list_tag).or(parsed.first()) {
            errors.push(located(line, tag, TagError::new(message)));
        }
    }
    // The checks of `k8s:ifMode` rules run on this value too: their list
    // tags use its list semantics.
    let correlation = validations
        .correlation
        .clone()
        .or_else(|| ctx.declared_correlation.clone());
    for check in validations.struct_checks.iter_mut() {
        let Call::ModeRule { checks, .. } = &mut check.call else {
            continue;
        };
        let mut rule = Validations {
            checks: std::mem::take(checks),
            ..Validations::none()
        };
        let settled = super::lists::settle(ctx.model, ctx.shape, list_name, correlation.as_ref(), &mut rule);
        *checks = rule.checks;
        if let Err(message) = settled {
            let mode_tag = parsed.iter().find(|(t, _)| mentions(t, "k8s:ifMode"));
            if let Some((tag, line)) = mode_tag.or(parsed.first()) {
                errors.push(located(line, tag, TagError::new(message)));
            }
        }
    }
    (validations, errors)
}

/// The problems of each tag line on its own: parsing, type-checking and
/// the tag's own checks, without those that need all of a subject's tags
/// together (list semantics).
pub fn evaluate_each(registry: &Registry, ctx: &TagContext<'_>, lines: &[TagLine]) -> Vec<EvalError> {
    evaluate_lines(registry, ctx, lines).2
}

/// Parse, sort and evaluate every line: the tags parsed, what they
/// contribute, and the problems found.
fn evaluate_lines<'l>(
    registry: &Registry,
    ctx: &TagContext<'_>,
    lines: &'l [TagLine],
) -> (Vec<(Tag, &'l TagLine)>, Validations, Vec<EvalError>) {
    let mut errors = Vec::new();
    let mut parsed: Vec<(Tag, &TagLine)> = Vec::new();
    // kube-openapi's markers combine (`minimum`, `exclusiveMinimum`).
    let _markers = super::openapi_markers::SubjectScope::enter(lines);
    // CEL rule markers span lines: each rule's lines make one tag.
    if registry.get(super::cel::NAME).is_some() {
        let (rules, problems) = super::cel::gather(lines);
        errors.extend(problems);
        for (tag, line) in rules {
            match super::cel::resolve(ctx, &tag) {
                Ok(tag) => parsed.push((tag, line)),
                Err(e) => errors.push(located(line, &tag, e)),
            }
        }
    }
    for line in lines.iter().filter(|l| !super::cel::is_marker(l)) {
        match parse_line(registry, line) {
            // kube-openapi's nested value markers, placed as the CEL ones are.
            Ok(Some(tag)) if super::openapi_markers::is_nested(&tag) => match super::cel::resolve(ctx, &tag) {
                Ok(resolved) => parsed.push((resolved, line)),
                Err(e) => errors.push(located(line, &tag, e)),
            },
            Ok(Some(tag)) => parsed.push((tag, line)),
            Ok(None) => {}
            Err(e) => errors.push(e),
        }
    }
    // Stable: same-named tags keep their order of appearance.
    parsed.sort_by(|a, b| a.0.name.cmp(&b.0.name));
    let mut validations = Validations::none();
    for (tag, line) in &parsed {
        // A nested value marker pairs with the markers of its nesting.
        let _nesting = super::openapi_markers::NestingScope::enter(super::openapi_markers::line_key_prefix(&line.text));
        match evaluate_tag(registry, ctx, tag) {
            Ok(mut v) => {
                let checks = std::mem::take(&mut v.checks);
                super::openapi_markers::add_checks(&mut validations.checks, &line.text, checks);
                validations.extend(v);
            }
            Err(e) => {
                // A CEL rule's attribute may stand on a line of its own.
                let line = e
                    .attribute
                    .and_then(|a| super::cel::attribute_line(lines, line, a))
                    .unwrap_or(line);
                errors.push(located(line, tag, e));
            }
        }
    }
    (parsed, validations, errors)
}

/// A single-valued tag given twice in one subject's lines (the same chain
/// of wrappers and arguments leading to it): which value holds would be a
/// guess. Every later use is reported; lines that do not parse are
/// reported elsewhere.
pub fn repeated_single_valued(registry: &Registry, lines: &[TagLine]) -> Vec<EvalError> {
    if !may_repeat(lines) {
        return Vec::new();
    }
    let mut first: HashMap<String, &TagLine> = HashMap::new();
    let mut errors = Vec::new();
    for line in lines {
        let Ok(Some(tag)) = parse_line(registry, line) else {
            continue;
        };
        let innermost = tag.innermost();
        if !registry
            .get(&innermost.name)
            .is_some_and(|(decl, _)| decl.single_valued)
        {
            continue;
        }
        let key = wrappers_of(&tag);
        match first.get(&key) {
            Some(earlier) => {
                let message = format!(
                    "{key} may only be specified once (first given on line {})",
                    earlier.location.line
                );
                errors.push(located(line, innermost, TagError::new(message)));
            }
            None => {
                first.insert(key, line);
            }
        }
    }
    errors
}

/// Whether two of the lines could give the same tag: both mention a tag
/// (`+name`, in a chain too) whose name ends in the same segment. A
/// repeated tag's lines both spell its name, so when no two lines share
/// such a segment there is nothing to parse for repeats (most subjects'
/// tags differ, and parsing every line a second time is what costs).
fn may_repeat(lines: &[TagLine]) -> bool {
    if lines.len() < 2 {
        return false;
    }
    let mut seen: HashSet<&str> = HashSet::new();
    let mut in_line: Vec<&str> = Vec::new();
    for line in lines {
        in_line.clear();
        in_line.extend(mentioned_name_ends(&line.text));
        in_line.sort_unstable();
        in_line.dedup();
        for end in &in_line {
            if !seen.insert(end) {
                return true;
            }
        }
    }
    false
}

/// The last `:`-segment of every `+name` in a line (`maxLength` of
/// `+k8s:ifEnabled(A)=+k8s:validation:items:maxLength=3`).
fn mentioned_name_ends(text: &str) -> impl Iterator<Item = &str> {
    let is_name_byte = |b: u8| b.is_ascii_alphanumeric() || matches!(b, b':' | b'_' | b'-' | b'.');
    text.match_indices('+').filter_map(move |(at, _)| {
        let rest = text.get(at + 1..)?;
        let len = rest.bytes().take_while(|b| is_name_byte(*b)).count();
        let name = rest.get(..len)?;
        let end = name.rsplit(':').next().unwrap_or(name);
        (!end.is_empty()).then_some(end)
    })
}

/// A tag without its innermost value: `k8s:maximum`,
/// `k8s:ifEnabled("A")=+k8s:maximum`.
fn wrappers_of(tag: &Tag) -> String {
    tag.chain()
        .map(|link| {
            let args: Vec<String> = link.args.iter().map(ToString::to_string).collect();
            match args.is_empty() {
                true => link.name.clone(),
                false => format!("{}({})", link.name, args.join(", ")),
            }
        })
        .collect::<Vec<_>>()
        .join("=+")
}

/// The tag a list-semantics problem is about, and whether it is a repeat
/// (then its last use is the one to show).
fn list_error_tag(message: &str) -> (&'static str, bool) {
    if message.starts_with("k8s:listType may only") {
        ("k8s:listType", true)
    } else if message.starts_with("k8s:unique may only") {
        ("k8s:unique", true)
    } else if message.contains("k8s:unique is used") || message.contains("k8s:unique can only") {
        ("k8s:unique", false)
    } else if message.starts_with("listMapKey") {
        ("k8s:listMapKey", false)
    } else if message.contains("k8s:eachVal") {
        ("k8s:eachVal", false)
    } else if message.contains("NoAddItem") {
        ("k8s:update", false)
    } else if message.contains("item") || message.contains("union") {
        ("k8s:item", false)
    } else {
        ("k8s:listType", false)
    }
}

/// Whether a tag or a tag in its chain is `name`.
fn mentions(tag: &Tag, name: &str) -> bool {
    tag.name == name || tag.chained().is_some_and(|t| mentions(t, name))
}

/// Evaluate one parsed tag in a context: scope, arguments and payload are
/// checked against the declaration before the tag itself runs.
pub fn evaluate_tag(registry: &Registry, ctx: &TagContext<'_>, tag: &Tag) -> Result<Validations, TagError> {
    let Some((decl, validator)) = registry.get(&tag.name) else {
        return Err(unknown_tag(registry, &tag.name).at(tag.name_span));
    };
    type_check(decl, ctx, tag)?;
    validator.validations(ctx, tag)
}

/// Parse a line whose name is a validation tag; `None` for generator tags.
fn parse_line(registry: &Registry, line: &TagLine) -> Result<Option<Tag>, EvalError> {
    // kube-openapi's value markers are in its syntax, not the tag grammar.
    if let Some(parsed) = super::openapi_markers::parse_marker(&line.text) {
        let name = tags::tag_name(&line.text).unwrap_or_default();
        if super::openapi_markers::marker_name(&line.text).is_some_and(|marker| registry.get(marker).is_some()) {
            return parsed.map(Some).map_err(|e| EvalError {
                code: "malformed-tag",
                location: shift(line, e.span.unwrap_or(tags::Span::new(1, name.len() + 1))),
                message: e.message,
                label: None,
                help: None,
            });
        }
    }
    let name = tags::tag_name(&line.text).unwrap_or_default();
    if Registry::is_generator_tag(name) {
        return Ok(None);
    }
    if registry.get(name).is_none() {
        // Tags of other tools (`+genclient`, `+k8s:deepcopy-gen`) are not
        // ours; only a near miss of a registered name is reported.
        let Some(meant) = registry.misspelled(name) else {
            return Ok(None);
        };
        return Err(EvalError {
            code: "unknown-tag",
            message: format!("unknown tag \"{name}\""),
            location: line.location.shifted(1, name.chars().count()),
            label: Some("not a registered tag".into()),
            help: Some(format!("did you mean `{meant}`?")),
        });
    }
    tags::parse_tag(&line.text).map(Some).map_err(|e| EvalError {
        code: "malformed-tag",
        message: format!("malformed tag: {}", e.message),
        location: shift(line, e.span),
        label: None,
        help: None,
    })
}

fn unknown_tag(registry: &Registry, name: &str) -> TagError {
    TagError::new(format!("unknown tag \"{name}\"")).with_help(err_help(registry, name))
}

fn err_help(registry: &Registry, name: &str) -> Option<String> {
    did_you_mean(name, registry.known_names()).map(|s| format!("did you mean `{s}`?"))
}

fn located(line: &TagLine, tag: &Tag, err: TagError) -> EvalError {
    let span = err.span.unwrap_or(tag.name_span);
    EvalError {
        code: "invalid-tag",
        message: err.message,
        location: shift(line, span),
        label: None,
        help: err.help,
    }
}

/// The location of a byte range of a tag line's text.
fn shift(line: &TagLine, span: tags::Span) -> SourceLocation {
    let chars_before = line.text.get(..span.start).map_or(0, |s| s.chars().count());
    let len = line.text.get(span.start..span.end).map_or(1, |s| s.chars().count());
    line.location.shifted(chars_before, len)
}

/// Scope, arguments, payload.
fn type_check(decl: &TagDecl, ctx: &TagContext<'_>, tag: &Tag) -> Result<(), TagError> {
    if !decl.scopes.contains(&ctx.scope) {
        return Err(TagError::new(format!(
            "tag \"{}\" cannot be specified on {}",
            decl.name,
            ctx.scope.phrase()
        ))
        .at(tag.name_span));
    }
    for arg in &tag.args {
        let declared = decl.args.iter().find(|d| d.name == arg.name.as_deref());
        match (declared, &arg.name) {
            (Some(d), name) if d.kind != arg.value.kind() => {
                let which = name
                    .as_ref()
                    .map_or("positional argument".to_string(), |n| format!("argument \"{n}\""));
                return Err(TagError::new(format!(
                    "{which} has wrong type: got {}, want {}",
                    arg.value.kind(),
                    d.kind
                ))
                .at(arg.span));
            }
            (Some(_), _) => {}
            (None, _) if decl.accepts_unknown_args => {}
            (None, Some(n)) => return Err(TagError::new(format!("unrecognized named argument \"{n}\"")).at(arg.span)),
            (None, None) => return Err(TagError::new("tag takes no positional argument").at(arg.span)),
        }
    }
    for d in decl.args.iter().filter(|d| d.required) {
        if !tag.args.iter().any(|a| a.name.as_deref() == d.name) {
            let message = match d.name {
                None => format!("missing required positional argument of type {}", d.kind),
                Some(n) => format!("missing named argument \"{n}\" of type {}", d.kind),
            };
            return Err(TagError::new(message).at(tag.name_span));
        }
    }
    check_payload(decl, tag)
}

fn check_payload(decl: &TagDecl, tag: &Tag) -> Result<(), TagError> {
    let span = tag.value_span.unwrap_or(tag.name_span);
    let got = match &tag.value {
        None if decl.payload_required => {
            return Err(TagError::new(format!("missing required tag value of type {}", decl.payload)).at(tag.name_span))
        }
        None => return Ok(()),
        Some(TagValue::Tag(_)) => PayloadKind::Tag,
        Some(TagValue::Literal(lit)) => match lit.kind() {
            tags::LiteralKind::String => PayloadKind::String,
            tags::LiteralKind::Int => PayloadKind::Int,
            tags::LiteralKind::Bool => PayloadKind::Bool,
        },
    };
    match decl.payload {
        PayloadKind::None => Err(TagError::new(format!("tag \"{}\" takes no value (got {got})", decl.name)).at(span)),
        PayloadKind::Raw if got != PayloadKind::Tag => Ok(()),
        want if want == got => Ok(()),
        want => Err(TagError::new(format!("tag value has wrong type: got {got}, want {want}")).at(span)),
    }
}

#[cfg(test)]
mod tests {
    use super::may_repeat;
    use crate::model::TagLine;
    use crate::source::SourceLocation;

    fn lines(texts: &[&str]) -> Vec<TagLine> {
        let at = |line| SourceLocation {
            file: 0,
            line,
            column: 4,
            len: 1,
        };
        texts
            .iter()
            .zip(1..)
            .map(|(text, line)| TagLine {
                text: (*text).to_owned(),
                location: at(line),
            })
            .collect()
    }

    #[test]
    fn lines_whose_tags_all_differ_cannot_repeat_one() {
        assert!(!may_repeat(&lines(&["+k8s:maximum=5"])));
        assert!(!may_repeat(&lines(&[
            "+k8s:optional",
            "+k8s:maximum=5",
            "+k8s:format=k8s-long-name"
        ])));
        // One line naming a tag twice is not a repeat across lines.
        assert!(!may_repeat(&lines(&[
            "+k8s:ifEnabled(A)=+k8s:ifEnabled(B)=+k8s:maximum=1",
            "+k8s:optional"
        ])));
    }

    #[test]
    fn lines_naming_the_same_tag_may_repeat_it_in_any_chain() {
        assert!(may_repeat(&lines(&["+k8s:maximum=5", "+k8s:maximum=6"])));
        assert!(may_repeat(&lines(&[
            "+k8s:maximum=5",
            "+k8s:ifEnabled(\"A\")=+k8s:maximum=6"
        ])));
        assert!(may_repeat(&lines(&[
            "+k8s:validation:items:maxLength=3",
            "+k8s:eachVal=+k8s:maxLength=4"
        ])));
    }
}
