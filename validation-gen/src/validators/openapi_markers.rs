//! kube-openapi's value markers, `+k8s:validation:<key>=<JSON value>`, on
//! types and fields: `pattern`, `minimum`, `maximum`, `exclusiveMinimum`,
//! `exclusiveMaximum`, `minLength`, `maxLength`, `minItems`, `maxItems`,
//! `minProperties`, `maxProperties`, `multipleOf`, `enum`, `format`,
//! `uniqueItems` and `nullable` (its `commentTags`; the CEL rules of the same
//! family are [`super::cel`]).
//!
//! kube-openapi reads a marker line as `key=<JSON>`, `key><raw string>` or a
//! bare `key` (`true`), decodes the value into the key's Go type (`float64`
//! for the numbers, `int64` for the sizes, `bool` for the flags, `[]any` for
//! `enum`), checks the values (`minLength cannot be negative`, a pattern
//! Go's `regexp` compiles, ...) and the type each applies to
//! (`pattern can only be used on string types`), and writes the keyword into
//! the schema as it is: `exclusiveMinimum` is OpenAPI v3.0's flag on
//! `minimum`. Its errors are reported here in its words, located at the
//! line. The generated code checks each keyword as the API server's schema
//! validation does for a CRD, with its messages
//! (`validation_runtime::validate::openapi`); patterns are Go regular
//! expressions, translated to Rust's syntax at generation time.
//!
//! Nested markers (`items:maxLength`, `additionalProperties:`,
//! `properties:<name>:`, nested in turn) are parsed into the marker's tag
//! wrapped in its nesting, which [`super::cel::resolve`] checks against the
//! value's type and turns into `k8s:eachVal` / `k8s:subfield`, as for the
//! nested CEL markers, and are checked at the nested path (the runtime's
//! `validate::openapi` names a map value `map.key`, as the API server's
//! schema validation does). The schema stage writes the keyword where
//! kube-openapi does, in an `allOf` entry (`crate::schema`). A marker may
//! stand in `k8s:eachVal=+` / `k8s:eachKey=+`, its value read in
//! kube-openapi's syntax. Markers pair
//! (`minimum` with `exclusiveMinimum`) within one nesting only. kube-openapi
//! neither checks a nested marker's value nor, under `items:` and
//! `additionalProperties:`, its type (only under `properties:`); here each
//! is checked as the flat marker is, since the Rust check needs both.
//!
//! kube-openapi has no `default` marker (its default is `+default=<JSON>`,
//! which the generator reads): `k8s:validation:default` is an unregistered
//! name like any other. `uniqueItems=true`, which kube-openapi writes, is an
//! error here: a CRD schema may not have it (the API server rejects the
//! CRD).

use serde_json::Value;
use validation_runtime::quote::go_quote;

use crate::model::{Primitive, Shape, TagLine, ValueKind};
use crate::tags::{Literal, Span, Tag, TagValue};

use super::{
    Call, CallArg, Check, Keyword, MarkerKeyword, PayloadKind, Registry, Rule, SchemaMeaning, Scope, Stability,
    TagContext, TagDecl, TagError, TagValidator, Validations,
};

/// What every marker line starts with.
const PREFIX: &str = "+k8s:validation:";

/// The Go type kube-openapi decodes a marker's value into.
#[derive(Clone, Copy, PartialEq, Eq)]
enum GoType {
    Float,
    Int,
    Bool,
    String,
    Array,
}

impl GoType {
    fn name(self) -> &'static str {
        match self {
            GoType::Float => "float64",
            GoType::Int => "int64",
            GoType::Bool => "bool",
            GoType::String => "string",
            GoType::Array => "[]interface {}",
        }
    }
}

/// What a marker applies to, as kube-openapi's `ValidateType` checks it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Applies {
    Strings,
    Numbers,
    Arrays,
    /// Maps and structs ("map types" in its message).
    Objects,
    Anything,
}

/// One marker: everything that differs between them is data.
#[derive(Clone, Copy)]
struct Marker {
    /// The tag's name, `k8s:validation:<key>`.
    name: &'static str,
    key: &'static str,
    go_type: GoType,
    applies: Applies,
    description: &'static str,
    example: &'static str,
}

/// What every marker's description ends with: its nested forms.
macro_rules! nested_note {
    () => {
        " Nested (kube-openapi's keys, in turn): `+k8s:validation:items:<key>` on every list item, \
         `additionalProperties:<key>` on every map value, `properties:<json name>:<key>` on one struct field; the \
         keyword goes into an `allOf` entry of the value's schema as kube-openapi writes it (under a map's own \
         value schema for `additionalProperties:`, which a CRD may not say under `allOf`) and is checked at the \
         item's, value's (`map.key`, as the API server names it) or field's path, paired with the markers of the \
         same nesting; as the API server runs `allOf`, an entry's checks never ratchet, and a value whose entry \
         fails is also reported at no field: `\"<name>\" must validate all the schemas (allOf). None validated`. \
         `+k8s:eachVal=+k8s:validation:<key>=<JSON>` reads the value as written."
    };
}

