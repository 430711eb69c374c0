//! Iteration: `k8s:eachVal=+<tag>` runs a tag on every list
//! element or map value, `k8s:eachKey=+<tag>` on every map key.

use crate::model::{Model, Shape, TypeKind};
use crate::tags::Tag;

use super::lowering;
use super::{
    Call, Check, Each, Keyword, KubeVersion, PayloadKind, Registry, Rule, SchemaMeaning, Scope, Stability, TagContext,
    TagDecl, TagError, TagValidator, Validations,
};

pub fn register(registry: &mut Registry) {
    registry.register(EachVal);
    registry.register(EachKey);
}

/// The element shapes of a collection value: (list element) or (map key,
/// map value), looking through options, pointers, aliases and newtypes.
pub fn elements<'a>(model: &'a Model, shape: &'a Shape) -> Option<(Option<&'a Shape>, &'a Shape)> {
    match shape {
        Shape::Optional(inner) | Shape::Pointer(_, inner) => elements(model, inner),
        Shape::List(elem) => Some((None, elem)),
        Shape::Map(_, key, value) => Some((Some(key), value)),
        Shape::Named(id) => match model.get(*id).map(|t| &t.kind) {
            Some(TypeKind::Alias(inner)) | Some(TypeKind::Newtype(inner)) => {
                elements(model, model.past_typedefs_or(shape, inner))
            }
            _ => None,
        },
        _ => None,
    }
}

struct EachVal;

impl TagValidator for EachVal {
    /// The payload's meaning, on the items or map values.
    fn schema(&self, ctx: &TagContext<'_>, tag: &Tag) -> SchemaMeaning {
        let (Some((key, value)), Some(payload)) = (elements(ctx.model, ctx.shape), tag.chained()) else {
            return SchemaMeaning::NotInSchema;
        };
        let Some((_, validator)) = ctx.registry.get(&payload.name) else {
            return SchemaMeaning::NotInSchema;
        };
        let scope = if key.is_none() {
            Scope::ListValue
        } else {
            Scope::MapValue
        };
        let inner = validator.schema(&element_context(ctx, value, scope), payload);
        SchemaMeaning::Elements(Box::new(inner))
    }

    fn decl(&self) -> TagDecl {
        TagDecl::new("k8s:eachVal", Scope::VALUES, Stability::Stable)
            .payload(PayloadKind::Tag, true)
            .docs(
                "Runs the wrapped tag on every list element (at `list[i]`) or map value (at `map[key]`). On update, \
             unchanged elements are not revalidated. `+k8s:eachVal=+k8s:opaqueType` leaves element types unvalidated.",
                r#"/// +k8s:optional
/// +k8s:eachVal=+k8s:minimum=1
pub ports: Vec<i32>,
/// +k8s:optional
/// +k8s:eachVal=+k8s:maxLength=63
pub annotations: std::collections::BTreeMap<String, String>,"#,
            )
    }

    fn validations(&self, ctx: &TagContext<'_>, tag: &Tag) -> Result<Validations, TagError> {
        let Some((key, value)) = elements(ctx.model, ctx.shape) else {
            return Err(TagError::new(format!(
                "tag \"{}\" can only be used on lists and maps, not on {}",
                tag.name,
                ctx.kind.describe()
            ))
            .at(tag.name_span));
        };
        let (scope, over) = match key {
            None => (Scope::ListValue, Each::ListValues),
            Some(_) => (Scope::MapValue, Each::MapValues),
        };
        each(ctx, tag, value, scope, over)
    }
}

struct EachKey;

impl TagValidator for EachKey {
    /// The payload's rules, and its length limits (no keyword says them of
    /// keys), as rules on the map over every key: `self.all(k, <rule on k>)`.
    /// Keys the old map has are not checked again (from Kubernetes 1.30,
    /// with `optionalOldSelf`), as the Rust check skips them.
    fn schema(&self, ctx: &TagContext<'_>, tag: &Tag) -> SchemaMeaning {
        let (Some((Some(key), _)), Some(payload)) = (elements(ctx.model, ctx.shape), tag.chained()) else {
            return SchemaMeaning::NotInSchema;
        };
        let Some((_, validator)) = ctx.registry.get(&payload.name) else {
            return SchemaMeaning::NotInSchema;
        };
        let inner = validator.schema(&element_context(ctx, key, Scope::MapKey), payload);
        on_keys(inner).unwrap_or(SchemaMeaning::NotInSchema)
    }

    fn decl(&self) -> TagDecl {
        TagDecl::new("k8s:eachKey", Scope::VALUES, Stability::Stable)
            .payload(PayloadKind::Tag, true)
            .docs(
                "Runs the wrapped tag on every map key; errors are reported at the map's path. On update, keys that \
             already existed are not revalidated.",
                r#"/// +k8s:optional
/// +k8s:eachKey=+k8s:maxLength=63
/// +k8s:eachKey=+k8s:format=k8s-label-key
pub labels: std::collections::BTreeMap<String, String>,"#,
            )
    }

