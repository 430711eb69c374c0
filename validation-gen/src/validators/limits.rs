//! Numeric and size limits: `k8s:minimum`, `k8s:maximum`,
//! `k8s:minLength`, `k8s:maxLength`, `k8s:maxBytes`, `k8s:minItems`,
//! `k8s:maxItems`, `k8s:minProperties`, `k8s:maxProperties`.

use crate::model::{Shape, ValueKind};
use crate::tags::{parse_canonical_int, Literal, Tag};

use super::lowering;
use super::{
    Call, CallArg, Check, Keyword, PayloadKind, Registry, Rule, SchemaMeaning, Scope, Stability, TagContext, TagDecl,
    TagError, TagValidator, Validations,
};

pub fn register(registry: &mut Registry) {
    for limit in LIMITS {
        registry.register(limit);
    }
}

/// What kind of value a limit applies to.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Applies {
    Integers,
    Strings,
    Lists,
    /// Maps with string-based keys.
    Maps,
}

/// One limit tag: everything that differs between them is data.
#[derive(Clone, Copy)]
struct Limit {
    name: &'static str,
    /// The rule and origin name, and the runtime function (in snake case).
    rule: &'static str,
    function: &'static str,
    /// The schema keyword saying the same (`None`: no keyword does).
    keyword: Option<fn(i64) -> Keyword>,
    applies: Applies,
    scopes: &'static [Scope],
    /// Whether a failure skips the rest (so over-long lists are not iterated).
    short_circuit: bool,
    description: &'static str,
    example: &'static str,
}

/// Scopes of the list limits (no map keys: keys are never lists).
const LIST_SCOPES: &[Scope] = &[Scope::Type, Scope::Field, Scope::ListValue, Scope::MapValue];
const MAP_SCOPES: &[Scope] = &[Scope::Type, Scope::Field];
/// The largest `minProperties` / `maxProperties` accepted.
const MAX_PROPERTIES_LIMIT: i64 = 100_000;