const MARKERS: [Marker; 16] = [
    Marker {
        name: "k8s:validation:pattern",
        key: "pattern",
        go_type: GoType::String,
        applies: Applies::Strings,
        description: concat!(
            "`pattern`: the string must match the Go regular expression (unanchored, as Go's `regexp` \
                      matches; a pattern Go's `regexp` rejects fails generation with Go's error). Rust: \
                      `Invalid value: \"<v>\": <path> in body should match '<pattern>'`.",
            nested_note!()
        ),
        example: "/// +k8s:validation:pattern=\"^[a-z]+$\"\npub name: String,",
    },
    Marker {
        name: "k8s:validation:minimum",
        key: "minimum",
        go_type: GoType::Float,
        applies: Applies::Numbers,
        description: concat!(
            "`minimum` (a JSON number; with `exclusiveMinimum`, exclusive). A limit outside the field's \
                      format (a fraction on an integer) is itself reported on every value, and the value compared \
                      as a float, as the API server does. Rust: `Invalid value: <v>: <path> in body should be \
                      greater than or equal to <limit>` (`greater than` when exclusive).",
            nested_note!()
        ),
        example: "/// +k8s:validation:minimum=1\npub replicas: i32,",
    },
    Marker {
        name: "k8s:validation:maximum",
        key: "maximum",
        go_type: GoType::Float,
        applies: Applies::Numbers,
        description: concat!(
            "`maximum` (a JSON number; with `exclusiveMaximum`, exclusive). Rust: `Invalid value: <v>: \
                      <path> in body should be less than or equal to <limit>` (`less than` when exclusive).",
            nested_note!()
        ),
        example: "/// +k8s:validation:maximum=0.5\npub ratio: f64,",
    },
    Marker {
        name: "k8s:validation:exclusiveMinimum",
        key: "exclusiveMinimum",
        go_type: GoType::Bool,
        applies: Applies::Numbers,
        description: concat!(
            "`exclusiveMinimum: true` (bare, or `=true`): the subject's `minimum` excludes its limit. \
                      Without `minimum` it checks nothing, as in the schema.",
            nested_note!()
        ),
        example: "/// +k8s:validation:minimum=0\n/// +k8s:validation:exclusiveMinimum\npub weight: f64,",
    },
    Marker {
        name: "k8s:validation:exclusiveMaximum",
        key: "exclusiveMaximum",
        go_type: GoType::Bool,
        applies: Applies::Numbers,
        description: concat!(
            "`exclusiveMaximum: true`: the subject's `maximum` excludes its limit.",
            nested_note!()
        ),
        example: "/// +k8s:validation:maximum=1\n/// +k8s:validation:exclusiveMaximum\npub ratio: f64,",
    },
    Marker {
        name: "k8s:validation:minLength",
        key: "minLength",
        go_type: GoType::Int,
        applies: Applies::Strings,
        description: concat!(
            "`minLength` (characters). Rust: `Invalid value: \"<v>\": <path> in body should be at least \
                      <n> chars long`.",
            nested_note!()
        ),
        example: "/// +k8s:validation:minLength=1\npub name: String,",
    },
    Marker {
        name: "k8s:validation:maxLength",
        key: "maxLength",
        go_type: GoType::Int,
        applies: Applies::Strings,
        description: concat!(
            "`maxLength` (characters). Rust: `Too long: may not be more than <n> bytes`, the API server's \
                      wording for this keyword.",
            nested_note!()
        ),
        example: "/// +k8s:validation:maxLength=63\npub name: String,",
    },
    Marker {
        name: "k8s:validation:minItems",
        key: "minItems",
        go_type: GoType::Int,
        applies: Applies::Arrays,
        description: concat!(
            "`minItems`. Rust: `Invalid value: <count>: <path> in body should have at least <n> items`.",
            nested_note!()
        ),
        example: "/// +k8s:validation:minItems=1\npub hosts: Vec<String>,",
    },
    Marker {
        name: "k8s:validation:maxItems",
        key: "maxItems",
        go_type: GoType::Int,
        applies: Applies::Arrays,
        description: concat!(
            "`maxItems`. Rust: `Too many: <count>: must have at most <n> items`.",
            nested_note!()
        ),
        example: "/// +k8s:validation:maxItems=8\npub hosts: Vec<String>,",
    },
    Marker {
        name: "k8s:validation:minProperties",
        key: "minProperties",
        go_type: GoType::Int,
        applies: Applies::Objects,
        description: concat!(
            "`minProperties`. Rust: `Invalid value: <count>: <path> in body should have at least <n> \
                      properties`; a map's entries, or a struct's properties in its JSON form (the fields it \
                      writes, an absent `Option` written as `null` too, flattened fields' one by one), counted \
                      through `serde::Serialize` without building it.",
            nested_note!()
        ),
        example: "/// +k8s:validation:minProperties=1\npub labels: std::collections::BTreeMap<String, String>,",
    },
    Marker {
        name: "k8s:validation:maxProperties",
        key: "maxProperties",
        go_type: GoType::Int,
        applies: Applies::Objects,
        description: concat!(
            "`maxProperties`. Rust: `Too many: <count>: must have at most <n> items`; counted as \
                      `minProperties` counts.",
            nested_note!()
        ),
        example: "/// +k8s:validation:maxProperties=16\npub labels: std::collections::BTreeMap<String, String>,",
    },
    Marker {
        name: "k8s:validation:multipleOf",
        key: "multipleOf",
        go_type: GoType::Float,
        applies: Applies::Numbers,
        description: concat!(
            "`multipleOf` (not 0). Rust: `Invalid value: <v>: <path> in body should be a multiple of <f>`.",
            nested_note!()
        ),
        example: "/// +k8s:validation:multipleOf=5\npub step: i32,",
    },
    Marker {
        name: "k8s:validation:enum",
        key: "enum",
        go_type: GoType::Array,
        applies: Applies::Anything,
        description: concat!(
            "`enum` (a JSON array). Rust, on strings and numbers: `Unsupported value: <v>: supported \
                      values: \"a\", \"b\"`.",
            nested_note!()
        ),
        example: "/// +k8s:validation:enum=[\"Always\",\"Never\"]\npub policy: String,",
    },
    Marker {
        name: "k8s:validation:format",
        key: "format",
        go_type: GoType::String,
        applies: Applies::Anything,
        description: concat!(
            "`format`, written into the schema as given. On a string, the formats the API server checks \
                      in a custom resource (`date-time`, `date`, `duration`, `uuid`, `email`, `hostname`, `ipv4`, \
                      `ipv6`, `cidr`, `mac`, `uri`, `byte`, ...) are checked in Rust the same way: `Invalid value: \
                      \"<v>\": <path> in body must be of type <format>: \"<v>\"`; other formats check nothing.",
            nested_note!()
        ),
        example: "/// +k8s:validation:format=\"date-time\"\n/// +k8s:validation:minLength=1\npub since: String,",
    },
    Marker {
        name: "k8s:validation:uniqueItems",
        key: "uniqueItems",
        go_type: GoType::Bool,
        applies: Applies::Arrays,
        description: concat!(
            "`uniqueItems`: `true` is an error, as the API server rejects it in a CRD (\"uniqueItems \
                      cannot be set to true since the runtime complexity becomes quadratic\"): use \
                      `k8s:listType=set`. `false` says nothing.",
            nested_note!()
        ),
        example: "/// +k8s:listType=set\n/// +k8s:validation:uniqueItems=false\npub hosts: Vec<String>,",
    },
    Marker {
        name: "k8s:validation:nullable",
        key: "nullable",
        go_type: GoType::Bool,
        applies: Applies::Anything,
        description: concat!(
            "`nullable: true`: the schema accepts `null`. Nothing to check in Rust.",
            nested_note!()
        ),
        example: "/// +k8s:validation:nullable\n/// +k8s:validation:maxLength=64\npub note: Option<String>,",
    },
];

pub fn register(registry: &mut Registry) {
    for marker in MARKERS {
        registry.register(marker);
    }
}

/// The registered tag names of the markers (`k8s:validation:pattern`, ...).
pub fn names() -> impl Iterator<Item = &'static str> {
    MARKERS.iter().map(|m| m.name)
}

fn marker(key: &str) -> Option<&'static Marker> {
    MARKERS.iter().find(|m| m.key == key)
}

/// kube-openapi's key characters.
fn is_key_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, ':' | '_' | '[' | ']' | '-')
}

/// The iteration tags a value marker may stand inside, in the tag
/// grammar's chain syntax: `+k8s:eachVal=+k8s:validation:maxLength=3`.
const WRAPPERS: [(&str, &str); 2] = [("+k8s:eachVal=", "k8s:eachVal"), ("+k8s:eachKey=", "k8s:eachKey")];

