//! `k8s:item(<key>: <value>, ...)=+<tag>`: run a tag on the
//! element of a `map` list whose key fields have the given values.

use crate::model::{Model, Primitive, Shape, ValueKind};
use crate::tags::{Literal, LiteralKind, Tag};

use super::lowering;
use super::{
    Call, Check, Keyword, PayloadKind, Registry, Rule, SchemaMeaning, Scope, Stability, TagContext, TagDecl, TagError,
    TagValidator, Validations,
};

pub fn register(registry: &mut Registry) {
    registry.register(Item);
}

struct Item;

impl TagValidator for Item {
    /// Item unions: the members' presence tested on the list
    /// (`self.exists(i, i.key == value)`), checked at the list. Other
    /// payloads: their rules on every item, holding where the item is not
    /// the selected one (`!(self.key == value) || <rule>`), reported at the
    /// item as the Rust check is.
    fn schema(&self, ctx: &TagContext<'_>, tag: &Tag) -> SchemaMeaning {
        let Some(payload) = tag.chained() else {
            return SchemaMeaning::NotInSchema;
        };
        match payload.name.as_str() {
            "k8s:unionMember" | "k8s:zeroOrOneOfMember" => item_union_rules(ctx, payload),
            _ => selected_item_rules(ctx, tag, payload),
        }
    }

    fn decl(&self) -> TagDecl {
        let mut decl = TagDecl::new("k8s:item", Scope::VALUES, Stability::Stable)
            .payload(PayloadKind::Tag, true)
            .docs(
                "Runs the wrapped tag on the element of a `listType=map` list whose `k8s:listMapKey` fields have \
             the given values (one named argument per key), at `list[i]`; nothing when there is none. \
             On update, an unchanged element is skipped.",
                r#"pub struct Port {
    /// +k8s:required
    pub name: String,
    /// +k8s:optional
    pub port: Option<i32>,
}

pub struct ServiceSpec {
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:item(name: "http")=+k8s:immutable
    /// +k8s:item(name: "http")=+k8s:subfield("port")=+k8s:maximum=8080
    pub ports: Vec<Port>,
}"#,
            );
        decl.accepts_unknown_args = true;
        decl
    }

    fn validations(&self, ctx: &TagContext<'_>, tag: &Tag) -> Result<Validations, TagError> {
        let element = super::iteration::elements(ctx.model, ctx.shape)
            .filter(|(key, _)| key.is_none())
            .map(|(_, e)| e)
            .filter(|e| super::subfield::struct_fields(ctx.model, e).is_some())
            .ok_or_else(|| {
                TagError::new(format!(
                    "tag \"{}\" can only be used on lists of structs, not on {}",
                    tag.name,
                    ctx.kind.describe()
                ))
                .at(tag.name_span)
            })?;
        if tag.args.is_empty() {
            return Err(TagError::new("k8s:item needs one named argument per list-map key").at(tag.name_span));
        }
        let mut selector: Vec<(String, Literal)> = Vec::new();
        for arg in &tag.args {
            let Some(name) = &arg.name else {
                return Err(TagError::new("k8s:item takes named arguments only (`key: value`)").at(arg.span));
            };
            if selector.iter().any(|(n, _)| n == name) {
                return Err(TagError::new(format!("duplicate argument \"{name}\"")).at(arg.span));
            }
            if arg.value.kind() == LiteralKind::Int {
                crate::tags::parse_canonical_int(&arg.raw).map_err(|e| TagError::new(e).at(arg.value_span))?;
            }
            selector.push((name.clone(), arg.value.clone()));
        }
        let payload = ctx.payload(tag)?;
        let element_ctx = item_context(ctx, element);
        let evaluated = element_ctx.evaluate_payload(payload)?;
        let mut out = Validations::none();
        // `k8s:item(..)=+k8s:unionMember`: the item is a member of a union
        // over the list's items, checked with the list's own validations.
        for mark in evaluated.struct_checks {
            let Call::UnionMember { union, zero_or_one, .. } = &mark.call else {
                return Err(TagError::new("this tag cannot be used through k8s:item").at(payload.span));
            };
            let call = Call::ItemUnionMember {
                union: union.clone(),
                zero_or_one: *zero_or_one,
                selector: selector.clone(),
            };
            let mut member = mark;
            member.call = call;
            out.checks.push(member);
        }
        if out.checks.is_empty() && !evaluated.checks.iter().any(|c| !c.flags.non_error) {
            return Err(TagError::new(format!(
                "no validation functions found for the payload of \"{}\"",
                tag.name
            ))
            .at(payload.name_span));
        }
        if !evaluated.checks.is_empty() {
            let label = selector
                .iter()
                .map(|(k, v)| format!("{k}: {v}"))
                .collect::<Vec<_>>()
                .join(", ");
            let mut check = Check::new(
                Rule::new("item"),
                Call::Item {
                    selector,
                    keys: Vec::new(),
                    checks: evaluated.checks,
                },
            );
            check.cohort = Some(format!("item({label})"));
            out.checks.push(check);
        }
        Ok(out)
    }
}