const LIMITS: [Limit; 9] = [
    Limit {
        name: "k8s:minimum",
        rule: "minimum",
        keyword: Some(Keyword::Minimum),
        function: "minimum",
        applies: Applies::Integers,
        scopes: Scope::VALUES,
        short_circuit: false,
        description: "The integer must be greater than or equal to N (which may be negative, within the field type's range): \
                      Invalid, origin `minimum`, \"must be greater than or equal to N\". An absent `Option` is not checked.",
        example: r#"/// +k8s:optional
/// +k8s:minimum=0
pub replicas: Option<i32>,"#,
    },
    Limit {
        name: "k8s:maximum",
        rule: "maximum",
        keyword: Some(Keyword::Maximum),
        function: "maximum",
        applies: Applies::Integers,
        scopes: Scope::VALUES,
        short_circuit: false,
        description: "The integer must be less than or equal to N (within the field type's range): Invalid, origin `maximum`, \
                      \"must be less than or equal to N\". An absent `Option` is not checked.",
        example: r#"/// +k8s:optional
/// +k8s:maximum=65535
pub port: Option<i32>,"#,
    },
    Limit {
        name: "k8s:minLength",
        rule: "minLength",
        keyword: Some(Keyword::MinLength),
        function: "min_length",
        applies: Applies::Strings,
        scopes: Scope::VALUES,
        short_circuit: false,
        description: "The string must have at least N characters (Unicode code points): TooShort, origin `minLength`. \
                      `minLength=0` checks nothing.",
        example: r#"/// +k8s:optional
/// +k8s:minLength=1
pub description: Option<String>,"#,
    },
    Limit {
        name: "k8s:maxLength",
        rule: "maxLength",
        keyword: Some(Keyword::MaxLength),
        function: "max_length",
        applies: Applies::Strings,
        scopes: Scope::VALUES,
        short_circuit: false,
        description: "The string must have at most N characters (Unicode code points): TooLong, origin `maxLength`, \
                      \"may not be more than N characters\"; the value is omitted from the error.",
        example: r#"/// +k8s:optional
/// +k8s:maxLength=63
pub nickname: Option<String>,"#,
    },
    Limit {
        name: "k8s:maxBytes",
        rule: "maxBytes",
        keyword: None,
        function: "max_bytes",
        applies: Applies::Strings,
        scopes: Scope::VALUES,
        short_circuit: false,
        description: "The string must be at most N bytes long (UTF-8): TooLong, origin `maxBytes`, \
                      \"may not be more than N bytes\".",
        example: r#"/// +k8s:optional
/// +k8s:maxBytes=1024
pub note: Option<String>,"#,
    },
    Limit {
        name: "k8s:minItems",
        rule: "minItems",
        keyword: Some(Keyword::MinItems),
        function: "min_items",
        applies: Applies::Lists,
        scopes: LIST_SCOPES,
        short_circuit: false,
        description: "The list must have at least N items: TooFew, origin `minItems`, bad value the length. An empty \
                      list fails unless `k8s:optional` stops the field first.",
        example: r#"/// +k8s:optional
/// +k8s:minItems=2
pub peers: Vec<String>,"#,
    },
    Limit {
        name: "k8s:maxItems",
        rule: "maxItems",
        keyword: Some(Keyword::MaxItems),
        function: "max_items",
        applies: Applies::Lists,
        scopes: LIST_SCOPES,
        short_circuit: true,
        description: "The list must have at most N items: TooMany, origin `maxItems`. \
                      A failure skips the list's other checks, so an over-long list is not iterated.",
        example: r#"/// +k8s:optional
/// +k8s:maxItems=16
/// +k8s:eachVal=+k8s:maxLength=253
pub hosts: Vec<String>,"#,
    },
    Limit {
        name: "k8s:minProperties",
        rule: "minProperties",
        keyword: Some(Keyword::MinProperties),
        function: "min_properties",
        applies: Applies::Maps,
        scopes: MAP_SCOPES,
        short_circuit: false,
        description: "The map (string-based keys) must have at least N entries: TooFew, origin `minProperties`. An \
                      empty map fails unless `k8s:optional` stops the field first.",
        example: r#"/// +k8s:optional
/// +k8s:minProperties=1
pub selector: std::collections::BTreeMap<String, String>,"#,
    },
    Limit {
        name: "k8s:maxProperties",
        rule: "maxProperties",
        keyword: Some(Keyword::MaxProperties),
        function: "max_properties",
        applies: Applies::Maps,
        scopes: MAP_SCOPES,
        short_circuit: true,
        description: "The map (string-based keys) must have at most N entries (N ≤ 100000): TooMany, origin \
                      `maxProperties`. A failure skips the map's other checks.",
        example: r#"/// +k8s:optional
/// +k8s:maxProperties=64
pub labels: std::collections::BTreeMap<String, String>,"#,
    },
];

impl TagValidator for Limit {
    /// The limit's keyword; `maxBytes`, which no keyword says (`maxLength`
    /// counts characters), is a rule on the UTF-8 length. Rules cannot
    /// report TooLong: the API server reports it as Invalid, with the same
    /// detail.
    fn schema(&self, _ctx: &TagContext<'_>, tag: &Tag) -> SchemaMeaning {
        match (self.keyword, canonical_int_payload(tag)) {
            (Some(keyword), Ok(n)) => SchemaMeaning::keyword(keyword(n)),
            (None, Ok(n)) if self.rule == "maxBytes" => {
                let detail = format!("may not be more than {n} {}", if n == 1 { "byte" } else { "bytes" });
                SchemaMeaning::rule(lowering::Rule::new(format!("size(bytes(self)) <= {n}"), detail).build())
            }
            _ => SchemaMeaning::NotInSchema,
        }
    }

    fn decl(&self) -> TagDecl {
        TagDecl::new(self.name, self.scopes, Stability::Stable)
            .payload(PayloadKind::Int, true)
            .single_valued()
            .docs(self.description, self.example)
    }