/// The iteration tags in front of a marker (`+k8s:eachVal=`, repeated),
/// each as (tag name, span of the name), and where the marker's `+` is.
fn wrappers(text: &str, mut at: usize) -> (Vec<(&'static str, Span)>, usize) {
    let mut found = Vec::new();
    while let Some((prefix, name)) = WRAPPERS
        .iter()
        .find(|(prefix, _)| text.get(at..).is_some_and(|rest| rest.starts_with(prefix)))
    {
        found.push((*name, Span::new(at + 1, at + prefix.len() - 1)));
        at += prefix.len();
    }
    (found, at)
}

/// A value marker line read as kube-openapi reads it, as a tag named
/// `k8s:validation:<key>` whose value is the JSON text (`true` for a bare
/// key, a JSON string for `key><raw text>`). A nested marker
/// (`items:maxLength`, `additionalProperties:`, `properties:<name>:`, nested
/// in turn) is that tag wrapped in its nesting, as the CEL markers' is
/// ([`super::cel::resolve`] checks and places it). A marker chained to
/// `+k8s:eachVal=` / `+k8s:eachKey=` is read the same way, its value as
/// written (`+k8s:eachVal=+k8s:validation:pattern="^[a-z]+$"`), and wrapped
/// in those tags. `None` when the line is no value marker (another tag, a
/// CEL marker, an unknown key).
pub fn parse_marker(text: &str) -> Option<Result<Tag, TagError>> {
    let lead = text.len() - text.trim_start().len();
    let body = text.trim_end();
    let (outer, start) = wrappers(body, lead);
    if !body.get(start..)?.starts_with(PREFIX) {
        return None;
    }
    let (steps, key_start) = super::cel::key_steps(body, start + PREFIX.len());
    let rest = body.get(key_start..)?;
    let key_len = rest.find(|c: char| !is_key_char(c)).unwrap_or(rest.len());
    let key = rest.get(..key_len)?;
    marker(key)?;
    let name_span = match steps.is_empty() {
        true => Span::new(start + 1, key_start + key_len),
        false => Span::new(key_start, key_start + key_len),
    };
    let after = rest.get(key_len..)?;
    let value_start = key_start + key_len + 1;
    let (json, raw, value_span) = if after.is_empty() {
        ("true".to_owned(), "true".to_owned(), name_span)
    } else if let Some(v) = after.strip_prefix('=') {
        (v.to_owned(), v.to_owned(), Span::new(value_start, body.len()))
    } else if let Some(v) = after.strip_prefix('>') {
        let v = v.trim_matches(' ');
        (
            serde_json::to_string(v).unwrap_or_default(),
            v.to_owned(),
            Span::new(value_start, body.len()),
        )
    } else {
        let line = body.get(start + 1..).unwrap_or_default();
        return Some(Err(TagError::new(format!(
            "invalid marker comment does not match expected `+key=<json formatted value>` pattern: {}",
            line.strip_prefix("k8s:validation:").unwrap_or(line)
        ))
        .at(name_span)));
    };
    let tag = Tag {
        name: format!("k8s:validation:{key}"),
        name_span,
        args: Vec::new(),
        args_span: None,
        value: Some(TagValue::Literal(Literal::String(json))),
        value_raw: Some(raw),
        value_span: Some(value_span),
        span: Span::new(start, body.len()),
    };
    let nested = super::cel::wrap_steps(tag, &steps);
    Some(Ok(outer.iter().rev().fold(nested, |inner, (name, name_span)| Tag {
        name: (*name).to_owned(),
        name_span: *name_span,
        args: Vec::new(),
        args_span: None,
        value_span: Some(inner.span),
        value: Some(TagValue::Tag(Box::new(inner))),
        value_raw: None,
        span: Span::new(name_span.start - 1, body.len()),
    })))
}

/// Whether a tag line is a value marker on its own (not chained to
/// `k8s:eachVal` / `k8s:eachKey`, which are tags of the grammar around it).
pub fn is_marker_line(text: &str) -> bool {
    text.trim_start().starts_with(PREFIX) && parse_marker(text).is_some()
}

/// The registered name of the value marker a line is (`k8s:validation:maxLength`
/// for `+k8s:validation:items:maxLength=5` and
/// `+k8s:eachVal=+k8s:validation:maxLength=5` too), well formed or not.
pub fn marker_name(text: &str) -> Option<&'static str> {
    let body = text.trim();
    let (_, start) = wrappers(body, 0);
    let (_, key_start) = super::cel::key_steps(
        body,
        start + body.get(start..)?.strip_prefix(PREFIX).map(|_| PREFIX.len())?,
    );
    let rest = body.get(key_start..)?;
    let key_len = rest.find(|c: char| !is_key_char(c)).unwrap_or(rest.len());
    marker(rest.get(..key_len)?).map(|m| m.name)
}

/// Whether a tag is a value marker (`k8s:validation:maxLength`).
pub fn is_marker(tag: &Tag) -> bool {
    MARKERS.iter().any(|m| m.name == tag.name)
}

/// Whether a parsed marker is nested in kube-openapi's keys (`items:`,
/// `additionalProperties:`, `properties:<name>:`), inside
/// `k8s:eachVal=+` or not.
pub fn is_nested(tag: &Tag) -> bool {
    tag.chain().any(|link| {
        [
            super::cel::ITEMS,
            super::cel::ADDITIONAL_PROPERTIES,
            super::cel::PROPERTIES,
        ]
        .contains(&link.name.as_str())
    })
}

/// One step from a subject to the value a nested marker's keyword is on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// kube-openapi's `items:`.
    Items,
    /// kube-openapi's `additionalProperties:`.
    AdditionalProperties,
    /// kube-openapi's `properties:<json name>:`.
    Property(String),
    /// `k8s:eachVal=+` in front of the marker: every list item or map value.
    EachVal,
}

/// The steps of a parsed value marker, outermost first, and the marker's
/// own tag; `None` when a link is no step (`k8s:eachKey`).
pub fn steps(tag: &Tag) -> Option<(Vec<Step>, &Tag)> {
    let mut steps = Vec::new();
    for link in tag.chain() {
        steps.push(match link.name.as_str() {
            super::cel::ITEMS => Step::Items,
            super::cel::ADDITIONAL_PROPERTIES => Step::AdditionalProperties,
            super::cel::PROPERTIES => Step::Property(
                link.positional_arg()
                    .and_then(|a| a.value.as_str())
                    .unwrap_or_default()
                    .to_owned(),
            ),
            "k8s:eachVal" => Step::EachVal,
            _ if is_marker(link) => return Some((steps, link)),
            _ => return None,
        });
    }
    None
}

/// How many of a nested marker's steps lead into the schema's own nodes:
/// those up to its last `additionalProperties:` (or `k8s:eachVal=+` in
/// front), which a CRD may not say under `allOf`; the rest are written in
/// `allOf` entries (`crate::schema`).
pub fn structural_steps(steps: &[Step]) -> usize {
    steps
        .iter()
        .rposition(|s| matches!(s, Step::AdditionalProperties | Step::EachVal))
        .map_or(0, |last| last + 1)
}

/// For a tag line that is a nested value marker: how many of its steps
/// lead into the schema's own nodes, and how many more are `allOf` levels.
fn all_of_levels(text: &str) -> Option<(usize, usize)> {
    let Some(Ok(tag)) = parse_marker(text) else {
        return None;
    };
    let (steps, _) = steps(&tag)?;
    let structural = structural_steps(&steps);
    Some((structural, steps.len() - structural))
}

/// A nested marker's check (its `k8s:eachVal` / `k8s:subfield` chain) as
/// the API server runs the schema kube-openapi writes: past its first
/// `structural` steps, each node down to the keyword's is an `allOf` entry
/// (`items:items:maxLength` checks each item's items inside an entry of
/// the item, inside an entry of the list).
fn in_all_of(mut check: Check, structural: usize, levels: usize) -> Check {
    if structural == 0 && levels == 0 {
        return check;
    }
    let (structural, levels, wrap) = match structural {
        0 => (0, levels - 1, true),
        n => (n - 1, levels, false),
    };
    if let Call::Each { checks, .. } | Call::Subfield { checks, .. } = &mut check.call {
        *checks = std::mem::take(checks)
            .into_iter()
            .map(|c| in_all_of(c, structural, levels))
            .collect();
    }
    match wrap {
        true => Check::new(Rule::new("allOf"), Call::AllOf { checks: vec![check] }),
        false => check,
    }
}

/// Whether a check leads (through one `k8s:eachVal` / `k8s:subfield` step
/// after another) to an `allOf` entry.
fn leads_to_all_of(check: &Check) -> bool {
    match &check.call {
        Call::AllOf { .. } => true,
        Call::Each { checks, .. } | Call::Subfield { checks, .. } => {
            matches!(checks.as_slice(), [one] if leads_to_all_of(one))
        }
        _ => false,
    }
}