/// Match an item selector with the list's key fields: the same names, and
/// values of the keys' types. Returns the key field indices in selector order.
pub fn resolve(
    model: &Model,
    fields: &[crate::model::Field],
    keys: &[usize],
    selector: &[(String, Literal)],
) -> Result<Vec<usize>, String> {
    if selector.len() != keys.len() {
        let names: Vec<&str> = keys
            .iter()
            .filter_map(|k| fields.get(*k))
            .map(|f| f.json_name.as_str())
            .collect();
        return Err(format!(
            "k8s:item must name every list-map key ({}), and only those",
            names.join(", ")
        ));
    }
    selector
        .iter()
        .map(|(name, value)| {
            let index = keys
                .iter()
                .copied()
                .find(|k| fields.get(*k).is_some_and(|f| &f.json_name == name))
                .ok_or_else(|| format!("\"{name}\" is not a list-map key of this list"))?;
            let kind = fields
                .get(index)
                .map(|f| model.value_kind(&f.shape))
                .unwrap_or(ValueKind::External);
            let fits = match (kind.present(), value) {
                (k, Literal::String(_)) => k.is_string(),
                (k, Literal::Int(_)) => k.is_integer(),
                (k, Literal::Bool(_)) => *k == ValueKind::Primitive(Primitive::Bool),
            };
            if !fits {
                return Err(format!(
                    "the value of \"{name}\" is of type {}, but the key field is {}",
                    value.kind(),
                    kind.describe()
                ));
            }
            Ok(index)
        })
        .collect()
}

/// `x` is the item `selector` selects: every named key has the value.
fn selects(selector: &[(String, Literal)], item: &str) -> Option<String> {
    let tests: Option<Vec<String>> = selector
        .iter()
        .map(|(name, value)| {
            let key = lowering::property(name)?;
            let value = match value {
                Literal::String(s) => lowering::string(s),
                Literal::Int(i) => i.to_string(),
                Literal::Bool(b) => b.to_string(),
            };
            Some(format!("has({item}.{key}) && {item}.{key} == {value}"))
        })
        .collect();
    Some(tests?.join(" && "))
}

/// The selector of a `k8s:item` tag: its named arguments.
fn selector(tag: &Tag) -> Option<Vec<(String, Literal)>> {
    tag.args
        .iter()
        .map(|a| Some((a.name.clone()?, a.value.clone())))
        .collect()
}

/// The rules of the item union `member` (one `k8s:item(..)=+<member>`
/// payload) belongs to, over the list field's other item members, with
/// the Rust messages and ratcheting (nothing is reported while the
/// members' presence is what it was).
fn item_union_rules(ctx: &TagContext<'_>, member: &Tag) -> SchemaMeaning {
    let Some(field) = ctx.siblings.and_then(|(fields, index)| fields.get(index)) else {
        return SchemaMeaning::NotInSchema;
    };
    let union = member.arg("union").and_then(|a| a.value.as_str()).unwrap_or_default();
    let zero_or_one = member.name == "k8s:zeroOrOneOfMember";
    if !zero_or_one && ctx.is_optional_presence() {
        return SchemaMeaning::Unsaid(
            "is part of a union that must have one member even when the list is absent; a rule on the list runs \
             only where the list is, so the union is left out"
                .to_owned(),
        );
    }
    let mut set = Vec::new();
    let mut listing = Vec::new();
    for line in &field.tags {
        let Ok(tag) = crate::tags::parse_tag(&line.text) else {
            continue;
        };
        // A mark of another union (the list itself a member of its
        // struct's) is no item member.
        let marks = line.text.contains(&member.name) && tag.name != member.name;
        let direct = tag.name == "k8s:item" && tag.chained().is_some_and(|p| p.name == member.name);
        if marks && !direct {
            return SchemaMeaning::Unsaid(format!(
                "is part of a union with `{}`, which a CRD cannot say (the API server knows no options, levels or \
                 modes); the union is left out",
                line.text
            ));
        }
        let Some(payload) = tag.chained().filter(|_| direct) else {
            continue;
        };
        if payload.arg("union").and_then(|a| a.value.as_str()).unwrap_or_default() != union {
            continue;
        }
        let (Some(selector), Some(test)) = (selector(&tag), selector(&tag).and_then(|s| selects(&s, "i"))) else {
            return SchemaMeaning::NotInSchema;
        };
        set.push(format!("self.exists(i, {test})"));
        let shown: Vec<String> = selector
            .iter()
            .map(|(k, v)| format!("\"{k}\": {}", super::lists::json(v)))
            .collect();
        listing.push(format!("`{}[{{{}}}]`", field.json_name, shown.join(", ")));
    }
    let rule = super::unions::count_rule(&set, &listing.join(", "), zero_or_one);
    let old: Vec<String> = set.iter().map(|s| s.replacen("self.", "oldSelf.value().", 1)).collect();
    let ratchet = format!(
        "(oldSelf.hasValue() && {} == {})",
        lowering::list(&old),
        lowering::list(&set)
    );
    lowering::ratcheted_here(vec![(rule, ratchet)])
}