    fn validations(&self, ctx: &TagContext<'_>, tag: &Tag) -> Result<Validations, TagError> {
        let limit = canonical_int_payload(tag)?;
        let at = tag.value_span.unwrap_or(tag.name_span);
        self.check_kind(ctx, tag)?;
        match self.applies {
            Applies::Integers => check_integer_range(&ctx.kind, limit).map_err(|e| e.at(at))?,
            _ if limit < 0 => return Err(TagError::new("must be greater than or equal to zero").at(at)),
            Applies::Maps if limit > MAX_PROPERTIES_LIMIT => {
                return Err(TagError::new(format!("must be less than or equal to {MAX_PROPERTIES_LIMIT}")).at(at))
            }
            _ => {}
        }
        if self.rule == "minLength" && limit == 0 {
            // Every string has at least zero characters.
            return Ok(Validations::none());
        }
        let mut check = Check::new(
            Rule::new(self.rule).with(Literal::Int(limit)),
            Call::Value {
                function: format!("::validation_runtime::validate::{}", self.function),
                args: vec![CallArg::Int(limit)],
            },
        );
        check.flags.short_circuit = self.short_circuit;
        Ok(Validations::check(check))
    }
}

impl Limit {
    fn check_kind(&self, ctx: &TagContext<'_>, tag: &Tag) -> Result<(), TagError> {
        let kind = ctx.kind.present();
        let (fits, wanted) = match self.applies {
            Applies::Integers => (kind.is_integer(), "integer types"),
            Applies::Strings => (kind.is_string(), "string types"),
            Applies::Lists => (*kind == ValueKind::List, "list types"),
            Applies::Maps => (
                *kind == ValueKind::Map && string_keys(ctx),
                "map types with string-based keys",
            ),
        };
        if fits {
            return Ok(());
        }
        Err(TagError::new(format!(
            "tag \"{}\" can only be used on {wanted}, not on {}",
            tag.name,
            ctx.kind.describe()
        ))
        .at(tag.name_span))
    }
}

/// Whether the map's keys are strings (or named strings).
fn string_keys(ctx: &TagContext<'_>) -> bool {
    map_key(ctx.model, ctx.shape).is_some_and(|key| ctx.model.value_kind(key).is_string())
}

/// The key shape of a map, through options, pointers, aliases and newtypes.
fn map_key<'a>(model: &'a crate::model::Model, shape: &'a Shape) -> Option<&'a Shape> {
    match shape {
        Shape::Optional(inner) | Shape::Pointer(_, inner) => map_key(model, inner),
        Shape::Map(_, key, _) => Some(key),
        Shape::Named(id) => match model.get(*id).map(|t| &t.kind) {
            Some(crate::model::TypeKind::Alias(inner)) | Some(crate::model::TypeKind::Newtype(inner)) => {
                map_key(model, inner)
            }
            _ => None,
        },
        _ => None,
    }
}

/// A limit outside the value's integer type could never be met (or never
/// fail): reject it (upstream treats `i8` as `u8`; this uses the real range).
pub(super) fn check_integer_range(kind: &ValueKind, limit: i64) -> Result<(), TagError> {
    let ValueKind::Primitive(p) = kind.present() else {
        return Ok(());
    };
    match p.integer_range() {
        Some((lo, hi)) if !(lo..=hi).contains(&i128::from(limit)) => Err(TagError::new(format!(
            "{limit} is out of range for {} (the field's type holds {lo} to {hi})",
            p.rust_name()
        ))),
        _ => Ok(()),
    }
}

/// The integer payload, written in canonical decimal.
pub(super) fn canonical_int_payload(tag: &Tag) -> Result<i64, TagError> {
    let span = tag.value_span.unwrap_or(tag.name_span);
    let raw = tag.value_raw.as_deref().unwrap_or_default();
    parse_canonical_int(raw).map_err(|e| TagError::new(e).at(span))
}