/// Adds a check to a subject's: where both lead to an `allOf` entry of the
/// same node, that node gets one entry holding both, as kube-openapi
/// writes one entry per subject and node.
fn add_to_entries(checks: &mut Vec<Check>, check: Check) {
    if leads_to_all_of(&check) {
        let same_node = |c: &&mut Check| {
            leads_to_all_of(c)
                && match (&c.call, &check.call) {
                    (Call::AllOf { .. }, Call::AllOf { .. }) => true,
                    (Call::Each { over: a, .. }, Call::Each { over: b, .. }) => a == b,
                    (Call::Subfield { field: a, .. }, Call::Subfield { field: b, .. }) => a == b,
                    _ => false,
                }
        };
        if let Some(existing) = checks.iter_mut().find(same_node) {
            if let (
                Call::AllOf { checks: into } | Call::Each { checks: into, .. } | Call::Subfield { checks: into, .. },
                Call::AllOf { checks: added } | Call::Each { checks: added, .. } | Call::Subfield { checks: added, .. },
            ) = (&mut existing.call, check.call)
            {
                for c in added {
                    add_to_entries(into, c);
                }
            }
            return;
        }
    }
    checks.push(check);
}

/// Adds the checks of a subject's tag line to its checks: a nested value
/// marker's in `allOf` entries where kube-openapi writes it there (one
/// entry per subject and node), any other line's as they are.
pub fn add_checks(checks: &mut Vec<Check>, line: &str, added: Vec<Check>) {
    match all_of_levels(line) {
        Some((structural, levels)) if levels > 0 => {
            for check in added {
                add_to_entries(checks, in_all_of(check, structural, levels));
            }
        }
        _ => checks.extend(added),
    }
}

/// The nesting of a parsed marker, which markers pair within: the
/// iteration tags in front of it (`k8s:eachVal=+`, which kube-openapi
/// never sees) and kube-openapi's key before the marker's own (`items:`,
/// `properties:a:additionalProperties:`); empty when it is not nested.
pub fn key_prefix(tag: &Tag) -> String {
    let mut prefix = String::new();
    for link in tag.chain() {
        match link.name.as_str() {
            "k8s:eachVal" | "k8s:eachKey" => {
                prefix.push_str(&link.name);
                prefix.push_str("=+");
            }
            super::cel::ITEMS => prefix.push_str("items:"),
            super::cel::ADDITIONAL_PROPERTIES => prefix.push_str("additionalProperties:"),
            super::cel::PROPERTIES => {
                let name = link.positional_arg().and_then(|a| a.value.as_str()).unwrap_or_default();
                prefix.push_str(&format!("properties:{name}:"));
            }
            _ => break,
        }
    }
    prefix
}

/// kube-openapi's part of a nesting: its key prefix, without the
/// iteration tags in front (its messages name keys so).
fn openapi_key(prefix: &str) -> &str {
    prefix.rsplit_once("=+").map_or(prefix, |(_, key)| key)
}

/// The key prefix of a tag line that is a value marker (empty for any
/// other line).
pub fn line_key_prefix(text: &str) -> String {
    match parse_marker(text) {
        Some(Ok(tag)) => key_prefix(&tag),
        _ => String::new(),
    }
}

/// A tag line as a tag: a value marker as [`parse_marker`] reads it, any
/// other line in the tag grammar.
pub fn parse_line(text: &str) -> Option<Tag> {
    match parse_marker(text) {
        Some(parsed) => parsed.ok(),
        None => crate::tags::parse_tag(text).ok(),
    }
}

/// kube-openapi's own error, as it words it.
fn invalid(message: impl std::fmt::Display) -> TagError {
    TagError::new(format!("invalid marker comments: {message}"))
}

/// The marker's value: its JSON text decoded into its Go type (`None`:
/// JSON `null`, which leaves the keyword unset).
fn decode(marker: &Marker, tag: &Tag) -> Result<Option<Value>, TagError> {
    let at = tag.value_span.unwrap_or(tag.name_span);
    let Some(TagValue::Literal(Literal::String(json))) = &tag.value else {
        return Err(TagError::new("a marker needs a JSON value").at(at));
    };
    let value: Value = serde_json::from_str(json).map_err(|e| {
        TagError::new(format!(
            "failed to parse marker comments: failed to parse value for key {}{} as JSON: {e}",
            current_prefix(),
            marker.key
        ))
        .at(at)
    })?;
    let kind = match &value {
        Value::Null => return Ok(None),
        Value::Bool(_) => GoType::Bool,
        Value::String(_) => GoType::String,
        Value::Array(_) => GoType::Array,
        Value::Number(n) if marker.go_type == GoType::Int && n.as_i64().is_none() => {
            return Err(unmarshal(marker, &format!("number {n}")).at(at));
        }
        Value::Number(_) if matches!(marker.go_type, GoType::Int | GoType::Float) => marker.go_type,
        Value::Number(_) => GoType::Float,
        Value::Object(_) => return Err(unmarshal(marker, "object").at(at)),
    };
    if kind != marker.go_type {
        let found = match kind {
            GoType::Float | GoType::Int => "number",
            GoType::Bool => "bool",
            GoType::String => "string",
            GoType::Array => "array",
        };
        return Err(unmarshal(marker, found).at(at));
    }
    Ok(Some(value))
}

/// Go's `encoding/json` error for a value of the wrong type.
fn unmarshal(marker: &Marker, found: &str) -> TagError {
    TagError::new(format!(
        "failed to unmarshal marker comments: json: cannot unmarshal {found} into Go struct field commentTags.{}{} of \
         type {}",
        current_prefix().replace(':', "."),
        marker.key,
        marker.go_type.name()
    ))
}

/// The subject's own tag lines (a type's, a field's), where the markers
/// that combine (`minimum` and `exclusiveMinimum`) are found when no
/// [`SubjectScope`] is open.
fn subject_lines<'a>(ctx: &TagContext<'a>) -> &'a [TagLine] {
    match (ctx.scope, ctx.siblings, ctx.shape) {
        (Scope::Field, Some((fields, index)), _) => fields.get(index).map_or(&[], |f| f.tags.as_slice()),
        (Scope::Type, _, Shape::Named(id)) => ctx.model.get(*id).map_or(&[], |t| t.tags.as_slice()),
        _ => &[],
    }
}

/// The first valid value of each marker among one subject's lines, by
/// [`MARKERS`] index, for each nesting (by key prefix: `""`, `items:`, ...):
/// kube-openapi pairs `items:minimum` with `items:exclusiveMinimum`, not with
/// the subject's own `exclusiveMinimum`.
type Partners = std::collections::BTreeMap<String, Vec<Option<Value>>>;

fn partners(lines: &[TagLine]) -> Partners {
    let mut found = Partners::new();
    for line in lines {
        let Some(Ok(tag)) = parse_marker(&line.text) else {
            continue;
        };
        let prefix = key_prefix(&tag);
        let tag = tag.innermost();
        let Some(index) = MARKERS.iter().position(|m| m.name == tag.name) else {
            continue;
        };
        let slots = found.entry(prefix).or_insert_with(|| vec![None; MARKERS.len()]);
        if let (Some(slot @ None), Some(marker)) = (slots.get_mut(index), MARKERS.get(index)) {
            *slot = decode(marker, tag).ok().flatten();
        }
    }
    found
}

/// One subject being evaluated: its markers' partners, and the nesting of
/// the marker being evaluated (its key prefix).
struct OpenSubject {
    partners: Partners,
    nesting: String,
}