/// The payload's meaning on the item the selector picks: rules on every
/// item of the list, excused where the item is another.
fn selected_item_rules(ctx: &TagContext<'_>, tag: &Tag, payload: &Tag) -> SchemaMeaning {
    let element = super::iteration::elements(ctx.model, ctx.shape).and_then(|(key, e)| key.is_none().then_some(e));
    let (Some(element), Some((_, validator))) = (element, ctx.registry.get(&payload.name)) else {
        return SchemaMeaning::NotInSchema;
    };
    let Some(selected) = selector(tag).and_then(|s| selects(&s, "self")) else {
        return SchemaMeaning::NotInSchema;
    };
    let element_ctx = item_context(ctx, element);
    match on_item(validator.schema(&element_ctx, payload), &selected) {
        Some(meaning) => SchemaMeaning::Elements(Box::new(meaning)),
        None => SchemaMeaning::Unsaid(
            "is checked on one item of the list, which only a rule can pick out; its check has no rule giving the \
             Rust error (it is a `required`, a transition, or a keyword other than `minimum` and `maximum`), so it is \
             left out"
                .to_owned(),
        ),
    }
}

/// A payload's meaning on the item as rules on every item, holding where
/// `selected` (a test of `self`) is false; `None` when part of it cannot be
/// a rule with the Rust error.
fn on_item(meaning: SchemaMeaning, selected: &str) -> Option<SchemaMeaning> {
    let rules = |keywords: &[Keyword], property: Option<&str>| {
        keywords
            .iter()
            .map(|k| {
                let mut rule = item_rule(k, property)?;
                rule.rule = format!("!({selected}) || ({})", rule.rule);
                Some(Keyword::Rule(rule))
            })
            .collect::<Option<Vec<_>>>()
            .map(SchemaMeaning::Keywords)
    };
    match meaning {
        SchemaMeaning::Nothing => Some(SchemaMeaning::Nothing),
        // Reported with its own reason.
        SchemaMeaning::Unsaid(why) => Some(SchemaMeaning::Unsaid(why)),
        SchemaMeaning::Keywords(keywords) => rules(&keywords, None),
        SchemaMeaning::Property(name, inner) => match *inner {
            SchemaMeaning::Keywords(keywords) => rules(&keywords, Some(&name)),
            SchemaMeaning::Since { since, native, before } => on_item(
                SchemaMeaning::Since {
                    since,
                    native: Box::new(SchemaMeaning::Property(name.clone(), native)),
                    before: Box::new(SchemaMeaning::Property(name, before)),
                },
                selected,
            ),
            _ => None,
        },
        SchemaMeaning::Since { since, native, before } => {
            let before = on_item(*before, selected)?;
            // A keyword the server honours natively (a format) cannot be
            // made conditional: the rules older servers get say it.
            let native = on_item(*native, selected).unwrap_or_else(|| before.clone());
            Some(SchemaMeaning::Since {
                since,
                native: Box::new(native),
                before: Box::new(before),
            })
        }
        _ => None,
    }
}

/// One keyword of an item payload as a rule on the item (`property`: on
/// that property of it, where it is present, reported there).
fn item_rule(keyword: &Keyword, property: Option<&str>) -> Option<validation_schema::ValidationRule> {
    let rule = match keyword {
        Keyword::Rule(rule) if !rule.rule.contains("oldSelf") && !rule.message_expression.contains("oldSelf") => {
            rule.clone()
        }
        Keyword::Minimum(n) => {
            lowering::Rule::new(format!("self >= {n}"), format!("must be greater than or equal to {n}")).build()
        }
        Keyword::Maximum(n) => {
            lowering::Rule::new(format!("self <= {n}"), format!("must be less than or equal to {n}")).build()
        }
        _ => return None,
    };
    let Some(name) = property else {
        return Some(rule);
    };
    if !rule.field_path.is_empty() {
        return None;
    }
    let value = format!("self.{}", lowering::property(name)?);
    let mut on_property = rule.clone();
    on_property.rule = format!("!has({value}) || ({})", lowering::rebind(&rule.rule, &value)?);
    on_property.message_expression = lowering::rebind(&rule.message_expression, &value)?;
    on_property.field_path = lowering::field_path(name);
    Some(on_property)
}

/// The context of a payload on the selected item: a list value.
fn item_context<'a>(ctx: &TagContext<'a>, element: &'a Shape) -> TagContext<'a> {
    TagContext {
        model: ctx.model,
        registry: ctx.registry,
        scope: Scope::ListValue,
        shape: element,
        kind: ctx.model.value_kind(element),
        subject: format!("{} (item)", ctx.subject),
        default: None,
        siblings: None,
        owner: None,
        declared_correlation: None,
    }
}