    fn validations(&self, ctx: &TagContext<'_>, tag: &Tag) -> Result<Validations, TagError> {
        let Some((Some(key), _)) = elements(ctx.model, ctx.shape) else {
            return Err(TagError::new(format!(
                "tag \"{}\" can only be used on maps, not on {}",
                tag.name,
                ctx.kind.describe()
            ))
            .at(tag.name_span));
        };
        each(ctx, tag, key, Scope::MapKey, Each::MapKeys)
    }
}

/// What a tag on the elements sees.
fn element_context<'a>(ctx: &TagContext<'a>, element: &'a Shape, scope: Scope) -> TagContext<'a> {
    TagContext {
        model: ctx.model,
        registry: ctx.registry,
        scope,
        shape: element,
        kind: ctx.model.value_kind(element),
        subject: format!("{} ({})", ctx.subject, scope.phrase()),
        default: None,
        siblings: None,
        owner: None,
        declared_correlation: None,
    }
}

/// Evaluate the payload on the element shape and wrap it in one check.
fn each(ctx: &TagContext<'_>, tag: &Tag, element: &Shape, scope: Scope, over: Each) -> Result<Validations, TagError> {
    let payload = ctx.payload(tag)?;
    let inner = element_context(ctx, element, scope).evaluate_payload(payload)?;
    let mut out = Validations::none();
    if inner.opaque {
        match over {
            Each::MapKeys => out.opaque_keys = true,
            _ => out.opaque_values = true,
        }
    } else if inner.checks.is_empty() && !super::openapi_markers::is_marker(payload.innermost()) {
        // A kube-openapi marker may only say something to the schema
        // (`items:nullable`, `items:exclusiveMinimum`).
        return Err(TagError::new(format!(
            "no validation functions found for the payload of \"{}\"",
            tag.name
        ))
        .at(payload.name_span));
    }
    if !inner.checks.is_empty() {
        out.checks.push(Check::new(
            Rule::new(if over == Each::MapKeys { "eachKey" } else { "eachVal" }),
            Call::Each {
                over,
                checks: inner.checks,
                correlation: None,
            },
        ));
    }
    Ok(out)
}

/// A key tag's meaning as rules on the map; `None` when part of it cannot
/// be said of every key.
pub fn on_keys(meaning: SchemaMeaning) -> Option<SchemaMeaning> {
    match meaning {
        SchemaMeaning::Nothing => Some(SchemaMeaning::Nothing),
        // Reported with its own reason.
        SchemaMeaning::Unsaid(why) => Some(SchemaMeaning::Unsaid(why)),
        SchemaMeaning::Keywords(keywords) => {
            let rules = keywords.iter().map(key_rule).collect::<Option<Vec<_>>>()?;
            let every = |ratchet: bool| {
                rules
                    .iter()
                    .map(|rule| every_key(rule, ratchet).map(Keyword::Rule))
                    .collect::<Option<Vec<_>>>()
            };
            Some(SchemaMeaning::Since {
                since: KubeVersion::OPTIONAL_OLD_SELF,
                native: Box::new(SchemaMeaning::Keywords(every(true)?)),
                before: Box::new(SchemaMeaning::Keywords(every(false)?)),
            })
        }
        SchemaMeaning::Since { since, native, before } => {
            let before = on_keys(*before)?;
            // A keyword the server honours natively (a format) has no
            // place on keys: the rules older servers get say it.
            let native = on_keys(*native).unwrap_or_else(|| before.clone());
            Some(SchemaMeaning::Since {
                since,
                native: Box::new(native),
                before: Box::new(before),
            })
        }
        _ => None,
    }
}

/// One keyword of a key tag as a rule on the key (`self`).
fn key_rule(keyword: &Keyword) -> Option<validation_schema::ValidationRule> {
    match keyword {
        Keyword::Rule(rule) if rule.field_path.is_empty() && !rule.rule.contains("oldSelf") => Some(rule.clone()),
        Keyword::MaxLength(n) => Some(
            lowering::Rule::new(
                format!("size(self) <= {n}"),
                lowering::characters("may not be more than", *n),
            )
            .build(),
        ),
        Keyword::MinLength(n) => Some(
            lowering::Rule::new(
                format!("size(self) >= {n}"),
                lowering::characters("must be at least", *n),
            )
            .build(),
        ),
        _ => None,
    }
}

/// `rule` on every key of the map: `self.all(k, <rule on k>)`, its
/// computed message for the first failing key. With `ratchet`, keys of the
/// old map pass (the rule needs `optionalOldSelf`).
fn every_key(rule: &validation_schema::ValidationRule, ratchet: bool) -> Option<validation_schema::ValidationRule> {
    let (var, renamed) = lowering::rebind_all(&[&rule.rule, &rule.message_expression])?;
    let (check, message) = match renamed.as_slice() {
        [check, message] => (check, message),
        _ => return None,
    };
    let check = if ratchet {
        format!("(oldSelf.hasValue() && {var} in oldSelf.value()) || ({check})")
    } else {
        check.clone()
    };
    let mut every = rule.clone();
    every.rule = format!("self.all({var}, {check})");
    if !message.is_empty() {
        every.message_expression = format!("self.filter({var}, !({check})).map({var}, {message})[0]");
    }
    if ratchet {
        every.optional_old_self = Some(true);
    }
    Some(every)
}