thread_local! {
    /// The subjects being evaluated, innermost last.
    static SCOPES: std::cell::RefCell<Vec<OpenSubject>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// While alive, markers read their partners from `lines` (the subject
/// being evaluated), read once: each marker's lookup is then constant, not
/// a scan of the subject's lines.
pub struct SubjectScope(());

impl SubjectScope {
    pub fn enter(lines: &[TagLine]) -> SubjectScope {
        let partners = partners(lines);
        SCOPES.with(|s| {
            s.borrow_mut().push(OpenSubject {
                partners,
                nesting: String::new(),
            })
        });
        SubjectScope(())
    }
}

impl Drop for SubjectScope {
    fn drop(&mut self) {
        SCOPES.with(|s| s.borrow_mut().pop());
    }
}

/// While alive, the markers evaluated are those of nesting `prefix` of the
/// open subject (a nested marker runs below the subject, through
/// `k8s:eachVal` / `k8s:subfield`): they pair with that nesting's markers
/// and name their key with it.
pub struct NestingScope(Option<String>);

impl NestingScope {
    pub fn enter(prefix: String) -> NestingScope {
        let previous = SCOPES.with(|s| {
            s.borrow_mut()
                .last_mut()
                .map(|open| std::mem::replace(&mut open.nesting, prefix))
        });
        NestingScope(previous)
    }
}

impl Drop for NestingScope {
    fn drop(&mut self) {
        if let Some(previous) = self.0.take() {
            SCOPES.with(|s| {
                if let Some(open) = s.borrow_mut().last_mut() {
                    open.nesting = previous;
                }
            });
        }
    }
}

/// kube-openapi's key prefix of the marker being evaluated (`items:`).
fn current_prefix() -> String {
    SCOPES.with(|s| {
        s.borrow()
            .last()
            .map(|open| openapi_key(&open.nesting).to_owned())
            .unwrap_or_default()
    })
}

/// The value of the subject's other marker `key` of the same nesting, when
/// given and valid.
fn sibling(ctx: &TagContext<'_>, key: &str) -> Option<Value> {
    let index = MARKERS.iter().position(|m| m.key == key)?;
    let scoped = SCOPES.with(|s| {
        s.borrow().last().map(|open| {
            open.partners
                .get(&open.nesting)
                .and_then(|slots| slots.get(index).cloned().flatten())
        })
    });
    match scoped {
        Some(value) => value,
        None => partners(subject_lines(ctx))
            .remove("")
            .and_then(|slots| slots.into_iter().nth(index).flatten()),
    }
}

/// kube-openapi's words for the properties a nested marker's type check
/// went through: `failed to validate property "a": ` for each
/// `properties:a:` of the key prefix.
fn property_context(prefix: &str) -> String {
    let mut out = String::new();
    let mut rest = prefix;
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix("properties:") {
            let (name, tail) = after.split_once(':').unwrap_or((after, ""));
            out.push_str(&format!("failed to validate property {}: ", go_quote(name)));
            rest = tail;
        } else {
            rest = rest.split_once(':').map_or("", |(_, tail)| tail);
        }
    }
    out
}

fn is_number(kind: &ValueKind) -> bool {
    matches!(kind.present(), ValueKind::Primitive(p) if p.is_integer() || matches!(p, Primitive::F32 | Primitive::F64))
}

impl Marker {
    /// kube-openapi's `ValidateType`.
    fn check_type(&self, ctx: &TagContext<'_>) -> Result<(), TagError> {
        let kind = ctx.kind.present();
        let (fits, wanted) = match self.applies {
            Applies::Strings => (kind.is_string(), "string"),
            Applies::Numbers => (is_number(kind), "numeric"),
            Applies::Arrays => (*kind == ValueKind::List, "array"),
            Applies::Objects => (matches!(kind, ValueKind::Map | ValueKind::Struct), "map"),
            Applies::Anything => (true, ""),
        };
        match fits {
            true => Ok(()),
            false => Err(invalid(format!(
                "{}{} can only be used on {wanted} types",
                property_context(&current_prefix()),
                self.key
            ))),
        }
    }

    /// kube-openapi's `Validate`, for this marker (with its partner, for
    /// the pairs it compares).
    fn check_value(&self, ctx: &TagContext<'_>, value: &Value) -> Result<(), TagError> {
        let as_f64 = |v: &Value| v.as_f64();
        match self.key {
            "minLength" | "maxLength" | "minItems" | "maxItems" | "minProperties" | "maxProperties"
                if value.as_i64().is_some_and(|n| n < 0) =>
            {
                Err(invalid(format!("{} cannot be negative", self.key)))
            }
            "multipleOf" if value.as_f64() == Some(0.0) => Err(invalid("multipleOf cannot be 0")),
            "pattern" => {
                let pattern = value.as_str().unwrap_or_default();
                translate(pattern)
                    .map(|_| ())
                    .map_err(|e| invalid(format!("invalid pattern {}: {e}", go_quote(pattern))))
            }
            "minimum" => match (as_f64(value), sibling(ctx, "maximum").as_ref().and_then(as_f64)) {
                (Some(min), Some(max)) if min > max => {
                    Err(invalid(format!("minimum {min:.6} is greater than maximum {max:.6}")))
                }
                (Some(min), Some(max))
                    if min == max
                        && (sibling(ctx, "exclusiveMinimum").is_some()
                            || sibling(ctx, "exclusiveMaximum").is_some()) =>
                {
                    Err(invalid(
                        "exclusiveMinimum/Maximum cannot be set when minimum == maximum",
                    ))
                }
                _ => Ok(()),
            },
            "minLength" | "minItems" | "minProperties" => {
                let max_key = self.key.replacen("min", "max", 1);
                match (value.as_i64(), sibling(ctx, &max_key).and_then(|v| v.as_i64())) {
                    (Some(min), Some(max)) if min > max => {
                        Err(invalid(format!("{} {min} is greater than {max_key} {max}", self.key)))
                    }
                    _ => Ok(()),
                }
            }
            "uniqueItems" if value == &Value::Bool(true) => Err(TagError::new(
                "uniqueItems cannot be set to true since the runtime complexity becomes quadratic (the API server \
                 rejects it in a CRD schema)",
            )
            .with_help(Some("use `+k8s:listType=set`".to_owned()))),
            _ => Ok(()),
        }
    }

    /// The Rust check of the marker's keyword, if it has one.
    fn check(&self, ctx: &TagContext<'_>, value: &Value) -> Result<Option<Check>, TagError> {
        let function = |name: &str| format!("::validation_runtime::validate::openapi::{name}");
        let int = |v: &Value| CallArg::Int(v.as_i64().unwrap_or_default());
        let number = |v: &Value| CallArg::Str(v.to_string());
        let call = match self.key {
            "pattern" => {
                let pattern = value.as_str().unwrap_or_default();
                let translated =
                    translate(pattern).map_err(|e| invalid(format!("invalid pattern {}: {e}", go_quote(pattern))))?;
                Call::Value {
                    function: function("pattern"),
                    args: vec![CallArg::Str(translated), CallArg::Str(pattern.to_owned())],
                }
            }
            "minimum" | "maximum" => {
                let exclusive = format!("exclusive{}{}", self.key[..1].to_uppercase(), &self.key[1..]);
                let exclusive = sibling(ctx, &exclusive) == Some(Value::Bool(true));
                Call::Value {
                    function: function(self.key),
                    args: vec![number(value), CallArg::Bool(exclusive)],
                }
            }
            "multipleOf" => Call::Value {
                function: function("multiple_of"),
                args: vec![number(value)],
            },
            "minLength" | "maxLength" | "minItems" | "maxItems" => Call::Value {
                function: function(&snake(self.key)),
                args: vec![int(value)],
            },
            "minProperties" | "maxProperties" if *ctx.kind.present() == ValueKind::Map => Call::Value {
                function: function(&snake(self.key)),
                args: vec![int(value)],
            },
            // A struct's properties are those its JSON form writes: counted
            // through `Serialize`, as the API server counts the object.
            "minProperties" | "maxProperties" if *ctx.kind.present() == ValueKind::Struct => {
                if let Some(name) = super::cel::not_serializable(ctx.model, ctx.shape) {
                    return Err(TagError::new(format!(
                        "{} on a struct counts the properties of its JSON form, read through `serde::Serialize`, \
                         which `{name}` does not implement",
                        self.key
                    ))
                    .with_help(Some(format!(
                        "add `#[derive(serde::Serialize)]` to `{name}`, with the `#[serde]` attributes of its JSON form"
                    ))));
                }
                Call::Value {
                    function: function(&format!("{}_serialized", snake(self.key))),
                    args: vec![int(value)],
                }
            }
            "enum" => return enum_check(ctx, value).map(Some),
            // Strings only: on a number a format is its range, which the
            // numeric checks take from the Rust type.
            "format" if ctx.kind.present().is_string() && checked_format(value) => Call::Value {
                function: function("format"),
                args: vec![CallArg::Str(value.as_str().unwrap_or_default().to_owned())],
            },
            _ => return Ok(None),
        };
        Ok(Some(Check::new(
            Rule::new(self.key).with(Literal::String(value.to_string())),
            call,
        )))
    }
}

/// Whether the API server checks strings of this `format` in a custom
/// resource (others are documentation only).
fn checked_format(value: &Value) -> bool {
    value
        .as_str()
        .is_some_and(validation_runtime::validate::openapi_format::is_supported_format)
}

/// `minLength` -> `min_length`.
fn snake(key: &str) -> String {
    let mut out = String::with_capacity(key.len() + 2);
    for c in key.chars() {
        if c.is_ascii_uppercase() {
            out.push('_');
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// A Go pattern in Rust's syntax, or Go's error for it.
fn translate(pattern: &str) -> Result<String, String> {
    validation_schema::pattern::translate_for_regex_crate(pattern)
}

/// `enum` on strings or numbers.
fn enum_check(ctx: &TagContext<'_>, value: &Value) -> Result<Check, TagError> {
    let values = value.as_array().map(Vec::as_slice).unwrap_or_default();
    let (function, allowed) = if ctx.kind.is_string() {
        let strings: Option<Vec<CallArg>> = values
            .iter()
            .map(|v| v.as_str().map(|s| CallArg::Str(s.to_owned())))
            .collect();
        let strings = strings.ok_or_else(|| TagError::new("the enum of a string holds only strings"))?;
        ("enum_str", strings)
    } else if is_number(&ctx.kind) {
        let numbers: Option<Vec<CallArg>> = values
            .iter()
            .map(|v| v.is_number().then(|| CallArg::Str(v.to_string())))
            .collect();
        let numbers = numbers.ok_or_else(|| TagError::new("the enum of a number holds only numbers"))?;
        ("enum_number", numbers)
    } else {
        return Err(TagError::new(format!(
            "the generated code checks enum only on strings and numbers, not on {}",
            ctx.kind.describe()
        )));
    };
    Ok(Check::new(
        Rule::new("enum").with(Literal::String(value.to_string())),
        Call::Value {
            function: format!("::validation_runtime::validate::openapi::{function}"),
            args: vec![CallArg::Slice(allowed)],
        },
    ))
}

impl TagValidator for Marker {
    fn decl(&self) -> TagDecl {
        // List and map values: kube-openapi's `items:` and
        // `additionalProperties:` keys, run through `k8s:eachVal`.
        TagDecl::new(
            self.name,
            &[Scope::Type, Scope::Field, Scope::ListValue, Scope::MapValue],
            Stability::Stable,
        )
        .payload(PayloadKind::String, true)
        .single_valued()
        .docs(self.description, self.example)
    }

    fn validations(&self, ctx: &TagContext<'_>, tag: &Tag) -> Result<Validations, TagError> {
        let at = tag.value_span.unwrap_or(tag.name_span);
        let Some(value) = decode(self, tag)? else {
            return Ok(Validations::none());
        };
        self.check_value(ctx, &value).map_err(|e| e.at(at))?;
        self.check_type(ctx).map_err(|e| e.at(tag.name_span))?;
        Ok(match self.check(ctx, &value).map_err(|e| e.at(at))? {
            Some(check) => Validations::check(check),
            None => Validations::none(),
        })
    }

    fn schema(&self, _ctx: &TagContext<'_>, tag: &Tag) -> SchemaMeaning {
        let Ok(Some(value)) = decode(self, tag) else {
            return SchemaMeaning::Nothing;
        };
        let number = || value.as_f64().unwrap_or_default();
        let int = || value.as_i64().unwrap_or_default();
        let flag = value == Value::Bool(true);
        let keyword = match self.key {
            "pattern" => Keyword::Marker(MarkerKeyword::Pattern(value.as_str().unwrap_or_default().to_owned())),
            "minimum" => Keyword::Marker(MarkerKeyword::Minimum(number())),
            "maximum" => Keyword::Marker(MarkerKeyword::Maximum(number())),
            "exclusiveMinimum" if flag => Keyword::Marker(MarkerKeyword::ExclusiveMinimum),
            "exclusiveMaximum" if flag => Keyword::Marker(MarkerKeyword::ExclusiveMaximum),
            "multipleOf" => Keyword::Marker(MarkerKeyword::MultipleOf(number())),
            "minLength" => Keyword::MinLength(int()),
            "maxLength" => Keyword::MaxLength(int()),
            "minItems" => Keyword::MinItems(int()),
            "maxItems" => Keyword::MaxItems(int()),
            "minProperties" => Keyword::MinProperties(int()),
            "maxProperties" => Keyword::MaxProperties(int()),
            "enum" => Keyword::Marker(MarkerKeyword::Enum(value.as_array().cloned().unwrap_or_default())),
            "format" => Keyword::Format(value.as_str().unwrap_or_default().to_owned()),
            "nullable" if flag => Keyword::Marker(MarkerKeyword::Nullable),
            _ => return SchemaMeaning::Nothing,
        };
        SchemaMeaning::keyword(keyword)
    }
}

#[cfg(test)]
mod tests {
    /// The messages of every diagnostic for one field's tag lines.
    fn errors(name: &str, tags: &[&str], ty: &str) -> Vec<String> {
        let lines: String = tags.iter().map(|t| format!("    /// {t}\n")).collect();
        let source = format!("pub struct S {{\n{lines}    pub f: {ty},\n}}\n");
        match crate::test_support::generate_source(&crate::Generator::new(), &format!("markers-{name}"), &source) {
            Ok(_) => Vec::new(),
            Err(d) => d.iter().map(|d| d.message.clone()).collect(),
        }
    }

    #[test]
    fn wrong_values_get_kube_openapis_words() {
        for (tags, ty, want) in [
            (
                &["+k8s:validation:minLength=-1"][..],
                "String",
                "invalid marker comments: minLength cannot be negative",
            ),
            (
                &["+k8s:validation:maxItems=-2"],
                "Vec<String>",
                "invalid marker comments: maxItems cannot be negative",
            ),
            (
                &["+k8s:validation:multipleOf=0"],
                "i32",
                "invalid marker comments: multipleOf cannot be 0",
            ),
            (
                &["+k8s:validation:pattern=\"(a\""],
                "String",
                "invalid marker comments: invalid pattern \"(a\": error parsing regexp: missing closing ): `(a`",
            ),
            (
                &["+k8s:validation:minimum=5", "+k8s:validation:maximum=1"],
                "i32",
                "invalid marker comments: minimum 5.000000 is greater than maximum 1.000000",
            ),
            (
                &[
                    "+k8s:validation:minimum=1",
                    "+k8s:validation:maximum=1",
                    "+k8s:validation:exclusiveMaximum",
                ],
                "i32",
                "invalid marker comments: exclusiveMinimum/Maximum cannot be set when minimum == maximum",
            ),
            (
                &["+k8s:validation:minLength=3", "+k8s:validation:maxLength=2"],
                "String",
                "invalid marker comments: minLength 3 is greater than maxLength 2",
            ),
            (
                &["+k8s:validation:maximum=\"x\""],
                "i32",
                "failed to unmarshal marker comments: json: cannot unmarshal string into Go struct field \
                 commentTags.maximum of type float64",
            ),
            (
                &["+k8s:validation:minLength=1.5"],
                "String",
                "failed to unmarshal marker comments: json: cannot unmarshal number 1.5 into Go struct field \
                 commentTags.minLength of type int64",
            ),
            (
                &["+k8s:validation:pattern"],
                "String",
                "failed to unmarshal marker comments: json: cannot unmarshal bool into Go struct field \
                 commentTags.pattern of type string",
            ),
            (
                &["+k8s:validation:enum=\"a\""],
                "String",
                "failed to unmarshal marker comments: json: cannot unmarshal string into Go struct field \
                 commentTags.enum of type []interface {}",
            ),
        ] {
            assert_eq!(errors("values", tags, ty), [want], "{tags:?}");
        }
    }

    #[test]
    fn markers_on_the_wrong_type_get_kube_openapis_words() {
        for (tag, ty, want) in [
            (
                "+k8s:validation:pattern=\"^a\"",
                "i32",
                "pattern can only be used on string types",
            ),
            (
                "+k8s:validation:maxLength=1",
                "i64",
                "maxLength can only be used on string types",
            ),
            (
                "+k8s:validation:minimum=1",
                "String",
                "minimum can only be used on numeric types",
            ),
            (
                "+k8s:validation:exclusiveMinimum",
                "String",
                "exclusiveMinimum can only be used on numeric types",
            ),
            (
                "+k8s:validation:multipleOf=2",
                "bool",
                "multipleOf can only be used on numeric types",
            ),
            (
                "+k8s:validation:minItems=1",
                "String",
                "minItems can only be used on array types",
            ),
            (
                "+k8s:validation:minProperties=1",
                "Vec<String>",
                "minProperties can only be used on map types",
            ),
        ] {
            assert_eq!(
                errors("types", &[tag], ty),
                [format!("invalid marker comments: {want}")],
                "{tag}"
            );
        }
    }

    #[test]
    fn misuse_kube_openapi_allows_but_a_crd_or_rust_cannot_take() {
        assert_eq!(
            errors("unique", &["+k8s:validation:uniqueItems"], "Vec<String>"),
            [
                "uniqueItems cannot be set to true since the runtime complexity becomes quadratic (the API server \
              rejects it in a CRD schema)"
            ]
        );
        assert_eq!(
            errors("unique-false", &["+k8s:validation:uniqueItems=false"], "Vec<String>"),
            Vec::<String>::new()
        );
        assert_eq!(
            errors("enum-kinds", &["+k8s:validation:enum=[\"a\", 1]"], "String"),
            ["the enum of a string holds only strings"]
        );
        assert_eq!(
            errors("enum-bool", &["+k8s:validation:enum=[true]"], "bool"),
            ["the generated code checks enum only on strings and numbers, not on bool"]
        );
        assert_eq!(
            errors("syntax", &["+k8s:validation:pattern!x"], "String"),
            ["invalid marker comment does not match expected `+key=<json formatted value>` pattern: pattern!x"]
        );
        // Go compiles it, Rust's `regex` cannot (its size limit): Go's
        // nearest error, as CEL's `matches` reports it (the API server
        // would take this pattern: a documented difference).
        assert_eq!(
            errors("large", &["+k8s:validation:pattern=\"\\\\pL{1000}\""], "String"),
            ["invalid marker comments: invalid pattern \"\\\\pL{1000}\": error parsing regexp: expression too large: \
              `\\pL{1000}`"]
        );
        // JSON null leaves the keyword unset, as in kube-openapi.
        assert_eq!(
            errors("null", &["+k8s:validation:minimum=null"], "i32"),
            Vec::<String>::new()
        );
    }

    /// The messages of every diagnostic for a whole source file.
    fn source_errors(name: &str, source: &str) -> Vec<String> {
        match crate::test_support::generate_source(&crate::Generator::new(), &format!("markers-{name}"), source) {
            Ok(_) => Vec::new(),
            Err(d) => d.iter().map(|d| d.message.clone()).collect(),
        }
    }

    #[test]
    fn nested_markers_are_checked_as_the_flat_ones() {
        for (tags, ty, want) in [
            (
                &["+k8s:validation:items:maxLength=abc"][..],
                "Vec<String>",
                "failed to parse marker comments: failed to parse value for key items:maxLength as JSON: expected \
                 value at line 1 column 1",
            ),
            (
                &["+k8s:validation:additionalProperties:maxLength=\"x\""],
                "std::collections::BTreeMap<String, String>",
                "failed to unmarshal marker comments: json: cannot unmarshal string into Go struct field \
                 commentTags.additionalProperties.maxLength of type int64",
            ),
            (
                &["+k8s:validation:items:maxLength!x"],
                "Vec<String>",
                "invalid marker comment does not match expected `+key=<json formatted value>` pattern: \
                 items:maxLength!x",
            ),
            (
                &["+k8s:validation:items:minLength=-1"],
                "Vec<String>",
                "invalid marker comments: minLength cannot be negative",
            ),
            (
                &["+k8s:validation:items:pattern=\"a\""],
                "Vec<i32>",
                "invalid marker comments: pattern can only be used on string types",
            ),
            (
                &["+k8s:validation:items:pattern=\".*\""],
                "String",
                "items can only be used on array types",
            ),
            (
                &["+k8s:validation:additionalProperties:pattern=\".*\""],
                "Vec<String>",
                "additionalProperties can only be used on map types",
            ),
            (
                &["+k8s:validation:properties:name:pattern=\".*\""],
                "String",
                "properties can only be used on struct types",
            ),
            (
                &["+k8s:validation:items:minimum=1", "+k8s:validation:items:maximum=0"],
                "Vec<i32>",
                "invalid marker comments: minimum 1.000000 is greater than maximum 0.000000",
            ),
        ] {
            assert_eq!(errors("nested", tags, ty), [want], "{tags:?}");
        }
        // One value per key and nesting: the same key in another nesting
        // is another marker.
        assert_eq!(
            errors(
                "nested-twice",
                &["+k8s:validation:items:maxLength=1", "+k8s:validation:items:maxLength=2"],
                "Vec<String>"
            ),
            ["k8s:validation:items=+k8s:validation:maxLength may only be specified once (first given on line 2)"]
        );
        assert_eq!(
            errors(
                "nested-apart",
                &["+k8s:validation:maxItems=1", "+k8s:validation:items:maxItems=2"],
                "Vec<Vec<String>>"
            ),
            Vec::<String>::new()
        );
    }

    #[test]
    fn markers_chained_to_each_val_read_their_value_as_written() {
        for (tags, ty) in [
            (&["+k8s:eachVal=+k8s:validation:maxLength=3"][..], "Vec<String>"),
            (&["+k8s:eachVal=+k8s:validation:pattern=\"^[a-z]+$\""], "Vec<String>"),
            (&["+k8s:eachVal=+k8s:validation:pattern>^[a-z]+$"], "Vec<String>"),
            (
                &["+k8s:eachVal=+k8s:validation:enum=[\"a\", \"b\"]"],
                "std::collections::BTreeMap<String, String>",
            ),
            (
                &[
                    "+k8s:eachVal=+k8s:validation:minimum=0",
                    "+k8s:eachVal=+k8s:validation:exclusiveMinimum",
                ],
                "Vec<i32>",
            ),
            (
                &["+k8s:eachVal=+k8s:eachVal=+k8s:validation:maxLength=3"],
                "Vec<Vec<String>>",
            ),
            (&["+k8s:eachVal=+k8s:validation:items:maxLength=3"], "Vec<Vec<String>>"),
        ] {
            assert_eq!(errors("each-val", tags, ty), Vec::<String>::new(), "{tags:?}");
        }
    }

    #[test]
    fn malformed_markers_chained_to_each_val_get_kube_openapis_words() {
        for (tags, ty, want) in [
            (
                &["+k8s:eachVal=+k8s:validation:maxLength!3"][..],
                "Vec<String>",
                "invalid marker comment does not match expected `+key=<json formatted value>` pattern: maxLength!3",
            ),
            (
                &["+k8s:eachVal=+k8s:validation:maxLength=abc"],
                "Vec<String>",
                "failed to parse marker comments: failed to parse value for key maxLength as JSON: expected value at \
                 line 1 column 1",
            ),
            (
                &["+k8s:eachVal=+k8s:validation:items:pattern=1"],
                "Vec<Vec<String>>",
                "failed to unmarshal marker comments: json: cannot unmarshal number into Go struct field \
                 commentTags.items.pattern of type string",
            ),
            (
                &["+k8s:eachVal=+k8s:validation:minLength=-1"],
                "Vec<String>",
                "invalid marker comments: minLength cannot be negative",
            ),
            // Markers pair within their nesting: the items' own.
            (
                &[
                    "+k8s:eachVal=+k8s:validation:minimum=5",
                    "+k8s:eachVal=+k8s:validation:maximum=1",
                ],
                "Vec<i32>",
                "invalid marker comments: minimum 5.000000 is greater than maximum 1.000000",
            ),
            (
                &["+k8s:eachVal=+k8s:validation:maxLength=3"],
                "Vec<i32>",
                "invalid marker comments: maxLength can only be used on string types",
            ),
        ] {
            assert_eq!(errors("each-val-bad", tags, ty), [want], "{tags:?}");
        }
        // Located at the marker's name, `k8s:validation:maxLength`, inside the chain.
        let source = "pub struct S {\n    /// +k8s:eachVal=+k8s:validation:maxLength!3\n    pub f: Vec<String>,\n}\n";
        let found = crate::test_support::generate_source(&crate::Generator::new(), "markers-each-val-at", source)
            .err()
            .map(|d| {
                d.iter()
                    .map(|d| d.location.as_ref().map(|l| (l.line, l.column, l.len)))
                    .collect::<Vec<_>>()
            });
        assert_eq!(found, Some(vec![Some((2, 23, 24))]));
    }

    #[test]
    fn a_subjects_nested_markers_share_one_all_of_entry_per_node() {
        use super::add_checks;
        use crate::validators::{Call, Check, Each, Rule};
        let value = |name: &'static str| {
            Check::new(
                Rule::new(name),
                Call::Value {
                    function: name.to_owned(),
                    args: Vec::new(),
                },
            )
        };
        let each = |over: Each, checks: Vec<Check>| {
            Check::new(
                Rule::new("eachVal"),
                Call::Each {
                    over,
                    checks,
                    correlation: None,
                },
            )
        };
        let items = |checks| each(Each::ListValues, checks);
        let values = |checks| each(Each::MapValues, checks);
        let all_of = |checks| Check::new(Rule::new("allOf"), Call::AllOf { checks });
        let mut checks = Vec::new();
        for (line, check) in [
            (
                "+k8s:validation:items:items:maxLength=2",
                items(vec![items(vec![value("max_length")])]),
            ),
            ("+k8s:validation:maxItems=4", value("max_items")),
            (
                "+k8s:validation:items:items:minLength=1",
                items(vec![items(vec![value("min_length")])]),
            ),
            ("+k8s:validation:items:minItems=1", items(vec![value("min_items")])),
        ] {
            add_checks(&mut checks, line, vec![check]);
        }
        // One entry on the list, and one on each item for the items' items.
        assert_eq!(
            checks,
            [
                all_of(vec![
                    items(vec![all_of(vec![
                        items(vec![value("max_length")]),
                        items(vec![value("min_length")]),
                    ])]),
                    items(vec![value("min_items")]),
                ]),
                value("max_items"),
            ]
        );
        // A map's values are the schema's own nodes: the entry is on each
        // value, and a value's own keyword is outside it.
        let mut checks = Vec::new();
        add_checks(
            &mut checks,
            "+k8s:validation:additionalProperties:items:multipleOf=2",
            vec![values(vec![items(vec![value("multiple_of")])])],
        );
        add_checks(
            &mut checks,
            "+k8s:validation:additionalProperties:maxItems=2",
            vec![values(vec![value("max_items")])],
        );
        add_checks(
            &mut checks,
            "+k8s:eachVal=+k8s:validation:pattern=\"^a$\"",
            vec![values(vec![value("pattern")])],
        );
        assert_eq!(
            checks,
            [
                values(vec![all_of(vec![items(vec![value("multiple_of")])])]),
                values(vec![value("max_items")]),
                values(vec![value("pattern")]),
            ]
        );
    }

    #[test]
    fn nested_markers_pair_within_their_nesting() {
        let source = |tags: &[&str]| {
            let lines: String = tags.iter().map(|t| format!("    /// {t}\n")).collect();
            format!(
                "pub struct S {{\n{lines}    pub p: P,\n}}\n\npub struct P {{\n    pub a: i32,\n    pub b: i32,\n}}\n"
            )
        };
        // `b`'s `exclusiveMaximum` is not `a`'s.
        assert_eq!(
            source_errors(
                "pairs-apart",
                &source(&[
                    "+k8s:validation:properties:a:minimum=1",
                    "+k8s:validation:properties:a:maximum=1",
                    "+k8s:validation:properties:b:exclusiveMaximum",
                ])
            ),
            Vec::<String>::new()
        );
        assert_eq!(
            source_errors(
                "pairs-together",
                &source(&[
                    "+k8s:validation:properties:a:minimum=1",
                    "+k8s:validation:properties:a:maximum=1",
                    "+k8s:validation:properties:a:exclusiveMaximum",
                ])
            ),
            ["invalid marker comments: exclusiveMinimum/Maximum cannot be set when minimum == maximum"]
        );
        assert_eq!(
            source_errors("missing", &source(&["+k8s:validation:properties:c:minimum=1"])),
            ["property used in comment tag \"c\" not found in struct P"]
        );
        assert_eq!(
            source_errors(
                "property-type",
                &source(&["+k8s:validation:properties:a:pattern=\"x\""])
            ),
            ["invalid marker comments: failed to validate property \"a\": pattern can only be used on string types"]
        );
    }

    #[test]
    fn a_marker_nested_very_deep_is_answered() {
        // 100,000 nesting keys (or `k8s:eachVal` links) on one line are
        // read, and answered at the first step that does not fit the type.
        let steps = "items:".repeat(100_000);
        let tag = format!("+k8s:validation:{steps}maxLength=3");
        let each = format!("{}+k8s:validation:maxLength=3", "+k8s:eachVal=".repeat(100_000));
        assert_eq!(
            errors("deep", &[&tag], "Vec<String>"),
            ["items can only be used on array types"]
        );
        assert_eq!(
            errors("deep-each", &[&each], "Vec<String>"),
            ["tag \"k8s:eachVal\" can only be used on lists and maps, not on String"]
        );
    }

    #[test]
    fn many_markers_on_one_field_are_answered() {
        // Every repeat is reported; the partners each `minimum` looks for
        // are read once per subject, not once per line (quadratic).
        let lines: Vec<&str> = std::iter::repeat_n("+k8s:validation:minimum=1", 20_000).collect();
        let errors = errors("many", &lines, "i32");
        assert_eq!(errors.len(), 19_999);
        assert!(errors
            .iter()
            .all(|e| e.starts_with("k8s:validation:minimum may only be specified once")));
    }
}
